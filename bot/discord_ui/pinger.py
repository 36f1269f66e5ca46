"""The DMs of a game: a ping to each player it starts waiting on, the reminders of a decision
that has waited too long, and the host's offer to let the computer play an absent player.

A player gets a DM when the game starts waiting on him — not for decisions he takes in a
row, not when the new message already mentions him, not while he has acted in the game within
the last minutes (he is looking at it), and not a second one before he has acted since the
first. That memory (`seen`, `called`) is forgotten on restart, which costs at most one DM too
many; the database keeps which revision each player was pinged for (`claim_ping`).
"""

from __future__ import annotations

import logging
from datetime import timedelta

import discord

from bot.feed import Change
from bot.l10n import localizer
from bot.service import Table, utc_now
from bot.service.clock_reading import hold_of
from bot.store import StoreError

from ..words import messages
from . import clock_lines
from .delivery import DMS
from .handoff import Pings
from .replies import mention

log = logging.getLogger(__name__)

MOST_REMINDERS = 3  # a decision is recalled at most this many times
WATCHING = timedelta(minutes=5)  # a player who acted this recently needs no DM to come back


class Pinger:
    """The bot's DMs about its games (module docstring); held by the bot as `bot.pinger`."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.service = bot.service
        # (game id, user id) -> when he last acted there; who was sent a DM and has not acted
        # since.
        self.seen: dict[tuple[int, int], object] = {}
        self.called: set[tuple[int, int]] = set()

    # ============================================================ a change's DMs
    async def deliver(self, pings: Pings, change: Change) -> None:
        """A change's DMs, once the channel shows it (the publisher calls this with what it
        showed, `Pings`: who the DMs spare, waited on already, mentioned in the channel, who
        decided), before the computer plays on."""
        if pings.actor is not None:
            self.acted(pings.table.game_id, pings.actor)
        if await self.ping(pings.table, pings.channel, pings.spared, pings.actor):
            self.bot.publisher.delivery.shown(DMS, change)

    def now(self):
        return getattr(self.bot, "clock", utc_now)()

    def acted(self, game_id: int, user: int, decided: bool = True) -> None:
        self.seen[(game_id, user)] = self.now()
        if decided:
            self.called.discard((game_id, user))

    def watching(self, game_id: int, user: int) -> bool:
        last = self.seen.get((game_id, user))
        return last is not None and self.now() - last < WATCHING

    def forget_game(self, game_id: int) -> None:
        self.seen = {k: v for k, v in self.seen.items() if k[0] != game_id}
        self.called = {k for k in self.called if k[0] != game_id}

    async def ping(self, table: Table, channel, before: set[int], actor: int | None) -> int:
        """A DM to each player the game now waits on, unless he was waited on already, has
        just been mentioned, is looking at the game, or has a DM he has not answered yet.
        Those the store could not note are owed (`Debt`). How many were sent."""
        sent = 0
        for user in table.pending_users:
            if user == actor or user in before or (table.game_id, user) in self.called \
                    or self.watching(table.game_id, user):
                continue
            try:
                sent += await self.ping_one(table, channel, user)
            except StoreError:
                log.warning("game %s: ping to %s is owed", table.game_id, user, exc_info=True)
                self.bot.publisher.debts.owe(table, before | {actor})
            except Exception:
                log.exception("game %s: ping to %s failed", table.game_id, user)
        return sent

    async def ping_one(self, table: Table, channel, user: int) -> bool:
        """His ping, unless his preferences, absence or quiet hours hold it, or it was sent
        already; whether it went out."""
        prefs = (await clock_lines.seen(self.service, table)).prefs.get(user)
        if prefs is None:  # not waited on (any more): his own preferences
            prefs = await self.service.players.user(user)
        if not prefs.notify or prefs.dm_blocked:
            return False
        # away, or sent when his quiet hours end
        if await self.held(table, user):
            return False
        if not await self.service.players.claim_ping(table.game_id, table.revision, user):
            return False
        self.called.add((table.game_id, user))
        await self.turn_dm(table, channel, user, prefs.lang, "ping")
        return True

    async def held(self, table: Table, user: int) -> bool:
        """Whether his absence or quiet hours hold his ping (a quiet one is owed), as read
        with the change (`Table.clocks`, `ping_one` made sure of it)."""
        seen = table.clocks.get(table.seat_of(user))
        if seen is None:  # not waited on (any more): as he stands now
            return await self.service.clock.hold_ping(table, user) is not None
        held = hold_of(seen.away_until is not None, seen.quiet_until is not None)
        if held == "quiet":
            await self.service.clock.owe_ping(table, user)
        return held is not None

    async def turn_dm(self, table: Table, channel, user: int, lang: str | None,
                      message_id: str, **args) -> None:
        """A DM about the decision a game waits on (`ping` or `reminder`), in the player's
        language; a refused DM becomes a mention in the channel, and is remembered."""
        loc = localizer(lang or table.lang, table.theme)
        live = self.bot.publisher.live_message(table)
        link = messages.jump_url(table.guild_id, table.channel_id, live) if live \
            else f"<#{table.channel_id}>"
        text = loc.text(message_id, channel=f"<#{table.channel_id}>", link=link,
                        decision=messages.step_text(table, table.seat_of(user), loc), **args)
        text = "\n".join([text, *await clock_lines.dm_lines(self.service, table, user, loc)])
        web = await self.bot.table_links.url(user, table.game_id)
        if web is not None:
            text += "\n" + loc.text("ping-web", url=web)
        try:
            dm = await self.bot.create_dm(discord.Object(user))
            await dm.send(text)
        except discord.HTTPException as error:
            if error.code != 50007 and error.status != 403:
                raise
            await self.service.players.mark_dm_blocked(user, True)
            game_loc = localizer(table.lang, table.theme)
            await channel.send(game_loc.text("ping-dm-refused", user=f"<@{user}>"),
                               allowed_mentions=mention([user]))

    async def told(self, user: int, table: Table, message_id: str) -> None:
        """A DM that needs no answer (his time ran out), unless he refuses the bot's DMs."""
        prefs = await self.service.players.user(user)
        if prefs.dm_blocked:
            return
        loc = localizer(prefs.lang or table.lang, table.theme)
        try:
            dm = await self.bot.create_dm(discord.Object(user))
            await dm.send(loc.text(message_id, channel=f"<#{table.channel_id}>"))
        except discord.HTTPException:
            log.info("game %s: no DM to %s", table.game_id, user)

    # ============================================================= reminders
    async def send_reminders(self, clock=utc_now) -> None:
        """DM every player a decision has waited on for too long (the database keeps what was
        sent, so a restart neither loses nor repeats a reminder)."""
        due = await self.service.players.due_reminders(self.bot.remind_every, MOST_REMINDERS, clock)
        for reminder in due:
            table = reminder.table
            channel = self.bot.get_partial_messageable(table.channel_id,
                                                       guild_id=table.guild_id)
            hours = round(self.bot.remind_every.total_seconds() / 3600) * reminder.number
            try:
                await self.turn_dm(table, channel, reminder.user_id, reminder.lang, "reminder",
                                   hours=hours)
                if reminder.number >= MOST_REMINDERS:
                    await self.offer_replacement(table, reminder.user_id, hours)
            except discord.HTTPException:
                log.exception("game %s: reminder to %s failed", table.game_id,
                              reminder.user_id)

    async def offer_replacement(self, table: Table, user: int, hours: int) -> None:
        """The last reminder went unanswered: the host is told that the computer can play the
        absent player's seat until he is back."""
        if user == table.host_id or table.seat_of(table.host_id) in table.computers:
            return
        prefs = await self.service.players.user(table.host_id)
        loc = localizer(prefs.lang or table.lang, table.theme)
        name = messages.names(table)[table.seat_of(user)]
        text = loc.text("reminder-offer-replace", player=name, hours=hours,
                        channel=f"<#{table.channel_id}>")
        dm = await self.bot.create_dm(discord.Object(table.host_id))
        await dm.send(text)
