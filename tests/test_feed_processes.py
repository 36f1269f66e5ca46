"""The change feed across two OS processes on one PostgreSQL database (tests/feed_driver.py, each
a game service with its feed connected): a decision taken through one reaches a subscriber of
the other, with the same counter and events; no process gets a change twice. How soon it
arrives is a figure of the benchmarks (docs/performance.md), not of a test on a shared machine.
Then two services in this process, each with its relay (bot/feed/postgres.py): one holding
some of Discord's shards reads from the database only the changes of its servers' games.
Needs the server of scripts/with_postgres.sh (skipped without it, failed on CI where
PRBOT_REQUIRE_POSTGRES is set)."""

from __future__ import annotations

import asyncio
import json
import queue
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest

from bot.feed import RESYNC, Feed, of_servers
from bot.feed import postgres as relay
from bot.service import GameService
from bot.shards import Shards
from bot.store import open_store

DRIVER = Path(__file__).with_name("feed_driver.py")
PATIENCE = 120  # seconds a process may take to start or answer before the test gives up
QUIET = 1.0  # seconds after the last change in which a change delivered twice would show


class Process:
    """A service process, spoken to in JSON lines; its feed's changes kept apart."""

    def __init__(self, url: str, log: Path) -> None:
        self.log = log.open("w")
        self.popen = subprocess.Popen(
            [sys.executable, str(DRIVER), url], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=self.log, text=True,
        )
        self.answers: queue.Queue = queue.Queue()
        self.changes: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        assert self.answers.get(timeout=PATIENCE) == {"ready": True}

    def _read(self) -> None:
        for line in self.popen.stdout:
            message = json.loads(line)
            (self.changes if "change" in message else self.answers).put(message)
        self.answers.put(None)

    def ask(self, op: str) -> dict:
        self.popen.stdin.write(json.dumps({"op": op}) + "\n")
        self.popen.stdin.flush()
        answer = self.answers.get(timeout=PATIENCE)
        assert answer is not None, "the process ended"
        return answer

    def change(self, timeout: float) -> dict:
        return self.changes.get(timeout=timeout)["change"]

    def no_more_changes(self) -> bool:
        return self.changes.empty()

    def close(self) -> None:
        """End the process by closing its input, as a bot ends on its way out."""
        self.popen.stdin.close()
        self.popen.wait(timeout=PATIENCE)
        self.log.close()


@pytest.fixture
def two_processes(postgres, tmp_path):
    url = postgres("feed")
    first = Process(url, tmp_path / "service1.log")
    second = Process(url, tmp_path / "service2.log")
    yield first, second
    first.close()
    second.close()


def arrives(process: Process) -> dict:
    """The next change the process's subscriber gets; the test fails if none ever comes."""
    try:
        return process.change(timeout=PATIENCE)
    except queue.Empty:
        pytest.fail(f"no change reached the other process in {PATIENCE} s")


def test_a_decision_in_one_process_reaches_a_subscriber_of_the_other(
        two_processes):
    first, second = two_processes
    first.ask("open")
    assert first.change(PATIENCE)["kind"] == "started"
    started = arrives(second)
    assert (started["kind"], started["seq"]) == ("started", 0)
    assert started["events"][0]["type"] == "game_started"
    for deciding, other in ((first, second), (second, first), (first, second)):
        outcome = deciding.ask("decide")
        change = arrives(other)
        assert (change["kind"], change["seq"], change["revision"]) == (
            "decided", outcome["seq"], outcome["revision"])
        assert change["events"] == outcome["events"]  # rebuilt from the database, the same
        own = deciding.change(PATIENCE)
        assert {key: own[key] for key in ("kind", "seq", "events", "pending_users")} == {
            key: change[key] for key in ("kind", "seq", "events", "pending_users")}
    time.sleep(QUIET)  # a change delivered twice would have come by now
    assert first.no_more_changes() and second.no_more_changes()


# ------------------------------------------------- two services in one process, each relayed
OURS, THEIRS = 1, 1 << 22  # servers of shard 0 and of shard 1, of 2
OUR_CHANNEL, THEIR_CHANNEL = 10, 11


async def game_in(service: GameService, channel: int, guild: int, first_user: int) -> int:
    """A 3-player game started in the channel: its id."""
    users = [first_user, first_user + 1, first_user + 2]
    await service.lobby.new_lobby(channel, guild, users[0], "Ana", "classic", "en")
    for user, name in zip(users[1:], ("Bob", "Cris"), strict=True):
        await service.lobby.join(channel, user, name)
    outcome = await service.lobby.start(channel, users[0])
    return outcome.table.game_id


