"""A whole game in a terminal: people at one keyboard (hot seat) and computer players.

The game is its record. With a save file the record is written after every decision (to a
temporary file first, then moved into place), so quitting, Ctrl-C or a crash leaves the file
whole at the last decision, and `prbot play --resume FILE` goes on from there. The save file is
a game record (docs/records.md) with one more key, `terminal`, saying which seats the computer
plays at which level and the language the game was shown in.
"""

from __future__ import annotations

import json
import os
import re
import signal
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.text import Text

from .. import arrangement, choices
from ..game import BadRecord
from ..game.components import BUCCANEER
from ..game.record import Record, parsed
from ..l10n import LANGUAGES, Localizer, localizer
from ..players import LEVELS, Computer, computer, seat_seed
from .menu import NUMBER_DIGITS, Answer, Menu, echoed, fits, number_typed, words
from .table import TableText

MIN_ROOM = 5  # choices listed at once however small the screen
INTERRUPTED = 130  # the exit code of a program left with Ctrl-C
PHASE_EVENTS = frozenset({"phase_ended", "round_ended", "game_over"})
HELP, TABLE, UNDO, SUGGESTED = "?", "t", "u", "s"
MAYOR = "mayor"
NUMBERS = re.compile(r"[\s,;]+")  # between the circles typed on one line
QUIT = frozenset({"q", "quit", "exit"})  # as other programs are left


class Quit(Exception):
    """The player asked to leave the game."""


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
class Seating:
    """Who plays each seat: a computer level, or None for a person at the keyboard; and how
    many decisions each submission of the record holds, in order (a whole Mayor arrangement
    typed in one line is one submission, taken back whole as on Discord)."""

    levels: list[str | None]
    lang: str = "en"
    submissions: list[int] = field(default_factory=list)

    def to_dict(self) -> dict:
        computers = {str(seat): level for seat, level in enumerate(self.levels) if level}
        return {"computers": computers, "lang": self.lang, "submissions": self.submissions}

    @classmethod
    def from_dict(cls, data: object, players: int) -> Seating:
        """The seating a save file gives; one naming no seat of the game, no level or no
        language of ours is refused (`BadRecord`)."""
        seats = [str(seat) for seat in range(players)]
        computers = data.get("computers", {}) if isinstance(data, dict) else None
        if not (isinstance(computers, dict) and data.get("lang", "en") in LANGUAGES
                and all(key in seats and isinstance(level, str) and level in LEVELS
                        for key, level in computers.items())):
            raise BadRecord("the terminal's seating is not seats, levels and a language",
                            why="terminal")
        return cls([computers.get(seat) for seat in seats], data.get("lang", "en"),
                   submissions_of(data))


def submissions_of(data: dict) -> list[int]:
    """The sizes of a save file's submissions; [] where it keeps none (one decision each)."""
    sizes = data.get("submissions", [])
    if not (isinstance(sizes, list)
            and all(type(size) is int and size > 0 for size in sizes)):
        raise BadRecord("the terminal's submissions are not counts of decisions", why="terminal")
    return sizes


