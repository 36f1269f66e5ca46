"""Setup for 2–5 players (ESC "Preparativos", "Reglas para 2 jugadores"; reference §2)."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.game import BadSetup, Setup
from bot.game.expansions import from_text, known

# players: coins, starting tiles from the Governor, VP, colonist supply, ship, cargo ships, roles
TABLE = {
    2: (3, ["indigo", "corn"], 65, 40, 2, [4, 6], 7),
    3: (2, ["indigo", "indigo", "corn"], 75, 55, 3, [4, 5, 6], 6),
    4: (3, ["indigo", "indigo", "corn", "corn"], 100, 75, 4, [5, 6, 7], 7),
    5: (4, ["indigo", "indigo", "indigo", "corn", "corn"], 122, 95, 5, [6, 7, 8], 8),
}
PLANTATIONS = {"corn": 10, "indigo": 12, "sugar": 11, "tobacco": 9, "coffee": 8}
BARRELS = {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9}
PRODUCTION = {"small_indigo_plant": 4, "small_sugar_mill": 4, "indigo_plant": 3,
              "sugar_mill": 3, "tobacco_storage": 3, "coffee_roaster": 3}
LARGE = ["guild_hall", "residence", "fortress", "customs_house", "city_hall"]
SMALL_VIOLET = ["small_market", "hacienda", "construction_hut", "small_warehouse", "hospice",
                "office", "large_market", "large_warehouse", "factory", "university", "harbor",
                "wharf"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [3, 11])
def test_setup_table(new_game, players, seed):
    coins, tiles, vp, supply, ship, cargo, roles = TABLE[players]
    s = new_game(players, seed=seed).state
    assert [p.doubloons for p in s.players] == [coins] * players
    from_governor = [s.players[(s.governor + i) % players] for i in range(players)]
    assert [p.island for p in from_governor] == [[[tile, 0]] for tile in tiles]
    assert s.vp_supply == vp
    assert (s.colonist_supply, s.colonist_ship) == (supply, ship)
    assert [ship.capacity for ship in s.ships] == cargo
    assert all((ship.good, ship.load) == (None, 0) for ship in s.ships)
    assert len(s.roles) == roles
    assert Counter(card.role for card in s.roles)["prospector"] == roles - 6
    assert all(card.coins == 0 and card.taken_by is None for card in s.roles)
    assert len(s.face_up) == players + 1
    assert s.trading_house == [] and s.discards == []
    assert all(p.vp == 0 and p.city == {} and p.barrels() == 0 and p.san_juan == 0
               for p in s.players)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_pieces_three_to_five_players(new_game, players):
    """ESC Componentes: 8 quarries; 50 plantations (8 coffee, 9 tobacco, 10 corn, 11 sugar,
    12 indigo); 50 barrels; two of each small violet building, one of each large one."""
    s = new_game(players).state
    assert s.quarries == 8
    assert tile_counts(s) == PLANTATIONS
    assert s.goods_supply == BARRELS
    assert s.buildings == {**PRODUCTION, **dict.fromkeys(SMALL_VIOLET, 2),
                           **dict.fromkeys(LARGE, 1)}


def test_two_player_pieces(new_game):
    """ESC 2 players: "Retira 3 plantaciones de cada tipo ... Retira 3 canteras (sólo se usan 5
    canteras)"; "uno de cada edificio violeta y dos de cada edificio de producción"; "Retira 2
    barriles de cada tipo de mercancía"."""
    s = new_game(2).state
    assert s.quarries == 5
    assert tile_counts(s) == {kind: n - 3 for kind, n in PLANTATIONS.items()}
    assert s.goods_supply == {kind: n - 2 for kind, n in BARRELS.items()}
    assert s.buildings == {**dict.fromkeys(PRODUCTION, 2), **dict.fromkeys(SMALL_VIOLET, 1),
                           **dict.fromkeys(LARGE, 1)}


def tile_counts(state) -> dict[str, int]:
    """Plantations in the pile, face up and on the islands."""
    tiles = state.plantation_pile + state.face_up + [t for p in state.players for t, _ in p.island]
    return dict(Counter(tiles))


def test_five_players_1897_has_126_vp(new_game):
    """Reference §2: with 5 players all chips are used: 122 classic, 126 in 1897."""
    assert new_game(5, theme="1897").state.vp_supply == 126
    assert new_game(4, theme="1897").state.vp_supply == 100


def test_first_governor_is_drawn_at_random(new_game):
    governors = {new_game(4, seed=seed).state.governor for seed in range(40)}
    assert governors == {0, 1, 2, 3}


def test_governor_chooses_first(new_game):
    game = new_game(4, seed=5)
    assert game.pending() == (game.state.governor,)
    assert not game.is_over


def test_same_seed_same_table(new_game):
    assert new_game(4, seed=9).to_json() == new_game(4, seed=9).to_json()


@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players_only(players):
    with pytest.raises(BadSetup):
        Setup(players=tuple(f"p{i}" for i in range(players)), seed=1)


def test_expansions_typed_on_a_command_line():
    assert from_text("all") == tuple(known())
    assert from_text(" nobles, festival ") == ("nobles", "festival")
    assert from_text("") == ()
    with pytest.raises(BadSetup):
        Setup(("A", "B"), seed=1, expansions=from_text("nobles,pirates"))


def test_a_long_name_is_cut_to_discords_32_characters_and_a_name_must_be_text():
    setup = Setup(players=("x" * 100_000, "Bea"), seed=1)
    assert setup.players == ("x" * 32, "Bea")
    assert Setup.from_dict(setup.to_dict()) == setup
    with pytest.raises(BadSetup):
        Setup(players=(7, "Bea"), seed=1)
