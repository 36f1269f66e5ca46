"""The coach's reviews of ended games: where they are asked for, and where they are made.
`GameService.reviews`.

Queued with the game's end: the store queues a game's review in the transaction that ends it
(a decision that finishes it, a cancellation after at least one decision), so a restart loses
none: what is queued is made whenever a process with workers runs, this one at its start.

Made in worker processes (`bot.coach.workers`, `workers` of them; 0: this process makes none
and only reads what others made), at the lowest CPU priority. The loop here claims what is
queued (one process wins each claim, whatever the database: `bot.store.reviews`), hands each
record to a worker, renews its claims while they work, and stores each review as JSON beside
the record. A review that fails (a record that does not replay, an analysis that raises) is
marked failed and logged, never tried again; one whose worker dies is tried again at most
`ATTEMPTS` times in all.

Fair play: nothing of a game in play is computed or returned. `state` says "playing" for a game
not ended (in the lobby or in play); `review` gives None for it, and a claim takes only games
that ended.

The stored review is a cache: one missing (a game that ended before reviews were kept, a row
deleted) or of an older `FORMAT` (or unreadable) is queued again from the record when asked
for. When a review made here is stored, the callbacks given to `subscribe` are called with the
game's id (the live table's replay and Discord may show it then); another process on the same
PostgreSQL database finds it at its next `state` or `review`.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import logging
from collections.abc import Awaitable, Callable
from concurrent.futures import BrokenExecutor, Executor
from datetime import UTC, datetime

from ..coach.review import Review
from ..coach.workers import review_pool, reviewed
from ..feed import CANCELLED, ENDED, Change, Heard
from ..game.errors import GameError
from ..store import timestamp
from .tables import Tables

log = logging.getLogger(__name__)

# The stored review's format: up by one whenever the analysis or the review's JSON changes, so
# that every review kept is made again from its record when next asked for.
FORMAT = 1
LEASE = 300  # seconds a claim holds unrenewed before another process may take it over
RENEW = 60  # seconds between the loop's looks at the queue, renewing its claims
ATTEMPTS = 3  # claims of one review before it is given up (its worker died each time)
# Seconds the workers stay stopped after the last player's click or decision: long enough for
# the bot to answer it (the channel's message, the DMs, a picture), short enough that the
# reviews go on in the gaps between the clicks of day-long games.
GIVE_WAY = 0.25
PLAYING, QUEUED, READY, NONE = "playing", "queued", "ready", "none"

Ready = Callable[[int], Awaitable[None] | None]
Make = Callable[[str, float | None, int], dict]


def ended(heard: Heard) -> bool:
    """The changes heard from another process the reviews need: a game's end or
    cancellation, which wakes the loop to claim what it queued (`Reviews._on_change`)."""
    return heard.kind in (ENDED, CANCELLED)


class Reviews:
    """The reviews' queue, workers and store, for `GameService.reviews`."""

    def __init__(self, tables: Tables, workers: int = 0,
                 pool: Callable[[int], Executor] = review_pool, make: Make = reviewed,
                 seconds: float | None = None) -> None:
        self.tables = tables
        self.store = tables.store
        self.workers = workers  # reviews made at once here; 0: none made here
        self.pool = pool  # makes the executor the reviews run in
        self.make = make  # run in the executor: (record JSON, seconds, seed) -> review JSON
        self.seconds = seconds  # the analysis' budget of processor time (None: its own)
        self._executor: Executor | None = None
        self._making: dict[int, asyncio.Task] = {}
        self._settled = 0  # reviews made (or failed, or handed back) here so far
        self._ready: list[Ready] = []
        self._wake = asyncio.Event()
        self._loop: asyncio.Task | None = None
        self._unsubscribe: Callable[[], None] | None = None
        self._going_on: asyncio.TimerHandle | None = None  # the workers stopped until then
        self._held = False  # stopped until `hold(False)`, whatever the clicks

    # ------------------------------------------------------------- asked by the surfaces
    async def state(self, game_id: int) -> str:
        """"playing" (the game has not ended: nothing of it is reviewed), "queued" (being
        made, or waiting for a worker), "ready", or "none" (no such game, a game cancelled
        before any decision, a review that failed)."""
        return (await self._read(game_id))[0]

    async def review(self, game_id: int) -> Review | None:
        """The stored review of a finished or cancelled game; None while it is queued or
        being made, for a game in play, or when there is none."""
        return (await self._read(game_id))[1]

    @property
    def under_way(self) -> int:
        """Reviews being made in this process's workers now."""
        return len(self._making)

    def subscribe(self, callback: Ready) -> Callable[[], None]:
        """Call `callback(game_id)` (a function or a coroutine function) whenever a review
        made in this process is stored; returns the function that stops it."""
        self._ready.append(callback)
        return lambda: self._ready.remove(callback) if callback in self._ready else None

    async def _read(self, game_id: int) -> tuple[str, Review | None]:
        row = await self.store.game(game_id)
        if row is None:
            return NONE, None
        if row.status not in ("finished", "cancelled"):
            return PLAYING, None
        kept = await self.store.review_row(game_id)
        if kept is not None and kept.state in ("queued", "working"):
            return QUEUED, None
        if kept is not None and kept.state == "failed":
            return NONE, None
        if kept is not None and kept.format == FORMAT:
            try:
                return READY, Review.from_json(json.loads(kept.review or ""))
            except (ValueError, TypeError, KeyError):
                log.warning("the review kept for game %s cannot be read: made again", game_id)
        # none kept, one of another format, or unreadable: made again from the record
        if await self.store.queue_review(game_id, None if kept and kept.format == FORMAT
                                         else FORMAT):
            self._wake.set()
            return QUEUED, None
        return NONE, None  # cancelled before any decision: nothing to review

    # ------------------------------------------------------------- the players first
    def give_way(self) -> None:
        """A player is being answered (a click, a command, a decision): the workers stop at
        once and go on GIVE_WAY seconds after the last call. The idle scheduling class gives
        the bot's process a core, but a worker running beside it still shares the caches and
        the memory, and made its clicks' p95 14% longer on a 2-core machine; a worker stopped
        costs them nothing. A review is not urgent: it waits for the gaps."""
        pausing = self._pausing
        if pausing is None:  # no workers started (or a pool that cannot stop them)
            return
        if self._going_on is None:
            pausing(True)
        else:
            self._going_on.cancel()
        self._going_on = asyncio.get_running_loop().call_later(GIVE_WAY, self._go_on)

    def hold(self, held: bool) -> None:
        """Keep the workers stopped (`held`), whatever the clicks, or let them go on: what
        an operator's pause would do; the clicks' benchmark times its blocks without reviews
        so."""
        self._held = held
        pausing = self._pausing
        if pausing is not None and (held or self._going_on is None):
            pausing(held)

    @property
    def _pausing(self) -> Callable[[bool], None] | None:
        """The workers' pool's stop-and-go (`ReviewPool.pause`); None with no workers started,
        or a pool that cannot stop them."""
        return getattr(self._executor, "pause", None)

    def _go_on(self) -> None:
        self._going_on = None
        pausing = self._pausing
        if pausing is not None and not self._held:
            pausing(False)

    # ------------------------------------------------------------- the workers' loop
    async def start(self) -> None:
        """Make what is queued, and from now on every review queued (nothing with no
        workers). On SQLite, whose file is this process's alone, the claims a stopped
        process left are queued again at once; on PostgreSQL, when their lease runs out."""
        if self.workers <= 0 or self._loop is not None:
            return
        if self.store.dialect == "sqlite":
            released = await self.store.release_reviews(self._moment(0))
            if released:
                log.info("%d reviews left half made are queued again", released)
        self._unsubscribe = self.tables.feed.subscribe(self._on_change, wants=ended)
        self._loop = asyncio.create_task(self._run())

    async def stop(self) -> None:
        """Stop the loop and the workers; the reviews being made stay claimed and are taken
        again by the next start (or by another process, once their lease runs out)."""
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self._going_on is not None:
            self._going_on.cancel()
            self._going_on = None
        tasks = [task for task in (self._loop, *self._making.values()) if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._loop = None
        self._making.clear()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    async def catch_up(self) -> int:
        """Make every review queued now and wait for them (and for those under way): how
        many were made, failed or handed back meanwhile, by this call or by the loop. For
        tests and benchmarks; the loop does the same."""
        before = self._settled
        while True:
            await self._claim()
            if not self._making:
                return self._settled - before
            await asyncio.wait(list(self._making.values()))

    def _on_change(self, change: Change) -> None:
        if change.kind in (ENDED, CANCELLED):  # of this process or, heard, of another
            self._wake.set()

    async def _run(self) -> None:
        while True:
            self._wake.clear()
            try:
                await self._claim()
                await self._renew()
            except Exception:  # a database down for now: the next look tries again
                log.exception("the reviews' queue could not be read")
            try:
                async with asyncio.timeout(RENEW):
                    await self._wake.wait()
            except TimeoutError:
                pass

    async def _claim(self) -> list[int]:
        """Claim as many queued reviews as there are idle workers, and start making them."""
        free = self.workers - len(self._making)
        if free <= 0:
            return []
        claimed = await self.store.claim_reviews(free, self._moment(0), self._moment(LEASE),
                                                 ATTEMPTS, self.tables.shards,
                                                 self._moment(LEASE))
        for game_id in claimed:
            task = asyncio.create_task(self._make(game_id))
            self._making[game_id] = task
            task.add_done_callback(lambda _, game_id=game_id: self._finished(game_id))
        return claimed

    def _finished(self, game_id: int) -> None:
        self._making.pop(game_id, None)
        self._settled += 1
        self._wake.set()  # a worker is free: claim the next one

    async def _renew(self) -> None:
        if self._making:
            await self.store.renew_reviews(list(self._making), self._moment(0))

    async def _make(self, game_id: int) -> None:
        """One review claimed, made in a worker and stored (or marked failed)."""
        try:
            _, record_json, _ = await self.store.game_data(game_id)
            executor = self._executor = self._executor or self.pool(self.workers)
            try:
                data = await asyncio.get_running_loop().run_in_executor(
                    executor, self.make, record_json or "", self.seconds, game_id)
            except BrokenExecutor:  # a worker died (killed, out of memory): try it again
                log.error("a review worker stopped while reviewing game %s", game_id)
                self._replace(executor)
                await self.store.settle_review(game_id, "queued")
                return
            except (GameError, ValueError) as exc:  # the record refused: said in a line
                log.warning("game %s could not be reviewed: %s", game_id, exc)
                await self._failed(game_id, exc)
                return
            except Exception as exc:  # the analysis itself failed: its traceback
                log.exception("game %s could not be reviewed", game_id)
                await self._failed(game_id, exc)
                return
            if await self.store.settle_review(game_id, "done", FORMAT, json.dumps(data)):
                await self._tell(game_id)
        except Exception:  # the store failed: the claim lapses and the review is made later
            log.exception("the review of game %s was not stored", game_id)

    async def _failed(self, game_id: int, exc: Exception) -> None:
        await self.store.settle_review(game_id, "failed",
                                       error=f"{type(exc).__name__}: {exc}"[:500])

    def _replace(self, broken: Executor) -> None:
        if self._executor is broken:
            broken.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    async def _tell(self, game_id: int) -> None:
        for callback in list(self._ready):
            try:
                result = callback(game_id)
                if inspect.isawaitable(result):
                    await result
            except Exception:
                log.exception("a review's subscriber failed on game %s", game_id)

    def _moment(self, seconds_ago: int) -> str:
        """The service clock's moment `seconds_ago`, as the store writes moments."""
        return timestamp(datetime.fromtimestamp(self.tables.now() - seconds_ago, UTC))
