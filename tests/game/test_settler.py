"""The Settler, Hacienda, Construction Hut and Hospice (ESC "El colonizador" and its notes)."""

from __future__ import annotations

import pytest

ANA, ROBERTO, CRISTINA, DAVID = range(4)

FACE_UP = ["corn", "indigo", "sugar", "tobacco", "coffee"]


def settler_table(table, **fields):
    t = table(4)
    t.set(**{"face_up": list(FACE_UP), "plantation_pile": ["sugar"] * 6 + ["corn", "coffee"],
             "discards": [], **fields})
    return t


def test_leftover_tiles_discarded_and_players_plus_one_drawn(table, drive):
    """ESC: "el colonizador pone las plantaciones descubiertas que han quedado sin robar en una
    pila de descartes, y revela ... tantas plantaciones como la cantidad de jugadores más uno"."""
    game = settler_table(table).start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take coffee"), (ROBERTO, "take corn"),
          (CRISTINA, "pass"), (DAVID, "pass"))
    s = game.state
    assert sorted(s.discards) == ["indigo", "sugar", "tobacco"]
    assert s.face_up == ["coffee", "corn", "sugar", "sugar", "sugar"]
    assert s.plantation_pile == ["sugar"] * 3


def test_empty_pile_shuffles_the_discards(table, drive):
    """ESC note: "en primer lugar se revelan y se ponen las que queden. Se barajan las
    plantaciones descartadas, se crea una nueva pila boca abajo, y se rellena la fila"."""
    game = settler_table(table, plantation_pile=["corn", "corn"],
                         discards=["tobacco"] * 6).start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take coffee"), (ROBERTO, "pass"),
          (CRISTINA, "pass"), (DAVID, "pass"))
    s = game.state
    assert s.face_up[:2] == ["corn", "corn"]
    assert len(s.face_up) == 5
    # 6 old discards + 4 leftovers shuffled into a new pile, 3 of them drawn.
    assert len(s.plantation_pile) == 10 - 3
    assert s.discards == []
    assert sorted(s.face_up[2:] + s.plantation_pile) == sorted(
        ["tobacco"] * 6 + ["corn", "indigo", "sugar", "tobacco"])


def test_still_short_fewer_tiles(table, drive):
    """ESC note: "Si no quedan suficientes para rellenar la fila de plantaciones, en las rondas
    siguientes es posible que algún jugador se quede sin plantación que robar."."""
    game = settler_table(table, face_up=["sugar", "indigo"], plantation_pile=["corn"]).start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take sugar"), (ROBERTO, "take indigo"))
    # Cristina and David had nothing to take; one tile is left to draw.
    s = game.state
    assert s.face_up == ["corn"]
    assert (s.plantation_pile, s.discards) == ([], [])
    assert game.pending() == (ROBERTO,) and s.step == "role"


def test_full_island_takes_nothing(table, drive):
    """ESC note: "Si un jugador ha llenado las 12 casillas de isla ..., ya no puede poner más
    plantaciones o canteras"."""
    t = settler_table(table)
    t.seat(ROBERTO, idle=["corn"] * 12)
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take corn"))
    assert game.pending() == (CRISTINA,)
    assert len(game.state.players[ROBERTO].island) == 12


def test_quarry_for_the_settler_only_and_construction_hut_owners(table, drive):
    """ESC: each player takes "una de las plantaciones (no una cantera, a no ser que tenga la
    caseta de obra)"; the hut works only when occupied."""
    t = settler_table(table)
    t.seat(CRISTINA, city={"construction_hut": 1})
    t.seat(DAVID, city={"construction_hut": 0})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"))
    assert "take quarry" in game.legal(ANA)
    drive(game, (ANA, "take quarry"))
    assert "take quarry" not in game.legal(ROBERTO)
    drive(game, (ROBERTO, "pass"))
    assert "take quarry" in game.legal(CRISTINA)
    drive(game, (CRISTINA, "take quarry"))
    assert "take quarry" not in game.legal(DAVID)
    assert game.state.quarries == 8 - 2


