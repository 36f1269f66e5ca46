"""One fixed 256-colour palette for every board, so a PNG is written with a palette quickly.

The palette holds every colour of `style` exactly (flat areas keep their colour), and fills
the other entries with the blends anti-aliasing makes between those colours, chosen once by
Pillow's octree quantizer. Mapping a picture to a fixed palette is several times faster than
choosing a palette for each picture.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from PIL import Image

from . import style

PALETTE_SIZE = 256
STEPS = 12  # blends between two colours


def style_colours() -> list[tuple[int, int, int]]:
    """Every RGB colour named in `style`, once."""
    found: dict[tuple, None] = {}
    for value in vars(style).values():
        if isinstance(value, dict):
            candidates = list(value.values())
        elif isinstance(value, tuple) and value and all(_is_rgb(v) for v in value):
            candidates = list(value)  # a set of colours, such as the seats'
        else:
            candidates = [value]
        for colour in candidates:
            if _is_rgb(colour):
                found[colour] = None
    return list(found)


def _is_rgb(value) -> bool:
    return (isinstance(value, tuple) and len(value) == 3
            and all(isinstance(c, int) and 0 <= c <= 255 for c in value))


def _blend(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def _blends(colours) -> Image.Image:
    pixels = [
        _blend(a, b, step / STEPS)
        for a, b in combinations(colours, 2)
        for step in range(1, STEPS)
    ]
    image = Image.new("RGB", (len(pixels), 1))
    image.putdata(pixels)
    return image


@cache
def board_palette() -> Image.Image:
    """A 1×1 "P" image carrying the palette, as `Image.quantize(palette=...)` wants."""
    pure = style_colours()
    spare = PALETTE_SIZE - len(pure)
    blends = _blends(pure).quantize(spare, method=Image.Quantize.FASTOCTREE)
    extra = blends.getpalette()[: 3 * spare]
    entries = [c for colour in pure for c in colour] + extra
    entries += [0] * (3 * PALETTE_SIZE - len(entries))
    palette = Image.new("P", (1, 1))
    palette.putpalette(entries)
    return palette


def to_palette(image: Image.Image) -> Image.Image:
    return image.quantize(palette=board_palette(), dither=Image.Dither.NONE)
