"""The pictures of a game: the table (with the clock of whoever it waits on), a player's own
board, and the story of a finished game, drawn in a thread so the bot goes on answering
meanwhile. A test or a bench gives the bot its own renderers (`bot.render_board`, ...)."""

from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass

import discord

from bot.coach.review import Review
from bot.game.record import Record
from bot.l10n import localizer
from bot.recent import Recent
from bot.service import Table

from ..words import messages
from . import clock_lines
from .replies import mention

log = logging.getLogger(__name__)

STORIES_KEPT = 256  # stories waiting for their game's review, the oldest forgotten first


def render_default(game, lang: str, theme: str, **clock) -> list[bytes]:
    from renderer import render_board

    return render_board(game, lang, theme, **clock)


def render_story_default(record, lang: str, theme: str,
                         review: Review | None = None) -> tuple[str, bytes]:
    """The story of a finished game: its sentence and its picture (with the turning points
    of its `review`, once it is made)."""
    from bot.coach.story import sentence, tell, turning_points
    from renderer.story import render_story

    story = tell(record)
    if review is not None:
        story.marks = turning_points(story, review, len(record.decisions))
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


@dataclass(frozen=True)
class PostedStory:
    """Where a story waiting for its game's review was posted, and in which words: the game
    itself is read again from the store when the review comes, so that the stories a busy
    bot keeps waiting (its workers behind the games' ends) cost a few numbers each, not a
    game and a message apiece."""

    channel_id: int
    message_id: int
    lang: str
    theme: str


class Pictures:
    """The bot's renderers, and what a message attaches of them."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.render = getattr(bot, "render_board", None) or render_default
        self.render_player = getattr(bot, "render_player", None) or render_player_default
        self.render_story = getattr(bot, "render_story", None) or render_story_default
        # game id -> where its story was posted, until its review marks the story
        self.stories: Recent = Recent(STORIES_KEPT)

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
        bot goes on answering meanwhile; a failure costs only the story. Its picture is
        drawn again with its turning points once the game's review is made (`mark_story`)."""
        try:
            text, data = await asyncio.to_thread(self.render_story, table.record, table.lang,
                                                 table.theme)
            message = await channel.send(messages.fit(text), file=png(data, "story.png"),
                                         allowed_mentions=mention([]))
        except discord.HTTPException:
            log.warning("game %s: could not post its story", table.game_id, exc_info=True)
            return
        except Exception:
            log.exception("game %s: its story could not be told", table.game_id)
            return
        self.stories[table.game_id] = PostedStory(channel.id, message.id, table.lang,
                                                  table.theme)
        await self.mark_story(table.game_id)  # reviewed already (a short game, a fast worker)

    async def mark_stories(self) -> None:
        """Every story posted here still waiting for its review, marked if it is made now
        (by another process on the database: one made here marks its story at once)."""
        for game_id in list(self.stories):
            await self.mark_story(game_id)

    async def mark_story(self, game_id: int) -> None:
        """A story posted here whose game's review is made: its picture drawn again with the
        turning points, in place (its sentence as it was). Called when a review is stored in
        this process, and by the clock's pass each minute for those made elsewhere; a
        restart forgets the stories still waiting, which stay as they were posted."""
        posted = self.stories.get(game_id)
        if posted is None:
            return
        review = await self.bot.service.reviews.review(game_id)
        if review is None:
            return
        posted = self.stories.pop(game_id)
        try:
            _, record_json, _ = await self.bot.service.store.game_data(game_id)
            _, data = await asyncio.to_thread(self.render_story, Record.from_json(record_json),
                                              posted.lang, posted.theme, review)
            channel = self.bot.get_partial_messageable(posted.channel_id)
            message = channel.get_partial_message(posted.message_id)
            await message.edit(attachments=[png(data, "story.png")])
        except discord.HTTPException:
            log.warning("game %s: could not mark its story", game_id, exc_info=True)
        except Exception:
            log.exception("game %s: its turning points could not be drawn", game_id)

    async def own_board(self, table: Table, seat: int, lang: str) -> bytes | None:
        try:
            return await asyncio.to_thread(self.render_player, table.game, seat, lang,
                                           table.theme)
        except Exception:
            log.exception("game %s: the board of seat %s could not be drawn", table.game_id,
                          seat)
            return None
