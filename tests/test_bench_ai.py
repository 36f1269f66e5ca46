"""`prbot bench ai`: what it says of a level's boards, and the same figures on one core or two."""

from __future__ import annotations

from bot.bench.ai import Board, MatchResult, Table, play_match, report, verdict
from bot.game.position import Position


def test_a_board_counts_large_buildings_production_circles_worked_and_barrels_left():
    position = Position(players=3).seat(
        0, island=("indigo", "sugar"),
        city={"indigo_plant": 1, "sugar_mill": 0, "guild_hall": 1, "residence": 0,
              "small_market": 1},
        goods={"corn": 3, "sugar": 2})
    board = Board.of(position.state.players[0])
    # The Indigo Plant has 3 circles, the Sugar Mill 3; the violet and large ones none count.
    assert board == Board(large=2, circles=6, worked=1, barrels=5)


def test_a_match_gives_the_same_figures_on_two_cores_as_on_one():
    one = play_match("medium", "easy", 3, 2, 5, Table(), processes=1)
    two = play_match("medium", "easy", 3, 2, 5, Table(), processes=2)
    assert (one.wins, one.margins, one.free, one.boards) == (two.wins, two.margins, two.free,
                                                             two.boards)
    assert len(one.times) == len(two.times) and one.games == 2
    assert "large buildings" in report(one, 3) and "barrels left" in report(one, 3)


def test_a_match_with_a_target_prints_its_verdict_and_the_hard_level_its_time():
    # 168 of 240 is 70%, its interval's lower bound 64%: met at four players; not at five.
    close = MatchResult("hard", "medium", games=240, wins=168, times=[0.2] * 99 + [1.5])
    assert verdict(close, 4) == "  targets: wins ≥ 70%, its lower bound ≥ 60%: met; p95 ≤ 1 s: met"
    assert verdict(close, 5).startswith("  targets: wins ≥ 75%: MISSED")
    # 14 of 20 is 70% too, but its lower bound is 48%.
    few = MatchResult("hard", "medium", games=20, wins=14, times=[1.2] * 20)
    assert verdict(few, 4) == ("  targets: wins ≥ 70%, its lower bound ≥ 60%: MISSED; "
                               "p95 ≤ 1 s: MISSED")
    assert verdict(MatchResult("easy", "medium", games=3, wins=1, times=[0.1]), 4) is None
