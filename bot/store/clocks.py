"""The clock's part of the store: each seat's time bank, the votes on a seat, and each user's
absence and quiet hours (migrations 0005, 0007, 0012, 0013, 0016). Written on the store's
`_all` / `_write` only, one atomic statement at a time, so every backend runs it alike; each
change that must happen once (a bank running out, a reminder) is a compare-and-set that only
one writer wins."""

from __future__ import annotations

from dataclasses import dataclass

from ..clock import Bank
from .rows import UserRow, in_shards
from .sql import Sql

CLOCK_COLUMNS = ("seat, time_left, since, asked_with, reminded, timeouts, stand_in, ping_owed,"
                 " away_used, away_from, out_round, paused, timeout_dm_owed, timeout_line_owed")


@dataclass(frozen=True)
class ClockRow:
    seat: int
    bank: Bank
    timeouts: int = 0
    stand_in: str | None = None  # why the computer plays the seat: timeout, away, vote
    ping_owed: int | None = None  # the seq of a ping his quiet hours held back
    away_used: int = 0  # seconds he was away in this game, in absences that have ended
    away_from: int | None = None  # when his absence in progress began, in this game
    out_round: int | None = None  # the round the others voted him out in
    timeout_dm_owed: bool = False  # his time ran out and he was not told yet (quiet hours)
    timeout_line_owed: bool = False  # his time ran out and the channel was not told yet

    @classmethod
    def from_row(cls, row: tuple) -> ClockRow:
        (seat, left, since, asked_with, reminded, timeouts, stand_in, owed, used, away_from,
         out_round, paused, dm_owed, line_owed) = row
        return cls(seat, Bank(left, since, asked_with, reminded, bool(paused)), timeouts,
                   stand_in, owed, used, away_from, out_round, bool(dm_owed), bool(line_owed))

    def away_so_far(self, until: int | None, now: int) -> int:
        """Seconds he has been away in this game as of `now`: the absences that ended, and
        the one begun at `away_from` to `now` or to its end (`until`), whichever came first."""
        if self.away_from is None:
            return self.away_used
        ended = now if until is None else min(now, until)
        return self.away_used + max(0, ended - self.away_from)


@dataclass(frozen=True)
class UserClock:
    """A user's absence (until when, why) and quiet hours ('23:00-08:00' in `time_zone`)."""

    away_until: int | None = None
    away_reason: str | None = None
    quiet: str | None = None
    time_zone: str | None = None


