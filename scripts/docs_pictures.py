"""Draw the pictures of the documentation site again, with the project's own renderer.

    .venv/bin/python scripts/docs_pictures.py [--check]

It writes the table's sample pictures (`renderer.samples`: docs/images/board-*.png,
player-*.png, final-*.png) and the story of one finished four-player game among medium computer
players in each language (docs/images/story-en.png, -es, -it: the picture the
bot posts after the score sheet). The terminal's picture has a script of its own
(scripts/terminal_screen.py, which needs Debian's DejaVu fonts), and the live table's and the
replay's are the browser tests' screenshots (PRBOT_SCREENSHOTS=docs, tests/browser/).

With `--check` it writes nothing and exits 1 naming each picture the guides show that is
missing (`mkdocs build --strict` fails on them too).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from bot.coach.story import tell
from bot.game import Game, Setup
from bot.game.record import Record
from bot.players import computer, seat_seed
from renderer import samples
from renderer.story import render_story

DOCS = Path(__file__).resolve().parent.parent / "docs"
IMAGES = DOCS / "images"
LANGUAGES = ("en", "es", "it")
STORY_SEED = 2
STORY_LEVEL = "medium"  # the turning round a medium table plays is a real table's
STORY_NAMES = ("Ana", "Bruno", "Chiara", "Diego")


def story_record(seed: int = STORY_SEED) -> Record:
    """A whole game among computer players: a story as a real table's would read."""
    record = Record(Setup(players=STORY_NAMES, seed=seed))
    game: Game = record.replay()[0]
    players = [computer(STORY_LEVEL, seat_seed(seed, seat)) for seat in range(len(STORY_NAMES))]
    while not game.is_over:
        seat = game.pending()[0]
        record.play(game, seat, players[seat].decide(game, seat))
    return record


def write_stories() -> None:
    story = tell(story_record())
    for lang in LANGUAGES:
        path = IMAGES / f"story-{lang}.png"
        path.write_bytes(render_story(story, lang))
        print(f"{path}: {path.stat().st_size} bytes")


def shown() -> set[Path]:
    """Every picture under docs/ that a page of the site links to."""
    found = set()
    for page in DOCS.rglob("*.md"):
        for target in re.findall(r"!\[[^\]]*\]\(([^)\s]+)", page.read_text(encoding="utf-8")):
            found.add((page.parent / target).resolve())
    return found


def main(argv: list[str]) -> int:
    if argv == ["--check"]:
        missing = sorted(str(p.relative_to(DOCS)) for p in shown() if not p.is_file())
        for name in missing:
            print(f"missing: docs/{name}")
        return 1 if missing else 0
    samples.main([str(IMAGES)])
    write_stories()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
