"""The story of a game: VP and doubloons at every round's start, the chance to win, the round
that turned the game in words, and its picture for phones."""

from __future__ import annotations

import math
from functools import cache

import pytest
from test_renderer import poor_contrast, record_drawing

from bot.bench.ai import Table, play_game
from bot.bench.review import Calibration, bucket, mixed_players
from bot.cli.main import main
from bot.coach.story import Story, Turn, round_starts, sentence, tell, terms
from bot.game import Setup
from bot.game.record import Record
from bot.game.scoring import final_scores
from bot.l10n import LANGUAGES, localizer
from bot.players.odds import calibrated, calibration, chances, spread, told
from renderer import style
from renderer.story import draw_story, render_story


def played(levels: tuple[str, ...], seed: int, expansions: tuple[str, ...] = ()) -> Record:
    decisions: list[tuple[int, str]] = []
    game = play_game(list(levels), seed, Table(expansions=expansions), {}, {}, decisions)
    return Record(Setup(players=tuple(p.name for p in game.state.players), seed=seed,
                        expansions=expansions), decisions)


@cache
def easy_game() -> Record:
    return played(("easy",) * 4, 3)


@cache
def runaway_game() -> Record:
    """A medium player against three random ones: he leads by far at the end."""
    return played(("medium", "random", "random", "random"), 5)


def test_the_vp_by_round_end_on_the_engines_final_score():
    record = easy_game()
    story = tell(record)
    game = record.replay()[0]
    assert story.over and story.vp[-1] == [row["total"] for row in game.scores]
    assert story.doubloons[-1] == [p.doubloons for p in game.state.players]
    assert story.winners == [row["seat"] for row in game.scores if row["winner"]]


def test_each_rounds_vp_are_the_engines_scoring_of_that_rounds_start():
    record = easy_game()
    story = tell(record)
    starts = [(game.state.round, [r["total"] for r in final_scores(game.state, terms(game))])
              for index, game in round_starts(record) if index < len(record.decisions)]
    assert story.rounds == [r for r, _ in starts] == list(range(1, len(starts) + 1))
    assert story.vp[:-1] == [vp for _, vp in starts]
    assert any(vp != story.vp[-1] for vp in story.vp[:-1])


def test_the_chances_sum_to_one_at_every_round():
    for record in (easy_game(), runaway_game()):
        for column in tell(record).chances:
            assert sum(column) == pytest.approx(1.0)
            assert all(0 <= c <= 1 for c in column)


def test_a_runaway_leader_is_all_but_sure_to_win_at_the_last_round():
    story = tell(runaway_game())
    assert story.winners == [0] and story.vp[-1][0] - max(story.vp[-1][1:]) > 20
    assert story.chances[-2][0] > 0.9


def test_a_clear_leaders_chance_is_told_lower_than_the_softmax_gives_it():
    """Of the players the softmax gives 80–100%, fewer win than it says (docs/players.md): the
    story tells the chances calibrated at the top, by the map shipped in odds.json."""
    shipped = calibration()
    sure = [3.0, 0.0, 0.0]  # the softmax gives the first 91%
    told = calibrated(sure, shipped)
    assert spread(sure)[0] > 0.9 and told[0] < spread(sure)[0] - 0.02
    assert sum(told) == pytest.approx(1.0) and told[1] == told[2] > spread(sure)[1]
    close = [0.3, 0.0, 0.0]  # 40%: below the knee, told as the softmax gives it
    assert calibrated(close, shipped) == pytest.approx(spread(close))


def test_the_calibration_keeps_the_order_of_the_chances():
    shipped = calibration()
    rising = [calibrated([first / 10, 0.0, -1.0, 0.5], shipped) for first in range(-20, 120)]
    firsts = [column[0] for column in rising]  # behind the fourth seat, level, then far ahead
    assert all(a < b for a, b in zip(firsts, firsts[1:], strict=False))
    assert all(column[3] > column[1] > column[2] for column in rising)
    assert calibrated([40.0, 0.0], shipped) == pytest.approx([1.0, 0.0])


def test_the_story_shows_the_chances_calibrated():
    record = runaway_game()
    story = tell(record)
    starts = [(told(game.state, terms(game)), chances(game.state, terms(game)))
              for index, game in round_starts(record) if index < len(record.decisions)]
    assert story.chances[:-1] == [shown for shown, _ in starts]
    assert story.chances[-2][0] < starts[-1][1][0]  # the softmax's, for the clear leader


def test_the_turn_is_the_round_after_which_the_winner_leads_for_good():
    story = tell(easy_game())
    leaders = [max(range(4), key=column.__getitem__) for column in story.chances[:-1]]
    if story.turn is None:
        assert set(leaders) == {story.leader}
        return
    turned = story.rounds.index(story.turn.round)
    assert leaders[turned] != story.leader or turned == 0
    assert set(leaders[turned + 1:]) == {story.leader}


def test_the_turn_is_told_in_every_language():
    story = Story(["Ana", "Bea"], "classic", over=True, winners=[1],
                  turn=Turn(11, 1, "captain", "captain", {"barrels": 7}))
    told = {lang: sentence(story, localizer(lang)) for lang in LANGUAGES}
    assert told["en"] == ("The game turned in round 11, when Bea took the Captain and "
                          "shipped 7 barrels.")
    assert told["es"] == ("La partida se decidió en la ronda 11, cuando Bea eligió al Capitán "
                          "y embarcó 7 barriles.")
    assert told["it"].startswith("La partita si è decisa al turno 11, quando Bea ")
    assert "7 barili" in told["it"]
    story.turn = Turn(4, 0, "builder", "builder", {"building": "fortress"})
    assert "Fortaleza" in sentence(story, localizer("es"))
    story.turn = Turn(4, 0, "trader", "trader", {"good": "coffee", "price": 5})
    assert "5 dobloni" in sentence(story, localizer("it"))
    assert "5 monedas" in sentence(story, localizer("es", "1897"))
    story.turn = None
    assert sentence(story, localizer("it")).startswith("Bea ha guidato la partita")


