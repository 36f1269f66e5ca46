"""Expansion III, the Buccaneer (ES97 "3.ª expansión: EL CONTRABANDISTA", IT97 "Terza
espansione: IL BUCANIERE"; rulings R3, R5–R8)."""

from __future__ import annotations

import pytest

ANA, ROBERTO, CRISTINA, DAVID = range(4)
BUCCANEER = ("buccaneer",)


@pytest.fixture
def pirates(table):
    def make(players: int = 4, **kwargs):
        return table(players, expansions=BUCCANEER, **kwargs)
    return make


def card(game, role):
    return next(c for c in game.state.roles if c.role == role)


def test_one_more_role_card_for_every_player_count(new_game):
    """"Añadid la tarjeta de rol «Contrabandista» a las otras tarjetas de rol que correspondan
    según el número de jugadores"; with 2 players it is one of a player's three choices (R8)."""
    from bot.game import Game, Setup

    for players, cards in ((2, 8), (3, 7), (4, 8), (5, 9)):
        game = Game.new(Setup(("a", "b", "c", "d", "e")[:players], seed=1,
                              expansions=BUCCANEER))
        assert len(game.state.roles) == cards
        assert [c.role for c in game.state.roles].count("buccaneer") == 1
        assert game.state.role_picks == (6 if players == 2 else players)


def test_piracy_empties_one_ship_and_keeps_up_to_three(pirates, drive):
    """B2. Atraco: "Retira todos los barriles de un barco. Almacena en tu isla hasta tres de los
    barriles que has retirado." The others go back to the supply."""
    game = pirates(4).ships((5, "corn", 4), (6, "sugar", 2), (7, None, 0)).start(ANA)
    corn = game.state.goods_supply["corn"]
    drive(game, (ANA, "role buccaneer"))
    legal = game.legal(ANA)
    assert [d for d in legal if d.startswith("piracy 5")] == [
        "piracy 5 3", "piracy 5 2", "piracy 5 1", "piracy 5 0"]
    assert [d for d in legal if d.startswith("piracy 6")] == [
        "piracy 6 2", "piracy 6 1", "piracy 6 0"]
    assert not any(d.startswith("piracy 7") for d in legal)
    assert "pass" not in legal
    drive(game, (ANA, "piracy 5 3"))
    s = game.state
    assert (s.ships[0].good, s.ships[0].load) == (None, 0)
    assert (s.ships[1].good, s.ships[1].load) == ("sugar", 2)
    assert s.players[ANA].goods["corn"] == 3
    assert s.goods_supply["corn"] == corn + 1
    assert s.players[ROBERTO].goods["corn"] == 0  # "los demás jugadores nunca hacen nada"
    assert game.pending() == (ROBERTO,) and s.step == "role"


def test_plunder_one_vp_per_barrel_of_the_trading_house(pirates, drive):
    """B11. Saqueo: "Retira todos los barriles de la Casa de Comercio. Coge un punto de victoria
    por cada barril retirado." The barrels go back to the supply."""
    game = pirates(4).set(trading_house=["corn", "sugar", "coffee"]).start(ANA)
    supply = dict(game.state.goods_supply)
    vp_supply = game.state.vp_supply
    drive(game, (ANA, "role buccaneer"), (ANA, "plunder"))
    s = game.state
    assert s.trading_house == []
    assert s.players[ANA].vp == 3 and s.vp_supply == vp_supply - 3
    assert all(s.goods_supply[g] == supply[g] + 1 for g in ("corn", "sugar", "coffee"))


def test_raid_ship_down_to_the_minimum_three_kept_on_the_island(pirates, drive):
    """B3. Razzia: "Riduci il numero di Lavoratori nella Sala di Reclutamento al minimo (= numero di
    giocatori). Tieni fino a 3 dei Lavoratori rimossi e posizionali immediatamente sulla tua
    Isola (ma non sul ritratto)." The rest go back to the supply (R5)."""
    game = (pirates(4).seat(ANA, idle=["corn", "sugar"], city={"small_sugar_mill": 0,
                                                                "hospice": 1})
            .set(colonist_ship=9).start(ANA))
    supply = game.state.colonist_supply
    drive(game, (ANA, "role buccaneer"), (ANA, "raid"))
    s = game.state
    assert s.colonist_ship == 4
    assert s.colonist_supply == supply + 2  # 5 removed, 3 kept
    legal = game.legal(ANA)
    assert legal == ["place corn", "place sugar", "place small_sugar_mill", "pass"]
    assert "place san_juan" not in legal and "place hospice" not in legal
    drive(game, (ANA, "place sugar"), (ANA, "place small_sugar_mill"), (ANA, "place corn"))
    me = s.players[ANA]
    assert me.island == [["corn", 1], ["sugar", 1]] and me.city["small_sugar_mill"] == 1
    assert me.san_juan == 0
    assert game.pending() == (ROBERTO,) and s.step == "role"


