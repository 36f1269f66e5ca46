"""The Guest House (ES97 "Bohío", IT97 "Albergo").

In the Mayor phase its owner may put up to two colonists on it (its two circles). Then, at the
start, during or at the end of any other phase, he may move these guests, one at a time, to any
empty circle of his buildings or plantations (`guest library`, `guest corn`), where they work at
once and stay until the next Mayor phase. That is a free decision: he may take it whenever the
game is not over and no Mayor phase is being played, asked or not, and nobody waits for it.
Circles of the Guest House left empty count as empty building circles for the colonist ship
(ruling R11), like any other. With the Nobles, a guest may be a noble: when both kinds are
guests he says which moves ("como él prefiera"), `guest-noble chapel` for the noble.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...components import BUILDINGS, TILES
from . import shipping

if TYPE_CHECKING:
    from ...engine import Game
    from ...state import Player

HOUSE = "guest_house"
VERB = "guest"
NOBLE_VERB = "guest-noble"  # expansion II: the noble of a colonist and a noble guest
NOT_DURING = ("mayor", "draft")


def options(game: Game, seat: int) -> list[str]:
    s = game._state
    if s.step in NOT_DURING or not 0 <= seat < len(s.players):  # asked at every decision
        return []
    player = s.players[seat]
    if not player.city.get(HOUSE):
        return []
    free_tiles = {tile for tile, occupied in player.island if not occupied}
    targets = [tile for tile in TILES if tile in free_tiles]
    targets += [b for b, n in player.city.items() if b != HOUSE and n < BUILDINGS[b].circles]
    verbs = [VERB]
    if 0 < player.noble_count(HOUSE) < player.city[HOUSE]:  # both kinds: he says which
        verbs.append(NOBLE_VERB)
    return [f"{verb} {target}" for target in targets for verb in verbs]


def move(game: Game, seat: int, words: list[str]) -> None:
    settle(game._state.players[seat], words)
    game.emit("guest_moved", seat=seat, target=words[1])
    shipping.guest_moved(game, seat, words[1])


def settle(player: Player, words: list[str]) -> None:
    """What a move (`guest corn`) changes on its owner's board: a guest leaves the Guest House
    for an empty circle of the target. A copy of a board may be changed this way to judge a
    move before taking it."""
    target = words[1]
    if words[0] == NOBLE_VERB:
        player.move_noble(HOUSE, target)
    else:  # a colonist of the first kind while there is one (expansion II)
        player.noble_leaves(HOUSE, target)
    player.city[HOUSE] -= 1
    if target in TILES:
        next(t for t in player.island if t[0] == target and not t[1])[1] = 1
    else:
        player.city[target] += 1
