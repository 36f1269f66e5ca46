"""Playing: the buttons of the live message, `/pr play`, `/pr status`, and what the channel and
the players' DMs get after a decision.

The channel gets one message per role chosen (see `discord_ui.messages`): the bot edits it as the
phase goes on and posts the next one when the next role is to be chosen; the first message of a
round carries the table's pictures. A player gets a DM when the game starts waiting on him —
not for decisions he takes in a row, not when the new message already mentions him, not while
he has acted in the game within the last minutes (he is looking at it), and not a second one
before he has acted since the first.

Every decision goes through `GameService.decide` and is stored before anything is posted, so a
Discord error (a deleted message, a missing permission, a rate limit) loses nothing: the next
`/pr status` posts the live message again, and the buttons of any prompt keep working after a
restart. A store error after the decision (a full disk, a database that cannot be reached)
leaves what the decision still owes — the live message's record, the DMs, the computer's move
— as a `Debt`, paid by the clock loop's next pass. A click is accepted when its prompt is
current (same revision, which a take-back moves on as a decision does: see
`discord_ui.prompts`), or, where several players decide at once, when the clicking player's own
situation has not changed since (same version).
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
from dataclasses import dataclass
from datetime import timedelta

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot import arrangement
from bot.choices import SEPARATOR, decision_label
from bot.choices import label as choice_label
from bot.discord_ui import arrange, messages, prompts
from bot.discord_ui.messages import Turn
from bot.discord_ui.prompts import Key
from bot.game import Game
from bot.l10n import Localizer, localizer
from bot.retrying import Retrying
from bot.service import Locks, Outcome, Table, utc_now
from bot.service_errors import ServiceError
from bot.store import StoreError

from . import (
    channel_game,
    defer,
    game_in_play,
    private_localizer,
    reply_service_error,
    say,
    user_language,
)

log = logging.getLogger(__name__)

MOST_REMINDERS = 3  # a decision is recalled at most this many times
WATCHING = timedelta(minutes=5)  # a player who acted this recently needs no DM to come back


def render_default(game, lang: str, theme: str, **clock) -> list[bytes]:
    from renderer import render_board

    return render_board(game, lang, theme, **clock)


def render_story_default(record, lang: str, theme: str) -> tuple[str, bytes]:
    """The story of a finished game: its sentence and its picture."""
    from bot.story import sentence, tell
    from renderer.story import render_story

    story = tell(record)
    picture = render_story(story, lang, theme)
    story.names = [messages.plain(name) for name in story.names]  # as a message shows them
    return sentence(story, localizer(lang, theme)), picture


def render_player_default(game, seat: int, lang: str, theme: str) -> bytes:
    from renderer import render_player

    return render_player(game, seat, lang, theme, show_vp=True)


SHOWN_CHOICES = 8  # legal decisions named in the answer to a refused `/pr play`


def refusal(loc: Localizer, error: ServiceError, game: Game, seat: int) -> str:
    """Why a typed decision was refused, and what the player may type instead (labelled as
    his buttons are: the Mayor's privilege colonists counted, or said to be left out)."""
    legal = error.args_["legal"]
    # Labels hold commas ("Alcalde, con 1 colono más para ti"): the list is set apart by dots.
    choices = SEPARATOR.join(choice_label(game, seat, text, legal, loc)
                             for text in legal[:SHOWN_CHOICES])
    return "\n".join((loc.text("service-error-illegal"),
                       loc.text("play-legal", choices=choices,
                                more=max(0, len(legal) - SHOWN_CHOICES))))


def mention(user_ids) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False,
                                   users=[discord.Object(u) for u in user_ids])


def png(data: bytes | None, name: str) -> discord.File | None:
    return discord.File(io.BytesIO(data), name) if data else None


def table_files(pictures: list[bytes]) -> list[discord.File]:
    """The table's pictures as the attachments of one message: board.png, board-2.png, …"""
    from renderer import numbered

    return [png(data, name) for data, name in
            zip(pictures, numbered("board.png", len(pictures)), strict=True)]


@dataclass
class Debt:
    """What a stored decision still owes its game, its write or a later one having failed (a
    full disk, a database that cannot be reached): the live message brought up to date and
    recorded, the DMs to the players it waits on but those `spared`, the computer's move.
    Paid by the clock loop's next pass (`settle_debts`); after a restart, by `catch_up`."""

    channel_id: int
    revision: int  # the game's revision it was owed at: a take-back never brings it back
    seq: int  # the decision counter then, which a take-back and a new decision can repeat
    spared: set[int]  # no DM for them: waited on already, mentioned, or the one who decided
    shown: int | None = None  # the live message Discord shows, its record owed


