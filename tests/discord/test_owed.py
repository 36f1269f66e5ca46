"""A decision is stored, then a later write fails (a full disk): what the decision still owes
(the live message recorded, the DMs, the computer's move) is kept and paid by the clock loop's
next pass, without a restart. Each game is played beside the same game on a store that never
fails: once paid, both channels and every player's DMs are alike."""

from __future__ import annotations

import itertools
import random
from datetime import timedelta

from outage import Outage

from bot.bench.clicker import next_click
from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID
from bot.service import utc_now

ANA, BEA = 101, 102
SEED = 4
EN = localizer("en")


async def with_a_computer(table):
    """A game of two people and a computer, in which nobody is ever looking at the game
    (each moment the bot reads is ten minutes after the last): every ping is a DM. Untimed:
    what is owed here does not depend on the clock, and a time left shown in the channel would
    depend on how many times the bot read it, which differs between a game and its twin."""
    h = await table.start()
    moments = itertools.count()
    start = utc_now()
    h.bot.clock = lambda: start + timedelta(minutes=10 * next(moments))
    await h.command(ANA, "new", theme="classic", language="en", players=3, computers=1,
                    level="easy", pace="untimed")
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    return h


CLICKS = 12


async def seq(h) -> int:
    return (await h.bot.service.tables.table(CHANNEL_ID)).seq


async def seen(h) -> tuple:
    """What the players see: the game's decision counter, the channel, how many DMs each."""
    return (await seq(h), [m.content for m in h.recorder.channel()],
            [len(h.recorder.dms(user)) for user in (ANA, BEA)])


async def as_it_goes(new_table) -> list[tuple]:
    """What the players see after each click, on a store that never fails (two bots cannot
    share a test's Discord: this one is played first)."""
    control = new_table("control")
    h = await with_a_computer(control)
    rng = random.Random(SEED)
    seen_after = []
    for _ in range(CLICKS):
        await h.click(*next_click(h.recorder, CHANNEL_ID, rng))
        seen_after.append(await seen(h))
    await control.stop()
    return seen_after


async def failing_game(new_table):
    failing = new_table("failing")
    h = await with_a_computer(failing)
    return h, Outage(failing.store), random.Random(SEED)


async def test_a_live_message_that_cannot_be_recorded_stops_neither_pings_nor_computer(
        new_table):
    expected = await as_it_goes(new_table)
    h, outage, rng = await failing_game(new_table)
    for shown in expected:
        outage.refuse_once("prompt_seq")  # the live message's record, after the decision
        reply = await h.click(*next_click(h.recorder, CHANNEL_ID, rng))
        assert [m.text for m in reply.messages if not m.components] == []  # no complaint
        assert await seen(h) == shown  # the computer moved and the DMs went as usual
    assert outage.failed == CLICKS
    table = await h.bot.service.tables.table(CHANNEL_ID)
    assert any(seat in table.computers for seat, _ in table.record.decisions)
    assert await h.bot.service.recovery.unprompted_games()  # its record is owed
    await h.bot.timekeeper.run_pass()
    await h.settle()  # the changes shown by the publisher
    assert await h.bot.service.recovery.unprompted_games() == []
    assert h.bot.publisher.debts.owed == {}
    assert await seen(h) == expected[-1]


async def test_a_computer_move_the_disk_refuses_is_made_by_the_next_pass(new_table):
    expected = await as_it_goes(new_table)
    h, outage, rng = await failing_game(new_table)
    owed = 0
    for shown in expected:
        outage.refuse_once("UPDATE games SET record", after=1)  # the write after the click's
        await h.click(*next_click(h.recorder, CHANNEL_ID, rng))
        if outage.refusals:  # the computer was not asked
            outage.refusals.clear()
            assert await seen(h) == shown
            continue
        owed += 1
        table = await h.bot.service.tables.table(CHANNEL_ID)
        assert table.computer_pending is not None  # the game waits on the computer
        assert await seq(h) < shown[0]
        await h.bot.timekeeper.run_pass()
        await h.settle()  # the changes shown by the publisher
        assert await seen(h) == shown  # it moved, and the DMs went
    assert owed >= 2


async def test_a_final_message_that_cannot_be_recorded_is_recorded_not_posted_twice(table):
    h = await table.start()
    await h.command(ANA, "new", theme="classic", language="en", players=2, computers=1,
                    level="easy")
    await h.command(ANA, "start")
    outage = Outage(table.store)
    rng = random.Random(SEED)
    while (found := next_click(h.recorder, CHANNEL_ID, rng)) is not None:
        while len(outage.refusals) < 3:  # every live message's record, the last one's too
            outage.refuse_once("prompt_seq")
        await h.click(*found)
    outage.refusals.clear()
    assert await h.bot.service.recovery.unposted_endings()
    await h.bot.timekeeper.run_pass()
    await h.settle()  # the changes shown by the publisher
    assert await h.bot.service.recovery.unposted_endings() == []
    assert h.bot.publisher.debts.owed == {}
    final = [m for m in h.recorder.channel() if EN.text("score-title") in m.content]
    assert len(final) == 1
    assert len([m for m in h.recorder.channel() if m.files == ["story.png"]]) == 1
    await table.stop()


async def test_a_debt_of_a_decision_taken_back_is_not_paid_as_a_later_ones(table):
    """The governor settles, the DM his plantation owes cannot be noted (a full disk), he
    takes both back and chooses the Craftsman, who produces nothing: the other player is
    mentioned in the next role's message and chooses the Settler, the decision counter where
    the first debt was owed. The old debt must not DM her about a decision she just took."""
    from test_taking_back import undo

    h = await table.start()
    moments = itertools.count()
    start = utc_now()
    h.bot.clock = lambda: start + timedelta(minutes=10 * next(moments))
    await h.command(ANA, "new", theme="classic", language="en", players=2, pace="untimed")
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    first = await h.bot.service.tables.table(CHANNEL_ID)
    governor, other = first.seats[first.game.pending()[0]], \
        first.seats[1 - first.game.pending()[0]]
    outage = Outage(table.store)
    await h.command(governor, "play", decision="role settler")
    outage.refuse_once("INSERT INTO pings")  # the DM to the other player, owed
    await h.command(governor, "play", decision="take indigo")
    owed_at = await seq(h)
    assert h.bot.publisher.debts.owed and outage.failed == 1
    await undo(h, governor)
    await undo(h, governor)
    await h.command(governor, "play", decision="role craftsman")
    assert (await h.bot.service.tables.table(CHANNEL_ID)).pending_users == [other]
    await h.command(other, "play", decision="role settler")
    assert await seq(h) == owed_at
    dms = len(h.recorder.dms(other))
    await h.bot.timekeeper.run_pass()
    await h.settle()  # the changes shown by the publisher
    assert h.bot.publisher.debts.owed == {}
    assert len(h.recorder.dms(other)) == dms
    await table.stop()
