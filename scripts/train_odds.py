"""Fit the chance-to-win estimate of the end-of-game story (bot/players/odds.py).

    python scripts/train_odds.py --games 1500 --seed 1 --cache games.jsonl \
        --out bot/players/odds.json

Plays `--games` games of computer players (each seat easy or medium, drawn from the seed, as
`prbot bench review` does with other seeds; 2 to 5 players, four-player games the most), or
reads them back from `--cache`, where each played game is kept as a record (one JSON a line).
Every round's start of every game is one example: each seat's features (`odds.features`) and
who won (a shared win as shares). The weights maximise the likelihood of the winners under a
softmax over the seats, with a small L2 penalty, by Newton's method on standardised features;
everything is deterministic, so the same games give the same weights. It writes the weights
alone: fit the story's calibration on them again with `scripts/calibrate_odds.py`.
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

from bot.bench.review import MIX, mixed_players, sample_games
from bot.coach.story import round_starts, terms
from bot.game.record import Record
from bot.game.scoring import win_shares
from bot.players.odds import FEATURES, features, softmax

PENALTY = 1.0  # L2, on standardised weights
STEPS = 30

Example = tuple[list[list[float]], list[float]]


def examples(record: Record) -> list[Example]:
    found = []
    for index, game in round_starts(record):
        if index < len(record.decisions):
            found.append(features(game.state, terms(game)))
    target = win_shares(game.scores)
    return [(rows, target) for rows in found]


def scales(data: list[Example]) -> list[float]:
    """Each feature's standard deviation over every seat of every example."""
    k = len(FEATURES)
    values = [row for rows, _ in data for row in rows]
    means = [sum(v[j] for v in values) / len(values) for j in range(k)]
    return [math.sqrt(sum((v[j] - means[j]) ** 2 for v in values) / len(values)) or 1.0
            for j in range(k)]


def loss(data: list[Example], w: list[float]) -> float:
    total = PENALTY * sum(x * x for x in w) / 2
    for rows, target in data:
        p = softmax(rows, w)
        total -= sum(t * math.log(max(q, 1e-12)) for t, q in zip(target, p, strict=True))
    return total


def newton_step(data: list[Example], w: list[float]) -> list[float]:
    k = len(w)
    grad = [-PENALTY * x for x in w]
    hess = [[-PENALTY * (i == j) for j in range(k)] for i in range(k)]
    for rows, target in data:
        p = softmax(rows, w)
        mean = [sum(q * row[j] for q, row in zip(p, rows, strict=True)) for j in range(k)]
        for t, q, row in zip(target, p, rows, strict=True):
            for i in range(k):
                grad[i] += (t - q) * row[i]
                d = q * (row[i] - mean[i])
                if d:
                    line = hess[i]
                    for j in range(k):
                        line[j] -= d * (row[j] - mean[j])
    return solve(hess, [-g for g in grad])


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in reversed(range(n)):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def fit(data: list[Example]) -> list[float]:
    """Weights on the raw features (fitted on standardised ones)."""
    scale = scales(data)
    standard = [([[x / s for x, s in zip(row, scale, strict=True)] for row in rows], target)
                for rows, target in data]
    w = [0.0] * len(FEATURES)
    current = loss(standard, w)
    for step in range(STEPS):
        delta = newton_step(standard, w)
        size = 1.0
        while size > 1e-4:
            trial = [x + size * d for x, d in zip(w, delta, strict=True)]
            value = loss(standard, trial)
            if value < current:
                break
            size /= 2
        else:
            break
        print(f"step {step + 1}: loss per example {value / len(data):.5f}", flush=True)
        done = current - value < 1e-6 * len(data)
        w, current = trial, value
        if done:
            break
    return [x / s for x, s in zip(w, scale, strict=True)]


def arguments(doc: str, games: int, seed: int) -> argparse.Namespace:
    """The options of a fit on the games of seeds `--seed` on (kept in `--cache`) into
    `--out`, by this script or `scripts/calibrate_odds.py`."""
    parser = argparse.ArgumentParser(description=doc,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--out", type=Path, default=Path("bot/players/odds.json"))
    return parser.parse_args()


def main() -> int:
    args = arguments(__doc__, games=1500, seed=1)
    data = [example for record in sample_games(args.seed, args.games, mixed_players, args.cache)
            for example in examples(record)]
    print(f"{len(data)} examples (rounds' starts) from {args.games} games")
    weights = fit(data)
    args.out.write_text(json.dumps({
        "about": "softmax weights of bot/players/odds.py, by scripts/train_odds.py",
        "trained_on": {"games": args.games, "seeds": [args.seed, args.seed + args.games - 1],
                       "levels": "easy or medium a seat", "players": sorted(set(MIX))},
        "weights": dict(zip(FEATURES, (round(w, 6) for w in weights), strict=True)),
    }, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
