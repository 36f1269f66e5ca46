"""What an operator does to a whole database: copy it to another store (SQLite to PostgreSQL
and back), back an SQLite file up while the bot runs, and check it.

Each returns data; `bot/cli/dbcommands.py` words it (`prbot db …`).
"""

from __future__ import annotations

import json
import os
import sqlite3
from contextlib import closing, suppress
from dataclasses import dataclass
from pathlib import Path

from ..game.errors import GameError
from ..game.record import BadRecord, Record
from . import (
    MIGRATIONS,
    CannotOpen,
    NotSaved,
    Store,
    StoreError,
    existing_file,
    is_postgres,
    low_on_space,
    migration_files,
    open_store,
    opening_fault,
    sqlite_path,
)

PAGE = 500  # rows read and written at a time, so a big database never sits in memory whole


class NotEmpty(StoreError):
    """The target of a copy already holds games, seats or players."""


# ----------------------------------------------------------------------------- copy
async def copy_database(source_url: str, target_url: str) -> dict[str, int]:
    """Copy every row of every table from one store to another, empty one (its schema made
    by the same migrations), in one transaction: all or nothing. The rows copied, by table.
    A source that does not exist is refused before anything is made (CannotOpen); a target
    disk without room says so (CannotOpen `disk-full`)."""
    source = await open_store(source_url, create=False)
    try:
        target = await open_store(target_url)
        try:
            return await _copy(source, target)
        except NotSaved as refused:
            path = sqlite_path(target_url)
            if is_postgres(target_url) or not low_on_space(path):
                raise
            raise CannotOpen("disk-full", path) from refused
        finally:
            await target.close()
    finally:
        await source.close()


async def _copy(source: Store, target: Store) -> dict[str, int]:
    if await source.migrations() != await target.migrations():
        raise StoreError("the two databases are at different schema versions")
    tables = copy_order(await source.tables())
    if sorted(tables) != sorted(await target.tables()):
        raise StoreError("the two databases do not have the same tables")
    counts = {}
    async with target.transaction() as tx:
        for table in tables:
            if await tx.one(f"SELECT 1 FROM {table} LIMIT 1"):
                raise NotEmpty(table)
        for table in tables:
            counts[table] = await _copy_table(source, tx, table)
        await target.after_copy(tx)
    return counts


def copy_order(tables: dict[str, set[str]]) -> list[str]:
    """The tables each after those it refers to (a table referring to itself aside), so
    that every row copied finds the rows it refers to already there."""
    ordered: list[str] = []
    waiting = dict(tables)
    while waiting:
        ready = sorted(name for name, parents in waiting.items()
                       if parents - {name} <= set(ordered))
        if not ready:
            raise StoreError(f"the tables refer to each other in a circle: {sorted(waiting)}")
        ordered += ready
        for name in ready:
            del waiting[name]
    return ordered


async def _copy_table(source: Store, tx, table: str) -> int:
    columns = ", ".join(await source.columns(table))
    marks = ", ".join("?" for _ in columns.split(", "))
    order = ", ".join(await source.primary_key(table)) or columns  # pages never overlap
    copied = 0
    while True:
        rows = await source._all(
            f"SELECT {columns} FROM {table} ORDER BY {order} LIMIT ? OFFSET ?", (PAGE, copied)
        )
        if not rows:
            return copied
        await tx.write_many(f"INSERT INTO {table} ({columns}) VALUES ({marks})", rows)
        copied += len(rows)


# ----------------------------------------------------------------------------- backup
def backup_sqlite(url: str, file: str) -> int:
    """Copy a live SQLite database to `file` with SQLite's online backup (the bot may go on
    writing meanwhile); the size of the copy in bytes. A source that does not exist, is no
    database or cannot be read where it lies, or a copy that cannot be written (a disk without
    room or read-only), raises CannotOpen, and leaves no `file` behind (so that the same
    command can be run again)."""
    if is_postgres(url):
        raise StoreError("only an SQLite file can be backed up this way")
    path = sqlite_path(url)
    existing_file(path)
    if Path(file).exists():
        raise FileExistsError(file)
    try:
        _backup(path, file)
    except BaseException:
        _remove_copy(file)
        raise
    return Path(file).stat().st_size


def _remove_copy(file: str) -> None:
    """Leave no half-made copy in the way of the next try. Where the copy could not be made
    (a read-only disk, a file taken for a folder) removing it fails too, and must not hide why."""
    with suppress(OSError):
        Path(file).unlink(missing_ok=True)


