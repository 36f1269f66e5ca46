"""A player's games on every server, as `/pr games` and his page on the live table list them:
those waiting on him first, then the others he sits at, then his latest finished ones.
`GameService.own_games`.

Read from the store, not from this process's games: on PostgreSQL with the servers shared out
between processes (shards), the store holds every server's games."""

from __future__ import annotations

from dataclasses import dataclass

from ..store import GameRow
from .clock import Timekeeper
from .reviews import READY, Reviews
from .tables import Tables
from .views import SeatClock, Table

FINISHED_SHOWN = 5  # his latest finished games
# Finished games known to have their review ready: a review once made stays (reading one to
# learn so parses it whole, about a millisecond each time a page asks again).
REMEMBERED = 4096


@dataclass(frozen=True)
class OpenGame:
    """A game in the lobby or in play he sits at: its table (its game when in play), his
    seat, and when it waits on him, his clock (None in an untimed game)."""

    table: Table
    seat: int | None
    waiting: bool
    clock: SeatClock | None = None

    @property
    def round(self) -> int | None:
        return self.table.game.state.round if self.table.game is not None else None

    @property
    def pending_seats(self) -> list[int]:
        """Whose turn it is (the computer's seats too), none in the lobby."""
        return list(self.table.game.pending()) if self.table.game is not None else []


@dataclass(frozen=True)
class FinishedGame:
    """A game he finished: when, with how many, his place (None: not rated), and whether
    its review is ready."""

    row: GameRow
    players: int
    place: int | None
    reviewed: bool = False


@dataclass(frozen=True)
class OwnGames:
    """What a player sits at: waiting on him, the others, and his latest finished games."""

    waiting: list[OpenGame]
    others: list[OpenGame]
    finished: list[FinishedGame]

    @property
    def game_ids(self) -> frozenset[int]:
        """The games listed, to know which changes concern him."""
        return frozenset(game.table.game_id for game in self.waiting + self.others) | {
            game.row.id for game in self.finished}


class PlayerGames:
    """A player's games across servers (module docstring)."""

    def __init__(self, tables: Tables, clock: Timekeeper, reviews: Reviews) -> None:
        self.tables = tables
        self.store = tables.store
        self.clock = clock
        self.reviews = reviews
        self.ready: dict[int, None] = {}  # finished games whose review is ready, oldest first

    async def of(self, user_id: int, finished: int = FINISHED_SHOWN) -> OwnGames:
        """Every game he sits at, those waiting on him first (each part oldest first), and
        his `finished` latest finished games."""
        waiting, others = [], []
        for row in await self.store.seated_games(user_id):
            game = await self.open_game(row, user_id)
            (waiting if game.waiting else others).append(game)
        ended = [FinishedGame(row, players, place, await self.reviewed(row.id))
                 for row, players, place in await self.store.finished_seats(user_id, finished)]
        return OwnGames(waiting, others, ended)

    async def reviewed(self, game_id: int) -> bool:
        """Whether a finished game's review is ready (asking queues one that is not made)."""
        if game_id in self.ready:
            return True
        if await self.reviews.state(game_id) != READY:
            return False
        self.ready[game_id] = None
        if len(self.ready) > REMEMBERED:
            del self.ready[next(iter(self.ready))]
        return True

    async def newcomer(self, user_id: int) -> bool:
        """Whether the seat he just took is his first (told where to find his way about)."""
        return await self.store.seat_count(user_id) == 1

    async def open_game(self, row: GameRow, user_id: int) -> OpenGame:
        table, _ = await self.tables.of_row(row)
        seat = table.seat_of(user_id)
        if user_id not in table.pending_users:
            return OpenGame(table, seat, waiting=False)
        await self.clock.pending_view(table)
        return OpenGame(table, seat, waiting=True, clock=table.clocks.get(seat))
