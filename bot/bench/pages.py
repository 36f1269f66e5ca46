"""The pages of `prbot bench web`, in a process of their own: every socket of every game, as
the page holds it, and the players deciding through them.

The server's process starts this one (`start`) with the games to open, and talks to it over a
pipe: it answers "opened" once every socket has its first table, plays a phase for each
"play" (every game at once, `--decisions` decisions each), answering with when each table
reached each page, and ends on "close". So the server's process holds only the server's end
of the sockets (its memory is the server's), and the pages' reading and inflating of tables
take none of its time. Moments are read on the system's monotonic clock, the same in both
processes.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import random
import time
import traceback
from dataclasses import dataclass, field
from functools import partial

import aiohttp

from ..links.tokens import Signer

COMPRESS = 15  # permessage-deflate's window, as browsers ask for it
WAIT = 60  # seconds a game's sockets may take to show a decision before the bench gives up


def now() -> float:
    """The system's monotonic clock, which the server's process reads too."""
    return time.clock_gettime(time.CLOCK_MONOTONIC)


@dataclass(frozen=True)
class Plan:
    """What the pages' process opens: the server's address and key, each game (its id and
    its players' users), the watchers a game, and how the players decide."""

    base: str
    key: bytes
    games: list[tuple[int, list[int]]]
    watchers: int
    decisions: int
    seed: int


@dataclass
class Page:
    """One open socket, as the page would hold it: who it is, the last table it got, and when
    each revision of the game first reached it."""

    user: int
    ws: aiohttp.ClientWebSocketResponse
    table: dict | None = None
    arrived: dict[int, float] = field(default_factory=dict)  # revision → now()
    errors: list[str] = field(default_factory=list)

    @property
    def revision(self) -> int:
        return self.table["revision"] if self.table is not None else -1


@dataclass
class Game:
    """A game in play, its players' pages and its watchers'."""

    game_id: int
    players: list[Page]
    watchers: list[Page]
    moved: asyncio.Event = field(default_factory=asyncio.Event)  # any page got anything

    @property
    def pages(self) -> list[Page]:
        return self.players + self.watchers

    def shows(self, revision: int, decider: Page | None = None, errors: int = 0) -> bool:
        """Whether every page has a table at `revision` or later; raises when the page that
        decided was refused."""
        if decider is not None and len(decider.errors) > errors:
            raise RuntimeError(f"game {self.game_id}: refused: {decider.errors[-1]}")
        return min(page.revision for page in self.pages) >= revision

    async def until(self, settled) -> None:
        """Until `settled()` holds, woken by each page's message."""
        while not settled():
            self.moved.clear()
            await asyncio.wait_for(self.moved.wait(), WAIT)


async def listen(page: Page, game: Game) -> None:
    """Read a socket until it closes: each table kept, its arrival noted."""
    async for message in page.ws:
        if message.type is not aiohttp.WSMsgType.TEXT:
            continue
        arrived = now()
        data = json.loads(message.data)
        if data["type"] == "table":
            page.arrived.setdefault(data["revision"], arrived)
            if data["revision"] >= page.revision:
                page.table = data
        else:
            page.errors.append(data["code"])
        game.moved.set()


async def connect(http: aiohttp.ClientSession, plan: Plan, user: int,
                  game_id: int) -> aiohttp.ClientWebSocketResponse:
    """A socket of `user` at the game, as the page opens it: a signed link traded for a
    session, then `/ws`."""
    link = Signer(plan.key).link(user, game_id, int(time.time()))
    async with http.post(f"{plan.base}/api/session", json={"link": link}) as answer:
        answer.raise_for_status()
        session = (await answer.json())["session"]
    return await http.ws_connect(f"{plan.base}/ws?s={session}", compress=COMPRESS)


async def open_pages(http: aiohttp.ClientSession, plan: Plan, game_id: int, users: list[int],
                     readers: list[asyncio.Task]) -> Game:
    """The game's sockets, each read by a task of `readers`."""
    watching = [10**9 + game_id * 100 + number for number in range(plan.watchers)]
    pages = [Page(user, await connect(http, plan, user, game_id))
             for user in users + watching]
    game = Game(game_id, pages[:len(users)], pages[len(users):])
    readers += [asyncio.create_task(listen(page, game)) for page in pages]
    return game


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


async def play(game: Game, decisions: int, think: float, rng: random.Random) -> int:
    """Up to `decisions` decisions of the game through its players' sockets, each once every
    page shows the one before and its player has thought for 0 to 2 × `think` seconds; how
    many were taken."""
    taken = 0
    while taken < decisions and await decide(game, think, rng):
        taken += 1
    return taken


async def decide(game: Game, think: float, rng: random.Random) -> bool:
    """One decision, once every page shows the game's latest table, by a player it asks (his
    table offers choices: the bench's games have no computer player and no guests, whose
    moves are offered to anyone), until every page shows it; False when nobody is asked."""
    latest = max(page.revision for page in game.pages)
    await game.until(partial(game.shows, latest))
    asked = [page for page in game.players
             if page.table["choices"] and not page.table["over"]]
    if not asked:
        return False
    page = rng.choice(asked)
    await asyncio.sleep(rng.uniform(0, 2 * think))
    await page.ws.send_json({"type": "decide", "revision": page.revision,
                             "decisions": submission(page.table, rng)})
    await game.until(partial(game.shows, latest + 1, page, len(page.errors)))
    return True


async def phase(games: list[Game], decisions: int, think: float,
                rng: random.Random) -> tuple[int, float, dict]:
    """Every game plays at once: the decisions taken, the seconds they took, and each game's
    pages' arrivals (game → one {revision: moment} a page)."""
    started = now()
    taken = await asyncio.gather(*(play(game, decisions, think,
                                        random.Random(rng.getrandbits(32)))
                                   for game in games))
    seconds = now() - started
    arrivals = {game.game_id: [dict(page.arrived) for page in game.pages] for game in games}
    return sum(taken), seconds, arrivals


async def serve_orders(plan: Plan, pipe) -> None:
    """Open the pages, then do what the server's process asks until "close"."""
    rng = random.Random(plan.seed)
    readers: list[asyncio.Task] = []
    http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))
    try:
        games = [await open_pages(http, plan, game_id, users, readers)
                 for game_id, users in plan.games]
        for game in games:
            await game.until(partial(game.shows, 0))
        pipe.send(("opened", sum(len(game.pages) for game in games)))
        while (order := await asyncio.to_thread(pipe.recv))[0] == "play":
            pipe.send(("played", *await phase(games, plan.decisions, order[1], rng)))
    finally:
        await http.close()
        for reader in readers:
            reader.cancel()
        await asyncio.gather(*readers, return_exceptions=True)


