"""The coach's reviews where they run (bot/service/reviews.py, bot/store/reviews.py), on SQLite
and PostgreSQL (tests/conftest.py): queued with the game's end in the same transaction, made
once by whichever process claims them, kept beside the record and made again when missing,
resumed after a restart, never for a game in play, never looping on a failure."""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from concurrent.futures import ThreadPoolExecutor
from itertools import groupby
from types import SimpleNamespace

import pytest

from bot.bench.click_reviews import finished_record
from bot.cli.runner import review_workers
from bot.clock import ManualTime
from bot.coach.review import Review
from bot.coach.workers import PRIORITY, priority, review_pool, reviewed
from bot.game.record import Record
from bot.service import GameService
from bot.service.reviews import ATTEMPTS, FORMAT, GIVE_WAY, Reviews
from bot.shards import Shards
from bot.store import open_store

CHANNEL, GUILD = 10, 1
ANA, BOB = 100, 101
T0 = 1_800_000_000
SECONDS = 0.05  # the analysis' budget: the tests' reviews are quick
MADE: list[int] = []  # the seeds (game ids) of the reviews made in this test process


def counted(record_json: str, seconds: float | None, seed: int) -> dict:
    """The real review, counted: how many the service asked for."""
    MADE.append(seed)
    return reviewed(record_json, SECONDS, seed)


def killed(record_json: str, seconds: float | None, seed: int) -> dict:
    """A worker that dies while it reviews (the system killed it: out of memory)."""
    os._exit(9)


def run(coro):
    MADE.clear()
    return asyncio.run(coro)


async def service_on(url, workers: int = 1, make=counted, pool=ThreadPoolExecutor,
                     now=None) -> GameService:
    service = GameService(await open_store(str(url)), now=now or ManualTime(T0))
    service.reviews = Reviews(service.tables, workers, pool=pool, make=make)
    return service


async def played_to_the_last(service: GameService, channel: int = CHANNEL,
                             guild: int = GUILD) -> int:
    """A game in play in `channel`, all of a finished record but its last decision: the id."""
    record = finished_record(channel, players=2)
    last = Record(record.setup, record.decisions[:-1])
    runs = [len(list(run)) for _, run in groupby(seat for seat, _ in last.decisions)]
    outcome = await service.lobby.seat_record(channel, guild, last, [ANA, BOB], "en",
                                              submissions=runs)
    return outcome.table.game_id


async def last_decision(service: GameService, channel: int = CHANNEL) -> None:
    table = await service.tables.table(channel)
    record = finished_record(channel, players=2)
    seat, decision = record.decisions[-1]
    outcome = await service.play.decide(channel, table.seats[seat], None, [decision])
    assert outcome.game_over


async def reviews_table(store) -> list[tuple]:
    async with store.transaction() as tx:
        return await tx.all("SELECT game_id, state, attempts FROM reviews ORDER BY game_id")


# ------------------------------------------------------------------------ the store
def test_a_game_s_end_queues_its_review_in_the_same_write(db_url):
    async def work():
        service = await service_on(db_url)
        game_id = await played_to_the_last(service)
        assert await reviews_table(service.store) == []
        await last_decision(service)
        assert await reviews_table(service.store) == [(game_id, "queued", 0)]
        await service.store.close()

    run(work())


def test_a_cancelled_game_is_queued_only_after_a_decision(db_url):
    async def work():
        service = await service_on(db_url)
        played = await played_to_the_last(service)
        await service.lobby.cancel(CHANNEL, ANA, is_admin=False)
        lobby = await service.lobby.new_lobby(CHANNEL + 1, GUILD, ANA, "Ana", "classic", "en")
        await service.lobby.cancel(CHANNEL + 1, ANA, is_admin=False)
        rows = await reviews_table(service.store)
        states = [await service.reviews.state(played),
                  await service.reviews.state(lobby.game_id)]
        await service.store.close()
        return played, rows, states

    played, rows, states = run(work())
    assert rows == [(played, "queued", 0)]
    assert states == ["queued", "none"]


