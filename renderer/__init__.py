"""Board pictures: a pure function from a game, a language and a theme to PNG bytes.

Everything public on the table is drawn: role cards, supply, ships, the trading house, the
buildings for sale and each player's island and city; VP chips only when the table shows
them; the score sheet once the game is over.
"""

from __future__ import annotations

import threading

from PIL import Image

from bot.l10n import localizer

from .board import draw, encode
from .view import View

__all__ = ["board_image", "board_view", "render_board"]

# The fonts are shared, and a FreeType face must not draw in two threads at once (the bot
# renders with asyncio.to_thread); writing the PNG needs no lock.
_drawing = threading.Lock()


def render_board(game, lang: str, theme: str | None = None, show_vp: bool | None = None) -> bytes:
    """A PNG of the table of `game` (a bot.game.engine.Game) in `lang` and `theme`.

    `theme` defaults to the game's, `show_vp` to the game's "show_vp" option.
    """
    return encode(board_image(game, lang, theme, show_vp))


def board_image(game, lang: str, theme: str | None = None,
                show_vp: bool | None = None) -> Image.Image:
    """The picture before it is written as PNG."""
    view = board_view(game, lang, theme, show_vp)
    with _drawing:
        return draw(view)


def board_view(game, lang: str, theme: str | None = None, show_vp: bool | None = None) -> View:
    state = game.state
    theme = theme or state.theme
    if show_vp is None:
        show_vp = bool(state.options.get("show_vp", False))
    return View(
        state=state,
        loc=localizer(lang, theme),
        show_vp=show_vp,
        pending=tuple(game.pending()),
        scores=game.scores if game.is_over else None,
    )
