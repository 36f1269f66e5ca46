"""A take-back in the channel, as the feed's change says it (`bot.feed.UNDONE`), whoever took
it: the Undo button, `/pr undo`, the web table, another process on the same database.

The message that asked for the decision asks again, with a "↶" line saying who took back
what; where that decision ended a phase, the messages it opened are deleted and the role's
message it was taken in asks again: the channel reads as if it had not been. The player who
took it back from Discord is answered with the same line, only to him (`notices.Answers`).
"""

from __future__ import annotations

import logging
from dataclasses import replace

import discord

from bot.decisions.choices import taken_back_label
from bot.feed import Change
from bot.game.record import Record
from bot.l10n import localizer
from bot.service import Table

from ..words import messages
from ..words.messages import Turn

log = logging.getLogger(__name__)


def undo_line(table: Table, seat: int, decisions, loc) -> str:
    """The "↶" line of a take-back: who took back which decisions (labelled in the game as
    it stands after it, where they were his to take)."""
    taken = taken_back_label(table.game, seat, decisions, loc)
    return loc.text("undo-done", player=messages.names(table)[seat], decision=taken)


async def show_taken_back(publisher, change: Change, table: Table) -> None:
    """The message asking again after a take-back, with its line (module docstring)."""
    loc = localizer(table.lang, table.theme)
    channel = publisher.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    line = undo_line(table, change.seat, change.taken_back, loc)
    async with publisher.locks[table.game_id]:
        before = await turn_before(publisher, change, table)
        live = publisher.live_message(table)
        back = await back_to(before, live, table.seq, channel)
        # The message asking again shows its own take-back lines: the live one's, or
        # those of the earlier message the decision taken back had left.
        reopens, shown = (before.reopens, messages.taken_back_marks(before.lines)) \
            if back == live else (None, before.reopens[3])
        await publisher.service.players.set_prompt_message(table.game_id, back, table.seq,
                                                           reopens, shown)
        table.prompt_message_id, table.prompt_seq = back, table.seq
        publisher.turns.pop(table.game_id, None)
        turn = await publisher.current_turn(table, [], 0)
        turn.lines.append(line)
        await publisher.show(table, [], 0, loc, channel, turn)
    await publisher.notices.answers.tell(change, line, channel, ephemeral=True)


async def turn_before(publisher, change: Change, table: Table) -> Turn:
    """The role's message as it was before the take-back: the one the publisher keeps, else
    rebuilt from the record with the decisions taken back (after a restart, or a take-back
    heard from another process)."""
    seq = change.seq + len(change.taken_back)
    turn = publisher.turns.get(table.game_id)
    if turn is not None and turn.seq == seq:
        return turn
    taken = [(change.seat, decision) for decision in change.taken_back]
    earlier = replace(table, seq=seq,
                      record=Record(table.record.setup, [*table.record.decisions, *taken]))
    return await publisher.current_turn(earlier, [], 0)


async def back_to(turn: Turn | None, live: int | None, seq: int, channel) -> int | None:
    """The message that shows the game once a decision is taken back: the live one, or,
    where that decision ended a phase, the role's message it was taken in (which asks
    again), the messages it opened deleted."""
    if turn is None or not turn.reopens or turn.reopens[0] != seq or not turn.reopens[1]:
        return live
    _, earlier, opened, _ = turn.reopens
    for message_id in (*opened, live):
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.HTTPException:
            log.debug("could not delete message %s", message_id, exc_info=True)
    return earlier
