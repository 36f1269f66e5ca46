"""What the optional actions have in common: a player may always decline with `pass`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine import Game

PASS = "pass"


def optional(choices: list[str]) -> list[str]:
    """The choices of an optional action plus `pass`; nothing to ask if there is no choice."""
    return [*choices, PASS] if choices else []


def with_more(options: list[str], more: list[str]) -> list[str]:
    """An optional action's choices with more of them (an expansion's), `pass` still last."""
    if not more:
        return options
    return [*(option for option in options if option != PASS), *more, PASS]


def end_turn(game: Game, seat: int, words: list[str]) -> bool:
    """End the seat's turn in a turn-by-turn phase; True (and reported) if the player passed."""
    game._state.turn.pop(0)
    if words[0] != PASS:
        return False
    game.emit("passed", seat=seat, role=game._state.role)
    return True
