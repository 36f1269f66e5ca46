"""Ending a game early: its host, or anyone who may manage the server."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.discord_ui.replies import defer, display_name

from .lobby import LEVELS


class AdminCog(commands.Cog, name="AdminCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service

    @app_commands.command(name=locale_str("cancel"),
                          description=locale_str("Cancel this channel's game (host or server "
                                                 "managers)"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.change(interaction, self.service.lobby.cancel, interaction.user.id,
                          by_name=display_name(interaction.user))

    @app_commands.command(name=locale_str("handover"),
                          description=locale_str("Give a seat in this channel's game to "
                                                 "someone else"))
    @app_commands.rename(to=locale_str("to"), player=locale_str("player"))
    @app_commands.describe(to=locale_str("Who takes the seat"),
                           player=locale_str("Whose seat (yours if left out)"))
    async def handover(self, interaction: discord.Interaction, to: discord.User,
                       player: discord.User | None = None) -> None:
        leaving = player or interaction.user
        await self.change(interaction, self.service.seats.hand_over, interaction.user.id,
                          leaving.id, to.id, display_name(to))

    @app_commands.command(name=locale_str("replace"),
                          description=locale_str("Let the computer play an absent player's seat "
                                                 "(host or server managers)"))
    @app_commands.rename(player=locale_str("player"), level=locale_str("level"))
    @app_commands.describe(player=locale_str("Whose seat"),
                           level=locale_str("How well the computer plays"))
    @app_commands.choices(level=LEVELS)
    async def replace(self, interaction: discord.Interaction, player: discord.User,
                      level: str = "medium") -> None:
        await self.change(interaction, self.service.seats.replace, interaction.user.id,
                          player.id, level)

    @app_commands.command(name=locale_str("takeback"),
                          description=locale_str("Play your seat again after the computer "
                                                 "played it"))
    @app_commands.rename(player=locale_str("player"))
    @app_commands.describe(player=locale_str("Whose seat (yours if left out)"))
    async def takeback(self, interaction: discord.Interaction,
                       player: discord.User | None = None) -> None:
        back = player or interaction.user
        await self.change(interaction, self.service.seats.take_back, interaction.user.id,
                          back.id)

    async def change(self, interaction: discord.Interaction, change, *args, **kwargs) -> None:
        """Who plays a seat changes, or the game is cancelled (`change` is the service's call,
        given the channel, `args`, whether he manages the server and `kwargs`). The channel
        shows it from the feed, the publisher answering the command with its line
        (`discord_ui.notices`); a refusal is the bot's error handler's."""
        await defer(interaction, ephemeral=False)
        with self.bot.publisher.notices.answers.expecting(interaction):
            await change(interaction.channel_id, *args,
                         bool(interaction.permissions.manage_guild), **kwargs)


async def setup(bot) -> None:
    await bot.add_pr_cog(AdminCog(bot))
