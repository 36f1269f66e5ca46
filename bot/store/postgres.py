"""The store on a PostgreSQL server (asyncpg), for one process or several on one database.

Queries are the shared ones of `base.Store`, their `?` placeholders numbered (`$1`, `$2`…),
run on a pool of connections. The lock per game is an advisory lock of the session
(`pg_advisory_lock(channel id)`) taken on one connection of the pool, which then serves every
query of the coroutine holding it (a context variable says which): no other pool connection
is needed to finish, and each round trip saved counts, since a click runs several queries.
Each query still commits by itself, as on SQLite. A process that dies lets its locks go with
its connections; a connection whose lock may be left over is closed, never reused.
"""

from __future__ import annotations

import asyncio
import logging
import re
import socket
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlsplit

import asyncpg

from .base import Store, shown
from .migrate import MIGRATIONS
from .rows import (
    CannotConnect,
    Conflict,
    NotSaved,
    StoreError,
    StoreUnavailable,
)
from .sql import Tx

log = logging.getLogger(__name__)

CONNECTIONS = 16
# The two-number advisory lock key migrations are applied under (games use one-number keys,
# which PostgreSQL keeps apart from two-number ones).
MIGRATION_LOCK = (0x5052, 1)


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """A query's `?` placeholders as PostgreSQL's `$1`, `$2`…"""
    count = iter(range(1, sql.count("?") + 1))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


# The connection whose game lock the running coroutine holds (None: it holds none).
_held: ContextVar[asyncpg.Connection | None] = ContextVar("prbot_game_lock", default=None)


async def _or_close(connection: asyncpg.Connection, sql: str, *params) -> None:
    """Take or give back a lock; if that fails or is cancelled half-way, the connection is
    closed, its session's locks with it, so that none is left behind in the pool."""
    try:
        await connection.execute(sql, *params)
    except BaseException:
        connection.terminate()
        raise


async def nothing_to_reset(connection: asyncpg.Connection) -> None:
    """A connection goes back to its pool as it came: the store changes no session setting,
    listens to nothing, its transactions always end, and its session locks are given back or
    the connection closed (`_or_close`). The pool's default reset would cost a round trip to
    the server on every release."""


# What the server refuses to write for want of room (class 53: a full disk, no memory) or
# because it only reads (a standby, a disk put read-only): nothing was saved, and the caller may
# say so to whoever asked, as SQLite's full disk is said.
REFUSED_WRITES = (asyncpg.InsufficientResourcesError, asyncpg.ReadOnlySQLTransactionError)


@asynccontextmanager
async def refusable() -> AsyncIterator[None]:
    """A write the server refuses becomes NotSaved."""
    try:
        yield
    except REFUSED_WRITES as exc:
        raise NotSaved(str(exc)) from exc


# What a server that cannot be reached raises: no connection to it (refused, timed out, no
# socket), one lost, or the server shutting down or starting up (class 57).
UNREACHABLE = (OSError, asyncpg.PostgresConnectionError, asyncpg.OperatorInterventionError)


@asynccontextmanager
async def reachable(connection: asyncpg.Connection | None = None) -> AsyncIterator[None]:
    """A server that cannot be reached (or a connection to it that is gone) becomes
    StoreUnavailable; the pool connects again by itself once the server is back."""
    try:
        yield
    except UNREACHABLE as exc:
        raise StoreUnavailable(str(exc) or type(exc).__name__) from exc
    except asyncpg.InterfaceError as exc:
        if connection is None or not _lost(connection):
            raise
        raise StoreUnavailable(str(exc)) from exc


def _lost(connection: asyncpg.Connection) -> bool:
    """Whether a connection the store holds is gone. asyncpg gives a pool's connection that
    closes back to the pool at once, after which even is_closed() raises: since `reachable`
    only wraps a connection while the store holds it, one given back meanwhile was closed."""
    try:
        return connection.is_closed()
    except asyncpg.InterfaceError:
        return True


def connecting_fault(url: str, exc: BaseException) -> CannotConnect | None:
    """What kept the store from connecting to the server, in the operator's terms (None: not
    a fault of the connection). The server's words name the database or role it lacks."""
    words = str(exc)
    quoted = re.search(r'"([^"]*)"', words)
    name = quoted.group(1) if quoted else ""
    if isinstance(exc, asyncpg.ClientConfigurationError):  # an option it does not know
        return CannotConnect("bad-setting", shown(url), detail=words)
    if isinstance(exc, ValueError):  # asyncpg could not read it: a port that is no number…
        return CannotConnect("bad-url", shown(url))
    if isinstance(exc, socket.gaierror):
        return CannotConnect("no-host", shown(url), urlsplit(url).hostname or "")
    if isinstance(exc, OSError):  # refused, no socket, timed out
        return CannotConnect("no-server", shown(url))
    if isinstance(exc, asyncpg.InvalidCatalogNameError):
        return CannotConnect("no-database", shown(url), name)
    if isinstance(exc, asyncpg.InvalidPasswordError):
        return CannotConnect("bad-password", shown(url), name)
    if isinstance(exc, asyncpg.InvalidAuthorizationSpecificationError) \
            and "does not exist" in words:
        return CannotConnect("no-role", shown(url), name)
    if isinstance(exc, asyncpg.PostgresError | asyncpg.PostgresConnectionError):
        return CannotConnect("refused", shown(url), detail=words)
    return None


