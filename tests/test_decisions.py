"""The decision model: Mayor placement reaches every legal arrangement, forced choices."""

from collections import Counter
from itertools import product

import pytest

from bot.game import Game, IllegalDecision, NotYourTurn, Setup
from bot.game.components import BUILDINGS
from bot.game.position import Position
from bot.game.state import SAN_JUAN


def mayor_table(island, city, colonists, auto_forced=True):
    """Two players; the Governor owns `island` and `city` and `colonists`, then takes the Mayor."""
    game = Game.new(Setup(("A", "B"), seed=1, options={"auto_forced": auto_forced}))
    s = game.state
    seat = game.pending()[0]
    me = s.players[seat]
    me.island = [[tile, 0] for tile in island]
    me.city = dict.fromkeys(city, 0)
    me.san_juan = colonists
    s.colonist_ship = 0
    game.apply(seat, "role mayor")
    return game, seat


def arrangement(player):
    tiles = Counter(tile for tile, occupied in player.island if occupied)
    return (tuple(sorted(tiles.items())), tuple(sorted(player.city.items())), player.san_juan)


def reachable(game, seat):
    """Every final arrangement the placement decisions can reach."""
    if seat not in game.pending():
        return {arrangement(game.state.players[seat])}
    found = set()
    for decision in game.legal(seat):
        child = game.clone()
        child.apply(seat, decision)
        found |= reachable(child, seat)
    return found


def all_legal_arrangements(island, city, colonists):
    """Brute force: every way to fill circles with no colonist idle while a circle is empty."""
    targets = [(t, island.count(t)) for t in sorted(set(island))]
    targets += [(b, BUILDINGS[b].circles) for b in city]
    capacity = sum(c for _, c in targets)
    placed = min(colonists, capacity)
    found = set()
    for counts in product(*(range(c + 1) for _, c in targets)):
        if sum(counts) != placed:
            continue
        n_tiles = len(set(island))
        tile_counts = zip(targets[:n_tiles], counts[:n_tiles], strict=True)
        tiles = tuple((t, n) for (t, _), n in tile_counts if n)
        buildings = tuple(sorted(zip(city, counts[n_tiles:], strict=True)))
        found.add((tiles, buildings, colonists - placed))
    return found


@pytest.mark.parametrize(
    "island, city, colonists",
    [
        (["corn", "corn", "indigo", "quarry"], ["indigo_plant", "hospice"], 3),
        (["sugar", "sugar", "coffee"], ["sugar_mill", "coffee_roaster", "small_market"], 5),
        (["corn", "tobacco"], ["tobacco_storage", "fortress"], 2),
    ],
)
def test_mayor_placement_reaches_every_legal_arrangement(island, city, colonists):
    game, seat = mayor_table(island, city, colonists)
    assert seat in game.pending()
    assert reachable(game, seat) == all_legal_arrangements(island, city, colonists)


def test_enough_colonists_for_every_circle_are_placed_without_asking():
    game, seat = mayor_table(["corn", "indigo"], ["small_indigo_plant"], 5)
    assert seat not in game.pending()
    me = game.state.players[seat]
    assert me.san_juan == 2
    assert all(occupied for _, occupied in me.island)
    assert me.city == {"small_indigo_plant": 1}


def test_a_single_legal_choice_is_made_for_the_player_only_with_auto_play():
    # Two colonists, three free circles on one building: one legal choice at each step.
    auto, seat = mayor_table([], ["sugar_mill"], 2, auto_forced=True)
    assert seat not in auto.pending()
    assert auto.state.players[seat].city == {"sugar_mill": 2}
    manual, seat = mayor_table([], ["sugar_mill"], 2, auto_forced=False)
    assert manual.legal(seat) == ["place sugar_mill"]
    manual.apply(seat, "place sugar_mill")
    assert manual.legal(seat) == ["place sugar_mill"]


def test_illegal_decisions_change_nothing():
    game = Game.new(Setup(("A", "B", "C"), seed=9))
    before = game.to_json()
    seat = game.pending()[0]
    other = (seat + 1) % 3
    with pytest.raises(NotYourTurn):
        game.apply(other, "role settler")
    with pytest.raises(IllegalDecision) as err:
        game.apply(seat, "role banker")
    assert "role settler" in err.value.legal
    with pytest.raises(IllegalDecision):
        game.apply(seat, "role prospector")  # no Prospector with three players
    assert game.to_json() == before


