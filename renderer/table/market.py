"""The buildings for sale, by cost, and the spaces still free in the New Buildings' draft."""

from __future__ import annotations

from bot.game.components import BUILDINGS, market_order

from .. import pieces, style
from ..canvas import Surface
from ..view import View
from .panels import INNER, LEFT, RIGHT, TITLE_ROW, titled

MARKET_ROW = 46  # two lines of the smallest text fit in a row


FREE_SPACE = "space:"  # a market entry naming a space still free in the draft: "space:office"


def market_columns(view: View) -> list[list[str]]:
    """The game's market (what its setup and expansions put on the board) in two columns: the
    game's columns 1 and 2, then 3 and 4. During the New Buildings' draft the spaces still free
    are in their places, so a drafting player sees which costs are left."""
    drafting = view.state.step == "draft"
    free = [space for space, kind in view.state.board.items() if kind is None] if drafting else []
    entries = {building: building for building in view.state.buildings}
    entries.update({space: FREE_SPACE + space for space in free})
    columns: list[list[str]] = [[], []]
    for key in market_order(entries):
        columns[(BUILDINGS[key].column - 1) // 2].append(entries[key])
    return columns


def market_height(view: View) -> int:
    return TITLE_ROW + max(len(c) for c in market_columns(view)) * MARKET_ROW + 6


def draw_market(canvas: Surface, view: View, top: int) -> None:
    """Buildings for sale by cost: cost, name, circles and copies left (grey when none)."""
    box = (LEFT, top, RIGHT, top + market_height(view))
    y = titled(canvas, box, view.label("buildings"))
    width = (INNER - 16) / 2
    for column, ids in enumerate(market_columns(view)):
        x = int(LEFT + 8 + column * width)
        for row, building in enumerate(ids):
            top_y = y + row * MARKET_ROW
            box = (x, top_y, int(x + width) - 6, top_y + MARKET_ROW - 2)
            with canvas.target(pieces.building(building.removeprefix(FREE_SPACE)), box):
                _draw_offer(canvas, view, building, box)


def _draw_offer(canvas: Surface, view: View, building: str, box) -> None:
    if building.startswith(FREE_SPACE):
        _draw_free_space(canvas, view, building[len(FREE_SPACE):], box)
        return
    left, top, right, bottom = box
    kind = BUILDINGS[building]
    left_count = view.state.buildings.get(building, 0)
    ink = style.INK if left_count else style.MUTED
    middle = (top + bottom) / 2
    canvas.coin((left + 14, middle), 14, str(kind.cost))
    if kind.good:
        canvas.good(kind.good, (left + 39, middle), 8)
    else:
        canvas.rectangle((left + 35, top + 10, left + 43, bottom - 10), side_bar(kind)[0])
    name_box = (left + 50, top, right - 38, bottom)
    canvas.wrapped(name_box, view.building(building), style.BODY, ink, bold=kind.large)
    copies = f"{style.COPIES_MARK}{left_count}"
    canvas.fitted((right - 36, top, right, bottom), copies, style.BODY, ink, bold=True,
                  align="right")


def side_bar(kind) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(colour, light tint) of a building that makes no goods: violet, or red for the Nobles'
    Jeweler, a production building as its card's red side bar says."""
    if kind.red:
        return style.RED_BUILDING, style.RED_BUILDING_TINT
    return style.VIOLET, style.VIOLET_TINT


def _draw_free_space(canvas: Surface, view: View, space: str, box) -> None:
    """A space of the draft not filled yet: its cost, and what may still go there."""
    left, top, right, bottom = box
    canvas.panel(box, fill=style.SPACE, outline=style.FAINT, width=1, radius=6)
    middle = (top + bottom) / 2
    canvas.coin((left + 14, middle), 14, str(BUILDINGS[space].cost))
    label = view.label("free-space", space=view.building(space))
    canvas.wrapped((left + 35, top, right - 4, bottom), label, style.BODY, style.INK)
