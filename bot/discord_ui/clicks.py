"""Clicks: the buttons and selects of a game's messages (`discord_ui.prompts`), checked and
turned into the decision they stand for, and the clicking player's own answer.

A click is accepted when its prompt is current (same revision, which a take-back moves on as a
decision does: see `discord_ui.custom_ids`), or, where several players decide at once, when the
clicking player's own situation has not changed since and nothing was taken back since (same
version; for the live message's shared buttons, the same step and take-backs). A click that
cannot count is answered as out of date, with a link to the live message; circles that make no
arrangement, clicked in time, are answered with what was wrong. What the channel shows
after a decision is the publisher's (`discord_ui.publisher`).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from bot.decisions import arrangement
from bot.l10n import localizer
from bot.service import Outcome, Table
from bot.service.play import Choose
from bot.service_errors import ServiceError

from ..words import messages
from . import arrange, clock_lines, custom_ids, mayor_selects, private_prompts
from .custom_ids import Key
from .pictures import png, table_files
from .replies import (
    channel_game,
    defer,
    game_in_play,
    looking,
    private_localizer,
    say,
    say_with,
)

log = logging.getLogger(__name__)

# A click on a game that is no longer the channel's in play, or that moved on meanwhile: out of date
GONE = ("stale", "no_game", "not_started")


class NotChosen(Exception):
    """A click that decides nothing, found under the game's lock (out of date, another
    player's, or a step of a choice): `answer` tells the player, once the lock is let go."""

    def __init__(self, answer: Callable[[], Awaitable[None]]) -> None:
        super().__init__()
        self.answer = answer


