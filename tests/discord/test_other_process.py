"""A change made through another process on the same PostgreSQL database (a web table, a
second bot) reaches this bot by the change feed: its publisher shows it in the channel as it
shows one made here — a decision in the live message, as a click's; a take-back with its "↶"
line, the player asked again."""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager

from conftest import Table
from test_feed_notices import channel_text, decided_once
from test_play import live_prompts, open_table

from bot.discord_ui.taking_back import undo_line
from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID, asked_users
from bot.service import GameService
from bot.store import open_store


async def shown(h, seq: int) -> bool:
    await h.settle()
    return (await h.bot.service.tables.table(CHANNEL_ID)).prompt_seq == seq


@asynccontextmanager
async def two_services(postgres, name: str, lang: str = "en"):
    """The bot with a game open, and another service on its database, both on the feed."""
    url = postgres(name)
    table = Table(url)
    h = await table.start()
    await h.bot.service.connect_feed(url)
    other = GameService(await open_store(url))
    await other.connect_feed(url)
    try:
        await open_table(h, lang, pace="untimed")
        yield h, other
    finally:
        await other.feed.close()
        await other.store.close()
        await h.bot.service.feed.close()
        await table.stop()


async def until(h, condition) -> None:
    """Until the bot shows it: the note crosses the database, then the bot reads the game."""
    for _ in range(250):
        if await condition():
            return
        await asyncio.sleep(0.02)


async def test_a_decision_through_another_service_is_shown_in_the_channel(postgres):
    async with two_services(postgres, "two_services") as (h, other):
        live = live_prompts(h)[-1]
        before = live.content
        user = asked_users(live)[0]
        decision = (await other.play.legal(CHANNEL_ID, user))[0]
        outcome = await other.play.decide(CHANNEL_ID, user, None, [decision])
        await until(h, lambda: shown(h, outcome.seq))
        assert await shown(h, outcome.seq)
        now = live_prompts(h)[-1]
        assert now.content != before
        assert set(asked_users(now)) == set(outcome.table.pending_users)


async def test_a_take_back_through_another_process_reads_as_one_here(postgres):
    async with two_services(postgres, "take_back_elsewhere", "es") as (h, other):
        user, _ = await decided_once(h)
        outcome, decisions = await other.play.undo(CHANNEL_ID, user)
        line = undo_line(outcome.table, outcome.table.seat_of(user), decisions,
                         localizer("es"))

        async def said() -> bool:
            await h.settle()
            return line in channel_text(h)

        await until(h, said)
        (live,) = live_prompts(h)
        assert live.content.splitlines().count(line) == 1 and user in asked_users(live)
