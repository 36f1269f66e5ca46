"""The New Buildings' effects (ES97 "1.ª expansión: los nuevos edificios"; IT97 "Prima
espansione"), each from the rulebook's text or worked example, and the combinations it names."""

from __future__ import annotations

import pytest

from bot.game import IllegalDecision

ANA, ROBERTO, CRISTINA, DAVID = range(4)
NEW = ("new_buildings",)


@pytest.fixture
def nb(table):
    """A position with the New Buildings in play and the given buildings for sale."""

    def make(players: int = 4, *, auto_forced: bool = True, market: dict | None = None):
        t = table(players, auto_forced=auto_forced, expansions=NEW)
        if market is not None:
            t.set(buildings=market)
        return t

    return make


def events_of(game, type_):
    return [e for e in game.last_events if e["type"] == type_]


def apply(game, seat, decision):
    game.last_events = game.apply(seat, decision)
    return game.last_events


# ------------------------------------------------------------------------------ Forest House
def test_forest_house_example(nb, drive):
    """ES97: "El jugador posee 4 bosques y 2 canteras ocupadas, y tiene el rol del Constructor;
    para la construcción del Almacén Grande debe pagar solamente 1 moneda." The discount
    counts "independientemente de si su Almacén de Madera está ocupado o no" and is not capped
    by the column."""
    t = nb(market={"large_warehouse": 2})
    t.seat(ANA, island=["quarry", "quarry"], forests=4, city={"forest_house": 0}, doubloons=1)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"))
    assert "build large_warehouse" in game.legal(ANA)
    drive(game, (ANA, "build large_warehouse"))
    assert game.state.players[ANA].doubloons == 0


def test_two_forests_take_one_doubloon_off(nb, drive):
    t = nb(market={"small_market": 2, "hacienda": 2})
    t.seat(ROBERTO, forests=3, city={"forest_house": 0}, doubloons=1)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"), (ANA, "pass"))
    assert game.legal(ROBERTO) == ["build small_market", "build hacienda", "pass"]


