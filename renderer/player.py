"""A player on the pictures: a short summary for the table picture, and his whole board for
the picture of his own.

Both begin with the same header: his mark and name, the Governor's and the "to act" badges,
his doubloons and (when shown) his VP chips. The summary then gives his barrels, what he would
produce, San Juan, how full his island and city are, and by name his buildings that make no
goods (the violet ones, and the Nobles' red Jeweler, whose coins no count shows); his own
board shows the same counts as a table, then every space of the island and the city. With the
Nobles, both add a line under the counts when the VP are shown: what his nobles will score.

The city is drawn as 6 rows of 2 spaces in the order the buildings were built; a large
building takes a whole row (two spaces).
"""

from __future__ import annotations

import math
from functools import lru_cache

from bot.game.components import BUILDINGS, CITY_SPACES, GOODS, ISLAND_SPACES
from bot.game.phases.craftsman import capacity
from bot.game.state import SAN_JUAN

from . import pieces, style
from .canvas import Surface, badge_width, clean, text_width
from .table.market import side_bar
from .table.panels import draw_tile, titled
from .view import View

PAD = 10
HEADER = 46
LINE = 28
CHIP = 28  # a violet building's label in the summary
CHIP_TEXT_PAD = 8
ISLAND_COLUMNS = 6
TILE_ROW = 50
CITY_COLUMNS = 2
CITY_ROWS = CITY_SPACES // CITY_COLUMNS
CITY_ROW = 48
CIRCLE_STEP = 20  # between the circles of a building
NAME_ROOM = 150  # the least a name keeps beside the badges, its mark included


# ------------------------------------------------------------------------ header
def draw_header(canvas: Surface, view: View, seat: int, box) -> None:
    """Mark, name and badges on the left, doubloons and VP chips on the right."""
    left, top, right, bottom = box
    acting = seat in view.pending
    canvas.panel(box, fill=style.HIGHLIGHT if acting else style.HEADER, outline=None, radius=8)
    middle = (top + bottom) / 2
    x = _draw_purse(canvas, view, seat, right - 10, middle) - 12
    badges = _badges(view, seat, x - left - NAME_ROOM)
    name_right = max(left + NAME_ROOM, x - _badges_width(badges))
    width = canvas.player((left + 8, top, name_right, bottom), seat, view.name(seat),
                          style.NAME, min_size=style.LABEL)
    bx = left + 8 + width + 8
    for text, fill in badges:
        bx += canvas.badge((bx, middle), text, style.SMALL, fill) + 8


def _badges(view: View, seat: int, room: int) -> list[tuple[str, tuple[int, int, int]]]:
    """(text, colour) of the Governor's and the "to act" badges; the latter only its mark
    where its words would leave the badges wider than `room` (the Italian "Governatore" and
    "deve agire" beside two-figure doubloons and VP): the header's colour says it too."""
    badges = []
    if seat == view.state.governor:
        badges.append((view.term("governor"), style.GOVERNOR))
    if seat in view.pending:
        badges.append((f"{style.ACTING_MARK} " + view.label("must-act"), style.ALERT))
        if _badges_width(badges) > room:
            badges[-1] = (style.ACTING_MARK, style.ALERT)
    return badges


def _badges_width(badges) -> int:
    return sum(badge_width(text, style.SMALL) + 8 for text, _ in badges)


def _draw_purse(canvas: Surface, view: View, seat: int, right: int, middle: float) -> int:
    """Doubloons, and the VP chips when the picture shows them, ending at `right`; returns
    the left edge of what was drawn."""
    player = view.state.players[seat]
    x = right
    if view.show_vp:
        x -= canvas.text((x, middle), str(player.vp), style.NAME, bold=True, anchor="rm") + 6
        label = view.term("vp")
        x -= badge_width(label, style.SMALL)
        canvas.badge((x, middle), label, style.SMALL, style.GOVERNOR)
        x -= 16
    x -= canvas.text((x, middle), str(player.doubloons), style.NAME, bold=True, anchor="rm")
    x -= 6 + 28
    canvas.coin((x + 14, middle), 14)
    return x


# The width of the line under the counts, on both pictures.
SPACES_WIDTH = style.WIDTH - 2 * style.MARGIN - 2 * PAD - 6


