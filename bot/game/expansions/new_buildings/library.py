"""The Library (ES97 "Editorial", IT97 "Biblioteca"): its owner (occupied) gets his role's
privilege twice (ruling R3 where the books are silent): the Settler a second plantation once
everyone has taken (a quarry only with a Construction Hut, no Hospice colonist); the Mayor two
colonists; the Builder 2 doubloons off; the Craftsman two more barrels of different kinds; the
Trader +2 on his sale; the Captain +2 VP on his first load; the Prospector 2 doubloons. The base
phases ask `game.privilege(seat)`; this is the answer's extra part.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine import Game

LIBRARY = "library"


def privilege(game: Game, seat: int) -> int:
    return 1 if game._state.players[seat].active(LIBRARY) else 0
