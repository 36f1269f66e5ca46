"""Background work that survives its errors: the clock's loop, the reminders, the passes that
post what games still owe. A database that cannot be reached, or a write the disk refuses, is
no reason to stop acting on time-outs and reminders until a restart: the failed pass is logged
(once for a streak of failures, with its traceback), waited out, longer each time, and the next
pass runs as usual."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

# Seconds waited after a failed pass: doubling from the first to the longest.
FIRST_WAIT, LONGEST_WAIT = 5, 300


class Retrying:
    """One kind of background pass (`name`, for the log) and its streak of failures."""

    def __init__(self, name: str, sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
                 first: float = FIRST_WAIT, longest: float = LONGEST_WAIT) -> None:
        self.name = name
        self.sleep = sleep
        self.first, self.longest = first, longest
        self.failures = 0  # in a row, up to now

    def wait(self) -> float:
        """How long to wait after the latest failure."""
        return min(self.first * 2 ** (self.failures - 1), self.longest)

    async def run(self, work: Callable[[], Awaitable[object]]) -> bool:
        """Do one pass of the work; whether it went through. A failure is logged if it is the
        first of a streak, then waited out (`wait`) before returning."""
        try:
            await work()
        except Exception:
            self.failures += 1
            if self.failures == 1:
                log.exception("%s failed; tried again until it works", self.name)
            await self.sleep(self.wait())
            return False
        if self.failures:
            log.warning("%s works again, after %d failures in a row", self.name, self.failures)
            self.failures = 0
        return True

    async def until_done(self, work: Callable[[], Awaitable[object]]) -> None:
        """Do the work again, after each failure, until one pass goes through."""
        while not await self.run(work):
            pass
