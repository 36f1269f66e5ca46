"""Expansion IV, the Festival (ES97 "4.ª expansión: EL FESTIVAL", IT97 "Quarta espansione:
FESTIVAL")."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.game import Game, Setup
from bot.game.components import BARRELS, BUILDINGS, PLANTATIONS
from bot.game.record import Record

ANA, ROBERTO, CRISTINA, DAVID = range(4)
FESTIVAL = ("festival",)
NAMES = ("Ana", "Roberto", "Cristina", "David", "Elena")


def festival_game(players: int = 4, seed: int = 1, expansions=FESTIVAL, **options) -> Game:
    return Game.new(Setup(NAMES[:players], seed=seed, expansions=expansions, options=options))


@pytest.fixture
def fair(table):
    """A position with a Festival board of our choosing."""
    def make(players=4, plantation="coffee", barrels=("corn", "corn", "sugar"),
             building="harbor", expansions=FESTIVAL):
        t = table(players, expansions=expansions)
        return t.set(festival={"plantation": plantation, "barrels": list(barrels),
                               "building": building, "won": {}})
    return make


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_board_takes_one_plantation_three_barrels_and_one_building(players):
    """"colocad una de ellas al azar sobre la casilla ... Volved a entremezclar las cuatro
    plantaciones restantes en la reserva"; "Coged tres barriles de cada tipo ... colocad después
    tres de ellos al azar ... Colocad los demás barriles en su correspondiente reserva"; one
    building of the third row, drawn at random, off the central board."""
    for seed in range(12):
        game = festival_game(players, seed)
        s = game.state
        board = s.festival
        assert board["plantation"] in PLANTATIONS and board["won"] == {}
        assert len(board["barrels"]) == 3
        assert all(n <= 3 for n in Counter(board["barrels"]).values())
        base = Game.new(Setup(NAMES[:players], seed=seed))
        laid = Counter(t for p in s.players for t, _ in p.island)
        in_pile = Counter(s.plantation_pile + s.face_up)
        assert in_pile + laid + Counter([board["plantation"]]) == Counter(
            base.state.plantation_pile + base.state.face_up) + laid
        assert Counter(s.goods_supply) + Counter(board["barrels"]) == Counter(BARRELS)
        building = BUILDINGS[board["building"]]
        assert building.column == 3 and building.vp == 3
        assert s.buildings[board["building"]] == building.copies - 1
        assert {"type": "festival_set", "plantation": board["plantation"],
                "barrels": board["barrels"], "building": board["building"]} in (
            game.opening_events)


def test_the_festivals_plantation_is_any_of_its_kind_in_the_face_down_pile():
    """"Seleccionad de entre todas las plantaciones una de cada tipo ..., mezclad estas cinco
    losetas boca abajo y colocad una de ellas al azar ... Volved a entremezclar las cuatro
    plantaciones restantes en la reserva": the face-down pile stays shuffled, so the tile the
    Festival takes is any tile of its kind, not always the one that would be drawn last."""
    depths = []
    for seed in range(200):
        pile = festival_game(4, seed).state
        kind, pile = pile.festival["plantation"], pile.plantation_pile
        before = Game.new(Setup(NAMES[:4], seed=seed)).state.plantation_pile
        # Tiles are drawn from the end: the first difference is where the Festival's tile was
        # (the last of a run of tiles of its kind, which look alike).
        gone = next((i for i, tile in enumerate(pile) if tile != before[i]), len(pile))
        of_kind = [i for i, tile in enumerate(before) if tile == kind]
        depths.append(of_kind.index(gone) / (len(of_kind) - 1))
    assert sum(depth == 0 for depth in depths) < 0.4 * len(depths)  # the bottom one of its kind
    assert 0.3 < sum(depths) / len(depths) < 0.7


def test_the_production_building_of_the_plantation_is_drawn_again():
    """F2. "Si al seleccionar el edificio sacáis justo el edificio productor del que ya se encuentra
    la plantación asociada en la tabla «Festival», ponédlo de nuevo en el tablero central y
    sacad otro edificio al azar." """
    pairs = {"tobacco": "tobacco_storage", "coffee": "coffee_roaster"}
    seen = Counter()
    for seed in range(200):
        board = festival_game(3, seed).state.festival
        assert pairs.get(board["plantation"]) != board["building"]
        if board["plantation"] in pairs:
            seen[board["plantation"]] += 1
    assert seen["tobacco"] and seen["coffee"]


