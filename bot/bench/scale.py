"""How many games one bot process holds: a crowd clicking in bursts, on Discord's rate limits.

`prbot bench scale [--games N] [--pace R] [--seconds T] [--bursts B] [--burst K]
[--discord PACE] [--finished F] [--seed S]` opens N 3-player games, each in a channel of its
own, in one bot process on a temporary SQLite file (the offline Discord of `bot.offline`,
answering at once while they open). Then, on Discord's own rate limits (`--discord discord`:
50 ms a request, 5 messages and 5 edits per 5 s in a channel, 50 requests a second in all for
the bot), people click at the pace of day-long games, R clicks a second in random channels for
T seconds; then B bursts of K clicks arrive, each burst's clicks at the same instant in K
different channels, the next burst once the bot has shown the last. It prints:

- at the day-long pace, from a decision to its channel's message and to the DMs it caused
  (p50, p95, max): targets p95 under 2 s and under 5 s; the change feed's largest lag (the
  longest a change waited to be handed to a subscriber): under 10 s;
- in the bursts, the clicks held per second and how long each burst took to drain (every
  channel shown and every DM sent): target, each within a minute with 300 games and bursts of
  300 (Discord's 50 requests a second for the whole bot bound it: a click edits its channel's
  message, a DM is one more request), and the same delays;
- the failures the bot logged (a message or a DM discord.py gave up on after five 429s is
  one): target none;
- the 429s Discord answered, the process's resident memory, and the database's size per
  1 000 finished games (F random finished games stored in a file of their own, scaled).

With `--db postgresql://… [--processes P] [--sockets S]` (1 000 games by default) the same
crowd clicks in P bot processes by shards on that PostgreSQL database, given empty, with the
live table's server in a process of its own and S sockets open watching games
(`scale_processes.py`); it also prints, from a decision to its sockets' frames and from its
commit to its change in each other process (the feed's PostgreSQL relay), and each
process's resident memory.
"""

from __future__ import annotations

import asyncio
import logging
import random
import tempfile
from pathlib import Path

from ..cli.arguments import cli_text
from ..discord_ui.client import PuertoRicoBot
from ..offline.harness import Harness
from ..offline.limits import PRESETS
from ..service import GameService
from ..store import is_postgres, open_store
from . import bench_parser
from .clicks import pace, percentile, refusals, stand_in_board, stand_in_player
from .community import finished_game, store_game
from .crowd import (
    CHANNEL_P95,
    DM_P95,
    DRAIN_TARGET,
    LAG_TARGET,
    Failures,
    Figures,
    Run,
    Watch,
    WatchedRecorder,
    burst,
    open_crowd,
    paced,
    peak_mib,
    phase_of,
    spread,
)


async def bursts(h: Harness, watch: Watch, channels: list[int], count: int, size: int,
                 rng: random.Random) -> Figures:
    """`count` bursts of `size` clicks in different channels, each drained before the next,
    an hour apart on the bot's clock."""
    figures = Figures()
    for _ in range(count):
        began = asyncio.get_running_loop().time()
        clicks = await burst(h, watch, channels, size, rng, began)
        if not clicks:
            break
        figures.drained(clicks, asyncio.get_running_loop().time() - began)
    return figures


async def size_per_thousand(folder: Path, games: int, seed: int) -> float:
    """MiB a database takes for 1 000 finished games, from `games` stored in a file."""
    path = folder / "finished.sqlite3"
    store = await open_store(str(path))
    try:
        empty = path.stat().st_size
        rng = random.Random(seed)
        for index in range(games):
            users, record = finished_game(index, rng)
            await store_game(store, 1_000 + index, users, record)
    finally:
        await store.close()
    used = sum(p.stat().st_size for p in folder.glob("finished.sqlite3*")) - empty
    return used / games * 1000 / 2**20


