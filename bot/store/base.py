"""What the game service needs of a store, written once for SQLite and PostgreSQL.

`Store` is the interface: the query families, each a module of its own written on the
primitives of `sql.Sql` (games, seats, decisions, users, ratings, clocks, reviews, and the
migrations), mixed into one class. A dialect (`sqlite.py`, `postgres.py`) completes it with
those primitives (`_all`, `_write`, `transaction`), a lock per game that holds across
processes (`game_lock`), what the database tools read of its schema (`columns`, `tables`,
`primary_key`, `integrity`, `after_copy`) and the way a migration script runs (`Tx.script`).
"""

from __future__ import annotations

import re
from abc import abstractmethod
from contextlib import AbstractAsyncContextManager
from urllib.parse import urlsplit, urlunsplit

from .clocks import ClockQueries
from .decisions import DecisionQueries
from .games import GameQueries
from .migrate import Migrations
from .ratings import RatingQueries
from .reviews import ReviewQueries
from .seats import SeatQueries
from .sql import Tx
from .upkeep import UpkeepQueries
from .users import UserQueries


def shown(url: str) -> str:
    """A database URL fit to print: its password hidden, even in one that cannot be read."""
    try:
        parts = urlsplit(url)
    except ValueError:  # a bracket left open: the password is what stands between `:` and `@`
        return re.sub(r"(://[^:/?#@]*:)[^/?#]*@", r"\1***@", url)
    if "://" not in url or parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


class Store(GameQueries, SeatQueries, DecisionQueries, UserQueries, RatingQueries,
            ClockQueries, ReviewQueries, UpkeepQueries, Migrations):
    """The game database. Open one with `open_store(url)` (bot/store/__init__.py), close it
    with `close()`. Every method is one atomic step: a decision is stored whole or not at all,
    and `save_decisions` compares and sets the decision counter and the revision."""

    @abstractmethod
    async def close(self) -> None:
        """Close the connections (waits for the operation under way, if any)."""

    @abstractmethod
    def game_lock(self, channel_id: int) -> AbstractAsyncContextManager[None]:
        """Held while one process works on a channel's open game, so that no other process
        does at the same time (nothing more than the service's own lock on SQLite, whose file
        belongs to one process)."""

    @abstractmethod
    async def columns(self, table: str) -> list[str]:
        """The columns of a table, in order."""

    @abstractmethod
    async def tables(self) -> dict[str, set[str]]:
        """Every table of the schema but `schema_migrations`, read from the database itself
        (so a table a new migration adds is never left out), with the tables it refers to."""

    @abstractmethod
    async def primary_key(self, table: str) -> list[str]:
        """The columns of a table's primary key, in order."""

    async def integrity(self) -> list[str]:
        """What the database's own check finds wrong (nothing: an empty list)."""
        return []

    @abstractmethod
    async def after_copy(self, tx: Tx) -> None:
        """Bring the database's counters up to the rows a copy wrote with their own ids."""
