"""Where two expansions meet: each rule keeps its words whichever expansion brings the piece or
the move it acts on (ES97 and IT97, the four expansions; the rulings in docs/rulings.md)."""

from __future__ import annotations

ANA, ROBERTO, CRISTINA, DAVID = range(4)


def festival(plantation: str = "coffee") -> dict:
    return {"plantation": plantation, "barrels": ["corn", "corn", "sugar"],
            "building": "harbor", "won": {}}


def won(events, goal):
    return [e for e in events if e["type"] == "festival_won" and e["goal"] == goal]


# ------------------------------------------------- the Festival's plantations, however laid
def test_festival_plantation_planted_from_the_hacienda_with_a_forest_house(table, drive):
    """ES97 Festival: "El primer jugador que tenga tres plantaciones del tipo seleccionado en su
    isla, obtiene como recompensa tres trabajadores" — whichever way the third came. With a
    Forest House the Hacienda's tile is looked at first ("puede mirar la loseta antes de
    colocarla como bosque dado el caso"); planted face up it is a plantation like any other."""
    game = (table(4, expansions=("new_buildings", "festival"))
            .seat(ANA, idle=["coffee", "coffee"], city={"forest_house": 1, "hacienda": 1})
            .set(festival=festival("coffee"), plantation_pile=["corn", "coffee"],
                 face_up=["corn", "sugar", "indigo", "tobacco", "corn"])
            .start(ANA))
    drive(game, (ANA, "role settler"), (ANA, "hacienda"))
    events = game.apply(ANA, "hacienda plant")
    assert won(events, "plantation") and game.state.festival["won"] == {"plantation": ANA}
    # The three colonists are placed at once; then her Settler turn goes on.
    drive(game, (ANA, "place coffee"), (ANA, "place coffee"), (ANA, "place coffee"))
    assert game.state.players[ANA].occupied_tiles("coffee") == 3
    assert "take sugar" in game.legal(ANA) and "hacienda" not in game.legal(ANA)


def test_festival_plantation_bought_at_the_land_office(table, drive):
    """ES97 Catastro: "comprar la primera plantación de la pila boca abajo por 1 moneda y
    colocarla en su isla" — a third plantation of the Festival's kind on his island wins its
    goal at once, as the Festival says of any player who "tenga tres plantaciones"."""
    game = (table(4, expansions=("nobles", "festival"))
            .seat(ANA, idle=["coffee", "coffee"], city={"land_office": 1}, doubloons=2)
            .seat(ROBERTO, goods={"corn": 1})
            .set(festival=festival("coffee"), plantation_pile=["corn", "coffee"])
            .start(ANA))
    drive(game, (ANA, "role trader"))
    events = game.apply(ANA, "land_office buy")
    assert won(events, "plantation") and game.state.festival["won"] == {"plantation": ANA}
    assert game.pending() == (ANA,) and game.state.step == "placing"
    drive(game, (ANA, "place coffee"), (ANA, "place coffee"), (ANA, "place coffee"))
    assert game.state.players[ANA].doubloons == 1
    assert game.state.step == "trader" and game.pending() == (ROBERTO,)  # the phase goes on


# ------------------------------------------------- the Black Market and the nobles
def test_black_market_noble_given_back_off_the_zoning_office_takes_its_discount(table, drive):
    """ES97 Mercado Negro: "puede «canjear» ... un trabajador" ("Nota general": a noble too);
    Notaría: "se ahorra en la construcción de cada edificio grande (4.ª fila) 2 monedas, cuando
    la tiene ocupada con un burgués". The noble given back leaves the Zoning Office empty: the
    Residence costs its full 10, so 7 doubloons and one piece cannot pay for it."""
    game = (table(4, expansions=("new_buildings", "nobles"))
            .seat(ROBERTO, city={"black_market": 1, "zoning_office": 1}, goods={"corn": 1},
                  vp=1, doubloons=7, nobles={"zoning_office": 1})
            .set(buildings={"residence": 1})
            .start(ANA))
    drive(game, (ANA, "role builder"))
    legal = game.legal(ROBERTO)
    assert "build residence -barrel:corn" in legal  # 10 - 2 = 8 = 7 + 1
    assert "build residence -colonist:zoning_office" not in legal
    assert "build residence -colonist:zoning_office -barrel:corn -vp" in legal  # 10 = 7 + 3
    drive(game, (ROBERTO, "build residence -colonist:zoning_office -barrel:corn -vp"))
    roberto = game.state.players[ROBERTO]
    assert roberto.doubloons == 0 and roberto.noble_count() == 0


