"""`prbot bench scale --db postgresql://… --processes N`: the bot as it grows, in OS processes.

Each of the N bot processes is started (spawned, nothing shared but what is passed) as the bot
runs in production with `--shards`: its own range of Discord's shards, two of the 2×N
(`bot.shards`), its own game service on the one PostgreSQL database, its change feed joined to
the others' by the PostgreSQL relay (`bot/feed/postgres.py`), its own offline Discord. Its
games are in servers of its own shards, two games a server: Discord sends a server's clicks to
the process holding its shard, so each process clicks in its own games only. The live table's
server (`bot/web`) runs as a process of its own on the same database (as `prbot web`), hearing
every process's decisions through the relay; the pages, `--sockets` sockets each watching a
game (as a spectator's page does), run in another process (`bench/pages.py`'s sockets), so
that their reading takes none of the server's time.

Discord's global limit (50 requests a second) is per bot token, and the processes are one bot:
the offline Discords of the N processes count it in one window kept in memory they all share
(`SharedGate`), as Discord counts it, so that no process may use more than what the others
leave of the 50; so is every bucket of a route that is one for the whole bot (a DM channel's
opening). The buckets of a channel or of an interaction's token stay each process's own: a
channel is in one server, hence in one process.

The parent sends each phase's orders over a pipe to every process and gathers its figures
back (pickled over the pipe): at the day-long pace, each process clicks `--pace`/N a second in
its own channels; in a burst, each clicks its share of `--burst` at one moment on the
system's monotonic clock (the same in every process), and the burst is drained when the last
process has shown its part. The moments are read on that clock in every process, so the
decisions taken in a bot process are matched with the frames the pages got from the web
server: from the click to the first frame at its revision or later, each socket.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
import resource
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from types import SimpleNamespace

from ..discord_ui.client import bot_for
from ..feed import DECIDED, ENDED
from ..offline.harness import Harness
from ..offline.limits import PRESETS, Bucket, Gate, Verdict
from ..offline.recorder import ids_from
from ..offline.transport import ROUTES
from ..service import GameService
from ..shards import Shards
from ..store import open_store, shown
from . import crowd
from .clicks import pace, refusals, stand_in_board, stand_in_player
from .community import finished_game, store_game
from .service import FIRST_ID, resident_mib

KEY = b"the bench's key"  # the live table's signing key, the pages' and the server's
GAMES_A_SERVER = 2
SHARDS_A_PROCESS = 2
LEAD = 1.0  # seconds between a burst's order and its clicks: every process ready by then
PATIENCE = 1800  # seconds a process may take to answer an order before the bench gives up


# --------------------------------------------------------------------------- Discord's limits
def bot_wide_keys() -> tuple[tuple[str, str], ...]:
    """The windows Discord keeps once for the whole bot: the global limit, and each route of
    the `others` kind with no channel or token in its path (a bucket of the bot's own)."""
    routes = sorted(f"{method} {path}" for (method, path), kind in ROUTES.items()
                    if kind == "others" and "{channel_id}" not in path
                    and "{webhook_id}" not in path)
    return (("", ""), *((route, "") for route in routes))


SHARED = bot_wide_keys()


class SharedGate(Gate):
    """The offline Discord's gate for one process of several that are one bot: the windows
    of `SHARED` are counted in `memory` (a multiprocessing Array of two doubles a window,
    when it closes and how many it let through), which every process's gate shares."""

    def __init__(self, memory) -> None:
        super().__init__()
        self.memory = memory

    def count(self, key: tuple[str, str], bucket: Bucket, now: float) -> Verdict:
        if key not in SHARED:
            return super().count(key, bucket, now)
        slot = 2 * SHARED.index(key)
        with self.memory.get_lock():
            if now >= self.memory[slot]:
                self.memory[slot], self.memory[slot + 1] = now + bucket.window, 0
            reset_after = self.memory[slot] - now
            used = int(self.memory[slot + 1])
            if used >= bucket.limit:
                return Verdict(bucket.limit, 0, reset_after, scope="user")
            self.memory[slot + 1] = used + 1
        return Verdict(bucket.limit, bucket.limit - used - 1, reset_after)


class ServerHarness(Harness):
    """The offline harness whose games are in servers of the process's shards: a channel
    seen for the first time goes to the next server, `GAMES_A_SERVER` channels a server."""

    def __init__(self, bot, recorder, servers) -> None:
        super().__init__(bot, recorder)
        self.servers = servers  # iterator of the guild ids to use
        self.guilds: dict[int, int] = {}  # channel -> its server
        self.filled = GAMES_A_SERVER

    def guild_of(self, channel: int) -> int:
        if channel not in self.guilds:
            if self.filled == GAMES_A_SERVER:
                self.server, self.filled = next(self.servers), 0
            self.guilds[channel], self.filled = self.server, self.filled + 1
        return self.guilds[channel]

    def payload(self, *args, **options) -> dict:
        payload = super().payload(*args, **options)
        guild = str(self.guild_of(int(payload["channel_id"])))
        payload["guild_id"] = payload["channel"]["guild_id"] = guild
        payload["authorizing_integration_owners"] = {"0": guild}
        return payload


def servers_of(shards: Shards):
    """Guild ids Discord would send to `shards`, taking its shards in turn."""
    number = 0
    while True:
        for shard in shards.ids:
            yield ((number * shards.count + shard) << 22) + 1
        number += 1


# --------------------------------------------------------------------------- stamps
class Stamps:
    """Moments on the system's monotonic clock, by (game, revision), as a process's feed
    publishes them: of its own decisions, the click that made it and its commit (the change
    published once stored); of the changes heard from another process, when it published
    them here."""

    def __init__(self, feed, watch: crowd.Watch | None = None) -> None:
        self.decided: dict[tuple[int, int], tuple[float, float]] = {}
        self.heard: dict[tuple[int, int], float] = {}
        publish = feed.publish

        def stamped(change) -> None:
            moment, key = time.monotonic(), (change.game_id, change.revision)
            if change.heard:
                self.heard.setdefault(key, moment)
            elif watch is not None and change.kind in (DECIDED, ENDED):
                clicked = watch.last_click.get(change.channel_id)
                if clicked is not None:
                    self.decided.setdefault(key, (clicked, moment))
            publish(change)

        feed.publish = stamped


def first_at(moments: dict[int, float], revision: int) -> float | None:
    """The first moment a revision at or after `revision` came (None: none came)."""
    return min((moment for seen, moment in moments.items() if seen >= revision), default=None)


def by_game(stamps: dict[tuple[int, int], float]) -> dict[int, dict[int, float]]:
    games: dict[int, dict[int, float]] = {}
    for (game_id, revision), moment in stamps.items():
        games.setdefault(game_id, {})[revision] = moment
    return games


# --------------------------------------------------------------------------- a child process
def child(work, args, pipe) -> None:
    """A spawned process's body: `work(*args, pipe)` in an event loop, what went wrong said
    over the pipe."""
    logging.basicConfig(level=logging.WARNING)
    try:
        asyncio.run(work(*args, pipe))
    except BaseException:
        pipe.send(("failed", traceback.format_exc()))
        raise


class Child:
    """The parent's end of a process of the bench."""

    def __init__(self, context, work, *args) -> None:
        self.pipe, theirs = context.Pipe()
        self.process = context.Process(target=child, args=(work, args, theirs), daemon=True)
        self.process.start()
        theirs.close()

    def send(self, *order) -> None:
        self.pipe.send(order)

    async def answer(self, expected: str) -> tuple:
        ready = await asyncio.to_thread(self.pipe.poll, PATIENCE)
        got = self.pipe.recv() if ready else ("failed", f"no answer in {PATIENCE} s")
        if got[0] != expected:
            raise RuntimeError(f"a process of the bench: {got[1] if len(got) > 1 else got}")
        return got[1:]

    async def ask(self, expected: str, *order) -> tuple:
        self.send(*order)
        return await self.answer(expected)

    def end(self) -> None:
        self.process.join(30)
        if self.process.is_alive():
            self.process.kill()


async def orders(pipe) -> tuple:
    return await asyncio.to_thread(pipe.recv)


# --------------------------------------------------------------------------- a bot process
@dataclass(frozen=True)
class BotPlan:
    url: str
    number: int
    shards: str
    shard_count: int
    games: int
    seed: int
    discord: str


@dataclass
class BotFigures:
    """What a bot process says at its end."""

    shards: str
    decided: dict[tuple[int, int], tuple[float, float]]
    heard: dict[tuple[int, int], float]
    failures: int
    refused: Counter
    resident: float
    peak: float
    cpu: float


async def bot_process(plan: BotPlan, memory, pipe) -> None:
    """One bot process: its games opened, then the parent's orders until "close"."""
    ids_from(FIRST_ID + (plan.number + 1) * 10**12)
    watch, failures = crowd.Watch(), crowd.Failures()
    logging.getLogger("bot").addHandler(failures)
    discord = crowd.WatchedRecorder(watch)
    discord.gate = SharedGate(memory)
    store = await open_store(plan.url)
    shards = Shards.parse(plan.shards, plan.shard_count)
    service = GameService(store, shards=shards, seed_source=lambda: plan.seed + plan.number)
    await service.connect_feed(plan.url)
    stamps = Stamps(service.feed, watch)
    bot = bot_for(service)
    bot.render_board, bot.render_player = stand_in_board, stand_in_player
    h = await ServerHarness(bot, discord, servers_of(shards)).start()
    try:
        first_user = 10_000 + plan.number * 10**6
        channels = await crowd.open_crowd(h, watch, discord, plan.games, plan.discord, first_user)
        games = [(await service.tables.table(channel)).game_id for channel in channels]
        pipe.send(("opened", games))
        await obey(h, watch, channels, random.Random(plan.seed + plan.number), pipe)
    finally:
        await h.close()
        await service.feed.close()
        await store.close()
    pipe.send(("closed", BotFigures(plan.shards, stamps.decided, stamps.heard, failures.count,
                                    discord.rate_limited, resident_mib(), crowd.peak_mib(),
                                    cpu_seconds())))


async def obey(h: Harness, watch: crowd.Watch, channels: list[int], rng: random.Random,
               pipe) -> None:
    """The parent's orders: click at a pace, a burst, the phase's figures; until "close"."""
    feed = h.bot.service.feed
    crowd.phase_of(watch, feed)
    while (order := await orders(pipe))[0] != "close":
        if order[0] == "pace":
            clicks = await crowd.paced(h, watch, channels, *order[1:], rng)
            pipe.send(("paced", clicks, crowd.phase_of(watch, feed)))
        elif order[0] == "burst":
            clicks = await crowd.burst(h, watch, channels, order[1], rng, order[2])
            pipe.send(("drained", clicks, time.monotonic() - order[2]))
        else:
            pipe.send(("phase", crowd.phase_of(watch, feed)))


# --------------------------------------------------------------------------- the live table
async def web_process(url: str, pipe) -> None:
    """The live table's server alone on the database (as `prbot web`), on a free port."""
    from aiohttp import web

    from ..links.tokens import Signer
    from ..web.app import web_app

    store = await open_store(url)
    service = GameService(store)
    await service.connect_feed(url)
    stamps = Stamps(service.feed)
    runner = web.AppRunner(web_app(service, signer=Signer(KEY)), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    try:
        pipe.send(("serving", runner.addresses[0][1]))
        while (await orders(pipe))[0] != "close":
            pipe.send(("lag", service.feed.most_lag))
            service.feed.forget_most_lag()
    finally:
        await runner.cleanup()
        await service.feed.close()
        await store.close()
    pipe.send(("closed", stamps.heard, (resident_mib(), crowd.peak_mib(), cpu_seconds())))


async def pages_process(base: str, games: list[int], watchers: int, pipe) -> None:
    """`watchers` spectators' sockets on each of `games`; at "report", once each game's
    pages show its latest revision (or `pages.WAIT` passed), when each revision reached
    each page."""
    import aiohttp

    from .pages import WAIT, Plan, open_pages

    plan = Plan(base, KEY, [], watchers, 0, 0)
    readers: list[asyncio.Task] = []
    http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))
    try:
        opened = [await open_pages(http, plan, game_id, [], readers) for game_id in games]
        for game in opened:
            await game.until(partial(game.shows, 0))
        pipe.send(("opened", sum(len(game.pages) for game in opened)))
        _, latest = await orders(pipe)
        waits = [game.until(partial(game.shows, latest.get(game.game_id, 0)))
                 for game in opened]
        try:
            await asyncio.wait_for(asyncio.gather(*waits), WAIT)
        except TimeoutError:
            pass  # the frames missing are counted
        pipe.send(("arrivals", {game.game_id: [page.arrived for page in game.pages]
                                for game in opened}))
    finally:
        await http.close()
        for reader in readers:
            reader.cancel()
        await asyncio.gather(*readers, return_exceptions=True)


