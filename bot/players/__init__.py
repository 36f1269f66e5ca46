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

from ..game import Game
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


def seat_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer playing a seat: a record's setup seed carries it."""
    return game_seed * 8 + seat


# The most decisions taken in one turn (a Mayor placement is one per colonist).
MOST_IN_A_ROW = 40


def decide_in_a_row(game_json: str, seat: int, level: str, seed: int) -> list[str]:
    """The computer's decisions at `seat` for a game given as JSON: one, and the next ones as
    long as the same step asks the same seat again (a guest moved just before, its colonists
    placed one by one, a Hacienda draw and then a plantation). A plain function of plain
    values, so that a front end can run it in another process or thread."""
    game = Game.from_json(game_json)
    player = computer(level, seed)
    start = game.state
    mark = (start.round, start.picks_made, start.step)
    decisions = []
    while seat in game.pending() and len(decisions) < MOST_IN_A_ROW:
        decision = player.decide(game, seat)
        decisions.append(decision)
        game.apply(seat, decision)
        s = game.state
        if (s.round, s.picks_made, s.step) != mark:
            break
    return decisions


__all__ = [
    "LEVELS", "YARDSTICKS", "Computer", "computer", "decide_in_a_row", "seat_seed",
]
