"""The cog's lock per game: shared by whoever works on the game at once, and gone once nobody
holds or awaits it, so a bot that has hosted thousands of games keeps no lock for them."""

from __future__ import annotations

import asyncio
import random

from bot.bench.clicker import next_click

ANA, BEA = 101, 102


async def test_a_games_lock_is_dropped_when_nobody_holds_or_awaits_it(table):
    h = await table.start()
    await h.command(ANA, "new", theme="classic", language="en", players=2)
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    cog = h.bot.publisher
    rng = random.Random(5)
    for _ in range(12):
        await h.click(*next_click(h.recorder, h.recorder.posted[0].channel_id, rng))
    assert len(cog.locks) == 0  # twelve clicks on one game, and no lock left behind

    held = cog.locks[1]
    async with held:
        waiting = asyncio.create_task(waiter(cog, 1))
        await asyncio.sleep(0)
        assert cog.locks[1] is held and not waiting.done()  # the same lock, still awaited
    await waiting
    del held
    assert len(cog.locks) == 0


async def waiter(cog, game_id: int) -> None:
    async with cog.locks[game_id]:
        pass


async def test_a_click_reads_its_game_once_under_the_games_lock(table):
    """A click is checked against the game as it stands and decided by one service call:
    one read of the game's row, taken under the game's lock, whether it counts or not."""
    h = await table.start()
    await h.command(ANA, "new", theme="classic", language="en", players=2)
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    store, tables = h.bot.service.store, h.bot.service.tables
    reads: list[bool] = []  # one per read of the game's row: whether under the game's lock
    open_game = store.open_game_and_seats

    async def noted(channel_id):
        reads.append(tables.lock(channel_id).locked())
        return await open_game(channel_id)
    store.open_game_and_seats = noted
    rng = random.Random(7)
    channel = h.recorder.posted[0].channel_id
    for _ in range(6):
        user, message, custom_id, values = next_click(h.recorder, channel, rng)
        seen = message.snapshot()
        reads.clear()
        await h.click(user, message, custom_id, values)
        assert reads == [True], reads
        reads.clear()
        await h.click(user, seen, custom_id, values)  # again: out of date, and read once
        assert reads[:1] == [True], reads
