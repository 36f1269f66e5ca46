"""Positions: games built at any moment through the engine's public `Position`."""

import pytest

from bot.game import Game, Setup
from bot.game.errors import BadSetup
from bot.game.position import Position


def test_a_position_starts_at_the_chooser_with_what_it_was_given():
    game = (Position(players=3)
            .seat(1, island=["corn", "quarry"], idle=["sugar"], city={"harbor": 1}, doubloons=5)
            .ships((4, "corn", 2), (5, None, 0), (6, None, 0))
            .set(face_up=["coffee", "coffee", "sugar", "corn"])
            .start(chooser=1))
    me = game.state.players[1]
    assert game.pending() == (1,)
    assert me.island == [["corn", 1], ["quarry", 1], ["sugar", 0]]
    assert me.city == {"harbor": 1} and me.doubloons == 5
    assert game.state.players[0].island == [] and game.state.players[0].doubloons == 0
    assert [(s.capacity, s.good, s.load) for s in game.state.ships] == [
        (4, "corn", 2), (5, None, 0), (6, None, 0)]
    game.apply(1, "role settler")
    assert "take coffee" in game.legal(1)


def test_the_compact_form_builds_the_same_game():
    built = (Position(players=2, theme="1897").seat(0, island=["corn"], doubloons=7)
             .start(chooser=0, picks_made=1))
    compact = Position.from_dict({"players": 2, "theme": "1897", "chooser": 0, "picks_made": 1,
                                  "seats": {"0": {"island": ["corn"], "doubloons": 7}}})
    assert compact.to_json() == built.to_json()


@pytest.mark.parametrize("position", [
    {"chooser": 0, "seats": {"0": {"city": {"harbour": 1}}}},
    {"chooser": 0, "seats": {"0": {"island": ["rice"]}}},
    {"chooser": 0, "ships": [[5, "gold", 1]]},
    {"chooser": 0, "table": {"step": "captain"}},
    {"seats": {}},
])
def test_a_position_that_names_something_unknown_is_refused(position):
    with pytest.raises(BadSetup):
        Position.from_dict(position)


def test_editing_the_state_is_never_hidden_by_cached_legal_decisions():
    """A tool that edits a game's state gets the legal decisions of the edited table."""
    game = Game.new(Setup(("A", "B", "C", "D"), seed=3))
    seat = game.pending()[0]
    assert "role prospector" in game.legal(seat)
    for card in game.state.roles:
        if card.role == "prospector":
            card.taken_by = (seat + 1) % 4
    assert "role prospector" not in game.legal(seat)
