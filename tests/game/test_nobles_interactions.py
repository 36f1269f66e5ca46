"""Expansion II, the Nobles, where it meets the other expansions: the New Buildings' Guest
House, Black Market, Hospice and Library, the Buccaneer's Raid (ES97 "2.ª Expansión: LOS
BURGUESES" and "Nota general"; the rulings in docs/rulings.md)."""

from __future__ import annotations

ANA, ROBERTO, CRISTINA, DAVID = range(4)


# ------------------------------------------------- the Royal Supplier and a guest
def royal_supplier_table(table):
    """Roberto: an empty Royal Supplier, a noble guest, two nobles on his corn; corn and sugar
    to ship. Ana is the Captain; nobody else has a barrel."""
    return (table(4, expansions=("new_buildings", "nobles"))
            .seat(ROBERTO, island=["corn", "corn"], goods={"corn": 3, "sugar": 2},
                  city={"guest_house": 1, "royal_supplier": 0},
                  nobles={"corn": 2, "guest_house": 1})
            .ships((5, None, 0), (6, None, 0), (7, None, 0)).start(ANA))


def test_royal_supplier_worked_by_a_guest_before_the_first_turn(table, drive):
    """ES97 Oficina de Abastecimiento: "Cuando al dueño ... le toca el turno por primera vez
    durante la fase de despacho, puede (incluso antes de su primer despacho) devolver a la
    reserva un barril por cada burgués"; Bohío: the guests move "al inicio, durante o al final
    de una fase" — a guest moved on before his first turn works it then."""
    game = royal_supplier_table(table)
    drive(game, (ANA, "role captain"))
    game.apply(ROBERTO, "guest royal_supplier")
    assert "royal_supplier corn sugar" in game.legal(ROBERTO)


def test_royal_supplier_only_on_the_first_turn_even_with_a_guest_moved_on_later(table, drive):
    """ES97 Oficina de Abastecimiento: "Cuando al dueño ... le toca el turno por primera vez
    durante la fase de despacho" — only then. A guest moved onto it after that first turn
    finds the moment gone: no barrel goes back on a later turn."""
    game = royal_supplier_table(table)
    drive(game, (ANA, "role captain"), (ROBERTO, "load corn 5"))
    assert game.pending() == (ROBERTO,)  # nobody else can load: his second turn
    game.apply(ROBERTO, "guest royal_supplier")
    assert game.state.players[ROBERTO].active("royal_supplier")
    assert not any(text.startswith("royal_supplier") for text in game.legal(ROBERTO))


# ------------------------------------------------- the Library and the Mayor's privilege
def library_mayor(table, **supplies):
    """Ana, the Mayor to be, owns a worked Library and empty circles for her pieces."""
    return (table(4, expansions=("new_buildings", "nobles"))
            .seat(ANA, idle=["corn", "sugar", "coffee"], city={"library": 1})
            .set(colonist_ship=0, noble_ship=0, **supplies).start(ANA))


def test_library_mayor_takes_one_noble_and_one_colonist(table):
    """R3, N13: with a Library the Mayor takes two colonists from the supply; ES97 "Nota
    general: Cuando en el reglamento se hable de «trabajadores», esto también se aplica a los
    «burgueses»" — each of the two may be a noble: two colonists, two nobles, or one of each."""
    game = library_mayor(table)
    s = game.state
    colonists, nobles = s.colonist_supply, s.noble_supply
    assert {"role mayor +colonist", "role mayor +noble", "role mayor +noble +colonist"} <= set(
        game.legal(ANA))
    game.apply(ANA, "role mayor +noble +colonist")
    ana = game.state.players[ANA]
    assert (s.colonist_supply, s.noble_supply) == (colonists - 1, nobles - 1)
    assert ana.colonists() == 1 + 2 and ana.noble_count() == 1


def test_library_mayor_takes_two_nobles(table):
    game = library_mayor(table)
    nobles = game.state.noble_supply
    game.apply(ANA, "role mayor +noble")
    assert game.state.noble_supply == nobles - 2
    assert game.state.players[ANA].noble_count() == 2


def test_library_mayor_with_one_noble_left_may_add_a_colonist(table):
    """The last noble and a colonist: the privilege's second piece is not lost."""
    game = library_mayor(table, noble_supply=1)
    game.apply(ANA, "role mayor +noble +colonist")
    ana = game.state.players[ANA]
    assert game.state.noble_supply == 0 and ana.colonists() == 3 and ana.noble_count() == 1


def test_one_of_each_only_with_the_privilege_twice(table):
    """Without a Library the privilege is one piece: a colonist or a noble."""
    game = (table(4, expansions=("new_buildings", "nobles")).seat(ANA, idle=["corn"])
            .start(ANA))
    legal = game.legal(ANA)
    assert {"role mayor +colonist", "role mayor +noble"} <= set(legal)
    assert "role mayor +noble +colonist" not in legal
    nobles = library_mayor(table, colonist_supply=0)
    assert "role mayor +noble +colonist" not in nobles.legal(ANA)


# ------------------------------------------------- a noble given back, a noble not offered
def test_black_market_noble_goes_back_to_the_noble_supply(table, drive):
    """ES97 Mercado Negro: "puede «canjear» ... un trabajador" — with the "Nota general" a
    noble too; it goes back where nobles wait, beside the colonists' supply, not into it."""
    game = (table(4, expansions=("new_buildings", "nobles"))
            .seat(ROBERTO, city={"black_market": 1}, san_juan=1, nobles={"san_juan": 1},
                  doubloons=7)
            .set(buildings={"harbor": 1}).start(ANA))
    s = game.state
    nobles, colonists = s.noble_supply, s.colonist_supply
    drive(game, (ANA, "role builder"), (ROBERTO, "build harbor -colonist:san_juan"))
    assert (s.noble_supply, s.colonist_supply) == (nobles + 1, colonists)
    assert s.players[ROBERTO].noble_count() == 0 and s.players[ROBERTO].city["harbor"] == 0


def test_no_hospice_noble_on_the_librarys_second_plantation(table, drive):
    """N13: the Library's second plantation comes without the Hospice's colonist — nor its
    noble ("Nota general")."""
    game = (table(4, expansions=("new_buildings", "nobles"))
            .seat(ANA, city={"library": 1, "hospice": 1})
            .set(face_up=["corn", "sugar", "indigo", "coffee", "tobacco"]).start(ANA))
    drive(game, (ANA, "role settler"))
    assert "take corn +noble" in game.legal(ANA)
    drive(game, (ANA, "take corn +noble"), (ROBERTO, "pass"), (CRISTINA, "pass"),
          (DAVID, "pass"))
    legal = game.legal(ANA)
    assert "take sugar" in legal
    assert not any("+" in text for text in legal)