def spaces_lines(view: View, seat: int) -> list[str]:
    """San Juan, and how many spaces of the island and the city are filled: one line, or two
    where one would not fit whole even at the smallest size (the Spanish 1897 "casillas de
    cultivo" and "casillas edificables" with nobles in the portrait)."""
    player = view.state.players[seat]
    san_juan = f"{view.term('san_juan')}: {player.san_juan}" + _nobles_there(view, seat)
    spaces = style.SEPARATOR.join((
        f"{view.term('island')} {len(player.island)}/{ISLAND_SPACES}",
        f"{view.term('city')} {player.city_spaces_used()}/{CITY_SPACES}",
    ))
    line = san_juan + style.SEPARATOR + spaces
    if text_width(clean(line), style.MIN_TEXT) <= SPACES_WIDTH:
        return [line]
    return [san_juan, spaces]


def _draw_spaces(canvas: Surface, view: View, seat: int, left: int, top: int) -> int:
    """The lines of `spaces_lines` from (left, top); returns the top of what follows."""
    for line in spaces_lines(view, seat):
        canvas.fitted((left, top, left + SPACES_WIDTH, top + LINE), line, style.BODY)
        top += LINE
    return top


def _nobles_there(view: View, seat: int) -> str:
    """How many of a player's colonists in San Juan are nobles, if any: " (1 noble)"."""
    nobles = view.state.players[seat].noble_count(SAN_JUAN)
    return f" ({clean(view.loc.amount('nobles', nobles))})" if nobles else ""


def nobles_worth_line(view: View, seat: int) -> str | None:
    """What the player's nobles will score at the end, when the picture shows VP and he owns
    one (only the Nobles bring them): "4 nobles: +8 VP at the end (Royal Garden +4)"."""
    player = view.state.players[seat]
    if not (view.show_vp and player.noble_count()):
        return None
    return clean(view.loc.nobles_worth(player))


def _draw_nobles_worth(canvas: Surface, line: str, box) -> None:
    """The line after a noble's red piece, so that it reads at a glance as the nobles'."""
    left, top, right, bottom = box
    canvas.colonist((left + 14, (top + bottom) / 2), 8, True, noble=True)
    canvas.fitted((left + 30, top, right, bottom), line, style.BODY)


# ----------------------------------------------------------------------- summary
COUNTS_LABEL = 150  # the width of "Barrels" / "Production" before the counts


def building_chips(view: View, seat: int, width: int) -> list[list[tuple[str, int, int]]]:
    """The player's buildings that make no goods (violet, or the red Jeweler) as labels
    flowing over lines of `width`: one list of (building, left, label width) per line."""
    lines: list[list[tuple[str, int, int]]] = [[]]
    x = 0
    for building in view.state.players[seat].city:
        if BUILDINGS[building].good:
            continue
        chip = _chip_width(view.building(building), BUILDINGS[building].large, width)
        if x and x + chip > width:
            lines.append([])
            x = 0
        lines[-1].append((building, x, chip))
        x += chip + 6
    return [line for line in lines if line]


@lru_cache(maxsize=1024)
def _chip_width(name: str, bold: bool, most: int) -> int:
    return min(math.ceil(text_width(name, style.SMALL, bold)) + 2 * CHIP_TEXT_PAD, most)


def summary_height(view: View, seat: int) -> int:
    chips = len(building_chips(view, seat, style.WIDTH - 2 * style.MARGIN - 2 * PAD))
    lines = 2 + len(spaces_lines(view, seat)) + (nobles_worth_line(view, seat) is not None)
    return PAD + HEADER + 4 + lines * LINE + chips * (CHIP + 4) + PAD


