"""The Mayor (ESC "El alcalde") and the Builder (ESC "El constructor", "Cantera", "Universidad")."""

from __future__ import annotations

import pytest

ANA, ROBERTO, CRISTINA, DAVID = range(4)


# ---------------------------------------------------------------------------------------- Mayor
def test_mayor_privilege_comes_from_the_supply(table, drive):
    """ESC: "puede, en primer lugar, tomar un colono de la reserva de colonos (no del barco)"."""
    game = table(4).set(colonist_supply=20, colonist_ship=4).start(ANA)
    drive(game, (ANA, "role mayor +colonist"))
    assert [p.san_juan for p in game.state.players] == [2, 1, 1, 1]
    assert game.state.colonist_supply == 20 - 1 - 4


def test_mayor_privilege_is_optional(table, drive):
    game = table(4).set(colonist_supply=20, colonist_ship=4).start(ANA)
    drive(game, (ANA, "role mayor"))
    assert [p.san_juan for p in game.state.players] == [1, 1, 1, 1]
    assert game.state.colonist_supply == 20 - 4


def test_no_mayor_privilege_from_an_empty_supply(table):
    """ESC note: "Cuando la reserva de colonos se agote, el alcalde no podrá usar su privilegio"."""
    game = table(4).set(colonist_supply=0).start(ANA)
    assert "role mayor" in game.legal(ANA)
    assert "role mayor +colonist" not in game.legal(ANA)


def test_ship_dealt_one_at_a_time_from_the_mayor(table, drive):
    """ESC: "los jugadores van tomando los colonos del barco de uno en uno, empezando por el
    alcalde"."""
    game = table(4).set(colonist_supply=20, colonist_ship=3).start(CRISTINA)
    drive(game, (CRISTINA, "role mayor"))
    assert [p.san_juan for p in game.state.players] == [1, 0, 1, 1]


def test_all_colonists_may_be_moved(table, drive):
    """ESC: "un jugador puede mover un colono que en una ronda anterior hubiera puesto en un
    círculo"."""
    t = table(4, auto_forced=False).set(colonist_ship=4)
    t.seat(ROBERTO, island=["corn"], idle=["indigo"], city={"small_market": 0})
    game = t.start(ANA)
    drive(game, (ANA, "role mayor"))
    assert game.pending() == (ROBERTO,)
    assert sorted(game.legal(ROBERTO)) == ["place corn", "place indigo", "place small_market"]
    drive(game, (ROBERTO, "place indigo"), (ROBERTO, "place small_market"))
    roberto = game.state.players[ROBERTO]
    assert roberto.island == [["corn", 0], ["indigo", 1]]
    assert roberto.city == {"small_market": 1}
    assert roberto.san_juan == 0


def test_no_colonist_in_san_juan_while_a_circle_is_empty(table, drive):
    """ESC note: "Los jugadores no pueden decidir poner sus colonos en San Juan si aún tienen
    algún círculo vacío"; extra colonists wait in San Juan."""
    t = table(4).set(colonist_ship=4)
    t.seat(ROBERTO, idle=["corn", "sugar"], city={"sugar_mill": 0})
    t.seat(CRISTINA, idle=["corn"], san_juan=2)
    game = t.start(ANA)
    drive(game, (ANA, "role mayor"))
    legal = game.legal(ROBERTO)
    assert legal and all(decision.startswith("place ") for decision in legal)
    drive(game, (ROBERTO, "place sugar"))
    players = game.state.players
    assert players[ROBERTO].san_juan == 0
    assert players[CRISTINA].island == [["corn", 1]]
    assert players[CRISTINA].san_juan == 2


@pytest.mark.parametrize(("ship", "city", "idle", "refill"), [
    (0, {"sugar_mill": 0, "coffee_roaster": 0, "hospice": 0, "factory": 0}, (), 7),
    (4, {"sugar_mill": 0, "coffee_roaster": 0, "hospice": 0, "factory": 0}, (), 6),
    (0, {"sugar_mill": 1}, (), 4),
    (0, {}, ("corn",) * 6, 4),
])
def test_ship_refill_is_max_of_players_and_empty_building_circles(table, drive, ship, city,
                                                                    idle, refill):
    """ESC: "un colono ... por cada círculo vacío que haya en los edificios ... (no se tienen en
    cuenta los círculos vacíos de las plantaciones ni de las canteras) ... como mínimo, ... tantos
    colonos ... como jugadores" — counted after everyone placed his colonists."""
    t = table(4).set(colonist_ship=ship, colonist_supply=30)
    t.seat(DAVID, city=city, idle=idle)
    game = t.start(ANA)
    drive(game, (ANA, "role mayor"))
    if game.state.step == "mayor":  # David places his one colonist
        drive(game, (DAVID, "place sugar_mill"))
    assert game.state.colonist_ship == refill
    assert game.state.colonist_supply == 30 - refill
    assert game.state.end_reasons == []


