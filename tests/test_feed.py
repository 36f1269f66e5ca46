"""The service's change feed (bot/feed/) in one process, on both databases: one change per
stored decision, take-back, start, end, cancel and time-out, in order, after the commit; a
subscriber that raises or is slow stops and delays nothing; one that falls far behind gets
one `resync` change for a game whose changes piled up instead of them, and a game a subscriber
is slow with holds up no other game."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from bot import feed
from bot.clock import ManualTime
from bot.feed import Change, Feed
from bot.service import GameService
from bot.store import open_store

CHANNEL, GUILD = 10, 1
ANA, BOB, CRIS = 100, 101, 102
PATIENCE = 30  # seconds a test waits for what must come at once, before failing instead of hanging


_opened: list[GameService] = []


def run(coro):
    """Run a test's coroutine; the services it opened are closed whatever happens (a store
    left open would keep the process alive)."""

    async def closing():
        try:
            return await coro
        finally:
            while _opened:
                service = _opened.pop()
                await service.feed.close()
                await service.store.close()

    return asyncio.run(closing())


async def service_on(url, seed: int = 2024, **options) -> GameService:
    service = GameService(await open_store(str(url)), seed_source=lambda: seed, **options)
    _opened.append(service)
    return service


async def lobby(url, clock: dict | None = None, **options) -> GameService:
    service = await service_on(url, **options)
    await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "classic", "en", clock=clock)
    for user, name in ((BOB, "Bob"), (CRIS, "Cris")):
        await service.lobby.join(CHANNEL, user, name)
    return service


async def first_decision(service: GameService) -> tuple[int, int, str]:
    """The user asked first, the seq and his first legal decision."""
    table = await service.tables.table(CHANNEL)
    user = table.pending_users[0]
    return user, table.seq, (await service.play.legal(CHANNEL, user))[0]


async def decide_once(service: GameService):
    user, seq, decision = await first_decision(service)
    return await service.play.decide(CHANNEL, user, seq, [decision])


class Collector:
    """A subscriber that keeps what it gets, and can be waited on for a number of changes."""

    def __init__(self) -> None:
        self.changes: list[Change] = []
        self.arrived = asyncio.Event()

    async def __call__(self, change: Change) -> None:
        self.changes.append(change)
        self.arrived.set()
        await asyncio.sleep(0)  # a subscriber that awaits something still gets them in order

    async def until(self, count: int) -> list[Change]:
        async def enough() -> None:
            while len(self.changes) < count:
                self.arrived.clear()
                await self.arrived.wait()

        await asyncio.wait_for(enough(), PATIENCE)
        return self.changes


def change(game_id: int, seq: int) -> Change:
    return Change(game_id, game_id * 10, feed.DECIDED, seq, events=({"type": "x", "n": seq},))


# ------------------------------------------------------------------------ the feed alone
def test_every_subscriber_gets_each_games_changes_in_the_order_published():
    async def work():
        changes_feed = Feed(backlog=100)
        first, second = Collector(), Collector()
        changes_feed.subscribe(first)
        changes_feed.subscribe(second)
        published = [change(game, seq) for seq in range(40) for game in (1, 2)]
        for item in published:
            changes_feed.publish(item)
        for collector in (first, second):
            got = await collector.until(80)
            assert sorted(got, key=lambda c: (c.game_id, c.seq)) == sorted(
                published, key=lambda c: (c.game_id, c.seq))
            for game in (1, 2):
                assert [c.seq for c in got if c.game_id == game] == list(range(40))
        await changes_feed.close()

    run(work())


def test_an_unsubscribed_callback_gets_nothing_more():
    async def work():
        changes_feed = Feed()
        gone, staying = Collector(), Collector()
        unsubscribe = changes_feed.subscribe(gone)
        changes_feed.subscribe(staying)
        changes_feed.publish(change(1, 1))
        await gone.until(1)
        unsubscribe()
        changes_feed.publish(change(1, 2))
        await staying.until(2)
        assert [c.seq for c in gone.changes] == [1]
        await changes_feed.close()

    run(work())


class Gate:
    """A subscriber held up on one game's changes until the gate opens; the others pass."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        self.open = asyncio.Event()
        self.got = Collector()

    async def __call__(self, item: Change) -> None:
        if item.game_id == self.game_id:
            await self.open.wait()
        await self.got(item)


