"""`/pr review [game]`: a finished game's review, privately — the asker's own summary as a
picture and as text (every player's when he did not play), and the link to its replay on the
live table (`bot.discord_ui.review`). A game in play is refused in words: nothing of its
analysis is made or shown before it ends."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.discord_ui import review as words
from bot.discord_ui.community import attached
from bot.discord_ui.replies import defer, say, say_with, user_language
from bot.l10n import Localizer, localizer
from bot.words import messages
from renderer.review import render_review

# What the service's reviews say of a game, and what is said of it before any review.
REFUSALS = {"playing": "review-in-play", "queued": "review-queued", "none": "review-none"}
ENDED = ("finished", "cancelled")  # the games that are reviewed


def no_game(loc: Localizer, game: int | None) -> str:
    """No game to review: none finished in the channel, or none of that number here."""
    if game is None:
        return loc.text("review-no-game")
    return loc.text("review-unknown", game=game)


class ReviewCog(commands.Cog, name="ReviewCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service

    @app_commands.command(name=locale_str("review"),
                          description=locale_str("A finished game reviewed decision by "
                                                 "decision: your own summary, privately"))
    @app_commands.rename(game=locale_str("game"))
    @app_commands.describe(game=locale_str("Which finished game (this channel's latest you "
                                           "played if left out)"))
    async def review(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await defer(interaction, ephemeral=True)
        lang = await user_language(interaction)
        game_id = game or await words.latest_game(self.service, interaction.channel_id,
                                                  interaction.user.id)
        table = await words.ended_table(self.service, game_id) if game_id else None
        if table is None or table.guild_id != interaction.guild_id:
            await say(interaction, no_game(localizer(lang), game))
            return
        loc = localizer(lang, table.theme)
        review, state = await self.reviewed(table)
        if review is None:
            await say(interaction, loc.text(REFUSALS[state], game=table.game_id))
            return
        await self.answer(interaction, table, review, loc)

    async def reviewed(self, table) -> tuple:
        """The game's review, or None and why: in play (never asked of the service's
        reviews, fair play), queued, or none (it never began)."""
        if table.status not in ENDED:
            return None, "playing"
        if table.record is None:
            return None, "none"
        review = await self.service.reviews.review(table.game_id)
        if review is not None:
            return review, "ready"
        state = await self.service.reviews.state(table.game_id)
        return None, state if state in REFUSALS else "queued"

    async def answer(self, interaction: discord.Interaction, table, review,
                     loc: Localizer) -> None:
        said = await asyncio.to_thread(words.summary, table, review, interaction.user.id, loc)
        png = await asyncio.to_thread(render_review, said.picture)
        url = await self.bot.table_links.replay(table.game_id)
        text = said.text if url is None else f"{said.text}\n{loc.text('review-link')}"
        text = messages.fit(text)  # five long names in Italian come near Discord's length
        await say_with(interaction, text, words.review_view(url, loc) if url else None,
                       file=attached(png, "review.png", said.text))

    @review.autocomplete("game")
    async def games(self, interaction: discord.Interaction, current: str):
        loc = localizer(await user_language(interaction))
        needle = current.lower().lstrip("#")
        choices = await words.game_choices(self.service, interaction.guild_id,
                                           interaction.user.id, loc)
        return [app_commands.Choice(name=label[:100], value=game_id)
                for label, game_id in choices if needle in label.lower()][:25]


async def setup(bot) -> None:
    await bot.add_pr_cog(ReviewCog(bot))
