"""The role cards of the round: coins on the free ones, the chooser on the taken ones."""

from __future__ import annotations

from bot.game.components import BUCCANEER

from .. import pieces, style
from ..canvas import SEAT_RADIUS, Surface, clean, common_size, text_width
from ..view import View
from .panels import INNER, LEFT

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
