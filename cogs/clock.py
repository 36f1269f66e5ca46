"""The game's clock commands: `/pr away` (`off`: back before its end), `/pr quiet`,
`/pr undo`, `/pr vote`, and the loop that runs the clock's pass every minute
(`discord_ui.timekeeper`)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands, tasks

from bot import clock
from bot.discord_ui.clock_lines import quiet_stops_line, time_text, when
from bot.discord_ui.replies import channel_game, defer, private_localizer, say
from bot.service_errors import ServiceError

TICK_SECONDS = 60
OFF = ("off", "no", "-")  # what ends an absence or quiet hours (`/pr away off`, `/pr quiet off`)
ZONES_SHOWN = 25  # Discord's most suggestions


class ClockCog(commands.Cog, name="ClockCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service

    async def cog_load(self) -> None:
        if getattr(self.bot, "clock_ticks", False):
            self.clock_loop.start()

    async def cog_unload(self) -> None:
        self.clock_loop.cancel()

    @tasks.loop(seconds=TICK_SECONDS)
    async def clock_loop(self) -> None:
        await self.bot.timekeeper.run_pass()

    @clock_loop.before_loop
    async def before_clock(self) -> None:
        await self.bot.wait_until_ready()

    # ============================================================= commands
    @app_commands.command(name=locale_str("away"),
                          description=locale_str("Stop your clock for a planned absence"))
    @app_commands.rename(until=locale_str("until"), reason=locale_str("reason"))
    @app_commands.describe(until=locale_str("A date (2026-12-04) or a duration (3d, 36h); "
                                            "off to come back sooner"),
                           reason=locale_str("Why, for the others to see"))
    async def away(self, interaction: discord.Interaction, until: str,
                   reason: str | None = None) -> None:
        await defer(interaction, ephemeral=True)
        loc = await private_localizer(interaction)
        user = interaction.user.id
        if until.strip().lower() in OFF:
            await self.back(interaction, loc)
            return
        zone = (await self.service.clock.user_clock(user)).time_zone
        moment = clock.parse_until(until, self.service.tables.now(), zone)
        if moment is None:
            await say(interaction, loc.text("clock-bad-until", text=until))
            return
        try:
            await self.service.clock.set_away(user, moment, (reason or "")[:100] or None)
        except ServiceError as error:
            await say(interaction, loc.text("service-error-away_too_long",
                                            days=error.args_["days"],
                                            left=time_text(error.args_["left"], loc)))
            return
        await say(interaction, loc.text("clock-away-set", until=when(moment, zone)))
        await self.bot.timekeeper.refresh_games(user)

    async def back(self, interaction: discord.Interaction, loc) -> None:
        """An absence ended before its time (`/pr away off`): his clocks run again."""
        await self.service.clock.set_away(interaction.user.id, None, None)
        await say(interaction, loc.text("clock-back"))
        await self.bot.timekeeper.tick()
        await self.bot.timekeeper.refresh_games(interaction.user.id)

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
        zone = timezone or (await self.service.clock.user_clock(user)).time_zone
        if timezone and clock.zone(timezone) is None:
            await say(interaction, loc.text("clock-bad-zone", zone=timezone))
            return
        if hours.strip().lower() in OFF:
            await self.service.clock.set_quiet(user, None, zone)
            await say(interaction, loc.text("clock-quiet-off"))
            return
        if clock.parse_quiet(hours) is None:
            await say(interaction, loc.text("clock-bad-quiet", text=hours))
            return
        await self.service.clock.set_quiet(user, hours.replace(" ", ""), zone)
        await say(interaction, "\n".join((
            loc.text("clock-quiet-set", hours=hours.replace(" ", ""), zone=zone or "UTC"),
            quiet_stops_line(clock.quiet_of(hours, zone), loc))))

    @quiet.autocomplete("timezone")
    async def zones(self, interaction: discord.Interaction, current: str):
        needle = current.lower()
        found = sorted(z for z in clock.time_zones() if needle in z.lower())
        return [app_commands.Choice(name=z, value=z) for z in found[:ZONES_SHOWN]]

    @app_commands.command(name=locale_str("undo"),
                          description=locale_str("Take back your last decision"))
    async def undo(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=True)
        await self.bot.clicks.take_back(interaction)

    @app_commands.command(name=locale_str("vote"),
                          description=locale_str("Leave a player's seat to the computer"))
    @app_commands.rename(player=locale_str("player"))
    @app_commands.describe(player=locale_str("A player who ran out of time three times"))
    async def vote(self, interaction: discord.Interaction, player: discord.User) -> None:
        await defer(interaction, ephemeral=True)
        table = await channel_game(interaction)
        loc = await private_localizer(interaction, table.lang if table else None)
        count = await self.service.clock.vote_out(interaction.channel_id, interaction.user.id,
                                            player.id)
        # A vote that passed is told in the channel from the feed (`discord_ui.notices`).
        if not count.passed:
            await say(interaction, loc.text("clock-vote-counted", votes=count.votes,
                                            needed=count.needed))
        else:
            await say(interaction, loc.text("clock-vote-passed", votes=count.votes,
                                            voters=count.voters))


async def setup(bot) -> None:
    await bot.add_pr_cog(ClockCog(bot))
