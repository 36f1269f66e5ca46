"""The game service: the one place that loads a game, applies decisions under a lock, stores
them, and says what to post and whom to ping. Front ends (Discord cogs, a terminal) call it
with ids and decision texts and present what it returns.

Errors are `ServiceError`s with a stable `code` (the id of a message in `bot/locales/`) and
`args_`, the message's arguments:

    no_game, game_exists, not_started, already_started, full, already_joined, not_joined,
    not_host, too_few_players, not_a_player, not_your_turn, illegal, game_over, stale,
    corrupt_game, bad_theme, bad_language, bad_option, bad_max_players, computer_plays,
    not_replaced

Games in play live in a bounded LRU cache keyed by game id: loaded from their snapshot when it
is valid, else by replaying their record. A game nobody touches costs nothing beyond that cache.

After each change it stores (a decision, a take-back, a game started, ended or cancelled, a
seat handed to the computer or back) the service publishes one `feed.Change` on `feed`, once
the game's lock is let go (bot/feed.py).
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from . import feed
from .community.ratings import Change
from .community.service import Community
from .feed import DECIDED, ENDED, SEATS, STARTED, UNDONE, Feed, change_of
from .game import BadSetup, Game, IllegalDecision
from .game.components import THEMES
from .game.errors import GameError
from .game.record import Record
from .game.setup import Setup
from .game.state import GameState
from .l10n import LANGUAGES, localizer
from .players import LEVELS, decide_in_a_row, seat_seed
from .service_errors import ServiceError
from .shards import Shards
from .store import (
    ChannelBusy,
    Conflict,
    GameRow,
    NotSaved,
    SeatRow,
    Store,
    is_postgres,
    revision_step,
    timestamp,
)
from .timekeeping import CLOCK, ClockService, clock_settings, pace_of

log = logging.getLogger(__name__)

MIN_PLAYERS, MAX_PLAYERS = 2, 5
PHASE_EVENTS = frozenset({"phase_ended", "round_ended", "game_over"})
# The lobby keeps the chosen expansions among its options, under this key.
EXPANSIONS = "expansions"
COMPUTER_MARK = "🤖"  # beside the name of a person whose seat the computer plays


def random_seed() -> int:
    """A fresh game seed from the operating system."""
    return secrets.randbits(63)


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


# --------------------------------------------------------------------------- results
@dataclass
class Lobby:
    """A game waiting for players; `players` as (user id, name) in joining order."""

    game_id: int
    channel_id: int
    host_id: int
    theme: str
    lang: str
    max_players: int
    options: dict
    players: list[tuple[int, str]]
    cancelled: bool = False  # the last player left and the lobby closed

    @property
    def expansions(self) -> list[str]:
        """The 1897 expansions chosen, kept with the options until the game's setup."""
        return list(self.options.get(EXPANSIONS, []))


