"""A Pillow image with the few drawing operations the board needs: fitted text and the pieces.

Text never overflows its box: it is wrapped onto two lines where allowed, then shrunk. The
measurements are cached, since the same names come back on every board.
"""

from __future__ import annotations

import math
from contextlib import nullcontext
from functools import lru_cache

from PIL import Image, ImageDraw

from . import style
from .fonts import drawable, face, runs

Box = tuple[int, int, int, int]  # left, top, right, bottom
LINE_STEP = 1.15  # between the lines of wrapped text, in text sizes


def clean(text: str, bold: bool = False) -> str:
    """Drop the invisible bidi isolation marks a message catalogue may put around arguments,
    and any character the font cannot draw."""
    return drawable(text.replace("\u2068", "").replace("\u2069", ""), bold)


def width_once(text: str, size: int, bold: bool = False, cut=runs.__wrapped__) -> float:
    """The width of text measured once and kept nowhere (its runs `cut` uncached): a story's
    trial lines, each seen in one game only, would fill the caches with nothing used again."""
    return sum(face(size, bold, fallback).getlength(part) for part, fallback in cut(text, bold))


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> float:
    return width_once(text, size, bold, runs)


@lru_cache(maxsize=4096)
def fit_size(text: str, width: int, size: int, bold: bool = False) -> int:
    """The largest size not above `size` at which `text` fits in `width` pixels."""
    while size > style.MIN_TEXT and text_width(text, size, bold) > width:
        size -= 1
    return size


@lru_cache(maxsize=1024)
def shortened(text: str, width: int, size: int, bold: bool = False) -> str:
    """`text` cut and ended with an ellipsis so that it fits in `width` at `size`."""
    if text_width(text, size, bold) <= width:
        return text
    while len(text) > 1 and text_width(text + style.ELLIPSIS, size, bold) > width:
        text = text[:-1].rstrip()
    return text + style.ELLIPSIS


@lru_cache(maxsize=4096)
def wrap(text: str, width: int, height: int, size: int, bold: bool = False) -> tuple:
    """(lines, size): one line if it fits without much shrinking, else the best two-line
    split, shrunk to fit but never below MIN_TEXT (a line still too long is cut short when
    drawn). Of the splits drawn at the same size, one before a bracket ("Free space / (Small
    Warehouse)", not "Free / space (Small Warehouse)"), else the first ("Caserma / dei
    pompieri")."""
    one = fit_size(text, width, size, bold)
    words = text.split()
    if (one >= size * 0.8 and text_width(text, one, bold) <= width) or len(words) < 2:
        return (text,), one
    single = one if text_width(text, one, bold) <= width else 0
    best, best_key = ((text,), single), (single, True)  # one line wins at the same size
    tallest = max(int(height / (2 * LINE_STEP)), style.MIN_TEXT)
    for cut in range(1, len(words)):
        lines = (" ".join(words[:cut]), " ".join(words[cut:]))
        fitted = min(min(fit_size(line, width, size, bold) for line in lines), tallest)
        key = (fitted, words[cut].startswith("("))
        if key > best_key and all(text_width(line, fitted, bold) <= width for line in lines):
            best, best_key = (lines, fitted), key
    if best[1] == 0:
        return (text,), one
    return best


@lru_cache(maxsize=1024)
def name_lines(text: str, width: int, size: int, bold: bool = False) -> tuple[str, ...]:
    """A name on one line, else on two: between words where both halves fit, else inside a
    word with a hyphen ("Aless-" / "andra"); only a name too long for two lines is cut short,
    at the end of the second."""
    if text_width(text, size, bold) <= width:
        return (text,)
    words = text.split()
    for cut in range(len(words) - 1, 0, -1):  # the longest first line that fits
        lines = (" ".join(words[:cut]), " ".join(words[cut:]))
        if all(text_width(line, size, bold) <= width for line in lines):
            return lines
    cut = (len(text) + 1) // 2  # halves of a word, not one letter alone: "Eleo-" / "nora"
    while cut > 1 and text_width(_broken(text, cut), size, bold) > width:
        cut -= 1
    return _broken(text, cut), shortened(text[cut:].strip(), width, size, bold)


