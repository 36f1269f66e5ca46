"""Expansion II, the Nobles: the nobles themselves (ES97 "2.ª Expansión: LOS BURGUESES",
"Preparación del juego"), scenarios built with `Position` and driven through the decision API."""

from __future__ import annotations

import pytest

from bot.game import Game, Setup
from bot.game.components import COLONISTS, NOBLE_BUILDINGS, SETUP
from bot.game.state import SAN_JUAN

NAMES = ("Ana", "Roberto", "Cristina", "David", "Elena")
NOBLES = ("nobles",)




@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_at_the_start_one_noble_replaces_one_colonist_on_the_ship(players):
    """ES97: "Al principio de la partida … se coloca siempre un burgués en vez de un trabajador
    sobre el Registro de Empleo". Two players alike (ruling R14)."""
    game = Game.new(Setup(NAMES[:players], seed=3, expansions=NOBLES))
    s = game.state
    table = SETUP[players]
    assert (s.noble_supply, s.noble_ship) == (19, 1)
    assert s.colonist_ship == table.colonist_ship - 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_colonists_are_not_counted_out_the_whole_box_is_the_supply(players):
    """ES97: "Como en esta expansión el hecho de que se agoten los trabajadores/burgueses ya no
    es una de las condiciones que puede desencadenar el final de la partida, no hace falta
    contar los trabajadores ni los burgueses al principio de la partida" (IT97 "non occorre
    contare né i Lavoratori né i Borghesi"): nothing is set aside, so the supply is every
    colonist of the box not on the ship (ruling NO12), with two players too."""
    game = Game.new(Setup(NAMES[:players], seed=3, expansions=NOBLES))
    s = game.state
    assert s.colonist_supply + s.colonist_ship == COLONISTS == 100
    assert s.colonist_ship == SETUP[players].colonist_ship - 1


@pytest.mark.parametrize("players, small, large", [(2, 1, 1), (4, 2, 1)])
def test_the_eight_buildings_are_for_sale_beside_the_others(players, small, large):
    """ES97: "Los nuevos edificios se extienden también junto con los otros 23 edificios …
    según sus costes de construcción"; two players: one copy of each beige building, two of a
    production building (the Jeweler, red)."""
    game = Game.new(Setup(NAMES[:players], seed=3, expansions=NOBLES))
    market = game.state.buildings
    assert len(market) == 23 + 8
    for kind in NOBLE_BUILDINGS:
        expected = 2 if kind.red else large if kind.large else small
        assert market[kind.id] == expected, kind.id


def test_the_mayor_takes_the_noble_the_ship_deals_first(nobles_table):
    """ES97: "Estos burgueses pueden cogerse posteriormente en las fases de reclutamiento (casi
    siempre lo cogerá el propio Reclutador)": the ship is dealt one at a time from the Mayor,
    the noble first."""
    game = nobles_table(4).set(colonist_ship=3, noble_ship=1).start(chooser=1)
    events = game.apply(1, "role mayor")
    s = game.state
    assert s.players[1].san_juan == 1 and s.players[1].nobles == {SAN_JUAN: 1}
    for seat in (2, 3, 0):
        assert s.players[seat].san_juan == 1 and not s.players[seat].nobles
    taken = [(e["type"], e["seat"]) for e in events if e["type"].endswith("_taken")]
    assert taken == [("nobles_taken", 1), ("colonists_taken", 2), ("colonists_taken", 3),
                     ("colonists_taken", 0)]


def test_after_each_mayor_phase_a_noble_replaces_a_colonist_while_nobles_remain(
        drive, nobles_table):
    """ES97: "al final de cada fase de reclutamiento se coloca siempre un burgués en vez de un
    trabajador sobre el Registro de Empleo (siempre que queden todavía burgueses en la
    reserva)"."""
    game = nobles_table(4).set(noble_supply=1, noble_ship=0, colonist_ship=4,
                               colonist_supply=50).start(chooser=0, picks_made=3)
    drive(game, (0, "role mayor"))
    s = game.state
    assert (s.noble_supply, s.noble_ship, s.colonist_ship) == (0, 1, 3)
    assert s.colonist_supply == 50 - 3
    # The next round's Mayor phase: the noble is dealt; no noble is left to replace a colonist.
    drive(game, (2, "role mayor"))
    assert (s.noble_supply, s.noble_ship, s.colonist_ship) == (0, 0, 4)
    assert sum(p.noble_count() for p in s.players) == 1


