"""Opening a game in a channel, sitting down, standing up, and starting it."""

from __future__ import annotations

import logging
from functools import partial

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.clock import DEFAULT_PACE
from bot.discord_ui.replies import defer, display_name, say, service_of, shown_name, user_language
from bot.l10n import localizer
from bot.service import Lobby
from bot.service.clock_reading import MOST_AWAY_DAYS
from bot.store import StoreError
from bot.words.messages import names, pace_text, plain
from bot.words.rules_cards import legend

from . import choice

log = logging.getLogger(__name__)

THEMES = [choice("choice-theme-classic", "classic"), choice("choice-theme-1897", "1897")]
LANGUAGES = [choice("choice-lang-en", "en"), choice("choice-lang-es", "es"),
             choice("choice-lang-it", "it")]
# Expansion I: how its beige buildings are chosen (choosing one puts the expansion in play).
BOARDS = [choice(f"choice-buildings-{mode}", mode) for mode in ("draft", "random", "all_new")]
LEVELS = [choice(f"level-{level}", level) for level in ("easy", "medium", "hard")]
PACES = [choice(f"clock-pace-{pace}", pace, text=partial(pace_text, pace))
         for pace in ("live", "brisk", "daily", "relaxed", "untimed")]


class LobbyCog(commands.Cog, name="LobbyCog"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service

    def looking(self, game_id: int, user: int) -> None:
        """A player who opens, joins or starts a game is at the channel: the game's first
        questions need no DM to bring him (`Pinger.watching`), while one who sat down long
        before the start gets his."""
        self.bot.pinger.acted(game_id, user, decided=False)

    @app_commands.command(name=locale_str("new"),
                          description=locale_str("Open a game of Puerto Rico in this channel"))
    @app_commands.rename(theme=locale_str("theme"), language=locale_str("language"),
                         players=locale_str("players"), show_vp=locale_str("show_vp"),
                         new_buildings=locale_str("new_buildings"), nobles=locale_str("nobles"),
                         buccaneer=locale_str("buccaneer"), festival=locale_str("festival"),
                         computers=locale_str("computers"), level=locale_str("level"),
                         pace=locale_str("pace"), away_days=locale_str("away_days"),
                         away_computer=locale_str("away_computer"))
    @app_commands.describe(
        theme=locale_str("Classic names or those of Puerto Rico 1897"),
        language=locale_str("Language of the game's messages and pictures"),
        players=locale_str("Most players who may join (2 to 5)"),
        show_vp=locale_str("Show everyone's victory point chips"),
        new_buildings=locale_str("Expansion I: fourteen new buildings, and how the board gets "
                                 "its buildings"),
        nobles=locale_str("Expansion II: twenty nobles and their eight buildings"),
        buccaneer=locale_str("Expansion III: the Buccaneer's role card"),
        festival=locale_str("Expansion IV: the Festival's three goals"),
        computers=locale_str("Seats the computer plays (0 to 4)"),
        level=locale_str("How well the computer plays"),
        pace=locale_str("How long each player has to decide"),
        away_days=locale_str("Most days a player may be away in the game, in all"),
        away_computer=locale_str("The computer plays for an absent player"),
    )
    @app_commands.choices(theme=THEMES, language=LANGUAGES, new_buildings=BOARDS, level=LEVELS,
                          pace=PACES)
    async def new(self, interaction: discord.Interaction, theme: str = "classic",
                  language: str | None = None, players: app_commands.Range[int, 2, 5] = 5,
                  show_vp: bool = False, new_buildings: str | None = None,
                  nobles: bool = False, buccaneer: bool = False,
                  festival: bool = False, computers: app_commands.Range[int, 0, 4] = 0,
                  level: str = "medium", pace: str = DEFAULT_PACE,
                  away_days: app_commands.Range[int, 0, MOST_AWAY_DAYS] = 7,
                  away_computer: bool = False) -> None:
        await defer(interaction, ephemeral=False)
        lang = language or await user_language(interaction)
        chosen = {"new_buildings": bool(new_buildings), "nobles": nobles,
                  "buccaneer": buccaneer, "festival": festival}
        options = {"show_vp": show_vp}
        if new_buildings:
            options["buildings"] = new_buildings
        lobby = await self.service.lobby.new_lobby(
            interaction.channel_id, interaction.guild_id, interaction.user.id,
            display_name(interaction.user), theme, lang, players, options,
            expansions=tuple(expansion for expansion, on in chosen.items() if on),
            computers=(level,) * computers,
            clock={"pace": pace, "level": level, "away_days": away_days,
                   "away_computer": away_computer},
        )
        self.looking(lobby.game_id, interaction.user.id)
        loc = localizer(lobby.lang, lobby.theme)
        text = "\n".join([
            loc.text("lobby-opened", host=shown_name(interaction.user),
                     edition=loc.text(f"theme-{lobby.theme}"), max=lobby.max_players,
                     show_vp=show_vp),
            *legend(loc),
            loc.text("clock-pace-line", pace=pace_text(pace, loc)),
            await notify_line(interaction, loc),
            lobby_line(lobby, loc),
        ])
        await say(interaction, text, ephemeral=False)
        await self.welcome(interaction)

    @app_commands.command(name=locale_str("join"),
                          description=locale_str("Sit down at the game of this channel"))
    async def join(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=False)
        lobby = await self.service.lobby.join(interaction.channel_id, interaction.user.id,
                                        display_name(interaction.user))
        self.looking(lobby.game_id, interaction.user.id)
        loc = localizer(lobby.lang, lobby.theme)
        text = "\n".join([
            loc.text("lobby-joined", player=shown_name(interaction.user),
                     count=len(lobby.players), max=lobby.max_players),
            await notify_line(interaction, loc),
            lobby_line(lobby, loc),
        ])
        await say(interaction, text, ephemeral=False)
        await self.welcome(interaction)

    async def welcome(self, interaction: discord.Interaction) -> None:
        """His first seat ever: privately, in his language, where to find his way about. A
        database that cannot say so now spares him the line, not his seat's answer."""
        try:
            newcomer = await self.service.own_games.newcomer(interaction.user.id)
        except StoreError:
            log.warning("whether %s is new could not be read", interaction.user.id)
            return
        if newcomer:
            loc = localizer(await user_language(interaction))
            await say(interaction, loc.text("newcomer-help"))

    @app_commands.command(name=locale_str("leave"),
                          description=locale_str("Leave the game of this channel before it starts"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=False)
        lobby = await self.service.lobby.leave(interaction.channel_id, interaction.user.id)
        loc = localizer(lobby.lang, lobby.theme)
        lines = [loc.text("lobby-left", player=shown_name(interaction.user))]
        if lobby.cancelled:
            lines.append(loc.text("lobby-closed"))
        else:
            lines.append(lobby_line(lobby, loc))
        await say(interaction, "\n".join(lines), ephemeral=False)

    @app_commands.command(name=locale_str("start"),
                          description=locale_str("Start the game with the players seated"))
    async def start(self, interaction: discord.Interaction) -> None:
        await defer(interaction, ephemeral=False)
        outcome = await self.service.lobby.start(interaction.channel_id, interaction.user.id)
        table = outcome.table
        self.looking(table.game_id, interaction.user.id)
        loc = localizer(table.lang, table.theme)
        order = ", ".join(f"{seat + 1}. {name}" for seat, name in enumerate(names(table)))
        await say(interaction, loc.text("game-started", order=order), ephemeral=False)


async def notify_line(interaction: discord.Interaction, loc) -> str:
    prefs = await service_of(interaction).players.user(interaction.user.id)
    return loc.text("lobby-dm-on" if prefs.notify else "lobby-dm-off",
                    player=shown_name(interaction.user))


def lobby_line(lobby: Lobby, loc) -> str:
    names = ", ".join(plain(name) for _, name in lobby.players)
    host = next((plain(name) for user, name in lobby.players if user == lobby.host_id), "?")
    line = loc.text("lobby-players", players=names, count=len(lobby.players),
                    max=lobby.max_players, host=host)
    if lobby.expansions:
        expansions = loc.join([expansion_name(lobby, e, loc) for e in lobby.expansions])
        line += "\n" + loc.text("lobby-expansions", expansions=expansions)
    return line


def expansion_name(lobby: Lobby, expansion: str, loc) -> str:
    """An expansion as the lobby lists it; the New Buildings with how the board is filled."""
    name = loc.text(f"expansion-{expansion}")
    if expansion != "new_buildings":
        return name
    board = loc.text(f"choice-buildings-{lobby.options.get('buildings', 'draft')}")
    return loc.text("lobby-expansion-board", expansion=name, board=board)


async def setup(bot) -> None:
    await bot.add_pr_cog(LobbyCog(bot))