def draw_summary(canvas: Surface, view: View, seat: int, box) -> None:
    """One player on the table picture: header, barrels and production, spaces, the
    buildings that make no goods (faded while nobody works in them)."""
    left, top, right, _bottom = box
    acting = seat in view.pending
    canvas.panel(box, outline=style.HIGHLIGHT_EDGE if acting else style.PANEL_EDGE,
                 width=5 if acting else 2, radius=12)
    y = top + PAD
    draw_header(canvas, view, seat, (left + PAD, y, right - PAD, y + HEADER))
    y += HEADER + 4
    player = view.state.players[seat]
    rows = ((view.label("barrels"), player.goods), (view.label("production"), capacity(player)))
    for label, counts in rows:
        _draw_counts(canvas, view, label, counts, (left + PAD, y, right - PAD, y + LINE))
        y += LINE
    y = _draw_spaces(canvas, view, seat, left + PAD + 6, y)
    nobles = nobles_worth_line(view, seat)
    if nobles is not None:
        _draw_nobles_worth(canvas, nobles, (left + PAD, y, right - PAD, y + LINE))
        y += LINE
    y += 4
    for line in building_chips(view, seat, right - left - 2 * PAD):
        for building, x, width in line:
            chip = (left + PAD + x, y, left + PAD + x + width, y + CHIP)
            _draw_chip(canvas, view, building, player.active(building), chip)
        y += CHIP + 4


def _draw_counts(canvas: Surface, view: View, label: str, counts: dict, box) -> None:
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    canvas.fitted((left + 6, top, left + COUNTS_LABEL - 6, bottom), label, style.BODY)
    cell = (right - left - COUNTS_LABEL) / len(GOODS)
    for i, good in enumerate(GOODS):
        x = left + COUNTS_LABEL + i * cell
        count = counts.get(good, 0)
        canvas.good(good, (x + 12, middle), 10)
        ink = style.INK if count else style.MUTED
        canvas.text((x + 28, middle), str(count), style.LABEL, ink, bold=True)


def _draw_chip(canvas: Surface, view: View, building: str, active: bool, box) -> None:
    left, top, right, bottom = box
    colour, tint = side_bar(BUILDINGS[building])
    canvas.panel(box, fill=tint if active else style.PANEL,
                 outline=colour if active else style.FAINT, width=2, radius=6)
    ink = style.INK if active else style.MUTED
    canvas.fitted((left + CHIP_TEXT_PAD, top, right - CHIP_TEXT_PAD, bottom),
                  view.building(building), style.SMALL, ink, bold=BUILDINGS[building].large)


# --------------------------------------------------------------------- own board
ISLAND_HEIGHT = 2 * TILE_ROW + 6
CITY_HEIGHT = CITY_ROWS * CITY_ROW + (CITY_ROWS - 1) * 5
TITLE = 32


def goods_table_height(view: View, seat: int) -> int:
    """Its headers, a row per good, and the lines of San Juan and the spaces."""
    return LINE * (1 + len(GOODS) + len(spaces_lines(view, seat))) + 8


def own_board_height(view: View, seat: int) -> int:
    nobles = LINE if nobles_worth_line(view, seat) is not None else 0
    return (style.MARGIN + HEADER + 4 + LINE + nobles + style.GAP
            + goods_table_height(view, seat) + style.GAP
            + TITLE + ISLAND_HEIGHT + PAD + style.GAP + TITLE + CITY_HEIGHT + PAD
            + style.MARGIN)


def draw_own_board(canvas: Surface, view: View, seat: int, top: int = style.MARGIN) -> None:
    """A player's whole board from `top`, for the picture of his own."""
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    y = top
    draw_header(canvas, view, seat, (left, y, right, y + HEADER))
    y += HEADER + 4
    status = view.label("round", round=view.state.round) + style.SEPARATOR + view.step()
    canvas.fitted((left + 8, y, right - 8, y + LINE), status, style.BODY, style.MUTED,
                  bold=True)
    y += LINE
    nobles = nobles_worth_line(view, seat)
    if nobles is not None:
        _draw_nobles_worth(canvas, nobles, (left, y, right - 8, y + LINE))
        y += LINE
    y += style.GAP
    goods_table = goods_table_height(view, seat)
    _draw_goods_table(canvas, view, seat, (left, y, right, y + goods_table))
    y += goods_table + style.GAP
    box = (left, y, right, y + TITLE + ISLAND_HEIGHT + PAD)
    _draw_island(canvas, view, seat, titled(canvas, box, view.term("island")))
    y = box[3] + style.GAP
    box = (left, y, right, y + TITLE + CITY_HEIGHT + PAD)
    _draw_city(canvas, view, seat, titled(canvas, box, view.term("city")))


