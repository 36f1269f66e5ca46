"""The Craftsman (ESC "El capataz", "Fábrica") and the Trader (ESC "El mercader", "Oficina")."""

from __future__ import annotations

import pytest

ANA, ROBERTO, CRISTINA, DAVID = range(4)

ALL_KINDS = {
    "island": ["corn", "indigo", "sugar", "tobacco", "coffee"],
    "city": {"small_indigo_plant": 1, "small_sugar_mill": 1, "tobacco_storage": 1,
             "coffee_roaster": 1},
}


# ------------------------------------------------------------------------------------ Craftsman
def test_corn_needs_no_building_other_goods_do(table, drive):
    """ESC: "No hay edificio de producción para el maíz ... las plantaciones de maíz ocupadas
    producirán maíz directamente"; an indigo plantation without an indigo plant makes nothing."""
    t = table(4)
    t.seat(ROBERTO, island=["corn", "corn", "indigo", "sugar"], city={"sugar_mill": 0})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.state.players[ROBERTO].goods == {
        "corn": 2, "indigo": 0, "sugar": 0, "tobacco": 0, "coffee": 0,
    }


def test_short_supply_in_turn_order_from_the_craftsman(table, drive):
    """ESC note: "Si en la reserva no queda ningún barril de alguno de los tipos de mercancía
    que el jugador produce, se queda sin ella" — players take in turn from the Craftsman."""
    t = table(4)
    for seat in range(4):
        t.seat(seat, island=["sugar", "sugar"], city={"small_sugar_mill": 1, "sugar_mill": 1})
    t.set(goods_supply={"corn": 10, "indigo": 11, "sugar": 3, "tobacco": 9, "coffee": 9})
    game = t.start(CRISTINA)
    drive(game, (CRISTINA, "role craftsman"))
    assert [p.goods["sugar"] for p in game.state.players] == [0, 0, 2, 1]
    assert game.state.goods_supply["sugar"] == 0
    assert game.state.step == "role"  # no sugar left for the Craftsman's extra barrel


