"""A game's review as a small picture, for `/pr review`: a player's chance to win after every
decision of the game as a line (every player's, for someone who did not play), his marked
decisions on it, his accuracy, his costliest decisions with what was better, and the marks'
legend.

Its words come already in the reader's language (`ReviewPicture`); the marks are the chess
players' signs, the same in every language: ?! an inaccuracy, ? a mistake, ?? a blunder.
640 px wide for phones, no text under `style.MIN_TEXT`, text in ink on light panels; each
player's line keeps his seat's colour and the marker shape the story gives him.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import style
from .board import encode
from .canvas import LINE_STEP, Canvas, clean, word_lines
from .story import SIGNS, seat_colour, sign

__all__ = ["SIGNS", "ChanceLine", "ReviewPicture", "render_review"]
CHART, PLOT_LEFT, PLOT_RIGHT, PLOT_TOP, AXIS_ROW = 250, 66, 20, 44, 30
ROW, HEADING, PAD = 40, 40, 14
SIGN_WIDTH = 40


@dataclass(frozen=True)
class ChanceLine:
    """A player's chance to win after each decision (0–100), and his marked decisions on it:
    (the decision's place on the line, its mark)."""

    seat: int
    chances: tuple[float, ...]
    marks: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class ReviewPicture:
    """What the picture shows, already in the reader's language."""

    title: str
    chart_title: str
    lines: tuple[ChanceLine, ...]
    ticks: tuple[tuple[int, str], ...]  # (a place on the lines, its label under the axis)
    summaries: tuple[tuple[int, str], ...]  # (seat, "Ana: accuracy 87%")
    heading: str  # over the costliest decisions
    decisions: tuple[tuple[str | None, str], ...]  # (its mark or None, what it was and cost)
    legend: str


TEXT_LEFT = style.MARGIN + 12 + SIGN_WIDTH + 8  # a decision's text, right of its sign
TEXT_RIGHT = style.WIDTH - style.MARGIN - 12
STEP = round(style.SMALL * LINE_STEP)


def lines_of(text: str, size: int = style.SMALL) -> tuple[str, ...]:
    """`text` on as many lines as it needs between the decisions' margins: never cut."""
    return word_lines(clean(text), TEXT_RIGHT - TEXT_LEFT, size)


def block(text: str, size: int = style.SMALL) -> int:
    """The height a wrapped text takes, with room around it."""
    return len(lines_of(text, size)) * round(size * LINE_STEP) + PAD


def height(picture: ReviewPicture) -> int:
    from . import title_height

    texts = sum(block(text) for _, text in picture.decisions)
    return (title_height(picture.title) + CHART + style.GAP + ROW * len(picture.summaries)
            + HEADING + texts + block(picture.legend, style.MIN_TEXT) + 2 * style.MARGIN + 8)


def render_review(picture: ReviewPicture) -> bytes:
    return encode(review_image(picture))


def review_image(picture: ReviewPicture):
    from . import drawn  # the package's lock on the shared fonts

    return drawn(height(picture), picture.title,
                 lambda canvas, top: draw_review(canvas, picture, top))


def draw_review(canvas: Canvas, picture: ReviewPicture, y: int) -> None:
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    draw_chart(canvas, picture, (left + 6, y, right - 6, y + CHART))
    y += CHART + style.GAP
    for seat, text in picture.summaries:
        canvas.player((left + 12, y, right - 12, y + ROW), seat, text, style.LABEL)
        y += ROW
    canvas.draw.rectangle((left + 6, y + 4, right - 6, y + HEADING - 4), fill=style.HEADER)
    canvas.fitted((left + 12, y, right - 12, y + HEADING), picture.heading, style.BODY,
                  bold=True)
    y += HEADING
    for mark, text in picture.decisions:
        if mark is not None:
            canvas.badge((left + 12, y + PAD / 2 + STEP / 2), SIGNS[mark], style.SMALL,
                         style.ALERT)
        y = paragraph(canvas, TEXT_LEFT, y, lines_of(text), style.SMALL)
    paragraph(canvas, left + 12, y, lines_of(picture.legend, style.MIN_TEXT), style.MIN_TEXT,
              style.MUTED)


def paragraph(canvas: Canvas, x: int, y: int, lines: tuple[str, ...], size: int,
              fill=style.INK) -> int:
    """Lines one under the other from `y` (after half the room around them); returns where
    the next begins."""
    step = round(size * LINE_STEP)
    top = y + PAD / 2 + step / 2
    for n, line in enumerate(lines):
        canvas.text((x, top + n * step), line, size, fill)
    return y + len(lines) * step + PAD


def draw_chart(canvas: Canvas, picture: ReviewPicture, box) -> None:
    left, top, right, bottom = box
    canvas.draw.rectangle(box, fill=style.PANEL, outline=style.FAINT)
    canvas.fitted((left + 8, top + 2, right - 8, top + PLOT_TOP - 6), picture.chart_title,
                  style.LABEL, bold=True)
    x0, y0, x1, y1 = left + PLOT_LEFT, top + PLOT_TOP, right - PLOT_RIGHT, bottom - AXIS_ROW
    places = max((len(line.chances) for line in picture.lines), default=1)
    step = (x1 - x0) / max(places - 1, 1)

    def at(place: int, chance: float) -> tuple[float, float]:
        return x0 + step * place, y1 - (y1 - y0) * chance / 100

    for value in (0, 25, 50, 75, 100):
        y = at(0, value)[1]
        canvas.draw.line((x0, y, x1, y), fill=style.FAINT, width=1)
        canvas.text((x0 - 8, y), f"{value}%", style.MIN_TEXT, style.MUTED, anchor="rm")
    for place, label in picture.ticks:
        canvas.text((at(place, 0)[0], y1 + AXIS_ROW / 2 + 2), label, style.MIN_TEXT,
                    style.MUTED, anchor="mm")
    for line in picture.lines:
        points = [at(place, chance) for place, chance in enumerate(line.chances)]
        if len(points) > 1:
            canvas.draw.line(points, fill=seat_colour(line.seat), width=3, joint="curve")
    for line in picture.lines:
        for place, mark in line.marks:
            sign(canvas, line.seat, mark, at(place, line.chances[place]), y0)

