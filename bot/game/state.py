"""The table at one moment: plain data that serializes to JSON and back.

The state holds no behaviour beyond small queries about a player's board; the rules that change
it live in the phase modules. Random draws come from seeds stored here, so a replay draws the
same tiles.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from .components import BUILDINGS, CIRCLES, CITY_SPACES, FOREST, GOODS, ISLAND_SPACES

SAN_JUAN = "san_juan"  # where a player's unplaced colonists wait (1897: his portrait)
_FOREST_SPACE = [FOREST, 0]  # a forest on an island: never occupied


@dataclass(slots=True)
class Player:
    name: str
    doubloons: int = 0
    vp: int = 0  # VP chips (face down in the box)
    goods: dict[str, int] = field(default_factory=lambda: dict.fromkeys(GOODS, 0))
    # Island spaces in the order they were filled: [tile, occupied (0/1)].
    island: list[list] = field(default_factory=list)
    # City buildings in the order they were built: building id -> colonists on it.
    city: dict[str, int] = field(default_factory=dict)
    san_juan: int = 0
    # Expansion I: the plantation each forest is, face down, in the order laid; a forest sent
    # back to the discards (the Nobles' Hunting Lodge) goes as that plantation.
    forest_kinds: list[str] = field(default_factory=list)
    # Expansion II: nobles are colonists of a second kind. The counts above include them; this
    # says how many of those are nobles, by place: "san_juan", a tile kind or a building id.
    nobles: dict[str, int] = field(default_factory=dict)

    def active(self, building: str) -> bool:
        """A building works only while at least one colonist is on it."""
        return self.city.get(building, 0) > 0

    def occupied_tiles(self, tile: str) -> int:
        return sum(1 for t, o in self.island if t == tile and o)

    def city_spaces_used(self) -> int:
        return sum(2 if BUILDINGS[b].large else 1 for b in self.city)

    def free_city_spaces(self) -> int:
        return CITY_SPACES - self.city_spaces_used()

    def free_island_spaces(self) -> int:
        return ISLAND_SPACES - len(self.island)

    def colonists(self) -> int:
        """Every colonist the player owns: on tiles, on buildings and in San Juan."""
        on_island = sum(o for _, o in self.island)
        return on_island + sum(self.city.values()) + self.san_juan

    def noble_count(self, place: str | None = None) -> int:
        """The player's nobles at one place, or all of them."""
        if place is None:
            return sum(self.nobles.values())
        return self.nobles.get(place, 0)

    def colonists_at(self, place: str) -> int:
        """Colonists of both kinds at a place: San Juan, a building or a tile kind."""
        if place == SAN_JUAN:
            return self.san_juan
        if place in self.city:
            return self.city[place]
        return self.occupied_tiles(place)

    def noble_leaves(self, source: str, target: str | None = None) -> bool:
        """A colonist leaves `source` for `target` (None: off the board); called before the
        counts change. It is a noble only when none of the first kind is there; True if so."""
        if not self.nobles or self.nobles.get(source, 0) < self.colonists_at(source):
            return False
        self.move_noble(source, target)
        return True

    def move_noble(self, source: str | None, target: str | None) -> None:
        """One noble leaves `source` and arrives at `target` (None: off the board)."""
        if source is not None:
            left = self.nobles[source] - 1
            if left:
                self.nobles[source] = left
            else:
                del self.nobles[source]
        if target is not None:
            self.nobles[target] = self.nobles.get(target, 0) + 1

    def empty_building_circles(self) -> int:
        empty = 0
        for building, n in self.city.items():  # a plain loop: asked at every placement
            empty += CIRCLES[building] - n
        return empty

    def forests(self) -> int:
        return self.island.count(_FOREST_SPACE)  # compared in C: the Mayor asks it often

    def circles(self) -> int:
        """All colonist places the player has: one per tile but forests, and the buildings'."""
        return len(self.island) - self.forests() + sum(BUILDINGS[b].circles for b in self.city)

    def barrels(self) -> int:
        return sum(self.goods.values())

    def copy(self) -> Player:
        """A copy sharing nothing that can change with this board."""
        copy = object.__new__(Player)
        copy.name, copy.doubloons, copy.vp = self.name, self.doubloons, self.vp
        copy.san_juan = self.san_juan
        copy.goods, copy.city = self.goods.copy(), self.city.copy()
        copy.nobles, copy.forest_kinds = self.nobles.copy(), self.forest_kinds.copy()
        copy.island = [space.copy() for space in self.island]
        return copy

    def to_dict(self) -> dict:
        return _plain(self)


@dataclass(slots=True)
class Ship:
    capacity: int
    good: str | None = None
    load: int = 0

    @property
    def full(self) -> bool:
        return self.load == self.capacity


@dataclass(slots=True)
class RoleCard:
    role: str
    coins: int = 0
    taken_by: int | None = None
    # Lying in front of a player who has not chosen it (the Buccaneer's Kidnapping): still
    # free for the others this round.
    held_by: int | None = None


