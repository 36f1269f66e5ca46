"""Draw `docs/images/terminal-en.png`: what `prbot play` shows before a decision, on a
terminal of 80 × 24 — a player's board late in a game, the Builder's question and the first
screenful of his choices with their prices. `--lang es` or `--lang it` draws the same screen
in that language (as `prbot play --lang`), into `docs/images/terminal-es.png` or -it.

    .venv/bin/python scripts/terminal_screen.py [--lang LANG] [OUT.png]

The screen is drawn cell by cell with DejaVu Sans Mono (Debian's fonts-dejavu-core), so that
its columns line up wherever the picture is shown (an SVG falls back to whatever font the
viewer has, and its columns drift).
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont
from rich.console import Console
from rich.text import Text

from bot.game import Setup
from bot.game.position import Position
from bot.game.record import Record
from bot.l10n import LANGUAGES, localizer
from bot.terminal.asking import Quit
from bot.terminal.play import TerminalGame
from bot.terminal.saves import Seating
from bot.terminal.table import TableText

FONTS = Path("/usr/share/fonts/truetype/dejavu")
SIZE, PADDING = 16, 14  # the font's size, the margin around the screen (px)
BACKGROUND, FOREGROUND = (30, 30, 30), (220, 220, 220)
LEVELS = [None, "medium", "hard", "easy"]  # Ana, then the computers of seats 2 to 4


def names(lang: str) -> list[str]:
    """The players' names as `prbot play --lang LANG` gives them: the computers' its own."""
    loc = localizer(lang)
    return [loc.text("computer-name", number=seat + 1, level=loc.text(f"level-{level}"))
            if level else "Ana" for seat, level in enumerate(LEVELS)]


def main(out: Path, lang: str = "en") -> None:
    players = names(lang)
    game = (Position(4, names=tuple(players))
            .seat(0, island=["corn", "corn", "sugar", "sugar", "coffee", "tobacco", "indigo",
                             "quarry"], idle=["quarry"],
                  city={"small_market": 1, "hacienda": 1, "small_warehouse": 1,
                        "indigo_plant": 2, "sugar_mill": 3, "harbor": 1},
                  doubloons=14, goods={"corn": 2, "sugar": 1}, vp=7, san_juan=1)
            .start(chooser=0))
    game.apply(0, "role builder")
    console = Console(file=io.StringIO(), record=True, width=80, height=24,
                      force_terminal=True, color_system="truecolor", highlight=False,
                      markup=False)  # as `prbot play` writes

    def keyboard(prompt: str) -> str:
        console.print(prompt, end="")
        raise Quit  # the picture is the screen at the first question

    terminal = TerminalGame(Record(Setup(tuple(players), seed=1)), Seating(LEVELS, lang),
                            console, keyboard)
    terminal.game, terminal.view = game, TableText(game, terminal.loc, players)
    try:
        terminal.ask(0)
    except Quit:
        pass
    draw(Text.from_ansi(console.export_text(styles=True)), console, out)


def draw(screen: Text, console: Console, out: Path) -> None:
    """The screen's text, each cell in its place, in its colour and weight."""
    fonts = {bold: ImageFont.truetype(str(FONTS / f"DejaVuSansMono{'-Bold' if bold else ''}.ttf"),
                                      SIZE) for bold in (False, True)}
    cell = fonts[False].getlength("M"), int(SIZE * 1.35)  # the advance: not a whole pixel
    image = Image.new("RGB", (round(80 * cell[0]) + 2 * PADDING, 24 * cell[1] + 2 * PADDING),
                      BACKGROUND)
    pen = ImageDraw.Draw(image)
    for row, line in enumerate(screen.split("\n")[:24]):
        column = 0
        for segment in line.render(console):
            style = segment.style
            colour = FOREGROUND
            if style and style.color and not style.color.is_default:
                colour = style.color.get_truecolor()
            pen.text((PADDING + column * cell[0], PADDING + row * cell[1]), segment.text,
                     font=fonts[bool(style and style.bold)], fill=tuple(colour))
            column += segment.cell_length
    image.save(out, optimize=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Draw the terminal's picture for the guides.")
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.add_argument("out", nargs="?", type=Path,
                        help="the picture (default docs/images/terminal-LANG.png)")
    args = parser.parse_args()
    main(args.out or Path(f"docs/images/terminal-{args.lang}.png"), args.lang)
