"""What the publisher made of each change of the feed, for the subscribers whose part must
follow the channel's: the pinger (who was mentioned there needs no DM), the web table (its
lines are the channel's, a take-back's "↶" line included). Each subscriber gets every change
from the feed itself, and waits here for the publisher's result for it.

Every subscriber of a process gets the same change object: it is known by it (a weak
reference: nothing is kept alive for it). The last `KEPT` results are kept, for a subscriber
that comes to a change after the publisher is done with it.
"""

from __future__ import annotations

import asyncio
import weakref
from collections import OrderedDict

from bot.feed import Change

KEPT = 256  # results kept for the subscribers that come late


class Handoff:
    """The publisher's result for each change, awaited by the subscribers after it."""

    def __init__(self) -> None:
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
        """The publisher is done with `change` (shown, or not its to show)."""
        future = self._future(change)
        if not future.done():
            future.set_result(result)

    async def result(self, change: Change, timeout: float) -> object:
        """The publisher's result for `change`, once it is done with it; None if that takes
        longer than `timeout` seconds (a Discord that answers slowly delays nobody longer)."""
        try:
            return await asyncio.wait_for(asyncio.shield(self._future(change)), timeout)
        except TimeoutError:
            return None
