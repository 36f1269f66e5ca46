"""Pictures of a game: pure functions from a game, a language and a theme to PNG bytes.

Every picture is 640 px wide and drawn for phones: shown 400 px wide, no text is smaller
than 11 px, and none is more than 2.2 times as tall as wide, so that a phone shows it whole.

- `render_board`: the table, for the channel, as a list of pictures sent together. The first
  has the round, the role cards, supply, ships, the trading house, the buildings for sale and
  the Festival (the score sheet once the game is over), the last of them on a second picture
  when the first would be too tall; then the players' summaries (doubloons, barrels, what he
  would produce, San Juan, spaces filled, violet buildings and the Jeweler) on pictures of
  their own.
- `render_player`: one player's own board, to send him privately on request: the same header,
  his barrels and production as a table, and every space of his island and city.
- `table_svg`: the same layout as one SVG for the live table's page, its pieces clickable.

VP chips are drawn only when asked (`show_vp`, by default the game's option).
"""

from __future__ import annotations

from pathlib import PurePath

from PIL import Image

from . import style
from .board import draw, draw_player, encode
from .view import DRAWING as _drawing
from .view import board_view

__all__ = ["board_images", "board_view", "numbered", "player_image", "render_board",
           "render_player", "table_svg"]

TITLE_ROW = 52  # a sheet's title


def render_board(game, lang: str, theme: str | None = None, show_vp: bool | None = None,
                 clock: dict[int, str] | None = None,
                 voted_out: dict[int, int] | None = None) -> list[bytes]:
    """The PNGs of the table of `game` (a bot.game.engine.Game) in `lang` and `theme`, in
    the order they are shown: the shared table first, then the players.

    `theme` defaults to the game's, `show_vp` to the game's "show_vp" option; `clock` gives
    the time left of players who must act (seat -> "18 h"), shown beside their names;
    `voted_out` the seats the others left to the computer (seat -> the round), which the score
    sheet names under it.
    """
    return [encode(image)
            for image in board_images(game, lang, theme, show_vp, clock, voted_out)]


def render_player(game, seat: int, lang: str, theme: str | None = None,
                  show_vp: bool | None = None) -> bytes:
    """A PNG of the board of the player at `seat` (0-based) of `game`, in `lang` and `theme`.

    Meant to be sent privately to the player who asks (`/pr status`, a button). `theme`
    defaults to the game's, `show_vp` to the game's "show_vp" option; a player may always
    see his own VP chips, so the bot may pass `show_vp=True` when the viewer owns the seat.
    Raises IndexError for a seat the game does not have.
    """
    return encode(player_image(game, seat, lang, theme, show_vp))


def table_svg(game, lang: str, theme: str | None = None, viewer_seat: int | None = None,
              clock: dict[int, str] | None = None) -> str:
    """The live table as one SVG (`renderer.svg`): the bands of the table's pictures one
    under the other, then the board of the viewer at `viewer_seat` (None: a watcher) whole,
    then the other players' summaries; the pieces a decision may be about are named
    (`renderer.pieces`). `theme` defaults to the game's; `clock` as for `render_board`."""
    from .svg import table_svg as drawn_svg

    return drawn_svg(game, lang, theme, viewer_seat, clock)


def board_images(game, lang: str, theme: str | None = None, show_vp: bool | None = None,
                 clock: dict[int, str] | None = None,
                 voted_out: dict[int, int] | None = None) -> list[Image.Image]:
    """The table's pictures before they are written as PNG."""
    view = board_view(game, lang, theme, show_vp, clock, voted_out)
    with _drawing:
        return draw(view)


def player_image(game, seat: int, lang: str, theme: str | None = None,
                 show_vp: bool | None = None) -> Image.Image:
    """The picture of one player's board before it is written as PNG."""
    view = board_view(game, lang, theme, show_vp)
    if not 0 <= seat < view.state.n:
        raise IndexError(f"no seat {seat} in a game of {view.state.n} players")
    with _drawing:
        return draw_player(view, seat)


def title_lines(title: str) -> tuple[str, ...]:
    """A sheet's title at its own size, on as many lines as it needs: never cut, never
    shrunk (a leaderboard page's name can be long)."""
    from .canvas import clean, word_lines

    width = style.WIDTH - 2 * style.MARGIN - 24
    return word_lines(clean(title, True), width, style.TITLE, True)


def title_height(title: str) -> int:
    """The room a sheet's title takes: a row, and a line more for each line it wraps to."""
    from .canvas import LINE_STEP

    return TITLE_ROW + round(style.TITLE * LINE_STEP) * (len(title_lines(title)) - 1)


def drawn(height: int, title: str, draw) -> Image.Image:
    """A sheet of the phones' width and `height` (the leaderboard, a player's statistics,
    counting `title_height`): a panel with `title` at its top, the rest drawn by
    `draw(canvas, top)` below it, under the fonts' lock."""
    from .canvas import LINE_STEP, Canvas

    canvas = Canvas(style.WIDTH, height)
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    with _drawing:
        canvas.panel((left, style.MARGIN, right, height - style.MARGIN))
        y = style.MARGIN + TITLE_ROW / 2
        for line in title_lines(title):
            canvas.text((left + 12, y), line, style.TITLE, bold=True)
            y += style.TITLE * LINE_STEP
        draw(canvas, style.MARGIN + title_height(title))
    return canvas.image


def numbered(name: str, count: int) -> list[str]:
    """File names for `count` pictures sent together: "board.png", "board-2.png", …"""
    path = PurePath(name)
    return [name][:count] + [str(path.with_name(f"{path.stem}-{n}{path.suffix}"))
                             for n in range(2, count + 1)]
