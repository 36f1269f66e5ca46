"""The worked examples of the rulebooks (ESC = Spanish classic, ES97/IT97 = 1897), exactly."""

from __future__ import annotations

import pytest

ANA, ROBERTO, CRISTINA, DAVID = range(4)


def test_captain_example_step_by_step(table, drive):
    """ESC "Ejemplo de fase del capitán (con 4 jugadores)": ships of 5 and 7 empty, 3 corn on
    the 6-ship. "Ana ... Elige el azúcar y carga sus 6 barriles de azúcar en el barco de 7
    casillas (no puede elegir el de 5 casillas ...). Gana 7 PV (6 + 1 ...)"."""
    t = table(4, auto_forced=False)
    t.seat(ANA, goods={"corn": 2, "sugar": 6})
    t.seat(ROBERTO, goods={"sugar": 2, "tobacco": 3})
    t.seat(CRISTINA, goods={"corn": 2, "tobacco": 1})
    t.seat(DAVID, goods={"corn": 1, "indigo": 5})
    t.ships((5, None, 0), (6, "corn", 3), (7, None, 0))
    t.set(goods_supply={"corn": 1, "indigo": 6, "sugar": 3, "tobacco": 5, "coffee": 9})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    players = game.state.players

    # "Ana debe cargar sus 2 de maíz o sus 6 de azúcar": not the sugar into the 5-ship.
    assert sorted(game.legal(ANA)) == ["load corn 6", "load sugar 7"]
    drive(game, (ANA, "load sugar 7"))
    assert players[ANA].vp == 7

    # "Roberto ... carga 1 barril en el barco de 7 casillas, llenándolo ... Gana 1 PV."
    assert sorted(game.legal(ROBERTO)) == ["load sugar 7", "load tobacco 5"]
    drive(game, (ROBERTO, "load sugar 7"))
    assert (players[ROBERTO].vp, players[ROBERTO].goods["sugar"]) == (1, 1)

    # "Cristina ... Elige el tabaco y carga 1 barril en el barco vacío de 5 casillas."
    assert sorted(game.legal(CRISTINA)) == ["load corn 6", "load tobacco 5"]
    drive(game, (CRISTINA, "load tobacco 5"))
    assert players[CRISTINA].vp == 1

    # "David ... Debe cargar el maíz en el barco de 6 casillas porque no hay lugar para el añil."
    assert game.legal(DAVID) == ["load corn 6"]
    drive(game, (DAVID, "load corn 6"))
    assert players[DAVID].vp == 1

    # "Ana tiene otro turno. Ahora debe cargar sus 2 de maíz ... Gana 2 PV más."
    assert game.legal(ANA) == ["load corn 6"]
    drive(game, (ANA, "load corn 6"))
    assert players[ANA].vp == 9

    # "Roberto no tiene otra opción que cargar sus 3 de tabaco ... Gana otros 3 PV."
    assert game.legal(ROBERTO) == ["load tobacco 5"]
    drive(game, (ROBERTO, "load tobacco 5"))
    assert players[ROBERTO].vp == 4

    # "Cristina y David ... no pueden cargarlas": the phase ends, everyone with goods stores.
    assert set(game.pending()) == {ROBERTO, CRISTINA, DAVID}
    assert game.legal(CRISTINA) == ["keep corn"]
    assert game.legal(DAVID) == ["keep indigo"]
    drive(game, (ROBERTO, "keep sugar"), (CRISTINA, "keep corn"), (DAVID, "keep indigo"))
    assert [p.vp for p in players] == [9, 4, 1, 1]
    assert [p.barrels() for p in players] == [0, 1, 1, 1]

    # "Ana vacía los dos barcos que se han llenado ... Los 4 barriles de tabaco se quedan en el
    # barco de 5 casillas."
    ships = {ship.capacity: (ship.good, ship.load) for ship in game.state.ships}
    assert ships == {5: ("tobacco", 4), 6: (None, 0), 7: (None, 0)}
    # Back to the supply: 6 corn of the ship + Cristina's extra one, 7 sugar, David's 4 indigo.
    assert game.state.goods_supply == {
        "corn": 1 + 6 + 1, "indigo": 6 + 4, "sugar": 3 + 7, "tobacco": 5, "coffee": 9,
    }
    assert game.state.vp_supply == 100 - 15