def test_two_players_the_gap_is_filled_from_the_unused_copies():
    """"Si solo sois 2 jugadores, coged de entre los edificios no utilizados el mismo edificio
    ... ¡para que no haya ningún hueco!" The board keeps its 2-player count."""
    for seed in range(10):
        game = festival_game(2, seed)
        building = game.state.festival["building"]
        assert game.state.buildings[building] == BUILDINGS[building].copies_2p


def test_two_players_the_jeweler_has_no_unused_copy_so_it_leaves_the_board():
    """F9, NO10. "Si solo sois 2 jugadores, coged de entre los edificios no utilizados el mismo
    edificio que os ha tocado para la tabla y colocadlo en el lugar correspondiente del tablero
    central": both Jewelers are on a 2-player board, so none is unused and the Festival's is
    one of them — two in play, as the box holds."""
    game = festival_game(2, 8, expansions=("nobles", "festival"))
    assert game.state.festival["building"] == "jeweler"
    assert BUILDINGS["jeweler"].copies == BUILDINGS["jeweler"].copies_2p == 2
    assert game.state.buildings["jeweler"] == 1


def test_with_the_new_buildings_the_building_is_drawn_after_the_draft():
    """F1, X1. "Si jugáis con la 1.ª expansión, seleccionad el edificio del festival una vez que
    hayáis preparado todos los edificios en el tablero central según las reglas." """
    game = festival_game(3, 4, expansions=("new_buildings", "festival"))
    assert game.state.festival["building"] is None
    record = Record(Setup(NAMES[:3], seed=4, expansions=("new_buildings", "festival")))
    game, _ = record.replay()
    while game.state.step == "draft":
        seat = game.pending()[0]
        choice = next((d for d in game.legal(seat) if d.startswith("draft library")),
                      game.legal(seat)[0])
        record.play(game, seat, choice)
    board = game.state.festival
    assert board["building"] is not None
    assert BUILDINGS[board["building"]].column == 3
    assert board["building"] in game.state.buildings
    assert record.replay()[0].to_json() == game.to_json()


def test_plantations_goal_three_colonists_placed_at_once(fair, drive):
    """F4, F5, F8. "El primer jugador que tenga tres plantaciones del tipo seleccionado en su isla,
    obtiene como recompensa tres trabajadores de la reserva común ... y los coloca inmediatamente
    sobre su isla (o su retrato)." The tile goes back to the plantations, and the goal is gone."""
    game = (fair(plantation="coffee")
            .seat(ANA, idle=["coffee", "corn"], island=["coffee"], city={"coffee_roaster": 0})
            .seat(ROBERTO, idle=["coffee", "coffee"])
            .set(face_up=["coffee", "coffee", "corn", "sugar", "indigo"])
            .start(ANA))
    supply = game.state.colonist_supply
    tiles = len(game.state.plantation_pile)
    drive(game, (ANA, "role settler"))
    events = game.apply(ANA, "take coffee")
    s = game.state
    assert {"type": "festival_won", "seat": ANA, "goal": "plantation", "reward": 3} in events
    assert s.colonist_supply == supply - 3
    assert len(s.plantation_pile) == tiles + 1 and s.plantation_pile.count("coffee")
    # Before Roberto takes his tile, Ana places her three colonists.
    assert game.pending() == (ANA,)
    assert game.legal(ANA) == ["place corn", "place coffee", "place coffee_roaster",
                               "place san_juan"]
    drive(game, (ANA, "place coffee_roaster"), (ANA, "place coffee"), (ANA, "place san_juan"))
    me = s.players[ANA]
    assert me.city["coffee_roaster"] == 1 and me.san_juan == 1
    assert sorted(me.island) == [["coffee", 0], ["coffee", 1], ["coffee", 1], ["corn", 0]]
    events = game.apply(ROBERTO, "take coffee")  # his third: the goal is already won
    assert not [e for e in events if e["type"] == "festival_won"]
    assert s.festival["won"] == {"plantation": ANA}


