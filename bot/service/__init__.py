"""The game service: the one place that loads a game, applies decisions under a lock, stores
them, and says what to post and whom to ping. Front ends (Discord cogs, a terminal, benches)
call its parts with ids and decision texts and present what they return:

    service.lobby      new_lobby, join, leave, start, cancel, seat_record (lobby.py)
    service.play       decide, undo, legal, computer_turn               (play.py)
    service.seats      hand_over, replace, take_back                    (seats.py)
    service.clock      tick, set_away, set_quiet, vote_out, deadlines   (clock.py)
    service.players    prefs, pings, prompt messages, reminders        (players.py)
    service.recovery   restart passes, ended tables, history            (recovery.py)
    service.reviews    the coach's reviews of ended games: state, review (reviews.py)
    service.own_games  a player's games on every server                 (own_games.py)
    service.tables     the core they share: table(), locks, cache, now  (tables.py)
    service.community  ratings, leaderboards, stats                     (bot/community)

`GameService` only builds and holds them. Each part is given the core (`Tables`: the store,
the feed, the per-game locks, the cache, `now`) and the parts it builds on in its constructor;
no part imports one that builds on it, so the parts stand in layers: tables, then clock, then
the others.

Errors are `ServiceError`s (bot/service_errors.py) with a stable `code` (the id of a message in
`bot/locales/`) and `args_`, the message's arguments:

    no_game, game_exists, not_started, already_started, full, already_joined, not_joined,
    not_host, too_few_players, not_a_player, not_your_turn, illegal, game_over, stale,
    corrupt_game, bad_theme, bad_language, bad_option, bad_max_players, computer_plays,
    not_replaced

After each change it stores (a decision, a take-back, a game started, ended or cancelled, a
seat handed to the computer or back) the service publishes one `feed.Change` on `feed`, once
the game's lock is let go (bot/feed/).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from concurrent.futures import Executor

from ..community.service import Community
from ..feed import Feed, lanes_of
from ..shards import Shards
from ..store import Store, is_postgres
from .clock import Timekeeper
from .lobby import Lobbies
from .own_games import PlayerGames
from .play import Play
from .players import Players
from .recovery import Recovery
from .reviews import Reviews
from .seats import Seats
from .tables import Locks, Tables, load_game, snapshot_of
from .views import (
    COMPUTER_MARK,
    EXPANSIONS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    History,
    Lobby,
    Outcome,
    Reminder,
    Table,
    UserPrefs,
    utc_now,
)

__all__ = [
    "COMPUTER_MARK", "EXPANSIONS", "MAX_PLAYERS", "MIN_PLAYERS", "GameService", "History",
    "Lobby", "Locks", "Outcome", "Reminder", "Table", "UserPrefs", "load_game", "random_seed",
    "snapshot_of", "utc_now",
]


def random_seed() -> int:
    """A fresh game seed from the operating system."""
    return secrets.randbits(63)


class GameService:
    """Lobbies, games in play, decisions, seats, the clock, players and restarts, over a
    `Store`: the parts, built once and held."""

    def __init__(
        self,
        store: Store,
        cache_size: int = 128,
        seed_source: Callable[[], int] = random_seed,
        executor: Executor | None = None,
        shards: Shards | None = None,
        now: Callable[[], int] | None = None,
        feed: Feed | None = None,
        review_workers: int = 0,
    ) -> None:
        self.store = store
        self.shards = shards  # the servers whose games this process looks after unasked
        # a front end may hand over the feed it listens to; a process holding some of the
        # shards shows their changes in its share of the lanes (Discord's limit is the bot's)
        self.feed = feed or Feed(lanes=lanes_of(shards))
        self.community = Community(store)
        self.tables = Tables(store, self.feed, cache_size, shards, now)
        self.clock = Timekeeper(self.tables)
        self.lobby = Lobbies(self.tables, self.clock, seed_source)
        self.play = Play(self.tables, self.clock, self.community, executor)
        self.seats = Seats(self.tables, self.clock)
        self.players = Players(self.tables)
        self.recovery = Recovery(self.tables, self.community)
        # the reviews' worker processes (none: this process makes no review, reads them)
        self.reviews = Reviews(self.tables, review_workers)
        self.own_games = PlayerGames(self.tables, self.clock, self.reviews)

    async def connect_feed(self, url: str) -> None:
        """Let the feed reach the other processes on the PostgreSQL database of `url`, and
        theirs reach this one's subscribers; nothing on SQLite (one process: the feed stays
        in process)."""
        if is_postgres(url):
            from ..feed.postgres import PostgresRelay  # asyncpg is only needed for PostgreSQL

            self.feed.relay = await PostgresRelay.start(self.tables, url)
