"""A player's statistics over a server's finished games. Pure: from game summaries.

Shipping and building VP: the VP chips a player won during the game (shipping, mostly; a few
buildings of the expansions pay chips too) against the VP of his buildings and their bonuses at
the end. Time to decide: from the moment the game started waiting on him (his turn came, or he
was asked again after his own decision) to his decision, over the decisions he took himself;
what he submitted together (a whole Mayor arrangement in one click) is one decision.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from statistics import median

from .summary import GameSummary, SeatSummary


@dataclass
class Tally:
    """Games, wins, and the sums that make averages, for one player count (or all)."""

    games: int = 0
    wins: int = 0
    vp: int = 0
    places: int = 0

    def add(self, seat: SeatSummary) -> None:
        self.games += 1
        self.wins += int(seat.won)
        self.vp += seat.total
        self.places += seat.place

    @property
    def average_vp(self) -> float:
        return self.vp / self.games if self.games else 0.0

    @property
    def average_place(self) -> float:
        return self.places / self.games if self.games else 0.0


@dataclass
class PlayerStats:
    user_id: int
    name: str
    overall: Tally = field(default_factory=Tally)
    by_players: dict[int, Tally] = field(default_factory=dict)
    roles: Counter = field(default_factory=Counter)
    roles_in_wins: Counter = field(default_factory=Counter)
    built: Counter = field(default_factory=Counter)
    buildings_in_wins: Counter = field(default_factory=Counter)
    chips: int = 0
    building_vp: int = 0
    waits: list[float] = field(default_factory=list)
    best: GameSummary | None = None
    best_key: tuple[bool, int] = (False, -1)  # (won, VP) of the best game
    themes: Counter = field(default_factory=Counter)  # his games by edition

    @property
    def theme(self) -> str:
        """The edition whose names his statistics speak: the one most of his games were
        played in (1897's on a tie, `_most`)."""
        return _most(self.themes) or "classic"

    @property
    def favourite_role(self) -> str | None:
        return _most(self.roles)

    @property
    def winning_role(self) -> str | None:
        return _most(self.roles_in_wins)

    @property
    def favourite_building(self) -> str | None:
        return _most(self.built)

    @property
    def winning_building(self) -> str | None:
        return _most(self.buildings_in_wins)

    @property
    def shipping_share(self) -> float:
        """The share of his VP won as chips (0..1)."""
        total = self.chips + self.building_vp
        return self.chips / total if total else 0.0

    @property
    def median_wait(self) -> float | None:
        return median(self.waits) if self.waits else None


def _most(counter: Counter) -> str | None:
    """The most frequent, the first in alphabetical order among equals (a stable answer)."""
    if not counter:
        return None
    return min(counter, key=lambda key: (-counter[key], key))


def player_stats(user_id: int, games: list[GameSummary]) -> PlayerStats | None:
    """A player's statistics over these games (None if he played none of them). His best game
    is the one he scored most VP in among his wins, else among all."""
    stats: PlayerStats | None = None
    for game in games:
        seat = next((s for s in game.seats if s.user_id == user_id), None)
        if seat is None:
            continue
        stats = stats or PlayerStats(user_id, seat.name)
        stats.name = seat.name  # the latest name he played under
        _add(stats, game, seat)
    return stats


def _add(stats: PlayerStats, game: GameSummary, seat: SeatSummary) -> None:
    stats.overall.add(seat)
    stats.themes[game.theme] += 1
    stats.by_players.setdefault(game.players, Tally()).add(seat)
    stats.roles.update(seat.roles)
    stats.built.update(seat.built)
    if seat.won:
        stats.roles_in_wins.update(seat.roles)
        stats.buildings_in_wins.update(set(seat.city))
    stats.chips += seat.chips
    stats.building_vp += seat.building_vp
    stats.waits += seat.waits
    key = (seat.won, seat.total)
    if stats.best is None or key > stats.best_key:
        stats.best, stats.best_key = game, key
