"""What every query family of the store builds on: the primitives a dialect gives (`_all`,
`_write`, `transaction` and its `Tx`) and the helpers written once on them (`_one`, `_pairs`,
`_now`).

Queries use `?` placeholders and SQL both databases read alike (`INSERT … ON CONFLICT`,
`RETURNING`, `CAST(? AS BIGINT)` where PostgreSQL could not guess a parameter's type).
Timestamps are text, `YYYY-MM-DD HH:MM:SS` in UTC, written by Python (`timestamp`), so the two
databases store and compare them alike.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import UTC, datetime

from .rows import timestamp


class Tx(ABC):
    """Statements inside one transaction."""

    @abstractmethod
    async def all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        """The rows a statement returns."""

    @abstractmethod
    async def write(self, sql: str, params: Iterable = ()) -> int:
        """Run a statement; the number of rows it changed."""

    @abstractmethod
    async def script(self, text: str) -> None:
        """Run a migration script (several statements)."""

    async def write_many(self, sql: str, rows: list[tuple]) -> None:
        """Run one statement for each row of parameters."""
        for row in rows:
            await self.write(sql, row)

    async def one(self, sql: str, params: Iterable = ()) -> tuple | None:
        rows = await self.all(sql, params)
        return rows[0] if rows else None


class Sql(ABC):
    """The contract between the query families and the dialect that runs them: each family
    (`games.GameQueries`, `clocks.ClockQueries`…) is written on these alone, and `base.Store`
    mixes them all into one class that a dialect completes."""

    dialect = ""  # "sqlite" or "postgres": which migration scripts it runs

    def __init__(self, clock: Callable[[], str] | None = None) -> None:
        self._clock = clock

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A transaction, committed at the end, rolled back on any error. Transactions do not
        nest, and the store's other methods must not be called inside one."""

    @abstractmethod
    async def _all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        """The rows of one query, outside any transaction."""

    @abstractmethod
    async def _write(self, sql: str, params: Iterable = ()) -> int:
        """Run one statement (atomic by itself); the number of rows it changed."""

    async def _one(self, sql: str, params: Iterable = ()) -> tuple | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def _pairs(self, sql: str, params: Iterable = ()) -> list[tuple[int, int]]:
        return [(first, second) for first, second in await self._all(sql, params)]

    def _now(self) -> str:
        return self._clock() if self._clock else timestamp(datetime.now(UTC))


@asynccontextmanager
async def nothing_held() -> AsyncIterator[None]:
    """A lock that holds nothing (a database only one process uses)."""
    yield
