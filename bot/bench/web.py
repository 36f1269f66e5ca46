"""How fast the live table's server tells every open page of a game about a decision, how much
an open socket weighs, and how many clicks a second go through the sockets.

`prbot bench web [--games 50] [--watchers 5] [--decisions 20] [--db URL]` runs on loopback:
the real web app (bot/web) listening on a free port over a real GameService, on a temporary
SQLite file (or the database of `--db`, given empty), in this process; the pages in a process
of their own (`bench/pages.py`). It opens `--games` games of 2 to 5 people (no computer
player: the bench's players decide), and for each game one socket per player plus
`--watchers` watchers' sockets (aiohttp's client asking for compression as browsers do, each
with a session traded at `POST /api/session` for a link the server's key signed). Then every
game plays `--decisions` decisions at once with the others, each by a player the game asks,
through his socket: a choice of the `table` message he was sent (the suggested arrangement in
the Mayor phase, as the page sends it), the next one once every socket of the game has the
table it made.

Figures:
- the time from a decision's commit (the service publishing it to its change feed, once it is
  stored) to the moment the LAST socket of its game has a table that shows it: p50, p95, p99,
  max. Target: p95 under 250 ms with 300 sockets open (`--games 50 --watchers 5`: 427).
- the server process's resident memory (RSS, as `prbot bench service --finished`) added by
  opening the sockets and sending each its first table, per socket: the server's end only,
  the pages being in their own process. Target: under 200 MiB for 500 sockets
  (`--games 100 --watchers 3`).
- clicks per second through the sockets, and in the same run through Discord's buttons (the
  offline harness of `prbot bench bot`, pictures excluded, as many games and clicks, every
  game clicking at once): their ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import statistics
from dataclasses import dataclass
from pathlib import Path

from aiohttp import web

from ..links.tokens import Signer
from ..service import GameService
from ..store import open_store
from ..web.app import web_app
from . import bench_parser, print_rows, run_in_folder, verdict
from .pages import Pages, Plan, now
from .service import percentile, resident_mib

TARGET_P95_MS = 250
TARGET_MIB_FOR_500 = 200
GUILD = 1


async def open_game(service: GameService, channel: int, players: int,
                    rng: random.Random) -> tuple[int, list[int]]:
    """A game of `players` people (no computer) in `channel`: its id and its users."""
    users = [channel * 10 + seat for seat in range(players)]
    await service.lobby.new_lobby(channel, GUILD, users[0], f"P{users[0]}",
                                  rng.choice(("classic", "1897")), "en")
    for user in users[1:]:
        await service.lobby.join(channel, user, f"P{user}")
    outcome = await service.lobby.start(channel, users[0])
    return outcome.table.game_id, users


def stamp_commits(service: GameService) -> dict[tuple[int, int], float]:
    """The moment each change is published by the service, by (game, revision): once it is
    stored, as the game's lock is let go (until `phase` puts the feed back)."""
    commits: dict[tuple[int, int], float] = {}
    publish = service.feed.publish

    def stamped(change) -> None:
        commits.setdefault((change.game_id, change.revision), now())
        publish(change)

    service.feed.publish = stamped
    return commits


def delays(arrivals: dict[int, list[dict[int, float]]],
           commits: dict[tuple[int, int], float]) -> tuple[list[float], int]:
    """Per decision, the ms from its commit to its table on the last page of its game; and
    how many (page, change) deliveries are missing (none, when every page got every
    change)."""
    times, missing = [], 0
    for (game_id, revision), committed in commits.items():
        moments = [arrived.get(revision) for arrived in arrivals[game_id]]
        missing += moments.count(None)
        if None not in moments:
            times.append((max(moments) - committed) * 1000)
    return times, missing


# --------------------------------------------------------------------------- the run
@dataclass
class Phase:
    """The games played once: each decision's delay to its game's last page (ms), the pages'
    deliveries missing, the decisions taken and the seconds they took."""

    delays: list[float]
    missing: int
    decisions: int
    seconds: float

    @property
    def rate(self) -> float:
        return self.decisions / self.seconds


@dataclass
class Figures:
    sockets: int
    added_mib: float
    paced: Phase
    flat_out: Phase
    button_clicks: int = 0
    button_seconds: float = 0.0

    @property
    def per_socket_kib(self) -> float:
        return self.added_mib * 1024 / self.sockets

    @property
    def button_rate(self) -> float:
        return self.button_clicks / self.button_seconds


