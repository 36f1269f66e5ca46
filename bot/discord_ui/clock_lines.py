"""The game's clock in words: on the live message, in `/pr status`, in the DMs and on the
table's picture. What the game waits on is read with its change (`Table.clocks`, under the
game's lock); a table read otherwise (`/pr status`, a restart's pass) reads it then (`seen`).
`/pr status` reads every seat's clock from the service (`service.clock.clock_rows`)."""

from __future__ import annotations

from datetime import datetime

from bot import clock
from bot.l10n import Localizer, localizer
from bot.service import Table
from bot.service.clock_reading import away_now, clock_quiet, pace_of

from ..words import messages


def when(moment: int, zone_name: str | None = None) -> str:
    """A moment as Discord shows it in each reader's own time zone, and also in his stated
    one where he told it (`/pr quiet … timezone:`): what `/pr away` read his date as."""
    shown = f"<t:{moment}:f> (<t:{moment}:R>)"
    zone = clock.zone(zone_name)
    if zone is None:
        return shown
    local = datetime.fromtimestamp(moment, zone).strftime("%Y-%m-%d %H:%M")
    return f"{shown} · {local} {zone_name}"


async def seen(service, table: Table) -> Table:
    """The table with the waited-on seats' clocks and their people's preferences: as read
    with its change, else read now."""
    if not table.viewed:
        await service.clock.pending_view(table)
    return table


def time_text(seconds: int, loc: Localizer) -> str:
    amount, unit = clock.shown(seconds)
    return loc.text(f"clock-unit-{unit}", amount=amount)


async def live_lines(service, table: Table, loc: Localizer) -> list[str]:
    """The clock of each player the game waits on: "⏳ Ana: in 18 hours", or "Ana is away
    until Friday", side by side on as few lines as fit. Each reader's Discord writes the
    moment and counts it down, so the lines stay the same while the clock runs and the
    message needs no edit to keep them true."""
    if pace_of(table) is None or table.game is None or table.game.is_over:
        return []
    clocks = (await seen(service, table)).clocks
    shown = messages.names(table)
    lines = []
    for seat, his in clocks.items():
        if his.away_until is not None:
            lines.append(loc.text("clock-away", player=shown[seat],
                                  until=f"<t:{his.away_until}:R>"))
        elif his.still_until is not None:
            lines.append(quiet_text(shown[seat], his.still_until, loc))
        elif his.deadline is not None:
            lines.append(loc.text("clock-runs-out", player=shown[seat],
                                  when=f"<t:{his.deadline}:R>"))
    return messages.side_by_side(lines)


def quiet_line(player: str, quiet: clock.Quiet | None, now: int,
               loc: Localizer) -> str | None:
    """"⏸ Ana: quiet until 08:00" while his quiet hours stop his clock: when it runs again,
    as each reader's Discord writes the moment in his own time zone."""
    until = clock.still_until(quiet, now)
    return None if until is None else quiet_text(player, until, loc)


def quiet_text(player: str, until: int, loc: Localizer) -> str:
    return loc.text("clock-quiet-until", player=player, until=f"<t:{until}:t>")


async def picture_clock(service, table: Table) -> dict:
    """The table picture's clock: {"clock": {seat: "18 h"}} for the people it waits on
    whose clock runs, or nothing (an untimed game's picture is drawn as before); at the end,
    the seats voted out, for the score sheet: {"voted_out": {seat: round}}."""
    if table.game.is_over:
        return {"voted_out": table.voted_out} if table.voted_out else {}
    if pace_of(table) is None:
        return {}
    loc = localizer(table.lang, table.theme)
    clocks = (await seen(service, table)).clocks
    return {"clock": {seat: time_text(his.left, loc) for seat, his in clocks.items()
                      if his.left is not None}}


async def dm_lines(service, table: Table, user: int, loc: Localizer) -> list[str]:
    """In a ping or reminder: when his time runs out, as his Discord writes it, in his own
    time zone (once: the moment is not repeated as plain text)."""
    his = (await seen(service, table)).clocks.get(table.seat_of(user))
    if his is None or his.deadline is None:
        return []
    return [loc.text("clock-ends", when=when(his.deadline))]


async def status_lines(service, table: Table, loc: Localizer) -> list[str]:
    """`/pr status`: the pace, and every player's time and absence."""
    pace = pace_of(table)
    if pace is None:
        return [loc.text("clock-pace-line", pace=messages.pace_text("untimed", loc))]
    lines = [loc.text("clock-pace-line", pace=messages.pace_text(pace.name, loc))]
    rows = await service.clock.clock_rows(table)
    now = service.tables.now()
    shown = messages.names(table)
    for seat, row in rows.items():
        prefs = await service.clock.user_clock(table.seats[seat])
        if away_now(prefs, now):
            lines.append(loc.text("clock-away", player=shown[seat],
                                  until=f"<t:{prefs.away_until}:R>"))
        elif row.stand_in is None:
            quiet = clock_quiet(prefs, pace)
            left = time_text(clock.time_left(row.bank, now, quiet), loc)
            lines.append((row.bank.since is not None and quiet_line(shown[seat], quiet, now, loc))
                         or loc.text("clock-left", player=shown[seat], left=left))
    return lines


def quiet_stops_line(quiet: clock.Quiet, loc: Localizer) -> str:
    """What his quiet hours do to his clock: from when to when it stands still each night."""
    def hour(minute: int) -> str:
        return f"{minute // 60:02d}:{minute % 60:02d}"
    return loc.text("clock-quiet-stops", most=quiet.most // clock.HOUR,
                    start=hour(quiet.start), until=hour(clock.stops_until(quiet)))
