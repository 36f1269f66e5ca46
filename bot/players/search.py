"""The hard computer player: Monte Carlo search over determinized tables.

The hidden parts of the table — the order of the face-down plantations and, when VP chips lie
face down, who holds how many — are drawn anew for every table the search plays on
(`view.observe`), so it never peeks: it plays against the tables it cannot tell from the real
one. Its candidates are the medium player's favourites. On each drawn table every candidate is
played, then everyone plays on by the rules of thumb to the end of the next round (or of the
game), and the position reached is judged by the seat's chance to win (`odds.chances`, learned
from computer games: it weighs production and doubloons more than `Judge.margin` does, and
a lead the more the fewer rounds remain; `judge="margin"` judges by the margin as before).
All candidates meet the same tables, so their comparison is fair even with few of them; the
best total wins. Whatever the medium player thinks of it, the Captain is always among the
candidates of a player holding many barrels, or any barrel in the game's last round. Free
moves (a Guest House's guest) the rules of thumb find paying are searched too, each played
just before the medium player's favourite: a move is taken first when that beats the
favourite alone.

The search stops after `tables` tables or `seconds` seconds of its own processor time,
whichever comes first (a table the limit cuts short counts for no candidate): a second on one
core, however busy the machine is with other work. The colonists' placement and the barrels
kept after the Captain are routine: the medium player's look to the end of the phase decides
them.
"""

from __future__ import annotations

import random
import time

from ..game import Game
from .base import Computer
from .judgement import Judge
from .lookahead import Plan, better_move, phase_values, play_out, shortlist, take, with_move
from .odds import chances
from .view import observe

ROLLOUT_DECISIONS = 400  # a guard: a game has far fewer decisions left than this
# Decisions where looking to the end of the phase is enough: the colonists' placement, the
# barrels kept after the Captain.
ROUTINE = frozenset({"place", "keep"})


class Hard(Computer):
    level = "hard"

    def __init__(self, seed: int = 0, seconds: float | None = 1.0, tables: int = 12,
                 candidates: int = 5, rounds: int = 1, judge: str = "chance") -> None:
        super().__init__(seed)
        self.seconds = seconds
        self.tables = tables
        self.candidates = candidates
        self.rounds = rounds
        self.judge = judge

    def __repr__(self) -> str:
        return f"Hard(seed={self.seed}, seconds={self.seconds}, tables={self.tables})"

    def choose(self, game: Game, seat: int, legal: list[str], free: list[str],
               rng: random.Random) -> str:
        deadline = None if self.seconds is None else time.thread_time() + self.seconds
        ranked, moves, general = shortlist(game, seat, legal, free, self.candidates + 3)
        if general:
            return (moves or ranked)[0]
        if len(ranked) == 1 and not moves:
            return ranked[0]
        world = observe(game, seat, rng)
        values = phase_values(world, seat, [(d,) for d in ranked], deadline)
        if values is None:  # out of time: the rules of thumb's favourite
            return ranked[0]
        # The medium player's favourites, best first; a move goes with the first of them.
        candidates = sorted(ranked, key=lambda d: -values[(d,)])[: self.candidates]
        candidates += [d for d in must_weigh(game, seat, legal) if d not in candidates]
        first = candidates[0]
        if all(d.split()[0] in ROUTINE for d in candidates) or len(candidates + moves) == 1:
            return with_move(world, seat, values, moves, first, deadline)
        plans = [(d,) for d in candidates] + [(move, first) for move in moves]
        totals = self.search(game, seat, plans, rng, deadline)
        move = better_move(totals, moves, first) if moves else None
        return move or max(candidates, key=lambda d: totals[(d,)])

    def search(self, game: Game, seat: int, plans: list[Plan], rng: random.Random,
               deadline: float | None) -> dict[Plan, float]:
        """Each plan's total over the drawn tables. Every plan is played on the same table, so
        the comparison is fair; a table the time limit cuts short is left out."""
        totals = dict.fromkeys(plans, 0.0)
        for _ in range(self.tables):
            world = observe(game, seat, rng)
            values = []
            for plan in plans:
                if deadline is not None and time.thread_time() > deadline:
                    return totals
                values.append(self.playout(world, seat, plan))
            for plan, value in zip(plans, values, strict=True):
                totals[plan] += value
        return totals

    def playout(self, world: Game, seat: int, plan: Plan) -> float:
        """Play `plan` on a copy of `world`, then everyone by the rules of thumb."""
        copy = world.clone()
        take(copy, seat, plan)
        last = copy.state.round + self.rounds
        play_out(copy, lambda g: g.state.round > last, ROLLOUT_DECISIONS)
        if self.judge == "chance":
            return chances(copy.state, copy.rules.hooks.get("score", ()))[seat]
        return Judge(copy.state).margin(seat)


# Barrels enough that shipping them may decide a game.
MANY_BARRELS = 4


def must_weigh(game: Game, seat: int, legal: list[str]) -> list[str]:
    """Decisions the search always plays out, whatever the rules of thumb think of them: the
    Captain for a player holding many barrels, or any barrel at all in the last round, when
    a barrel left unshipped is worth nothing."""
    state = game.state
    barrels = state.players[seat].barrels()
    if "role captain" in legal and barrels and (
            barrels >= MANY_BARRELS or state.end_reasons):
        return ["role captain"]
    return []
