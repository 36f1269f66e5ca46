"""What the table's sections share: their margins, a panel with a small title, a counted
line, an island space."""

from __future__ import annotations

from bot.game.components import FOREST

from .. import style
from ..canvas import Surface

LEFT = style.MARGIN
RIGHT = style.WIDTH - style.MARGIN
INNER = RIGHT - LEFT
TITLE_ROW = 32  # the small title of a panel


def titled(canvas: Surface, box, title: str) -> int:
    """A panel with a small title; returns the top of its content."""
    left, top, right, _bottom = box
    canvas.panel(box)
    canvas.fitted((left + 10, top + 2, right - 10, top + TITLE_ROW), title, style.SMALL,
                  style.MUTED, bold=True)
    return top + TITLE_ROW


def count_row(canvas: Surface, box, label: str, count: int | str) -> None:
    left, top, right, bottom = box
    canvas.fitted((left, top, right - 44, bottom), label, style.BODY)
    canvas.fitted((right - 44, top, right, bottom), str(count), style.LABEL, bold=True,
                  align="right")


def draw_tile(canvas: Surface, box, tile: str | None, occupied: bool | None,
              noble: bool = False) -> None:
    """An island space: a plantation or quarry, with its circle when it is on an island (a
    noble's red)."""
    left, top, right, bottom = box
    if tile is None:
        canvas.panel(box, fill=style.SPACE, outline=style.FAINT, width=1, radius=6)
        return
    if tile == FOREST:
        canvas.panel(box, fill=style.FOREST_TINT, outline=style.PANEL_EDGE, width=2, radius=6)
        canvas.tree(((left + right) / 2, (top + bottom) / 2), (bottom - top) * 0.36)
        return
    canvas.panel(box, fill=style.GOOD_TINTS[tile], outline=style.PANEL_EDGE, width=2, radius=6)
    height = bottom - top
    radius = min(height * 0.3, 16)
    if occupied is None:
        canvas.good(tile, ((left + right) / 2, (top + bottom) / 2), radius)
        return
    canvas.good(tile, (left + height * 0.5, (top + bottom) / 2), radius)
    canvas.colonist((right - height * 0.42, (top + bottom) / 2), radius * 0.7, occupied, noble)
