"""Positions: a game set up at any moment of a round, for tests, tools and puzzles.

A position is a table arranged by hand — what each player owns, the supplies, the ships — that
starts at a seat's role choice. It is built in a few readable calls, or from the compact dict
form (`Position.from_dict`, the same keys as the calls), and becomes a `Game` driven only
through the decision API afterwards:

    game = (Position(players=4)
            .seat(0, island=["corn", "quarry"], city={"harbor": 1}, doubloons=5)
            .ships((5, "corn", 3), (6, None, 0), (7, None, 0))
            .start(chooser=0))

Players start with nothing (no tiles, buildings, goods, coins or VP); everything a position
does not name is as the setup left it. Unknown ids are rejected, so a typo cannot silently
build a table that no game could reach.
"""

from __future__ import annotations

from typing import Any

from .components import BUILDINGS, FOREST, GOODS, TILES
from .engine import Game
from .errors import BadSetup
from .setup import Setup, new_state
from .state import SAN_JUAN, GameState, Player, Ship

DEFAULT_NAMES = ("Ana", "Roberto", "Cristina", "David", "Elena")

# Table fields a position may set directly (the round's progress is set by `start`).
TABLE_FIELDS = frozenset({
    "vp_supply", "colonist_supply", "colonist_ship", "goods_supply", "quarries",
    "plantation_pile", "face_up", "discards", "buildings", "trading_house", "round",
    "end_reasons", "roles", "buccaneer_marker", "festival", "noble_supply", "noble_ship",
})


class Position:
    """A table to arrange before the first decision, then `start` it as a `Game`."""

    def __init__(self, players: int = 4, *, seed: int = 1, theme: str = "classic",
                 options: dict[str, Any] | None = None, expansions: tuple[str, ...] = (),
                 names: tuple[str, ...] = DEFAULT_NAMES) -> None:
        setup = Setup(players=names[:players], seed=seed, theme=theme,
                      options=dict(options or {}), expansions=expansions)
        self.state: GameState = new_state(setup)
        table = Game(self.state)
        for prepare in table.rules.prepares:  # the expansions' pieces: the Buccaneer's card …
            prepare(table)
        for seat in range(players):
            self.seat(seat)

    def seat(self, seat: int, *, island=(), idle=(), city=None, goods=None, doubloons: int = 0,
             vp: int = 0, san_juan: int = 0, forests=0, nobles=None) -> Position:
        """Give a player occupied tiles (`island`), empty tiles (`idle`), buildings with their
        colonists (`city`), barrels, doubloons, VP chips, colonists in San Juan and forests
        (plantations laid face down with a Forest House: their kinds, or how many, each a corn
        plantation); `nobles` says how many of those
        colonists are nobles, by place (a tile, a building or "san_juan")."""
        _check(TILES, [*island, *idle], "tile")
        _check(BUILDINGS, list(city or {}), "building")
        _check(GOODS, list(goods or {}), "good")
        kinds = ["corn"] * forests if isinstance(forests, int) else list(forests)
        _check(GOODS, kinds, "forest plantation")
        player = self.state.players[seat]
        player.island = ([[tile, 1] for tile in island] + [[tile, 0] for tile in idle]
                         + [[FOREST, 0] for _ in kinds])
        player.forest_kinds = kinds
        player.city = dict(city or {})
        player.goods = {good: (goods or {}).get(good, 0) for good in GOODS}
        player.doubloons = doubloons
        player.vp = vp
        player.san_juan = san_juan
        player.nobles = {place: n for place, n in (nobles or {}).items() if n}
        _check_nobles(player)
        return self

    def ships(self, *ships: tuple[int, str | None, int]) -> Position:
        """Cargo ships as (capacity, good, load)."""
        _check(GOODS, [good for _, good, _ in ships if good], "good")
        self.state.ships = [Ship(capacity, good, load) for capacity, good, load in ships]
        return self

    def set(self, **fields) -> Position:
        """Other parts of the table: supplies, face-up tiles, trading house, roles …"""
        unknown = set(fields) - TABLE_FIELDS
        if unknown:
            raise BadSetup("position", f"not a table field: {sorted(unknown)}")
        for name, value in fields.items():
            setattr(self.state, name, value)
        return self

    def start(self, chooser: int, picks_made: int = 0) -> Game:
        """The game, standing at `chooser`'s role choice after `picks_made` choices this round
        (the Governor sits that many seats before him)."""
        s = self.state
        s.governor = (chooser - picks_made) % s.n
        s.picks_made = picks_made
        s.step, s.role, s.chooser = "role", None, None
        s.turn, s.waiting = [chooser], []
        for card in s.roles:
            card.taken_by = card.held_by = None
            card.coins = 0
        return Game(s.copy())

    @classmethod
    def from_dict(cls, data: dict) -> Game:
        """The compact form: `{"players": 4, "seed": 1, "theme": "1897", "seats": {"0":
        {"island": [...], "doubloons": 3}}, "ships": [[5, "corn", 3]], "table": {...},
        "chooser": 0, "picks_made": 0}` — every key but `chooser` optional."""
        try:
            position = cls(data.get("players", 4), seed=data.get("seed", 1),
                           theme=data.get("theme", "classic"), options=data.get("options"),
                           expansions=tuple(data.get("expansions", ())))
            for seat, holdings in data.get("seats", {}).items():
                position.seat(int(seat), **holdings)
            if "ships" in data:
                position.ships(*(tuple(ship) for ship in data["ships"]))
            position.set(**data.get("table", {}))
            return position.start(data["chooser"], data.get("picks_made", 0))
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise BadSetup("position", f"malformed position: {exc!r}") from exc


def _check_nobles(player: Player) -> None:
    """No more nobles at a place than colonists there."""
    for place, count in player.nobles.items():
        if place == SAN_JUAN:
            there = player.san_juan
        elif place in TILES:
            there = player.occupied_tiles(place)
        else:
            there = player.city.get(place, 0)
        if count > there:
            raise BadSetup("position", f"{count} nobles at {place!r}, {there} colonists there")


def _check(known, ids: list[str], what: str) -> None:
    unknown = sorted(set(ids) - set(known))
    if unknown:
        raise BadSetup("position", f"unknown {what} {unknown}")
