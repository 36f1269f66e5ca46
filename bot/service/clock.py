"""The game service's clock: each player's bank kept in step with what the game waits on,
and one `tick` that finds what is due (a reminder, a bank run out, a held-back ping, an
absence beginning or ending). A part of `GameService`; the arithmetic is `bot.clock`'s.

Every change that must happen once is a compare-and-set in the store, done before anything is
sent: a restart, or two processes, neither lose nor count twice a second of anyone's time, and
no ping goes out twice (a crash between the write and the message costs that message). A
time-out's line in the channel is owed until it is posted, and its DM until it is sent (which
waits for the end of his quiet hours, even past the end of the game).
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import clock
from ..clock import Pace
from ..feed import AWAY, BACK, SEATS, TIMED_OUT, VOTED, change_of
from ..service_errors import ServiceError
from ..store.clocks import ClockRow, UserClock
from .clock_reading import (
    DEFAULT_LEVEL,
    MOST_AWAY_DAYS,
    asked_seats,
    away_now,
    clock_quiet,
    hold_of,
    pace_of,
    quiet_now,
    seat_clock,
    settings_of,
)
from .tables import Tables
from .views import SeatClock, UserPrefs

# What the clock does that hands a seat to the computer or back: the change the feed says,
# and why.
SEAT_CHANGES = {"timeout": (TIMED_OUT, ""), "away": (SEATS, AWAY), "back": (SEATS, BACK)}


@dataclass(frozen=True)
class ClockEvent:
    """Something due that the front end must tell: `kind` is `timeout` (the computer took the
    seat over), `timeout-dm` (the DM of a time-out his quiet hours held back; the game may
    have ended since), `reminder`, `ping` (held back by quiet hours, with the reminder due
    meanwhile if any), `away` (the computer plays during his absence), `back` (his absence
    ended, the seat is his again) or `quiet` (his quiet hours began or ended to stop his
    clock: what the live message shows of it changed)."""

    kind: str
    table: object
    seat: int
    user: int
    deadline: int | None = None
    timeouts: int = 0
    dm: bool = False  # a time-out's DM is to be sent now (not in his quiet hours)


class Timekeeper:
    """The clock of the timed games: the players' banks, what is due, absences, quiet hours
    and votes. `GameService.clock`."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.store = tables.store
        self.feed = tables.feed
        self.last_pass: int | None = None  # the moment of the previous `tick`, in this process

    async def sync_clocks(self, table, now: int | None = None) -> dict[int, clock.Bank]:
        """Run the banks of the people the game waits on, stop the others'; each seat's
        bank as it stands then (none in an untimed game)."""
        pace = pace_of(table)
        if pace is None or table.game is None:
            return {}
        now = self.tables.now() if now is None else now
        rows = await self.store.clocks(table.game_id)
        banks = {}
        pending = set() if table.game.is_over else set(table.game.pending())
        for seat, user in enumerate(table.seats):
            if user < 0:
                continue  # a computer's own seat has no clock
            row = rows.get(seat)
            if row is None:
                row = ClockRow(seat, clock.opening(pace))
                await self.store.add_clock(table.game_id, seat, row.bank)
            asked = seat in pending and seat not in table.computers
            bank = await self._synced(row.bank, asked, user, pace, now)
            if bank != row.bank:
                await self.store.set_bank(table.game_id, seat, row.bank, bank)
            banks[seat] = bank
        return banks

    async def _synced(self, bank: clock.Bank, asked: bool, user: int, pace: Pace,
                      now: int) -> clock.Bank:
        """His bank as it must be now: running if asked (paused while he is away), else
        stopped, what ran counted without his quiet hours."""
        if not asked and bank.since is None:
            return clock.stop(bank, now)  # nothing runs: no time to count
        prefs = await self.store.user_clock(user)
        quiet = clock_quiet(prefs, pace)
        if not asked:
            return clock.stop(bank, now, quiet)
        if away_now(prefs, now):
            return clock.pause(bank, now, quiet)
        # after an absence, the same question: his clock as it was
        return clock.resume(bank, now) if bank.paused else clock.ask(bank, pace, now)

    async def pending_view(self, table, banks: dict[int, clock.Bank] | None = None) -> None:
        """Read into the table what every surface shows of a change just stored: each
        person's seat the game waits on with its clock, and those people's preferences, in
        one query (`banks`: the banks `sync_clocks` just left, else read)."""
        table.clocks, table.prefs = await self.pending_people(table, banks)
        table.viewed = True

    async def pending_people(self, table, banks: dict[int, clock.Bank] | None = None
                             ) -> tuple[dict[int, SeatClock], dict[int, UserPrefs]]:
        """The clocks of the seats the game waits on, and their people's preferences."""
        pace, now = pace_of(table), self.tables.now()
        if banks is None:
            banks = {seat: row.bank for seat, row in (await self.clock_rows(table)).items()}
        seats = asked_seats(table)
        people = await self.store.people([table.seats[seat] for seat in seats])
        clocks, prefs = {}, {}
        for seat in seats:
            row, user_clock = people[table.seats[seat]]
            clocks[seat] = seat_clock(banks.get(seat), user_clock, pace, now)
            prefs[row.user_id] = UserPrefs(row.user_id, row.lang, row.notify, row.dm_blocked)
        return clocks, prefs

    async def clock_rows(self, table) -> dict[int, ClockRow]:
        return await self.store.clocks(table.game_id) if pace_of(table) else {}

    async def tick(self, now: int | None = None) -> list[ClockEvent]:
        """Everything due now in every timed game in play."""
        now = self.tables.now() if now is None else now
        # the first pass compares with a minute before: the loop's pass comes every minute
        before, self.last_pass = self.last_pass or now - clock.MINUTE, now
        due: list[ClockEvent] = []
        for game_id, channel_id in await self.store.timed_games(self.tables.shards):
            async with self.tables.held(channel_id):
                try:
                    table = await self.tables.table(channel_id)
                except Exception:  # a game that cannot be loaded says so when someone acts
                    continue
                if table.game_id == game_id and table.status == "playing":
                    found = await self._tick_game(table, before, now)
                    await self._announce_seats(channel_id, found)
                    due += found
        return due + await self._ended_timeouts(now)

    async def _ended_timeouts(self, now: int) -> list[ClockEvent]:
        """The DMs of time-outs his quiet hours held while the game ended: due when they end,
        as in play (a cancelled game's are dropped: there is nothing left to tell)."""
        due = []
        for game_id, seat in await self.store.ended_timeouts(self.tables.shards):
            table, _ = await self.tables.of_row(await self.store.game(game_id))
            user = table.seats[seat]
            if table.status == "cancelled":
                await self.timeout_told(table, seat)
            elif quiet_now(await self.store.user_clock(user), now) is None:
                due.append(ClockEvent("timeout-dm", table, seat, user, dm=True))
        return due

    async def _announce_seats(self, channel_id: int, found: list[ClockEvent]) -> None:
        """The seats the clock handed to the computer or back, to the feed (the game as it
        stands now: who is pending changed)."""
        handed = [event for event in found if event.kind in SEAT_CHANGES]
        if handed:
            table = await self.tables.table(channel_id)
            level = settings_of(table).get("level", DEFAULT_LEVEL)
            for event in handed:
                kind, reason = SEAT_CHANGES[event.kind]
                self.feed.announce(change_of(kind, table, seat=event.seat, reason=reason,
                                             level=level, timeouts=event.timeouts))

    async def _tick_game(self, table, before: int, now: int) -> list[ClockEvent]:
        await self.sync_clocks(table, now)
        due = []
        for seat, row in (await self.store.clocks(table.game_id)).items():
            user = table.seats[seat]
            event = await self._due(table, seat, user, row, now)
            if event is not None:
                due.append(event)
            shown = event is not None and event.kind in SEAT_CHANGES  # told, and refreshed
            if row.bank.since is not None and not shown \
                    and await self._quiet_turned(table, seat, before, now):
                due.append(ClockEvent("quiet", table, seat, user))
        return due

    async def _quiet_turned(self, table, seat: int, before: int, now: int) -> bool:
        """Whether his quiet hours stopped his running clock, or let it run again, since the
        moment `before`."""
        nights = await self.quiet_of(table, seat)
        return clock.still_until(nights, before) != clock.still_until(nights, now)

    async def _due(self, table, seat: int, user: int, row: ClockRow,
                   now: int) -> ClockEvent | None:
        settings, game_id = settings_of(table), table.game_id
        level = settings.get("level", DEFAULT_LEVEL)
        prefs = await self.store.user_clock(user)
        away = away_now(prefs, now)
        if away and settings.get("away_computer") and row.stand_in is None \
                and seat not in table.computers:
            if await self.store.stand_in(game_id, seat, row.bank, "away"):
                await self.store.set_computer(game_id, user, level, "person")
                return ClockEvent("away", table, seat, user)
            return None
        if row.stand_in == "away" and not away:
            await self.store.seat_back(game_id, seat, row.bank)
            await self.store.set_computer(game_id, user, None, "computer")
            return ClockEvent("back", table, seat, user)
        bank, quiet = row.bank, quiet_now(prefs, now)
        nights = clock_quiet(prefs, pace_of(table))
        if row.timeout_line_owed:  # a time-out written, but the channel not told (a crash)
            await self.store.set_computer(game_id, user, level, "person")
            return ClockEvent("timeout", table, seat, user, timeouts=row.timeouts,
                              dm=row.timeout_dm_owed and not quiet)
        if clock.expired(bank, now, nights):
            if await self.store.stand_in(game_id, seat, bank, "timeout"):
                await self.store.set_computer(game_id, user, level, "person")
                return ClockEvent("timeout", table, seat, user, timeouts=row.timeouts + 1,
                                  dm=not quiet)
            return None
        if quiet:
            return None
        if row.timeout_dm_owed:  # his time ran out in his quiet hours: told now
            return ClockEvent("timeout-dm", table, seat, user, dm=True)
        if row.ping_owed is not None and await self.store.pay_ping(game_id, seat,
                                                                   row.ping_owed):
            if seat in table.game.pending() and seat not in table.computers:  # still asked
                # a reminder due meanwhile goes with it: one DM, which says when he runs out
                if clock.reminder_due(bank, now, nights):
                    await self.store.set_bank(game_id, seat, bank,
                                              clock.reminded(bank, now, nights))
                return ClockEvent("ping", table, seat, user,
                                  deadline=clock.deadline(bank, nights))
        if clock.reminder_due(bank, now, nights):
            if await self.store.set_bank(game_id, seat, bank, clock.reminded(bank, now, nights)):
                return ClockEvent("reminder", table, seat, user,
                                  deadline=clock.deadline(bank, nights))
        return None

    async def hold_ping(self, table, user: int, now: int | None = None) -> str | None:
        """Whether a ping to `user` must wait: "away" (never sent), "quiet" (sent when his
        quiet hours end), None (send it now)."""
        now = self.tables.now() if now is None else now
        prefs = await self.store.user_clock(user)
        held = hold_of(away_now(prefs, now), quiet_now(prefs, now) is not None)
        if held == "quiet":
            await self.owe_ping(table, user)
        return held

    async def owe_ping(self, table, user: int) -> None:
        """A ping his quiet hours hold: sent when they end (`Pinger`'s quiet pass)."""
        seat = table.seat_of(user)
        await self.store.add_clock(table.game_id, seat, clock.Bank(left=0))  # untimed: no bank
        await self.store.owe_ping(table.game_id, seat, table.seq)

    async def timeout_told(self, table, seat: int) -> None:
        """A time-out's DM was sent (or may not be): no longer owed."""
        await self.store.pay_timeout(table.game_id, seat, "dm")

    async def timeout_dm_due(self, table, seat: int) -> bool:
        """Whether a time-out's DM is owed and may go now (his quiet hours hold it back)."""
        row = (await self.clock_rows(table)).get(seat)
        if row is None or not row.timeout_dm_owed:
            return False
        return not quiet_now(await self.store.user_clock(table.seats[seat]), self.tables.now())

    async def timeout_posted(self, table, seat: int) -> None:
        """A time-out's line was posted in the channel: no longer owed."""
        await self.store.pay_timeout(table.game_id, seat, "line")

    async def deadline_of(self, table, seat: int) -> int | None:
        """When the seat's time runs out, while the game waits on him (past the nights his
        quiet hours stop his clock)."""
        row = (await self.clock_rows(table)).get(seat)
        if row is None or row.bank.since is None:
            return None
        return clock.deadline(row.bank, await self.quiet_of(table, seat))

    async def quiet_of(self, table, seat: int) -> clock.Quiet | None:
        """The seat's player's quiet hours as they stop his clock in this game."""
        return clock_quiet(await self.store.user_clock(table.seats[seat]), pace_of(table))

    async def seat_returns(self, table, seat: int) -> None:
        """He takes his seat back from the computer: his bank starts from the small reserve."""
        pace = pace_of(table)
        if pace is not None:
            await self.store.seat_back(table.game_id, seat, clock.comeback(pace))

    # ------------------------------------------------------------- the player's own
    async def user_clock(self, user_id: int) -> UserClock:
        return await self.store.user_clock(user_id)

    async def set_away(self, user_id: int, until: int | None, reason: str | None) -> None:
        """Declare an absence until `until` (None: he is back), for all his games; his clocks
        stop at once. Each timed game allows `away_days` days of absence in all: the time he
        was away in it so far (each absence to when it really ended) and the new one.
        Error: away_too_long (args: days, left: the seconds the tightest of his games still
        allows) — nothing changed."""
        now = self.tables.now()
        before = (await self.store.user_clock(user_id)).away_until
        timed = [table for table in [await self.tables.table(channel)
                                     for channel in await self.store.games_of(user_id)]
                 if pace_of(table)]
        used = {table.game_id: await self._away_so_far(table, user_id, before, now)
                for table in timed}
        if until is not None:
            allowed = [(settings_of(t).get("away_days", 7), used[t.game_id]) for t in timed]
            days, spent = min(allowed, key=lambda a: a[0] * clock.DAY - a[1],
                              default=(MOST_AWAY_DAYS, 0))
            if spent + until - now > days * clock.DAY:
                raise ServiceError("away_too_long", days=days,
                                   left=max(0, days * clock.DAY - spent))
        await self.store.set_user_clock(user_id, away_until=until, away_reason=reason)
        for table in timed:
            async with self.tables.held(table.channel_id):
                table = await self.tables.table(table.channel_id)
                await self.sync_clocks(table, now)
                await self.store.set_away_span(table.game_id, table.seat_of(user_id),
                                               used[table.game_id],
                                               None if until is None else now)

    async def _away_so_far(self, table, user_id: int, until: int | None, now: int) -> int:
        """Seconds the user has been away in this game (his absence in progress, which ends
        `until`, counted to now)."""
        row = (await self.store.clocks(table.game_id)).get(table.seat_of(user_id))
        return row.away_so_far(until, now) if row else 0

    async def set_quiet(self, user_id: int, quiet: str | None, time_zone: str | None) -> None:
        """His quiet hours (and time zone) from now on: each of his clocks running now is
        first restated as of now under the old ones, so the new ones count from now only."""
        now = self.tables.now()
        before = await self.store.user_clock(user_id)
        for channel in await self.store.games_of(user_id):
            async with self.tables.held(channel):
                table = await self.tables.table(channel)
                seat = table.seat_of(user_id)
                row = (await self.clock_rows(table)).get(seat)
                if row is not None and row.bank.since is not None:
                    settled = clock.settle(row.bank, now, clock_quiet(before, pace_of(table)))
                    await self.store.set_bank(table.game_id, seat, row.bank, settled)
        await self.store.set_user_clock(user_id, quiet=quiet, time_zone=time_zone)

    async def vote_out(self, channel_id: int, voter: int, user: int) -> VoteCount:
        """A player's vote to leave to the computer, for the rest of the game, the seat of one
        who ran out of time `TIMEOUTS_FOR_VOTE` times; the count, where it passed the seat is
        the computer's. Errors: not_a_player (the voter), vote_not_seated, vote_on_yourself,
        vote_computer_plays_yours, vote_not_allowed."""
        async with self.tables.held(channel_id):
            table = await self.tables.table(channel_id)
            seat = vote_target(table, voter, user)
            row = (await self.clock_rows(table)).get(seat)
            if row is None or row.timeouts < clock.TIMEOUTS_FOR_VOTE or row.stand_in == "vote":
                raise ServiceError("vote_not_allowed", game_id=table.game_id)
            # those who have a say now: the people at the table, but him, playing their seats
            voters = {u for s, u in enumerate(table.seats)
                      if u > 0 and s != seat and s not in table.computers}
            voted = await self.store.vote(table.game_id, seat, voter)
            count = VoteCount(len(voted & voters), len(voters) // 2 + 1, len(voters))
            if count.passed:
                await self.store.voted_out(table.game_id, seat, table.game.state.round)
                level = settings_of(table).get("level", DEFAULT_LEVEL)
                await self.store.set_computer(table.game_id, user, level, "person")
                self.feed.announce(change_of(SEATS, await self.tables.table(channel_id),
                                             seat=seat, by=voter, reason=VOTED, level=level))
            return count

    async def voted_out(self, table, seat: int) -> bool:
        return seat in await self.voted_out_rounds(table)

    async def voted_out_rounds(self, table) -> dict[int, int]:
        """The seats the others voted out, each with the round it happened in (0 if that was
        not kept: a vote older than migration 0007)."""
        return {seat: row.out_round or 0 for seat, row in (await self.clock_rows(table)).items()
                if row.stand_in == "vote"}


@dataclass(frozen=True)
class VoteCount:
    """Where a vote on a seat stands: the votes of those who have a say now, the majority of
    them it needs, and how many they are."""

    votes: int
    needed: int
    voters: int

    @property
    def passed(self) -> bool:
        return self.votes >= self.needed


def vote_target(table, voter: int, user: int) -> int:
    """The seat `voter` may vote on, `user`'s; a ServiceError saying why he may not."""
    seat, own = table.seat_of(user), table.seat_of(voter)
    if own is None:
        raise ServiceError("not_a_player", game_id=table.game_id)
    if seat is None:
        raise ServiceError("vote_not_seated", game_id=table.game_id)
    if own == seat:
        raise ServiceError("vote_on_yourself", game_id=table.game_id)
    if own in table.computers:
        raise ServiceError("vote_computer_plays_yours", game_id=table.game_id)
    return seat
