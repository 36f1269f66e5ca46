"""What quiet hours hold back is told once when they end, however the game stood meanwhile:
a time-out's DM in a game that ended (or was cancelled) in between, and a reminder that fell
due with a held-back ping, which goes with it."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from bot import clock
from bot.clock import HOUR, ManualTime
from bot.service import GameService
from bot.shards import Shards
from bot.store import open_store

CHANNEL, GUILD = 10, 1
ANA, BOB, CRIS = 100, 101, 102
T0 = int(datetime(2026, 11, 23, 12, 0, tzinfo=UTC).timestamp())  # noon UTC


async def timed_game(path, time: ManualTime, players) -> GameService:
    service = GameService(await open_store(path), seed_source=lambda: 2024, now=time)
    host, *guests = players
    await service.lobby.new_lobby(CHANNEL, GUILD, host, "Ana", "classic", "en",
                                  clock={"pace": "daily", "level": "easy"})
    for user in guests:
        await service.lobby.join(CHANNEL, user, f"P{user}")
    await service.lobby.start(CHANNEL, host)
    return service


async def run_out(service, time: ManualTime) -> int:
    """The next person asked runs out of time (in his quiet hours); the computer plays his
    seat until it asks someone else. His user id."""
    table = await service.tables.table(CHANNEL)
    seat = next(s for s in table.game.pending() if s not in table.computers)
    time.now = await service.clock.deadline_of(table, seat)
    due = await service.clock.tick()
    assert [(e.kind, e.seat, e.dm) for e in due] == [("timeout", seat, False)]
    await service.clock.timeout_posted(due[0].table, seat)  # the channel is told at once
    await computer_plays_on(service)
    return table.seats[seat]


async def computer_plays_on(service) -> None:
    """The computer decides while it is asked (to the game's end once it plays every seat)."""
    outcome = await service.play.computer_turn(CHANNEL)
    while outcome is not None and not outcome.game_over:
        outcome = await service.play.computer_turn(CHANNEL)


@pytest.mark.parametrize("end", ["finished", "cancelled"])
def test_a_time_out_held_by_quiet_hours_is_told_after_the_game_ended(db_url, end):
    """Both run out in their quiet hours (00:00-23:30, their clocks stop for the first 10)
    and the computer plays the game to its end before they wake: each is told at 23:30, once;
    of a cancelled game, nobody is told, and nothing stays owed."""
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time, (ANA, BOB))
        for user in (ANA, BOB):
            await service.store.set_user_clock(user, quiet="00:00-23:30", time_zone="UTC")
        table = await service.tables.table(CHANNEL)
        asleep = [await run_out(service, time)]
        if end == "finished":
            asleep.append(await run_out(service, time))
            assert (await service.store.game(table.game_id)).status == "finished"
        else:
            await service.lobby.cancel(CHANNEL, ANA, False)
        assert quiet_until(time.now) > time.now  # both still asleep
        assert await service.clock.tick() == []
        time.now = quiet_until(time.now)
        due = await service.clock.tick()
        expected = [("timeout-dm", user, True, end) for user in sorted(asleep)]
        assert [(e.kind, e.user, e.dm, e.table.status) for e in due] == \
            (expected if end == "finished" else [])
        for event in due:
            await service.clock.timeout_told(event.table, event.seat)
        assert await service.clock.tick() == []  # told once
        assert await service.store.ended_timeouts() == []
        await service.store.close()
    asyncio.run(go())


def quiet_until(now: int) -> int:
    return clock.quiet_until(now, clock.parse_quiet("00:00-23:30"), "UTC") or now


def test_a_reminder_due_with_a_held_ping_goes_with_it(db_url):
    """Asked at 21:00 in his quiet hours (20:00-10:00: his clock stops from 20:00 to 06:00)
    with 6 hours: half of them are left at 09:00, while his DMs still wait; at 10:00 the
    ping goes, and says it all: no reminder a minute later."""
    async def go():
        time = ManualTime(T0 + 9 * HOUR)  # 21:00 UTC
        service = await timed_game(db_url, time, (ANA, BOB, CRIS))
        table = await service.tables.table(CHANNEL)
        seat = table.game.pending()[0]
        user = table.seats[seat]
        await service.store.set_user_clock(user, quiet="20:00-10:00", time_zone="UTC")
        row = (await service.clock.clock_rows(table))[seat]
        asked = clock.Bank(left=6 * HOUR, since=time.now, asked_with=6 * HOUR)
        await service.store.set_bank(table.game_id, seat, row.bank, asked)
        assert await service.clock.hold_ping(table, user) == "quiet"
        time.now = T0 + 22 * HOUR  # 10:00: his quiet hours end
        assert [(e.kind, e.user) for e in await service.clock.tick()] == [("ping", user)]
        time.now += clock.MINUTE
        assert await service.clock.tick() == []
        row = (await service.clock.clock_rows(table))[seat]
        assert row.bank.reminded == 1  # the next one, at a fifth left, comes when it is due
        time.now = T0 + 22 * HOUR + 48 * clock.MINUTE
        assert [(e.kind, e.user) for e in await service.clock.tick()] == [("reminder", user)]
        await service.store.close()
    asyncio.run(go())



def test_a_process_looks_for_the_owed_dms_of_its_own_servers_games(db_url):
    """Out of time in two ended games, one on a server of each of two shards."""
    async def go():
        store = await open_store(db_url)
        owed, bank = [], clock.Bank(left=HOUR, since=T0)
        for shard in (0, 1):
            guild = (1_000_000 + shard) << 22  # a server of shard `shard` of 2
            game_id = await store.create_lobby(30 + shard, guild, ANA, "Ana", "classic", "en",
                                               5, {})
            await store.add_seat(game_id, -1, "Bot", computer="easy")
            await store.start_game(game_id, [ANA, -1], "{}", None)
            await store.add_clock(game_id, 0, bank)
            assert await store.stand_in(game_id, 0, bank, "timeout")
            await store.set_status(game_id, "finished", ("playing",))
            owed.append((game_id, 0))
        assert await store.ended_timeouts() == owed
        assert await store.ended_timeouts(Shards.parse("1", 2)) == owed[1:]
        await store.close()
    asyncio.run(go())
