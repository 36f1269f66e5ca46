"""Ratings from finished games: the final order, the seats left out, the pools, a rebuild."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from bot.community.ratings import NEWCOMER, pools, rate, rate_all, shown
from bot.community.summary import Logged, places, summarize
from bot.game.simulate import random_game

START = datetime(2026, 1, 1, 12, 0, 0)


def stamp(seconds: float) -> str:
    return (START + timedelta(seconds=seconds)).strftime("%Y-%m-%d %H:%M:%S")


def finished(seed: int, users: list[int], computer_seats=(), game_id: int = 1,
             guild: int | None = 9, expansions=()):
    """A random finished game, its seats given to `users`, each decision a minute apart and
    the computer's at `computer_seats`."""
    record = random_game(len(users), seed, expansions=expansions).record
    log = [Logged(n + 1, seat, seat in computer_seats, stamp(60 * (n + 1)))
           for n, (seat, _) in enumerate(record.decisions)]
    names = [f"U{user}" for user in users]
    return summarize(game_id, guild, record, users, names, log, stamp(0), stamp(10**6))


def test_places_follow_vp_then_doubloons_and_barrels_and_share_a_full_tie():
    rows = [{"total": 40, "tiebreak": 3}, {"total": 40, "tiebreak": 5},
            {"total": 38, "tiebreak": 9}, {"total": 40, "tiebreak": 3}]
    assert places(rows) == [2, 1, 4, 2]


def test_the_winner_gains_and_the_last_loses():
    game = finished(1, [11, 12, 13])
    changes = {c.user_id: c for c in rate(game, {})}
    assert set(changes) == {11, 12, 13}
    first = next(s.user_id for s in game.seats if s.place == 1)
    last = max(game.seats, key=lambda s: s.place).user_id
    assert changes[first].after.mu > NEWCOMER.mu > changes[last].after.mu
    assert changes[first].after.games == 1 and changes[first].after.wins == 1
    assert changes[last].after.wins == 0


def test_a_newcomer_shows_1500_and_the_number_is_conservative():
    assert NEWCOMER.shown == 1500
    assert shown(25, 1) > shown(25, 5)


def test_a_seat_the_computer_played_for_more_than_a_third_is_left_out():
    game = finished(2, [11, 12, 13], computer_seats={2})
    assert not game.seats[2].person
    assert {c.user_id for c in rate(game, {})} == {11, 12}


def test_a_seat_reserved_for_the_computer_is_left_out_and_two_people_are_needed():
    game = finished(3, [11, -1])
    assert rate(game, {}) == []
    game = finished(3, [11, 12], computer_seats={1})
    assert rate(game, {}) == []


def test_a_third_of_the_decisions_by_the_computer_is_still_rated():
    game = finished(4, [11, 12])
    seat = game.seats[0]
    seat.by_computer = seat.decisions // 3
    assert seat.person
    seat.by_computer += 1
    assert not seat.person


def test_pools_of_a_game():
    assert pools("classic", ()) == ["all"]
    assert pools("1897", ("nobles", "festival")) == ["all", "1897", "x:festival+nobles"]


def test_a_game_with_expansions_counts_in_its_pages():
    game = finished(5, [11, 12], expansions=("nobles",))
    assert {c.pool for c in rate(game, {})} == {"all", "x:nobles"}


def test_ratings_carry_from_game_to_game_and_a_rebuild_is_the_same():
    games = [finished(seed, [11, 12, 13][: 2 + seed % 2], game_id=seed) for seed in range(6)]
    known, changes = rate_all(games)
    live: dict = {}
    for game in games:  # one game at a time, as the bot does
        live.update({(c.pool, c.user_id): c.after for c in rate(game, live)})
    assert live == known
    assert known[("all", 11)].games == 6
    assert changes[-1].before == next(c.after for c in reversed(changes[:-1])
                                      if c.user_id == changes[-1].user_id)


def test_time_to_decide_counts_from_when_the_game_began_waiting_on_him():
    game = finished(6, [11, 12])
    waits = [w for seat in game.seats for w in seat.waits]
    assert waits and all(w >= 60 for w in waits)
    assert min(waits) == pytest.approx(60)
