"""Playing: the buttons of the prompts, `/pr play`, and what the channel sees after a decision.

Every decision goes through `GameService.decide` and is stored before anything is posted, so a
Discord error (a deleted prompt, a missing permission, a rate limit) loses nothing: the next
`/pr status` posts the prompts again, and the buttons of any prompt keep working after a
restart. A click is accepted when its prompt is current (same `seq`), or, where several players
decide at once, when the clicking player's own situation has not changed since (same version).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import defaultdict

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands, tasks

from bot import prompts
from bot.l10n import localizer
from bot.prompts import Key
from bot.service import Outcome, ServiceError, Table, utc_now

from . import (
    channel_game,
    defer,
    private_localizer,
    reply_service_error,
    say,
    say_private,
    user_language,
)

log = logging.getLogger(__name__)

HISTORY_LINES = 15
FINISHED_GAMES_SHOWN = 5
REMINDER_CHECK_MINUTES = 10
MOST_REMINDERS = 3  # a decision is recalled at most this many times


def render_default(game, lang: str, theme: str) -> bytes:
    from renderer import render_board

    return render_board(game, lang, theme)


def mention(user_ids) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False,
                                   users=[discord.Object(u) for u in user_ids])


class GameCog(commands.Cog, name="GameCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service
        self.render = getattr(bot, "render_board", None) or render_default
        # game id -> user id -> their prompt message; forgotten on restart, which only means
        # an old prompt keeps its (expired) buttons.
        self.prompts: dict[int, dict[int, int]] = defaultdict(dict)
        self.locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.caught_up = False  # on_ready fires again after every reconnection

    # ============================================================= start-up
    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Games whose last decision was stored but whose prompts were never posted (the bot
        stopped in between) get their prompts, and pings, now."""
        if self.caught_up:
            return
        self.caught_up = True
        for game_id, channel_id in await self.service.unprompted_games():
            try:
                table = await self.service.table(channel_id)
            except ServiceError:
                log.warning("game %s cannot be loaded to post its prompts", game_id)
                continue
            if table.game_id == game_id:
                await self.repost_prompts(table)

    # ================================================================ clicks
    async def on_click(self, interaction: discord.Interaction, key: Key, action: str) -> None:
        await interaction.response.defer()
        async with self.locks[key.game_id]:
            await self._click(interaction, key, action)

    async def _click(self, interaction: discord.Interaction, key: Key, action: str) -> None:
        table = await channel_game(interaction)
        if table is None or table.game_id != key.game_id or table.status != "playing":
            await self.expired(interaction, table)
            return
        user = interaction.user.id
        if table.seat_of(user) != key.seat:
            await self.not_yours(interaction, table, key.seat)
            return
        seq = self.accepted_seq(table, key)
        decisions = prompts.resolve(table.game, key.seat, action) if seq is not None else []
        if not decisions:
            await self.expired(interaction, table)
            return
        before = set(table.pending_users)
        try:
            outcome = await self.service.decide(table.channel_id, user, seq, decisions)
        except ServiceError as error:
            if error.code == "stale":
                await self.expired(interaction, table)
            else:
                await reply_service_error(interaction, error, table.lang)
            return
        await self.publish(outcome, before=before, actor=user, decisions=decisions,
                           interaction=interaction)

    @staticmethod
    def accepted_seq(table: Table, key: Key) -> int | None:
        """The seq to decide at for a click, or None if its prompt has expired."""
        if key.seq == table.seq:
            return key.seq
        game = table.game
        if key.seat not in game.pending() or not prompts.simultaneous(game):
            return None
        return table.seq if prompts.version(game, key.seat) == key.version else None

    async def expired(self, interaction: discord.Interaction, table: Table | None) -> None:
        loc = await private_localizer(interaction, table.lang if table else None)
        text = loc.text("click-expired")
        if table is not None:
            table = await self.prompted(interaction)
        link = self.prompt_link(table, interaction.user.id) if table else None
        if link:
            text += "\n" + loc.text("click-current-prompt", link=link)
        await say(interaction, text)

    async def prompted(self, interaction: discord.Interaction) -> Table | None:
        """The channel's game as it stands, with a prompt for the clicking player if he must
        decide and has none: after a crash between storing a decision and posting what follows,
        the next click on an old prompt brings the game's prompts back."""
        table = await channel_game(interaction)
        user = interaction.user.id
        if (table is not None and table.status == "playing" and user in table.pending_users
                and user not in self.prompts[table.game_id]):
            await self._repost_prompts(table)
        return table

    async def not_yours(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        loc = await private_localizer(interaction, table.lang)
        await say(interaction, loc.text("click-not-yours", player=prompts.names(table)[seat]))

    def prompt_link(self, table: Table, user_id: int) -> str | None:
        message_id = self.prompts[table.game_id].get(user_id) or table.prompt_message_id
        if message_id and user_id in table.pending_users:
            return prompts.jump_url(table.guild_id, table.channel_id, message_id)
        return None

    # ============================================================ publishing
    async def publish(self, outcome: Outcome, *, before: set[int], actor: int | None = None,
                      decisions: list[str] | None = None,
                      interaction: discord.Interaction | None = None) -> None:
        """Show what a decision (or the start) did: the decision, the phase report with the
        board, the final scores, the next prompts, and the DM pings."""
        table = outcome.table
        loc = localizer(table.lang, table.theme)
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        try:
            kept = await self.close_prompt(outcome, loc, channel, actor, decisions or [],
                                           interaction)
            if outcome.phase_ended or outcome.game_over:
                await self.post_report(outcome, loc, channel)
            if outcome.game_over:
                self.prompts.pop(table.game_id, None)
                return
            await self.post_prompts(table, loc, channel, before, actor, kept)
        except discord.Forbidden:
            await self.tell_host(table, loc)
            return
        except discord.HTTPException:
            log.exception("game %s: could not post to channel %s", table.game_id,
                          table.channel_id)
        await self.ping(table, loc, channel, before, actor)

    async def close_prompt(self, outcome: Outcome, loc, channel, actor: int | None,
                           decisions: list[str],
                           interaction: discord.Interaction | None) -> int | None:
        """Replace the actor's prompt with what he did, or with his next choices when he goes
        on deciding in the same step; returns the message kept as his new prompt."""
        if actor is None:
            return None
        table = outcome.table
        live = self.prompts[table.game_id]
        message_id = live.pop(actor, None)
        if interaction is not None and interaction.message is not None:
            message_id = interaction.message.id
        if message_id is None:
            message_id = table.prompt_message_id
        seat = table.seat_of(actor)
        goes_on = (actor in outcome.pending_users and prompts.simultaneous(table.game)
                   and not outcome.phase_ended)
        if goes_on:
            content = prompts.prompt_content(table, seat, loc)
            view = prompts.decision_view(table, seat, loc)
        else:
            content = self.decision_summary(outcome, seat, decisions, loc)
            view = None
        edited = await self.edit_message(channel, message_id, content, view, interaction)
        if goes_on and edited:
            live[actor] = message_id
            return message_id
        return None

    def decision_summary(self, outcome: Outcome, seat: int, decisions: list[str], loc) -> str:
        """What a player decided, and what it did unless the phase report tells it anyway."""
        table = outcome.table
        label = loc.text("prompt-suggested") if len(decisions) > 1 else \
            loc.decision(decisions[0]) if decisions else ""
        lines = [f'{loc.text("decided", player=prompts.names(table)[seat])} {label}'.rstrip()]
        if not (outcome.phase_ended or outcome.game_over):
            lines += prompts.event_lines(outcome.events, table, loc)[:20]
        return prompts.chunks(lines)[0]

    async def edit_message(self, channel, message_id: int | None, content: str, view,
                           interaction: discord.Interaction | None) -> bool:
        if message_id is None:
            return False
        try:
            if interaction is not None and interaction.message is not None \
                    and interaction.message.id == message_id:
                await interaction.edit_original_response(content=content, view=view,
                                                         allowed_mentions=mention([]))
            else:
                await channel.get_partial_message(message_id).edit(
                    content=content, view=view, allowed_mentions=mention([]))
            return True
        except discord.NotFound:
            return False
        except discord.HTTPException:
            log.warning("could not edit prompt %s", message_id, exc_info=True)
            return False

    async def post_report(self, outcome: Outcome, loc, channel) -> None:
        table = outcome.table
        events = await asyncio.to_thread(prompts.phase_report, table, outcome.events)
        lines = prompts.event_lines(events, table, loc)
        if outcome.game_over:
            lines += ["", loc.text("score-title"), *prompts.score_lines(table, loc)]
        board = await self.board(table)
        parts = prompts.chunks(lines) or [loc.text("phase-over")]
        for index, text in enumerate(parts):
            last = index == len(parts) - 1
            file = discord.File(io.BytesIO(board), "board.png") if last and board else None
            await channel.send(text, file=file, allowed_mentions=mention([]))

    async def board(self, table: Table) -> bytes | None:
        try:
            return await asyncio.to_thread(self.render, table.game, table.lang, table.theme)
        except Exception:
            log.exception("game %s: the board could not be drawn", table.game_id)
            return None

    async def post_prompts(self, table: Table, loc, channel, before: set[int],
                           actor: int | None, kept: int | None) -> None:
        """One prompt message per player who must decide, unless his prompt still works."""
        live = self.prompts[table.game_id]
        pending = table.pending_users
        for user in [u for u in live if u not in pending]:
            await self.strip(channel, live.pop(user))
        still_valid = prompts.simultaneous(table.game)
        first = None
        for user in pending:
            if user in live and (user == actor and kept or still_valid and user in before):
                first = first or live[user]
                continue
            if user in live:
                await self.strip(channel, live.pop(user))
            seat = table.seat_of(user)
            message = await channel.send(
                prompts.prompt_content(table, seat, loc),
                view=prompts.decision_view(table, seat, loc), allowed_mentions=mention([user]),
            )
            live[user] = message.id
            first = first or message.id
        await self.service.set_prompt_message(table.game_id, first, table.seq)

    async def strip(self, channel, message_id: int) -> None:
        """Take the buttons off an old prompt."""
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.debug("could not strip prompt %s", message_id, exc_info=True)

    async def tell_host(self, table: Table, loc) -> None:
        """The bot may not post in the game's channel: tell the host, or at least the log."""
        log.warning("game %s: no permission to post in channel %s", table.game_id,
                    table.channel_id)
        try:
            dm = await self.bot.create_dm(discord.Object(table.host_id))
            await dm.send(loc.text("channel-forbidden", channel=f"<#{table.channel_id}>"))
        except discord.HTTPException:
            log.warning("game %s: could not tell the host either", table.game_id)

    # ================================================================= pings
    async def ping(self, table: Table, loc, channel, before: set[int], actor: int | None) -> None:
        """One DM per new decision to each player who waits on it and wants DMs."""
        for user in table.pending_users:
            if user == actor or user in before:
                continue
            try:
                await self.ping_one(table, channel, user)
            except Exception:
                log.exception("game %s: ping to %s failed", table.game_id, user)

    async def ping_one(self, table: Table, channel, user: int) -> None:
        prefs = await self.service.user(user)
        if not prefs.notify or prefs.dm_blocked:
            return
        if not await self.service.claim_ping(table.game_id, table.seq, user):
            return
        await self.turn_dm(table, channel, user, prefs.lang, "ping")

    async def turn_dm(self, table: Table, channel, user: int, lang: str | None,
                      message_id: str, **args) -> None:
        """A DM about the decision a game waits on (`ping` or `reminder`), in the player's
        language; a refused DM becomes a mention in the channel, and is remembered."""
        loc = localizer(lang or table.lang, table.theme)
        prompt = self.prompts[table.game_id].get(user)
        link = prompts.jump_url(table.guild_id, table.channel_id, prompt) if prompt \
            else f"<#{table.channel_id}>"
        text = loc.text(message_id, channel=f"<#{table.channel_id}>", link=link,
                        decision=prompts.step_text(table, table.seat_of(user), loc), **args)
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
    async def cog_load(self) -> None:
        if self.bot.remind_every:
            self.reminder_loop.start()

    async def cog_unload(self) -> None:
        self.reminder_loop.cancel()

    @tasks.loop(minutes=REMINDER_CHECK_MINUTES)
    async def reminder_loop(self) -> None:
        await self.send_reminders()

    @reminder_loop.before_loop
    async def before_reminders(self) -> None:
        await self.bot.wait_until_ready()

    async def send_reminders(self, clock=utc_now) -> None:
        """DM every player a decision has waited on for too long (the database keeps what was
        sent, so a restart neither loses nor repeats a reminder)."""
        due = await self.service.due_reminders(self.bot.remind_every, MOST_REMINDERS, clock)
        for reminder in due:
            table = reminder.table
            channel = self.bot.get_partial_messageable(table.channel_id,
                                                       guild_id=table.guild_id)
            try:
                await self.turn_dm(table, channel, reminder.user_id, reminder.lang, "reminder",
                                   hours=round(self.bot.remind_every.total_seconds() / 3600)
                                   * reminder.number)
            except discord.HTTPException:
                log.exception("game %s: reminder to %s failed", table.game_id,
                              reminder.user_id)

    # ============================================================= commands
    @app_commands.command(name=locale_str("status"),
                          description=locale_str("Show the board and whose turn it is"))
    async def status(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=False)
        table = await channel_game(interaction)
        if table is None:
            loc = await private_localizer(interaction)
            await say_private(interaction, loc.text("service-error-no_game"))
            return
        loc = localizer(table.lang, table.theme)
        if table.status != "playing":
            names = ", ".join(prompts.names(table))
            await say(interaction, loc.text("status-lobby", players=names,
                                            count=len(table.names)), ephemeral=False)
            return
        shown = prompts.names(table)
        waiting = loc.join([shown[s] for s in table.game.pending()])
        board = await self.board(table)
        file = discord.File(io.BytesIO(board), "board.png") if board else discord.utils.MISSING
        await say(interaction, loc.text("status-playing", round=table.game.state.round,
                                        waiting=waiting), ephemeral=False, file=file)
        await self.repost_prompts(table)

    async def repost_prompts(self, table: Table) -> None:
        """Post the prompts of a game again, below everything, and take the buttons off the
        old ones (after `/pr status`, or when a seat changed hands)."""
        async with self.locks[table.game_id]:
            await self._repost_prompts(table)

    async def _repost_prompts(self, table: Table) -> None:
        loc = localizer(table.lang, table.theme)
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        await self.forget(table)
        try:
            await self.post_prompts(table, loc, channel, set(), None, None)
        except discord.HTTPException:
            log.exception("game %s: could not post the prompts", table.game_id)
            return
        await self.ping(table, loc, channel, set(), None)

    async def forget(self, table: Table) -> None:
        """Take the buttons off every prompt of a game known to be out."""
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        live = self.prompts.pop(table.game_id, {})
        for message_id in {*live.values(), table.prompt_message_id} - {None}:
            await self.strip(channel, message_id)

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
            try:
                outcome = await self.service.decide(
                    table.channel_id, interaction.user.id, None, [decision])
            except ServiceError as error:
                await reply_service_error(interaction, error, table.lang)
                return
            game_loc = localizer(loc.lang, table.theme)
            await say(interaction, loc.text("play-done", decision=game_loc.decision(decision)))
            await self.publish(outcome, before=before, actor=interaction.user.id,
                               decisions=[decision])

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
        for decision in table.game.legal(seat):
            label = loc.decision(decision)
            if needle in label.lower() or needle in decision:
                found.append(app_commands.Choice(name=label[:100], value=decision))
        return found[:25]

    @app_commands.command(name=locale_str("rules"),
                          description=locale_str("A short reference card for a role or building"))
    @app_commands.rename(subject=locale_str("subject"))
    @app_commands.describe(subject=locale_str("A role or a building; leave it out for the list "
                                              "of all"))
    async def rules(self, interaction: discord.Interaction, subject: str | None = None) -> None:
        """The card of one subject; with none typed, the list of every subject."""
        await defer(interaction, ephemeral=True)
        loc = await self.reference_localizer(interaction)
        if not subject:
            await say(interaction, prompts.reference_index(loc))
            return
        if subject not in prompts.reference_ids():
            await say(interaction, loc.text("rules-unknown"))
            return
        await say(interaction, f"**{prompts.reference_name(loc, subject)}**\n"
                               f"{loc.text(f'rules-{subject}')}")

    @rules.autocomplete("subject")
    async def rules_choices(self, interaction: discord.Interaction, current: str):
        loc = await self.reference_localizer(interaction)
        needle = current.lower()
        found = []
        for subject in prompts.reference_ids():
            name = prompts.reference_name(loc, subject)
            if needle in name.lower() or needle in subject:
                found.append(app_commands.Choice(name=name, value=subject))
        return found[:25]

    async def reference_localizer(self, interaction: discord.Interaction):
        """The game's language and theme when the channel has a game."""
        table = await channel_game(interaction)
        if table is not None:
            return localizer(table.lang, table.theme)
        return await private_localizer(interaction)

    @app_commands.command(name=locale_str("history"),
                          description=locale_str("What happened last in this channel's game"))
    async def history(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=True)
        table = await channel_game(interaction)
        lang = await user_language(interaction, table.lang if table else None)
        if table is None or table.status != "playing":
            await say(interaction, await self.finished_games(interaction.channel_id, lang))
            return
        loc = localizer(lang, table.theme)
        events = await asyncio.to_thread(prompts.last_events, table, HISTORY_LINES)
        lines = [loc.text("history-title")] + prompts.event_lines(events, table, loc)
        await say(interaction, prompts.chunks(lines)[-1])

    async def finished_games(self, channel_id: int, lang: str) -> str:
        """The results of the channel's latest finished games, newest first."""
        loc = localizer(lang)
        games = await self.service.finished_history(channel_id=channel_id,
                                                    limit=FINISHED_GAMES_SHOWN)
        lines = [loc.text("history-finished-title")]
        for game in games:
            if not game.scores:
                continue
            results = ", ".join(
                f"{prompts.plain(game.names[row['seat']])} {row['total']}"
                + (" ★" if row["winner"] else "")
                for row in sorted(game.scores, key=lambda r: -r["total"]))
            lines.append(loc.text("history-finished-game", date=game.finished_at[:10],
                                  results=results))
        if len(lines) == 1:
            return loc.text("history-nothing")
        return "\n".join(lines)


async def setup(bot) -> None:
    await bot.add_pr_cog(GameCog(bot))