def test_a_change_heard_from_another_process_is_wanted_if_a_subscriber_wants_it():
    """`Feed.wanted`: a note from another process is rebuilt only if a subscriber wants it,
    one without `wants` wanting every one; what is published still reaches every subscriber;
    the `watch` hooks hear every note, one that raises stopping none."""
    from bot.service.reviews import ended
    from bot.shards import Shards

    ours, theirs = 0, 1 << 22  # servers of shard 0 and shard 1 (of 2)

    async def work():
        changes_feed = Feed()
        assert not changes_feed.wanted(feed.Heard(1, ours, feed.DECIDED))  # nobody listens
        shown = Collector()
        changes_feed.subscribe(shown, wants=feed.of_servers(Shards((0,), 2)))
        stop_reviews = changes_feed.subscribe(lambda change: None, wants=ended)
        assert changes_feed.wanted(feed.Heard(1, ours, feed.DECIDED))
        assert not changes_feed.wanted(feed.Heard(2, theirs, feed.DECIDED))
        assert changes_feed.wanted(feed.Heard(2, theirs, feed.ENDED))
        assert changes_feed.wanted(feed.Heard(2, theirs, feed.CANCELLED))
        stop_reviews()
        assert not changes_feed.wanted(feed.Heard(2, theirs, feed.ENDED))
        assert feed.of_servers(None) is None  # every shard: every server's games
        changes_feed.publish(change(2, 1))  # published here: reaches it, wanted or not
        assert [got.game_id for got in await shown.until(1)] == [2]
        changes_feed.subscribe(lambda change: None)  # no `wants`: every change
        assert changes_feed.wanted(feed.Heard(2, theirs, feed.DECIDED))

        noticed = []
        changes_feed.watch(lambda heard: 1 / 0)
        unwatch = changes_feed.watch(noticed.append)
        changes_feed.noticed(feed.Heard(2, theirs, feed.DECIDED))
        unwatch()
        changes_feed.noticed(feed.Heard(3, theirs, feed.DECIDED))
        assert noticed == [feed.Heard(2, theirs, feed.DECIDED)]
        await changes_feed.close()

    run(work())


def test_a_game_one_subscriber_is_slow_with_holds_up_no_other_game():
    async def work():
        changes_feed = Feed(backlog=100)
        gate = Gate(1)
        changes_feed.subscribe(gate)
        changes_feed.publish(change(1, 1))  # held at the gate
        others = [change(game, seq) for seq in (1, 2) for game in (2, 3)]
        for item in others:
            changes_feed.publish(item)
        assert sorted(await gate.got.until(4), key=lambda c: (c.game_id, c.seq)) == sorted(
            others, key=lambda c: (c.game_id, c.seq))
        assert not changes_feed.idle  # game 1's change is still in hand
        gate.open.set()
        assert (await gate.got.until(5))[4] == change(1, 1)
        await changes_feed.close()

    run(work())


def test_a_game_whose_changes_pile_up_becomes_one_resync_with_its_latest_counter():
    async def work():
        changes_feed = Feed(backlog=4)
        gate, fast = Gate(1), Collector()
        changes_feed.subscribe(gate)
        changes_feed.subscribe(fast)
        changes_feed.publish(change(1, 1))
        await fast.until(1)  # the gated one holds game 1's first change
        piled = [change(1, seq) for seq in (2, 3, 4, 5)]
        for count, item in enumerate([*piled, change(2, 1)], start=2):
            changes_feed.publish(item)
            await fast.until(count)
        assert fast.changes == [change(1, 1), *piled, change(2, 1)]  # the other keeps up
        assert (await gate.got.until(1)) == [change(2, 1)]  # game 2 was not held up
        gate.open.set()
        got = await gate.got.until(3)
        # the fourth waiting change of game 1 was one too many: the four became one resync
        assert got[1] == change(1, 1)
        assert (got[2].kind, got[2].game_id, got[2].seq, got[2].events) == ("resync", 1, 5, ())
        changes_feed.publish(change(1, 6))  # caught up: changes again
        assert (await gate.got.until(4))[3] == change(1, 6)
        await changes_feed.close()

    run(work())