@dataclass
class TerminalGame:
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

    # -------------------------------------------------------------------- the game
    def run(self) -> int:
        """Play to the end, or until the person leaves: 0, or `INTERRUPTED` for Ctrl-C."""
        self.console.print(self.view.table(self._viewer()))
        try:
            while not self.game.is_over:
                self.turn()
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

    def turn(self) -> None:
        """One decision: a computer's if one is asked, else the first person asked."""
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
        self.show(events)

    def show(self, events: list[dict]) -> None:
        for event in events:
            self.console.print("  " + self.loc.event(event, self.names))
        if any(event["type"] in PHASE_EVENTS for event in events) and not self.game.is_over:
            self.console.print(self.view.table(self._viewer()))

    def _viewer(self) -> int | None:
        """The person whose VP the table may show: the only one at the keyboard, if so."""
        humans = [seat for seat, level in enumerate(self.seating.levels) if not level]
        return humans[0] if len(humans) == 1 else None

    # ------------------------------------------------------------------ a person
    def ask(self, seat: int) -> list[str] | None:
        """Show the player's board, the question and his choices with their numbers (the
        free ones too, such as moving the Guest House's guests), as many as fit the screen
        with them (Enter shows the next ones); read until one is typed. The Mayor's circles
        are chosen all at once (`arrange`). None: a decision was taken back."""
        shown = self._heading(seat)
        if self.game.state.step == MAYOR:
            return self.arrange(seat)
        menu = Menu.of(self.game, seat, self.loc, self.names)
        room = max(MIN_ROOM, self.console.height - sum(map(self._height, shown)) - 2)
        waiting = self._page(menu, list(range(1, len(menu.choices) + 1)), room)
        while True:
            typed = self._typed()
            command = typed.casefold()  # a command in capitals is the same command
            if not typed and waiting:
                waiting = self._page(menu, waiting, room)
            elif command == UNDO:
                if self.take_back(seat):
                    return None
            elif not self._command(command, menu, seat):
                answer = menu.understand(typed) if typed else Answer()
                if answer.decision:
                    return [answer.decision]
                if answer.problem:
                    self.console.print(answer.problem)
                else:
                    self._help(menu)
                waiting = self._page(menu, list(answer.fits), room)

    def _heading(self, seat: int) -> list:
        """Show the player's board (once a step), the question and the table's situation;
        what was shown."""
        s = self.game.state
        moment = (seat, s.round, s.picks_made, s.step)
        shown = []
        if moment != self._shown:  # not again for each colonist of a Raid
            shown.append(self.view.board(seat))
            self._shown = moment
        shown.append(self.loc.text("terminal-ask", player=self.names[seat],
                                   question=self._question(seat)))
        shown += choices.situation(self.game, self.loc)
        for renderable in shown:
            self.console.print(renderable)
        return shown

    # ------------------------------------------------------------------ the Mayor
    def arrange(self, seat: int) -> list[str] | None:
        """The Mayor's circles, all in one line: their numbers (the nobles' first, in a step
        of their own), or `s` for the suggested arrangement. The arrangement is tried whole
        and placed whole, or refused whole with the reason; the Guest House's moves are typed
        by their words. None: a decision was taken back."""
        found = arrangement.circles(self.game, seat)
        current = arrangement.step(self.game, seat)
        free = Menu.free_of(self.game, seat, self.loc, self.names)
        self._show_step(seat, found, current, free)
        while True:
            typed = self._typed()
            command = typed.casefold()
            if command == SUGGESTED:
                return arrangement.suggested_arrangement(self.game, seat)
            if command == UNDO:
                if self.take_back(seat):
                    return None
                continue
            if not typed or command == HELP:
                self._show_step(seat, found, current, free)
                continue
            if self._command(command, free, seat):
                continue
            chosen = circle_numbers(typed)
            if chosen is None:
                answer = free.understand(typed) if free.choices else Answer()
                if answer.decision:
                    return [answer.decision]
                self.console.print(self.loc.text("terminal-arrange-unknown", text=echoed(typed),
                                                 example=self._example(seat, current)))
                continue
            problem = self._arrangement_problem(found, current, chosen)
            result = None if problem else arrangement.choose(self.game, seat, current,
                                                             [n - 1 for n in chosen])
            if isinstance(result, list):
                return result
            if isinstance(result, arrangement.Step):  # the nobles' circles: now the colonists'
                current = result
                self._show_step(seat, found, current, free)
                continue
            self.console.print(problem or self.loc.text("terminal-arrange-refused"))

    def _show_step(self, seat: int, found: list, current, free: Menu) -> None:
        """A step's circles by their numbers, which stay the same from step to step (the
        nobles' circles are shown as placed), and how to answer."""
        for index in current.nobles or ():
            self.console.print(f"   ✓ {self.loc.decision(f'place-noble {found[index].target}')}")
        for index in current.offered:
            label = arrangement.circle_label(found[index], self.loc)
            self.console.print(f"  {index + 1:>2}. {label}")
        for choice in free.choices:  # the Guest House's moves, by their words
            self.console.print(f"   · {choice.label}")
        self.console.print(self.loc.text("terminal-arrange",
                                         what=arrangement.step_title(current, self.loc),
                                         example=self._example(seat, current)))

    def _example(self, seat: int, current) -> str:
        """The suggested arrangement's circles in a step, as typed."""
        return " ".join(str(i + 1) for i in arrangement.ticked(self.game, seat, current))

    def _arrangement_problem(self, found: list, current, chosen: list[int]) -> str:
        """Why typed circles make no arrangement in this step (their numbers, counted from
        1), or ""."""
        for number in chosen:
            if not 1 <= number <= len(found):
                return self.loc.text("terminal-arrange-bad-circle", number=number,
                                     count=len(found))
            if chosen.count(number) > 1:
                return self.loc.text("terminal-arrange-twice", number=number)
            if number - 1 not in current.offered:
                return self.loc.text("terminal-arrange-taken", number=number)
        if not current.least <= len(chosen) <= current.most:
            return self.loc.text("terminal-arrange-count", chosen=len(chosen),
                                 what=arrangement.step_title(current, self.loc))
        return ""

    def _command(self, command: str, menu: Menu, seat: int) -> bool:
        """Carry out a typed command that is no choice (quit, help, a rules card, the
        table), in lower case; False if the line is none."""
        if command in QUIT:
            raise Quit
        if command == HELP:
            self._help(menu)
        elif command.startswith(HELP):
            self.rules(command[len(HELP):])
        elif command == TABLE:
            self.console.print(self.view.table(seat))
        else:
            return False
        return True

    def _page(self, menu: Menu, numbers: list[int], room: int) -> list[int]:
        """List choices in `room` lines at most; those left wait for Enter."""
        used = 0
        for shown, number in enumerate(numbers):
            line = menu.line(number)
            used += self._height(line)
            if used > room and shown:
                left = numbers[shown:]
                self.console.print(self.loc.text("terminal-more", count=len(left)))
                return left
            self.console.print(line)
        return []

    def _height(self, renderable) -> int:
        """How many lines a text or table takes on this console."""
        return len(self.console.render_lines(renderable, self.console.options, pad=False))

    def _typed(self) -> str:
        """A line typed at the keyboard; bytes that are no text in the terminal's encoding
        read as a character that fits no choice."""
        try:
            return self.read(self.loc.text("terminal-prompt") + " ").strip()
        except UnicodeDecodeError:
            return "\ufffd"

    def _help(self, menu: Menu) -> None:
        """How to answer, with an example from the choices listed, in the player's words."""
        self.console.print(self.loc.text("terminal-help"))
        self.console.print(self.loc.text("terminal-help-undo"))
        example = menu.example()
        if example:
            word, label = example
            self.console.print(self.loc.text("terminal-help-example", word=word, label=label))

    def take_back(self, seat: int) -> bool:
        """Take back the last submission of the person at the keyboard (`seat`, the one
        asked) whole — one decision, or a whole Mayor arrangement typed in one line — if the
        game allows it: in hot seat, never the one before him; else say why not. The game is
        replayed from the shortened record."""
        count = self.seating.submissions[-1] if self.seating.submissions else 1
        why = self.game.undo_refusal(seat, count)  # a computer's decision is another's too
        if why:
            self.console.print(self.loc.text(f"undo-refused-{why}"))
            return False
        decisions = [decision for _, decision in self.record.decisions[-count:]]
        self.game = self.record.take_back(self.game, seat, count)
        self.seating.submissions.pop()
        self.view = TableText(self.game, self.loc, self.names)
        self._shown = None
        self.write()
        label = choices.SEPARATOR.join(choices.decision_label(self.game, seat, decision,
                                                              self.loc)
                                       for decision in decisions)
        self.console.print(self.loc.text("undo-done", player=self.names[seat], decision=label))
        return True

    def _question(self, seat: int) -> str:
        """What the player is asked, in the terminal's words where it has its own (the
        Mayor's colonists one by one), else in Discord's (the draft, the Buccaneer ...)."""
        s = self.game.state
        args = {"role": self.loc.role(s.role) if s.role else "",
                "count": s.players[seat].san_juan}
        if s.placing:  # colonists of a Raid or of the Festival, placed one by one
            args.update(count=s.placing["left"], source=s.placing["source"])
        if s.step == BUCCANEER:
            args["options"] = choices.buccaneer_options(self.game, seat, self.loc)
        kidnapped = next((card.role for card in s.roles
                          if card.held_by == seat and card.taken_by is None), None)
        if s.step == "role" and s.picks_made >= s.role_picks and kidnapped:
            return self.loc.text("prompt-step-kidnapped", role=self.loc.role(kidnapped))
        for message in (f"terminal-step-{s.step}", f"prompt-step-{s.step}"):
            if self.loc.has(message):
                return self.loc.text(message, **args)
        return self.loc.text("terminal-step-other")

    def rules(self, typed: str) -> None:
        """`? NAME`: the reference card of a role or building, as `/pr rules` shows it; the
        list of every card when the name fits none, or several."""
        from ..discord_ui import messages  # the cards `/pr rules` shows: one list for both

        wanted = words(typed)
        subjects = messages.reference_ids()
        found = [subject for subject in subjects
                 if fits(wanted, words(messages.reference_name(self.loc, subject)))]
        exact = [subject for subject in found
                 if words(messages.reference_name(self.loc, subject)) == wanted]
        if len(exact or found) == 1:
            subject = (exact or found)[0]
            self.console.print(Text(messages.reference_name(self.loc, subject), style="bold"))
            self.console.print(messages.reference_card(self.loc, subject))
            return
        self.console.print(self.loc.text("terminal-rules-index"))
        for group, members in messages.reference_groups().items():
            listed = ", ".join(messages.reference_name(self.loc, subject)
                               for subject in (found or members) if subject in members)
            if listed:  # Discord's bold marks are no use here
                self.console.print(self.loc.text(f"rules-index-{group}",
                                                 subjects=listed).replace("**", ""))
        self.console.print(self.loc.text("rules-index-occupied"))

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


