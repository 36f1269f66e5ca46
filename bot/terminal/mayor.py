"""The Mayor's circles typed in one line: their numbers, all at once, tried whole and placed
whole or refused whole with the reason."""

from __future__ import annotations

import re

from ..decisions import arrangement
from .asking import HELP, UNDO
from .menu import NUMBER_DIGITS, Answer, Menu, echoed, number_typed, numbered
from .wrapping import Hanging

SUGGESTED = "s"  # the suggested arrangement
NUMBERS = re.compile(r"[\s,;]+")  # between the circles typed on one line
PLACED, FREE = "   ✓ ", "   · "  # before a noble's circle chosen, a Guest House's move


class MayorLine:
    """The Mayor's question of a `TerminalGame` to the person at the keyboard."""

    def arrange(self, seat: int) -> list[str] | None:
        """The Mayor's circles, all in one line: their numbers (the nobles' first, in a step
        of their own), or `s` for the suggested arrangement. The arrangement is tried whole
        and placed whole, or refused whole with the reason; the Guest House's moves are typed
        by their words. None: a take-back is asked for."""
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
                self.say(self.loc.text("terminal-arrange-unknown", text=echoed(typed),
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
            self.say(problem or self.loc.text("terminal-arrange-refused"))

    def _show_step(self, seat: int, found: list, current, free: Menu) -> None:
        """A step's circles by their numbers, which stay the same from step to step (the
        nobles' circles are shown as placed), and how to answer."""
        for index in current.nobles or ():
            self._listed(PLACED, self.loc.decision(f"place-noble {found[index].target}"))
        for index in current.offered:
            self._listed(numbered(index + 1), arrangement.circle_label(found[index], self.loc))
        for choice in free.choices:  # the Guest House's moves, by their words
            self._listed(FREE, choice.label)
        self.say(self.loc.text("terminal-arrange", what=arrangement.step_title(current, self.loc),
                               example=self._example(seat, current)))

    def _listed(self, mark: str, label: str) -> None:
        """A line of a step's list, wrapping under its label."""
        self.console.print(Hanging(mark + label, len(mark)))

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


def circle_numbers(typed: str) -> list[int] | None:
    """The circles' numbers typed on one line ("1 3 4", "1,3"), or None if it is not only
    numbers."""
    digits = [number_typed(part) for part in NUMBERS.split(typed.strip()) if part]
    if not digits or not all(digits):
        return None
    return [int(d) if len(d) <= NUMBER_DIGITS else 0 for d in digits]  # 0: no circle
