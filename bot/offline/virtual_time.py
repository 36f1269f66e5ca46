"""An event loop on a clock of its own, to run the offline Discord's limits in no time.

Whenever the loop has nothing to do but wait for its next timer, its clock jumps to that
timer: discord.py's five-second wait for a channel's bucket ends at once, after everything
due before it, in the same order as on the wall clock. Only for code that waits on timers
alone (the offline Discord and discord.py): an answer from a thread or a socket, a database's,
is not waited for, the clock jumps past it.
"""

from __future__ import annotations

import asyncio
import selectors
from collections.abc import Coroutine


class JumpingSelector(selectors.DefaultSelector):
    """A selector that, given a timeout and finding nothing ready, lets the time pass."""

    now = 0.0

    def select(self, timeout: float | None = None):
        if timeout is None or timeout <= 0:
            return super().select(timeout)
        ready = super().select(0)
        if not ready:
            self.now += timeout
        return ready


class VirtualTimeLoop(asyncio.SelectorEventLoop):
    def __init__(self) -> None:
        self.clock = JumpingSelector()
        super().__init__(self.clock)

    def time(self) -> float:
        return self.clock.now


def run(main: Coroutine):
    """`asyncio.run(main)`, on virtual time."""
    with asyncio.Runner(loop_factory=VirtualTimeLoop) as runner:
        return runner.run(main)
