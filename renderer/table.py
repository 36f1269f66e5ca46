"""The shared part of the table: round and phase, role cards, supply, ships, buildings for sale.

Each section has a height and a drawing function taking the top edge it starts at. Everything
is laid out for a narrow picture read on a phone: no text below `style.MIN_TEXT`.
"""

from __future__ import annotations

from bot.game.components import (
    BUCCANEER,
    BUILDINGS,
    FOREST,
    GOODS,
    TRADING_HOUSE_SPACES,
    market_order,
)

from . import pieces, style
from .canvas import SEAT_RADIUS, Surface, badge_width, clean, common_size, text_width
from .view import View

NOBLES = "nobles"  # expansion II

LEFT = style.MARGIN
RIGHT = style.WIDTH - style.MARGIN
INNER = RIGHT - LEFT
TITLE_ROW = 32  # the small title of a panel


# ------------------------------------------------------------------------ header
HEADER_HEIGHT = 100


def draw_header(canvas: Surface, view: View, top: int) -> None:
    """Round and phase (and the last round's warning), then who must act, or who won."""
    s = view.state
    canvas.panel((LEFT, top, RIGHT, top + 46), fill=style.HEADER)
    title = view.label("round", round=s.round) + style.SEPARATOR + view.step()
    warning = view.label("last-round") if s.end_reasons and not view.over else ""
    warning_width = badge_width(warning, style.SMALL) + 12 if warning else 0
    box = (LEFT + 12, top, RIGHT - 10 - warning_width, top + 46)
    width = canvas.fitted(box, title, style.TITLE, bold=True)
    if warning:
        canvas.badge((LEFT + 24 + int(width), top + 23), warning, style.SMALL, style.ALERT)
    draw_to_act(canvas, view, (LEFT, top + 52, RIGHT, top + HEADER_HEIGHT))


def draw_to_act(canvas: Surface, view: View, box) -> None:
    """A bar naming the players who must act (with their marks), or the winners."""
    if view.over:
        seats = [row["seat"] for row in view.scores or () if row["winner"]]
        label = f"{view.label('score-winner')}:"
        fill, ink = style.WINNER, style.WHITE
    else:
        seats = list(view.pending)
        label = view.label("to-act-label")
        fill, ink = style.HIGHLIGHT, style.INK
    canvas.panel(box, fill=fill, outline=style.HIGHLIGHT_EDGE if not view.over else fill)
    left, top, right, bottom = box
    x = left + 12
    x += canvas.fitted((x, top, right - 12, bottom), label, style.LABEL, ink, bold=True) + 10
    share = (right - 12 - x) / max(len(seats), 1)
    for seat in seats:
        box = (int(x), top, int(x + share) - 8, bottom)
        name = view.name(seat)
        if seat in view.clock:  # the time he has left, as the live message says it
            name = f"{name} · {view.clock[seat]}"
        x += canvas.player(box, seat, name, style.LABEL, ink) + 14


# ------------------------------------------------------------------------- roles
ROLE_HEIGHT = 78
ROLE_NAME = 46  # the name's room at the top of a card: two lines


def role_rows(view: View) -> list[list]:
    """The role cards in rows of three (six cards, or a name too long for a quarter of the
    width, as the Spanish Buccaneer's) or four."""
    cards = view.state.roles
    per_row = 3 if len(cards) <= 6 or not _names_fit(view, cards, 4) else 4
    return [cards[i:i + per_row] for i in range(0, len(cards), per_row)]


def _names_fit(view: View, cards, per_row: int) -> bool:
    room = (INNER - style.GAP * (per_row - 1)) / per_row - 12
    return all(text_width(clean(view.role(card.role), True), style.MIN_TEXT, True) <= room
               for card in cards)


def roles_height(view: View) -> int:
    rows = len(role_rows(view))
    return rows * ROLE_HEIGHT + (rows - 1) * style.GAP


def draw_roles(canvas: Surface, view: View, top: int) -> None:
    """Every role card of the round: coins on the free ones, the chooser on the taken ones."""
    rows = role_rows(view)
    per_row = len(rows[0])
    width = (INNER - style.GAP * (per_row - 1)) / per_row
    names = tuple(clean(view.role(card.role), True) for card in view.state.roles)
    size = common_size(names, int(width) - 13, ROLE_NAME, style.BODY, True)  # a card's room
    for r, row in enumerate(rows):
        y = top + r * (ROLE_HEIGHT + style.GAP)
        for i, card in enumerate(row):
            left = LEFT + i * (width + style.GAP)
            box = (int(left), y, int(left + width), y + ROLE_HEIGHT)
            with canvas.target(pieces.role(card.role), box):
                _draw_role_card(canvas, view, card, box, size)