@pytest.mark.parametrize(("kinds", "bonus"), [(1, 0), (2, 1), (3, 2), (4, 3), (5, 5)])
def test_factory_pays_by_kinds_produced(table, drive, kinds, bonus):
    """ESC Fábrica: "por producir dos tipos ... 1 doblón; por tres ... 2; por cuatro ... 3; y
    por los cinco ... 5 doblones. El número de barriles producidos no tiene importancia."."""
    t = table(4)
    t.seat(ROBERTO, island=ALL_KINDS["island"][:kinds] + ["corn"],
           city={**ALL_KINDS["city"], "factory": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.state.players[ROBERTO].doubloons == bonus


def test_unoccupied_factory_pays_nothing(table, drive):
    t = table(4)
    t.seat(ROBERTO, **{**ALL_KINDS, "city": {**ALL_KINDS["city"], "factory": 0}})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.state.players[ROBERTO].doubloons == 0
    assert game.state.players[ROBERTO].barrels() == 5


def test_craftsman_bonus_only_of_a_kind_he_produced(table, drive):
    """ESC: "el capataz usa su privilegio para tomar una mercancía adicional (entre las que
    pueda producir)"."""
    t = table(4)
    t.seat(ANA, island=["corn", "indigo"])
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.legal(ANA) == ["bonus corn", "pass"]
    drive(game, (ANA, "bonus corn"))
    assert game.state.players[ANA].goods["corn"] == 2


def test_craftsman_bonus_only_if_he_produced(table, drive):
    """ESC note: "Si el capataz no produce mercancías, no logra ninguna mercancía adicional"."""
    t = table(4)
    t.seat(ROBERTO, island=["corn"])
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.state.step == "role" and game.pending() == (ROBERTO,)
    assert game.state.players[ANA].barrels() == 0


def test_craftsman_bonus_taken_after_everyone_produced(table, drive):
    """ESC: the extra barrel is "su última obligación": if the others took the last barrels of
    his kind, there is none left for him."""
    t = table(4)
    t.seat(ANA, island=["corn"])
    t.seat(ROBERTO, island=["corn", "corn"])
    t.set(goods_supply={"corn": 3, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert [p.goods["corn"] for p in game.state.players] == [1, 2, 0, 0]
    assert game.state.step == "role"


# --------------------------------------------------------------------------------------- Trader
def test_trader_privilege_and_corn_for_nothing(table, drive):
    """ESC: the Trader gets the price "más 1 doblón por su privilegio"; "Un jugador puede vender
    maíz en la casa de comercio aunque no gane dinero al hacerlo"."""
    t = table(4)
    t.seat(ANA, goods={"coffee": 1})
    t.seat(ROBERTO, goods={"corn": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role trader"), (ANA, "sell coffee"), (ROBERTO, "sell corn"))
    assert [p.doubloons for p in game.state.players[:2]] == [4 + 1, 0]
    assert game.state.trading_house == ["coffee", "corn"]


def test_trader_who_does_not_sell_gets_nothing(table, drive):
    """ESC note: "Si el mercader no vende nada, no consigue el doblón adicional"."""
    t = table(4)
    t.seat(ANA, goods={"coffee": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role trader"), (ANA, "pass"))
    assert game.state.players[ANA].doubloons == 0


def test_one_barrel_each_and_only_kinds_not_in_the_house(table, drive):
    """ESC: "La casa de comercio sólo compra mercancías diferentes entre sí"; each player may
    sell *one* barrel."""
    t = table(4)
    t.seat(ROBERTO, goods={"sugar": 3, "tobacco": 1, "corn": 1})
    t.set(trading_house=["sugar"])
    game = t.start(ANA)
    drive(game, (ANA, "role trader"))
    assert sorted(game.legal(ROBERTO)) == ["pass", "sell corn", "sell tobacco"]
    drive(game, (ROBERTO, "sell tobacco"))
    assert game.state.step == "role"
    assert game.state.players[ROBERTO].goods["tobacco"] == 0
    assert game.state.players[ROBERTO].doubloons == 3


def test_house_of_four_closes_and_is_emptied(table, drive):
    """ESC: "La casa de comercio tiene espacio para tan sólo cuatro mercancías ... el mercader
    debe vaciar la casa de comercio si ha quedado llena con cuatro mercancías"."""
    t = table(4)
    t.seat(ROBERTO, goods={"coffee": 1})
    t.seat(CRISTINA, goods={"tobacco": 1}, city={"office": 1})
    t.set(trading_house=["corn", "indigo", "sugar"],
          goods_supply={"corn": 0, "indigo": 0, "sugar": 0, "tobacco": 0, "coffee": 0})
    game = t.start(ANA)
    drive(game, (ANA, "role trader"), (ROBERTO, "sell coffee"))
    s = game.state
    assert s.step == "role"  # Cristina could not sell any more
    assert s.players[CRISTINA].goods["tobacco"] == 1
    assert s.trading_house == []
    assert s.goods_supply == {"corn": 1, "indigo": 1, "sugar": 1, "tobacco": 0, "coffee": 1}


def test_house_not_full_is_not_emptied(table, drive):
    """ESC: "Si en la casa de comercio hay menos de cuatro mercancías, se dejan allí."."""
    t = table(4)
    t.seat(ROBERTO, goods={"coffee": 1})
    t.set(trading_house=["corn", "indigo"])
    game = t.start(ANA)
    drive(game, (ANA, "role trader"), (ROBERTO, "sell coffee"))
    assert game.state.trading_house == ["corn", "indigo", "coffee"]


def test_unoccupied_office_and_markets_do_nothing(table, drive):
    t = table(4)
    t.seat(ROBERTO, goods={"sugar": 1, "tobacco": 1},
           city={"office": 0, "small_market": 0, "large_market": 0})
    t.set(trading_house=["sugar"])
    game = t.start(ANA)
    drive(game, (ANA, "role trader"))
    assert "sell sugar" not in game.legal(ROBERTO)
    drive(game, (ROBERTO, "sell tobacco"))
    assert game.state.players[ROBERTO].doubloons == 3


def test_trader_with_both_markets(table, drive):
    t = table(4)
    t.seat(ANA, goods={"coffee": 1}, city={"small_market": 1, "large_market": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role trader"), (ANA, "sell coffee"))
    assert game.state.players[ANA].doubloons == 4 + 1 + 1 + 2
