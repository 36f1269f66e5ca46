"""The Forest House (ES97 "Almacén de Madera", IT97 "Magazzino di Legname").

On his Settler-phase turn the owner of an occupied Forest House may lay the plantation he takes
face down on his island: a forest, for the rest of the game (`forest sugar`). Quarries cannot
be forests, and tiles already on the island never become one. A forest takes no colonist; a
Hospice colonist that comes with it goes to San Juan. With a Hacienda he looks at the drawn
tile first, then plants it or lays it as a forest (`hacienda plant` / `hacienda forest`). With
a Library he decides for each of his two plantations.

Whenever he builds, occupied or not, the Forest House takes 1 doubloon off per two forests,
besides the quarries and not capped by the building's column.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...components import FOREST, GOODS
from ...phases import settler
from ...phases.turns import end_turn, with_more
from ...state import SAN_JUAN

if TYPE_CHECKING:
    from ...engine import Game
    from ...state import Player

HOUSE = "forest_house"
DRAWN = "hacienda_tile"  # the tile a Hacienda turned over, waiting to be planted or laid down
COLONIST = settler.COLONIST
NOBLE = settler.NOBLE


def options(game: Game, seat: int, base: list[str]) -> list[str]:
    s = game._state
    player = s.players[seat]
    if DRAWN in s.memo:
        return ["hacienda plant", "hacienda forest"]
    if not (base and player.active(HOUSE)):
        return base
    hospice = settler.hospice_colonist(game, player, settler.second_pick(game, seat))
    more = []
    for tile in GOODS:
        if tile in s.face_up:
            more.append(f"forest {tile}")
            if hospice:
                more.append(f"forest {tile} {COLONIST}")
    return with_more(base, more)


def lay_forest(game: Game, seat: int, words: list[str]) -> None:
    """`forest <tile> [+colonist]`: a face-up plantation laid face down."""
    s = game._state
    s.hacienda_used = False
    end_turn(game, seat, words)
    tile = words[1]
    s.face_up.remove(tile)
    player = s.players[seat]
    lay(player, tile)
    noble = NOBLE in words  # expansion II: the Hospice's piece may be a noble
    colonist = (COLONIST in words or noble) and game.take_colonist(noble=noble) is not None
    if colonist:
        player.san_juan += 1
    if colonist and noble:
        player.move_noble(None, SAN_JUAN)
    game.emit("forest_laid", seat=seat, tile=tile, source="face_up",
              colonist=("noble" if noble else True) if colonist else False)


def hacienda(game: Game, seat: int, words: list[str]) -> None:
    """With an occupied Forest House the Hacienda's tile is seen before it is placed."""
    s = game._state
    player = s.players[seat]
    if not player.active(HOUSE):
        settler.act(game, seat, words)
        return
    if len(words) == 1:
        # Turned over on top of the pile until he places it.
        (tile,) = settler.draw(game, 1, "hacienda")
        s.plantation_pile.append(tile)
        s.memo[DRAWN] = tile
        game.emit("hacienda_drawn", seat=seat, tile=tile)
        return
    del s.memo[DRAWN]
    tile = s.plantation_pile.pop()
    s.hacienda_used = True
    if words[1] == "plant":
        player.island.append([tile, 0])
        game.emit("tile_taken", seat=seat, tile=tile, source="hacienda", colonist=False)
        game.rules.call("planted", game, seat, tile)
    else:
        lay(player, tile)
        game.emit("forest_laid", seat=seat, tile=tile, source="hacienda", colonist=False)


def lay(player: Player, tile: str) -> None:
    """A plantation laid face down on the island: a forest that remembers what it is."""
    player.island.append([FOREST, 0])
    player.forest_kinds.append(tile)


def discount(game: Game, player: Player) -> int:
    return player.forests() // 2 if HOUSE in player.city else 0
