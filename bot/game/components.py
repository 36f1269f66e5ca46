"""The pieces in the box: goods, roles, buildings and the setup tables.

Ids are classic English names in snake_case, theme-neutral; the names players read come from
`bot/locales/`. Everything here is data, so an expansion adds rows rather than code paths.
"""

from __future__ import annotations

from dataclasses import dataclass, field

GOODS: tuple[str, ...] = ("corn", "indigo", "sugar", "tobacco", "coffee")
QUARRY = "quarry"
TILES: tuple[str, ...] = (*GOODS, QUARRY)  # the island tiles a colonist works
FOREST = "forest"  # a plantation laid face down (expansion I): it takes no colonist

# Sale price in the trading house.
PRICE: dict[str, int] = {"corn": 0, "indigo": 1, "sugar": 2, "tobacco": 3, "coffee": 4}

BARRELS: dict[str, int] = {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9}
PLANTATIONS: dict[str, int] = {"corn": 10, "indigo": 12, "sugar": 11, "tobacco": 9, "coffee": 8}
QUARRIES = 8

ISLAND_SPACES = 12
CITY_SPACES = 12
TRADING_HOUSE_SPACES = 4

ROLES: tuple[str, ...] = (
    "settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector",
)
BUCCANEER = "buccaneer"  # expansion III's role card; no coin is ever placed on it (R7)


@dataclass(frozen=True, slots=True)
class BuildingType:
    """One row of the building table (reference §3.1)."""

    id: str
    cost: int
    vp: int
    circles: int
    column: int
    copies: int
    copies_2p: int
    good: str | None = None  # the good a production building processes
    small_production: bool = False
    expansion: str | None = None  # None: the base game
    red: bool = False  # a production building that processes no good (the Jeweler)
    # Column-4 buildings take two city spaces; a field, not a property: it is asked at
    # every count of a city's spaces.
    large: bool = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "large", self.column == 4)

    @property
    def production(self) -> bool:
        return self.good is not None or self.red

    @property
    def violet(self) -> bool:
        return not self.production


def _production(id_: str, cost: int, vp: int, circles: int, column: int, copies: int,
                good: str, small: bool) -> BuildingType:
    return BuildingType(id_, cost, vp, circles, column, copies, 2, good, small)


def _violet(id_: str, cost: int, column: int, *, vp: int | None = None, circles: int = 1,
            expansion: str | None = None) -> BuildingType:
    large = column == 4
    return BuildingType(id_, cost, column if vp is None else vp, circles, column,
                        1 if large else 2, 1, expansion=expansion)


BASE_BUILDINGS: tuple[BuildingType, ...] = (
    _production("small_indigo_plant", 1, 1, 1, 1, 4, "indigo", True),
    _production("small_sugar_mill", 2, 1, 1, 1, 4, "sugar", True),
    _production("indigo_plant", 3, 2, 3, 2, 3, "indigo", False),
    _production("sugar_mill", 4, 2, 3, 2, 3, "sugar", False),
    _production("tobacco_storage", 5, 3, 3, 3, 3, "tobacco", False),
    _production("coffee_roaster", 6, 3, 2, 3, 3, "coffee", False),
    _violet("small_market", 1, 1),
    _violet("hacienda", 2, 1),
    _violet("construction_hut", 2, 1),
    _violet("small_warehouse", 3, 1),
    _violet("hospice", 4, 2),
    _violet("office", 5, 2),
    _violet("large_market", 5, 2),
    _violet("large_warehouse", 6, 2),
    _violet("factory", 7, 3),
    _violet("university", 8, 3),
    _violet("harbor", 8, 3),
    _violet("wharf", 9, 3),
    _violet("guild_hall", 10, 4),
    _violet("residence", 10, 4),
    _violet("fortress", 10, 4),
    _violet("customs_house", 10, 4),
    _violet("city_hall", 10, 4),
)

