"""The end of a game in Discord: after the scores, the story of the game as a picture, with
its sentence in the table's language."""

from __future__ import annotations

import random

from test_play import ANA, play_on

from bot.l10n import localizer

ES = localizer("es")


async def test_the_story_follows_the_scores_in_the_tables_language(table):
    h = await table.start()
    await h.command(ANA, "new", theme="classic", language="es", players=4, computers=3,
                    level="easy")
    await h.command(ANA, "start")
    await play_on(h, random.Random(4))
    channel = h.recorder.channel()
    scores = next(i for i, m in enumerate(channel) if ES.text("score-title") in m.content)
    story = channel[-1]
    assert scores < len(channel) - 1 and story.files == ["story.png"]
    assert story.content.startswith("La partida se decidió en la ronda ") or (
        "lideró la partida" in story.content)
    await table.stop()


async def test_a_story_that_cannot_be_told_costs_only_the_story(table):
    def broken(record, lang, theme):
        raise ValueError("no story")

    h = await table.start()
    h.bot.publisher.pictures.render_story = broken
    await h.command(ANA, "new", theme="classic", language="en", players=2, computers=1,
                    level="easy")
    await h.command(ANA, "start")
    await play_on(h, random.Random(5))
    channel = h.recorder.channel()
    assert localizer("en").text("score-title") in channel[-1].content
    assert not any("story.png" in m.files for m in channel)
    await table.stop()
