"""Every combination of the expansions the engine plays, 2 to 5 players: random games keep the
box's pieces, end, and replay from their records to the same table."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.game import Game, IllegalDecision, NotYourTurn
from bot.game.components import BUCCANEER, BUILDINGS, FOREST, QUARRY
from bot.game.expansions import known
from bot.game.record import Record
from bot.game.setup import Setup
from bot.game.state import SAN_JUAN

MAX_DECISIONS = 6000
SUBSETS = [subset for size in range(len(known()) + 1) for subset in combinations(known(), size)]


def pieces(game: Game) -> dict:
    """What the box holds wherever it lies, the Festival board included."""
    s = game.state
    board = s.festival
    won = board.get("won", {})
    barrels = Counter(s.goods_supply) + Counter(s.trading_house)
    for player in s.players:
        barrels.update(player.goods)
    for ship in s.ships:
        if ship.good:
            barrels[ship.good] += ship.load
    tiles = Counter(s.plantation_pile + s.face_up + s.discards)
    tiles[QUARRY] += s.quarries
    for player in s.players:  # a forest is the plantation it was laid as (New Buildings)
        tiles.update(tile for tile, _ in player.island if tile != FOREST)
        tiles.update(player.forest_kinds)
    buildings = buildings_in_play(game)
    lent = festival_building(game)
    if lent and s.n == 2 and BUILDINGS[lent].copies > BUILDINGS[lent].copies_2p:
        buildings[lent] -= 1  # lent by the box's unused copies, back to the box with the goal
    if board:
        if "goods" not in won:
            barrels.update(board["barrels"])
        if "plantation" not in won:
            tiles[board["plantation"]] += 1
    placing = s.placing["left"] if s.placing else 0  # out of the supply, not yet placed
    return {
        # Nobles (expansion II) are colonists of their own kind: each kind is kept apart.
        "colonists": s.colonist_supply + s.colonist_ship + placing
        + sum(p.colonists() - p.noble_count() for p in s.players),
        "nobles": s.noble_supply + s.noble_ship + sum(p.noble_count() for p in s.players),
        "barrels": +barrels,
        "tiles": sum(tiles.values()),
        "quarries": tiles[QUARRY],
        "plantations": +tiles,
        "buildings": +buildings,
        "vp": s.vp_supply + sum(p.vp for p in s.players),
        "roles": len(s.roles),
    }


def festival_building(game: Game) -> str | None:
    """The building on the Festival's board, while its goal is open."""
    board = game.state.festival
    return board.get("building") if "building" not in board.get("won", {}) else None


def buildings_in_play(game: Game) -> Counter:
    """Copies of each building on the board, in the cities and on the Festival's board."""
    s = game.state
    buildings = Counter(s.buildings)
    for player in s.players:
        buildings.update(dict.fromkeys(player.city, 1))
    if festival_building(game):
        buildings[festival_building(game)] += 1
    return buildings


def box_count(game: Game, kind: str) -> int:
    """How many copies of a building the box lets into play: all of them with 3-5 players; with
    2 the 2-player board's, and the Festival's building one more while the box has it (F9)."""
    row = BUILDINGS[kind]
    if game.state.n != 2:
        return row.copies
    return min(row.copies, row.copies_2p + (kind == festival_building(game)))


def check_table(game: Game) -> None:
    s = game.state
    assert s.colonist_supply >= 0 and s.colonist_ship >= 0
    assert all(n >= 0 for n in s.goods_supply.values())
    assert all(n >= 0 for n in s.buildings.values())
    assert all(n <= box_count(game, kind) for kind, n in buildings_in_play(game).items())
    assert len(s.trading_house) <= 4
    for ship in s.ships:
        assert 0 <= ship.load <= ship.capacity and (ship.good is None) == (ship.load == 0)
    for player in s.players:
        assert player.doubloons >= 0 and player.san_juan >= 0
        assert all(n >= 0 for n in player.goods.values()) and player.free_city_spaces() >= 0
        assert len(player.island) <= 12 and len(player.forest_kinds) == player.forests()
        check_nobles(player)
    assert all(c.coins == 0 for c in s.roles if c.role == BUCCANEER)
    assert sum(1 for c in s.roles if c.held_by is not None) <= 1
    pending = game.pending()
    assert bool(pending) != game.is_over
    for seat in pending:
        assert game.legal(seat)


