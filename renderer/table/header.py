"""The table's heading: round and phase, then who must act, or who won."""

from __future__ import annotations

from .. import style
from ..canvas import Surface, badge_width
from ..view import View
from .panels import LEFT, RIGHT

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
