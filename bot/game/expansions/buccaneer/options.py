"""The Buccaneer's phase: its chooser alone picks one of four options and carries it out (ES97
"3.ª expansión: EL CONTRABANDISTA"; IT97 "Terza espansione: IL BUCANIERE"; rulings R5–R8).

- Piracy (`piracy <ship> <kept>`): "Retira todos los barriles de un barco. Almacena en tu isla
  hasta tres de los barriles que has retirado." The rest go back to the supply.
- Plunder (`plunder`): "Retira todos los barriles de la Casa de Comercio. Coge un punto de
  victoria por cada barril retirado." The barrels go back to the supply.
- Raid (`raid`): the colonist ship down to the minimum (= players); he may keep up to three of
  the removed colonists, placed at once on his island or buildings, never in San Juan; the rest
  go back to the supply (R5). A noble aboard counts and stays (X3).
- Kidnapping (`kidnap <role>`): see `kidnapping.py`.

The book makes the choice part of the role ("escoge acto seguido una de las cuatro opciones y la
lleva a cabo"), so there is no `pass`; an option that would do nothing (no barrel on any ship,
an empty trading house, a ship at the minimum, no role left) is not offered, and when none can
be carried out the phase ends without one. The Buccaneer has no privilege, so the Library does
not double anything (R3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...components import BUCCANEER
from ...phases.roles import end_role
from .. import placement
from . import kidnapping

if TYPE_CHECKING:
    from ...engine import Game

STEP = BUCCANEER
PIRACY_KEEP = 3
RAID_KEEP = 3


def begin(game: Game, privilege: str | None) -> None:
    s = game._state
    s.step = STEP
    s.turn = [s.chooser]


def options(game: Game, seat: int) -> list[str]:
    s = game._state
    result = [
        f"piracy {ship.capacity} {kept}"
        for ship in s.ships
        if ship.load
        for kept in range(min(PIRACY_KEEP, ship.load), -1, -1)
    ]
    if s.trading_house:
        result.append("plunder")
    if s.colonist_ship and s.colonist_ship + s.noble_ship > s.n:
        result.append("raid")
    result += [f"kidnap {role}" for role in kidnapping.roles_to_kidnap(game)]
    return result


def act(game: Game, seat: int, words: list[str]) -> None:
    game._state.turn = []
    {"piracy": piracy, "plunder": plunder, "raid": raid, "kidnap": kidnapping.kidnap}[words[0]](
        game, seat, words)


def skip(game: Game, seat: int) -> None:
    """No option can be carried out."""
    game._state.turn = []
    game.emit("buccaneer_idle", seat=seat)


def finish(game: Game) -> None:
    end_role(game)


def piracy(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    ship = next(ship for ship in s.ships if ship.capacity == int(words[1]))
    kept = int(words[2])
    good, load = ship.good, ship.load
    ship.good, ship.load = None, 0
    s.players[seat].goods[good] += kept
    s.goods_supply[good] += load - kept
    game.emit("pirated", seat=seat, ship=ship.capacity, good=good, count=load, kept=kept)


def plunder(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    goods, s.trading_house = s.trading_house, []
    for good in goods:
        s.goods_supply[good] += 1
    game.emit("plundered", seat=seat, goods=goods, vp=len(goods))
    game.award_vp(seat, len(goods))


def raid(game: Game, seat: int, words: list[str]) -> None:
    """With the Nobles the ship's noble counts as one of its workers and stays aboard: the
    colonists leave first (ruling X3)."""
    s = game._state
    removed = min(s.colonist_ship + s.noble_ship - s.n, s.colonist_ship)
    s.colonist_ship -= removed
    keep = min(RAID_KEEP, removed, placement.room(game, seat))
    s.colonist_supply += removed - keep
    game.emit("raided", seat=seat, removed=removed)
    placement.begin(game, seat, keep, placement.TO_SUPPLY, source="raid", resume=False)
