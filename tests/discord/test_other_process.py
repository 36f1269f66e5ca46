"""A decision taken through another process on the same PostgreSQL database (a web table, a
second bot) reaches this bot by the change feed: its publisher shows it in the channel's live
message, as it shows a click."""

from __future__ import annotations

import asyncio

from conftest import Table
from test_play import live_prompts, open_table

from bot.offline.recorder import CHANNEL_ID, asked_users
from bot.service import GameService
from bot.store import open_store


async def shown(h, seq: int) -> bool:
    await h.settle()
    return (await h.bot.service.tables.table(CHANNEL_ID)).prompt_seq == seq


async def test_a_decision_through_another_service_is_shown_in_the_channel(postgres):
    url = postgres("two_services")
    table = Table(url)
    h = await table.start()
    await h.bot.service.connect_feed(url)
    other = GameService(await open_store(url))
    await other.connect_feed(url)
    try:
        await open_table(h, pace="untimed")
        live = live_prompts(h)[-1]
        before = live.content
        user = asked_users(live)[0]
        decision = (await other.play.legal(CHANNEL_ID, user))[0]
        outcome = await other.play.decide(CHANNEL_ID, user, None, [decision])
        for _ in range(250):  # the note crosses the database, then the bot reads the game
            if await shown(h, outcome.seq):
                break
            await asyncio.sleep(0.02)
        assert await shown(h, outcome.seq)
        now = live_prompts(h)[-1]
        assert now.content != before
        assert set(asked_users(now)) == set(outcome.table.pending_users)
    finally:
        await other.feed.close()
        await other.store.close()
        await h.bot.service.feed.close()
        await table.stop()
