"""The terminal as a subscriber of a change feed (`bot.feed`): the moves of one game shown as
they are stored, whoever made them — the person at the keyboard, the computer, someone at the
same game through the game service — and the table again when a phase ended.

`prbot play` publishes each decision of its game on a feed of its own and shows it from there,
as every surface of the bot shows the service's changes; a `Watcher` subscribes to a
`GameService`'s feed alike.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console

from ..feed import Change
from ..l10n import Localizer
from .table import TableText
from .wrapping import Hanging

PHASE_EVENTS = frozenset({"phase_ended", "round_ended", "game_over"})


class Watcher:
    """Shows one game's changes in a terminal (module docstring). `viewer` is the seat whose
    VP the table may show (None: nobody's)."""

    def __init__(self, console: Console, loc: Localizer, names: list[str], game_id: int,
                 viewer: Callable[[], int | None] = lambda: None) -> None:
        self.console = console
        self.loc = loc
        self.names = names
        self.game_id = game_id
        self.viewer = viewer

    def on_change(self, change: Change) -> None:
        """A change of the game: its events, each on a line of its own (wrapping under its
        text), and the table again where a phase ended (not at the game's end: the scores
        follow)."""
        if change.game_id != self.game_id:
            return
        for event in change.events:
            self.console.print(Hanging("  " + self.loc.event(event, self.names)))
        phase_ended = any(event["type"] in PHASE_EVENTS for event in change.events)
        if phase_ended and not change.game_over and change.table is not None:
            game = change.table.game
            self.console.print(TableText(game, self.loc, self.names).table(self.viewer()))

