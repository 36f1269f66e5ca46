"""The game's clock: each player's time bank, his reminders, absences and quiet hours.

Pure arithmetic: every function is given the moment it is about (`now`, seconds since the
epoch) and never reads a clock, so the service, its loop, the tests and the benchmark all
drive it with the time they choose.

A bank (Board Game Arena's model) holds a reserve at the start; each time the game starts
waiting on the player anew it gains an increment, never above the cap; it runs only while the
game waits on him. When it is empty the computer plays his seat until he takes it back, and his
bank starts again from a small reserve (`comeback`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

MINUTE, HOUR, DAY = 60, 3600, 86400

# A reminder when the time left falls to these fractions of what he had when asked.
REMIND_AT = (0.5, 0.2)
TIMEOUTS_FOR_VOTE = 3  # times out of time in a game before the others may vote him out


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


PACES: dict[str, Pace | None] = {
    "live": Pace("live", 10 * MINUTE, 2 * MINUTE, 15 * MINUTE, 5 * MINUTE),
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


def time_left(bank: Bank, now: int) -> int:
    """Seconds left at `now` (never below 0)."""
    if bank.since is None:
        return max(0, bank.left)
    return max(0, bank.left - max(0, now - bank.since))


def ask(bank: Bank, pace: Pace, now: int) -> Bank:
    """The game starts waiting on him anew: the increment, capped, and his clock runs."""
    if bank.since is not None:  # already running: asked again in a row, nothing added
        return bank
    left = min(pace.cap, bank.left + pace.increment)
    return Bank(left=left, since=now, asked_with=left, reminded=0)


def stop(bank: Bank, now: int) -> Bank:
    """The game no longer waits on him (he answered, or the computer plays his seat): keep
    what is left."""
    if bank.since is None:
        return replace(bank, paused=False) if bank.paused else bank
    return replace(bank, left=time_left(bank, now), since=None, paused=False)


def pause(bank: Bank, now: int) -> Bank:
    """An absence stops his clock while the game waits on him: kept as it is, to resume."""
    if bank.since is None:
        return bank
    return replace(bank, left=time_left(bank, now), since=None, paused=True)


def resume(bank: Bank, now: int) -> Bank:
    """His clock runs again as it was when paused, without an increment (the end of an
    absence: the question is the same one)."""
    if bank.since is not None:
        return bank
    return replace(bank, since=now, paused=False)


def deadline(bank: Bank) -> int | None:
    """When his time runs out, while it runs."""
    return None if bank.since is None else bank.since + max(0, bank.left)


def expired(bank: Bank, now: int) -> bool:
    return bank.since is not None and time_left(bank, now) == 0


def reminder_times(bank: Bank) -> list[int]:
    """When the reminders still to send fall due (while his clock runs)."""
    if bank.since is None:
        return []
    end = deadline(bank)
    return [end - int(bank.asked_with * fraction) for fraction in REMIND_AT[bank.reminded:]]


def reminder_due(bank: Bank, now: int) -> bool:
    """Whether a reminder has fallen due and not been sent (one, however many passed)."""
    due = reminder_times(bank)
    return bool(due) and due[0] <= now and not expired(bank, now)


def reminded(bank: Bank, now: int) -> Bank:
    """A reminder was sent: the ones already due are counted as sent, never sent twice."""
    passed = sum(1 for moment in reminder_times(bank) if moment <= now)
    return replace(bank, reminded=bank.reminded + max(1, passed))


def next_wake(bank: Bank) -> int | None:
    """The next moment something happens to this bank: a reminder, or its end."""
    if bank.since is None:
        return None
    return min([*reminder_times(bank), deadline(bank)])


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
