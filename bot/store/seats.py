"""The seats' part of the store: who sits at a game, joining and leaving the lobby, a seat
handed over, and the seats the computer plays."""

from __future__ import annotations

from ..shards import Shards
from .rows import GAME_COLUMNS_OF_G, Conflict, GameRow, SeatRow, in_shards
from .sql import Sql


class SeatQueries(Sql):
    """Mixed into the store (`base.Store`)."""

    async def seats(self, game_id: int) -> list[SeatRow]:
        """The players of a game: by seat once it started, by joining order in the lobby."""
        rows = await self._all(
            "SELECT user_id, display_name, joined, seat, computer FROM seats WHERE game_id = ?"
            " ORDER BY seat NULLS FIRST, joined",
            (game_id,),
        )
        return [SeatRow(*row) for row in rows]

    async def seated_games(self, user_id: int) -> list[GameRow]:
        """The games in the lobby or in play a person sits at, on every server, oldest
        first (a person has a seat of his own in each: the computer may play it)."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS_OF_G} FROM games g JOIN seats s ON s.game_id = g.id"
            " WHERE s.user_id = ? AND g.status IN ('lobby', 'playing') ORDER BY g.id",
            (user_id,),
        )
        return [GameRow.from_row(row) for row in rows]

    async def finished_seats(self, user_id: int, limit: int) -> list[tuple[GameRow, int,
                                                                           int | None]]:
        """(row, players, his place) of the latest games a person finished, newest first;
        the place as his rating counted it (None for a game not rated)."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS_OF_G},"
            " (SELECT COUNT(*) FROM seats t WHERE t.game_id = g.id),"
            " (SELECT c.place FROM rating_changes c WHERE c.game_id = g.id"
            "  AND c.user_id = s.user_id AND c.pool = 'all')"
            " FROM games g JOIN seats s ON s.game_id = g.id"
            " WHERE s.user_id = ? AND g.status = 'finished'"
            " ORDER BY g.updated_at DESC, g.id DESC LIMIT ?",
            (user_id, limit),
        )
        return [(GameRow.from_row(row[:-2]), row[-2], row[-1]) for row in rows]

    async def seat_count(self, user_id: int) -> int:
        """How many games a person has a seat at, whatever their status (a lobby he left
        keeps none)."""
        row = await self._one("SELECT COUNT(*) FROM seats WHERE user_id = ?", (user_id,))
        return row[0]

    async def add_seat(self, game_id: int, user_id: int, name: str,
                       computer: str | None = None) -> bool:
        """Seat a player (or a computer of that level) in the lobby after the others; False if
        already there."""
        changed = await self._write(
            "INSERT INTO seats (game_id, user_id, display_name, joined, computer)"
            " SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT),"
            " COALESCE(MAX(joined), 0) + 1, CAST(? AS TEXT) FROM seats WHERE game_id = ?"
            " ON CONFLICT DO NOTHING",
            (game_id, user_id, name, computer, game_id),
        )
        return changed == 1

    async def set_computer(self, game_id: int, user_id: int, level: str | None,
                           only_if: str | None = "person") -> bool:
        """Let the computer play a seated player's seat at `level`, or give it back to him
        (None). `only_if` "person": only a seat a person plays now; "computer": only one the
        computer plays now. False if nothing changed."""
        condition = {"person": " AND computer IS NULL", "computer": " AND computer IS NOT NULL"}
        changed = await self._write(
            "UPDATE seats SET computer = ? WHERE game_id = ? AND user_id = ? AND seat IS NOT NULL"
            + condition.get(only_if, ""),
            (level, game_id, user_id),
        )
        return changed == 1

    async def games_with_computers(self,
                                   shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play where the computer plays a seat (of the
        servers of `shards` only, if given)."""
        where, params = in_shards(shards, "g.guild_id")
        return await self._pairs(
            "SELECT DISTINCT g.id, g.channel_id FROM games g JOIN seats s ON s.game_id = g.id"
            f" WHERE g.status = 'playing' AND s.computer IS NOT NULL{where} ORDER BY g.id",
            params,
        )

    async def move_seat(self, game_id: int, from_user: int, to_user: int, name: str) -> bool:
        """Give a seated player's place in a started game to someone not at the table;
        False if `from_user` has no seat or `to_user` has one."""
        try:
            changed = await self._write(
                "UPDATE seats SET user_id = ?, display_name = ?"
                " WHERE game_id = ? AND user_id = ? AND seat IS NOT NULL",
                (to_user, name, game_id, from_user),
            )
        except Conflict:  # `to_user` already sits at this table
            return False
        return changed == 1

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Take a player out of the lobby; False if not there."""
        changed = await self._write(
            "DELETE FROM seats WHERE game_id = ? AND user_id = ? AND seat IS NULL",
            (game_id, user_id),
        )
        return changed == 1
