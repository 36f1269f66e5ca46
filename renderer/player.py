"""One player's board: name, doubloons, goods, San Juan, the island's and the city's 12 spaces.

The city is drawn as 6 rows of 2 spaces in the order the buildings were built; a large
building takes a whole row (two spaces).
"""

from __future__ import annotations

from bot.game.components import BUILDINGS, CITY_SPACES, GOODS, ISLAND_SPACES

from . import style
from .canvas import Canvas, badge_width
from .table import draw_tile
from .view import View

HEADER = 56
GOODS_ROW = 42
TILE_ROW = 48
CITY_ROW = 44
CIRCLE_STEP = 20  # between the circles of a building
PAD = 10
ISLAND_COLUMNS = 6
CITY_COLUMNS = 2
CITY_ROWS = CITY_SPACES // CITY_COLUMNS

PANEL_HEIGHT = (
    PAD + HEADER + PAD + GOODS_ROW + PAD
    + 2 * TILE_ROW + 6 + PAD + CITY_ROWS * CITY_ROW + (CITY_ROWS - 1) * 5 + PAD
)


def draw_player(canvas: Canvas, view: View, seat: int, box) -> None:
    left, top, right, _bottom = box
    acting = seat in view.pending
    if acting:
        canvas.panel(box, outline=style.HIGHLIGHT_EDGE, width=6, radius=12)
    else:
        canvas.panel(box, radius=12)
    y = top + PAD
    _draw_header(canvas, view, seat, (left + PAD, y, right - PAD, y + HEADER), acting)
    y += HEADER + PAD
    _draw_goods(canvas, view, seat, (left + PAD, y, right - PAD, y + GOODS_ROW))
    y += GOODS_ROW + PAD
    _draw_island(canvas, view, seat, (left + PAD, y, right - PAD))
    y += 2 * TILE_ROW + 6 + PAD
    _draw_city(canvas, view, seat, (left + PAD, y, right - PAD))


def _draw_header(canvas: Canvas, view: View, seat: int, box, acting: bool) -> None:
    left, top, right, bottom = box
    player = view.state.players[seat]
    canvas.panel(box, fill=style.HIGHLIGHT if acting else style.HEADER, outline=None, radius=8)
    middle = (top + bottom) / 2
    x = _draw_purse(canvas, view, player, right - 10, middle) - 14
    badges = []
    if seat == view.state.governor:
        badges.append((view.term("governor"), style.GOVERNOR))
    if acting:
        badges.append((f"{style.ACTING_MARK} " + view.label("must-act"), style.ALERT))
    badges_width = sum(badge_width(text, style.SMALL) + 8 for text, _ in badges)
    name_right = max(left + 120, x - badges_width)
    width = canvas.fitted((left + 12, top, name_right, bottom), player.name, style.NAME,
                          bold=True, min_size=style.LABEL)
    bx = left + 12 + width + 10
    for text, fill in badges:
        bx += canvas.badge((bx, middle), text, style.SMALL, fill) + 8


def _draw_purse(canvas: Canvas, view: View, player, right: int, middle: float) -> int:
    """Doubloons, and the VP chips when the table shows them, ending at `right`; returns the
    left edge of what was drawn."""
    x = right
    if view.show_vp:
        x -= canvas.text((x, middle), str(player.vp), style.NAME, bold=True, anchor="rm") + 6
        label = view.term("vp")
        x -= badge_width(label, style.SMALL)
        canvas.badge((x, middle), label, style.SMALL, style.GOVERNOR)
        x -= 18
    x -= canvas.text((x, middle), str(player.doubloons), style.NAME, bold=True, anchor="rm")
    x -= 6 + 30
    canvas.coin((x + 15, middle), 15)
    return x


