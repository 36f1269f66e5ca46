"""The Mayor in one go: a player chooses every circle his colonists fill in one submission.

The engine takes colonists one at a time (`place corn`, `place hospice`). A player instead
chooses among his free circles — one per empty island space and one per empty circle of a
building, numbered in board order — and the chosen circles become the engine's decisions,
tried all at once on a copy of the game before any is taken: the whole arrangement stands, or
none of it. Discord offers the circles in selects (`discord_ui.arrange`), the terminal by their
numbers typed on one line (`prbot play`).

A player who holds nobles (expansion II) chooses in two steps, as the engine has him place
them (ruling NO4): first the circles of his nobles — as many as the circles take, or fewer
when his colonists can fill the rest, the other nobles staying in San Juan — then, among the
circles left, those of his colonists. A second step with nothing to choose (the colonists fill
every circle left, or there are none) is skipped, so the nobles' choice is then the submission.

The suggested arrangement (`suggested_arrangement`) is offered beside the circles.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..game import Game
from ..game.components import BUILDINGS, PRICE, TILES
from ..game.phases.mayor import PLACE, PLACE_NOBLE, filled, noble_share
from ..game.state import SAN_JUAN
from ..l10n import Localizer

NOBLES_STAY = f"{PLACE_NOBLE} {SAN_JUAN}"


@dataclass(frozen=True)
class Circle:
    """A free place for one colonist: an island tile or a circle of a building."""

    target: str  # the tile or building id, as in `place <target>`
    number: int  # 1 for the first free circle of its kind, 2 for the second ...
    island: bool


def circles(game: Game, seat: int) -> list[Circle]:
    """The seat's free circles, island first, in board order."""
    player = game.state.players[seat]
    seen: Counter[str] = Counter()
    result = []
    for tile, occupied in player.island:
        if not occupied and tile in TILES:
            seen[tile] += 1
            result.append(Circle(tile, seen[tile], True))
    for building, workers in player.city.items():
        for number in range(1, BUILDINGS[building].circles - workers + 1):
            result.append(Circle(building, number, False))
    return result


def circle_label(circle: Circle, loc: Localizer) -> str:
    """A circle by its tile or building, numbered when there are several: "Hospice (2)"."""
    name = loc.tile(circle.target) if circle.island else loc.building(circle.target)
    return name if circle.number == 1 else f"{name} ({circle.number})"


def step_title(current: Step, loc: Localizer) -> str:
    """What a step asks for: "The 3 circles for your colonists"."""
    if not current.for_nobles:
        return loc.text("prompt-circles", count=current.most)
    if current.least == current.most:
        return loc.text("prompt-noble-circles", count=current.most)
    return loc.text("prompt-noble-circles-fewer", least=current.least, most=current.most)


# ---------------------------------------------------------------- the steps
@dataclass(frozen=True)
class Step:
    """One choice of an arrangement: from `least` to `most` of the `offered` circles (indices
    into `circles`) for the player's nobles, or for his colonists."""

    for_nobles: bool
    offered: tuple[int, ...]
    least: int
    most: int
    nobles: tuple[int, ...] | None = None  # the colonists' step: the nobles' circles, if any

    def allows(self, chosen: list[int]) -> bool:
        return self.refusal(chosen) is None

    def refusal(self, chosen: list[int]) -> str | None:
        """Why `chosen` is no choice of this step: "circles" (a circle it does not offer, or
        one chosen twice), "count" (too few or too many of them), or None."""
        if len(set(chosen)) != len(chosen) or not set(chosen) <= set(self.offered):
            return "circles"
        return None if self.least <= len(chosen) <= self.most else "count"

    @property
    def settled(self) -> bool:
        """Nothing to choose: every circle offered, or none."""
        return self.most in (0, len(self.offered))


