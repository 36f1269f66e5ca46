"""The service's clock with a controlled time: banks that run only while the game waits on a
player, a bank run out (the computer takes the seat, once), reminders, absences, quiet hours,
taking a decision back, and all of it across a restart."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from bot import clock
from bot.clock import DAY, HOUR, ManualTime
from bot.service import GameService
from bot.service.clock import VoteCount
from bot.service_errors import ServiceError
from bot.store import open_store

CHANNEL, GUILD = 10, 1
ANA, BOB, CRIS, DAVID = 100, 101, 102, 103
DAILY = clock.PACES["daily"]
T0 = int(datetime(2026, 11, 23, 12, 0, tzinfo=UTC).timestamp())


async def timed_game(path, time: ManualTime, players=(ANA, BOB, CRIS, DAVID), **settings):
    service = GameService(await open_store(path), seed_source=lambda: 2024, now=time)
    host, *guests = players
    await service.lobby.new_lobby(CHANNEL, GUILD, host, "Ana", "classic", "en",
                            clock=settings or {"pace": "daily"})
    for user in guests:
        await service.lobby.join(CHANNEL, user, f"P{user}")
    await service.lobby.start(CHANNEL, host)
    return service


async def waited_on(service) -> tuple[object, int, int]:
    table = await service.tables.table(CHANNEL)
    seat = table.game.pending()[0]
    return table, seat, table.seats[seat]


def test_the_bank_runs_only_while_the_game_waits_on_him(db_url):
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time)
        table, seat, user = await waited_on(service)
        assert await service.clock.deadline_of(table, seat) == T0 + DAILY.reserve + DAILY.increment
        others = [s for s in range(4) if s != seat]
        assert [await service.clock.deadline_of(table, s) for s in others] == [None] * 3
        time.now += 3 * HOUR
        decision = (await service.play.legal(CHANNEL, user))[0]
        await service.play.decide(CHANNEL, user, None, [decision])
        rows = await service.clock.clock_rows(await service.tables.table(CHANNEL))
        if seat not in (await service.tables.table(CHANNEL)).game.pending():
            assert rows[seat].bank.since is None
            assert rows[seat].bank.left == DAILY.reserve + DAILY.increment - 3 * HOUR
        await service.store.close()
    asyncio.run(go())


def test_a_bank_run_out_gives_the_seat_to_the_computer_once_even_across_a_restart(db_url):
    async def go():
        time = ManualTime(T0)
        path = db_url
        service = await timed_game(path, time, level="easy")
        table, seat, user = await waited_on(service)
        time.now = await service.clock.deadline_of(table, seat) - 1
        assert [e.kind for e in await service.clock.tick()] == ["reminder"]  # both due: one ping
        time.now += 1
        due = await service.clock.tick()
        assert [(e.kind, e.user, e.timeouts) for e in due] == [("timeout", user, 1)]
        assert (await service.tables.table(CHANNEL)).computers[seat] == "easy"
        await service.clock.timeout_posted(due[0].table, seat)  # the front end told the channel
        await service.clock.timeout_told(due[0].table, seat)  # and him
        await service.store.close()

        service = GameService(await open_store(path), now=time)  # a restart
        assert await service.clock.tick() == []
        time.now += DAY
        assert await service.clock.tick() == []
        table = await service.seats.take_back(CHANNEL, user, user, False)
        rows = await service.clock.clock_rows(table)
        # still asked (nobody played for him here): the small reserve and a new increment
        assert rows[seat].bank.left == DAILY.comeback + DAILY.increment
        assert rows[seat].timeouts == 1
        await service.store.close()
    asyncio.run(go())


def test_a_restart_neither_loses_nor_counts_twice_the_time(db_url):
    async def go():
        time = ManualTime(T0)
        path = db_url
        service = await timed_game(path, time)
        table, seat, _ = await waited_on(service)
        deadline = await service.clock.deadline_of(table, seat)
        time.now += 5 * HOUR
        await service.clock.tick()
        await service.store.close()
        service = GameService(await open_store(path), now=time)
        time.now += 2 * HOUR
        await service.clock.tick()
        table = await service.tables.table(CHANNEL)
        assert await service.clock.deadline_of(table, seat) == deadline
        await service.store.close()
    asyncio.run(go())


def test_an_absent_player_s_clock_stops_and_he_gets_no_ping(db_url):
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time)
        table, seat, user = await waited_on(service)
        await service.store.set_user_clock(user, away_until=T0 + 5 * DAY, away_reason="trip")
        time.now += HOUR
        await service.clock.tick()
        assert await service.clock.deadline_of(await service.tables.table(CHANNEL), seat) is None
        assert await service.clock.hold_ping(table, user) == "away"
        time.now += 4 * DAY
        assert await service.clock.tick() == []  # no time ran out while he was away
        time.now += DAY  # back: his clock runs again from where it stopped, no new increment
        await service.clock.tick()
        left = DAILY.reserve + DAILY.increment - HOUR
        current = await service.tables.table(CHANNEL)
        assert await service.clock.deadline_of(current, seat) == time.now + left
        await service.store.close()
    asyncio.run(go())


def test_the_computer_may_play_during_an_absence_and_give_the_seat_back(db_url):
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time, away_computer=True)
        _, seat, user = await waited_on(service)
        await service.store.set_user_clock(user, away_until=T0 + DAY)
        assert [e.kind for e in await service.clock.tick()] == ["away"]
        assert seat in (await service.tables.table(CHANNEL)).computers
        rows = await service.clock.clock_rows(await service.tables.table(CHANNEL))
        assert not rows[seat].bank.paused  # the computer answers: nothing left to resume
        time.now += DAY
        assert [e.kind for e in await service.clock.tick()] == ["back"]
        assert seat not in (await service.tables.table(CHANNEL)).computers
        await service.store.close()
    asyncio.run(go())


def test_a_ping_in_quiet_hours_is_sent_when_they_end(db_url):
    async def go():
        time = ManualTime(T0)  # noon UTC
        service = await timed_game(db_url, time)
        table, seat, user = await waited_on(service)
        await service.store.set_user_clock(user, quiet="11:00-13:00", time_zone="UTC")
        assert await service.clock.hold_ping(table, user) == "quiet"
        assert await service.clock.tick() == []
        time.now += HOUR
        due = await service.clock.tick()  # his quiet hours end: his clock runs again too
        assert [(e.kind, e.user) for e in due] == [("ping", user), ("quiet", user)]
        assert await service.clock.tick() == []  # once
        await service.store.close()
    asyncio.run(go())


def test_undo_takes_back_a_decision_and_refuses_with_the_reason(db_url):
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time, pace="untimed")
        table, seat, user = await waited_on(service)
        with pytest.raises(ServiceError) as refused:
            await service.play.undo(CHANNEL, user)
        assert refused.value.args_ == {"why": "nothing"}
        decision = "role builder"
        await service.play.decide(CHANNEL, user, None, [decision])
        outcome, taken = await service.play.undo(CHANNEL, user)
        assert taken == [decision] and outcome.seq == 0
        assert (await service.tables.table(CHANNEL)).record.decisions == []
        await service.store.close()
    asyncio.run(go())


async def undo_refusal(service, user) -> str:
    with pytest.raises(ServiceError) as refused:
        await service.play.undo(CHANNEL, user)
    return refused.value.args_["why"]


def test_undo_refused_with_the_exact_reason_for_each_seat(db_url):
    async def go():
        service = await timed_game(db_url, ManualTime(T0), pace="untimed")
        _, seat, user = await waited_on(service)
        others = [u for u in (ANA, BOB, CRIS, DAVID) if u != user]
        await service.play.decide(CHANNEL, user, None, ["role builder"])
        assert [await undo_refusal(service, u) for u in others] == ["nothing"] * 3
        await service.seats.replace(CHANNEL, ANA, user, "easy", True)
        assert await undo_refusal(service, user) == "replaced"
        await service.play.computer_turn(CHANNEL)  # the computer builds for him
        await service.seats.take_back(CHANNEL, user, user, False)
        assert await undo_refusal(service, user) == "computer"  # not his to take back
        assert (await service.tables.table(CHANNEL)).undo_seat is None  # and no Undo button for it
        await service.store.close()
        service = GameService(await open_store(db_url), now=ManualTime(T0))  # a restart
        # read back from the database
        assert (await service.tables.table(CHANNEL)).undo_seat is None
        table = await service.tables.table(CHANNEL)
        nxt = table.seats[table.game.pending()[0]]
        await service.play.decide(CHANNEL, nxt, None,
                                  [(await service.play.legal(CHANNEL, nxt))[-1]])
        assert await undo_refusal(service, user) == "others"
        await service.store.close()
    asyncio.run(go())


def test_a_player_out_of_time_three_times_may_be_voted_out(db_url):
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time)
        table, seat, user = await waited_on(service)
        voters = [u for u in (ANA, BOB, CRIS, DAVID) if u != user]
        with pytest.raises(ServiceError) as refused:
            await service.clock.vote_out(CHANNEL, voters[0], user)
        assert refused.value.code == "vote_not_allowed"  # not out of time three times yet
        for _ in range(3):  # out of time, back, and out of time again
            current = await service.tables.table(CHANNEL)
            time.now = await service.clock.deadline_of(current, seat) or time.now
            await service.clock.tick()
            await service.seats.take_back(CHANNEL, user, user, False)
        rows = await service.clock.clock_rows(await service.tables.table(CHANNEL))
        assert rows[seat].timeouts == 3
        assert await service.clock.vote_out(CHANNEL, voters[0], user) == VoteCount(1, 2, 3)
        assert await service.clock.vote_out(CHANNEL, voters[0], user) == VoteCount(1, 2, 3)  # once
        assert (await service.clock.vote_out(CHANNEL, voters[1], user)).passed
        assert seat in (await service.tables.table(CHANNEL)).computers
        with pytest.raises(ServiceError) as refused:
            await service.seats.take_back(CHANNEL, user, user, False)
        assert refused.value.code == "voted_out"
        await service.store.close()
    asyncio.run(go())


def test_quiet_hours_hold_the_ping_of_an_untimed_game_too(db_url):
    async def go():
        time = ManualTime(T0)  # noon UTC
        service = await timed_game(db_url, time, pace="untimed")
        table, _, user = await waited_on(service)
        await service.store.set_user_clock(user, quiet="11:00-13:00", time_zone="UTC")
        assert await service.clock.hold_ping(table, user) == "quiet"
        assert await service.clock.tick() == []
        time.now += HOUR
        assert [(e.kind, e.user) for e in await service.clock.tick()] == [("ping", user)]
        assert await service.clock.tick() == []
        await service.store.close()
    asyncio.run(go())


def test_the_absence_limit_counts_every_absence_in_the_game_even_across_a_restart(db_url):
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time)  # at most 7 days away, by default
        table, seat, user = await waited_on(service)
        await service.clock.set_away(user, time.now + 3 * DAY, None)
        time.now += DAY
        await service.clock.set_away(user, None, None)  # back early: one day counted, not three
        with pytest.raises(ServiceError) as refused:
            await service.clock.set_away(user, time.now + 7 * DAY, None)
        assert refused.value.args_ == {"days": 7, "left": 6 * DAY}
        assert (await service.clock.user_clock(user)).away_until is None  # nothing changed
        await service.clock.set_away(user, time.now + 6 * DAY, "trip")
        await service.store.close()

        service = GameService(await open_store(db_url), now=time)  # a restart
        time.now += 6 * DAY + HOUR  # that absence ended by itself
        with pytest.raises(ServiceError) as refused:
            await service.clock.set_away(user, time.now + HOUR, None)
        assert refused.value.args_ == {"days": 7, "left": 0}
        rows = await service.clock.clock_rows(await service.tables.table(CHANNEL))
        assert rows[seat].away_so_far(T0 + 7 * DAY, time.now) == 7 * DAY
        await service.store.close()
    asyncio.run(go())


def test_a_time_out_in_quiet_hours_is_told_when_they_end_even_across_a_restart(db_url):
    async def go():
        time = ManualTime(T0)  # noon UTC
        service = await timed_game(db_url, time)
        table, seat, user = await waited_on(service)
        await service.store.set_user_clock(user, quiet="00:00-23:30", time_zone="UTC")
        time.now = await service.clock.deadline_of(table, seat)
        # 12 hours to midnight, the first 10 of his quiet hours stand still, 13 hours more
        assert time.now == T0 + DAY + 11 * HOUR  # 23:00: in his quiet hours, past their 10
        due = await service.clock.tick()
        assert [(e.kind, e.user, e.dm) for e in due] == [("timeout", user, False)]
        await service.clock.timeout_posted(due[0].table, seat)  # the channel is told at once
        await service.store.close()

        service = GameService(await open_store(db_url), now=time)  # a restart
        assert await service.clock.tick() == []  # his quiet hours go on
        time.now = T0 + DAY + 11 * HOUR + 30 * 60  # 23:30, the end of them
        due = await service.clock.tick()
        assert [(e.kind, e.user, e.dm) for e in due] == [("timeout-dm", user, True)]
        await service.clock.timeout_told(due[0].table, seat)
        assert await service.clock.tick() == []  # told once
        await service.store.close()
    asyncio.run(go())


def test_a_time_out_whose_messages_a_crash_cut_off_is_told_after_the_restart_once(db_url):
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time, level="easy")
        table, seat, user = await waited_on(service)
        time.now = await service.clock.deadline_of(table, seat)
        assert [e.kind for e in await service.clock.tick()] == ["timeout"]
        await service.store.close()  # killed before the channel or he was told

        service = GameService(await open_store(db_url), now=time)  # a restart
        due = await service.clock.tick()
        assert [(e.kind, e.user, e.timeouts, e.dm) for e in due] == [("timeout", user, 1, True)]
        assert (await service.tables.table(CHANNEL)).computers[seat] == "easy"
        await service.clock.timeout_posted(due[0].table, seat)
        await service.clock.timeout_told(due[0].table, seat)
        assert await service.clock.tick() == []  # told once
        current = await service.tables.table(CHANNEL)
        assert (await service.clock.clock_rows(current))[seat].timeouts == 1
        await service.store.close()
    asyncio.run(go())


def test_a_held_ping_is_sent_while_the_game_still_waits_on_him_whoever_decided(db_url):
    async def go():
        time = ManualTime(T0)  # noon UTC
        service = await timed_game(db_url, time)
        table = await service.tables.table(CHANNEL)
        while len(table.game.pending()) < 2:  # until two decide at once (the Mayor's placing)
            user = table.seats[table.game.pending()[0]]
            await service.play.decide(CHANNEL, user, None,
                                      [(await service.play.legal(CHANNEL, user))[0]])
            table = await service.tables.table(CHANNEL)
        sleeper, other = (table.seats[s] for s in table.game.pending()[:2])
        await service.store.set_user_clock(sleeper, quiet="11:00-13:00", time_zone="UTC")
        assert await service.clock.hold_ping(table, sleeper) == "quiet"
        await service.play.decide(CHANNEL, other, None,
                                  [(await service.play.legal(CHANNEL, other))[0]])
        time.now += HOUR
        assert [(e.kind, e.user) for e in await service.clock.tick()] == [("ping", sleeper),
                                                                          ("quiet", sleeper)]
        await service.store.close()
    asyncio.run(go())


def test_a_held_ping_is_dropped_once_the_game_no_longer_waits_on_him(db_url):
    async def go():
        time = ManualTime(T0)  # noon UTC
        service = await timed_game(db_url, time)
        table, _, user = await waited_on(service)
        await service.store.set_user_clock(user, quiet="11:00-13:00", time_zone="UTC")
        assert await service.clock.hold_ping(table, user) == "quiet"
        await service.play.decide(CHANNEL, user, None, ["role prospector"])  # awake after all
        time.now += HOUR
        assert [e.kind for e in await service.clock.tick() if e.user == user] == []
        await service.store.close()
    asyncio.run(go())


MADRID = clock.zone("Europe/Madrid")


def madrid(*when: int) -> int:
    return int(datetime(*when, tzinfo=MADRID).timestamp())


async def running_out_at_two(service, time: ManualTime) -> tuple[object, int, int]:
    """The waited-on player, with 13 hours left at 13:00 in Madrid (T0): out at 02:00."""
    table, seat, user = await waited_on(service)
    row = (await service.clock.clock_rows(table))[seat]
    left = 13 * HOUR
    await service.store.set_bank(table.game_id, seat, row.bank,
                                 clock.Bank(left=left, since=T0, asked_with=left))
    return table, seat, user


def test_his_quiet_hours_stop_his_clock_and_he_runs_out_after_the_night(db_url):
    async def go():
        time = ManualTime(T0)  # 13:00 in Madrid
        service = await timed_game(db_url, time)
        table, seat, user = await running_out_at_two(service, time)
        await service.clock.set_quiet(user, "23:00-08:00", "Europe/Madrid")
        # ten hours run to 23:00, three from 08:00
        assert await service.clock.deadline_of(table, seat) == madrid(2026, 11, 24, 11, 0)
        kinds = []
        while time.now < madrid(2026, 11, 24, 11, 0):
            time.now += 30 * 60
            kinds += [(e.kind, e.deadline) for e in await service.clock.tick()]
            if time.now <= madrid(2026, 11, 24, 8, 0):
                assert "timeout" not in [kind for kind, _ in kinds], time.now
        end = madrid(2026, 11, 24, 11, 0)
        # half left at 19:30, a fifth left 24 minutes after 08:00, then out of time at 11:00
        # and the live message is told when his clock stops at 23:00 and runs again at 08:00
        assert kinds == [("reminder", end), ("quiet", None), ("quiet", None), ("reminder", end),
                         ("timeout", None)]
        await service.store.close()
    asyncio.run(go())


def test_new_quiet_hours_count_from_when_they_are_declared(db_url):
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time)
        table, seat, user = await running_out_at_two(service, time)
        time.now = madrid(2026, 11, 24, 1, 0)  # an hour before he would run out
        await service.clock.set_quiet(user, "23:00-08:00", "Europe/Madrid")  # the last hour ran
        assert await service.clock.deadline_of(table, seat) == madrid(2026, 11, 24, 9, 0)
        await service.clock.set_quiet(user, None, "Europe/Madrid")  # off again: the night runs
        time.now = madrid(2026, 11, 24, 2, 0)
        assert [e.kind for e in await service.clock.tick()] == ["timeout"]
        await service.store.close()
    asyncio.run(go())


def test_a_live_game_s_clock_runs_in_his_quiet_hours(db_url):
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time, pace="live")
        table, seat, user = await waited_on(service)
        await service.clock.set_quiet(user, "00:00-23:00", "UTC")
        live = clock.PACES["live"]
        assert await service.clock.deadline_of(table, seat) == T0 + live.reserve + live.increment
        await service.store.close()
    asyncio.run(go())


def test_a_decision_s_outcome_carries_the_clocks_and_prefs_of_whom_it_waits_on(db_url):
    """What the live message, the pictures and the DMs show of a decision is read with it,
    under the game's lock: each pending person's clock (deadline, time left, away, quiet
    hours) and his preferences, and the prompt message to edit."""
    async def go():
        time = ManualTime(T0)
        service = await timed_game(db_url, time)
        table, seat, user = await waited_on(service)
        await service.players.set_language(user, "it")
        for person in table.seats:
            await service.store.set_user_clock(person, quiet="11:00-13:00", time_zone="UTC")
        time.now += 10 * 60
        outcome = await service.play.decide(CHANNEL, user, None,
                                            [(await service.play.legal(CHANNEL, user))[0]])
        after = await service.tables.table(CHANNEL)
        pending = [s for s in after.game.pending() if s not in after.computers]
        assert sorted(outcome.clocks) == sorted(pending) and pending
        for asked in pending:
            seen = outcome.clocks[asked]
            assert seen.deadline == await service.clock.deadline_of(after, asked)
            # his quiet hours stop his clock until 13:00, and again the next day from 11:00
            # to 13:00: it runs out that much later than his time left says
            assert seen.quiet_until == seen.still_until == T0 + HOUR
            assert seen.deadline == seen.still_until + seen.left + 2 * HOUR
            # asked in his quiet hours, his whole bank is still his
            assert seen.left == DAILY.reserve + DAILY.increment
            assert seen.away_until is None
        assert outcome.prefs == {after.seats[s]: await service.players.user(after.seats[s])
                                 for s in pending}
        assert outcome.prompt_message_id == after.prompt_message_id
        await service.store.close()
    asyncio.run(go())
