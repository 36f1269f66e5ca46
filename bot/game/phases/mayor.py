"""The Mayor (1897: Recruiter): colonists arrive and are placed (ESC "El alcalde").

The Mayor may take one extra colonist from the supply (his privilege, chosen with the role as
`role mayor +colonist`). The ship's colonists are dealt one at a time from the Mayor. Then every
player lifts *all* his colonists and places them again; all players do it at once, since no
one's placement depends on another's. A player places one colonist per decision (`place corn`,
`place quarry`, `place hospice`), which reaches every legal arrangement; when his colonists fill
every circle there is nothing to choose and they are placed for him. No colonist may stay in San
Juan while a circle is empty, so placement ends when San Juan is empty or the circles are full.
Last, the ship is refilled with max(players, empty building circles); a supply that cannot
provide that ends the game after this round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import BUILDINGS, TILES
from .roles import end_role

if TYPE_CHECKING:
    from ..engine import Game
    from ..state import Player


def begin(game: Game, privilege: bool) -> None:
    s = game.state
    if privilege:
        count = min(game.privilege(s.chooser), s.colonist_supply)  # two with a Library
        s.colonist_supply -= count
        s.players[s.chooser].san_juan += count
        game.emit("colonists_taken", seat=s.chooser, count=count, source="supply")
    deal_ship(game)
    s.step = "mayor"
    s.waiting = []
    for seat, player in enumerate(s.players):
        lift(player)
        if 0 < player.san_juan < player.circles():
            s.waiting.append(seat)
            continue
        fill_all(player)
        game.emit("colonists_placed", seat=seat, placed=placed(player), san_juan=player.san_juan)


def placed(player: Player) -> int:
    """Colonists standing on the player's island and city (San Juan's aside)."""
    return player.colonists() - player.san_juan


def deal_ship(game: Game) -> None:
    s = game.state
    for i, seat in enumerate(game.clockwise_from(s.chooser)):
        count = s.colonist_ship // s.n + (1 if i < s.colonist_ship % s.n else 0)
        if count:
            s.players[seat].san_juan += count
            game.emit("colonists_taken", seat=seat, count=count, source="ship")
    s.colonist_ship = 0


def lift(player: Player) -> None:
    """Every colonist goes back to San Juan, to be placed again."""
    player.san_juan = player.colonists()
    for space in player.island:
        space[1] = 0
    for building in player.city:
        player.city[building] = 0


def fill_all(player: Player) -> None:
    """Enough colonists for every circle (or none at all): there is nothing to choose."""
    if not player.san_juan:
        return
    for space in player.island:
        space[1] = 1 if space[0] in TILES else 0  # a forest takes no colonist
    for building in player.city:
        player.city[building] = BUILDINGS[building].circles
    player.san_juan -= player.circles()


def options(game: Game, seat: int) -> list[str]:
    player = game.state.players[seat]
    if not player.san_juan:
        return []
    free_tiles = {tile for tile, occupied in player.island if not occupied}
    result = [f"place {tile}" for tile in TILES if tile in free_tiles]
    result += [f"place {b}" for b, n in player.city.items() if n < BUILDINGS[b].circles]
    return result


def act(game: Game, seat: int, words: list[str]) -> None:
    player = game.state.players[seat]
    target = words[1]
    if target in TILES:
        next(space for space in player.island if space[0] == target and not space[1])[1] = 1
    else:
        player.city[target] += 1
    player.san_juan -= 1
    if not player.san_juan:
        game.emit("colonists_placed", seat=seat, placed=placed(player), san_juan=0)


def finish(game: Game) -> None:
    s = game.state
    needed = max(s.n, sum(p.empty_building_circles() for p in s.players))
    count = min(needed, s.colonist_supply)
    s.colonist_supply -= count
    s.colonist_ship = count
    game.emit("ship_refilled", count=count, needed=needed)
    if count < needed:
        game.trigger_end("colonists")
    end_role(game)

