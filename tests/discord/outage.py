"""A store that fails on demand, on either database: every query while its server is down
(StoreUnavailable), or the next writes that match (a full disk's NotSaved)."""

from __future__ import annotations

from contextlib import asynccontextmanager

from bot.store import NotSaved, StoreUnavailable


class Outage:
    """The store's queries, writes, transactions and game locks, failing on demand."""

    def __init__(self, store) -> None:
        self.down = False
        self.refusals: list[list] = []  # [words, matching writes to let through first]
        self.failed = 0  # how many calls failed
        self._wrap(store)

    def refuse_once(self, words: str, after: int = 0) -> None:
        """A write whose SQL holds `words` is refused, as on a full disk: the next one, or
        the one after `after` such writes went through."""
        self.refusals.append([words, after])

    def check(self, sql: str = "") -> None:
        if self.down:
            self.failed += 1
            raise StoreUnavailable("connection refused")
        for refusal in self.refusals:
            if refusal[0] in sql:
                if refusal[1]:
                    refusal[1] -= 1
                    continue
                self.refusals.remove(refusal)
                self.failed += 1
                raise NotSaved("database or disk is full")

    def _wrap(self, store) -> None:
        query, write = store._all, store._write
        transaction, game_lock = store.transaction, store.game_lock
        outage = self

        async def _all(sql, params=()):
            self.check()
            return await query(sql, params)

        async def _write(sql, params=()):
            self.check(sql)
            return await write(sql, params)

        class Checked:
            """A transaction whose writes are checked too."""

            def __init__(self, tx) -> None:
                self.tx = tx

            def __getattr__(self, name):
                return getattr(self.tx, name)

            async def write(self, sql, params=()):
                outage.check(sql)
                return await self.tx.write(sql, params)

        @asynccontextmanager
        async def _transaction():
            self.check()
            async with transaction() as tx:
                yield Checked(tx)

        @asynccontextmanager
        async def _game_lock(channel_id):
            self.check()
            async with game_lock(channel_id):
                yield

        store._all, store._write = _all, _write
        store.transaction, store.game_lock = _transaction, _game_lock
