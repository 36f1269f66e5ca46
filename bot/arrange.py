"""The Mayor in one go: a player chooses every circle his colonists fill in one submission.

The engine takes colonists one at a time (`place corn`, `place hospice`), which is what the
terminal and `/pr play` use. A prompt instead lists the player's free circles — one per empty
island space and one per empty circle of a building — in multi-selects, and turns the chosen
circles into the `place` decisions, applied all at once. A player with no more free circles
than Discord lets one select hold (25) gets a single select that asks for exactly as many
circles as he has colonists: choosing them is the submission. With more, the circles are
split over several selects and a button confirms; the choices made so far travel in the
button's id as a bit mask, so nothing is kept on the bot's side.

The suggested arrangement (`suggested_arrangement`) fills the selects beforehand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .game import Game
from .game.components import BUILDINGS, PRICE, TILES
from .game.phases.mayor import PLACE_NOBLE
from .game.state import SAN_JUAN

SELECT_LIMIT = 25  # options in one select (Discord's limit)


@dataclass(frozen=True)
class Circle:
    """A free place for one colonist: an island tile or a circle of a building."""

    target: str  # the tile or building id, as in `place <target>`
    number: int  # 1 for the first free circle of its kind, 2 for the second ...
    island: bool


def circles(game: Game, seat: int) -> list[Circle]:
    """The seat's free circles, island first, in board order."""
    player = game.state.players[seat]
    seen: Counter[str] = Counter()
    result = []
    for tile, occupied in player.island:
        if not occupied and tile in TILES:
            seen[tile] += 1
            result.append(Circle(tile, seen[tile], True))
    for building, workers in player.city.items():
        for number in range(1, BUILDINGS[building].circles - workers + 1):
            result.append(Circle(building, number, False))
    return result


def of_one_kind(game: Game, seat: int) -> bool:
    """Whether the seat's pieces to place are all colonists: circles to fill are then all
    there is to choose (with nobles, which piece goes where matters too)."""
    return game.state.players[seat].noble_count(SAN_JUAN) == 0


def colonists(game: Game, seat: int) -> int:
    """How many colonists the seat has to place now."""
    return game.state.players[seat].san_juan


def parts(game: Game, seat: int) -> list[list[int]]:
    """The circle indices each select offers: one select when they all fit in it, else the
    island and the city apart, each split at Discord's limit."""
    found = circles(game, seat)
    indices = list(range(len(found)))
    if len(found) <= SELECT_LIMIT:
        return [indices]
    island = [i for i in indices if found[i].island]
    city = [i for i in indices if not found[i].island]
    return [group[i:i + SELECT_LIMIT] for group in (island, city) if group
            for i in range(0, len(group), SELECT_LIMIT)]


# ---------------------------------------------------------------- the mask
def mask_of(indices) -> str:
    return format(sum(1 << i for i in set(indices)), "x")


def indices_of(mask: str) -> list[int]:
    value = int(mask, 16)
    return [i for i in range(value.bit_length()) if value >> i & 1]


def decisions(game: Game, seat: int, mask: str) -> list[str]:
    """The `place` decisions for the circles of a mask; empty unless it names exactly as many
    free circles as the seat has colonists."""
    found = circles(game, seat)
    try:
        chosen = indices_of(mask)
    except ValueError:
        return []
    if len(chosen) != colonists(game, seat) or any(i >= len(found) for i in chosen) \
            or not of_one_kind(game, seat):
        return []
    return [f"place {found[i].target}" for i in chosen]


def suggested_circles(game: Game, seat: int) -> list[int]:
    """The circles the suggested arrangement fills."""
    found = circles(game, seat)
    taken: set[int] = set()
    for decision in suggested_arrangement(game, seat):
        target = decision.split()[1]
        taken.add(next(i for i, c in enumerate(found) if c.target == target and i not in taken))
    return sorted(taken)


# ------------------------------------------------------------- the suggestion
def suggested_arrangement(game: Game, seat: int) -> list[str]:
    """Every colonist of a player placed in one go, as a list of `place` decisions: first
    production (a plantation with a building that processes it, and the building), then corn,
    then violet buildings by cost, then the rest."""
    trial = game.clone()
    placed: list[str] = []
    while trial.state.step == "mayor" and seat in trial.pending():
        options = trial.legal(seat)
        if not options:
            break
        best = max(options, key=lambda d: (placement_value(trial, seat, d.split()[1]),
                                           kind_fits(d)))
        trial.apply(seat, best)
        placed.append(best)
    return placed


NOBLE_PLACES = frozenset({"chapel"})


def kind_fits(decision: str) -> bool:
    """Between a colonist and a noble for the same place: the noble where it earns more (a
    Chapel pays a VP rather than a coin), the colonist elsewhere, keeping nobles for there."""
    verb, target = decision.split()
    return (verb == PLACE_NOBLE) == (target in NOBLE_PLACES)


def placement_value(game: Game, seat: int, target: str) -> int:
    player = game.state.players[seat]
    if target in TILES:
        if target == "quarry":
            return 60
        circles_ = sum(BUILDINGS[b].circles for b in player.city if BUILDINGS[b].good == target)
        if target == "corn":
            return 90
        if circles_ > player.occupied_tiles(target):
            return 95 + PRICE[target]
        return 50 + PRICE[target]
    building = BUILDINGS[target]
    if building.good is None:
        return 70 + building.cost
    working = sum(n for b, n in player.city.items() if BUILDINGS[b].good == building.good)
    if player.occupied_tiles(building.good) > working:
        return 100 + PRICE[building.good]
    return 40 + PRICE[building.good]