async def phase(service: GameService, pages: Pages, think: float) -> Phase:
    """Every game plays `--decisions` decisions at once with the others, through the pages'
    process."""
    commits = stamp_commits(service)
    taken, seconds, arrivals = await pages.play(think)
    del service.feed.publish  # the feed's own again
    return Phase(*delays(arrivals, commits), taken, seconds)


async def through_sockets(url: str, args: argparse.Namespace) -> Figures:
    """Serve, open the games, and their sockets in the pages' process; play at a player's
    pace, then flat out. The memory is this process's: the server's end of the sockets."""
    rng = random.Random(args.seed)
    store = await open_store(url)
    service = GameService(store, seed_source=lambda: rng.getrandbits(63))
    key = b"the bench's key"
    runner = web.AppRunner(web_app(service, signer=Signer(key)), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    pages = None
    try:
        opened = [await open_game(service, channel, rng.randint(2, 5), rng)
                  for channel in range(1, args.games + 1)]
        gc.collect()
        before = resident_mib()
        pages = Pages(Plan(f"http://127.0.0.1:{runner.addresses[0][1]}", key, opened,
                           args.watchers, args.decisions, rng.getrandbits(32)))
        sockets = await pages.opened()
        gc.collect()
        added = resident_mib() - before
        paced = await phase(service, pages, args.think)
        flat_out = await phase(service, pages, 0)
        return Figures(sockets, added, paced, flat_out)
    finally:
        if pages is not None:
            await asyncio.to_thread(pages.close)
        await runner.cleanup()
        await store.close()


async def through_buttons(url: str, args: argparse.Namespace, clicks: int) -> tuple[int, float]:
    """As many clicks on Discord's buttons (the offline harness, at Discord's own limits),
    every game at once."""
    from .clicks import clicks_on

    times, seconds = await clicks_on(url, args.games, clicks, args.games, args.seed)
    return len(times), seconds


async def measure(args: argparse.Namespace, folder: Path) -> Figures:
    figures = await through_sockets(args.db or str(folder / "web.sqlite3"), args)
    figures.button_clicks, figures.button_seconds = await through_buttons(
        args.db or str(folder / "buttons.sqlite3"), args, figures.flat_out.decisions)
    return figures


def spread(times: list[float]) -> str:
    return (f"p50 {statistics.median(times):.0f} ms, p95 {percentile(times, 0.95):.0f} ms, "
            f"p99 {percentile(times, 0.99):.0f} ms, max {max(times):.0f} ms "
            f"({len(times)} decisions)")


def report(figures: Figures, args: argparse.Namespace) -> bool:
    """Print the table of figures; whether the targets were met."""
    paced, flat_out = figures.paced, figures.flat_out
    for_500 = figures.per_socket_kib * 500 / 1024
    rows = [
        ("sockets open", f"{figures.sockets} ({args.games} games of 2 to 5 players, "
                         f"{args.watchers} watchers each)"),
        (f"commit → every socket, players thinking {args.think:g} s on average",
         spread(paced.delays)),
        ("commit → every socket, flat out", spread(flat_out.delays)),
        ("changes a socket did not receive", f"{paced.missing + flat_out.missing}"),
        ("memory per socket", f"{figures.per_socket_kib:.0f} KiB ({figures.added_mib:.1f} MiB "
                              f"for {figures.sockets}; {for_500:.0f} MiB for 500)"),
        ("clicks per second, flat out", f"sockets {flat_out.rate:.1f}, Discord's buttons "
                                        f"{figures.button_rate:.1f}: ratio "
                                        f"{flat_out.rate / figures.button_rate:.2f}"),
    ]
    print_rows(rows)
    p95 = percentile(paced.delays, 0.95)
    ok = p95 < TARGET_P95_MS and for_500 < TARGET_MIB_FOR_500 \
        and paced.missing + flat_out.missing == 0
    return verdict(ok, f"p95 {TARGET_P95_MS} ms at a player's pace, {TARGET_MIB_FOR_500} MiB "
                       "for 500 sockets")


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = bench_parser("web")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--watchers", type=int, default=5)
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db", metavar="URL")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    return run_in_folder(argv, parse, measure, report)


if __name__ == "__main__":
    raise SystemExit(main())