# --------------------------------------------------------------------------- the parent
def shares(total: int, parts: int) -> list[int]:
    """`total` split into `parts` as evenly as whole numbers go."""
    return [total // parts + (number < total % parts) for number in range(parts)]


def watched(opened: list[list[int]], sockets: int) -> tuple[list[int], int]:
    """The games the sockets watch, taken from every process in turn, and the sockets a
    game: one each on `sockets` games, or more each on every game."""
    games = [game for row in zip(*opened, strict=False) for game in row]
    if sockets <= len(games):
        return games[:sockets], 1
    return games, sockets // len(games)


@dataclass
class Processes:
    """The bench's processes, as the parent holds them."""

    bots: list[Child]
    web: Child
    pages: Child | None = None
    sockets: int = 0
    drains: list[tuple[int, float]] = field(default_factory=list)

    @property
    def all(self) -> list[Child]:
        return [*self.bots, self.web, *([self.pages] if self.pages else [])]


async def started(args, context) -> Processes:
    """The live table's server, the bot processes with their games open, the pages."""
    memory = context.Array("d", 2 * len(SHARED))
    count = args.processes
    web = Child(context, web_process, args.db)
    (port,) = await web.answer("serving")
    plans = [BotPlan(args.db, number, f"{number * SHARDS_A_PROCESS}-"
                     f"{number * SHARDS_A_PROCESS + SHARDS_A_PROCESS - 1}",
                     count * SHARDS_A_PROCESS, games, args.seed, args.discord)
             for number, games in enumerate(shares(args.games, count))]
    running = Processes([Child(context, bot_process, plan, memory) for plan in plans], web)
    opened = [(await bot.answer("opened"))[0] for bot in running.bots]
    games, watchers = watched(opened, args.sockets)
    if games:
        running.pages = Child(context, pages_process, f"http://127.0.0.1:{port}", games,
                              watchers)
        (running.sockets,) = await running.pages.answer("opened")
    return running


async def day_long(running: Processes, args) -> tuple[crowd.Phase, int]:
    """Every process at its share of the pace: their delays together, and the clicks."""
    share = args.pace / len(running.bots)
    for bot in running.bots:
        bot.send("pace", share, args.seconds)
    answers = [await bot.answer("paced") for bot in running.bots]
    (web_lag,) = await running.web.ask("lag", "lag")
    return joined([phase for _, phase in answers], web_lag), sum(c for c, _ in answers)


async def crowded(running: Processes, args, figures) -> crowd.Phase:
    """`--bursts` bursts, each process clicking its share at one moment; each burst drained
    when the last process has shown its part."""
    size = min(args.burst, args.games)
    for _ in range(args.bursts):
        began = time.monotonic() + LEAD
        for bot, share in zip(running.bots, shares(size, len(running.bots)), strict=True):
            bot.send("burst", share, began)
        drained = [await bot.answer("drained") for bot in running.bots]
        clicks = sum(c for c, _ in drained)
        if not clicks:
            break
        figures.drained(clicks, max(seconds for _, seconds in drained))
    phases = [(await bot.ask("phase", "phase"))[0] for bot in running.bots]
    (web_lag,) = await running.web.ask("lag", "lag")
    return joined(phases, web_lag)


def joined(phases: list[crowd.Phase], web_lag: float) -> crowd.Phase:
    """One phase of several processes: every delay, the largest lag of any (the web's too)."""
    return crowd.Phase([d for p in phases for d in p.channel_delays],
                       [d for p in phases for d in p.dm_delays],
                       max([web_lag, *(p.lag for p in phases)]))


@dataclass
class Ends:
    """What every process said at its end."""

    bots: list[BotFigures]
    web_heard: dict[tuple[int, int], float]
    web_memory: tuple[float, float, float]
    arrivals: dict[int, list[dict[int, float]]]


async def ended(running: Processes) -> Ends:
    bots = [(await bot.ask("closed", "close"))[0] for bot in running.bots]
    arrivals: dict = {}
    if running.pages is not None:
        latest: dict[int, int] = {}
        for figures in bots:
            for game_id, revision in figures.decided:
                latest[game_id] = max(revision, latest.get(game_id, 0))
        (arrivals,) = await running.pages.ask("arrivals", "report", latest)
    heard, web_memory = await running.web.ask("closed", "close")
    return Ends(bots, heard, web_memory, arrivals)


def delays(decided: dict[tuple[int, int], tuple[float, float]],
           arrivals: dict[int, list[dict[int, float]]]) -> tuple[list[float], int]:
    """From each decision's click to each socket of its game's first frame at its revision
    or later (seconds), and the frames that never came."""
    found, missing = [], 0
    for (game_id, revision), (clicked, _) in decided.items():
        for moments in arrivals.get(game_id, ()):
            moment = first_at(moments, revision)
            if moment is None:
                missing += 1
            else:
                found.append(moment - clicked)
    return found, missing


def relayed(decided: dict[tuple[int, int], tuple[float, float]],
            heard: list[dict[int, dict[int, float]]]) -> list[float]:
    """From each decision's commit to its change published in each other process."""
    found = []
    for (game_id, revision), (_, committed) in decided.items():
        for process in heard:
            moment = first_at(process.get(game_id, {}), revision)
            if moment is not None:
                found.append(moment - committed)
    return found


def phase_lines(decided, ends: Ends, sockets: int) -> list[tuple[str, bool | None]]:
    """A phase's sockets and relay: the frames' delays and the relay's, the frames missing."""
    frames, missing = delays(decided, ends.arrivals)
    heard = [by_game(ends.web_heard)] + [by_game(bot.heard) for bot in ends.bots]
    relay = relayed(decided, heard)
    lines: list[tuple[str, bool | None]] = [
        (f"  decision to its sockets' frames ({sockets} sockets open): {crowd.spread(frames)}; "
         f"{missing} frames missing", None),
        (f"  the relay, a decision's commit to its change in each other process: "
         f"{crowd.spread(relay)}", not relay or max(relay) <= crowd.LAG_TARGET),
    ]
    return lines


def split_decided(bots: list[BotFigures], boundary: float):
    """Every process's decisions, those clicked before `boundary` and the others."""
    day, bursts = {}, {}
    for figures in bots:
        for key, moments in figures.decided.items():
            (day if moments[0] < boundary else bursts)[key] = moments
    return day, bursts


async def size_per_thousand(url: str, games: int, seed: int) -> float:
    """MiB the PostgreSQL database grows by for 1 000 finished games, from `games` stored."""
    store = await open_store(url)
    try:
        size = "SELECT pg_database_size(current_database())"
        (before,) = await store._one(size)
        rng = random.Random(seed)
        for index in range(games):
            users, record = finished_game(index, rng)
            await store_game(store, 5 * 10**17 + index, users, record)
        (after,) = await store._one(size)
    finally:
        await store.close()
    return (after - before) / games * 1000 / 2**20


async def measure_processes(args):
    """The run on PostgreSQL with `--processes` bot processes (module docstring)."""
    store = await open_store(args.db)  # the schema made once, before the processes race
    await store.close()
    context = multiprocessing.get_context("spawn")
    running = await started(args, context)
    try:
        day, day_clicks = await day_long(running, args)
        boundary = time.monotonic()
        figures = crowd.Figures()
        bursts = await crowded(running, args, figures)
        ends = await ended(running)
    finally:
        for process in running.all:
            process.end()
    day_decided, bursts_decided = split_decided(ends.bots, boundary)
    day.more = phase_lines(day_decided, ends, running.sockets)
    bursts.more = [(line, None) for line, _ in phase_lines(bursts_decided, ends,
                                                           running.sockets)]
    size = await size_per_thousand(args.db, args.finished, args.seed)
    return crowd.Run(title(args, running.sockets), day, day_clicks, bursts, figures,
               refused(ends.bots), sum(bot.failures for bot in ends.bots),
               memory(ends, running.sockets), size)


def title(args, sockets: int) -> str:
    count = args.processes
    return (f"{args.games} games in play in {count} bot processes of "
            f"{SHARDS_A_PROCESS} shards each ({count * SHARDS_A_PROCESS} in all) on "
            f"PostgreSQL ({shown(args.db).split('?')[0]}), the live table's server in a "
            f"process of its own with {sockets} sockets open, on "
            f"{pace(PRESETS[args.discord])}, one global limit for them all")


def refused(bots: list[BotFigures]) -> str:
    """The 429s every process's offline Discord answered."""
    return refusals(SimpleNamespace(rate_limited=sum((bot.refused for bot in bots), Counter())))


def memory(ends: Ends, sockets: int) -> list[str]:
    """Each process's resident memory at its end and at its peak, and the CPU it used."""
    lines = [f"bot process {number + 1} (shards {bot.shards}): resident {bot.resident:.0f} "
             f"MiB, {bot.peak:.0f} MiB at its peak; {bot.cpu:.0f} s of CPU"
             for number, bot in enumerate(ends.bots)]
    resident, peak, cpu = ends.web_memory
    lines.append(f"the live table's server ({sockets} sockets): resident {resident:.0f} MiB, "
                 f"{peak:.0f} MiB at its peak; {cpu:.0f} s of CPU")
    return lines


def cpu_seconds() -> float:
    """The CPU this process used so far, its own and the system's for it."""
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime
