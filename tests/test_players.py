"""Computer players: legal decisions only, no peeking at hidden things, and exact replays."""

from __future__ import annotations

import random

import pytest

from bot.game import Game, Setup
from bot.game.expansions import known
from bot.game.position import Position
from bot.game.record import Record
from bot.game.simulate import random_game
from bot.game.state import GameState
from bot.players import LEVELS, computer, decide_in_a_row
from bot.players.thumb import Glance


def small(level: str, seed: int):
    """A computer of `level` with a search small enough for tests and no clock in it."""
    if level == "hard":
        return computer(level, seed, seconds=None, tables=1, candidates=2, rounds=0)
    return computer(level, seed)


def positions(players: int, seed: int, count: int):
    """`count` positions met in a random game, each with a seat that must decide."""
    record = random_game(players, seed).record
    rng = random.Random(seed)
    found = []
    for stop in sorted(rng.sample(range(len(record.decisions)), count)):
        game, _ = Record(record.setup, record.decisions[:stop]).replay()
        found.append((game, game.pending()[0]))
    return found


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_a_level_plays_whole_games_of_legal_decisions(level, players):
    """Seats alternate between the level and random play, to meet all sorts of positions."""
    game = Game.new(Setup(tuple(f"P{i}" for i in range(players)), seed=players * 7))
    seats = [computer(level if i % 2 == 0 else "random", i) for i in range(players)]
    decided = 0
    while not game.is_over:
        seat = game.pending()[0]
        decision = seats[seat].decide(game, seat)
        assert decision in game.legal(seat)
        game.apply(seat, decision)
        decided += 1
    assert decided > 50 and game.scores


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_computers_play_games_with_every_expansion(players):
    """Expansions bring decisions the rules of thumb have never heard of (the draft, the
    Buccaneer's options, the Land Office …): they are judged on copies, and the game ends."""
    setup = Setup(tuple(f"P{i}" for i in range(players)), seed=players, expansions=known())
    game = Game.new(setup)
    seats = [small(("easy", "medium", "hard")[i % 3], i) for i in range(players)]
    while not game.is_over:
        seat = game.pending()[0]
        decision = seats[seat].decide(game, seat)
        assert decision in game.legal(seat) + game.free(seat)
        game.apply(seat, decision)
    assert game.scores


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_search_chooses_legal_decisions_across_a_game(players):
    hard = small("hard", 3)
    for game, seat in positions(players, seed=players, count=6):
        assert hard.decide(game, seat) in game.legal(seat)


def test_four_computer_players_finish_a_game_that_replays_from_its_record():
    setup = Setup(("Ana", "Bruno", "Carla", "Dario"), seed=11, theme="1897")
    record = Record(setup)
    game, _ = record.replay()
    seats = [small(level, 40 + i) for i, level in enumerate(["easy", "medium", "hard", "easy"])]
    while not game.is_over:
        seat = game.pending()[0]
        record.play(game, seat, seats[seat].decide(game, seat))
    replayed, _ = Record.from_json(record.to_json()).replay()
    assert replayed.is_over
    assert replayed.scores == game.scores
    assert replayed.state.to_dict() == game.state.to_dict()


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_decision_is_a_function_of_the_position_and_the_seed(level):
    for game, seat in positions(4, seed=5, count=4):
        first = small(level, 9).decide(game, seat)
        assert small(level, 9).decide(game.clone(), seat) == first


# ----------------------------------------------------------------- the Guest House's guests
def guest_and_sugar(idle_sugar: bool) -> Game:
    """Ana chooses a role with a guest on her Guest House, one worked sugar plantation and a
    Sugar Mill working two of its three circles; with `idle_sugar` a second sugar plantation
    lies idle, where the guest would make one more barrel of sugar."""
    return (Position(players=4, expansions=("new_buildings",))
            .seat(0, island=["sugar", "corn"], idle=["sugar"] if idle_sugar else [],
                  city={"sugar_mill": 2, "guest_house": 1}, doubloons=2)
            .seat(1, island=["corn"], doubloons=2)
            .seat(2, island=["indigo"], doubloons=2)
            .seat(3, island=["corn"], doubloons=2)
            .start(chooser=0))


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_computer_moves_its_guest_to_the_sugar_it_lets_it_make(level):
    game = guest_and_sugar(idle_sugar=True)
    assert "guest sugar" in game.free(0)
    assert small(level, 4).decide(game, 0) == "guest sugar"


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_computer_keeps_its_guest_where_a_move_makes_nothing(level):
    """The Sugar Mill's free circle has no more sugar to process: the guest stays."""
    game = guest_and_sugar(idle_sugar=False)
    assert game.free(0) == ["guest sugar_mill"]
    assert small(level, 4).decide(game, 0) in game.legal(0)


def test_a_computer_turn_moves_the_guest_then_chooses_its_role():
    """What the bot and the terminal store for a computer's turn: the move, then the role."""
    game = guest_and_sugar(idle_sugar=True)
    decisions = decide_in_a_row(game.to_json(), 0, "medium", 4)
    assert decisions[0] == "guest sugar"
    assert decisions[1].startswith("role ") and len(decisions) == 2


