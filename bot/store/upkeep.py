"""What the store keeps for running the bot rather than for its games: its secrets (migration
0015), made once by whichever process asks first, and a health check."""

from __future__ import annotations

from .sql import Sql


class UpkeepQueries(Sql):
    """Mixed into the store (`base.Store`)."""

    async def secret(self, name: str, made: str) -> str:
        """The secret kept as `name`; `made` is kept first if there is none yet. Two
        processes asking at once both get the one that was kept first."""
        await self._write("INSERT INTO secrets (name, value) VALUES (?, ?)"
                          " ON CONFLICT (name) DO NOTHING", (name, made))
        (value,) = await self._one("SELECT value FROM secrets WHERE name = ?", (name,))
        return value

    async def ping(self) -> None:
        """A query that reads nothing: raises when the database does not answer."""
        await self._one("SELECT 1")
