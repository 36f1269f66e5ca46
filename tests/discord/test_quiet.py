"""The bot sends no more than it must: a live message is edited only when what it shows
changed, and a player who has just sat down is not called to a game he is looking at."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from test_play import ANA, BEA, CARLO, PLAYERS, live_prompts

from bot.bench.clicker import next_click
from bot.offline.harness import Harness
from bot.offline.recorder import CHANNEL_ID

START = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)


async def test_pictures_and_status_leave_an_unchanged_message_unedited(table):
    h = await table.start()
    h.bot.service.tables.now = lambda: int(START.timestamp())  # a fixed time
    await h.command(ANA, "new", theme="classic", language="en", players=2)
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    live = live_prompts(h)[-1]
    edits = live.edits
    pictures = next(c["custom_id"] for c in live.components if c["custom_id"].endswith(":board"))
    for user in (ANA, BEA):
        reply = await h.click(user, live, pictures)
        assert [m.files for m in reply.messages] == [["board.png", "me.png"]]
        await h.command(user, "status")
    assert h.recorder.messages[live.id].edits == edits
    h.recorder.delete(live.id)  # gone: the next look posts it again
    await h.command(BEA, "status")
    again = live_prompts(h)[-1]
    assert again.id != live.id and again.content == live.content
    await table.stop()


async def first_clicks(h: Harness, now: list, joined: datetime, started: datetime) -> int:
    """Three players sit down at `joined`, the game starts at `started` and twenty clicks
    follow right away; the DMs sent."""
    h.bot.clock = lambda: now[0]
    now[0] = joined
    await h.command(ANA, "new", theme="classic", language="en", players=3)
    for user in (BEA, CARLO):
        await h.command(user, "join")
    now[0] = started
    await h.command(ANA, "start")
    rng = random.Random(6)
    for _ in range(20):
        await h.click(*next_click(h.recorder, CHANNEL_ID, rng))
    return sum(len(h.recorder.dms(user)) for user in PLAYERS)


async def test_no_dm_to_players_who_have_just_sat_down(new_table):
    """Sat down a minute before the start: the first questions reach them without a DM."""
    table = new_table("just.sqlite3")
    h = await table.start()
    assert await first_clicks(h, [START], START, START + timedelta(minutes=1)) == 0
    await table.stop()


async def test_a_dm_to_players_who_sat_down_long_before_the_start(new_table):
    table = new_table("long.sqlite3")
    h = await table.start()
    assert await first_clicks(h, [START], START, START + timedelta(hours=2)) > 0
    await table.stop()
