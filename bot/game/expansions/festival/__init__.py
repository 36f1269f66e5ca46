"""Expansion IV of Puerto Rico 1897: the Festival (ES97 "4.ª expansión: EL FESTIVAL", IT97
"Quarta espansione: FESTIVAL"). A board with three goals set at the start (`board.py`), each won
by the first player to reach it (`goals.py`).
"""

from __future__ import annotations

from ...phases import Step
from .. import placement
from ..rules import Expansion
from . import board, goals

EXPANSION = Expansion(
    id="festival",
    prepare=board.prepare,
    steps={placement.STEP: Step(placement.options, placement.act, placement.finish)},
    hooks={
        "market_set": board.market_set,
        "planted": goals.planted,
        "produced": goals.produced,
        "harvested": goals.produced,  # the Craftsman's extra barrel counts as produced
        "built": goals.built,
    },
)
