"""The cargo ships and the trading house."""

from __future__ import annotations

from bot.game.components import TRADING_HOUSE_SPACES

from .. import pieces, style
from ..canvas import Surface
from ..view import View
from .panels import LEFT, RIGHT, TITLE_ROW, titled

SHIP_ROW = 36
SLOT = 28
HOLD_LEFT = RIGHT - 264  # where the holds start; the labels are to their left


def ships_height(view: View) -> int:
    return TITLE_ROW + (len(view.state.ships) + 1) * SHIP_ROW + 8


def draw_ships(canvas: Surface, view: View, top: int) -> None:
    """One row per cargo ship (its good and load, then its hold), then the trading house."""
    y = titled(canvas, (LEFT, top, RIGHT, top + ships_height(view)), view.label("ships"))
    for index, ship in enumerate(view.state.ships):
        with canvas.target(pieces.ship(index), (LEFT + 4, y, RIGHT - 4, y + SHIP_ROW)):
            _draw_ship(canvas, view, ship, y)
        y += SHIP_ROW
    with canvas.target(pieces.HOUSE, (LEFT + 4, y, RIGHT - 4, y + SHIP_ROW)):
        _draw_trading_house(canvas, view, y)


def _draw_ship(canvas: Surface, view: View, ship, top: int) -> None:
    label = f"{ship.load}/{ship.capacity}"
    if ship.good:
        label = f"{view.good(ship.good)} {label}"
    canvas.fitted((LEFT + 12, top, HOLD_LEFT - 10, top + SHIP_ROW), label, style.BODY,
                  bold=True)
    x = HOLD_LEFT
    width = ship.capacity * SLOT + 24
    hull_top, hull_bottom = top + 2, top + SHIP_ROW - 2
    hull = [(x, hull_top), (x + width, hull_top), (x + width - 12, hull_bottom),
            (x + 12, hull_bottom)]
    canvas.polygon(hull, style.HULL, style.INK, 2)
    for i in range(ship.capacity):
        left = x + 12 + i * SLOT
        slot = (left + 2, hull_top + 5, left + SLOT - 2, hull_bottom - 5)
        canvas.rectangle(slot, style.SEA, style.INK, 1)
        if i < ship.load and ship.good:
            canvas.good(ship.good, ((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2), 9)


def _draw_trading_house(canvas: Surface, view: View, top: int) -> None:
    goods = view.state.trading_house
    label = f"{view.term('trading_house')} {len(goods)}/{TRADING_HOUSE_SPACES}"
    canvas.fitted((LEFT + 12, top, HOLD_LEFT - 10, top + SHIP_ROW), label, style.BODY,
                  bold=True)
    for i in range(TRADING_HOUSE_SPACES):
        left = HOLD_LEFT + 12 + i * (SLOT + 4)
        slot = (left, top + 4, left + SLOT, top + SHIP_ROW - 4)
        canvas.rectangle(slot, style.SPACE, style.INK, 2)
        if i < len(goods):
            canvas.good(goods[i], ((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2), 9)
