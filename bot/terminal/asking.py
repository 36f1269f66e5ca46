"""A person at the keyboard asked for a decision: his board, the question, his choices by
number a screenful at a time, and the commands that are no choice (help, a rules card, the
table, taking back, quitting)."""

from __future__ import annotations

from rich.text import Text

from ..decisions import choices
from ..game.components import BUCCANEER
from .menu import Answer, Menu, fits, words
from .wrapping import Hanging

MIN_ROOM = 5  # choices listed at once however small the screen
HELP, TABLE, UNDO = "?", "t", "u"
MAYOR = "mayor"
QUIT = frozenset({"q", "quit", "exit"})  # as other programs are left


class Quit(Exception):
    """The player asked to leave the game."""


class Asking:
    """The questions of a `TerminalGame` to the person at the keyboard."""

    def ask(self, seat: int) -> list[str] | None:
        """Show the player's board, the question and his choices with their numbers (the
        free ones too, such as moving the Guest House's guests), as many as fit the screen
        with them (Enter shows the next ones); read until one is typed. The Mayor's circles
        are chosen all at once (`arrange`). None: a take-back is asked for."""
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
                    self.say(answer.problem)
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
        shown.append(Hanging(self.loc.text("terminal-ask", player=self.names[seat],
                                           question=self._question(seat))))
        shown += map(Hanging, choices.situation(self.game, self.loc))
        for renderable in shown:
            self.console.print(renderable)
        return shown

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
                self.say(self.loc.text("terminal-more", count=len(left)))
                return left
            self.console.print(line)
        return []

    def say(self, text: str) -> None:
        """A message, each of its lines wrapping under its own text."""
        self.console.print(Hanging(text))

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
        self.say(self.loc.text("terminal-help"))
        self.say(self.loc.text("terminal-help-undo"))
        example = menu.example()
        if example:
            word, label = example
            self.say(self.loc.text("terminal-help-example", word=word, label=label))

    def take_back(self, seat: int) -> bool:
        """Whether the last submission of the person at the keyboard (`seat`, the one asked)
        may be taken back whole — one decision, or a whole Mayor arrangement typed in one
        line — as the game allows it: in hot seat, never the one before him; else say why
        not. The game takes it back (`TerminalGame.taken_back`) once the question is left."""
        count = self.seating.submissions[-1] if self.seating.submissions else 1
        why = self.game.undo_refusal(seat, count)  # a computer's decision is another's too
        if why:
            self.say(self.loc.text(f"undo-refused-{why}"))
            return False
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
        from ..words import rules_cards  # the cards `/pr rules` shows: one list for both

        wanted = words(typed)
        subjects = rules_cards.reference_ids()
        found = [subject for subject in subjects
                 if fits(wanted, words(rules_cards.reference_name(self.loc, subject)))]
        exact = [subject for subject in found
                 if words(rules_cards.reference_name(self.loc, subject)) == wanted]
        if len(exact or found) == 1:
            subject = (exact or found)[0]
            self.console.print(Text(rules_cards.reference_name(self.loc, subject), style="bold"))
            self.say(rules_cards.reference_card(self.loc, subject))
            return
        self.say(self.loc.text("terminal-rules-index"))
        for group, members in rules_cards.reference_groups().items():
            listed = ", ".join(rules_cards.reference_name(self.loc, subject)
                               for subject in (found or members) if subject in members)
            if listed:  # Discord's bold marks are no use here
                self.say(self.loc.text(f"rules-index-{group}", subjects=listed).replace("**", ""))
        self.say(self.loc.text("rules-index-occupied"))
