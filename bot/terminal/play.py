"""A whole game in a terminal: people at one keyboard (hot seat) and computer players.

The game is played through the game service (`bot.service`), as on Discord: the terminal holds
a `GameService` over a throw-away store (SQLite in memory), puts its game in at the start (a new
one, or a save file's whole record with its computers and submissions) and takes each decision
through it — a person's with `play.decide` (each seat at the keyboard a made-up user), the
computer's with `play.computer_turn`, a take-back with `play.undo`. Each change goes out on the
service's feed (`bot.feed`), and the terminal shows it from there, as a subscriber
(`watching.py`), before anyone is asked again. The save file is the service's record, written
after every change (`saves.py`); a person is asked in `asking.py`, the Mayor's circles in
`mayor.py`.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console

from ..decisions import choices
from ..feed import Change, Feed
from ..game.record import Record
from ..l10n import Localizer, localizer
from ..service import GameService
from ..service_errors import ServiceError
from ..store import open_store
from .asking import Asking, Quit
from .mayor import MayorLine
from .saves import Seating
from .table import TableText
from .watching import Watcher

INTERRUPTED = 130  # the exit code of a program left with Ctrl-C
CHANNEL = 1  # the terminal's one game, in its service's one channel
THROW_AWAY = ":memory:"  # the service's store: the save file keeps the game


def user_of(seat: int, level: str | None) -> int:
    """The made-up user id of a seat: a person at the keyboard's is positive, the
    computer's negative (as the service numbers the computer's seats)."""
    return -(seat + 1) if level else seat + 1


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
    _shown: tuple | None = None  # whose board was shown last, and in which phase

    def __post_init__(self) -> None:
        self.game, self.events = self.record.replay()
        if sum(self.seating.submissions) != len(self.record.decisions):  # a record's own
            self.seating.submissions = [1] * len(self.record.decisions)
        setup = self.record.setup
        self.loc: Localizer = localizer(self.seating.lang, setup.theme)
        self.names = list(setup.players)
        self.view = TableText(self.game, self.loc, self.names)
        self.feed = Feed()  # the service's changes, shown by `watcher`
        self.service: GameService | None = None  # made in `play`, on its event loop
        self.watcher = Watcher(self.console, self.loc, self.names, 0, self._viewer)

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
            loop.run_until_complete(self.close())
            loop.close()

    async def play(self) -> int:
        """`run`'s game, put in the service and its changes shown by the terminal's
        subscriber."""
        if self.service is None:  # (a test may have put the game in before)
            await self.open_service()
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
        self.say(self.loc.text("terminal-game-over"))
        return 0

    async def open_service(self) -> None:
        """The service over a throw-away store, with the game in it as the record stands."""
        self.service = GameService(await open_store(THROW_AWAY), feed=self.feed)
        levels = self.seating.levels
        outcome = await self.service.lobby.seat_record(
            CHANNEL, None, self.record, [user_of(seat, level) for seat, level in
                                         enumerate(levels)], self.seating.lang,
            {seat: level for seat, level in enumerate(levels) if level},
            self.seating.submissions)
        self.watcher.game_id = outcome.table.game_id
        self.feed.subscribe(self.follow)  # first: the game asked next is the one shown
        self.feed.subscribe(self.watcher.on_change)

    async def close(self) -> None:
        """The feed's subscribers stopped and the throw-away store closed."""
        await self.feed.close()
        if self.service is not None:
            await self.service.store.close()

    def leave(self) -> None:
        """Say where the game is saved; a second Ctrl-C meanwhile is not heard (the save
        file is whole: there is nothing left to interrupt)."""
        with deaf_to_ctrl_c():
            self.console.print()
            # A path to copy whole: not cut by Rich; with no path, words wrapped as usual.
            self.console.print(self._left_message(), soft_wrap=self.save is not None)

    async def turn(self) -> None:
        """One decision through the service: a computer's if one is asked, else the first
        person asked; shown from the feed before anyone is asked again."""
        pending = self.game.pending()
        seat = next((s for s in pending if self.seating.levels[s]), pending[0])
        if self.seating.levels[seat]:  # the service's computer: its level, `seat_seed`
            await self.service.play.computer_turn(CHANNEL)
        else:
            decisions = self.ask(seat)
            if decisions is None:  # a take-back asked for: ask again from there
                await self.taken_back(seat)
                return
            await self.service.play.decide(CHANNEL, self._user(seat), None, decisions)
        await self._shown_all()

    async def taken_back(self, seat: int) -> None:
        """The person's last submission taken back through the service, and said."""
        try:
            outcome, decisions = await self.service.play.undo(CHANNEL, self._user(seat))
        except ServiceError as refused:  # the service's own reason (checked here first)
            self.say(self.loc.text(f"undo-refused-{refused.args_.get('why')}"))
            return
        self._shown = None
        label = choices.taken_back_label(outcome.table.game, seat, decisions, self.loc)
        self.say(self.loc.text("undo-done", player=self.names[seat], decision=label))
        await self._shown_all()

    def follow(self, change: Change) -> None:
        """A change of the game, whoever made it through the service (the keyboard, the
        computer, another caller): the game as stored, kept here for the questions, its
        submissions counted, and saved."""
        if change.game_id != self.watcher.game_id or change.table is None:
            return
        table = change.table
        self.game = table.game
        self.record.decisions[:] = table.record.decisions
        submissions = self.seating.submissions
        while sum(submissions) > table.seq:  # taken back
            submissions.pop()
        if sum(submissions) < table.seq:  # one more submission, of one or several
            submissions.append(table.seq - sum(submissions))
        self.view = TableText(self.game, self.loc, self.names)
        self.write()

    async def _shown_all(self) -> None:
        """Every change published so far handed to the subscribers (shown before anyone is
        asked again)."""
        while not self.feed.idle:
            await asyncio.sleep(0)

    def _user(self, seat: int) -> int:
        return user_of(seat, self.seating.levels[seat])

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
