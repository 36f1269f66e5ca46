"""Fit the calibration of the story's chance to win at the top (`odds.Calibration`).

    PYTHONPATH=. python scripts/calibrate_odds.py --games 800 --seed 200001 \
        --cache calibration.jsonl --out bot/players/odds.json

Plays `--games` games of the training's mix (2 to 5 computer players, each seat easy or
medium, as `scripts/train_odds.py` and `prbot bench review --players mixed` play them) on seeds
apart from both: the weights' (1–800) and the check's (100001 on). Every round's start is one
position, read with the weights of `--out`. For each knee of KNEES, the slope that maximises the
likelihood of the winners under `odds.calibrated` is found by golden-section search; the knee
and slope of the best likelihood are written into `--out` beside the weights, which are kept.
Everything is deterministic: the same games give the same map.
"""

from __future__ import annotations

import json
import math

from train_odds import arguments, examples

from bot.bench.review import mixed_players, sample_games
from bot.players.odds import FEATURES, Calibration, calibrated, logits

KNEES = (0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8)
SLOPES = (0.3, 1.5)  # the interval the slope is searched in

Position = tuple[list[float], list[float]]  # the seats' logits, and who won (as shares)


def loss(positions: list[Position], calibration: Calibration) -> float:
    """Minus the log-likelihood of the winners, per position."""
    total = 0.0
    for values, won in positions:
        told = calibrated(values, calibration)
        total -= sum(w * math.log(max(t, 1e-12)) for w, t in zip(won, told, strict=True) if w)
    return total / len(positions)


def best_slope(positions: list[Position], knee: float) -> float:
    """The slope of least loss for this knee, by golden-section search (the loss is smooth
    and has one minimum in SLOPES)."""
    ratio = (math.sqrt(5) - 1) / 2
    low, high = SLOPES
    for _ in range(40):
        left, right = high - ratio * (high - low), low + ratio * (high - low)
        if loss(positions, Calibration(knee, left)) < loss(positions, Calibration(knee, right)):
            high = right
        else:
            low = left
    return round((low + high) / 2, 4)


def fit(positions: list[Position]) -> Calibration:
    fitted = [Calibration(knee, best_slope(positions, knee)) for knee in KNEES]
    for calibration in fitted:
        print(f"knee {calibration.knee:.2f}: slope {calibration.slope:.4f}, loss per position "
              f"{loss(positions, calibration):.5f}", flush=True)
    return min(fitted, key=lambda calibration: loss(positions, calibration))


def main() -> int:
    args = arguments(__doc__, games=800, seed=200001)
    data = json.loads(args.out.read_text(encoding="utf-8"))
    w = [data["weights"][name] for name in FEATURES]
    positions = [(logits(rows, w), won)
                 for record in sample_games(args.seed, args.games, mixed_players, args.cache)
                 for rows, won in examples(record)]
    print(f"{len(positions)} positions (rounds' starts) from {args.games} games")
    calibration = fit(positions)
    data["calibration"] = {
        "about": "the chance told at the top, odds.Calibration, by scripts/calibrate_odds.py",
        "fitted_on": {"games": args.games, "seeds": [args.seed, args.seed + args.games - 1],
                      "levels": "easy or medium a seat", "players": "2 to 5, mixed"},
        "knee": calibration.knee, "slope": calibration.slope,
    }
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"knee {calibration.knee}, slope {calibration.slope}: wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
