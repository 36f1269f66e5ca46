"""The Settler (1897: Planter): new plantations and quarries (ESC "El colonizador").

In turn from the Settler each player may take one face-up plantation; the Settler, and the
owner of an occupied Construction Hut, may take a quarry instead. An occupied Hacienda lets its
owner first draw one face-down tile, which he must place (no Hospice colonist for it); with the
face-down piles empty the discards are shuffled into a new pile first, as for the face-up row,
and only with both empty is there nothing to draw. An occupied Hospice adds a colonist to the tile
taken. At the end the leftover face-up tiles are discarded and players + 1 new ones drawn.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..components import GOODS, QUARRY
from .roles import end_role
from .turns import end_turn, optional

if TYPE_CHECKING:
    from ..engine import Game
    from ..state import Player

COLONIST = "+colonist"
NOBLE = "+noble"  # expansion II: the Hospice's colonist may be a noble


def begin(game: Game, privilege: str | None) -> None:
    s = game._state
    s.step = "settler"
    # Last, the Library's plantation once everyone has taken; asked only if he then has the
    # privilege twice (a guest may reach the Library during the phase).
    s.turn = [*game.clockwise_from(s.chooser), s.chooser]
    s.hacienda_used = False


def second_pick(game: Game, seat: int) -> bool:
    """The Settler's second turn with a Library (ES97 "Editorial"): a plantation from those
    left, a quarry only with a Construction Hut, no Hospice colonist, no Hacienda."""
    s = game._state
    return seat == s.chooser and len(s.turn) == 1


def options(game: Game, seat: int) -> list[str]:
    s = game._state
    player = s.players[seat]
    second = second_pick(game, seat)
    if not player.free_island_spaces() or (second and game.privilege(seat) < 2):
        return []
    result = []
    if (player.active("hacienda") and not s.hacienda_used and not second
            and (s.plantation_pile or s.discards)):
        result.append("hacienda")
    tiles = [kind for kind in GOODS if kind in s.face_up]
    if s.quarries and ((seat == s.chooser and not second) or player.active("construction_hut")):
        tiles.append(QUARRY)
    hospice = hospice_colonist(game, player, second)
    for tile in tiles:
        result.append(f"take {tile}")
        if hospice:
            result.append(f"take {tile} {COLONIST}")
    return optional(result)


def hospice_colonist(game: Game, player: Player, second: bool) -> bool:
    """Whether a tile taken now may come with a colonist (not on a Library's second pick)."""
    s = game._state
    return bool(player.active("hospice") and not second and (s.colonist_supply or s.colonist_ship))


def act(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    if words[0] == "hacienda":
        (tile,) = draw(game, 1, "hacienda")
        s.players[seat].island.append([tile, 0])
        s.hacienda_used = True
        game.emit("tile_taken", seat=seat, tile=tile, source="hacienda", colonist=False)
        game.rules.call("planted", game, seat, tile)
        return
    s.hacienda_used = False
    if not end_turn(game, seat, words):
        take(game, seat, words[1], words[2] if len(words) > 2 else None)


def skip(game: Game, seat: int) -> None:
    """A seat with nothing (left) to take, e.g. after a Hacienda draw filled his island."""
    game._state.turn.pop(0)
    game._state.hacienda_used = False


def take(game: Game, seat: int, tile: str, piece: str | None) -> None:
    """A face-up tile or a quarry, with the Hospice's colonist (`piece`) if asked for."""
    s = game._state
    if tile == QUARRY:
        s.quarries -= 1
    else:
        s.face_up.remove(tile)
    player = s.players[seat]
    noble = piece == NOBLE
    occupied = 1 if piece and game.take_colonist(noble=noble) else 0
    if occupied and noble:
        player.move_noble(None, tile)
    player.island.append([tile, occupied])
    # `colonist`: False, True, or "noble" for a colonist of the second kind (expansion II).
    game.emit("tile_taken", seat=seat, tile=tile, source="face_up",
              colonist=("noble" if noble else True) if occupied else False)
    game.rules.call("planted", game, seat, tile)


def finish(game: Game) -> None:
    s = game._state
    s.discards.extend(s.face_up)
    s.face_up = draw(game, s.n + 1)
    game.emit("plantations_drawn", tiles=list(s.face_up))
    end_role(game)


def draw(game: Game, count: int, why: str = "plantations") -> list[str]:
    """Draw face-down tiles; an empty pile is refilled by shuffling the discards. What is
    drawn was unknown: the decision that drew it can no longer be taken back (`why` says so)."""
    s = game._state
    drawn, shuffles = [], s.reshuffles
    while len(drawn) < count:
        if not s.plantation_pile:
            if not s.discards:
                break
            s.plantation_pile, s.discards = s.discards, []
            s.reshuffles += 1
            random.Random(f"{s.seed}:{s.reshuffles}").shuffle(s.plantation_pile)
            game.emit("plantations_reshuffled", tiles=len(s.plantation_pile))
        drawn.append(s.plantation_pile.pop())
    game.reveal("shuffle" if s.reshuffles != shuffles else why)
    return drawn