def _draw_goods(canvas: Canvas, view: View, seat: int, box) -> None:
    """Barrels of each good (none: faded), then colonists waiting in San Juan."""
    left, top, right, bottom = box
    player = view.state.players[seat]
    middle = (top + bottom) / 2
    x = left + 16
    for good in GOODS:
        count = player.goods.get(good, 0)
        canvas.good(good, (x, middle), 12)
        ink = style.INK if count else style.FAINT
        canvas.text((x + 18, middle), str(count), style.LABEL, ink, bold=True)
        x += 62
    label = f"{view.term('san_juan')}:"
    area = (x + 6, top, right - 70, bottom)
    canvas.fitted(area, label, style.BODY, style.INK, align="right")
    canvas.colonist((right - 54, middle), 11, player.san_juan > 0)
    canvas.text((right - 38, middle), str(player.san_juan), style.LABEL, bold=True)


def _draw_island(canvas: Canvas, view: View, seat: int, area) -> None:
    left, top, right = area
    island = view.state.players[seat].island
    width = (right - left - (ISLAND_COLUMNS - 1) * 6) / ISLAND_COLUMNS
    for space in range(ISLAND_SPACES):
        row, column = divmod(space, ISLAND_COLUMNS)
        x = left + column * (width + 6)
        y = top + row * (TILE_ROW + 6)
        box = (int(x), y, int(x + width), y + TILE_ROW)
        if space < len(island):
            tile, occupied = island[space]
            draw_tile(canvas, box, tile, bool(occupied))
        else:
            draw_tile(canvas, box, None, None)


def city_layout(city: list[str]) -> list[tuple[str | None, int, int, int]]:
    """(building or None, row, first column, columns spanned) for every space of the city."""
    free = [[True] * CITY_COLUMNS for _ in range(CITY_ROWS)]
    placed = []
    for building in city:
        span = CITY_COLUMNS if BUILDINGS[building].large else 1
        spot = _first_free(free, span)
        if spot is None:  # cannot happen within 12 spaces; never lose a building
            continue
        row, column = spot
        for c in range(column, column + span):
            free[row][c] = False
        placed.append((building, row, column, span))
    empty = [(None, r, c, 1) for r in range(CITY_ROWS) for c in range(CITY_COLUMNS) if free[r][c]]
    return placed + empty


def _first_free(free, span: int):
    for row in range(CITY_ROWS):
        for column in range(CITY_COLUMNS - span + 1):
            if all(free[row][column:column + span]):
                return row, column
    return None


def _draw_city(canvas: Canvas, view: View, seat: int, area) -> None:
    left, top, right = area
    city = view.state.players[seat].city
    width = (right - left - (CITY_COLUMNS - 1) * 8) / CITY_COLUMNS
    for building, row, column, span in city_layout(list(city)):
        x = left + column * (width + 8)
        y = top + row * (CITY_ROW + 5)
        box = (int(x), y, int(x + span * width + (span - 1) * 8), y + CITY_ROW)
        if building is None:
            canvas.panel(box, fill=style.SPACE, outline=style.FAINT, width=1, radius=6)
        else:
            _draw_building(canvas, view, building, city[building], box)


def _draw_building(canvas: Canvas, view: View, building: str, colonists: int, box) -> None:
    """A building with its circles, filled for each colonist on it."""
    left, top, right, bottom = box
    kind = BUILDINGS[building]
    tint = style.GOOD_TINTS[kind.good] if kind.good else style.VIOLET_TINT
    canvas.panel(box, fill=tint, outline=style.PANEL_EDGE, width=2, radius=6)
    middle = (top + bottom) / 2
    if kind.good:
        canvas.good(kind.good, (left + 16, middle), 9)
    else:
        canvas.draw.rounded_rectangle((left + 8, top + 8, left + 20, bottom - 8), 3,
                                      fill=style.VIOLET)
    circles = CIRCLE_STEP * kind.circles
    for i in range(kind.circles):
        x = right - 8 - circles + CIRCLE_STEP * (i + 0.5)
        canvas.colonist((x, middle), 8, i < colonists)
    name_box = (left + 28, top + 2, right - circles - 10, bottom - 2)
    canvas.wrapped(name_box, view.building(building), style.BODY, bold=kind.large)