def test_an_unfinished_game_names_who_leads():
    record = easy_game()
    half = Record(record.setup, record.decisions[: len(record.decisions) // 2])
    story = tell(half)
    assert not story.over and story.turn is None
    assert "%" in sentence(story, localizer("en"))


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("theme", ["classic", "1897"])
def test_the_picture_is_made_for_phones(monkeypatch, players, theme):
    story = tell(played(("easy",) * players, 11 + players, ("new_buildings", "nobles")))
    texts = record_drawing(monkeypatch)  # every text, as Pillow draws it
    for lang in LANGUAGES:
        image = draw_story(story, lang, theme)
        assert image.width == style.WIDTH and image.height <= 2.2 * style.WIDTH
    assert texts and min(d.size for d in texts) * 400 / style.WIDTH >= 11
    assert poor_contrast(texts) == set()  # WCAG AA for text, on what lies under it


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_turning_round_keeps_its_number_when_it_is_the_last_round(monkeypatch, lang):
    """15 rounds are too many for every number: the last round, which turned the game, is
    still written under the axis (the end's word gives way when they would touch)."""
    rounds = list(range(31, 46))  # numbers no axis of values reaches
    flat = [[1, 2] for _ in range(len(rounds) + 1)]
    story = Story(["Ana", "Bea"], "classic", rounds, flat, flat,
                  [[0.5, 0.5] for _ in flat], over=True, winners=[1],
                  turn=Turn(45, 1, "captain", "captain", {"barrels": 7}))
    texts = record_drawing(monkeypatch)
    draw_story(story, lang)
    axis = [d.text for d in texts]
    assert axis.count("45") == 3  # once under each chart
    assert axis.count(localizer(lang).text("story-end")) == 3


def test_prbot_review_draws_a_record(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(easy_game().to_json(), encoding="utf-8")
    out = tmp_path / "story.png"
    assert main(["review", str(path), "--out", str(out), "--lang", "es"]) == 0
    assert out.read_bytes()[:4] == b"\x89PNG"
    (tmp_path / "bad.json").write_text("{}", encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["review", str(tmp_path / "bad.json"), "--out", str(out)])


def test_the_picture_is_a_png():
    assert render_story(tell(easy_game()), "it")[:4] == b"\x89PNG"


def test_the_review_benchmark_prints_its_calibration_and_cost(tmp_path, capsys):
    cache = tmp_path / "games.jsonl"
    main(["bench", "review", "--games", "2", "--players", "2", "--seed", "7", "--draw",
          "--cache", str(cache)])
    out = capsys.readouterr().out
    assert "Every round's start:" in out and "At the start of round 10:" in out
    assert "s.e." in out and "Given 80–100% at a round's start:" in out
    assert "processor time of the story of a game" in out and "its picture" in out
    assert "log-loss at a round's start" in out
    assert len(cache.read_text().splitlines()) == 2


def test_the_review_benchmark_mixes_the_tables_as_the_training_does(tmp_path, capsys):
    cache = tmp_path / "games.jsonl"
    main(["bench", "review", "--games", "2", "--players", "mixed", "--seed", "5",
          "--cache", str(cache)])
    assert "2 games of 2 to 5 computer players" in capsys.readouterr().out
    tables = [len(Record.from_json(line).setup.players) for line in cache.read_text().splitlines()]
    assert tables == [mixed_players(5), mixed_players(6)] == [2, 4]


def test_the_log_loss_is_minus_the_log_of_the_chance_given_to_the_winners():
    # Two positions of two players: the winner given 1/2, then 1/4 of a shared win each.
    calibration = Calibration([(0.5, 1.0, 1), (0.5, 0.0, 1), (0.25, 0.5, 2), (0.75, 0.5, 2)], 2)
    expected = (math.log(2) + 0.5 * math.log(4) + 0.5 * math.log(4 / 3)) / 2
    assert calibration.log_loss() == pytest.approx(expected)


def test_the_standard_error_counts_a_games_players_together():
    """Four games, each read twice the same: as many players as eight games read once, but
    only four games' worth of evidence. The error is the share won's spread over the games,
    sqrt(p (1 - p) / (games - 1))."""
    once = [(0.9, won, game) for game, won in enumerate([1, 1, 0, 1, 1, 1, 0, 1])]
    twice = [(0.9, won, game) for game, won in enumerate([1, 1, 0, 1]) for _ in range(2)]
    assert bucket(once).won == bucket(twice).won == 0.75
    assert bucket(once).given == pytest.approx(0.9)
    assert bucket(once).error == pytest.approx(math.sqrt(0.75 * 0.25 / 7))
    assert bucket(twice).error == pytest.approx(math.sqrt(0.75 * 0.25 / 3))
    assert bucket(once).gap == pytest.approx(-0.15 / bucket(once).error)


def test_the_review_benchmark_names_itself(capsys):
    with pytest.raises(SystemExit):
        main(["bench", "review", "--help"])
    assert capsys.readouterr().out.startswith("usage: prbot bench review ")


def test_prbot_review_refuses_a_record_that_does_not_replay(tmp_path):
    record = easy_game()
    broken = Record(record.setup, [*record.decisions[:20], (0, "build castle")])
    path = tmp_path / "broken.json"
    path.write_text(broken.to_json(), encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        main(["review", str(path), "--out", str(tmp_path / "story.png")])
    assert "21" in str(exit_.value.code) and "build castle" in str(exit_.value.code)
    assert not (tmp_path / "story.png").exists()
