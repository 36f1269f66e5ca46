"""Expansion II, the Nobles: the eight buildings, each rule as the book writes it (ES97
"2.ª Expansión: LOS BURGUESES", the notes under each building; rulings R4, R9, R10)."""

from __future__ import annotations

import pytest

from bot.game.expansions.nobles.pieces import worth
from bot.game.state import SAN_JUAN

NOBLES = ("nobles",)




def worked_by(kind: str, building: str) -> dict:
    """`seat` arguments: `building` worked by a colonist or by a noble."""
    return {"nobles": {building: 1}} if kind == "noble" else {}


# ------------------------------------------------------------------ Land Office
def test_land_office_with_a_colonist_buys_the_top_face_down_plantation(drive, nobles_table):
    """ES97 "Catastro": "Cuando le toca el turno al dueño de un Catastro durante la fase de
    comercio, este puede … comprar la primera plantación de la pila boca abajo por 1 moneda y
    colocarla en su isla (si el Catastro está ocupado con un trabajador)". His turn goes on."""
    game = (nobles_table(4)
            .seat(0, idle=["corn"], city={"land_office": 1}, goods={"sugar": 1}, doubloons=2)
            .set(plantation_pile=["indigo", "coffee"]).start(chooser=0))
    drive(game, (0, "role trader"))
    assert game.legal(0) == ["sell sugar", "land_office buy", "pass"]
    drive(game, (0, "land_office buy"))
    me = game.state.players[0]
    assert me.island == [["corn", 0], ["coffee", 0]] and me.doubloons == 1
    assert game.legal(0) == ["sell sugar", "pass"]  # once per phase; the sale is still his
    drive(game, (0, "sell sugar"))
    assert me.doubloons == 1 + 2 + 1


def test_land_office_with_a_noble_sells_a_plantation_for_a_coin(drive, nobles_table):
    """ES97: "o colocar cualquiera de sus plantaciones sobre la pila boca arriba por 1 moneda
    (si el Catastro está ocupado con un burgués)"; the coin is received (ruling R9, IT97
    "guadagnare 1 moneta"). "Si sobre la plantación devuelta había un trabajador/burgués, este
    se deja sobre el retrato del jugador"."""
    game = (nobles_table(4)
            .seat(0, island=["corn", "coffee"], idle=["coffee"], city={"land_office": 1},
                  nobles={"land_office": 1}, doubloons=0)
            .start(chooser=0))
    drive(game, (0, "role trader"))
    assert game.legal(0) == ["land_office sell corn", "land_office sell coffee", "pass"]
    drive(game, (0, "land_office sell corn"))
    me = game.state.players[0]
    assert me.island == [["coffee", 1], ["coffee", 0]]
    assert me.san_juan == 1 and me.doubloons == 1
    assert game.state.discards[-1] == "corn"


def test_land_office_with_a_forest_house_may_lay_the_plantation_as_a_forest(drive, nobles_table):
    """ES97: "Si, además del Catastro, un jugador también posee el Almacén de Madera, puede
    colocar la nueva plantación a modo de bosque"."""
    game = (nobles_table(4)
            .seat(0, city={"land_office": 1, "forest_house": 1}, doubloons=1)
            .start(chooser=0))
    drive(game, (0, "role trader"))
    assert game.legal(0) == ["land_office buy", "land_office forest", "pass"]
    drive(game, (0, "land_office forest"))
    assert game.state.players[0].island == [["forest", 0]]



def test_land_office_sells_plantations_only_not_a_quarry_or_a_forest(drive, nobles_table):
    """ES97: "colocar cualquiera de sus plantaciones" — a quarry is no plantation, and a forest
    is named only where a building allows it ("una de sus plantaciones (o un bosque)", the
    Servicio Forestal), which the Catastro does not (ruling NO6)."""
    game = (nobles_table(4)
            .seat(0, island=["quarry"], idle=["sugar"], forests=1, city={"land_office": 1},
                  nobles={"land_office": 1})
            .start(chooser=0))
    drive(game, (0, "role trader"))
    assert game.legal(0) == ["land_office sell sugar", "pass"]