def test_a_cancelled_game_is_reviewed_as_far_as_it_went(db_url):
    async def work():
        service = await service_on(db_url)
        game_id = await played_to_the_last(service)
        await service.lobby.cancel(CHANNEL, ANA, is_admin=False)
        made = await service.reviews.catch_up()
        state = await service.reviews.state(game_id)
        review = await service.reviews.review(game_id)
        _, record_json, _ = await service.store.game_data(game_id)
        await service.store.close()
        return made, state, review, Record.from_json(record_json)

    made, state, review, record = run(work())
    assert (made, state) == (1, "ready")
    assert review.decisions[-1].last == len(record.decisions) - 1


def test_each_review_is_claimed_by_one_of_many_claimers(db_url):
    """Claims are compare-and-set: claimers racing on the same queue share it out, none
    twice; a claim not renewed for a lease is taken over, and given up after a few."""
    async def work():
        service = await service_on(db_url)
        ids = []
        for channel in range(20, 26):
            ids.append(await played_to_the_last(service, channel))
            await last_decision(service, channel)
        store = service.store
        now, stale = "2027-01-01 00:10:00", "2027-01-01 00:05:00"
        claims = await asyncio.gather(*(store.claim_reviews(2, now, stale, ATTEMPTS)
                                        for _ in range(5)))
        claimed = sorted(game_id for claim in claims for game_id in claim)
        assert claimed == ids
        await store.renew_reviews(ids[:3], "2027-01-01 00:20:00")
        later = await store.claim_reviews(9, "2027-01-01 00:30:00", "2027-01-01 00:15:00",
                                          ATTEMPTS)
        assert later == ids[3:]  # the unrenewed ones, taken over
        await store.claim_reviews(9, "2027-01-01 01:00:00", "2027-01-01 00:45:00", 2)
        rows = await reviews_table(store)
        await store.close()
        return ids, rows

    ids, rows = run(work())
    assert rows == ([(game_id, "working", 2) for game_id in ids[:3]]
                    + [(game_id, "failed", 2) for game_id in ids[3:]])


def test_a_process_claims_the_reviews_of_its_own_servers_first(db_url):
    """With shards, the games of its servers first; another's only once it waited a lease."""
    async def work():
        service = await service_on(db_url)
        ours, theirs = [], []
        for channel in (40, 41, 42, 43):
            guild = (channel % 2) << 22  # shard 1 of 2 for the odd channels
            game_id = await played_to_the_last(service, channel, guild)
            await last_decision(service, channel)
            (ours if channel % 2 else theirs).append(game_id)
        store, shards = service.store, Shards((1,), 2)
        first = await store.claim_reviews(4, "2027-01-01 00:00:00", "2026-01-01 00:00:00",
                                          ATTEMPTS, shards, "2026-01-01 00:00:00")
        later = await store.claim_reviews(4, "2027-01-01 00:00:00", "2026-01-01 00:00:00",
                                          ATTEMPTS, shards, "2100-01-01 00:00:00")
        await store.close()
        return ours, theirs, first, later

    ours, theirs, first, later = run(work())
    assert (first, later) == (ours, theirs)


# ------------------------------------------------------------------------ the service
def test_nothing_of_a_game_in_play_is_reviewed_or_shown(db_url):
    async def work():
        service = await service_on(db_url)
        await service.reviews.start()
        game_id = await played_to_the_last(service)
        seen = [await service.reviews.state(game_id), await service.reviews.review(game_id),
                await service.reviews.catch_up(), list(MADE)]
        ready = asyncio.Event()
        service.reviews.subscribe(lambda made: ready.set() if made == game_id else None)
        await last_decision(service)
        await asyncio.wait_for(ready.wait(), 60)  # the loop made it, woken by the game's end
        seen += [await service.reviews.state(game_id), list(MADE)]
        review = await service.reviews.review(game_id)
        await service.reviews.stop()
        await service.store.close()
        return game_id, seen, review

    game_id, seen, review = run(work())
    assert seen == ["playing", None, 0, [], "ready", [game_id]]
    assert isinstance(review, Review) and len(review.players) == 2
    assert review.decisions and all(0 <= d.loss <= 100 for d in review.decisions)


