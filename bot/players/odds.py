"""Each player's chance to win, estimated from a position: a softmax over a few features.

The features of a seat are read from the state with the computer players' own judgement
(`judgement.py`): the VP he would score if the game ended now (the engine's scoring) and his
VP chips among them, the VP his board should end with, his doubloons, production (barrels a
round, and of how many kinds) and barrels held, how far ahead of the best other player he
stands — some of them weighed again by how close the end is (one over the rounds left,
`rounds_left`), since a lead counts for more the fewer rounds remain — and what his board is
made of: large buildings, empty circles, colonists, quarries and city spaces used. The last
ones tell what the estimate of his board's VP misses: games are won by the large buildings
and lost by the buildings left empty.

A seat's chance is exp(w · features) over the sum for every seat, so the chances always sum
to 1. The weights `w` were fitted offline by `scripts/train_odds.py` on computer-played games
(easy and medium players, fixed seeds) and ship in `odds.json`: nothing is learned at run
time. `prbot bench review` measures their calibration on games of other seeds.

On games it was not fitted on, the softmax is too sure of a clear leader: of the players it
gives 80–100%, fewer win than it says. The story shows the chances `told`, calibrated at the
top: a leader's log-odds beyond the knee's are shrunk by a slope under 1, and the other seats
share what he gives up as they shared the rest. The knee and the slope were fitted by
`scripts/calibrate_odds.py` on games apart from both the weights' and the check's, and ship in
`odds.json` too. The hard player's search keeps the plain `chances`, with which its play was
tuned and measured (docs/performance.md).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..game.phases.craftsman import capacity
from ..game.scoring import large_buildings, score
from ..game.state import GameState
from .judgement import Judge, rounds_left

WEIGHTS = Path(__file__).resolve().parent / "odds.json"
FEATURES = (
    "worth", "worth_late", "score", "score_late", "chips", "doubloons", "doubloons_late",
    "production", "production_late", "kinds", "barrels_late", "lead", "lead_late",
    "large_buildings", "empty_circles", "colonists", "quarries", "city_spaces",
)


def features(state: GameState, terms: tuple = ()) -> list[list[float]]:
    """One row of FEATURES per seat (`terms`: the expansions' end-of-game VP terms)."""
    judge = Judge(state)
    late = 1.0 / (1.0 + rounds_left(state))
    worths = [judge.worth(seat) for seat in range(state.n)]
    rows = []
    for seat, player in enumerate(state.players):
        worth = worths[seat]
        lead = worth - max(w for i, w in enumerate(worths) if i != seat)
        now = score(player, terms)["total"]
        made = capacity(player)
        production = sum(made.values())
        rows.append([
            worth, worth * late, now, now * late, player.vp, player.doubloons,
            player.doubloons * late, production, production * late,
            sum(1 for good in made if made[good]), player.barrels() * late, lead, lead * late,
            large_buildings(player),
            player.empty_building_circles(), player.colonists(),
            min(3, player.occupied_tiles("quarry")), player.city_spaces_used(),
        ])
    return rows


@cache
def weights() -> tuple[float, ...]:
    return tuple(odds_file()["weights"][name] for name in FEATURES)


@cache
def odds_file() -> dict:
    return json.loads(WEIGHTS.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Calibration:
    """Above the knee (a leader's chance), his log-odds beyond the knee's times the slope."""

    knee: float = 0.5
    slope: float = 1.0  # 1: the chances as the softmax gives them

    def leader(self, odds: float) -> float:
        """The leader's chance for his log-odds (his logit minus the log-sum-exp of the
        others'): the same below the knee, brought down above it when the slope is under 1."""
        knee = math.log(self.knee / (1 - self.knee))
        if odds > knee:
            odds = knee + self.slope * (odds - knee)
        return 1 / (1 + math.exp(-odds))


@cache
def calibration() -> Calibration:
    """The map of odds.json: none in the weights `scripts/train_odds.py` has just written,
    until `scripts/calibrate_odds.py` fits it on them."""
    fitted = odds_file().get("calibration")
    return Calibration(fitted["knee"], fitted["slope"]) if fitted else Calibration()


def logits(rows: list[list[float]], w) -> list[float]:
    return [sum(wi * xi for wi, xi in zip(w, row, strict=True)) for row in rows]


def spread(values: list[float]) -> list[float]:
    """The softmax of logits: each one's exp over the sum of all."""
    top = max(values)
    exps = [math.exp(value - top) for value in values]
    total = sum(exps)
    return [e / total for e in exps]


def softmax(rows: list[list[float]], w) -> list[float]:
    return spread(logits(rows, w))


def calibrated(values: list[float], calibration: Calibration) -> list[float]:
    """The chances of these logits, the leader's by `calibration.leader` and the others'
    making up the rest in the softmax's proportions (the order of the seats is kept)."""
    leader = max(range(len(values)), key=values.__getitem__)
    others = values[:leader] + values[leader + 1:]
    top = max(others)
    odds = values[leader] - top - math.log(sum(math.exp(v - top) for v in others))
    chance = calibration.leader(odds)
    shares = [(1 - chance) * share for share in spread(others)]
    return shares[:leader] + [chance] + shares[leader:]


def chances(state: GameState, terms: tuple = ()) -> list[float]:
    """Each seat's chance to win from this position, summing to 1."""
    return softmax(features(state, terms), weights())


def told(state: GameState, terms: tuple = ()) -> list[float]:
    """Each seat's chance to win as the story tells it: `chances`, calibrated at the top."""
    return calibrated(logits(features(state, terms), weights()), calibration())
