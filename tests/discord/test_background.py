"""The bot's background work survives any error: a database that cannot be reached, or a write
the disk refuses, inside the clock's pass, the reminders' pass or the pass after start-up is
logged once, waited out a little longer each time, and the next pass does the work."""

from __future__ import annotations

import logging
from datetime import timedelta

from outage import Outage
from test_game_clock import FOUR, T0
from test_play import live_prompts, open_table

from bot.clock import ManualTime
from bot.offline.recorder import CHANNEL_ID, asked_users
from bot.retrying import Retrying

FAILURES = "bot.retrying"


def waits_then(action, waits: list[float], after: int):
    """A sleep that keeps how long it was asked to wait, and acts after `after` waits."""
    async def sleep(seconds: float) -> None:
        waits.append(seconds)
        if len(waits) == after:
            action()
    return sleep


def logged(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == FAILURES]


async def out_of_time(table):
    """A timed game whose clock has just run out for the player it waits on: (the harness,
    that player, the game before the clock's pass)."""
    h = await table.start()
    time = ManualTime(T0)
    h.bot.service.tables.now = time
    await open_table(h, players=FOUR)
    user = asked_users(live_prompts(h)[-1])[0]
    before = await h.bot.service.tables.table(CHANNEL_ID)
    time.now = await h.bot.service.clock.deadline_of(before, before.seat_of(user))
    return h, user, before


async def test_the_clock_loop_survives_an_outage_and_then_acts_on_the_time_out(table, caplog):
    h, user, before = await out_of_time(table)
    service = h.bot.service
    outage = Outage(table.store)
    cog = h.bot.timekeeper
    cog.ticking.sleep = waits_then(lambda: None, waits := [], after=0)

    outage.down = True
    for _ in range(3):  # three passes while the database cannot be reached
        await cog.run_pass()
        await h.settle()  # the changes shown by the publisher
    assert outage.failed == 3
    assert len(logged(caplog)) == 1 and logged(caplog)[0].exc_info  # once, with its cause
    assert waits == [5, 10, 20]  # each wait longer than the last

    outage.down = False
    await cog.run_pass()
    await h.settle()  # the changes shown by the publisher
    await h.settle()
    after = await service.tables.table(CHANNEL_ID)
    assert before.seat_of(user) in after.computers  # his time ran out: the computer plays
    assert after.seq > before.seq
    assert any("ran out of time" in m.content for m in h.recorder.channel())
    assert cog.ticking.failures == 0
    await table.stop()


async def test_the_clock_loop_survives_a_write_the_disk_refuses(table):
    h, user, before = await out_of_time(table)
    service = h.bot.service
    outage = Outage(table.store)
    outage.refuse_once("UPDATE clocks")  # the clock's own record of the time-out
    cog = h.bot.timekeeper
    cog.ticking.sleep = waits_then(lambda: None, waits := [], after=1)

    await cog.run_pass()
    await h.settle()  # the changes shown by the publisher
    assert outage.failed == 1 and waits == [cog.ticking.first]
    await cog.run_pass()
    await h.settle()  # the changes shown by the publisher
    await h.settle()
    assert before.seat_of(user) in (await service.tables.table(CHANNEL_ID)).computers
    await table.stop()


async def test_the_reminders_survive_an_outage_and_are_sent_after_it(table, caplog):
    h = await table.start()
    h.bot.remind_every = timedelta(hours=24)
    table.store._clock = lambda: "2020-01-01 00:00:00"  # the decisions were taken long ago
    await open_table(h, pace="untimed")
    user = asked_users(live_prompts(h)[-1])[0]
    dms = len(h.recorder.dms(user))
    outage = Outage(table.store)
    cog = h.bot.timekeeper
    outage.down = True
    cog.ticking.sleep = waits_then(lambda: None, [], after=0)
    cog.reminding.sleep = waits_then(lambda: setattr(outage, "down", False), waits := [],
                                     after=1)

    await cog.run_pass()  # both passes fail; the database is back after the wait
    await h.settle()  # the changes shown by the publisher
    assert waits == [cog.reminding.first]
    assert len(h.recorder.dms(user)) == dms
    await cog.run_pass()
    await h.settle()  # the changes shown by the publisher
    assert len(h.recorder.dms(user)) == dms + 1
    assert cog.reminding.failures == 0
    await table.stop()


async def test_the_pass_after_start_up_is_done_again_until_it_goes_through(table):
    h = await table.start()
    await open_table(h)
    user = asked_users(live_prompts(h)[-1])[0]
    decision = (await h.bot.service.play.legal(CHANNEL_ID, user))[0]
    h.bot.publisher.unsubscribe()  # the bot dies before it shows anything
    await h.bot.service.play.decide(CHANNEL_ID, user, None, [decision])  # stored, nothing posted
    h = await table.restart()
    outage = Outage(table.store)
    outage.down = True
    cog = h.bot.publisher.debts
    cog.catching_up.sleep = waits_then(lambda: setattr(outage, "down", False), waits := [],
                                       after=2)

    h.bot.dispatch("ready")
    await h.settle()
    assert waits == [cog.catching_up.first, 2 * cog.catching_up.first]
    current = await h.bot.service.tables.table(CHANNEL_ID)
    assert {asked_users(m)[0] for m in live_prompts(h)} == set(current.pending_users)
    assert await h.bot.service.recovery.unprompted_games() == []
    await table.stop()


async def test_a_streak_of_failures_waits_longer_each_time_up_to_the_longest():
    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)

    async def fail() -> None:
        raise OSError("no route to host")

    retrying = Retrying("a pass", sleep, first=5, longest=60)
    for _ in range(6):
        assert not await retrying.run(fail)
    assert waits == [5, 10, 20, 40, 60, 60]

    async def work() -> None:
        pass

    assert await retrying.run(work)
    assert retrying.failures == 0
