"""The game's clock: each player's time bank, his reminders, absences and quiet hours.

Pure arithmetic: every function is given the moment it is about (`now`, seconds since the
epoch) and never reads a clock, so the service, its loop, the tests and the benchmark all
drive it with the time they choose.

A bank (Board Game Arena's model) holds a reserve at the start; each time the game starts
waiting on the player anew it gains an increment, never above the cap; it runs only while the
game waits on him. When it is empty the computer plays his seat until he takes it back, and his
bank starts again from a small reserve (`comeback`).

His quiet hours (`Quiet`) stop his bank, at most `QUIET_MOST` seconds of each night, in every
pace but `live` (a game played at one sitting): the bank's time passed is the time between
two moments less the quiet time between them (`running`), and when it runs out is found by
walking past the nights (`run_until`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

MINUTE, HOUR, DAY = 60, 3600, 86400

# A reminder when the time left falls to these fractions of what he had when asked.
REMIND_AT = (0.5, 0.2)
TIMEOUTS_FOR_VOTE = 3  # times out of time in a game before the others may vote him out
# The most of each night's quiet hours that stops his clock: a night's sleep and some, while
# every day keeps at least 14 hours in which a daily game's clock runs (README: the clock).
QUIET_MOST = 10 * HOUR


class ManualTime:
    """A time moved on by hand, for tests and benchmarks: calling it gives the moment."""

    def __init__(self, start: int) -> None:
        self.now = start

    def __call__(self) -> int:
        return self.now


@dataclass(frozen=True)
class Pace:
    name: str
    reserve: int  # seconds at the start of the game
    increment: int  # seconds added each time the game starts waiting on him
    cap: int  # the bank never holds more
    comeback: int  # the bank of a player who takes his seat back from the computer
    quiet_stops: bool = True  # his quiet hours stop his clock (not in a game at one sitting)


PACES: dict[str, Pace | None] = {
    "live": Pace("live", 10 * MINUTE, 2 * MINUTE, 15 * MINUTE, 5 * MINUTE, quiet_stops=False),
    "brisk": Pace("brisk", 8 * HOUR, 30 * MINUTE, 12 * HOUR, 2 * HOUR),
    "daily": Pace("daily", 1 * DAY, 1 * HOUR, 2 * DAY, 6 * HOUR),
    "relaxed": Pace("relaxed", 3 * DAY, 3 * HOUR, 5 * DAY, 1 * DAY),
    "untimed": None,
}
DEFAULT_PACE = "daily"


@dataclass(frozen=True)
class Bank:
    """One player's time: `left` seconds as of `since` while the game waits on him (`since`
    None: his clock is stopped). `asked_with` is what he had when last asked, the measure of
    his reminders; `reminded` how many of them were sent; `paused`: an absence stopped it
    while the game waited on him, and his return resumes it as it was."""

    left: int
    since: int | None = None
    asked_with: int = 0
    reminded: int = 0
    paused: bool = False


def opening(pace: Pace) -> Bank:
    return Bank(left=pace.reserve)


def comeback(pace: Pace) -> Bank:
    """The bank of a player taking his seat back from the computer."""
    return Bank(left=pace.comeback)


def time_left(bank: Bank, now: int, quiet: Quiet | None = None) -> int:
    """Seconds left at `now` (never below 0); his quiet hours since it started running do not
    count."""
    if bank.since is None:
        return max(0, bank.left)
    return max(0, bank.left - running(bank.since, now, quiet))


def ask(bank: Bank, pace: Pace, now: int) -> Bank:
    """The game starts waiting on him anew: the increment, capped, and his clock runs."""
    if bank.since is not None:  # already running: asked again in a row, nothing added
        return bank
    left = min(pace.cap, bank.left + pace.increment)
    return Bank(left=left, since=now, asked_with=left, reminded=0)


def stop(bank: Bank, now: int, quiet: Quiet | None = None) -> Bank:
    """The game no longer waits on him (he answered, or the computer plays his seat): keep
    what is left."""
    if bank.since is None:
        return replace(bank, paused=False) if bank.paused else bank
    return replace(bank, left=time_left(bank, now, quiet), since=None, paused=False)


def pause(bank: Bank, now: int, quiet: Quiet | None = None) -> Bank:
    """An absence stops his clock while the game waits on him: kept as it is, to resume."""
    if bank.since is None:
        return bank
    return replace(bank, left=time_left(bank, now, quiet), since=None, paused=True)


def resume(bank: Bank, now: int) -> Bank:
    """His clock runs again as it was when paused, without an increment (the end of an
    absence: the question is the same one)."""
    if bank.since is not None:
        return bank
    return replace(bank, since=now, paused=False)


def settle(bank: Bank, now: int, quiet: Quiet | None) -> Bank:
    """A running bank restated as of `now` (what is left then, running from then), the same
    clock: his quiet hours change, and the old ones must not be read back over the time that
    passed under them."""
    if bank.since is None:
        return bank
    return replace(bank, left=time_left(bank, now, quiet), since=now)


def deadline(bank: Bank, quiet: Quiet | None = None) -> int | None:
    """When his time runs out, while it runs: past the nights his quiet hours stop it."""
    return None if bank.since is None else run_until(bank.since, max(0, bank.left), quiet)


def expired(bank: Bank, now: int, quiet: Quiet | None = None) -> bool:
    return bank.since is not None and time_left(bank, now, quiet) == 0


def reminder_times(bank: Bank, quiet: Quiet | None = None) -> list[int]:
    """When the reminders still to send fall due (while his clock runs): when what is left
    falls to each fraction of what he had when asked."""
    if bank.since is None:
        return []
    return [run_until(bank.since, max(0, bank.left - int(bank.asked_with * fraction)), quiet)
            for fraction in REMIND_AT[bank.reminded:]]


def reminder_due(bank: Bank, now: int, quiet: Quiet | None = None) -> bool:
    """Whether a reminder has fallen due and not been sent (one, however many passed)."""
    due = reminder_times(bank, quiet)
    return bool(due) and due[0] <= now and not expired(bank, now, quiet)


def reminded(bank: Bank, now: int, quiet: Quiet | None = None) -> Bank:
    """A reminder was sent: the ones already due are counted as sent, never sent twice."""
    passed = sum(1 for moment in reminder_times(bank, quiet) if moment <= now)
    return replace(bank, reminded=bank.reminded + max(1, passed))


def next_wake(bank: Bank, quiet: Quiet | None = None) -> int | None:
    """The next moment something happens to this bank: a reminder, or its end."""
    if bank.since is None:
        return None
    return min([*reminder_times(bank, quiet), deadline(bank, quiet)])


def shown(seconds: int) -> tuple[int, str]:
    """How much time left reads on a message: (amount, unit) with unit "d", "h" or "min";
    rounded down, so it never promises more than there is."""
    if seconds >= 2 * DAY:
        return seconds // DAY, "d"
    if seconds >= 2 * HOUR:
        return seconds // HOUR, "h"
    return max(0, seconds // MINUTE), "min"


def exact(seconds: int) -> tuple[int, str]:
    """A pace's figure as it reads where the pace is chosen: (amount, unit) in the largest of
    "d", "h" or "min" that measures it exactly (a day, not 24 h)."""
    for size, unit in ((DAY, "d"), (HOUR, "h")):
        if seconds % size == 0:
            return seconds // size, unit
    return seconds // MINUTE, "min"


# ------------------------------------------------------------------ quiet hours
QUIET = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$")


def parse_quiet(text: str) -> tuple[int, int] | None:
    """'23:00-08:00' as minutes after midnight (start, end); None if it is not such a span."""
    match = QUIET.match(text)
    if not match:
        return None
    h1, m1, h2, m2 = (int(part) for part in match.groups())
    if h1 > 23 or h2 > 23 or m1 > 59 or m2 > 59 or (h1, m1) == (h2, m2):
        return None
    return h1 * 60 + m1, h2 * 60 + m2


@cache
def time_zones() -> frozenset[str]:
    """Every IANA time zone name this machine knows."""
    return frozenset(available_timezones())


def zone(name: str | None) -> ZoneInfo | None:
    """The IANA time zone of that name, or None if there is none."""
    if not name:
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None


def quiet_until(now: int, quiet: tuple[int, int] | None, zone_name: str | None) -> int | None:
    """If `now` falls in his quiet hours (in his time zone, UTC if unknown), when they end."""
    if not quiet:
        return None
    tz = zone(zone_name) or UTC
    local = datetime.fromtimestamp(now, tz)
    minute = local.hour * 60 + local.minute
    start, end = quiet
    inside = start <= minute < end if start < end else (minute >= start or minute < end)
    if not inside:
        return None
    ends = local.replace(hour=end // 60, minute=end % 60, second=0, microsecond=0)
    if ends <= local:
        ends += timedelta(days=1)
    return int(ends.timestamp())


@dataclass(frozen=True)
class Quiet:
    """His quiet hours as they stop his clock: from `start` to `end` (minutes after midnight,
    over midnight if `end` comes first) in the time zone `zone` (UTC if unknown), at most
    `most` seconds of each night: the first ones."""

    start: int
    end: int
    zone: str | None = None
    most: int = QUIET_MOST


def quiet_of(text: str | None, zone_name: str | None) -> Quiet | None:
    """His declared quiet hours ('23:00-08:00') as they stop his clock; None if he has none."""
    span = parse_quiet(text or "")
    return Quiet(*span, zone_name) if span else None


def stops_until(quiet: Quiet) -> int:
    """The minute of the day his clock runs again after a night of his quiet hours: their
    end, or sooner where they are longer than `most` (on a night the wall clock keeps)."""
    length = (quiet.end - quiet.start) % (24 * 60)
    return (quiet.start + min(length, quiet.most // MINUTE)) % (24 * 60)


def at(day: date, minute: int, tz) -> int:
    """The moment of that wall-clock minute of that day in that zone (an hour the change to
    summer time skips reads as the hour after it)."""
    return int(datetime(day.year, day.month, day.day, minute // 60, minute % 60,
                        tzinfo=tz).timestamp())


def nights(quiet: Quiet, after: int) -> Iterator[tuple[int, int]]:
    """The spans his clock stands still, (from, to) in order, from the first that ends after
    `after`, without end: each night's quiet hours, cut to their first `most` seconds. Read
    in his zone day by day, so a change of summer time makes that night an hour shorter or
    longer."""
    tz = zone(quiet.zone) or UTC
    day = datetime.fromtimestamp(after, tz).date() - timedelta(days=1)
    while True:
        begins = at(day, quiet.start, tz)
        ends = at(day + timedelta(days=int(quiet.end <= quiet.start)), quiet.end, tz)
        ends = min(ends, begins + quiet.most)
        if ends > max(after, begins):
            yield begins, ends
        day += timedelta(days=1)


def still(since: int, now: int, quiet: Quiet | None) -> int:
    """Seconds between `since` and `now` his quiet hours stop his clock."""
    if quiet is None or now <= since:
        return 0
    total = 0
    for begins, ends in nights(quiet, since):
        if begins >= now:
            return total
        total += min(ends, now) - max(begins, since)
    raise AssertionError("nights never end")  # pragma: no cover


def running(since: int, now: int, quiet: Quiet | None) -> int:
    """Seconds his clock ran between `since` and `now`: the time passed less his quiet time."""
    return max(0, now - since) - still(since, now, quiet)


def run_until(since: int, amount: int, quiet: Quiet | None) -> int:
    """The moment his clock, running from `since`, has run `amount` seconds (the nights it
    stands still passed over); `since` itself if `amount` is nothing."""
    if quiet is None or amount <= 0:
        return since + max(0, amount)
    moment, left = since, amount
    for begins, ends in nights(quiet, since):
        if begins > moment:
            if begins - moment >= left:
                return moment + left
            left -= begins - moment
        moment = max(moment, ends)
    raise AssertionError("nights never end")  # pragma: no cover


def still_until(quiet: Quiet | None, now: int) -> int | None:
    """If his clock stands still at `now` (his quiet hours, within their first `most`
    seconds), when it runs again."""
    if quiet is None:
        return None
    begins, ends = next(nights(quiet, now))
    return ends if begins <= now else None


# --------------------------------------------------------------------- absences
DURATION = re.compile(r"^(?:(\d+)\s*d)?\s*(?:(\d+)\s*h)?$")
DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")


def parse_until(text: str, now: int, zone_name: str | None) -> int | None:
    """The end of an absence: a duration ('3d', '36h', '2d12h') from now, or a date
    ('2026-12-04': back at the start of that day, in his time zone, UTC if unknown); None if
    it is neither, or not after now."""
    text = text.strip().lower()
    if match := DATE.match(text):
        tz = zone(zone_name) or UTC
        try:
            back = datetime(*(int(part) for part in match.groups()), tzinfo=tz)
        except ValueError:
            return None
        until = int(back.timestamp())
    elif (match := DURATION.match(text)) and any(match.groups()):
        days, hours = (int(part or 0) for part in match.groups())
        until = now + days * DAY + hours * HOUR
    else:
        return None
    return until if until > now else None