class Clicks:
    """Routes every click of a game's messages (module docstring); held by the bot as
    `bot.clicks`, reached by the buttons' dynamic items."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.service = bot.service

    @property
    def publisher(self):
        return self.bot.publisher

    # ================================================================ clicks
    async def on_click(self, interaction: discord.Interaction, key: Key, action: str) -> None:
        await interaction.response.defer()

        def choose(table: Table) -> tuple[int | None, list[str]]:
            self.refuse_unless_current(interaction, table, key.game_id, key.seat)
            revision, decisions = self.clicked(table, key, action)
            if not decisions:
                raise NotChosen(lambda: self.expired(interaction, table))
            return revision, decisions

        async with self.publisher.locks[key.game_id]:
            await self.decide(interaction, choose)

    @classmethod
    def clicked(cls, table: Table, key: Key, action: str) -> tuple[int | None, list[str]]:
        """What a decision button of its player stands for in the game as it stands: the
        revision to decide at and the decisions it names, none once its prompt has expired."""
        revision = cls.accepted_revision(table, key)
        if revision is None:
            return None, []
        return revision, custom_ids.resolve(table.game, key.seat, action)

    async def on_narrow(self, interaction: discord.Interaction, key: Key, depth: int,
                        action: str) -> None:
        """A group of decisions chosen (`buttons.NarrowSelect`): decided if it is one, else
        its decisions open in a message only the player sees (in place, if he chose it in
        such a message already)."""
        await interaction.response.defer()

        def choose(table: Table) -> tuple[int | None, list[str]]:
            self.refuse_unless_current(interaction, table, key.game_id, key.seat)
            revision = self.accepted_revision(table, key)
            legal = table.game.legal(key.seat)
            members = custom_ids.group_at(legal, action, depth) if revision is not None else []
            if not members:
                raise NotChosen(lambda: self.expired(interaction, table))
            if len(members) > 1:
                raise NotChosen(lambda: self.narrowed(interaction, table, key, members, depth))
            return revision, [legal[members[0]]]

        async with self.publisher.locks[key.game_id]:
            await self.decide(interaction, choose)

    async def narrowed(self, interaction: discord.Interaction, table: Table, key: Key,
                       members: list[int], depth: int) -> None:
        """The decisions of a group chosen, in a message only the player sees."""
        loc = await private_localizer(interaction, table.lang, table.theme)
        self.bot.pinger.acted(table.game_id, interaction.user.id, decided=False)
        text = private_prompts.narrow_text(table, key.seat, loc, members, depth)
        view = private_prompts.narrow_view(table, key.seat, loc, members, depth + 1)
        if _private(interaction):
            await interaction.edit_original_response(content=text, view=view)
            view.stop()
        else:
            await say_with(interaction, text, view)

    def refuse_unless_current(self, interaction: discord.Interaction, table: Table,
                              game_id: int, seat: int) -> None:
        """Under the game's lock: a click counts only on its game, in play, from its player
        (else `NotChosen`, with its answer)."""
        if table.game_id != game_id or table.status != "playing":
            raise NotChosen(lambda: self.expired(interaction, table))
        if table.seat_of(interaction.user.id) != seat:
            raise NotChosen(lambda: self.not_yours(interaction, table, seat))

    async def decide(self, interaction: discord.Interaction, choose: Choose) -> None:
        """A click's decisions, chosen and stored by one service call that reads the game
        once, under its lock (`Play.decide_chosen`); a click that cannot count is answered
        once the lock is let go."""
        user = interaction.user.id
        try:
            outcome = await self.service.play.decide_chosen(interaction.channel_id, user, choose)
        except NotChosen as not_chosen:
            await not_chosen.answer()
            return
        except ServiceError as error:
            if error.code not in GONE:
                raise  # answered by the bot's error handler (`replies.reply_error`)
            await self.expired(interaction, await channel_game(interaction))
            return
        if _private(interaction):  # the channel's message is the publisher's (`on_change`)
            await self.close_private(interaction, outcome, user)

    @classmethod
    def accepted_revision(cls, table: Table, key: Key) -> int | None:
        """The revision to decide at for a click, or None if its prompt has expired."""
        if key.revision == table.revision:
            return key.revision
        if not cls.at_once(table, key.seat):
            return None
        return table.revision if custom_ids.version(table, key.seat) == key.version else None

    @staticmethod
    def at_once(table: Table, seat: int | None) -> bool:
        """Whether a seat is one of the players deciding at once now (Mayor, storage)."""
        return seat in table.game.pending() and messages.simultaneous(table)

    async def on_arrange(self, interaction: discord.Interaction, key: Key, part: int | None,
                         values: list[int], nobles: list[int] | None) -> None:
        """Circles ticked for a step of the Mayor (`discord_ui.arrange`), in a select (`part`) or
        by its button (None). A step in one select, or confirmed, is chosen: the arrangement
        is placed if that leaves nothing to choose, else the colonists' step follows the
        nobles'. A select among several only shows what is ticked, for its button. Circles
        that make no choice of the step are refused with what was wrong (never as out of
        date: the click was in time)."""
        await interaction.response.defer()

        def choose(table: Table) -> tuple[int | None, list[str]]:
            self.refuse_unless_current(interaction, table, key.game_id, key.seat)
            revision = self.accepted_revision(table, key)
            if revision is None:
                raise NotChosen(lambda: self.expired(interaction, table))
            game = table.game
            current = arrangement.step(game, key.seat, nobles)
            if current is None:  # nobles' circles he could not have chosen
                first = arrangement.step(game, key.seat)
                raise NotChosen(lambda: self.not_arranged(interaction, table, first, nobles))
            if part is not None and len(arrange.parts(game, key.seat, current)) > 1:
                chosen = mayor_selects.chosen_circles(interaction.message, part, values)
                raise NotChosen(lambda: self.arranging(interaction, table, key, current, chosen))
            result = arrangement.choose(game, key.seat, current, values)
            if isinstance(result, list):  # the whole arrangement, as decisions
                return revision, result
            if result is None:
                raise NotChosen(lambda: self.not_arranged(interaction, table, current, values))
            raise NotChosen(lambda: self.arranging(interaction, table, key, result, None))

        async with self.publisher.locks[key.game_id]:
            await self.decide(interaction, choose)

    async def not_arranged(self, interaction: discord.Interaction, table: Table,
                           current: arrangement.Step, chosen: list[int]) -> None:
        """Circles that make no choice of the step they were ticked in, and why; the message
        they came from stays, to choose again."""
        loc = await private_localizer(interaction, table.lang, table.theme)
        why = current.refusal(chosen)
        text = loc.text(f"arrange-refused-{why}", what=arrangement.step_title(current, loc),
                        chosen=len(chosen)) if why else loc.text("arrange-refused")
        await say(interaction, text)

    async def arranging(self, interaction: discord.Interaction, table: Table, key: Key,
                        current, chosen) -> None:
        """The Mayor's arrangement shown as it stands, for the next step or the button."""
        loc = await private_localizer(interaction, table.lang, table.theme)
        view = discord.ui.View(timeout=None)
        mayor_selects.add_arrangement(view, table, key.seat, loc, current, chosen)
        await interaction.edit_original_response(view=view)
        view.stop()

    async def on_table_button(self, interaction: discord.Interaction, shared: custom_ids.Shared,
                              what: str) -> None:
        """A shared button of the live message: the pictures, or a player's own choices (or
        the suggested arrangement) where several decide at once. A button of a message the
        game has left behind (an earlier step, or a decision ago outside a step where several
        decide at once) is out of date."""
        if what == custom_ids.SUGGESTED:
            await self.shared_suggestion(interaction, shared)
            return
        table = await channel_game(interaction)
        if not self.shared_current(table, shared):
            await interaction.response.defer()
            async with self.publisher.locks[shared.game_id]:
                await self.expired(interaction, table)
            return
        if what == "board":
            await self.pictures(interaction)
            return
        if what == custom_ids.UNDO:
            await self.undo_click(interaction)
            return
        seat = table.seat_of(interaction.user.id)
        if not self.at_once(table, seat):  # the message is current: not his to press
            await interaction.response.defer()
            await self.not_placing(interaction, table, seat)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        loc = await private_localizer(interaction, table.lang, table.theme)
        self.bot.pinger.acted(table.game_id, interaction.user.id, decided=False)
        view = private_prompts.private_view(table, seat, loc)
        await interaction.followup.send(messages.private_text(table, seat, loc), ephemeral=True,
                                        view=view)
        view.stop()  # its items answer through the bot's dynamic items, not this view

    async def shared_suggestion(self, interaction: discord.Interaction,
                                shared: custom_ids.Shared) -> None:
        """The live message's Suggested arrangement, for the player who clicks it: checked
        under the game's lock against the game as it stands, as his own button is (the
        message still the live one, nothing taken back since, he still places)."""
        await interaction.response.defer()

        def choose(table: Table) -> tuple[int | None, list[str]]:
            seat = table.seat_of(interaction.user.id)
            if not self.shared_current(table, shared):
                raise NotChosen(lambda: self.expired(interaction, table))
            if not self.at_once(table, seat):  # the message is current: not his to press
                raise NotChosen(lambda: self.not_placing(interaction, table, seat))
            decisions = arrangement.suggested_arrangement(table.game, seat)
            if not decisions:
                raise NotChosen(lambda: self.expired(interaction, table))
            return table.revision, decisions

        async with self.publisher.locks[shared.game_id]:
            await self.decide(interaction, choose)

    @staticmethod
    def shared_current(table: Table | None, shared: custom_ids.Shared) -> bool:
        """Whether a shared button's message is the game's live one as it stands: made at
        this revision, or in this step where several decide at once (the others' decisions
        edit it meanwhile)."""
        if table is None or table.game_id != shared.game_id or table.status != "playing":
            return False
        if shared.revision == table.revision:
            return True
        return messages.simultaneous(table) and shared.revision < table.revision \
            and custom_ids.phase_version(table) == shared.phase

    async def on_guest(self, interaction: discord.Interaction, game_id: int, seat: int,
                       version: str, move: str) -> None:
        """A guest moved from its owner's select: taken at once, asked or not, if the select
        is still his and still what his guests may do."""
        await interaction.response.defer()

        def choose(table: Table) -> tuple[int | None, list[str]]:
            self.refuse_unless_current(interaction, table, game_id, seat)
            game = table.game
            if custom_ids.guest_version(game, seat) != version or move not in game.free(seat):
                raise NotChosen(lambda: self.guests_gone(interaction, table, seat))
            return None, [move]

        async with self.publisher.locks[game_id]:
            await self.decide(interaction, choose)

    async def guests_gone(self, interaction: discord.Interaction, table: Table,
                          seat: int) -> None:
        loc = await private_localizer(interaction, table.lang, table.theme)
        await say_with(interaction, loc.text("guests-gone"),
                       private_prompts.guest_view(table, seat, loc))

    async def expired(self, interaction: discord.Interaction, table: Table | None) -> None:
        """A click that cannot count (its game's lock held): says so, with a link to the
        live message, brought back first if it was never posted for the game as it stands."""
        loc = await private_localizer(interaction, table.lang if table else None)
        if table is not None:  # he is at the game, even if his click came late
            self.bot.pinger.acted(table.game_id, interaction.user.id, decided=False)
        text = loc.text("click-expired")
        if table is not None and table.status == "playing" and table.prompt_seq != table.seq:
            # Its message was never brought up to date (a crash).
            await self.publisher.refresh_held(table)
            table = await channel_game(interaction)
        link = self.publisher.prompt_link(table, interaction.user.id) if table else None
        if link:
            text += "\n" + loc.text("click-current-prompt", link=link)
        await say(interaction, text)

    async def not_placing(self, interaction: discord.Interaction, table: Table,
                          seat: int | None) -> None:
        """A current button of a step where several decide at once, pressed by one who does
        not decide in it now: not at the table, or done (or not asked) in this step."""
        loc = await private_localizer(interaction, table.lang, table.theme)
        why = "service-error-not_a_player" if seat is None else "service-error-not_your_turn"
        await say(interaction, loc.text(why))

    async def not_yours(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        loc = await private_localizer(interaction, table.lang)
        await say(interaction, loc.text("click-not-yours", player=messages.names(table)[seat]))


    async def close_private(self, interaction: discord.Interaction, outcome: Outcome,
                            actor: int) -> None:
        """A player's own prompt (a message only he sees) keeps what he decided."""
        loc = localizer(outcome.table.lang, outcome.table.theme)
        seat = outcome.table.seat_of(actor)
        own = [e for e in outcome.events if e.get("seat") == seat]
        text = "\n".join(messages.turn_lines(own, outcome.table, loc)) or messages.DONE
        try:
            await interaction.edit_original_response(content=text[:messages.MESSAGE_LIMIT],
                                                     view=None)
        except discord.HTTPException:
            log.debug("could not close a private prompt", exc_info=True)


    async def pictures(self, interaction: discord.Interaction) -> None:
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
        self.bot.pinger.acted(table.game_id, user, decided=False)
        # The live message brought up to date, or posted again if it was deleted or never
        # posted (a lost permission); nobody is pinged again for it.
        await self.publisher.refresh(table, waited_on=set(table.pending_users))
        table = await channel_game(interaction)
        shown = messages.names(table)
        waiting = loc.join([shown[s] for s in table.game.pending()])
        lines = [loc.text("status-playing", round=table.game.state.round, waiting=waiting),
                 *await clock_lines.status_lines(self.service, table, loc)]
        live = self.publisher.live_message(table)
        if live:
            lines.append(messages.jump_url(table.guild_id, table.channel_id, live))
        pictures = self.publisher.pictures
        files = table_files(await pictures.board(table))
        seat = table.seat_of(user)
        if seat is not None:
            files.append(png(await pictures.own_board(table, seat, loc.lang), "me.png"))
        files = [f for f in files if f]
        guests = private_prompts.guest_view(table, seat, loc) if seat is not None else None
        await say_with(interaction, "\n".join(lines), guests,
                       **({"files": files} if files else {}))



    # ============================================================= take-backs
    async def undo_click(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.take_back(interaction)

    async def take_back(self, interaction: discord.Interaction) -> None:
        """Take back the player's last decision where the engine allows it (the channel shows
        it from the feed, and answers him with its line: `taking_back`); refused with the
        reason where not (`/pr undo`, and the live message's Undo button)."""
        table, loc = await game_in_play(interaction)
        if table is None:
            return
        looking(interaction, table)
        try:
            with self.publisher.notices.answers.expecting(interaction):
                await self.service.play.undo(table.channel_id, interaction.user.id)
        except ServiceError as error:
            if error.code != "undo_refused":
                raise  # answered by the bot's error handler (`replies.reply_error`)
            await say(interaction, loc.text(f"undo-refused-{error.args_['why']}"))


def _private(interaction: discord.Interaction) -> bool:
    """Whether a click came from a message only its player sees."""
    message = interaction.message
    return message is not None and message.flags.ephemeral

