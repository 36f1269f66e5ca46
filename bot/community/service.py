"""The community features over the store: a finished game rated, ratings rebuilt from the
records, a server's leaderboard and a player's statistics.

Finished games never change, so their summaries (a replay each) are kept in a bounded cache.
Ratings are read and written under one lock, so two games ending at once are rated one after
the other, as a rebuild rates them.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field

from ..game.errors import GameError
from ..game.record import Record
from ..recent import Recent
from ..store import GameRow, Store
from .ratings import ALL, Change, Rating, rate, rate_all
from .stats import PlayerStats, player_stats
from .summary import GameSummary, Logged, summarize

log = logging.getLogger(__name__)

# Finished games' summaries kept: about 13 kB a game (measured on 3- to 5-player games), so
# about 3.5 MB at most; /pr stats replays the games of a player beyond them (7-9 ms a game).
# Only what the statistics read is kept: a game's rating at its end summarizes it once and
# keeps nothing, or a bot would fill the cache with every game it ends, read or not (the
# largest of what grew from game 100 to game 400 of `prbot bench service --finished`).
SUMMARIES_KEPT = 256
TREND = 5  # the leaderboard's trend: the rating's changes over a player's last games


@dataclass
class Standing:
    """A line of the leaderboard."""

    rank: int
    user_id: int
    name: str
    rating: Rating
    trend: list[int] = field(default_factory=list)  # the last games' changes, oldest first


@dataclass
class Leaderboard:
    guild_id: int
    pool: str
    pools: list[str]
    standings: list[Standing]

    def top(self, count: int, user_id: int) -> list[Standing]:
        """The first `count` lines, and the caller's own line after them if he is lower."""
        shown = self.standings[:count]
        own = next((s for s in self.standings[count:] if s.user_id == user_id), None)
        return shown + ([own] if own else [])


def change_of(row: tuple, games: int = 0, wins: int = 0) -> Change:
    game_id, pool, user, place, mu0, sigma0, mu, sigma = row
    return Change(game_id, pool, user, place, Rating(mu0, sigma0), Rating(mu, sigma, games, wins))


def change_row(change: Change) -> tuple:
    return (change.game_id, change.pool, change.user_id, change.place, change.before.mu,
            change.before.sigma, change.after.mu, change.after.sigma)


def rating_rows(known: dict[tuple[str, int], Rating]) -> list[tuple]:
    return [(pool, user, r.mu, r.sigma, r.games, r.wins) for (pool, user), r in known.items()]


class Community:
    """Ratings, leaderboards and statistics of the servers, over a `Store`."""

    def __init__(self, store: Store, cache_size: int = SUMMARIES_KEPT) -> None:
        self.store = store
        self._summaries: Recent = Recent(cache_size)
        self._rating = asyncio.Lock()

    # ------------------------------------------------------------- summaries
    async def summary(self, row: GameRow, record_json: str, started_at: str | None,
                      keep: bool = True) -> GameSummary | None:
        """A finished game's summary (None, and a warning, if its record cannot be replayed);
        kept for the next time unless `keep` is false."""
        cached = self._summaries.get(row.id)
        if cached is None:
            seats = await self.store.seats(row.id)
            entries = [Logged(*entry) for entry in await self.store.decision_log(row.id)]
            try:
                cached = await asyncio.to_thread(
                    summarize, row.id, row.guild_id, Record.from_json(record_json),
                    [s.user_id for s in seats], [s.display_name for s in seats], entries,
                    started_at, row.updated_at)
            except (GameError, ValueError, KeyError, TypeError) as exc:
                log.warning("game %s cannot be summarized: %s", row.id, exc)
                return None
            cached.link = (row.guild_id, row.channel_id, row.prompt_message_id)
        if keep:
            self._summaries[row.id] = cached
        return cached

    async def finished(self, guild_id: int | None = None,
                       user_id: int | None = None) -> list[GameSummary]:
        """The summaries of a guild's finished games (or of every guild's; with `user_id`,
        of the ones he played), in finishing order."""
        found = []
        for row, record_json, started_at in await self.store.finished_records(
                guild_id, user_id=user_id):
            summary = await self.summary(row, record_json, started_at)
            if summary is not None:
                found.append(summary)
        return found

    # ------------------------------------------------------------- ratings
    async def rate_finished(self, game_id: int) -> list[Change]:
        """Rate a game that just finished (once: a game rated already changes nothing); the
        changes it made."""
        found = await self.store.finished_records(game_id=game_id)
        if not found or found[0][0].guild_id is None:
            return []
        row = found[0][0]
        async with self._rating:
            if await self.store.rating_changes(game_id=game_id):
                return []
            summary = await self.summary(*found[0], keep=False)
            if summary is None:
                return []
            known = await self.known(row.guild_id)
            changes = rate(summary, known)
            after = {(c.pool, c.user_id): c.after for c in changes}
            await self.store.save_rating_changes(
                row.guild_id, [change_row(c) for c in changes], rating_rows(after))
        return changes

    async def known(self, guild_id: int) -> dict[tuple[str, int], Rating]:
        """A guild's ratings in every pool."""
        known = {}
        for pool in await self.store.rating_pools(guild_id):
            for user, mu, sigma, games, wins in await self.store.ratings(guild_id, pool):
                known[(pool, user)] = Rating(mu, sigma, games, wins)
        return known

    async def rebuild(self, guild_id: int | None = None) -> dict[int, int]:
        """Rate again, from nothing, every finished game of a guild (or of every guild) from
        its record and decision log; the number of games rated per guild."""
        games = await self.finished(guild_id)
        rated: dict[int, int] = {}
        async with self._rating:
            for guild in sorted({g.guild_id for g in games}):
                known, changes = rate_all([g for g in games if g.guild_id == guild])
                await self.store.save_rating_changes(
                    guild, [change_row(c) for c in changes], rating_rows(known), rebuild=True)
                rated[guild] = len({c.game_id for c in changes})
        return rated

    # ------------------------------------------------------------- reading
    async def leaderboard(self, guild_id: int, pool: str = ALL) -> Leaderboard:
        """A guild's players in a pool, best rating first."""
        pools = await self.store.rating_pools(guild_id)
        names = await self.store.latest_names(guild_id)
        trends: dict[int, list[int]] = {}
        for row in await self.store.rating_changes(guild_id=guild_id, pool=pool):
            trends.setdefault(row[2], []).append(change_of(row).delta)
        ratings = [(user, Rating(mu, sigma, games, wins))
                   for user, mu, sigma, games, wins in await self.store.ratings(guild_id, pool)]
        ratings.sort(key=lambda item: (-item[1].shown, -item[1].games, item[0]))
        standings = [Standing(rank, user, names.get(user, str(user)), rating,
                              trends.get(user, [])[-TREND:])
                     for rank, (user, rating) in enumerate(ratings, start=1)]
        return Leaderboard(guild_id, pool, pools, standings)

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats | None:
        """A player's statistics over a guild's finished games (None: he played none); only
        his games are read and summarized."""
        return player_stats(user_id, await self.finished(guild_id, user_id))

    async def changes(self, game_id: int, pool: str = ALL) -> list[Change]:
        """What a game changed in a pool's ratings."""
        return [change_of(row) for row in await self.store.rating_changes(game_id=game_id,
                                                                          pool=pool)]
