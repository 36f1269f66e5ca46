"""The Captain: loading rules, Wharf, Harbor, storage and emptying (ESC "El capitán")."""

from __future__ import annotations

import pytest

ANA, ROBERTO, CRISTINA, DAVID = range(4)


def captain_table(table, ships=((5, None, 0), (6, None, 0), (7, None, 0)), **seats):
    """Ana is the Captain; `seats` maps a seat name to its kwargs; auto_forced is off."""
    t = table(4, auto_forced=False).ships(*ships)
    for name, kwargs in seats.items():
        t.seat({"ana": ANA, "roberto": ROBERTO, "cristina": CRISTINA, "david": DAVID}[name],
               **kwargs)
    game = t.start(ANA)
    game.apply(ANA, "role captain")
    return game


def test_loading_is_compulsory(table):
    """ESC: "Cuando sea el turno de un jugador, si puede cargar mercancías en algún barco debe
    hacerlo"."""
    game = captain_table(table, ana={"goods": {"corn": 2}})
    assert "pass" not in game.legal(ANA)
    assert sorted(game.legal(ANA)) == ["load corn 5", "load corn 6", "load corn 7"]


def test_as_many_as_fit_and_the_rest_stays(table, drive):
    """ESC: "deberá cargar todas las que pueda de ese tipo"."""
    game = captain_table(table, ships=((5, "corn", 3), (6, None, 0), (7, None, 0)),
                         ana={"goods": {"corn": 4}})
    assert game.legal(ANA) == ["load corn 5"]
    drive(game, (ANA, "load corn 5"))
    assert game.state.players[ANA].goods["corn"] == 2
    assert game.state.players[ANA].vp == 2 + 1


def test_empty_ship_where_most_fits(table):
    """ESC: "Si hay varios barcos vacíos en los que el jugador podría cargar su mercancía,
    deberá elegir el barco en el que pueda cargar la mayor cantidad de barriles"."""
    game = captain_table(table, ana={"goods": {"sugar": 9}})
    assert game.legal(ANA) == ["load sugar 7"]


def test_kind_only_on_its_own_ship(table):
    """ESC: "No se pueden cargar mercancías en un barco si en cualquiera de los otros dos barcos
    hay ya mercancías de ese tipo"; nor on a full ship."""
    game = captain_table(table, ships=((5, "corn", 5), (6, "sugar", 1), (7, None, 0)),
                         ana={"goods": {"corn": 3, "sugar": 2, "indigo": 1}})
    assert sorted(game.legal(ANA)) == ["load indigo 7", "load sugar 6"]


def test_player_who_cannot_load_is_skipped_until_nobody_can(table, drive):
    """ESC: "La fase del capitán continúa ... mientras haya al menos un jugador al que le queden
    mercancías que pueda cargar"."""
    game = captain_table(table, ships=((5, "corn", 1), (6, "sugar", 5), (7, "coffee", 6)),
                         ana={"goods": {"indigo": 2}}, roberto={"goods": {"corn": 2, "coffee": 1}},
                         david={"goods": {"sugar": 3}})
    assert game.pending() == (ROBERTO,)  # Ana cannot load: no ship for indigo
    drive(game, (ROBERTO, "load corn 5"), (DAVID, "load sugar 6"), (ROBERTO, "load coffee 7"))
    players = game.state.players
    assert [p.vp for p in players] == [0, 3, 0, 1]
    assert game.state.step == "storage"
    assert set(game.pending()) == {ANA, DAVID}
    drive(game, (ANA, "keep indigo"), (DAVID, "keep sugar"))
    ships = {ship.capacity: (ship.good, ship.load) for ship in game.state.ships}
    assert ships == {5: ("corn", 3), 6: (None, 0), 7: (None, 0)}


def test_captain_bonus_once_and_only_with_a_load(table, drive):
    """ESC: "El capitán sólo gana un PV adicional ... Si no carga ninguna mercancía, no ganará
    el PV adicional"."""
    game = captain_table(table, ana={"goods": {"corn": 1, "sugar": 1}})
    drive(game, (ANA, "load corn 5"), (ANA, "load sugar 6"))
    assert game.state.players[ANA].vp == 1 + 1 + 1
    game = captain_table(table, roberto={"goods": {"corn": 1}})
    drive(game, (ROBERTO, "load corn 5"))
    assert [p.vp for p in game.state.players] == [0, 1, 0, 0]


