"""The shared part of the table: round and phase, role cards, supply, ships, buildings for sale.

Each section has a height and a drawing function taking the top edge it starts at.
"""

from __future__ import annotations

from bot.game.components import BUILDINGS, GOODS, TRADING_HOUSE_SPACES

from . import style
from .canvas import Canvas, text_width
from .view import View

LEFT = style.MARGIN
RIGHT = style.WIDTH - style.MARGIN
INNER = RIGHT - LEFT


# ------------------------------------------------------------------------ header
HEADER_HEIGHT = 116


def draw_header(canvas: Canvas, view: View, top: int) -> None:
    """Round and phase, the Governor, then who must act (or who won)."""
    s = view.state
    canvas.panel((LEFT, top, RIGHT, top + 58), fill=style.HEADER)
    governor = f"{view.term('governor')}: {view.name(s.governor)}"
    governor_width = int(min(text_width(governor, style.LABEL, True) + 28, 420))
    title = view.label("round", round=s.round) + style.SEPARATOR + view.step()
    title_box = (LEFT + 14, top, RIGHT - governor_width - 20, top + 58)
    width = canvas.fitted(title_box, title, style.TITLE, bold=True)
    if s.end_reasons and not view.over:
        canvas.badge((LEFT + 30 + int(width), top + 29), view.label("last-round"),
                     style.SMALL, style.ALERT)
    box = (RIGHT - governor_width, top + 10, RIGHT - 12, top + 48)
    canvas.fitted(box, governor, style.LABEL, style.GOVERNOR, bold=True, align="right")
    _draw_to_act(canvas, view, (LEFT, top + 66, RIGHT, top + HEADER_HEIGHT))


def _draw_to_act(canvas: Canvas, view: View, box) -> None:
    if view.over:
        winners = [row["seat"] for row in view.scores or () if row["winner"]]
        text = f"{view.label('score-winner')}: {view.names(winners)}"
        fill, ink = style.WINNER, style.WHITE
    else:
        text = view.label("to-act", players=view.names(view.pending))
        fill, ink = style.HIGHLIGHT, style.INK
    canvas.panel(box, fill=fill, outline=style.HIGHLIGHT_EDGE if not view.over else fill)
    left, top, right, bottom = box
    canvas.fitted((left + 14, top, right - 14, bottom), text, style.NAME, ink, bold=True)


# ------------------------------------------------------------------------- roles
ROLES_HEIGHT = 100


def draw_roles(canvas: Canvas, view: View, top: int) -> None:
    """Every role card of the round: coins on the free ones, the chooser on the taken ones."""
    cards = view.state.roles
    width = (INNER - style.GAP * (len(cards) - 1)) / len(cards)
    for i, card in enumerate(cards):
        left = LEFT + i * (width + style.GAP)
        box = (int(left), top, int(left + width), top + ROLES_HEIGHT)
        _draw_role_card(canvas, view, card, box)


def _draw_role_card(canvas: Canvas, view: View, card, box) -> None:
    left, top, right, bottom = box
    taken = card.taken_by is not None
    canvas.panel(box, fill=style.TAKEN if taken else style.PANEL)
    ink = style.MUTED if taken else style.INK
    canvas.wrapped((left + 8, top + 4, right - 8, top + 60), view.role(card.role), style.LABEL,
                   ink, bold=True, align="center")
    if taken:
        mark = f"{style.TAKEN_MARK} {view.name(card.taken_by)}"
        canvas.fitted((left + 6, top + 62, right - 6, bottom - 6), mark, style.BODY,
                      style.INK, bold=True, align="center")
    elif card.coins:
        canvas.coin(((left + right) / 2, bottom - 20), 15, str(card.coins))


# ------------------------------------------------------------------------ supply
SUPPLY_HEIGHT = 168
ROW = 26


def draw_supply(canvas: Canvas, view: View, top: int) -> None:
    """Colonists, VP chips and quarries; barrels of each good; the face-up plantations."""
    bottom = top + SUPPLY_HEIGHT
    first = LEFT + 372
    second = first + style.GAP + 376
    _draw_counts(canvas, view, (LEFT, top, first, bottom))
    _draw_barrels(canvas, view, (first + style.GAP, top, second, bottom))
    _draw_plantations(canvas, view, (second + style.GAP, top, RIGHT, bottom))


