"""The SQLite store of games, seats, players' preferences and pings (aiosqlite).

A game row keeps the game's record (the truth) and a snapshot of its state (a cache), with `seq`,
the number of decisions in the record. Every accepted decision is written in one statement that
compares and sets `seq`, so a writer holding a stale `seq` changes nothing.

One connection serves the whole process; an asyncio lock keeps each operation (and each
transaction) whole, so one coroutine never sees or joins another's open transaction.
"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import aiosqlite

MIGRATIONS = Path(__file__).parent / "migrations"
MIGRATION_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
BUSY_TIMEOUT_MS = 5000

GAME_COLUMNS = (
    "id, channel_id, guild_id, host_id, status, theme, lang, max_players, options, seq, "
    "prompt_message_id, created_at, updated_at, prompt_seq"
)


class StoreError(Exception):
    """A store operation that could not be done as asked."""


class ChannelBusy(StoreError):
    """The channel already has an open game (lobby or in play)."""


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


def migration_files(folder: Path = MIGRATIONS) -> list[tuple[int, str, Path]]:
    """The numbered migrations `NNNN_name.sql` of `folder`, in order."""
    found = []
    for path in folder.iterdir():
        match = MIGRATION_NAME.match(path.name)
        if match:
            found.append((int(match[1]), match[2], path))
    return sorted(found)


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


class Store:
    """The game database. Open it with `await Store.open(path)`, close it with `close()`."""

    def __init__(self, db: aiosqlite.Connection, clock: Callable[[], str] | None = None) -> None:
        self.db = db
        self._clock = clock
        self._lock = asyncio.Lock()

    # ------------------------------------------------------------ opening
    @classmethod
    async def open(
        cls,
        path: str,
        clock: Callable[[], str] | None = None,
        migrations: Path = MIGRATIONS,
    ) -> Store:
        """Open (or create) the database file, set its pragmas and apply new migrations.

        `clock`, if given, returns the timestamps written in `created_at`/`updated_at`;
        otherwise SQLite's CURRENT_TIMESTAMP is used.
        """
        db = await aiosqlite.connect(path, isolation_level=None)
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            store = cls(db, clock)
            await store._migrate(migrations)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        """Close the connection (waits for the operation under way, if any)."""
        async with self._lock:
            await self.db.close()

    async def _migrate(self, folder: Path) -> None:
        await self.db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
            " applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)"
        )
        for version, name, path in migration_files(folder):
            statements = split_statements(path.read_text(encoding="utf-8"))
            async with self.transaction():
                if await self._applied(version):
                    continue  # another process applied it while we waited
                for statement in statements:
                    await self.db.execute(statement)
                await self.db.execute(
                    "INSERT INTO schema_migrations (version, name) VALUES (?, ?)", (version, name)
                )

    async def _applied(self, version: int) -> bool:
        rows = await self.db.execute_fetchall(
            "SELECT 1 FROM schema_migrations WHERE version = ?", (version,)
        )
        return bool(rows)

    async def migrations(self) -> list[tuple[int, str]]:
        """The migrations applied to this file, as (version, name)."""
        rows = await self._all("SELECT version, name FROM schema_migrations ORDER BY version")
        return [(version, name) for version, name in rows]

    # ------------------------------------------------------- transactions
    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE … COMMIT, rolled back on any error. Holds the store's lock, so
        other operations wait for it (and it must not call them: transactions do not nest)."""
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def _all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        async with self._lock:
            return list(await self.db.execute_fetchall(sql, tuple(params)))

    async def _one(self, sql: str, params: Iterable = ()) -> tuple | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def _write(self, sql: str, params: Iterable = ()) -> int:
        """Run one statement (atomic by itself); the number of rows it changed."""
        async with self._lock:
            cursor = await self.db.execute(sql, tuple(params))
            return cursor.rowcount

    def _now(self) -> str | None:
        return self._clock() if self._clock else None

    # -------------------------------------------------------------- games
    async def create_lobby(
        self,
        channel_id: int,
        guild_id: int | None,
        host_id: int,
        host_name: str,
        theme: str,
        lang: str,
        max_players: int,
        options: dict,
    ) -> int:
        """A new lobby with its host seated; its id. ChannelBusy if the channel has an open game."""
        now = self._now()
        async with self.transaction() as db:
            busy = await db.execute_fetchall(
                "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'playing')",
                (channel_id,),
            )
            if busy:
                raise ChannelBusy(f"channel {channel_id} already has an open game")
            cursor = await db.execute(
                "INSERT INTO games (channel_id, guild_id, host_id, theme, lang, max_players,"
                " options, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?,"
                " COALESCE(?, CURRENT_TIMESTAMP), COALESCE(?, CURRENT_TIMESTAMP))",
                (channel_id, guild_id, host_id, theme, lang, max_players,
                 json.dumps(options), now, now),
            )
            game_id = cursor.lastrowid
            await db.execute(
                "INSERT INTO seats (game_id, user_id, display_name, joined)"
                " VALUES (?, ?, ?, 1)",
                (game_id, host_id, host_name),
            )
        return game_id

    async def open_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any."""
        row = await self._one(
            f"SELECT {GAME_COLUMNS} FROM games"
            " WHERE channel_id = ? AND status IN ('lobby', 'playing')",
            (channel_id,),
        )
        return GameRow.from_row(row) if row else None

    async def game(self, game_id: int) -> GameRow | None:
        """Any game by id, whatever its status."""
        row = await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return GameRow.from_row(row) if row else None

    async def game_data(self, game_id: int) -> tuple[int, str | None, str | None]:
        """(seq, record JSON, snapshot JSON) of a game, read together."""
        row = await self._one("SELECT seq, record, snapshot FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise StoreError(f"no game {game_id}")
        return row

    async def open_games(self) -> list[tuple[int, int]]:
        """(game id, channel id) of every game in play; no record is read."""
        rows = await self._all(
            "SELECT id, channel_id FROM games WHERE status = 'playing' ORDER BY id"
        )
        return [(game_id, channel_id) for game_id, channel_id in rows]

    async def unprompted_games(self) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play whose prompts were never posted for
        their last decision."""
        rows = await self._all(
            "SELECT id, channel_id FROM games WHERE status = 'playing'"
            " AND (prompt_seq IS NULL OR prompt_seq <> seq) ORDER BY id"
        )
        return [(game_id, channel_id) for game_id, channel_id in rows]

    async def waiting_since(self, before: str) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play whose last decision is older than
        `before` (an SQLite timestamp, UTC)."""
        rows = await self._all(
            "SELECT id, channel_id FROM games WHERE status = 'playing' AND updated_at <= ?"
            " ORDER BY id",
            (before,),
        )
        return [(game_id, channel_id) for game_id, channel_id in rows]

    async def finished_games(
        self, channel_id: int | None = None, guild_id: int | None = None, limit: int = 10
    ) -> list[GameRow]:
        """The latest finished games, of a channel or a guild (or all), newest first."""
        where, params = ["status = 'finished'"], []
        if channel_id is not None:
            where.append("channel_id = ?")
            params.append(channel_id)
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        rows = await self._all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {' AND '.join(where)}"
            " ORDER BY id DESC LIMIT ?",
            (*params, limit),
        )
        return [GameRow.from_row(row) for row in rows]

    async def start_game(
        self, game_id: int, seating: list[int], record: str, snapshot: str | None
    ) -> bool:
        """Seat the lobby's players (`seating[seat] = user id`) and store the first record, in
        one transaction; False (nothing changed) if the game is no longer in the lobby."""
        now = self._now()
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = 'playing', record = ?, snapshot = ?, seq = 0,"
                " updated_at = COALESCE(?, CURRENT_TIMESTAMP) WHERE id = ? AND status = 'lobby'",
                (record, snapshot, now, game_id),
            )
            if cursor.rowcount != 1:
                return False
            await db.executemany(
                "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?",
                [(seat, game_id, user_id) for seat, user_id in enumerate(seating)],
            )
        return True

    async def save_decisions(
        self,
        game_id: int,
        expected_seq: int,
        seq: int,
        record: str,
        snapshot: str | None,
        finished: bool = False,
    ) -> bool:
        """Store a game's new record, snapshot and seq if its seq is still `expected_seq`
        (compare-and-set); False, and nothing changed, if another writer got there first."""
        changed = await self._write(
            "UPDATE games SET record = ?, snapshot = ?, seq = ?,"
            " status = CASE WHEN ? THEN 'finished' ELSE status END,"
            " updated_at = COALESCE(?, CURRENT_TIMESTAMP)"
            " WHERE id = ? AND seq = ? AND status = 'playing'",
            (record, snapshot, seq, finished, self._now(), game_id, expected_seq),
        )
        return changed == 1

    async def set_status(self, game_id: int, status: str, only_from: tuple[str, ...]) -> bool:
        """Move a game to `status` if it is in one of `only_from`; False if it was not."""
        marks = ", ".join("?" for _ in only_from)
        changed = await self._write(
            f"UPDATE games SET status = ?, updated_at = COALESCE(?, CURRENT_TIMESTAMP)"
            f" WHERE id = ? AND status IN ({marks})",
            (status, self._now(), game_id, *only_from),
        )
        return changed == 1

    async def set_host(self, game_id: int, host_id: int) -> None:
        """Hand the lobby to another host."""
        await self._write("UPDATE games SET host_id = ? WHERE id = ?", (host_id, game_id))

    async def set_prompt_message(self, game_id: int, message_id: int | None,
                                 seq: int | None = None) -> None:
        """Remember the public prompt message of a game (None: no prompt) and the decision
        counter its prompts were posted for."""
        await self._write(
            "UPDATE games SET prompt_message_id = ?, prompt_seq = ? WHERE id = ?",
            (message_id, seq, game_id),
        )

    # -------------------------------------------------------------- seats
    async def seats(self, game_id: int) -> list[SeatRow]:
        """The players of a game: by seat once it started, by joining order in the lobby."""
        rows = await self._all(
            "SELECT user_id, display_name, joined, seat, computer FROM seats WHERE game_id = ?"
            " ORDER BY seat, joined",
            (game_id,),
        )
        return [SeatRow(*row) for row in rows]

    async def add_seat(self, game_id: int, user_id: int, name: str,
                       computer: str | None = None) -> bool:
        """Seat a player (or a computer of that level) in the lobby after the others; False if
        already there."""
        changed = await self._write(
            "INSERT OR IGNORE INTO seats (game_id, user_id, display_name, joined, computer)"
            " SELECT ?, ?, ?, COALESCE(MAX(joined), 0) + 1, ? FROM seats WHERE game_id = ?",
            (game_id, user_id, name, computer, game_id),
        )
        return changed == 1

    async def set_computer(self, game_id: int, user_id: int, level: str | None,
                           only_if: str | None = "person") -> bool:
        """Let the computer play a seated player's seat at `level`, or give it back to him
        (None). `only_if` "person": only a seat a person plays now; "computer": only one the
        computer plays now. False if nothing changed."""
        condition = {"person": " AND computer IS NULL", "computer": " AND computer IS NOT NULL"}
        changed = await self._write(
            "UPDATE seats SET computer = ? WHERE game_id = ? AND user_id = ? AND seat IS NOT NULL"
            + condition.get(only_if, ""),
            (level, game_id, user_id),
        )
        return changed == 1

    async def games_with_computers(self) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play where the computer plays a seat."""
        rows = await self._all(
            "SELECT DISTINCT g.id, g.channel_id FROM games g JOIN seats s ON s.game_id = g.id"
            " WHERE g.status = 'playing' AND s.computer IS NOT NULL ORDER BY g.id"
        )
        return [(game_id, channel_id) for game_id, channel_id in rows]

    async def move_seat(self, game_id: int, from_user: int, to_user: int, name: str) -> bool:
        """Give a seated player's place in a started game to someone not at the table;
        False if `from_user` has no seat or `to_user` has one."""
        try:
            changed = await self._write(
                "UPDATE seats SET user_id = ?, display_name = ?"
                " WHERE game_id = ? AND user_id = ? AND seat IS NOT NULL",
                (to_user, name, game_id, from_user),
            )
        except sqlite3.IntegrityError:  # `to_user` already sits at this table
            return False
        return changed == 1

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Take a player out of the lobby; False if not there."""
        changed = await self._write(
            "DELETE FROM seats WHERE game_id = ? AND user_id = ? AND seat IS NULL",
            (game_id, user_id),
        )
        return changed == 1

    # -------------------------------------------------------------- users
    async def user(self, user_id: int) -> UserRow:
        """A player's preferences (the defaults if never set)."""
        row = await self._one(
            "SELECT user_id, lang, notify, dm_blocked FROM users WHERE user_id = ?", (user_id,)
        )
        if row is None:
            return UserRow(user_id, None, True, False)
        return UserRow(row[0], row[1], bool(row[2]), bool(row[3]))

    async def set_user(self, user_id: int, column: str, value: object) -> None:
        """Set one preference (`lang`, `notify` or `dm_blocked`) of a player."""
        if column not in ("lang", "notify", "dm_blocked"):
            raise StoreError(f"unknown user preference {column!r}")
        await self._write(
            f"INSERT INTO users (user_id, {column}) VALUES (?, ?)"
            f" ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}",
            (user_id, value),
        )

    # -------------------------------------------------------------- pings
    async def claim_reminder(self, game_id: int, seq: int, user_id: int, now: str,
                             due_before: str, most: int) -> int | None:
        """Count one more reminder for (game, seq, user) if fewer than `most` were sent and the
        last one is older than `due_before`; the reminder's number, or None if none is due."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "SELECT sent, last_at FROM reminders WHERE game_id = ? AND seq = ? AND user_id = ?",
                (game_id, seq, user_id),
            )
            row = await cursor.fetchone()
            if row is not None and (row[0] >= most or row[1] > due_before):
                return None
            sent = 1 if row is None else row[0] + 1
            await db.execute(
                "INSERT INTO reminders (game_id, seq, user_id, sent, last_at)"
                " VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id, seq, user_id)"
                " DO UPDATE SET sent = excluded.sent, last_at = excluded.last_at",
                (game_id, seq, user_id, sent, now),
            )
            return sent

    async def claim_ping(self, game_id: int, seq: int, user_id: int) -> bool:
        """True the first time for (game, seq, user), False ever after."""
        changed = await self._write(
            "INSERT OR IGNORE INTO pings (game_id, seq, user_id) VALUES (?, ?, ?)",
            (game_id, seq, user_id),
        )
        return changed == 1