def test_a_games_end_is_never_folded_into_a_resync():
    async def work():
        changes_feed = Feed(backlog=2)
        gate = Gate(1)
        changes_feed.subscribe(gate)
        ended = replace(change(1, 3), kind=feed.ENDED, game_over=True)
        for item in (change(1, 1), change(1, 2), ended):  # none read yet: they pile up
            changes_feed.publish(item)
        gate.open.set()
        assert await gate.got.until(1) == [ended]  # its scores and story are shown once
        await asyncio.sleep(0.01)
        assert changes_feed.idle and gate.got.changes == [ended]
        await changes_feed.close()

    run(work())


def test_the_feed_says_how_far_behind_its_slowest_subscriber_is():
    async def work():
        now = ManualTime(100)
        changes_feed = Feed(backlog=3, clock=now)
        gate, fast = Gate(1), Collector()
        changes_feed.subscribe(gate)
        changes_feed.subscribe(fast)
        assert changes_feed.lag() == 0
        changes_feed.publish(change(1, 1))  # held at the gate from 100
        await fast.until(1)
        now.now = 104
        for seq in (2, 3, 4):  # folded into one resync, as late as the oldest of them
            changes_feed.publish(change(1, seq))
            await fast.until(seq)
        now.now = 110
        assert changes_feed.lag() == 10  # the change in hand, published at 100
        gate.open.set()
        await gate.got.until(2)
        await asyncio.sleep(0.01)
        assert changes_feed.lag() == 0 and changes_feed.idle
        assert changes_feed.most_lag == 6  # the resync waited from 104 to 110
        await changes_feed.close()

    run(work())


# ------------------------------------------------------------------------ from the service
def test_the_service_publishes_each_stored_change_with_its_events_after_the_commit(db_url):
    async def work():
        service = await lobby(db_url)
        seen, stored_seqs = Collector(), Collector()

        async def reader(item: Change) -> None:  # the change is in the store when it comes
            if item.kind != feed.CANCELLED:
                await stored_seqs((await service.tables.table(CHANNEL)).seq)

        service.feed.subscribe(seen)
        service.feed.subscribe(reader)
        started = await service.lobby.start(CHANNEL, ANA)
        await stored_seqs.until(1)
        decided = await decide_once(service)
        await stored_seqs.until(2)
        user = decided.table.seats[decided.table.record.decisions[-1][0]]
        undone, _ = await service.play.undo(CHANNEL, user)
        await stored_seqs.until(3)
        await service.lobby.cancel(CHANNEL, ANA, is_admin=False)
        got = await seen.until(4)
        assert [c.kind for c in got] == ["started", "decided", "undone", "cancelled"]
        for item, outcome in zip(got, (started, decided, undone), strict=False):
            assert item.game_id == outcome.table.game_id and item.channel_id == CHANNEL
            assert item.seq == outcome.seq
            assert list(item.events) == outcome.events
            assert list(item.pending_users) == outcome.pending_users
            assert item.pending_seats == tuple(outcome.table.game.pending())
            assert not item.game_over
        assert stored_seqs.changes == [0, 1, 0]
        assert got[1].seat == got[2].seat == decided.table.seat_of(user)
        assert got[0].events[0]["type"] == "game_started" and got[2].events == ()
        assert got[3].game_over and got[3].game_id == started.table.game_id

    run(work())


async def _until(condition) -> None:
    while not condition():
        await asyncio.sleep(0.01)


def test_the_computers_decision_and_a_seat_handed_to_it_are_published(db_url):
    async def work():
        service = await service_on(db_url, seed=7)
        await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "classic", "en",
                                computers=("easy",))
        await service.lobby.join(CHANNEL, BOB, "Bob")
        seen = Collector()
        service.feed.subscribe(seen)
        await service.lobby.start(CHANNEL, ANA)
        table = await service.seats.replace(CHANNEL, ANA, BOB, "easy", is_admin=False)
        outcome = await service.play.computer_turn(CHANNEL)  # only Ana is left to the people
        while outcome is None:
            outcome = await decide_once(service)
            outcome = await service.play.computer_turn(CHANNEL)
        got = await seen.until(2)
        assert [c.kind for c in got[:2]] == ["started", "seats"]
        assert got[1].seat == table.seat_of(BOB) and BOB not in got[1].pending_users
        computers = [c for c in await seen.until(len(got)) if c.seq == outcome.seq]
        assert [(c.kind, c.events) for c in computers] == [("decided", tuple(outcome.events))]
        assert computers[0].seat in outcome.table.computers

    run(work())