def test_several_players_decide_at_once_during_storage():
    game = Game.new(Setup(("A", "B", "C"), seed=4))
    s = game.state
    seat = game.pending()[0]
    for player in s.players:
        player.goods.update(corn=0, indigo=2, sugar=2, tobacco=0, coffee=0)
    for ship in s.ships:
        ship.good, ship.load = "corn", ship.capacity  # every ship full of corn: nobody can load
    game._options.clear()
    game.apply(seat, "role captain")
    assert sorted(game.pending()) == [0, 1, 2]
    assert game.legal(1) == ["keep indigo", "keep sugar"]
    game.apply(1, "keep sugar")
    assert sorted(game.pending()) == [0, 2]
    assert s.players[1].goods["sugar"] == 1 and s.players[1].goods["indigo"] == 0


# ------------------------------------------------------- two kinds of colonist (the Nobles)
def noble_mayor_table(island, city, colonists, nobles):
    """Two players with the Nobles; seat 0 owns `island` and `city` (nothing on them) and
    `colonists` + `nobles` in San Juan, then takes the Mayor with an empty ship."""
    game = (Position(2, expansions=("nobles",))
            .seat(0, idle=island, city=dict.fromkeys(city, 0), san_juan=colonists + nobles,
                  nobles={SAN_JUAN: nobles})
            .set(colonist_ship=0, noble_ship=0).start(chooser=0))
    game.apply(0, "role mayor")
    return game


def kinds_arrangement(player):
    """Per place, (colonists, nobles); San Juan's too."""
    places = Counter(tile for tile, occupied in player.island if occupied)
    places.update({b: n for b, n in player.city.items() if n})
    places[SAN_JUAN] = player.san_juan
    return frozenset((place, n - player.noble_count(place), player.noble_count(place))
                     for place, n in places.items() if n)


def kinds_reachable(game, seat, seen=None):
    seen = {} if seen is None else seen
    key = game.to_json()
    if key not in seen:
        if seat not in game.pending():
            seen[key] = {kinds_arrangement(game.state.players[seat])}
        else:
            found = set()
            for decision in game.legal(seat):
                child = game.clone()
                child.apply(seat, decision)
                found |= kinds_reachable(child, seat, seen)
            seen[key] = found
    return seen[key]


def all_kinds_arrangements(island, city, colonists, nobles):
    """Brute force: each circle empty, a colonist or a noble; no one idle while one is empty."""
    circles = [tile for tile in island] + [b for b in city for _ in range(BUILDINGS[b].circles)]
    placed = min(colonists + nobles, len(circles))
    found = set()
    for kinds in product((None, "c", "n"), repeat=len(circles)):
        used_c, used_n = kinds.count("c"), kinds.count("n")
        if used_c > colonists or used_n > nobles or used_c + used_n != placed:
            continue
        places = {}
        for place, kind in zip(circles, kinds, strict=True):
            if kind:
                c, n = places.get(place, (0, 0))
                places[place] = (c + (kind == "c"), n + (kind == "n"))
        places[SAN_JUAN] = (colonists - used_c, nobles - used_n)
        found.add(frozenset((p, c, n) for p, (c, n) in places.items() if c + n))
    return found


@pytest.mark.parametrize(
    "island, city, colonists, nobles",
    [
        (["corn", "corn", "indigo"], ["indigo_plant", "chapel"], 2, 2),  # fewer than circles
        (["sugar", "quarry"], ["small_sugar_mill", "zoning_office"], 3, 2),  # one stays idle
        (["coffee"], ["hunting_lodge", "land_office"], 1, 3),
    ],
)
def test_mayor_placement_reaches_every_arrangement_of_both_kinds(island, city, colonists, nobles):
    """Every way to put colonists and nobles on the circles, with no one idle in San Juan while
    a circle is empty, is reachable with `place` and `place-noble`, and nothing else is."""
    game = noble_mayor_table(island, city, colonists, nobles)
    assert 0 in game.pending()
    assert kinds_reachable(game, 0) == all_kinds_arrangements(island, city, colonists, nobles)


def test_one_kind_enough_for_every_circle_is_placed_without_asking():
    game = noble_mayor_table(["corn"], ["chapel"], 0, 3)
    assert 0 not in game.pending()
    me = game.state.players[0]
    assert me.nobles == {"corn": 1, "chapel": 1, SAN_JUAN: 1}
