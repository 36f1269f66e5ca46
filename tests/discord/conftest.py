"""Async tests without a plugin: each `async def test_*` runs in its own event loop."""

from __future__ import annotations

import asyncio
import inspect
import socket
from datetime import UTC, datetime

import pytest

from bot.clock import ManualTime
from bot.discord_ui.client import PuertoRicoBot
from bot.offline.harness import Harness
from bot.offline.recorder import Recorder
from bot.service import GameService
from bot.store import open_store
from bot.store.rows import timestamp


def pytest_pyfunc_call(pyfuncitem):
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        args = {name: pyfuncitem.funcargs[name] for name in pyfuncitem._fixtureinfo.argnames}

        async def run():
            try:
                await pyfuncitem.obj(**args)
            finally:
                if "table" in args:
                    await args["table"].close()
                for made in getattr(args.get("new_table"), "made", ()):
                    await made.close()  # an open store would keep the test run from ending

        asyncio.run(run())
        return True
    return None


@pytest.fixture(autouse=True)
def no_network(monkeypatch):
    """Any attempt to reach the network fails the test (the test PostgreSQL server's unix
    socket, on this machine, is no network)."""
    connect = socket.socket.connect

    def refuse(*args, **kwargs):
        raise AssertionError("a test tried to use the network")

    def local_only(sock, address):
        if sock.family != socket.AF_UNIX:
            refuse()
        return connect(sock, address)

    monkeypatch.setattr(socket.socket, "connect", local_only)
    monkeypatch.setattr(socket, "create_connection", refuse)


def tiny_board(game, lang, theme, clock=None, voted_out=None) -> list[bytes]:
    """Stand-in pictures of the table, so that long games stay fast (the real ones are tested
    on their own): one, as with few players and no expansion."""
    return [b"\x89PNG board " + lang.encode()]


def tiny_player(game, seat, lang, theme) -> bytes:
    return b"\x89PNG player %d " % seat + lang.encode()


class Table:
    """A bot, its database and its recorder, which can be restarted on the same database.
    Given a `time` (a ManualTime), everything runs on it and nothing reads the wall clock: the
    game's clock, the store's timestamps (a finished game's date) and the bot's sense of who is
    looking at a game."""

    def __init__(self, url, seed: int = 7, render=tiny_board,
                 render_player=tiny_player, time: ManualTime | None = None) -> None:
        self.url = str(url)
        self.seed = seed
        self.time = time
        self.render = render
        self.render_player = render_player
        self.recorder = Recorder()
        self.harness: Harness | None = None
        self.store = None

    async def start(self) -> Harness:
        self.store = await open_store(self.url, clock=self.stamp if self.time else None)
        service = GameService(self.store, seed_source=lambda: self.seed)
        bot = PuertoRicoBot(service)
        if self.time is not None:
            service.tables.now = self.time
            bot.clock = self.moment
        bot.render_board = self.render
        bot.render_player = self.render_player
        self.harness = await Harness(bot, self.recorder).start()
        return self.harness

    def moment(self) -> datetime:
        return datetime.fromtimestamp(self.time(), UTC)

    def stamp(self) -> str:
        return timestamp(self.moment())

    async def stop(self) -> None:
        await self.harness.close()
        await self.store.close()
        self.store = None

    async def close(self) -> None:
        """Whatever happened in the test: no bot or database left open."""
        if self.store is not None:
            await self.harness.bot.close()
            await self.store.close()
            self.store = None

    async def restart(self) -> Harness:
        await self.stop()
        return await self.start()


@pytest.fixture
def table(db_url):
    return Table(db_url)


class Tables:
    """Tables made in one test, each on a database of its own; all closed at its end."""

    def __init__(self, database) -> None:
        self.database = database
        self.made: list[Table] = []

    def __call__(self, name: str) -> Table:
        self.made.append(Table(self.database(name)))
        return self.made[-1]


@pytest.fixture
def new_table(database):
    """More tables in one test, each on a database of its own."""
    return Tables(database)
