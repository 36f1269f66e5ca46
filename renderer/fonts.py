"""The typefaces shipped with the renderer and what they cover.

DejaVu Sans (fonts/LICENSE) draws every label and most names. Names in Japanese, Korean or
Chinese, and fullwidth letters, are drawn with a subset of Noto Sans CJK Bold
(fonts/LICENSE-NotoSansCJK, made by scripts/make_cjk_font.py): a text is cut into runs, each
drawn with the first font that has its characters. Characters neither font has (emoji, rare
Han characters) are left out; the seat's colour and number drawn beside every name keep two
players apart even then. A colour emoji font was left out on purpose: even cut down to the
single emoji it is 3 MB, twice the size of both fonts together.

Fonts are loaded once per size and weight. Coverage is read from each font's own character map
(the `cmap` table), so a test can prove that every name the board shows is covered.
"""

from __future__ import annotations

import struct
from functools import cache, lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
CJK = FONT_DIR / "NotoSansCJK-Bold-names.otf"


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans at `size` pixels; basic layout is enough for Latin scripts and faster."""
    path = BOLD if bold else REGULAR
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


@cache
def cjk_font(size: int) -> ImageFont.FreeTypeFont:
    """The fallback for names: Noto Sans CJK Bold (one weight serves both)."""
    return ImageFont.truetype(str(CJK), size, layout_engine=ImageFont.Layout.BASIC)


@cache
def code_points(bold: bool = False) -> frozenset[int]:
    """Every Unicode code point DejaVu Sans (of that weight) maps to a glyph."""
    data = (BOLD if bold else REGULAR).read_bytes()
    return frozenset(_cmap_code_points(data))


@cache
def cjk_code_points() -> frozenset[int]:
    """Every Unicode code point the fallback font maps to a glyph."""
    return frozenset(_cmap_code_points(CJK.read_bytes()))


def missing_glyphs(text: str, bold: bool = False) -> set[str]:
    """The characters of `text` DejaVu Sans has no glyph for (spacing controls aside)."""
    covered = code_points(bold)
    return {ch for ch in text if ord(ch) not in covered and ch not in "\n\t"}


def undrawable(text: str, bold: bool = False) -> set[str]:
    """The characters of `text` no shipped font can draw."""
    fallback = cjk_code_points()
    return {ch for ch in missing_glyphs(text, bold) if ord(ch) not in fallback}


@lru_cache(maxsize=4096)
def drawable(text: str, bold: bool = False) -> str:
    """`text` without the characters no font has (an emoji in a player's name), which would
    show as empty boxes; "?" if nothing is left."""
    if not undrawable(text, bold):
        return text
    lacking = undrawable(text, bold)
    kept = " ".join("".join(ch for ch in text if ch not in lacking).split())
    return kept or "?"


@lru_cache(maxsize=4096)
def runs(text: str, bold: bool = False) -> tuple[tuple[str, bool], ...]:
    """`text` cut into (part, drawn with the fallback font) runs; spaces stay with the run
    before them."""
    covered = code_points(bold)
    parts: list[list] = []
    for ch in text:
        fallback = ord(ch) not in covered
        if parts and (parts[-1][1] == fallback or ch == " "):
            parts[-1][0] += ch
        else:
            parts.append([ch, fallback])
    return tuple((part, fallback) for part, fallback in parts)


def face(size: int, bold: bool, fallback: bool) -> ImageFont.FreeTypeFont:
    return cjk_font(size) if fallback else font(size, bold)


def _tables(data: bytes) -> dict[bytes, tuple[int, int]]:
    (count,) = struct.unpack_from(">H", data, 4)
    tables = {}
    for i in range(count):
        tag, _checksum, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        tables[tag] = (offset, length)
    return tables


def _cmap_code_points(data: bytes) -> set[int]:
    """Code points of the Unicode subtables (formats 4 and 12) of a TrueType cmap."""
    base, _length = _tables(data)[b"cmap"]
    _version, count = struct.unpack_from(">HH", data, base)
    points: set[int] = set()
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, base + 4 + 8 * i)
        if (platform, encoding) not in {(0, 3), (0, 4), (3, 1), (3, 10)}:
            continue
        sub = base + offset
        (fmt,) = struct.unpack_from(">H", data, sub)
        if fmt == 4:
            points |= _format4(data, sub)
        elif fmt == 12:
            points |= _format12(data, sub)
    return points


def _format4(data: bytes, sub: int) -> set[int]:
    (seg_x2,) = struct.unpack_from(">H", data, sub + 6)
    segs = seg_x2 // 2
    ends = struct.unpack_from(f">{segs}H", data, sub + 14)
    starts_at = sub + 16 + seg_x2
    starts = struct.unpack_from(f">{segs}H", data, starts_at)
    deltas = struct.unpack_from(f">{segs}h", data, starts_at + seg_x2)
    range_at = starts_at + 2 * seg_x2
    offsets = struct.unpack_from(f">{segs}H", data, range_at)
    points = set()
    for seg, (start, end) in enumerate(zip(starts, ends, strict=True)):
        for cp in range(start, end + 1):
            if cp == 0xFFFF:
                continue
            if offsets[seg] == 0:
                glyph = (cp + deltas[seg]) & 0xFFFF
            else:
                at = range_at + 2 * seg + offsets[seg] + 2 * (cp - start)
                (glyph,) = struct.unpack_from(">H", data, at)
                glyph = (glyph + deltas[seg]) & 0xFFFF if glyph else 0
            if glyph:
                points.add(cp)
    return points


def _format12(data: bytes, sub: int) -> set[int]:
    (groups,) = struct.unpack_from(">I", data, sub + 12)
    points = set()
    for i in range(groups):
        start, end, glyph = struct.unpack_from(">III", data, sub + 16 + 12 * i)
        points.update(cp for n, cp in enumerate(range(start, end + 1)) if glyph + n)
    return points
