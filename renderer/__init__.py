"""Board pictures: a pure function from a game, a language and a theme to PNG bytes.

Everything public on the table is drawn: role cards, supply, ships, the trading house, the
buildings for sale and each player's island and city; VP chips only when the table shows
them; the score sheet once the game is over.
"""

from __future__ import annotations

from bot.l10n import localizer

from .board import draw, encode
from .view import View

__all__ = ["render_board"]


def render_board(game, lang: str, theme: str | None = None, show_vp: bool | None = None) -> bytes:
    """A PNG of the table of `game` (a bot.game.engine.Game) in `lang` and `theme`."""
    state = game.state
    theme = theme or state.theme
    if show_vp is None:
        show_vp = bool(state.options.get("show_vp", False))
    view = View(
        state=state,
        loc=localizer(lang, theme),
        show_vp=show_vp,
        pending=tuple(game.pending()),
        scores=game.scores if game.is_over else None,
    )
    return encode(draw(view))
