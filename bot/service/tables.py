"""The service's core, shared by all its parts: the store, the change feed, the clock's `now`,
one lock per game (in this process, then across processes on PostgreSQL), and the games in play
in a bounded LRU cache keyed by game id, loaded from their snapshot when it is valid, else by
replaying their record. A game nobody touches costs nothing beyond that cache.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from ..community.ratings import Change
from ..community.service import Community
from ..feed import Feed
from ..game import Game
from ..game.errors import GameError
from ..game.record import Record
from ..game.state import GameState
from ..service_errors import ServiceError
from ..shards import Shards
from ..store import GameRow, SeatRow, Store
from .views import COMPUTER_MARK, Lobby, Table, UserPrefs

log = logging.getLogger(__name__)


def wall_clock() -> int:
    return int(time.time())


class Locks:
    """One asyncio lock per key (a game, a channel), made on demand. A lock lives only while
    someone holds or awaits it (a weak reference: `async with` keeps it alive), so a bot
    that has seen many games keeps locks only for those being worked on."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def __getitem__(self, key: int) -> asyncio.Lock:
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock

    def __len__(self) -> int:
        return len(self._locks)


@dataclass
class _Loaded:
    """A game in the cache, with the record, seq and revision it stands at."""

    game: Game
    record: Record
    seq: int
    seats: list[int] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    last_by_computer: bool = False  # the record's last decision was the computer's
    last_submission: int = 1  # how many decisions were submitted together last
    revision: int = 0


# --------------------------------------------------------------------------- snapshots
def snapshot_of(game: Game, seq: int) -> str:
    """The state cache stored beside the record: the state after `seq` recorded decisions."""
    return f'{{"seq":{seq},"state":{game.to_json()}}}'


def game_from_snapshot(text: str | None, seq: int) -> Game | None:
    """The game a snapshot holds if it is readable and stands at `seq`, else None."""
    if not text:
        return None
    try:
        data = json.loads(text)
        if data.get("seq") != seq:
            return None
        return Game(GameState.from_dict(data["state"]))
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


def load_game(game_id: int, seq: int, record_json: str | None, snapshot: str | None) -> _Loaded:
    """A game from its stored record and snapshot; ServiceError("corrupt_game") if they do not
    make a game."""
    try:
        record = Record.from_json(record_json or "")
        if len(record.decisions) != seq:
            raise ServiceError("corrupt_game", game_id=game_id)
        game = game_from_snapshot(snapshot, seq)
        if game is None:
            game, _ = record.replay()
    except (GameError, ValueError, TypeError, KeyError) as exc:
        log.error("game %s cannot be loaded: %s", game_id, exc)
        raise ServiceError("corrupt_game", game_id=game_id) from exc
    return _Loaded(game, record, seq)


async def rated(community: Community, game_id: int) -> list[Change]:
    """Rate a game that just ended; a failure leaves it to `prbot ratings rebuild` rather than
    stop the game's last message."""
    try:
        return await community.rate_finished(game_id)
    except Exception:
        log.exception("game %s could not be rated", game_id)
        return []


