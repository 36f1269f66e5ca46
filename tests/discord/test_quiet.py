"""The bot sends no more than it must: a live message is edited only when what it shows
changed, a player who has just sat down is not called to a game he is looking at, and the
roles the computer plays one after the other share their messages."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from itertools import pairwise

from conftest import Table
from test_play import ANA, BEA, CARLO, PLAYERS, live_prompts, open_table

from bot.bench.clicker import next_click
from bot.clock import ManualTime
from bot.l10n import localizer
from bot.l10n.events import DECISION_EVENTS
from bot.offline.harness import Harness
from bot.offline.recorder import CHANNEL_ID
from bot.words import messages

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


def first_role(lines: list[str]) -> list[str]:
    """A message's lines up to the second role chosen in it (the first role's, with the
    header of a round it began)."""
    chosen = [i for i, line in enumerate(lines) if " chooses the " in line]
    return lines[:chosen[1]] if len(chosen) > 1 else lines


async def test_the_roles_the_computer_plays_in_a_row_share_their_messages(db_url):
    """Both players run out of time, one after the other: the second's time-out leaves every
    seat to the computer, which plays the game to its end in that pass of the clock. Its
    roles read one after the other in as few messages as hold them, not a message each: a
    message gives way to the next only where that one begins a round (with its pictures) or
    its first role would not fit; every decision is said, once."""
    time = ManualTime(int(START.timestamp()))
    table = Table(db_url, time=time)
    h = await table.start()
    await open_table(h, players=(ANA, BEA))
    service = h.bot.service
    game_id = (await service.tables.table(CHANNEL_ID)).game_id
    for _ in (ANA, BEA):
        shown = {m.id for m in h.recorder.channel()}
        game = await service.tables.table(CHANNEL_ID)
        seat = next(s for s in game.game.pending() if s not in game.computers)
        time.now = await service.clock.deadline_of(game, seat)
        await h.bot.timekeeper.tick()
        await h.settle()
    posted = [m.content.splitlines() for m in h.recorder.channel() if m.id not in shown]
    timeout, *run, final, story = posted
    assert timeout[0].startswith("⌛") and localizer("en").text("score-title") in final
    roles = sum(" chooses the " in line for lines in run for line in lines)
    assert roles > 2 * len(run) > 2, (roles, len(run))
    header = localizer("en").text("turn-header", round=0, governor="").split("0")[0]
    for lines, after in pairwise(run):
        assert after[0].startswith(header) or messages.too_long(lines + first_role(after))
    ended = await service.recovery.ended_table(game_id)
    _, events = ended.record.replay()
    said = [line for m in h.recorder.channel() for line in m.content.splitlines()]
    assert sum(line.startswith(messages.DONE) for line in said) == \
        sum(event["type"] in DECISION_EVENTS for event in events)
    await table.stop()