@lru_cache(maxsize=256)
def word_lines(text: str, width: int, size: int, bold: bool = False) -> tuple[str, ...]:
    """`text` on as many lines as it needs at `size`, broken between words; a word too wide
    for a line alone is cut short."""
    lines: list[str] = []
    for word in text.split():
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(joined, size, bold) <= width:
            lines[-1] = joined
        else:
            lines.append(shortened(word, width, size, bold))
    return tuple(lines) or ("",)


@lru_cache(maxsize=256)
def common_size(texts: tuple[str, ...], width: int, height: int, size: int,
                bold: bool = False) -> int:
    """One size for names drawn side by side (`Canvas.stacked`): the largest, not above
    `size`, at which each fits its box on one line or two broken between words, so that a
    long one ("Caposquadra") is not drawn smaller than its neighbours; MIN_TEXT where none
    does (a word is then broken with a hyphen, never shrunk further)."""
    for tried in range(size, style.MIN_TEXT, -1):
        if all(_whole_words(text, width, height, tried, bold) for text in texts):
            return tried
    return style.MIN_TEXT


def _whole_words(text: str, width: int, height: int, size: int, bold: bool) -> bool:
    lines = name_lines(text, width, size, bold)
    return (len(lines) * size * LINE_STEP <= height
            and " ".join(lines) == text and all(text_width(line, size, bold) <= width
                                                for line in lines))


def _broken(text: str, cut: int) -> str:
    """The first `cut` characters of `text`, with a hyphen where they end inside a word."""
    inside = text[cut - 1].isalpha() and text[cut].isalpha()
    return text[:cut].rstrip() + ("-" if inside else "")


SEAT_RADIUS = 13


def badge_width(text: str, size: int) -> int:
    return int(text_width(text, size, True)) + size