def circle_numbers(typed: str) -> list[int] | None:
    """The circles' numbers typed on one line ("1 3 4", "1,3"), or None if it is not only
    numbers."""
    digits = [number_typed(part) for part in NUMBERS.split(typed.strip()) if part]
    if not digits or not all(digits):
        return None
    return [int(d) if len(d) <= NUMBER_DIGITS else 0 for d in digits]  # 0: no circle


def load(raw: bytes) -> tuple[Record, Seating]:
    """A saved terminal game from its file's bytes; a plain record (no `terminal` key) is all
    people. A record that does not replay is refused here (`BadRecord`), not once shown."""
    data = parsed(raw)
    record = Record.from_dict(data)
    record.replay()
    seating = Seating.from_dict(data.get("terminal", {}), len(record.setup.players))
    if seating.submissions and sum(seating.submissions) != len(record.decisions):
        raise BadRecord("the terminal's submissions do not add up to the record's decisions",
                        why="terminal")
    return record, seating


def played_language(data: object) -> str | None:
    """The language a saved terminal game was shown in (a record's parsed JSON), if it says
    one of ours; None for a plain record."""
    terminal = data.get("terminal") if isinstance(data, dict) else None
    lang = terminal.get("lang") if isinstance(terminal, dict) else None
    return lang if lang in LANGUAGES else None