# Expansion I, the New Buildings (reference §3.2): beige buildings that a draft puts on the board
# in place of some of the base game's.
NEW_BUILDINGS: tuple[BuildingType, ...] = tuple(
    _violet(id_, cost, column, expansion="new_buildings", **extra)
    for id_, cost, column, extra in (
        ("aqueduct", 1, 1, {}),
        ("forest_house", 2, 1, {}),
        ("black_market", 2, 1, {}),
        ("storehouse", 3, 1, {}),
        ("guest_house", 4, 2, {"circles": 2}),
        ("trading_post", 5, 2, {}),
        ("church", 5, 2, {}),
        ("small_wharf", 6, 2, {}),
        ("lighthouse", 7, 3, {}),
        ("specialty_factory", 8, 3, {}),
        ("library", 8, 3, {}),
        ("union_hall", 9, 3, {}),
        ("statue", 10, 4, {"vp": 8, "circles": 0}),
        ("cloister", 10, 4, {}),
    )
)

# Expansion II, the Nobles (reference §3.3): beige buildings put on the board beside the others
# by cost, and the Jeweler, red: a large production building for the Guild Hall that makes
# no goods (ES97 "cuenta como edificio productor grande"). Two of each small one, as in the box.
NOBLE_BUILDINGS: tuple[BuildingType, ...] = (
    *(
        _violet(id_, cost, column, expansion="nobles")
        for id_, cost, column in (
            ("land_office", 2, 1),
            ("chapel", 3, 1),
            ("hunting_lodge", 4, 2),
            ("zoning_office", 5, 2),
            ("royal_supplier", 6, 2),
            ("villa", 7, 3),
            ("royal_garden", 10, 4),
        )
    ),
    BuildingType("jeweler", 8, 3, 1, 3, 2, 2, expansion="nobles", red=True),
)

# Every building in the box; `GameState.buildings` says which of them a game has for sale.
BUILDINGS: dict[str, BuildingType] = {
    b.id: b for b in (*BASE_BUILDINGS, *NEW_BUILDINGS, *NOBLE_BUILDINGS)
}
# Circles per building, looked up where the Mayor and the ship refill count empty ones.
CIRCLES: dict[str, int] = {b.id: b.circles for b in BUILDINGS.values()}

# Colonists in the box; a game counts out fewer by the player count (`SETUP`), except with the
# Nobles, which use them all.
COLONISTS = 100
# The second kind of colonist (expansion II): 20 nobles in the box.
NOBLES = 20


def market_order(ids) -> list[str]:
    """Buildings for sale as the board shows them: by column, the production buildings first,
    each group by cost (the base game's printed order; expansions slot in by cost)."""
    return sorted(ids, key=lambda b: (BUILDINGS[b].column, BUILDINGS[b].violet, BUILDINGS[b].cost))


@dataclass(frozen=True, slots=True)
class PlayerCountSetup:
    """One row of the setup table (reference §2)."""

    doubloons: int
    starting_tiles: tuple[str, ...]  # clockwise from the Governor
    vp_chips: int
    colonist_supply: int
    colonist_ship: int
    cargo_ships: tuple[int, ...]
    prospectors: int
    role_picks: int  # roles chosen per round


SETUP: dict[int, PlayerCountSetup] = {
    2: PlayerCountSetup(3, ("indigo", "corn"), 65, 40, 2, (4, 6), 1, 6),
    3: PlayerCountSetup(2, ("indigo", "indigo", "corn"), 75, 55, 3, (4, 5, 6), 0, 3),
    4: PlayerCountSetup(3, ("indigo", "indigo", "corn", "corn"), 100, 75, 4, (5, 6, 7), 1, 4),
    5: PlayerCountSetup(
        4, ("indigo", "indigo", "indigo", "corn", "corn"), 122, 95, 5, (6, 7, 8), 2, 5,
    ),
}

# With five players every VP chip is used; the 1897 box has more of them.
FIVE_PLAYER_VP = {"classic": 122, "1897": 126}
THEMES: tuple[str, ...] = ("classic", "1897")

# Two-player game: pieces returned to the box (reference §2).
TWO_PLAYER_REMOVED_PLANTATIONS = 3
TWO_PLAYER_REMOVED_QUARRIES = 3
TWO_PLAYER_REMOVED_BARRELS = 2

# Factory: doubloons by the number of kinds produced (index = kinds).
FACTORY_BONUS = (0, 0, 1, 2, 3, 5)
