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

With the Nobles (expansion II) a noble is a colonist of a second kind: the privilege may be a
noble (`role mayor +noble`; with a Library's two, one of each: `+noble +colonist`), the ship's
nobles are dealt first (so the Mayor takes the noble),
and a noble is placed with `place-noble <target>`. A player holding both kinds places his
nobles first, one per decision, even when he can fill every circle; once his colonists can
fill every empty circle he may leave the nobles left in San Juan (`place-noble san_juan`) and
the colonists are placed for him. That reaches every legal arrangement of both kinds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import BUILDINGS, CIRCLES, FOREST, TILES
from ..state import SAN_JUAN
from .roles import PRIVILEGE_COLONIST, PRIVILEGE_NOBLE, end_role

if TYPE_CHECKING:
    from ..engine import Game
    from ..state import Player


PLACE = "place"
PLACE_NOBLE = "place-noble"
# The decisions' texts, written once: the Mayor's options are asked for at every placement.
_TARGETS = (*TILES, *BUILDINGS)
_PLACE_TEXT = {target: f"{PLACE} {target}" for target in _TARGETS}
_PLACE_NOBLE_TEXT = {target: f"{PLACE_NOBLE} {target}" for target in _TARGETS}
_NOBLES_STAY = f"{PLACE_NOBLE} {SAN_JUAN}"
CHOSE = "mayor_chose"  # the memo's seats that placed a colonist by a choice of their own


def begin(game: Game, privilege: str | None) -> None:
    s = game._state
    pieces = privilege.split() if privilege else ()
    nobles, colonists = privilege_pieces(game, s.chooser, pieces)
    mayor = s.players[s.chooser]
    if PRIVILEGE_NOBLE in pieces:
        s.noble_supply -= nobles
        mayor.san_juan += nobles
        for _ in range(nobles):
            mayor.move_noble(None, SAN_JUAN)
        game.emit("nobles_taken", seat=s.chooser, count=nobles, source="supply")
    if PRIVILEGE_COLONIST in pieces:
        s.colonist_supply -= colonists
        mayor.san_juan += colonists
        game.emit("colonists_taken", seat=s.chooser, count=colonists, source="supply")
    deal_ship(game)
    game.rules.call("colonists_arrived", game)
    s.step = "mayor"
    s.waiting = []
    for seat, player in enumerate(s.players):
        lift(player)
        if must_choose(player):
            s.waiting.append(seat)
            continue
        fill_all(player)
        report_placed(game, seat, player)


def privilege_pieces(game: Game, seat: int, pieces) -> tuple[int, int]:
    """The (nobles, colonists) the Mayor's privilege brings `seat` as its chooser, for the
    pieces asked for with the role (`+noble`, `+colonist`, or both for a Library's two): as
    many as his privilege counts, the nobles first (expansion II), as the supplies have."""
    s = game._state
    count = game.privilege_if_chosen(seat)
    nobles = 0
    if PRIVILEGE_NOBLE in pieces:
        nobles = min(count - (PRIVILEGE_COLONIST in pieces), s.noble_supply)
    colonists = min(count - nobles, s.colonist_supply) if PRIVILEGE_COLONIST in pieces else 0
    return nobles, colonists


def placed(player: Player) -> int:
    """Colonists standing on the player's island and city (San Juan's aside)."""
    return player.colonists() - player.san_juan


def report_placed(game: Game, seat: int, player: Player) -> None:
    """Where a player's placement ends: how many he placed and how many stay in San Juan,
    the nobles among each. A placement in which he chose a place himself is his, even when
    its last colonists had only one place left (not `forced`)."""
    left = player.noble_count(SAN_JUAN) if player.nobles else 0
    nobles = player.noble_count() - left if player.nobles else 0
    chose = {"forced": False} if seat in game._state.memo.get(CHOSE, ()) else {}
    game.emit("colonists_placed", seat=seat, placed=placed(player), nobles=nobles,
              san_juan=player.san_juan, san_juan_nobles=left, **chose)


def deal_ship(game: Game) -> None:
    """One piece at a time from the Mayor, the nobles first, then the colonists."""
    s = game._state
    order = game.clockwise_from(s.chooser)
    for i in range(s.noble_ship):
        player = s.players[order[i % s.n]]
        player.san_juan += 1
        player.move_noble(None, SAN_JUAN)
        game.emit("nobles_taken", seat=order[i % s.n], count=1, source="ship")
    first = s.noble_ship
    for i, seat in enumerate(order):
        turn = (i - first) % s.n  # the colonists' dealing goes on after the nobles'
        count = s.colonist_ship // s.n + (1 if turn < s.colonist_ship % s.n else 0)
        if count:
            s.players[seat].san_juan += count
            game.emit("colonists_taken", seat=seat, count=count, source="ship")
    s.colonist_ship = s.noble_ship = 0


def lift(player: Player) -> None:
    """Every colonist goes back to San Juan, to be placed again."""
    player.san_juan = player.colonists()
    for space in player.island:
        space[1] = 0
    for building in player.city:
        player.city[building] = 0
    if player.nobles:
        player.nobles = {SAN_JUAN: player.noble_count()}


def free_circles(player: Player) -> int:
    """Empty circles: unoccupied tiles but forests (they take no colonist), and buildings'."""
    empty = player.empty_building_circles()
    for tile, occupied in player.island:  # a plain loop: the Mayor asks at every placement
        if not occupied and tile != FOREST:
            empty += 1
    return empty


def must_choose(player: Player) -> bool:
    """Fewer colonists in San Juan than empty circles, or both kinds to share out."""
    if not player.san_juan:
        return False
    free = free_circles(player)
    if player.san_juan < free:
        return True
    return 0 < player.noble_count(SAN_JUAN) < player.san_juan and free > 0


def fill_all(player: Player, nobles_stay: bool = False) -> None:
    """Enough colonists of one kind in San Juan for every empty circle: nothing to choose.
    With `nobles_stay`, the colonists of the first kind fill them and the nobles stay."""
    if not player.san_juan:
        return
    nobles = player.nobles.get(SAN_JUAN) and not nobles_stay  # all of them nobles
    places = []  # where the nobles go, when they are the ones placed
    filled = 0
    for space in player.island:
        if not space[1] and space[0] != FOREST:  # a forest takes no colonist
            space[1] = 1
            filled += 1
            if nobles:
                places.append(space[0])
    city = player.city
    for building, n in city.items():
        empty = CIRCLES[building] - n
        if empty:
            city[building] = n + empty
            filled += empty
            if nobles:
                places += [building] * empty
    player.san_juan -= filled
    for place in places:
        player.move_noble(SAN_JUAN, place)


def options(game: Game, seat: int) -> list[str]:
    player = game._state.players[seat]
    if not player.san_juan:
        return []
    free_tiles = {tile for tile, occupied in player.island if not occupied}
    targets = [tile for tile in TILES if tile in free_tiles]
    targets += [b for b, n in player.city.items() if n < CIRCLES[b]]
    if not targets or not player.nobles.get(SAN_JUAN):
        return [_PLACE_TEXT[target] for target in targets]
    # Nobles first; the ones left may stay in San Juan if the colonists fill the rest.
    result = [_PLACE_NOBLE_TEXT[target] for target in targets]
    if not noble_share(player)[0]:
        result.append(_NOBLES_STAY)
    return result


def filled(player: Player) -> int:
    """How many empty circles the player's colonists in San Juan fill: every one, or one
    for each colonist (no colonist stays idle while a circle is empty)."""
    return min(player.san_juan, free_circles(player))


def noble_share(player: Player) -> tuple[int, int]:
    """How many of the circles filled (`filled`) his nobles in San Juan take, at least and at
    most: as many as the circles take, or fewer while his colonists of the first kind can
    fill the rest, the other nobles staying in San Juan. What `options` offers follows it,
    and so does the arrangement in one go (`bot.decisions.arrangement`)."""
    nobles = player.noble_count(SAN_JUAN)
    circles = filled(player)
    return max(0, circles - (player.san_juan - nobles)), min(nobles, circles)


def act(game: Game, seat: int, words: list[str]) -> None:
    player = game._state.players[seat]
    if not game.forcing:
        chose = game._state.memo.setdefault(CHOSE, [])
        if seat not in chose:
            chose.append(seat)
    target = words[1]
    if target == SAN_JUAN:  # the nobles left stay; the colonists fill every empty circle
        fill_all(player, nobles_stay=True)
        report_placed(game, seat, player)
        return
    if target in player.city:
        player.city[target] += 1
    else:
        for space in player.island:  # a plain loop: the Mayor's most frequent decision
            if space[0] == target and not space[1]:
                space[1] = 1
                break
    player.san_juan -= 1
    if words[0] == PLACE_NOBLE:
        player.move_noble(SAN_JUAN, target)
    # One kind: placing keeps as many colonists short of the circles, so only an empty San
    # Juan ends it. Both kinds: it ends once one kind is left and fills the empty circles.
    if not player.san_juan or (player.nobles and not must_choose(player)):
        fill_all(player)
        report_placed(game, seat, player)


def finish(game: Game) -> None:
    s = game._state
    needed = max(s.n, sum(p.empty_building_circles() for p in s.players))
    count = min(needed, s.colonist_supply)
    s.colonist_supply -= count
    s.colonist_ship = count
    game.emit("ship_refilled", count=count, needed=needed)
    game.rules.call("ship_refilled", game)
    if count < needed and not game.rules.total("colonists_never_end", game):
        game.trigger_end("colonists")
    end_role(game)

