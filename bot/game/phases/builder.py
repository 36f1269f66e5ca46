"""The Builder: one building per player (ESC "El constructor", "Cantera", "Universidad").

Cost = printed cost − 1 for the Builder − occupied quarries (at most the building's column),
never below 0. Never two of a kind in one city; a large building needs two free spaces.
An occupied University adds one colonist to the building just built. Filling the 12th city
space ends the game after this round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import BUILDINGS, CITY_SPACES, QUARRY
from .roles import end_role
from .turns import end_turn, optional

if TYPE_CHECKING:
    from ..engine import Game
    from ..state import Player

COLONIST = "+colonist"


def begin(game: Game, privilege: bool) -> None:
    s = game.state
    s.step = "builder"
    s.turn = game.clockwise_from(s.chooser)


def cost(player: Player, building: str, builder: bool) -> int:
    return discounted(building, player.occupied_tiles(QUARRY), builder)


def discounted(building: str, quarries: int, builder: bool) -> int:
    kind = BUILDINGS[building]
    return max(0, kind.cost - min(quarries, kind.column) - (1 if builder else 0))


def options(game: Game, seat: int) -> list[str]:
    s = game.state
    player = s.players[seat]
    free = player.free_city_spaces()
    if not free:
        return []
    builder = seat == s.chooser
    university = player.active("university") and (s.colonist_supply or s.colonist_ship)
    quarries = player.occupied_tiles(QUARRY)
    result = []
    for building, left in s.buildings.items():
        if (
            left
            and building not in player.city
            and (2 if BUILDINGS[building].large else 1) <= free
            and discounted(building, quarries, builder) <= player.doubloons
        ):
            result.append(f"build {building}")
            if university:
                result.append(f"build {building} {COLONIST}")
    return optional(result)


def act(game: Game, seat: int, words: list[str]) -> None:
    s = game.state
    if end_turn(game, seat, words):
        return
    player = s.players[seat]
    building = words[1]
    price = cost(player, building, seat == s.chooser)
    player.doubloons -= price
    s.buildings[building] -= 1
    player.city[building] = 0
    colonist = COLONIST in words and game.take_colonist() is not None
    if colonist:
        player.city[building] = 1
    game.emit("built", seat=seat, building=building, cost=price, colonist=colonist)
    game.rules.call("built", game, seat, building)
    if player.city_spaces_used() == CITY_SPACES:
        game.trigger_end("city")


def finish(game: Game) -> None:
    end_role(game)
