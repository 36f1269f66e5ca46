"""The hard computer player: Monte Carlo search over determinized tables.

The hidden parts of the table — the order of the face-down plantations and, when VP chips lie
face down, who holds how many — are drawn anew for every table the search plays on
(`view.observe`), so it never peeks: it plays against the tables it cannot tell from the real
one. Its candidates are the medium player's favourites. On each drawn table every candidate is
played, then everyone plays on by the rules of thumb to the end of the next round (or of the
game), and the position reached is judged (`Judge.margin`). All candidates meet the same tables,
so their comparison is fair even with few of them; the best total wins.

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
from .lookahead import phase_value, play_out, shortlist
from .view import observe

ROLLOUT_DECISIONS = 400  # a guard: a game has far fewer decisions left than this
# Decisions where looking to the end of the phase is enough: the colonists' placement, the
# barrels kept after the Captain.
ROUTINE = frozenset({"place", "keep"})


class Hard(Computer):
    level = "hard"

    def __init__(self, seed: int = 0, seconds: float | None = 1.0, tables: int = 12,
                 candidates: int = 5, rounds: int = 1) -> None:
        super().__init__(seed)
        self.seconds = seconds
        self.tables = tables
        self.candidates = candidates
        self.rounds = rounds

    def __repr__(self) -> str:
        return f"Hard(seed={self.seed}, seconds={self.seconds}, tables={self.tables})"

    def choose(self, game: Game, seat: int, legal: list[str], rng: random.Random) -> str:
        deadline = None if self.seconds is None else time.thread_time() + self.seconds
        ranked = self.candidates_for(game, seat, legal, rng, deadline)
        if len(ranked) == 1 or all(d.split()[0] in ROUTINE for d in ranked):
            return ranked[0]
        totals = [0.0] * len(ranked)
        for _ in range(self.tables):
            # Every candidate is played on the same table, so the comparison is fair; a table
            # the time limit cuts short is left out.
            world = observe(game, seat, rng)
            values = []
            for decision in ranked:
                if deadline is not None and time.thread_time() > deadline:
                    break
                values.append(self.playout(world, seat, decision))
            if len(values) < len(ranked):
                break
            totals = [t + v for t, v in zip(totals, values, strict=True)]
        return ranked[max(range(len(ranked)), key=totals.__getitem__)]

    def candidates_for(self, game: Game, seat: int, legal: list[str], rng: random.Random,
                       deadline: float | None = None) -> list[str]:
        """The medium player's favourites, best first (the rules of thumb's favourite alone
        when the decisions are new to them; their order as it stands if time runs out)."""
        ranked, general = shortlist(game, seat, legal, self.candidates + 3)
        if len(ranked) == 1 or general:
            return ranked[:1]
        world = observe(game, seat, rng)
        values = []
        for decision in ranked:
            if deadline is not None and time.thread_time() > deadline:
                return ranked[:1]
            values.append(phase_value(world, seat, decision))
        order = sorted(range(len(ranked)), key=lambda i: -values[i])
        return [ranked[i] for i in order[: self.candidates]]

    def playout(self, world: Game, seat: int, decision: str) -> float:
        """Play `decision` on a copy of `world`, then everyone by the rules of thumb."""
        copy = world.clone()
        copy.apply(seat, decision)
        last = copy.state.round + self.rounds
        play_out(copy, lambda g: g.state.round > last, ROLLOUT_DECISIONS)
        return Judge(copy.state).margin(seat)
