"""Which Discord servers a process answers for, when the bot runs as several processes.

Discord sends a server's events to shard `(guild_id >> 22) % shard_count`; a process started
with `--shards 0-3 --shard-count 8` holds shards 0 to 3, and its start-up pass (bringing
messages up to date) and reminder loop handle only the games of those servers, so that two
processes on one PostgreSQL database never act twice on one game.
"""

from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild_id: int | None, count: int) -> int:
    """The shard Discord sends a server's events to (direct messages: shard 0)."""
    return ((guild_id or 0) >> 22) % count


@dataclass(frozen=True)
class Shards:
    """The shards one process holds, of `count`."""

    ids: tuple[int, ...]
    count: int

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    @classmethod
    def parse(cls, text: str, count: int) -> Shards:
        """`3` or `0-3` of `count` shards; ValueError if it is not a range within them."""
        first, _, last = text.partition("-")
        low, high = int(first), int(last or first)
        if not 0 <= low <= high < count:
            raise ValueError(text)
        return cls(tuple(range(low, high + 1)), count)

    def client_options(self) -> dict:
        """discord.py's options for these shards: `shard_id` for one, `shard_ids` (an
        AutoShardedClient) for several."""
        if len(self.ids) == 1:
            return {"shard_id": self.ids[0], "shard_count": self.count}
        return {"shard_ids": list(self.ids), "shard_count": self.count}
