"""The 1897 expansions, each a module that adds to the base game rather than changing it.

An `Expansion` brings data and functions; the engine merges those of a game's expansions into
one `Rules` (`rules.py`, cached per combination) and the base phases consult it at a few named
points:

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
  Buccaneer), beside `phases.ROLE_PHASES`, the base roles';
- `hooks`: functions for the named points in `HOOKS`, called by the base phases.

A base game has no expansion: its `Rules` is empty and every point costs one empty loop.
"""

from __future__ import annotations

from functools import cache

from . import buccaneer, festival, new_buildings, nobles
from .rules import Expansion, Rules


@cache
def known() -> dict[str, Expansion]:
    """Every expansion the engine plays, in the order the rulebook numbers them."""
    return {e.id: e for e in (new_buildings.EXPANSION, nobles.EXPANSION, buccaneer.EXPANSION,
                              festival.EXPANSION)}


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
