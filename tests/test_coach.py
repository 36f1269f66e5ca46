"""The coach's review: every decision of a finished game judged by the chance to win it kept,
as the hard player's search judges it, never with what the player could not know."""

from __future__ import annotations

from functools import cache

import pytest
from test_players import moved_chips, reordered_pile

from bot.bench.ai import Table, play_game
from bot.coach.analysis import Analyst, Unfinished, analyse, units
from bot.coach.review import Review
from bot.game import Game, Setup
from bot.game.record import Record


def played(levels: tuple[str, ...], seed: int, options: dict | None = None) -> Record:
    decisions: list[tuple[int, str]] = []
    table = Table(seconds=None, options=options or {})
    game = play_game(list(levels), seed, table, {}, {}, decisions)
    return Record(Setup(players=tuple(p.name for p in game.state.players), seed=seed,
                        options=options or {}), decisions)


@cache
def two_easy() -> Record:
    return played(("easy", "easy"), 11)


@cache
def two_easy_review() -> Review:
    return analyse(two_easy(), tables=2)


def test_every_decision_of_the_record_is_in_the_review_once_in_order():
    record, review = two_easy(), two_easy_review()
    spans = [(d.first, d.last) for d in review.decisions]
    assert spans[0][0] == 0 and spans[-1][1] == len(record.decisions) - 1
    assert all(b[0] == a[1] + 1 for a, b in zip(spans, spans[1:], strict=False))
    assert [d.index for d in review.decisions] == list(range(len(review.decisions)))
    for d in review.decisions:
        texts = [text for _, text in record.decisions[d.first:d.last + 1]]
        assert d.decision == "; ".join(texts)
        assert {seat for seat, _ in record.decisions[d.first:d.last + 1]} == {d.seat}


def test_chances_sum_to_100_and_losses_are_points_never_negative():
    for d in two_easy_review().decisions:
        assert sum(d.chances) == pytest.approx(100, abs=0.05)
        assert all(0 <= c <= 100 for c in d.chances)
        assert 0 <= d.loss <= 100
        assert (d.best is None) == (d.kept is None)
        if d.best is not None:
            assert d.best != d.decision and d.kept == pytest.approx(
                d.chances[d.seat] + d.loss, abs=0.02)


def test_a_mayor_arrangement_is_one_decision():
    record = two_easy()
    arrangements = [u for u in units(record.decisions) if u.plan[0].startswith("place ")]
    assert any(len(u.plan) > 1 for u in arrangements)
    for unit in arrangements:
        assert all(text.startswith("place") for text in unit.plan)
        after = unit.last + 1
        if after < len(record.decisions):
            seat, text = record.decisions[after]
            assert seat != unit.seat or not text.startswith("place")


def test_the_same_record_and_seed_give_the_same_review():
    record = played(("easy", "easy"), 11)
    assert analyse(record, tables=2).to_json() == two_easy_review().to_json()


def test_each_player_is_summed_up():
    review = two_easy_review()
    assert [p.seat for p in review.players] == [0, 1]
    for player in review.players:
        assert 0 <= player.accuracy <= 100
        for index in (player.best, player.worst):
            assert index is None or review.decisions[index].seat == player.seat
        if player.worst is not None:
            assert review.decisions[player.worst].loss == max(
                d.loss for d in review.decisions if d.seat == player.seat)


def test_forced_decisions_lose_nothing_and_change_no_chance():
    record = played(("easy", "easy"), 12, {"auto_forced": False})
    review = analyse(record, tables=1)
    game = Game.new(record.setup)
    forced = 0
    previous = None
    for d in review.decisions:
        seat = d.seat
        if len(game.legal(seat)) == 1 and not game.free(seat) and d.first == d.last:
            forced += 1
            assert d.loss == 0 and d.best is None
            if previous is not None:
                assert d.chances == previous.chances
        for _, text in record.decisions[d.first:d.last + 1]:
            game.apply(seat, text)
        previous = d
    assert forced > 0


def test_a_game_in_play_is_not_reviewed():
    record = two_easy()
    unfinished = Record(record.setup, record.decisions[:-5])
    with pytest.raises(Unfinished):
        analyse(unfinished, tables=1)


def test_the_review_never_reads_what_the_player_could_not_see():
    """The same position with the face-down plantations in another order, or the opponents'
    hidden chips dealt otherwise, gets the same review of the decision taken there."""
    record = played(("easy", "medium", "easy"), 8, {"show_vp": False})
    analyst = Analyst(record, 0, 2, None)
    game = Game.new(record.setup)
    checked = 0
    for index, unit in enumerate(units(record.decisions)):
        if game.state.round >= 3 and index % 7 == 0:
            expected = analyst.judge(game, unit, index)
            assert analyst.judge(reordered_pile(game, 77), unit, index) == expected
            assert analyst.judge(moved_chips(game, unit.seat), unit, index) == expected
            checked += expected is not None
        for text in unit.plan:
            game.apply(unit.seat, text)
        if checked == 4:
            break
    assert checked == 4


# Computer players of the three levels at one table, each in every seat in turn.
LEVEL_SEEDS = (1, 2, 3)
LEVELS = ("easy", "medium", "hard")


def test_easy_loses_more_chance_a_decision_than_medium_and_medium_than_hard():
    losses: dict[str, list[float]] = {level: [] for level in LEVELS}
    for seed in LEVEL_SEEDS:
        levels = LEVELS[seed % 3:] + LEVELS[:seed % 3]
        review = analyse(played(levels, seed), tables=2)
        for d in review.decisions:
            losses[levels[d.seat]].append(d.loss)
    easy, medium, hard = (sum(losses[level]) / len(losses[level]) for level in LEVELS)
    assert easy > medium > hard
