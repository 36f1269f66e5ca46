"""The numbers beside each choice of a prompt, for the expansions' decisions too."""

from __future__ import annotations

from bot import choices
from bot.game.position import Position
from bot.l10n import localizer

NAMES = ["Ana", "Bea", "Carlo", "Dora"]


def shown(game, seat: int, lang: str = "en") -> dict[str, str]:
    """Decision -> the numbers its button or option carries."""
    loc = localizer(lang, game.state.theme)
    return {c.decision: c.detail for c in choices.choices(game, seat, loc, NAMES)}


def test_a_trading_post_sale_carries_its_price():
    """Coffee to the supply: 4 doubloons, +1 for the Trader's privilege."""
    game = (Position(4, expansions=("new_buildings",), options={"buildings": "all_new"})
            .set(trading_house=["coffee", "corn", "sugar", "indigo"])
            .seat(0, city={"trading_post": 1}, goods={"coffee": 2}).start(chooser=0))
    game.apply(0, "role trader")
    assert shown(game, 0)["trading_post coffee"] == "+5 doubloons"
    assert shown(game, 0, "es")["trading_post coffee"] == "+5 doblones"


def test_a_black_market_build_carries_what_the_building_costs():
    """ES97's example: the Harbor for 6 doubloons with a fruit barrel and a colonist back."""
    game = (Position(4, expansions=("new_buildings",), options={"buildings": "all_new"})
            .set(buildings={"harbor": 2}, colonist_supply=10)
            .seat(1, island=["indigo"], city={"black_market": 1}, goods={"indigo": 1},
                  doubloons=6).start(chooser=0))
    game.apply(0, "role builder")
    while 1 not in game.pending():
        game.apply(game.pending()[0], "pass")
    assert shown(game, 1)["build harbor -colonist:indigo -barrel:indigo"] == "6 doubloons"
