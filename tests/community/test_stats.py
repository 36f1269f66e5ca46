"""A player's statistics from game summaries."""

from __future__ import annotations

from collections import Counter

from test_ratings import finished, stamp

from bot.community.stats import player_stats
from bot.community.summary import GameSummary, Logged, SeatSummary, summarize
from bot.game.simulate import random_game


def seat(user: int, place: int, total: int, roles=(), built=(), chips=10, waits=()):
    return SeatSummary(0, user, f"U{user}", place, total, chips, total - chips,
                       Counter(roles), Counter(built), tuple(built), waits=list(waits))


def game(game_id: int, *seats: SeatSummary) -> GameSummary:
    return GameSummary(game_id, 9, "classic", (), "2026-01-01 12:00:00", list(seats))


def test_games_wins_averages_by_player_count():
    games = [game(1, seat(1, 1, 50), seat(2, 2, 40)),
             game(2, seat(1, 3, 30), seat(2, 1, 45), seat(3, 2, 35)),
             game(3, seat(2, 1, 44), seat(3, 2, 33))]
    stats = player_stats(1, games)
    assert (stats.overall.games, stats.overall.wins) == (2, 1)
    assert stats.overall.average_vp == 40 and stats.overall.average_place == 2
    assert stats.by_players[2].wins == 1 and stats.by_players[3].average_place == 3
    assert player_stats(4, games) is None


def test_favourites_and_the_ones_of_won_games():
    games = [game(1, seat(1, 1, 50, roles=["builder", "builder", "mayor"],
                           built=["harbor"])),
             game(2, seat(1, 2, 30, roles=["captain", "captain", "mayor"],
                           built=["wharf", "harbor"])),
             game(3, seat(1, 2, 31, roles=["captain"], built=["wharf"])),
             game(4, seat(1, 2, 31, built=["wharf"]))]
    stats = player_stats(1, games)
    assert stats.favourite_role == "captain" and stats.winning_role == "builder"
    assert stats.favourite_building == "wharf" and stats.winning_building == "harbor"


def test_shipping_share_median_wait_and_best_game():
    games = [game(1, seat(1, 2, 60, chips=30, waits=[10, 50])),
             game(2, seat(1, 1, 40, chips=10, waits=[20])),
             game(3, seat(1, 1, 45, chips=20))]
    stats = player_stats(1, games)
    assert stats.shipping_share == 60 / 145
    assert stats.median_wait == 20
    assert stats.best.game_id == 3  # his best win, though he scored more in a game he lost


def test_from_real_games():
    games = [finished(seed, [11, 12, 13], game_id=seed) for seed in range(3)]
    stats = player_stats(11, games)
    assert stats.overall.games == 3
    assert sum(stats.roles.values()) > 10 and stats.built
    assert stats.chips + stats.building_vp == stats.overall.vp


def test_decisions_submitted_together_are_one_decision_with_its_real_time():
    """Each run of a seat's decisions in a row is submitted at once (as a whole Mayor
    arrangement is), a minute after the one before: one decision each, none taken in 0 s."""
    record = random_game(3, 4).record
    log, first, moment = [], 0, 0
    for n, (seat, _) in enumerate(record.decisions, start=1):
        if n == 1 or record.decisions[n - 2][0] != seat:
            first, moment = n, moment + 60
        log.append(Logged(n, seat, False, stamp(moment), first))
    summary = summarize(1, 9, record, [11, 12, 13], ["U11", "U12", "U13"], log, stamp(0),
                        stamp(10**6))
    submissions = Counter(entry.seat for entry in log if entry.submission == entry.seq)
    assert len(submissions) == 3 and len(log) > sum(submissions.values())
    for seat in summary.seats:
        assert seat.decisions == submissions[seat.seat]
        assert seat.waits and min(seat.waits) >= 60
    stats = player_stats(11, [summary])
    assert stats.median_wait >= 60


def test_the_statistics_speak_the_edition_of_most_of_his_games():
    classic = game(1, seat(1, 1, 50))
    later = [GameSummary(n, 9, "1897", (), "2026-01-02 12:00:00", [seat(1, 1, 40)])
             for n in (2, 3)]
    assert player_stats(1, [classic]).theme == "classic"
    assert player_stats(1, [classic, *later]).theme == "1897"
    assert player_stats(1, [classic, later[0]]).theme == "1897"  # a tie: 1897's names
