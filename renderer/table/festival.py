"""The Festival's board (expansion IV): its three goals, what each gives and who won it."""

from __future__ import annotations

from .. import pieces, style
from ..canvas import Surface
from ..view import View
from .panels import LEFT, RIGHT, TITLE_ROW, draw_tile, titled

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
