"""Rules of thumb: a value for every legal decision from a glance at the table, without looking
ahead. The fast computer player takes the best of them; the others use them to play games out.

A decision is valued by what it changes on the player's own board (`Judge.board` of a copy of
his board with the tile, building, colonist or barrels added), except the roles, whose value is
what the role's phase gives the chooser minus part of what it gives everyone else. The
vocabulary is open: when a seat is offered a decision these rules do not know (an expansion's),
every option of that list is valued the slow, general way — played on a copy of the game and the
resulting position judged — so the options stay comparable.

Free decisions (a Guest House's guest moved, `guest sugar`) are valued the same way, by what
the move changes on the board; one is taken first when it is worth at least `MOVE_GAIN`. A free
decision these rules do not know is never taken.
"""

from __future__ import annotations

from collections.abc import Callable

from ..game import Game
from ..game.components import BUILDINGS, GOODS, PRICE, QUARRY
from ..game.expansions.new_buildings import guests
from ..game.scoring import LARGE_BUILDING_BONUS
from ..game.state import GameState, Player
from .judgement import BARREL, EFFECT, Judge

PASS = "pass"
COLONIST = "+colonist"
WAREHOUSE_MARK = ":all"
# The share of what a role gives the other players that counts against its chooser.
OTHERS_SHARE = 0.35
# How many of the dearest affordable buildings are judged when valuing the Builder role.
BUILDER_LOOKS = 4
# VP a free move must add to its owner's board to be taken now rather than kept for later (a
# guest waiting on the Guest House may still meet a better use).
MOVE_GAIN = 0.1
# Decisions the judgement cannot tell apart: a building drafted onto the market is on nobody's
# board yet. Each played on a copy, they all came out alike, so they are valued alike without
# copies, and set `general`: looking further would cost much for little, as with those.
ALIKE = frozenset({"draft"})


class Glance:
    """One seat's look at the table, with the costly parts computed once."""

    def __init__(self, game: Game, seat: int, judge: Judge | None = None) -> None:
        self.game = game
        self.state: GameState = game.state
        self.seat = seat
        self.player = self.state.players[seat]
        self.judge = judge or Judge(self.state, seat)
        self._base: dict[int, float] = {}
        self._others: dict[str, float] = {}
        self.general = False  # set when `values` had to play the decisions on copies

    # -------------------------------------------------------------- valuing
    def values(self, legal: list[str]) -> list[float]:
        """A value for each decision of `legal`, comparable within the list."""
        if legal and all(decision.partition(" ")[0] in ALIKE for decision in legal):
            self.general = True
            return [0.0] * len(legal)
        values = []
        for decision in legal:
            words = decision.split()
            rule = rule_for(words[0]) if words else None
            value = rule(self, words[1:]) if rule else None
            if value is None:
                self.general = True
                return self.played_out(legal)
            values.append(value)
        return values

    def best(self, legal: list[str]) -> str:
        """The decision with the highest value (the first of equals)."""
        if len(legal) == 1:
            return legal[0]
        values = self.values(legal)
        return legal[max(range(len(legal)), key=values.__getitem__)]

    def paying_moves(self, free: list[str], most: int) -> list[str]:
        """The free decisions worth at least MOVE_GAIN, best first (the first of equals
        first), at most `most`."""
        valued = []
        for decision in free:
            words = decision.split()
            rule = FREE_RULES.get(words[0])
            value = rule(self, words) if rule else None
            if value is not None and value >= MOVE_GAIN:
                valued.append((-value, len(valued), decision))
        return [decision for *_, decision in sorted(valued)[:most]]

    def played_out(self, legal: list[str]) -> list[float]:
        """The general way: each decision applied to a copy, and the position judged."""
        values = []
        for decision in legal:
            copy = self.game.clone()
            copy.apply(self.seat, decision)
            values.append(Judge(copy.state, self.seat).margin(self.seat))
        return values

    # ------------------------------------------------------- board changes
    def base(self, player: Player) -> float:
        key = id(player)
        if key not in self._base:
            self._base[key] = self.judge.board(player)
        return self._base[key]

    def gain(self, player: Player, change: Callable[[Player], None]) -> float:
        """How much a change to a copy of `player`'s board is worth to him."""
        copy = player.copy()
        change(copy)
        return self.judge.board(copy, player) - self.base(player)

    def tile_gain(self, player: Player, tile: str, occupied: bool) -> float:
        return self.gain(player, lambda p: p.island.append([tile, 1 if occupied else 0]))

    def building_gain(self, player: Player, building: str, workers: int = 0) -> float:
        return self.gain(player, lambda p: p.city.__setitem__(building, workers))

    def price(self, player: Player, building: str, builder: bool) -> int | None:
        """What `player` would pay for a building, None if it is not his to buy."""
        kind = BUILDINGS.get(building)
        if kind is None or building in player.city:
            return None
        if (2 if kind.large else 1) > player.free_city_spaces():
            return None
        quarries = min(player.occupied_tiles(QUARRY), kind.column)
        cost = max(0, kind.cost - quarries - (1 if builder else 0))
        return cost if cost <= player.doubloons else None

    # ------------------------------------------------------------- roles
    def role_value(self, role: str, privilege: bool) -> float:
        s = self.state
        coins = max((c.coins for c in s.roles if c.role == role and c.taken_by is None),
                    default=0)
        value = coins * self.judge.doubloon
        phase = ROLE_GAINS.get(role)
        if phase is None:
            return value + 0.5  # a role these rules do not know: better than nothing
        mine = phase(self, self.seat, True, privilege)
        others = self._others.get(role)
        if others is None:  # the same whichever role variant is valued (`mayor +colonist`)
            others = self._others[role] = sum(
                phase(self, seat, False, False) for seat in range(s.n) if seat != self.seat
            )
        return value + mine - OTHERS_SHARE * others


