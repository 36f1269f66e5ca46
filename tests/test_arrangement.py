"""The Mayor in one go (`bot.decisions.arrangement`) against the engine: with the Nobles, every
choice of circles a step offers is taken by the engine and ends as chosen, whatever the engine
places by itself on the way (a single legal placement, with `auto_forced`)."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.decisions import arrangement
from bot.game.components import BUILDINGS
from bot.game.phases.mayor import PLACE, PLACE_NOBLE
from bot.game.position import Position
from bot.game.state import SAN_JUAN

EXPANSIONS = ("buccaneer", "festival", "new_buildings", "nobles")
MOST_TRIED = 40  # choices of the nobles' circles tried on one board
WITH_CIRCLES = sorted(b for b, kind in BUILDINGS.items() if kind.circles)


def nobles_mayor(island, city, colonists, nobles, forests=0, auto_forced=True):
    """Four players with every expansion; seat 0 owns `island` and `city` (nothing on them)
    and `colonists` + `nobles` in San Juan, then takes the Mayor with an empty ship."""
    game = (Position(4, expansions=EXPANSIONS, options={"auto_forced": auto_forced})
            .seat(0, idle=island, city=dict.fromkeys(city, 0), forests=forests,
                  san_juan=colonists + nobles, nobles={SAN_JUAN: nobles})
            .set(colonist_ship=0, noble_ship=0).start(chooser=0))
    game.apply(0, "role mayor")
    return game


def placed(game, seat: int, decisions: list[str]) -> dict[str, Counter]:
    """What the decisions put on the seat's free circles, as the engine takes them."""
    after = game.clone()
    for decision in decisions:
        after.apply(seat, decision)
    assert seat not in after.pending()
    return {verb: +targets for verb, targets in
            arrangement.placed_since(game, after, seat).items()}


def targets(game, seat: int, indices) -> Counter:
    found = arrangement.circles(game, seat)
    return Counter(found[i].target for i in indices)


def test_a_place_the_engine_fills_by_itself_counts_as_one_of_the_chosen():
    """Five nobles and a colonist for five circles, two of them coffee: the nobles chosen for
    the first coffee, the quarry, the corn and the indigo, the colonist on the second coffee.
    Once the nobles stand on the indigo, corn and quarry, a noble on a coffee is the only
    placement left (the colonist cannot fill both): the engine makes it by itself, and the
    arrangement then leaves the last noble in San Juan rather than put it on the coffee."""
    game = nobles_mayor(["coffee", "quarry", "corn", "coffee", "indigo"], [], 1, 5)
    first = arrangement.step(game, 0)
    assert (first.least, first.most) == (4, 5)
    decisions = arrangement.choose(game, 0, first, [0, 1, 2, 4])
    assert decisions, "a choice the select offered was refused"
    assert placed(game, 0, decisions) == {
        PLACE_NOBLE: Counter({"coffee": 1, "quarry": 1, "corn": 1, "indigo": 1}),
        PLACE: Counter({"coffee": 1})}


BOARDS = st.fixed_dictionaries({
    # Few kinds of tile, so that several circles share a place more often than not.
    "island": st.lists(st.sampled_from(("corn", "indigo", "quarry")), max_size=6),
    "city": st.lists(st.sampled_from(WITH_CIRCLES), max_size=3, unique=True),
    "colonists": st.integers(0, 5),
    "nobles": st.integers(1, 6),
    "forests": st.integers(0, 1),
    "auto_forced": st.booleans(),
})


def nobles_choices(data, first: arrangement.Step) -> list[list[int]]:
    """Every choice of the nobles' circles the step allows, or some of them when they are
    too many to try."""
    every = [list(chosen) for count in range(first.least, first.most + 1)
             for chosen in itertools.combinations(first.offered, count)]
    if len(every) <= MOST_TRIED:
        return every
    return data.draw(st.lists(st.sampled_from(every), min_size=MOST_TRIED, max_size=MOST_TRIED))


def colonists_choice(data, current: arrangement.Step) -> list[int]:
    """Any choice of the colonists' circles the step allows."""
    return sorted(data.draw(st.permutations(current.offered))[:current.most])


@settings(max_examples=200, deadline=None)
@given(board=BOARDS, data=st.data())
def test_every_choice_a_step_offers_is_taken_and_ends_as_chosen(board, data):
    """Random boards with nobles, a few placements made one by one first now and then: every
    choice of the nobles' circles the first step allows, then any of the colonists' circles
    the next allows, make decisions the engine takes, and the circles end with the kinds
    chosen."""
    game = nobles_mayor(**board)
    for _ in range(data.draw(st.integers(0, 2))):  # some placed with `/pr play` before
        if 0 in game.pending():
            game.apply(0, data.draw(st.sampled_from(game.legal(0))))
    if 0 not in game.pending():
        return
    first = arrangement.step(game, 0)
    for nobles in nobles_choices(data, first) if first.for_nobles else [None]:
        current = arrangement.step(game, 0, nobles)
        if first.for_nobles:
            current = arrangement.choose(game, 0, first, nobles)
            assert current, f"{first} refused the nobles' {nobles}"
        if isinstance(current, arrangement.Step):
            colonists = colonists_choice(data, current)
            result = arrangement.choose(game, 0, current, colonists)
            assert result, f"{current} refused the colonists' {colonists}"
        else:  # nothing left to choose: the colonists fill what they can
            left = arrangement.step(game, 0, nobles)
            result, colonists = current, list(left.offered[:left.most])
        assert placed(game, 0, result) == {PLACE_NOBLE: targets(game, 0, nobles or ()),
                                           PLACE: targets(game, 0, colonists)}