# ------------------------------------------------- the Guest House with both kinds of guests
def test_guest_house_owner_chooses_which_guest_moves(table, drive):
    """ES97 Bohío: "podrá cambiar de sitio estos huéspedes como él prefiera" — a colonist and a
    noble as guests ("Nota general"), he says which goes where: the noble to the Chapel
    ("1 punto de victoria (cuando está ocupada con un burgués)"), not the colonist."""
    game = (table(4, expansions=("new_buildings", "nobles"))
            .seat(ROBERTO, city={"guest_house": 2, "chapel": 0}, nobles={"guest_house": 1})
            .start(ANA))
    assert game.free(ROBERTO) == ["guest chapel", "guest-noble chapel"]
    game.apply(ROBERTO, "guest-noble chapel")
    roberto = game.state.players[ROBERTO]
    assert roberto.city == {"guest_house": 1, "chapel": 1}
    assert roberto.nobles == {"chapel": 1}
    assert game.free(ROBERTO) == []  # no empty circle left


def test_guest_house_with_guests_of_one_kind_moves_that_kind(table, drive):
    game = (table(4, expansions=("new_buildings", "nobles"))
            .seat(ROBERTO, city={"guest_house": 1, "chapel": 0}, nobles={"guest_house": 1})
            .start(ANA))
    assert game.free(ROBERTO) == ["guest chapel"]
    game.apply(ROBERTO, "guest chapel")
    assert game.state.players[ROBERTO].nobles == {"chapel": 1}


# ------------------------------------------------- a noble wherever a colonist comes
def test_university_noble_never_on_the_statue(table, drive):
    """ES97 Monumento: "En el Monumento no se coloca ningún trabajador" — nor a noble from the
    University ("Nota general")."""
    game = (table(4, expansions=("new_buildings", "nobles"))
            .seat(ANA, city={"university": 1}, doubloons=10)
            .set(buildings={"statue": 1, "cloister": 1}).start(ANA))
    drive(game, (ANA, "role builder"))
    legal = game.legal(ANA)
    assert "build cloister +noble" in legal and "build statue" in legal
    assert "build statue +noble" not in legal and "build statue +colonist" not in legal


def test_hospice_noble_with_a_forest_goes_to_san_juan(table, drive):
    """ES97 Almacén de Madera: "Si el dueño ... también utiliza el Hospital, coloca el
    trabajador sobre su retrato" — and "Nota general": the Hospice's piece may be a noble."""
    game = (table(4, expansions=("new_buildings", "nobles"))
            .seat(ANA, city={"forest_house": 1, "hospice": 1})
            .set(face_up=["corn", "sugar", "indigo", "coffee", "tobacco"]).start(ANA))
    drive(game, (ANA, "role settler"))
    assert {"forest sugar +colonist", "forest sugar +noble"} <= set(game.legal(ANA))
    nobles = game.state.noble_supply
    drive(game, (ANA, "forest sugar +noble"))
    ana = game.state.players[ANA]
    assert ana.island == [["forest", 0]] and ana.san_juan == 1
    assert ana.nobles == {"san_juan": 1} and game.state.noble_supply == nobles - 1


def test_university_noble_on_a_building_paid_at_the_black_market(table, drive):
    """ES97 Mercado Negro: the piece given back lowers the price; the University ("Nota
    general") still adds a noble to the building — unless its own colonist was given back."""
    game = (table(4, expansions=("new_buildings", "nobles"))
            .seat(ROBERTO, island=["corn"], city={"black_market": 1, "university": 1},
                  goods={"corn": 1}, doubloons=7)
            .set(buildings={"harbor": 1}).start(ANA))
    drive(game, (ANA, "role builder"))
    legal = game.legal(ROBERTO)
    assert {"build harbor +noble -barrel:corn", "build harbor +noble -colonist:corn"} <= set(legal)
    assert "build harbor +noble -colonist:university" not in legal
    drive(game, (ROBERTO, "build harbor +noble -barrel:corn"))
    roberto = game.state.players[ROBERTO]
    assert roberto.city["harbor"] == 1 and roberto.nobles == {"harbor": 1}
    assert roberto.doubloons == 0


