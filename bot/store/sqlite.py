"""The store on an SQLite file (aiosqlite): the default, for one process.

One connection serves the whole process; an asyncio lock keeps each operation (and each
transaction) whole, so one coroutine never sees or joins another's open transaction. The file
is in WAL mode, so `prbot db backup` and readers never stop the bot.
"""

from __future__ import annotations

import asyncio
import errno
import os
import shutil
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from .base import Store
from .migrate import MIGRATIONS, migration_files
from .rows import (
    Conflict,
    NewerSchema,
    NotSaved,
    StoreError,
)
from .sql import Tx, nothing_held

BUSY_TIMEOUT_MS = 5000
# Less room than this on a disk is none for SQLite, which then says "disk I/O error" as often
# as "disk is full" (its write-ahead log and shared memory cannot grow).
LOW_SPACE = 1 << 20


def split_statements(script: str) -> list[str]:
    """The SQL statements of a script, each complete (so each can run inside one transaction)."""
    statements, current = [], ""
    for line in script.splitlines(keepends=True):
        current += line
        if sqlite3.complete_statement(current):
            statements.append(current.strip())
            current = ""
    if current.strip() and not _only_comments(current):
        raise StoreError(f"incomplete SQL statement at the end of a migration: {current!r}")
    return statements


def _only_comments(text: str) -> bool:
    return all(not line.strip() or line.strip().startswith("--") for line in text.splitlines())


class CannotOpen(StoreError):
    """The database file cannot serve the bot, for a reason its operator can act on:
    `missing` (asked to read a file that does not exist), `no-folder`, `read-only`,
    `read-only-disk` (its file system is mounted read-only), `read-only-source` (a database
    to back up that SQLite cannot read where it lies, see `tools.backup_sqlite`), `is-folder`,
    `not-database`, `corrupt`, `disk-full`, or `other` (`detail` says SQLite's or the
    system's words)."""

    def __init__(self, reason: str, path: str, detail: str = "") -> None:
        super().__init__(f"{path}: {reason} {detail}".strip())
        self.reason, self.path, self.detail = reason, path, detail


def refused_write(exc: BaseException) -> bool:
    """Whether an error is the disk refusing a write, rather than a fault of the statement."""
    text = str(exc).lower()
    return isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EIO, errno.EROFS) \
        or isinstance(exc, sqlite3.OperationalError) and any(
            words in text for words in ("disk is full", "disk i/o error", "readonly"))


def low_on_space(path: str) -> bool:
    """Whether the disk that holds `path` has next to no room left (LOW_SPACE)."""
    try:
        return shutil.disk_usage(Path(path).parent).free < LOW_SPACE
    except OSError:
        return False


def opening_fault(path: str, exc: sqlite3.Error | OSError) -> CannotOpen:
    """What went wrong opening (or writing) `path`, in the operator's terms. SQLite says
    "unable to open database file" for a folder, a missing folder and a read-only one alike,
    and "disk I/O error" for a disk without room as for a failing one: the path tells."""
    text = str(exc).lower()
    if isinstance(exc, OSError) and exc.errno == errno.ENOSPC or "disk is full" in text \
            or "disk i/o error" in text and low_on_space(path):
        return CannotOpen("disk-full", path)
    if "not a database" in text:
        return CannotOpen("not-database", path)
    if "malformed" in text or "corrupt" in text:
        return CannotOpen("corrupt", path)
    where = Path(path)
    if "readonly" in text or "read-only" in text:
        return CannotOpen(read_only(where), path)
    if where.is_dir():
        return CannotOpen("is-folder", path)
    if not where.parent.is_dir():
        return CannotOpen("no-folder", path)
    if not os.access(where.parent, os.W_OK) or where.exists() and not os.access(where, os.W_OK):
        return CannotOpen(read_only(where), path)
    return CannotOpen("other", path, detail=str(exc))


def read_only(where: Path) -> str:
    """Why a file cannot be written: its disk mounted read-only (no right given to a user
    helps), else the rights on it or its folder."""
    try:
        mounted_read_only = os.statvfs(where.parent).f_flag & os.ST_RDONLY
    except OSError:
        mounted_read_only = False
    return "read-only-disk" if mounted_read_only else "read-only"


def existing_file(path: str) -> None:
    """Refuse to read a database file that does not exist (a mistyped path), creating
    nothing."""
    if not Path(path).exists():
        raise CannotOpen("missing", path)


