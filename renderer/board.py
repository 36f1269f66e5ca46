"""The pictures: the table (the shared table, with the score sheet once the game is over,
then a summary of each player, cut into pictures a phone shows whole) and one player's own
board.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import partial

from PIL import Image

from . import style
from .canvas import Canvas, Surface
from .palette import to_palette
from .player import draw_own_board, draw_summary, own_board_height, summary_height
from .scores import draw_scores, sheet_height
from .table.festival import draw_festival, festival_height
from .table.header import HEADER_HEIGHT, draw_header
from .table.market import draw_market, market_height
from .table.roles import draw_roles, roles_height
from .table.ships import draw_ships, ships_height
from .table.supply import PLANTATIONS_HEIGHT, draw_plantations, draw_supply, supply_height
from .view import View

COMPRESS_LEVEL = 3


# A phone shows a picture whole when it is at most about 2.2 times as tall as wide: the
# pictures of the table are cut to stay within it, and sent together.
MOST_HEIGHT = int(2.2 * style.WIDTH)

Band = tuple[int, Callable[[Surface, View, int], None]]  # height, drawing from its top edge


def table_bands(view: View) -> list[Band]:
    """The shared table, top to bottom: round, the score sheet once the game is over, roles,
    supply, plantations, ships, buildings for sale, the Festival."""
    band: list[Band] = [(HEADER_HEIGHT, draw_header)]
    if view.over:
        band.append((sheet_height(view), draw_scores))
    band += [
        (roles_height(view), draw_roles),
        (supply_height(view), draw_supply),
        (PLANTATIONS_HEIGHT, draw_plantations),
        (ships_height(view), draw_ships),
        (market_height(view), draw_market),
    ]
    if view.state.festival:
        band.append((festival_height(view), draw_festival))
    return band


def player_bands(view: View) -> list[Band]:
    """Each player's summary, in seat order."""
    return [(summary_height(view, seat), partial(_summary, seat=seat))
            for seat in range(view.state.n)]


def _summary(canvas: Surface, view: View, top: int, seat: int) -> None:
    box = (style.MARGIN, top, style.WIDTH - style.MARGIN, top + summary_height(view, seat))
    draw_summary(canvas, view, seat, box)


def pages(view: View) -> list[list[Band]]:
    """The bands of each picture: the shared table on the first (and, when it is too tall,
    the next), then the players on pictures of their own, each picture at most
    MOST_HEIGHT tall."""
    return [*_packed(table_bands(view)), *_packed(player_bands(view))]


def _packed(bands: list[Band]) -> list[list[Band]]:
    """Bands in order, a new picture begun where the next would make one too tall."""
    packed: list[list[Band]] = [[]]
    for band in bands:
        if packed[-1] and page_height(packed[-1] + [band]) > MOST_HEIGHT:
            packed.append([])
        packed[-1].append(band)
    return packed


def page_height(bands: list[Band]) -> int:
    return 2 * style.MARGIN + sum(height for height, _ in bands) + style.GAP * (len(bands) - 1)


def draw(view: View) -> list[Image.Image]:
    """The pictures of the table, in the order they are sent."""
    return [_draw_page(view, page) for page in pages(view)]


def _draw_page(view: View, bands: list[Band]) -> Image.Image:
    canvas = Canvas(style.WIDTH, page_height(bands))
    y = style.MARGIN
    for height, draw_band in bands:
        draw_band(canvas, view, y)
        y += height + style.GAP
    return canvas.image


def draw_player(view: View, seat: int) -> Image.Image:
    canvas = Canvas(style.WIDTH, own_board_height(view, seat))
    draw_own_board(canvas, view, seat)
    return canvas.image


def encode(image: Image.Image) -> bytes:
    """PNG with a palette: the picture has few colours, so 256 of them lose nothing visible
    and make the file several times smaller and faster to write."""
    out = io.BytesIO()
    to_palette(image).save(out, "PNG", compress_level=COMPRESS_LEVEL)
    return out.getvalue()