def test_the_decision_that_ends_the_game_is_published_as_its_end(db_url):
    async def work():
        service = await lobby(db_url)
        seen = Collector()
        service.feed.subscribe(seen)
        outcome = await service.lobby.start(CHANNEL, ANA)
        rng = random.Random(5)
        while not outcome.game_over:
            table = await service.tables.table(CHANNEL)
            user = rng.choice(table.pending_users)
            decision = rng.choice(await service.play.legal(CHANNEL, user))
            outcome = await service.play.decide(CHANNEL, user, table.seq, [decision])
        got = await seen.until(outcome.seq + 1)
        assert [c.kind for c in got] == ["started"] + ["decided"] * (outcome.seq - 1) + ["ended"]
        assert [c.seq for c in got] == list(range(outcome.seq + 1))
        assert got[-1].game_over and got[-1].pending_users == got[-1].pending_seats == ()
        assert got[-1].events[-1]["type"] == "game_over"

    run(work())


def test_a_clock_time_out_is_published_with_the_seat_no_longer_pending(db_url):
    async def work():
        time = ManualTime(1_800_000_000)
        service = await lobby(db_url, now=time, clock={"pace": "daily", "level": "easy"})
        await service.lobby.start(CHANNEL, ANA)
        seen = Collector()
        service.feed.subscribe(seen)
        table = await service.tables.table(CHANNEL)
        seat = table.game.pending()[0]
        time.now = await service.clock.deadline_of(table, seat) + 1
        due = await service.clock.tick()
        assert [event.kind for event in due] == ["timeout"]
        (item,) = await seen.until(1)
        assert (item.kind, item.seat, item.seq) == ("timed_out", seat, table.seq)
        assert (item.by, item.level, item.timeouts) == (None, "easy", 1)
        assert table.seats[seat] not in item.pending_users and seat in item.pending_seats

    run(work())


def test_each_change_says_who_made_it_and_why_as_a_surface_tells_it(db_url):
    async def work():
        service = await lobby(db_url)
        seen = Collector()
        service.feed.subscribe(seen)
        await service.lobby.start(CHANNEL, ANA)
        decided = await decide_once(service)
        seat = decided.table.record.decisions[-1][0]
        user = decided.table.seats[seat]
        _, decisions = await service.play.undo(CHANNEL, user)
        other = next(u for u in (BOB, CRIS) if u != user)
        await service.seats.replace(CHANNEL, ANA, other, "hard", is_admin=False)
        await service.seats.take_back(CHANNEL, other, other, is_admin=False)
        await service.seats.hand_over(CHANNEL, ANA, other, 103, "Dora", is_admin=False)
        await service.lobby.cancel(CHANNEL, 104, is_admin=True, by_name="Eve")
        got = (await seen.until(7))[2:]
        said = [(c.kind, c.by, c.reason, c.taken_back, c.former, c.level) for c in got]
        name = dict(((ANA, "Ana"), (BOB, "Bob"), (CRIS, "Cris")))[other]
        assert said == [
            ("undone", user, "", tuple(decisions), "", ""),
            ("seats", ANA, feed.REPLACED, (), "", "hard"),
            ("seats", other, feed.RETURNED, (), "", ""),
            ("seats", ANA, feed.HANDED_OVER, (), name, ""),
            ("cancelled", 104, feed.BY_ADMIN, (), "", ""),
        ]
        assert decisions and got[0].seat == seat and got[-1].by_name == "Eve"
        assert got[3].table.names[got[3].seat] == "Dora"
        assert got[-1].table.lang == "en" and got[-1].table.status == "cancelled"
        for item in got:  # and another process reads the same from its note
            assert Change.from_dict(item.to_dict()).said == item.said

    run(work())


