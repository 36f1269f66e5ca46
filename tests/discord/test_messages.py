"""What the channel reads: names that cannot format or mention, commands quoted as they are
typed, `/pr rules` with every subject, and nothing said twice."""

from __future__ import annotations

import random

from test_play import ANA, BEA, CARLO, open_table, play_on

from bot.game.setup import player_name
from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID
from bot.words.messages import plain
from bot.words.rules_cards import reference_ids, reference_name

TRICKY = {
    ANA: "# Header",
    BEA: "||hidden|| <@&123456789012345678>",
    CARLO: "[click](https://evil.example) @everyone",
}


def test_plain_names_lose_their_markup():
    assert plain("# Header") == "\\# Header"
    assert "||" not in plain("||x||")
    assert "<@&" not in plain("<@&123456789012345678>")
    assert "<#" not in plain("<#123456789012345678>")
    assert "](" not in plain("[click](https://evil.example)")
    assert "@everyone" not in plain("@everyone")
    assert plain("Ana") == "Ana"


async def test_names_chosen_to_format_or_mention_show_as_typed_text(table):
    h = await table.start()
    h.display_names.update(TRICKY)
    await open_table(h)
    await play_on(h, random.Random(2), clicks=40)
    texts = [m.content for m in h.recorder.posted if m.dm_user is None]
    texts += [m.content for m in h.recorder.channel()]  # as edited since
    lines = [line for text in texts for line in text.splitlines()]
    assert not [line for line in lines if line.startswith(("#", "-#"))]
    assert not [line for line in lines if "||" in line or "<@&" in line or "](http" in line]
    shown = "\n".join(texts)
    assert all(plain(player_name(name)) in shown for name in TRICKY.values())
    await table.stop()


async def test_rules_without_a_subject_lists_every_subject(table):
    h = await table.start()
    for lang in ("en", "es", "it"):
        reply = await h.command(ANA, "rules", locale={"en": "en-US", "es": "es-ES",
                                                      "it": "it"}[lang])
        loc = localizer(lang)
        assert reply.ephemeral
        assert all(reference_name(loc, subject) in reply.text for subject in reference_ids())
        assert {"guild_hall", "residence", "fortress", "customs_house",
                "city_hall"} <= set(reference_ids())
    await table.stop()


async def test_the_lobby_quotes_the_notify_command_with_its_option(table):
    h = await table.start()
    for lang, channel in (("en", CHANNEL_ID), ("es", CHANNEL_ID + 1), ("it", CHANNEL_ID + 2)):
        reply = await h.command(ANA, "new", language=lang, channel_id=channel)
        loc = localizer(lang)
        command, option = loc.text("cmd-notify"), loc.text("cmd-notify-mode")
        typed = f"/pr {command} {option}:{loc.text('choice-off')}"
        assert typed in reply.text
    await table.stop()


async def test_the_winner_is_announced_once(table):
    h = await table.start()
    await open_table(h, players=(ANA, BEA))
    await play_on(h, random.Random(8))
    game = (await h.bot.service.recovery.finished_history(CHANNEL_ID))[0]
    winners = [row["seat"] for row in game.scores if row["winner"]]
    en = localizer("en")
    # The scores' message; the game's story follows it.
    final = next(m.content for m in reversed(h.recorder.channel())
                 if en.text("score-title") in m.content)
    announcement = en.text("event-game_over", reasons="", winners="", winners_count=1)
    tail = announcement.rsplit(".", 1)[-1].replace("!", "").strip()  # " wins"
    assert final.count(tail) == 1, final
    assert len(winners) == 1
    await table.stop()
