"""A player's statistics as a picture: his games and wins by number of players as small bars,
where his VP came from (shipping against buildings) as one split bar, and his favourites, time
to decide and best game as lines. 640 px wide for phones, text never under `style.MIN_TEXT`,
every text in ink on light backgrounds (at least 4.5:1)."""

from __future__ import annotations

from dataclasses import dataclass

from . import style
from .board import encode
from .canvas import Canvas

HEADING, ROW, LINE = 40, 44, 50
LABEL_WIDTH = 44  # the player count's badge
BAR_LEFT, BAR_RIGHT = 70, 400  # the bars, from the panel's left
GAMES, WON = style.FAINT, style.WINNER
SHIPPING, BUILDINGS = style.SEA, style.VIOLET_TINT


@dataclass(frozen=True)
class CountRow:
    """Games and wins at one number of players, and the text beside the bar."""

    players: int
    games: int
    wins: int
    text: str


@dataclass(frozen=True)
class StatsPicture:
    """What the picture shows, already in the reader's language."""

    title: str
    overall: str
    counts_heading: str
    counts: tuple[CountRow, ...]
    share_heading: str
    shares: tuple[tuple[str, int], tuple[str, int]]  # (shipping, percent), (buildings, percent)
    lines: tuple[str, ...]  # favourites, time to decide, best game


def height(picture: StatsPicture) -> int:
    from . import title_height

    return (title_height(picture.title) + LINE + HEADING + ROW * len(picture.counts) + HEADING
            + ROW + LINE * len(picture.lines) + 2 * style.MARGIN + 12)


def render_stats(picture: StatsPicture) -> bytes:
    return encode(stats_image(picture))


def stats_image(picture: StatsPicture):
    from . import drawn  # the package's lock on the shared fonts

    return drawn(height(picture), picture.title,
                 lambda canvas, top: draw_stats(canvas, picture, top))


def draw_stats(canvas: Canvas, picture: StatsPicture, y: int) -> None:
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    canvas.wrapped((left + 12, y, right - 12, y + LINE), picture.overall, style.BODY)
    y = heading(canvas, y + LINE, picture.counts_heading)
    most = max((row.games for row in picture.counts), default=1) or 1
    for row in picture.counts:
        count_bar(canvas, row, y, most)
        y += ROW
    y = heading(canvas, y, picture.share_heading)
    share_bar(canvas, picture.shares, y)
    y += ROW
    for line in picture.lines:
        canvas.wrapped((left + 12, y, right - 12, y + LINE), line, style.SMALL)
        y += LINE


def heading(canvas: Canvas, y: int, text: str) -> int:
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    canvas.draw.rectangle((left + 6, y + 4, right - 6, y + HEADING - 4), fill=style.HEADER)
    canvas.fitted((left + 12, y, right - 12, y + HEADING), text, style.BODY, bold=True)
    return y + HEADING


def count_bar(canvas: Canvas, row: CountRow, y: int, most: int) -> None:
    """The games at one number of players as a bar, the won ones its green part."""
    left = style.MARGIN
    canvas.badge((left + 14, y + ROW // 2), str(row.players), style.LABEL, style.GOVERNOR)
    x0, full = left + BAR_LEFT, BAR_RIGHT - BAR_LEFT
    games = round(full * row.games / most)
    wins = round(full * row.wins / most)
    top, bottom = y + 10, y + ROW - 10
    canvas.draw.rectangle((x0, top, x0 + max(games, 2), bottom), fill=GAMES,
                          outline=style.PANEL_EDGE)
    if wins:
        canvas.draw.rectangle((x0, top, x0 + wins, bottom), fill=WON)
    canvas.fitted((left + BAR_RIGHT + 10, y, style.WIDTH - style.MARGIN - 10, y + ROW),
                  row.text, style.SMALL)


def share_bar(canvas: Canvas, shares, y: int) -> None:
    """One bar split between shipping and buildings, each part with its label and percent."""
    left, right = style.MARGIN + 12, style.WIDTH - style.MARGIN - 12
    (ship_label, ship), (build_label, build) = shares
    split = left + round((right - left) * ship / 100) if ship + build else (left + right) // 2
    top, bottom = y + 4, y + ROW - 4
    canvas.draw.rectangle((left, top, split, bottom), fill=SHIPPING)
    canvas.draw.rectangle((split, top, right, bottom), fill=BUILDINGS)
    canvas.draw.rectangle((left, top, right, bottom), outline=style.PANEL_EDGE)
    middle = (left + right) // 2
    canvas.fitted((left + 6, y, middle - 6, y + ROW), f"{ship_label} {ship} %", style.SMALL)
    canvas.fitted((middle + 6, y, right - 6, y + ROW), f"{build_label} {build} %", style.SMALL,
                  align="right")