def test_a_plantation_laid_as_a_forest(nb, drive):
    """ES97: "este puede colocar la loseta de plantación que le corresponde con el reverso
    hacia arriba (= bosque) sobre una casilla de cultivo libre ... Las canteras no se pueden
    emplear como bosque ... Los bosques no se ocupan con trabajadores."""
    t = nb(auto_forced=False).set(face_up=["corn", "sugar", "coffee"], quarries=5)
    t.seat(ANA, city={"forest_house": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"))
    assert {"forest corn", "forest sugar", "forest coffee", "take quarry"} <= set(game.legal(ANA))
    assert "forest quarry" not in game.legal(ANA)
    drive(game, (ANA, "forest coffee"))
    ana = game.state.players[ANA]
    assert ana.island == [["forest", 0]] and ana.forests() == 1 and ana.circles() == 1
    assert "coffee" not in game.state.face_up
    assert not any(d.startswith("forest") for d in game.legal(ROBERTO))  # no Forest House


def test_a_forest_house_lays_forests_only_occupied(nb, drive):
    t = nb().set(face_up=["corn", "sugar"])
    t.seat(ANA, city={"forest_house": 0})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"))
    assert not any(d.startswith("forest") for d in game.legal(ANA))


def test_a_forest_fills_an_island_space_for_the_residence(nb):
    """ES97: the forest stays "sobre una casilla de cultivo libre ... hasta el final de la
    partida" (ruling N3: a filled island space); the Residence counts "casillas llenas en la
    isla (plantaciones y canteras, ocupadas o no)": 9 plantations and 2 forests are 11."""
    t = nb()
    t.seat(ANA, city={"residence": 1}, island=["corn"] * 9, forests=2)
    assert t.final().scores[ANA]["bonuses"] == {"residence": 6}


def test_forests_take_no_colonist_in_the_mayor_phase(nb, drive):
    t = nb(auto_forced=False).set(colonist_ship=4)
    t.seat(ANA, idle=["corn"], forests=2, city={"forest_house": 0})
    game = t.start(ANA)
    drive(game, (ANA, "role mayor"))
    assert sorted(game.legal(ANA)) == ["place corn", "place forest_house"]


def test_forest_with_the_hospice_colonist_goes_to_san_juan(nb, drive):
    """ES97 note: "Si el dueño del Almacén de Madera también utiliza ... el Hospital, coloca el
    trabajador sobre su retrato"."""
    t = nb().set(face_up=["corn", "sugar"], colonist_supply=10)
    t.seat(ANA, city={"forest_house": 1, "hospice": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "forest sugar +colonist"))
    ana = game.state.players[ANA]
    assert ana.island == [["forest", 0]] and ana.san_juan == 1
    assert game.state.colonist_supply == 9


def test_hacienda_with_forest_house_looks_at_the_tile_first(nb, drive):
    """ES97 note: "... la Hacienda, puede mirar la loseta antes de colocarla como bosque dado
    el caso"; ruling R12 allows both in one game."""
    t = nb(auto_forced=False).set(plantation_pile=["corn", "coffee"], face_up=["sugar"])
    t.seat(ANA, city={"forest_house": 1, "hacienda": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"))
    events = apply(game, ANA, "hacienda")
    assert events[0] == {"type": "hacienda_drawn", "seat": ANA, "tile": "coffee"}
    assert game.legal(ANA) == ["hacienda plant", "hacienda forest"]
    drive(game, (ANA, "hacienda forest"))
    assert game.state.players[ANA].island == [["forest", 0]]
    assert game.state.plantation_pile == ["corn"]
    assert "hacienda" not in game.legal(ANA) and "take sugar" in game.legal(ANA)
    drive(game, (ANA, "take sugar"))
    assert game.state.players[ANA].island == [["forest", 0], ["sugar", 0]]


def test_hacienda_tile_may_be_planted_too(nb, drive):
    t = nb(auto_forced=False).set(plantation_pile=["corn", "coffee"], face_up=["sugar"])
    t.seat(ANA, city={"forest_house": 1, "hacienda": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "hacienda"), (ANA, "hacienda plant"))
    assert game.state.players[ANA].island == [["coffee", 0]]


def test_library_with_forest_house_lays_none_one_or_both(nb, drive):
    """ES97 note: "... la Editorial, puede decidir entre colocar ninguna, una o las dos
    plantaciones como bosque"."""
    t = nb().set(face_up=["corn", "sugar", "coffee", "tobacco", "indigo"])
    t.seat(ANA, city={"forest_house": 1, "library": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "forest corn"), (ROBERTO, "take sugar"),
          (CRISTINA, "take coffee"), (DAVID, "take tobacco"))
    assert game.pending() == (ANA,)
    assert "forest indigo" in game.legal(ANA) and "take indigo" in game.legal(ANA)
    drive(game, (ANA, "forest indigo"))
    assert game.state.players[ANA].island == [["forest", 0], ["forest", 0]]


# ------------------------------------------------------------------------------ Black Market
def test_black_market_example(nb, drive):
    """ES97: "El jugador quiere construir el Muelle, que vale 8 monedas, pero solo tiene 6
    monedas. Devuelve un barril de fruta y un trabajador cualquiera, así que se ahorra 2
    monedas, y construye el Muelle." ("Muelle" is the Harbor in the 1897 Spanish names.)"""
    t = nb(market={"harbor": 2}).set(colonist_supply=10)
    t.seat(ROBERTO, island=["indigo"], city={"black_market": 1}, goods={"indigo": 1},
           doubloons=6)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"))
    legal = game.legal(ROBERTO)
    assert "build harbor -colonist:indigo -barrel:indigo" in legal
    assert "build harbor" not in legal
    drive(game, (ROBERTO, "build harbor -colonist:indigo -barrel:indigo"))
    s = game.state
    roberto = s.players[ROBERTO]
    assert "harbor" in roberto.city and roberto.doubloons == 0
    assert roberto.goods["indigo"] == 0 and roberto.island == [["indigo", 0]]
    assert s.colonist_supply == 11
    assert s.goods_supply["indigo"] == 11 + 1


def test_black_market_only_when_needed_and_no_coin_left_over(nb, drive):
    """ES97: "Después de construir al jugador no puede sobrarle dinero. Así que el Mercado Negro
    solo se puede utilizar cuando realmente es necesario"; at most one colonist, one barrel and
    one VP; "El trabajador que está ocupando el Mercado Negro no se puede canjear"."""
    t = nb(market={"harbor": 2, "small_market": 2, "university": 2, "wharf": 2})
    t.seat(ROBERTO, city={"black_market": 1}, goods={"corn": 2}, vp=3, doubloons=7)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"), (ANA, "pass"))
    legal = game.legal(ROBERTO)
    assert "build small_market" in legal  # affordable: nothing may be given back for it
    assert not any(d.startswith("build small_market -") for d in legal)
    assert {"build harbor -barrel:corn", "build harbor -vp"} <= set(legal)
    assert "build harbor -barrel:corn -vp" not in legal  # a doubloon would be left over
    assert "build wharf -barrel:corn -vp" in legal  # 9 = 7 + 2
    assert not any("colonist:black_market" in d for d in legal)
    before = game.to_json()
    for wrong in ("build small_market -vp", "build harbor -barrel:corn -vp",
                  "build wharf -barrel:corn -barrel:corn"):
        with pytest.raises(IllegalDecision):
            game.apply(ROBERTO, wrong)
    assert game.to_json() == before
    vp_supply = game.state.vp_supply
    drive(game, (ROBERTO, "build wharf -barrel:corn -vp"))
    assert game.state.players[ROBERTO].vp == 2 and game.state.vp_supply == vp_supply + 1


def test_black_market_colonist_off_a_quarry_costs_its_discount(nb, drive):
    """A colonist given back from a quarry takes that quarry's discount with it."""
    t = nb(market={"harbor": 2})
    t.seat(ROBERTO, island=["quarry"], city={"black_market": 1}, goods={"corn": 1}, doubloons=6)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"))
    legal = game.legal(ROBERTO)
    assert "build harbor -barrel:corn" in legal  # 8 - 1 quarry = 7 = 6 + 1
    assert "build harbor -colonist:quarry" not in legal  # then the harbor costs 8
    assert "build harbor -colonist:quarry -barrel:corn" in legal


def test_black_market_colonist_off_the_university_takes_its_colonist_with_it(nb, drive):
    """The University adds a colonist only while it is occupied (ESC "Universidad"): a
    colonist given back from it to the Black Market ("un trabajador cualquiera") leaves it
    empty, so the building just paid for comes without one."""
    t = nb(market={"harbor": 2}).set(colonist_supply=10)
    t.seat(ROBERTO, island=["corn"], city={"black_market": 1, "university": 1}, doubloons=7)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"))
    legal = game.legal(ROBERTO)
    assert {"build harbor -colonist:university", "build harbor +colonist -colonist:corn",
            "build harbor -colonist:corn"} <= set(legal)
    assert "build harbor +colonist -colonist:university" not in legal


def test_black_market_never_for_a_building_he_can_pay(nb, drive):
    """ES97: "el Mercado Negro solo se puede utilizar cuando realmente es necesario utilizar su
    función para construir el edificio actual": the Harbor costs him 7 with his quarry and he
    has 7, so no piece may be given back for it — not even the quarry's colonist, which would
    raise its price to 8 — while the Wharf (8) needs one."""
    t = nb(market={"harbor": 2, "wharf": 2})
    t.seat(ROBERTO, island=["quarry"], city={"black_market": 1}, goods={"corn": 1}, doubloons=7)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"))
    legal = game.legal(ROBERTO)
    assert "build harbor" in legal and "build wharf -barrel:corn" in legal
    assert not any(d.startswith("build harbor -") for d in legal)


def test_a_chip_given_back_after_the_end_was_triggered_does_not_undo_it(nb, drive):
    """ES97: "Si un jugador devuelve un punto de victoria o un trabajador una vez que se ha
    cumplido una de las condiciones para terminar la partida, la partida termina aún así.\""""
    t = nb(market={"harbor": 2}).set(vp_supply=0, end_reasons=["vp"])
    t.seat(ROBERTO, city={"black_market": 1}, vp=5, doubloons=7)
    game = t.start(ANA, picks_made=3)
    drive(game, (ANA, "role builder"), (ROBERTO, "build harbor -vp"))
    assert game.is_over and game.state.vp_supply == 1


def test_unoccupied_black_market_does_nothing(nb, drive):
    t = nb(market={"harbor": 2})
    t.seat(ROBERTO, city={"black_market": 0}, goods={"corn": 2}, vp=3, doubloons=7)
    game = t.start(ANA)
    drive(game, (ANA, "role builder"))
    assert game.state.step == "role"  # nobody could build: the phase is over
    assert "harbor" not in game.state.players[ROBERTO].city


# ---------------------------------------------------------------------------------- Church
@pytest.mark.parametrize(("building", "vp"), [
    ("small_market", 0), ("office", 1), ("harbor", 1), ("residence", 2), ("church", 0)])
def test_church(nb, drive, building, vp):
    """ES97: "Cuando el dueño de una Iglesia construye un edificio de la segunda o la tercera
    fila, obtiene 1 punto de victoria por cada uno; si se trata de edificios de la cuarta fila,
    2 puntos de victoria ... No se obtienen puntos de victoria por la construcción de la
    Iglesia.\""""
    t = nb(market={building: 2}).set(colonist_supply=5)
    city = {} if building == "church" else {"church": 1}
    t.seat(ANA, city=city, doubloons=10)
    if building == "church":
        t.seat(ANA, city={"university": 1}, doubloons=10)
    game = t.start(ANA)
    decision = f"build {building}" + (" +colonist" if building == "church" else "")
    drive(game, (ANA, "role builder"), (ANA, decision))
    assert game.state.players[ANA].vp == vp


# ------------------------------------------------------------------ Aqueduct, Specialty Factory
@pytest.mark.parametrize(("city", "indigo"), [
    ({"aqueduct": 1, "indigo_plant": 1}, 2),
    ({"aqueduct": 1, "small_indigo_plant": 1}, 1),
    ({"aqueduct": 0, "indigo_plant": 1}, 1),
])
def test_aqueduct(nb, drive, city, indigo):
    """ES97: "Cuando el dueño de un Canal produce con el Almacén de Fruta Grande al menos un
    barril de fruta, obtiene un barril de fruta adicional ... El Canal no tiene efecto con el
    Almacén de Fruta Pequeño ni con la Azucarera Pequeña.\""""
    t = nb()
    t.seat(ROBERTO, island=["indigo", "sugar"], city={**city, "sugar_mill": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    sugar = 2 if city["aqueduct"] else 1
    assert game.state.players[ROBERTO].goods["indigo"] == indigo
    assert game.state.players[ROBERTO].goods["sugar"] == sugar


def test_specialty_factory(nb, drive):
    """ES97: "El dueño obtiene una moneda menos que el número total de barriles que ha
    producido de su «mejor» tipo de mercancía ... ¡La producción de maíz no se tiene en cuenta
    al utilizar la Destilería!\""""
    t = nb()
    t.seat(ROBERTO, island=["corn"] * 4 + ["sugar"] * 3 + ["coffee"],
           city={"specialty_factory": 1, "sugar_mill": 3, "coffee_roaster": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.state.players[ROBERTO].doubloons == 2


def test_specialty_factory_only_occupied(nb, drive):
    """ES97: "La Destilería se utiliza con las mismas condiciones que la Fábrica" — the
    Factory pays only when occupied."""
    t = nb()
    t.seat(ROBERTO, island=["sugar"] * 3, city={"specialty_factory": 0, "sugar_mill": 3})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.state.players[ROBERTO].goods["sugar"] == 3
    assert game.state.players[ROBERTO].doubloons == 0


def test_specialty_factory_counts_the_craftsman_barrel(nb, drive):
    """"(incluyendo en su caso los barriles extra por la ventaja del Productor)"."""
    t = nb()
    t.seat(ANA, island=["sugar"] * 2 + ["coffee"],
           city={"specialty_factory": 1, "sugar_mill": 2, "coffee_roaster": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.state.players[ANA].doubloons == 0
    drive(game, (ANA, "bonus sugar"))
    assert game.state.players[ANA].doubloons == 2


# ------------------------------------------------------------------------------ Trading Post
def test_trading_post(nb, drive):
    """ES97: "... o bien vender con su Puesto de Comercio 1 barril cualquiera al precio
    habitual directamente de vuelta a la reserva. Los Mercados no se pueden utilizar con el
    Puesto de Comercio, pero la ventaja del Mercader sí.\""""
    t = nb().set(trading_house=["coffee", "corn", "sugar", "indigo"])
    t.seat(ANA, city={"trading_post": 1, "large_market": 1}, goods={"coffee": 2})
    t.seat(ROBERTO, city={"trading_post": 1}, goods={"sugar": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role trader"))
    assert game.legal(ANA) == ["trading_post coffee", "pass"]
    events = apply(game, ANA, "trading_post coffee")
    assert events[0] == {"type": "sold_to_supply", "seat": ANA, "good": "coffee",
                         "doubloons": 5}
    drive(game, (ROBERTO, "trading_post sugar"))
    s = game.state
    assert [p.doubloons for p in s.players[:2]] == [5, 2]
    # One more of each from the full trading house, emptied at the end of the phase.
    assert s.goods_supply["coffee"] == 9 + 2 and s.goods_supply["sugar"] == 11 + 2


# ------------------------------------------------------------------------------- Small Wharf
def test_small_wharf(nb, drive):
    """ES97: "Al despachar, el jugador puede cargar también diferentes tipos de mercancía, pero
    solo obtiene 1 punto de victoria por cada dos barriles cargados. Además, el jugador no está
    obligado a cargar todos sus barriles".\""""
    t = nb(auto_forced=False).ships((5, "corn", 5), (6, "sugar", 6), (7, "coffee", 7))
    t.seat(ROBERTO, city={"small_wharf": 1}, goods={"corn": 3, "indigo": 2})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    assert game.legal(ROBERTO)[-1] == "pass"  # he cannot load: the Small Wharf is optional
    drive(game, (ROBERTO, "small_wharf corn 2"))
    assert game.pending() == (ROBERTO,)
    assert game.legal(ROBERTO) == ["small_wharf indigo 1", "small_wharf indigo 2",
                                   "small_wharf done"]
    drive(game, (ROBERTO, "small_wharf indigo 1"))
    events = apply(game, ROBERTO, "small_wharf done")
    assert {"type": "small_wharf_shipped", "seat": ROBERTO, "goods": {"corn": 2, "indigo": 1},
            "vp": 1} in events
    roberto = game.state.players[ROBERTO]
    assert roberto.vp == 1 and roberto.goods["corn"] == 1 and roberto.goods["indigo"] == 1


def test_small_wharf_and_wharf_in_either_order(nb, drive):
    """ES97 note: "Si el jugador también posee un Embarcadero (grande), puede utilizar los dos
    en el orden que él prefiera.\""""
    t = nb().ships((5, "corn", 5), (6, "sugar", 6), (7, "coffee", 7))
    t.seat(ANA, city={"small_wharf": 1, "wharf": 1, "harbor": 1},
           goods={"tobacco": 3, "indigo": 4})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"), (ANA, "small_wharf indigo 4"), (ANA, "small_wharf done"))
    assert game.state.players[ANA].vp == 2 + 1 + 1  # 4 barrels, Harbor, Captain
    assert game.legal(ANA) == ["wharf tobacco", "pass"]
    drive(game, (ANA, "wharf tobacco"))
    assert game.state.players[ANA].vp == 4 + 3 + 1


# -------------------------------------------------------------------------------- Lighthouse
def test_lighthouse(nb, drive):
    """ES97: "El Faro se utiliza con las mismas condiciones que el Muelle, pero proporciona
    dinero en vez de puntos de victoria. Si el dueño del Faro también es Capitán, obtiene por
    ello una moneda adicional ... no hace falta despachar barriles para obtener la moneda extra
    por ser Capitán.\""""
    t = nb().ships((5, None, 0), (6, None, 0), (7, None, 0))
    t.seat(ANA, city={"lighthouse": 1})
    t.seat(ROBERTO, city={"lighthouse": 1}, goods={"corn": 2})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    assert [p.doubloons for p in game.state.players[:2]] == [1, 0]  # the Captain, unshipped
    drive(game, (ROBERTO, "load corn 5"))
    assert [p.doubloons for p in game.state.players[:2]] == [1, 1]
    assert game.state.players[ROBERTO].vp == 2


def test_lighthouse_worked_by_the_captains_guest_moved_on_as_the_phase_starts(nb, drive):
    """ES97 Bohío's example: "escoge como rol el Mercader y traslada al inicio de esta fase el
    segundo huésped a la Editorial"; Faro: "Si el dueño del Faro también es Capitán, obtiene
    por ello una moneda adicional" — the Captain's guest moved onto the Lighthouse as the phase
    starts, before he loads, earns that coin; then his load earns one more."""
    t = nb(auto_forced=False).ships((5, None, 0), (6, None, 0), (7, None, 0))
    t.seat(ANA, city={"guest_house": 1, "lighthouse": 0}, goods={"corn": 2})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    events = game.apply(ANA, "guest lighthouse")
    assert {"type": "lighthouse_paid", "seat": ANA, "doubloons": 1} in events
    drive(game, (ANA, "load corn 5"))
    assert game.state.players[ANA].doubloons == 2


def test_lighthouse_captain_coin_not_for_a_guest_moved_on_after_his_first_turn(nb, drive):
    """The coin for being Captain comes as the phase starts (ruling N9): a guest moved onto
    the Lighthouse once his first turn is over only earns the coins of later loads."""
    t = nb(auto_forced=False).ships((5, None, 0), (6, None, 0), (7, None, 0))
    t.seat(ANA, city={"guest_house": 1, "lighthouse": 0}, goods={"corn": 2})
    t.seat(ROBERTO, goods={"indigo": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"), (ANA, "load corn 5"))
    events = game.apply(ANA, "guest lighthouse")
    assert not [event for event in events if event["type"] == "lighthouse_paid"]
    assert game.state.players[ANA].doubloons == 0


def test_lighthouse_pays_for_wharf_and_small_wharf_loads_as_the_harbor(nb, drive):
    """ES97: "El Faro se utiliza con las mismas condiciones que el Muelle" — the Harbor pays
    for every load, the Wharf's too; ruling N8: the Small Wharf's load earns the Lighthouse's
    coin as well."""
    t = nb().ships((5, "corn", 5), (6, "sugar", 6), (7, "coffee", 7))
    t.seat(ROBERTO, city={"lighthouse": 1, "small_wharf": 1, "wharf": 1},
           goods={"tobacco": 3, "indigo": 2})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"), (ROBERTO, "small_wharf indigo 2"),
          (ROBERTO, "small_wharf done"))
    assert game.state.players[ROBERTO].doubloons == 1
    drive(game, (ROBERTO, "wharf tobacco"))
    assert game.state.players[ROBERTO].doubloons == 2


# ------------------------------------------------------------------------------- Union Hall
@pytest.mark.parametrize(("goods", "vp"), [
    ({"corn": 3, "indigo": 2, "coffee": 1}, 2),
    ({"corn": 4, "coffee": 2}, 3),
])
def test_union_hall_examples(nb, drive, goods, vp):
    """ES97: "obtiene primero 1 punto de victoria por cada 2 barriles iguales que tenga sobre
    su retrato ... Ejemplo 1: El jugador tiene 3 barriles de maíz, 2 de fruta y 1 de café:
    recibe 2 PV. Ejemplo 2: El jugador tiene 4 barriles de maíz y 2 de café: recibe 3 PV.\""""
    t = nb().ships((5, "tobacco", 5), (6, "sugar", 6), (7, "tobacco", 7))
    t.seat(ROBERTO, city={"union_hall": 1}, goods=goods)
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    assert game.state.players[ROBERTO].vp == vp


def test_union_hall_pays_before_loading_and_once(nb, drive):
    t = nb(auto_forced=False).ships((5, None, 0), (6, None, 0), (7, None, 0))
    t.seat(ANA, city={"union_hall": 1}, goods={"corn": 2, "sugar": 4})
    game = t.start(ANA)
    events = apply(game, ANA, "role captain")
    assert {"type": "union_hall_vp", "seat": ANA, "vp": 3} in events
    drive(game, (ANA, "load sugar 5"), (ANA, "load corn 6"))
    assert game.state.players[ANA].vp == 3 + 4 + 1 + 2


def union_hall_guest_table(nb):
    """Roberto: an empty Union Hall, a guest, corn and sugar to ship (the Union Hall would pay
    2 VP); Cristina one indigo, so that Roberto may move his guest between his turns. Ana is
    the Captain and has no barrel."""
    return (nb().ships((5, None, 0), (6, None, 0), (7, None, 0))
            .seat(ROBERTO, city={"guest_house": 1, "union_hall": 0},
                  goods={"corn": 3, "sugar": 2})
            .seat(CRISTINA, goods={"indigo": 1}).start(ANA))


def test_union_hall_worked_by_a_guest_moved_on_as_his_first_turn_comes(nb, drive):
    """ES97 Bohío: the guests move "al inicio, durante o al final" of a phase and "tendrán
    efecto inmediatamente"; Salón de Reuniones: "Cuando el dueño ... tiene su primer turno
    durante la fase de despacho, obtiene primero 1 punto de victoria por cada 2 barriles
    iguales" — a guest moved on as the phase starts works it on that first turn."""
    game = union_hall_guest_table(nb)
    drive(game, (ANA, "role captain"))
    events = game.apply(ROBERTO, "guest union_hall")
    assert {"type": "union_hall_vp", "seat": ROBERTO, "vp": 2} in events
    drive(game, (ROBERTO, "load corn 5"))
    assert game.state.players[ROBERTO].vp == 2 + 3


def test_union_hall_worked_by_the_captains_guest_moved_on_as_the_phase_starts(nb, drive):
    """ES97 Bohío's example: "escoge como rol el Mercader y traslada al inicio de esta fase el
    segundo huésped a la Editorial" — the Captain's own first turn is the phase's start: his
    guest moved on then, before he loads, works the Union Hall ("obtiene primero")."""
    t = nb(auto_forced=False).ships((5, None, 0), (6, None, 0), (7, None, 0))
    t.seat(ANA, city={"guest_house": 1, "union_hall": 0}, goods={"corn": 2, "sugar": 4})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    events = game.apply(ANA, "guest union_hall")
    assert {"type": "union_hall_vp", "seat": ANA, "vp": 3} in events
    drive(game, (ANA, "load sugar 5"), (ANA, "load corn 6"))
    assert game.state.players[ANA].vp == 3 + 4 + 1 + 2


def test_union_hall_only_on_the_first_turn_even_with_a_guest_moved_on_later(nb, drive):
    """ES97 Salón de Reuniones: "Cuando el dueño de un Salón de Reuniones tiene su primer turno
    durante la fase de despacho, obtiene primero 1 punto de victoria" — only then. A guest
    moved onto it after that first turn finds the moment gone: no VP on a later turn."""
    game = union_hall_guest_table(nb)
    drive(game, (ANA, "role captain"), (ROBERTO, "load corn 5"))
    assert game.pending() == (CRISTINA,)
    game.apply(ROBERTO, "guest union_hall")
    assert game.state.players[ROBERTO].active("union_hall")
    events = game.apply(CRISTINA, "load indigo 6")  # then his second turn: sugar, forced
    assert {"type": "shipped", "seat": ROBERTO, "good": "sugar", "count": 2, "ship": 7,
            "vp": 2, "forced": True} in events
    assert not [event for event in events if event["type"] == "union_hall_vp"]
    assert game.state.players[ROBERTO].vp == 3 + 2


def test_union_hall_not_worked_by_a_guest_moved_on_once_he_ships(nb, drive):
    """ES97 Salón de Reuniones: "obtiene primero ... Después procede a despachar" — a guest
    moved on while his Small Wharf is loading comes after the shipping has begun."""
    game = union_hall_guest_table(nb)
    game.state.players[ROBERTO].city["small_wharf"] = 1
    drive(game, (ANA, "role captain"), (ROBERTO, "small_wharf corn 3"))
    events = game.apply(ROBERTO, "guest union_hall")
    assert not [event for event in events if event["type"] == "union_hall_vp"]
    drive(game, (ROBERTO, "small_wharf done"))
    assert game.state.players[ROBERTO].vp == 1


# ------------------------------------------------------------------------------- Storehouse
def test_storehouse(nb, drive):
    """ES97: "El dueño de un Depósito puede almacenar al final de cada fase de despacho, además
    del habitual barril «gratis», hasta tres barriles cualesquiera adicionales.\""""
    t = nb().ships((5, "corn", 5), (6, "sugar", 6), (7, "coffee", 7))
    t.seat(ROBERTO, city={"storehouse": 1}, goods={"indigo": 3, "tobacco": 2})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    legal = game.legal(ROBERTO)
    assert sorted(legal) == ["keep indigo indigo indigo tobacco",
                             "keep indigo indigo tobacco tobacco"]
    drive(game, (ROBERTO, "keep indigo indigo tobacco tobacco"))
    assert game.state.players[ROBERTO].goods == {
        "corn": 0, "indigo": 2, "sugar": 0, "tobacco": 2, "coffee": 0}


def test_storehouse_with_a_warehouse(nb, drive):
    t = nb().ships((5, "corn", 5), (6, "sugar", 6), (7, "coffee", 7))
    t.seat(ROBERTO, city={"storehouse": 1, "small_warehouse": 1},
           goods={"indigo": 5, "tobacco": 2, "coffee": 3})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    legal = game.legal(ROBERTO)
    assert "keep tobacco tobacco coffee coffee indigo:all" in legal
    assert all(sum(1 for w in d.split()[1:] if ":" not in w) == 4 for d in legal)


# ------------------------------------------------------------------------------ Guest House
def test_guests_are_free_decisions_of_their_owner_at_any_moment(nb, drive):
    """ES97: "podrá cambiar de sitio estos huéspedes como él prefiera, al inicio, durante o al
    final de todas las demás fases ... Esos trabajadores se quedarán en su nueva ubicación y
    tendrán efecto inmediatamente"; the book's example moves one to the Storehouse at the end
    of the Captain phase."""
    t = nb().ships((5, "corn", 5), (6, "sugar", 6), (7, "coffee", 7))
    t.seat(ROBERTO, city={"guest_house": 2, "storehouse": 0, "library": 0},
           idle=["corn"], goods={"indigo": 3, "tobacco": 2})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    assert game.pending() == (ROBERTO,)
    assert game.legal(ROBERTO) == ["keep indigo", "keep tobacco"]
    assert game.free(ROBERTO) == ["guest corn", "guest storehouse", "guest library"]
    assert game.free(ANA) == []
    game.apply(ROBERTO, "guest storehouse")
    assert game.state.players[ROBERTO].city == {"guest_house": 1, "storehouse": 1, "library": 0}
    assert game.legal(ROBERTO) == ["keep indigo indigo indigo tobacco",
                                   "keep indigo indigo tobacco tobacco"]


def test_a_guest_moves_when_its_owner_is_not_asked(nb, drive):
    t = nb()
    t.seat(CRISTINA, city={"guest_house": 1, "library": 0})
    game = t.start(ANA)
    assert game.pending() == (ANA,)
    game.apply(CRISTINA, "guest library")
    assert game.pending() == (ANA,)
    assert game.state.players[CRISTINA].city == {"guest_house": 0, "library": 1}


def test_a_guest_moved_by_someone_else_or_during_the_mayor_changes_nothing(nb, drive):
    t = nb(auto_forced=False).set(colonist_ship=4)
    t.seat(CRISTINA, city={"guest_house": 2, "library": 0}, idle=["corn"])
    game = t.start(ANA)
    before = game.to_json()
    with pytest.raises(IllegalDecision):  # not his guest: never "not your turn"
        game.apply(ROBERTO, "guest library")
    with pytest.raises(IllegalDecision):
        game.apply(ANA, "guest library")
    with pytest.raises(IllegalDecision):
        game.apply(CRISTINA, "guest guest_house")
    assert game.to_json() == before
    drive(game, (ANA, "role mayor"))
    assert game.free(CRISTINA) == []


def test_a_guest_owner_is_asked_even_a_forced_decision(nb, drive):
    """He may want to move a guest first: the engine does not answer for him."""
    t = nb().ships((5, "sugar", 5), (6, "coffee", 1), (7, None, 0))
    t.seat(ROBERTO, city={"guest_house": 1, "wharf": 0}, goods={"corn": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"))
    assert game.pending() == (ROBERTO,) and game.legal(ROBERTO) == ["load corn 7"]
    drive(game, (ROBERTO, "guest wharf"))
    assert "wharf corn" in game.legal(ROBERTO)


@pytest.mark.parametrize("role", ["settler", "craftsman"])
def test_a_guest_moved_to_the_library_as_the_phase_starts_doubles_the_privilege(nb, drive, role):
    """ES97's example: "escoge como rol el Mercader y traslada al inicio de esta fase el segundo
    huésped a la Editorial, con lo que ahora obtiene la ventaja del Mercader por duplicado" —
    the same for the Planter ("el Plantador puede coger la última plantación") and the
    Craftsman ("puede coger también dos barriles diferentes")."""
    t = nb(auto_forced=False).set(face_up=["corn", "sugar", "coffee", "tobacco", "indigo"])
    t.seat(ANA, city={"guest_house": 1, "library": 0, "sugar_mill": 1},
           island=["corn", "sugar"])
    game = t.start(ANA)
    drive(game, (ANA, f"role {role}"), (ANA, "guest library"))
    if role == "settler":
        drive(game, (ANA, "take corn"), (ROBERTO, "pass"), (CRISTINA, "pass"), (DAVID, "pass"))
        assert game.pending() == (ANA,) and "take indigo" in game.legal(ANA)
    else:
        drive(game, (ANA, "bonus sugar"))
        assert game.legal(ANA) == ["bonus corn", "pass"]


def test_empty_guest_house_circles_count_for_the_ship(nb, drive):
    """Ruling R11: the Guest House's empty circles are empty building circles."""
    t = nb().set(colonist_ship=0, colonist_supply=50)
    t.seat(ANA, city={"guest_house": 0, "hospice": 0})
    t.seat(ROBERTO, city={"guest_house": 0, "office": 0})
    t.seat(CRISTINA, city={"guest_house": 0})
    game = t.start(ANA)
    drive(game, (ANA, "role mayor"))
    assert game.state.colonist_ship == 2 + 1 + 2 + 1 + 2


# ---------------------------------------------------------------------------------- Library
def test_library_settler_takes_a_second_plantation_last(nb, drive):
    """ES97: "Como Plantador, puede primero coger una cantera o una plantación. Una vez que
    todos los jugadores han tenido su turno, el Plantador puede coger la última plantación, pero
    no una cantera.\""""
    t = nb().set(face_up=["corn", "sugar", "coffee", "tobacco", "indigo"], quarries=5)
    t.seat(ANA, city={"library": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take quarry"), (ROBERTO, "take sugar"),
          (CRISTINA, "take coffee"), (DAVID, "take tobacco"))
    assert game.pending() == (ANA,)
    assert sorted(game.legal(ANA)) == ["pass", "take corn", "take indigo"]
    drive(game, (ANA, "take indigo"))
    assert [t for t, _ in game.state.players[ANA].island] == ["quarry", "indigo"]


def test_library_with_hospice_and_construction_hut(nb, drive):
    """ES97 note: "Cuando el dueño de una Editorial utiliza un Hospital al plantar, solo recibe
    un trabajador para la primera loseta; si utiliza una Caseta de Obra, la segunda loseta
    también puede ser una cantera.\""""
    t = nb().set(face_up=["corn", "sugar", "coffee", "tobacco", "indigo"], quarries=5,
                 colonist_supply=10)
    t.seat(ANA, city={"library": 1, "hospice": 1, "construction_hut": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take corn +colonist"), (ROBERTO, "pass"),
          (CRISTINA, "pass"), (DAVID, "pass"))
    legal = game.legal(ANA)
    assert "take quarry" in legal
    assert not any("+colonist" in d for d in legal)


@pytest.mark.parametrize(("role", "check"), [
    ("prospector", lambda s: s.players[ANA].doubloons == 2),
    ("mayor +colonist", lambda s: s.players[ANA].san_juan == 2 + 1 and s.colonist_supply == 44),
])
def test_library_doubles_prospector_and_mayor(nb, drive, role, check):
    """Ruling R3: Prospector 2 doubloons, Mayor 2 colonists from the supply."""
    t = nb().set(colonist_supply=50, colonist_ship=4)
    t.seat(ANA, city={"library": 1})
    game = t.start(ANA)
    drive(game, (ANA, f"role {role}"))
    assert check(game.state)


@pytest.mark.parametrize(("role", "decision", "doubloons", "vp"), [
    ("builder", "build harbor", 6 - 6, 0),
    ("trader", "sell coffee", 6 + 4 + 2, 0),
    ("captain", "load corn 5", 6, 2 + 2),
])
def test_library_builder_trader_captain(nb, drive, role, decision, doubloons, vp):
    """Ruling R3: Builder −2, Trader +2 on his sale, Captain +2 VP on his first load."""
    t = nb(market={"harbor": 2}).ships((5, None, 0), (6, None, 0), (7, None, 0))
    t.seat(ANA, city={"library": 1}, goods={"corn": 2, "coffee": 1}, doubloons=6)
    game = t.start(ANA)
    drive(game, (ANA, f"role {role}"), (ANA, decision))
    assert game.state.players[ANA].doubloons == doubloons
    assert game.state.players[ANA].vp == vp


def test_library_craftsman_two_different_barrels(nb, drive):
    """ES97: "Como Productor, puede coger también dos barriles diferentes.\""""
    t = nb(auto_forced=False)
    t.seat(ANA, city={"library": 1, "sugar_mill": 1}, island=["corn", "sugar"])
    game = t.start(ANA)
    drive(game, (ANA, "role craftsman"), (ANA, "bonus sugar"))
    assert game.legal(ANA) == ["bonus corn", "pass"]
    drive(game, (ANA, "bonus corn"))
    assert game.state.players[ANA].goods["corn"] == 2
    assert game.state.players[ANA].goods["sugar"] == 2


# ------------------------------------------------------------------------ Statue, Cloister
def test_statue_takes_no_colonist_and_is_worth_8(nb):
    """ES97: "En el Monumento no se coloca ningún trabajador. Al final de la partida vale 8
    puntos de victoria.\""""
    t = nb()
    t.seat(ANA, city={"statue": 0}, san_juan=2)
    game = t.final()
    assert game.scores[ANA]["buildings"] == 8


def test_city_hall_counts_the_statue_and_the_new_beige_buildings(nb):
    """Ruling N14: the Statue, though it takes no colonist, is a beige building the City Hall
    counts; so is every new beige building (ESC Ayuntamiento: "1 PV adicional por cada edificio
    violeta (ocupado o sin ocupar) ... (incluido el ayuntamiento)"); a production building is
    not."""
    t = nb()
    t.seat(ANA, city={"city_hall": 1, "statue": 0, "church": 0, "small_indigo_plant": 0})
    row = t.final().scores[ANA]
    assert row["bonuses"] == {"city_hall": 3}
    assert row["buildings"] == 4 + 8 + 2 + 1


def test_cloister_example(nb):
    """ES97: "El dueño de la Catedral tiene al final de la partida las siguientes losetas de
    isla: 6 bosques, 3 canteras, 2 plantaciones de maíz y 1 de café: obtiene 6 PV
    adicionales.\""""
    t = nb()
    t.seat(ANA, city={"cloister": 1}, island=["quarry"] * 3 + ["corn"] * 2 + ["coffee"],
           forests=6)
    t.seat(ROBERTO, city={"cloister": 0}, island=["quarry"] * 3, forests=6)
    game = t.final()
    assert game.scores[ANA]["bonuses"] == {"cloister": 6}
    assert game.scores[ANA]["total"] == 4 + 6
    assert game.scores[ROBERTO]["bonuses"] == {}
