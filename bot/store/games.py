"""The games' part of the store: a lobby opened, a game started, ended or cancelled, and the
games found by channel, by id, or by what they wait for (the restart passes)."""

from __future__ import annotations

import json

from ..shards import Shards
from .rows import (
    GAME_COLUMNS,
    GAME_COLUMNS_OF_G,
    QUEUE_REVIEW,
    ChannelBusy,
    Conflict,
    GameRow,
    SeatRow,
    StoreError,
    in_shards,
)
from .sql import Sql


class GameQueries(Sql):
    """Mixed into the store (`base.Store`)."""

    async def create_lobby(
        self,
        channel_id: int,
        guild_id: int | None,
        host_id: int,
        host_name: str,
        theme: str,
        lang: str,
        max_players: int,
        options: dict,
    ) -> int:
        """A new lobby with its host seated; its id. ChannelBusy if the channel has an open game."""
        now = self._now()
        try:
            async with self.transaction() as tx:
                busy = await tx.one(
                    "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'playing')",
                    (channel_id,),
                )
                if busy:
                    raise ChannelBusy(f"channel {channel_id} already has an open game")
                (game_id,) = await tx.one(
                    "INSERT INTO games (channel_id, guild_id, host_id, theme, lang, max_players,"
                    " options, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " RETURNING id",
                    (channel_id, guild_id, host_id, theme, lang, max_players,
                     json.dumps(options), now, now),
                )
                await tx.write(
                    "INSERT INTO seats (game_id, user_id, display_name, joined)"
                    " VALUES (?, ?, ?, 1)",
                    (game_id, host_id, host_name),
                )
        except Conflict as exc:  # another process opened one in the same instant
            raise ChannelBusy(f"channel {channel_id} already has an open game") from exc
        return game_id

    async def open_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any."""
        row = await self._one(
            f"SELECT {GAME_COLUMNS} FROM games"
            " WHERE channel_id = ? AND status IN ('lobby', 'playing')",
            (channel_id,),
        )
        return GameRow.from_row(row) if row else None

    async def open_game_and_seats(self, channel_id: int) -> tuple[GameRow | None,
                                                                  list[SeatRow]]:
        """The channel's open game, if any, with its seats as `seats` gives them, in one
        query (a click reads them together, and each round trip to a server counts)."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS_OF_G}, s.user_id, s.display_name, s.joined, s.seat,"
            " s.computer FROM games g LEFT JOIN seats s ON s.game_id = g.id"
            " WHERE g.channel_id = ? AND g.status IN ('lobby', 'playing')"
            " ORDER BY s.seat NULLS FIRST, s.joined",
            (channel_id,),
        )
        if not rows:
            return None, []
        width = len(GAME_COLUMNS_OF_G.split(", "))
        seats = [SeatRow(*row[width:]) for row in rows if row[width] is not None]
        return GameRow.from_row(rows[0][:width]), seats

    async def game(self, game_id: int) -> GameRow | None:
        """Any game by id, whatever its status."""
        row = await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return GameRow.from_row(row) if row else None

    async def game_data(self, game_id: int) -> tuple[int, str | None, str | None]:
        """(seq, record JSON, snapshot JSON) of a game, read together."""
        row = await self._one("SELECT seq, record, snapshot FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise StoreError(f"no game {game_id}")
        return tuple(row)

    async def open_games(self) -> list[tuple[int, int]]:
        """(game id, channel id) of every game in play; no record is read."""
        return [(game_id, channel_id)
                for game_id, channel_id, _ in await self.open_games_and_servers()]

    async def open_games_and_servers(self) -> list[tuple[int, int, int | None]]:
        """(game id, channel id, guild id) of every game in play; no record is read."""
        rows = await self._all(
            "SELECT id, channel_id, guild_id FROM games WHERE status = 'playing' ORDER BY id")
        return [(game_id, channel_id, guild_id) for game_id, channel_id, guild_id in rows]

    async def unprompted_games(self, shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play whose prompts were never posted for
        their last decision (of the servers of `shards` only, if given)."""
        where, params = in_shards(shards)
        return await self._pairs(
            "SELECT id, channel_id FROM games WHERE status = 'playing'"
            f" AND (prompt_seq IS NULL OR prompt_seq <> seq){where} ORDER BY id",
            params,
        )

    async def waiting_since(self, before: str,
                            shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play whose last decision is older than
        `before` (a `timestamp`), of the servers of `shards` only, if given."""
        where, params = in_shards(shards)
        return await self._pairs(
            f"SELECT id, channel_id FROM games WHERE status = 'playing' AND updated_at <= ?{where}"
            " ORDER BY id",
            (before, *params),
        )

    async def unposted_endings(self, shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game id, channel id) of the finished games whose final message was never posted
        (the bot stopped between storing the last decision and posting it; of the servers of
        `shards` only, if given). A game finished before prompts were tracked has no
        `prompt_seq` and is not listed."""
        where, params = in_shards(shards)
        return await self._pairs(
            "SELECT id, channel_id FROM games WHERE status = 'finished'"
            f" AND prompt_seq <> seq{where} ORDER BY id",
            params,
        )

    async def finished_games(
        self, channel_id: int | None = None, guild_id: int | None = None, limit: int = 10
    ) -> list[GameRow]:
        """The latest finished games, of a channel or a guild (or all), newest first."""
        where, params = ["status = 'finished'"], []
        if channel_id is not None:
            where.append("channel_id = ?")
            params.append(channel_id)
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        rows = await self._all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {' AND '.join(where)}"
            " ORDER BY id DESC LIMIT ?",
            (*params, limit),
        )
        return [GameRow.from_row(row) for row in rows]

    async def start_game(
        self, game_id: int, seating: list[int], record: str, snapshot: str | None
    ) -> bool:
        """Seat the lobby's players (`seating[seat] = user id`) and store the first record, in
        one transaction; False (nothing changed) if the game is no longer in the lobby."""
        now = self._now()
        async with self.transaction() as tx:
            changed = await tx.write(
                "UPDATE games SET status = 'playing', record = ?, snapshot = ?, seq = 0,"
                " updated_at = ?, started_at = ? WHERE id = ? AND status = 'lobby'",
                (record, snapshot, now, now, game_id),
            )
            if changed != 1:
                return False
            for seat, user_id in enumerate(seating):
                await tx.write(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?",
                    (seat, game_id, user_id),
                )
        return True


    async def set_status(self, game_id: int, status: str, only_from: tuple[str, ...]) -> bool:
        """Move a game to `status` if it is in one of `only_from`; False if it was not."""
        marks = ", ".join("?" for _ in only_from)
        changed = await self._write(
            f"UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ({marks})",
            (status, self._now(), game_id, *only_from),
        )
        return changed == 1

    async def cancel_game(self, game_id: int) -> bool:
        """Cancel a game in the lobby or in play; False if it was neither. A game cancelled
        after at least one decision has its review queued in the same transaction."""
        now = self._now()
        async with self.transaction() as tx:
            changed = await tx.write(
                "UPDATE games SET status = 'cancelled', updated_at = ?"
                " WHERE id = ? AND status IN ('lobby', 'playing')", (now, game_id))
            if changed == 1:
                await tx.write(QUEUE_REVIEW, (now, game_id))
        return changed == 1

    async def set_host(self, game_id: int, host_id: int) -> None:
        """Hand the lobby to another host."""
        await self._write("UPDATE games SET host_id = ? WHERE id = ?", (host_id, game_id))
