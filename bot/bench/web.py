"""How fast the live table's server tells every open page of a game about a decision, how much
an open socket weighs, and how many clicks a second go through the sockets.

`prbot bench web [--games 50] [--watchers 5] [--decisions 20] [--db URL]` runs in one process
on loopback: the real web app (bot/web) listening on a free port over a real GameService, on a
temporary SQLite file (or the database of `--db`, given empty). It opens `--games` games of 2 to
5 people (no computer player: the bench's players decide), and for each game one socket per
player plus `--watchers` watchers' sockets (aiohttp's client, each with a session traded at
`POST /api/session` for a link the server's key signed). Then every game plays `--decisions`
decisions at once with the others, each by a player the game asks, through his socket: a
choice of the `table` message he was sent (the suggested arrangement in the Mayor phase, as
the page sends it), the next one once every socket of the game has the table it made.

Figures:
- the time from a decision's commit (the service publishing it to its change feed, once it is
  stored) to the moment the LAST socket of its game has a table that shows it: p50, p95, p99,
  max. Target: p95 under 250 ms with 300 sockets open (`--games 50 --watchers 4`).
- the resident memory (RSS, as `prbot bench service --finished`) added by opening the sockets
  and sending each its first table, per socket. Both ends of every socket are in this process,
  so this is an upper bound of the server's share. Target: under 200 MiB for 500 sockets
  (`--games 100 --watchers 3`).
- clicks per second through the sockets, and in the same run through Discord's buttons (the
  offline harness of `prbot bench bot`, pictures excluded, as many games and clicks, every
  game clicking at once): their ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
from aiohttp import web

from ..service import GameService
from ..store import open_store
from ..web.app import web_app
from ..web.tokens import Signer
from . import bench_parser
from .service import percentile, resident_mib

TARGET_P95_MS = 250
TARGET_MIB_FOR_500 = 200
GUILD = 1
COMPRESS = 15  # permessage-deflate's window, as browsers ask for it
WAIT = 60  # seconds a game's sockets may take to show a decision before the bench gives up


@dataclass
class Page:
    """One open socket, as the page would hold it: who it is, the last table it got, and when
    each revision of the game first reached it."""

    user: int
    ws: aiohttp.ClientWebSocketResponse
    table: dict | None = None
    arrived: dict[int, float] = field(default_factory=dict)  # revision → perf_counter
    errors: list[str] = field(default_factory=list)

    @property
    def revision(self) -> int:
        return self.table["revision"] if self.table is not None else -1


@dataclass
class Game:
    """A game in play, its players' pages and its watchers'."""

    game_id: int
    channel: int
    players: list[Page]
    watchers: list[Page]
    moved: asyncio.Event = field(default_factory=asyncio.Event)  # any page got anything

    @property
    def pages(self) -> list[Page]:
        return self.players + self.watchers


async def listen(page: Page, game: Game) -> None:
    """Read a socket until it closes: each table kept, its arrival noted."""
    async for message in page.ws:
        if message.type is not aiohttp.WSMsgType.TEXT:
            continue
        now = time.perf_counter()
        data = json.loads(message.data)
        if data["type"] == "table":
            page.arrived.setdefault(data["revision"], now)
            if data["revision"] >= page.revision:
                page.table = data
        else:
            page.errors.append(data["code"])
        game.moved.set()


# --------------------------------------------------------------------------- set-up
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


async def connect(http: aiohttp.ClientSession, base: str, signer: Signer, user: int,
                  game_id: int) -> aiohttp.ClientWebSocketResponse:
    """A socket of `user` at the game, as the page opens it: a signed link traded for a
    session, then `/ws`."""
    link = signer.link(user, game_id, int(time.time()))
    async with http.post(f"{base}/api/session", json={"link": link}) as answer:
        answer.raise_for_status()
        session = (await answer.json())["session"]
    return await http.ws_connect(f"{base}/ws?s={session}", compress=COMPRESS)


async def open_pages(http: aiohttp.ClientSession, base: str, signer: Signer, game_id: int,
                     channel: int, users: list[int], watchers: int,
                     readers: list[asyncio.Task]) -> Game:
    """The game's sockets, each read by a task of `readers`."""
    watching = [10**9 + channel * 100 + number for number in range(watchers)]
    pages = [Page(user, await connect(http, base, signer, user, game_id))
             for user in users + watching]
    game = Game(game_id, channel, pages[:len(users)], pages[len(users):])
    readers += [asyncio.create_task(listen(page, game)) for page in pages]
    return game


async def everyone_has(game: Game, revision: int) -> None:
    """Until every page of the game has a table at `revision` or later."""
    while min(page.revision for page in game.pages) < revision:
        game.moved.clear()
        await asyncio.wait_for(game.moved.wait(), WAIT)


# --------------------------------------------------------------------------- play
def submission(table: dict, rng: random.Random) -> list[str]:
    """What a player sends for a table that asks him: the suggested Mayor arrangement, as
    the page confirms it, else one of his choices."""
    arrange = table.get("arrange")
    if arrange and arrange["pieces"]:
        places = arrange["places"]
        decisions = [f"place-noble {places[i]}" for i in arrange["suggested_nobles"]]
        decisions += [f"place {places[i]}" for i in arrange["suggested"]]
        if decisions:
            return decisions
    return [rng.choice(table["choices"])["decision"]]


