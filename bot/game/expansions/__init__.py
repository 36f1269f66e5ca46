"""The 1897 expansions, each a module that adds to the base game rather than changing it.

An `Expansion` brings data and functions; the engine merges those of a game's expansions into
one `Rules` (cached per combination) and the base phases consult it at a few named points:

- `options`: setup options of its own, each with its allowed values (the first is the default);
- `prepare`: runs once the base table is set up and before the first round (e.g. the draft);
- `steps`: new kinds of decision step (`phases.Step`), by name;
- `filters`: per step, a function `(game, seat, options) -> options` that adds (or replaces)
  decisions, e.g. the Trading Post's sale beside the trading house's;
- `verbs`: per (step, first word of a decision), the function that applies it, taking over from
  the step's own `act` for that word;
- `free` / `free_verbs`: decisions a seat may take at any moment, asked or not (the Guest
  House's guests): `Game.free(seat)` lists them and `Game.apply` takes them;
- `roles`: role cards of its own, each with the function that starts its phase (the
  Buccaneer), as `phases.ROLE_PHASES` does for the base roles;
- `hooks`: functions for the named points in `HOOKS`, called by the base phases.

A base game has no expansion: its `Rules` is empty and every point costs one empty loop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from ..phases import STEPS, Step

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
    """What a game's expansions add, merged; the engine keeps one per game."""

    def __init__(self, expansions: tuple[Expansion, ...]) -> None:
        self.expansions = expansions
        self.steps: dict[str, Step] = dict(STEPS)
        self.filters: dict[str, tuple[Callable, ...]] = {}
        self.verbs: dict[tuple[str, str], Act] = {}
        self.free: tuple[Callable, ...] = ()
        self.free_verbs: dict[str, Act] = {}
        self.hooks: dict[str, tuple[Callable, ...]] = {}
        self.roles: dict[str, Callable] = {}
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


def _registry() -> dict[str, Expansion]:
    from . import buccaneer, festival, new_buildings, nobles

    return {e.id: e for e in (new_buildings.EXPANSION, nobles.EXPANSION, buccaneer.EXPANSION,
                              festival.EXPANSION)}


@cache
def known() -> dict[str, Expansion]:
    """Every expansion the engine plays, in the order the rulebook numbers them."""
    return _registry()


@cache
def rules_for(ids: tuple[str, ...]) -> Rules:
    return Rules(tuple(known()[i] for i in ids))


def from_text(text: str) -> tuple[str, ...]:
    """Expansion ids as typed on a command line: comma-separated, or `all` for every one."""
    if text.strip() == "all":
        return tuple(known())
    return tuple(word.strip() for word in text.split(",") if word.strip())


def canonical(ids) -> tuple[str, ...]:
    """A set of expansion ids in the rulebook's order (the order their rules apply in)."""
    return tuple(i for i in known() if i in ids)