def test_raid_keeps_fewer_when_the_player_stops_or_has_no_room(pirates, drive):
    """B3: "Fino a 3": he may stop placing (`pass`), and keeps only what his empty circles hold; the
    others go back to the supply."""
    game = pirates(4).seat(ANA, idle=["corn", "sugar"]).set(colonist_ship=9).start(ANA)
    supply = game.state.colonist_supply
    drive(game, (ANA, "role buccaneer"), (ANA, "raid"), (ANA, "place corn"), (ANA, "pass"))
    assert game.state.colonist_supply == supply + 4
    assert game.state.players[ANA].colonists() == 1
    game = pirates(4).seat(ANA, island=["corn"]).set(colonist_ship=9).start(ANA)
    drive(game, (ANA, "role buccaneer"), (ANA, "raid"))
    assert game.state.colonist_supply == supply + 5 and game.pending() == (ROBERTO,)


def test_an_option_that_would_do_nothing_is_not_offered(pirates, drive):
    """B1, B4: Empty ships, an empty trading house, a ship at the minimum: only Kidnapping is
    left."""
    game = pirates(4).set(colonist_ship=4).start(ANA)
    drive(game, (ANA, "role buccaneer"))
    assert all(d.startswith("kidnap ") for d in game.legal(ANA))
    assert "kidnap buccaneer" not in game.legal(ANA)


def test_kidnapping_chosen_by_another_player_pays_three_coins(pirates, drive):
    """Cambio de roles: "Coge un rol que no haya sido utilizado aún en la ronda actual ... Coge
    todas las monedas de ese rol. Si después otro jugador escoge ese rol durante la misma ronda,
    tú te llevas a cambio 3 monedas más de la banca." He plays it normally, without coins."""
    game = pirates(4).start(ANA)
    card(game, "prospector").coins = 2
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap prospector"))
    assert game.state.players[ANA].doubloons == 2
    assert "role prospector" in game.legal(ROBERTO)  # it stays available
    drive(game, (ROBERTO, "role prospector"))
    s = game.state
    assert s.players[ROBERTO].doubloons == 1  # the privilege only: the coins are gone
    assert s.players[ANA].doubloons == 5
    drive(game, (CRISTINA, "role craftsman"), (DAVID, "role trader"))
    assert s.round == 2  # nothing left to play at the round's end


def test_kidnapping_unchosen_the_kidnapper_plays_it_at_the_round_end(pirates, drive):
    """B7. "Si nadie utiliza ese rol hasta el final de la ronda, juégalo tú mismo": as its chooser,
    privilege and all (R6), before the coins go on the unchosen cards."""
    game = pirates(4).seat(ANA, doubloons=2).seat(ROBERTO, doubloons=3).start(ANA)
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap builder"),
          (ROBERTO, "role craftsman"), (CRISTINA, "role trader"))
    events = game.apply(DAVID, "role prospector")
    s = game.state
    # The kidnapped card is the only one Ana may choose: the engine chooses it for her.
    assert {"type": "kidnapped_role_due", "seat": ANA, "role": "builder"} in events
    assert {"type": "role_chosen", "seat": ANA, "role": "builder", "coins": 0,
            "forced": True} in events
    assert s.round == 1 and game.pending() == (ANA,)
    assert s.chooser == ANA and s.role == "builder"
    assert "build small_market" in game.legal(ANA)  # cost 1 − 1 for the Builder
    drive(game, (ANA, "build hacienda"))  # 2 − 1: his privilege
    assert s.players[ANA].doubloons == 1
    drive(game, (ROBERTO, "build small_warehouse"), (DAVID, "pass"))  # Cristina has no coin
    assert s.round == 2
    coins = {c.role: c.coins for c in s.roles}
    assert coins["builder"] == 0 and coins["settler"] == 1 and coins["buccaneer"] == 0


def test_kidnapping_the_mayor_keeps_the_privilege_choice(pirates, drive):
    """B7: Played at the round's end the kidnapped Mayor still offers his privilege colonist."""
    game = pirates(3).start(ANA)
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap mayor"),
          (ROBERTO, "role craftsman"), (CRISTINA, "role trader"))
    assert game.legal(ANA) == ["role mayor +colonist", "role mayor"]


