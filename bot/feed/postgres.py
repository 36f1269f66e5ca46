"""The change feed across processes sharing one PostgreSQL database (bot/feed/): LISTEN/NOTIFY.

A process sends a note of each change it stores on the channel `CHANNEL`: who sent it, the
game, its channel and server, the kind, the decision counter and the revision after it, the
seat, and what the change says beyond the game as stored (`Change.said`: who took back what,
who handed a seat to whom and why, who cancelled), so that every process says it alike. It is
sent on the connection of the game's lock, while the lock is still held, so that the notes of
one game reach the others in the order its changes were stored (PostgreSQL delivers
notifications in the order of their commits). The note is short; the events are not in it.

Every process listens on a connection of its own (not one of the store's pool). A note from
another process is rebuilt only if a subscriber here wants it (`Feed.wanted`, asked of the
note's game, server and kind: a process holding some of Discord's shards wants the games of its
servers only, the reviews the games' ends, the web tables the games they show); the `watch`
hooks of the feed hear every note first, rebuilt or not. A note without its server (sent by a
process from before the server was in the note, during a rolling upgrade) is wanted. A wanted
note is rebuilt from the database: the game as stored, and, for a decision, its
events again by replaying the record up to the last submission (the decision log says how many
decisions it held) and playing that submission (in a thread: a long record takes a moment).
If the game has moved on since (another decision, a take-back), the change comes as `resync`,
the game as it stands now, without events. Notes are rebuilt one after another, so the
subscribers get them in the order they came.

A lost listening connection is logged once, then tried again, waiting longer each time (1 s
doubling up to 30 s); the notes sent while it was down are not heard (a subscriber reads the
games again when the feed comes back: it gets a `resync` of each game in play then, of those it
wants).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from dataclasses import replace

import asyncpg

from ..game.record import Record
from . import (
    CANCELLED,
    DECIDED,
    ENDED,
    RESYNC,
    STARTED,
    Change,
    Feed,
    Heard,
    cancelled,
    change_of,
    said_of,
)

log = logging.getLogger(__name__)

CHANNEL = "prbot_changes"
FIRST_WAIT, LONGEST_WAIT = 1.0, 30.0  # seconds between tries to listen again


def note_of(change: Change, origin: str) -> str:
    """A change as the short note other processes hear."""
    return json.dumps({"o": origin, "g": change.game_id, "c": change.channel_id,
                       "G": getattr(change.table, "guild_id", None), "k": change.kind,
                       "s": change.seq, "r": change.revision, "t": change.seat,
                       "d": change.said}, separators=(",", ":"))


def heard_of(note: dict) -> Heard:
    """A note's facts a subscriber's `wants` is asked of."""
    return Heard(note["g"], note.get("G"), note["k"])


def wanted(feed: Feed, note: dict) -> bool:
    """Whether a note is to be rebuilt here: a subscriber wants it, or it does not say its
    server (an older process's note: what this process shows cannot be told without
    reading the game)."""
    return "G" not in note or feed.wanted(heard_of(note))


def replayed_events(record: Record, count: int) -> list[dict]:
    """The events of the record's last `count` decisions (with none, of the game's start)."""
    kept = len(record.decisions) - count
    before = Record(record.setup, list(record.decisions[:kept]))
    game, events = before.replay()
    if count == 0:
        return events
    events = []
    for seat, text in record.decisions[kept:]:
        events += before.play(game, seat, text)
    return events


async def rebuilt(tables, note: dict) -> Change:
    """The change a note from another process names, read from the database through the
    service's tables that started the relay (`tables.load_game` reads a finished game's
    record)."""
    game_id, channel_id, kind = note["g"], note["c"], note["k"]
    said = said_of(note.get("d", {}))
    row = await tables.store.game(game_id)
    if row is None:
        return Change(game_id, channel_id, CANCELLED, note["s"], game_over=True,
                      revision=note["r"], heard=True, **said)
    if kind == CANCELLED or row.status not in ("playing", "finished"):
        table, _ = await tables.of_row(row)
        return replace(cancelled(table, **said), revision=note["r"], heard=True)
    table, loaded = await tables.of_row(row)
    if loaded is None:  # a finished game is not in the cache
        loaded = tables.load_game(row.id, *await tables.store.game_data(row.id))
    table.game, table.record, table.seq = loaded.game, loaded.record, loaded.seq
    if (row.seq, row.revision) != (note["s"], note["r"]):
        return replace(change_of(RESYNC, table, seat=note["t"]), heard=True)
    events: list[dict] = []
    if kind in (DECIDED, ENDED, STARTED):
        count = (await tables.store.last_submission(row.id))[0] if kind != STARTED else 0
        events = await asyncio.to_thread(replayed_events, loaded.record, max(count, 0))
    return replace(change_of(kind, table, events, note["t"], **said), heard=True)


class PostgresRelay:
    """Sends this process's changes to the others and publishes theirs (module docstring)."""

    def __init__(self, tables, url: str) -> None:
        self.tables = tables  # the service's core: its store, its feed, its tables
        self.feed: Feed = tables.feed
        self.url = url
        self.origin = secrets.token_hex(8)  # this process, in its notes
        self.heard: asyncio.Queue[dict] = asyncio.Queue()
        self.listening = asyncio.Event()  # set while the connection listens
        self._tasks: list[asyncio.Task] = []

    @classmethod
    async def start(cls, tables, url: str) -> PostgresRelay:
        """A relay listening already (or trying to, if the server cannot be reached now)."""
        relay = cls(tables, url)
        relay._tasks = [asyncio.create_task(relay._listen()),
                        asyncio.create_task(relay._publish())]
        try:
            await asyncio.wait_for(relay.listening.wait(), LONGEST_WAIT)
        except TimeoutError:
            pass  # the listener goes on trying; changes meanwhile reach this process only
        return relay

    async def share(self, changes: list[Change]) -> None:
        """Notes of changes stored under the game's lock, sent on its connection."""
        for change in changes:
            await self.tables.store._all("SELECT pg_notify(?, ?)",
                                          (CHANNEL, note_of(change, self.origin)))

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def _hear(self, connection, pid: int, channel: str, payload: str) -> None:
        note = json.loads(payload)
        if note.get("o") != self.origin:  # its own changes this process published already
            self.heard.put_nowait(note)

    async def _listen(self) -> None:
        wait, failing = FIRST_WAIT, False
        while True:
            try:
                await self._session(resync=failing)
                log.warning("the change feed lost its connection to the database")
            except Exception as exc:  # no server, a refused login, a store that is down
                if not failing:
                    log.warning("the change feed cannot listen to the database: %s", exc)
            else:
                wait = FIRST_WAIT  # it listened: the next try comes soon
            failing = True
            await asyncio.sleep(wait)
            wait = min(wait * 2, LONGEST_WAIT)

    async def _session(self, resync: bool) -> None:
        """Listen on a new connection until it is lost."""
        lost = asyncio.Event()
        connection = await asyncpg.connect(self.url)
        try:
            connection.add_termination_listener(lambda _: lost.set())
            await connection.add_listener(CHANNEL, self._hear)
            if resync:
                log.warning("the change feed listens to the database again")
                await self._resync_all()
            self.listening.set()
            await lost.wait()
        finally:
            self.listening.clear()
            if not connection.is_closed():
                await connection.close(timeout=5)

    async def _resync_all(self) -> None:
        """After notes may have been missed: a `resync` of each game in play."""
        for game_id, channel_id, guild_id in await self.tables.store.open_games_and_servers():
            self.heard.put_nowait({"o": "", "g": game_id, "c": channel_id, "G": guild_id,
                                   "k": RESYNC, "s": -1, "r": -1, "t": None})

    async def _publish(self) -> None:
        while True:
            note = await self.heard.get()
            try:
                self.feed.noticed(heard_of(note))
                if not wanted(self.feed, note):
                    continue  # nobody here shows it: not read from the database
                self.feed.publish(await rebuilt(self.tables, note))
            except Exception:
                log.exception("a change of game %s from another process could not be read",
                              note.get("g"))