def test_land_office_noble_on_the_plantation_sold_goes_to_the_portrait(drive, nobles_table):
    """ES97: "Si sobre la plantación devuelta había un trabajador/burgués, este se deja sobre
    el retrato del jugador"."""
    game = (nobles_table(4)
            .seat(0, island=["corn"], city={"land_office": 1},
                  nobles={"land_office": 1, "corn": 1})
            .start(chooser=0))
    drive(game, (0, "role trader"), (0, "land_office sell corn"))
    me = game.state.players[0]
    assert me.island == [] and me.san_juan == 1 and me.nobles == {"land_office": 1, SAN_JUAN: 1}


@pytest.mark.parametrize("holdings", [
    {"doubloons": 0},  # "por 1 moneda": none to pay
    {"doubloons": 1, "idle": ["corn"] * 12},  # no empty island space to lay it on
])
def test_land_office_buys_nothing_it_cannot_pay_or_place(drive, nobles_table, holdings):
    game = (nobles_table(4).seat(0, city={"land_office": 1}, goods={"corn": 1}, **holdings)
            .start(chooser=0))
    drive(game, (0, "role trader"))
    assert game.legal(0) == ["sell corn", "pass"]


def test_land_office_with_the_pile_empty_draws_from_the_shuffled_discards(drive, nobles_table):
    """Ruling NO6: "la primera plantación de la pila boca abajo" — an empty pile is refilled
    from the discards, as for the Settler's face-up row ("debe mezclar bien las losetas de la
    pila de descartes y formar con ellas una nueva pila boca abajo")."""
    game = (nobles_table(4).seat(0, city={"land_office": 1}, doubloons=1)
            .set(plantation_pile=[], discards=["tobacco"]).start(chooser=0))
    drive(game, (0, "role trader"), (0, "land_office buy"))
    assert game.state.players[0].island == [["tobacco", 0]]
    assert game.state.discards == [] and game.state.plantation_pile == []

# ------------------------------------------------------------------ Chapel
@pytest.mark.parametrize("kind, doubloons, vp", [("colonist", 1, 0), ("noble", 0, 1)])
def test_chapel_pays_a_coin_for_a_colonist_or_a_vp_for_a_noble(drive, nobles_table, kind, doubloons,
                                                                vp):
    """ES97 "Capilla": "En cada fase de producción, el dueño de una Capilla obtiene o bien 1
    moneda (cuando está ocupada con un trabajador) o bien 1 punto de victoria (cuando está
    ocupada con un burgués)" — whether he produced or not."""
    game = (nobles_table(4).seat(1, city={"chapel": 1}, **worked_by(kind, "chapel"))
            .start(chooser=0))
    drive(game, (0, "role craftsman"))
    me = game.state.players[1]
    assert (me.doubloons, me.vp) == (doubloons, vp)


# ------------------------------------------------------------------ Hunting Lodge
def test_hunting_lodge_with_a_colonist_discards_a_plantation_at_the_settlers_end(
        drive, nobles_table):
    """ES97 "Servicio Forestal": "Si el dueño de un Servicio Forestal tiene un trabajador
    encima de este edificio, puede devolver a la pila de descartes sin recibir nada a cambio
    una de sus plantaciones (o un bosque) al final de cada fase de plantación"."""
    game = (nobles_table(4)
            .seat(1, island=["corn"], idle=["indigo"], forests=1, city={"hunting_lodge": 1})
            .set(face_up=["sugar", "sugar", "sugar", "sugar", "sugar"]).start(chooser=0))
    drive(game, (0, "role settler"), (0, "pass"), (1, "pass"), (2, "pass"), (3, "pass"))
    assert game.state.step == "hunting_lodge"
    assert game.legal(1) == ["hunting_lodge corn", "hunting_lodge indigo",
                             "hunting_lodge forest", "pass"]
    drive(game, (1, "hunting_lodge corn"))
    me = game.state.players[1]
    assert me.island == [["indigo", 0], ["forest", 0]] and me.san_juan == 1
    assert "corn" in game.state.discards and game.state.step == "role"



def test_hunting_lodge_never_discards_a_quarry(drive, nobles_table):
    """ES97: "una de sus plantaciones (o un bosque)" — a quarry is neither."""
    game = (nobles_table(4).seat(1, island=["quarry", "corn"], city={"hunting_lodge": 1})
            .set(face_up=["sugar"] * 5).start(chooser=0))
    drive(game, (0, "role settler"), (0, "pass"), (1, "pass"), (2, "pass"), (3, "pass"))
    assert game.legal(1) == ["hunting_lodge corn", "pass"]

