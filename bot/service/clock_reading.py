"""What a seat's clock reads, worked out from its bank, its player's absence and quiet hours and
the game's pace: pure, for the service's clock (`clock.py`) and for what the surfaces show
(`bot/discord_ui/clock_lines.py`). The arithmetic of time itself is `bot.clock`'s."""

from __future__ import annotations

from .. import clock
from ..clock import Pace
from ..players import LEVELS
from ..store.clocks import UserClock
from .views import SeatClock

CLOCK = "clock"  # the lobby's and the game's options keep the clock's settings under this key
DEFAULT_LEVEL = "medium"
MOST_AWAY_DAYS = 30


def clock_settings(pace: str = clock.DEFAULT_PACE, level: str = DEFAULT_LEVEL,
                   away_days: int = 7, away_computer: bool = False) -> dict:
    """The clock's settings of a lobby, checked; ValueError names the one that is wrong."""
    if pace not in clock.PACES:
        raise ValueError("pace")
    if level not in LEVELS:
        raise ValueError("level")
    if not 0 <= away_days <= MOST_AWAY_DAYS:
        raise ValueError("away_days")
    return {"pace": pace, "level": level, "away_days": away_days,
            "away_computer": bool(away_computer)}


def settings_of(table) -> dict:
    return table.options.get(CLOCK) or {}


def pace_of(table) -> Pace | None:
    """The game's pace; None for an untimed game (and one opened before the clock existed)."""
    return clock.PACES.get(settings_of(table).get("pace", "untimed"))


def away_now(user: UserClock, now: int) -> bool:
    return user.away_until is not None and user.away_until > now


def quiet_now(user: UserClock, now: int) -> int | None:
    """When his quiet hours end, if `now` is in them."""
    return clock.quiet_until(now, clock.parse_quiet(user.quiet or ""), user.time_zone)


def clock_quiet(user: UserClock, pace: Pace | None) -> clock.Quiet | None:
    """His quiet hours as they stop his clock in a game of that pace (None: they do not)."""
    if pace is None or not pace.quiet_stops:
        return None
    return clock.quiet_of(user.quiet, user.time_zone)


def hold_of(away: bool, quiet: bool) -> str | None:
    """Whether a ping waits: "away" (never sent), "quiet" (sent when his quiet hours end),
    None (sent now)."""
    return "away" if away else "quiet" if quiet else None


def asked_seats(table) -> list[int]:
    """The seats of the people (not the computer) the game waits on."""
    game = table.game
    if game is None or game.is_over:
        return []
    return [seat for seat in game.pending() if seat not in table.computers]


def seat_clock(bank: clock.Bank | None, user: UserClock, pace: Pace | None,
               now: int) -> SeatClock:
    """His seat's clock at `now` as every surface shows it (`bank` None: an untimed game, only
    his absence and quiet hours); the nights his quiet hours stop it counted in his deadline
    and time left."""
    nights = clock_quiet(user, pace)
    running = bank is not None and bank.since is not None
    return SeatClock(clock.deadline(bank, nights) if running else None,
                     clock.time_left(bank, now, nights) if running else None,
                     user.away_until if away_now(user, now) else None,
                     quiet_now(user, now),
                     clock.still_until(nights, now) if running else None)
