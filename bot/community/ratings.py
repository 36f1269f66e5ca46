"""Ratings per server with OpenSkill's Plackett-Luce model (a Weng-Lin Bayesian rating for
games of several players): each finished game updates its people's ratings from the final
order.

A rating is a skill `mu` and an uncertainty `sigma` (25 and 25/3 for a newcomer). The number
shown is conservative: `1500 + 20 × (mu − 3 × sigma)`, so a newcomer shows 1500 and climbs as
he wins and as the uncertainty about him shrinks; three standard deviations mean a player is
very unlikely to be weaker than his number.

Only people's seats are rated, among themselves: a seat the computer played for more than a
third of its decisions is left out, as if it had not been at the table, and a game with fewer
than two rated seats changes nothing. A server keeps several pools of ratings, each a page of
its leaderboard: every game ("all"), games with the 1897 names ("1897"), and each set of
expansions played together ("x:festival+nobles").
"""

from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

from .summary import GameSummary

MODEL = PlackettLuce()
BASE, SCALE, Z = 1500, 20, 3
ALL = "all"
EXPANSION_POOL = "x:"


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0

    @property
    def shown(self) -> int:
        return shown(self.mu, self.sigma)


NEWCOMER = Rating(MODEL.mu, MODEL.sigma)


@dataclass(frozen=True)
class Change:
    """One player's rating in one pool before and after a game."""

    game_id: int
    pool: str
    user_id: int
    place: int
    before: Rating
    after: Rating

    @property
    def delta(self) -> int:
        return self.after.shown - self.before.shown


def shown(mu: float, sigma: float) -> int:
    """The conservative rating a player sees."""
    return round(BASE + SCALE * (mu - Z * sigma))


def pools(theme: str, expansions: tuple[str, ...]) -> list[str]:
    """The leaderboard pages a game counts in."""
    found = [ALL]
    if theme == "1897":
        found.append("1897")
    if expansions:
        found.append(EXPANSION_POOL + "+".join(sorted(expansions)))
    return found


def rated_seats(game: GameSummary) -> list:
    """The people's seats rated in a game: none when fewer than two remain."""
    people = [seat for seat in game.seats if seat.person]
    return people if len(people) >= 2 else []


def rate(game: GameSummary, known: dict[tuple[str, int], Rating]) -> list[Change]:
    """The changes a finished game makes to the ratings `known` (by (pool, user); a player
    not in it is a newcomer). `known` is left as it was."""
    seats = rated_seats(game)
    if not seats or game.guild_id is None:
        return []
    changes = []
    for pool in pools(game.theme, game.expansions):
        before = [known.get((pool, seat.user_id), NEWCOMER) for seat in seats]
        teams = [[MODEL.create_rating([r.mu, r.sigma])] for r in before]
        after = MODEL.rate(teams, ranks=[seat.place for seat in seats])
        for seat, old, (new,) in zip(seats, before, after, strict=True):
            rating = Rating(new.mu, new.sigma, old.games + 1, old.wins + int(seat.won))
            changes.append(Change(game.game_id, pool, seat.user_id, seat.place, old, rating))
    return changes


def rate_all(games: list[GameSummary]) -> tuple[dict[tuple[str, int], Rating], list[Change]]:
    """Every game rated in order from nothing: the ratings at the end and every change."""
    known: dict[tuple[str, int], Rating] = {}
    changes: list[Change] = []
    for game in games:
        made = rate(game, known)
        known.update({(c.pool, c.user_id): c.after for c in made})
        changes += made
    return known, changes