# --------------------------------------------------------------------------- the core
class Tables:
    """The channels' open games, read from the store under one lock per game, and the cache
    of the games in play: what every part of the service builds on."""

    def __init__(self, store: Store, feed: Feed, cache_size: int = 128,
                 shards: Shards | None = None, now: Callable[[], int] | None = None) -> None:
        self.store = store
        self.feed = feed
        self.shards = shards  # the servers whose games this process looks after unasked
        # the clock's time (seconds since the epoch); tests and benches give their own
        self.now: Callable[[], int] = now or wall_clock
        self.cache_size = cache_size
        self._cache: OrderedDict[int, _Loaded] = OrderedDict()
        self._locks = Locks()
        self.load_game = load_game  # for the feed's relay, which rebuilds changes it hears

    # ------------------------------------------------------------- locks, cache
    def lock(self, channel_id: int) -> asyncio.Lock:
        """The lock of a channel's open game (a channel has at most one open game, so this is
        a lock per game)."""
        return self._locks[channel_id]

    @asynccontextmanager
    async def held(self, channel_id: int) -> AsyncIterator[None]:
        """The channel's game held by this coroutine alone: first in this process, then in
        the store (across processes sharing a PostgreSQL database). The changes stored
        meanwhile go to the other processes while it is held, to this one's subscribers once
        it is let go."""
        async with self.feed.gathering() as changes, self.lock(channel_id), \
                self.store.game_lock(channel_id):
            try:
                yield
            finally:
                await self.feed.share(changes)

    def remember(self, game_id: int, loaded: _Loaded) -> None:
        self._cache[game_id] = loaded
        self._cache.move_to_end(game_id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def forget(self, game_id: int) -> None:
        self._cache.pop(game_id, None)

    def cached_games(self) -> int:
        """How many games the cache holds now."""
        return len(self._cache)

    async def _loaded(self, row: GameRow, seats: list[SeatRow]) -> _Loaded:
        """The game of a row in play, from the cache if it stands at the row's revision (its
        seq may have come back to the same number through a take-back by another process)."""
        loaded = self._cache.get(row.id)
        if loaded is None or loaded.revision != row.revision:
            seq, record_json, snapshot = await self.store.game_data(row.id)
            loaded = load_game(row.id, seq, record_json, snapshot)
            loaded.revision = row.revision
            loaded.seats = [seat.user_id for seat in seats]
            loaded.names = [seat.display_name for seat in seats]
            await self.note_last_submission(loaded, row.id)
        self.remember(row.id, loaded)
        return loaded

    async def note_last_submission(self, loaded: _Loaded, game_id: int) -> None:
        """What the decision log says of the record's last submission: its size (a decision
        the log lacks stands alone) and whether the computer took it."""
        count, loaded.last_by_computer = await self.store.last_submission(game_id)
        loaded.last_submission = max(count, 1)

    # ------------------------------------------------------------- reading
    async def open_row(self, channel_id: int) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise ServiceError("no_game", channel_id=channel_id)
        return row

    async def lobby_row(self, channel_id: int) -> GameRow:
        row = await self.open_row(channel_id)
        if row.status != "lobby":
            raise ServiceError("already_started", game_id=row.id)
        return row

    async def lobby(self, row: GameRow) -> Lobby:
        seats = await self.store.seats(row.id)
        return Lobby(
            game_id=row.id, channel_id=row.channel_id, host_id=row.host_id, theme=row.theme,
            lang=row.lang, max_players=row.max_players, options=row.options,
            players=[(seat.user_id, seat.display_name) for seat in seats],
        )

    async def of_row(self, row: GameRow,
                     seats: list[SeatRow] | None = None) -> tuple[Table, _Loaded | None]:
        """The table of a game's row (its seats read unless given), with its game in play."""
        if seats is None:
            seats = await self.store.seats(row.id)
        loaded = await self._loaded(row, seats) if row.status == "playing" else None
        table = Table(
            game_id=row.id, channel_id=row.channel_id, guild_id=row.guild_id,
            host_id=row.host_id, status=row.status, theme=row.theme, lang=row.lang,
            options=row.options, seats=[seat.user_id for seat in seats],
            names=[seat.display_name for seat in seats],
            game=loaded.game if loaded else None, record=loaded.record if loaded else None,
            seq=row.seq, prompt_message_id=row.prompt_message_id, max_players=row.max_players,
            prompt_seq=row.prompt_seq, revision=row.revision,
            computers={i: seat.computer for i, seat in enumerate(seats) if seat.computer},
            last_by_computer=bool(loaded and loaded.last_by_computer),
            last_submission=loaded.last_submission if loaded else 1,
        )
        if row.status in ("playing", "finished"):  # a person's seat the computer plays says so
            table.names = [
                f"{seat.display_name} {COMPUTER_MARK}" if seat.computer and seat.user_id > 0
                else seat.display_name
                for seat in seats
            ]
        return table, loaded

    async def open_table(self, channel_id: int) -> tuple[Table, _Loaded | None]:
        """The channel's open game, its row and seats read together."""
        row, seats = await self.store.open_game_and_seats(channel_id)
        if row is None:
            raise ServiceError("no_game", channel_id=channel_id)
        return await self.of_row(row, seats)

    async def playing(self, channel_id: int) -> tuple[Table, _Loaded]:
        table, loaded = await self.open_table(channel_id)
        if table.status != "playing":
            raise ServiceError("not_started", game_id=table.game_id)
        assert loaded is not None
        return table, loaded

    async def prefs(self, user_id: int) -> UserPrefs:
        """A player's preferences (defaults: no language, DM pings on, DMs not blocked)."""
        row = await self.store.user(user_id)
        return UserPrefs(row.user_id, row.lang, row.notify, row.dm_blocked)

    async def table(self, channel_id: int) -> Table:
        """The channel's open game, in the lobby or in play; ServiceError("no_game") if none."""
        table, _ = await self.open_table(channel_id)
        return table
