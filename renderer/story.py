"""The story of a game, drawn after its score sheet: the sentence that tells how it turned,
then three charts with one line per player across the rounds — his VP as if the game ended at
that round's start, his doubloons, and his chance to win as the computer estimates it. The
round that turned the game is shaded in each chart.

640 px wide like every picture, and drawn for phones: no text under `style.MIN_TEXT`, text
in ink or muted ink on light panels (WCAG AA contrast). Each player's line keeps his seat's
colour and a marker of its own shape, so the lines stay apart without colours.
"""

from __future__ import annotations

import math

from bot.coach.story import Story, sentence, thresholds
from bot.l10n import localizer

from . import _drawing, style
from .board import encode
from .canvas import Canvas, clean, text_width, width_once

PLOT_LEFT = 66  # room for the axis' numbers ("100%")
PLOT_RIGHT = 34  # room for the last column's label ("Final")
TITLE_ROW = 40
LABEL_GAP = 6  # at least between two numbers under the axis
AXIS_ROW = 30
LINE_STEP = 26  # between the lines of the sentence
LEGEND_ROW = 36
MARKERS = ("circle", "square", "triangle", "diamond", "hexagon")
TURN_BAND = style.tint(style.HIGHLIGHT, 0.35)
CHARTS = (("vp", 300), ("doubloons", 230), ("chance", 300))


def render_story(story: Story, lang: str, theme: str | None = None) -> bytes:
    """A PNG of the story of a game (`bot.coach.story.tell`) in `lang` and `theme`."""
    with _drawing:
        image = draw_story(story, lang, theme)
    return encode(image)


def lines_of(text: str, width: int, size: int) -> list[str]:
    """`text` broken into lines no wider than `width` at `size`."""
    lines: list[str] = []
    for word in text.split():
        if lines and width_once(f"{lines[-1]} {word}", size) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def draw_story(story: Story, lang: str, theme: str | None = None):
    loc = localizer(lang, theme or story.theme)
    inner = style.WIDTH - 2 * style.MARGIN - 24
    told = lines_of(clean(sentence(story, loc)), inner, style.BODY)
    head = TITLE_ROW + LINE_STEP * len(told) + 14
    legend = LEGEND_ROW * math.ceil(len(story.names) / 2) + 16
    marked = marks_legend(story, loc)
    marks_height = LINE_STEP * len(marked) + 16 if marked else 0
    height = style.MARGIN + head + legend + sum(h for _, h in CHARTS) + style.GAP * 5 \
        + (marks_height + style.GAP if marked else 0)
    canvas = Canvas(style.WIDTH, height)
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    top = style.MARGIN
    canvas.panel((left, top, right, top + head))
    canvas.fitted((left + 12, top + 4, right - 12, top + TITLE_ROW), loc.text("story-title"),
                  style.TITLE, bold=True)
    for n, line in enumerate(told):
        canvas.text((left + 12, top + TITLE_ROW + LINE_STEP * (n + 0.5)), line, style.BODY)
    top += head + style.GAP
    draw_legend(canvas, story, top, legend)
    top += legend + style.GAP
    for kind, chart_height in CHARTS:
        draw_chart(canvas, story, loc, kind, (left, top, right, top + chart_height))
        top += chart_height + style.GAP
    if marked:
        canvas.panel((left, top, right, top + marks_height))
        for n, line in enumerate(marked):
            canvas.text((left + 12, top + 8 + LINE_STEP * (n + 0.5)), line, style.MIN_TEXT,
                        style.MUTED)
    return canvas.image


def marks_legend(story: Story, loc) -> list[str]:
    """The legend of the review's turning points, when the chart shows some."""
    if not story.marks:
        return []
    width = style.WIDTH - 2 * style.MARGIN - 24
    return lines_of(clean(loc.text("story-marks", **thresholds())), width, style.MIN_TEXT)


def draw_legend(canvas: Canvas, story: Story, top: int, height: int) -> None:
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    canvas.panel((left, top, right, top + height))
    half = (right - left) // 2
    for seat, name in enumerate(story.names):
        x = left + 12 + half * (seat % 2)
        y = top + 8 + LEGEND_ROW * (seat // 2) + LEGEND_ROW / 2
        canvas.draw.line((x, y, x + 30, y), fill=seat_colour(seat), width=4)
        marker(canvas, seat, (x + 15, y))
        mark = style.WINNER_MARK if story.over and seat in story.winners else ""
        canvas.fitted((x + 40, int(y - LEGEND_ROW / 2), x + half - 20, int(y + LEGEND_ROW / 2)),
                      f"{seat + 1} {name} {mark}".strip(), style.BODY, bold=True)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return style.SEAT_COLOURS[seat % len(style.SEAT_COLOURS)]


def marker(canvas: Canvas, seat: int, centre, radius: float = 6) -> None:
    """A player's point: his seat's colour in a shape of its own, outlined in ink."""
    x, y = centre
    shape = MARKERS[seat % len(MARKERS)]
    colour = seat_colour(seat)
    if shape == "circle":
        canvas.draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour,
                            outline=style.INK)
        return
    sides, turn = {"square": (4, math.pi / 4), "triangle": (3, -math.pi / 2),
                   "diamond": (4, 0.0), "hexagon": (6, 0.0)}[shape]
    size = radius * (1.35 if sides == 4 else 1.25)
    points = [(x + size * math.cos(turn + 2 * math.pi * i / sides),
               y + size * math.sin(turn + 2 * math.pi * i / sides)) for i in range(sides)]
    canvas.draw.polygon(points, fill=colour, outline=style.INK)


