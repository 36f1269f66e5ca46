"""The whole picture: the shared table on top, the score sheet once the game is over, then one
panel per player, two to a row.
"""

from __future__ import annotations

import io

from PIL import Image

from . import style
from .canvas import Canvas
from .palette import to_palette
from .player import PANEL_HEIGHT, draw_player
from .scores import draw_scores, sheet_height
from .table import (
    HEADER_HEIGHT,
    ROLES_HEIGHT,
    SHIPS_HEIGHT,
    SUPPLY_HEIGHT,
    draw_header,
    draw_market,
    draw_roles,
    draw_ships,
    draw_supply,
    market_height,
)
from .view import View

PANEL_COLUMNS = 2
COMPRESS_LEVEL = 3


def sections(view: View) -> list[tuple[int, object]]:
    """(height, drawing function) of each band of the shared table, top to bottom."""
    band = [(HEADER_HEIGHT, draw_header)]
    if view.over:
        band.append((sheet_height(view), draw_scores))
    band += [
        (ROLES_HEIGHT, draw_roles),
        (SUPPLY_HEIGHT, draw_supply),
        (SHIPS_HEIGHT, draw_ships),
        (market_height(), draw_market),
    ]
    return band


def draw(view: View) -> Image.Image:
    canvas = Canvas(style.WIDTH, board_height(view))
    y = style.MARGIN
    for section_height, draw_section in sections(view):
        draw_section(canvas, view, y)
        y += section_height + style.GAP
    for seat, box in enumerate(panel_boxes(view)):
        draw_player(canvas, view, seat, box)
    return canvas.image


def _players_top(view: View) -> int:
    return style.MARGIN + sum(h + style.GAP for h, _ in sections(view)) + style.GAP


def board_height(view: View) -> int:
    rows = -(-view.state.n // PANEL_COLUMNS)
    return _players_top(view) + rows * (PANEL_HEIGHT + style.GAP) + style.MARGIN


def panel_boxes(view: View) -> list[tuple[int, int, int, int]]:
    """Where each player's board goes, in seat order, two to a row."""
    top = _players_top(view)
    width = (style.WIDTH - 2 * style.MARGIN - style.GAP) / PANEL_COLUMNS
    boxes = []
    for seat in range(view.state.n):
        row, column = divmod(seat, PANEL_COLUMNS)
        left = style.MARGIN + column * (width + style.GAP)
        y = top + row * (PANEL_HEIGHT + style.GAP)
        boxes.append((int(left), y, int(left + width), y + PANEL_HEIGHT))
    return boxes


def encode(image: Image.Image) -> bytes:
    """PNG with a palette: the picture has few colours, so 256 of them lose nothing visible
    and make the file several times smaller and faster to write."""
    out = io.BytesIO()
    to_palette(image).save(out, "PNG", compress_level=COMPRESS_LEVEL)
    return out.getvalue()
