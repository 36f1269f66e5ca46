"""Typed errors: each carries a stable `code` a front end can translate, and a reason in English.

A refused setup or record also says why in a form a front end can translate: `why`, a stable id
(`unknown-expansions`), and `details`, the values its message shows (names, numbers, ids); the
engine itself never localizes.
"""

from __future__ import annotations


class GameError(Exception):
    code = "game_error"

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class BadSetup(GameError):
    code = "bad_setup"

    def __init__(self, field: str, reason: str, why: str | None = None, **details) -> None:
        super().__init__(reason)
        self.field = field
        self.why = why or field
        self.details = details


class IllegalDecision(GameError):
    """A decision the rules do not allow now; the state is left untouched."""

    code = "illegal"

    def __init__(self, seat: int, decision: str, reason: str, legal: list[str] | None = None):
        super().__init__(reason)
        self.seat = seat
        self.decision = decision
        self.legal = legal or []


class NotYourTurn(IllegalDecision):
    code = "not_your_turn"


class GameOver(IllegalDecision):
    code = "game_over"


class CannotUndo(GameError):
    """Decisions that may not be taken back; `why` is a code of `Game.undo_refusal`."""

    code = "cannot_undo"

    def __init__(self, seat: int, why: str, reason: str) -> None:
        super().__init__(reason)
        self.seat = seat
        self.why = why


class BadRecord(GameError):
    """A record that does not replay: malformed, or a decision that is not legal where it stands."""

    code = "bad_record"

    def __init__(self, reason: str, index: int | None = None, decision: str | None = None,
                 why: str = "malformed", **details) -> None:
        super().__init__(reason)
        self.index = index
        self.decision = decision
        self.why = why
        self.details = details
