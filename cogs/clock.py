"""The game's clock in Discord: the loop that acts on what is due (a bank run out, a reminder,
a ping held back by quiet hours, an absence), `/pr away`, `/pr back`, `/pr quiet`, `/pr undo`
(and the live message's Undo button), `/pr vote`, and the clock's lines on the live message,
in `/pr status` and in the DMs.

What is due is found and marked in the database by `GameService.tick` before anything is
sent, so a restart neither loses nor repeats any of it.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands, tasks

from bot import clock
from bot.choices import SEPARATOR, decision_label
from bot.discord_ui import messages
from bot.l10n import Localizer, localizer
from bot.retrying import Retrying
from bot.service import Table
from bot.service_errors import ServiceError
from bot.timekeeping import ClockEvent, away_now, pace_of

from . import (
    channel_game,
    defer,
    game_in_play,
    looking,
    private_localizer,
    reply_service_error,
    say,
)

log = logging.getLogger(__name__)

TICK_SECONDS = 60
ZONES_SHOWN = 25  # Discord's most suggestions


def when(moment: int, zone_name: str | None = None) -> str:
    """A moment as Discord shows it in each reader's own time zone, and also in his stated
    one where he told it (`/pr quiet … timezone:`)."""
    shown = f"<t:{moment}:f> (<t:{moment}:R>)"
    zone = clock.zone(zone_name)
    if zone is None:
        return shown
    local = datetime.fromtimestamp(moment, zone).strftime("%Y-%m-%d %H:%M")
    return f"{shown} · {local} {zone_name}"


def time_text(seconds: int, loc: Localizer) -> str:
    amount, unit = clock.shown(seconds)
    return loc.text(f"clock-unit-{unit}", amount=amount)


class ClockCog(commands.Cog, name="ClockCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service
        # Each pass of the loop survives its errors: a failure waits, then the loop goes on.
        self.ticking = Retrying("the clock's pass")
        self.reminding = Retrying("the reminders' pass")
        self.settling = Retrying("the pass that settles what decisions still owe")
        self.one_pass = asyncio.Lock()  # the loop's pass and /pr back's never act twice at once

    @property
    def game_cog(self):
        return self.bot.get_cog("GameCog")

    async def cog_load(self) -> None:
        if getattr(self.bot, "clock_ticks", False):
            self.clock_loop.start()

    async def cog_unload(self) -> None:
        self.clock_loop.cancel()

    @tasks.loop(seconds=TICK_SECONDS)
    async def clock_loop(self) -> None:
        await self.ticking.run(self.tick)
        if self.bot.remind_every:  # the untimed games' reminders, after a fixed wait
            await self.reminding.run(self.game_cog.send_reminders)
        await self.settling.run(self.game_cog.settle_debts)

    @clock_loop.before_loop
    async def before_clock(self) -> None:
        await self.bot.wait_until_ready()

    # ================================================================ due
    async def tick(self, now: int | None = None) -> None:
        """Act on everything due now (the loop's work; tests call it with their time)."""
        async with self.one_pass:
            for event in await self.service.tick(now):
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
            prefs = await self.service.user(event.user)
            if prefs.notify and not prefs.dm_blocked:
                await self.game_cog.turn_dm(table, channel, event.user, prefs.lang,
                                            "clock-reminder" if event.kind == "reminder"
                                            else "ping")
            return
        if event.kind == "timeout-dm":
            await self.timeout_dm(event)
            return
        level = loc.text(f"level-{table.options.get('clock', {}).get('level', 'medium')}")
        if event.kind == "timeout":
            await channel.send(loc.text("clock-timeout", player=name, level=level,
                                        count=event.timeouts),
                               allowed_mentions=discord.AllowedMentions.none())
            await self.service.timeout_posted(table, event.seat)  # else the next pass posts it
            if event.dm:  # else when his quiet hours end
                await self.timeout_dm(event)
        elif event.kind == "away":
            until = (await self.service.user_clock(event.user)).away_until
            await channel.send(loc.text("clock-away-computer", player=name, level=level,
                                        until=when(until)),
                               allowed_mentions=discord.AllowedMentions.none())
        elif event.kind == "back":
            await channel.send(loc.text("seat-taken-back", player=name),
                               allowed_mentions=discord.AllowedMentions.none())
        table = await self.service.table(table.channel_id)
        await self.game_cog.refresh(table)
        async with self.game_cog.locks[table.game_id]:
            await self.game_cog.computers_play(table)

    async def timeout_dm(self, event: ClockEvent) -> None:
        """Tell him his time ran out; owed until then (a restart sends it)."""
        await self.dm(event.user, event.table, "clock-timeout-dm")
        await self.service.timeout_told(event.table, event.seat)

    async def dm(self, user: int, table: Table, message_id: str) -> None:
        prefs = await self.service.user(user)
        if prefs.dm_blocked:
            return
        loc = localizer(prefs.lang or table.lang, table.theme)
        try:
            dm = await self.bot.create_dm(discord.Object(user))
            await dm.send(loc.text(message_id, channel=f"<#{table.channel_id}>"))
        except discord.HTTPException:
            log.info("game %s: no DM to %s", table.game_id, user)

    # ========================================================= what is shown
    async def live_lines(self, table: Table, loc: Localizer) -> list[str]:
        """The clock of each player the game waits on: "⏳ Ana: in 18 hours", or "Ana is away
        until Friday", side by side on as few lines as fit. Each reader's Discord writes the
        moment and counts it down, so the lines stay the same while the clock runs and the
        message needs no edit to keep them true."""
        if pace_of(table) is None or table.game is None or table.game.is_over:
            return []
        rows = await self.service.clock_rows(table)
        now = self.service.now()
        shown = messages.names(table)
        lines = []
        for seat in table.game.pending():
            if seat in table.computers or seat not in rows:
                continue
            prefs = await self.service.user_clock(table.seats[seat])
            if away_now(prefs, now):
                lines.append(loc.text("clock-away", player=shown[seat],
                                      until=f"<t:{prefs.away_until}:R>"))
            elif rows[seat].bank.since is not None:
                lines.append(loc.text("clock-runs-out", player=shown[seat],
                                      when=f"<t:{clock.deadline(rows[seat].bank)}:R>"))
        return messages.side_by_side(lines)

    async def picture_clock(self, table: Table) -> dict:
        """The table picture's clock: {"clock": {seat: "18 h"}} for the people it waits on
        whose clock runs, or nothing (an untimed game's picture is drawn as before); at the end,
        the seats voted out, for the score sheet: {"voted_out": {seat: round}}."""
        if table.game.is_over:
            return {"voted_out": table.voted_out} if table.voted_out else {}
        rows = await self.service.clock_rows(table)
        if not rows:
            return {}
        loc = localizer(table.lang, table.theme)
        now = self.service.now()
        return {"clock": {seat: time_text(clock.time_left(row.bank, now), loc)
                          for seat, row in rows.items()
                          if row.bank.since is not None and seat in table.game.pending()}}

    async def dm_lines(self, table: Table, user: int, loc: Localizer) -> list[str]:
        """In a ping or reminder: when his time runs out, in his own time zone where known."""
        seat = table.seat_of(user)
        deadline = await self.service.deadline_of(table, seat) if seat is not None else None
        if deadline is None:
            return []
        zone = (await self.service.user_clock(user)).time_zone
        return [loc.text("clock-ends", when=when(deadline, zone))]

    async def status_lines(self, table: Table, loc: Localizer) -> list[str]:
        """`/pr status`: the pace, and every player's time and absence."""
        pace = pace_of(table)
        if pace is None:
            return [loc.text("clock-pace-line", pace=messages.pace_text("untimed", loc))]
        lines = [loc.text("clock-pace-line", pace=messages.pace_text(pace.name, loc))]
        rows = await self.service.clock_rows(table)
        now = self.service.now()
        shown = messages.names(table)
        for seat, row in rows.items():
            prefs = await self.service.user_clock(table.seats[seat])
            if away_now(prefs, now):
                lines.append(loc.text("clock-away", player=shown[seat],
                                      until=f"<t:{prefs.away_until}:R>"))
            elif row.stand_in is None:
                lines.append(loc.text("clock-left", player=shown[seat],
                                      left=time_text(clock.time_left(row.bank, now), loc)))
        return lines

    # ============================================================= commands
    @app_commands.command(name=locale_str("away"),
                          description=locale_str("Stop your clock for a planned absence"))
    @app_commands.rename(until=locale_str("until"), reason=locale_str("reason"))
    @app_commands.describe(until=locale_str("A date (2026-12-04) or a duration (3d, 36h)"),
                           reason=locale_str("Why, for the others to see"))
    async def away(self, interaction: discord.Interaction, until: str,
                   reason: str | None = None) -> None:
        await defer(interaction, ephemeral=True)
        loc = await private_localizer(interaction)
        user = interaction.user.id
        zone = (await self.service.user_clock(user)).time_zone
        moment = clock.parse_until(until, self.service.now(), zone)
        if moment is None:
            await say(interaction, loc.text("clock-bad-until", text=until))
            return
        try:
            await self.service.set_away(user, moment, (reason or "")[:100] or None)
        except ServiceError as error:
            await say(interaction, loc.text("service-error-away_too_long",
                                            days=error.args_["days"],
                                            left=time_text(error.args_["left"], loc)))
            return
        await say(interaction, loc.text("clock-away-set", until=when(moment, zone)))
        await self.refresh_games(user)

    @app_commands.command(name=locale_str("back"),
                          description=locale_str("End your absence: your clock runs again"))
    async def back(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=True)
        loc = await private_localizer(interaction)
        await self.service.set_away(interaction.user.id, None, None)
        await say(interaction, loc.text("clock-back"))
        await self.tick()
        await self.refresh_games(interaction.user.id)

    async def refresh_games(self, user: int) -> None:
        for channel in await self.service.store.games_of(user):
            await self.game_cog.refresh(await self.service.table(channel),
                                        waited_on={user})

    @app_commands.command(name=locale_str("quiet"),
                          description=locale_str("Hours without DMs from the bot"))
    @app_commands.rename(hours=locale_str("hours"), timezone=locale_str("timezone"))
    @app_commands.describe(hours=locale_str("Like 23:00-08:00, or off"),
                           timezone=locale_str("Your time zone, like Europe/Madrid"))
    async def quiet(self, interaction: discord.Interaction, hours: str,
                    timezone: str | None = None) -> None:
        await defer(interaction, ephemeral=True)
        loc = await private_localizer(interaction)
        user = interaction.user.id
        zone = timezone or (await self.service.user_clock(user)).time_zone
        if timezone and clock.zone(timezone) is None:
            await say(interaction, loc.text("clock-bad-zone", zone=timezone))
            return
        if hours.strip().lower() in ("off", "no", "-"):
            await self.service.set_quiet(user, None, zone)
            await say(interaction, loc.text("clock-quiet-off"))
            return
        if clock.parse_quiet(hours) is None:
            await say(interaction, loc.text("clock-bad-quiet", text=hours))
            return
        await self.service.set_quiet(user, hours.replace(" ", ""), zone)
        await say(interaction, loc.text("clock-quiet-set", hours=hours.replace(" ", ""),
                                        zone=zone or "UTC"))

    @quiet.autocomplete("timezone")
    async def zones(self, interaction: discord.Interaction, current: str):
        needle = current.lower()
        found = sorted(z for z in clock.time_zones() if needle in z.lower())
        return [app_commands.Choice(name=z, value=z) for z in found[:ZONES_SHOWN]]

    @app_commands.command(name=locale_str("undo"),
                          description=locale_str("Take back your last decision"))
    async def undo(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=True)
        await self.take_back(interaction)

    async def undo_click(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.take_back(interaction)

    async def take_back(self, interaction: discord.Interaction) -> None:
        """Take back the player's last decision where the engine allows it, and show it in
        the channel as one line; refused with the reason where not."""
        table, loc = await game_in_play(interaction)
        if table is None:
            return
        looking(interaction, table)
        cog = self.game_cog
        async with cog.locks[table.game_id]:
            before = await cog.current_turn(table, [], 0)
            live = cog.live_message(table)
            try:
                outcome, decisions = await self.service.undo(table.channel_id,
                                                             interaction.user.id)
            except ServiceError as error:
                if error.code == "undo_refused":
                    await say(interaction, loc.text(f"undo-refused-{error.args_['why']}"))
                else:
                    await reply_service_error(interaction, error, table.lang)
                return
            table = outcome.table
            seat = table.seat_of(interaction.user.id)
            game_loc = localizer(table.lang, table.theme)
            taken = SEPARATOR.join(decision_label(table.game, seat, decision, game_loc)
                                   for decision in decisions)
            line = game_loc.text("undo-done", player=messages.names(table)[seat], decision=taken)
            channel = self.bot.get_partial_messageable(table.channel_id,
                                                       guild_id=table.guild_id)
            back = await self.back_to(before, live, table.seq, channel)
            # The message asking again shows its own take-back lines: the live one's, or
            # those of the earlier message the decision taken back had left.
            reopens, shown = (before.reopens, messages.taken_back_marks(before.lines)) \
                if back == live else (None, before.reopens[3])
            await self.service.set_prompt_message(table.game_id, back, table.seq, reopens,
                                                  shown)
            table.prompt_message_id, table.prompt_seq = back, table.seq
            cog.turns.pop(table.game_id, None)
            turn = await cog.current_turn(table, [], 0)
            turn.lines.append(line)
            await cog.show(table, [], 0, game_loc, channel, turn)
        await say(interaction, line)

    async def back_to(self, turn, live: int | None, seq: int, channel) -> int | None:
        """The message that shows the game once a decision is taken back: the live one, or,
        where that decision ended a phase, the role's message it was taken in (which asks
        again), the messages it opened deleted: the channel reads as if it had not been."""
        if turn is None or not turn.reopens or turn.reopens[0] != seq or not turn.reopens[1]:
            return live
        _, earlier, opened, _ = turn.reopens
        for message_id in (*opened, live):
            try:
                await channel.get_partial_message(message_id).delete()
            except discord.HTTPException:
                log.debug("could not delete message %s", message_id, exc_info=True)
        return earlier

    @app_commands.command(name=locale_str("vote"),
                          description=locale_str("Leave a player's seat to the computer"))
    @app_commands.rename(player=locale_str("player"))
    @app_commands.describe(player=locale_str("A player who ran out of time three times"))
    async def vote(self, interaction: discord.Interaction, player: discord.User) -> None:
        await defer(interaction, ephemeral=True)
        table = await channel_game(interaction)
        loc = await private_localizer(interaction, table.lang if table else None)
        try:
            count = await self.service.vote_out(
                interaction.channel_id, interaction.user.id, player.id)
        except ServiceError as error:
            await reply_service_error(interaction, error, table.lang if table else None)
            return
        if not count.passed:
            await say(interaction, loc.text("clock-vote-counted", votes=count.votes,
                                            needed=count.needed))
        else:
            await say(interaction, loc.text("clock-vote-passed", votes=count.votes,
                                            voters=count.voters))
            table = await self.service.table(interaction.channel_id)
            game_loc = localizer(table.lang, table.theme)
            name = messages.names(table)[table.seat_of(player.id)].removesuffix(" 🤖")
            channel = self.bot.get_partial_messageable(table.channel_id,
                                                       guild_id=table.guild_id)
            await channel.send(game_loc.text("clock-voted-out", player=name),
                               allowed_mentions=discord.AllowedMentions.none())
            async with self.game_cog.locks[table.game_id]:
                await self.game_cog.computers_play(table)


async def setup(bot) -> None:
    await bot.add_pr_cog(ClockCog(bot))
