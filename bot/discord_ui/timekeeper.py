"""The game's clock in Discord: what the clock's pass finds due (a bank run out, a reminder, a
ping held back by quiet hours, an absence) told in the channel and the DMs, the untimed
games' reminders, and what decisions still owe (`publisher.Debt`), every minute.

What is due is found and marked in the database by `service.clock.tick` before anything is
sent, so a restart neither loses nor repeats any of it.
"""

from __future__ import annotations

import asyncio
import logging

import discord

from bot.l10n import localizer
from bot.retrying import Retrying
from bot.service.clock import ClockEvent

from . import messages
from .clock_lines import when

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
        self.one_pass = asyncio.Lock()  # the loop's pass and /pr back's never act twice at once

    async def run_pass(self) -> None:
        """One minute's work: what is due, the reminders, what decisions still owe."""
        await self.ticking.run(self.tick)
        if self.bot.remind_every:  # the untimed games' reminders, after a fixed wait
            await self.reminding.run(self.bot.pinger.send_reminders)
        await self.settling.run(self.bot.publisher.settle_debts)

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
        loc = localizer(table.lang, table.theme)
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        name = messages.names(table)[event.seat].removesuffix(" 🤖")
        if event.kind in ("ping", "reminder"):
            prefs = await self.service.players.user(event.user)
            if prefs.notify and not prefs.dm_blocked:
                await self.bot.pinger.turn_dm(table, channel, event.user, prefs.lang,
                                              "clock-reminder" if event.kind == "reminder"
                                              else "ping")
            return
        if event.kind == "timeout-dm":
            await self.timeout_dm(event)
            return
        if event.kind == "quiet":  # the live message shows his clock stopped, or running
            table = await self.service.tables.table(table.channel_id)
            await self.bot.publisher.refresh(table, waited_on=set(table.pending_users))
            return
        level = loc.text(f"level-{table.options.get('clock', {}).get('level', 'medium')}")
        if event.kind == "timeout":
            await channel.send(loc.text("clock-timeout", player=name, level=level,
                                        count=event.timeouts),
                               allowed_mentions=discord.AllowedMentions.none())
            # else the next pass posts it
            await self.service.clock.timeout_posted(table, event.seat)
            if event.dm:  # else when his quiet hours end
                await self.timeout_dm(event)
        elif event.kind == "away":
            until = (await self.service.clock.user_clock(event.user)).away_until
            await channel.send(loc.text("clock-away-computer", player=name, level=level,
                                        until=when(until)),
                               allowed_mentions=discord.AllowedMentions.none())
        elif event.kind == "back":
            await channel.send(loc.text("seat-taken-back", player=name),
                               allowed_mentions=discord.AllowedMentions.none())
        table = await self.service.tables.table(table.channel_id)
        await self.bot.publisher.refresh(table)
        await self.bot.publisher.play_on(table)

    async def timeout_dm(self, event: ClockEvent) -> None:
        """Tell him his time ran out; owed until then (a restart sends it)."""
        await self.bot.pinger.told(event.user, event.table, "clock-timeout-dm")
        await self.service.clock.timeout_told(event.table, event.seat)

    async def refresh_games(self, user: int) -> None:
        """His absence began or ended: the live messages of his games say so."""
        for channel in await self.service.store.games_of(user):
            await self.bot.publisher.refresh(await self.service.tables.table(channel),
                                             waited_on={user})
