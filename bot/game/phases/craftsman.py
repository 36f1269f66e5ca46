"""The Craftsman (1897 ES: Productor): production (ESC "El capataz", "Fábrica").

Corn needs only occupied corn plantations; every other good needs occupied plantations *and*
occupied circles of its production buildings, and yields the smaller of the two. Players take
their barrels in turn from the Craftsman; a short supply gives what is left. An occupied Factory
pays 0/1/2/3/5 doubloons for 1/2/3/4/5 kinds actually produced. Last, the Craftsman may take one
more barrel of a kind he produced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import BUILDINGS, FACTORY_BONUS, GOODS
from .roles import end_role
from .turns import end_turn, optional

if TYPE_CHECKING:
    from ..engine import Game
    from ..state import Player


def capacity(player: Player) -> dict[str, int]:
    """How many barrels of each good the player's occupied tiles and buildings can make."""
    plantations = dict.fromkeys(GOODS, 0)
    for tile, occupied in player.island:
        if occupied and tile in plantations:
            plantations[tile] += 1
    workshops = dict.fromkeys(GOODS, 0)
    for building, colonists in player.city.items():
        good = BUILDINGS[building].good
        if good:
            workshops[good] += colonists
    workshops["corn"] = plantations["corn"]  # corn needs no building
    return {good: min(plantations[good], workshops[good]) for good in GOODS}


def begin(game: Game, privilege: str | None) -> None:
    s = game._state
    for seat in game.clockwise_from(s.chooser):
        player = s.players[seat]
        produced = {}
        can = capacity(player)
        game.rules.call("capacity", game, player, can)
        for good, count in can.items():
            count = min(count, s.goods_supply[good])
            if count:
                s.goods_supply[good] -= count
                player.goods[good] += count
                produced[good] = count
        if produced:
            game.emit("produced", seat=seat, goods=produced)
            game.rules.call("produced", game, seat, produced)
        if player.active("factory") and FACTORY_BONUS[len(produced)]:
            player.doubloons += FACTORY_BONUS[len(produced)]
            game.emit("factory_paid", seat=seat, doubloons=FACTORY_BONUS[len(produced)])
        if seat == s.chooser:
            s.produced = list(produced)
            s.harvest = dict(produced)  # his barrels, with the extra ones to come
        else:
            game.rules.call("harvested", game, seat, produced)
    s.step = "craftsman"
    # The privilege: one more barrel of a kind he produced; two of different kinds with a
    # Library, one decision each (`act` asks again while he has one to take).
    s.turn = [s.chooser]


def options(game: Game, seat: int) -> list[str]:
    s = game._state
    result = [f"bonus {good}" for good in s.produced if s.goods_supply[good]]
    return optional(result)


def act(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    if end_turn(game, seat, words):
        s.turn = []
        return
    good = words[1]
    s.goods_supply[good] -= 1
    s.players[seat].goods[good] += 1
    s.produced.remove(good)
    s.harvest[good] += 1
    game.emit("craftsman_bonus", seat=seat, good=good)
    taken = len(s.harvest) - len(s.produced)
    if taken < game.privilege(seat):  # the Library's second barrel, of another kind
        s.turn = [seat]


def finish(game: Game) -> None:
    s = game._state
    game.rules.call("harvested", game, s.chooser, s.harvest)
    s.produced = []
    s.harvest = {}
    end_role(game)
