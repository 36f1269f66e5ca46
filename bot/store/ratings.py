"""The community's part of the store: the finished games' records, each server's ratings and
their changes game by game, and the names its people played under."""

from __future__ import annotations

from .rows import GAME_COLUMNS, GameRow
from .sql import Sql


class RatingQueries(Sql):
    """Mixed into the store (`base.Store`)."""

    async def finished_records(self, guild_id: int | None = None, game_id: int | None = None,
                               user_id: int | None = None
                               ) -> list[tuple[GameRow, str, str | None]]:
        """(row, record JSON, started at) of every finished game of the servers (or of one
        server, or the one game `game_id`; of those, with `user_id`, the ones he played), in
        the order they finished."""
        where, params = "guild_id IS NOT NULL", ()
        if guild_id is not None:
            where, params = "guild_id = ?", (guild_id,)
        if game_id is not None:
            where, params = "id = ?", (game_id,)
        if user_id is not None:
            where += " AND id IN (SELECT game_id FROM seats WHERE user_id = ?)"
            params += (user_id,)
        rows = await self._all(
            f"SELECT {GAME_COLUMNS}, record, started_at FROM games"
            f" WHERE status = 'finished' AND {where} ORDER BY updated_at, id",
            params,
        )
        return [(GameRow.from_row(row[:-2]), row[-2], row[-1]) for row in rows]

    async def ratings(self, guild_id: int, pool: str) -> list[tuple[int, float, float, int, int]]:
        """(user, mu, sigma, games, wins) of a server's ratings in a pool."""
        rows = await self._all(
            "SELECT user_id, mu, sigma, games, wins FROM ratings WHERE guild_id = ? AND pool = ?",
            (guild_id, pool),
        )
        return [tuple(row) for row in rows]

    async def rating_pools(self, guild_id: int) -> list[str]:
        """The pools a server has ratings in."""
        rows = await self._all(
            "SELECT DISTINCT pool FROM ratings WHERE guild_id = ? ORDER BY pool", (guild_id,)
        )
        return [pool for (pool,) in rows]

    async def rating_changes(self, game_id: int | None = None, guild_id: int | None = None,
                             pool: str | None = None) -> list[tuple]:
        """(game, pool, user, place, mu before, sigma before, mu, sigma) of one game's rating
        changes, or of a server's in a pool, in the order the games finished."""
        where, params = ["c.game_id = c.game_id"], []
        for column, value in (("c.game_id", game_id), ("g.guild_id", guild_id),
                              ("c.pool", pool)):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        rows = await self._all(
            "SELECT c.game_id, c.pool, c.user_id, c.place, c.mu_before, c.sigma_before, c.mu,"
            " c.sigma FROM rating_changes c JOIN games g ON g.id = c.game_id"
            f" WHERE {' AND '.join(where)} ORDER BY g.updated_at, g.id, c.pool, c.user_id",
            params,
        )
        return [tuple(row) for row in rows]

    async def save_rating_changes(self, guild_id: int, changes: list[tuple],
                                  ratings: list[tuple], rebuild: bool = False) -> bool:
        """Store a game's rating changes (rows as `rating_changes` gives them) and the ratings
        they lead to ((pool, user, mu, sigma, games, wins)), in one transaction. False, and
        nothing changed, if the game was rated already. `rebuild`: the server's ratings and
        changes are replaced by these."""
        async with self.transaction() as tx:
            if rebuild:
                await tx.write("DELETE FROM ratings WHERE guild_id = ?", (guild_id,))
                await tx.write(
                    "DELETE FROM rating_changes WHERE game_id IN"
                    " (SELECT id FROM games WHERE guild_id = ?)", (guild_id,))
            elif changes and await tx.one(
                    "SELECT 1 FROM rating_changes WHERE game_id = ?", (changes[0][0],)):
                return False
            await tx.write_many(
                "INSERT INTO rating_changes (game_id, pool, user_id, place, mu_before,"
                " sigma_before, mu, sigma) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", changes)
            await tx.write_many(
                "INSERT INTO ratings (guild_id, pool, user_id, mu, sigma, games, wins)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, pool, user_id) DO UPDATE"
                " SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,"
                " wins = excluded.wins",
                [(guild_id, *rating) for rating in ratings])
        return True

    async def latest_names(self, guild_id: int) -> dict[int, str]:
        """Each person's name in his latest game of a server."""
        rows = await self._all(
            "SELECT s.user_id, s.display_name FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE g.guild_id = ? AND s.seat IS NOT NULL ORDER BY g.id",
            (guild_id,),
        )
        return {user: name for user, name in rows}
