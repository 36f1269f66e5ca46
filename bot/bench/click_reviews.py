"""Whether the coach's reviews slow the game: `prbot bench bot --reviews N`.

The bot of `prbot bench bot` (bench/clicks.py: games in play, clicks timed from the
interaction to the last reply) with `N` review workers of its own (`service.reviews`, worker
processes at the lowest CPU priority, as `prbot run --review-workers N` starts them) and
finished games queued for review, enough to keep them busy. The timed clicks go in blocks,
one block with the reviews being made (the workers giving way to each click as the bot has
them do, `Reviews.give_way`), the next with the workers held stopped (`Reviews.hold`), and so
on, so that both sides see the same machine, the same games, the same moment's load from
whatever else runs: their p95 compared, and the verdict against the target, the p95 with
reviews at most 10% above the p95 without.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path

from ..discord_ui.client import PuertoRicoBot
from ..game import Setup
from ..game.record import Record
from ..offline.harness import Harness
from ..offline.limits import INSTANT, PRESETS
from ..offline.recorder import Recorder
from ..service import GameService
from ..store import open_store
from .clicks import (
    PLAYERS,
    measured,
    open_games,
    options,
    percentile,
    stand_in_board,
    stand_in_player,
    timed_clicks,
)

TARGET_RATIO = 1.10  # the p95 with reviews running, at most 10% above the p95 without
BLOCKS = 20  # blocks of clicks, every other one with the reviews paused
QUEUED_A_WORKER = 6  # finished games queued for each worker: more than the clicks outlast
FIRST_CHANNEL = 900_000  # the finished games' channels, apart from the clicked games'


def finished_record(seed: int, players: int = PLAYERS) -> Record:
    """A whole game of random legal decisions: as long as a real one, for the analysis."""
    record = Record(Setup(tuple(f"P{seat + 1}" for seat in range(players)), seed=seed))
    game, _ = record.replay()
    rng = random.Random(seed)
    while not game.is_over:
        seat = rng.choice(game.pending())
        record.play(game, seat, rng.choice(game.legal(seat)))
    return record


async def seat_finished(service: GameService, channel: int, record: Record) -> None:
    """A finished game in `channel`: all of `record` but its last decision put in play as it
    stands, then that one decided, which ends it and queues its review, as any game's end."""
    users = list(range(channel * 10, channel * 10 + len(record.setup.players)))
    *opening, (seat, last) = record.decisions
    runs = [len(list(run)) for _, run in groupby(seat for seat, _ in opening)]
    await service.lobby.seat_record(channel, None, Record(record.setup, opening), users, "en",
                                    submissions=runs)
    await service.play.decide(channel, users[seat], None, [last])


@dataclass
class Figures:
    paused_blocks: list[list[float]] = field(default_factory=list)  # ms, workers paused
    with_reviews: list[float] = field(default_factory=list)  # ms, the reviews being made
    busy: int = 0  # clicks of `with_reviews` in blocks begun with every worker reviewing
    made: int = 0  # reviews stored during the run
    running: float = 0.0  # seconds of the blocks with reviews
    workers_used: float = 0.0  # processor seconds the workers had in them

    @property
    def without(self) -> list[float]:
        return sum(self.paused_blocks, [])


def workers_of_this_process() -> list[int]:
    """The review workers' process ids: the bench's only child processes."""
    return [child.pid for child in multiprocessing.active_children() if child.pid]


def processor_time(pids: list[int]) -> float:
    """The processor seconds the processes `pids` have used so far (Linux's /proc; 0 where
    there is none)."""
    used = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used += int(fields[11]) + int(fields[12])  # utime, stime: the 14th and 15th fields
    return used / os.sysconf("SC_CLK_TCK")


