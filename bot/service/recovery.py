"""What the bot looks for when it starts again, and the finished games: the games whose
prompts or final message were not posted (it stopped in between), those where the computer
plays a seat, a finished game's table, and the history of a channel or a server.
`GameService.recovery`."""

from __future__ import annotations

from ..community.service import Community
from ..service_errors import ServiceError
from .tables import Tables, load_game, rated
from .views import History, Table


class Recovery:
    """The restart passes and the finished games."""

    def __init__(self, tables: Tables, community: Community) -> None:
        self.tables = tables
        self.store = tables.store
        self.community = community

    async def open_games(self) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play, to restore their prompts on restart.
        Reads no record: the games load when first touched."""
        return await self.store.open_games()

    async def unprompted_games(self) -> list[tuple[int, int]]:
        """(game id, channel id) of games in play whose prompts were not posted after their
        last decision (the bot stopped in between)."""
        return await self.store.unprompted_games(self.tables.shards)

    async def games_with_computers(self) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play where the computer plays a seat."""
        return await self.store.games_with_computers(self.tables.shards)

    async def unposted_endings(self) -> list[tuple[int, int]]:
        """(game id, channel id) of finished games whose final message was not posted (the
        bot stopped in between)."""
        return await self.store.unposted_endings(self.tables.shards)

    async def ended_table(self, game_id: int) -> Table:
        """A finished game as its final message shows it: the game at its end, and what it
        changed in the ratings as the store keeps it (rated now if the bot stopped before).
        Errors: no_game (no such finished game), corrupt_game."""
        row = await self.store.game(game_id)
        if row is None or row.status != "finished":
            raise ServiceError("no_game", game_id=game_id)
        table, _ = await self.tables.of_row(row)
        loaded = load_game(row.id, *await self.store.game_data(row.id))
        table.game, table.record = loaded.game, loaded.record
        await rated(self.community, game_id)
        table.rating_changes = await self.community.changes(game_id)
        return table

    async def finished_history(
        self, channel_id: int | None = None, guild_id: int | None = None, limit: int = 10
    ) -> list[History]:
        """The latest finished games of a channel or guild, newest first, with their scores."""
        history = []
        for row in await self.store.finished_games(channel_id, guild_id, limit):
            seats = await self.store.seats(row.id)
            seq, record_json, snapshot = await self.store.game_data(row.id)
            try:
                scores = load_game(row.id, seq, record_json, snapshot).game.scores
            except ServiceError:
                scores = None
            history.append(History(
                game_id=row.id, channel_id=row.channel_id, theme=row.theme,
                finished_at=row.updated_at, seats=[seat.user_id for seat in seats],
                names=[seat.display_name for seat in seats], scores=scores,
            ))
        return history
