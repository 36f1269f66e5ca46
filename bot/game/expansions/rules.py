"""What an expansion is (`Expansion`, and the hook points it may use, `HOOKS`) and what a
game's expansions add, merged (`Rules`); the package's docstring says what each part does."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..phases import ROLE_PHASES, STEPS, Step

if TYPE_CHECKING:
    from ..engine import Game

Act = Callable[["Game", int, list[str]], None]

# The points where the base phases let expansions in, with what each function receives.
HOOKS: dict[str, str] = {
    "privilege": "(game, seat) -> int: how many times more the role's privilege counts",
    "build_discount": "(game, player) -> int: doubloons off every building for this player",
    "built": "(game, seat, building): a building was just built",
    "capacity": "(game, player, capacity): adjust the barrels a player's island can make",
    "produced": "(game, seat, goods): a player has produced (the Craftsman's extra not yet)",
    "harvested": "(game, seat, goods): a player's barrels of the Craftsman phase are final, "
                 "the Craftsman's extra ones included",
    "captain_begin": "(game): the Captain phase starts",
    "captain_turn": "(game, seat): a seat's turn to load comes in the Captain phase",
    "shipped": "(game, seat): a seat has loaded barrels (on a ship or with a wharf)",
    "storage_loose": "(player) -> int: barrels of any kind kept besides the single one",
    "score": "(player) -> dict[str, int]: end-of-game VP terms by name",
    "role_chosen": "(game, seat, card): a role card was just taken, before its phase starts",
    "choices_done": "(game) -> bool: the round's choices are made; True if another phase is "
                    "due before the round ends (a kidnapped role)",
    "planted": "(game, seat, tile): a tile was just laid on a player's island",
    "market_set": "(game): the buildings for sale are settled, after any draft",
    "size_discount": "(game, player) -> (int, int): doubloons off each small (columns 1-3) "
                     "and each large building",
    "colonists_arrived": "(game): the Mayor phase has dealt the ship, before placing",
    "ship_refilled": "(game): the Mayor phase has refilled the colonist ship",
    "colonists_never_end": "(game) -> int: nonzero when a short colonist supply ends nothing",
    "captain_turn_over": "(game, seat): a seat's turn in the Captain phase is over",
}


@dataclass(frozen=True)
class Expansion:
    id: str
    options: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    prepare: Callable[[Game], None] | None = None
    steps: dict[str, Step] = field(default_factory=dict)
    filters: dict[str, Callable[[Game, int, list[str]], list[str]]] = field(default_factory=dict)
    verbs: dict[tuple[str, str], Act] = field(default_factory=dict)
    free: Callable[[Game, int], list[str]] | None = None
    free_verbs: dict[str, Act] = field(default_factory=dict)
    roles: dict[str, Callable[[Game, str | None], None]] = field(default_factory=dict)
    hooks: dict[str, Callable] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = set(self.hooks) - set(HOOKS)
        if unknown:
            raise ValueError(f"{self.id}: no hook point {sorted(unknown)}")


class Rules:
    """The base game's steps and role phases, with what a game's expansions add merged in; the
    engine keeps one per game, and finds a chosen role's phase in it, the Buccaneer's as the
    Settler's."""

    def __init__(self, expansions: tuple[Expansion, ...]) -> None:
        self.expansions = expansions
        self.steps: dict[str, Step] = dict(STEPS)
        self.filters: dict[str, tuple[Callable, ...]] = {}
        self.verbs: dict[tuple[str, str], Act] = {}
        self.free: tuple[Callable, ...] = ()
        self.free_verbs: dict[str, Act] = {}
        self.hooks: dict[str, tuple[Callable, ...]] = {}
        self.roles: dict[str, Callable] = dict(ROLE_PHASES)
        for expansion in expansions:
            self.roles.update(expansion.roles)
            self.steps.update(expansion.steps)
            for step, function in expansion.filters.items():
                self.filters[step] = (*self.filters.get(step, ()), function)
            self.verbs.update(expansion.verbs)
            if expansion.free:
                self.free += (expansion.free,)
            self.free_verbs.update(expansion.free_verbs)
            for point, function in expansion.hooks.items():
                self.hooks[point] = (*self.hooks.get(point, ()), function)
        self.prepares = tuple(e.prepare for e in expansions if e.prepare)
        if not self.hooks:  # a base game: every hook point is a no-op, not an empty lookup
            self.call = _nothing
            self.total = _zero

    def call(self, point: str, *args) -> None:
        for function in self.hooks.get(point, ()):
            function(*args)

    def total(self, point: str, *args) -> int:
        functions = self.hooks.get(point)
        return sum(function(*args) for function in functions) if functions else 0


def _nothing(point: str, *args) -> None:
    return None


def _zero(point: str, *args) -> int:
    return 0
