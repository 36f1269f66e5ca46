"""A server's community: `/pr leaderboard` (the best players by rating, a page for all games,
for the 1897 games and for each set of expansions played) and `/pr stats` (a player's games,
wins, favourites, VP and time to decide). Each answer is a picture with the same content as
text beside it, for screen readers."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.community.ratings import ALL
from bot.discord_ui import community as words
from bot.discord_ui.replies import defer, display_name, say, say_private, user_language
from bot.l10n import Localizer, localizer
from bot.words.messages import plain
from renderer.stats import CountRow, StatsPicture, render_stats


def stats_picture(stats, loc: Localizer) -> StatsPicture:
    counts = tuple(CountRow(players, tally.games, tally.wins,
                            f"{tally.games} ({tally.wins})")
                   for players, tally in sorted(stats.by_players.items()))
    shipping, building = words.shares(stats)
    lines = words.closing_lines(stats, loc, linked=False)
    return StatsPicture(
        title=loc.text("stats-title", player=stats.name),
        overall=loc.text("stats-overall", **words.tally_args(stats.overall)),
        counts_heading=f"{loc.text('picture-by-players')}: {loc.text('picture-games-won')}",
        counts=counts,
        share_heading=loc.text("picture-vp-share"),
        shares=((loc.text("picture-shipping"), shipping),
                (loc.text("picture-buildings"), building)),
        lines=tuple(lines),
    )


class CommunityCog(commands.Cog, name="CommunityCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.community = bot.service.community

    @app_commands.command(name=locale_str("leaderboard"),
                          description=locale_str("This server's best players by rating, as a "
                                                 "picture and as text"))
    @app_commands.rename(page=locale_str("page"))
    @app_commands.describe(page=locale_str("All games, the Puerto Rico 1897 games, or one set "
                                           "of expansions"))
    async def leaderboard(self, interaction: discord.Interaction,
                          page: str | None = None) -> None:
        await defer(interaction, ephemeral=False)
        pool = page or ALL
        loc = localizer(await user_language(interaction), words.theme_of(pool))
        pools = await self.community.store.rating_pools(interaction.guild_id)
        if not pools:
            await say(interaction, loc.text("leaderboard-empty"), ephemeral=False)
            return
        if pool not in pools:
            await say_private(interaction, words.no_page(loc, pools))
            return
        text, file, view = await words.leaderboard_page(interaction, pool, loc)
        await say(interaction, text, ephemeral=False, file=file,
                  view=view or discord.utils.MISSING)

    @leaderboard.autocomplete("page")
    async def pages(self, interaction: discord.Interaction, current: str):
        loc = localizer(await user_language(interaction))
        needle = current.lower()
        found = []
        for pool in await self.community.store.rating_pools(interaction.guild_id):
            name = words.page_name(loc, pool)
            if needle in name.lower():
                found.append(app_commands.Choice(name=name[:100], value=pool))
        return found[:25]

    @app_commands.command(name=locale_str("stats"),
                          description=locale_str("A player's games, wins, favourite role and "
                                                 "building in this server"))
    @app_commands.rename(player=locale_str("player"))
    @app_commands.describe(player=locale_str("Whose statistics (yours if left out)"))
    async def stats(self, interaction: discord.Interaction,
                    player: discord.User | None = None) -> None:
        await defer(interaction, ephemeral=False)
        lang = await user_language(interaction)
        who = player or interaction.user
        stats = await self.community.stats(interaction.guild_id, who.id)
        if stats is None:
            await say(interaction, localizer(lang).text("stats-none",
                                                         player=plain(display_name(who))),
                      ephemeral=False)
            return
        loc = localizer(lang, stats.theme)  # his roles and buildings named as in his games
        text = "\n".join(words.stats_lines(stats, loc))
        png = await asyncio.to_thread(render_stats, stats_picture(stats, loc))
        await say(interaction, text, ephemeral=False, file=words.attached(png, "stats.png", text))


async def setup(bot) -> None:
    bot.add_dynamic_items(words.PageSelect)  # the selects of leaderboards posted before a restart
    await bot.add_pr_cog(CommunityCog(bot))