def _draw_role_card(canvas: Surface, view: View, card, box, size: int) -> None:
    """A role card, its name at `size`: every card's the same."""
    left, top, right, bottom = box
    taken = card.taken_by is not None
    canvas.panel(box, fill=style.TAKEN if taken else style.PANEL)
    ink = style.MUTED if taken else style.INK
    canvas.stacked((left + 6, top + 2, right - 6, top + 2 + ROLE_NAME), view.role(card.role),
                   size, ink, bold=True)
    below = (left + 8, top + 48, right - 8, bottom - 4)
    if taken:
        canvas.player(below, card.taken_by, view.name(card.taken_by), style.SMALL,
                      align="center")
    elif card.held_by is not None:  # kidnapped: in front of the Buccaneer, still free
        holder = view.label("kidnapped-by", name=view.name(card.held_by))
        canvas.player(below, card.held_by, holder, style.SMALL, align="center")
    elif card.role == BUCCANEER and view.state.buccaneer_marker is not None:
        marker = view.state.buccaneer_marker
        canvas.player(below, marker, marker_label(view, marker, below), style.SMALL,
                      align="center")
    elif card.coins:
        canvas.coin(((left + right) / 2, bottom - 16), 13, str(card.coins))


def marker_label(view: View, seat: int, box) -> str:
    """"marker: Ana", or only "marker" beside the seat's mark where the name would be cut
    (four cards in a row): the mark's colour and number still say whose it is."""
    full = view.label("marker", name=view.name(seat))
    room = box[2] - box[0] - (2 * SEAT_RADIUS + 6)
    if text_width(clean(full, True), style.SMALL, True) <= room:
        return full
    return view.label("marker-alone")


# ------------------------------------------------------------------------ supply
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


# ------------------------------------------------------------------------- ships
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


# ---------------------------------------------------------------------- buildings
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


# ----------------------------------------------------------------------- festival
FESTIVAL_ROW = 58  # a won goal: its reward, and its winner under it
FESTIVAL_GOALS = ("plantation", "goods", "building")


def festival_height(view: View) -> int:
    """The Festival's board (expansion IV), or nothing without it."""
    return TITLE_ROW + len(FESTIVAL_GOALS) * FESTIVAL_ROW + 8 if view.state.festival else 0


def draw_festival(canvas: Surface, view: View, top: int) -> None:
    """The three goals: what each asks for, what it gives, and who won it (the pieces are
    then gone)."""
    board = view.state.festival
    y = titled(canvas, (LEFT, top, RIGHT, top + festival_height(view)), view.label("festival"))
    for goal in FESTIVAL_GOALS:
        box = (LEFT + 10, y, RIGHT - 10, y + FESTIVAL_ROW - 4)
        with canvas.target(pieces.festival(goal), box):
            _draw_goal(canvas, view, goal, board, box)
        y += FESTIVAL_ROW


def _draw_goal(canvas: Surface, view: View, goal: str, board: dict, box) -> None:
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    winner = board["won"].get(goal)
    x = left
    if goal == "plantation":
        draw_tile(canvas, (x, top, x + 44, bottom), board["plantation"], None)
        text = f"3 × {view.tile(board['plantation'])}"
        x += 52
    elif goal == "goods":
        for good in board["barrels"]:
            canvas.good(good, (x + 12, middle), 10)
            x += 26
        text = view.label("festival-goods")
        x += 6
    else:
        building = board["building"]  # drawn once the New Buildings' draft is over
        text = view.building(building) if building else view.label("festival-building-later")
    split = left + (right - left) * 0.62
    canvas.fitted((x, top, split - 8, bottom), text, style.BODY, bold=True)
    reward = view.label(f"festival-reward-{goal}")
    if winner is None:
        canvas.fitted((split, top, right, bottom), reward, style.SMALL, style.MUTED,
                      align="right")
        return
    # Won: the reward stays, with its winner under it.
    canvas.fitted((split, top, right, middle), reward, style.SMALL, style.MUTED, align="right")
    canvas.player((split, middle, right, bottom), winner, view.name(winner), style.SMALL,
                  align="right")