def series(story: Story, kind: str) -> list[list[float]]:
    """[column][seat] of one chart: VP, doubloons, or chance in per cent."""
    if kind == "vp":
        return story.vp
    if kind == "doubloons":
        return story.doubloons
    return [[100 * c for c in column] for column in story.chances]


def ticks(kind: str, top: float) -> list[int]:
    """The values marked on a chart's axis, from 0 to at least `top`."""
    if kind == "chance":
        return [0, 25, 50, 75, 100]
    step = next(s for s in (2, 5, 10, 20, 25, 50) if top / s <= 6)
    return list(range(0, int(math.ceil(top / step)) * step + 1, step))


def draw_chart(canvas: Canvas, story: Story, loc, kind: str, box) -> None:
    left, top, right, bottom = box
    canvas.panel(box)
    title = loc.text(f"story-{kind}")
    canvas.fitted((left + 12, top + 4, right - 12, top + TITLE_ROW), title, style.LABEL,
                  bold=True)
    values = series(story, kind)
    marks = ticks(kind, max(max(column) for column in values) or 1)
    plot = (left + PLOT_LEFT, top + TITLE_ROW + 10, right - PLOT_RIGHT, bottom - AXIS_ROW)
    x0, y0, x1, y1 = plot
    columns = len(values)
    step = (x1 - x0) / max(columns - 1, 1)

    def at(column: int, value: float) -> tuple[float, float]:
        return x0 + step * column, y1 - (y1 - y0) * value / marks[-1]

    turned = turn_column(story)
    if turned is not None:
        canvas.draw.rectangle((at(turned, 0)[0], y0, at(turned + 1, 0)[0], y1), fill=TURN_BAND)
    for value in marks:
        y = at(0, value)[1]
        canvas.draw.line((x0, y, x1, y), fill=style.FAINT, width=1)
        label = f"{value}%" if kind == "chance" else str(value)
        canvas.text((x0 - 8, y), label, style.MIN_TEXT, style.MUTED, anchor="rm")

    def label(column: int) -> str:
        if column == columns - 1 and story.over:
            return loc.text("story-end")
        return str(story.rounds[column]) if column < len(story.rounds) else ""

    def width(column: int) -> float:
        return text_width(label(column), style.MIN_TEXT, column == turned)

    shown = labelled_columns(story, step, width)
    for column in shown:
        bold = column == turned
        x = at(column, 0)[0]
        if column == columns - 1 and column - 1 in shown:  # off its neighbour, to the right
            x = max(x, at(column - 1, 0)[0] + label_distance(width, column))
        canvas.text((x, y1 + AXIS_ROW / 2 + 2), label(column), style.MIN_TEXT,
                    style.INK if bold else style.MUTED, bold, "mm")
    for seat in range(len(story.names)):
        points = [at(c, column[seat]) for c, column in enumerate(values)]
        canvas.draw.line(points, fill=seat_colour(seat), width=3, joint="curve")
    for seat in range(len(story.names)):
        for c, column in enumerate(values):
            marker(canvas, seat, at(c, column[seat]), 4.5)
    if kind == "chance":
        for marked in story.marks:
            sign(canvas, marked.seat, marked.mark, at(marked.column, on_line(values, marked)),
                 y0)


SIGNS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def on_line(values: list[list[float]], marked) -> float:
    """A player's value on his line at a point between two columns."""
    column = min(int(marked.column), len(values) - 1)
    after = min(column + 1, len(values) - 1)
    share = marked.column - column
    return values[column][marked.seat] * (1 - share) + values[after][marked.seat] * share


def sign(canvas: Canvas, seat: int, mark: str, point, ceiling: float) -> None:
    """A decision the review marked, on its player's line: his marker, and the mark's sign
    (the chess players' ?! ? ??) over it, or under it near the chart's top (`ceiling`)."""
    x, y = point
    marker(canvas, seat, point, 7)
    sign_y = y - 18 if y - 28 > ceiling else y + 18
    canvas.text((x, sign_y), SIGNS[mark], style.MIN_TEXT, style.ALERT, True, "mm")


def turn_column(story: Story) -> int | None:
    """The column of the round that turned the game: its start, shaded to the next one."""
    if story.turn is None or story.turn.round not in story.rounds:
        return None
    return story.rounds.index(story.turn.round)


def labelled_columns(story: Story, step: float, width) -> list[int]:
    """The columns whose round is written under the axis: all when they fit, else every
    second or fifth, always the first, the last and the turning round. `width(column)` is
    its label's width: the last column's ("End") is wider, and where it would touch its
    neighbour's, the neighbour gives way, unless it is the turning round: then the end's word
    moves right, into the room beside the chart, and gives way only if that is too little."""
    columns = len(story.rounds) + 1
    every = next(n for n in (1, 2, 5, 10) if step * n >= 30)
    chosen = {c for c in range(columns) if c % every == 0}
    chosen.add(columns - 1)
    turned = turn_column(story)
    if turned is not None:
        chosen = {c for c in chosen if abs(c - turned) * step >= 30 or c == columns - 1}
        chosen.add(turned)
    last = columns - 1
    room = step + (end_room(width, last) if last - 1 == turned else 0)
    if last - 1 in chosen and room < label_distance(width, last):
        chosen.discard(last if last - 1 == turned else last - 1)
    return sorted(chosen)


def label_distance(width, column: int) -> float:
    """How far apart the centres of a column's label and its left neighbour's must be."""
    return (width(column) + width(column - 1)) / 2 + LABEL_GAP


def end_room(width, last: int) -> float:
    """How far right of its column the last label may go and stay inside the chart: it
    makes way for the turning round's number."""
    return max(0.0, PLOT_RIGHT - 4 - width(last) / 2)
