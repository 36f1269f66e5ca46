"""The phases of a round, one module per role, and the table of decision steps."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from . import builder, captain, craftsman, mayor, roles, settler, trader

if TYPE_CHECKING:
    from ..engine import Game


class Step(NamedTuple):
    """How one kind of decision is asked and applied (see the phase modules)."""

    options: Callable[[Game, int], list[str]]  # [] when the seat has nothing to decide
    act: Callable[[Game, int, list[str]], None]
    finish: Callable[[Game], None]  # nobody is left to decide
    simultaneous: bool = False
    skip: Callable[[Game, int], None] | None = None  # a seat with nothing to decide


STEPS: dict[str, Step] = {
    "role": Step(roles.options, roles.act, roles.finish),
    "settler": Step(settler.options, settler.act, settler.finish, skip=settler.skip),
    "mayor": Step(mayor.options, mayor.act, mayor.finish, simultaneous=True),
    "builder": Step(builder.options, builder.act, builder.finish),
    "craftsman": Step(craftsman.options, craftsman.act, craftsman.finish),
    "trader": Step(trader.options, trader.act, trader.finish),
    "captain": Step(captain.options, captain.act, captain.finish, skip=captain.skip),
    "storage": Step(
        captain.storage_options, captain.store, captain.storage_finish, simultaneous=True
    ),
}

# What choosing a role sets going; the flag says whether the privilege option was taken.
ROLE_PHASES = {
    "settler": settler.begin,
    "mayor": mayor.begin,
    "builder": builder.begin,
    "craftsman": craftsman.begin,
    "trader": trader.begin,
    "captain": captain.begin,
    "prospector": roles.prospect,
}