def _backup(path: str, file: str) -> None:
    source = _readable_source(path)
    try:
        with closing(sqlite3.connect(file)) as copy:
            source.backup(copy)
    except sqlite3.DatabaseError as exc:  # the source was read: the copy is at fault
        raise opening_fault(file, exc) from exc
    finally:
        source.close()


def _readable_source(path: str) -> sqlite3.Connection:
    """The database to back up, opened to read and read once before any copy is made, so that
    what keeps it from being read is said of it, not of the copy. SQLite writes a -shm file
    beside a database in WAL mode even to read it: in a folder or on a disk it may not write
    in, a file it may read still cannot be (`read-only-source`)."""
    try:
        source = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise opening_fault(path, exc) from exc
    try:
        source.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as exc:
        source.close()
        fault = opening_fault(path, exc)
        if fault.reason.startswith("read-only") and os.access(path, os.R_OK):
            raise CannotOpen("read-only-source", path) from exc
        raise fault from exc
    return source


# ----------------------------------------------------------------------------- check
@dataclass(frozen=True)
class Problem:
    """A game that no longer replays as stored: `kind` names what is wrong (a message id's
    end), `number` the decision at fault, if any."""

    game_id: int
    channel_id: int
    status: str
    kind: str
    number: int | None = None


@dataclass
class Report:
    integrity: list[str]  # what the database's own check found wrong; empty: nothing
    version: int
    known: int
    games: int  # games with a record, checked
    problems: list[Problem]

    @property
    def healthy(self) -> bool:
        return not self.integrity and self.version == self.known and not self.problems


async def check_database(url: str) -> Report:
    """The database's own integrity check, its schema version against this bot's, and every
    game with a record replayed to its stored counter and snapshot."""
    store = await open_store(url, create=False)
    try:
        integrity = await store.integrity() + await orphans(store)
        applied = await store.migrations()
        games, problems = await replay_all(store)
    finally:
        await store.close()
    known = migration_files(store.dialect, MIGRATIONS)[-1][0]
    return Report(integrity, applied[-1][0] if applied else 0, known, games, problems)


async def orphans(store: Store) -> list[str]:
    """Rows that belong to a game that does not exist."""
    found = []
    for table, parents in sorted((await store.tables()).items()):
        if "games" not in parents:
            continue
        (count,) = await store._one(
            f"SELECT COUNT(*) FROM {table} t WHERE NOT EXISTS"
            " (SELECT 1 FROM games g WHERE g.id = t.game_id)"
        )
        if count:
            found.append(f"{table}: {count} rows of no game")
    return found


async def replay_all(store: Store) -> tuple[int, list[Problem]]:
    """How many games have a record, and those that do not replay to what is stored."""
    checked, problems = 0, []
    last = 0
    while True:
        rows = await store._all(
            "SELECT id, channel_id, status, seq, record, snapshot FROM games"
            " WHERE record IS NOT NULL AND id > ? ORDER BY id LIMIT ?", (last, PAGE)
        )
        if not rows:
            return checked, problems
        for game_id, channel_id, status, seq, record, snapshot in rows:
            checked += 1
            kind, number = replay_problem(seq, record, snapshot)
            if kind:
                problems.append(Problem(game_id, channel_id, status, kind, number))
        last = rows[-1][0]


def replay_problem(seq: int, record_json: str, snapshot: str | None) -> tuple[str | None,
                                                                              int | None]:
    """What is wrong with a stored game, (kind, decision number), or (None, None)."""
    try:
        record = Record.from_json(record_json)
        game, _ = record.replay()
    except BadRecord as exc:
        if exc.index is None:
            return "record", None
        return "decision", exc.index + 1
    except (GameError, ValueError, TypeError, KeyError):
        return "record", None
    if len(record.decisions) != seq:
        return "seq", None
    stored = snapshot_state(snapshot, seq)
    if stored is not None and stored != json.loads(game.to_json()):
        return "snapshot", None
    return None, None


def snapshot_state(snapshot: str | None, seq: int) -> dict | None:
    """The state a snapshot holds for decision counter `seq`; None for none, or one of another
    counter (a stale cache, which the service rebuilds: no fault)."""
    try:
        data = json.loads(snapshot or "null")
        return data["state"] if data.get("seq") == seq else None
    except (ValueError, AttributeError, KeyError):
        return None