# ----------------------------------------------------------------- roles' phases
def _settler(glance: Glance, seat: int, chooser: bool, privilege: bool) -> float:
    s = glance.state
    player = s.players[seat]
    if not player.free_island_spaces():
        return 0.0
    if not chooser:  # the others take what is left: worth about one plantation each
        return 0.6 if s.face_up else 0.0
    hospice = player.active("hospice")
    tiles = set(s.face_up)
    if s.quarries and (chooser or player.active("construction_hut")):
        tiles.add(QUARRY)
    best = max((glance.tile_gain(player, t, hospice) for t in tiles), default=0.0)
    return max(0.0, best)


def _mayor(glance: Glance, seat: int, chooser: bool, privilege: bool) -> float:
    s = glance.state
    player = s.players[seat]
    arriving = s.colonist_ship / s.n + (1 if privilege else 0)
    empty = player.empty_building_circles() + sum(1 for _, o in player.island if not o)
    empty -= player.san_juan
    return 0.9 * min(arriving, max(0, empty)) + 0.1 * arriving


def _builder(glance: Glance, seat: int, chooser: bool, privilege: bool) -> float:
    s = glance.state
    player = s.players[seat]
    affordable = []
    for building, left in s.buildings.items():
        cost = glance.price(player, building, chooser) if left else None
        if cost is not None:
            affordable.append((cost, building))
    # The dearest few are the likely buys; judging every building would be slow.
    best = 0.0
    looks = BUILDER_LOOKS if chooser else 1
    for cost, building in sorted(affordable, reverse=True)[:looks]:
        value = glance.building_gain(player, building) - cost * glance.judge.doubloon
        best = max(best, value)
    if chooser:
        best += glance.judge.doubloon  # the privilege, even when nothing is bought
    return best


def _craftsman(glance: Glance, seat: int, chooser: bool, privilege: bool) -> float:
    from ..game.phases.craftsman import capacity

    made = capacity(glance.state.players[seat])
    value = 0.45 * sum(made[g] * BARREL[g] for g in GOODS)
    if chooser:
        value += max((BARREL[g] for g in GOODS if made[g]), default=0.0) * 0.8
    return value