def _titled(canvas: Canvas, box, title: str) -> int:
    """A panel with a small title; returns the top of its content."""
    left, top, right, _bottom = box
    canvas.panel(box)
    canvas.fitted((left + 12, top + 4, right - 12, top + 32), title, style.BODY, style.MUTED,
                  bold=True)
    return top + 36


def _count_row(canvas: Canvas, box, label: str, count: int) -> None:
    left, top, right, bottom = box
    canvas.fitted((left, top, right - 56, bottom), label, style.BODY)
    canvas.fitted((right - 56, top, right, bottom), str(count), style.LABEL, bold=True,
                  align="right")


def _draw_counts(canvas: Canvas, view: View, box) -> None:
    s = view.state
    y = _titled(canvas, box, view.label("supply"))
    left, _top, right, _bottom = box
    rows = [
        ("ship", view.term("colonist_ship"), s.colonist_ship),
        ("colonist", view.label("colonists"), s.colonist_supply),
        ("vp", view.label("vp-chips"), max(s.vp_supply, 0)),
        ("quarry", view.label("quarries"), s.quarries),
    ]
    for icon, label, count in rows:
        centre = (left + 26, y + ROW / 2)
        if icon == "quarry":
            canvas.good("quarry", centre, 10)
        elif icon == "vp":
            canvas.badge((left + 14, y + ROW / 2), view.term("vp"), 12, style.GOVERNOR)
        elif icon == "ship":
            canvas.ship(centre, 28, 14)
        else:
            canvas.colonist(centre, 9, True)
        _count_row(canvas, (left + 52, y, right - 14, y + ROW), label, count)
        y += ROW + 4


def _draw_barrels(canvas: Canvas, view: View, box) -> None:
    """Barrels left of each good; with their shapes, this is also the legend of the goods."""
    y = _titled(canvas, box, view.label("goods"))
    left, _top, right, _bottom = box
    for good in GOODS:
        canvas.good(good, (left + 26, y + 11), 10)
        count = view.state.goods_supply.get(good, 0)
        _count_row(canvas, (left + 52, y, right - 14, y + 22), view.good(good), count)
        y += 24


