"""The pictures of a game: the table (with the clock of whoever it waits on), a player's own
board, and the story of a finished game, drawn in a thread so the bot goes on answering
meanwhile. A test or a bench gives the bot its own renderers (`bot.render_board`, ...)."""

from __future__ import annotations

import asyncio
import io
import logging

import discord

from bot.l10n import localizer
from bot.service import Table

from . import clock_lines, messages
from .replies import mention

log = logging.getLogger(__name__)


def render_default(game, lang: str, theme: str, **clock) -> list[bytes]:
    from renderer import render_board

    return render_board(game, lang, theme, **clock)


def render_story_default(record, lang: str, theme: str) -> tuple[str, bytes]:
    """The story of a finished game: its sentence and its picture."""
    from bot.story import sentence, tell
    from renderer.story import render_story

    story = tell(record)
    picture = render_story(story, lang, theme)
    story.names = [messages.plain(name) for name in story.names]  # as a message shows them
    return sentence(story, localizer(lang, theme)), picture


def render_player_default(game, seat: int, lang: str, theme: str) -> bytes:
    from renderer import render_player

    return render_player(game, seat, lang, theme, show_vp=True)


def png(data: bytes | None, name: str) -> discord.File | None:
    return discord.File(io.BytesIO(data), name) if data else None


def table_files(pictures: list[bytes]) -> list[discord.File]:
    """The table's pictures as the attachments of one message: board.png, board-2.png, …"""
    from renderer import numbered

    return [png(data, name) for data, name in
            zip(pictures, numbered("board.png", len(pictures)), strict=True)]


class Pictures:
    """The bot's renderers, and what a message attaches of them."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.render = getattr(bot, "render_board", None) or render_default
        self.render_player = getattr(bot, "render_player", None) or render_player_default
        self.render_story = getattr(bot, "render_story", None) or render_story_default

    async def board(self, table: Table) -> list[bytes]:
        """The table's pictures; none when they could not be drawn."""
        try:
            clock = await clock_lines.picture_clock(self.bot.service, table)
            return await asyncio.to_thread(self.render, table.game, table.lang, table.theme,
                                           **clock)
        except Exception:
            log.exception("game %s: the board could not be drawn", table.game_id)
            return []

    async def post_story(self, table: Table, channel) -> None:
        """After the scores, the story of the game: replayed and drawn in a thread, so the
        bot goes on answering meanwhile; a failure costs only the story."""
        try:
            text, data = await asyncio.to_thread(self.render_story, table.record, table.lang,
                                                 table.theme)
            await channel.send(messages.fit(text), file=png(data, "story.png"),
                               allowed_mentions=mention([]))
        except discord.HTTPException:
            log.warning("game %s: could not post its story", table.game_id, exc_info=True)
        except Exception:
            log.exception("game %s: its story could not be told", table.game_id)

    async def own_board(self, table: Table, seat: int, lang: str) -> bytes | None:
        try:
            return await asyncio.to_thread(self.render_player, table.game, seat, lang,
                                           table.theme)
        except Exception:
            log.exception("game %s: the board of seat %s could not be drawn", table.game_id,
                          seat)
            return None
