"""Random games of random legal decisions: what must hold after every single decision."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.game import Game, GameOver, IllegalDecision, NotYourTurn, Setup
from bot.game.components import BUILDINGS, FOREST, GOODS, QUARRY

MAX_DECISIONS = 5000

games = st.fixed_dictionaries({
    "players": st.integers(2, 5),
    "seed": st.integers(0, 2**31),
    "theme": st.sampled_from(["classic", "1897"]),
    "auto_forced": st.booleans(),
    # How keen the players are to act rather than pass: more building, shipping and game ends.
    "keen": st.sampled_from([0.0, 0.5, 0.9]),
    "expansions": st.sampled_from([(), ("new_buildings",), ("nobles",),
                                   ("new_buildings", "nobles")]),
    "buildings": st.sampled_from(["draft", "random", "all_new"]),
})


def start(params) -> Game:
    names = tuple(f"p{i}" for i in range(params["players"]))
    options = {"auto_forced": params["auto_forced"]}
    if "new_buildings" in params["expansions"]:
        options["buildings"] = params["buildings"]
    return Game.new(Setup(players=names, seed=params["seed"], theme=params["theme"],
                          options=options, expansions=params["expansions"]))


def choose(rng: random.Random, legal: list[str], keen: float) -> str:
    acting = [d for d in legal if d != "pass"]
    if acting and rng.random() < keen:
        return rng.choice(acting)
    return rng.choice(legal)


def decisions(game: Game, params):
    """Play the game to its end, yielding the number of decisions after every one."""
    rng = random.Random(params["seed"])
    for count in range(1, MAX_DECISIONS + 1):
        if game.is_over:
            return
        seat = rng.choice(game.pending())
        free = [d for d in game.free(seat) if rng.random() < 0.3]  # a guest moved now and then
        game.apply(seat, choose(rng, game.legal(seat) + free, params["keen"]))
        yield count
    raise AssertionError(f"no end after {MAX_DECISIONS} decisions")


class Totals:
    """What the box holds at the start, to compare every later state with."""

    def __init__(self, game: Game) -> None:
        """Taken once the beige buildings are on the board (after a draft)."""
        self.colonists = colonists(game)
        self.nobles = nobles(game)
        self.barrels = barrels(game)
        self.tiles = tiles(game)
        self.vp = vp(game)
        self.buildings = buildings(game)

    def check(self, game: Game) -> None:
        assert colonists(game) == self.colonists
        assert nobles(game) == self.nobles == (20 if "nobles" in game.state.expansions else 0)
        assert barrels(game) == self.barrels
        assert same_tiles(tiles(game), self.tiles)
        assert vp(game) == self.vp
        assert buildings(game) == self.buildings
        check_counts(game)
        check_pending(game)


def colonists(game: Game) -> int:
    """Colonists of the first kind: a player's count includes his nobles (expansion II)."""
    s = game.state
    owned = sum(p.colonists() - p.noble_count() for p in s.players)
    return s.colonist_supply + s.colonist_ship + owned


def nobles(game: Game) -> int:
    s = game.state
    return s.noble_supply + s.noble_ship + sum(p.noble_count() for p in s.players)


def barrels(game: Game) -> Counter:
    s = game.state
    total = Counter(s.goods_supply) + Counter(s.trading_house)
    for player in s.players:
        total.update(player.goods)
    for ship in s.ships:
        if ship.good:
            total[ship.good] += ship.load
    return +total


def tiles(game: Game) -> Counter:
    s = game.state
    total = Counter(s.plantation_pile + s.face_up + s.discards)
    total[QUARRY] += s.quarries
    for player in s.players:
        total.update(tile for tile, _ in player.island)
    return +total


def same_tiles(now: Counter, start: Counter) -> bool:
    """Plantations laid as forests (Forest House) leave their kind; no tile is lost or made."""
    forests = now.pop(FOREST, 0)
    return (sum(now.values()) + forests == sum(start.values())
            and all(now[kind] <= count for kind, count in start.items())
            and now[QUARRY] == start[QUARRY])


def vp(game: Game) -> int:
    s = game.state
    return s.vp_supply + sum(p.vp for p in s.players)


def buildings(game: Game) -> Counter:
    s = game.state
    total = Counter(s.buildings)
    for player in s.players:
        total.update(dict.fromkeys(player.city, 1))
    return +total


def check_counts(game: Game) -> None:
    s = game.state
    assert s.colonist_supply >= 0 and s.colonist_ship >= 0
    assert all(n >= 0 for n in s.goods_supply.values())
    assert all(n >= 0 for n in s.buildings.values())
    assert s.quarries >= 0
    assert len(s.trading_house) <= 4
    for ship in s.ships:
        assert 0 <= ship.load <= ship.capacity
        assert (ship.good is None) == (ship.load == 0)
    assert len({ship.good for ship in s.ships if ship.good}) == sum(1 for sh in s.ships if sh.good)
    for player in s.players:
        assert player.doubloons >= 0 and player.vp >= 0 and player.san_juan >= 0
        assert all(player.goods[good] >= 0 for good in GOODS)
        assert len(player.island) <= 12 and player.free_city_spaces() >= 0
        assert all(occupied == 0 for tile, occupied in player.island if tile == FOREST)
        for place, count in player.nobles.items():  # nobles stand where colonists do
            assert 0 < count <= player.colonists_at(place), (place, player)
        assert all(n <= BUILDINGS[b].circles for b, n in player.city.items())


