"""What a finished game's replay on the live table weighs and how fast its steps come.

`prbot bench replay [--games 4] [--players 4] [--steps 60] [--seed 1]` runs on loopback: the
real web app (bot/web) listening on a free port over a real GameService on a temporary SQLite
file, with `--games` games of `--players` people played to their end by random legal
decisions, and each game's review made by the coach's analysis (on a budget of
`--review-seconds`: the review's size does not depend on it). For each game it opens the
replay as a browser does (the page, its styles and scripts, what it is sent of every step with
the review, the table at the end; asking for compression), then asks for `--steps` steps of
the game at random, each twice: a viewer the first (the table replayed from the record to that
step and drawn), the next viewer the second (kept).

Figures:
- the page's weight at opening, in bytes on the wire: the page, its styles and scripts, the
  steps' lines with the review, and the table at the end; of it, the steps and the review.
  Target: under 150 KB. The fonts are the live table's own (a browser that opened the table
  has them): said apart.
- a step's answer, asked for the first time and again: p50, p95, max, and its bytes on the
  wire. Target: p95 under 100 ms the first time.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
import zlib
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
from aiohttp import web

from ..links.tokens import Signer
from ..service import GameService
from ..service.reviews import Reviews
from ..store import open_store
from ..web.app import web_app
from . import bench_parser, print_rows, run_in_folder, verdict
from .service import percentile
from .web import open_game

TARGET_OPENING_KB = 150
TARGET_FIRST_STEP_MS = 100
PACKED = 32 + zlib.MAX_WBITS  # zlib's window bits for a gzip or a deflate stream alike
PAGE_FILES = ("/static/table.css", "/static/replay.css", "/static/replay.js",
              "/static/boards.js")
FONTS = ("/static/fonts/DejaVuSans.ttf", "/static/fonts/DejaVuSans-Bold.ttf")


@dataclass
class Figures:
    opening: list[int] = field(default_factory=list)  # bytes on the wire, a game each
    summaries: list[int] = field(default_factory=list)  # of them, every step's and the review
    reviewed: int = 0  # games whose review was sent
    fonts: int = 0
    steps: int = 0  # steps of the games, in all
    first: list[float] = field(default_factory=list)  # ms
    again: list[float] = field(default_factory=list)
    step_bytes: list[int] = field(default_factory=list)


async def finished_game(service: GameService, channel: int, players: int,
                        rng: random.Random) -> int:
    """A game of `players` people in `channel` played to its end at random: its id."""
    game_id, _ = await open_game(service, channel, players, rng)
    over = False
    while not over:
        table = await service.tables.table(channel)
        user = rng.choice(table.pending_users)
        seat = table.seats.index(user)
        decision = rng.choice(table.game.legal(seat))
        over = (await service.play.decide(channel, user, table.seq, [decision])).game_over
    return game_id


async def wire(session: aiohttp.ClientSession, url: str) -> tuple[int, float]:
    """Bytes on the wire of an answer (compressed as sent) and the ms it took."""
    started = time.perf_counter()
    async with session.get(url) as answer:
        body = await answer.read()
        if answer.status != 200:
            raise RuntimeError(f"{url}: {answer.status}")
    return len(body), (time.perf_counter() - started) * 1000


async def opened(session, base: str, token: str, figures: Figures) -> int:
    """The page opened as a browser does, its weight counted: how many steps the game has."""
    weight = 0
    for path in (f"/replay?r={token}", *PAGE_FILES):
        weight += (await wire(session, base + path))[0]
    async with session.get(f"{base}/api/replay?r={token}") as answer:
        raw = await answer.read()
        packed = answer.headers.get("Content-Encoding") in ("gzip", "deflate")
    summary = json.loads(zlib.decompress(raw, PACKED) if packed else raw)
    steps = len(summary["steps"])
    weight += len(raw)
    weight += (await wire(session, f"{base}/api/replay/step?r={token}&step={steps}"))[0]
    figures.opening.append(weight)
    figures.summaries.append(len(raw))
    figures.reviewed += summary["review"] is not None
    return steps


async def measure(args: argparse.Namespace, folder: Path) -> Figures:
    store = await open_store(str(folder / "replay.sqlite3"))
    service = GameService(store, seed_source=lambda: args.seed)
    rng = random.Random(args.seed)
    service.reviews = Reviews(service.tables, 1, pool=ThreadPoolExecutor,
                              seconds=args.review_seconds)
    games = [await finished_game(service, channel, args.players, rng)
             for channel in range(1, args.games + 1)]
    await service.reviews.catch_up()
    signer = Signer(b"the bench's key")
    runner = web.AppRunner(web_app(service, signer=signer))
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    base = f"http://127.0.0.1:{runner.addresses[0][1]}"
    figures = Figures()
    headers = {"Accept-Encoding": "gzip, deflate", "Accept-Language": "en"}
    try:
        async with aiohttp.ClientSession(headers=headers, auto_decompress=False) as session:
            for font in FONTS:
                figures.fonts += (await wire(session, base + font))[0]
            for game_id in games:
                token = signer.replay(game_id)
                steps = await opened(session, base, token, figures)
                figures.steps += steps
                for step in rng.sample(range(steps + 1), min(args.steps, steps + 1)):
                    url = f"{base}/api/replay/step?r={token}&step={step}"
                    size, first = await wire(session, url)
                    figures.first.append(first)
                    figures.again.append((await wire(session, url))[1])
                    figures.step_bytes.append(size)
    finally:
        await runner.cleanup()
        await service.feed.close()
        await store.close()
    return figures


def spread(values: list[float]) -> str:
    return (f"p50 {statistics.median(values):.1f} ms, p95 {percentile(values, 0.95):.1f} ms, "
            f"max {max(values):.1f} ms")


def report(figures: Figures, args: argparse.Namespace) -> bool:
    """Print the table of figures; whether the targets were met."""
    kb = [size / 1000 for size in figures.opening]
    rows = [
        ("games", f"{args.games} of {args.players} players, {figures.steps} steps in all"),
        ("the page at opening", f"{max(kb):.1f} KB at most, {statistics.mean(kb):.1f} KB on "
                                f"average (fonts apart: {figures.fonts / 1000:.0f} KB, the "
                                "live table's own)"),
        ("of it, the steps and the review", f"{max(figures.summaries) / 1000:.1f} KB at most "
                                            f"({figures.reviewed} of {args.games} reviewed)"),
        ("a step, the first time", spread(figures.first)),
        ("a step, again", spread(figures.again)),
        ("a step's bytes", f"{statistics.mean(figures.step_bytes) / 1000:.1f} KB on average, "
                           f"{max(figures.step_bytes) / 1000:.1f} KB at most"),
    ]
    print_rows(rows)
    ok = max(kb) < TARGET_OPENING_KB \
        and percentile(figures.first, 0.95) < TARGET_FIRST_STEP_MS
    return verdict(ok, f"{TARGET_OPENING_KB} KB at opening, p95 {TARGET_FIRST_STEP_MS} ms for "
                       "a step the first time")


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = bench_parser("replay")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", type=int, default=4, choices=range(2, 6))
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--review-seconds", type=float, default=0.05)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    return run_in_folder(argv, parse, measure, report)


if __name__ == "__main__":
    raise SystemExit(main())
