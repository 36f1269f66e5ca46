"""A store that fails on demand, on either database: every query while its server is down
(StoreUnavailable), or the next writes that match (a full disk's NotSaved)."""

from __future__ import annotations

from contextlib import asynccontextmanager

from bot.store import NotSaved, StoreUnavailable


class Outage:
    """The store's queries, writes, transactions and game locks, failing on demand."""

    def __init__(self, store) -> None:
        self.down = False
        self.refusals: list[str] = []  # words of the writes to refuse, once each
        self.failed = 0  # how many calls failed
        self._wrap(store)

    def refuse_once(self, words: str) -> None:
        """The next write whose SQL holds `words` is refused, as on a full disk."""
        self.refusals.append(words)

    def check(self, sql: str = "") -> None:
        if self.down:
            self.failed += 1
            raise StoreUnavailable("connection refused")
        for words in self.refusals:
            if words in sql:
                self.refusals.remove(words)
                self.failed += 1
                raise NotSaved("database or disk is full")

    def _wrap(self, store) -> None:
        query, write = store._all, store._write
        transaction, game_lock = store.transaction, store.game_lock

        async def _all(sql, params=()):
            self.check()
            return await query(sql, params)

        async def _write(sql, params=()):
            self.check(sql)
            return await write(sql, params)

        @asynccontextmanager
        async def _transaction():
            self.check()
            async with transaction() as tx:
                yield tx

        @asynccontextmanager
        async def _game_lock(channel_id):
            self.check()
            async with game_lock(channel_id):
                yield

        store._all, store._write = _all, _write
        store.transaction, store.game_lock = _transaction, _game_lock
