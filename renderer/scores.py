"""The score sheet at the end of the game: one column per player, one row per kind of VP."""

from __future__ import annotations

from . import style
from .canvas import LINE_STEP, SEAT_RADIUS, Surface, clean, name_lines
from .view import View

ROW = 44  # two lines of a long building's name fit
MARK = 2 * SEAT_RADIUS + 4  # a player's mark, above his name in his column's head
NAME_LINE = round(style.SMALL * LINE_STEP)
LABELS = 150


def bonus_buildings(scores: list[dict]) -> list[str]:
    """Large buildings that gave anyone a bonus, or would have with a colonist on them, in a
    stable order."""
    seen: dict[str, None] = {}
    for row in scores:
        seen.update(dict.fromkeys(row["bonuses"]))
        seen.update(dict.fromkeys(row.get("unoccupied", ())))
    return list(seen)


def bonus_cell(row: dict, building: str) -> str:
    """One player's bonus from a large building: +VP, 0 for want of a colonist (said in words
    under the sheet, `unoccupied_notes`), or none."""
    if building in row["bonuses"]:
        return f"+{row['bonuses'][building]}"
    return "0" if building in row.get("unoccupied", ()) else style.NO_BONUS


def unoccupied_notes(view: View) -> list[tuple[int, str]]:
    """(seat, words) for each large building that scored 0 for want of a colonist."""
    return [(row["seat"], view.label("score-unoccupied", building=view.building(building)))
            for row in view.scores or () for building in row.get("unoccupied", ())]


def notes(view: View) -> list[tuple[int, str]]:
    """The lines under the sheet, each after a seat's mark: the empty large buildings, then
    who was voted out."""
    voted_out = [(seat, view.voted_out_note(seat)) for seat in sorted(view.voted_out)]
    return unoccupied_notes(view) + voted_out


def score_rows(view: View) -> list[tuple[str, list[str], bool]]:
    """(label, one cell per player, emphasised) for every line of the sheet."""
    scores = view.scores or []
    rows = [
        (view.label("vp-chips"), [str(r["chips"]) for r in scores], False),
        (view.label("score-buildings"), [str(r["buildings"]) for r in scores], False),
    ]
    for building in bonus_buildings(scores):
        cells = [bonus_cell(r, building) for r in scores]
        rows.append((view.bonus(building), cells, False))
    rows.append((view.label("score-total"), [str(r["total"]) for r in scores], True))
    rows.append((view.label("score-tiebreak"), [str(r["tiebreak"]) for r in scores], False))
    marks = [style.WINNER_MARK if r["winner"] else "" for r in scores]
    rows.append((view.label("score-winner"), marks, True))
    return rows


def column_width(view: View) -> float:
    return (style.WIDTH - 2 * style.MARGIN - LABELS - 24) / max(len(view.scores or ()), 1)


def head_height(view: View) -> int:
    """The mark, and the names under it: two lines where one name needs them."""
    room = int(column_width(view)) - 4
    lines = max((len(name_lines(clean(view.name(row["seat"]), True), room, style.SMALL, True))
                 for row in view.scores or ()), default=1)
    return MARK + lines * NAME_LINE + 14


def sheet_height(view: View) -> int:
    return 44 + head_height(view) + ROW * (len(score_rows(view)) + len(notes(view))) + 12


def draw_scores(canvas: Surface, view: View, top: int) -> None:
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    canvas.panel((left, top, right, top + sheet_height(view)))
    canvas.fitted((left + 12, top + 4, right - 12, top + 40), view.label("score-sheet"),
                  style.LABEL, bold=True)
    scores = view.scores or []
    width = column_width(view)
    head = head_height(view)
    y = top + 44
    for i, row in enumerate(scores):
        x = left + 12 + LABELS + i * width
        _draw_head(canvas, view, row, (int(x) + 2, y, int(x + width) - 2, y + head))
    y += head - ROW
    for n, (label, cells, strong) in enumerate(score_rows(view)):
        y += ROW
        if n % 2 == 0:
            canvas.rectangle((left + 8, y, right - 8, y + ROW), style.SPACE)
        canvas.wrapped((left + 14, y, left + LABELS, y + ROW), label, style.BODY, bold=strong)
        for i, cell in enumerate(cells):
            x = left + 12 + LABELS + i * width
            ink = style.WINNER if cell == style.WINNER_MARK else style.INK
            canvas.fitted((int(x), y, int(x + width), y + ROW), cell,
                          style.LABEL, ink, bold=strong,
                          align="center")
    for seat, note in notes(view):  # under the sheet, in words: whose, what, why
        y += ROW
        canvas.seat((left + 14 + SEAT_RADIUS, y + ROW / 2), seat)
        canvas.wrapped((left + 20 + 2 * SEAT_RADIUS, y, right - 12, y + ROW), note, style.BODY)


def _draw_head(canvas: Surface, view: View, row: dict, box) -> None:
    """A column's head: the player's mark, and under it his whole name (green if he won)."""
    left, top, right, bottom = box
    canvas.seat(((left + right) / 2, top + SEAT_RADIUS + 2), row["seat"])
    fill = style.WINNER if row["winner"] else style.INK
    canvas.stacked((left, top + MARK, right, bottom), view.name(row["seat"]),
                   style.SMALL, fill, bold=True)
