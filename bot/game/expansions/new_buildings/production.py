"""The Aqueduct and the Specialty Factory (ES97 "Canal", "Destilería").

Aqueduct (occupied): a Craftsman phase in which its owner produces at least one barrel of fruit
(indigo) with his occupied large Indigo Plant gives him one more barrel of it; the same with the
large Sugar Mill and sugar. The small ones do not count.

Specialty Factory (occupied): like the Factory, but it pays for one kind only: one doubloon
less than the barrels of his best kind this phase, the Craftsman's extra barrels included
(paid once the Craftsman has taken them); corn never counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine import Game
    from ...state import Player

AQUEDUCT = "aqueduct"
FACTORY = "specialty_factory"
LARGE_WORKS = (("indigo", "indigo_plant"), ("sugar", "sugar_mill"))


def aqueduct(game: Game, player: Player, capacity: dict[str, int]) -> None:
    if player.active(AQUEDUCT):
        for good, works in LARGE_WORKS:
            if capacity[good] and player.active(works):
                capacity[good] += 1


def specialty_factory(game: Game, seat: int, goods: dict[str, int]) -> None:
    best = max((count for good, count in goods.items() if good != "corn"), default=0)
    if best > 1 and game._state.players[seat].active(FACTORY):
        game._state.players[seat].doubloons += best - 1
        game.emit("specialty_factory_paid", seat=seat, doubloons=best - 1)