def step(game: Game, seat: int, nobles: list[int] | None = None) -> Step | None:
    """What the seat chooses next. While he holds nobles and `nobles` (their circles) is None:
    his nobles' circles, as many as the engine's Mayor lets them take (`noble_share`: as many
    as the circles take, or fewer while his colonists can fill the rest, the other nobles
    staying in San Juan). Else his colonists' circles among the ones left, as many as go on
    circles. None when `nobles` is no choice he could make."""
    player = game.state.players[seat]
    free = tuple(range(len(circles(game, seat))))
    held = player.noble_count(SAN_JUAN)
    for_nobles = Step(True, free, *noble_share(player))
    if nobles is None and held:
        return for_nobles
    if nobles is not None and not (held and for_nobles.allows(nobles)):
        return None
    count = filled(player) - len(nobles or ())
    left = tuple(i for i in free if i not in (nobles or ()))
    return Step(False, left, count, count, None if nobles is None else tuple(nobles))


def choose(game: Game, seat: int, current: Step, chosen: list[int]) -> list[str] | Step | None:
    """What choosing `chosen` for a whole step leads to: the decisions that make the
    arrangement when nothing is left to choose, the colonists' step after the nobles', or
    None when the step does not allow that choice."""
    if not current.allows(chosen):
        return None
    if current.for_nobles:
        after = step(game, seat, chosen)
        if not after.settled:
            return after
        colonists, nobles = list(after.offered[:after.most]), chosen
    else:
        colonists, nobles = chosen, list(current.nobles or ())
    return decisions(game, seat, colonists, nobles) or None


def decisions(game: Game, seat: int, colonists: list[int], nobles: list[int]) -> list[str]:
    """The engine's decisions that put colonists and nobles on those free circles, in the
    order it asks for them (ruling NO4): the nobles first, one `place-noble` each, then
    `place-noble san_juan` if some stay, then the colonists, one `place` each. Each is what
    the circles still wanting a piece call for, read again from the board after every one:
    the engine places some by itself (a placement with a single choice, the kind left that
    fills every circle). Tried on a copy of the game: empty unless every one is legal and
    they end with exactly that."""
    found = circles(game, seat)
    wanted = {verb: Counter(found[i].target for i in indices)
              for verb, indices in ((PLACE, colonists), (PLACE_NOBLE, nobles))}
    trial = game.clone()
    made = []
    while trial.state.step == "mayor" and seat in trial.pending():
        decision = next_placement(trial, seat, wanted, placed_since(game, trial, seat))
        if decision not in trial.legal(seat):
            return []
        trial.apply(seat, decision)
        made.append(decision)
    return made if placed_since(game, trial, seat) == wanted else []


def next_placement(game: Game, seat: int, wanted: dict[str, Counter[str]],
                   placed: dict[str, Counter[str]]) -> str:
    """The placement the engine asks for next that the wanted arrangement calls for: a noble
    on a circle still wanting one while he holds nobles, the others left in San Juan once
    none does; then a colonist on a circle still wanting one."""
    verb = PLACE_NOBLE if game.state.players[seat].noble_count(SAN_JUAN) else PLACE
    left = [*(wanted[verb] - placed[verb])]
    return f"{verb} {left[-1] if left else SAN_JUAN}"


def arranged(game: Game, seat: int, placed: list[str]) -> list[str]:
    """A whole arrangement as the live table's page sends it, one `place <target>` for each
    circle a colonist fills and one `place-noble <target>` for each a noble fills, as the
    engine's decisions (`decisions`): what the Discord selects submit for the same circles.
    Empty when that is no arrangement the player may make."""
    found = circles(game, seat)
    chosen: dict[str, list[int]] = {PLACE: [], PLACE_NOBLE: []}
    for decision in placed:
        verb, _, target = decision.partition(" ")
        free = [i for i, circle in enumerate(found) if circle.target == target
                and i not in chosen[PLACE] + chosen[PLACE_NOBLE]]
        if verb not in chosen or not free:
            return []
        chosen[verb].append(free[0])
    colonists, nobles = chosen[PLACE], chosen[PLACE_NOBLE]
    first = step(game, seat)
    if first.for_nobles and not first.allows(nobles) or not first.for_nobles and nobles:
        return []
    second = step(game, seat, nobles) if first.for_nobles else first
    if second is None or not second.allows(colonists):
        return []
    return decisions(game, seat, colonists, nobles)


