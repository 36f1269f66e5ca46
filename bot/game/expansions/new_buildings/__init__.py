"""Expansion I of Puerto Rico 1897: the New Buildings (ES97 "1.ª expansión", IT97 "Prima
espansione"). Fourteen beige buildings (`components.NEW_BUILDINGS`), the draft that decides
which beige buildings are for sale (`board`), and each building's effect where it acts, one
module per group.
"""

from __future__ import annotations

from ...phases import Step
from ..rules import Expansion
from . import board, builder, forests, guests, library, production, scoring, shipping, trading_post

EXPANSION = Expansion(
    id="new_buildings",
    options={"buildings": board.MODES},
    prepare=board.prepare,
    steps={board.DRAFT: Step(board.options, board.act, board.finish)},
    filters={
        "settler": forests.options,
        "builder": builder.options,
        "trader": trading_post.options,
        "captain": shipping.options,
    },
    verbs={
        ("settler", "forest"): forests.lay_forest,
        ("settler", "hacienda"): forests.hacienda,
        ("builder", "build"): builder.build,
        ("trader", trading_post.POST): trading_post.sell,
        ("captain", shipping.SMALL_WHARF): shipping.small_wharf,
    },
    free=guests.options,
    free_verbs={guests.VERB: guests.move, guests.NOBLE_VERB: guests.move},
    hooks={
        "privilege": library.privilege,
        "build_discount": forests.discount,
        "built": builder.church,
        "capacity": production.aqueduct,
        "harvested": production.specialty_factory,
        "captain_begin": shipping.lighthouse_for_captain,
        "captain_turn": shipping.union_hall,
        "captain_turn_over": shipping.captain_turn_over,
        "shipped": shipping.lighthouse,
        "storage_loose": shipping.storehouse,
        "score": scoring.cloister,
    },
)
