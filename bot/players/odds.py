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
"""

from __future__ import annotations

import json
import math
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
    data = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    return tuple(data["weights"][name] for name in FEATURES)


def softmax(rows: list[list[float]], w) -> list[float]:
    logits = [sum(wi * xi for wi, xi in zip(w, row, strict=True)) for row in rows]
    top = max(logits)
    exps = [math.exp(logit - top) for logit in logits]
    total = sum(exps)
    return [e / total for e in exps]


def chances(state: GameState, terms: tuple = ()) -> list[float]:
    """Each seat's chance to win from this position, summing to 1."""
    return softmax(features(state, terms), weights())