def test_captain_example_with_forced_decisions_applied(table, drive):
    """The same example with auto_forced: only Ana's, Roberto's and Cristina's first loads are
    choices; the rest of the phase and the storage run by themselves."""
    t = table(4)
    t.seat(ANA, goods={"corn": 2, "sugar": 6})
    t.seat(ROBERTO, goods={"sugar": 2, "tobacco": 3})
    t.seat(CRISTINA, goods={"corn": 2, "tobacco": 1})
    t.seat(DAVID, goods={"corn": 1, "indigo": 5})
    t.ships((5, None, 0), (6, "corn", 3), (7, None, 0))
    game = t.start(ANA)
    drive(game, (ANA, "role captain"), (ANA, "load sugar 7"), (ROBERTO, "load sugar 7"),
          (CRISTINA, "load tobacco 5"))
    assert [p.vp for p in game.state.players] == [9, 4, 1, 1]
    assert [p.barrels() for p in game.state.players] == [0, 1, 1, 1]
    assert game.state.step == "role" and game.pending() == (ROBERTO,)


def test_production_example(table, drive):
    """ESC "Ejemplo": "2 barriles de maíz (porque la 3ª plantación de maíz no está ocupada)",
    "1 barril de tabaco (porque en el 2º círculo del secadero no hay ningún colono)",
    "3 barriles de azúcar (porque la 4ª plantación de azúcar no está ocupada)"."""
    t = table(4)
    t.seat(ANA,
           island=["corn", "corn", "tobacco", "tobacco", "sugar", "sugar", "sugar"],
           idle=["corn", "sugar"],
           city={"tobacco_storage": 1, "small_sugar_mill": 1, "sugar_mill": 3})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.state.players[ANA].goods == {
        "corn": 2, "indigo": 0, "sugar": 3, "tobacco": 1, "coffee": 0,
    }
    assert sorted(game.legal(ANA)) == ["bonus corn", "bonus sugar", "bonus tobacco", "pass"]


def test_factory_example(table, drive):
    """ESC Fábrica: David has 3 corn, 3 sugar, 1 tobacco plantation and the buildings occupied.
    "Produce sólo 2 barriles de azúcar y 1 barril de tabaco, porque en la reserva no queda maíz
    y hay sólo 2 barriles de azúcar. Gana 1 doblón"."""
    t = table(4)
    t.seat(DAVID, island=["corn"] * 3 + ["sugar"] * 3 + ["tobacco"],
           city={"sugar_mill": 3, "tobacco_storage": 1, "factory": 1})
    t.set(goods_supply={"corn": 0, "indigo": 11, "sugar": 2, "tobacco": 9, "coffee": 9})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    david = game.state.players[DAVID]
    assert (david.goods["corn"], david.goods["sugar"], david.goods["tobacco"]) == (0, 2, 1)
    assert david.doubloons == 1


@pytest.mark.parametrize(("building", "price"), [
    ("construction_hut", 1), ("office", 3), ("harbor", 5), ("city_hall", 7),
])
def test_three_quarry_costs(table, drive, building, price):
    """ESC Cantera: "Un jugador con 3 canteras ocupadas pagaría estos costes: caseta de obra:
    1 doblón; oficina: 3 doblones; puerto: 5 doblones; ayuntamiento: 7 doblones." (ES97 prints
    "Muelle: 6", a misprint: ruling R17.)"""
    t = table(4)
    t.seat(ROBERTO, island=["quarry"] * 3, doubloons=price)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"), (ANA, "pass"))
    assert f"build {building}" in game.legal(ROBERTO)
    drive(game, (ROBERTO, f"build {building}"))
    assert game.state.players[ROBERTO].doubloons == 0


