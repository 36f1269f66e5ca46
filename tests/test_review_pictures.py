"""The review's pictures: /pr review's summary (a player's chance over the game, his accuracy,
his costliest decisions with what was better) in both editions' names and the three
languages, and the story's turning points once the game is reviewed."""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image
from test_coach import played

from bot.coach.analysis import analyse
from bot.coach.story import tell, turning_points
from bot.discord_ui.review import costliest, summary, worded
from bot.game.record import Record
from bot.l10n import LANGUAGES, localizer
from bot.service.views import Table
from bot.words.messages import MESSAGE_LIMIT
from renderer import style
from renderer.review import render_review
from renderer.story import render_story

ANA, BEA, CARLO, NOBODY = 101, 102, 103, 199


@cache
def game() -> tuple[Record, object]:
    record = played(("easy", "medium", "hard"), 11)
    return record, analyse(record, tables=2)


def table_of(record: Record, theme: str = "classic") -> Table:
    return Table(game_id=12, channel_id=1, guild_id=1, host_id=ANA, status="finished",
                 theme=theme, lang="en", options={}, seats=[ANA, BEA, CARLO],
                 names=list(record.setup.players), game=None, record=record, seq=0,
                 prompt_message_id=None)


def size(png: bytes) -> tuple[int, int]:
    return Image.open(io.BytesIO(png)).size


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("theme", ["classic", "1897"])
def test_the_summary_is_drawn_for_a_phone_in_each_language_and_edition(lang, theme):
    record, review = game()
    for user in (ANA, NOBODY):  # his own, and every player's for someone who did not play
        said = summary(table_of(record, theme), review, user, localizer(lang, theme))
        width, height = size(render_review(said.picture))
        assert width == style.WIDTH and height <= 2.2 * width
        assert "{" not in said.text and said.text.startswith("**")


def test_the_costliest_decisions_are_his_own_dearest_first_with_the_better_one():
    record, review = game()
    words = worded(record, review, localizer("en"))
    assert [w.decision.index for w in words] == list(range(len(review.decisions)))
    dearest = costliest(words, 0)
    assert 0 < len(dearest) <= 3 and all(w.decision.seat == 0 for w in dearest)
    assert [w.decision.loss for w in dearest] == sorted(
        (w.decision.loss for w in words if w.decision.seat == 0 and w.best), reverse=True)[:3]
    assert all(w.best and w.best != w.label for w in dearest)


def test_decisions_are_named_in_the_editions_own_words():
    record, review = game()
    classic = worded(record, review, localizer("en", "classic"))
    old = worded(record, review, localizer("en", "1897"))
    roles = [n for n, w in enumerate(classic) if w.decision.decision.startswith("role ")]
    assert roles and any(classic[n].label != old[n].label for n in roles)


def test_the_summary_text_names_his_accuracy_and_marks_each_costly_decision():
    record, review = game()
    loc = localizer("en")
    said = summary(table_of(record), review, BEA, loc)
    accuracy = round(next(p.accuracy for p in review.players if p.seat == 1))
    assert loc.text("review-player", player="medium-2", accuracy=accuracy,
                    start=33, end=round(review.decisions[-1].chances[1])) in said.text
    assert loc.text("review-not-a-player") not in said.text
    assert said.picture.summaries == ((1, f"medium-2: accuracy {accuracy}%"),)
    assert [line.seat for line in said.picture.lines] == [1]
    everyone = summary(table_of(record), review, NOBODY, loc)
    assert [line.seat for line in everyone.picture.lines] == [0, 1, 2]
    assert loc.text("review-not-a-player") in everyone.text


def test_the_story_marks_the_winners_costly_decisions_and_each_others_costliest():
    record, review = game()
    story = tell(record)
    marks = turning_points(story, review, len(record.decisions))
    marked = [d for d in review.decisions if d.mark is not None]
    for seat in range(3):
        his = sorted((d.loss for d in marked if d.seat == seat), reverse=True)
        shown = [m for m in marks if m.seat == seat]
        most = 3 if seat in story.winners else 1
        assert len(shown) == min(len(his), most)
    columns = [m.column for m in marks]
    assert columns == sorted(columns) and all(0 <= c <= len(story.rounds) for c in columns)
    plain = render_story(story, "it", "1897")
    story.marks = marks
    drawn = render_story(story, "it", "1897")
    assert size(drawn)[1] > size(plain)[1]  # the marks' legend under the charts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_players_summary_of_five_long_names_fits_a_discord_message(lang):
    record = played(("easy",) * 5, 3)
    review = analyse(record, tables=2)  # no time budget: the same review on any machine
    names = [f"{'W' * 31}{seat}" for seat in range(5)]  # Discord's longest names
    table = table_of(record)
    table.seats, table.names, table.game_id = [ANA, BEA, CARLO, 104, 105], names, 123456
    loc = localizer(lang, "1897")
    for user in (ANA, NOBODY):
        text = f"{summary(table, review, user, loc).text}\n{loc.text('review-link')}"
        assert len(text) <= MESSAGE_LIMIT
