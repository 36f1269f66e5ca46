"""The Builder: one building per player (ESC "El constructor", "Cantera", "Universidad").

Cost = printed cost − 1 for the Builder (his privilege, doubled by a Library) − occupied
quarries (at most the building's column), never below 0. Never two of a kind in one city; a
large building needs two free spaces. An occupied University adds one colonist to the building
just built. Filling the 12th city space ends the game after this round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import BUILDINGS, CITY_SPACES, QUARRY
from .roles import end_role
from .turns import end_turn, optional

if TYPE_CHECKING:
    from ..engine import Game

COLONIST = "+colonist"
NOBLE = "+noble"  # expansion II: the University's colonist may be a noble
# What a building's price is made of, as plain tuples: the Builder prices them all every turn.
_PRICING = {kind.id: (kind.cost, kind.column, kind.large) for kind in BUILDINGS.values()}
_BUILD_TEXT = {building: f"build {building}" for building in BUILDINGS}


def begin(game: Game, privilege: str | None) -> None:
    s = game._state
    s.step = "builder"
    s.turn = game.clockwise_from(s.chooser)


def discount(game: Game, seat: int) -> int:
    """Doubloons off every building for this seat, before the quarries: the Builder's
    privilege and what expansions add (the Forest House's forests)."""
    player = game._state.players[seat]
    return game.privilege(seat) + game.rules.total("build_discount", game, player)


def discounted(building: str, quarries: int, off: int) -> int:
    kind = BUILDINGS[building]
    return max(0, kind.cost - min(quarries, kind.column) - off)


def size_discount(game: Game, seat: int) -> tuple[int, int]:
    """Doubloons off each small (columns 1–3) and each large building only, besides the
    others (the Zoning Office's)."""
    small = large = 0
    for hook in game.rules.hooks.get("size_discount", ()):
        more_small, more_large = hook(game, game._state.players[seat])
        small, large = small + more_small, large + more_large
    return small, large


def price(game: Game, seat: int, building: str) -> int:
    player = game._state.players[seat]
    small, large = size_discount(game, seat)
    off = discount(game, seat) + (large if BUILDINGS[building].large else small)
    return discounted(building, player.occupied_tiles(QUARRY), off)


def candidates(game: Game, seat: int) -> list[tuple[str, int]]:
    """Every building the seat has room for and does not own yet, with its price for him."""
    s = game._state
    player = s.players[seat]
    free = player.free_city_spaces()
    if not free:
        return []
    off = discount(game, seat)
    small, large = size_discount(game, seat)
    quarries = player.occupied_tiles(QUARRY)
    city = player.city
    result = []
    for building, left in s.buildings.items():  # asked at every Builder turn: kept plain
        if not left or building in city:
            continue
        cost, column, is_large = _PRICING[building]
        if is_large:
            if free < 2:
                continue
            cost -= large
        else:
            cost -= small
        cost -= off + (quarries if quarries < column else column)
        result.append((building, cost if cost > 0 else 0))
    return result


def university(game: Game, seat: int) -> bool:
    """An occupied University offers a colonist with the building, while there is one."""
    s = game._state
    return bool(s.players[seat].active("university") and (s.colonist_supply or s.colonist_ship))


def with_colonist(building: str) -> bool:
    """The University's colonist needs a circle on the building (not the Statue's)."""
    return BUILDINGS[building].circles > 0


def options(game: Game, seat: int) -> list[str]:
    doubloons = game._state.players[seat].doubloons
    colonist = university(game, seat)
    result = []
    for building, cost in candidates(game, seat):
        if cost <= doubloons:
            result.append(_BUILD_TEXT[building])
            if colonist and with_colonist(building):
                result.append(f"build {building} {COLONIST}")
    return optional(result)


def act(game: Game, seat: int, words: list[str]) -> None:
    if not end_turn(game, seat, words):
        build(game, seat, words[1], piece(words))


def piece(words: list[str]) -> str | None:
    """The University's colonist a decision asks for: `+colonist`, `+noble` or None."""
    return next((word for word in words if word in (COLONIST, NOBLE)), None)


def build(game: Game, seat: int, building: str, colonist: str | None,
          paid_otherwise: int = 0) -> None:
    """The seat builds and pays; `paid_otherwise` doubloons of the price were paid in kind
    (the Black Market); `colonist` is the University's, if asked for (`piece`)."""
    s = game._state
    player = s.players[seat]
    cost = price(game, seat, building) - paid_otherwise
    player.doubloons -= cost
    s.buildings[building] -= 1
    player.city[building] = 0
    noble = colonist == NOBLE
    placed = bool(colonist) and game.take_colonist(noble=noble) is not None
    if placed:
        player.city[building] = 1
    if placed and noble:
        player.move_noble(None, building)
    game.emit("built", seat=seat, building=building, cost=cost,
              colonist=("noble" if noble else True) if placed else False)
    game.rules.call("built", game, seat, building)
    if player.city_spaces_used() == CITY_SPACES:
        game.trigger_end("city")


def finish(game: Game) -> None:
    end_role(game)