def test_a_restart_makes_the_reviews_queued_before_it(db_url):
    """A bot with no workers queues the review; the next one, on the same store, makes it.
    The review kept is a cache: deleted, or of an older format, it is made again."""
    async def work():
        first = await service_on(db_url, workers=0)
        await first.reviews.start()  # no workers: makes nothing
        game_id = await played_to_the_last(first)
        await last_decision(first)
        assert await first.reviews.catch_up() == 0
        assert await first.reviews.state(game_id) == "queued"
        await first.store.close()

        again = await service_on(db_url)
        assert await again.reviews.catch_up() == 1
        review = await again.reviews.review(game_id)
        async with again.store.transaction() as tx:
            await tx.write("DELETE FROM reviews")
        assert await again.reviews.state(game_id) == "queued"
        assert await again.reviews.catch_up() == 1
        async with again.store.transaction() as tx:
            await tx.write("UPDATE reviews SET format = ?", (FORMAT - 1,))
        assert await again.reviews.review(game_id) is None
        assert await again.reviews.catch_up() == 1
        remade = await again.reviews.review(game_id)
        await again.store.close()
        return game_id, review, remade

    game_id, review, remade = run(work())
    assert MADE == [game_id] * 3
    assert review == remade  # made again from the record, alike


def test_a_review_that_fails_is_marked_once_and_never_again(db_url):
    async def work():
        service = await service_on(db_url)
        game_id = await played_to_the_last(service)
        await last_decision(service)
        async with service.store.transaction() as tx:  # a record that no longer replays
            await tx.write("UPDATE games SET record = ? WHERE id = ?",
                           ('{"setup": {}, "decisions": [[0, "role nothing"]]}', game_id))
        made = [await service.reviews.catch_up(), await service.reviews.catch_up()]
        state = await service.reviews.state(game_id)
        row = await service.store.review_row(game_id)
        await service.store.close()
        return made, state, row

    made, state, row = run(work())
    assert made == [1, 0] and state == "none"
    assert (row.state, row.attempts) == ("failed", 1) and row.error


def test_a_worker_that_dies_is_replaced_and_its_review_given_up_after_a_few(tmp_path):
    async def work():
        time = ManualTime(T0)
        service = await service_on(tmp_path / "db.sqlite3", make=killed, pool=review_pool,
                                   now=time)
        game_id = await played_to_the_last(service)
        await last_decision(service)
        made = await service.reviews.catch_up()  # each claim's worker dies, then it is failed
        row = await service.store.review_row(game_id)
        state = await service.reviews.state(game_id)
        await service.reviews.stop()
        await service.store.close()
        return made, row, state

    made, row, state = run(work())
    assert made == ATTEMPTS and (row.state, row.attempts, state) == ("failed", ATTEMPTS, "none")


def test_the_workers_are_processes_of_the_lowest_priority_that_review(tmp_path):
    async def work():
        pool = review_pool(1)
        loop = asyncio.get_running_loop()
        try:
            record = finished_record(3, players=2)
            niceness = await loop.run_in_executor(pool, priority)
            data = await loop.run_in_executor(pool, reviewed, record.to_json(), SECONDS, 3)
        finally:
            pool.shutdown()
        return niceness, data

    (niceness, policy), data = run(work())
    assert niceness == max(priority()[0], PRIORITY) and niceness >= PRIORITY
    assert policy == getattr(os, "SCHED_IDLE", None)
    assert Review.from_json(data).players


