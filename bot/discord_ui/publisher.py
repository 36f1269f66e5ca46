"""The live message of each role, and the pictures: what the channel shows of a game.

The channel gets one message per role chosen (see `bot.words.messages`): the bot edits it as
the phase goes on and posts the next one when the next role is to be chosen (the roles the
computer plays alone in a row share one: `next_message`); the first message of a round
carries the table's pictures, the game's end its scores and its story.

Every decision is stored before anything is posted, so a Discord error (a deleted message, a
missing permission, a rate limit) loses nothing: the next `/pr status` posts the live message
again. What a restart or a store error left unshown is made good by `debts.py`; a take-back is
shown by `taking_back.py`, the lines of the other changes that are not decisions by
`notices.py`.
"""

from __future__ import annotations

import asyncio
import json
import logging

import discord

from bot.feed import (
    CANCELLED,
    DECIDED,
    ENDED,
    SEATS,
    STARTED,
    TIMED_OUT,
    UNDONE,
    Change,
    of_servers,
)
from bot.game.record import Record
from bot.l10n import localizer
from bot.service import Locks, Outcome, Table
from bot.service_errors import ServiceError
from bot.store import StoreError

from ..words import messages
from ..words.messages import Turn
from . import clock_lines, prompts, review
from .debts import Debts
from .delivery import CHANNEL, Delivery
from .handoff import Handoff, Pings
from .notices import Notices
from .pictures import Pictures, table_files
from .replies import mention
from .taking_back import show_taken_back

log = logging.getLogger(__name__)


