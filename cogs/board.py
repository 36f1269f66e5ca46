"""`/pr board`: a link, only for whoever asks, to the live table of the channel's game in the
browser (bot/web). A player's link plays his seat; anyone else's lets him watch."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.discord_ui.replies import (
    channel_game,
    defer,
    link_view,
    looking,
    private_localizer,
    say,
)
from bot.links.tokens import LINK_HOURS


class BoardCog(commands.Cog, name="BoardCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name=locale_str("board"),
                          description=locale_str("Open the live table of this channel's game"
                                                 " in your browser"))
    async def board(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=True)
        table = await channel_game(interaction)
        loc = await private_localizer(interaction, table.lang if table else None,
                                      table.theme if table else "classic")
        links = self.bot.table_links
        if not links.served:
            await say(interaction, loc.text("board-off"))
            return
        if table is None or table.status != "playing":
            await say(interaction, loc.text("service-error-no_game"))
            return
        looking(interaction, table)  # on his way to the table: no DM to call him there
        user = interaction.user.id
        url = await links.url(user, table.game_id)
        seated = "yes" if table.seat_of(user) is not None else "no"
        view = link_view(url, loc.text("board-open"))
        await say(interaction, loc.text("board-link", hours=LINK_HOURS, seated=seated),
                  view=view)
        view.stop()


async def setup(bot) -> None:
    await bot.add_pr_cog(BoardCog(bot))