def test_a_bot_stopped_mid_review_ends_its_worker_and_the_next_start_makes_it(tmp_path):
    """Stopping ends the review under way at once (no wait for a minute's analysis); its
    claim, left behind, is queued again by the next start on the same SQLite file."""
    async def work():
        url = tmp_path / "db.sqlite3"
        service = await service_on(url, make=reviewed, pool=review_pool)
        service.reviews.seconds = 60.0  # long enough to be stopped in the middle
        game_id = await played_to_the_last(service)
        await last_decision(service)
        await service.reviews.start()
        while service.reviews.under_way == 0:
            await asyncio.sleep(0.05)
        await service.reviews.stop()
        left = (await service.store.review_row(game_id)).state
        await service.store.close()

        again = await service_on(url)
        await again.reviews.start()
        made = await again.reviews.catch_up()
        await again.reviews.stop()
        state = await again.reviews.state(game_id)
        await again.store.close()
        return game_id, left, made, state

    game_id, left, made, state = run(work())
    assert (left, made, state) == ("working", 1, "ready") and MADE == [game_id]


def test_several_processes_make_each_review_once(postgres):
    """Two bots on one PostgreSQL database, each with its workers, make each review once."""
    url = postgres()

    async def work():
        first, second = await service_on(url), await service_on(url)
        ids = []
        for channel in (30, 31, 32):
            ids.append(await played_to_the_last(first, channel))
            await last_decision(first, channel)
        made = await asyncio.gather(first.reviews.catch_up(), second.reviews.catch_up())
        states = [await second.reviews.state(game_id) for game_id in ids]
        await first.store.close()
        await second.store.close()
        return ids, made, states

    ids, made, states = run(work())
    assert sum(made) == 3 and sorted(MADE) == ids
    assert states == ["ready"] * 3


def test_the_operator_sets_how_many_workers_and_a_bad_number_is_refused():
    assert (review_workers("0"), review_workers("3")) == (0, 3)
    for bad in ("-1", "two", ""):
        with pytest.raises(argparse.ArgumentTypeError) as refused:
            review_workers(bad)
        assert f"--review-workers {bad} is not a number of review processes" in str(refused.value)


class Pausing:
    """A pool whose workers' stops and goes are written down."""

    def __init__(self) -> None:
        self.paused: list[bool] = []

    def pause(self, paused: bool) -> None:
        self.paused.append(paused)


def test_the_workers_give_way_to_the_players_and_go_on_in_the_gaps():
    async def scenario():
        reviews = Reviews(SimpleNamespace(store=None), 1)
        pool = reviews._executor = Pausing()
        reviews.give_way()
        reviews.give_way()  # a second click while stopped: no second stop
        assert pool.paused == [True]
        await asyncio.sleep(GIVE_WAY * 2)  # no click since: they go on
        assert pool.paused == [True, False]
        reviews.hold(True)  # held: the clicks' gaps do not let them go on
        reviews.give_way()
        await asyncio.sleep(GIVE_WAY * 2)
        assert pool.paused[-1] is True
        reviews.hold(False)
        assert pool.paused[-1] is False
        reviews._executor = ThreadPoolExecutor(1)  # a pool that cannot stop: nothing to do
        reviews.give_way()
        assert reviews._going_on is None
        reviews._executor.shutdown()

    run(scenario())


def process_state(pid: int) -> str:
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()[0]


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="needs Linux's /proc")
def test_a_worker_stopped_holds_no_core_and_a_stopped_pool_still_shuts_down():
    pool = review_pool(1)
    pid = pool.submit(os.getpid).result()
    pool.pause(True)
    for _ in range(200):  # the kernel stops it at once; a moment's patience all the same
        if process_state(pid) == "T":
            break
        time.sleep(0.01)
    assert process_state(pid) == "T"
    pool.pause(False)
    for _ in range(200):
        if process_state(pid) != "T":
            break
        time.sleep(0.01)
    assert process_state(pid) != "T"
    pool.pause(True)
    pool.shutdown(wait=True)  # goes on first, so that it can end
    assert not os.path.exists(f"/proc/{pid}") or process_state(pid) == "Z"
