"""Games of random legal choices: the engine's benchmark and a source of test games.

The choices come from a seeded random generator owned by the caller, never the engine's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .record import Record
from .setup import Setup

MAX_DECISIONS = 10_000  # far above any real game; a guard against an engine that never ends


@dataclass
class SimulatedGame:
    record: Record
    decisions: int  # every decision, the forced ones the engine made included
    largest_state: int  # bytes of the largest serialized state seen


def random_game(players: int, seed: int, measure_state: bool = False,
                expansions: tuple[str, ...] = (), options: dict | None = None) -> SimulatedGame:
    """A game of random choices; a seat asked to decide may also take one of its free ones."""
    setup = Setup(players=tuple(f"P{seat + 1}" for seat in range(players)), seed=seed,
                  expansions=expansions, options=options or {})
    record = Record(setup)
    game, _ = record.replay()
    chooser = random.Random(seed)
    largest = len(game.to_json()) if measure_state else 0
    while not game.is_over:
        if len(record.decisions) >= MAX_DECISIONS:
            raise RuntimeError(f"game with seed {seed} did not end in {MAX_DECISIONS} decisions")
        seat = chooser.choice(game.pending())
        options = game.legal(seat)
        if game.rules.free:
            options += game.free(seat)
        record.play(game, seat, chooser.choice(options))
        if measure_state:
            largest = max(largest, len(game.to_json()))
    return SimulatedGame(record, game.state.decisions, largest)