def test_a_subscriber_that_raises_stops_neither_the_others_nor_the_decision(db_url):
    async def work():
        service = await lobby(db_url)
        failures: list[Change] = []

        def broken(item: Change) -> None:
            failures.append(item)
            raise RuntimeError("a subscriber's own bug")

        service.feed.subscribe(broken)
        seen = Collector()
        service.feed.subscribe(seen)
        await service.lobby.start(CHANNEL, ANA)
        first = await decide_once(service)
        second = await decide_once(service)
        got = await seen.until(3)
        assert [c.seq for c in got] == [0, first.seq, second.seq]
        assert (await service.tables.table(CHANNEL)).seq == second.seq == 2
        await asyncio.wait_for(_until(lambda: len(failures) == 3), PATIENCE)
        assert failures == got  # it went on to the next change each time

    run(work())


def test_a_slow_subscriber_delays_neither_the_decision_nor_the_others(db_url):
    async def work():
        service = await lobby(db_url)
        gate = asyncio.Event()  # the slow one is held until the end of the test
        slow = Collector()

        async def stuck(item: Change) -> None:
            await gate.wait()
            await slow(item)

        service.feed.subscribe(stuck)
        fast = Collector()
        service.feed.subscribe(fast)
        # start and decide return, and the other subscriber hears of both, while the slow one
        # still waits at the gate on the first
        await asyncio.wait_for(service.lobby.start(CHANNEL, ANA), PATIENCE)
        outcome = await asyncio.wait_for(decide_once(service), PATIENCE)
        got = await fast.until(2)
        assert got[1].seq == outcome.seq and not gate.is_set() and slow.changes == []
        gate.set()
        assert await slow.until(2) == got

    run(work())


def test_changes_stored_under_the_lock_go_out_once_it_is_let_go():
    async def work():
        changes_feed, seen = Feed(), Collector()
        changes_feed.subscribe(seen)
        lock = asyncio.Lock()
        async with changes_feed.gathering(), lock:
            changes_feed.announce(change(1, 1))
            await asyncio.sleep(0.05)
            assert seen.changes == []  # nothing while the lock is held
        assert await seen.until(1) == [change(1, 1)]
        changes_feed.announce(change(1, 2))  # no lock held: at once
        assert (await seen.until(2))[1] == change(1, 2)
        await changes_feed.close()

    run(work())


@pytest.mark.parametrize("item", [
    change(1, 3), Change(2, 20, "ended", 9, (), (), (), True, 1),
    Change(3, 30, "undone", 4, seat=1, by=101, taken_back=("build 3", "pass")),
    Change(4, 40, "seats", 7, seat=2, by=100, reason="handed_over", former="Bob"),
])
def test_a_change_reads_back_from_its_dict(item):
    assert Change.from_dict(item.to_dict()) == item


def test_the_feed_needs_neither_discord_nor_a_database_driver():
    code = ("import sys, bot.feed\n"
            "print(','.join(m for m in sys.modules"
            " if m.split('.')[0] in ('discord', 'asyncpg', 'aiosqlite')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).resolve().parents[1])
    assert out.stdout.strip() == ""


def test_a_process_holding_some_of_the_shards_shows_changes_in_its_share_of_the_lanes(
        tmp_path):
    """Discord's global limit is the bot's: the processes of one bot together ask it by as
    many at once as one process holding every shard would."""
    from bot.shards import Shards

    assert feed.lanes_of(None) == feed.LANES
    assert feed.lanes_of(Shards.parse("0-1", 8)) == feed.LANES // 4
    assert feed.lanes_of(Shards.parse("0-7", 8)) == feed.LANES
    assert feed.lanes_of(Shards.parse("5", 64)) == 1  # never none

    async def lanes(shards) -> int:
        store = await open_store(str(tmp_path / "lanes.sqlite3"))
        try:
            service = GameService(store, shards=shards)
            service.feed.subscribe(lambda change: None)
            return service.feed._queues[0].lanes
        finally:
            await store.close()

    assert asyncio.run(lanes(Shards.parse("2-3", 8))) == feed.LANES // 4
    assert asyncio.run(lanes(None)) == feed.LANES
