"""What a subscriber of the feed made of each change, for the subscribers whose part must
follow its: the publisher's result (`Pings`: who the channel mentioned needs no DM) for the
pinger, and the web table (its lines are the channel's, a take-back's "↶" line included); the
pinger's DMs done, for the publisher to let the computer answer after them. Each subscriber
gets every change from the feed itself, and waits here for the other's result for it.

Every subscriber of a process gets the same change object: it is known by it (a weak
reference: nothing is kept alive for it). The last `KEPT` results are kept, for a subscriber
that comes to a change after the publisher is done with it.
"""

from __future__ import annotations

import asyncio
import weakref
from collections import OrderedDict
from dataclasses import dataclass

from bot.feed import Change
from bot.service import Table

KEPT = 256  # results kept for the subscribers that come late


@dataclass
class Pings:
    """What the channel showed of a change, for its DMs (`Pinger.ping`): the game as shown,
    its channel, the people the DMs spare (waited on already, mentioned in the channel, the
    one who decided) and who decided (None: the computer, the clock)."""

    table: Table
    channel: object
    spared: set[int]
    actor: int | None = None


class Handoff:
    """A subscriber's result for each change, awaited by the subscribers after it."""

    def __init__(self) -> None:
        self.closed = False  # the subscriber stopped: nobody waits for it any more
        # id of the change -> the change (weakly) and the result, in the order first asked
        self._results: OrderedDict[int, tuple[weakref.ref, asyncio.Future]] = OrderedDict()

    def _future(self, change: Change) -> asyncio.Future:
        kept = self._results.get(id(change))
        if kept is not None and kept[0]() is change:
            return kept[1]
        future = asyncio.get_running_loop().create_future()
        self._results.pop(id(change), None)  # a dead change's, whose id this one has now
        self._results[id(change)] = (weakref.ref(change), future)
        while len(self._results) > KEPT:
            self._results.popitem(last=False)
        return future

    def give(self, change: Change, result: object = None) -> None:
        """The subscriber is done with `change` (shown, or not its to show)."""
        future = self._future(change)
        if not future.done():
            future.set_result(result)

    async def result(self, change: Change, timeout: float) -> object:
        """The subscriber's result for `change`, once it is done with it; None if that takes
        longer than `timeout` seconds (a Discord that answers slowly delays nobody longer),
        or if it stopped."""
        if self.closed:
            return None
        try:
            return await asyncio.wait_for(asyncio.shield(self._future(change)), timeout)
        except TimeoutError:
            return None

    def close(self) -> None:
        """The subscriber stopped: whoever waits, and will wait, for it gets None."""
        self.closed = True
        for _, future in self._results.values():
            if not future.done():
                future.set_result(None)
        self._results.clear()
