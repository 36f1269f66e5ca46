"""The clock's arithmetic, with the moments given: banks, reminders, quiet hours, absences."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

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