def test_short_supply_ends_the_game_after_the_round(table, drive):
    """ESC "Final de la partida": "que al final de la fase del alcalde no queden suficientes
    colonos para rellenar el barco"; the round is played out first."""
    game = table(4).set(colonist_ship=0, colonist_supply=3).start(ANA)
    drive(game, (ANA, "role mayor"))
    assert game.state.colonist_ship == 3
    assert game.state.end_reasons == ["colonists"]
    assert not game.is_over
    drive(game, (ROBERTO, "role prospector"), (CRISTINA, "role craftsman"))
    assert not game.is_over
    drive(game, (DAVID, "role trader"))
    assert game.is_over


def test_exactly_enough_colonists_is_not_a_trigger(table, drive):
    game = table(4).set(colonist_ship=0, colonist_supply=4).start(ANA)
    drive(game, (ANA, "role mayor"))
    assert (game.state.colonist_ship, game.state.colonist_supply) == (4, 0)
    assert game.state.end_reasons == []


# -------------------------------------------------------------------------------------- Builder
def builder_turn(table, seat, **kwargs):
    """The table after Ana chose the Builder, at `seat`'s turn (Ana passes if it is not hers)."""
    t = table(4)
    t.seat(seat, **kwargs)
    game = t.start(ANA)
    game.apply(ANA, "role builder")
    if seat != ANA:
        game.apply(ANA, "pass")
    assert game.pending() == (seat,)
    return game


def test_one_building_per_player_per_phase(table, drive):
    """ESC note: "Ningún jugador puede construir más de un edificio por ronda"."""
    game = builder_turn(table, ANA, doubloons=20)
    drive(game, (ANA, "build small_market"))
    assert game.state.step == "role"  # the others have no doubloons
    assert game.state.players[ANA].city == {"small_market": 0}


def test_never_two_of_a_kind(table):
    """ESC "Los edificios": "Cada jugador puede construir cada edificio sólo una vez"."""
    game = builder_turn(table, ROBERTO, doubloons=20, city={"office": 1})
    assert "build office" not in game.legal(ROBERTO)
    assert "build large_market" in game.legal(ROBERTO)


def test_no_copy_left_for_sale(table):
    t = table(4)
    t.seat(ROBERTO, doubloons=20)
    t.set(buildings={**t.state.buildings, "harbor": 0})
    game = t.start(ANA)
    game.apply(ANA, "role builder")
    game.apply(ANA, "pass")
    assert "build harbor" not in game.legal(ROBERTO)


@pytest.mark.parametrize(("seat", "quarries", "building", "price"), [
    (ANA, 0, "small_market", 0),       # 1 - 1 Builder
    (ANA, 1, "small_market", 0),       # never below 0
    (ROBERTO, 4, "small_market", 0),   # column 1: at most 1 quarry
    (ROBERTO, 4, "hospice", 2),        # column 2: at most 2
    (ANA, 4, "hospice", 1),            # 4 - 2 - 1
    (ANA, 4, "factory", 3),            # 7 - 3 - 1
    (ANA, 4, "city_hall", 5),          # 10 - 4 - 1
    (ROBERTO, 4, "city_hall", 6),
    (ANA, 0, "wharf", 8),
])
def test_building_cost(table, drive, seat, quarries, building, price):
    """ESC "Cantera": "reduce en 1 doblón ... como máximo en 1/2/3/4 doblones (columna) ... El
    descuento por el privilegio del constructor se añade al de la cantera, pero el coste de un
    edificio no puede reducirse a menos de 0 doblones"."""
    game = builder_turn(table, seat, island=["quarry"] * quarries, doubloons=10)
    drive(game, (seat, f"build {building}"))
    assert game.state.players[seat].doubloons == 10 - price


def test_unoccupied_quarries_give_no_discount(table):
    game = builder_turn(table, ROBERTO, idle=["quarry"] * 3, doubloons=2)
    assert "build small_warehouse" not in game.legal(ROBERTO)
    assert "build hacienda" in game.legal(ROBERTO)


def test_builder_who_does_not_build_gets_nothing(table, drive):
    """ESC note: "Si el constructor no construye ningún edificio, no recibe 1 doblón"."""
    game = builder_turn(table, ANA, doubloons=3)
    drive(game, (ANA, "pass"))
    assert game.state.players[ANA].doubloons == 3


