"""How soon Discord shows a change: the seconds from the moment the feed published it to its
channel's message and to its DMs, and the 429s Discord answered. Figures for whoever watches
the bot (`/metrics` registers an observer; `prbot bench scale` reads them too); nothing here
changes what is shown."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from bot.feed import Change

CHANNEL, DMS = "channel", "dm"
# What discord.py logs (discord/http.py) once for each 429 Discord answers, of a route or the
# global limit (which it also logs again, in words of its own: not counted twice): the only
# word of it a bot gets, its own handling of the limit being to wait and ask again.
RATE_LIMITED = "We are being rate limited"

Observer = Callable[[str, float], None]


class Delivery:
    """The delays of what the bot shows, handed to each observer as (kind, seconds)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.observers: list[Observer] = []
        self.rate_limited = RateLimits()

    def shown(self, kind: str, change: Change) -> None:
        """`change` is shown in its channel (CHANNEL), or its DMs are sent (DMS), now."""
        seconds = max(0.0, self.clock() - change.published)
        for observer in self.observers:
            observer(kind, seconds)


class RateLimits(logging.Handler):
    """Counts the 429s discord.py says it was answered (while `watch`ing its log)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        if str(record.msg).startswith(RATE_LIMITED):
            self.count += 1

    def watch(self) -> None:
        logging.getLogger("discord.http").addHandler(self)

    def stop(self) -> None:
        logging.getLogger("discord.http").removeHandler(self)
