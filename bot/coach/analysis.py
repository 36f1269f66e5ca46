"""A finished game reviewed decision by decision, as the hard player would have judged it.

The record is replayed. At every decision of a seat that had a real choice, the decision made
and the candidates the hard player's search weighs (`search.py`: the decisions the rules of
thumb like best, the Captain for a player holding many barrels; the decision made is always
among them) are each played on the same tables: copies of the position with the hidden parts
drawn anew by the analysis' own seeded generator (`view.observe`: the face-down plantations'
order, the seed that reshuffles the discards, the opponents' chips when they lie face down),
never read from the record. On each table the game is played on to the start of the next
round as the hard player's search plays it (every choice that shapes the round as the medium
player takes it, the colonists and the barrels kept by the rules of thumb) and judged by each
seat's chance to win there (`odds.told`, the chance the story shows), or by who won when the
game ended on the way. A candidate's value is its mean over the tables.

- `chances` after a decision: each seat's mean chance over the tables after the decision made,
  made less sure by TEMPERATURE (`tempered`), summing to 100; losses are counted on them. A
  forced decision (a single legal option, no free move) changes nobody's chance: it is listed
  with the chances before it and loss 0, so that the replay steps through every decision of
  the record.
- `loss`: the best candidate's chance for the seat minus the decision's, in points (0–100),
  never negative; `best` and `kept` name that candidate and its chance where it differs.
- A whole Mayor arrangement (the placements one seat makes in a row in one Mayor phase) is one
  decision, compared with the arrangement the medium player's look to the end of the phase
  makes (what the hard player does there too).
- A free move (a Guest House's guest) reviewed with the decision its seat takes right after it
  is one decision with it; a free move alone is compared with not moving.
- A seat's accuracy is the mean over his decisions with a real choice of
  100 · exp(−loss / ACCURACY_SCALE): 100 when he lost nothing, 77 for an inaccuracy's 4
  points, 51 for a mistake's 10, 26 for a blunder's 20. His worst decision is the one that
  lost most (none if he lost nothing); his best, of those that lost less than an inaccuracy,
  the one that raised his own chance most.

Deterministic: the tables are drawn from `seed` and the decision's place in the record, and
the time spent never changes a figure unless `seconds` (a cap on the review's processor time)
runs out, when the decisions left are judged on fewer tables. Pure: no I/O, no clock but that
processor-time cap, no global random.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass

from ..game import Game
from ..game.record import Record
from ..game.scoring import win_shares
from ..players import decide_in_a_row
from ..players.lookahead import play_out, shortlist, take
from ..players.odds import told
from ..players.search import ROLLOUT_DECISIONS, Hard, must_weigh
from ..players.view import observe
from .review import MARKS, PlayerSummary, Review, ReviewedDecision

TABLES = 6  # the most tables a decision is judged on
FEWEST_TABLES = 3  # ... and the fewest
SETTLED = 2.0  # points: a loss known within this (a standard error) needs no more tables
CANDIDATES = 6  # the rules of thumb's favourites weighed beside the decision made
# The temperature of the chances shown, fitted (the likelihood of who won) on the reviews of 12
# games of 2 to 5 players, seeds 200001–200012, apart from the check's (docs/players.md).
TEMPERATURE = 2.75
FLOOR = 1e-4
ACCURACY_SCALE = 15.0  # points of loss that bring a decision's accuracy down to 1/e
PLACE = frozenset({"place", "place-noble"})  # the Mayor's placements
FREE = frozenset({"guest", "guest-noble"})  # free moves: the Guest House's guests

Plan = tuple[str, ...]


class Unfinished(ValueError):
    """Only a finished game is reviewed: nothing of the analysis is computed for a game in
    play."""


@dataclass(frozen=True)
class Unit:
    """The record's decisions first..last, all one seat's, reviewed as one decision."""

    seat: int
    first: int
    plan: Plan

    @property
    def last(self) -> int:
        return self.first + len(self.plan) - 1

    @property
    def main(self) -> str | None:
        """The decision the unit's free moves go with, if any."""
        return next((d for d in self.plan if verb(d) not in FREE), None)


def verb(decision: str) -> str:
    return decision.partition(" ")[0]


