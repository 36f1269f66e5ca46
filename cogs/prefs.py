"""A player's preferences: DM pings and the language of private replies."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.discord_ui.replies import defer, private_localizer, say
from bot.l10n import localizer

from . import choice

SWITCH = [choice("choice-on", "on"), choice("choice-off", "off")]
LANGUAGES = [choice("choice-lang-en", "en"), choice("choice-lang-es", "es"),
             choice("choice-lang-it", "it"), choice("choice-lang-auto", "auto")]


class PrefsCog(commands.Cog, name="PrefsCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service

    @app_commands.command(name=locale_str("notify"),
                          description=locale_str("Turn the DM when it is your turn on or off"))
    @app_commands.rename(mode=locale_str("mode"))
    @app_commands.describe(mode=locale_str("on or off"))
    @app_commands.choices(mode=SWITCH)
    async def notify(self, interaction: discord.Interaction, mode: str) -> None:
        await defer(interaction, ephemeral=True)
        on = mode == "on"
        await self.service.players.set_notify(interaction.user.id, on)
        if on:  # a new chance for DMs Discord refused before
            await self.service.players.mark_dm_blocked(interaction.user.id, False)
        loc = await private_localizer(interaction)
        await say(interaction, loc.text("notify-on" if on else "notify-off"))

    @app_commands.command(name=locale_str("language"),
                          description=locale_str("The language of the bot's private replies"))
    @app_commands.rename(language=locale_str("language"))
    @app_commands.describe(language=locale_str("A language, or auto for Discord's"))
    @app_commands.choices(language=LANGUAGES)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        await defer(interaction, ephemeral=True)
        chosen = None if language == "auto" else language
        await self.service.players.set_language(interaction.user.id, chosen)
        loc = await private_localizer(interaction)
        name = localizer(loc.lang).text(f"choice-lang-{language}")
        await say(interaction, loc.text("language-set", language=name))


async def setup(bot) -> None:
    await bot.add_pr_cog(PrefsCog(bot))