async def play(service: GameService, game: Game, decisions: int, think: float,
               rng: random.Random) -> int:
    """Up to `decisions` decisions of the game through its players' sockets, each once every
    page shows the one before and its player has thought for 0 to 2 × `think` seconds; how
    many were taken."""
    taken = 0
    for _ in range(decisions):
        table = await service.tables.table(game.channel)
        if table.status != "playing" or not table.pending_users:
            break
        asked = rng.choice(table.pending_users)
        page = next(p for p in game.players if p.user == asked)
        await everyone_has(game, table.revision)
        await asyncio.sleep(rng.uniform(0, 2 * think))
        await page.ws.send_json({"type": "decide", "revision": page.revision,
                                 "decisions": submission(page.table, rng)})
        errors = len(page.errors)
        while min(p.revision for p in game.pages) <= table.revision:
            if len(page.errors) > errors:
                raise RuntimeError(f"game {game.game_id}: refused: {page.errors[-1]}")
            game.moved.clear()
            await asyncio.wait_for(game.moved.wait(), WAIT)
        taken += 1
    return taken


def stamp_commits(service: GameService) -> dict[tuple[int, int], float]:
    """The moment each change is published by the service, by (game, revision): once it is
    stored, as the game's lock is let go (until `phase` puts the feed back)."""
    commits: dict[tuple[int, int], float] = {}
    publish = service.feed.publish

    def stamped(change) -> None:
        commits.setdefault((change.game_id, change.revision), time.perf_counter())
        publish(change)

    service.feed.publish = stamped
    return commits


def delays(games: list[Game], commits: dict[tuple[int, int], float]) -> tuple[list[float], int]:
    """Per decision, the ms from its commit to its table on the last page of its game; and
    how many (page, change) deliveries are missing (none, when every page got every
    change)."""
    times, missing = [], 0
    for game in games:
        for (game_id, revision), committed in commits.items():
            if game_id != game.game_id:
                continue
            arrivals = [page.arrived.get(revision) for page in game.pages]
            missing += arrivals.count(None)
            if None not in arrivals:
                times.append((max(arrivals) - committed) * 1000)
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


async def phase(service: GameService, games: list[Game], args: argparse.Namespace,
                think: float, rng: random.Random) -> Phase:
    """Every game plays `--decisions` decisions at once with the others."""
    commits = stamp_commits(service)
    started = time.perf_counter()
    taken = await asyncio.gather(*(play(service, game, args.decisions, think,
                                        random.Random(rng.getrandbits(32)))
                                   for game in games))
    seconds = time.perf_counter() - started
    del service.feed.publish  # the feed's own again
    return Phase(*delays(games, commits), sum(taken), seconds)


async def through_sockets(url: str, args: argparse.Namespace) -> Figures:
    """Serve, open the games and their sockets, play at a player's pace, then flat out."""
    rng = random.Random(args.seed)
    store = await open_store(url)
    service = GameService(store, seed_source=lambda: rng.getrandbits(63))
    signer = Signer(b"the bench's key")
    runner = web.AppRunner(web_app(service, signer=signer), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    base = f"http://127.0.0.1:{runner.addresses[0][1]}"
    readers: list[asyncio.Task] = []
    http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))
    try:
        opened = [await open_game(service, channel, rng.randint(2, 5), rng)
                  for channel in range(1, args.games + 1)]
        gc.collect()
        before = resident_mib()
        games = [await open_pages(http, base, signer, game_id, channel, users, args.watchers,
                                  readers)
                 for channel, (game_id, users) in enumerate(opened, start=1)]
        for game in games:
            await everyone_has(game, 0)
        gc.collect()
        added = resident_mib() - before
        paced = await phase(service, games, args, args.think, rng)
        flat_out = await phase(service, games, args, 0, rng)
        return Figures(sum(len(g.pages) for g in games), added, paced, flat_out)
    finally:
        await http.close()
        await runner.cleanup()
        for reader in readers:
            reader.cancel()
        await asyncio.gather(*readers, return_exceptions=True)
        await store.close()


async def through_buttons(url: str, args: argparse.Namespace, clicks: int) -> tuple[int, float]:
    """As many clicks on Discord's buttons (the offline harness), every game at once."""
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
    width = max(len(label) for label, _ in rows)
    for label, value in rows:
        print(f"{label.ljust(width)}  {value}")
    p95 = percentile(paced.delays, 0.95)
    ok = p95 < TARGET_P95_MS and for_500 < TARGET_MIB_FOR_500 \
        and paced.missing + flat_out.missing == 0
    print("within target" if ok else f"OVER TARGET (p95 {TARGET_P95_MS} ms at a player's "
                                     f"pace, {TARGET_MIB_FOR_500} MiB for 500 sockets)")
    return ok


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
    args = parse(argv)
    with tempfile.TemporaryDirectory(prefix="prbot-bench-") as folder:
        figures = asyncio.run(measure(args, Path(folder)))
    return 0 if report(figures, args) else 1


if __name__ == "__main__":
    raise SystemExit(main())
