"""Scenarios: a position arranged with the engine's `Position`, then driven through the API.

`table(players)` gives a `Table` whose players own nothing (no tiles, buildings, goods, coins or
VP); each test gives them exactly what its rulebook example describes and starts the round at the
seat that chooses a role. Everything after that goes through `Game.apply` / `legal` / `pending`.
"""

from __future__ import annotations

import pytest

from bot.game import Game, Setup
from bot.game.position import Position

NAMES = ("Ana", "Roberto", "Cristina", "David", "Elena")


def new_game(players: int = 4, *, seed: int = 1, auto_forced: bool = True,
             theme: str = "classic") -> Game:
    setup = Setup(players=NAMES[:players], seed=seed, theme=theme,
                  options={"auto_forced": auto_forced})
    return Game.new(setup)


class Table(Position):
    """A position, plus the end of a game for scoring tests."""

    def __init__(self, players: int = 4, *, auto_forced: bool = True, **kwargs) -> None:
        super().__init__(players, options={"auto_forced": auto_forced}, **kwargs)

    def final(self, reason: str = "city") -> Game:
        """Play the round's last choice (seat 0, the Prospector) with the game end triggered."""
        game = self.set(end_reasons=[reason]).start(0, picks_made=self.state.role_picks - 1)
        game.apply(0, "role prospector")
        assert game.is_over
        return game


def play(game: Game, *moves: tuple[int, str]) -> None:
    """Apply (seat, decision) pairs in order, checking each seat is the one asked."""
    for seat, decision in moves:
        assert seat in game.pending(), (seat, decision, game.pending())
        game.apply(seat, decision)


@pytest.fixture
def table():
    return Table


@pytest.fixture
def drive():
    return play


@pytest.fixture
def nobles_table():
    """A `Table` with the Nobles (expansion II) in play."""
    def make(players: int = 4, **kwargs) -> Table:
        return Table(players, expansions=("nobles",), **kwargs)

    return make


@pytest.fixture(name="new_game")
def new_game_fixture():
    return new_game
