"""A player finding his way: `/pr help` (the commands by what one wants to do) and `/pr games`
(every game he sits at, on every server), both answered privately in his language."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.discord_ui import own_games as words
from bot.discord_ui.replies import defer, link_view, say, say_with, user_language
from bot.l10n import localizer


class PlayerCog(commands.Cog, name="PlayerCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service

    @app_commands.command(name=locale_str("help"),
                          description=locale_str("What you can do with the bot, by what you "
                                                 "want to do"))
    async def help(self, interaction: discord.Interaction) -> None:
        loc = localizer(await user_language(interaction))
        await say(interaction, words.help_text(loc, self.bot.guide_url))

    @app_commands.command(name=locale_str("games"),
                          description=locale_str("Every game you sit at, on every server, "
                                                 "those waiting on you first"))
    async def games(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=True)
        user = interaction.user.id
        lang = await user_language(interaction)
        games = await self.service.own_games.of(user)
        text = await words.games_text(self.bot, games, user, lang)
        url = await self.bot.table_links.games(user)
        # the button to his page on the live table, where the table is served
        view = link_view(url, localizer(lang).text("games-page")) if url else None
        await say_with(interaction, text, view)


async def setup(bot) -> None:
    await bot.add_pr_cog(PlayerCog(bot))