class _PostgresTx(Tx):
    def __init__(self, connection: asyncpg.Connection) -> None:
        self.connection = connection

    async def all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        try:
            rows = await self.connection.fetch(numbered(sql), *params)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise Conflict(str(exc)) from exc
        return [tuple(row) for row in rows]

    async def write(self, sql: str, params: Iterable = ()) -> int:
        try:
            status = await self.connection.execute(numbered(sql), *params)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise Conflict(str(exc)) from exc
        count = status.rsplit(" ", 1)[-1]  # "UPDATE 1", "INSERT 0 1"; "CREATE TABLE"
        return int(count) if count.isdigit() else 0

    async def script(self, text: str) -> None:
        await self.connection.execute(text)

    async def write_many(self, sql: str, rows: list[tuple]) -> None:
        try:
            await self.connection.executemany(numbered(sql), rows)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise Conflict(str(exc)) from exc


class PostgresStore(Store):
    """The game database on a PostgreSQL server. Open it with `await PostgresStore.open(url)`."""

    dialect = "postgres"

    def __init__(self, pool: asyncpg.Pool, clock: Callable[[], str] | None = None) -> None:
        super().__init__(clock)
        self.pool = pool
        self._giving_back: set[asyncio.Task] = set()  # locks being given back

    @classmethod
    async def open(
        cls,
        url: str,
        clock: Callable[[], str] | None = None,
        migrations: Path = MIGRATIONS,
    ) -> PostgresStore:
        """Connect to the database of `url` (postgresql://user@host/db) and apply new
        migrations."""
        try:
            pool = await asyncpg.create_pool(url, min_size=1, max_size=CONNECTIONS,
                                             reset=nothing_to_reset)
        except Exception as exc:
            fault = connecting_fault(url, exc)
            if fault is None:
                raise
            raise fault from None  # from None: the URL, password and all, stays unprinted
        store = cls(pool, clock)
        try:
            await store._migrate(migrations)
        except BaseException:
            await store.close()
            raise
        return store

    async def close(self) -> None:
        await asyncio.gather(*self._giving_back, return_exceptions=True)
        await self.pool.close()

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        """The connection of the game lock this coroutine holds, else one from the pool."""
        held = _held.get()
        if held is not None:
            async with reachable(held):
                yield held
            return
        async with reachable(), self.pool.acquire() as connection:
            async with reachable(connection):
                yield connection

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self._connection() as connection, refusable(), connection.transaction():
            yield _PostgresTx(connection)

    @asynccontextmanager
    async def _migration_transaction(self) -> AsyncIterator[Tx]:
        async with self.transaction() as tx:
            await tx.all("SELECT pg_advisory_xact_lock(?, ?)", MIGRATION_LOCK)
            yield tx

    @asynccontextmanager
    async def game_lock(self, channel_id: int) -> AsyncIterator[None]:
        """The lock is given back in a task of its own, while the caller goes on (with a
        click, to post what it did): the next holder waits for it on the server anyway."""
        if _held.get() is not None:
            raise StoreError("game locks do not nest")
        async with reachable():
            connection = await self.pool.acquire()
        try:
            async with reachable(connection):
                await _or_close(connection, "SELECT pg_advisory_lock($1)", channel_id)
        except BaseException:
            await self.pool.release(connection)
            raise
        token = _held.set(connection)
        try:
            yield
        finally:
            _held.reset(token)
            task = asyncio.ensure_future(self._give_back(connection, channel_id))
            self._giving_back.add(task)
            task.add_done_callback(self._giving_back.discard)

    async def _give_back(self, connection: asyncpg.Connection, channel_id: int) -> None:
        try:
            await _or_close(connection, "SELECT pg_advisory_unlock($1)", channel_id)
        except Exception:  # the connection is closed, and the lock with it
            log.warning("the lock of channel %s went with its connection", channel_id)
        finally:
            await self.pool.release(connection)

    async def columns(self, table: str) -> list[str]:
        rows = await self._all(
            "SELECT column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
            (table,),
        )
        return [name for (name,) in rows]

    async def tables(self) -> dict[str, set[str]]:
        names = await self._all(
            "SELECT table_name FROM information_schema.tables WHERE table_schema ="
            " current_schema() AND table_type = 'BASE TABLE' AND table_name != 'schema_migrations'")
        tables: dict[str, set[str]] = {name: set() for (name,) in names}
        for child, parent in await self._all(
            "SELECT c.relname, p.relname FROM pg_constraint k"
            " JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid"
            " WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace"
        ):
            tables[child].add(parent)
        return tables

    async def primary_key(self, table: str) -> list[str]:
        rows = await self._all(
            "SELECT u.column_name FROM information_schema.table_constraints c"
            " JOIN information_schema.key_column_usage u USING (constraint_schema,"
            " constraint_name) WHERE c.table_schema = current_schema() AND c.table_name = ?"
            " AND c.constraint_type = 'PRIMARY KEY' ORDER BY u.ordinal_position", (table,))
        return [name for (name,) in rows]

    async def after_copy(self, tx: Tx) -> None:
        """Each counter (an identity or serial column's sequence) after the highest value
        copied: ids are never reused (buttons carry them)."""
        counted = await tx.all(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND pg_get_serial_sequence("
            " quote_ident(table_name), column_name) IS NOT NULL")
        for table, column in counted:
            await tx.all(f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'),"
                         f" COALESCE(MAX({column}), 0) + 1, false) FROM {table}")

    async def _all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        async with self._connection() as connection:
            return await _PostgresTx(connection).all(sql, params)

    async def _write(self, sql: str, params: Iterable = ()) -> int:
        async with self._connection() as connection, refusable():
            return await _PostgresTx(connection).write(sql, params)
