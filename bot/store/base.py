"""What the game service needs of a store, written once for SQLite and PostgreSQL.

`Store` holds every query. A dialect (`sqlite.py`, `postgres.py`) gives it a way to read rows
(`_all`), to run one atomic statement (`_write`), transactions (`transaction`), a lock per game
that holds across processes (`game_lock`) and the way a migration script runs (`Tx.script`).
Queries use `?` placeholders and SQL both databases read alike (`INSERT … ON CONFLICT`,
`RETURNING`, `CAST(? AS BIGINT)` where PostgreSQL could not guess a parameter's type).

Timestamps are text, `YYYY-MM-DD HH:MM:SS` in UTC, written by Python (`timestamp`), so the two
databases store and compare them alike.
"""

from __future__ import annotations

import json
import re
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from ..shards import Shards
from .clocks import ClockQueries
from .rows import (
    GAME_COLUMNS,
    GAME_COLUMNS_OF_G,
    ChannelBusy,
    Conflict,
    GameRow,
    NewerSchema,
    SeatRow,
    StoreError,
    UserRow,
    in_shards,
    timestamp,
)

MIGRATIONS = Path(__file__).parent / "migrations"
# NNNN_name.sql for both dialects, NNNN_name.sqlite.sql / NNNN_name.postgres.sql for one.
MIGRATION_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)(?:\.(sqlite|postgres))?\.sql$")
DIALECTS = ("sqlite", "postgres")


def shown(url: str) -> str:
    """A database URL fit to print: its password hidden."""
    parts = urlsplit(url)
    if "://" not in url or parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def revision_step(seq: int, new_seq: int) -> int:
    """How much a game's revision grows when its record goes from `seq` decisions to
    `new_seq`: one for each decision added or taken back, one at least."""
    return max(abs(new_seq - seq), 1)


def migration_files(dialect: str = "sqlite",
                    folder: Path = MIGRATIONS) -> list[tuple[int, str, Path]]:
    """The numbered migrations of `folder` for one dialect, in order: `NNNN_name.sql` serves
    both, `NNNN_name.<dialect>.sql` only that one. A number given twice is a mistake."""
    found: dict[int, tuple[int, str, Path]] = {}
    for path in folder.iterdir():
        match = MIGRATION_NAME.match(path.name)
        if not match or match[3] not in (None, dialect):
            continue
        version = int(match[1])
        if version in found:
            raise StoreError(f"migration {version} is given twice: {found[version][2].name}, "
                             f"{path.name}")
        found[version] = (version, match[2], path)
    return sorted(found.values())


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


