"""Expansion III of Puerto Rico 1897: the Buccaneer (ES97 "3.ª expansión: EL CONTRABANDISTA",
IT97 "Terza espansione: IL BUCANIERE").

"Añadid la tarjeta de rol «Contrabandista» a las otras tarjetas de rol que correspondan según el
número de jugadores." One more role card, whatever the player count; with two players it is one
of a player's three choices (R8), so the number of choices per round does not change. No coin is
ever placed on it (R7, `phases.roles.end_round`). Its phase is in `options.py`; the Kidnapping
and the marker of the last Buccaneer in `kidnapping.py`.
"""

from __future__ import annotations

from ...components import BUCCANEER
from ...phases import Step
from ...state import RoleCard
from .. import placement
from ..rules import Expansion
from . import kidnapping, options


def prepare(game) -> None:
    game._state.roles.append(RoleCard(BUCCANEER))


EXPANSION = Expansion(
    id="buccaneer",
    prepare=prepare,
    roles={BUCCANEER: options.begin},
    steps={
        options.STEP: Step(options.options, options.act, options.finish, skip=options.skip),
        placement.STEP: Step(placement.options, placement.act, placement.finish),
    },
    filters={"role": kidnapping.role_options},
    hooks={"role_chosen": kidnapping.role_chosen, "choices_done": kidnapping.choices_done},
)