@dataclass
class Table:
    """A channel's open game. In the lobby `seats`/`names` follow the joining order and `game`
    and `record` are None; in play they follow the seats. `game` is the service's cached game:
    read it, never change it."""

    game_id: int
    channel_id: int
    guild_id: int | None
    host_id: int
    status: str
    theme: str
    lang: str
    options: dict
    seats: list[int]
    names: list[str]
    game: Game | None
    record: Record | None
    seq: int
    prompt_message_id: int | None
    max_players: int = MAX_PLAYERS
    prompt_seq: int | None = None  # the seq the prompt message was posted for
    revision: int = 0  # every change to the record adds one, a take-back too (see the store)
    computers: dict[int, str] = field(default_factory=dict)  # seat -> level the computer plays
    rating_changes: list[Change] = field(default_factory=list)  # what the game's end changed
    voted_out: dict[int, int] = field(default_factory=dict)  # at the end: seat -> round voted out
    last_by_computer: bool = False  # the computer took the last decision (not to be undone)
    last_submission: int = 1  # the decisions submitted together last (a whole arrangement)

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a player, None for someone who does not play here."""
        return self.seats.index(user_id) if user_id in self.seats else None

    @property
    def pending_users(self) -> list[int]:
        """The people who must decide now (never a seat the computer plays)."""
        if self.game is None:
            return []
        return [self.seats[seat] for seat in self.game.pending() if seat not in self.computers]

    @property
    def undo_seat(self) -> int | None:
        """The seat (a person's) whose last submission may be taken back now, if any."""
        if self.game is None or not self.record or not self.record.decisions:
            return None
        seat = self.record.decisions[-1][0]
        if seat in self.computers or self.last_by_computer \
                or self.game.undo_refusal(seat, self.last_submission):
            return None
        return seat

    @property
    def computer_pending(self) -> int | None:
        """A seat the computer plays that must decide now, if any."""
        if self.game is None or self.game.is_over:
            return None
        return next((seat for seat in self.game.pending() if seat in self.computers), None)


@dataclass
class Outcome:
    """What a start or a decision did: every event (forced decisions included), whether a
    phase, round or the game ended, and who must decide now."""

    table: Table
    events: list[dict]
    phase_ended: bool
    game_over: bool
    pending_users: list[int]
    seq: int


@dataclass(frozen=True)
class UserPrefs:
    """A player's preferences: language (None: Discord's locale), DM pings, DMs refused."""

    user_id: int
    lang: str | None
    notify: bool
    dm_blocked: bool


@dataclass(frozen=True)
class Reminder:
    """A decision that has waited on a player long enough to remind him of it (the n-th time)."""

    table: Table
    user_id: int
    number: int
    lang: str | None  # the player's language for private messages (None: the game's)


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass
class History:
    """A finished game: its players by seat and the final scores."""

    game_id: int
    channel_id: int
    theme: str
    finished_at: str
    seats: list[int]
    names: list[str]
    scores: list[dict] | None


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


def marks(stored: list) -> tuple:
    """Take-back lines as stored (JSON lists) as `messages.taken_back_marks` gives them."""
    return tuple((int(seen), str(line)) for seen, line in stored)


def reopened(stored: list) -> tuple:
    """A message's `reopens` as stored; one kept before the take-back lines had none."""
    seq, earlier, opened, *shown = stored
    return seq, earlier, tuple(opened), marks(shown[0]) if shown else ()


def revised(table: Table, new_seq: int) -> int:
    """The revision a table's game has once its record is stored at `new_seq`, as the store
    counts it (`Store.save_decisions`)."""
    return table.revision + revision_step(table.seq, new_seq)


def phase_ended(events: list[dict]) -> bool:
    """Whether a phase, a round or the game ended among these events."""
    return any(event.get("type") in PHASE_EVENTS for event in events)


# --------------------------------------------------------------------------- the service
class GameService(ClockService):
    """Lobbies, games in play, decisions, preferences, pings and the clock, over a `Store`."""

    def __init__(
        self,
        store: Store,
        cache_size: int = 128,
        seed_source: Callable[[], int] = random_seed,
        executor: Executor | None = None,
        shards: Shards | None = None,
        now: Callable[[], int] | None = None,
    ) -> None:
        self.store = store
        self.shards = shards  # the servers whose games this process looks after unasked
        if now is not None:  # the clock's time (seconds since the epoch), for tests and benches
            self.now = now
        self.community = Community(store)
        self.cache_size = cache_size
        self.seed_source = seed_source
        self.executor = executor  # where computer players think; None: the loop's threads
        self._cache: OrderedDict[int, _Loaded] = OrderedDict()
        self._locks = Locks()
        self.feed = Feed()
        self.load_game = load_game  # for the feed's relay, which rebuilds changes it hears

    async def connect_feed(self, url: str) -> None:
        """Let the feed reach the other processes on the PostgreSQL database of `url`, and
        theirs reach this one's subscribers; nothing on SQLite (one process: the feed stays
        in process)."""
        if is_postgres(url):
            from .feed_postgres import PostgresRelay  # asyncpg is only needed for PostgreSQL

            self.feed.relay = await PostgresRelay.start(self, url)

    # ------------------------------------------------------------- locks, cache
    def _lock(self, channel_id: int) -> asyncio.Lock:
        """The lock of a channel's open game (a channel has at most one open game, so this is
        a lock per game)."""
        return self._locks[channel_id]

    @asynccontextmanager
    async def _held(self, channel_id: int) -> AsyncIterator[None]:
        """The channel's game held by this coroutine alone: first in this process, then in
        the store (across processes sharing a PostgreSQL database). The changes stored
        meanwhile go to the other processes while it is held, to this one's subscribers once
        it is let go."""
        async with self.feed.gathering() as changes, self._lock(channel_id), \
                self.store.game_lock(channel_id):
            try:
                yield
            finally:
                await self.feed.share(changes)

    def _remember(self, game_id: int, loaded: _Loaded) -> None:
        self._cache[game_id] = loaded
        self._cache.move_to_end(game_id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def _forget(self, game_id: int) -> None:
        self._cache.pop(game_id, None)

    def cached_games(self) -> int:
        """How many games the cache holds now."""
        return len(self._cache)

    async def _loaded(self, row: GameRow, seats: list[SeatRow]) -> _Loaded:
        """The game of a row in play, from the cache if it stands at the row's revision (its
        seq may have come back to the same number through a take-back by another process)."""
        loaded = self._cache.get(row.id)
        if loaded is None or (loaded.seq, loaded.revision) != (row.seq, row.revision):
            seq, record_json, snapshot = await self.store.game_data(row.id)
            loaded = load_game(row.id, seq, record_json, snapshot)
            loaded.revision = row.revision
            loaded.seats = [seat.user_id for seat in seats]
            loaded.names = [seat.display_name for seat in seats]
            await self._note_last_submission(loaded, row.id)
        self._remember(row.id, loaded)
        return loaded

    # ------------------------------------------------------------- reading
    async def _open_row(self, channel_id: int) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise ServiceError("no_game", channel_id=channel_id)
        return row

    async def _lobby_row(self, channel_id: int) -> GameRow:
        row = await self._open_row(channel_id)
        if row.status != "lobby":
            raise ServiceError("already_started", game_id=row.id)
        return row

    async def _lobby(self, row: GameRow) -> Lobby:
        seats = await self.store.seats(row.id)
        return Lobby(
            game_id=row.id, channel_id=row.channel_id, host_id=row.host_id, theme=row.theme,
            lang=row.lang, max_players=row.max_players, options=row.options,
            players=[(seat.user_id, seat.display_name) for seat in seats],
        )

    async def _table(self, row: GameRow,
                     seats: list[SeatRow] | None = None) -> tuple[Table, _Loaded | None]:
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

    async def _open_table(self, channel_id: int) -> tuple[Table, _Loaded | None]:
        """The channel's open game, its row and seats read together."""
        row, seats = await self.store.open_game_and_seats(channel_id)
        if row is None:
            raise ServiceError("no_game", channel_id=channel_id)
        return await self._table(row, seats)

    async def _playing(self, channel_id: int) -> tuple[Table, _Loaded]:
        table, loaded = await self._open_table(channel_id)
        if table.status != "playing":
            raise ServiceError("not_started", game_id=table.game_id)
        assert loaded is not None
        return table, loaded

    async def table(self, channel_id: int) -> Table:
        """The channel's open game, in the lobby or in play; ServiceError("no_game") if none."""
        table, _ = await self._open_table(channel_id)
        return table

    async def legal(self, channel_id: int, user_id: int) -> list[str]:
        """The decisions a player may take now in the channel's game: those he is asked, and
        the free ones he may take unasked (the Guest House's guests)."""
        async with self._held(channel_id):
            table, loaded = await self._playing(channel_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise ServiceError("not_a_player", game_id=table.game_id)
            return loaded.game.legal(seat) + loaded.game.free(seat)

    async def open_games(self) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play, to restore their prompts on restart.
        Reads no record: the games load when first touched."""
        return await self.store.open_games()

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

    # ------------------------------------------------------------- the lobby
    async def new_lobby(
        self,
        channel_id: int,
        guild_id: int,
        host_id: int,
        host_name: str,
        theme: str,
        lang: str,
        max_players: int = MAX_PLAYERS,
        options: dict | None = None,
        expansions: tuple[str, ...] = (),
        computers: tuple[str, ...] = (),
        clock: dict | None = None,
    ) -> Lobby:
        """Open a lobby in a channel with its host seated, and a seat for each computer player
        of `computers` (their levels). Errors: game_exists, bad_theme, bad_language,
        bad_max_players (also
        when the computers leave no room for the host), bad_option (only `show_vp` may be
        chosen, and the options of the expansions chosen, e.g. `buildings` with
        `new_buildings`; an unknown expansion or level too)."""
        if theme not in THEMES:
            raise ServiceError("bad_theme", theme=theme, themes=list(THEMES))
        if lang not in LANGUAGES:
            raise ServiceError("bad_language", lang=lang, languages=list(LANGUAGES))
        if not MIN_PLAYERS <= max_players <= MAX_PLAYERS or len(computers) >= max_players:
            raise ServiceError("bad_max_players", max_players=max_players)
        if any(level not in LEVELS for level in computers):
            raise ServiceError("bad_option", option="level")
        chosen = dict(options or {})
        game_options = {"auto_forced": True, "show_vp": bool(chosen.pop("show_vp", False))}
        game_options.update(chosen)
        try:  # the expansions and their options, as the engine will take them
            trial = Setup(players=("", ""), seed=0, theme=theme, options=game_options,
                          expansions=expansions)
        except BadSetup as exc:
            raise ServiceError("bad_option", option=exc.field) from exc
        for key in set(chosen) - set(trial.expansion_options()):  # auto_forced is not a choice
            raise ServiceError("bad_option", option=key)
        if trial.expansions:
            game_options = {**trial.options, EXPANSIONS: list(trial.expansions)}
        if clock:  # the pace, the computer's level, absences
            try:
                game_options[CLOCK] = clock_settings(**clock)
            except ValueError as exc:
                raise ServiceError("bad_option", option=str(exc)) from exc
        async with self._held(channel_id):
            try:
                await self.store.create_lobby(
                    channel_id, guild_id, host_id, host_name, theme, lang, max_players,
                    game_options,
                )
            except ChannelBusy as exc:
                raise ServiceError("game_exists", channel_id=channel_id) from exc
            row = await self._open_row(channel_id)
            loc = localizer(lang, theme)
            for number, level in enumerate(computers, start=1):
                name = loc.text("computer-name", number=number, level=loc.text(f"level-{level}"))
                await self.store.add_seat(row.id, -number, name, computer=level)
            return await self._lobby(row)

    async def join(self, channel_id: int, user_id: int, name: str) -> Lobby:
        """Sit a player at the channel's lobby. Errors: no_game, already_started,
        already_joined, full."""
        async with self._held(channel_id):
            row = await self._lobby_row(channel_id)
            lobby = await self._lobby(row)
            if any(player == user_id for player, _ in lobby.players):
                raise ServiceError("already_joined", game_id=row.id)
            if len(lobby.players) >= row.max_players:
                raise ServiceError("full", game_id=row.id, max_players=row.max_players)
            await self.store.add_seat(row.id, user_id, name)
            return await self._lobby(row)

    async def leave(self, channel_id: int, user_id: int) -> Lobby:
        """Take a player out of the channel's lobby. A leaving host hands the lobby to the
        next player who joined; the last player leaving cancels it (`Lobby.cancelled`).
        Errors: no_game, already_started, not_joined."""
        async with self._held(channel_id):
            row = await self._lobby_row(channel_id)
            if not await self.store.remove_seat(row.id, user_id):
                raise ServiceError("not_joined", game_id=row.id)
            lobby = await self._lobby(row)
            people = [user for user, _ in lobby.players if user > 0]  # not the computers
            if not people:
                await self.store.set_status(row.id, "cancelled", ("lobby",))
                lobby.cancelled = True
            elif user_id == row.host_id:
                lobby.host_id = people[0]
                await self.store.set_host(row.id, lobby.host_id)
            return lobby

    async def start(self, channel_id: int, user_id: int) -> Outcome:
        """Start the channel's lobby: seats shuffled and the seed drawn from `seed_source`.
        Host only. Errors: no_game, already_started, not_host, too_few_players."""
        async with self._held(channel_id):
            row = await self._lobby_row(channel_id)
            if user_id != row.host_id:
                raise ServiceError("not_host", game_id=row.id)
            players = (await self._lobby(row)).players
            if len(players) < MIN_PLAYERS:
                raise ServiceError("too_few_players", game_id=row.id, min_players=MIN_PLAYERS)
            seed = self.seed_source()
            random.Random(seed).shuffle(players)
            options = dict(row.options)
            options.pop(CLOCK, None)
            setup = Setup(
                players=tuple(name for _, name in players), seed=seed, theme=row.theme,
                options=options, expansions=tuple(options.pop(EXPANSIONS, ())),
            )
            game = Game.new(setup)
            record = Record(setup)
            seating = [user for user, _ in players]
            if not await self.store.start_game(
                row.id, seating, record.to_json(), snapshot_of(game, 0)
            ):
                raise ServiceError("already_started", game_id=row.id)
            self._remember(row.id, _Loaded(game, record, 0, seating, [n for _, n in players]))
            table, _ = await self._table(await self._open_row(channel_id))
            self.feed.announce(change_of(STARTED, table, game.opening_events))
            await self.sync_clocks(table)
            return self._outcome(table, list(game.opening_events))

    async def cancel(self, channel_id: int, user_id: int, is_admin: bool) -> None:
        """Cancel the channel's open game, in the lobby or in play. The host or an admin only.
        Errors: no_game, not_host."""
        async with self._held(channel_id):
            row = await self._open_row(channel_id)
            if user_id != row.host_id and not is_admin:
                raise ServiceError("not_host", game_id=row.id)
            if await self.store.set_status(row.id, "cancelled", ("lobby", "playing")):
                self.feed.announce(feed.Change(row.id, channel_id, feed.CANCELLED, row.seq,
                                               game_over=True, revision=row.revision))
            self._forget(row.id)

    async def hand_over(self, channel_id: int, by_user: int, from_user: int, to_user: int,
                        to_name: str, is_admin: bool) -> Table:
        """Give a seat of the game in play to someone else, who goes on from where it stands
        (a player who must leave, or one who has disappeared). The player himself, the host
        or an admin may do it; a host who hands over his seat hands over the hosting too.
        Errors: no_game, not_started, not_a_player (`from_user` has no seat), already_joined
        (`to_user` has one), not_host."""
        async with self._held(channel_id):
            table, _ = await self._playing(channel_id)
            if table.seat_of(from_user) is None:
                raise ServiceError("not_a_player", game_id=table.game_id)
            if table.seat_of(to_user) is not None:
                raise ServiceError("already_joined", game_id=table.game_id)
            if by_user not in (from_user, table.host_id) and not is_admin:
                raise ServiceError("not_host", game_id=table.game_id)
            if not await self.store.move_seat(table.game_id, from_user, to_user, to_name):
                raise ServiceError("already_joined", game_id=table.game_id)
            if from_user == table.host_id:
                await self.store.set_host(table.game_id, to_user)
            self._forget(table.game_id)  # the cached seats are out of date
            table, _ = await self._playing(channel_id)
            self.feed.announce(change_of(SEATS, table, seat=table.seat_of(to_user)))
            return table

    # ------------------------------------------------------------- decisions
    async def decide(
        self, channel_id: int, user_id: int, revision: int | None, decisions: list[str]
    ) -> Outcome:
        """Apply one or several decisions of a player at once (several: e.g. a whole Mayor
        arrangement), all or nothing, and store them in one write.

        `revision` is the game's revision the decisions were chosen at (None: whatever is
        current); it never comes back once left, take-backs included (the decision counter
        does). Errors: no_game, not_started, stale (args: revision, the current one),
        not_a_player, not_your_turn, illegal (args: decision, reason, legal), game_over,
        not_saved (the database refused the write: nothing changed)."""
        async with self._held(channel_id):
            table, loaded = await self._playing(channel_id)
            if revision is not None and revision != table.revision:
                raise ServiceError("stale", game_id=table.game_id, revision=table.revision)
            seat = table.seat_of(user_id)
            if seat is None:
                raise ServiceError("not_a_player", game_id=table.game_id)
            if seat in table.computers:
                raise ServiceError("computer_plays", game_id=table.game_id)
            return await self._store_decisions(table, loaded, seat, decisions)

    async def _store_decisions(self, table: Table, loaded: _Loaded, seat: int,
                               decisions: list[str], by_computer: bool = False) -> Outcome:
        """Apply a seat's decisions to a copy, store them (with who took them), then make the
        copy the game; a finished game is rated."""
        game, record, events = self._tried(loaded, seat, decisions)
        new_seq = len(record.decisions)
        try:
            stored = await self.store.save_decisions(
                table.game_id, table.seq, new_seq, record.to_json(), snapshot_of(game, new_seq),
                finished=game.is_over, by=(seat, by_computer), revision=table.revision,
            )
        except NotSaved as exc:  # the game stays as it was: the same decision may come again
            raise ServiceError("not_saved", game_id=table.game_id) from exc
        if not stored:  # another writer moved the game on: reload it next time
            self._forget(table.game_id)
            raise ServiceError("stale", game_id=table.game_id, revision=table.revision)
        table.revision = revised(table, new_seq)
        if game.is_over:
            self._forget(table.game_id)
        else:
            self._remember(table.game_id, _Loaded(game, record, new_seq, table.seats,
                                                  table.names, by_computer, len(decisions),
                                                  table.revision))
        table.game, table.record, table.seq = game, record, new_seq
        table.last_by_computer, table.last_submission = by_computer, len(decisions)
        table.status = "finished" if game.is_over else "playing"
        self.feed.announce(change_of(ENDED if game.is_over else DECIDED, table, events, seat))
        await self.sync_clocks(table)
        if game.is_over:
            table.rating_changes = await self._rated(table.game_id)
            table.voted_out = await self.voted_out_rounds(table)
        return self._outcome(table, events)

    async def undo(self, channel_id: int, user_id: int) -> tuple[Outcome, list[str]]:
        """Take back the player's last submission whole (one decision, or a whole Mayor
        arrangement submitted in one click), if the engine allows it for all of it
        (`Game.undo_refusal`): the record keeps only what stands. Returns the outcome and the
        decisions taken back, in the order they were taken.
        Errors: no_game, not_started, not_a_player, undo_refused (args: why)."""
        async with self._held(channel_id):
            table, loaded = await self._playing(channel_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise ServiceError("not_a_player", game_id=table.game_id)
            why = self._undo_refusal(table, loaded.game, seat)
            if why is not None:
                raise ServiceError("undo_refused", why=why)
            record = Record(loaded.record.setup, list(loaded.record.decisions))
            count = table.last_submission
            decisions = [text for _, text in record.decisions[-count:]]
            game = record.take_back(loaded.game, seat, count)
            new_seq = len(record.decisions)
            if not await self.store.save_decisions(table.game_id, table.seq, new_seq,
                                                   record.to_json(), snapshot_of(game, new_seq),
                                                   revision=table.revision):
                self._forget(table.game_id)
                raise ServiceError("stale", game_id=table.game_id, revision=table.revision)
            table.revision = revised(table, new_seq)
            loaded = _Loaded(game, record, new_seq, table.seats, table.names,
                             revision=table.revision)
            await self._note_last_submission(loaded, table.game_id)
            self._remember(table.game_id, loaded)
            table.game, table.record, table.seq = game, record, new_seq
            table.last_by_computer = loaded.last_by_computer
            table.last_submission = loaded.last_submission
            self.feed.announce(change_of(UNDONE, table, seat=seat))
            await self.sync_clocks(table)
            return self._outcome(table, []), decisions

    async def _note_last_submission(self, loaded: _Loaded, game_id: int) -> None:
        """What the decision log says of the record's last submission: its size (a decision
        the log lacks stands alone) and whether the computer took it."""
        count, loaded.last_by_computer = await self.store.last_submission(game_id)
        loaded.last_submission = max(count, 1)

    @staticmethod
    def _undo_refusal(table: Table, game: Game, seat: int) -> str | None:
        """The engine's reason (`Game.undo_refusal`) for the last submission, or the
        service's own: the computer plays his seat now ("replaced"), or took his seat's last
        decision ("computer")."""
        why = game.undo_refusal(seat, table.last_submission)
        if why is not None:
            return why
        if seat in table.computers:
            return "replaced"
        return "computer" if table.last_by_computer else None

    async def _rated(self, game_id: int) -> list[Change]:
        """Rate a game that just ended; a failure leaves it to `prbot ratings rebuild`
        rather than stop the game's last message."""
        try:
            return await self.community.rate_finished(game_id)
        except Exception:
            log.exception("game %s could not be rated", game_id)
            return []

    # ------------------------------------------------------------- computers
    async def replace(self, channel_id: int, by_user: int, user: int, level: str,
                      is_admin: bool) -> Table:
        """Let the computer play a player's seat at `level` (he is away) until he takes it
        back. The host or an admin only. Errors: no_game, not_started, not_a_player, not_host,
        bad_option (an unknown level), computer_plays (it does already)."""
        if level not in LEVELS:
            raise ServiceError("bad_option", option="level")
        async with self._held(channel_id):
            table, _ = await self._playing(channel_id)
            if table.seat_of(user) is None or user < 0:
                raise ServiceError("not_a_player", game_id=table.game_id)
            if by_user != table.host_id and not is_admin:
                raise ServiceError("not_host", game_id=table.game_id)
            if not await self.store.set_computer(table.game_id, user, level, "person"):
                raise ServiceError("computer_plays", game_id=table.game_id)
            table, _ = await self._playing(channel_id)
            self.feed.announce(change_of(SEATS, table, seat=table.seat_of(user)))
            await self.sync_clocks(table)
            return table

    async def take_back(self, channel_id: int, by_user: int, user: int,
                        is_admin: bool) -> Table:
        """A player plays his seat again after the computer played it; he himself, the host
        or an admin may give it back. Errors: no_game, not_started, not_a_player, not_host,
        not_replaced (the computer does not play that seat)."""
        async with self._held(channel_id):
            table, _ = await self._playing(channel_id)
            if table.seat_of(user) is None or user < 0:
                raise ServiceError("not_a_player", game_id=table.game_id)
            if by_user not in (user, table.host_id) and not is_admin:
                raise ServiceError("not_host", game_id=table.game_id)
            if await self.voted_out(table, table.seat_of(user)):
                raise ServiceError("voted_out", game_id=table.game_id)
            if table.seat_of(user) in table.computers:
                await self.seat_returns(table, table.seat_of(user))
            if not await self.store.set_computer(table.game_id, user, None, "computer"):
                raise ServiceError("not_replaced", game_id=table.game_id)
            table, _ = await self._playing(channel_id)
            self.feed.announce(change_of(SEATS, table, seat=table.seat_of(user)))
            await self.sync_clocks(table)
            return table

    async def computer_turn(self, channel_id: int) -> Outcome | None:
        """If the computer plays a seat that must decide now, its decisions (one, or a run of
        them the same step asks in a row), thought out away from the event loop and stored
        like anyone's; None when no computer is asked.

        The thinking happens outside the game's lock; the decisions are applied only if the
        game still stands where they were thought out (same revision, the seat still the
        computer's), else they are thought out again: a decision is never taken twice, and
        a player's decision that came in meanwhile is never lost."""
        while True:
            async with self._held(channel_id):
                table, loaded = await self._playing(channel_id)
                seat = table.computer_pending
                if seat is None:
                    return None
                revision, level = table.revision, table.computers[seat]
                state = loaded.game.to_json()
                seed = seat_seed(loaded.record.setup.seed, seat)
            decisions = await self.think(state, seat, level, seed)
            async with self._held(channel_id):
                table, loaded = await self._playing(channel_id)
                if table.revision == revision and table.computers.get(seat) == level:
                    return await self._store_decisions(table, loaded, seat, decisions,
                                                       by_computer=True)

    async def think(self, state: str, seat: int, level: str, seed: int) -> list[str]:
        """Run the computer player in the service's executor (threads unless one is given;
        the bot gives a process)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, decide_in_a_row, state, seat, level,
                                          seed)

    @staticmethod
    def _tried(loaded: _Loaded, seat: int, decisions: list[str]):
        """The decisions applied to a copy of the game and record: (game, record, events).
        The cached game is left as it was whatever happens."""
        if not decisions:
            raise ServiceError("illegal", decision="", reason="no decision", legal=[])
        game = loaded.game
        if seat not in game.pending() and decisions[0] not in game.free(seat):
            raise ServiceError("not_your_turn", decision=decisions[0])
        game = loaded.game.clone()
        record = Record(loaded.record.setup, list(loaded.record.decisions))
        events: list[dict] = []
        for decision in decisions:
            try:
                events += record.play(game, seat, decision)
            except IllegalDecision as exc:
                raise ServiceError(
                    exc.code, decision=decision, reason=exc.reason, legal=exc.legal
                ) from exc
        return game, record, events

    @staticmethod
    def _outcome(table: Table, events: list[dict]) -> Outcome:
        game = table.game
        over = bool(game and game.is_over)
        return Outcome(
            table=table, events=events, phase_ended=phase_ended(events), game_over=over,
            pending_users=table.pending_users, seq=table.seq,
        )

    # ------------------------------------------------------------- players
    async def set_notify(self, user_id: int, on: bool) -> None:
        """Turn a player's DM pings on or off."""
        await self.store.set_user(user_id, "notify", int(on))

    async def set_language(self, user_id: int, lang: str | None) -> None:
        """A player's language for private replies (None: follow Discord's locale). Errors:
        bad_language."""
        if lang is not None and lang not in LANGUAGES:
            raise ServiceError("bad_language", lang=lang, languages=list(LANGUAGES))
        await self.store.set_user(user_id, "lang", lang)

    async def user(self, user_id: int) -> UserPrefs:
        """A player's preferences (defaults: no language, DM pings on, DMs not blocked)."""
        row = await self.store.user(user_id)
        return UserPrefs(row.user_id, row.lang, row.notify, row.dm_blocked)

    async def mark_dm_blocked(self, user_id: int, blocked: bool) -> None:
        """Remember that Discord refused (or accepts again) DMs to a player."""
        await self.store.set_user(user_id, "dm_blocked", int(blocked))

    async def claim_ping(self, game_id: int, revision: int, user_id: int) -> bool:
        """True exactly once per (game, revision, user): whether to ping that player now. By
        the revision, which never comes back: after a take-back, a new decision at the same
        decision counter is pinged for anew. ServiceError("no_game") for an unknown game."""
        try:
            return await self.store.claim_ping(game_id, revision, user_id)
        except Conflict as exc:
            raise ServiceError("no_game", game_id=game_id) from exc

    async def set_prompt_message(self, game_id: int, message_id: int | None,
                                 seq: int | None = None, reopens: tuple | None = None,
                                 taken_back: tuple = ()) -> None:
        """Remember the public prompt message of a game (None: none), the decision counter
        (`seq`) its prompts were posted for, `reopens` (`messages.Turn.reopens`) and the
        take-back lines it shows (`messages.taken_back_marks`)."""
        await self.store.set_prompt_message(game_id, message_id, seq,
                                            json.dumps(reopens) if reopens else None,
                                            json.dumps(taken_back) if taken_back else None)

    async def prompt_reopens(self, game_id: int) -> tuple[tuple | None, tuple]:
        """What `set_prompt_message` kept as `reopens` and `taken_back`."""
        reopens, taken_back = await self.store.prompt_reopens(game_id)
        return (reopened(json.loads(reopens)) if reopens else None,
                marks(json.loads(taken_back)) if taken_back else ())

    async def due_reminders(self, every: timedelta, most: int,
                            clock: Callable[[], datetime] = utc_now) -> list[Reminder]:
        """The reminders due now: a decision has waited `every` on a player who wants DMs, and
        `every` has passed since his last reminder about it, at most `most` times a decision.
        Each is counted as sent when returned."""
        now = clock()
        due_before = timestamp(now - every)
        reminders = []
        for game_id, channel_id in await self.store.waiting_since(due_before, self.shards):
            try:
                table = await self.table(channel_id)
            except ServiceError:
                continue  # a game that cannot be loaded is reported when someone acts in it
            if table.game_id != game_id or pace_of(table):  # a timed game's clock reminds
                continue
            for user in table.pending_users:
                prefs = await self.user(user)
                if not prefs.notify or prefs.dm_blocked:
                    continue
                number = await self.store.claim_reminder(
                    game_id, table.seq, user, timestamp(now), due_before, most)
                if number is not None:
                    reminders.append(Reminder(table, user, number, prefs.lang))
        return reminders

    async def games_with_computers(self) -> list[tuple[int, int]]:
        """(game id, channel id) of the games in play where the computer plays a seat."""
        return await self.store.games_with_computers(self.shards)

    async def unposted_endings(self) -> list[tuple[int, int]]:
        """(game id, channel id) of finished games whose final message was not posted (the
        bot stopped in between)."""
        return await self.store.unposted_endings(self.shards)

    async def ended_table(self, game_id: int) -> Table:
        """A finished game as its final message shows it: the game at its end, and what it
        changed in the ratings as the store keeps it (rated now if the bot stopped before).
        Errors: no_game (no such finished game), corrupt_game."""
        row = await self.store.game(game_id)
        if row is None or row.status != "finished":
            raise ServiceError("no_game", game_id=game_id)
        table, _ = await self._table(row)
        loaded = load_game(row.id, *await self.store.game_data(row.id))
        table.game, table.record = loaded.game, loaded.record
        await self._rated(game_id)
        table.rating_changes = await self.community.changes(game_id)
        return table

    async def unprompted_games(self) -> list[tuple[int, int]]:
        """(game id, channel id) of games in play whose prompts were not posted after their
        last decision (the bot stopped in between)."""
        return await self.store.unprompted_games(self.shards)
