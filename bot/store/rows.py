"""The store's vocabulary, below every query: the rows it hands out, the errors it raises, and
the helpers its queries share (`timestamp`, `in_shards`, `QUEUE_REVIEW`). Imports nothing of
the store, so the query families (`games.py`, `clocks.py`…, mixed into `base.Store`) and the
dialects all build on it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime

from ..shards import Shards

GAME_COLUMNS = (
    "id, channel_id, guild_id, host_id, status, theme, lang, max_players, options, seq, "
    "prompt_message_id, created_at, updated_at, prompt_seq, revision"
)

GAME_COLUMNS_OF_G = ", ".join(f"g.{column}" for column in GAME_COLUMNS.split(", "))


class StoreError(Exception):
    """A store operation that could not be done as asked."""


class ChannelBusy(StoreError):
    """The channel already has an open game (lobby or in play)."""


class Conflict(StoreError):
    """A write the schema refused: a key already taken, or a reference to nothing."""


class NotSaved(StoreError):
    """A write the database refused for now (a full disk, a failing or read-only one):
    nothing was changed, and the same write may succeed later."""


class StoreUnavailable(StoreError):
    """The database cannot be reached for now (its server is down or restarting, the
    connection to it was lost): nothing was changed, and the same request may succeed once it
    is back."""


class CannotConnect(StoreError):
    """A PostgreSQL server that cannot serve the bot, for a reason its operator can act on:
    `no-server` (nothing answers there), `no-host` (the host name does not resolve),
    `no-database`, `no-role`, `bad-password`, `refused` (`detail`: the server's words), or
    before any server is asked, `bad-url` (the URL cannot be read) or `bad-setting` (`detail`:
    asyncpg's words on an option of the URL).
    `url` is the database's URL fit to print, `name` the database or role at fault."""

    def __init__(self, reason: str, url: str, name: str = "", detail: str = "") -> None:
        super().__init__(f"{url}: {reason} {name} {detail}".strip())
        self.reason, self.url, self.name, self.detail = reason, url, name, detail


class NewerSchema(StoreError):
    """The database was migrated by a newer version of the bot than this one."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(f"the database's schema is version {found}; this bot knows up to {known}")
        self.found = found
        self.known = known


@dataclass(frozen=True)
class GameRow:
    """A game row without its record and snapshot (those are read only when needed)."""

    id: int
    channel_id: int
    guild_id: int | None
    host_id: int
    status: str
    theme: str
    lang: str
    max_players: int
    options: dict
    seq: int
    prompt_message_id: int | None
    created_at: str
    updated_at: str
    prompt_seq: int | None = None  # the decision counter the prompt message was posted for
    revision: int = 0  # every change to the record adds one: never comes back (buttons carry it)

    @classmethod
    def from_row(cls, row: tuple) -> GameRow:
        """A row selected as GAME_COLUMNS, its options decoded."""
        values = list(row)
        values[8] = json.loads(values[8])
        return cls(*values)


@dataclass(frozen=True)
class SeatRow:
    """A player of a game: `seat` is None until the game starts."""

    user_id: int
    display_name: str
    joined: int
    seat: int | None
    computer: str | None = None  # the level the computer plays this seat at, None: a person


@dataclass(frozen=True)
class UserRow:
    """A player's preferences."""

    user_id: int
    lang: str | None
    notify: bool
    dm_blocked: bool


def timestamp(moment: datetime) -> str:
    """A moment as the store writes it (UTC, to the second), so that two compare as text."""
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")


# The review of a game that just ended, queued in the transaction that ends it (migration
# 0017): a finished game, or one cancelled after at least one decision (`seq` > 0).
# Parameters: when, the game.
QUEUE_REVIEW = ("INSERT INTO reviews (game_id, state, queued_at) SELECT id, 'queued', ?"
                " FROM games WHERE id = ? AND status IN ('finished', 'cancelled') AND seq > 0"
                " ON CONFLICT (game_id) DO NOTHING")


def in_shards(shards: Shards | None, column: str = "guild_id") -> tuple[str, tuple]:
    """A query's condition (and its parameters) keeping the games of the servers of `shards`
    (`bot.shards.shard_of`), or nothing for all."""
    if shards is None:
        return "", ()
    marks = ", ".join("?" for _ in shards.ids)
    return (f" AND (COALESCE({column}, 0) >> 22) % ? IN ({marks})",
            (shards.count, *shards.ids))
