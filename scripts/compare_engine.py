"""Random games per CPU second of two or more checkouts of the project, side by side.

    git worktree add /tmp/before dd857df
    python scripts/compare_engine.py /tmp/before . --games 150 --runs 7
    python scripts/compare_engine.py /tmp/before . --expansions new_buildings,nobles

Each run plays the same seeded random 4-player games (`random_game`, as `prbot simulate`
does) in a fresh process on each checkout in turn, so both see the same machine; it prints
the median and best games per CPU second of each, and the median against the first one.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

# Runs inside the checkout measured: its own `bot` package comes first on the path.
PLAY = """
import sys, time
from bot.game.simulate import random_game
games, players, expansions = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
extra = {"expansions": tuple(expansions.split(","))} if expansions else {}
started = time.process_time()
for seed in range(1, games + 1):
    random_game(players, seed, **extra)
print(games / (time.process_time() - started))
"""


def games_per_cpu_second(checkout: str, args: argparse.Namespace) -> float:
    done = subprocess.run(
        [sys.executable, "-c", PLAY, str(args.games), str(args.players), args.expansions],
        cwd=checkout, env={**os.environ, "PYTHONPATH": os.path.abspath(checkout)},
        capture_output=True, text=True, check=True)
    return float(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkouts", nargs="+")
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--expansions", default="", help="comma-separated ids; none by default")
    args = parser.parse_args()
    figures: dict[str, list[float]] = {checkout: [] for checkout in args.checkouts}
    for _ in range(args.runs):
        for checkout in args.checkouts:
            figures[checkout].append(games_per_cpu_second(checkout, args))
    first = statistics.median(figures[args.checkouts[0]])
    for checkout, runs in figures.items():
        median = statistics.median(runs)
        print(f"{checkout}: median {median:.1f}, best {max(runs):.1f} games per CPU second, "
              f"{median / first:.3f} of the first")


if __name__ == "__main__":
    main()
