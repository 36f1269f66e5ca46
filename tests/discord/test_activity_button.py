"""The live message's "Open the table" button: where the bot has its Activity (the live table
served, DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET set), anyone in the channel opens the live
table inside Discord with it, in any language, at any moment of the game, and the game is left
as it was. Without the Activity there is no such button."""

from __future__ import annotations

import pytest
from test_play import live_prompts, open_table

from bot.bench.clicker import next_click
from bot.cli import runner
from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID

LAUNCH_ACTIVITY = 12  # the interaction callback type


def launch_buttons(message) -> list[dict]:
    return [c for c in message.components if c["custom_id"].startswith("pr1l:")]


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_the_button_launches_the_activity_and_changes_nothing(table, lang):
    import random

    h = await table.start()
    h.bot.offers_activity = True
    await open_table(h, lang)
    (button,) = launch_buttons(live_prompts(h)[-1])
    game = await h.bot.service.tables.table(CHANNEL_ID)
    assert button["custom_id"] == f"pr1l:{game.game_id}"
    assert button["label"] == localizer(lang).text("board-open")
    await h.click(*next_click(h.recorder, CHANNEL_ID, random.Random(3)))  # the game moves on
    before = await h.bot.service.tables.table(CHANNEL_ID)
    posted = len(h.recorder.posted)
    for user in (*before.seats, 999):  # its players, and someone watching
        reply = await h.click(user, live_prompts(h)[0], button["custom_id"])
        assert [c["type"] for c in reply.callbacks] == [LAUNCH_ACTIVITY]
    after = await h.bot.service.tables.table(CHANNEL_ID)
    assert (after.revision, after.game.to_json()) == (before.revision, before.game.to_json())
    assert len(h.recorder.posted) == posted
    await h.bot.close()


async def test_without_the_activity_there_is_no_button(table):
    h = await table.start()
    await open_table(h)
    assert live_prompts(h) and not launch_buttons(live_prompts(h)[-1])
    await h.bot.close()


@pytest.mark.parametrize("settings, offered", [
    ({"PRBOT_WEB_URL": "https://pr.example", "DISCORD_CLIENT_ID": "1",
      "DISCORD_CLIENT_SECRET": "s"}, True),
    ({"DISCORD_CLIENT_ID": "1", "DISCORD_CLIENT_SECRET": "s"}, False),  # no table served
    ({"PRBOT_WEB_URL": "https://pr.example", "DISCORD_CLIENT_ID": "1"}, False),
])
async def test_the_bot_offers_the_activity_only_when_it_is_configured(tmp_path, monkeypatch,
                                                                     settings, offered):
    for name in ("PRBOT_WEB_URL", "DISCORD_CLIENT_ID", "DISCORD_CLIENT_SECRET"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "the bot's token")
    for name, value in settings.items():
        monkeypatch.setenv(name, value)
    bot, store = await runner.open_bot(str(tmp_path / "db.sqlite3"))
    assert bot.offers_activity is offered
    await bot.service.feed.close()
    await store.close()