def _trader(glance: Glance, seat: int, chooser: bool, privilege: bool) -> float:
    s = glance.state
    if len(s.trading_house) >= 4:
        return 0.0
    player = s.players[seat]
    office = player.active("office")
    sellable = [g for g in GOODS if player.goods[g] and (office or g not in s.trading_house)]
    if not sellable:
        return 0.0
    bonus = (1 if chooser else 0) + player.active("small_market") + 2 * player.active(
        "large_market")
    best = max(PRICE[g] + bonus for g in sellable)
    return best * glance.judge.doubloon * (1.0 if chooser else 0.7)


def _captain(glance: Glance, seat: int, chooser: bool, privilege: bool) -> float:
    s = glance.state
    player = s.players[seat]
    if not player.barrels():
        return 0.0
    room = {}
    for ship in s.ships:
        if ship.good is None:
            room.setdefault(None, []).append(ship.capacity)
        elif not ship.full:
            room[ship.good] = ship.capacity - ship.load
    shipped = 0
    for good in GOODS:
        have = player.goods[good]
        if not have:
            continue
        if good in room:
            shipped = max(shipped, min(have, room[good]))
        elif room.get(None):
            shipped = max(shipped, min(have, max(room[None])))
    if player.active("wharf"):
        shipped = max(shipped, max(player.goods.values()))
    harbor = 1 if player.active("harbor") and shipped else 0
    captain = 1 if chooser and shipped else 0
    # What cannot be kept spoils; shipping it is worth more than its barrel value.
    kept = 1 + sum(player.goods[g] for g in _largest(player, _warehouse_kinds(player)))
    spoil = max(0, player.barrels() - shipped - kept) * 0.3
    return (shipped + harbor + captain) * 0.6 + spoil


def _prospector(glance: Glance, seat: int, chooser: bool, privilege: bool) -> float:
    return glance.judge.doubloon if chooser else 0.0


ROLE_GAINS = {
    "settler": _settler, "mayor": _mayor, "builder": _builder, "craftsman": _craftsman,
    "trader": _trader, "captain": _captain, "prospector": _prospector,
}


# ----------------------------------------------------------------- decisions
def _role(glance: Glance, rest: list[str]) -> float | None:
    if not rest:
        return None
    return glance.role_value(rest[0], COLONIST in rest)


def _take(glance: Glance, rest: list[str]) -> float | None:
    if not rest or rest[0] not in (*GOODS, QUARRY):
        return None
    return glance.tile_gain(glance.player, rest[0], COLONIST in rest)


def _hacienda(glance: Glance, rest: list[str]) -> float:
    s = glance.state
    unseen = [t for t in GOODS if t in s.plantation_pile] or list(GOODS)
    gains = [glance.tile_gain(glance.player, t, False) for t in unseen]
    return 0.9 * sum(gains) / len(gains) + 0.05


def _place(glance: Glance, rest: list[str]) -> float | None:
    """One colonist: where he makes the most (a glance, not a copy: the Mayor asks often)."""
    if not rest:
        return None
    target = rest[0]
    player = glance.player
    kind = BUILDINGS.get(target)
    if target in player.city and kind is not None:
        if kind.good is not None:
            idle = _idle_plantations(player, kind.good)
            return 2 * BARREL[kind.good] if idle > 0 else 0.2
        if target in LARGE_BUILDING_BONUS:
            return 2.5
        return 0.6 + EFFECT.get(target, 0.3) * glance.judge.horizon * 0.5
    if target == QUARRY:
        return 1.0 if player.occupied_tiles(QUARRY) < 3 else 0.3
    if target == "corn":
        return 1.3
    if target in GOODS:
        return 2 * BARREL[target] if _idle_plantations(player, target) < 0 else 0.3
    return None


