"""The store on a PostgreSQL server (asyncpg), for one process or several on one database.

Queries are the shared ones of `base.Store`, their `?` placeholders numbered (`$1`, `$2`…).
Two pools of connections: one for the queries, one for the locks per game, which are
transaction-level advisory locks (`pg_advisory_xact_lock(channel id)`) held for as long as a
process works on a game. Apart, a process waiting on locks never takes the connections the
lock holders need to finish, and a process that dies lets its locks go with its connections.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from functools import lru_cache
from pathlib import Path

import asyncpg

from .base import MIGRATIONS, Conflict, Store, Tx

QUERY_CONNECTIONS = 8
LOCK_CONNECTIONS = 16
# The two-number advisory lock key migrations are applied under (games use one-number keys,
# which PostgreSQL keeps apart from two-number ones).
MIGRATION_LOCK = (0x5052, 1)


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """A query's `?` placeholders as PostgreSQL's `$1`, `$2`…"""
    count = iter(range(1, sql.count("?") + 1))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


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

    def __init__(self, pool: asyncpg.Pool, locks: asyncpg.Pool,
                 clock: Callable[[], str] | None = None) -> None:
        super().__init__(clock)
        self.pool = pool
        self.locks = locks

    @classmethod
    async def open(
        cls,
        url: str,
        clock: Callable[[], str] | None = None,
        migrations: Path = MIGRATIONS,
    ) -> PostgresStore:
        """Connect to the database of `url` (postgresql://user@host/db) and apply new
        migrations."""
        pool = await asyncpg.create_pool(url, min_size=1, max_size=QUERY_CONNECTIONS)
        try:
            locks = await asyncpg.create_pool(url, min_size=0, max_size=LOCK_CONNECTIONS)
        except BaseException:
            await pool.close()
            raise
        store = cls(pool, locks, clock)
        try:
            await store._migrate(migrations)
        except BaseException:
            await store.close()
            raise
        return store

    async def close(self) -> None:
        await self.locks.close()
        await self.pool.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self.pool.acquire() as connection, connection.transaction():
            yield _PostgresTx(connection)

    @asynccontextmanager
    async def _migration_transaction(self) -> AsyncIterator[Tx]:
        async with self.transaction() as tx:
            await tx.all("SELECT pg_advisory_xact_lock(?, ?)", MIGRATION_LOCK)
            yield tx

    @asynccontextmanager
    async def game_lock(self, channel_id: int) -> AsyncIterator[None]:
        async with self.locks.acquire() as connection, connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", channel_id)
            yield

    async def columns(self, table: str) -> list[str]:
        rows = await self._all(
            "SELECT column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
            (table,),
        )
        return [name for (name,) in rows]

    async def after_copy(self, tx: Tx) -> None:
        """The next game id after the highest one copied (ids are never reused: buttons
        carry them)."""
        await tx.all("SELECT setval(pg_get_serial_sequence('games', 'id'),"
                     " COALESCE(MAX(id), 0) + 1, false) FROM games")

    async def _all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        async with self.pool.acquire() as connection:
            return await _PostgresTx(connection).all(sql, params)

    async def _write(self, sql: str, params: Iterable = ()) -> int:
        async with self.pool.acquire() as connection:
            return await _PostgresTx(connection).write(sql, params)