# ------------------------------------------------- a forest back to the discards
def test_hunting_lodge_sends_a_forest_back_to_the_discards_as_its_plantation(table, drive):
    """ES97 Servicio Forestal: "puede devolver a la pila de descartes ... una de sus
    plantaciones (o un bosque)" — a forest is a plantation laid face down (Almacén de Madera),
    so the tile goes back to the discards as what it is, to be drawn again."""
    game = (table(4, expansions=("new_buildings", "nobles"), auto_forced=False)
            .seat(ANA, city={"forest_house": 1, "hunting_lodge": 1})
            .set(face_up=["coffee", "corn", "corn", "corn", "corn"], discards=[])
            .start(ANA))
    drive(game, (ANA, "role settler"), (ANA, "forest coffee"), (ROBERTO, "pass"),
          (CRISTINA, "pass"), (DAVID, "pass"), (ANA, "hunting_lodge forest"))
    s = game.state
    assert s.players[ANA].island == [] and s.discards.count("coffee") == 1


# ------------------------------------------------- the Festival's goals and the New Buildings
def test_festival_a_forest_is_no_plantation_of_the_kind(table, drive):
    """F5, N3. Festival: "El primer jugador que tenga tres plantaciones del tipo seleccionado en
    su isla"; Almacén de Madera: the tile is laid face down as a forest, which is no plantation
    of any kind. Ana's third coffee laid as a forest wins nothing; Roberto's third, face up,
    wins the goal."""
    game = (table(4, expansions=("new_buildings", "festival"))
            .seat(ANA, idle=["coffee", "coffee"], city={"forest_house": 1})
            .seat(ROBERTO, idle=["coffee", "coffee"])
            .set(festival=festival("coffee"),
                 face_up=["coffee", "coffee", "sugar", "indigo", "tobacco"])
            .start(ANA))
    drive(game, (ANA, "role settler"))
    events = game.apply(ANA, "forest coffee")
    assert not won(events, "plantation") and game.state.festival["won"] == {}
    events = game.apply(ROBERTO, "take coffee")
    assert won(events, "plantation") and game.state.festival["won"] == {"plantation": ROBERTO}


def test_festival_the_library_s_second_plantation_wins_the_goal(table, drive):
    """N13. The Library's second plantation is laid on his island like the first: the third of
    the Festival's kind wins the goal ("tenga tres plantaciones del tipo seleccionado"), and
    its colonists are placed at once ("los coloca inmediatamente")."""
    game = (table(4, expansions=("new_buildings", "festival"))
            .seat(ANA, idle=["corn"], island=["coffee"], city={"library": 1})
            .set(festival=festival("coffee"),
                 face_up=["coffee", "coffee", "sugar", "indigo", "tobacco"])
            .start(ANA))
    drive(game, (ANA, "role settler"), (ANA, "take coffee"), (ROBERTO, "take sugar"),
          (CRISTINA, "take indigo"), (DAVID, "take tobacco"))
    events = game.apply(ANA, "take coffee")
    assert won(events, "plantation") and game.state.step == "placing"
    drive(game, (ANA, "place corn"), (ANA, "place coffee"), (ANA, "place coffee"))
    assert game.state.players[ANA].occupied_tiles("coffee") == 3


def test_festival_building_paid_at_the_black_market_wins_the_goal(table, drive):
    """F7. Festival: "El primer jugador que construya durante una fase de construcción el mismo
    edificio que el seleccionado en la tabla obtiene como recompensa tres puntos de victoria";
    Mercado Negro: a building paid partly with a barrel is built all the same."""
    game = (table(4, expansions=("new_buildings", "festival"))
            .seat(ROBERTO, city={"black_market": 1}, goods={"corn": 1}, doubloons=7)
            .set(festival=festival(), buildings={"harbor": 1}).start(ANA))
    drive(game, (ANA, "role builder"))
    assert "build harbor" not in game.legal(ROBERTO)
    events = game.apply(ROBERTO, "build harbor -barrel:corn")
    assert won(events, "building") and game.state.players[ROBERTO].vp == 3
    assert game.state.buildings["harbor"] == 1  # the Festival's copy back on the board