class ClockQueries(Sql):
    """Mixed into the store (`base.Store`)."""

    async def clocks(self, game_id: int) -> dict[int, ClockRow]:
        rows = await self._all(
            f"SELECT {CLOCK_COLUMNS} FROM clocks WHERE game_id = ? ORDER BY seat", (game_id,))
        return {row[0]: ClockRow.from_row(row) for row in rows}

    async def add_clock(self, game_id: int, seat: int, bank: Bank) -> None:
        """A seat's bank at the start (nothing if it has one already)."""
        await self._write(
            "INSERT INTO clocks (game_id, seat, time_left, since, asked_with, reminded)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, seat) DO NOTHING",
            (game_id, seat, bank.left, bank.since, bank.asked_with, bank.reminded))

    async def set_bank(self, game_id: int, seat: int, old: Bank, new: Bank) -> bool:
        """Replace a seat's bank if it is still `old`; False, nothing changed, if not."""
        changed = await self._write(
            "UPDATE clocks SET time_left = ?, since = ?, asked_with = ?, reminded = ?, paused = ?"
            " WHERE game_id = ? AND seat = ? AND time_left = ? AND since IS NOT DISTINCT FROM ?"
            " AND reminded = ?",
            (new.left, new.since, new.asked_with, new.reminded, int(new.paused), game_id, seat,
             old.left, old.since, old.reminded))
        return changed == 1

    async def stand_in(self, game_id: int, seat: int, old: Bank, why: str) -> bool:
        """The computer takes the seat over (`why`): the bank stops (empty after a timeout,
        which is counted, and its line and DM owed); True for the one writer that did it."""
        timeout = why == "timeout"
        changed = await self._write(
            "UPDATE clocks SET stand_in = ?, since = NULL, time_left = ?, paused = 0,"
            " timeouts = timeouts + ?, timeout_dm_owed = ?, timeout_line_owed = ?"
            " WHERE game_id = ? AND seat = ? AND stand_in IS NULL"
            " AND since IS NOT DISTINCT FROM ? AND time_left = ?",
            (why, 0 if timeout else old.left, int(timeout), int(timeout), int(timeout), game_id,
             seat, old.since, old.left))
        return changed == 1

    async def seat_back(self, game_id: int, seat: int, bank: Bank) -> None:
        """The player takes his seat back: the computer's stand-in ends, his bank is `bank`
        (a time-out's line and DM not sent yet are moot)."""
        await self._write(
            "UPDATE clocks SET stand_in = NULL, time_left = ?, since = NULL, asked_with = 0,"
            " reminded = 0, paused = 0, timeout_dm_owed = 0, timeout_line_owed = 0"
            " WHERE game_id = ? AND seat = ? AND stand_in IS DISTINCT FROM 'vote'",
            (bank.left, game_id, seat))

    async def owe_ping(self, game_id: int, seat: int, seq: int | None) -> None:
        await self._write("UPDATE clocks SET ping_owed = ? WHERE game_id = ? AND seat = ?",
                          (seq, game_id, seat))

    async def pay_ping(self, game_id: int, seat: int, seq: int) -> bool:
        """Clear a held-back ping; True for the one writer that did."""
        changed = await self._write(
            "UPDATE clocks SET ping_owed = NULL WHERE game_id = ? AND seat = ? AND ping_owed = ?",
            (game_id, seat, seq))
        return changed == 1

    async def pay_timeout(self, game_id: int, seat: int, told: str) -> bool:
        """A time-out's `told` ("dm" sent to him, "line" posted in the channel) is no longer
        owed; False if it was not owed (any more)."""
        column = {"dm": "timeout_dm_owed", "line": "timeout_line_owed"}[told]
        changed = await self._write(
            f"UPDATE clocks SET {column} = 0 WHERE game_id = ? AND seat = ? AND {column} = 1",
            (game_id, seat))
        return changed == 1

    async def vote(self, game_id: int, seat: int, voter: int) -> set[int]:
        """Count a vote to leave `seat` to the computer; everyone who has voted so far (some
        may no longer have a say: a seat handed over, or that the computer plays now)."""
        await self._write(
            "INSERT INTO seat_votes (game_id, seat, voter) VALUES (?, ?, ?)"
            " ON CONFLICT (game_id, seat, voter) DO NOTHING", (game_id, seat, voter))
        rows = await self._all("SELECT voter FROM seat_votes WHERE game_id = ? AND seat = ?",
                               (game_id, seat))
        return {voter for (voter,) in rows}

    async def voted_out(self, game_id: int, seat: int, round_: int) -> bool:
        changed = await self._write(
            "UPDATE clocks SET stand_in = 'vote', since = NULL, out_round = ?"
            " WHERE game_id = ? AND seat = ? AND stand_in IS DISTINCT FROM 'vote'",
            (round_, game_id, seat))
        return changed == 1

    async def set_away_span(self, game_id: int, seat: int, used: int,
                            since: int | None) -> None:
        """His absences in this game: `used` seconds in those that ended, and when the one in
        progress began (None: none)."""
        await self._write(
            "UPDATE clocks SET away_used = ?, away_from = ? WHERE game_id = ? AND seat = ?",
            (used, since, game_id, seat))

    async def timed_games(self, shards=None) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play that have a pace (of the servers of
        `shards` only, if given)."""
        where, params = in_shards(shards)
        return await self._pairs(
            "SELECT id, channel_id FROM games WHERE status = 'playing'"
            f" AND options LIKE '%\"pace\"%'{where} ORDER BY id", params)

    async def ended_timeouts(self, shards=None) -> list[tuple[int, int]]:
        """(game id, seat) of the time-outs whose DM is still owed in games no longer in play
        (ended or cancelled since: his quiet hours held it), of the servers of `shards` only,
        if given."""
        where, params = in_shards(shards, "g.guild_id")
        return await self._pairs(  # the owed ones first (migration 0016), then their games
            "SELECT c.game_id, c.seat FROM clocks c WHERE c.timeout_dm_owed = 1 AND EXISTS"
            " (SELECT 1 FROM games g WHERE g.id = c.game_id"
            f" AND g.status IN ('finished', 'cancelled'){where}) ORDER BY c.game_id, c.seat",
            params)

    async def games_of(self, user_id: int) -> list[int]:
        """The channels of the games in play where the user has a seat."""
        rows = await self._all(
            "SELECT g.channel_id FROM games g JOIN seats s ON s.game_id = g.id"
            " WHERE s.user_id = ? AND g.status = 'playing' ORDER BY g.id", (user_id,))
        return [row[0] for row in rows]

    async def user_clock(self, user_id: int) -> UserClock:
        row = await self._one(
            "SELECT away_until, away_reason, quiet, time_zone FROM users WHERE user_id = ?",
            (user_id,))
        return UserClock(*row) if row else UserClock()

    async def people(self, user_ids: list[int]) -> dict[int, tuple[UserRow, UserClock]]:
        """Several players' preferences and clocks, read at once (the defaults for one never
        set)."""
        found = {user_id: (UserRow(user_id, None, True, False), UserClock())
                 for user_id in user_ids}
        if not user_ids:
            return found
        marks = ", ".join("?" for _ in user_ids)
        for row in await self._all(
                "SELECT user_id, lang, notify, dm_blocked, away_until, away_reason, quiet,"
                f" time_zone FROM users WHERE user_id IN ({marks})", list(user_ids)):
            found[row[0]] = (UserRow(row[0], row[1], bool(row[2]), bool(row[3])),
                             UserClock(*row[4:]))
        return found

    async def set_user_clock(self, user_id: int, **values) -> None:
        """Set some of a user's `away_until`, `away_reason`, `quiet`, `time_zone`."""
        known = {"away_until", "away_reason", "quiet", "time_zone"}
        columns = [name for name in values if name in known]
        if len(columns) != len(values) or not columns:
            raise ValueError(f"unknown user clock columns {sorted(values)}")
        names = ", ".join(columns)
        marks = ", ".join("?" for _ in columns)
        updates = ", ".join(f"{name} = excluded.{name}" for name in columns)
        await self._write(
            f"INSERT INTO users (user_id, {names}) VALUES (?, {marks})"
            f" ON CONFLICT (user_id) DO UPDATE SET {updates}",
            (user_id, *(values[name] for name in columns)))
