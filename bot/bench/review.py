"""How well the end-of-game story estimates each player's chance to win, and what it costs.

`prbot bench review [--games 300] [--players 4] [--seed 100001] [--draw] [--cache FILE]`

It plays `--games` games of computer players (each seat easy or medium, drawn from the game's
seed: the same mix `scripts/train_odds.py` trains on, with other seeds) and tells the story of
each (`bot.story.tell`: the replay, the VP and doubloons at every round's start, the estimate,
the round that turned the game). It prints the calibration of the estimate — by decile of
the chance given at a round's start: how many players, the mean chance given, the share of
them who won (a shared win counts as a share) — over every round, and at round 10 alone,
with the players given 60–80% at round 10 (target: 60–80% of them win); then the processor
time the story of a game takes (median, p95, most), and with `--draw` its picture's too.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from ..game import Setup
from ..game.record import Record
from ..story import Story, tell
from . import bench_parser
from .ai import Table, percentile, play_game

LEVELS = ("easy", "medium")
CHECKED_ROUND = 10
BAND = (0.6, 0.8)


def sample_game(seed: int, players: int) -> Record:
    """A game of computer players, each seat easy or medium as the seed draws it."""
    draw = random.Random(f"review:{seed}")
    levels = [draw.choice(LEVELS) for _ in range(players)]
    decisions: list[tuple[int, str]] = []
    game = play_game(levels, seed, Table(), {}, {}, decisions)
    return Record(Setup(players=tuple(p.name for p in game.state.players), seed=seed),
                  decisions)


def sample_games(first: int, count: int, players: Callable[[int], int],
                 cache: Path | None = None) -> list[Record]:
    """The games of seeds first .. first+count-1 (`players(seed)` seats each), each played
    once: `cache` keeps their records, one JSON a line, and gives them back next time."""
    known: dict[int, Record] = {}
    if cache and cache.exists():
        for line in cache.read_text(encoding="utf-8").splitlines():
            record = Record.from_json(line)
            known[record.setup.seed] = record
    for seed in range(first, first + count):
        if seed not in known or len(known[seed].setup.players) != players(seed):
            known[seed] = sample_game(seed, players(seed))
            if cache:
                with cache.open("a", encoding="utf-8") as out:
                    out.write(known[seed].to_json() + "\n")
    return [known[seed] for seed in range(first, first + count)]


class Calibration:
    """(chance given, share won) pairs, sorted into deciles."""

    def __init__(self) -> None:
        self.pairs: list[tuple[float, float]] = []

    def add(self, story: Story, column: int) -> None:
        result = story.chances[-1]
        self.pairs += list(zip(story.chances[column], result, strict=True))

    def rows(self) -> list[tuple[str, int, float, float]]:
        deciles: list[list[tuple[float, float]]] = [[] for _ in range(10)]
        for given, won in self.pairs:
            deciles[min(9, int(given * 10))].append((given, won))
        return [(f"{i * 10:3d}–{i * 10 + 10:3d}%", len(d), statistics.mean(g for g, _ in d),
                 statistics.mean(w for _, w in d)) for i, d in enumerate(deciles) if d]

    def band(self, low: float, high: float) -> tuple[int, float]:
        inside = [won for given, won in self.pairs if low <= given < high]
        return len(inside), (statistics.mean(inside) if inside else float("nan"))

    def log_loss(self, players: int) -> float:
        """The mean over positions of minus the log of the chance given to whoever won (a
        shared win as shares): lower is better, 0 a perfect foresight."""
        total = -sum(won * math.log(max(given, 1e-12)) for given, won in self.pairs if won)
        return total / (len(self.pairs) / players)

    def table(self, title: str) -> str:
        lines = [title, "  chance given   players   mean given   won"]
        lines += [f"  {name:>12}   {count:7d}   {given:10.1%}   {won:5.1%}"
                  for name, count, given, won in self.rows()]
        return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = bench_parser("review")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=4, choices=range(2, 6))
    parser.add_argument("--seed", type=int, default=100001)
    parser.add_argument("--draw", action="store_true")
    parser.add_argument("--cache", type=Path, metavar="FILE")
    args = parser.parse_args(argv)
    every, checked = Calibration(), Calibration()
    costs, drawing = [], []
    for record in sample_games(args.seed, args.games, lambda _: args.players, args.cache):
        started = time.process_time()
        story = tell(record)
        costs.append(time.process_time() - started)
        if args.draw:
            from renderer.story import render_story

            started = time.process_time()
            render_story(story, "en")
            drawing.append(time.process_time() - started)
        for column, round_ in enumerate(story.rounds):
            every.add(story, column)
            if round_ == CHECKED_ROUND:
                checked.add(story, column)
    print(f"{args.games} games of {args.players} computer players (easy or medium a seat), "
          f"seeds {args.seed}–{args.seed + args.games - 1}")
    print(every.table("Every round's start:"))
    print(checked.table(f"At the start of round {CHECKED_ROUND}:"))
    count, won = checked.band(*BAND)
    print(f"Given {BAND[0]:.0%}–{BAND[1]:.0%} at round {CHECKED_ROUND}: {count} players, "
          f"{won:.1%} of them won (target 60–80%)")
    print(f"log-loss at a round's start (lower is better): {every.log_loss(args.players):.4f}")
    print(cost_line("the story of a game (replay, scores, estimate, turn)", costs))
    if drawing:
        print(cost_line("its picture", drawing))
    return 0


def cost_line(what: str, times: list[float]) -> str:
    return (f"processor time of {what}: median {statistics.median(times) * 1000:.1f} ms, "
            f"p95 {percentile(times, 0.95) * 1000:.1f} ms, most {max(times) * 1000:.1f} ms")
