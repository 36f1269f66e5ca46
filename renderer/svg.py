"""The table as SVG for the live table's page: the same layout code as the channel's pictures
(`board.py`, `table/`, `player.py`) drawn on an `SvgCanvas` instead of a Pillow image.

Every size and position is the one the Pillow layout computed with the shipped fonts' own
metrics; the page draws the text with the same fonts (served with it, classes `r`, `b` and
`c` below), each run held to the width Pillow measured (`textLength`), so that nothing the
layout kept apart can touch in the browser. The pieces a player may click are wrapped in
`<g data-target="<key>">` (`renderer.pieces`) with a transparent `rect.hit` over their box.

The drawing is cut into parts the page may lay out side by side on a wide screen, each a
`<g data-part>` with its `data-top` and `data-height`: `table` (the shared table), `own` (the
viewer's whole board, when he is seated) and `players` (the others' summaries).
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from functools import partial
from xml.sax.saxutils import escape, quoteattr

from . import style
from .board import Band, page_height, player_bands, table_bands
from .canvas import Box, Surface, text_width
from .fonts import face
from .pieces import arrange_of, targets_of
from .player import draw_own_board, own_board_height
from .view import DRAWING, board_view

__all__ = ["LiveTable", "SvgCanvas", "arrange_of", "table_svg", "targets_of"]

# The font of a run: DejaVu Sans regular, bold, and the names' CJK fallback.
REGULAR, BOLD, CJK = "r", "b", "c"


def number(value: float) -> str:
    """A coordinate, short: to a hundredth of a pixel, no trailing zeros. (Most are whole:
    they are written as they are, without formatting; this runs a hundred thousand times a
    table.)"""
    if type(value) is int:
        return str(value)
    if value.is_integer():
        return str(int(value))
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def colour(value) -> str:
    if value is None:
        return "none"
    red, green, blue = value[:3]
    return f"#{red:02x}{green:02x}{blue:02x}"


def _paint(fill, outline, width: float) -> str:
    paint = f' fill="{colour(fill)}"'
    if outline is not None and width:
        paint += f' stroke="{colour(outline)}" stroke-width="{number(width)}"'
    return paint


class SvgCanvas(Surface):
    """The drawing as SVG elements, in the order drawn."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.parts: list[str] = []

    def add(self, element: str) -> None:
        self.parts.append(element)

    # ----------------------------------------------------------- primitives
    def run(self, xy, text: str, size: int, fill, bold: bool, anchor: str,
            fallback: bool) -> None:
        """Placed as Pillow places it: `anchor`'s "l", "m" or "r" from the run's advance,
        "m" halfway between the font's ascender and descender lines."""
        x, y = xy
        width = text_width(text, size, bold) if not fallback \
            else face(size, bold, True).getlength(text)
        x -= {"l": 0, "m": width / 2, "r": width}[anchor[0]]
        ascent, descent = face(size, bold, fallback).getmetrics()
        baseline = y + {"m": (ascent - descent) / 2, "s": 0, "t": ascent}[anchor[1]]
        font = CJK if fallback else BOLD if bold else REGULAR
        self.add(f'<text class="{font}" x="{number(x)}" y="{number(baseline)}" '
                 f'font-size="{size}" textLength="{number(width)}"{_paint(fill, None, 0)}>'
                 f"{escape(text)}</text>")

    def rounded(self, box: Box, radius: float, fill=None, outline=None, width: int = 1) -> None:
        self._rect(box, radius, fill, outline, width)

    def rectangle(self, box: Box, fill=None, outline=None, width: int = 1) -> None:
        self._rect(box, 0, fill, outline, width)

    def _rect(self, box: Box, radius: float, fill, outline, width: int) -> None:
        """Pillow draws a box's outline inside it: the stroke's middle is half a width in."""
        left, top, right, bottom = box
        inset = width / 2 if outline is not None else 0
        corner = f' rx="{number(max(radius - inset, 0))}"' if radius else ""
        self.add(f'<rect x="{number(left + inset)}" y="{number(top + inset)}" '
                 f'width="{number(right - left - 2 * inset)}" '
                 f'height="{number(bottom - top - 2 * inset)}"{corner}'
                 f"{_paint(fill, outline, width)}/>")

    def ellipse(self, box: Box, fill=None, outline=None, width: int = 1) -> None:
        left, top, right, bottom = box
        inset = width / 2 if outline is not None else 0
        self.add(f'<ellipse cx="{number((left + right) / 2)}" cy="{number((top + bottom) / 2)}" '
                 f'rx="{number((right - left) / 2 - inset)}" '
                 f'ry="{number((bottom - top) / 2 - inset)}"{_paint(fill, outline, width)}/>')

    def polygon(self, points, fill=None, outline=None, width: int = 1) -> None:
        corners = " ".join(f"{number(x)},{number(y)}" for x, y in points)
        self.add(f'<polygon points="{corners}" stroke-linejoin="round"'
                 f"{_paint(fill, outline, width)}/>")

    @contextmanager
    def target(self, key: str | None, box: Box):
        """The piece's drawing in a group named by its key, a transparent box over it to
        click and to outline."""
        if key is None:
            yield
            return
        left, top, right, bottom = box
        self.add(f"<g data-target={quoteattr(key)}>")
        yield
        self.add(f'<rect class="hit" x="{number(left)}" y="{number(top)}" '
                 f'width="{number(right - left)}" height="{number(bottom - top)}" '
                 f'fill="transparent"/></g>')

    # ------------------------------------------------------------------ parts
    def part(self, name: str, top: int, bands: list[Band], view) -> int:
        """Bands drawn one under the other from `top`, as on one of the pictures, in a group
        named `name`; returns the bottom of the part."""
        height = page_height(bands)
        self.add(f'<g data-part="{name}" data-top="{top}" data-height="{height}">')
        self.rectangle((0, top, self.width, top + height), style.BACKGROUND)
        y = top + style.MARGIN
        for band_height, draw_band in bands:
            draw_band(self, view, y)
            y += band_height + style.GAP
        self.add("</g>")
        return top + height

    def document(self, drawn: str = "") -> str:
        """The SVG: `drawn` (parts drawn before, on another canvas), then this one's."""
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {self.width} '
                f'{self.height}" width="{self.width}" height="{self.height}">'
                + drawn + "".join(self.parts) + "</svg>")


