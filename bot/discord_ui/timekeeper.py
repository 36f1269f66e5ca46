"""The game's clock in Discord: what the clock's pass finds due (a reminder, a ping held back
by quiet hours, a time-out's DM held back by them, quiet hours stopping a clock) told in the
DMs and the live message, the untimed games' reminders, and what decisions still owe
(`debts.Debt`), every minute. A seat the pass hands to the computer or back (a bank run
out, an absence) is told in the channel from the change feed (`notices`).

What is due is found and marked in the database by `service.clock.tick` before anything is
sent, so a restart neither loses nor repeats any of it.
"""

from __future__ import annotations

import asyncio
import logging

from bot.retrying import Retrying
from bot.service.clock import ClockEvent

log = logging.getLogger(__name__)


class Timekeeper:
    """The clock's pass (module docstring); held by the bot as `bot.timekeeper`, run by the
    clock cog's loop every minute."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.service = bot.service
        # Each pass survives its errors: a failure waits, then the loop goes on.
        self.ticking = Retrying("the clock's pass")
        self.reminding = Retrying("the reminders' pass")
        self.settling = Retrying("the pass that settles what decisions still owe")
        self.marking = Retrying("the pass that marks the reviewed games' stories")
        self.one_pass = asyncio.Lock()  # the loop's pass and /pr away off's never act twice at once

    async def run_pass(self) -> None:
        """One minute's work: what is due, the reminders, what decisions still owe, and the
        stories whose games another process reviewed since."""
        await self.ticking.run(self.tick)
        if self.bot.remind_every:  # the untimed games' reminders, after a fixed wait
            await self.reminding.run(self.bot.pinger.send_reminders)
        await self.settling.run(self.bot.publisher.debts.settle_all)
        await self.marking.run(self.bot.publisher.pictures.mark_stories)

    async def tick(self, now: int | None = None) -> None:
        """Act on everything due now (the loop's work; tests call it with their time)."""
        async with self.one_pass:
            for event in await self.service.clock.tick(now):
                try:
                    await self.handle(event)
                except Exception:
                    log.exception("game %s: clock event %s failed", event.table.game_id,
                                  event.kind)

    async def handle(self, event: ClockEvent) -> None:
        table = event.table
        if event.kind in ("ping", "reminder"):
            prefs = await self.service.players.user(event.user)
            if prefs.notify and not prefs.dm_blocked:
                channel = self.bot.get_partial_messageable(table.channel_id,
                                                           guild_id=table.guild_id)
                await self.bot.pinger.turn_dm(table, channel, event.user, prefs.lang,
                                              "clock-reminder" if event.kind == "reminder"
                                              else "ping")
            return
        if event.kind == "timeout-dm":
            await self.timeout_dm(table, event.seat)
        elif event.kind == "quiet":  # the live message shows his clock stopped, or running
            table = await self.service.tables.table(table.channel_id)
            await self.bot.publisher.refresh(table, waited_on=set(table.pending_users))
        # A seat handed to the computer or back (a time-out, an absence) is told in the
        # channel from the feed (`discord_ui.notices`).

    async def timeout_dm(self, table, seat: int) -> None:
        """Tell him his time ran out (and, if the game ended since, that the computer played
        his seat to its end); owed until then (a restart sends it)."""
        told = "clock-timeout-dm" if table.status == "playing" else "clock-timeout-dm-ended"
        await self.bot.pinger.told(table.seats[seat], table, told)
        await self.service.clock.timeout_told(table, seat)

    async def refresh_games(self, user: int) -> None:
        """His absence began or ended: the live messages of his games say so."""
        for channel in await self.service.store.games_of(user):
            await self.bot.publisher.refresh(await self.service.tables.table(channel),
                                             waited_on={user})
