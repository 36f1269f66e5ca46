"""How strong and how quick the computer players are: tournaments between the levels.

`prbot bench ai [--players 4] [--games 40] [--seed 1] [--match hard:medium ...] [--seconds 1]
[--judge margin|chance] [--every N] [--processes N] [--expansions IDS] [--option NAME=VALUE ...]`

Each match seats one player of a level against copies of another (`hard:medium` is one hard
player against three medium ones at four players). Game i is played with the setup seed
`seed + i` and the tested player in seat `i mod players`, so every seat takes its turn and a run
repeats exactly. For each match it prints the tested level's share of the wins with a 95%
(Wilson) interval — a shared win counts as a share — its mean margin in VP over the best of the
others, and the processor time it took per decision on one core (median, 95th percentile)
with its decisions per second; with the New Buildings, also how many free decisions it took
(the Guest House's guests moved), and how its board ended: large buildings, production
circles built and worked, barrels left unshipped. `--processes` plays the games on that many
cores at once; the figures do not change, only the wall clock. Targets: hard against medium
≥ 80% at three players, ≥ 70% at four (the lower bound of its 95% interval ≥ 60%) and ≥ 75% at
five, ≥ 95% against random at four players, medium ≥ 60% against random; hard's p95 ≤ 1 s;
the fastest level ≥ 1 000 decisions per second. A match with a target prints its verdict.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from ..cli.arguments import add_setup_options, cli_text, setup_choices
from ..game import Game, Setup
from ..game.components import BUILDINGS
from ..game.scoring import large_buildings, lead, win_shares
from ..game.state import Player
from ..players import LEVELS, YARDSTICKS, computer
from . import bench_parser

DEFAULT_MATCHES = ("hard:medium", "hard:random", "medium:random", "easy:random")
# The share of the wins each match should reach, by players at the table, and the lowest the
# lower bound of its 95% interval may be (where the target asks it).
WIN_TARGETS = {("hard", "medium"): {3: (0.80, None), 4: (0.70, 0.60), 5: (0.75, None)},
               ("hard", "random"): {4: (0.95, None)},
               ("medium", "random"): {4: (0.60, None)}}
HARD_P95 = 1.0  # seconds of one core a decision of the hard level, at the 95th percentile


@dataclass(frozen=True)
class Board:
    """What a player's board holds at the end of a game: how he built and what he left."""

    large: int  # large buildings
    circles: int  # circles of his production buildings
    worked: int  # of them, with a colonist
    barrels: int  # barrels held at the end, worth nothing

    @classmethod
    def of(cls, player: Player) -> Board:
        production = [(BUILDINGS[b].circles, n) for b, n in player.city.items()
                      if b in BUILDINGS and BUILDINGS[b].good]
        return cls(large_buildings(player), sum(c for c, _ in production),
                   sum(n for _, n in production), player.barrels())


@dataclass
class MatchResult:
    level: str
    opponent: str
    games: int = 0
    wins: float = 0.0
    margins: list[int] = field(default_factory=list)
    # Processor seconds per decision of `level` (one core's time, whatever else the machine
    # runs: a shared machine would inflate the wall-clock time).
    times: list[float] = field(default_factory=list)
    free: int = 0  # free decisions `level` took (guests moved)
    boards: list[Board] = field(default_factory=list)  # `level`'s board at each game's end


@dataclass
class Table:
    """What every game of a run shares: the hard level's time limit, the expansions and the
    setup options."""

    seconds: float | None = 1.0
    expansions: tuple[str, ...] = ()
    options: dict[str, str] = field(default_factory=dict)
    judge: str | None = None  # how the hard level judges its positions; None: its default

    def hard(self) -> dict:
        """The hard level's options."""
        return {"seconds": self.seconds, **({"judge": self.judge} if self.judge else {})}


def play_game(levels: list[str], seed: int, table: Table, times: dict[int, list[float]],
              free: dict[int, int], decisions: list | None = None) -> Game:
    """One game of computer players, seat i playing `levels[i]`; decision times per seat, and
    how many of its decisions were free ones (and every decision, in `decisions`)."""
    setup = Setup(players=tuple(f"{level}-{i + 1}" for i, level in enumerate(levels)), seed=seed,
                  expansions=table.expansions, options=table.options)
    game = Game.new(setup)
    seats = [
        computer(level, seed * 10 + i, **(table.hard() if level == "hard" else {}))
        for i, level in enumerate(levels)
    ]
    while not game.is_over:
        seat = game.pending()[0]
        started = time.thread_time()
        decision = seats[seat].decide(game, seat)
        times.setdefault(seat, []).append(time.thread_time() - started)
        if decision not in game.legal(seat):
            free[seat] = free.get(seat, 0) + 1
        game.apply(seat, decision)
        if decisions is not None:
            decisions.append((seat, decision))
    return game


@dataclass(frozen=True)
class GameResult:
    """One game of a match, seen from the tested seat."""

    share: float  # of the win
    margin: int  # VP over the best other
    times: list[float]
    free: int
    board: Board