def test_one_quarry_per_turn_even_with_privilege_and_hut(table, drive):
    """ESC Caseta de obra: "aunque el colonizador tenga una caseta de obra, sólo podrá robar una
    cantera en total"."""
    t = settler_table(table)
    t.seat(ANA, city={"construction_hut": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take quarry"))
    assert game.pending() == (ROBERTO,)
    assert game.state.players[ANA].island == [["quarry", 0]]


def test_no_quarries_left(table, drive):
    """ESC note: "Si ya no quedan canteras, el colonizador no puede usar su privilegio"."""
    game = settler_table(table, quarries=0).start(ANA)
    drive(game, (ANA, "role settler"))
    assert "take quarry" not in game.legal(ANA)


def test_hacienda_draws_before_the_pick_without_hospice_colonist(table, drive):
    """ESC Hacienda: "antes de robar una de las plantaciones descubiertas, robar una plantación
    adicional de una de las pilas boca abajo"; Hospicio: "si ... elige robar la plantación
    adicional, no recibirá un colono adicional para ella"."""
    t = settler_table(table, colonist_supply=10)
    t.seat(ROBERTO, city={"hacienda": 1, "hospice": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take corn"))
    assert "hacienda" in game.legal(ROBERTO)
    drive(game, (ROBERTO, "hacienda"))
    roberto = game.state.players[ROBERTO]
    assert roberto.island == [["coffee", 0]]  # the top of the pile, no colonist
    assert game.state.colonist_supply == 10
    assert "hacienda" not in game.legal(ROBERTO)
    drive(game, (ROBERTO, "take sugar +colonist"))
    assert roberto.island == [["coffee", 0], ["sugar", 1]]
    assert game.state.colonist_supply == 9


def test_hacienda_not_after_the_pick(table, drive):
    t = settler_table(table)
    t.seat(ROBERTO, city={"hacienda": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take corn"), (ROBERTO, "take sugar"))
    assert game.pending() == (CRISTINA,)
    assert game.state.players[ROBERTO].island == [["sugar", 0]]


def test_hacienda_needs_occupation(table, drive):
    t = settler_table(table)
    t.seat(ANA, city={"hacienda": 0})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"))
    assert "hacienda" not in game.legal(ANA)


def test_hacienda_that_fills_the_island_leaves_the_other_hacienda_usable(table, drive):
    """Each owner of an occupied Hacienda may draw on his own turn, whatever the one before did."""
    t = settler_table(table)
    t.seat(ROBERTO, idle=["corn"] * 11, city={"hacienda": 1})
    t.seat(CRISTINA, city={"hacienda": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take corn"), (ROBERTO, "hacienda"))
    assert len(game.state.players[ROBERTO].island) == 12
    assert game.pending() == (CRISTINA,)
    assert "hacienda" in game.legal(CRISTINA)


@pytest.mark.parametrize(("supply", "ship", "left"), [(5, 4, (4, 4)), (0, 4, (0, 3))])
def test_hospice_colonist_from_the_supply_else_the_ship(table, drive, supply, ship, left):
    """ESC Hospicio: "puede robar un colono de la reserva de colonos y ponerlo en esa ficha ...
    Si no quedan colonos en la reserva, el jugador puede robarlo del barco de los colonos"."""
    t = settler_table(table, colonist_supply=supply, colonist_ship=ship)
    t.seat(ANA, city={"hospice": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take quarry +colonist"))
    s = game.state
    assert s.players[ANA].island == [["quarry", 1]]
    assert (s.colonist_supply, s.colonist_ship) == left


def test_hospice_without_any_colonist_left(table, drive):
    """ESC Hospicio: "Si allí tampoco queda ninguno, el jugador se queda sin el colono."."""
    t = settler_table(table, colonist_supply=0, colonist_ship=0)
    t.seat(ANA, city={"hospice": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"))
    assert not any("+colonist" in decision for decision in game.legal(ANA))
    assert "take corn" in game.legal(ANA)


def test_hacienda_with_empty_piles_draws_from_the_reshuffled_discards(table, drive):
    """ESC Hacienda: "robar una plantación adicional de una de las pilas boca abajo"; with the
    face-down piles empty the discards become a new face-down pile first, as the Settler's rule
    does for the face-up row (the project's ruling)."""
    t = settler_table(table, plantation_pile=[], discards=["coffee", "coffee"])
    t.seat(ROBERTO, city={"hacienda": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take corn"))
    events = game.apply(ROBERTO, "hacienda")
    assert [e["type"] for e in events][:2] == ["plantations_reshuffled", "tile_taken"]
    assert game.state.players[ROBERTO].island[-1] == ["coffee", 0]
    assert game.state.discards == []
    assert game.state.plantation_pile == ["coffee"]


def test_hacienda_has_nothing_to_draw_when_pile_and_discards_are_empty(table, drive):
    t = settler_table(table, plantation_pile=[], discards=[])
    t.seat(ROBERTO, city={"hacienda": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role settler"), (ANA, "take corn"))
    assert "hacienda" not in game.legal(ROBERTO)
