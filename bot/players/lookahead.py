"""The easy and the medium computer players.

Easy takes the decision its rules of thumb value most (`thumb.py`): no copy of the game, well
over a thousand decisions a second.

Medium looks ahead to the end of the phase: each of its best few decisions is played on a copy
of the table as it can see it (hidden things drawn anew, `view.py`), everyone then plays the
phase out by the rules of thumb, and the decision whose phase ends with the best position
(`Judge.margin`) is taken. So it sees that the Captain it chooses also lets the others ship, or
that the Craftsman fills barrels nobody can sell.

Free moves (a Guest House's guest) are weighed with the decision taken: the few the rules of
thumb find paying are each played just before it on the same copy, and a move is taken first
when that ends the phase better than the decision alone (where the rules of thumb may still
move the guest later). A guest sent to a plantation pays with the Craftsman, not with the
Mayor, who lifts every colonist anyway.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..game import Game
from . import thumb
from .base import Computer
from .judgement import Judge
from .view import observe

# The longest a phase is played out; a guard, far above a real phase.
PHASE_DECISIONS = 80
# How many of the free moves the rules of thumb like best are looked at ahead.
MOVE_LOOKS = 2


class Easy(Computer):
    level = "easy"

    def choose(self, game: Game, seat: int, legal: list[str], free: list[str],
               rng: random.Random) -> str:
        return thumb.decision(game, seat, legal, free)


class Medium(Computer):
    level = "medium"

    def __init__(self, seed: int = 0, candidates: int = 6) -> None:
        super().__init__(seed)
        self.candidates = candidates

    def choose(self, game: Game, seat: int, legal: list[str], free: list[str],
               rng: random.Random) -> str:
        ranked, moves, general = shortlist(game, seat, legal, free, self.candidates)
        if general:
            return (moves or ranked)[0]
        if len(ranked) == 1 and not moves:
            return ranked[0]
        return phase_choice(game, seat, ranked, moves, rng)


def phase_choice(game: Game, seat: int, ranked: list[str], moves: list[str],
                 rng: random.Random, deadline: float | None = None) -> str | None:
    """The decision of `ranked` whose phase ends best on a table drawn by `rng`, a move of
    `moves` first if that ends it better; None if the processor time passes `deadline`
    before the decisions alone are judged."""
    world = observe(game, seat, rng)
    values = phase_values(world, seat, [(d,) for d in ranked], deadline)
    if values is None:
        return None
    best = max(ranked, key=lambda d: values[(d,)])
    return with_move(world, seat, values, moves, best, deadline)


def shortlist(game: Game, seat: int, legal: list[str], free: list[str],
              size: int) -> tuple[list[str], list[str], bool]:
    """The `size` legal decisions the rules of thumb like best, best first; the free moves
    they find paying, best first (at most MOVE_LOOKS); and whether they had to judge the
    legal ones the general way (decisions they do not know: each already played on a copy,
    so looking further would cost much for little)."""
    glance = thumb.Glance(game, seat)
    values = glance.values(legal)
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    moves = glance.paying_moves(free, MOVE_LOOKS) if free else []
    return [legal[i] for i in order[:size]], moves, glance.general


# Decisions taken in a row: one alone, or a free move and the decision it goes with.
Plan = tuple[str, ...]


def with_move(world: Game, seat: int, values: dict[Plan, float], moves: list[str],
              decision: str, deadline: float | None = None) -> str:
    """`decision`, or first the move of `moves` that makes it end the phase best, if better
    than `decision` alone (`values` holds its phase value)."""
    if not moves:
        return decision
    more = phase_values(world, seat, [(move, decision) for move in moves], deadline)
    return decision if more is None else better_move(values | more, moves, decision) or decision


def better_move(values: dict[Plan, float], moves: list[str], decision: str) -> str | None:
    """The move whose plan with `decision` is valued best, if above `decision` alone."""
    move = max(moves, key=lambda m: values[(m, decision)])
    return move if values[(move, decision)] > values[(decision,)] else None


def phase_values(world: Game, seat: int, plans: list[Plan],
                 deadline: float | None = None) -> dict[Plan, float] | None:
    """`phase_value` of each plan, in their order; None if the processor time passes
    `deadline` first."""
    values = {}
    for plan in plans:
        if deadline is not None and time.thread_time() > deadline:
            return None
        values[plan] = phase_value(world, seat, *plan)
    return values


def phase_value(world: Game, seat: int, *plan: str) -> float:
    """The position `seat` reaches when the phase is played out after the decisions of
    `plan`.

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

    take(copy, seat, plan)
    play_out(copy, done, PHASE_DECISIONS)
    return Judge(copy.state, seat).margin(seat)


def take(game: Game, seat: int, plan: Plan) -> None:
    """Apply the decisions of `plan` in turn; one that a move before it closed (a guest on
    the Storehouse changes what may be kept) is left to the play-out."""
    game.apply(seat, plan[0])
    for decision in plan[1:]:
        if decision not in game.legal(seat):
            return
        game.apply(seat, decision)


def by_thumb(game: Game, seat: int) -> str:
    """What the rules of thumb do at `seat`, their free moves included."""
    return thumb.decision(game, seat, game.legal(seat), game.free(seat))


def play_out(game: Game, done, limit: int,
             decide: Callable[[Game, int], str] = by_thumb) -> None:
    """Everyone plays `decide(game, seat)` (by default the rules of thumb) until
    `done(game)`, the end, or `limit` decisions."""
    for _ in range(limit):
        if game.is_over or done(game):
            return
        seat = game.pending()[0]
        game.apply(seat, decide(game, seat))
