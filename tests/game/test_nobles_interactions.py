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
