"""The clock's arithmetic, with the moments given: banks, reminders, quiet hours, absences."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bot import clock
from bot.clock import DAY, HOUR, MINUTE, Bank

DAILY = clock.PACES["daily"]
T0 = int(datetime(2026, 11, 23, 12, 0, tzinfo=UTC).timestamp())  # a Monday, noon


def test_a_bank_runs_only_while_the_game_waits_on_him():
    bank = clock.ask(clock.opening(DAILY), DAILY, T0)
    assert clock.time_left(bank, T0 + 5 * HOUR) == DAILY.reserve + DAILY.increment - 5 * HOUR
    stopped = clock.stop(bank, T0 + 5 * HOUR)
    assert clock.time_left(stopped, T0 + 3 * DAY) == clock.time_left(bank, T0 + 5 * HOUR)
    assert clock.deadline(stopped) is None


def test_each_new_ask_adds_the_increment_but_never_above_the_cap():
    bank = clock.opening(DAILY)
    now = T0
    for _ in range(40):  # answered at once: the bank grows to the cap and stays there
        bank = clock.stop(clock.ask(bank, DAILY, now), now)
        now += MINUTE
    assert bank.left == DAILY.cap


def test_asked_again_in_a_row_adds_nothing():
    bank = clock.ask(clock.opening(DAILY), DAILY, T0)
    assert clock.ask(bank, DAILY, T0 + HOUR) == bank


def test_the_bank_runs_out_at_its_deadline_and_not_before():
    bank = clock.ask(clock.opening(DAILY), DAILY, T0)
    end = clock.deadline(bank)
    assert end == T0 + DAILY.reserve + DAILY.increment
    assert not clock.expired(bank, end - 1)
    assert clock.expired(bank, end)
    assert clock.time_left(bank, end + DAY) == 0


def test_a_comeback_starts_from_the_small_reserve():
    assert clock.comeback(DAILY).left == DAILY.comeback < DAILY.reserve


def test_reminders_fall_at_fixed_fractions_of_the_time_he_had():
    bank = clock.ask(Bank(left=10 * HOUR - DAILY.increment), DAILY, T0)  # 10 h when asked
    assert clock.reminder_times(bank) == [T0 + 5 * HOUR, T0 + 8 * HOUR]
    assert not clock.reminder_due(bank, T0 + 5 * HOUR - 1)
    assert clock.reminder_due(bank, T0 + 5 * HOUR)
    bank = clock.reminded(bank, T0 + 5 * HOUR)
    assert not clock.reminder_due(bank, T0 + 6 * HOUR)  # never twice
    assert clock.next_wake(bank) == T0 + 8 * HOUR


def test_reminders_missed_while_the_bot_was_down_make_one_ping():
    bank = clock.ask(Bank(left=10 * HOUR - DAILY.increment), DAILY, T0)
    bank = clock.reminded(bank, T0 + 9 * HOUR)
    assert bank.reminded == 2 and not clock.reminder_due(bank, T0 + 9 * HOUR)
    assert clock.next_wake(bank) == T0 + 10 * HOUR  # only the end is left


def test_a_paused_clock_resumes_without_an_increment():
    bank = clock.stop(clock.ask(clock.opening(DAILY), DAILY, T0), T0 + HOUR)
    again = clock.resume(bank, T0 + 3 * DAY)
    assert clock.time_left(again, T0 + 3 * DAY) == bank.left


@pytest.mark.parametrize("seconds,shown", [
    (3 * DAY + 5 * HOUR, (3, "d")), (18 * HOUR + 59 * MINUTE, (18, "h")),
    (90 * MINUTE, (90, "min")), (0, (0, "min"))])
def test_time_left_reads_rounded_down(seconds, shown):
    assert clock.shown(seconds) == shown


def test_a_daily_game_is_bounded_near_two_weeks():
    """Four players, ~20 rounds, each asked anew about 60 times in a game (`prbot bench
    chatter` counts ~250 answers): if each used his whole bank, the game would wait at most
    this long (README: the game's clock)."""
    most = 4 * DAILY.reserve + 4 * 60 * DAILY.increment
    assert 13 * DAY <= most <= 15 * DAY


@pytest.mark.parametrize("text,span", [
    ("23:00-08:00", (23 * 60, 8 * 60)), ("1:30 - 6:00", (90, 360)), ("25:00-08:00", None),
    ("08:00-08:00", None), ("night", None)])
def test_quiet_hours_are_read_as_a_span(text, span):
    assert clock.parse_quiet(text) == span


def test_quiet_hours_over_midnight_in_his_time_zone():
    quiet = (23 * 60, 8 * 60)
    madrid_midnight = int(datetime(2026, 11, 24, 0, 30, tzinfo=clock.zone("Europe/Madrid"))
                          .timestamp())
    ends = clock.quiet_until(madrid_midnight, quiet, "Europe/Madrid")
    assert ends == int(datetime(2026, 11, 24, 8, 0, tzinfo=clock.zone("Europe/Madrid"))
                       .timestamp())
    assert clock.quiet_until(T0, quiet, "Europe/Madrid") is None  # 13:00 in Madrid
    assert clock.quiet_until(T0, (11 * 60, 13 * 60), None) == T0 + HOUR  # UTC when unknown


def test_an_unknown_time_zone_is_none():
    assert clock.zone("Mars/Olympus") is None and clock.zone("Europe/Rome") is not None


@pytest.mark.parametrize("text,until", [
    ("3d", T0 + 3 * DAY), ("36h", T0 + 36 * HOUR), ("2d12h", T0 + 2 * DAY + 12 * HOUR),
    ("2026-11-27", int(datetime(2026, 11, 27, tzinfo=UTC).timestamp())),
    ("2026-11-01", None), ("2026-02-30", None), ("soon", None), ("0d", None)])
def test_an_absence_ends_after_a_duration_or_on_a_date(text, until):
    assert clock.parse_until(text, T0, None) == until


def test_an_absence_pauses_the_bank_and_the_return_resumes_it_as_it_was():
    bank = clock.ask(Bank(left=DAY), DAILY, T0)
    paused = clock.pause(bank, T0 + HOUR)
    assert paused.since is None and paused.paused and paused.left == DAY + DAILY.increment - HOUR
    back = clock.resume(paused, T0 + 3 * DAY)  # the same question: no new increment
    assert clock.time_left(back, T0 + 3 * DAY) == paused.left
    assert (back.asked_with, back.reminded) == (bank.asked_with, bank.reminded)
    assert not clock.stop(paused, T0 + 3 * DAY).paused  # answered meanwhile: nothing to resume


# ------------------------------------------------- quiet hours stop the clock
MADRID = "Europe/Madrid"
NIGHT = clock.Quiet(23 * 60, 8 * 60, MADRID)  # 23:00-08:00 in Madrid


def madrid(*when: int) -> int:
    return int(datetime(*when, tzinfo=clock.zone(MADRID)).timestamp())


def test_his_clock_stands_still_over_a_night_across_midnight():
    since = madrid(2026, 11, 23, 20, 0)
    bank = Bank(left=6 * HOUR, since=since, asked_with=6 * HOUR)
    # would run out at 02:00; three hours run to 23:00, the three others from 08:00
    assert clock.deadline(bank) == madrid(2026, 11, 24, 2, 0)
    assert clock.deadline(bank, NIGHT) == madrid(2026, 11, 24, 11, 0)
    assert clock.time_left(bank, madrid(2026, 11, 24, 2, 0), NIGHT) == 3 * HOUR
    assert not clock.expired(bank, madrid(2026, 11, 24, 7, 59), NIGHT)
    assert clock.expired(bank, madrid(2026, 11, 24, 11, 0), NIGHT)
    assert clock.still_until(NIGHT, madrid(2026, 11, 24, 2, 0)) == madrid(2026, 11, 24, 8, 0)
    assert clock.still_until(NIGHT, madrid(2026, 11, 24, 8, 0)) is None


def test_a_bank_that_starts_running_in_his_quiet_hours_waits_for_their_end():
    bank = Bank(left=6 * HOUR, since=madrid(2026, 11, 24, 1, 0), asked_with=6 * HOUR)
    assert clock.time_left(bank, madrid(2026, 11, 24, 7, 0), NIGHT) == 6 * HOUR
    assert clock.deadline(bank, NIGHT) == madrid(2026, 11, 24, 14, 0)


def test_several_nights_each_stop_his_clock():
    bank = Bank(left=2 * DAY, since=madrid(2026, 11, 23, 12, 0), asked_with=2 * DAY)
    # 11 hours the first day, then 15 a day: 11 + 15 + 15 + 7
    assert clock.deadline(bank, NIGHT) == madrid(2026, 11, 26, 15, 0)
    assert clock.running(bank.since, madrid(2026, 11, 26, 15, 0), NIGHT) == 2 * DAY


def test_only_the_first_hours_of_a_long_night_stop_his_clock():
    long = clock.Quiet(20 * 60, 10 * 60, MADRID)  # 14 hours declared: 20:00 to 06:00 count
    assert clock.QUIET_MOST == 10 * HOUR
    evening = madrid(2026, 11, 23, 20, 0)
    assert clock.still(evening, madrid(2026, 11, 24, 10, 0), long) == clock.QUIET_MOST
    assert clock.still_until(long, madrid(2026, 11, 24, 3, 0)) == madrid(2026, 11, 24, 6, 0)
    assert clock.still_until(long, madrid(2026, 11, 24, 7, 0)) is None


@pytest.mark.parametrize("night,hours", [
    ((2026, 3, 28), 8),  # summer time begins: the clocks skip 02:00-03:00
    ((2026, 10, 24), 10),  # it ends: 02:00-03:00 comes twice
    ((2026, 11, 23), 9)])
def test_a_change_of_summer_time_in_his_zone_makes_the_night_shorter_or_longer(night, hours):
    evening = madrid(*night, 22, 0)
    assert clock.still(evening, evening + 20 * HOUR, NIGHT) == hours * HOUR
    longer = clock.Quiet(22 * 60, 8 * 60, MADRID)  # 10 h on the wall, 11 h when it ends
    assert clock.still(evening, evening + 20 * HOUR, longer) == min(hours + 1, 10) * HOUR


def test_reminders_and_the_end_move_past_the_night():
    bank = Bank(left=10 * HOUR, since=madrid(2026, 11, 23, 18, 0), asked_with=10 * HOUR)
    # half left at 23:00, a fifth left three hours after 08:00
    assert clock.reminder_times(bank, NIGHT) == [madrid(2026, 11, 23, 23, 0),
                                                 madrid(2026, 11, 24, 11, 0)]
    assert clock.reminder_due(bank, madrid(2026, 11, 24, 5, 0), NIGHT)
    bank = clock.reminded(bank, madrid(2026, 11, 24, 5, 0), NIGHT)
    assert not clock.reminder_due(bank, madrid(2026, 11, 24, 10, 59), NIGHT)
    assert clock.next_wake(bank, NIGHT) == madrid(2026, 11, 24, 11, 0)


def test_settling_a_running_bank_keeps_its_time():
    bank = Bank(left=6 * HOUR, since=madrid(2026, 11, 23, 20, 0), asked_with=6 * HOUR)
    middle = madrid(2026, 11, 24, 2, 0)
    settled = clock.settle(bank, middle, NIGHT)
    assert settled.since == middle and settled.left == 3 * HOUR
    assert clock.deadline(settled, NIGHT) == clock.deadline(bank, NIGHT)
    assert clock.settle(clock.stop(bank, middle, NIGHT), middle, NIGHT).since is None


def test_a_live_game_is_played_at_one_sitting_and_keeps_its_clock_at_night():
    assert not clock.PACES["live"].quiet_stops
    assert all(pace.quiet_stops for name, pace in clock.PACES.items()
               if pace and name != "live")


def test_declared_quiet_hours_read_as_the_nights_that_stop_his_clock():
    assert clock.quiet_of("23:00-08:00", MADRID) == NIGHT
    assert clock.quiet_of(None, MADRID) is None and clock.quiet_of("night", None) is None


ZONES = st.sampled_from([None, "UTC", MADRID, "America/New_York", "Australia/Lord_Howe",
                         "Asia/Kathmandu"])
MINUTES = st.integers(0, 24 * 60 - 1)
MOMENTS = st.integers(T0 - 400 * DAY, T0 + 400 * DAY)


@st.composite
def quiet_hours(draw) -> clock.Quiet:
    start, end = draw(MINUTES), draw(MINUTES)
    assume(start != end)
    return clock.Quiet(start, end, draw(ZONES))


@settings(max_examples=300, deadline=None)
@given(quiet=quiet_hours(), since=MOMENTS, spell=st.integers(0, 12 * DAY))
def test_quiet_time_never_adds_and_takes_at_most_the_most_a_day(quiet, since, spell):
    now = since + spell
    ran = clock.running(since, now, quiet)
    assert ran <= spell
    assert ran >= spell - quiet.most * (spell // DAY + 2)
    assert clock.running(since, now, None) == spell


@settings(max_examples=300, deadline=None)
@given(quiet=quiet_hours(), since=MOMENTS, amount=st.integers(1, 6 * DAY))
def test_the_end_is_the_first_moment_his_clock_has_run_its_time(quiet, since, amount):
    end = clock.run_until(since, amount, quiet)
    assert clock.running(since, end, quiet) == amount
    assert clock.running(since, end - 1, quiet) == amount - 1
    bank = Bank(left=amount, since=since, asked_with=amount)
    assert clock.expired(bank, end, quiet) and not clock.expired(bank, end - 1, quiet)


@pytest.mark.parametrize("quiet,until", [
    (NIGHT, 8 * 60), (clock.Quiet(20 * 60, 10 * 60), 6 * 60),
    (clock.Quiet(13 * 60, 15 * 60), 15 * 60), (clock.Quiet(8 * 60, 23 * 60 + 30), 18 * 60)])
def test_his_clock_runs_again_at_the_end_of_his_quiet_hours_or_after_the_most(quiet, until):
    assert clock.stops_until(quiet) == until