@pytest.mark.parametrize("building", ["construction_hut", "office", "harbor", "city_hall"])
def test_three_quarry_costs_one_doubloon_short(table, drive, building):
    price = {"construction_hut": 1, "office": 3, "harbor": 5, "city_hall": 7}[building]
    t = table(4)
    t.seat(ROBERTO, island=["quarry"] * 3, doubloons=price - 1)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"), (ANA, "pass"))
    assert f"build {building}" not in game.legal(ROBERTO)


def harbor_owner(table):
    """The Harbor + Wharf owner (Roberto) with 5 tobacco and 2 sugar; the tobacco ship has room
    for 3 only, sugar already sails on the 6-ship."""
    t = table(4)
    t.seat(ROBERTO, goods={"tobacco": 5, "sugar": 2}, city={"harbor": 1, "wharf": 1})
    t.ships((5, "tobacco", 2), (6, "sugar", 1), (7, None, 0))
    return t.start(ANA)


def test_harbor_and_wharf_example(table, drive):
    """ESC Puerto: "sólo puede cargar 3 de sus 5 barriles de tabaco ...: el jugador gana 3 + 1
    PV. ... carga 2 barriles de azúcar ...: gana 2 + 1 PV. ... usa su muelle para poner los 2
    barriles de tabaco que le quedan en la reserva: gana 2 + 1 PV."."""
    game = harbor_owner(table)
    roberto = game.state.players[ROBERTO]
    drive(game, (ANA, "role captain"), (ROBERTO, "load tobacco 5"))
    assert roberto.vp == 3 + 1
    drive(game, (ROBERTO, "load sugar 6"))
    assert roberto.vp == 4 + 2 + 1
    assert sorted(game.legal(ROBERTO)) == ["pass", "wharf tobacco"]
    drive(game, (ROBERTO, "wharf tobacco"))
    assert roberto.vp == 7 + 2 + 1
    assert roberto.barrels() == 0
    ships = {ship.capacity: (ship.good, ship.load) for ship in game.state.ships}
    assert ships == {5: (None, 0), 6: ("sugar", 3), 7: (None, 0)}


def test_wharf_example_tobacco_ship_not_filled(table, drive):
    """ESC Muelle: "supongamos que el jugador usó su muelle para poner sus 5 barriles de tabaco
    en la reserva. En este caso, el «barco del tabaco» no quedaría lleno ... y ... no se debería
    vaciar"."""
    game = harbor_owner(table)
    roberto = game.state.players[ROBERTO]
    drive(game, (ANA, "role captain"), (ROBERTO, "wharf tobacco"))
    # 5 + 1 for the Wharf, then the forced sugar load: 2 + 1.
    assert roberto.vp == 5 + 1 + 2 + 1
    ships = {ship.capacity: (ship.good, ship.load) for ship in game.state.ships}
    assert ships == {5: ("tobacco", 2), 6: ("sugar", 3), 7: (None, 0)}


def test_mayor_example(table, drive):
    """ESC "Ejemplo para 4 jugadores": "En total el alcalde ha tomado 3 colonos, el segundo
    jugador ha tomado 2, y los jugadores 3 y 4 han tomado 1 colono cada uno." (6 on the ship,
    dealt one at a time from the Mayor, and the privilege colonist.)"""
    t = table(4)
    t.set(colonist_ship=6, colonist_supply=50)
    game = t.start(ROBERTO)
    drive(game, (ROBERTO, "role mayor +colonist"))
    assert [p.san_juan for p in game.state.players] == [1, 3, 2, 1]
    assert game.state.colonist_supply == 50 - 1 - 4
    assert game.state.colonist_ship == 4


