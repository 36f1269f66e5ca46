"""The supply: colonists, VP chips, quarries and barrels; the face-up plantations."""

from __future__ import annotations

from bot.game.components import GOODS

from .. import pieces, style
from ..canvas import Surface
from ..view import View
from .panels import INNER, LEFT, RIGHT, TITLE_ROW, count_row, draw_tile, titled

NOBLES = "nobles"  # expansion II

ROW = 28
PLANTATIONS_HEIGHT = TITLE_ROW + 64


def supply_height(view: View) -> int:
    return TITLE_ROW + max(len(GOODS), len(count_rows(view))) * ROW + 8


def draw_supply(canvas: Surface, view: View, top: int) -> None:
    """Colonists, VP chips and quarries beside the barrels of each good."""
    bottom = top + supply_height(view)
    middle = LEFT + (INNER - style.GAP) // 2
    _draw_counts(canvas, view, (LEFT, top, middle, bottom))
    _draw_barrels(canvas, view, (middle + style.GAP, top, RIGHT, bottom))


def count_rows(view: View) -> list[tuple[str, str, int]]:
    """(icon, label, count) of each line of the supply's left half."""
    s = view.state
    rows = [
        ("ship", view.term("colonist_ship"), s.colonist_ship),
        ("colonist", view.label("colonists"), s.colonist_supply),
        ("vp", view.label("vp-chips"), max(s.vp_supply, 0)),
        ("quarry", view.label("quarries"), s.quarries),
    ]
    if NOBLES in s.expansions:  # beside the colonists: the nobles aboard and in the supply
        rows[2:2] = [("noble", view.label("nobles-aboard"), s.noble_ship),
                     ("noble", view.label("nobles"), s.noble_supply)]
    return rows


def _draw_counts(canvas: Surface, view: View, box) -> None:
    y = titled(canvas, box, view.label("supply"))
    left, _top, right, _bottom = box
    for icon, label, count in count_rows(view):
        piece = pieces.QUARRY if icon == "quarry" else None  # the Settler's quarry
        with canvas.target(piece, (left + 8, y, right - 8, y + ROW)):
            _draw_count(canvas, icon, (left, y, right, y + ROW), label, count)
        y += ROW


def _draw_count(canvas: Surface, icon: str, box, label: str, count: int) -> None:
    left, top, right, bottom = box
    centre = (left + 22, (top + bottom) / 2)
    if icon == "quarry":
        canvas.good("quarry", centre, 10)
    elif icon == "vp":
        canvas.rounded((left + 10, top + 6, left + 34, bottom - 6), 5, style.GOVERNOR)
    elif icon == "ship":
        canvas.ship(centre, 26, 14)
    else:
        canvas.colonist(centre, 9, True, noble=icon == "noble")
    count_row(canvas, (left + 42, top, right - 10, bottom), label, count)


def _draw_barrels(canvas: Surface, view: View, box) -> None:
    """Barrels left of each good; with their shapes, this is also the legend of the goods."""
    y = titled(canvas, box, view.label("goods"))
    left, _top, right, _bottom = box
    for good in GOODS:
        canvas.good(good, (left + 22, y + ROW / 2), 10)
        count = view.state.goods_supply.get(good, 0)
        count_row(canvas, (left + 42, y, right - 10, y + ROW), view.good(good), count)
        y += ROW


def draw_plantations(canvas: Surface, view: View, top: int) -> None:
    """The face-up plantations, and what a filled or an empty circle means."""
    bottom = top + PLANTATIONS_HEIGHT
    y = titled(canvas, (LEFT, top, RIGHT, bottom), view.label("plantations"))
    tiles = view.state.face_up
    size = 54
    for i, tile in enumerate(tiles):
        x = LEFT + 10 + i * (size + 6)
        box = (x, y + 2, x + size, y + 2 + size)
        with canvas.target(pieces.tile(i), box):
            draw_tile(canvas, box, tile, None)
    x = LEFT + 10 + max(len(tiles), 6) * (size + 6) + 10
    middle = y + 2 + size / 4
    canvas.colonist((x + 9, middle), 9, True)
    canvas.fitted((x + 24, middle - 12, RIGHT - 8, middle + 12), view.label("occupied"),
                  style.SMALL, style.MUTED)
    middle = y + 2 + 3 * size / 4
    canvas.colonist((x + 9, middle), 9, False)
    canvas.fitted((x + 24, middle - 12, RIGHT - 8, middle + 12), view.label("vacant"),
                  style.SMALL, style.MUTED)
