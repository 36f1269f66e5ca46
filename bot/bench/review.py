"""How well the end-of-game story estimates each player's chance to win, and what it costs.

`prbot bench review [--games 300] [--players 4|mixed] [--seed 100001] [--draw] [--cache FILE]`
`prbot bench review --analysis [--games 3] [--expansions base|all|both] [--tables 6]
[--calibration]`

It plays `--games` games of computer players (each seat easy or medium, drawn from the game's
seed: the same mix `scripts/train_odds.py` trains on, with other seeds; `--players mixed`:
2 to 5 players as the seed draws them, as in the training) and tells the story of each
(`bot.coach.story.tell`: the replay, the VP and doubloons at every round's start, the estimate, the
round that turned the game). It prints the calibration of the estimate — by decile of the
chance given at a round's start: how many players, from how many games, the mean chance
given, the share of them who won (a shared win counts as a share) and its standard error —
over every round, and at round 10 alone; the players given 80–100% at a round's start (the
top, where an over-sure estimate shows) and those given 60–80% at round 10 (target: 60–80% of
them win); then the processor time the story of a game takes (median, p95, most), and with
`--draw` its picture's too.

With `--analysis` it times the coach's review instead (`bot.coach.analysis`): for `--games`
games of each kind asked (the base game, every expansion, or both) it prints the processor
time a review takes, median and most, with its verdict against the target (at most 60 s of
one core for a four-player base game, 120 s with every expansion); `--calibration` adds the
calibration of the chances the review shows after each decision, by decile as above, every
decision of a game a position.

A game's rounds are not independent draws (a player ahead at round 12 is likely ahead at
round 13, and one winner is shared by a position's players), so the standard error counts the
players of one game together: it is the cluster-robust one, by game, of the mean of won minus
given.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..coach.analysis import TABLES, analyse
from ..coach.story import Story, tell
from ..game import Setup
from ..game.expansions import known
from ..game.record import Record
from ..game.scoring import win_shares
from . import bench_parser
from .ai import Table, percentile, play_game

LEVELS = ("easy", "medium")
STORY_GAMES = 300
ANALYSIS_GAMES = 3
# The most processor seconds of one core a review may take: a four-player base game, and one
# with every expansion.
ANALYSIS_TARGETS = {False: 60.0, True: 120.0}
ALL = tuple(known())
CHECKED_ROUND = 10
BAND = (0.6, 0.8)
TOP = (0.8, 1.0)
MIX = (4, 4, 3, 5, 4, 2)  # players, by seed: four in half the games


def mixed_players(seed: int) -> int:
    """The players at the table of a game of the training's mix, drawn from its seed."""
    return MIX[seed % len(MIX)]


def sample_game(seed: int, players: int, expansions: tuple[str, ...] = ()) -> Record:
    """A game of computer players, each seat easy or medium as the seed draws it."""
    draw = random.Random(f"review:{seed}")
    levels = [draw.choice(LEVELS) for _ in range(players)]
    decisions: list[tuple[int, str]] = []
    game = play_game(levels, seed, Table(expansions=expansions), {}, {}, decisions)
    return Record(Setup(players=tuple(p.name for p in game.state.players), seed=seed,
                        expansions=expansions), decisions)


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


@dataclass
class Bucket:
    """The players given a chance in some range: how many, from how many games, the mean
    chance given, the share of them who won, and its standard error (by game)."""

    players: int
    games: int
    given: float
    won: float
    error: float

    @property
    def gap(self) -> float:
        """Won minus given, in standard errors."""
        return (self.won - self.given) / self.error if self.error else math.nan


def bucket(pairs: list[tuple[float, float, int]]) -> Bucket:
    """The (chance given, share won, game) pairs as one Bucket; the error is the cluster-
    robust standard error of the mean of won minus given, the games being the clusters."""
    count = len(pairs)
    given = statistics.mean(g for g, _, _ in pairs)
    won = statistics.mean(w for _, w, _ in pairs)
    by_game: dict[int, float] = defaultdict(float)
    for g, w, game in pairs:
        by_game[game] += (w - g) - (won - given)
    games = len(by_game)
    spread = sum(r * r for r in by_game.values()) * games / (games - 1) if games > 1 else math.nan
    return Bucket(count, games, given, won, math.sqrt(spread) / count)


@dataclass
class Calibration:
    """(chance given, share won, game) for every player of every position read."""

    pairs: list[tuple[float, float, int]] = field(default_factory=list)
    positions: int = 0

    def add(self, story: Story, column: int, game: int) -> None:
        self.add_chances(story.chances[column], story.chances[-1], game)

    def add_chances(self, given: list[float], result: list[float], game: int) -> None:
        """One position's chances given (shares of 1) and the game's result (win shares)."""
        self.pairs += [(g, won, game) for g, won in zip(given, result, strict=True)]
        self.positions += 1

    def rows(self) -> list[tuple[str, Bucket]]:
        deciles: list[list[tuple[float, float, int]]] = [[] for _ in range(10)]
        for pair in self.pairs:
            deciles[min(9, int(pair[0] * 10))].append(pair)
        return [(f"{i * 10:3d}–{i * 10 + 10:3d}%", bucket(d)) for i, d in enumerate(deciles)
                if d]

    def band(self, low: float, high: float) -> Bucket | None:
        inside = [pair for pair in self.pairs  # a chance of 1 is in the band that ends at 1
                  if low <= pair[0] < high or pair[0] == high == 1]
        return bucket(inside) if inside else None

    def log_loss(self) -> float:
        """The mean over positions of minus the log of the chance given to whoever won (a
        shared win as shares): lower is better, 0 a perfect foresight."""
        total = -sum(won * math.log(max(given, 1e-12)) for given, won, _ in self.pairs if won)
        return total / self.positions

    def table(self, title: str) -> str:
        lines = [title, "  chance given   players   games   mean given      won    s.e."]
        lines += [f"  {name:>12}   {b.players:7d}   {b.games:5d}   {b.given:10.1%}   "
                  f"{b.won:6.1%}   {error(b):>5}" for name, b in self.rows()]
        return "\n".join(lines)


