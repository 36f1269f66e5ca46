"""The coach's review: every decision of a finished game judged by the chance to win it kept,
as the hard player's search judges it, never with what the player could not know."""

from __future__ import annotations

import json
from functools import cache

import pytest
from test_players import moved_chips, reordered_pile

from bot.bench.ai import Table, play_game
from bot.cli.main import main
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


def test_a_cancelled_game_is_reviewed_as_far_as_it_went():
    record = two_easy()
    cancelled = Record(record.setup, record.decisions[:40])
    review = analyse(cancelled, tables=1, cancelled=True)
    assert review.decisions[-1].last == 39
    assert all(abs(sum(d.chances) - 100) < 0.1 for d in review.decisions)


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


# `prbot review RECORD --analysis` and `--json`: one table a decision keeps them quick.
def review_file(tmp_path, record: Record) -> str:
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return str(path)


def test_the_json_review_holds_every_decision_and_player(tmp_path, capsys):
    record = two_easy()
    assert main(["review", review_file(tmp_path, record), "--json", "--tables", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"decisions", "players"}
    assert {"index", "seat", "decision", "best", "loss", "chances", "mark", "kept", "first",
            "last", "round"} <= set(data["decisions"][0])
    assert data["decisions"][-1]["last"] == len(record.decisions) - 1
    for decision in data["decisions"]:
        assert 0 <= decision["loss"] <= 100 and decision["mark"] in {
            None, "inaccuracy", "mistake", "blunder"}
        assert sum(decision["chances"]) == pytest.approx(100, abs=0.05)
    assert [p["seat"] for p in data["players"]] == [0, 1]
    assert Review.from_json(data).to_json() == data
    out = tmp_path / "review.json"
    assert main(["review", review_file(tmp_path, record), "--json", str(out),
                 "--tables", "1"]) == 0
    assert json.loads(out.read_text(encoding="utf-8")) == data
    assert str(out) in capsys.readouterr().out


@pytest.mark.parametrize(("lang", "legend", "heading", "player"), [
    ("en", "a blunder (20 or more)", "Round 1", "accuracy"),
    ("es", "un error grave (20 o más)", "Ronda 1", "precisión del"),
    ("it", "un errore grave (20 o più)", "Turno 1", "precisione del"),
])
def test_the_review_is_printed_in_the_operators_language(tmp_path, capsys, monkeypatch,
                                                         lang, legend, heading, player):
    monkeypatch.setenv("PRBOT_LANG", lang)
    monkeypatch.setenv("COLUMNS", "72")
    record = Record(Setup(players=("Ana", "Bea"), seed=11), two_easy().decisions)
    assert main(["review", review_file(tmp_path, record), "--analysis", "--tables", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all(len(line) <= 72 for line in lines)
    text = "\n".join(lines)
    assert legend in " ".join(text.split())
    assert heading in lines
    decisions = [line for line in lines if line.startswith(("  Ana: ", "  Bea: "))]
    summaries = [line for line in decisions if f": {player}" in line]
    review = analyse(record, tables=1)
    assert len(summaries) == 2
    assert len(decisions) - 2 == len(review.decisions)
    # A line too long goes on indented under its own: only the legend, the rounds' headings
    # and the players' title begin in the first column.
    unindented = [line for line in lines if not line.startswith(" ")]
    assert unindented[0] == lines[0] and unindented[1] == heading
    assert len(unindented) == 2 + len({d.round for d in review.decisions})


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "only a finished game is reviewed"),
    ("es", "solo se revisa una partida terminada"),
    ("it", "si rivede solo una partita finita"),
])
def test_a_game_in_play_is_refused_in_one_line(tmp_path, capsys, monkeypatch, lang, words):
    monkeypatch.setenv("PRBOT_LANG", lang)
    record = two_easy()
    path = review_file(tmp_path, Record(record.setup, record.decisions[:40]))
    with pytest.raises(SystemExit) as refused:
        main(["review", path, "--analysis", "--json"])
    message = str(refused.value.code)
    assert words in message and "\n" not in message
    assert capsys.readouterr().out == ""


def test_a_bad_file_is_refused_as_any_record_is(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(SystemExit, match="not JSON|JSON"):
        main(["review", str(path), "--analysis"])


def test_the_benchmark_times_the_review_and_checks_its_chances(capsys):
    """The figures themselves are measured by running the benchmark, never in a test."""
    main(["bench", "review", "--analysis", "--games", "1", "--players", "2",
          "--expansions", "base", "--tables", "1", "--calibration"])
    out = capsys.readouterr().out
    assert "The review of 1 games of 2 players, the base game (seeds 100001–100001)" in out
    assert "processor time a review: median" in out and "set for four players" in out
    assert "The review's chances after each decision:" in out and "90–100%" in out
