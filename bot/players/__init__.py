"""Computer players: they sit at the table like anyone and play through the engine's API.

Three levels, from a quick glance to a search:

- `easy`: the decision its rules of thumb value most (`thumb.py`);
- `medium`: its best few decisions each played to the end of the phase on a copy of the table,
  the best position wins (`lookahead.py`);
- `hard`: Monte Carlo search over tables with the hidden parts drawn anew (`search.py`).

`random` plays any legal decision and is only a yardstick for the benchmarks. A computer sees
what a player at the table sees: it looks ahead only on copies whose hidden parts it drew
itself (`view.py`). Its decisions are a function of the position and its seed (`base.py`).
"""

from __future__ import annotations

from .base import Computer, Random
from .lookahead import Easy, Medium
from .search import Hard

LEVELS: dict[str, type[Computer]] = {
    "easy": Easy,
    "medium": Medium,
    "hard": Hard,
}
YARDSTICKS: dict[str, type[Computer]] = {"random": Random}


def computer(level: str, seed: int = 0, **options) -> Computer:
    """A computer player of `level` (one of LEVELS, or `random`)."""
    kind = LEVELS.get(level) or YARDSTICKS.get(level)
    if kind is None:
        raise ValueError(f"unknown level {level!r}; expected one of {sorted(LEVELS)}")
    return kind(seed, **options)


__all__ = ["LEVELS", "YARDSTICKS", "Computer", "computer"]
