"""The Captain's new buildings (ES97 "Embarcadero Pequeño", "Faro", "Salón de Reuniones",
"Depósito").

Small Wharf (occupied): once per Captain phase, on his turn and instead of a load, its owner
ships barrels of any kinds, as many as he likes, back to the supply; 1 VP per two barrels, plus
the Harbor's VP and the Captain's privilege as for any load. He names one kind and a number at
a time (`small_wharf corn 3`) and ends with `small_wharf done`. He may use it and the Wharf in
either order.

Lighthouse (occupied): +1 doubloon for each of its owner's loads (wharves included), and +1
doubloon for its owner as the Captain, whether he ships or not.

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


def lighthouse(game: Game, seat: int) -> None:
    player = game._state.players[seat]
    if player.active(LIGHTHOUSE):
        player.doubloons += 1
        game.emit("lighthouse_paid", seat=seat, doubloons=1)


def union_hall(game: Game, seat: int) -> None:
    """A turn of his comes: the VP first, if the building is occupied by now."""
    if game._state.players[seat].active(UNION_HALL):
        union_hall_pays(game, seat)


def union_hall_guest(game: Game, seat: int, target: str) -> None:
    """A guest moved onto it in his first turn, before he ships, still comes "primero": the
    Guest House moves a guest "al inicio" of a phase, and the Captain's first turn is its
    start."""
    s = game._state
    if target == UNION_HALL and s.step == "captain" and s.turn[:1] == [seat] and LOAD not in s.memo:
        union_hall_pays(game, seat)


def union_hall_turn_over(game: Game, seat: int) -> None:
    """Only the first turn counts (ES97 "tiene su primer turno"), worked or not."""
    s = game._state
    if UNION_HALL in s.players[seat].city:
        first_turn_over(s, seat)


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
