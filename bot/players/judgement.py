"""How good a position is for each player: an estimate of the VP he will end the game with.

The estimate is what the player would score now (the engine's own scoring) plus what his board
is likely to earn in the rounds left: production shipped or sold, the violet buildings' effects,
quarries that cheapen buildings, doubloons and barrels still to be turned into VP. How many
rounds are left is guessed from whatever ends the game first: the colonists, the VP chips or a
full city.

Everything is read from the state, never changed. Buildings the tables below do not know (an
expansion's) are valued from their printed cost and VP, so a new building is never worthless.
"""

from __future__ import annotations

from ..game.components import BUILDINGS, CITY_SPACES, FACTORY_BONUS, GOODS
from ..game.phases.craftsman import capacity
from ..game.scoring import LARGE_BUILDING_BONUS, score
from ..game.state import GameState, Player

# What one barrel of each good is worth to its owner: shipped for 1 VP or sold for its price.
BARREL = {"corn": 0.75, "indigo": 0.85, "sugar": 1.0, "tobacco": 1.15, "coffee": 1.3}
# VP a working violet building earns in a round, roughly (before the game's length).
EFFECT = {
    "small_market": 0.25, "hacienda": 0.2, "construction_hut": 0.2, "small_warehouse": 0.25,
    "hospice": 0.35, "office": 0.3, "large_market": 0.45, "large_warehouse": 0.35,
    "factory": 0.0, "university": 0.2, "harbor": 0.0, "wharf": 0.0,
}
# Buildings whose colonists are there to work elsewhere (the Guest House's guests, moved to
# where they work): worth the same empty or full.
HOLDERS = frozenset({"guest_house"})
CRAFTSMAN_PER_ROUND = 0.6  # how many of a round's productions become VP or doubloons
LONGEST_GAME = 18.0


class Judge:
    """The value of every seat's position in one state, as `viewer` sees it.

    When the VP chips lie face down the viewer knows only the opponents' total (the supply left
    is in sight), so each opponent is judged with the average of their chips.
    """

    def __init__(self, state: GameState, viewer: int | None = None) -> None:
        self.state = state
        self.chips: dict[int, float] = {}
        if viewer is not None and not state.options.get("show_vp", False):
            others = [i for i in range(state.n) if i != viewer]
            average = sum(state.players[i].vp for i in others) / len(others)
            self.chips = {id(state.players[i]): average for i in others}
        self.rounds = rounds_left(state)
        # A doubloon buys buildings while the game goes on; at the end it only breaks ties.
        self.doubloon = 0.08 + 0.32 * min(1.0, self.rounds / 8)
        self.horizon = min(self.rounds, 10.0)

    def worth(self, seat: int) -> float:
        return self.board(self.state.players[seat])

    def margin(self, seat: int) -> float:
        """How far ahead of the others a seat stands: against the best and the average."""
        worths = [self.worth(i) for i in range(self.state.n)]
        mine = worths.pop(seat)
        return mine - 0.6 * max(worths) - 0.4 * sum(worths) / len(worths)

    def board(self, player: Player, owner: Player | None = None) -> float:
        """The VP `player` ends with if his board earns what it usually does.

        `owner` is the table's player when `player` is a copy of his board with a change.
        """
        rounds, horizon = self.rounds, self.horizon
        total = float(score(player)["total"])
        hidden = self.chips.get(id(owner or player))
        if hidden is not None:
            total += hidden - player.vp
        made = capacity(player)
        kinds = sum(1 for good in GOODS if made.get(good))
        production = sum(made[g] * BARREL.get(g, 1.0) for g in made)
        # Circles that future colonists will fill make goods too, at a discount.
        full = _full_capacity(player)
        production += 0.45 * max(0.0, sum(full[g] * BARREL.get(g, 1.0) for g in full) - production)
        total += CRAFTSMAN_PER_ROUND * rounds * production
        for building, workers in player.city.items():
            kind = BUILDINGS.get(building)
            working = 1.0 if workers or building in HOLDERS else 0.55
            if building in LARGE_BUILDING_BONUS:
                if not workers and rounds >= 1:
                    total += 0.7 * LARGE_BUILDING_BONUS[building](player)
                continue
            effect = EFFECT.get(building)
            if effect is None:
                effect = self._effect(building, kinds, production)
            elif kind is not None and effect == 0.0:
                effect = self._effect(building, kinds, production)
            total += working * effect * horizon
        quarries = min(3, player.occupied_tiles("quarry"))
        total += quarries * 0.7 * min(rounds, 8) * self.doubloon
        total += player.doubloons * self.doubloon
        if rounds >= 0.5:
            total += sum(BARREL.get(g, 1.0) * 0.55 * n for g, n in player.goods.items())
        total += 0.15 * player.san_juan
        return total

    def _effect(self, building: str, kinds: int, production: float) -> float:
        """Effects that grow with production, and a guess for buildings not in the tables."""
        if building == "factory":
            return FACTORY_BONUS[min(kinds, 5)] * CRAFTSMAN_PER_ROUND * self.doubloon * 1.5
        if building == "harbor":
            return 0.35 * min(kinds, 3) + 0.1
        if building == "wharf":
            return min(1.2, 0.25 * production)
        kind = BUILDINGS.get(building)
        cost = kind.cost if kind is not None else 5
        return 0.04 * cost


def rounds_left(state: GameState) -> float:
    """How many rounds the game probably has left, this one included."""
    if state.end_reasons:
        return 0.3
    n = state.n
    empty = sum(p.empty_building_circles() for p in state.players)
    colonists = state.colonist_supply / max(n, empty, 1) + 0.5
    # Occupied plantations stand in for production: counting barrels exactly is slower.
    made = sum(o for p in state.players for t, o in p.island if t != "quarry")
    chips = max(state.vp_supply, 0) / max(2.5, 0.7 * made) + 0.5
    fullest = max(p.city_spaces_used() for p in state.players)
    city = (CITY_SPACES - fullest) / 0.9 + 0.5
    return max(0.3, min(colonists, chips, city, LONGEST_GAME))


def _full_capacity(player: Player) -> dict[str, int]:
    """What the player's plantations and buildings would make with every circle filled."""
    plantations = dict.fromkeys(GOODS, 0)
    for tile, _ in player.island:
        if tile in plantations:
            plantations[tile] += 1
    workshops = dict.fromkeys(GOODS, 0)
    for building in player.city:
        kind = BUILDINGS.get(building)
        if kind is not None and kind.good in workshops:
            workshops[kind.good] += kind.circles
    workshops["corn"] = plantations["corn"]
    return {g: min(plantations[g], workshops[g]) for g in GOODS}