def test_wharf_once_per_phase_any_kind(table, drive):
    """ESC Muelle: "sólo se puede usar una vez durante la fase del capitán ... puede admitir
    cualquier mercancía, incluso una del mismo tipo que las que ya estén en los ... barcos"."""
    game = captain_table(table, ships=((5, "corn", 1), (6, "sugar", 6), (7, None, 0)),
                         roberto={"goods": {"sugar": 3, "corn": 9, "coffee": 1},
                                  "city": {"wharf": 1}})
    assert sorted(game.legal(ROBERTO)) == [
        "load coffee 7", "load corn 5", "wharf coffee", "wharf corn", "wharf sugar"]
    drive(game, (ROBERTO, "wharf sugar"))
    assert game.state.players[ROBERTO].vp == 3
    drive(game, (ROBERTO, "load corn 5"))
    assert sorted(game.legal(ROBERTO)) == ["load coffee 7"]


def test_unoccupied_harbor_and_wharf_do_nothing(table, drive):
    game = captain_table(table, roberto={"goods": {"corn": 2}, "city": {"harbor": 0, "wharf": 0}})
    assert sorted(game.legal(ROBERTO)) == ["load corn 5", "load corn 6", "load corn 7"]
    drive(game, (ROBERTO, "load corn 5"))
    assert game.state.players[ROBERTO].vp == 2


@pytest.mark.parametrize(("city", "goods", "keep", "kept"), [
    ({}, {"corn": 3, "sugar": 2}, "keep sugar", {"sugar": 1}),
    ({"small_warehouse": 1}, {"corn": 3, "sugar": 2, "indigo": 4},
     "keep sugar corn:all", {"corn": 3, "sugar": 1}),
    ({"large_warehouse": 1}, {"corn": 3, "sugar": 2, "indigo": 4},
     "keep sugar corn:all indigo:all", {"corn": 3, "sugar": 1, "indigo": 4}),
    ({"small_warehouse": 1, "large_warehouse": 1}, {"corn": 3, "sugar": 2, "indigo": 4},
     "keep corn:all indigo:all sugar:all", {"corn": 3, "sugar": 2, "indigo": 4}),
    ({"small_warehouse": 0}, {"corn": 3, "sugar": 2}, "keep corn", {"corn": 1}),
])
def test_storage(table, drive, city, goods, keep, kept):
    """ESC: "Cada jugador puede almacenar una mercancía (un barril)"; Almacén pequeño: "además
    ... todos los barriles de un tipo"; Almacén grande: "de dos tipos"; both: three kinds."""
    game = captain_table(table, ships=((5, "coffee", 1), (6, "tobacco", 1), (7, "indigo", 7)),
                         roberto={"goods": goods, "city": city})
    assert game.pending() == (ROBERTO,) and game.state.step == "storage"
    words = keep.split()
    decision = next(d for d in game.legal(ROBERTO)
                    if d.split()[0] == "keep" and sorted(d.split()) == sorted(words))
    drive(game, (ROBERTO, decision))
    have = game.state.players[ROBERTO].goods
    assert {good: n for good, n in have.items() if n} == kept


def test_storage_lets_the_player_choose(table):
    """ESC: "Si un jugador no puede almacenar todas las mercancías ..., puede elegir cuáles
    almacenará"."""
    game = captain_table(table, ships=((5, "coffee", 1), (6, "tobacco", 1), (7, "indigo", 7)),
                         roberto={"goods": {"corn": 3, "sugar": 2, "indigo": 4},
                                  "city": {"small_warehouse": 1}})
    kept_kinds = {tuple(sorted(d.split()[1:])) for d in game.legal(ROBERTO)}
    assert kept_kinds == {
        ("corn:all", "indigo"), ("corn:all", "sugar"), ("indigo", "sugar:all"),
        ("corn", "sugar:all"), ("corn", "indigo:all"), ("indigo:all", "sugar"),
    }


def test_only_full_ships_are_emptied(table, drive):
    """ESC: "el capitán vacía todos los barcos llenos ... Los barcos que estén parcialmente
    llenos o vacíos se quedan como están"."""
    game = captain_table(table, ships=((5, "coffee", 4), (6, "tobacco", 1), (7, None, 0)),
                         ana={"goods": {"coffee": 1}})
    drive(game, (ANA, "load coffee 5"))
    ships = {ship.capacity: (ship.good, ship.load) for ship in game.state.ships}
    assert ships == {5: (None, 0), 6: ("tobacco", 1), 7: (None, 0)}
    assert game.state.goods_supply["coffee"] == 9 + 5
