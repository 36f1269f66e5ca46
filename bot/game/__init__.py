"""The Puerto Rico rules engine: pure, deterministic, and driven by decisions.

No Discord, database, images, clock or global random in here: a game is a setup plus the list
of decisions, and replaying them rebuilds the same state.
"""

from .engine import Event, Game
from .errors import (
    BadRecord,
    BadSetup,
    CannotUndo,
    GameError,
    GameOver,
    IllegalDecision,
    NotYourTurn,
)
from .setup import Setup

__all__ = [
    "BadRecord", "BadSetup", "CannotUndo", "Event", "Game", "GameError", "GameOver",
    "IllegalDecision", "NotYourTurn", "Setup",
]
