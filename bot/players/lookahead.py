"""The easy and the medium computer players.

Easy takes the decision its rules of thumb value most (`thumb.py`): no copy of the game, well
over a thousand decisions a second.

Medium looks ahead to the end of the phase: each of its best few decisions is played on a copy
of the table as it can see it (hidden things drawn anew, `view.py`), everyone then plays the
phase out by the rules of thumb, and the decision whose phase ends with the best position
(`Judge.margin`) is taken. So it sees that the Captain it chooses also lets the others ship, or
that the Craftsman fills barrels nobody can sell.
"""

from __future__ import annotations

import random

from ..game import Game
from . import thumb
from .base import Computer
from .judgement import Judge
from .view import observe

# The longest a phase is played out; a guard, far above a real phase.
PHASE_DECISIONS = 80


class Easy(Computer):
    level = "easy"

    def choose(self, game: Game, seat: int, legal: list[str], rng: random.Random) -> str:
        return thumb.best(game, seat, legal)


class Medium(Computer):
    level = "medium"

    def __init__(self, seed: int = 0, candidates: int = 6) -> None:
        super().__init__(seed)
        self.candidates = candidates

    def choose(self, game: Game, seat: int, legal: list[str], rng: random.Random) -> str:
        ranked, general = shortlist(game, seat, legal, self.candidates)
        if len(ranked) == 1 or general:
            return ranked[0]
        world = observe(game, seat, rng)
        values = [phase_value(world, seat, decision) for decision in ranked]
        return ranked[max(range(len(ranked)), key=values.__getitem__)]


def shortlist(game: Game, seat: int, legal: list[str], size: int) -> tuple[list[str], bool]:
    """The `size` decisions the rules of thumb like best, best first, and whether they had to
    judge them the general way (decisions they do not know: each already played on a copy,
    so looking further would cost much for little)."""
    glance = thumb.Glance(game, seat)
    values = glance.values(legal)
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    return [legal[i] for i in order[:size]], glance.general


def phase_value(world: Game, seat: int, decision: str) -> float:
    """The position `seat` reaches when the phase is played out after `decision`.

    Where several seats decide at once (the Mayor's placement), the others' choices cannot
    depend on this one: the play-out stops as soon as `seat` has nothing more to decide.
    """
    copy = world.clone()
    s = copy.state
    mark = (s.round, s.picks_made)
    together, step = len(copy.pending()) > 1, s.step

    def done(game: Game) -> bool:
        s = game.state
        if (s.round, s.picks_made) != mark:
            return True
        return together and s.step == step and seat not in game.pending()

    copy.apply(seat, decision)
    play_out(copy, done, PHASE_DECISIONS)
    return Judge(copy.state, seat).margin(seat)


def play_out(game: Game, done, limit: int) -> None:
    """Everyone plays by the rules of thumb until `done(game)`, the end, or `limit` decisions."""
    for _ in range(limit):
        if game.is_over or done(game):
            return
        seat = game.pending()[0]
        game.apply(seat, thumb.best(game, seat, game.legal(seat)))
