"""How fast the game service handles decisions, how fast it starts, how much its cache weighs.

`prbot bench service --db URL [--db URL…] [--processes 2]` measures the stores named (an
SQLite file, as a path or sqlite:///…, or postgresql://…; each given empty) side by side: a
click handled through the whole bot (the offline harness of `bot.offline`, as `prbot
bench bot`) with `--games` games in play, p50/p95 and clicks per second, and the service's
decision alone. With `--processes N`, PostgreSQL's stores are also measured with N bot
processes on the one database, each with its own games, clicking at once: their clicks per
second together. The clicks go through the offline Discord's `--discord` pace (as `prbot
bench bot`: Discord's own limits by default; `instant` compares the stores alone).

`prbot bench service [--games 200] [--decisions 3000] [--concurrency 8] [--stored 10000]`
without `--db` prints three figures, all on temporary SQLite files (images excluded):

- decisions: `--games` games in play at once in one process; random legal decisions across them,
  `--concurrency` games at a time with asyncio.gather; each decision is timed from the call to
  `service.play.decide` to its outcome (stored included). Target: p95 under 50 ms.
- start-up: `Store.open` + `open_games()` on a file of `--stored` games, a tenth of them in play.
- cache: the memory (tracemalloc) of `--cached` games loaded into the service's cache.

With `--finished N`, instead, the long run of `bench/longrun.py`: N whole games played through
the whole bot as players do, on the offline Discord at `--discord`'s pace (Discord's own rate
limits by default), and the bot's resident memory at each of `--marks` (100, 500 and 2 000
finished games), with the growth from the first mark. Targets: under 5 MiB from 100 to 500,
under 8 MiB from 100 to 2 000.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path

from .. import heap
from ..game.record import Record
from ..game.simulate import random_game
from ..offline.limits import PRESETS
from ..service import GameService, snapshot_of
from ..store import SqliteStore as Store
from ..store import is_postgres, open_store, shown
from . import bench_parser

TARGET_P95_MS = 50
TARGET_STARTUP_MS = 500
GUILD = 1
resident_mib = heap.resident_mib  # as the other benchmarks read it


# --------------------------------------------------------------------------- decisions
async def start_game(service: GameService, channel: int, rng: random.Random) -> None:
    """A game of 3 to 5 players in `channel`; user ids are derived from the channel."""
    players = rng.randint(3, 5)
    host = channel * 10
    await service.lobby.new_lobby(channel, GUILD, host, f"P{host}", rng.choice(("classic", "1897")),
                            "en")
    for user in range(host + 1, host + players):
        await service.lobby.join(channel, user, f"P{user}")
    await service.lobby.start(channel, host)


async def choose(service: GameService, channel: int, rng: random.Random):
    """A pending user of the channel's game, its current revision and one legal decision."""
    table = await service.tables.table(channel)
    user = rng.choice(table.pending_users)
    return channel, user, table.revision, rng.choice(await service.play.legal(channel, user))


async def timed_decide(service: GameService, channel: int, user: int, revision: int,
                       decision: str) -> tuple[float, bool]:
    """Milliseconds from the call to the outcome, and whether the game ended."""
    started = time.perf_counter()
    outcome = await service.play.decide(channel, user, revision, [decision])
    return (time.perf_counter() - started) * 1000, outcome.game_over


async def play_rounds(service: GameService, channels: list[int], rng: random.Random,
                      decisions: int, concurrency: int) -> list[float]:
    """`decisions` random decisions, `concurrency` games at a time; finished games restart."""
    times: list[float] = []
    while len(times) < decisions:
        batch = rng.sample(channels, concurrency)
        chosen = [await choose(service, channel, rng) for channel in batch]
        results = await asyncio.gather(*(timed_decide(service, *args) for args in chosen))
        for (channel, *_), (ms, over) in zip(chosen, results, strict=True):
            times.append(ms)
            if over:
                await start_game(service, channel, rng)
    return times


async def bench_decisions(url: Path | str, args: argparse.Namespace,
                          first_channel: int = 1) -> list[float]:
    """Start the games, warm them up, then time `--decisions` decisions (ms each)."""
    rng = random.Random(args.seed)
    store = await open_store(str(url))
    service = GameService(store, cache_size=args.cache_size,
                          seed_source=lambda: rng.getrandbits(63))
    channels = list(range(first_channel, first_channel + args.games))
    for channel in channels:
        await start_game(service, channel, rng)
    await play_rounds(service, channels, rng, args.warmup * args.games, args.concurrency)
    times = await play_rounds(service, channels, rng, args.decisions, args.concurrency)
    await store.close()
    return times


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the values lie."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


