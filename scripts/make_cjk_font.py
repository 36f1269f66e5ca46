"""Make renderer/fonts/NotoSansCJK-Bold-names.otf, the fallback font for players' names.

It is Noto Sans CJK JP Bold (Debian's fonts-noto-cjk package) cut down to what names use:
CJK punctuation, kana, Hangul compatibility jamo, fullwidth and halfwidth forms, the 2 350
Hangul syllables of KS X 1001 and the common Han characters (JIS X 0208 level 1 and GB 2312
level 1, about 5 000). The character sets come from Python's own codecs.

Run it where fontTools and the Debian font are installed (it is not needed to run the bot):

    apt-get install fonts-noto-cjk python3-fonttools
    /usr/bin/python3 scripts/make_cjk_font.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
JAPANESE = 0  # the font of the collection with Japanese glyph forms
OUT = Path(__file__).resolve().parent.parent / "renderer" / "fonts" / "NotoSansCJK-Bold-names.otf"

BLOCKS = (
    range(0x3000, 0x3100),  # CJK punctuation, hiragana, katakana
    range(0x3130, 0x3190),  # Hangul compatibility jamo
    range(0x31F0, 0x3200),  # katakana phonetic extensions
    range(0xFF00, 0xFFF0),  # fullwidth and halfwidth forms
)
HAN = range(0x4E00, 0xA000)
HANGUL = range(0xAC00, 0xD7A4)


def two_byte(codec: str, points: range, rows: tuple[int, int] | None = None) -> set[int]:
    """Code points a double-byte codec encodes in two bytes, from the given rows."""
    found = set()
    for point in points:
        try:
            encoded = chr(point).encode(codec)
        except UnicodeEncodeError:
            continue
        if len(encoded) == 2 and (rows is None or rows[0] <= encoded[0] - 0xA0 <= rows[1]):
            found.add(point)
    return found


def code_points() -> set[int]:
    points = {point for block in BLOCKS for point in block}
    points |= two_byte("euc_kr", HANGUL)
    points |= two_byte("euc_jp", HAN, (16, 47))  # JIS X 0208 level 1
    points |= two_byte("gb2312", HAN, (16, 55))  # GB 2312 level 1
    return points


def main() -> int:
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.font_number = JAPANESE
    font = subset.load_font(SOURCE, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=code_points())
    subsetter.subset(font)
    subset.save_font(font, str(OUT), options)
    print(f"{OUT}: {OUT.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