class GameCog(commands.Cog, name="GameCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service
        self.render = getattr(bot, "render_board", None) or render_default
        self.render_player = getattr(bot, "render_player", None) or render_player_default
        self.render_story = getattr(bot, "render_story", None) or render_story_default
        # game id -> the role's message being written; rebuilt from the record when missing.
        self.turns: dict[int, Turn] = {}
        self.locks = Locks()  # game id -> its lock, while a click or a refresh holds it
        # (game id, user id) -> when he last acted there; who was sent a DM and has not acted
        # since. Forgotten on restart, which costs at most one DM too many.
        self.seen: dict[tuple[int, int], object] = {}
        self.called: set[tuple[int, int]] = set()
        self.caught_up = False  # on_ready fires again after every reconnection
        self.catching_up = Retrying("the pass after start-up")
        self.owed: dict[int, Debt] = {}  # game id -> what its last decision still owes

    def now(self):
        return getattr(self.bot, "clock", utc_now)()

    # ============================================================= start-up
    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Games whose last decision was stored but whose message was never updated (the bot
        stopped in between) get it, and their pings, now; a game that ended so gets its final
        message and its story."""
        if self.caught_up:
            return
        self.caught_up = True
        await self.catching_up.until_done(self.catch_up)

    async def catch_up(self) -> None:
        """`on_ready`'s pass; done again from the start while it fails (a database that
        cannot be reached yet): what it did already is not listed a second time."""
        for game_id, channel_id in await self.service.unprompted_games():
            try:
                table = await self.service.table(channel_id)
            except ServiceError:
                log.warning("game %s cannot be loaded to post its prompts", game_id)
                continue
            if table.game_id == game_id:
                await self.refresh(table)
        for game_id, _ in await self.service.unposted_endings():
            await self.post_ending(game_id)
        # The computer may have been thinking when the bot stopped: it goes on now.
        for game_id, channel_id in await self.service.games_with_computers():
            try:
                table = await self.service.table(channel_id)
            except ServiceError:
                continue
            if table.game_id == game_id and table.computer_pending is not None:
                async with self.locks[game_id]:
                    await self.computers_play(table)

    async def post_ending(self, game_id: int) -> None:
        """A game that ended while the bot stopped before posting its end: its final message
        (scores, each player's rating change as the store keeps it) and its story, as they
        would have been."""
        try:
            table = await self.service.ended_table(game_id)
        except ServiceError:
            log.warning("game %s cannot be loaded to post its end", game_id)
            return
        async with self.locks[game_id]:
            posted = await self._refresh(table)
            self.forget_game(game_id)
        if posted:  # else both come at the next start, the story after the scores
            channel = self.bot.get_partial_messageable(table.channel_id,
                                                       guild_id=table.guild_id)
            await self.post_story(table, channel)

    # ================================================================ clicks
    async def on_click(self, interaction: discord.Interaction, key: Key, action: str) -> None:
        await interaction.response.defer()
        async with self.locks[key.game_id]:
            await self._click(interaction, key, action)

    async def _click(self, interaction: discord.Interaction, key: Key, action: str) -> None:
        table = await self.checked(interaction, key)
        if table is None:
            return
        revision, decisions = self.clicked(table, key, action)
        if not decisions:
            await self.expired(interaction, table)
            return
        await self.decide(interaction, table, revision, decisions)

    @classmethod
    def clicked(cls, table: Table, key: Key, action: str) -> tuple[int | None, list[str]]:
        """What a decision button of its player stands for in the game as it stands: the
        revision to decide at and the decisions it names, none once its prompt has expired."""
        revision = cls.accepted_revision(table, key)
        if revision is None:
            return None, []
        return revision, prompts.resolve(table.game, key.seat, action)

    async def on_narrow(self, interaction: discord.Interaction, key: Key, depth: int,
                        action: str) -> None:
        """A group of decisions chosen (`prompts.NarrowSelect`): decided if it is one, else
        its decisions open in a message only the player sees (in place, if he chose it in
        such a message already)."""
        await interaction.response.defer()
        async with self.locks[key.game_id]:
            table, revision = await self.checked_revision(interaction, key)
            if table is None:
                return
            legal = table.game.legal(key.seat)
            members = prompts.group_at(legal, action, depth) if revision is not None else []
            if not members:
                await self.expired(interaction, table)
                return
            if len(members) == 1:
                await self.decide(interaction, table, revision, [legal[members[0]]])
                return
        loc = await private_localizer(interaction, table.lang, table.theme)
        self.acted(table.game_id, interaction.user.id, decided=False)
        text = prompts.narrow_text(table, key.seat, loc, members, depth)
        view = prompts.narrow_view(table, key.seat, loc, members, depth + 1)
        if _private(interaction):
            await interaction.edit_original_response(content=text, view=view)
            view.stop()
        else:
            await say_with(interaction, text, view)

    async def checked(self, interaction: discord.Interaction, key: Key) -> Table | None:
        """The channel's game if the click may count: its game, in play, from its player."""
        table = await channel_game(interaction)
        if table is None or table.game_id != key.game_id or table.status != "playing":
            await self.expired(interaction, table)
            return None
        if table.seat_of(interaction.user.id) != key.seat:
            await self.not_yours(interaction, table, key.seat)
            return None
        return table

    async def checked_revision(self, interaction: discord.Interaction,
                               key: Key) -> tuple[Table | None, int | None]:
        """The channel's game if the click may count (`checked`), and the revision to decide
        at (None once its prompt has expired, `accepted_revision`)."""
        table = await self.checked(interaction, key)
        return table, self.accepted_revision(table, key) if table is not None else None

    async def decide(self, interaction: discord.Interaction, table: Table,
                     revision: int | None, decisions: list[str]) -> None:
        user = interaction.user.id
        before = set(table.pending_users)
        try:
            outcome = await self.service.decide(table.channel_id, user, revision, decisions)
        except ServiceError as error:
            if error.code == "stale":
                await self.expired(interaction, table)
            else:
                await reply_service_error(interaction, error, table.lang)
            return
        await self.publish(outcome, before=before, actor=user, decided=len(decisions),
                           interaction=interaction)

    @staticmethod
    def accepted_revision(table: Table, key: Key) -> int | None:
        """The revision to decide at for a click, or None if its prompt has expired."""
        if key.revision == table.revision:
            return key.revision
        game = table.game
        if key.seat not in game.pending() or not messages.simultaneous(table):
            return None
        return table.revision if prompts.version(game, key.seat) == key.version else None

    async def on_arrange(self, interaction: discord.Interaction, key: Key, part: int | None,
                         values: list[int], nobles: list[int] | None) -> None:
        """Circles ticked for a step of the Mayor (`discord_ui.arrange`), in a select (`part`) or
        by its button (None). A step in one select, or confirmed, is chosen: the arrangement
        is placed if that leaves nothing to choose, else the colonists' step follows the
        nobles'. A select among several only shows what is ticked, for its button."""
        await interaction.response.defer()
        async with self.locks[key.game_id]:
            table, revision = await self.checked_revision(interaction, key)
            if table is None:
                return
            game = table.game
            current = arrangement.step(game, key.seat, nobles) if revision is not None else None
            ticking = current is not None and part is not None \
                and len(arrange.parts(game, key.seat, current)) > 1
            chosen = prompts.chosen_circles(interaction.message, part, values) if ticking else None
            if current is not None and not ticking:
                current = arrangement.choose(game, key.seat, current, values)
            if isinstance(current, list):  # the whole arrangement, as decisions
                await self.decide(interaction, table, revision, current)
                return
            if current is None:
                await self.expired(interaction, table)
                return
        loc = await private_localizer(interaction, table.lang, table.theme)
        view = discord.ui.View(timeout=None)
        prompts.add_arrangement(view, table, key.seat, loc, current, chosen)
        await interaction.edit_original_response(view=view)
        view.stop()

    async def on_table_button(self, interaction: discord.Interaction, shared: prompts.Shared,
                              what: str) -> None:
        """A shared button of the live message: the pictures, or a player's own choices (or
        the suggested arrangement) where several decide at once. A button of a message the
        game has left behind (an earlier step, or a decision ago outside a step where several
        decide at once) is out of date."""
        table = await channel_game(interaction)
        if not self.shared_current(table, shared):
            await interaction.response.defer()
            async with self.locks[shared.game_id]:
                await self.expired(interaction, table)
            return
        if what == "board":
            await self.show_pictures(interaction)
            return
        if what == prompts.UNDO:
            await self.bot.get_cog("ClockCog").undo_click(interaction)
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None or seat not in table.game.pending() or not messages.simultaneous(table):
            await interaction.response.defer()
            async with self.locks[shared.game_id]:
                await self.expired(interaction, table)
            return
        key = prompts.key_for(table, seat)
        if what == prompts.SUGGESTED:
            await self.on_click(interaction, key, prompts.SUGGESTED)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        loc = await private_localizer(interaction, table.lang, table.theme)
        self.acted(table.game_id, interaction.user.id, decided=False)
        view = prompts.private_view(table, seat, loc)
        await interaction.followup.send(messages.private_text(table, seat, loc), ephemeral=True,
                                        view=view)
        view.stop()  # its items answer through the bot's dynamic items, not this view

    @staticmethod
    def shared_current(table: Table | None, shared: prompts.Shared) -> bool:
        """Whether a shared button's message is the game's live one as it stands: made at
        this revision, or in this step where several decide at once (the others' decisions
        edit it meanwhile)."""
        if table is None or table.game_id != shared.game_id or table.status != "playing":
            return False
        if shared.revision == table.revision:
            return True
        return messages.simultaneous(table) and shared.revision < table.revision \
            and prompts.phase_version(table.game) == shared.phase

    async def on_guest(self, interaction: discord.Interaction, game_id: int, seat: int,
                       version: str, move: str) -> None:
        """A guest moved from its owner's select: taken at once, asked or not, if the select
        is still his and still what his guests may do."""
        await interaction.response.defer()
        async with self.locks[game_id]:
            table = await channel_game(interaction)
            if table is None or table.game_id != game_id or table.status != "playing":
                await self.expired(interaction, table)
                return
            if table.seat_of(interaction.user.id) != seat:
                await self.not_yours(interaction, table, seat)
                return
            game = table.game
            if prompts.guest_version(game, seat) != version or move not in game.free(seat):
                loc = await private_localizer(interaction, table.lang, table.theme)
                await say_with(interaction, loc.text("guests-gone"),
                               prompts.guest_view(table, seat, loc))
                return
            await self.decide(interaction, table, None, [move])

    async def expired(self, interaction: discord.Interaction, table: Table | None) -> None:
        """A click that cannot count (its game's lock held): says so, with a link to the
        live message, brought back first if it was never posted for the game as it stands."""
        loc = await private_localizer(interaction, table.lang if table else None)
        if table is not None:  # he is at the game, even if his click came late
            self.acted(table.game_id, interaction.user.id, decided=False)
        text = loc.text("click-expired")
        if table is not None and table.status == "playing" and table.prompt_seq != table.seq:
            await self._refresh(table)  # its message was never brought up to date (a crash)
            table = await channel_game(interaction)
        link = self.prompt_link(table, interaction.user.id) if table else None
        if link:
            text += "\n" + loc.text("click-current-prompt", link=link)
        await say(interaction, text)

    async def not_yours(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        loc = await private_localizer(interaction, table.lang)
        await say(interaction, loc.text("click-not-yours", player=messages.names(table)[seat]))

    def live_message(self, table: Table) -> int | None:
        turn = self.turns.get(table.game_id)
        return turn.message_id if turn and turn.message_id else table.prompt_message_id

    def prompt_link(self, table: Table, user_id: int) -> str | None:
        message_id = self.live_message(table)
        if message_id and user_id in table.pending_users:
            return messages.jump_url(table.guild_id, table.channel_id, message_id)
        return None

    # ============================================================ publishing
    async def publish(self, outcome: Outcome, *, before: set[int], actor: int | None = None,
                      decided: int = 0, interaction: discord.Interaction | None = None,
                      by_computer: bool = False) -> None:
        """Show what a decision (or the start) did: new lines in the role's message, the next
        message when a role's phase ended, and the DMs; then let the computer play the seats
        it plays, if it is asked (unless this was the computer's own decision)."""
        table = outcome.table
        loc = localizer(table.lang, table.theme)
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        if actor is not None:
            self.acted(table.game_id, actor)
        spared = before | ({actor} if actor is not None else set())
        mentioned: set[int] = set()
        try:
            if interaction is not None and _private(interaction):
                await self.close_private(interaction, outcome, actor, loc)
            mentioned = await self.show(table, outcome.events, decided, loc, channel)
        except discord.Forbidden:
            await self.tell_host(table, loc)
            return
        except discord.HTTPException:
            log.exception("game %s: could not post to channel %s", table.game_id,
                          table.channel_id)
        except StoreError:  # the decision stands: the rest follows once the store works
            log.warning("game %s: its decision is stored, what follows it is owed",
                        table.game_id, exc_info=True)
            self.owe(table, spared)
            return
        if outcome.game_over:
            self.forget_game(table.game_id)
            await self.post_story(table, channel)
            return
        await self.ping(table, loc, channel, spared | mentioned, actor)
        if not by_computer:
            await self.computers_play(table)

    async def computers_play(self, table: Table) -> None:
        """The computer decides for every seat it plays, as long as one is asked; each of its
        decisions is shown like anyone's, and pings nobody but the people it leaves asked."""
        while table.computer_pending is not None:
            before, seq = set(table.pending_users), table.seq
            try:
                outcome = await self.service.computer_turn(table.channel_id)
            except (ServiceError, StoreError) as error:
                log.warning("game %s: the computer could not play: %s", table.game_id, error)
                if not isinstance(error, ServiceError) or error.code == "not_saved":
                    self.owe(table, set(table.pending_users))  # its move only
                return
            if outcome is None:
                return
            # A run of decisions (a whole placement) is stored at once, like a person's.
            await self.publish(outcome, before=before, decided=outcome.seq - seq,
                               by_computer=True)
            table = outcome.table
            if outcome.game_over:
                return

    async def close_private(self, interaction: discord.Interaction, outcome: Outcome,
                            actor: int | None, loc) -> None:
        """A player's own prompt (a message only he sees) keeps what he decided."""
        seat = outcome.table.seat_of(actor)
        own = [e for e in outcome.events if e.get("seat") == seat]
        text = "\n".join(messages.turn_lines(own, outcome.table, loc)) or messages.DONE
        try:
            await interaction.edit_original_response(content=text[:messages.MESSAGE_LIMIT],
                                                     view=None)
        except discord.HTTPException:
            log.debug("could not close a private prompt", exc_info=True)

    async def show(self, table: Table, events: list[dict], decided: int, loc, channel,
                   turn: Turn | None = None) -> set[int]:
        """Put a decision's events in the role's message, and open the next role's message
        when a phase ended; returns the users the new messages mention."""
        turn = (turn or await self.current_turn(table, events, decided)).copy()
        live_before, opened = turn.message_id, []
        shown_before = messages.taken_back_marks(turn.lines)
        for index, part in enumerate(messages.split_turns(events)):
            lines = messages.turn_lines(part, table, loc)
            if index > 0 or (turn.message_id and messages.too_long(turn.lines + lines)):
                if turn.message_id or turn.events:
                    await self.put(turn, table, loc, channel, live=False)
                    if turn.message_id != live_before:
                        opened.append(turn.message_id)
                turn = Turn(messages.header(table, loc))
                if index > 0:  # a phase ended: taking this decision back goes back there
                    turn.reopens = (table.seq - decided, live_before, tuple(opened),
                                    shown_before)
            turn.events += part
            turn.lines += lines
        mentioned = await self.put(turn, table, loc, channel, live=True)
        turn.seq = table.seq
        self.turns[table.game_id] = turn
        try:
            await self.service.set_prompt_message(table.game_id, turn.message_id, table.seq,
                                                  turn.reopens,
                                                  messages.taken_back_marks(turn.lines))
        except StoreError:  # Discord shows it: only its record is owed
            log.warning("game %s: its live message could not be recorded", table.game_id,
                        exc_info=True)
            self.owe(table, set(table.pending_users), shown=turn.message_id)
        return mentioned

    async def put(self, turn: Turn, table: Table, loc, channel, live: bool) -> set[int]:
        """Post a turn's message, or bring it up to date; the live one asks the question. A
        message that already shows what it would be edited with is left alone (it is only
        looked up, to post it again if it was deleted)."""
        content = messages.turn_text(turn, table, loc, asking=live)
        if live:  # the clock of whoever the game waits on
            clock_lines = await self.bot.get_cog("ClockCog").live_lines(table, loc)
            content = messages.fit("\n".join([content, *clock_lines]))
        view = prompts.live_view(table, loc) if live and not table.game.is_over else None
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
            files = table_files(await self.board(table))
        message = await channel.send(content, view=view or discord.utils.MISSING,
                                     files=files or discord.utils.MISSING,
                                     allowed_mentions=mention(asked))
        turn.message_id, turn.shown = message.id, shown
        return asked

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
        reopens, taken_back = await self.service.prompt_reopens(table.game_id) \
            if message_id else (None, ())
        turn = Turn(messages.header_from(earlier, table, loc), message_id=message_id,
                    seq=before, reopens=reopens)
        turn.add(messages.turn_events(earlier), table, loc)
        turn.lines = messages.with_taken_back(taken_back, turn.lines)  # as it shows them
        return turn

    async def board(self, table: Table) -> list[bytes]:
        """The table's pictures; none when they could not be drawn."""
        try:
            clock = await self.bot.get_cog("ClockCog").picture_clock(table)
            return await asyncio.to_thread(self.render, table.game, table.lang, table.theme,
                                           **clock)
        except Exception:
            log.exception("game %s: the board could not be drawn", table.game_id)
            return []

    async def post_story(self, table: Table, channel) -> None:
        """After the scores, the story of the game: replayed and drawn in a thread, so the
        bot goes on answering meanwhile; a failure costs only the story."""
        try:
            text, data = await asyncio.to_thread(self.render_story, table.record, table.lang,
                                                 table.theme)
            await channel.send(messages.fit(text), file=png(data, "story.png"),
                               allowed_mentions=mention([]))
        except discord.HTTPException:
            log.warning("game %s: could not post its story", table.game_id, exc_info=True)
        except Exception:
            log.exception("game %s: its story could not be told", table.game_id)

    async def own_board(self, table: Table, seat: int, lang: str) -> bytes | None:
        try:
            return await asyncio.to_thread(self.render_player, table.game, seat, lang,
                                           table.theme)
        except Exception:
            log.exception("game %s: the board of seat %s could not be drawn", table.game_id,
                          seat)
            return None

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
            await self._refresh(table, waited_on)

    async def _refresh(self, table: Table, waited_on: set[int] | None = None) -> bool:
        """`refresh` under the game's lock; whether Discord took the messages."""
        loc = localizer(table.lang, table.theme)
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        turn = await self.current_turn(table, [], 0)
        try:
            if turn.message_id is None and table.prompt_message_id is not None:
                await self.strip(channel, table.prompt_message_id)
            mentioned = await self.show(table, [], 0, loc, channel, turn)
        except discord.HTTPException:
            log.exception("game %s: could not post the prompts", table.game_id)
            return False
        await self.ping(table, loc, channel, (waited_on or set()) | mentioned, None)
        return True

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

    # ================================================================ debts
    def owe(self, table: Table, spared: set[int], shown: int | None = None) -> None:
        """Keep what a game's stored decision still owes (`Debt`); a second failure at the
        same decision spares only those both spare."""
        debt = self.owed.get(table.game_id)
        if debt is not None and debt.revision == table.revision:
            spared, shown = spared & debt.spared, shown or debt.shown
        self.owed[table.game_id] = Debt(table.channel_id, table.revision, table.seq,
                                        set(spared), shown)

    async def settle_debts(self) -> None:
        """The clock loop's pass: every game's debt paid, or kept for the next pass."""
        for game_id in list(self.owed):
            debt = self.owed.pop(game_id)
            try:
                await self.settle(game_id, debt)
            except Exception:
                self.owed.setdefault(game_id, debt)
                raise

    async def settle(self, game_id: int, debt: Debt) -> None:
        """A game's live message brought up to date and recorded, the DMs it owes, and the
        computer's moves; for a game that ended, its final message and story. A decision
        taken since has posted and pinged for itself: only the computer may be owed then."""
        async with self.locks[game_id]:
            try:
                table = await self.service.table(debt.channel_id)
            except ServiceError:
                table = None
            if table is not None and table.game_id == game_id:
                spared = debt.spared if table.revision == debt.revision \
                    else set(table.pending_users)
                await self._refresh(table, spared)
                await self.computers_play(table)
                return
        if debt.shown is not None:  # its final message is out: only its record is owed
            await self.service.set_prompt_message(game_id, debt.shown, debt.seq)
        elif (game_id, debt.channel_id) in await self.service.unposted_endings():
            await self.post_ending(game_id)

    def forget_game(self, game_id: int) -> None:
        self.turns.pop(game_id, None)
        self.seen = {k: v for k, v in self.seen.items() if k[0] != game_id}
        self.called = {k for k in self.called if k[0] != game_id}

    # ================================================================= pings
    def acted(self, game_id: int, user: int, decided: bool = True) -> None:
        self.seen[(game_id, user)] = self.now()
        if decided:
            self.called.discard((game_id, user))

    def watching(self, game_id: int, user: int) -> bool:
        last = self.seen.get((game_id, user))
        return last is not None and self.now() - last < WATCHING

    async def ping(self, table: Table, loc, channel, before: set[int], actor: int | None) -> None:
        """A DM to each player the game now waits on, unless he was waited on already, has
        just been mentioned, is looking at the game, or has a DM he has not answered yet.
        Those the store could not note are owed (`Debt`)."""
        for user in table.pending_users:
            if user == actor or user in before or (table.game_id, user) in self.called \
                    or self.watching(table.game_id, user):
                continue
            try:
                await self.ping_one(table, channel, user)
            except StoreError:
                log.warning("game %s: ping to %s is owed", table.game_id, user, exc_info=True)
                self.owe(table, before | {actor})
            except Exception:
                log.exception("game %s: ping to %s failed", table.game_id, user)

    async def ping_one(self, table: Table, channel, user: int) -> None:
        prefs = await self.service.user(user)
        if not prefs.notify or prefs.dm_blocked:
            return
        if await self.service.hold_ping(table, user):  # away, or sent when his quiet hours end
            return
        if not await self.service.claim_ping(table.game_id, table.revision, user):
            return
        self.called.add((table.game_id, user))
        await self.turn_dm(table, channel, user, prefs.lang, "ping")

    async def turn_dm(self, table: Table, channel, user: int, lang: str | None,
                      message_id: str, **args) -> None:
        """A DM about the decision a game waits on (`ping` or `reminder`), in the player's
        language; a refused DM becomes a mention in the channel, and is remembered."""
        loc = localizer(lang or table.lang, table.theme)
        live = self.live_message(table)
        link = messages.jump_url(table.guild_id, table.channel_id, live) if live \
            else f"<#{table.channel_id}>"
        text = loc.text(message_id, channel=f"<#{table.channel_id}>", link=link,
                        decision=messages.step_text(table, table.seat_of(user), loc), **args)
        text = "\n".join([text, *await self.bot.get_cog("ClockCog").dm_lines(table, user, loc)])
        try:
            dm = await self.bot.create_dm(discord.Object(user))
            await dm.send(text)
        except discord.HTTPException as error:
            if error.code != 50007 and error.status != 403:
                raise
            await self.service.mark_dm_blocked(user, True)
            game_loc = localizer(table.lang, table.theme)
            await channel.send(game_loc.text("ping-dm-refused", user=f"<@{user}>"),
                               allowed_mentions=mention([user]))

    # ============================================================= reminders
    async def send_reminders(self, clock=utc_now) -> None:
        """DM every player a decision has waited on for too long (the database keeps what was
        sent, so a restart neither loses nor repeats a reminder)."""
        due = await self.service.due_reminders(self.bot.remind_every, MOST_REMINDERS, clock)
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
        prefs = await self.service.user(table.host_id)
        loc = localizer(prefs.lang or table.lang, table.theme)
        name = messages.names(table)[table.seat_of(user)]
        text = loc.text("reminder-offer-replace", player=name, hours=hours,
                        channel=f"<#{table.channel_id}>")
        dm = await self.bot.create_dm(discord.Object(table.host_id))
        await dm.send(text)

    # ============================================================= commands
    @app_commands.command(name=locale_str("status"),
                          description=locale_str("Show the board and whose turn it is"))
    async def status(self, interaction: discord.Interaction) -> None:
        await self.show_pictures(interaction)

    async def show_pictures(self, interaction: discord.Interaction) -> None:
        """Privately: where the game stands, a link to its live message, the table's pictures
        and, for a player, his own board."""
        await defer(interaction, ephemeral=True)
        table = await channel_game(interaction)
        loc = await private_localizer(interaction, table.lang if table else None,
                                      table.theme if table else "classic")
        if table is None:
            await say(interaction, loc.text("service-error-no_game"))
            return
        if table.status != "playing":
            names = ", ".join(messages.names(table))
            await say(interaction, loc.text("status-lobby", players=names,
                                            count=len(table.names)))
            return
        user = interaction.user.id
        self.seen[(table.game_id, user)] = self.now()
        # The live message brought up to date, or posted again if it was deleted or never
        # posted (a lost permission); nobody is pinged again for it.
        await self.refresh(table, waited_on=set(table.pending_users))
        table = await channel_game(interaction)
        shown = messages.names(table)
        waiting = loc.join([shown[s] for s in table.game.pending()])
        lines = [loc.text("status-playing", round=table.game.state.round, waiting=waiting),
                 *await self.bot.get_cog("ClockCog").status_lines(table, loc)]
        live = self.live_message(table)
        if live:
            lines.append(messages.jump_url(table.guild_id, table.channel_id, live))
        files = table_files(await self.board(table))
        seat = table.seat_of(user)
        if seat is not None:
            files.append(png(await self.own_board(table, seat, loc.lang), "me.png"))
        files = [f for f in files if f]
        guests = prompts.guest_view(table, seat, loc) if seat is not None else None
        await say_with(interaction, "\n".join(lines), guests,
                       **({"files": files} if files else {}))

    @app_commands.command(name=locale_str("guests"),
                          description=locale_str("Move the guests of your Guest House"))
    async def guests(self, interaction: discord.Interaction) -> None:
        """Privately: the guest moves its owner may make now, asked or not."""
        await defer(interaction, ephemeral=True)
        table, loc = await game_in_play(interaction)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await say(interaction, loc.text("service-error-not_a_player"))
            return
        view = prompts.guest_view(table, seat, loc)
        await say_with(interaction, loc.text("guests-choose" if view else "guests-none"), view)

    @app_commands.command(name=locale_str("play"),
                          description=locale_str("Make a decision by name, without the buttons"))
    @app_commands.rename(decision=locale_str("decision"))
    @app_commands.describe(decision=locale_str("One of your legal choices"))
    async def play(self, interaction: discord.Interaction, decision: str) -> None:
        await defer(interaction, ephemeral=True)
        table = await channel_game(interaction)
        loc = await private_localizer(interaction, table.lang if table else None)
        if table is None or table.status != "playing":
            await say(interaction, loc.text("service-error-no_game"))
            return
        async with self.locks[table.game_id]:
            table = await channel_game(interaction)
            before = set(table.pending_users)
            game, seat = table.game, table.seat_of(interaction.user.id)  # as before deciding
            game_loc = localizer(loc.lang, table.theme)
            try:
                outcome = await self.service.decide(
                    table.channel_id, interaction.user.id, None, [decision])
            except ServiceError as error:
                if error.code == "illegal" and error.args_.get("legal"):
                    await say(interaction, refusal(game_loc, error, game, seat))
                else:
                    await reply_service_error(interaction, error, table.lang)
                return
            label = decision_label(game, seat, decision, game_loc)
            await say(interaction, loc.text("play-done", decision=label))
            await self.publish(outcome, before=before, actor=interaction.user.id, decided=1)

    @play.autocomplete("decision")
    async def play_choices(self, interaction: discord.Interaction, current: str):
        table = await channel_game(interaction)
        if table is None or table.status != "playing":
            return []
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            return []
        lang = await user_language(interaction, table.lang)
        loc = localizer(lang, table.theme)
        needle = current.lower()
        found = []
        offered = table.game.legal(seat) + table.game.free(seat)
        for decision in offered:
            label = choice_label(table.game, seat, decision, offered, loc)
            if needle in label.lower() or needle in decision:
                found.append(app_commands.Choice(name=label[:100], value=decision))
        return found[:25]


async def say_with(interaction: discord.Interaction, text: str,
                   view: discord.ui.View | None, **kwargs) -> None:
    """A private answer with a view when there is one; its items answer through the bot's
    dynamic items, so the view itself is stopped at once."""
    if view is None:
        await say(interaction, text, **kwargs)
        return
    await say(interaction, text, view=view, **kwargs)
    view.stop()


def _private(interaction: discord.Interaction) -> bool:
    """Whether a click came from a message only its player sees."""
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def setup(bot) -> None:
    await bot.add_pr_cog(GameCog(bot))
