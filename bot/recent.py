"""A cache of the most recently used entries, bounded: what a long-running bot keeps in memory
must not grow with the games it has seen."""

from __future__ import annotations

from collections import OrderedDict


class Recent(OrderedDict):
    """The `size` most recently used entries: reading one with `get` or writing one makes it
    the newest, and writing past `size` drops the oldest."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def get(self, key, default=None):
        if key not in self:
            return default
        self.move_to_end(key)
        return self[key]

    def __setitem__(self, key, value) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        if len(self) > self.size:
            self.popitem(last=False)
