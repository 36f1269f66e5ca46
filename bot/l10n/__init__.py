"""Text for players, in the game's language and theme, from Project Fluent files.

The engine speaks in ids and events; the Localizer turns them into names (`names.py`), one line
per event (`events.py`), button labels for decisions (`decisions.py`), and error messages, each
from a message of the Fluent files (`bundles.py`).
"""

from __future__ import annotations

import functools

from ..game.components import THEMES
from ..recent import Recent
from .bundles import LANGUAGES, LOCALES
from .decisions import LABELS_KEPT, DecisionLabels
from .events import DETAILS_KEPT, EventLines

# The languages and the locales' folder, which most callers ask for with the Localizer.
__all__ = ["LANGUAGES", "LOCALES", "Localizer", "localizer"]


class Localizer(DecisionLabels, EventLines):
    """Names, event lines, decision labels and errors in one language and theme."""

    def __init__(self, lang: str, theme: str = "classic") -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; expected one of {LANGUAGES}")
        if theme not in THEMES:
            raise ValueError(f"unknown theme {theme!r}; expected one of {THEMES}")
        self.lang = lang
        self.theme = theme
        # Names and decision labels never change: they are formatted once (every prompt
        # labels all of a player's choices). The names are the game's few dozen; labels and
        # details ("5 sugar · 6 VP") keep coming as games go on, so only the recent ones stay.
        self._names: dict[str, str] = {}
        self._labels: Recent = Recent(LABELS_KEPT)
        self._details: Recent = Recent(DETAILS_KEPT)

    def __repr__(self) -> str:
        return f"Localizer({self.lang!r}, {self.theme!r})"

    # -------------------------------------------------------------------- errors
    def error(self, code: str, **args) -> str:
        """A message for an engine error code (`illegal`, `not_your_turn`, ...)."""
        return self.text(f"error-{code}", **args)


@functools.cache
def localizer(lang: str, theme: str = "classic") -> Localizer:
    """A shared Localizer for a language and theme."""
    return Localizer(lang, theme)