@pytest.mark.parametrize("rival_tiles, vp", [(2, 2), (1, 0)])
def test_hunting_lodge_with_a_noble_pays_the_emptiest_island(drive, nobles_table, rival_tiles, vp):
    """ES97: "Si tiene un burgués encima del Servicio Forestal y al final de una fase de
    plantación es el jugador con más casillas de cultivo vacías (¡sin duda!), obtiene 2 puntos
    de victoria". A tie pays nothing (ruling R10)."""
    game = (nobles_table(3)
            .seat(0, island=["corn"] * 3)
            .seat(1, city={"hunting_lodge": 1}, nobles={"hunting_lodge": 1}, island=["corn"])
            .seat(2, island=["corn"] * rival_tiles)
            .start(chooser=0))
    drive(game, (0, "role settler"), (0, "pass"), (1, "pass"), (2, "pass"))
    assert game.state.players[1].vp == vp




def lodge_owner_with_the_emptiest_island(nobles_table, kind: str):
    """Roberto's island has one tile, the others three; his Hunting Lodge worked by `kind`."""
    return (nobles_table(3)
            .seat(0, island=["corn"] * 3)
            .seat(1, island=["corn"], city={"hunting_lodge": 1},
                  **worked_by(kind, "hunting_lodge"))
            .seat(2, island=["corn"] * 3)
            .start(chooser=0))


def test_hunting_lodge_with_a_colonist_pays_no_vp(drive, nobles_table):
    """ES97 "Notaría": "¡Esto no se puede aplicar a la inversa (y tampoco en los tres edificios
    anteriormente mencionados)!" — a colonist on the Hunting Lodge earns nothing for the
    emptiest island."""
    game = lodge_owner_with_the_emptiest_island(nobles_table, "colonist")
    drive(game, (0, "role settler"), (0, "pass"), (1, "pass"), (2, "pass"), (1, "pass"))
    assert game.state.step == "role" and game.state.players[1].vp == 0


def test_hunting_lodge_with_a_noble_discards_nothing(drive, nobles_table):
    """The same: a noble on it discards no plantation."""
    game = lodge_owner_with_the_emptiest_island(nobles_table, "noble")
    drive(game, (0, "role settler"), (0, "pass"), (1, "pass"), (2, "pass"))
    me = game.state.players[1]
    assert game.state.step == "role" and me.vp == 2 and me.island == [["corn", 1]]

# ------------------------------------------------------------------ Zoning Office
@pytest.mark.parametrize("kind, building, price", [
    ("colonist", "harbor", 7), ("colonist", "city_hall", 10),
    ("noble", "harbor", 8), ("noble", "city_hall", 8),
])
def test_zoning_office_discount_by_kind_and_never_the_other_way_round(drive, nobles_table, kind,
                                                                     building, price):
    """ES97 "Notaría": −1 moneda on each small building (rows 1–3) with a worker, −2 on each
    large one (row 4) with a noble. "¡Esto no se puede aplicar a la inversa!"."""
    game = (nobles_table(4)
            .seat(1, city={"zoning_office": 1}, doubloons=price, **worked_by(kind, "zoning_office"))
            .seat(2, doubloons=0).start(chooser=0))
    drive(game, (0, "role builder"), (0, "pass"))
    assert f"build {building}" in game.legal(1)
    drive(game, (1, f"build {building}"))
    assert game.state.players[1].doubloons == 0


# ------------------------------------------------------------------ Royal Supplier
def test_royal_supplier_returns_one_barrel_per_noble_of_different_kinds(drive, nobles_table):
    """ES97 "Oficina de Abastecimiento": on his first Captain turn, "incluso antes de su primer
    despacho", one barrel back per noble, 1 VP each; "¡Los barriles canjeados deben ser todos
    de diferentes tipos!" (ruling R4). Worked by a colonist: "No importa si … está ocupada por
    un trabajador o un burgués"."""
    game = (nobles_table(4)
            .seat(0, goods={"corn": 3, "sugar": 2},
                  island=["corn", "sugar"], nobles={"corn": 1, "sugar": 1},
                  city={"royal_supplier": 1})
            .ships((5, None, 0), (6, None, 0), (7, None, 0)).start(chooser=0))
    drive(game, (0, "role captain"))
    legal = game.legal(0)
    assert {"royal_supplier corn", "royal_supplier sugar", "royal_supplier corn sugar"} <= set(
        legal)
    assert "royal_supplier corn corn" not in legal
    drive(game, (0, "royal_supplier corn sugar"))
    me = game.state.players[0]
    assert me.vp == 2 and me.goods["corn"] == 2 and me.goods["sugar"] == 1
    assert not any(text.startswith("royal_supplier") for text in game.legal(0))
    drive(game, (0, "load corn 5"))
    assert me.vp == 2 + 2 + 1  # 2 barrels + the Captain's privilege, nothing more