def test_no_coin_on_the_buccaneer_and_the_marker(pirates, drive):
    """B9. "Sobre la tarjeta de rol del Contrabandista no se pone ninguna moneda cuando no es
    escogida" (R7). "Quien ha cogido el rol del Contrabandista solo puede volver a cogerlo cuando
    entre medias lo ha cogido otro jugador." """
    game = pirates(3).set(colonist_ship=3).start(ANA)
    drive(game, (ANA, "role craftsman"), (ROBERTO, "role trader"), (CRISTINA, "role captain"))
    assert card(game, "buccaneer").coins == 0 and card(game, "settler").coins == 1
    # Round 2, Roberto governs: he takes the Buccaneer and keeps its marker.
    drive(game, (ROBERTO, "role buccaneer"), (ROBERTO, "kidnap captain"),
          (CRISTINA, "role captain"), (ANA, "role craftsman"))
    assert game.state.buccaneer_marker == ROBERTO
    assert card(game, "buccaneer").coins == 0
    # Round 3, Cristina governs.
    drive(game, (CRISTINA, "role craftsman"))
    assert "role buccaneer" in game.legal(ANA)
    drive(game, (ANA, "role trader"))
    assert "role buccaneer" not in game.legal(ROBERTO)
    drive(game, (ROBERTO, "role captain"))
    # Round 4, Ana governs: Ana takes it, and from then on Roberto may again.
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap mayor"))
    assert game.state.buccaneer_marker == ANA
    drive(game, (ROBERTO, "role craftsman"), (CRISTINA, "role trader"), (ANA, "role mayor"))
    assert game.state.round == 5
    assert "role buccaneer" in game.legal(ROBERTO)


def test_two_players_the_buccaneer_is_one_of_three_choices(pirates, drive):
    """B6: R8: with 2 players each still chooses three roles, the Buccaneer being one of them; the
    kidnapper may not choose the card lying in front of him, he plays it at the round's end."""
    game = pirates(2).set(colonist_ship=2).start(ANA)
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap builder"))
    assert "role builder" in game.legal(ROBERTO)
    drive(game, (ROBERTO, "role craftsman"))
    assert "role builder" not in game.legal(ANA)
    drive(game, (ANA, "role trader"), (ROBERTO, "role prospector"), (ANA, "role captain"),
          (ROBERTO, "role settler"), (ROBERTO, "pass"), (ANA, "pass"))
    s = game.state
    assert s.round == 1 and s.role == "builder" and s.chooser == ANA
    drive(game, (ANA, "pass"), (ROBERTO, "pass"))
    assert s.round == 2
    assert {c.role: c.coins for c in s.roles if c.coins} == {"mayor": 1}


def test_five_players_the_kidnapped_prospector_is_taken_last(pirates, drive):
    """B5: With two Prospectors a player who chooses the Prospector takes the free one; the
    kidnapped card (and the ransom) only when it is the last."""
    game = pirates(5).start(ANA)
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap prospector"),
          (ROBERTO, "role prospector"))
    assert game.state.players[ANA].doubloons == 0
    drive(game, (CRISTINA, "role prospector"))
    assert game.state.players[ANA].doubloons == 3


def test_a_game_end_in_the_kidnapped_role_is_that_rounds_end(pirates, drive):
    """B8 (R15): the kidnapper's Builder at the round's end fills his 12th city space; the game
    ends when that phase is over, with the round."""
    city = dict.fromkeys(["small_indigo_plant", "small_sugar_mill", "indigo_plant",
                          "sugar_mill", "tobacco_storage", "coffee_roaster", "small_market",
                          "hacienda", "construction_hut", "small_warehouse", "hospice"], 0)
    game = pirates(3).seat(ANA, city=city, doubloons=4).start(ANA)
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap builder"),
          (ROBERTO, "role craftsman"), (CRISTINA, "role trader"))
    assert game.state.role == "builder" and not game.is_over
    drive(game, (ANA, "build office"))
    assert game.is_over and game.state.end_reasons == ["city"]


def test_plunder_can_empty_the_vp_chips(pirates, drive):
    """B10 (R2): VP from the Plunder come from the chips; once they run out the game ends after
    the round, and the VP still count."""
    game = pirates(3).set(trading_house=["corn", "sugar", "coffee"], vp_supply=2).start(ANA)
    drive(game, (ANA, "role buccaneer"), (ANA, "plunder"))
    assert game.state.end_reasons == ["vp"] and game.state.players[ANA].vp == 3
    drive(game, (ROBERTO, "role craftsman"), (CRISTINA, "role trader"))
    assert game.is_over