def test_large_building_needs_two_free_spaces(table):
    """ESC: "Para construir un edificio grande, se necesita tener dos casillas vacías"."""
    city = dict.fromkeys(["small_indigo_plant", "small_sugar_mill", "indigo_plant", "sugar_mill",
                          "tobacco_storage", "coffee_roaster", "small_market", "hacienda",
                          "construction_hut", "small_warehouse", "hospice"], 0)
    game = builder_turn(table, ROBERTO, doubloons=20, city=city)
    assert "build guild_hall" not in game.legal(ROBERTO)
    assert "build office" in game.legal(ROBERTO)


def test_twelfth_city_space_ends_the_game_after_the_round(table, drive):
    """ESC "Final de la partida": "que durante la fase del constructor, al menos un jugador
    construya en su duodécima casilla de ciudad"."""
    city = dict.fromkeys(["small_indigo_plant", "small_sugar_mill", "indigo_plant", "sugar_mill",
                          "tobacco_storage", "coffee_roaster", "small_market", "hacienda",
                          "construction_hut", "guild_hall"], 0)
    game = builder_turn(table, ROBERTO, doubloons=20, city=city)
    drive(game, (ROBERTO, "build office"))
    assert game.state.end_reasons == ["city"]
    assert not game.is_over
    assert game.state.players[ROBERTO].free_city_spaces() == 0


def test_university_colonist_on_the_building_just_built(table, drive):
    """ESC Universidad: "puede robar un colono de la reserva ... y ponerlo en ese edificio ...
    aunque ... tenga más de un círculo, sólo podrá robar un colono"."""
    t = table(4).set(colonist_supply=5, colonist_ship=4)
    t.seat(ROBERTO, doubloons=10, city={"university": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role builder"), (ANA, "pass"), (ROBERTO, "build sugar_mill +colonist"))
    s = game.state
    assert s.players[ROBERTO].city == {"university": 1, "sugar_mill": 1}
    assert (s.colonist_supply, s.colonist_ship) == (4, 4)


@pytest.mark.parametrize(("supply", "ship", "colonist", "left"), [
    (0, 4, True, (0, 3)),
    (0, 0, False, (0, 0)),
])
def test_university_colonist_from_the_ship_else_none(table, drive, supply, ship, colonist, left):
    """ESC Universidad: "Si no quedan colonos en la reserva, puede robarlo del barco ... Si allí
    tampoco queda ninguno, el jugador se queda sin el colono"."""
    t = table(4).set(colonist_supply=supply, colonist_ship=ship)
    t.seat(ROBERTO, doubloons=10, city={"university": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role builder"), (ANA, "pass"))
    assert ("build sugar_mill +colonist" in game.legal(ROBERTO)) == colonist
    drive(game, (ROBERTO, "build sugar_mill +colonist" if colonist else "build sugar_mill"))
    s = game.state
    assert s.players[ROBERTO].city["sugar_mill"] == (1 if colonist else 0)
    assert (s.colonist_supply, s.colonist_ship) == left


def test_no_university_colonist_for_a_building_without_a_circle(table, drive):
    """The University puts its colonist on the building just built: the Statue has no circle,
    so it is built without one."""
    game = (table(4, expansions=("new_buildings",))
            .set(buildings={"statue": 1, "cloister": 1})
            .seat(0, city={"university": 1}, doubloons=10).start(0))
    drive(game, (0, "role builder"))
    assert "build statue" in game.legal(0)
    assert "build statue +colonist" not in game.legal(0)
    assert "build cloister +colonist" in game.legal(0)


def test_a_placement_the_player_chose_is_not_forced_for_its_last_colonists(table, drive):
    """Roberto puts a colonist on his corn: his other two have only the Indigo Plant left and
    the engine places them, but the placement is his own, not a forced one; Cristina, with
    one place for her colonist from the start, had nothing to choose."""
    t = table(4).set(colonist_ship=4)
    t.seat(ROBERTO, idle=["corn"], city={"indigo_plant": 0}, san_juan=2)
    t.seat(CRISTINA, city={"indigo_plant": 0})
    game = t.start(ANA)
    events = game.apply(ANA, "role mayor")
    (cristina,) = [e for e in events if e["type"] == "colonists_placed"
                   and e["seat"] == CRISTINA]
    assert cristina["forced"] is True
    events = game.apply(ROBERTO, "place corn")
    (roberto,) = [e for e in events if e["type"] == "colonists_placed"]
    assert roberto["seat"] == ROBERTO and roberto["placed"] == 3
    assert not roberto.get("forced")
    assert game.state.players[ROBERTO].city == {"indigo_plant": 2}
