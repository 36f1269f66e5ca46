"""The leaderboard picture: a server's best players in a page of its ratings, one line each
(rank, name, rating, games, wins, and the trend of the rating over his last games as small
bars), the caller's own line highlighted and always there. 640 px wide for phones, text never
under `style.MIN_TEXT`, every colour of text at least 4.5:1 against its background."""

from __future__ import annotations

from dataclasses import dataclass

from . import style
from .board import encode
from .canvas import Canvas

HEAD_ROW, ROW, FOOTER = 40, 42, 60
# Column edges, from the panel's left: rank, player, rating, games, wins, trend (wide enough
# for the longest heading of the three languages at the smallest size).
COLUMNS = (0, 44, 214, 332, 416, 505, 620)
TREND_BAR = 12  # the width of one game's bar
TREND_HEIGHT = 14  # the tallest bar, up or down from the middle
UP, DOWN = style.WINNER, style.ALERT


@dataclass(frozen=True)
class LeaderboardPicture:
    """What the picture shows, already in the reader's language."""

    title: str
    headers: tuple[str, ...]  # rank, player, rating, games, wins, trend
    lines: tuple  # LeaderLine (bot.discord_ui.community): rank, name, rating, games, wins,
    #               trend, own
    footer: str = ""


def height(picture: LeaderboardPicture) -> int:
    footer = FOOTER if picture.footer else 0
    from . import title_height

    return (title_height(picture.title) + HEAD_ROW + ROW * max(len(picture.lines), 1) + footer
            + 2 * style.MARGIN)


def render_leaderboard(picture: LeaderboardPicture) -> bytes:
    return encode(leaderboard_image(picture))


def leaderboard_image(picture: LeaderboardPicture):
    from . import drawn  # the package's lock on the shared fonts

    return drawn(height(picture), picture.title,
                 lambda canvas, top: draw_leaderboard(canvas, picture, top))


def draw_leaderboard(canvas: Canvas, picture: LeaderboardPicture, y: int) -> None:
    left, right = style.MARGIN, style.WIDTH - style.MARGIN
    canvas.draw.rectangle((left + 6, y, right - 6, y + HEAD_ROW), fill=style.HEADER)
    for n, header in enumerate(picture.headers):
        cell(canvas, n, y, HEAD_ROW, header, style.SMALL)
    y += HEAD_ROW
    for index, line in enumerate(picture.lines):
        fill = style.HIGHLIGHT if line.own else style.SPACE if index % 2 else None
        if fill:
            canvas.draw.rectangle((left + 6, y, right - 6, y + ROW), fill=fill)
        values = (str(line.rank), line.name, str(line.rating), str(line.games), str(line.wins))
        for n, value in enumerate(values):
            cell(canvas, n, y, ROW, value, style.LABEL if n == 2 else style.BODY,
                 bold=n in (1, 2))
        trend(canvas, line.trend, y + ROW // 2)
        y += ROW
    if picture.footer:
        canvas.wrapped((left + 12, y + 4, right - 12, y + FOOTER - 4), picture.footer,
                       style.SMALL)


def cell(canvas: Canvas, column: int, y: int, row: int, text: str, size: int,
         bold: bool = False) -> None:
    x0, x1 = style.MARGIN + COLUMNS[column] + 6, style.MARGIN + COLUMNS[column + 1] - 6
    align = "left" if column == 1 else "center"
    canvas.fitted((x0, y, x1, y + row), text, size, bold=bold, align=align)


def trend(canvas: Canvas, deltas: tuple[int, ...], middle: int) -> None:
    """One bar a game, up (green) for a gain, down (red) for a loss, scaled to the largest."""
    if not deltas:
        return
    room = COLUMNS[6] - COLUMNS[5] - len(deltas) * (TREND_BAR + 3)
    x = style.MARGIN + COLUMNS[5] + room // 2
    largest = max(abs(d) for d in deltas) or 1
    canvas.draw.line((x - 2, middle, x + len(deltas) * (TREND_BAR + 3), middle), fill=style.INK)
    for delta in deltas:
        size = max(2, round(TREND_HEIGHT * abs(delta) / largest))
        box = (x, middle - size, x + TREND_BAR, middle) if delta >= 0 else \
            (x, middle, x + TREND_BAR, middle + size)
        canvas.draw.rectangle(box, fill=UP if delta >= 0 else DOWN)
        x += TREND_BAR + 3