async def measure(games: int, clicks: int, burst: int, seed: int, workers: int,
                  discord: Recorder, gap: float = 0.0) -> Figures:
    figures = Figures()
    with tempfile.TemporaryDirectory() as folder:
        url = str(Path(folder) / "bench.sqlite3")
        store = await open_store(url)
        service = GameService(store, seed_source=lambda: seed, review_workers=workers)
        for n in range(workers * QUEUED_A_WORKER):
            await seat_finished(service, FIRST_CHANNEL + n, finished_record(seed + n))
        bot = PuertoRicoBot(service)
        bot.render_board, bot.render_player = stand_in_board, stand_in_player
        h = await Harness(bot, discord).start()
        service.reviews.subscribe(lambda _: setattr(figures, "made", figures.made + 1))
        try:
            clicked_on, discord.limits = discord.limits, INSTANT
            channels = await open_games(h, games)
            discord.limits = clicked_on
            await service.reviews.start()
            while service.reviews.under_way < workers:  # the workers spawned, reviewing
                await asyncio.sleep(0.1)
            await asyncio.sleep(2)  # past their imports: into the analysis itself
            await blocks(h, service, channels, clicks, burst, seed, figures, gap)
        finally:
            service.reviews.hold(False)
            await service.reviews.stop()
            await h.close()
            await store.close()
    return figures


async def blocks(h: Harness, service: GameService, channels: list[int], clicks: int,
                 burst: int, seed: int, figures: Figures, gap: float) -> None:
    """The timed clicks, block by block, the reviews running in every other one."""
    rng = random.Random(seed)
    pids = workers_of_this_process()
    for block in range(BLOCKS):
        running = block % 2 == 0
        service.reviews.hold(not running)
        busy = service.reviews.under_way >= service.reviews.workers
        started, used = time.perf_counter(), processor_time(pids)
        times = await timed_clicks(h, channels, clicks // BLOCKS, burst, rng, gap)
        if running:
            figures.with_reviews += times
            figures.busy += len(times) if busy else 0
            figures.running += time.perf_counter() - started
            figures.workers_used += processor_time(pids) - used
        else:
            figures.paused_blocks.append(times)


def report(figures: Figures, workers: int, games: int, burst: int) -> int:
    """Print the two p95s, their ratio and the verdict; the exit status."""
    before, during = percentile(figures.without, 0.95), percentile(figures.with_reviews, 0.95)
    ratio = during / before
    print(f"{len(figures.without) + len(figures.with_reviews)} clicks over {games} games in "
          f"play, {burst} at a time, in {BLOCKS} blocks, every other one while {workers} "
          f"review workers made reviews ({figures.made} stored during the run; "
          f"{figures.busy} of the {len(figures.with_reviews)} clicks timed with every worker "
          f"busy)")
    for name, times in (("without reviews", figures.without),
                        ("with reviews   ", figures.with_reviews)):
        print(f"  {name}: p50 {statistics.median(times):.1f} ms, "
              f"p95 {percentile(times, 0.95):.1f} ms, max {max(times):.1f} ms")
    print(f"  the workers had {figures.workers_used:.1f} s of processor time in the "
          f"{figures.running:.1f} s of the blocks with reviews")
    print(f"  p95 with / without: {ratio:.3f}")
    halves = [sum(figures.paused_blocks[n::2], []) for n in (0, 1)]
    noise = percentile(halves[1], 0.95) / percentile(halves[0], 0.95)
    print(f"  (the machine's own noise: the blocks without reviews, split alternately in two, "
          f"differ in p95 by {noise:.3f})")
    ok = ratio <= TARGET_RATIO
    print("within target (at most 10% slower)" if ok
          else f"OVER TARGET (p95 {ratio:.2f} times, at most {TARGET_RATIO})")
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    """`prbot bench bot`: with --reviews N, the clicks with and without reviews running;
    without, the clicks alone (`clicks.measured`)."""
    parser = options()
    parser.add_argument("--reviews", type=int, default=0)
    parser.add_argument("--gap", type=float, default=0.0)
    args = parser.parse_args(argv)
    if args.reviews <= 0:
        return measured(args)
    figures = asyncio.run(measure(args.games, args.clicks, args.burst, args.seed, args.reviews,
                                  Recorder(PRESETS[args.discord]), args.gap))
    return report(figures, args.reviews, args.games, args.burst)
