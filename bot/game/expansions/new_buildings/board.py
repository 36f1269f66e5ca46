"""Which beige buildings a game with the New Buildings is played with (ES97 "1.ª expansión:
los nuevos edificios", "Preparación del juego").

The production buildings go on the board as usual. The board's 12 small and 5 large beige
spaces (where the base game's beige buildings are printed) are filled from the 55 beige
buildings of the base game and the expansion, each kind on a space of its own cost: costs 2, 5
and 8 have two spaces for four candidates, cost 10 five for seven, the others one for two. A
kind comes with both copies, or one with two players (ruling R13); a large one is single.

Three ways, the setup option `buildings`:
- `draft` (the book's): from the first Governor, clockwise, each player puts one kind on a free
  space of its cost (`draft church office`: the Church on the Office's space) until all are full;
- `random`: every space gets a kind drawn at random for its cost, from the seed;
- `all_new`: the 14 new kinds on the spaces of their costs, and for the three large spaces left
  three of the base game's five large buildings drawn from the seed.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...components import BASE_BUILDINGS, BUILDINGS, NEW_BUILDINGS

if TYPE_CHECKING:
    from ...engine import Game
    from ...state import GameState

MODES = ("draft", "random", "all_new")
DRAFT = "draft"

# The spaces in board order, named after the building printed on each.
SPACES: tuple[str, ...] = tuple(b.id for b in BASE_BUILDINGS if b.violet)
# For each cost, the kinds that may go on a space of that cost, the base game's first.
CANDIDATES: dict[int, tuple[str, ...]] = {}
for _kind in (*BASE_BUILDINGS, *NEW_BUILDINGS):
    if _kind.violet:
        CANDIDATES[_kind.cost] = (*CANDIDATES.get(_kind.cost, ()), _kind.id)
DRAFTABLE = frozenset(kind for kinds in CANDIDATES.values() for kind in kinds)


def prepare(game: Game) -> None:
    """The base game's beige buildings leave the market; the spaces are filled or drafted."""
    s = game._state
    s.board = dict.fromkeys(SPACES)
    for space in SPACES:
        del s.buildings[space]
    mode = s.options["buildings"]
    if mode == DRAFT:
        s.step = DRAFT
        s.turn = [s.governor]
        return
    rng = random.Random(f"{s.seed}:board")
    for cost, kinds in CANDIDATES.items():
        spaces = [space for space in SPACES if BUILDINGS[space].cost == cost]
        base = [k for k in kinds if BUILDINGS[k].expansion is None]
        new = [k for k in kinds if k not in base]
        if mode == "random":
            chosen = rng.sample(kinds, len(spaces))
        else:
            chosen = (new + rng.sample(base, len(base)))[: len(spaces)]
        for space, kind in zip(spaces, chosen, strict=True):
            place(s, kind, space)
    game.emit("board_set", mode=mode, buildings=list(s.board.values()))


def place(s: GameState, building: str, space: str) -> None:
    """A kind goes on a space; the market lists it, in board order, after the production ones."""
    s.board[space] = building
    two = s.n == 2
    market = {b: n for b, n in s.buildings.items() if BUILDINGS[b].production}
    for kind in s.board.values():
        if kind:
            row = BUILDINGS[kind]
            market[kind] = row.copies_2p if two else row.copies
    # Other expansions' buildings come in addition to the drafted ones (the Nobles').
    market.update({b: n for b, n in s.buildings.items() if b not in DRAFTABLE})
    s.buildings = market


def placed(s: GameState) -> set[str]:
    return {kind for kind in s.board.values() if kind}


def options(game: Game, seat: int) -> list[str]:
    s = game._state
    taken = placed(s)
    return [
        f"draft {kind} {space}"
        for space, kind_there in s.board.items()
        if kind_there is None
        for kind in CANDIDATES[BUILDINGS[space].cost]
        if kind not in taken
    ]


def act(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    building, space = words[1], words[2]
    place(s, building, space)
    game.emit("building_drafted", seat=seat, building=building, space=space)
    s.turn = [(seat + 1) % s.n] if None in s.board.values() else []


def finish(game: Game) -> None:
    """Every space is filled: the first round begins with the first Governor."""
    from ...phases.roles import begin_selection

    game.rules.call("market_set", game)
    begin_selection(game)