def test_running_out_of_colonists_no_longer_ends_the_game(nobles_table):
    """ES97: "el hecho de que se agoten los trabajadores/burgueses ya no es una de las
    condiciones que puede desencadenar el final de la partida". With no colonist to replace,
    the noble still goes aboard."""
    game = (nobles_table(4).seat(0, city={"sugar_mill": 0, "hospice": 0})
            .set(colonist_supply=0, colonist_ship=0, noble_ship=0).start(chooser=0))
    events = game.apply(0, "role mayor")
    refill = next(e for e in events if e["type"] == "ship_refilled")
    assert refill["count"] < refill["needed"]
    assert game.state.end_reasons == []
    assert not any(e["type"] == "game_end_triggered" for e in events)
    assert (game.state.noble_ship, game.state.colonist_ship) == (1, 0)


def test_the_mayors_privilege_may_be_a_noble(nobles_table):
    """ES97 "Nota general: Cuando en el reglamento se hable de «trabajadores», esto también se
    aplica a los «burgueses»": the privilege colonist from the supply may be a noble."""
    game = (nobles_table(4).seat(0, idle=["corn"], city={"chapel": 0})
            .set(colonist_ship=0, noble_ship=0).start(chooser=0))
    assert game.legal(0)[1:4] == ["role mayor +colonist", "role mayor +noble", "role mayor"]
    game.apply(0, "role mayor +noble")
    assert game.state.noble_supply == 18
    assert game.legal(0) == ["place-noble corn", "place-noble chapel"]
    game.apply(0, "place-noble chapel")
    me = game.state.players[0]
    assert me.city == {"chapel": 1} and me.nobles == {"chapel": 1}


def test_the_hospice_and_the_university_may_add_a_noble(drive, nobles_table):
    """Every rule that says colonist also means a noble: the Hospice's and the University's
    colonist, from the noble supply, else from the ship."""
    game = (nobles_table(4).seat(0, city={"hospice": 1, "university": 1}, doubloons=10)
            .set(face_up=["corn", "sugar", "coffee", "indigo", "corn"], noble_supply=0,
                 noble_ship=1).start(chooser=0))
    drive(game, (0, "role settler"))
    assert "take coffee +noble" in game.legal(0)
    drive(game, (0, "take coffee +noble"))
    me = game.state.players[0]
    assert me.island == [["coffee", 1]] and me.nobles == {"coffee": 1}
    assert game.state.noble_ship == 0
    assert not any(text.endswith("+noble") for text in game.legal(1))


def test_a_noble_worth_one_vp_and_the_fortress_counts_it(nobles_table):
    """ES97: "Cada burgués propio vale 1 punto de victoria al final de la partida"; a noble is
    a colonist for the Fortress (+1 per 3 colonists)."""
    game = (nobles_table(4)
            .seat(0, island=["corn", "corn"], city={"fortress": 1}, san_juan=2,
                  nobles={"corn": 1, SAN_JUAN: 1, "fortress": 1})
            .final())
    row = game.scores[0]
    assert row["bonuses"] == {"fortress": 5 // 3, "nobles": 3}
    assert row["total"] == 4 + 1 + 3


def test_mixed_kinds_the_nobles_are_placed_first(nobles_table):
    """A player with both kinds places his nobles, one decision each, even when he can fill
    every circle; once the colonists can fill the rest he may leave the other nobles in San
    Juan, and the colonists are placed for him."""
    game = (nobles_table(4).seat(0, idle=["corn", "sugar"], city={"chapel": 0}, san_juan=5,
                                 nobles={SAN_JUAN: 2})
            .set(colonist_ship=0, noble_ship=0).start(chooser=0))
    game.apply(0, "role mayor")
    assert game.legal(0) == ["place-noble corn", "place-noble sugar", "place-noble chapel",
                             "place-noble san_juan"]
    game.apply(0, "place-noble chapel")
    assert 0 in game.pending()
    game.apply(0, "place-noble san_juan")
    me = game.state.players[0]
    assert 0 not in game.pending()
    assert me.nobles == {"chapel": 1, SAN_JUAN: 1}
    assert all(occupied for _, occupied in me.island) and me.san_juan == 2


def test_nobles_may_stay_idle_only_if_the_colonists_fill_every_circle(nobles_table):
    """No colonist in San Juan while a circle is empty: with too few colonists for the circles
    left, every noble must be placed."""
    game = (nobles_table(4).seat(0, idle=["corn", "sugar", "coffee"], san_juan=3,
                                 nobles={SAN_JUAN: 2})
            .set(colonist_ship=0, noble_ship=0).start(chooser=0))
    game.apply(0, "role mayor")
    assert "place-noble san_juan" not in game.legal(0)