def pages_process(plan: Plan, pipe) -> None:
    """The pages' process: its work, or what went wrong, told over the pipe."""
    try:
        asyncio.run(serve_orders(plan, pipe))
    except BaseException:
        pipe.send(("failed", traceback.format_exc()))
        raise


class Pages:
    """The server's side of the pipe to the pages' process."""

    def __init__(self, plan: Plan) -> None:
        context = multiprocessing.get_context("spawn")  # nothing of the server's loop
        self.pipe, theirs = context.Pipe()
        self.process = context.Process(target=pages_process, args=(plan, theirs), daemon=True)
        self.process.start()
        theirs.close()

    async def answer(self, expected: str) -> tuple:
        got = await asyncio.to_thread(self.pipe.recv)
        if got[0] != expected:
            raise RuntimeError(f"the pages' process: {got[1] if len(got) > 1 else got}")
        return got[1:]

    async def opened(self) -> int:
        """The sockets open, once each has its first table."""
        return (await self.answer("opened"))[0]

    async def play(self, think: float) -> tuple[int, float, dict]:
        self.pipe.send(("play", think))
        return await self.answer("played")

    def close(self) -> None:
        if self.process.is_alive():
            try:
                self.pipe.send(("close",))
            except OSError:
                pass
        self.process.join(WAIT)
        if self.process.is_alive():
            self.process.kill()