@dataclass(slots=True)
class GameState:
    """Everything on the table, plus where the game stands in its round."""

    seed: int
    theme: str
    options: dict[str, Any]
    players: list[Player]
    governor: int
    roles: list[RoleCard]
    role_picks: int
    vp_supply: int  # goes below zero once chips run out: VP "written on paper"
    colonist_supply: int
    colonist_ship: int
    goods_supply: dict[str, int]
    quarries: int
    plantation_pile: list[str]  # face down; the top is the end of the list
    face_up: list[str]
    discards: list[str]
    buildings: dict[str, int]  # copies left for sale
    ships: list[Ship]
    expansions: list[str] = field(default_factory=list)
    # Expansion II: the nobles in the supply and on the colonist ship (beside its colonists).
    noble_supply: int = 0
    noble_ship: int = 0
    # Expansion I: board space (named after the base building printed there) -> the building
    # put on it. Empty in a base game: every space holds its printed building.
    board: dict[str, str | None] = field(default_factory=dict)
    trading_house: list[str] = field(default_factory=list)
    round: int = 1
    picks_made: int = 0
    reshuffles: int = 0
    decisions: int = 0  # decisions taken so far, forced ones included
    # The record's last decisions that their seat may take back: [seat, how many, None], or
    # [seat, 0, what the last one turned over]; empty before the first decision.
    undo: list = field(default_factory=list)
    # The seats that have taken a decision of their own (the engine's forced ones are not).
    decided: list[int] = field(default_factory=list)
    # Where the round stands.
    step: str = "role"
    role: str | None = None
    chooser: int | None = None
    turn: list[int] = field(default_factory=list)  # seats still to act, current first
    waiting: list[int] = field(default_factory=list)  # seats deciding at once
    # Memory of the current phase.
    hacienda_used: bool = False
    produced: list[str] = field(default_factory=list)  # kinds the Craftsman may take more of
    harvest: dict[str, int] = field(default_factory=dict)  # the Craftsman's barrels this phase
    captain_bonus_paid: bool = False
    wharf_used: list[int] = field(default_factory=list)
    used: list[str] = field(default_factory=list)  # "<building>:<seat>": used this phase
    idle: int = 0  # consecutive Captain turns without a load
    # What an expansion's effects remember during a phase (emptied when the phase ends).
    memo: dict[str, Any] = field(default_factory=dict)
    end_reasons: list[str] = field(default_factory=list)
    scores: list[dict] | None = None
    # Expansion III: the seat holding the Buccaneer's marker (the last to take the role).
    buccaneer_marker: int | None = None
    # Colonists a seat is placing one by one outside the Mayor (the Buccaneer's Raid, the
    # Festival's reward): {"seat", "left", "rest" (where the unplaced go), "resume"}.
    placing: dict | None = None
    # Expansion IV: the Festival board {"plantation", "barrels", "building", "won": {goal: seat}}.
    festival: dict = field(default_factory=dict)

    @property
    def n(self) -> int:
        return len(self.players)

    def copy(self) -> GameState:
        """A copy sharing nothing that can change with the state. A search starts every
        play-out from one, so it is made field by field, the flat lists and dicts copied
        shallow, not through `to_dict` (about four times as fast)."""
        copy = object.__new__(GameState)
        for name in _STATE_FIELDS:
            setattr(copy, name, _STATE_COPIERS.get(name, _plain)(getattr(self, name)))
        return copy

    def to_dict(self) -> dict:
        """Plain JSON-ready data; a copy, sharing nothing with the state."""
        return {name: _plain(getattr(self, name)) for name in _STATE_FIELDS}

    @classmethod
    def from_dict(cls, data: dict) -> GameState:
        data = dict(data)
        data["players"] = [Player(**p) for p in data["players"]]
        data["roles"] = [RoleCard(**r) for r in data["roles"]]
        data["ships"] = [Ship(**s) for s in data["ships"]]
        return cls(**data)



_STATE_FIELDS = tuple(f.name for f in fields(GameState))
_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in fields(cls)) for cls in (Player, Ship, RoleCard)
}


def _same(value):
    return value


def _shallow(value):
    return value.copy()


# How GameState.copy copies each field: as is (numbers, texts, None), shallow (lists and
# dicts of those), or by kind; any other field deep, through _plain.
_STATE_COPIERS = {
    **dict.fromkeys(("seed", "theme", "governor", "role_picks", "vp_supply", "colonist_supply",
                     "colonist_ship", "quarries", "noble_supply", "noble_ship", "round",
                     "picks_made", "reshuffles", "decisions", "step", "role", "chooser",
                     "hacienda_used", "captain_bonus_paid", "idle", "buccaneer_marker"), _same),
    **dict.fromkeys(("goods_supply", "plantation_pile", "face_up", "discards", "buildings",
                     "expansions", "board", "trading_house", "decided", "turn", "waiting",
                     "produced", "harvest", "wharf_used", "used", "end_reasons"), _shallow),
    "players": lambda players: [player.copy() for player in players],
    "roles": lambda roles: [RoleCard(r.role, r.coins, r.taken_by, r.held_by) for r in roles],
    "ships": lambda ships: [Ship(s.capacity, s.good, s.load) for s in ships],
}


def _plain(value):
    """A deep copy made of dicts, lists and scalars (much faster than dataclasses.asdict)."""
    kind = type(value)
    if kind is list:
        return [_plain(item) for item in value]
    if kind is dict:
        return {key: _plain(item) for key, item in value.items()}
    names = _FIELDS.get(kind)
    if names is not None:
        return {name: _plain(getattr(value, name)) for name in names}
    return value