class Publisher:
    """What the channels show of the games (module docstring); held by the bot as
    `bot.publisher`."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.service = bot.service
        self.pictures = Pictures(bot)
        # game id -> the role's message being written; rebuilt from the record when missing.
        self.turns: dict[int, Turn] = {}
        self.locks = Locks()  # game id -> its lock, while a click or a refresh holds it
        self.debts = Debts(self)  # what the channels are owed (a restart, a store error)
        # game id -> the decision counter and the seats asked at the last change shown, of
        # the games in play only (a bot running for months keeps nothing of the others)
        self.asked: dict[int, tuple[int, tuple[int, ...]]] = {}
        self.notices = Notices(self)  # the lines of the changes that are not decisions
        self.handoff = Handoff()  # what it made of each change, for the web table
        self.delivery = Delivery()  # how soon the channel and the DMs showed each change
        self.unsubscribe = lambda: None

    @property
    def pinger(self):
        return self.bot.pinger

    def live_message(self, table: Table) -> int | None:
        turn = self.turns.get(table.game_id)
        return turn.message_id if turn and turn.message_id else table.prompt_message_id

    def prompt_link(self, table: Table, user_id: int) -> str | None:
        message_id = self.live_message(table)
        if message_id and user_id in table.pending_users:
            return messages.jump_url(table.guild_id, table.channel_id, message_id)
        return None

    # ============================================================ the feed
    def subscribe(self) -> None:
        """Show every change of the service's feed, whoever took it: a click, `/pr play`, the
        computer, the clock, another process on the same database; and mark the stories of
        the games whose reviews are made here."""
        # another process's change is read here only if it is of a server this one shows
        unsubscribe = self.service.feed.subscribe(self.on_change,
                                                  of_servers(self.service.shards))
        unreviewed = self.service.reviews.subscribe(self.pictures.mark_story)

        def stop() -> None:
            unsubscribe()
            unreviewed()
            self.handoff.close()  # nobody waits for what it no longer shows

        self.unsubscribe = stop

    async def on_change(self, change: Change) -> None:
        """A stored change shown in its channel, whoever made it (here or in another process):
        a start or a decision by `publish`, a take-back with its "↶" line (`taking_back`), a
        seat changing hands, a time-out or a cancellation with its line (`notices`), a game
        to read again (`resync`) by bringing the live message up to date. Then its DMs
        (`Pinger.deliver`), then the computer's move if it is asked: in every run the DMs of
        a decision come before the computer's answer. What the channel showed goes to the
        web tables at once (`handoff`)."""
        pings = None
        try:
            pings = await self.show_any(change)
        finally:
            self.handoff.give(change, pings)
        table = change.table
        if table is None or not self.owns(table):
            return
        self.delivery.shown(CHANNEL, change)
        if pings is not None:
            await self.pinger.deliver(pings, change)
        if not change.game_over:
            await self.play_on(table)

    async def show_any(self, change: Change) -> Pings | None:
        """`on_change`'s showing: what the DMs of the change must spare (None: no DMs)."""
        table = change.table
        if table is None or not self.owns(table):
            return None
        asked = self.asked.pop(change.game_id, None)
        if not change.game_over:  # a game over asks nobody again
            self.asked[change.game_id] = (change.seq, change.pending_seats)
        if change.kind in (STARTED, DECIDED, ENDED):
            return await self.show_change(change, table, asked)
        if change.kind == UNDONE:
            await show_taken_back(self, change, table)
            return None  # who is asked again took it back, or saw it taken back
        if change.kind in (SEATS, TIMED_OUT):
            return await self.notices.seats(change, table)
        if change.kind == CANCELLED:
            await self.notices.cancelled(change, table)
            return None
        # a game to read again (this subscriber fell behind on it, or another process's
        # note came late): its DMs spare who was waited on at the last change shown here
        await self.refresh(table, self.users_of(table, asked[1]) if asked else None)
        return None

    def owns(self, table: Table) -> bool:
        """Whether this process answers for the game's server (`bot.shards`)."""
        shards = self.service.shards
        return shards is None or shards.owns(table.guild_id)

    async def show_change(self, change: Change, table: Table,
                          asked: tuple[int, tuple[int, ...]] | None) -> Pings | None:
        """A start or a decision: who decided, how many decisions, and who was asked before."""
        decided = 0 if change.kind == STARTED else table.last_submission
        by_computer = change.kind == STARTED or table.last_by_computer or change.seat is None
        actor = None if by_computer else table.seats[change.seat]
        before = await self.waited_on(table, decided, asked)
        outcome = Outcome(table, list(change.events), False, change.game_over,
                          list(change.pending_users), change.seq)
        async with self.locks[table.game_id]:
            return await self.publish(outcome, before=before, actor=actor, decided=decided)

    async def waited_on(self, table: Table, decided: int,
                        asked: tuple[int, tuple[int, ...]] | None) -> set[int]:
        """The people the game waited on before a decision: as the last change shown said,
        else (after a restart, a take-back) from the record without it."""
        if decided == 0:
            return set()
        if asked is not None and asked[0] == table.seq - decided:
            seats = asked[1]
        else:
            kept = len(table.record.decisions) - decided
            earlier = Record(table.record.setup, list(table.record.decisions[:kept]))
            game, _ = await asyncio.to_thread(earlier.replay)
            seats = tuple(game.pending())
        return self.users_of(table, seats)

    @staticmethod
    def users_of(table: Table, seats) -> set[int]:
        """The people at `seats` (never the computer's)."""
        return {table.seats[seat] for seat in seats if seat not in table.computers}

    # ============================================================ publishing
    async def publish(self, outcome: Outcome, *, before: set[int], actor: int | None = None,
                      decided: int = 0) -> Pings | None:
        """Show what a decision (or the start) did: new lines in the role's message, the next
        message when a role's phase ended; what its DMs spare (None: no DMs)."""
        table = outcome.table
        loc = localizer(table.lang, table.theme)
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        spared = before | ({actor} if actor is not None else set())
        mentioned: set[int] = set()
        try:
            mentioned = await self.show(table, outcome.events, decided, loc, channel,
                                        by_computer=actor is None)
        except discord.Forbidden:
            await self.tell_host(table, loc)
            return None
        except discord.HTTPException:
            log.exception("game %s: could not post to channel %s", table.game_id,
                          table.channel_id)
        except StoreError:  # the decision stands: the rest follows once the store works
            log.warning("game %s: its decision is stored, what follows it is owed",
                        table.game_id, exc_info=True)
            self.debts.owe(table, spared)
            return None
        if outcome.game_over:
            self.forget_game(table.game_id)
            await self.pictures.post_story(table, channel)
            return None
        return Pings(table, channel, spared | mentioned, actor)

    async def play_on(self, table: Table) -> None:
        """The computer decides for a seat it plays if one is asked now (a run of decisions,
        a whole placement, stored at once like a person's); its change is shown like anyone's
        (`on_change`), and lets it decide again while it is asked."""
        if table.computer_pending is None:
            return
        try:
            await self.service.play.computer_turn(table.channel_id)
        except (ServiceError, StoreError) as error:
            log.warning("game %s: the computer could not play: %s", table.game_id, error)
            if not isinstance(error, ServiceError) or error.code == "not_saved":
                self.debts.owe(table, set(table.pending_users))  # its move only

    async def show(self, table: Table, events: list[dict], decided: int, loc, channel,
                   turn: Turn | None = None, by_computer: bool = False) -> set[int]:
        """Put a decision's events in the role's message, and open the next role's message
        when a phase ended (the computer's run aside: `next_message`); returns the users the
        new messages mention."""
        turn = (turn or await self.current_turn(table, events, decided)).copy()
        live_before, opened = turn.message_id, []
        shown_before = messages.taken_back_marks(turn.lines)
        parts = messages.split_turns(events)
        for index, part in enumerate(parts):
            lines = messages.turn_lines(part, table, loc)
            if index > 0 or (turn.message_id and messages.too_long(turn.lines + lines)):
                # the computer plays the next phase alone: it ends in this change, or the
                # game then waits on nobody else
                plays_on = index > 0 and by_computer and (
                    index < len(parts) - 1 or not (table.pending_users or table.game.is_over))
                turn, done = await self.next_message(turn, table, loc, channel,
                                                     index > 0 and by_computer, plays_on,
                                                     messages.opens_round(part))
                if done not in (None, live_before):
                    opened.append(done)
                if index > 0:  # a phase ended: taking this decision back goes back there
                    turn.reopens = (table.seq - decided, live_before, tuple(opened),
                                    shown_before)
            turn.events += part
            turn.lines += lines
            turn.by_people |= bool(part) and not by_computer
        mentioned = await self.put(turn, table, loc, channel, live=True)
        turn.seq = table.seq
        self.turns[table.game_id] = turn
        try:
            await self.service.players.set_prompt_message(table.game_id, turn.message_id, table.seq,
                                                  turn.reopens,
                                                  messages.taken_back_marks(turn.lines))
        except StoreError:  # Discord shows it: only its record is owed
            log.warning("game %s: its live message could not be recorded", table.game_id,
                        exc_info=True)
            self.debts.owe(table, set(table.pending_users), shown=turn.message_id)
        return mentioned

    async def next_message(self, turn: Turn, table: Table, loc, channel, by_computer: bool,
                           plays_on: bool, new_round: bool) -> tuple[Turn, int | None]:
        """The message that goes on after `turn` (its phase ended, or it is full), and the
        one left as it stands: a new one after `turn`. Where the computer ended a phase it
        played alone (`by_computer`), its lines go to the message of the computer's run
        before it (`Turn.run`), and the same message asks the next question if the computer
        plays it alone too (`plays_on`) in the same round (not `new_round`: a round's
        message carries its pictures), else it gives way to a new one; `turn` becomes the
        message of the run where there is none, or it is full, or it begins a round."""
        header = messages.header(table, loc)
        alone = by_computer and not turn.by_people and bool(turn.message_id or turn.events)
        if alone and turn.run is not None and not turn.pictured \
                and not messages.too_long(turn.run.lines + turn.said):
            run = turn.run.copy()
            run.lines += turn.said
            await self.put(run, table, loc, channel, live=False)
            if plays_on and not new_round:
                return Turn(header, message_id=turn.message_id, shown=turn.shown, run=run), None
            await self.delete(channel, turn.message_id)
            return Turn(header, run=run if plays_on else None), None
        if turn.message_id or turn.events:
            await self.put(turn, table, loc, channel, live=False)
        turn.run = None  # the computer's run goes on from it, or is over
        return Turn(header, run=turn if alone and plays_on else None), turn.message_id

    @staticmethod
    async def delete(channel, message_id: int | None) -> None:
        """A message whose lines went on in another, if it was posted."""
        if message_id is not None:
            try:
                await channel.get_partial_message(message_id).delete()
            except discord.HTTPException:
                log.debug("could not delete message %s", message_id, exc_info=True)

    async def put(self, turn: Turn, table: Table, loc, channel, live: bool) -> set[int]:
        """Post a turn's message, or bring it up to date; the live one asks the question. A
        message that already shows what it would be edited with is left alone (it is only
        looked up, to post it again if it was deleted)."""
        content = messages.turn_text(turn, table, loc, asking=live)
        if live:  # the clock of whoever the game waits on
            clock = await clock_lines.live_lines(self.service, table, loc)
            content = messages.fit("\n".join([content, *clock]))
        view = None
        if live:  # the question's buttons, or the finished game's Review
            view = await self.final_view(table, loc) if table.game.is_over \
                else prompts.live_view(table, loc, self.bot.offers_activity)
        shown = json.dumps([content, view.to_components() if view else []], sort_keys=True)
        if turn.message_id is not None:
            message = channel.get_partial_message(turn.message_id)
            try:
                if shown == turn.shown:
                    await message.fetch()
                else:
                    await message.edit(content=content, view=view,
                                       allowed_mentions=mention([]))
                    turn.shown = shown
                return set()
            except discord.NotFound:
                turn.message_id = None  # deleted: posted again below
        asked = set(table.pending_users) if live else set()
        files = []
        if turn.begins_round or table.game.is_over:
            files = table_files(await self.pictures.board(table))
        message = await channel.send(content, view=view or discord.utils.MISSING,
                                     files=files or discord.utils.MISSING,
                                     allowed_mentions=mention(asked))
        turn.message_id, turn.shown, turn.pictured = message.id, shown, bool(files)
        return asked

    async def final_view(self, table: Table, loc) -> discord.ui.View | None:
        """The final message's Review button: a link to the game's replay on the live table,
        for anyone in the channel (a finished game is no secret); none when the table is not
        served."""
        url = await self.bot.table_links.replay(table.game_id)
        return review.review_view(url, loc) if url else None

    async def current_turn(self, table: Table, events: list[dict], decided: int) -> Turn:
        """The role's message as it was before these events: the one the bot keeps, else
        (after a restart) rebuilt from the record."""
        before = table.seq - decided
        turn = self.turns.get(table.game_id)
        if turn is not None and turn.seq == before:
            return turn
        loc = localizer(table.lang, table.theme)
        if table.seq == 0 and events:  # the start: nothing was posted yet
            return Turn(messages.header(table, loc))
        _, every = await asyncio.to_thread(table.record.replay)
        earlier = every[:len(every) - len(events)]
        message_id = table.prompt_message_id if table.prompt_seq == before else None
        reopens, taken_back = await self.service.players.prompt_reopens(table.game_id) \
            if message_id else (None, ())
        turn = Turn(messages.header_from(earlier, table, loc), message_id=message_id,
                    seq=before, reopens=reopens, by_people=True)  # as far as it knows
        turn.add(messages.turn_events(earlier), table, loc)
        turn.lines = messages.with_taken_back(taken_back, turn.lines)  # as it shows them
        return turn

    async def tell_host(self, table: Table, loc) -> None:
        """The bot may not post in the game's channel: tell the host, or at least the log."""
        log.warning("game %s: no permission to post in channel %s", table.game_id,
                    table.channel_id)
        try:
            dm = await self.bot.create_dm(discord.Object(table.host_id))
            await dm.send(loc.text("channel-forbidden", channel=f"<#{table.channel_id}>"))
        except discord.HTTPException:
            log.warning("game %s: could not tell the host either", table.game_id)

    async def refresh(self, table: Table, waited_on: set[int] | None = None) -> None:
        """Bring a game's live message up to date, or post it again if it is gone or was
        never posted for the game as it stands (after a crash, a seat handed over, a lost
        permission); DMs go to the players the game waits on, but those of `waited_on`."""
        async with self.locks[table.game_id]:
            await self.refresh_held(table, waited_on)

    async def refresh_held(self, table: Table, waited_on: set[int] | None = None) -> bool:
        """`refresh` under the game's lock; whether Discord took the messages. (No change
        made it: a restart's pass, a debt paid, /pr status, the clock's quiet hours; so the
        pinger is asked here, not from the feed.)"""
        pings = await self.shown_again(table, waited_on)
        if pings is not None:
            await self.pinger.ping(pings.table, pings.channel, pings.spared, None)
        return pings is not None

    async def shown_again(self, table: Table, waited_on: set[int] | None = None) -> Pings | None:
        """The live message brought up to date, under the game's lock; what the DMs of the
        players the game waits on spare (those of `waited_on`, those it mentioned), None if
        Discord refused it."""
        loc = localizer(table.lang, table.theme)
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        turn = await self.current_turn(table, [], 0)
        try:
            if turn.message_id is None and table.prompt_message_id is not None:
                await self.strip(channel, table.prompt_message_id)
            mentioned = await self.show(table, [], 0, loc, channel, turn)
        except discord.HTTPException:
            log.exception("game %s: could not post the prompts", table.game_id)
            return None
        return Pings(table, channel, (waited_on or set()) | mentioned)

    async def strip(self, channel, message_id: int) -> None:
        """Take the buttons off an old message."""
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.debug("could not strip prompt %s", message_id, exc_info=True)

    async def forget(self, table: Table) -> None:
        """A game has ended early: its live message loses its buttons."""
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        message_id = self.live_message(table)
        self.forget_game(table.game_id)
        if message_id:
            await self.strip(channel, message_id)

    def forget_game(self, game_id: int) -> None:
        self.turns.pop(game_id, None)
        self.pinger.forget_game(game_id)