def check_file(path: str, known: int) -> None:
    """Read `path` before the bot opens it: refuse a file another program, a crash or a newer
    prbot (NewerSchema) left, and change nothing in it. A plain connection, not aiosqlite's:
    a failed aiosqlite connect leaves its thread to report on a closed event loop."""
    try:
        db = sqlite3.connect(path)
    except sqlite3.Error as exc:
        raise opening_fault(path, exc) from exc
    try:
        tables = db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
        if ("schema_migrations",) in tables:
            (found,) = db.execute("SELECT max(version) FROM schema_migrations").fetchone()
            if found and found > known:
                raise NewerSchema(found, known)
        (verdict,) = db.execute("PRAGMA quick_check").fetchone()
        if verdict != "ok":
            raise CannotOpen("corrupt", path, detail=verdict)
    except sqlite3.Error as exc:
        raise opening_fault(path, exc) from exc
    finally:
        db.close()


class _SqliteTx(Tx):
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        try:
            return list(await self.db.execute_fetchall(sql, tuple(params)))
        except sqlite3.IntegrityError as exc:
            raise Conflict(str(exc)) from exc

    async def write(self, sql: str, params: Iterable = ()) -> int:
        try:
            cursor = await self.db.execute(sql, tuple(params))
        except sqlite3.IntegrityError as exc:
            raise Conflict(str(exc)) from exc
        return cursor.rowcount

    async def script(self, text: str) -> None:
        for statement in split_statements(text):
            await self.db.execute(statement)

    async def write_many(self, sql: str, rows: list[tuple]) -> None:
        try:
            await self.db.executemany(sql, rows)
        except sqlite3.IntegrityError as exc:
            raise Conflict(str(exc)) from exc


class SqliteStore(Store):
    """The game database in an SQLite file. Open it with `await SqliteStore.open(path)`."""

    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, clock: Callable[[], str] | None = None) -> None:
        super().__init__(clock)
        self.db = db
        self._tx = _SqliteTx(db)
        self._lock = asyncio.Lock()

    @classmethod
    async def open(
        cls,
        path: str,
        clock: Callable[[], str] | None = None,
        migrations: Path = MIGRATIONS,
    ) -> SqliteStore:
        """Open (or create) the database file, set its pragmas and apply new migrations.

        `clock`, if given, returns the timestamps written in `created_at`/`updated_at`. A file
        the bot cannot use raises CannotOpen (or NewerSchema), and is left as it was."""
        known = max((version for version, _, _ in migration_files(cls.dialect, migrations)),
                    default=0)
        await asyncio.to_thread(check_file, path, known)
        try:
            db = await aiosqlite.connect(path, isolation_level=None)
        except (sqlite3.Error, OSError) as exc:
            raise opening_fault(path, exc) from exc
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            store = cls(db, clock)
            await store._migrate(migrations)
        except (sqlite3.DatabaseError, OSError, NotSaved) as exc:
            await db.close()
            fault = opening_fault(path, exc.__cause__ if isinstance(exc, NotSaved) else exc)
            if fault.reason == "other":
                raise  # a broken migration is the developer's fault, not the operator's
            raise fault from exc
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        async with self._lock:
            await self.db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """BEGIN IMMEDIATE … COMMIT under the store's lock; a write the disk refuses raises
        NotSaved."""
        async with self._lock, self._refusable():
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self._tx
                await self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:  # a failed COMMIT may have rolled back already
                    await self.db.execute("ROLLBACK")
                raise

    @staticmethod
    @asynccontextmanager
    async def _refusable() -> AsyncIterator[None]:
        """A write the disk refuses becomes NotSaved: the caller may tell whoever asked."""
        try:
            yield
        except (sqlite3.OperationalError, OSError) as exc:
            if not refused_write(exc):
                raise
            raise NotSaved(str(exc)) from exc

    def game_lock(self, channel_id: int):
        return nothing_held()

    async def columns(self, table: str) -> list[str]:
        return [row[1] for row in await self._all(f"PRAGMA table_info({table})")]

    async def tables(self) -> dict[str, set[str]]:
        names = await self._all(
            "SELECT name FROM sqlite_master WHERE type = 'table'"
            " AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations'")
        return {name: {row[2] for row in await self._all(f"PRAGMA foreign_key_list({name})")}
                for (name,) in names}

    async def primary_key(self, table: str) -> list[str]:
        rows = await self._all(f"PRAGMA table_info({table})")  # pk: the column's place in it
        return [row[1] for row in sorted(rows, key=lambda row: row[5]) if row[5]]

    async def after_copy(self, tx: Tx) -> None:
        """Nothing: AUTOINCREMENT follows the highest id ever inserted, given or not."""

    async def integrity(self) -> list[str]:
        found = [text for (text,) in await self._all("PRAGMA integrity_check") if text != "ok"]
        for table, rowid, parent, _ in await self._all("PRAGMA foreign_key_check"):
            found.append(f"{table} row {rowid}: no {parent} row")
        return found

    async def _all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        async with self._lock:
            return await self._tx.all(sql, params)

    async def _write(self, sql: str, params: Iterable = ()) -> int:
        async with self._lock, self._refusable():
            return await self._tx.write(sql, params)
