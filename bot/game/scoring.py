"""Final scoring (ESC "Final de la partida", the five large buildings).

VP chips + the buildings' VP, occupied or not + the bonus of each *occupied* large building (an
empty one is listed as such: its bonus is 0). Ties are broken by doubloons + barrels; a tie on both
is a shared win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import BUILDINGS

if TYPE_CHECKING:
    from .state import GameState, Player


def guild_hall(player: Player) -> int:
    """+1 per small and +2 per large production building, occupied or not."""
    kinds = [BUILDINGS[b] for b in player.city if BUILDINGS[b].production]
    return sum(1 if kind.small_production else 2 for kind in kinds)


def residence(player: Player) -> int:
    """4/5/6/7 VP for up to 9/10/11/12 filled island spaces."""
    return 4 + max(0, len(player.island) - 9)


def fortress(player: Player) -> int:
    """+1 per three colonists the player owns, San Juan included."""
    return player.colonists() // 3


def customs_house(player: Player) -> int:
    """+1 per 4 VP earned as chips during the game."""
    return player.vp // 4


def city_hall(player: Player) -> int:
    """+1 per violet building, itself included."""
    return sum(1 for b in player.city if BUILDINGS[b].violet)


LARGE_BUILDING_BONUS = {
    "guild_hall": guild_hall,
    "residence": residence,
    "fortress": fortress,
    "customs_house": customs_house,
    "city_hall": city_hall,
}


def large_buildings(player: Player) -> int:
    """How many large buildings (those with an end-of-game bonus) the player has built."""
    return sum(1 for building in player.city if building in LARGE_BUILDING_BONUS)


def unoccupied(player: Player) -> list[str]:
    """The player's large buildings whose bonus is lost for want of a colonist (every large
    building with a circle has a bonus; the Statue has no circle and no bonus)."""
    return [b for b in player.city
            if BUILDINGS[b].large and BUILDINGS[b].circles and not player.active(b)]


def score(player: Player, terms: tuple = ()) -> dict:
    """A player's score; `terms` are the expansions' bonus functions (the Cloister's)."""
    bonuses = {
        building: bonus(player)
        for building, bonus in LARGE_BUILDING_BONUS.items()
        if player.active(building)
    }
    for term in terms:
        bonuses.update(term(player))
    buildings = sum(BUILDINGS[b].vp for b in player.city)
    return {
        "chips": player.vp,
        "buildings": buildings,
        "bonuses": bonuses,
        "unoccupied": unoccupied(player),
        "total": player.vp + buildings + sum(bonuses.values()),
        "tiebreak": player.doubloons + player.barrels(),
    }


def final_scores(state: GameState, terms: tuple = ()) -> list[dict]:
    """One row per seat, in seat order, with `winner` set for every winner."""
    rows = [{"seat": seat, **score(p, terms)} for seat, p in enumerate(state.players)]
    best = max((row["total"], row["tiebreak"]) for row in rows)
    for row in rows:
        row["winner"] = (row["total"], row["tiebreak"]) == best
    return rows


def win_shares(rows: list[dict]) -> list[float]:
    """Each seat's share of the win in `final_scores` rows: a tie shares it equally."""
    winners = sum(1 for row in rows if row["winner"])
    return [1 / winners if row["winner"] else 0.0 for row in rows]


def lead(rows: list[dict], seat: int) -> int:
    """The VP `seat` scored over the best of the others in `final_scores` rows (below zero
    when behind)."""
    return rows[seat]["total"] - max(row["total"] for row in rows if row["seat"] != seat)
