"""Expansion I of Puerto Rico 1897: the New Buildings (ES97 "1.ª expansión", IT97 "Prima
espansione"). Fourteen beige buildings (`components.NEW_BUILDINGS`), the draft that decides
which beige buildings are for sale, and each building's effect at the point of the game where
it acts.
"""

from __future__ import annotations

from ...phases import Step
from .. import Expansion
from . import board

EXPANSION = Expansion(
    id="new_buildings",
    options={"buildings": board.MODES},
    prepare=board.prepare,
    steps={board.DRAFT: Step(board.options, board.act, board.finish)},
)
