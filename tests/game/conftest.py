"""A scenario builder: a table set up by hand, then driven through the public API.

`table(players)` gives a `Table` whose players own nothing (no tiles, buildings, goods, coins or
VP); each test gives them exactly what its rulebook example describes and starts the round at the
seat that chooses a role. Everything after that goes through `Game.apply` / `legal` / `pending`.
"""

from __future__ import annotations

import pytest

from bot.game import Game, Setup
from bot.game.components import GOODS
from bot.game.state import Ship

NAMES = ("Ana", "Roberto", "Cristina", "David", "Elena")


def new_game(players: int = 4, *, seed: int = 1, auto_forced: bool = True,
             theme: str = "classic") -> Game:
    setup = Setup(players=NAMES[:players], seed=seed, theme=theme,
                  options={"auto_forced": auto_forced})
    return Game.new(setup)


class Table:
    """A state to arrange before the first decision of a scenario."""

    def __init__(self, players: int = 4, *, auto_forced: bool = True, seed: int = 1) -> None:
        self.state = new_game(players, seed=seed, auto_forced=auto_forced).state
        for seat in range(players):
            self.seat(seat)

    def seat(self, seat: int, *, island=(), idle=(), city=None, goods=None, doubloons: int = 0,
             vp: int = 0, san_juan: int = 0) -> Table:
        """Give a player occupied tiles (`island`), empty tiles (`idle`), buildings with their
        colonists (`city`), barrels, doubloons, VP chips and colonists in San Juan."""
        player = self.state.players[seat]
        player.island = [[tile, 1] for tile in island] + [[tile, 0] for tile in idle]
        player.city = dict(city or {})
        player.goods = {good: (goods or {}).get(good, 0) for good in GOODS}
        player.doubloons = doubloons
        player.vp = vp
        player.san_juan = san_juan
        return self

    def ships(self, *ships: tuple[int, str | None, int]) -> Table:
        """Cargo ships as (capacity, good, load)."""
        self.state.ships = [Ship(capacity, good, load) for capacity, good, load in ships]
        return self

    def set(self, **fields) -> Table:
        """Any other field of the table (supplies, face-up tiles, trading house …)."""
        for name, value in fields.items():
            setattr(self.state, name, value)
        return self

    def start(self, chooser: int, picks_made: int = 0) -> Game:
        """The round stands at `chooser`'s role choice, he being the Governor."""
        s = self.state
        s.governor = (chooser - picks_made) % s.n
        s.picks_made = picks_made
        s.step, s.role, s.chooser = "role", None, None
        s.turn, s.waiting = [chooser], []
        for card in s.roles:
            card.taken_by = None
            card.coins = 0
        return Game(s)

    def final(self, reason: str = "city") -> Game:
        """Play the round's last choice (seat 0, the Prospector) with the game end triggered."""
        game = self.start(0, picks_made=self.state.role_picks - 1)
        game.state.end_reasons.append(reason)
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


@pytest.fixture(name="new_game")
def new_game_fixture():
    return new_game