def test_royal_supplier_only_on_the_first_turn(drive, nobles_table):
    """ES97: "Cuando al dueño de una Oficina de Abastecimiento le toca el turno por primera
    vez durante la fase de despacho"."""
    game = (nobles_table(4)
            .seat(0, goods={"corn": 1, "coffee": 2}, city={"royal_supplier": 1},
                  nobles={"royal_supplier": 1})
            .ships((5, None, 0), (6, None, 0), (7, None, 0)).start(chooser=0))
    drive(game, (0, "role captain"), (0, "load corn 5"))
    assert game.pending() == (0,)  # nobody else can load: his second turn
    assert not any(text.startswith("royal_supplier") for text in game.legal(0))


# ------------------------------------------------------------------ Villa
def test_villa_brings_a_noble_from_the_supply_else_a_colonist(drive, nobles_table):
    """ES97 "Villa": "recibe 1 burgués adicional directamente de la reserva (por tanto, no del
    Registro de Empleo). Si en la reserva ya no quedan burgueses, obtiene en su lugar un
    trabajador de la misma reserva"."""
    game = (nobles_table(4).seat(1, city={"villa": 1})
            .set(colonist_ship=4, noble_ship=0).start(chooser=0))
    drive(game, (0, "role mayor"))
    me = game.state.players[1]
    assert me.noble_count() == 1 and me.colonists() == 1 + 1 + 1  # his, the ship's, the Villa's
    none_left = (nobles_table(4).seat(1, city={"villa": 1})
                 .set(colonist_ship=4, noble_ship=0, noble_supply=0).start(chooser=0))
    drive(none_left, (0, "role mayor"))
    me = none_left.state.players[1]
    assert me.noble_count() == 0 and me.colonists() == 1 + 1 + 1


# ------------------------------------------------------------------ Jeweler
def test_jeweler_pays_a_coin_per_noble_and_counts_as_a_large_production_building(
        drive, nobles_table):
    """ES97 "Sastrería": "En cada fase de producción, el dueño de una Sastrería obtiene 1
    moneda por cada burgués que haya en su isla. Nota: La Sastrería (barra lateral roja)
    cuenta como edificio productor grande (ver «Parque de Bomberos»)"."""
    game = (nobles_table(4)
            .seat(1, island=["corn"], city={"jeweler": 1}, san_juan=1,
                  nobles={"corn": 1, SAN_JUAN: 1})
            .start(chooser=0))
    drive(game, (0, "role craftsman"))
    assert game.state.players[1].doubloons == 2
    final = (nobles_table(4).seat(0, city={"guild_hall": 1, "jeweler": 0, "small_sugar_mill": 0})
             .final())
    assert final.scores[0]["bonuses"] == {"guild_hall": 2 + 1}  # no noble, no nobles' line


# ------------------------------------------------------------------ Royal Garden
@pytest.mark.parametrize("worked, bonus", [(1, {"royal_garden": 3}), (0, {})])
def test_royal_garden_doubles_the_nobles_when_occupied(nobles_table, worked, bonus):
    """ES97 "Plaza del Pueblo": "Al final de la partida el dueño de una Plaza del Pueblo
    ocupada obtiene 1 punto de victoria adicional por cada burgués que haya en su isla (es
    decir, cada uno de sus burgueses le proporciona dos puntos de victoria, independientemente
    de dónde estén: sobre un edificio, una plantación o el retrato)"."""
    nobles = {"corn": 1, SAN_JUAN: 1}
    if worked:
        nobles["royal_garden"] = 1
    game = (nobles_table(4)
            .seat(0, island=["corn"], city={"royal_garden": worked}, san_juan=1, nobles=nobles)
            .final())
    row = game.scores[0]
    assert row["bonuses"] == {"nobles": len(nobles), **bonus}
    assert row["total"] == 4 + len(nobles) + sum(bonus.values())
    # What the pictures show beside the VP chips during the game is that same sum.
    assert worth(game.state.players[0]) == len(nobles) + sum(bonus.values())