class LiveTable:
    """The live table of a game at one moment in one language, for as many viewers as look
    at it. What every viewer sees alike is drawn once, on first need: the shared table (the
    `table` part) and each player's summary (drawn from its own top edge, and moved to its
    place in each viewer's `players` part, which leaves out the viewer's own). Each viewer's
    SVG (`svg`) adds his own board, drawn for him. Its methods may run in several threads at
    once."""

    def __init__(self, game, lang: str, theme: str | None = None,
                 clock: dict[int, str] | None = None) -> None:
        self.view = board_view(game, lang, theme, clock=clock)
        self.bands = table_bands(self.view)
        self.height = page_height(self.bands)
        self.players = player_bands(self.view)
        self._shared: str | None = None
        self._summaries: dict[int, str] = {}
        self._sharing = threading.Lock()  # two viewers at once: one draws, the other waits

    def shared(self) -> str:
        """The `table` part, drawn from the top."""
        with self._sharing:
            if self._shared is None:
                canvas = SvgCanvas(style.WIDTH, self.height)
                with DRAWING:
                    canvas.part("table", 0, self.bands, self.view)
                self._shared = "".join(canvas.parts)
        return self._shared

    def summary(self, seat: int) -> str:
        """A player's summary, drawn from its own top edge."""
        with self._sharing:
            if seat not in self._summaries:
                canvas = SvgCanvas(style.WIDTH, self.players[seat][0])
                with DRAWING:
                    self.players[seat][1](canvas, self.view, 0)
                self._summaries[seat] = "".join(canvas.parts)
        return self._summaries[seat]

    def svg(self, viewer_seat: int | None = None) -> str:
        """The SVG for the viewer at `viewer_seat` (None: a watcher): the shared table, then
        his board whole, then the other players' summaries."""
        shared, view = self.shared(), self.view
        seated = viewer_seat is not None and 0 <= viewer_seat < view.state.n
        parts: list[tuple[str, list[Band]]] = []
        if seated:
            inner = own_board_height(view, viewer_seat) - 2 * style.MARGIN
            parts.append(("own", [(inner, partial(_own, seat=viewer_seat))]))
        others = [(height, partial(_placed, drawn=self.summary(seat)))
                  for seat, (height, _) in enumerate(self.players)
                  if not (seated and seat == viewer_seat)]
        if others:
            parts.append(("players", others))
        canvas = SvgCanvas(style.WIDTH,
                           self.height + sum(page_height(bands) for _, bands in parts))
        top = self.height
        with DRAWING:
            for name, bands in parts:
                top = canvas.part(name, top, bands, view)
        return canvas.document(shared)


def table_svg(game, lang: str, theme: str | None = None, viewer_seat: int | None = None,
              clock: dict[int, str] | None = None) -> str:
    """The live table of `game` in `lang` (`renderer.table_svg`)."""
    return LiveTable(game, lang, theme, clock).svg(viewer_seat)


def _own(canvas: Surface, view, top: int, seat: int) -> None:
    draw_own_board(canvas, view, seat, top)


def _placed(canvas: SvgCanvas, view, top: int, drawn: str) -> None:
    """A band drawn from its own top edge, moved to `top`."""
    canvas.add(f'<g transform="translate(0 {top})">{drawn}</g>')