def test_small_market_example(table, drive):
    """ESC Mercado pequeño: "Ana vende un barril de maíz y recibe 1 doblón.\""""
    t = table(4)
    t.seat(ROBERTO, goods={"corn": 1}, city={"small_market": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role trader"), (ROBERTO, "sell corn"))
    assert game.state.players[ROBERTO].doubloons == 1


def test_large_market_example(table, drive):
    """ESC Mercado grande: "si un jugador tiene el mercado pequeño y el grande, consigue 3
    doblones adicionales"."""
    t = table(4)
    t.seat(ROBERTO, goods={"sugar": 1}, city={"small_market": 1, "large_market": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role trader"), (ROBERTO, "sell sugar"))
    assert game.state.players[ROBERTO].doubloons == 2 + 3


def test_office_example(table, drive):
    """ESC Oficina: "en la casa de comercio ya hay un barril de tabaco. Roberto tiene una
    oficina ocupada, y ... vende tabaco ... Cristina tiene la otra oficina ... también puede
    vender tabaco"; David, without one, may not."""
    t = table(4)
    for seat in (ROBERTO, CRISTINA):
        t.seat(seat, goods={"tobacco": 1}, city={"office": 1})
    t.seat(DAVID, goods={"tobacco": 1})
    t.set(trading_house=["tobacco"])
    game = t.start(ANA)
    drive(game, (ANA, "role trader"), (ROBERTO, "sell tobacco"), (CRISTINA, "sell tobacco"))
    assert [p.doubloons for p in game.state.players] == [0, 3, 3, 0]
    assert game.state.trading_house == ["tobacco"] * 3
    assert game.pending() == (ROBERTO,)  # David could not sell: the Trader phase is over


def scores_of(table, seat_kwargs):
    """Roberto's final score row, he owning what `seat_kwargs` gives him."""
    return table(4).seat(ROBERTO, **seat_kwargs).final().scores[ROBERTO]


def test_guild_hall_example(table):
    """ESC Cofradía: "tiene también una azucarera pequeña y normal, una añilería pequeña y un
    tostadero de café: gana 6 PV adicionales"."""
    row = scores_of(table, {"city": {
        "guild_hall": 1, "small_sugar_mill": 0, "sugar_mill": 0, "small_indigo_plant": 1,
        "coffee_roaster": 0}})
    assert row["bonuses"] == {"guild_hall": 6}
    assert row["total"] == 4 + 1 + 2 + 1 + 3 + 6


@pytest.mark.parametrize(("filled", "bonus"), [(3, 4), (9, 4), (10, 5), (11, 6), (12, 7)])
def test_residence_example(table, filled, bonus):
    """ESC Residencia: "ha llenado 10 de sus 12 casillas de isla ...: gana 5 PV adicionales";
    4/5/6/7 for up to 9/10/11/12, occupied or not."""
    tiles = ["quarry"] * (filled // 2) + ["corn"] * (filled - filled // 2)
    row = scores_of(table, {"city": {"residence": 1}, "idle": tiles})
    assert row["bonuses"] == {"residence": bonus}
    assert row["total"] == 4 + bonus


def test_fortress_example(table):
    """ESC Fortaleza: "tiene en total 20 colonos repartidos entre sus plantaciones, canteras,
    edificios y en San Juan: gana 6 PV adicionales"."""
    row = scores_of(table, {"city": {"fortress": 1, "hospice": 1},
                                   "island": ["corn"] * 8 + ["quarry"] * 2, "san_juan": 8})
    assert row["bonuses"] == {"fortress": 6}
    assert row["total"] == 4 + 2 + 6


def test_customs_house_example(table):
    """ESC Aduana: "tiene en total 23 puntos de victoria en fichas de PV: gana 5 PV adicionales"."""
    row = scores_of(table, {"city": {"customs_house": 1}, "vp": 23})
    assert row["bonuses"] == {"customs_house": 5}
    assert row["total"] == 23 + 4 + 5


def test_city_hall_example(table):
    """ESC Ayuntamiento: "también tiene hacienda, puerto, oficina, caseta de obra, almacén
    grande y residencia: gana 7 PV adicionales"."""
    city = dict.fromkeys(["hacienda", "harbor", "office", "construction_hut", "large_warehouse",
                          "residence"], 0) | {"city_hall": 1, "sugar_mill": 3}
    row = scores_of(table, {"city": city})
    assert row["bonuses"] == {"city_hall": 7}
    assert row["total"] == (1 + 3 + 2 + 1 + 2 + 4 + 4 + 2) + 7
