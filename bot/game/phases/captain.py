"""The Captain: shipping, storage, emptying full ships (ESC "El capitán", warehouses, Harbor,
Wharf).

Loading goes round from the Captain while anyone can load. On his turn a player who can load
must load exactly one kind, as many barrels as fit: a kind already on a ship goes only to that
ship, no kind on two ships, and into an empty ship only where the most of his barrels fit (he
chooses the kind freely). An occupied Wharf once per phase ships *all* barrels of one kind
instead. 1 VP per barrel, +1 with an occupied Harbor per load, +1 for the Captain on his first.

Then every player, at once, keeps one barrel plus all barrels of one kind per Small Warehouse and
two kinds per Large Warehouse; the rest goes back. Last, only full ships are emptied.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..components import GOODS
from .roles import end_role

if TYPE_CHECKING:
    from ..engine import Game
    from ..state import Player

WAREHOUSE_MARK = ":all"


def begin(game: Game, privilege: bool) -> None:
    s = game.state
    s.step = "captain"
    s.turn = [s.chooser]
    s.idle = 0
    s.captain_bonus_paid = False
    s.wharf_used = []


def loads(game: Game, player: Player) -> list[str]:
    """Every legal `load <good> <ship>` for a player's barrels."""
    ships = game.state.ships
    result = []
    for good in GOODS:
        count = player.goods[good]
        if not count:
            continue
        carrying = [ship for ship in ships if ship.good == good]
        if carrying:
            targets = [ship for ship in carrying if not ship.full]
        else:
            empty = [ship for ship in ships if ship.good is None]
            most = max((min(count, ship.capacity) for ship in empty), default=0)
            targets = [ship for ship in empty if min(count, ship.capacity) == most]
        result += [f"load {good} {ship.capacity}" for ship in targets]
    return result


def options(game: Game, seat: int) -> list[str]:
    s = game.state
    player = s.players[seat]
    result = loads(game, player)
    wharf = []
    if player.active("wharf") and seat not in s.wharf_used:
        wharf = [f"wharf {good}" for good in GOODS if player.goods[good]]
    if result:
        return result + wharf  # loading is compulsory; the Wharf is a way of loading
    return wharf + ["pass"] if wharf else []


def act(game: Game, seat: int, words: list[str]) -> None:
    s = game.state
    player = s.players[seat]
    if words[0] == "pass":
        game.emit("passed", seat=seat, role="captain")
        next_turn(game, seat, loaded=False)
        return
    good = words[1]
    if words[0] == "wharf":
        count = player.goods[good]
        s.goods_supply[good] += count
        s.wharf_used.append(seat)
        ship_id = 0
    else:
        ship = next(ship for ship in s.ships if ship.capacity == int(words[2]))
        count = min(player.goods[good], ship.capacity - ship.load)
        ship.good = good
        ship.load += count
        ship_id = ship.capacity
    player.goods[good] -= count
    vp = count + (1 if player.active("harbor") else 0)
    if seat == s.chooser and not s.captain_bonus_paid:
        s.captain_bonus_paid = True
        vp += 1
    game.award_vp(seat, vp)
    game.emit("shipped", seat=seat, good=good, count=count, ship=ship_id, vp=vp)
    next_turn(game, seat, loaded=True)


def skip(game: Game, seat: int) -> None:
    next_turn(game, seat, loaded=False)


def next_turn(game: Game, seat: int, loaded: bool) -> None:
    """The turn passes left; the phase ends after a full round with no load."""
    s = game.state
    s.idle = 0 if loaded else s.idle + 1
    s.turn = [] if s.idle >= s.n else [(seat + 1) % s.n]


def finish(game: Game) -> None:
    """Loading is over: everyone stores at once."""
    s = game.state
    s.step = "storage"
    s.turn = []
    s.waiting = [seat for seat, player in enumerate(s.players) if player.barrels()]


def storage_options(game: Game, seat: int) -> list[str]:
    """The most a player can keep: which kinds go to his warehouses and which single barrel."""
    player = game.state.players[seat]
    kinds = [good for good in GOODS if player.goods[good]]
    if not kinds:
        return []
    slots = (1 if player.active("small_warehouse") else 0) + (
        2 if player.active("large_warehouse") else 0
    )
    if len(kinds) <= slots:
        return [keep_text(None, kinds)]
    result = []
    for stored in combinations(kinds, slots):
        for single in kinds:
            if single not in stored:
                result.append(keep_text(single, stored))
    return result


def keep_text(single: str | None, stored) -> str:
    parts = ["keep"]
    if single:
        parts.append(single)
    parts += [good + WAREHOUSE_MARK for good in stored]
    return " ".join(parts)


def store(game: Game, seat: int, words: list[str]) -> None:
    s = game.state
    player = s.players[seat]
    kept = {}
    lost = {}
    for good in GOODS:
        have = player.goods[good]
        if not have:
            continue
        keep = have if good + WAREHOUSE_MARK in words else (1 if good in words else 0)
        if keep < have:
            lost[good] = have - keep
            s.goods_supply[good] += have - keep
            player.goods[good] = keep
        if keep:
            kept[good] = keep
    s.waiting.remove(seat)
    game.emit("goods_kept", seat=seat, kept=kept, lost=lost)


def storage_finish(game: Game) -> None:
    s = game.state
    emptied = []
    for ship in s.ships:
        if ship.full:
            s.goods_supply[ship.good] += ship.load
            emptied.append(ship.capacity)
            ship.good, ship.load = None, 0
    if emptied:
        game.emit("ships_emptied", ships=emptied)
    end_role(game)