def error(found: Bucket) -> str:
    """The standard error, or a dash when a single game gives none."""
    return "—" if math.isnan(found.error) else f"{found.error:.1%}"


def span(low: float, high: float) -> str:
    return f"{low * 100:.0f}–{high * 100:.0f}%"


def band_line(what: str, found: Bucket | None) -> str:
    if found is None:
        return f"{what}: no player"
    return (f"{what}: {found.players} players of {found.games} games, given {found.given:.1%}"
            f" on average, {found.won:.1%} of them won (s.e. {error(found)}; won minus "
            f"given {found.gap:+.1f} s.e.)")


def main(argv: list[str] | None = None) -> int:
    parser = bench_parser("review")
    parser.add_argument("--games", type=int)
    parser.add_argument("--players", default="4", choices=("2", "3", "4", "5", "mixed"))
    parser.add_argument("--seed", type=int, default=100001)
    parser.add_argument("--draw", action="store_true")
    parser.add_argument("--cache", type=Path, metavar="FILE")
    parser.add_argument("--analysis", action="store_true")
    parser.add_argument("--calibration", action="store_true")
    parser.add_argument("--expansions", choices=("base", "all", "both"), default="both")
    parser.add_argument("--tables", type=int, default=TABLES, metavar="N")
    args = parser.parse_args(argv)
    players = mixed_players if args.players == "mixed" else lambda _: int(args.players)
    if args.analysis:
        return analysis_bench(args, players)
    args.games = args.games or STORY_GAMES
    every, checked = Calibration(), Calibration()
    costs, drawing = [], []
    for record in sample_games(args.seed, args.games, players, args.cache):
        started = time.process_time()
        story = tell(record)
        costs.append(time.process_time() - started)
        if args.draw:
            from renderer.story import render_story

            started = time.process_time()
            render_story(story, "en")
            drawing.append(time.process_time() - started)
        for column, round_ in enumerate(story.rounds):
            every.add(story, column, record.setup.seed)
            if round_ == CHECKED_ROUND:
                checked.add(story, column, record.setup.seed)
    table = "2 to 5" if args.players == "mixed" else args.players
    print(f"{args.games} games of {table} computer players (easy or medium a seat), "
          f"seeds {args.seed}–{args.seed + args.games - 1}")
    print(every.table("Every round's start:"))
    print(checked.table(f"At the start of round {CHECKED_ROUND}:"))
    print(band_line(f"Given {span(*TOP)} at a round's start", every.band(*TOP)))
    print(band_line(f"Given {span(*BAND)} at round {CHECKED_ROUND} (target {span(*BAND)} won)",
                    checked.band(*BAND)))
    print(f"log-loss at a round's start (lower is better): {every.log_loss():.4f}")
    print(cost_line("the story of a game (replay, scores, estimate, turn)", costs))
    if drawing:
        print(cost_line("its picture", drawing))
    return 0


def analysis_bench(args, players: Callable[[int], int]) -> int:
    """The processor time of the coach's review of each game (base, every expansion, or
    both), with its verdict against the target; with --calibration, how well the chances it
    shows after each decision match who won."""
    games = args.games or ANALYSIS_GAMES
    kinds = {"base": [()], "all": [ALL], "both": [(), ALL]}[args.expansions]
    calibration = Calibration()
    for expansions in kinds:
        costs, decisions = [], 0
        for seed in range(args.seed, args.seed + games):
            record = sample_game(seed, players(seed), expansions)
            started = time.process_time()
            review = analyse(record, tables=args.tables)
            costs.append(time.process_time() - started)
            decisions += len(review.decisions)
            result = win_shares(record.replay()[0].scores)
            for decision in review.decisions:
                calibration.add_chances([c / 100 for c in decision.chances], result,
                                        (expansions, seed))
        target = ANALYSIS_TARGETS[bool(expansions)]
        what = "every expansion" if expansions else "the base game"
        table = "2 to 5" if args.players == "mixed" else args.players
        print(f"The review of {games} games of {table} players, {what} (seeds {args.seed}–"
              f"{args.seed + games - 1}), {args.tables} tables a decision, "
              f"{decisions / games:.0f} reviewed decisions a game:")
        verdict = ("met" if max(costs) <= target else "NOT met") if table == "4" else \
            "set for four players"
        print(f"  processor time a review: median {statistics.median(costs):.1f} s, "
              f"most {max(costs):.1f} s; target at most {target:.0f} s of one core: {verdict}")
    if args.calibration:
        print(calibration.table("The review's chances after each decision:"))
        print(band_line(f"Given {span(*TOP)} after a decision", calibration.band(*TOP)))
        print(band_line(f"Given {span(*BAND)} after a decision", calibration.band(*BAND)))
    return 0


def cost_line(what: str, times: list[float]) -> str:
    return (f"processor time of {what}: median {statistics.median(times) * 1000:.1f} ms, "
            f"p95 {percentile(times, 0.95) * 1000:.1f} ms, most {max(times) * 1000:.1f} ms")
