"""The Festival's three goals, "se pueden completar en cualquier orden", each won by the first
player to reach it, at that very moment; then "colocad la loseta o los barriles correspondientes
de nuevo en su reserva o en el tablero central" (ES97 "4.ª expansión: EL FESTIVAL").

- Plantations (`planted` hook): "El primer jugador que tenga tres plantaciones del tipo
  seleccionado en su isla, obtiene como recompensa tres trabajadores de la reserva común (siempre
  que queden suficientes) y los coloca inmediatamente sobre su isla (o su retrato)." The tile
  goes back into the face-down plantations at a seeded random place.
- Goods (`produced` hook): "El primer jugador que produzca en una fase de producción al menos los
  tres barriles correspondientes ... obtiene como recompensa tres monedas". Checked as each player
  takes his production, in turn from the Craftsman, and for the Craftsman again once his extra
  barrel is taken (`harvested`): the book counts the privilege's barrel as produced ("los
  barriles extra por la ventaja del Productor", Destilería). The three barrels go back to the
  supply at once, before the next player produces.
- Buildings (`built` hook): "El primer jugador que construya durante una fase de construcción el
  mismo edificio ... obtiene como recompensa tres puntos de victoria". The tile goes back to the
  board, or back to the box when it came from the unused copies (2 players, F7, F9).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from .. import placement
from .board import from_unused_copies

if TYPE_CHECKING:
    from ...engine import Game

PLANTATION, GOODS_GOAL, BUILDING = "plantation", "goods", "building"
GOALS = (PLANTATION, GOODS_GOAL, BUILDING)
PLANTATIONS_NEEDED = 3
COLONISTS = 3
DOUBLOONS = 3
VP = 3


def open_goal(game: Game, goal: str) -> bool:
    festival = game._state.festival
    return bool(festival) and goal not in festival["won"]


def planted(game: Game, seat: int, tile: str) -> None:
    s = game._state
    kind = s.festival["plantation"]
    if tile != kind or not open_goal(game, PLANTATION):
        return
    if sum(1 for t, _ in s.players[seat].island if t == kind) < PLANTATIONS_NEEDED:
        return
    s.festival["won"][PLANTATION] = seat
    game.reveal("festival")
    rng = random.Random(f"{s.seed}:festival-plantation")
    s.plantation_pile.insert(rng.randrange(len(s.plantation_pile) + 1), kind)
    colonists = min(COLONISTS, s.colonist_supply)
    s.colonist_supply -= colonists
    game.emit("festival_won", seat=seat, goal=PLANTATION, reward=colonists)
    placement.begin(game, seat, colonists, placement.TO_SAN_JUAN, source="festival",
                    resume=True)


def produced(game: Game, seat: int, goods: dict[str, int]) -> None:
    s = game._state
    if not open_goal(game, GOODS_GOAL):
        return
    wanted = Counter(s.festival["barrels"])
    if any(goods.get(good, 0) < count for good, count in wanted.items()):
        return
    s.festival["won"][GOODS_GOAL] = seat
    for good in s.festival["barrels"]:
        s.goods_supply[good] += 1
    s.players[seat].doubloons += DOUBLOONS
    game.emit("festival_won", seat=seat, goal=GOODS_GOAL, reward=DOUBLOONS)


def built(game: Game, seat: int, building: str) -> None:
    """Every building is built in a Builder phase ("durante una fase de construcción", F7):
    the hook is called from nowhere else."""
    s = game._state
    if building != s.festival.get("building") or not open_goal(game, BUILDING):
        return
    s.festival["won"][BUILDING] = seat
    if not from_unused_copies(game, building):
        s.buildings[building] += 1
    game.emit("festival_won", seat=seat, goal=BUILDING, reward=VP)
    game.award_vp(seat, VP)
