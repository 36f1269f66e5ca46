"""How long the bot takes to handle a click, from the interaction to the replies, images excluded.

`prbot bench bot [--games N] [--clicks N] [--burst K] [--seed S] [--discord PACE]` starts N
3-player games in N channels of one bot (a real discord.py client on a temporary SQLite file,
with Discord's HTTP API replaced by the in-memory recorder of `bot.offline`), then clicks the
buttons of the current prompts in random channels. Each figure runs from the interaction
payload entering discord.py to the moment every reply, edit and prompt of that click has been
sent: acknowledge, store, the decision's summary, phase report, next prompts and pings. The
board picture is replaced by a fixed stand-in (it has its own benchmark: `prbot bench render`).
With --burst K, K clicks in different channels arrive at the same instant and each is timed
until its own handling is done. The clicks go through Discord's own rate limits and 50 ms a
request (`--discord discord`), a slow Discord (`slow`: half a second a request) or one
answering at once (`instant`, the tests' own); the games are opened on the last. Target: p95
under 50 ms with 200 games in play, on the Discord answering at once (the bot's own work).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from ..discord_ui.client import PuertoRicoBot
from ..offline.harness import Harness
from ..offline.limits import INSTANT, PRESETS, DiscordLimits
from ..offline.recorder import Recorder, snowflake
from ..service import GameService
from ..store import open_store
from . import bench_parser
from .clicker import next_click

TARGET_P95_MS = 50
PLAYERS = 3


def stand_in_board(game, lang: str, theme: str, **clock) -> list[bytes]:
    return [b"\x89PNG\r\n\x1a\n"]


def stand_in_player(game, seat: int, lang: str, theme: str) -> bytes:
    return b"\x89PNG\r\n\x1a\n"


async def open_games(h: Harness, count: int, first_user: int = 10_000) -> list[int]:
    """`count` games of PLAYERS people, each in a new channel; the i-th game's players are
    users `first_user + PLAYERS * i` and the next ones."""
    channels = []
    for i in range(count):
        channel = snowflake()
        users = [first_user + PLAYERS * i + seat for seat in range(PLAYERS)]
        await h.command(users[0], "new", players=PLAYERS, channel_id=channel)
        for user in users[1:]:
            await h.command(user, "join", channel_id=channel)
        await h.command(users[0], "start", channel_id=channel)
        channels.append(channel)
    return channels


def click_payload(h: Harness, channel: int, rng: random.Random) -> dict | None:
    """The next click a player would make in a channel, as Discord would send it."""
    found = next_click(h.recorder, channel, rng)
    if found is None:
        return None
    return h.click_payload(*found)


async def timed_clicks(h: Harness, channels: list[int], clicks: int, burst: int,
                       rng: random.Random, gap: float = 0.0) -> list[float]:
    """The ms each click took, `burst` at a time, `gap` seconds between (0: one after
    another)."""
    times: list[float] = []
    while len(times) < clicks:
        if times and gap:
            await asyncio.sleep(gap)
        payloads = [p for ch in rng.sample(channels, burst) if (p := click_payload(h, ch, rng))]
        if not payloads:
            break
        start = time.perf_counter()
        handlers = [handled(h, payload, start) for payload in payloads]
        times += await asyncio.gather(*handlers)
        await h.settle()
    return times


async def handled(h: Harness, payload: dict, start: float) -> float:
    """Feed one interaction and wait for the tasks discord.py started for it: the ms from
    `start` until the last of them is done."""
    before = asyncio.all_tasks()
    h.feed(payload)
    await asyncio.gather(*(asyncio.all_tasks() - before))
    return (time.perf_counter() - start) * 1000


async def measure(args: argparse.Namespace) -> tuple[list[float], Recorder]:
    discord = Recorder(PRESETS[args.discord])
    with tempfile.TemporaryDirectory() as folder:
        times, _ = await clicks_on(str(Path(folder) / "bench.sqlite3"), args.games, args.clicks,
                                   args.burst, args.seed, discord=discord)
        return times, discord


async def clicks_on(url: str, games: int, clicks: int, burst: int, seed: int,
                    ready=None, discord: Recorder | None = None) -> tuple[list[float], float]:
    """Click timings (ms) on the database of `url`, and the seconds the timed clicks took in
    all. `ready`, if given, is called once the games are open, before the timing starts (to
    start several processes' clicks together). The clicks go through `discord` (by default
    Discord's own limits), the games opened before on it answering at once."""
    discord = discord or Recorder(PRESETS["discord"])
    store = await open_store(url)
    bot = PuertoRicoBot(GameService(store, seed_source=lambda: seed))
    bot.render_board = stand_in_board
    bot.render_player = stand_in_player
    h = await Harness(bot, discord).start()
    try:
        clicked_on, discord.limits = discord.limits, INSTANT
        channels = await open_games(h, games)
        discord.limits = clicked_on
        if ready is not None:
            ready()
        started = time.perf_counter()
        times = await timed_clicks(h, channels, clicks, burst, random.Random(seed))
        return times, time.perf_counter() - started
    finally:
        await h.close()
        await store.close()


def percentile(values: list[float], share: float) -> float:
    return sorted(values)[min(len(values) - 1, int(len(values) * share))]


def options() -> argparse.ArgumentParser:
    """`prbot bench bot`'s options (`bench/click_reviews.py` adds --reviews)."""
    parser = bench_parser("bot")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--clicks", type=int, default=2000)
    parser.add_argument("--burst", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--discord", choices=tuple(PRESETS), default="discord")
    return parser


def main(argv: list[str] | None = None) -> int:
    return measured(options().parse_args(argv))


def measured(args: argparse.Namespace) -> int:
    times, discord = asyncio.run(measure(args))
    p95 = percentile(times, 0.95)
    print(f"{len(times)} clicks over {args.games} games in play, {args.burst} at a time, "
          f"on {pace(discord.limits)}")
    print(f"  p50 {statistics.median(times):.1f} ms, p95 {p95:.1f} ms, "
          f"p99 {percentile(times, 0.99):.1f} ms, max {max(times):.1f} ms")
    print(f"  429s from Discord: {refusals(discord)}")
    if discord.limits != INSTANT:
        print(f"(the target, p95 under {TARGET_P95_MS} ms, is the bot's own work: "
              f"--discord instant)")
        return 0
    ok = p95 < TARGET_P95_MS
    print("within target" if ok else f"OVER TARGET (p95 {TARGET_P95_MS} ms)")
    return 0 if ok else 1


def pace(limits: DiscordLimits) -> str:
    if limits == INSTANT:
        return "the offline Discord answering at once"
    return f"the offline Discord at Discord's rate limits, {limits.latency * 1000:.0f} ms a request"


def refusals(discord: Recorder) -> str:
    """The 429s the offline Discord answered the bot."""
    refused = discord.rate_limited
    return (f"{refused.total()} ({refused['user']} of a route's bucket, "
            f"{refused['global']} of the global limit)")


if __name__ == "__main__":
    raise SystemExit(main())