def _draw_plantations(canvas: Canvas, view: View, box) -> None:
    y = _titled(canvas, box, view.label("plantations"))
    left, _top, right, bottom = box
    tiles = view.state.face_up
    size = min(64, (right - left - 24 - 6 * max(len(tiles) - 1, 0)) // max(len(tiles), 1))
    for i, tile in enumerate(tiles):
        x = left + 12 + i * (size + 6)
        draw_tile(canvas, (x, y + 4, x + size, y + 4 + size), tile, None)
    legend_y = bottom - 22
    canvas.colonist((left + 22, legend_y), 8, True)
    width = canvas.text((left + 36, legend_y), view.label("occupied"), style.SMALL, style.MUTED)
    x = left + 60 + width
    canvas.colonist((x, legend_y), 8, False)
    canvas.text((x + 14, legend_y), view.label("vacant"), style.SMALL, style.MUTED)


def draw_tile(canvas: Canvas, box, tile: str | None, occupied: bool | None) -> None:
    """An island space: a plantation or quarry, with its circle when it is on an island."""
    left, top, right, bottom = box
    if tile is None:
        canvas.panel(box, fill=style.SPACE, outline=style.FAINT, width=1, radius=6)
        return
    canvas.panel(box, fill=style.GOOD_TINTS[tile], outline=style.PANEL_EDGE, width=2, radius=6)
    height = bottom - top
    radius = min(height * 0.3, 16)
    if occupied is None:
        canvas.good(tile, ((left + right) / 2, (top + bottom) / 2), radius)
        return
    canvas.good(tile, (left + height * 0.5, (top + bottom) / 2), radius)
    canvas.colonist((right - height * 0.42, (top + bottom) / 2), radius * 0.7, occupied)


# ------------------------------------------------------------------------- ships
SHIPS_HEIGHT = 112
SLOT = 30


def draw_ships(canvas: Canvas, view: View, top: int) -> None:
    """The cargo ships with their holds, then the trading house."""
    bottom = top + SHIPS_HEIGHT
    y = _titled(canvas, (LEFT, top, RIGHT, bottom), view.label("ships"))
    x = LEFT + 16
    for ship in view.state.ships:
        x = _draw_ship(canvas, view, ship, x, y) + 26
    _draw_trading_house(canvas, view, (max(x, RIGHT - 260), y, RIGHT - 16, bottom - 8))


def _draw_ship(canvas: Canvas, view: View, ship, x: int, y: int) -> int:
    """One ship at x; returns its right edge."""
    width = ship.capacity * SLOT + 28
    hull_top, hull_bottom = y + 26, y + 66
    hull = [(x, hull_top), (x + width, hull_top), (x + width - 14, hull_bottom),
            (x + 14, hull_bottom)]
    canvas.draw.polygon(hull, fill=style.HULL, outline=style.INK, width=2)
    for i in range(ship.capacity):
        left = x + 14 + i * SLOT
        slot = (left + 2, hull_top + 6, left + SLOT - 2, hull_bottom - 6)
        canvas.draw.rectangle(slot, fill=style.SEA, outline=style.INK, width=1)
        if i < ship.load and ship.good:
            canvas.good(ship.good, ((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2), 10)
    label = f"{ship.load}/{ship.capacity}"
    if ship.good:
        label = f"{view.good(ship.good)} {label}"
    canvas.fitted((x, y, x + width, y + 22), label, style.BODY, bold=True, align="center")
    return x + width


def _draw_trading_house(canvas: Canvas, view: View, box) -> None:
    left, top, right, _bottom = box
    canvas.fitted((left, top, right, top + 22), view.term("trading_house"), style.BODY,
                  bold=True, align="center")
    width = TRADING_HOUSE_SPACES * (SLOT + 4)
    x = (left + right - width) / 2
    goods = view.state.trading_house
    for i in range(TRADING_HOUSE_SPACES):
        slot = (x + i * (SLOT + 4), top + 30, x + i * (SLOT + 4) + SLOT, top + 62)
        canvas.draw.rectangle(slot, fill=style.SPACE, outline=style.INK, width=2)
        if i < len(goods):
            canvas.good(goods[i], ((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2), 10)


# ---------------------------------------------------------------------- buildings
MARKET_ROW = 44


def market_columns() -> list[list[str]]:
    columns: list[list[str]] = [[], [], [], []]
    for building in BUILDINGS.values():
        columns[building.column - 1].append(building.id)
    return columns


def market_height() -> int:
    return 40 + max(len(c) for c in market_columns()) * MARKET_ROW + 8


def draw_market(canvas: Canvas, view: View, top: int) -> None:
    """Buildings for sale by column: cost, name, circles and copies left (faded when none)."""
    box = (LEFT, top, RIGHT, top + market_height())
    y = _titled(canvas, box, view.label("buildings"))
    width = (INNER - 24) / 4
    for column, ids in enumerate(market_columns()):
        x = int(LEFT + 12 + column * width)
        for row, building in enumerate(ids):
            top_y = y + row * MARKET_ROW
            box = (x, top_y, int(x + width) - 10, top_y + MARKET_ROW - 4)
            _draw_offer(canvas, view, building, box)


def _draw_offer(canvas: Canvas, view: View, building: str, box) -> None:
    left, top, right, bottom = box
    kind = BUILDINGS[building]
    left_count = view.state.buildings.get(building, 0)
    ink = style.INK if left_count else style.FAINT
    middle = (top + bottom) / 2
    canvas.coin((left + 14, middle), 14, str(kind.cost))
    if kind.good:
        canvas.good(kind.good, (left + 42, middle), 9)
    else:
        canvas.draw.rectangle((left + 37, top + 8, left + 47, bottom - 8), fill=style.VIOLET)
    name_box = (left + 56, top, right - 38, bottom)
    canvas.wrapped(name_box, view.building(building), style.BODY, ink)
    copies = f"{style.COPIES_MARK}{left_count}"
    canvas.fitted((right - 36, top, right, bottom), copies, style.BODY, ink, bold=True,
                  align="right")
