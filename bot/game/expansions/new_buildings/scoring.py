"""The Cloister and the Statue at the end of the game (ES97 "Catedral", "Monumento").

The Statue takes no colonist and is worth 8 VP (its row in the building table). The owner of an
occupied Cloister gets 1, 3, 6 or 10 more VP for 1, 2, 3 or 4 trios of identical island tiles:
forests and quarries count like plantations, occupied or not.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...state import Player

CLOISTER = "cloister"
TRIOS_VP = (0, 1, 3, 6, 10)


def cloister(player: Player) -> dict[str, int]:
    if not player.active(CLOISTER):
        return {}
    trios = sum(count // 3 for count in Counter(tile for tile, _ in player.island).values())
    return {CLOISTER: TRIOS_VP[min(trios, 4)]}

