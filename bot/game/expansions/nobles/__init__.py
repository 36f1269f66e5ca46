"""Expansion II of Puerto Rico 1897: the Nobles (ES97 "2.ª Expansión: los burgueses", IT97
"Seconda espansione: i borghesi").

Twenty nobles, colonists of a second kind (`pieces`), and eight buildings that reward them
(`buildings`), put on the board beside the others by cost. ES97's general note rules it all:
"when the rules speak of workers, this also applies to nobles".
"""

from __future__ import annotations

from ...phases import Step
from ...phases import settler as base_settler
from ..rules import Expansion
from . import buildings, pieces

EXPANSION = Expansion(
    id="nobles",
    prepare=pieces.prepare,
    steps={
        "settler": Step(base_settler.options, base_settler.act, buildings.settler_finish,
                        skip=base_settler.skip),
        buildings.LODGE: Step(buildings.lodge_options, buildings.lodge_act,
                              buildings.lodge_finish),
    },
    filters={
        "settler": pieces.hospice_options,
        "builder": pieces.university_options,
        "trader": buildings.land_office_options,
        "captain": buildings.supplier_options,
    },
    verbs={
        ("trader", buildings.LAND_OFFICE): buildings.land_office_act,
        ("captain", buildings.SUPPLIER): buildings.supplier_act,
    },
    hooks={
        "role_chosen": pieces.role_chosen,
        "colonists_arrived": buildings.villa,
        "ship_refilled": pieces.noble_aboard,
        "colonists_never_end": pieces.never_end,
        "harvested": buildings.produced,
        "size_discount": buildings.zoning_discount,
        "captain_turn_over": buildings.supplier_turn_over,
        "score": pieces.score,
    },
)