class Surface:
    """The drawing operations the layout code uses, on top of a few primitives a surface
    implements: a run of text in one font, rectangles (rounded or not), ellipses and
    polygons. The Pillow `Canvas` draws the channel's pictures; `renderer.svg.SvgCanvas` the
    same layout as SVG for the live table."""

    # ----------------------------------------------------------- primitives
    def run(self, xy, text: str, size: int, fill, bold: bool, anchor: str,
            fallback: bool) -> None:
        """One run of text in one font (`fonts.face`), anchored as Pillow anchors it."""
        raise NotImplementedError

    def rounded(self, box: Box, radius: float, fill=None, outline=None, width: int = 1) -> None:
        raise NotImplementedError

    def rectangle(self, box: Box, fill=None, outline=None, width: int = 1) -> None:
        raise NotImplementedError

    def ellipse(self, box: Box, fill=None, outline=None, width: int = 1) -> None:
        raise NotImplementedError

    def polygon(self, points, fill=None, outline=None, width: int = 1) -> None:
        raise NotImplementedError

    def target(self, key: str | None, box: Box):
        """A context in which what is drawn is the piece `key` (`renderer.pieces`), which a
        player may click on the live table (None: no piece); nothing on a picture."""
        return nullcontext()

    # ---------------------------------------------------------------- text
    def text(self, xy, text: str, size: int, fill=style.INK, bold: bool = False,
             anchor: str = "lm") -> float:
        """Draw one line; returns its width."""
        text = clean(text, bold)
        parts = runs(text, bold)
        if len(parts) == 1 and not parts[0][1]:
            self.run(xy, text, size, fill, bold, anchor, False)
            return text_width(text, size, bold)
        # Runs in two fonts: placed one after the other from the left edge of the whole.
        width = text_width(text, size, bold)
        x, y = xy
        x -= {"l": 0, "m": width / 2, "r": width}[anchor[0]]
        for part, fallback in parts:
            self.run((x, y), part, size, fill, bold, "l" + anchor[1], fallback)
            x += face(size, bold, fallback).getlength(part)
        return width

    def fitted(self, box: Box, text: str, size: int, fill=style.INK, bold: bool = False,
               align: str = "left", min_size: int = style.MIN_TEXT) -> float:
        """One line shrunk to fit the box, vertically centred, and cut short if it would have
        to be smaller than `min_size`; returns its width."""
        text = clean(text, bold)
        left, top, right, bottom = box
        size = max(fit_size(text, right - left, size, bold), min_size)
        text = shortened(text, right - left, size, bold)
        x, anchor = _aligned(box, align)
        return self.text((x, (top + bottom) / 2), text, size, fill, bold, anchor)

    def wrapped(self, box: Box, text: str, size: int, fill=style.INK, bold: bool = False,
                align: str = "left") -> None:
        """Up to two lines, shrunk to fit the box, vertically centred."""
        text = clean(text, bold)
        left, top, right, bottom = box
        lines, size = wrap(text, right - left, bottom - top, size, bold)
        x, anchor = _aligned(box, align)
        step = size * LINE_STEP
        y = (top + bottom) / 2 - step * (len(lines) - 1) / 2
        for line in lines:
            line = shortened(line, right - left, size, bold)
            self.text((x, y), line, size, fill, bold, anchor)
            y += step

    def stacked(self, box: Box, text: str, size: int, fill=style.INK, bold: bool = False) -> None:
        """A name centred in the box on one line or two (`name_lines`), never shrunk."""
        text = clean(text, bold)
        left, top, right, bottom = box
        lines = name_lines(text, right - left, size, bold)
        step = size * LINE_STEP
        y = (top + bottom) / 2 - step * (len(lines) - 1) / 2
        for line in lines:
            self.text(((left + right) / 2, y), line, size, fill, bold, "mm")
            y += step

    # --------------------------------------------------------------- shapes
    def panel(self, box: Box, fill=style.PANEL, outline=style.PANEL_EDGE, width: int = 2,
              radius: int = 10) -> None:
        self.rounded(box, radius, fill, outline, width)

    def badge(self, xy, text: str, size: int, fill, ink=style.WHITE) -> int:
        """Text on a rounded label starting at xy (left, middle); returns the label's width."""
        text = clean(text, True)
        x, y = xy
        width = badge_width(text, size)
        half = int(size * 0.75)
        self.rounded((x, y - half, x + width, y + half), half, fill)
        self.text((x + width / 2, y), text, size, ink, True, "mm")
        return width

    def good(self, good: str, centre, radius: float) -> None:
        """A good (or quarry) as its shape in its colour, outlined so white shows on white."""
        colour = style.GOOD_COLOURS[good]
        points = _shape_points(style.SHAPES[good], centre, radius)
        outline = style.INK if good != "coffee" else style.COFFEE_EDGE
        if points is None:
            x, y = centre
            box = (x - radius, y - radius, x + radius, y + radius)
            self.ellipse(box, colour, outline, 2)
        else:
            self.polygon(points, colour, outline, 2)

    def colonist(self, centre, radius: float, occupied: bool, noble: bool = False) -> None:
        """A circle: filled when a colonist stands on it, red for a noble (expansion II)."""
        x, y = centre
        box = (x - radius, y - radius, x + radius, y + radius)
        fill = (style.NOBLE if noble else style.COLONIST) if occupied else style.WHITE
        self.ellipse(box, fill, style.COLONIST, 2)

    def tree(self, centre, radius: float) -> None:
        """A forest: a fir tree on its trunk (it takes no colonist)."""
        x, y = centre
        self.rectangle((x - radius * 0.15, y + radius * 0.5, x + radius * 0.15, y + radius),
                       style.HULL)
        crown = [(x, y - radius), (x + radius * 0.75, y + radius * 0.55),
                 (x - radius * 0.75, y + radius * 0.55)]
        self.polygon(crown, style.FOREST, style.INK, 1)

    def ship(self, centre, width: float, height: float) -> None:
        """A small hull, for the colonist ship."""
        x, y = centre
        w, h = width / 2, height / 2
        hull = [(x - w, y - h), (x + w, y - h), (x + w * 0.6, y + h), (x - w * 0.6, y + h)]
        self.polygon(hull, style.HULL, style.INK, 1)

    def coin(self, centre, radius: float, label: str = "") -> None:
        x, y = centre
        box = (x - radius, y - radius, x + radius, y + radius)
        self.ellipse(box, style.GOLD, style.GOLD_EDGE, 2)
        if label:
            self.text(centre, label, style.MIN_TEXT, style.INK, True, "mm")

    def seat(self, centre, seat: int) -> None:
        """A player's mark: his seat's number on his colour."""
        x, y = centre
        radius = SEAT_RADIUS
        box = (x - radius, y - radius, x + radius, y + radius)
        self.ellipse(box, style.SEAT_COLOURS[seat % len(style.SEAT_COLOURS)])
        self.text(centre, str(seat + 1), style.MIN_TEXT, style.WHITE, True, "mm")

    def player(self, box: Box, seat: int, name: str, size: int, fill=style.INK,
               bold: bool = True, align: str = "left", min_size: int = style.MIN_TEXT) -> float:
        """A player's mark and name, fitted to the box (`align`: "left", "center" or
        "right"); returns the width of both."""
        left, top, right, bottom = box
        middle = (top + bottom) / 2
        mark = 2 * SEAT_RADIUS + 6
        name = clean(name, bold)
        if align != "left":
            size = max(fit_size(name, right - left - mark, size, bold), min_size)
            width = min(text_width(name, size, bold), right - left - mark)
            room = right - left - width - mark
            left = int(left + (room / 2 if align == "center" else room))
        self.seat((left + SEAT_RADIUS, middle), seat)
        box = (left + mark, top, right, bottom)
        return mark + self.fitted(box, name, size, fill, bold, min_size=min_size)


