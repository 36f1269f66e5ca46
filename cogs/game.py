"""Playing by command: `/pr status` (where the game stands, privately, with its pictures),
`/pr guests` and `/pr play` (a decision typed by name, without the buttons). The buttons of the
live message are the click router's (`discord_ui.clicks`), what the channel and the DMs show
after a decision the publisher's and the pinger's."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.decisions.choices import SEPARATOR, decision_label
from bot.decisions.choices import label as choice_label
from bot.discord_ui import private_prompts
from bot.discord_ui.replies import (
    channel_game,
    defer,
    game_in_play,
    private_localizer,
    say,
    say_with,
    user_language,
)
from bot.game import Game
from bot.l10n import Localizer, localizer
from bot.service_errors import ServiceError

SHOWN_CHOICES = 8  # legal decisions named in the answer to a refused `/pr play`


def refusal(loc: Localizer, error: ServiceError, game: Game, seat: int) -> str:
    """Why a typed decision was refused, and what the player may type instead (labelled as
    his buttons are: the Mayor's privilege colonists counted, or said to be left out)."""
    legal = error.args_["legal"]
    # Labels hold commas ("Alcalde, con 1 colono más para ti"): the list is set apart by dots.
    choices = SEPARATOR.join(choice_label(game, seat, text, legal, loc)
                             for text in legal[:SHOWN_CHOICES])
    return "\n".join((loc.text("service-error-illegal"),
                       loc.text("play-legal", choices=choices,
                                more=max(0, len(legal) - SHOWN_CHOICES))))


class GameCog(commands.Cog, name="GameCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service

    @app_commands.command(name=locale_str("status"),
                          description=locale_str("Show the board and whose turn it is"))
    async def status(self, interaction: discord.Interaction) -> None:
        await self.bot.clicks.pictures(interaction)

    @app_commands.command(name=locale_str("guests"),
                          description=locale_str("Move the guests of your Guest House"))
    async def guests(self, interaction: discord.Interaction) -> None:
        """Privately: the guest moves its owner may make now, asked or not."""
        await defer(interaction, ephemeral=True)
        table, loc = await game_in_play(interaction)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await say(interaction, loc.text("service-error-not_a_player"))
            return
        view = private_prompts.guest_view(table, seat, loc)
        await say_with(interaction, loc.text("guests-choose" if view else "guests-none"), view)

    @app_commands.command(name=locale_str("play"),
                          description=locale_str("Make a decision by name, without the buttons"))
    @app_commands.rename(decision=locale_str("decision"))
    @app_commands.describe(decision=locale_str("One of your legal choices"))
    async def play(self, interaction: discord.Interaction, decision: str) -> None:
        await defer(interaction, ephemeral=True)
        table = await channel_game(interaction)
        loc = await private_localizer(interaction, table.lang if table else None)
        if table is None or table.status != "playing":
            await say(interaction, loc.text("service-error-no_game"))
            return
        async with self.bot.publisher.locks[table.game_id]:
            table = await channel_game(interaction)
            game, seat = table.game, table.seat_of(interaction.user.id)  # as before deciding
            game_loc = localizer(loc.lang, table.theme)
            try:
                await self.service.play.decide(
                    table.channel_id, interaction.user.id, None, [decision])
            except ServiceError as error:
                if error.code != "illegal" or not error.args_.get("legal"):
                    raise  # answered by the bot's error handler (`replies.reply_error`)
                await say(interaction, refusal(game_loc, error, game, seat))
                return
            label = decision_label(game, seat, decision, game_loc)
            await say(interaction, loc.text("play-done", decision=label))

    @play.autocomplete("decision")
    async def play_choices(self, interaction: discord.Interaction, current: str):
        table = await channel_game(interaction)
        if table is None or table.status != "playing":
            return []
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            return []
        lang = await user_language(interaction, table.lang)
        loc = localizer(lang, table.theme)
        needle = current.lower()
        found = []
        offered = table.game.legal(seat) + table.game.free(seat)
        for decision in offered:
            label = choice_label(table.game, seat, decision, offered, loc)
            if needle in label.lower() or needle in decision:
                found.append(app_commands.Choice(name=label[:100], value=decision))
        return found[:25]


async def setup(bot) -> None:
    await bot.add_pr_cog(GameCog(bot))