async def measure(args) -> Run:
    watch = Watch()
    failures = Failures()
    logging.getLogger("bot").addHandler(failures)
    discord = WatchedRecorder(watch)
    with tempfile.TemporaryDirectory() as scratch:
        store = await open_store(str(Path(scratch) / "scale.sqlite3"))
        bot = PuertoRicoBot(GameService(store, seed_source=lambda: args.seed))
        bot.render_board, bot.render_player = stand_in_board, stand_in_player
        h = await Harness(bot, discord).start()
        try:
            channels = await open_crowd(h, watch, discord, args.games, args.discord)
            rng = random.Random(args.seed)
            phase_of(watch, bot.service.feed)
            day_clicks = await paced(h, watch, channels, args.pace, args.seconds, rng)
            day = phase_of(watch, bot.service.feed)
            figures = await bursts(h, watch, channels, args.bursts,
                                   min(args.burst, len(channels)), rng)
            crowd = phase_of(watch, bot.service.feed)
        finally:
            await h.close()
            await store.close()
            logging.getLogger("bot").removeHandler(failures)
        size = await size_per_thousand(Path(scratch), args.finished, args.seed)
    title = (f"{args.games} games in play in one process on SQLite, on "
             f"{pace(discord.limits)}")
    return Run(title, day, day_clicks, crowd, figures, refusals(discord), failures.count,
               [f"resident memory at its peak: {peak_mib():.0f} MiB"], size)


def verdict(ok: bool) -> str:
    return "within target" if ok else "OVER TARGET"


def report(args, run: Run) -> bool:
    """Print each figure with its verdict; whether every target is met."""
    print(run.title)
    day, crowd, figures = run.day, run.crowd, run.figures
    held = figures.clicks / figures.seconds if figures.seconds else 0.0
    drained = max(figures.drains, default=0.0)
    checks = [
        (f"at the day-long pace, {args.pace:g} clicks a second for {args.seconds:g} s "
         f"({run.day_clicks / args.seconds:.1f} a second held)", None),
        (f"  decision to its channel's message: {spread(day.channel_delays)}",
         bool(day.channel_delays) and percentile(day.channel_delays, 0.95) <= CHANNEL_P95),
        (f"  decision to its DMs: {spread(day.dm_delays)}",
         not day.dm_delays or percentile(day.dm_delays, 0.95) <= DM_P95),
        (f"  the feed's largest lag: {day.lag:.2f} s", day.lag <= LAG_TARGET),
        *day.more,
        (f"in {len(figures.drains)} bursts of {args.burst} clicks at once", None),
        (f"  clicks held: {held:.1f} a second; the longest burst drained in {drained:.1f} s",
         drained <= DRAIN_TARGET),
        (f"  decision to its channel's message: {spread(crowd.channel_delays)}", None),
        (f"  decision to its DMs: {spread(crowd.dm_delays)}", None),
        (f"  the feed's largest lag: {crowd.lag:.2f} s", None),
        *crowd.more,
        (f"failures logged (a message or a DM not sent): {run.failures}", run.failures == 0),
    ]
    for line, ok in checks:
        print(f"  {line}: {verdict(ok)}" if ok is not None else f"  {line}")
    print(f"  429s from Discord: {run.refused}")
    for line in run.memory:
        print(f"  {line}")
    print(f"  the database: {run.size:.1f} MiB per 1 000 finished games")
    return all(ok is not False for _, ok in checks)


def main(argv: list[str] | None = None) -> int:
    parser = bench_parser("scale")
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--pace", type=float, default=5.0)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--bursts", type=int, default=6)
    parser.add_argument("--burst", type=int, default=300)
    parser.add_argument("--discord", choices=tuple(PRESETS), default="discord")
    parser.add_argument("--finished", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db", metavar="URL")
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--sockets", type=int, default=500)
    args = parser.parse_args(argv)
    if args.db is not None and not is_postgres(args.db):
        parser.error(cli_text("cli-bench-scale-not-postgres", db=args.db))
    if args.db is not None:
        from .scale_processes import measure_processes

        args.games = args.games or 1000
        return 0 if report(args, asyncio.run(measure_processes(args))) else 1
    args.games = args.games or 300
    return 0 if report(args, asyncio.run(measure(args))) else 1


if __name__ == "__main__":
    raise SystemExit(main())