def play_seated(level: str, opponent: str, players: int, seed: int, seat: int,
                table: Table) -> GameResult:
    """One game of `level` in `seat` against `opponent`s."""
    levels = [opponent] * players
    levels[seat] = level
    times: dict[int, list[float]] = {}
    free: dict[int, int] = {}
    game = play_game(levels, seed, table, times, free)
    return GameResult(win_shares(game.scores)[seat], lead(game.scores, seat),
                      times.get(seat, []), free.get(seat, 0),
                      Board.of(game.state.players[seat]))


def play_match(level: str, opponent: str, players: int, games: int, seed: int,
               table: Table, every: int = 0, processes: int = 1) -> MatchResult:
    """`games` games of one `level` against `opponent`s, on `processes` processor cores;
    with `every`, the figures so far are printed after every that many games (a long run
    shows what it has)."""
    result = MatchResult(level, opponent)
    seated = [(level, opponent, players, seed + i, i % players, table) for i in range(games)]
    for game in played(seated, processes):
        result.games += 1
        result.wins += game.share
        result.margins.append(game.margin)
        result.times += game.times
        result.free += game.free
        result.boards.append(game.board)
        if every and result.games % every == 0 and result.games < games:
            print(f"  after {result.games} games: {report(result, players)}", flush=True)
    return result


def played(seated: list[tuple], processes: int) -> Iterator[GameResult]:
    """`play_seated` of each argument tuple, in order, on `processes` cores."""
    columns = list(zip(*seated, strict=True))
    if processes == 1:
        yield from map(play_seated, *columns)
        return
    with ProcessPoolExecutor(processes) as pool:
        yield from pool.map(play_seated, *columns)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def report(result: MatchResult, players: int) -> str:
    low, high = wilson(result.wins, result.games)
    rate = result.wins / result.games
    times = result.times or [0.0]
    per_second = len(times) / sum(times) if sum(times) else math.inf
    return (
        f"{result.level} vs {players - 1} {result.opponent}: "
        f"won {result.wins:g}/{result.games} = {rate:.0%} (95% CI {low:.0%}–{high:.0%}), "
        f"mean margin {statistics.mean(result.margins):+.1f} VP; "
        f"per decision median {statistics.median(times) * 1000:.2f} ms, "
        f"p95 {percentile(times, 0.95) * 1000:.2f} ms, "
        f"{per_second:.0f} decisions/s over {len(result.times)}"
        + (f", {result.free} of them free (guests moved)" if result.free else "")
        + "; " + boards(result.boards)
    )


def verdict(result: MatchResult, players: int) -> str | None:
    """The match's targets with their verdict, if it has any."""
    share, bound = WIN_TARGETS.get((result.level, result.opponent), {}).get(players,
                                                                             (None, None))
    parts = []
    if share is not None:
        low, _ = wilson(result.wins, result.games)
        met = result.wins / result.games >= share and (bound is None or low >= bound)
        wanted = f"≥ {share:.0%}"
        if bound is not None:
            wanted += f", its lower bound ≥ {bound:.0%}"
        parts.append(f"wins {wanted}: {'met' if met else 'MISSED'}")
    if result.level == "hard" and result.times:
        met = percentile(result.times, 0.95) <= HARD_P95
        parts.append(f"p95 ≤ {HARD_P95:g} s: {'met' if met else 'MISSED'}")
    return "  targets: " + "; ".join(parts) if parts else None


def boards(ended: list[Board]) -> str:
    """How the tested level built, on average over its games."""
    def mean(values) -> float:
        return statistics.mean(values) if ended else 0.0
    circles = sum(b.circles for b in ended)
    return (f"its board at the end: {mean(b.large for b in ended):.2f} large buildings, "
            f"{mean(b.circles for b in ended):.1f} production circles of which "
            f"{sum(b.worked for b in ended) / (circles or 1):.0%} worked, "
            f"{mean(b.barrels for b in ended):.1f} barrels left "
            f"(4 or more in {sum(1 for b in ended if b.barrels >= 4)} games)")


def parse_match(text: str) -> tuple[str, str]:
    known = {*LEVELS, *YARDSTICKS}
    level, _, opponent = text.partition(":")
    if level not in known or opponent not in known:
        raise argparse.ArgumentTypeError(
            cli_text("cli-bench-ai-bad-match", match=text, levels=", ".join(sorted(known))))
    return level, opponent


def main(argv: list[str] | None = None) -> int:
    parser = bench_parser("ai")
    parser.add_argument("--players", type=int, default=4, choices=range(2, 6))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--match", type=parse_match, action="append")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--judge", choices=("margin", "chance"))
    parser.add_argument("--every", type=int, default=0)
    parser.add_argument("--processes", type=int, default=1)
    add_setup_options(parser)
    args = parser.parse_args(argv)
    expansions, options = setup_choices(args)
    table = Table(args.seconds, expansions, options, args.judge)
    matches = args.match or [parse_match(m) for m in DEFAULT_MATCHES]
    print(f"{args.games} games per match, {args.players} players, seeds {args.seed}–"
          f"{args.seed + args.games - 1}, seats rotated"
          + (f", expansions {','.join(expansions)}" if expansions else "")
          + "".join(f", {name}={value}" for name, value in options.items()))
    for level, opponent in matches:
        result = play_match(level, opponent, args.players, args.games, args.seed, table,
                            args.every, max(1, args.processes))
        print(report(result, args.players), flush=True)
        if (line := verdict(result, args.players)) is not None:
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