def check_nobles(player) -> None:
    """A player's nobles stand where he has colonists, never more of them than colonists."""
    for place, count in player.nobles.items():
        assert count > 0
        if place == SAN_JUAN:
            assert count <= player.san_juan
        elif place in player.city:
            assert count <= player.city[place]
        else:
            assert count <= player.occupied_tiles(place), (place, player)


def play(subset: tuple[str, ...], players: int, seed: int) -> tuple[Record, Game]:
    record = Record(Setup(tuple(f"p{i}" for i in range(players)), seed=seed, expansions=subset,
                          theme="1897" if seed % 2 else "classic"))
    game, _ = record.replay()
    rng = random.Random(seed)
    totals = None
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            return record, game
        if game.state.step not in ("draft",):
            totals = totals or pieces(game)
            now = pieces(game)
            assert now.pop("plantations") <= totals["plantations"]
            assert now == {k: v for k, v in totals.items() if k != "plantations"}
            check_table(game)
        seat = rng.choice(game.pending())
        record.play(game, seat, rng.choice(game.legal(seat) + game.free(seat)))
    raise AssertionError(f"{subset} {players}p seed {seed}: no end in {MAX_DECISIONS}")


@pytest.mark.parametrize("subset", SUBSETS, ids=lambda s: "+".join(s) or "base")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_piece_end_and_replay(subset, players):
    for seed in (players, players + 10):
        record, game = play(subset, players, seed)
        assert game.state.end_reasons
        assert any(row["winner"] for row in game.scores)
        again = Record.from_json(record.to_json()).replay()[0]
        assert again.to_json() == game.to_json()


def test_two_players_the_festivals_jeweler_keeps_the_box_count():
    """F9: seed 8 draws the Jeweler, both of whose copies a 2-player board holds; a whole game
    never has more than two in play."""
    record, game = play(("nobles", "festival"), 2, 8)
    assert game.state.festival["building"] == "jeweler"
    assert game.is_over


WITH_BUCCANEER_OR_FESTIVAL = [s for s in SUBSETS if {"buccaneer", "festival"} & set(s)]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(WITH_BUCCANEER_OR_FESTIVAL), st.integers(2, 5), st.integers(0, 2**31),
       st.booleans(), st.integers(3, 9))
def test_every_decision_is_safe_to_copy_and_refuses_bad_input(subset, players, seed,
                                                             auto_forced, every):
    """Without forced decisions too: the table survives JSON and copies at any moment, and an
    illegal decision or one from the wrong seat changes nothing."""
    game = Game.new(Setup(tuple(f"p{i}" for i in range(players)), seed=seed,
                          expansions=subset, options={"auto_forced": auto_forced}))
    rng = random.Random(seed)
    for count in range(MAX_DECISIONS):
        if game.is_over:
            break
        if count % every == 0:
            text = game.to_json()
            copy = Game.from_json(text)
            assert copy.to_json() == text and copy.pending() == game.pending()
            seat = game.pending()[0]
            assert copy.legal(seat) == game.legal(seat)
            with pytest.raises(IllegalDecision):
                game.apply(seat, "kidnap dragon")
            idle = [other for other in range(players) if other not in game.pending()]
            if idle and not game.free(idle[0]):
                with pytest.raises(NotYourTurn):
                    game.apply(idle[0], game.legal(seat)[0])
            assert game.to_json() == text
        seat = rng.choice(game.pending())
        game.apply(seat, rng.choice(game.legal(seat)))
    assert game.is_over