def _draw_goods_table(canvas: Surface, view: View, seat: int, box) -> None:
    """Each good with the barrels the player has and the barrels he would produce; under
    it, San Juan and the spaces filled."""
    left, top, right, bottom = box
    canvas.panel(box)
    player = view.state.players[seat]
    made = capacity(player)
    columns = ((left + 230, left + 400), (left + 400, right - 14))
    headers = (view.label("barrels"), view.label("production"))
    for (start, end), header in zip(columns, headers, strict=True):
        canvas.fitted((start, top, end, top + LINE), header, style.SMALL, style.MUTED,
                      bold=True, align="right")
    y = top + LINE
    for good in GOODS:
        with canvas.target(pieces.good(good), (left + 8, y, right - 8, y + LINE)):
            canvas.good(good, (left + 22, y + LINE / 2), 10)
            canvas.fitted((left + 42, y, left + 226, y + LINE), view.good(good), style.BODY)
            for (start, end), count in zip(columns, (player.goods[good], made[good]),
                                           strict=True):
                ink = style.INK if count else style.MUTED
                canvas.fitted((start, y, end, y + LINE), str(count), style.LABEL, ink,
                              bold=True, align="right")
        y += LINE
    _draw_spaces(canvas, view, seat, left + 12, y + 2)


def _draw_island(canvas: Surface, view: View, seat: int, top: int) -> None:
    left, right = style.MARGIN + PAD, style.WIDTH - style.MARGIN - PAD
    player = view.state.players[seat]
    island = player.island
    nobles = dict(player.nobles)  # nobles still to draw, by tile kind
    width = (right - left - (ISLAND_COLUMNS - 1) * 6) / ISLAND_COLUMNS
    for space in range(ISLAND_SPACES):
        row, column = divmod(space, ISLAND_COLUMNS)
        x = left + column * (width + 6)
        y = top + row * (TILE_ROW + 6)
        box = (int(x), y, int(x + width), y + TILE_ROW)
        if space < len(island):
            tile, occupied = island[space]
            noble = bool(occupied and nobles.get(tile))
            if noble:
                nobles[tile] -= 1
            with canvas.target(pieces.space(seat, pieces.island_space(space)), box):
                draw_tile(canvas, box, tile, bool(occupied), noble)
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


def _draw_city(canvas: Surface, view: View, seat: int, top: int) -> None:
    left, right = style.MARGIN + PAD, style.WIDTH - style.MARGIN - PAD
    city = view.state.players[seat].city
    width = (right - left - (CITY_COLUMNS - 1) * 8) / CITY_COLUMNS
    for building, row, column, span in city_layout(list(city)):
        x = left + column * (width + 8)
        y = top + row * (CITY_ROW + 5)
        box = (int(x), y, int(x + span * width + (span - 1) * 8), y + CITY_ROW)
        if building is None:
            canvas.panel(box, fill=style.SPACE, outline=style.FAINT, width=1, radius=6)
        else:
            _draw_building(canvas, view, building, city[building], box,
                           view.state.players[seat].noble_count(building), seat=seat)


def _draw_building(canvas: Surface, view: View, building: str, colonists: int, box,
                   nobles: int, *, seat: int) -> None:
    """A building with its circles, filled for each colonist on it (the nobles last, red)."""
    left, top, right, bottom = box
    kind = BUILDINGS[building]
    colour, tint = side_bar(kind)
    canvas.panel(box, fill=style.GOOD_TINTS[kind.good] if kind.good else tint,
                 outline=style.PANEL_EDGE, width=2, radius=6)
    middle = (top + bottom) / 2
    if kind.good:
        canvas.good(kind.good, (left + 14, middle), 8)
    else:
        canvas.rounded((left + 8, top + 9, left + 18, bottom - 9), 3, colour)
    circles = CIRCLE_STEP * kind.circles
    for i in range(kind.circles):
        x = right - 6 - circles + CIRCLE_STEP * (i + 0.5)
        circle = (int(x - CIRCLE_STEP / 2), top + 4, int(x + CIRCLE_STEP / 2), bottom - 4)
        with canvas.target(pieces.space(seat, pieces.city_space(building, i)), circle):
            canvas.colonist((x, middle), 8, i < colonists, colonists - nobles <= i)
    name_box = (left + 26, top + 2, right - circles - 10, bottom - 2)
    canvas.wrapped(name_box, view.building(building), style.BODY, bold=kind.large)
