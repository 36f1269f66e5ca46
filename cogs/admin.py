"""Ending a game early: its host, or anyone who may manage the server."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.l10n import localizer
from bot.service import ServiceError

from . import channel_game, defer, display_name, reply_service_error, say, shown_name


class AdminCog(commands.Cog, name="AdminCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service

    @app_commands.command(name=locale_str("cancel"),
                          description=locale_str("Cancel this channel's game (host or server "
                                                 "managers)"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=False)
        table = await channel_game(interaction)
        is_admin = bool(interaction.permissions.manage_guild)
        try:
            await self.service.cancel(interaction.channel_id, interaction.user.id, is_admin)
        except ServiceError as error:
            await reply_service_error(interaction, error, table.lang if table else None)
            return
        loc = localizer(table.lang, table.theme) if table else localizer("en")
        await say(interaction, loc.text("game-cancelled", player=shown_name(interaction.user)),
                  ephemeral=False)
        game_cog = self.bot.get_cog("GameCog")
        if table is not None and game_cog is not None:
            await game_cog.forget(table)

    @app_commands.command(name=locale_str("handover"),
                          description=locale_str("Give a seat in this channel's game to "
                                                 "someone else"))
    @app_commands.rename(to=locale_str("to"), player=locale_str("player"))
    @app_commands.describe(to=locale_str("Who takes the seat"),
                           player=locale_str("Whose seat (yours if left out)"))
    async def handover(self, interaction: discord.Interaction, to: discord.User,
                       player: discord.User | None = None) -> None:
        await defer(interaction, ephemeral=False)
        table = await channel_game(interaction)
        leaving = player or interaction.user
        try:
            table = await self.service.hand_over(
                interaction.channel_id, interaction.user.id, leaving.id, to.id,
                display_name(to), bool(interaction.permissions.manage_guild),
            )
        except ServiceError as error:
            await reply_service_error(interaction, error, table.lang if table else None)
            return
        loc = localizer(table.lang, table.theme)
        await say(interaction, loc.text("seat-handed-over", old=shown_name(leaving),
                                        new=shown_name(to)), ephemeral=False)
        game_cog = self.bot.get_cog("GameCog")
        if game_cog is not None:
            await game_cog.refresh(table, waited_on=set(table.pending_users) - {to.id})


async def setup(bot) -> None:
    await bot.add_pr_cog(AdminCog(bot))