def units(decisions: list[tuple[int, str]]) -> Iterator[Unit]:
    """The record's decisions grouped as they are reviewed: a seat's free moves with the
    decision he takes right after them, and a Mayor arrangement's placements together."""
    index = 0
    while index < len(decisions):
        seat = decisions[index][0]
        end = index
        while end < len(decisions) and decisions[end][0] == seat and \
                verb(decisions[end][1]) in FREE:
            end += 1
        if end < len(decisions) and decisions[end][0] == seat:
            placing = verb(decisions[end][1]) in PLACE
            end += 1
            while placing and end < len(decisions) and decisions[end][0] == seat and \
                    verb(decisions[end][1]) in PLACE:
                end += 1
        yield Unit(seat, index, tuple(text for _, text in decisions[index:end]))
        index = end


def analyse(record: Record, *, seconds: float | None = None, seed: int = 0,
            tables: int = TABLES, cancelled: bool = False) -> Review:
    """The review of a finished game's record, judged on `tables` tables a decision. Raises
    Unfinished for a game not over, unless its table says it was `cancelled` (it has ended
    all the same: what was played is reviewed), and BadRecord for one that does not replay."""
    if not cancelled and not finished(record):
        raise Unfinished("only a finished game is reviewed")
    return Analyst(record, seed, tables, seconds).review()


def finished(record: Record) -> bool:
    """Whether the record's game is over (BadRecord if it does not replay)."""
    return record.replay()[0].is_over


class Analyst:
    def __init__(self, record: Record, seed: int, tables: int,
                 seconds: float | None) -> None:
        self.record = record
        self.seed = seed
        self.tables = tables
        self.deadline = None if seconds is None else time.process_time() + seconds
        self.hard = Hard(seed, seconds=None, tables=tables)

    def review(self) -> Review:
        game = Game.new(self.record.setup)
        opening = scaled(told(game.state, game.rules.hooks.get("score", ())))
        decisions, real = [], set()
        for unit in units(self.record.decisions):
            before = decisions[-1].chances if decisions else opening
            reviewed = self.judge(game, unit, len(decisions))
            if reviewed is None:
                reviewed = decided(game, unit, len(decisions), before)
            else:
                real.add(reviewed.index)
            decisions.append(reviewed)
            for decision in unit.plan:
                game.apply(unit.seat, decision)
        return Review(decisions, summaries(decisions, opening, real))

    def judge(self, game: Game, unit: Unit, index: int) -> ReviewedDecision | None:
        """The unit's decision judged from the position `game` before it, as the review's
        `index`-th decision; None when it was forced."""
        plans = self.plans(game, unit)
        return self.judged(game, unit, plans, index) if plans else None

    def plans(self, game: Game, unit: Unit) -> list[Plan]:
        """The plans the unit's decision is compared with, its own first; none when the
        decision was forced."""
        seat, main = unit.seat, unit.main
        if main is None:  # free moves alone: against not moving
            return [unit.plan, ()]
        if forced(game, unit):
            return []
        if verb(main) in PLACE:
            return distinct([unit.plan, self.arrangement(game, seat)])
        legal, free = game.legal(seat), game.free(seat)
        ranked = shortlist(game, seat, legal, free, CANDIDATES)[0]
        others = ranked + must_weigh(game, seat, legal)
        return distinct([unit.plan] + [(d,) for d in others])

    def arrangement(self, game: Game, seat: int) -> Plan:
        """The placements the medium player's look to the end of the phase makes."""
        return tuple(decide_in_a_row(game.to_json(), seat, "medium", self.seed))

    def judged(self, game: Game, unit: Unit, plans: list[Plan], index: int) -> ReviewedDecision:
        """The unit's decision judged against `plans` (its own first) on the same tables."""
        seat = unit.seat
        values = self.values(game, seat, plans, index)
        made = values[0]
        best = max(range(len(plans)), key=lambda i: values[i][seat])
        loss = max(0.0, values[best][seat] - made[seat])
        better = best != 0 and loss > 0
        return ReviewedDecision(
            index, seat, "; ".join(unit.plan), made, round(loss, 2),
            "; ".join(plans[best]) if better else None,
            values[best][seat] if better else None, unit.first, unit.last, game.state.round)

    def values(self, game: Game, seat: int, plans: list[Plan], index: int) -> list[list[float]]:
        """Each plan's chances for every seat (0–100), the mean over the tables: at least
        FEWEST_TABLES, more up to `tables` while the decision's loss is still uncertain
        (`settled`)."""
        count = self.tables
        if self.deadline is not None and time.process_time() > self.deadline:
            count = 1
        draw = random.Random(f"review:{self.seed}:{index}")
        played: list[list[list[float]]] = []  # [table][plan][seat]
        for _ in range(count):
            table = draw.getrandbits(62)
            world = observe(game, seat, random.Random(table))
            played.append([self.playout(world, seat, plan, table) for plan in plans])
            if settled(played, seat):
                break
        return [scaled(tempered([statistics.fmean(p[i][s] for p in played)
                                 for s in range(game.state.n)]))
                for i in range(len(plans))]

    def playout(self, world: Game, seat: int, plan: Plan, table: int) -> list[float]:
        """Every seat's chance once `plan` is played on a copy of `world` and the table plays
        on to the start of the next round (or the game's end)."""
        copy = world.clone()
        if plan:
            take(copy, seat, plan)
        rng = random.Random(table)
        last = copy.state.round
        play_out(copy, lambda g: g.state.round > last, ROLLOUT_DECISIONS,
                 lambda g, s: self.hard.rollout_decision(g, s, rng))
        if copy.is_over:
            return win_shares(copy.scores)
        return told(copy.state, copy.rules.hooks.get("score", ()))


