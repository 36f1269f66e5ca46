"""The Captain's new buildings (ES97 "Embarcadero Pequeño", "Faro", "Salón de Reuniones",
"Depósito").

Small Wharf (occupied): once per Captain phase, on his turn and instead of a load, its owner
ships barrels of any kinds, as many as he likes, back to the supply; 1 VP per two barrels, plus
the Harbor's VP and the Captain's privilege as for any load. He names one kind and a number at
a time (`small_wharf corn 3`) and ends with `small_wharf done`. He may use it and the Wharf in
either order.

Lighthouse (occupied): +1 doubloon for each of its owner's loads (wharves included), and +1
doubloon for its owner as the Captain, whether he ships or not, as the phase starts: a guest the
Captain moves onto it before his first turn is over, and before he ships, still earns it.

Union Hall (occupied): at its owner's first turn of the Captain phase, before he loads, 1 VP
per two barrels of one kind he has. Only that turn: a guest moved onto it before the turn, or
in it before he ships, works it; one moved on later finds the moment gone.

Storehouse (occupied): after the Captain phase its owner keeps three barrels of any kinds
besides the single one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...components import GOODS
from ...phases import captain
from ...phases.turns import PASS

if TYPE_CHECKING:
    from ...engine import Game
    from ...state import GameState, Player

SMALL_WHARF = "small_wharf"
DONE = "done"
LOAD = "small_wharf_load"  # barrels on the Small Wharf in the turn being played
USED = "small_wharf_used"
LIGHTHOUSE = "lighthouse"
CAPTAIN_COIN_DONE = "lighthouse_captain_done"  # the Captain's coin paid, or its moment gone
UNION_HALL = "union_hall"
UNION_DONE = "union_hall_done"  # owners whose first turn has come: paid or too late
STOREHOUSE = "storehouse"
STOREHOUSE_BARRELS = 3


def options(game: Game, seat: int, base: list[str]) -> list[str]:
    s = game._state
    player = s.players[seat]
    load = s.memo.get(LOAD)
    if load is not None:
        return small_wharf_options(player, load) + [f"{SMALL_WHARF} {DONE}"]
    if not player.active(SMALL_WHARF) or seat in s.memo.get(USED, ()):
        return base
    more = small_wharf_options(player, {})
    if not more:
        return base
    loads = [option for option in base if option != PASS]
    compulsory = any(option.startswith("load ") for option in loads)
    return loads + more + ([] if compulsory else [PASS])


def small_wharf_options(player: Player, load: dict[str, int]) -> list[str]:
    return [
        f"{SMALL_WHARF} {good} {count}"
        for good in GOODS
        if good not in load
        for count in range(1, player.goods[good] + 1)
    ]


def small_wharf(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    player = s.players[seat]
    if words[1] != DONE:
        good, count = words[1], int(words[2])
        player.goods[good] -= count
        s.goods_supply[good] += count
        load = s.memo.setdefault(LOAD, {})
        if not load:  # the Small Wharf's one use this phase begins
            s.memo.setdefault(USED, []).append(seat)
        load[good] = count
        return
    load = s.memo.pop(LOAD)
    vp = captain.shipping_vp(game, seat, sum(load.values()) // 2)
    game.emit("small_wharf_shipped", seat=seat, goods=load, vp=vp)
    captain.shipped(game, seat)


def lighthouse_for_captain(game: Game) -> None:
    lighthouse(game, game._state.chooser)


def first_turn_moment(s: GameState, seat: int) -> bool:
    """His first Captain turn is being played and he has not shipped yet: the phase's start
    for the Guest House's moves ("al inicio")."""
    return s.step == "captain" and s.turn[:1] == [seat] and LOAD not in s.memo


def lighthouse(game: Game, seat: int) -> None:
    player = game._state.players[seat]
    if player.active(LIGHTHOUSE):
        player.doubloons += 1
        game.emit("lighthouse_paid", seat=seat, doubloons=1)


def union_hall(game: Game, seat: int) -> None:
    """A turn of his comes: the VP first, if the building is occupied by now."""
    if game._state.players[seat].active(UNION_HALL):
        union_hall_pays(game, seat)


def guest_moved(game: Game, seat: int, target: str) -> None:
    """A guest moved onto the Union Hall in his first turn, before he ships, still comes
    "primero"; one the Captain moves onto the Lighthouse then still earns the Captain's coin:
    the Guest House moves a guest "al inicio" of a phase, and a first turn is its start."""
    s = game._state
    if not first_turn_moment(s, seat):
        return
    if target == UNION_HALL:
        union_hall_pays(game, seat)
    elif target == LIGHTHOUSE and seat == s.chooser and not s.memo.get(CAPTAIN_COIN_DONE):
        s.memo[CAPTAIN_COIN_DONE] = True
        lighthouse(game, seat)


def captain_turn_over(game: Game, seat: int) -> None:
    """Only the first turn counts (ES97 "tiene su primer turno"), worked or not; the
    Captain's first turn over, his Lighthouse's coin for being Captain is gone too."""
    s = game._state
    player = s.players[seat]
    if UNION_HALL in player.city:
        first_turn_over(s, seat)
    if LIGHTHOUSE in player.city and seat == s.chooser:
        s.memo[CAPTAIN_COIN_DONE] = True


def union_hall_pays(game: Game, seat: int) -> None:
    s = game._state
    if not first_turn_over(s, seat):
        return
    vp = sum(count // 2 for count in s.players[seat].goods.values())
    if vp:
        game.award_vp(seat, vp)
        game.emit("union_hall_vp", seat=seat, vp=vp)


def first_turn_over(s: GameState, seat: int) -> bool:
    """Closes his Union Hall's moment; False if it was closed already."""
    done = s.memo.setdefault(UNION_DONE, [])
    if seat in done:
        return False
    done.append(seat)
    return True


def storehouse(player: Player) -> int:
    return STOREHOUSE_BARRELS if player.active(STOREHOUSE) else 0
