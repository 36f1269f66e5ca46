"""The hard computer player: Monte Carlo search over determinized tables, to the next round.

The hidden parts of the table — the order of the face-down plantations and, when VP chips lie
face down, who holds how many — are drawn anew for every table the search plays on
(`view.observe`), so it never peeks: it plays against the tables it cannot tell from the real
one. Its candidates are the decisions the rules of thumb like best. On each drawn table every
candidate is played, then the table plays on to the start of the next round: every choice
that shapes the round (a role, a building, a plantation, a sale, barrels loaded) taken as the
medium player would take it, the colonists and the barrels kept by the rules of thumb. The
position reached is judged by the seat's chance to win
(`odds.chances`, learned from computer games at the start of rounds, where the search stops:
it weighs the large buildings, the quarries and the empty circles beside the VP the board
should end with), or, when the game ended on the way, by who won. All candidates meet the same
tables, so their comparison is fair even with few of them; the best total wins. Whatever the
rules of thumb think of it, the Captain is always among the candidates of a player holding
many barrels, or any barrel in the game's last round. Free moves (a Guest House's guest) the
rules of thumb find paying are searched too, each played just before the decision the search
chose: a move is taken first unless that does worse than the decision alone.

Looking further than the next round's start plays more of the game by the rules of thumb,
which are weaker than both players the search meets, and was measured to lose more games
(`docs/performance.md`); `rounds` looks that many rounds further all the same, and
`judge="margin"` judges by the VP margin (`Judge.margin`) instead of the chance to win.

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
from ..game.scoring import lead, win_shares
from .base import Computer
from .judgement import Judge
from .lookahead import Medium, Plan, by_thumb, phase_choice, play_out, shortlist, take
from .odds import chances
from .view import observe

ROLLOUT_DECISIONS = 400  # a guard: a round has far fewer decisions than this
# Decisions where looking to the end of the phase is enough: the colonists' placement, the
# barrels kept after the Captain.
ROUTINE = frozenset({"place", "keep"})
# The play-outs' decisions the medium player takes: every choice that shapes a round (a role,
# a building, a plantation, a sale, a load). Measured to win more games than leaving all but
# the roles to the rules of thumb (`docs/players.md`).
BY_MEDIUM = frozenset({"role", "build", "take", "sell", "load"})
# What a VP of margin adds to a won or lost game's value, up to MARGIN_CAP VP: among games
# all won or all lost, the wider margin is the safer.
MARGIN_WEIGHT = 0.01
MARGIN_CAP = 10


class Hard(Computer):
    level = "hard"

    def __init__(self, seed: int = 0, seconds: float | None = 1.0, tables: int = 4,
                 candidates: int = 6, rounds: int = 0, judge: str = "chance") -> None:
        super().__init__(seed)
        self.seconds = seconds
        self.tables = tables
        self.candidates = candidates
        self.rounds = rounds
        self.judge = judge
        self.medium = Medium(seed)

    def __repr__(self) -> str:
        return f"Hard(seed={self.seed}, seconds={self.seconds}, tables={self.tables})"

    def choose(self, game: Game, seat: int, legal: list[str], free: list[str],
               rng: random.Random) -> str:
        deadline = None if self.seconds is None else time.thread_time() + self.seconds
        ranked, moves, general = shortlist(game, seat, legal, free, self.candidates)
        if general:
            return (moves or ranked)[0]
        if len(ranked) == 1 and not moves:
            return ranked[0]
        if ranked[0].split()[0] in ROUTINE:
            # Out of time, the rules of thumb's favourite.
            return phase_choice(game, seat, ranked, moves, rng, deadline) or ranked[0]
        candidates = ranked + [d for d in must_weigh(game, seat, legal) if d not in ranked]
        tables = [rng.getrandbits(62) for _ in range(self.tables)]
        totals = self.search(game, seat, [(d,) for d in candidates], tables, deadline)
        best = max(candidates, key=lambda d: totals[(d,)])
        return self.move_first(game, seat, moves, best, tables, deadline) if moves else best

    def move_first(self, game: Game, seat: int, moves: list[str], decision: str,
                   tables: list[int], deadline: float | None) -> str:
        """The move of `moves` to take before `decision`, or `decision` itself. The plans are
        played again, the decision alone among them, on the same tables: a pass the time
        limit cuts short stays fair. A move the rules of thumb find paying is taken unless the
        search finds it worse: left for later, the play-outs would make it all the same, and
        the search would put it off for ever."""
        plans = [(decision,)] + [(move, decision) for move in moves]
        totals = self.search(game, seat, plans, tables, deadline)
        move = max(moves, key=lambda m: totals[(m, decision)])
        return move if totals[(move, decision)] >= totals[(decision,)] else decision

    def search(self, game: Game, seat: int, plans: list[Plan], tables: list[int],
               deadline: float | None) -> dict[Plan, float]:
        """Each plan's total over the tables drawn from the seeds `tables`. Every plan is
        played on the same tables, so the comparison is fair; a table the time limit cuts
        short is left out."""
        totals = dict.fromkeys(plans, 0.0)
        for table in tables:
            rng = random.Random(table)
            world = observe(game, seat, rng)
            values = []
            for plan in plans:
                if deadline is not None and time.thread_time() > deadline:
                    return totals
                values.append(self.playout(world, seat, plan, random.Random(table)))
            for plan, value in zip(plans, values, strict=True):
                totals[plan] += value
        return totals

    def playout(self, world: Game, seat: int, plan: Plan, rng: random.Random) -> float:
        """Play `plan` on a copy of `world`, then the table to the start of the round
        `rounds` after the next, and judge where `seat` stands."""
        copy = world.clone()
        take(copy, seat, plan)
        last = copy.state.round + self.rounds
        play_out(copy, lambda g: g.state.round > last, ROLLOUT_DECISIONS,
                 lambda g, s: self.rollout_decision(g, s, rng))
        if copy.is_over:
            return result(copy, seat)
        if self.judge == "chance":
            return chances(copy.state, copy.rules.hooks.get("score", ()))[seat]
        return Judge(copy.state).margin(seat)

    def rollout_decision(self, game: Game, seat: int, rng: random.Random) -> str:
        """A decision of the table's play-out: a choice that shapes the round as the medium
        player takes it, anything else (the colonists, the barrels kept, a lone decision) by
        the rules of thumb."""
        legal = game.legal(seat)
        if len(legal) > 1 and shapes_round(legal):
            return self.medium.choose(game, seat, legal, game.free(seat), rng)
        return by_thumb(game, seat)


def shapes_round(legal: list[str]) -> bool:
    """Whether the decisions of `legal` are ones the medium player takes in a play-out."""
    return any(decision.split(" ", 1)[0] in BY_MEDIUM for decision in legal)


def result(game: Game, seat: int) -> float:
    """A finished game's value to `seat`: his share of the win, and a little for the margin."""
    margin = max(-MARGIN_CAP, min(MARGIN_CAP, lead(game.scores, seat)))
    return win_shares(game.scores)[seat] + MARGIN_WEIGHT * margin


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