class Canvas(Surface):
    """A Pillow image: the channel's pictures."""

    def __init__(self, width: int, height: int) -> None:
        self.image = Image.new("RGB", (width, height), style.BACKGROUND)
        self.draw = ImageDraw.Draw(self.image)

    def run(self, xy, text: str, size: int, fill, bold: bool, anchor: str,
            fallback: bool) -> None:
        self.draw.text(xy, text, fill=fill, font=face(size, bold, fallback), anchor=anchor)

    def rounded(self, box: Box, radius: float, fill=None, outline=None, width: int = 1) -> None:
        self.draw.rounded_rectangle(box, radius, fill=fill, outline=outline, width=width)

    def rectangle(self, box: Box, fill=None, outline=None, width: int = 1) -> None:
        self.draw.rectangle(box, fill=fill, outline=outline, width=width)

    def ellipse(self, box: Box, fill=None, outline=None, width: int = 1) -> None:
        self.draw.ellipse(box, fill=fill, outline=outline, width=width)

    def polygon(self, points, fill=None, outline=None, width: int = 1) -> None:
        self.draw.polygon(points, fill=fill, outline=outline, width=width)


def _aligned(box: Box, align: str) -> tuple[float, str]:
    left, _top, right, _bottom = box
    if align == "center":
        return (left + right) / 2, "mm"
    if align == "right":
        return right, "rm"
    return left, "lm"


def _regular(sides: int, centre, radius: float, turn: float) -> list[tuple[float, float]]:
    x, y = centre
    return [
        (x + radius * math.cos(turn + 2 * math.pi * i / sides),
         y + radius * math.sin(turn + 2 * math.pi * i / sides))
        for i in range(sides)
    ]


def _shape_points(shape: str, centre, r: float):
    x, y = centre
    if shape == "circle":
        return None
    if shape == "square":
        s = r * 0.85
        return [(x - s, y - s), (x + s, y - s), (x + s, y + s), (x - s, y + s)]
    if shape == "triangle":
        return _regular(3, (x, y + r * 0.2), r * 1.15, -math.pi / 2)
    if shape == "diamond":
        return _regular(4, centre, r * 1.1, -math.pi / 2)
    if shape == "hexagon":
        return _regular(6, centre, r, 0)
    # A quarry: a block of stone, wider at the bottom.
    return [(x - r * 0.55, y - r * 0.7), (x + r * 0.55, y - r * 0.7),
            (x + r, y + r * 0.7), (x - r, y + r * 0.7)]