async def decide_in(service: GameService, channel: int):
    table = await service.tables.table(channel)
    user = table.pending_users[0]
    decision = (await service.play.legal(channel, user))[0]
    return await service.play.decide(channel, user, table.revision, [decision])


class Shown:
    """A subscriber keeping (game id, kind) of what it gets; waited on for a count."""

    def __init__(self) -> None:
        self.got: list[tuple[int, str]] = []

    def __call__(self, change) -> None:
        self.got.append((change.game_id, change.kind))

    async def until(self, count: int) -> list[tuple[int, str]]:
        for _ in range(PATIENCE * 50):
            if len(self.got) >= count:
                return self.got
            await asyncio.sleep(0.02)
        pytest.fail(f"{count} changes never came: {self.got}")


def test_a_process_reads_only_the_changes_of_the_servers_its_shards_show(postgres, monkeypatch):
    """Of another process's changes, a process holding shard 0 of 2 neither reads from the
    database nor publishes those of a server of shard 1, and still gets those of its own
    servers; its own changes in that server reach its subscriber as ever. A note without
    the server (an older process's, in a rolling upgrade) is read; after a lost connection
    the `resync` of every game in play is read only for its servers' games."""
    url = postgres("wanted")
    read: list[int] = []  # the games of the notes rebuilt by `here`, in order
    real = relay.rebuilt
    reading = []  # `here`'s tables (the other service rebuilds the note without a server)

    async def counting(tables, note):
        if tables in reading:
            read.append(note["g"])
        return await real(tables, note)

    monkeypatch.setattr(relay, "rebuilt", counting)

    async def work():
        other = GameService(await open_store(url), seed_source=lambda: 5)
        here = GameService(await open_store(url), seed_source=lambda: 5,
                           shards=Shards((0,), 2))
        reading.append(here.tables)
        try:
            await other.connect_feed(url)
            await here.connect_feed(url)
            shown, heard = Shown(), []
            here.feed.subscribe(shown, wants=of_servers(here.shards))
            here.feed.watch(heard.append)
            theirs = await game_in(other, THEIR_CHANNEL, THEIRS, 200)
            await decide_in(other, THEIR_CHANNEL)
            ours = await game_in(other, OUR_CHANNEL, OURS, 100)
            await decide_in(other, OUR_CHANNEL)
            # one game's notes after the other's, rebuilt one at a time: theirs came first
            assert await shown.until(2) == [(ours, "started"), (ours, "decided")]
            assert read == [ours, ours]
            assert [(h.game_id, h.guild_id, h.kind) for h in heard] == [
                (theirs, THEIRS, "started"), (theirs, THEIRS, "decided"),
                (ours, OURS, "started"), (ours, OURS, "decided")]

            await decide_in(here, THEIR_CHANNEL)  # made here: published, not heard
            assert (await shown.until(3))[2] == (theirs, "decided")

            table = await other.tables.table(THEIR_CHANNEL)
            older = {"o": "older", "g": theirs, "c": THEIR_CHANNEL, "k": "decided",
                     "s": table.seq, "r": table.revision, "t": None}  # no "G"
            await other.store._all("SELECT pg_notify(?, ?)", (relay.CHANNEL,
                                                               json.dumps(older)))
            assert (await shown.until(4))[3] == (theirs, "decided")
            assert read == [ours, ours, theirs]

            await here.feed.relay._resync_all()
            assert (await shown.until(5))[4] == (ours, RESYNC)
            await decide_in(other, OUR_CHANNEL)  # after the resyncs, in order
            assert (await shown.until(6))[5] == (ours, "decided")
            assert read == [ours, ours, theirs, ours, ours]
            assert len(shown.got) == 6
        finally:
            for service in (here, other):
                await service.feed.close()
                await service.store.close()

    asyncio.run(work())


def test_a_note_says_the_games_server_and_one_without_it_is_read():
    """The note carries the server of the change's table (None: direct messages); one
    without it, from a process older than that, is read whatever the subscribers want."""
    from types import SimpleNamespace

    from bot.feed import DECIDED, Change, Heard

    change = Change(7, OUR_CHANNEL, DECIDED, 3, revision=4,
                    table=SimpleNamespace(guild_id=THEIRS))
    note = json.loads(relay.note_of(change, "them"))
    assert relay.heard_of(note) == Heard(7, THEIRS, DECIDED)
    nobody_here = Feed()
    nobody_here.subscribe(lambda change: None, wants=of_servers(Shards((0,), 2)))
    assert not relay.wanted(nobody_here, note)
    del note["G"]
    assert relay.wanted(nobody_here, note)
    in_dms = json.loads(relay.note_of(replace(change, table=SimpleNamespace(guild_id=None)),
                                      "them"))
    assert in_dms["G"] is None and relay.wanted(nobody_here, in_dms)  # shard 0's
