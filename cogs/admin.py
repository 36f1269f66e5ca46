"""Ending a game early: its host, or anyone who may manage the server."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.discord_ui.replies import channel_game, defer, display_name, say, shown_name
from bot.l10n import localizer

from .lobby import LEVELS


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
        await self.service.lobby.cancel(interaction.channel_id, interaction.user.id, is_admin)
        loc = localizer(table.lang, table.theme) if table else localizer("en")
        await say(interaction, loc.text("game-cancelled", player=shown_name(interaction.user)),
                  ephemeral=False)
        if table is not None:
            await self.bot.publisher.forget(table)

    @app_commands.command(name=locale_str("handover"),
                          description=locale_str("Give a seat in this channel's game to "
                                                 "someone else"))
    @app_commands.rename(to=locale_str("to"), player=locale_str("player"))
    @app_commands.describe(to=locale_str("Who takes the seat"),
                           player=locale_str("Whose seat (yours if left out)"))
    async def handover(self, interaction: discord.Interaction, to: discord.User,
                       player: discord.User | None = None) -> None:
        leaving = player or interaction.user
        table = await self.change_seat(
            interaction, self.service.seats.hand_over, leaving.id, to.id, display_name(to),
            message=("seat-handed-over", {"old": shown_name(leaving), "new": shown_name(to)}),
        )
        await self.bot.publisher.refresh(table, waited_on=set(table.pending_users) - {to.id})

    @app_commands.command(name=locale_str("replace"),
                          description=locale_str("Let the computer play an absent player's seat "
                                                 "(host or server managers)"))
    @app_commands.rename(player=locale_str("player"), level=locale_str("level"))
    @app_commands.describe(player=locale_str("Whose seat"),
                           level=locale_str("How well the computer plays"))
    @app_commands.choices(level=LEVELS)
    async def replace(self, interaction: discord.Interaction, player: discord.User,
                      level: str = "medium") -> None:
        table = await self.change_seat(
            interaction, self.service.seats.replace, player.id, level,
            message=("seat-replaced", {"player": shown_name(player), "level": level}),
        )
        await self.go_on(table)

    @app_commands.command(name=locale_str("takeback"),
                          description=locale_str("Play your seat again after the computer "
                                                 "played it"))
    @app_commands.rename(player=locale_str("player"))
    @app_commands.describe(player=locale_str("Whose seat (yours if left out)"))
    async def takeback(self, interaction: discord.Interaction,
                       player: discord.User | None = None) -> None:
        back = player or interaction.user
        table = await self.change_seat(
            interaction, self.service.seats.take_back, back.id,
            message=("seat-taken-back", {"player": shown_name(back)}),
        )
        await self.go_on(table)

    async def change_seat(self, interaction: discord.Interaction, change, *args,
                          message: tuple[str, dict]):
        """Who plays a seat changes (`change` is the service's call, given the channel, the
        asking user, `args` and whether he manages the server); the channel is told in the
        game's language. Returns the table (a refusal is the bot's error handler's)."""
        await defer(interaction, ephemeral=False)
        table = await change(interaction.channel_id, interaction.user.id, *args,
                             bool(interaction.permissions.manage_guild))
        loc = localizer(table.lang, table.theme)
        message_id, values = message
        if "level" in values:
            values = {**values, "level": loc.text(f"level-{values['level']}")}
        await say(interaction, loc.text(message_id, **values), ephemeral=False)
        return table

    async def go_on(self, table) -> None:
        """The live message brought up to date with the seat's new player, and the computer
        playing on if it is asked now."""
        await self.bot.publisher.refresh(table, waited_on=set(table.pending_users))
        await self.bot.publisher.play_on(table)


async def setup(bot) -> None:
    await bot.add_pr_cog(AdminCog(bot))
