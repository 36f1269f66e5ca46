"""What every computer player shares: its seed, and the generator each decision draws from.

A computer's decision is a function of the position and its seed: the generator of a decision
is seeded from the player's seed, the number of decisions taken so far in the game and the
seat, so the same position asks the same question and gets the same answer. (A search stopped
by its time limit may answer differently on a slower machine; the record keeps the decision
like anyone's, so a game always replays exactly.)

Free decisions (the Guest House's guests, moved at any moment) are weighed each time the
computer is asked: it is never asked while others decide, so a move that pays is taken just
before its own decision, then it is asked again. A free decision counts among the game's
decisions and is recorded like any other.
"""

from __future__ import annotations

import random

from ..game import Game


class Computer:
    """A computer player of one level; `decide` returns one of `game.legal(seat)`, or one of
    `game.free(seat)` to take first."""

    level = ""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"

    def rng(self, game: Game, seat: int) -> random.Random:
        return random.Random(f"{self.seed}:{game.state.decisions}:{seat}")

    def decide(self, game: Game, seat: int) -> str:
        legal = game.legal(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to decide")
        free = game.free(seat)
        if len(legal) == 1 and not free:
            return legal[0]
        return self.choose(game, seat, legal, free, self.rng(game, seat))

    def choose(self, game: Game, seat: int, legal: list[str], free: list[str],
               rng: random.Random) -> str:
        """One of `legal`, or of `free` when taking it now pays (`free` may be empty)."""
        raise NotImplementedError


class Random(Computer):
    """Any legal decision, free ones included, uniformly: a yardstick for the benchmarks, not
    an opponent."""

    level = "random"

    def choose(self, game: Game, seat: int, legal: list[str], free: list[str],
               rng: random.Random) -> str:
        return rng.choice(legal + free)
