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


def begin(game: Game, privilege: str | None) -> None:
    s = game._state
    s.step = "captain"
    s.turn = [s.chooser]
    s.idle = 0
    s.captain_bonus_paid = False
    s.wharf_used = []
    game.rules.call("captain_begin", game)
    game.rules.call("captain_turn", game, s.chooser)


def loads(game: Game, player: Player) -> list[str]:
    """Every legal `load <good> <ship>` for a player's barrels."""
    ships = game._state.ships
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
    s = game._state
    player = s.players[seat]
    result = loads(game, player)
    wharf = []
    if player.active("wharf") and seat not in s.wharf_used:
        wharf = [f"wharf {good}" for good in GOODS if player.goods[good]]
    if result:
        return result + wharf  # loading is compulsory; the Wharf is a way of loading
    return wharf + ["pass"] if wharf else []


def act(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
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
    vp = shipping_vp(game, seat, count)
    game.emit("shipped", seat=seat, good=good, count=count, ship=ship_id, vp=vp)
    shipped(game, seat)


def shipping_vp(game: Game, seat: int, vp: int) -> int:
    """A load's VP with the Harbor's +1 and the Captain's privilege on his first load, awarded."""
    s = game._state
    if s.players[seat].active("harbor"):
        vp += 1
    if seat == s.chooser and not s.captain_bonus_paid:
        s.captain_bonus_paid = True
        vp += game.privilege(seat)
    game.award_vp(seat, vp)
    return vp


def shipped(game: Game, seat: int) -> None:
    """A load is done: what follows any load, then the turn passes."""
    game.rules.call("shipped", game, seat)
    next_turn(game, seat, loaded=True)


def skip(game: Game, seat: int) -> None:
    next_turn(game, seat, loaded=False)


def next_turn(game: Game, seat: int, loaded: bool) -> None:
    """The turn passes left; the phase ends after a full round with no load."""
    s = game._state
    game.rules.call("captain_turn_over", game, seat)
    s.idle = 0 if loaded else s.idle + 1
    if s.idle >= s.n:
        s.turn = []
        return
    s.turn = [(seat + 1) % s.n]
    game.rules.call("captain_turn", game, s.turn[0])


def finish(game: Game) -> None:
    """Loading is over: everyone stores at once."""
    s = game._state
    s.step = "storage"
    s.turn = []
    s.waiting = [seat for seat, player in enumerate(s.players) if player.barrels()]


def storage_options(game: Game, seat: int) -> list[str]:
    """The most a player can keep: which kinds go to his warehouses and which loose barrels
    (one; four with a Storehouse), each arrangement that keeps something different once."""
    player = game._state.players[seat]
    kinds = [good for good in GOODS if player.goods[good]]
    if not kinds:
        return []
    slots = (1 if player.active("small_warehouse") else 0) + (
        2 if player.active("large_warehouse") else 0
    )
    if len(kinds) <= slots:
        return [keep_text((), kinds)]
    loose = 1 + game.rules.total("storage_loose", player)
    result = {}
    for stored in combinations(kinds, slots):
        rest = [(good, player.goods[good]) for good in kinds if good not in stored]
        for barrels in loose_choices(rest, loose):
            kept = {good: player.goods[good] for good in stored}
            kept.update((good, barrels.count(good)) for good in barrels)
            result.setdefault(tuple(sorted(kept.items())), keep_text(barrels, stored))
    return list(result.values())


def loose_choices(rest: list[tuple[str, int]], loose: int) -> list[tuple[str, ...]]:
    """Every choice of `loose` barrels (or all there are) from (kind, count) pairs."""
    if loose == 1:
        return [(good,) for good, _ in rest]
    total = sum(count for _, count in rest)
    choices: list[tuple[str, ...]] = []

    def pick(i: int, left: int, chosen: tuple[str, ...]) -> None:
        if not left:
            choices.append(chosen)
            return
        if i == len(rest):
            return
        good, count = rest[i]
        for take in range(min(count, left), -1, -1):
            pick(i + 1, left - take, chosen + (good,) * take)

    pick(0, min(loose, total), ())
    return choices


def keep_text(loose, stored) -> str:
    """`keep corn corn sugar:all`: two loose corn, every sugar in a warehouse."""
    return " ".join(["keep", *loose, *(good + WAREHOUSE_MARK for good in stored)])


def store(game: Game, seat: int, words: list[str]) -> None:
    s = game._state
    player = s.players[seat]
    kept = {}
    lost = {}
    for good in GOODS:
        have = player.goods[good]
        if not have:
            continue
        keep = have if good + WAREHOUSE_MARK in words else words.count(good)
        if keep < have:
            lost[good] = have - keep
            s.goods_supply[good] += have - keep
            player.goods[good] = keep
        if keep:
            kept[good] = keep
    s.waiting.remove(seat)
    game.emit("goods_kept", seat=seat, kept=kept, lost=lost)


def storage_finish(game: Game) -> None:
    s = game._state
    emptied = []
    for ship in s.ships:
        if ship.full:
            s.goods_supply[ship.good] += ship.load
            emptied.append(ship.capacity)
            ship.good, ship.load = None, 0
    if emptied:
        game.emit("ships_emptied", ships=emptied)
    end_role(game)
