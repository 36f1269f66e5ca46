"""Game end and final scoring (ESC "Final de la partida", "Los edificios grandes")."""

from __future__ import annotations

from bot.game.scoring import large_buildings, lead, win_shares

ANA, ROBERTO, CRISTINA, DAVID = range(4)


def test_last_vp_chip_ends_the_game_after_the_round_and_later_vp_count(table, drive):
    """ESC: the game ends at the end of the round "que durante la fase del capitán se use la
    última ficha de puntos de victoria"; "los jugadores que ganen más PV a partir de ese momento
    deberán anotarlos usando lápiz y papel"."""
    t = table(4).set(vp_supply=3)
    t.seat(ANA, goods={"corn": 5})
    t.seat(ROBERTO, goods={"sugar": 2}, city={"harbor": 1})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"), (ANA, "load corn 6"))
    assert game.state.end_reasons == ["vp"]
    drive(game, (ROBERTO, "load sugar 5"))  # 2 + 1 Harbor, after the chips ran out
    assert [p.vp for p in game.state.players] == [6, 3, 0, 0]
    assert game.state.vp_supply == 3 - 9
    assert not game.is_over
    drive(game, (ROBERTO, "role prospector"), (CRISTINA, "role craftsman"))
    assert not game.is_over
    drive(game, (DAVID, "role trader"))
    assert game.is_over
    assert [row["total"] for row in game.scores] == [6, 3 + 3, 0, 0]  # Harbor: 3 VP


def test_last_chip_exactly_used_is_a_trigger(table, drive):
    t = table(4).set(vp_supply=3)
    t.seat(ANA, goods={"corn": 2})
    game = t.start(ANA)
    drive(game, (ANA, "role captain"), (ANA, "load corn 5"))
    assert game.state.vp_supply == 0
    assert game.state.end_reasons == ["vp"]


def test_game_over_refuses_decisions(table):
    game = table(4).final()
    assert game.pending() == ()
    assert all(game.legal(seat) == [] for seat in range(4))


def test_large_buildings_base_vp_even_unoccupied_bonus_only_occupied(table):
    """ESC note: "los cinco edificios grandes darán 4 PV cada uno tanto si están ocupados como si
    no lo están"; "sólo dan sus puntos de victoria adicionales ... cuando están ocupados"."""
    t = table(4)
    t.seat(ROBERTO, vp=23, idle=["corn"] * 12, san_juan=20,
           city=dict.fromkeys(["guild_hall", "residence", "fortress", "customs_house",
                               "city_hall", "sugar_mill"], 0))
    row = t.final().scores[ROBERTO]
    assert row["bonuses"] == {}
    assert row["unoccupied"] == ["guild_hall", "residence", "fortress", "customs_house",
                                 "city_hall"]  # the score sheet says why they scored no bonus
    assert row["buildings"] == 5 * 4 + 2
    assert row["total"] == 23 + 22


def test_only_large_buildings_with_a_circle_can_lose_their_bonus(table):
    """An empty Cloister scores no bonus for want of a colonist; the Statue takes none and has
    no bonus to lose; an occupied large building and an empty small one are not listed."""
    t = table(4, expansions=("new_buildings",))
    t.seat(ROBERTO, city={"cloister": 0, "statue": 0, "guild_hall": 1, "harbor": 0})
    row = t.final().scores[ROBERTO]
    assert row["unoccupied"] == ["cloister"]
    assert set(row["bonuses"]) == {"guild_hall"}


def test_customs_house_counts_chips_only(table):
    """ESC Aduana: "no se tienen en cuenta los puntos de victoria que el jugador ha ganado al
    final de la partida por los edificios"."""
    t = table(4)
    t.seat(ROBERTO, vp=7, city={"customs_house": 1, "harbor": 0, "wharf": 0, "factory": 0})
    row = t.final().scores[ROBERTO]
    assert row["bonuses"] == {"customs_house": 1}
    assert row["total"] == 7 + 4 + 9 + 1


def test_winner_has_most_vp(table):
    t = table(4)
    for seat, vp in enumerate([10, 12, 11, 3]):
        t.seat(seat, vp=vp, doubloons=20 - vp)
    scores = t.final().scores
    assert [row["winner"] for row in scores] == [False, True, False, False]


def test_tie_broken_by_doubloons_plus_barrels(table):
    """ESC: "el ganador será el jugador que tenga más dinero entre doblones y mercancías (cada
    barril de mercancía vale por 1 doblón)"."""
    t = table(4)
    t.seat(ANA, vp=12, doubloons=3, goods={"corn": 2})   # 1 more from the Prospector: 6
    t.seat(ROBERTO, vp=12, doubloons=5)
    t.seat(CRISTINA, vp=12, doubloons=1, goods={"coffee": 3})
    scores = t.final().scores
    assert [row["tiebreak"] for row in scores] == [6, 5, 4, 0]
    assert [row["winner"] for row in scores] == [True, False, False, False]


def test_tie_on_both_is_a_shared_win(table):
    t = table(4)
    t.seat(ANA, vp=12, doubloons=4)
    t.seat(ROBERTO, vp=12, doubloons=2, goods={"sugar": 3})
    t.seat(CRISTINA, vp=11, doubloons=30)
    scores = t.final().scores
    assert [row["winner"] for row in scores] == [True, True, False, False]


def test_a_shared_win_is_shared_in_equal_parts_and_each_lead_counts_from_the_best_other(table):
    t = table(4)
    t.seat(ANA, vp=12, doubloons=4, city={"guild_hall": 0, "residence": 0, "small_market": 0})
    t.seat(ROBERTO, vp=16, doubloons=2, goods={"sugar": 3})
    t.seat(CRISTINA, vp=15, doubloons=30)
    game = t.final()
    scores = game.scores
    assert [row["total"] for row in scores][:3] == [12 + 9, 16, 15]
    assert win_shares(scores) == [1.0, 0.0, 0.0, 0.0]
    assert [lead(scores, seat) for seat in range(4)] == [5, -5, -6, -21]
    assert large_buildings(game.state.players[ANA]) == 2
    assert large_buildings(game.state.players[ROBERTO]) == 0
    t = table(4)
    t.seat(ANA, vp=12, doubloons=4)
    t.seat(ROBERTO, vp=12, doubloons=2, goods={"sugar": 3})
    assert win_shares(t.final().scores) == [0.5, 0.5, 0.0, 0.0]