def test_raid_with_a_noble_aboard(table, drive):
    """X3: with the Nobles the noble on the ship is one of its workers ("Cuando en el
    reglamento se hable de «trabajadores», esto también se aplica a los «burgueses»"); it stays
    aboard, the colonists leave."""
    game = (table(4, expansions=("nobles", "buccaneer")).seat(ANA, idle=["corn", "sugar"])
            .set(colonist_ship=6, noble_ship=1).start(ANA))
    supply = game.state.colonist_supply
    drive(game, (ANA, "role buccaneer"), (ANA, "raid"))
    s = game.state
    assert (s.colonist_ship, s.noble_ship) == (3, 1)
    drive(game, (ANA, "place corn"), (ANA, "place sugar"))
    assert s.colonist_supply == supply + 1
    assert s.players[ANA].noble_count() == 0 and s.players[ANA].colonists() == 2


def test_the_library_doubles_the_kidnapped_roles_privilege(table, drive):
    """B7 with the New Buildings' Library (R3): the kidnapper plays the kidnapped role as its
    chooser, so his Library doubles its privilege — not the Buccaneer's, which has none."""
    game = (table(4, expansions=("new_buildings", "buccaneer")).seat(ANA, city={"library": 1})
            .start(ANA))
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap prospector"),
          (ROBERTO, "role craftsman"), (CRISTINA, "role trader"), (DAVID, "role captain"))
    assert game.state.players[ANA].doubloons == 2


EVERY_ROLE = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")


@pytest.mark.parametrize("role", EVERY_ROLE)
def test_every_role_kidnapped_with_its_coins_is_played_by_the_kidnapper(pirates, drive, role):
    """B4, B7. "Coge un rol que no haya sido utilizado aún en la ronda actual y colócalo delante
    de ti. Coge todas las monedas de ese rol. ... Si nadie utiliza ese rol hasta el final de la
    ronda, juégalo tú mismo." The Buccaneer is the round's last choice: nobody is left to choose
    the kidnapped role, so Ana plays it at once, as its chooser."""
    game = pirates(4).start(ANA, picks_made=3)
    card(game, role).coins = 2
    drive(game, (ANA, "role buccaneer"))
    events = game.apply(ANA, f"kidnap {role}")
    if role == "mayor":  # still asked about his privilege colonist
        events = game.apply(ANA, "role mayor")
    chosen = [e for e in events if e["type"] == "role_chosen"]
    assert [(e["seat"], e["role"], e["coins"]) for e in chosen] == [(ANA, role, 0)]
    assert card(game, role).coins == 0
    assert game.state.players[ANA].doubloons == 2 + (role == "prospector")  # + the privilege


@pytest.mark.parametrize("role", EVERY_ROLE)
def test_every_role_kidnapped_and_chosen_by_another_pays_three_coins(pirates, drive, role):
    """"Si después otro jugador escoge ese rol durante la misma ronda, tú te llevas a cambio 3
    monedas más de la banca": Roberto chooses it without its coins, Ana has them and 3 more."""
    game = pirates(4).start(ANA)
    card(game, role).coins = 2
    drive(game, (ANA, "role buccaneer"), (ANA, f"kidnap {role}"))
    events = game.apply(ROBERTO, f"role {role}")
    assert {"type": "role_chosen", "seat": ROBERTO, "role": role, "coins": 0} in events
    assert {"type": "ransom_paid", "seat": ANA, "chooser": ROBERTO, "role": role,
            "doubloons": 3} in events
    assert game.state.players[ANA].doubloons == 5


def test_the_kidnapped_role_is_played_in_the_rounds_end_the_game_ends_with(pirates, drive):
    """B8 (R15). The game end was triggered earlier in the round; "Si nadie utiliza ese rol hasta
    el final de la ronda, juégalo tú mismo" still holds: Ana plays the kidnapped Prospector,
    then the round, and the game, end."""
    game = pirates(4).set(end_reasons=["vp"]).start(ANA)
    drive(game, (ANA, "role buccaneer"), (ANA, "kidnap prospector"),
          (ROBERTO, "role craftsman"), (CRISTINA, "role trader"))
    assert not game.is_over
    events = game.apply(DAVID, "role captain")
    assert {"type": "prospected", "seat": ANA, "doubloons": 1, "forced": True} in events
    assert game.is_over and game.state.players[ANA].doubloons == 1


def test_two_players_the_raid_leaves_two_colonists(pirates, drive):
    """Captación: "Reduce el número de trabajadores del Registro de Empleo al número mínimo
    (= número de jugadores)": two with two players."""
    game = pirates(2).seat(ANA, idle=["corn"]).set(colonist_ship=5).start(ANA)
    supply = game.state.colonist_supply
    drive(game, (ANA, "role buccaneer"), (ANA, "raid"), (ANA, "place corn"))
    s = game.state
    assert s.colonist_ship == 2 and s.colonist_supply == supply + 2
    assert s.players[ANA].colonists() == 1 and game.pending() == (ROBERTO,)