def placed_since(before: Game, after: Game, seat: int) -> dict[str, Counter[str]]:
    """What `after` has put on the circles the seat had free in `before`: per verb (`place`,
    `place-noble`), the targets."""
    old, new = before.state.players[seat], after.state.players[seat]
    placed: dict[str, Counter[str]] = {PLACE: Counter(), PLACE_NOBLE: Counter()}
    for target in {circle.target for circle in circles(before, seat)}:
        nobles = new.noble_count(target) - old.noble_count(target)
        placed[PLACE_NOBLE][target] = nobles
        placed[PLACE][target] = new.colonists_at(target) - old.colonists_at(target) - nobles
    return placed


def suggested_circles(game: Game, seat: int) -> tuple[list[int], list[int]]:
    """The circles the suggested arrangement fills: (the colonists', the nobles')."""
    placed = placed_since(game, suggestion(game, seat)[1], seat)
    chosen: dict[str, list[int]] = {PLACE: [], PLACE_NOBLE: []}
    for index, circle in enumerate(circles(game, seat)):
        verb = next((v for v in (PLACE_NOBLE, PLACE) if placed[v][circle.target]), None)
        if verb:
            placed[verb][circle.target] -= 1
            chosen[verb].append(index)
    return chosen[PLACE], chosen[PLACE_NOBLE]


def ticked(game: Game, seat: int, current: Step) -> list[int]:
    """The suggested arrangement's circles in a step: its nobles', or as many circles as the
    colonists' step takes among those it offers — the suggestion's colonists' first, then the
    circles it gave the nobles (which the player may have put elsewhere), then the others."""
    colonists, nobles = suggested_circles(game, seat)
    if current.for_nobles:
        return nobles
    preferred = dict.fromkeys([*colonists, *nobles, *current.offered])
    return sorted([i for i in preferred if i in current.offered][:current.most])


# ------------------------------------------------------------- the suggestion
def suggested_arrangement(game: Game, seat: int) -> list[str]:
    """Every colonist of a player placed in one go, as a list of decisions: first production
    (a plantation with a building that processes it, and the building), then corn, then violet
    buildings by cost, then the rest. Nobles go first (the engine asks for them first) and
    stay in San Juan once the colonists can fill every circle, unless the best place left is
    one where a noble earns more (`kind_fits`)."""
    return suggestion(game, seat)[0]


def suggestion(game: Game, seat: int) -> tuple[list[str], Game]:
    """The suggested arrangement's decisions, and a copy of the game they were taken on."""
    trial = game.clone()
    placed: list[str] = []
    while trial.state.step == "mayor" and seat in trial.pending():
        options = trial.legal(seat)
        placings = [d for d in options if d != NOBLES_STAY]
        if not placings:
            break
        best = max(placings, key=lambda d: (placement_value(trial, seat, d.split()[1]),
                                            kind_fits(d)))
        if NOBLES_STAY in options and not kind_fits(best):
            best = NOBLES_STAY  # the colonists fill every circle: no noble where one fits less
        trial.apply(seat, best)
        placed.append(best)
    return placed, trial


NOBLE_PLACES = frozenset({"chapel"})


def kind_fits(decision: str) -> bool:
    """Between a colonist and a noble for the same place: the noble where it earns more (a
    Chapel pays a VP rather than a coin), the colonist elsewhere, keeping nobles for there."""
    verb, target = decision.split()
    return (verb == PLACE_NOBLE) == (target in NOBLE_PLACES)


def placement_value(game: Game, seat: int, target: str) -> int:
    player = game.state.players[seat]
    if target in TILES:
        if target == "quarry":
            return 60
        circles_ = sum(BUILDINGS[b].circles for b in player.city if BUILDINGS[b].good == target)
        if target == "corn":
            return 90
        if circles_ > player.occupied_tiles(target):
            return 95 + PRICE[target]
        return 50 + PRICE[target]
    building = BUILDINGS[target]
    if building.good is None:
        return 70 + building.cost
    working = sum(n for b, n in player.city.items() if BUILDINGS[b].good == building.good)
    if player.occupied_tiles(building.good) > working:
        return 100 + PRICE[building.good]
    return 40 + PRICE[building.good]