# --------------------------------------------------------------------------- start-up
def stored_rows(count: int, in_play: int, seed: int):
    """Rows for `count` stored games: the first `in_play` in play (two thirds through a game),
    the others finished, with real records and snapshots."""
    whole = random_game(4, seed).record
    finished, _ = whole.replay()
    part = Record(whole.setup, whole.decisions[: len(whole.decisions) * 2 // 3])
    middle, _ = part.replay()
    playing = ("playing", part.to_json(), snapshot_of(middle, len(part.decisions)),
               len(part.decisions))
    done = ("finished", whole.to_json(), snapshot_of(finished, len(whole.decisions)),
            len(whole.decisions))
    for game_id in range(1, count + 1):
        status, record, snapshot, seq = playing if game_id <= in_play else done
        yield game_id, game_id, GUILD, game_id * 10, status, record, snapshot, seq


def fill(path: Path, count: int, seed: int) -> int:
    """A database file of `count` games (a tenth in play); the number in play."""
    in_play = max(1, count // 10)
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO games (id, channel_id, guild_id, host_id, status, options, record,"
            " snapshot, seq) VALUES (?, ?, ?, ?, ?, '{\"auto_forced\": true}', ?, ?, ?)",
            stored_rows(count, in_play, seed),
        )
        db.executemany(
            "INSERT INTO seats (game_id, user_id, display_name, joined, seat)"
            " VALUES (?, ?, ?, ?, ?)",
            ((g, g * 10 + s, f"P{s + 1}", s + 1, s) for g in range(1, count + 1)
             for s in range(4)),
        )
    return in_play


async def open_and_list(path: Path) -> tuple[float, int]:
    """Milliseconds for Store.open + open_games(), and how many games are in play."""
    started = time.perf_counter()
    store = await Store.open(str(path))
    games = await GameService(store).recovery.open_games()
    elapsed = (time.perf_counter() - started) * 1000
    await store.close()
    return elapsed, len(games)


async def bench_startup(path: Path, args: argparse.Namespace) -> tuple[list[float], int, float]:
    """Start-up times on a file of `--stored` games, the games in play, and an empty file's."""
    store = await Store.open(str(path))  # the schema, then the rows in bulk
    await store.close()
    fill(path, args.stored, args.seed)
    empty = Path(str(path) + ".empty")
    empty_ms, _ = await open_and_list(empty)
    runs = [await open_and_list(path) for _ in range(5)]
    return [ms for ms, _ in runs], runs[0][1], empty_ms


# --------------------------------------------------------------------------- cache memory
async def bench_cache(path: Path, count: int) -> tuple[int, int]:
    """Bytes held by `count` games in the cache (tracemalloc), and the games cached."""
    store = await Store.open(str(path))
    service = GameService(store, cache_size=count)
    channels = [channel for _, channel in await service.recovery.open_games()][:count]
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for channel in channels:
        await service.tables.table(channel)
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    cached = service.tables.cached_games()
    await store.close()
    return held, cached


# --------------------------------------------------------------------------- report
def parse(argv: list[str] | None) -> argparse.Namespace:
    """The benchmark's options."""
    from . import longrun

    parser = bench_parser("service")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--decisions", type=int, default=3000)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--cache-size", type=int, default=128)
    parser.add_argument("--stored", type=int, default=10_000)
    parser.add_argument("--cached", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db", action="append", default=[], metavar="URL")
    parser.add_argument("--clicks", type=int, default=2000)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--finished", type=int, default=0)
    parser.add_argument("--marks", type=longrun.parse_marks,
                        default=",".join(map(str, longrun.MARKS)))
    parser.add_argument("--in-play", type=int, default=20)
    parser.add_argument("--speedup", type=float, default=20.0)
    parser.add_argument("--tracemalloc", type=int, default=0)
    parser.add_argument("--sqlite-cache", type=int, default=None)
    parser.add_argument("--discord", choices=tuple(PRESETS), default="discord")
    return parser.parse_args(argv)


# --------------------------------------------------------------------------- stores
FIRST_ID = 930_000_000_000_000_001  # the offline harness's first id


def clicks_in_process(url: str, games: int, clicks: int, seed: int, number: int,
                      barrier, results, pace: str) -> None:
    """One bot process of `--processes` (spawned): its own games, clicked once every
    process is ready, on its own offline Discord of `pace`; puts (timings, seconds) in
    `results`."""
    from ..offline.recorder import Recorder, ids_from
    from .clicks import clicks_on

    ids_from(FIRST_ID + (number + 1) * 10**12)
    times, seconds = asyncio.run(clicks_on(url, games, clicks, 1, seed + number,
                                           ready=barrier.wait,
                                           discord=Recorder(PRESETS[pace])))
    results.put((times, seconds))


def clicks_in_processes(url: str, args: argparse.Namespace) -> tuple[list[float], float]:
    """`--processes` bot processes on one database, `--games` games and `--clicks` clicks
    shared out between them: every click's timing, and the clicks per second of them all."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    count = args.processes
    barrier, results = context.Barrier(count), context.Queue()
    workers = [context.Process(target=clicks_in_process,
                               args=(url, args.games // count, args.clicks // count, args.seed,
                                     number, barrier, results, args.discord))
               for number in range(count)]
    for worker in workers:
        worker.start()
    measured = [results.get() for _ in workers]
    for worker in workers:
        worker.join()
    times = [ms for part, _ in measured for ms in part]
    return times, len(times) / max(seconds for _, seconds in measured)


async def measure_store(url: str, args: argparse.Namespace, number: int) -> dict[str, str]:
    """A store's column of the side-by-side table."""
    from ..offline.recorder import Recorder, ids_from
    from .clicks import clicks_on, refusals

    ids_from(FIRST_ID + number * 10**12)  # a second store's games apart
    discord = Recorder(PRESETS[args.discord])
    times, seconds = await clicks_on(url, args.games, args.clicks, 1, args.seed,
                                     discord=discord)
    decisions = await bench_decisions(url, args, first_channel=1 + number * 10**6)
    column = {
        "click p50 / p95": f"{statistics.median(times):.1f} / {percentile(times, 0.95):.1f} ms",
        "clicks per second": f"{len(times) / seconds:.0f}",
        "clicks: 429s from Discord": refusals(discord),
        "decision p50 / p95": (f"{statistics.median(decisions):.1f} / "
                               f"{percentile(decisions, 0.95):.1f} ms"),
    }
    if args.processes > 1 and is_postgres(url):
        together, rate = clicks_in_processes(url, args)
        column[f"{args.processes} processes: click p50 / p95"] = (
            f"{statistics.median(together):.1f} / {percentile(together, 0.95):.1f} ms")
        column[f"{args.processes} processes: clicks per second"] = f"{rate:.0f}"
    return column


async def run_stores(args: argparse.Namespace) -> int:
    """Measure each store of `--db` and print them side by side."""
    from .clicks import pace

    columns = [await measure_store(url, args, number) for number, url in enumerate(args.db)]
    print(f"{args.games} games in play, {args.clicks} clicks one at a time on "
          f"{pace(PRESETS[args.discord])}, {args.decisions} decisions {args.concurrency} at a "
          f"time")
    names = [shown(url).split("?")[0] for url in args.db]
    rows = [[""] + names] + [[label] + [column.get(label, "—") for column in columns]
                              for label in dict.fromkeys(k for c in columns for k in c)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)))
    return 0


async def run(args: argparse.Namespace, folder: Path) -> bool:
    """Measure and print; whether the targets were met."""
    times = await bench_decisions(folder / "decisions.sqlite3", args)
    p95 = percentile(times, 0.95)
    print(f"decisions: {len(times)} over {args.games} games in play, {args.concurrency} at a "
          f"time, cache {args.cache_size}")
    print(f"  p50 {statistics.median(times):.1f} ms, p95 {p95:.1f} ms, "
          f"p99 {percentile(times, 0.99):.1f} ms, max {max(times):.1f} ms")

    stored = folder / "stored.sqlite3"
    runs, in_play, empty_ms = await bench_startup(stored, args)
    size = sum(f.stat().st_size for f in folder.glob(stored.name + "*"))
    print(f"start-up: Store.open + open_games() with {args.stored} stored games "
          f"({in_play} in play, {size / 1e6:.0f} MB file)")
    print(f"  first {runs[0]:.1f} ms, median {statistics.median(runs):.1f} ms "
          f"(empty file: {empty_ms:.1f} ms)")

    held, cached = await bench_cache(stored, min(args.cached, in_play))
    print(f"cache: {cached} games late in play hold {held / 1e6:.1f} MB, "
          f"{held / max(cached, 1) / 1000:.0f} kB a game")

    ok = p95 < TARGET_P95_MS and statistics.median(runs) < TARGET_STARTUP_MS
    print("within target" if ok else
          f"OVER TARGET (p95 {TARGET_P95_MS} ms, start-up {TARGET_STARTUP_MS} ms)")
    return ok


async def run_long(args: argparse.Namespace, folder: Path) -> bool:
    """The long run of `--finished` games (bench/longrun.py); whether its targets were met."""
    from . import longrun

    args.marks = [mark for mark in args.marks if mark < args.finished] + [args.finished]
    return longrun.report(await longrun.long_run(folder / "long.sqlite3", args), args)


def main(argv: list[str] | None = None) -> int:
    """Run the three measurements on temporary files and print the figures; with
    `--finished`, the long run instead."""
    args = parse(argv)
    if args.db:
        return asyncio.run(run_stores(args))
    with tempfile.TemporaryDirectory(prefix="prbot-bench-") as folder:
        if args.finished:
            ok = asyncio.run(run_long(args, Path(folder)))
        else:
            ok = asyncio.run(run(args, Path(folder)))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
