"""The players' part of the store: each one's preferences, and the reminders and DM pings
sent to him, each claimed by one atomic statement so two processes never both send one."""

from __future__ import annotations

from .rows import StoreError, UserRow
from .sql import Sql


class UserQueries(Sql):
    """Mixed into the store (`base.Store`)."""

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