def test_plantations_goal_with_fewer_colonists_left(fair, drive):
    """F3: "(siempre que queden suficientes)": what the supply still has; none placed with none."""
    game = (fair(plantation="corn").seat(ANA, island=["corn", "corn"])
            .set(face_up=["corn", "sugar", "indigo", "coffee", "tobacco"], colonist_supply=2)
            .start(ANA))
    drive(game, (ANA, "role settler"))
    events = game.apply(ANA, "take corn")
    assert {"type": "festival_won", "seat": ANA, "goal": "plantation", "reward": 2} in events
    # No empty circle but the corn tile just taken; then San Juan is all that is left.
    events = game.apply(ANA, "place corn")
    assert {"type": "colonists_settled", "seat": ANA, "source": "festival",
            "targets": ["corn", "san_juan"]} in events
    assert game.state.colonist_supply == 0 and game.pending() == (ROBERTO,)
    assert game.state.players[ANA].san_juan == 1


def test_goods_goal_in_one_production_phase(fair, drive):
    """F6. "El primer jugador que produzca en una fase de producción al menos los tres barriles
    correspondientes ... obtiene como recompensa tres monedas". Checked as each player produces,
    in turn from the Craftsman; the barrels go back to the supply at once."""
    game = (fair(barrels=("corn", "corn", "sugar"))
            .seat(ANA, island=["corn", "sugar"], city={"small_sugar_mill": 1})
            .seat(ROBERTO, island=["corn", "corn", "sugar"], city={"sugar_mill": 1})
            .seat(CRISTINA, island=["corn", "corn", "corn", "sugar"], city={"sugar_mill": 1})
            .set(goods_supply={"corn": 4, "sugar": 9, "indigo": 9, "tobacco": 9, "coffee": 9})
            .start(ANA))
    events = game.apply(ANA, "role craftsman")
    s = game.state
    won = [e for e in events if e["type"] == "festival_won"]
    assert won == [{"type": "festival_won", "seat": ROBERTO, "goal": "goods", "reward": 3}]
    assert s.players[ROBERTO].doubloons == 3
    # The two corn barrels came back before Cristina's turn: she gets 3 of the 4 left.
    assert s.players[CRISTINA].goods["corn"] == 3
    assert s.players[ANA].goods["corn"] == 1
    assert s.goods_supply["corn"] == 4 + 2 - 1 - 2 - 3


def test_goods_goal_reached_with_the_craftsmans_extra_barrel(fair, drive):
    """F6. The Craftsman's extra barrel is produced in the phase too (ES97 Destilería counts
    "los barriles extra por la ventaja del Productor"): Ana produces a corn and a sugar, and
    wins the goal the moment she takes her second sugar."""
    game = (fair(barrels=("corn", "sugar", "sugar"))
            .seat(ANA, island=["corn", "sugar"], city={"small_sugar_mill": 1})
            .start(ANA))
    events = game.apply(ANA, "role craftsman")
    assert not [e for e in events if e["type"] == "festival_won"]
    doubloons = game.state.players[ANA].doubloons
    events = game.apply(ANA, "bonus sugar")
    assert {"type": "festival_won", "seat": ANA, "goal": "goods", "reward": 3} in events
    assert game.state.players[ANA].doubloons == doubloons + 3


