"""Expansion I, the New Buildings: choosing it, and which beige buildings a game is played with
(ES97 "1.ª expansión: los nuevos edificios", "Preparación del juego"; ruling R13)."""

from __future__ import annotations

import pytest

from bot.game import BadSetup, Game, IllegalDecision, NotYourTurn, Setup
from bot.game.components import BUILDINGS
from bot.game.record import Record

NAMES = ("Ana", "Roberto", "Cristina", "David", "Elena")
PRODUCTION = ["small_indigo_plant", "small_sugar_mill", "indigo_plant", "sugar_mill",
              "tobacco_storage", "coffee_roaster"]
NEW = ["aqueduct", "forest_house", "black_market", "storehouse", "guest_house", "trading_post",
       "church", "small_wharf", "lighthouse", "specialty_factory", "library", "union_hall",
       "statue", "cloister"]


def setup(players: int = 4, seed: int = 1, **options) -> Setup:
    return Setup(players=NAMES[:players], seed=seed, expansions=("new_buildings",),
                 options=options)


def test_an_unknown_expansion_is_refused():
    with pytest.raises(BadSetup, match="unknown expansions"):
        Setup(players=NAMES[:3], seed=1, expansions=("new_buildings", "dragons"))
    with pytest.raises(BadSetup, match="twice"):
        Setup(players=NAMES[:3], seed=1, expansions=("new_buildings", "new_buildings"))
    with pytest.raises(BadSetup):
        Setup(players=NAMES[:3], seed=1, expansions="new_buildings")


def test_the_buildings_option_belongs_to_the_expansion():
    assert setup().options["buildings"] == "draft"
    assert "buildings" not in Setup(players=NAMES[:3], seed=1).options
    with pytest.raises(BadSetup, match="unknown options"):
        Setup(players=NAMES[:3], seed=1, options={"buildings": "random"})
    with pytest.raises(BadSetup, match="must be one of"):
        setup(buildings="everything")


def test_records_carry_the_expansion_and_its_option():
    record = Record(setup(buildings="random"))
    again = Record.from_json(record.to_json())
    assert again.setup.expansions == ("new_buildings",)
    assert again.setup.options["buildings"] == "random"
    assert again.replay()[0].to_json() == record.replay()[0].to_json()


def test_the_first_governor_drafts_first_and_the_turn_goes_clockwise():
    """"El jugador inicial empieza y escoge de entre los 55 edificios uno y coloca este ... A
    continuación le toca al siguiente jugador por orden de turno"."""
    game = Game.new(setup(4, seed=3))
    first = game.state.governor
    assert game.pending() == (first,)
    game.apply(first, "draft church office")
    assert game.pending() == ((first + 1) % 4,)
    assert game.state.board["office"] == "church"
    assert game.state.buildings["church"] == 2  # both copies with more than 2 players


def test_church_on_the_office_space():
    """ES97: "Un jugador coloca la Iglesia sobre la casilla de la Oficina. Después un jugador
    coloca la Oficina sobre la segunda casilla de valor 5 libre. El Mercado Grande y el Puesto
    de Comercio ya no se pueden escoger.\""""
    game = Game.new(setup(3, seed=2))
    seat = game.state.governor
    game.apply(seat, "draft church office")
    seat = game.pending()[0]
    assert "draft office large_market" in game.legal(seat)
    assert "draft office office" not in game.legal(seat)  # the space is taken
    game.apply(seat, "draft office large_market")
    seat = game.pending()[0]
    five = [d for d in game.legal(seat) if BUILDINGS[d.split()[1]].cost == 5]
    assert five == []
    for kind in ("large_market", "trading_post"):
        assert not any(d.startswith(f"draft {kind} ") for d in game.legal(seat))


def test_costs_two_five_and_eight_take_any_two_of_four():
    """"En el caso de los edificios con costes de construcción de 2, 5 y 8 monedas, se pueden
    seleccionar dos cualesquiera de entre los cuatro que hay para escoger.\""""
    game = Game.new(setup(4, seed=4))
    for kind, space in (("forest_house", "hacienda"), ("black_market", "construction_hut"),
                        ("specialty_factory", "university"), ("library", "harbor")):
        game.apply(game.pending()[0], f"draft {kind} {space}")
    s = game.state
    assert [s.board[x] for x in ("hacienda", "construction_hut", "university", "harbor")] == [
        "forest_house", "black_market", "specialty_factory", "library"]
    for gone in ("hacienda", "construction_hut", "university"):
        assert gone not in s.buildings


def draft_to_the_end(game: Game) -> None:
    while game.state.step == "draft":
        seat = game.pending()[0]
        game.apply(seat, game.legal(seat)[-1])


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_draft_fills_the_17_beige_spaces_then_the_first_round_begins(players):
    """"... hasta que las 12 + 5 casillas para edificios de color beis del tablero central
    estén cubiertas. Los 26 edificios beis no escogidos se vuelven a guardar en la caja." With
    two players one copy of each (ruling R13)."""
    game = Game.new(setup(players, seed=players))
    governor = game.state.governor
    draft_to_the_end(game)
    s = game.state
    assert None not in s.board.values() and len(s.board) == 17
    assert list(s.buildings)[:6] == PRODUCTION
    beige = list(s.buildings)[6:]
    assert beige == list(s.board.values()) and len(set(beige)) == 17
    for kind in beige:
        row = BUILDINGS[kind]
        assert s.buildings[kind] == (1 if players == 2 or row.large else 2)
        assert row.cost == BUILDINGS[next(x for x, k in s.board.items() if k == kind)].cost
    assert s.step == "role" and game.pending() == (governor,)


def test_a_pick_on_a_taken_space_or_out_of_turn_changes_nothing():
    game = Game.new(setup(3, seed=5))
    seat = game.state.governor
    game.apply(seat, "draft aqueduct small_market")
    before = game.to_json()
    nxt = game.pending()[0]
    with pytest.raises(IllegalDecision):
        game.apply(nxt, "draft small_market small_market")  # the only cost-1 space is taken
    with pytest.raises(IllegalDecision):
        game.apply(nxt, "draft aqueduct hacienda")  # placed already, and not its cost
    with pytest.raises(IllegalDecision):
        game.apply(nxt, "draft harbor office")  # a cost-8 building on a cost-5 space
    with pytest.raises(NotYourTurn):
        game.apply(seat, "draft church office")
    assert game.to_json() == before


@pytest.mark.parametrize("players", [2, 4])
def test_random_board_is_drawn_from_the_seed(players):
    one = Game.new(setup(players, seed=8, buildings="random")).state
    assert one.step == "role" and None not in one.board.values()
    assert Game.new(setup(players, seed=8, buildings="random")).state.board == one.board
    boards = {tuple(Game.new(setup(players, seed=s, buildings="random")).state.board.values())
              for s in range(10)}
    assert len(boards) > 5
    for space, kind in one.board.items():
        assert BUILDINGS[space].cost == BUILDINGS[kind].cost


def test_all_new_buildings_and_three_base_large_ones():
    for seed in range(6):
        s = Game.new(setup(5, seed=seed, buildings="all_new")).state
        kinds = list(s.board.values())
        assert set(NEW) <= set(kinds)
        rest = [k for k in kinds if k not in NEW]
        assert len(rest) == 3 and all(BUILDINGS[k].large and not BUILDINGS[k].expansion
                                      for k in rest)