class Store(ClockQueries, ABC):
    """The game database. Open one with `open_store(url)` (bot/store/__init__.py), close it
    with `close()`. Every method is one atomic step: a decision is stored whole or not at all,
    and `save_decisions` compares and sets the decision counter and the revision."""

    dialect = ""

    def __init__(self, clock: Callable[[], str] | None = None) -> None:
        self._clock = clock

    # ------------------------------------------------------- the dialect's part
    @abstractmethod
    async def close(self) -> None:
        """Close the connections (waits for the operation under way, if any)."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A transaction, committed at the end, rolled back on any error. Transactions do not
        nest, and the store's other methods must not be called inside one."""

    @abstractmethod
    def game_lock(self, channel_id: int) -> AbstractAsyncContextManager[None]:
        """Held while one process works on a channel's open game, so that no other process
        does at the same time (nothing more than the service's own lock on SQLite, whose file
        belongs to one process)."""

    @abstractmethod
    async def _all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        """The rows of one query, outside any transaction."""

    @abstractmethod
    async def _write(self, sql: str, params: Iterable = ()) -> int:
        """Run one statement (atomic by itself); the number of rows it changed."""

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

    def _migration_transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A transaction that no other process migrates in at the same time."""
        return self.transaction()

    # ------------------------------------------------------- shared helpers
    async def _one(self, sql: str, params: Iterable = ()) -> tuple | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    def _now(self) -> str:
        return self._clock() if self._clock else timestamp(datetime.now(UTC))

    # ------------------------------------------------------------ migrations
    async def _migrate(self, folder: Path = MIGRATIONS) -> None:
        """Apply the migrations this database lacks, each in a transaction of its own;
        NewerSchema, and nothing changed, if a newer bot migrated it further."""
        files = migration_files(self.dialect, folder)
        known = files[-1][0] if files else 0
        async with self._migration_transaction() as tx:
            await tx.write(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
            )
            (found,) = await tx.one("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
        if found > known:
            raise NewerSchema(found, known)
        for version, name, path in files:
            text = path.read_text(encoding="utf-8")
            async with self._migration_transaction() as tx:
                if await tx.one("SELECT 1 FROM schema_migrations WHERE version = ?", (version,)):
                    continue  # applied before, or by another process while we waited
                await tx.script(text)
                await tx.write(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (version, name, self._now()),
                )

    async def migrations(self) -> list[tuple[int, str]]:
        """The migrations applied to this database, as (version, name)."""
        rows = await self._all("SELECT version, name FROM schema_migrations ORDER BY version")
        return [(version, name) for version, name in rows]

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
        try:
            async with self.transaction() as tx:
                busy = await tx.one(
                    "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'playing')",
                    (channel_id,),
                )
                if busy:
                    raise ChannelBusy(f"channel {channel_id} already has an open game")
                (game_id,) = await tx.one(
                    "INSERT INTO games (channel_id, guild_id, host_id, theme, lang, max_players,"
                    " options, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " RETURNING id",
                    (channel_id, guild_id, host_id, theme, lang, max_players,
                     json.dumps(options), now, now),
                )
                await tx.write(
                    "INSERT INTO seats (game_id, user_id, display_name, joined)"
                    " VALUES (?, ?, ?, 1)",
                    (game_id, host_id, host_name),
                )
        except Conflict as exc:  # another process opened one in the same instant
            raise ChannelBusy(f"channel {channel_id} already has an open game") from exc
        return game_id

    async def open_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any."""
        row = await self._one(
            f"SELECT {GAME_COLUMNS} FROM games"
            " WHERE channel_id = ? AND status IN ('lobby', 'playing')",
            (channel_id,),
        )
        return GameRow.from_row(row) if row else None

    async def open_game_and_seats(self, channel_id: int) -> tuple[GameRow | None,
                                                                  list[SeatRow]]:
        """The channel's open game, if any, with its seats as `seats` gives them, in one
        query (a click reads them together, and each round trip to a server counts)."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS_OF_G}, s.user_id, s.display_name, s.joined, s.seat,"
            " s.computer FROM games g LEFT JOIN seats s ON s.game_id = g.id"
            " WHERE g.channel_id = ? AND g.status IN ('lobby', 'playing')"
            " ORDER BY s.seat NULLS FIRST, s.joined",
            (channel_id,),
        )
        if not rows:
            return None, []
        width = len(GAME_COLUMNS_OF_G.split(", "))
        seats = [SeatRow(*row[width:]) for row in rows if row[width] is not None]
        return GameRow.from_row(rows[0][:width]), seats

    async def game(self, game_id: int) -> GameRow | None:
        """Any game by id, whatever its status."""
        row = await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return GameRow.from_row(row) if row else None

    async def game_data(self, game_id: int) -> tuple[int, str | None, str | None]:
        """(seq, record JSON, snapshot JSON) of a game, read together."""
        row = await self._one("SELECT seq, record, snapshot FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise StoreError(f"no game {game_id}")
        return tuple(row)

    async def open_games(self) -> list[tuple[int, int]]:
        """(game id, channel id) of every game in play; no record is read."""
        return await self._pairs(
            "SELECT id, channel_id FROM games WHERE status = 'playing' ORDER BY id"
        )

    async def unprompted_games(self, shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play whose prompts were never posted for
        their last decision (of the servers of `shards` only, if given)."""
        where, params = in_shards(shards)
        return await self._pairs(
            "SELECT id, channel_id FROM games WHERE status = 'playing'"
            f" AND (prompt_seq IS NULL OR prompt_seq <> seq){where} ORDER BY id",
            params,
        )

    async def waiting_since(self, before: str,
                            shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play whose last decision is older than
        `before` (a `timestamp`), of the servers of `shards` only, if given."""
        where, params = in_shards(shards)
        return await self._pairs(
            f"SELECT id, channel_id FROM games WHERE status = 'playing' AND updated_at <= ?{where}"
            " ORDER BY id",
            (before, *params),
        )

    async def unposted_endings(self, shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game id, channel id) of the finished games whose final message was never posted
        (the bot stopped between storing the last decision and posting it; of the servers of
        `shards` only, if given). A game finished before prompts were tracked has no
        `prompt_seq` and is not listed."""
        where, params = in_shards(shards)
        return await self._pairs(
            "SELECT id, channel_id FROM games WHERE status = 'finished'"
            f" AND prompt_seq <> seq{where} ORDER BY id",
            params,
        )

    async def _pairs(self, sql: str, params: Iterable = ()) -> list[tuple[int, int]]:
        return [(first, second) for first, second in await self._all(sql, params)]

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
        async with self.transaction() as tx:
            changed = await tx.write(
                "UPDATE games SET status = 'playing', record = ?, snapshot = ?, seq = 0,"
                " updated_at = ?, started_at = ? WHERE id = ? AND status = 'lobby'",
                (record, snapshot, now, now, game_id),
            )
            if changed != 1:
                return False
            for seat, user_id in enumerate(seating):
                await tx.write(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?",
                    (seat, game_id, user_id),
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
        by: tuple[int, bool] | None = None,
        revision: int | None = None,
    ) -> bool:
        """Store a game's new record, snapshot and seq if its seq is still `expected_seq` and
        its revision still `revision` (if given: the writer's game was not taken back and
        decided again meanwhile) (compare-and-set); False, and nothing changed, if another
        writer got there first. The revision grows by each decision added or taken back
        (by one at least), so it equals the seq of a game nothing was taken back in.
        `by` (seat, by the computer) is who took the new decisions, all submitted together:
        each gets its line in the game's decision log, marked with the submission, in the same
        transaction, so the log never disagrees with the record."""
        now = self._now()
        async with self.transaction() as tx:
            changed = await tx.write(
                "UPDATE games SET record = ?, snapshot = ?, seq = ?, revision = revision + ?,"
                " status = CASE WHEN ? THEN 'finished' ELSE status END, updated_at = ?"
                " WHERE id = ? AND seq = ? AND status = 'playing'"
                " AND revision = COALESCE(?, revision)",
                (record, snapshot, seq, revision_step(expected_seq, seq), finished, now, game_id,
                 expected_seq, revision),
            )
            if changed != 1:
                return False
            if seq < expected_seq:  # decisions taken back: their lines go with them
                await tx.write("DELETE FROM decisions WHERE game_id = ? AND seq > ?",
                               (game_id, seq))
            if by is not None:
                await tx.write_many(
                    "INSERT INTO decisions (game_id, seq, seat, by_computer, decided_at,"
                    " submission) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, seq) DO UPDATE"
                    " SET seat = excluded.seat, by_computer = excluded.by_computer,"
                    " decided_at = excluded.decided_at, submission = excluded.submission",
                    [(game_id, n, by[0], int(by[1]), now, expected_seq + 1)
                     for n in range(expected_seq + 1, seq + 1)],
                )
        return True

    async def set_status(self, game_id: int, status: str, only_from: tuple[str, ...]) -> bool:
        """Move a game to `status` if it is in one of `only_from`; False if it was not."""
        marks = ", ".join("?" for _ in only_from)
        changed = await self._write(
            f"UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ({marks})",
            (status, self._now(), game_id, *only_from),
        )
        return changed == 1

    async def set_host(self, game_id: int, host_id: int) -> None:
        """Hand the lobby to another host."""
        await self._write("UPDATE games SET host_id = ? WHERE id = ?", (host_id, game_id))

    async def set_prompt_message(self, game_id: int, message_id: int | None,
                                 seq: int | None = None, reopens: str | None = None,
                                 taken_back: str | None = None) -> None:
        """Remember the public prompt message of a game (None: no prompt), the decision
        counter its prompts were posted for, where taking back the decision that opened it
        goes back to, and the take-back lines it shows (JSON each, or None)."""
        await self._write(
            "UPDATE games SET prompt_message_id = ?, prompt_seq = ?, prompt_reopens = ?,"
            " prompt_taken_back = ? WHERE id = ?",
            (message_id, seq, reopens, taken_back, game_id),
        )

    async def prompt_reopens(self, game_id: int) -> tuple[str | None, str | None]:
        """What `set_prompt_message` kept as `reopens` and `taken_back`."""
        row = await self._one("SELECT prompt_reopens, prompt_taken_back FROM games"
                              " WHERE id = ?", (game_id,))
        return (row[0], row[1]) if row else (None, None)

    # -------------------------------------------------------------- seats
    async def seats(self, game_id: int) -> list[SeatRow]:
        """The players of a game: by seat once it started, by joining order in the lobby."""
        rows = await self._all(
            "SELECT user_id, display_name, joined, seat, computer FROM seats WHERE game_id = ?"
            " ORDER BY seat NULLS FIRST, joined",
            (game_id,),
        )
        return [SeatRow(*row) for row in rows]

    async def add_seat(self, game_id: int, user_id: int, name: str,
                       computer: str | None = None) -> bool:
        """Seat a player (or a computer of that level) in the lobby after the others; False if
        already there."""
        changed = await self._write(
            "INSERT INTO seats (game_id, user_id, display_name, joined, computer)"
            " SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT),"
            " COALESCE(MAX(joined), 0) + 1, CAST(? AS TEXT) FROM seats WHERE game_id = ?"
            " ON CONFLICT DO NOTHING",
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

    async def games_with_computers(self,
                                   shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play where the computer plays a seat (of the
        servers of `shards` only, if given)."""
        where, params = in_shards(shards, "g.guild_id")
        return await self._pairs(
            "SELECT DISTINCT g.id, g.channel_id FROM games g JOIN seats s ON s.game_id = g.id"
            f" WHERE g.status = 'playing' AND s.computer IS NOT NULL{where} ORDER BY g.id",
            params,
        )

    async def move_seat(self, game_id: int, from_user: int, to_user: int, name: str) -> bool:
        """Give a seated player's place in a started game to someone not at the table;
        False if `from_user` has no seat or `to_user` has one."""
        try:
            changed = await self._write(
                "UPDATE seats SET user_id = ?, display_name = ?"
                " WHERE game_id = ? AND user_id = ? AND seat IS NOT NULL",
                (to_user, name, game_id, from_user),
            )
        except Conflict:  # `to_user` already sits at this table
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
        last one is no later than `due_before`; the reminder's number, or None if none is due.
        One statement, so two processes never both claim the same reminder."""
        row = await self._one(
            "INSERT INTO reminders (game_id, seq, user_id, sent, last_at) VALUES (?, ?, ?, 1, ?)"
            " ON CONFLICT (game_id, seq, user_id) DO UPDATE"
            " SET sent = reminders.sent + 1, last_at = excluded.last_at"
            " WHERE reminders.sent < ? AND reminders.last_at <= ?"
            " RETURNING sent",
            (game_id, seq, user_id, now, most, due_before),
        )
        return row[0] if row else None

    async def claim_ping(self, game_id: int, revision: int, user_id: int) -> bool:
        """True the first time for (game, revision, user), False ever after; Conflict for a
        game that does not exist."""
        changed = await self._write(
            "INSERT INTO pings (game_id, revision, user_id) VALUES (?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (game_id, revision, user_id),
        )
        return changed == 1

    # ---------------------------------------------------------- community
    async def last_submission(self, game_id: int) -> tuple[int, bool]:
        """How many decisions a game's last stored submission holds (0 if none is logged), and
        whether the computer took them (for a seat it plays)."""
        row = await self._one("SELECT seq - submission + 1, by_computer FROM decisions"
                              " WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,))
        return (int(row[0]), bool(row[1])) if row else (0, False)

    async def decision_log(self, game_id: int) -> list[tuple[int, int, bool, str, int]]:
        """(seq, seat, by the computer, decided at, the seq its submission began at) of each
        stored decision of a game."""
        rows = await self._all(
            "SELECT seq, seat, by_computer, decided_at, submission FROM decisions"
            " WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [(seq, seat, bool(computer), at, first)
                for seq, seat, computer, at, first in rows]

    async def finished_records(self, guild_id: int | None = None, game_id: int | None = None,
                               user_id: int | None = None
                               ) -> list[tuple[GameRow, str, str | None]]:
        """(row, record JSON, started at) of every finished game of the servers (or of one
        server, or the one game `game_id`; of those, with `user_id`, the ones he played), in
        the order they finished."""
        where, params = "guild_id IS NOT NULL", ()
        if guild_id is not None:
            where, params = "guild_id = ?", (guild_id,)
        if game_id is not None:
            where, params = "id = ?", (game_id,)
        if user_id is not None:
            where += " AND id IN (SELECT game_id FROM seats WHERE user_id = ?)"
            params += (user_id,)
        rows = await self._all(
            f"SELECT {GAME_COLUMNS}, record, started_at FROM games"
            f" WHERE status = 'finished' AND {where} ORDER BY updated_at, id",
            params,
        )
        return [(GameRow.from_row(row[:-2]), row[-2], row[-1]) for row in rows]

    async def ratings(self, guild_id: int, pool: str) -> list[tuple[int, float, float, int, int]]:
        """(user, mu, sigma, games, wins) of a server's ratings in a pool."""
        rows = await self._all(
            "SELECT user_id, mu, sigma, games, wins FROM ratings WHERE guild_id = ? AND pool = ?",
            (guild_id, pool),
        )
        return [tuple(row) for row in rows]

    async def rating_pools(self, guild_id: int) -> list[str]:
        """The pools a server has ratings in."""
        rows = await self._all(
            "SELECT DISTINCT pool FROM ratings WHERE guild_id = ? ORDER BY pool", (guild_id,)
        )
        return [pool for (pool,) in rows]

    async def rating_changes(self, game_id: int | None = None, guild_id: int | None = None,
                             pool: str | None = None) -> list[tuple]:
        """(game, pool, user, place, mu before, sigma before, mu, sigma) of one game's rating
        changes, or of a server's in a pool, in the order the games finished."""
        where, params = ["c.game_id = c.game_id"], []
        for column, value in (("c.game_id", game_id), ("g.guild_id", guild_id),
                              ("c.pool", pool)):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        rows = await self._all(
            "SELECT c.game_id, c.pool, c.user_id, c.place, c.mu_before, c.sigma_before, c.mu,"
            " c.sigma FROM rating_changes c JOIN games g ON g.id = c.game_id"
            f" WHERE {' AND '.join(where)} ORDER BY g.updated_at, g.id, c.pool, c.user_id",
            params,
        )
        return [tuple(row) for row in rows]

    async def save_rating_changes(self, guild_id: int, changes: list[tuple],
                                  ratings: list[tuple], rebuild: bool = False) -> bool:
        """Store a game's rating changes (rows as `rating_changes` gives them) and the ratings
        they lead to ((pool, user, mu, sigma, games, wins)), in one transaction. False, and
        nothing changed, if the game was rated already. `rebuild`: the server's ratings and
        changes are replaced by these."""
        async with self.transaction() as tx:
            if rebuild:
                await tx.write("DELETE FROM ratings WHERE guild_id = ?", (guild_id,))
                await tx.write(
                    "DELETE FROM rating_changes WHERE game_id IN"
                    " (SELECT id FROM games WHERE guild_id = ?)", (guild_id,))
            elif changes and await tx.one(
                    "SELECT 1 FROM rating_changes WHERE game_id = ?", (changes[0][0],)):
                return False
            await tx.write_many(
                "INSERT INTO rating_changes (game_id, pool, user_id, place, mu_before,"
                " sigma_before, mu, sigma) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", changes)
            await tx.write_many(
                "INSERT INTO ratings (guild_id, pool, user_id, mu, sigma, games, wins)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, pool, user_id) DO UPDATE"
                " SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,"
                " wins = excluded.wins",
                [(guild_id, *rating) for rating in ratings])
        return True

    async def latest_names(self, guild_id: int) -> dict[int, str]:
        """Each person's name in his latest game of a server."""
        rows = await self._all(
            "SELECT s.user_id, s.display_name FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE g.guild_id = ? AND s.seat IS NOT NULL ORDER BY g.id",
            (guild_id,),
        )
        return {user: name for user, name in rows}


@asynccontextmanager
async def nothing_held() -> AsyncIterator[None]:
    """A lock that holds nothing (a database only one process uses)."""
    yield