def settled(played: list[list[list[float]]], seat: int) -> bool:
    """Whether the tables played so far ([table][plan][seat], the decision made first) tell
    its loss well enough: after FEWEST_TABLES, when the decision made is surely better than
    its strongest rival, or the rival's margin over it is known within SETTLED points (its
    standard error over the tables)."""
    if len(played) < FEWEST_TABLES:
        return False
    if len(played[0]) == 1:
        return True
    margins = [[table[i][seat] - table[0][seat] for table in played]
               for i in range(1, len(played[0]))]
    rival = max(margins, key=statistics.fmean)
    mean, error = statistics.fmean(rival), statistics.stdev(rival) / math.sqrt(len(rival))
    return mean + 2 * error < 0 or error < SETTLED / 100


def tempered(shares: list[float]) -> list[float]:
    """The tables' mean chances made less sure: each to the power 1/TEMPERATURE (at least
    FLOOR), shared out again. Played to the game's end, the tables count the rules of thumb's
    play of the rest as certain, and few tables read a lead as won."""
    weights = [max(share, FLOOR) ** (1 / TEMPERATURE) for share in shares]
    total = sum(weights)
    return [weight / total for weight in weights]


def forced(game: Game, unit: Unit) -> bool:
    """Whether every decision of the unit was its seat's only option."""
    copy = game.clone()
    for decision in unit.plan:
        if len(copy.legal(unit.seat)) > 1 or copy.free(unit.seat):
            return False
        copy.apply(unit.seat, decision)
    return True


def distinct(plans: list[Plan]) -> list[Plan]:
    return list(dict.fromkeys(plans))


def scaled(shares: list[float]) -> list[float]:
    """Shares of 1 as points of 100, rounded for the review to keep."""
    return [round(100 * share, 2) for share in shares]


def decided(game: Game, unit: Unit, index: int, chances: list[float]) -> ReviewedDecision:
    """A forced decision: nobody's chance changes, nothing is lost."""
    return ReviewedDecision(index, unit.seat, "; ".join(unit.plan), list(chances),
                            first=unit.first, last=unit.last, round=game.state.round)


def accuracy(losses: list[float]) -> float:
    """100 · the mean of exp(−loss / ACCURACY_SCALE); 100 with no decision."""
    if not losses:
        return 100.0
    return round(100 * sum(math.exp(-loss / ACCURACY_SCALE) for loss in losses) / len(losses), 1)


def summaries(decisions: list[ReviewedDecision], opening: list[float],
              real: set[int]) -> list[PlayerSummary]:
    """Each seat's accuracy over his decisions with a real choice, and his best and worst."""
    least = MARKS[-1][1]
    befores = [opening] + [d.chances for d in decisions[:-1]]
    rises = {d.index: d.chances[d.seat] - before[d.seat]
             for d, before in zip(decisions, befores, strict=True)}
    result = []
    for seat in range(len(opening)):
        own = [d for d in decisions if d.seat == seat and d.index in real]
        worst = max(own, key=lambda d: d.loss, default=None)
        sound = [d for d in own if d.loss < least]
        best = max(sound, key=lambda d: rises[d.index], default=None)
        result.append(PlayerSummary(
            seat, accuracy([d.loss for d in own]), best.index if best else None,
            worst.index if worst and worst.loss > 0 else None))
    return result