# ------------------------------------------------------------------ empty buildings
# ES97 "Oficina de Abastecimiento": "No importa si la Oficina de Abastecimiento está ocupada por
# un trabajador o un burgués. ¡Lo mismo se aplica para los siguientes tres edificios!" —
# occupied by either kind, as every building works only occupied; the other four name the kind
# on them. Empty, none of the eight does anything (ruling NO5). Each player below has two
# nobles on his plantations, so a building that counts nobles would find some.
def owner_of_empty(nobles_table, players: int = 4, **seat):
    holdings = {"island": ["corn", "sugar"], "nobles": {"corn": 1, "sugar": 1}, **seat}
    return nobles_table(players).seat(1, **holdings)


def test_empty_land_office_buys_and_sells_nothing(drive, nobles_table):
    game = owner_of_empty(nobles_table, city={"land_office": 0}, goods={"corn": 1},
                          doubloons=3).start(chooser=0)
    drive(game, (0, "role trader"))
    assert game.legal(1) == ["sell corn", "pass"]


def test_empty_chapel_and_jeweler_pay_nothing(drive, nobles_table):
    game = owner_of_empty(nobles_table, city={"chapel": 0, "jeweler": 0}).start(chooser=0)
    drive(game, (0, "role craftsman"))
    me = game.state.players[1]
    assert (me.doubloons, me.vp) == (0, 0)


def test_empty_hunting_lodge_discards_and_pays_nothing(drive, nobles_table):
    game = (owner_of_empty(nobles_table, 3, city={"hunting_lodge": 0})
            .seat(0, island=["corn"] * 4).seat(2, island=["corn"] * 4).start(chooser=0))
    drive(game, (0, "role settler"), (0, "pass"), (1, "pass"), (2, "pass"))
    assert game.state.step == "role" and game.state.players[1].vp == 0


@pytest.mark.parametrize("building, doubloons", [("harbor", 7), ("city_hall", 9)])
def test_empty_zoning_office_takes_nothing_off(drive, nobles_table, building, doubloons):
    """Only the Builder's privilege: 8 − 1 and 10 − 1, one doubloon short."""
    game = (owner_of_empty(nobles_table, city={"zoning_office": 0}, doubloons=doubloons - 1)
            .start(chooser=1))
    drive(game, (1, "role builder"))
    assert f"build {building}" not in game.legal(1)


def test_empty_royal_supplier_returns_nothing(drive, nobles_table):
    game = (owner_of_empty(nobles_table, city={"royal_supplier": 0},
                           goods={"corn": 1, "sugar": 1})
            .ships((5, None, 0), (6, None, 0), (7, None, 0)).start(chooser=1))
    drive(game, (1, "role captain"))
    assert not any(text.startswith("royal_supplier") for text in game.legal(1))


def test_empty_villa_brings_no_noble(drive, nobles_table):
    game = (owner_of_empty(nobles_table, city={"villa": 0})
            .set(colonist_ship=4, noble_ship=0).start(chooser=0))
    supply = game.state.noble_supply
    drive(game, (0, "role mayor"))
    assert game.state.noble_supply == supply
    assert game.state.players[1].colonists() == 2 + 1  # his two nobles and the ship's colonist


def test_villa_with_both_supplies_empty_brings_nothing(drive, nobles_table):
    """ES97 "Villa": "obtiene en su lugar un trabajador de la misma reserva (siempre que aún
    queden)"."""
    game = (nobles_table(4).seat(1, city={"villa": 1})
            .set(colonist_ship=4, noble_ship=0, noble_supply=0, colonist_supply=0)
            .start(chooser=0))
    drive(game, (0, "role mayor"))
    assert game.state.players[1].colonists() == 1 + 1  # his and the ship's


# ------------------------------------------------------------------ the box's colours
def test_city_hall_counts_the_nobles_beige_buildings_not_the_red_jeweler(nobles_table):
    """ES97 contents: "2 x 6 edificios pequeños y 1 edificio grande de color beis, 2 edificios
    rojos"; Palacio del Gobernador: "+ 1 PV por cada edificio de color beis propio" — the
    Chapel and the Royal Garden count, the red Jeweler does not (ruling NO10)."""
    game = (nobles_table(4)
            .seat(0, city={"city_hall": 1, "chapel": 0, "royal_garden": 0, "jeweler": 0})
            .final())
    assert game.scores[0]["bonuses"]["city_hall"] == 3