def new_buildings_game(levels: list[str], seed: int) -> tuple[Game, Record, list]:
    """A game with every new building for sale, computers of `levels` at the seats; every
    decision is checked to be asked or free, and each guest move is kept as (level, target)."""
    setup = Setup(tuple(f"P{i}" for i in range(len(levels))), seed=seed,
                  expansions=("new_buildings",), options={"buildings": "all_new"})
    record = Record(setup)
    game, _ = record.replay()
    seats = [small(level, seed * 10 + i) for i, level in enumerate(levels)]
    moves = []
    while not game.is_over:
        seat = game.pending()[0]
        decision = seats[seat].decide(game, seat)
        assert decision in game.legal(seat) + game.free(seat)
        for event in record.play(game, seat, decision):
            if event["type"] == "guest_moved":
                moves.append((levels[seat], event["target"]))
    return game, record, moves


def test_computers_move_their_guests_in_games_with_the_new_buildings():
    moved = []
    for seed in (1, 2, 7):
        _, _, moves = new_buildings_game(["easy", "medium", "hard", "random"], seed)
        moved += [level for level, _ in moves if level != "random"]
    assert {"easy", "medium", "hard"} <= set(moved)


def test_a_game_of_computers_with_the_new_buildings_replays_from_its_record():
    game, record, moves = new_buildings_game(["hard", "medium", "easy"], 6)
    assert moves  # the record holds free decisions
    replayed, _ = Record.from_json(record.to_json()).replay()
    assert replayed.state.to_dict() == game.state.to_dict()
    assert replayed.scores == game.scores


def reordered_pile(game: Game, seed: int) -> Game:
    data = game.state.to_dict()
    random.Random(seed).shuffle(data["plantation_pile"])
    data["seed"] = seed
    return Game(GameState.from_dict(data))


def moved_chips(game: Game, seat: int) -> Game:
    """The opponents' VP chips dealt differently, their total unchanged."""
    data = game.state.to_dict()
    others = [p for i, p in enumerate(data["players"]) if i != seat]
    total = sum(p["vp"] for p in others)
    for p in others:
        p["vp"] = 0
    others[0]["vp"] = total
    return Game(GameState.from_dict(data))


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_computer_does_not_peek_at_the_plantation_pile_or_hidden_chips(level):
    """Two tables that differ only in what the player cannot see get the same decision."""
    checked = 0
    for game, seat in positions(4, seed=8, count=8):
        if game.state.round < 3:
            continue
        player = small(level, 1)
        expected = player.decide(game, seat)
        assert small(level, 1).decide(reordered_pile(game, 77), seat) == expected
        assert small(level, 1).decide(moved_chips(game, seat), seat) == expected
        checked += 1
    assert checked >= 3


class Renamed(Game):
    """The engine with `pass` called `rest`: a decision the rules of thumb have never seen."""

    def legal(self, seat):
        return ["rest" if d == "pass" else d for d in super().legal(seat)]

    def apply(self, seat, decision):
        return super().apply(seat, "pass" if decision == "rest" else decision)

    def clone(self):
        return Renamed(super().clone().state)


def test_an_unknown_decision_is_judged_by_playing_it_on_a_copy():
    for game, seat in positions(3, seed=4, count=40):
        if "pass" in game.legal(seat):
            break
    else:
        pytest.fail("no position with an optional action")
    renamed = Renamed(game.state)
    legal = renamed.legal(seat)
    glance = Glance(renamed, seat)
    assert glance.values(legal) == glance.played_out(legal)
    for level in sorted(LEVELS):
        assert small(level, 2).decide(renamed, seat) in legal


def test_the_buildings_drafted_are_valued_alike_as_played_on_copies_they_are():
    """The draft of the New Buildings changes nobody's board, so played on copies every
    choice comes out alike: the rules of thumb value them alike without the copies, and
    nobody looks further at them."""
    game = Game.new(Setup(players=("a", "b", "c"), seed=3, expansions=("new_buildings",),
                          options={"buildings": "draft"}))
    drafts = 0
    while game.legal(seat := game.pending()[0])[0].startswith("draft "):
        legal = game.legal(seat)
        glance = Glance(game, seat)
        played = glance.played_out(legal)
        assert glance.values(legal) == [0.0] * len(legal) and glance.general
        assert len(set(played)) == 1  # what the values stand for
        game.apply(seat, legal[0])
        drafts += 1
    assert drafts >= 10


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown level"):
        computer("grandmaster")


def last_round_with_barrels() -> Game:
    """The last round's first choice (the VP chips ran out): seat 0 holds 9 barrels, every
    ship is empty, and the trading house would buy them too."""
    position = Position(players=4)
    position.seat(0, island=("corn", "corn", "sugar", "sugar"), goods={"corn": 5, "sugar": 4},
                  vp=20, doubloons=2)
    for seat in (1, 2, 3):
        position.seat(seat, island=("corn",), vp=22, doubloons=2)
    return position.set(end_reasons=["vp"], vp_supply=0).start(0)


def test_holding_barrels_in_the_last_round_the_search_weighs_the_captain():
    from bot.players.search import must_weigh

    game = last_round_with_barrels()
    assert must_weigh(game, 0, game.legal(0)) == ["role captain"]
    assert must_weigh(game, 1, game.legal(0)) == []  # no barrel: nothing to ship


@pytest.mark.parametrize("judge", ["chance", "margin"])
def test_the_hard_level_ships_its_barrels_in_the_last_round(judge):
    """Judged by the chance to win or by the margin, the search ships 9 barrels for 9 VP in
    the last round rather than sell one or build."""
    hard = computer("hard", 1, seconds=None, tables=2, candidates=1, rounds=0, judge=judge)
    assert hard.decide(last_round_with_barrels(), 0) == "role captain"
