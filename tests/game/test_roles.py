"""Choosing roles and the end of the round (ESC "Desarrollo de la partida", "Final de la ronda")."""

from __future__ import annotations

ANA, ROBERTO, CRISTINA, DAVID = range(4)


def test_choosing_a_role_is_compulsory(table):
    """ESC: "Un jugador *siempre* debe elegir un personaje cuando sea su turno"."""
    game = table(4).start(ANA)
    legal = game.legal(ANA)
    assert "pass" not in legal
    assert all(decision.startswith("role ") for decision in legal)
    roles = {decision.split()[1] for decision in legal}
    assert roles == {"settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"}


def test_coins_on_the_card_go_to_the_chooser_even_without_the_action(table, drive):
    """ESC: "Si un personaje tiene uno o más doblones sobre él, el jugador que lo elige también
    se quedará con esos doblones" and may still not use the action."""
    game = table(4).start(ANA)
    next(card for card in game.state.roles if card.role == "builder").coins = 2
    drive(game, (ANA, "role builder"), (ANA, "pass"))
    assert game.state.players[ANA].doubloons == 2


def test_prospector_with_two_coins_gives_three(table, drive):
    """ESC: "un jugador que elija a un buscador de oro con 2 doblones conseguirá, en total, 3
    doblones por su elección"."""
    game = table(4).start(ANA)
    next(card for card in game.state.roles if card.role == "prospector").coins = 2
    drive(game, (ANA, "role prospector"))
    assert game.state.players[ANA].doubloons == 3


def test_five_players_two_prospectors_the_one_with_coins_first(table, drive):
    """ESC: with 5 players all 8 cards, both Prospectors; each pays its coins to its chooser."""
    game = table(5).start(ANA)
    prospectors = [card for card in game.state.roles if card.role == "prospector"]
    assert len(prospectors) == 2
    prospectors[1].coins = 2
    drive(game, (ANA, "role prospector"))
    assert "role prospector" in game.legal(ROBERTO)
    drive(game, (ROBERTO, "role prospector"))
    assert [p.doubloons for p in game.state.players[:2]] == [3, 1]


def test_a_chosen_role_cannot_be_chosen_again_in_the_round(table, drive):
    game = table(4).start(ANA)
    drive(game, (ANA, "role craftsman"))
    assert game.pending() == (ROBERTO,)
    assert "role craftsman" not in game.legal(ROBERTO)
    assert "role trader" in game.legal(ROBERTO)


def play_round(game, drive, governor: int, roles: list[str]) -> None:
    """Each player in turn from the Governor chooses a role nobody can act on."""
    for i, role in enumerate(roles):
        drive(game, ((governor + i) % game.state.n, f"role {role}"))


def test_round_end_one_coin_on_each_unchosen_role_and_governor_passes_left(table, drive):
    """ESC "Final de la ronda": one doubloon on each role nobody chose, "con independencia de la
    cantidad de doblones que ya tengan"; the Governor card goes to the player on his left."""
    game = table(4).start(ANA)
    next(card for card in game.state.roles if card.role == "settler").coins = 2
    play_round(game, drive, ANA, ["craftsman", "trader", "captain", "prospector"])
    coins = {card.role: card.coins for card in game.state.roles}
    assert coins == {"settler": 3, "mayor": 1, "builder": 1, "craftsman": 0, "trader": 0,
                     "captain": 0, "prospector": 0}
    assert game.state.governor == ROBERTO
    assert game.state.round == 2
    assert game.pending() == (ROBERTO,)
    assert len(game.legal(ROBERTO)) == 8  # all seven cards again, the Mayor with his colonist


def test_round_end_with_three_players_three_coins(table, drive):
    game = table(3).start(CRISTINA)
    play_round(game, drive, CRISTINA, ["craftsman", "trader", "captain"])
    coins = {card.role: card.coins for card in game.state.roles}
    assert coins == {"settler": 1, "mayor": 1, "builder": 1, "craftsman": 0, "trader": 0,
                     "captain": 0}
    assert game.state.governor == ANA


def test_two_players_alternate_three_roles_each(table, drive):
    """ESC 2 players: "Los jugadores van alternándose para elegir personajes hasta que hayan
    escogido tres personajes cada uno ... El gobernador pone un doblón sobre ... el séptimo
    personaje ... el gobernador entrega la carta de gobernador a su oponente"."""
    game = table(2).start(ANA)
    seats = []
    for role in ["craftsman", "trader", "captain", "prospector", "mayor", "builder"]:
        seats.append(game.pending()[0])
        drive(game, (seats[-1], f"role {role}"))
    drive(game, (ROBERTO, "pass"))  # Ana, without doubloons, cannot build
    assert seats == [ANA, ROBERTO, ANA, ROBERTO, ANA, ROBERTO]
    coins = {card.role: card.coins for card in game.state.roles}
    assert coins == {"settler": 1, "mayor": 0, "builder": 0, "craftsman": 0, "trader": 0,
                     "captain": 0, "prospector": 0}
    assert game.state.governor == ROBERTO
    assert game.pending() == (ROBERTO,)