def _idle_plantations(player: Player, good: str) -> int:
    """Occupied plantations of `good` minus the occupied circles that process it."""
    plantations = player.occupied_tiles(good)
    circles = sum(workers for b, workers in player.city.items()
                  if BUILDINGS.get(b) is not None and BUILDINGS[b].good == good)
    return plantations - circles


def _build(glance: Glance, rest: list[str]) -> float | None:
    if not rest or rest[0] not in BUILDINGS:
        return None
    building = rest[0]
    cost = glance.price(glance.player, building, glance.seat == glance.state.chooser)
    if cost is None:
        cost = BUILDINGS[building].cost
    workers = 1 if COLONIST in rest else 0
    return glance.building_gain(glance.player, building, workers) - cost * glance.judge.doubloon


def _bonus(glance: Glance, rest: list[str]) -> float | None:
    return BARREL.get(rest[0]) if rest else None


def _sell(glance: Glance, rest: list[str]) -> float | None:
    if not rest or rest[0] not in PRICE:
        return None
    good = rest[0]
    player = glance.player
    paid = (PRICE[good] + (glance.seat == glance.state.chooser)
            + player.active("small_market") + 2 * player.active("large_market"))
    return paid * glance.judge.doubloon - 0.55 * BARREL[good]


def _load(glance: Glance, rest: list[str]) -> float | None:
    if len(rest) < 2 or rest[0] not in GOODS:
        return None
    good = rest[0]
    ship = next((s for s in glance.state.ships if str(s.capacity) == rest[1]), None)
    if ship is None:
        return None
    count = min(glance.player.goods[good], ship.capacity - ship.load)
    # Filling a ship empties it for the next Captain; a half-empty big ship blocks others.
    return count + 0.15 * BARREL[good] + (0.1 if ship.load + count == ship.capacity else 0.0)


def _wharf(glance: Glance, rest: list[str]) -> float | None:
    if not rest or rest[0] not in GOODS:
        return None
    return glance.player.goods[rest[0]] - 0.6


def _keep(glance: Glance, rest: list[str]) -> float:
    player = glance.player
    value = 0.0
    for word in rest:
        good = word.removesuffix(WAREHOUSE_MARK)
        count = player.goods.get(good, 0) if word.endswith(WAREHOUSE_MARK) else 1
        value += count * BARREL.get(good, 1.0)
    return value


def _pass(glance: Glance, rest: list[str]) -> float:
    return 0.0


RULES: dict[str, Callable[[Glance, list[str]], float | None]] = {
    "role": _role, "take": _take, "hacienda": _hacienda, "place": _place, "build": _build,
    "bonus": _bonus, "sell": _sell, "load": _load, "wharf": _wharf, "keep": _keep,
    "pass": _pass,
}


def _guest(glance: Glance, words: list[str]) -> float:
    """A guest moved from the Guest House to where it works at once."""
    return glance.gain(glance.player, lambda p: guests.settle(p, words))


FREE_RULES: dict[str, Callable[[Glance, list[str]], float | None]] = {
    guests.VERB: _guest, guests.NOBLE_VERB: _guest,
}


def rule_for(verb: str) -> Callable[[Glance, list[str]], float | None] | None:
    """The rule for a verb, or for the verb it is a kind of (`place-noble` is a `place`)."""
    return RULES.get(verb) or RULES.get(verb.partition("-")[0])


def _warehouse_kinds(player: Player) -> int:
    return player.active("small_warehouse") + 2 * player.active("large_warehouse")


def _largest(player: Player, count: int) -> list[str]:
    return sorted(GOODS, key=lambda g: -player.goods[g])[:count]


# -------------------------------------------------------------------- choosing
def decision(game: Game, seat: int, legal: list[str], free: list[str]) -> str:
    """What the rules of thumb do: a free move that pays first, else the best of `legal`."""
    if len(legal) == 1 and not free:
        return legal[0]
    glance = Glance(game, seat)
    moves = glance.paying_moves(free, 1) if free else []
    return moves[0] if moves else glance.best(legal)
