"""Setting up the Festival board (ES97 "4.ª expansión: EL FESTIVAL"; IT97 "Quarta espansione:
FESTIVAL").

- Plantations: "Seleccionad de entre todas las plantaciones una de cada tipo ..., mezclad estas
  cinco losetas boca abajo y colocad una de ellas al azar. Volved a entremezclar las cuatro
  plantaciones restantes en la reserva" — one kind at random; one of its tiles, anywhere in the
  face-down pile, leaves it.
- Goods: "Coged tres barriles de cada tipo ..., mezcladlos ... y colocad después tres de ellos al
  azar" — three barrels drawn from fifteen (a kind may come twice or thrice); they leave the
  supply.
- Buildings: one of each kind of the board's third column (3 VP), one drawn at random; "Si al
  seleccionar el edificio sacáis justo el edificio productor del que ya se encuentra la
  plantación asociada en la tabla «Festival», ponédlo de nuevo en el tablero central y sacad otro
  edificio al azar." It leaves the board; with 2 players "coged de entre los edificios no
  utilizados el mismo edificio ... ¡para que no haya ningún hueco!": the gap is filled from the
  box's unused copies, so the board keeps its count — unless the box has none (the Jeweler, both
  of whose copies a 2-player board holds): then it leaves the board as with 3-5 players (F9).
  With the New Buildings it is drawn once the board's buildings are settled (after the draft):
  the `market_set` hook.

Every draw comes from a generator seeded with the game's seed, so a replay sets the same board.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...components import BUILDINGS, GOODS

if TYPE_CHECKING:
    from ...engine import Game

BARRELS_EACH = 3  # barrels of each kind mixed for the draw
BARRELS_DRAWN = 3
COLUMN = 3


def prepare(game: Game) -> None:
    s = game._state
    rng = random.Random(f"{s.seed}:festival")
    kind = rng.choice(GOODS)
    barrels = rng.sample([good for good in GOODS for _ in range(BARRELS_EACH)], BARRELS_DRAWN)
    for good in barrels:
        s.goods_supply[good] -= 1
    # The tiles of a kind look alike, so taking one of them at random leaves the pile as well
    # shuffled as the book's four tiles shuffled back in do; always the same one would not.
    of_kind = [i for i, tile in enumerate(s.plantation_pile) if tile == kind]
    del s.plantation_pile[rng.choice(of_kind)]
    s.festival = {"plantation": kind, "barrels": barrels, "building": None, "won": {}}
    if s.step == "role":  # no draft under way: the board is already settled
        market_set(game)


def market_set(game: Game) -> None:
    """The board's buildings are known: draw the Festival's building."""
    s = game._state
    kind = s.festival["plantation"]
    candidates = [b for b, left in s.buildings.items() if BUILDINGS[b].column == COLUMN and left]
    game.reveal("festival")
    rng = random.Random(f"{s.seed}:festival-building")
    rng.shuffle(candidates)
    building = next(b for b in candidates if BUILDINGS[b].good != kind)
    if not from_unused_copies(game, building):
        s.buildings[building] -= 1
    s.festival["building"] = building
    game.emit("festival_set", plantation=kind, barrels=list(s.festival["barrels"]),
              building=building)


def from_unused_copies(game: Game, building: str) -> bool:
    """Whether the Festival's copy of a building came from the box's unused copies rather than
    off the board (F9): only with 2 players, whose board holds `copies_2p` of each kind, and only
    when the box has more."""
    kind = BUILDINGS[building]
    return game._state.n == 2 and kind.copies > kind.copies_2p
