"""The processes that make the coach's reviews (`bot.coach.analysis`), apart from the bot's.

A review is a minute of one core's search: it runs in worker processes of its own, started
fresh (spawned, not forked from the running bot and its threads), at the lowest CPU priority
(`os.nice`, and Linux's idle scheduling class), so that a core the game needs is always the
game's: the reviews wait, not the clicks. Each worker makes a few reviews, then a fresh one
takes its place, so that whatever a long analysis holds on to goes back to the system.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from concurrent.futures import ProcessPoolExecutor

# os.nice's increment: 19, the lowest priority there is, whatever the bot's own.
PRIORITY = 19
REVIEWS_A_WORKER = 16  # reviews a worker process makes before a fresh one takes its place


def lower_priority() -> None:
    """A worker's first step: below every other process of the machine. On Linux also the
    idle scheduling class (SCHED_IDLE): it runs only on a core nothing else wants, and the
    bot's process, waking for a click, takes the core from it at once."""
    os.nice(PRIORITY)
    if hasattr(os, "sched_setscheduler"):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


class Spawning:
    """The spawn start method's context, keeping the processes it starts: a pool given it
    can end its workers at once (`ReviewPool.shutdown`)."""

    def __init__(self) -> None:
        self.context = multiprocessing.get_context("spawn")
        self.started: list[multiprocessing.process.BaseProcess] = []

    def Process(self, *args, **kwargs):  # noqa: N802 (the context's own name)
        process = self.context.Process(*args, **kwargs)
        self.started.append(process)
        return process

    def __getattr__(self, name: str):
        return getattr(self.context, name)


class ReviewPool(ProcessPoolExecutor):
    """The review workers. Shut down, it ends the reviews under way at once rather than
    waiting for them (a minute or more each): their claims are taken again later, and a
    review made again is the same."""

    def __init__(self, count: int) -> None:
        self.spawning = Spawning()
        self.paused = False  # stopped by `pause`
        super().__init__(max_workers=count, mp_context=self.spawning,
                         initializer=lower_priority, max_tasks_per_child=REVIEWS_A_WORKER)

    def pause(self, paused: bool) -> None:
        """Stop every worker where it is (SIGSTOP), or let them go on (SIGCONT): a worker
        stopped holds no core at all, where the idle class still shares the caches and the
        memory with the bot."""
        self.paused = paused
        for process in self.spawning.started:
            if process.pid and process.is_alive():
                os.kill(process.pid, signal.SIGSTOP if paused else signal.SIGCONT)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if self.paused:  # a stopped process would not end before it went on
            self.pause(False)
        for process in self.spawning.started:
            if process.is_alive():
                process.terminate()
        super().shutdown(wait=wait, cancel_futures=cancel_futures)


def review_pool(count: int) -> ReviewPool:
    """`count` worker processes, spawned at the lowest priority."""
    return ReviewPool(count)


def reviewed(record_json: str, seconds: float | None, seed: int) -> dict:
    """The review of a game's record as JSON data (`Review.to_json`), made in a worker.
    Raises what the record or the analysis raises (a record that does not replay). Only a
    game that has ended is claimed (`Reviews`): one cancelled is reviewed as far as it went."""
    from ..game.record import Record
    from .analysis import analyse  # in the worker only: the bot never analyses

    return analyse(Record.from_json(record_json), seconds=seconds, seed=seed,
                   cancelled=True).to_json()


def priority() -> tuple[int, int | None]:
    """This process's niceness (a worker's is `PRIORITY`) and scheduling policy (None where
    the system has none to tell): what the tests read back."""
    policy = os.sched_getscheduler(0) if hasattr(os, "sched_getscheduler") else None
    return os.nice(0), policy
