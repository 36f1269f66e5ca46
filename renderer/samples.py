"""Sample pictures for docs/images/, and the games they are drawn from.

`python -m renderer.samples [directory]` writes them again. The games are played by a simple
seeded policy that likes to build, so that cities fill up as in real games.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

from bot.game.engine import Game
from bot.game.expansions import known
from bot.game.setup import Setup

from . import numbered, render_board, render_player

DOCS = Path(__file__).resolve().parent.parent / "docs" / "images"
NAMES = ("Ana", "Bruno", "Chiara", "Diego", "Elena")


def choose(rng: random.Random, legal: list[str]) -> str:
    """The costliest building if one can be built, else any decision but passing."""
    builds = [d for d in legal if d.startswith("build ")]
    if builds:
        return builds[-1] if rng.random() < 0.8 else rng.choice(builds)
    active = [d for d in legal if d != "pass"] or legal
    return rng.choice(active)


def play(players: int, seed: int, theme: str = "classic",
         until: Callable[[Game], bool] | None = None, show_vp: bool = False,
         expansions: tuple[str, ...] = ()) -> Game:
    """A game played by `choose` until `until(game)` holds or the game is over."""
    setup = Setup(players=NAMES[:players], seed=seed, theme=theme,
                  options={"show_vp": show_vp}, expansions=expansions)
    game = Game.new(setup)
    rng = random.Random(seed)
    while not game.is_over and not (until and until(game)):
        seat = rng.choice(game.pending())
        game.apply(seat, choose(rng, game.legal(seat)))
    return game


def built(count: int) -> Callable[[Game], bool]:
    """Stop once the players own `count` buildings between them."""
    return lambda game: sum(len(p.city) for p in game.state.players) >= count


def at_step(step: str, after_round: int = 1, ships_loaded: int = 0) -> Callable[[Game], bool]:
    """Stop at the first `step` (e.g. "captain") from round `after_round` on, once at least
    `ships_loaded` cargo ships carry goods."""

    def reached(game: Game) -> bool:
        s = game.state
        loaded = sum(1 for ship in s.ships if ship.load)
        return s.step == step and s.round >= after_round and loaded >= ships_loaded

    return reached


def spanish_captain() -> Game:
    return play(4, 36, "1897", at_step("captain", 9, 3))


def italian_five() -> Game:
    """Five players with every 1897 expansion, cities half full."""
    return play(5, 5, "1897", built(30), show_vp=True, expansions=known())


# Each sample: the game, the language, and the seat whose own board is drawn (None: the
# table, whose further pictures are numbered after the name: board-es-1897-2.png, …).
SAMPLES = {
    "board-es-1897.png": lambda: (spanish_captain(), "es", None),
    "player-es-1897.png": lambda: (spanish_captain(), "es", 3),
    "board-en-classic.png": lambda: (play(2, 3, "classic", at_step("mayor", 8)), "en", None),
    "board-it-5-all.png": lambda: (italian_five(), "it", None),
    "final-it.png": lambda: (play(3, 11, "1897"), "it", None),
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    directory = Path(argv[0]) if argv else DOCS
    directory.mkdir(parents=True, exist_ok=True)
    for name, make in SAMPLES.items():
        game, lang, seat = make()
        pngs = render_board(game, lang) if seat is None else [render_player(game, seat, lang)]
        for png, path in zip(pngs, numbered(str(directory / name), len(pngs)), strict=True):
            Path(path).write_bytes(png)
            print(f"{path}: {len(png)} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