def draft(game: Game, params) -> None:
    """The beige buildings' draft, by random picks."""
    rng = random.Random(params["seed"])
    while game.state.step == "draft":
        seat = game.pending()[0]
        game.apply(seat, rng.choice(game.legal(seat)))


def check_pending(game: Game) -> None:
    pending = game.pending()
    assert bool(pending) != game.is_over
    for seat in pending:
        assert game.legal(seat), f"seat {seat} is asked but has nothing legal"
    for seat in set(range(game.state.n)) - set(pending):
        assert game.legal(seat) == []


@settings(max_examples=80, deadline=None)
@given(games)
def test_invariants_after_every_decision(params):
    game = start(params)
    draft(game, params)
    totals = Totals(game)
    # The setup's count, or with the Nobles the whole box (ruling NO12).
    counted = {2: 42, 3: 58, 4: 79, 5: 100}[params["players"]]
    assert totals.colonists == (100 if "nobles" in params["expansions"] else counted)
    totals.check(game)
    for _ in decisions(game, params):
        totals.check(game)
    assert game.state.end_reasons
    assert any(row["winner"] for row in game.scores)


@settings(max_examples=12, deadline=None)
@given(games, st.integers(3, 7))
def test_json_round_trip_and_clone(params, every):
    """Checked every few decisions (serializing is the slow part), and at the end."""
    game = start(params)
    for count in decisions(game, params):
        if count % every and not game.is_over:
            continue
        text = game.to_json()
        copy = Game.from_json(text)
        assert copy.to_json() == text
        assert copy.pending() == game.pending()
        assert {seat: copy.legal(seat) for seat in range(game.state.n)} == {
            seat: game.legal(seat) for seat in range(game.state.n)}
        if game.pending():
            check_clone_independent(game)


def check_clone_independent(game: Game) -> None:
    before = game.to_json()
    twin = game.clone()
    assert twin.to_json() == before
    assert not shared_mutables(game.state, twin.state)
    seat = twin.pending()[0]
    twin.apply(seat, twin.legal(seat)[-1])
    assert game.to_json() == before


def shared_mutables(one, other, path: str = "state") -> list[str]:
    """Where `one` and its copy `other` hold the very same list, dict or dataclass: a change
    made to the copy would show in the original."""
    if isinstance(one, (list, dict)) or hasattr(one, "__slots__"):
        if one is other:
            return [path]
    if isinstance(one, list):
        return [p for i, (a, b) in enumerate(zip(one, other, strict=True))
                for p in shared_mutables(a, b, f"{path}[{i}]")]
    if isinstance(one, dict):
        return [p for key in one for p in shared_mutables(one[key], other[key], f"{path}.{key}")]
    if hasattr(one, "__slots__"):
        return [p for name in one.__slots__
                for p in shared_mutables(getattr(one, name), getattr(other, name),
                                         f"{path}.{name}")]
    return []


def test_shared_mutables_finds_a_shallow_copy():
    game = start({"players": 3, "seed": 5, "theme": "classic", "auto_forced": True,
                  "expansions": ()})
    state = game.state
    twin = type(state).from_dict(state.to_dict())
    twin.players[1].island = state.players[1].island
    assert shared_mutables(state, twin) == ["state.players[1].island"]


@pytest.mark.parametrize("seed", [11, 12])
def test_a_clone_shares_nothing_with_every_expansion(seed):
    """Every kind of state the four expansions make (the Festival's board, the Buccaneer's
    placing, the memo of a phase) copied at every decision of a game played at random."""
    names = ("a", "b", "c", "d")
    game = Game.new(Setup(players=names, seed=seed,
                          expansions=("new_buildings", "nobles", "buccaneer", "festival")))
    rng = random.Random(seed)
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        check_clone_independent(game)
        seat = game.pending()[0]
        game.apply(seat, choose(rng, game.legal(seat), 0.9))
    assert game.is_over


@settings(max_examples=10, deadline=None)
@given(games, st.integers(3, 7))
def test_illegal_decisions_leave_the_state_untouched(params, every):
    game = start(params)
    n = game.state.n
    for count in decisions(game, params):
        if count % every and not game.is_over:
            continue
        before = game.to_json()
        if game.is_over:
            with pytest.raises(GameOver):
                game.apply(0, "pass")
        else:
            seat = game.pending()[0]
            with pytest.raises(IllegalDecision):
                game.apply(seat, "build castle")
            idle = [other for other in range(n) if other not in game.pending()]
            if idle:
                with pytest.raises(NotYourTurn):
                    game.apply(idle[0], game.legal(seat)[0])
        assert game.to_json() == before
