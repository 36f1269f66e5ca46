"""The two pictures: the table (shared table on top, the score sheet once the game is over,
then a summary of each player) and one player's own board.
"""

from __future__ import annotations

import io

from PIL import Image

from . import style
from .canvas import Canvas
from .palette import to_palette
from .player import draw_own_board, draw_summary, own_board_height, summary_height
from .scores import draw_scores, sheet_height
from .table import (
    HEADER_HEIGHT,
    PLANTATIONS_HEIGHT,
    draw_festival,
    draw_header,
    draw_market,
    draw_plantations,
    draw_roles,
    draw_ships,
    draw_supply,
    festival_height,
    market_height,
    roles_height,
    ships_height,
    supply_height,
)
from .view import View

COMPRESS_LEVEL = 3


def sections(view: View) -> list[tuple[int, object]]:
    """(height, drawing function) of each band of the shared table, top to bottom."""
    band = [(HEADER_HEIGHT, draw_header)]
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


def draw(view: View) -> Image.Image:
    boxes = panel_boxes(view)
    canvas = Canvas(style.WIDTH, boxes[-1][3] + style.MARGIN)
    y = style.MARGIN
    for section_height, draw_section in sections(view):
        draw_section(canvas, view, y)
        y += section_height + style.GAP
    for seat, box in enumerate(boxes):
        draw_summary(canvas, view, seat, box)
    return canvas.image


def panel_boxes(view: View) -> list[tuple[int, int, int, int]]:
    """Where each player's summary goes, in seat order, one under the other."""
    y = style.MARGIN + sum(h + style.GAP for h, _ in sections(view)) + style.GAP
    boxes = []
    for seat in range(view.state.n):
        height = summary_height(view, seat)
        boxes.append((style.MARGIN, y, style.WIDTH - style.MARGIN, y + height))
        y += height + style.GAP
    return boxes


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
