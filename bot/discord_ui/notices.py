"""What the channel says of a change that is not a decision: a seat changing hands (handed
over, given to the computer or taken back, an absence, a vote), a time-out and a cancellation,
each in one line, as the feed's change says it (`bot.feed.Change`), whoever made it: a command
in this process, the clock, another process on the same database.

The line is the answer of the command that made the change, when it was made here
(`Answers`); otherwise it is posted in the channel. Then the live message is brought up to
date with the seat's new player (`Publisher.refresh`).
"""

from __future__ import annotations

import logging
from contextlib import contextmanager

import discord

from bot.feed import AWAY, BACK, HANDED_OVER, REPLACED, RETURNED, TIMED_OUT, VOTED, Change
from bot.l10n import localizer
from bot.service import COMPUTER_MARK, Table

from .clock_lines import when
from .handoff import Pings
from .replies import plain, say

log = logging.getLogger(__name__)
QUIET = discord.AllowedMentions.none()


class Answers:
    """The interactions waiting to be answered with the line of the change they made (a
    take-back, a seat changing hands, a cancellation): the publisher answers them once the
    channel shows it, in the order the channel shows it."""

    def __init__(self) -> None:
        self.waiting: dict[tuple[int, int], discord.Interaction] = {}

    @contextmanager
    def expecting(self, interaction: discord.Interaction):
        """Around the service's call: the change it makes answers `interaction`; a refusal
        (raised) leaves it to the bot's error handler."""
        key = (interaction.channel_id, interaction.user.id)
        self.waiting[key] = interaction
        try:
            yield
        except BaseException:
            self.waiting.pop(key, None)
            raise

    def take(self, change: Change) -> discord.Interaction | None:
        """The interaction waiting for the change's line, if it was made here."""
        return self.waiting.pop((change.channel_id, change.by), None)

    async def tell(self, change: Change, line: str, channel, ephemeral: bool = False) -> None:
        """The change's line: the answer of the command that made it, else in the channel
        (`ephemeral`: an answer only he sees, the channel being told otherwise)."""
        interaction = self.take(change)
        if interaction is not None:
            await say(interaction, line, ephemeral=ephemeral)
        elif not ephemeral:
            await channel.send(line, allowed_mentions=QUIET)


def player_name(table: Table, seat: int) -> str:
    """A seat's player's name as a line shows it (without the computer's mark)."""
    return plain(table.names[seat].removesuffix(f" {COMPUTER_MARK}"))


async def seat_line(service, change: Change, table: Table, loc) -> str:
    """The line of a seat changing hands or a time-out."""
    name = player_name(table, change.seat)
    level = loc.text(f"level-{change.level or 'medium'}")
    if change.kind == TIMED_OUT:
        return loc.text("clock-timeout", player=name, level=level, count=change.timeouts)
    if change.reason == HANDED_OVER:
        return loc.text("seat-handed-over", old=plain(change.former), new=name)
    if change.reason == REPLACED:
        return loc.text("seat-replaced", player=name, level=level)
    if change.reason == AWAY:
        until = (await service.clock.user_clock(table.seats[change.seat])).away_until
        return loc.text("clock-away-computer", player=name, level=level, until=when(until))
    if change.reason == VOTED:
        return loc.text("clock-voted-out", player=name)
    assert change.reason in (RETURNED, BACK), change.reason
    return loc.text("seat-taken-back", player=name)


class Notices:
    """The lines of the changes that are not decisions (module docstring); the publisher's."""

    def __init__(self, publisher) -> None:
        self.publisher = publisher
        self.bot = publisher.bot
        self.service = publisher.service
        self.answers = Answers()

    def channel(self, table: Table):
        return self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)

    async def seats(self, change: Change, table: Table) -> Pings | None:
        """A seat changed hands, or its time ran out: its line, the time-out's DM, and the
        live message with the seat's new player; what its DMs spare (`Pings`): those the game
        waited on already where a person changed the seat (but a newcomer, who gets his DM),
        none where the clock did (the computer may have taken a turn from him)."""
        loc = localizer(table.lang, table.theme)
        channel = self.channel(table)
        await self.answers.tell(change, await seat_line(self.service, change, table, loc),
                                channel)
        if change.kind == TIMED_OUT:
            await self.service.clock.timeout_posted(table, change.seat)  # else told again
            if await self.service.clock.timeout_dm_due(table, change.seat):  # else later
                await self.bot.timekeeper.timeout_dm(table, change.seat)
        if change.reason == VOTED:
            return None  # the computer's move brings the live message up to date
        waited_on = None if change.by is None else set(table.pending_users)
        if change.reason == HANDED_OVER:
            waited_on -= {table.seats[change.seat]}
        async with self.publisher.locks[table.game_id]:
            return await self.publisher.shown_again(table, waited_on)

    async def cancelled(self, change: Change, table: Table) -> None:
        """A game cancelled: who cancelled it, and its live message without its buttons."""
        loc = localizer(table.lang, table.theme)
        await self.answers.tell(change, loc.text("game-cancelled", player=plain(change.by_name)),
                                self.channel(table))
        await self.publisher.forget(table)
