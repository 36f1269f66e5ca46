"""`prbot bench ai`: what it says of a level's boards, and the same figures on one core or two."""

from __future__ import annotations

from bot.bench.ai import Board, Table, play_match, report
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