def test_building_goal_three_vp_and_the_tile_back_on_the_board(fair, drive):
    """F7. "El primer jugador que construya durante una fase de construcción el mismo edificio que
    el seleccionado en la tabla obtiene como recompensa tres puntos de victoria"; then the tile goes
    back to the central board."""
    game = (fair(building="harbor").seat(ANA, doubloons=10).seat(ROBERTO, doubloons=10)
            .set(buildings={"harbor": 1, "factory": 2}).start(ANA))
    vp_supply = game.state.vp_supply
    drive(game, (ANA, "role builder"))
    events = game.apply(ANA, "build harbor")
    s = game.state
    assert {"type": "festival_won", "seat": ANA, "goal": "building", "reward": 3} in events
    assert s.players[ANA].vp == 3 and s.vp_supply == vp_supply - 3
    assert s.buildings["harbor"] == 1  # one built, the Festival's back on the board
    events = game.apply(ROBERTO, "build harbor")
    assert not [e for e in events if e["type"] == "festival_won"]
    assert s.players[ROBERTO].vp == 0


def test_goals_in_any_order_each_once(fair, drive):
    """"Los objetivos se pueden completar en cualquier orden"; each has one winner."""
    game = (fair(plantation="corn", barrels=("corn", "corn", "corn"), building="factory")
            .seat(ANA, island=["corn", "corn", "corn"], doubloons=10)
            .set(face_up=["corn", "sugar", "indigo", "coffee", "tobacco"])
            .start(ANA))
    drive(game, (ANA, "role craftsman"), (ANA, "pass"))
    assert game.state.festival["won"] == {"goods": ANA}
    drive(game, (ROBERTO, "role builder"), (ROBERTO, "pass"), (ANA, "build factory"))
    assert game.state.festival["won"] == {"goods": ANA, "building": ANA}


def test_two_players_the_won_building_goes_back_to_the_box(fair, drive):
    """F7: with 2 players the board never lost its copy, so the Festival's goes to the box."""
    game = (fair(2, building="factory").seat(ANA, doubloons=10)
            .set(buildings={"factory": 1, "harbor": 1}).start(ANA))
    drive(game, (ANA, "role builder"), (ANA, "build factory"))
    assert game.state.festival["won"] == {"building": ANA}
    assert game.state.buildings["factory"] == 0


def test_two_players_the_festivals_jeweler_goes_back_to_the_board(fair, drive):
    """F7, F9: the Festival's Jeweler came off the 2-player board, so it goes back there."""
    game = (fair(2, building="jeweler", expansions=("nobles", "festival"))
            .seat(ANA, doubloons=10).set(buildings={"jeweler": 1, "harbor": 1}).start(ANA))
    drive(game, (ANA, "role builder"), (ANA, "build jeweler"))
    assert game.state.festival["won"] == {"building": ANA}
    assert game.state.buildings["jeweler"] == 1  # one built, the Festival's back on the board


def test_a_goal_won_in_a_kidnapped_roles_phase(fair, drive):
    """X2: the kidnapper's Builder, played at the round's end, wins the building goal."""
    game = (fair(3, building="factory", expansions=("buccaneer", "festival"))
            .seat(ANA, doubloons=6).set(buildings={"factory": 1, "harbor": 1}).start(ANA))
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap builder"),
          (ROBERTO, "role craftsman"), (CRISTINA, "role trader"), (ANA, "build factory"))
    assert game.state.festival["won"] == {"building": ANA}
    assert game.state.players[ANA].vp == 3


def test_with_the_nobles_the_plantations_reward_is_three_colonists(fair, drive):
    """X4: "tres trabajadores de la reserva común": colonists, never nobles, whose supply is
    their own."""
    game = (fair(plantation="corn", expansions=("nobles", "festival"))
            .seat(ANA, island=["corn", "corn"], city={"hospice": 1})
            .set(face_up=["corn", "sugar", "indigo", "coffee", "tobacco"]).start(ANA))
    s = game.state
    colonists, nobles = s.colonist_supply, s.noble_supply
    drive(game, (ANA, "role settler"), (ANA, "take corn"))
    assert s.colonist_supply == colonists - 3 and s.noble_supply == nobles
    assert game.legal(ANA)[-1] == "place san_juan"

