"""A whole game in a terminal: people at one keyboard (hot seat) and computer players.

The game is its record, written to the save file after every decision (`saves.py`); a person is
asked in `asking.py`, the Mayor's circles in `mayor.py`. Each decision, whoever took it, goes
out as a change on the game's feed (`bot.feed`), and the terminal shows it from there, as a
subscriber (`watching.py`), before anyone is asked again.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console

from ..feed import DECIDED, ENDED, Change, Feed
from ..game.record import Record
from ..l10n import Localizer, localizer
from ..players import Computer, computer, seat_seed
from .asking import Asking, Quit
from .mayor import MayorLine
from .saves import Seating
from .table import TableText
from .watching import Watcher

INTERRUPTED = 130  # the exit code of a program left with Ctrl-C
GAME_ID = 0  # the terminal's one game, on its own feed


@contextmanager
def deaf_to_ctrl_c():
    """Ctrl-C ignored for a moment (only the main thread hears signals; elsewhere there is
    nothing to ignore)."""
    try:
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:
        previous = None
    try:
        yield
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


@dataclass
class TerminalGame(Asking, MayorLine):
    """One game played in a terminal; `read(prompt)` returns what the person typed."""

    record: Record
    seating: Seating
    console: Console
    read: Callable[[str], str]
    save: Path | None = None
    computers: dict[int, Computer] = field(default_factory=dict)
    _shown: tuple | None = None  # whose board was shown last, and in which phase

    def __post_init__(self) -> None:
        self.game, self.events = self.record.replay()
        if sum(self.seating.submissions) != len(self.record.decisions):  # a record's own
            self.seating.submissions = [1] * len(self.record.decisions)
        setup = self.record.setup
        self.loc: Localizer = localizer(self.seating.lang, setup.theme)
        for seat, level in enumerate(self.seating.levels):
            if level:
                self.computers[seat] = computer(level, seat_seed(setup.seed, seat))
        self.names = list(setup.players)
        self.view = TableText(self.game, self.loc, self.names)
        self.feed = Feed()  # the game's changes, shown by `watcher`
        self.watcher = Watcher(self.console, self.loc, self.names, GAME_ID, self._viewer)

    # -------------------------------------------------------------------- the game
    def run(self) -> int:
        """Play to the end, or until the person leaves: 0, or `INTERRUPTED` for Ctrl-C. (A
        loop of its own, without asyncio.run's Ctrl-C handler: a Ctrl-C at the keyboard
        interrupts the question.)"""
        loop = asyncio.new_event_loop()
        try:
            return loop.run_until_complete(self.play())
        except KeyboardInterrupt:  # pressed while a move was being shown
            self.leave()
            return INTERRUPTED
        finally:
            loop.run_until_complete(self.feed.close())
            loop.close()

    async def play(self) -> int:
        """`run`'s game, its changes shown by the terminal's subscriber."""
        self.feed.subscribe(self.watcher.on_change)
        self.console.print(self.view.table(self._viewer()))
        try:
            while not self.game.is_over:
                await self.turn()
        except (Quit, EOFError):
            self.leave()
            return 0
        except KeyboardInterrupt:
            self.leave()
            return INTERRUPTED
        self.console.print(self.view.scores())
        self.console.print(self.loc.text("terminal-game-over"))
        return 0

    def leave(self) -> None:
        """Say where the game is saved; a second Ctrl-C meanwhile is not heard (the save
        file is whole: there is nothing left to interrupt)."""
        with deaf_to_ctrl_c():
            self.console.print()
            # A path to copy whole: not cut by Rich; with no path, words wrapped as usual.
            self.console.print(self._left_message(), soft_wrap=self.save is not None)

    async def turn(self) -> None:
        """One decision: a computer's if one is asked, else the first person asked; shown
        from the feed before anyone is asked again."""
        pending = self.game.pending()
        seat = next((s for s in pending if s in self.computers), pending[0])
        if seat in self.computers:  # its decision is told by the events it causes
            decisions = [self.computers[seat].decide(self.game, seat)]
        else:
            decisions = self.ask(seat)
            if decisions is None:  # a decision was taken back: ask again from there
                return
        events = []
        for decision in decisions:  # several: a whole Mayor's arrangement, tried already
            events += self.record.play(self.game, seat, decision)
        self.seating.submissions.append(len(decisions))
        self.write()
        over = self.game.is_over
        self.feed.publish(Change(GAME_ID, 0, ENDED if over else DECIDED,
                                 len(self.record.decisions), tuple(events), seat=seat,
                                 game_over=over, table=self))  # the watcher reads .game
        while not self.feed.idle:  # shown before anyone is asked again
            await asyncio.sleep(0)

    def _viewer(self) -> int | None:
        """The person whose VP the table may show: the only one at the keyboard, if so."""
        humans = [seat for seat, level in enumerate(self.seating.levels) if not level]
        return humans[0] if len(humans) == 1 else None

    # ------------------------------------------------------------------- saving
    def write(self) -> None:
        """The record and the seating, replacing the save file in one step; if that fails
        (OSError), no temporary file is left behind."""
        if self.save is None:
            return
        data = {**self.record.to_dict(), "terminal": self.seating.to_dict()}
        temporary = self.save.with_name(self.save.name + ".tmp")
        try:
            temporary.write_text(json.dumps(data, ensure_ascii=False, indent=1),
                                 encoding="utf-8")
            os.replace(temporary, self.save)
        finally:
            if temporary.is_file():
                temporary.unlink()

    def _left_message(self) -> str:
        if self.save is None:
            return self.loc.text("terminal-left-unsaved")
        return self.loc.text("terminal-left-saved", path=str(self.save))
