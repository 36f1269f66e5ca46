"""Looking things up: `/pr rules` (a card for a role or a building) and `/pr history`."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.discord_ui.replies import (
    channel_game,
    defer,
    looking,
    private_localizer,
    say,
    user_language,
)
from bot.discord_ui.review import finished_line
from bot.l10n import localizer
from bot.words import messages, rules_cards

HISTORY_LINES = 15
FINISHED_GAMES_SHOWN = 5


def last_events(table, count: int) -> list[dict]:
    _, events = table.record.replay()
    return events[-count:]


async def reference_localizer(interaction: discord.Interaction, table):
    """The game's language and theme when the channel has a game."""
    if table is not None:
        return localizer(table.lang, table.theme)
    return await private_localizer(interaction)


class ReferenceCog(commands.Cog, name="ReferenceCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service

    @app_commands.command(name=locale_str("rules"),
                          description=locale_str("A short reference card for a role or building"))
    @app_commands.rename(subject=locale_str("subject"))
    @app_commands.describe(subject=locale_str("A role or a building; leave it out for the list "
                                              "of all"))
    async def rules(self, interaction: discord.Interaction, subject: str | None = None) -> None:
        """The card of one subject; with none typed, the list of every subject."""
        await defer(interaction, ephemeral=True)
        table = await channel_game(interaction)
        if table is not None:
            looking(interaction, table)
        loc = await reference_localizer(interaction, table)
        if not subject:
            await say(interaction, rules_cards.reference_index(loc))
            return
        if subject not in rules_cards.reference_ids():
            await say(interaction, loc.text("rules-unknown"))
            return
        await say(interaction, f"**{rules_cards.reference_name(loc, subject)}**\n"
                               f"{rules_cards.reference_card(loc, subject)}")

    @rules.autocomplete("subject")
    async def rules_choices(self, interaction: discord.Interaction, current: str):
        loc = await reference_localizer(interaction, await channel_game(interaction))
        needle = current.lower()
        found = []
        for subject in rules_cards.reference_ids():
            name = rules_cards.reference_name(loc, subject)
            if needle in name.lower() or needle in subject:
                found.append(app_commands.Choice(name=name, value=subject))
        return found[:25]

    @app_commands.command(name=locale_str("history"),
                          description=locale_str("What happened last in this channel's game"))
    async def history(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=True)
        table = await channel_game(interaction)
        lang = await user_language(interaction, table.lang if table else None)
        if table is None or table.status != "playing":
            await say(interaction, await self.finished_games(interaction.channel_id, lang))
            return
        looking(interaction, table)
        loc = localizer(lang, table.theme)
        events = await asyncio.to_thread(last_events, table, HISTORY_LINES)
        lines = [loc.text("history-title")] + messages.event_lines(events, table, loc)
        await say(interaction, messages.chunks(lines)[-1])

    async def finished_games(self, channel_id: int, lang: str) -> str:
        """The results of the channel's latest finished games, newest first."""
        loc = localizer(lang)
        games = await self.service.recovery.finished_history(channel_id=channel_id,
                                                    limit=FINISHED_GAMES_SHOWN)
        lines = [loc.text("history-finished-title")]
        lines += [finished_line(loc, game) for game in games if game.scores]
        if len(lines) == 1:
            return loc.text("history-nothing")
        return "\n".join(lines)


async def setup(bot) -> None:
    await bot.add_pr_cog(ReferenceCog(bot))
