"""The choices a person at the keyboard is offered, and what a typed line means among them.

Each choice carries the numbers Discord's buttons carry (`bot/decisions/choices.py`): what a
building costs him after his discounts, what a sale pays, how many barrels a load ships for how many
VP, the coins on a role. A choice is typed by its number, by its whole text, or by words of
it: each typed word the beginning of a word of the label (or of the decision's own text,
"take coffee"), case and accents aside, so "cafe" finds "Tomar una plantación de café". A
line that fits several choices takes none of them: they are listed to choose from.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from rich.text import Text

from ..decisions import choices
from ..decisions.choices import SEPARATOR, Choice, one_line
from ..game import Game
from ..l10n import Localizer
from ..l10n.decisions import OPTION_LIMIT
from .wrapping import Hanging

# What is echoed of a typed line in a message: Fluent refuses longer values, and a screen
# has no use for more.
ECHOED = 40
# What is read of a typed line to match it: no label is longer.
MATCHED = 200
# The longest choice number a person may mean (no list is this long).
NUMBER_DIGITS = 4
# The help's example word: one this long at least, unless the labels have none.
EXAMPLE_LENGTH = 5
WORD = re.compile(r"\w+")
NUMBER_STYLE = "cyan"  # a choice's numbers, apart from its label


def words(text: str) -> list[str]:
    """The words of a text as typing compares them: lower case, without accents (also
    "①" is "1" and "ﬁ" is "fi", as NFKD decomposes them)."""
    decomposed = unicodedata.normalize("NFKD", text[:MATCHED].casefold())
    return WORD.findall("".join(c for c in decomposed if not unicodedata.combining(c)))


def fits(wanted: list[str], known) -> bool:
    """Whether each wanted word begins one of the known words (and there is one)."""
    return bool(wanted) and all(any(word.startswith(w) for word in known) for w in wanted)


def number_typed(typed: str) -> str:
    """The ASCII digits of a line that is a number in any script ("12", "①", "²", "٣"),
    or ""."""
    decomposed = unicodedata.normalize("NFKD", typed[:MATCHED])
    if not decomposed or not all(c.isdecimal() for c in decomposed):
        return ""
    return "".join(str(unicodedata.decimal(c)) for c in decomposed)


def numbered(number: int) -> str:
    """What comes before a choice's label in a list: "  3. "."""
    return f"  {number:>2}. "


def visible(typed: str) -> str:
    """Typed text without its control characters: an escape sequence shown again would act
    on the screen."""
    return "".join(c for c in typed if unicodedata.category(c)[0] != "C")


def echoed(typed: str) -> str:
    """A typed line as a message may repeat it: visible, and not longer than `ECHOED`."""
    shown = visible(typed[:MATCHED])
    return shown if len(shown) <= ECHOED else shown[: ECHOED - 1] + "…"


@dataclass(frozen=True)
class Answer:
    """What a typed line meant: a decision, or why none (and the choices it fits)."""

    decision: str | None = None
    problem: str = ""
    fits: tuple[int, ...] = ()  # the numbers of the choices an ambiguous line fits


@dataclass
class Menu:
    """A player's choices, numbered from 1 in the engine's order (the free ones last, such
    as moving the Guest House's guests)."""

    choices: list[Choice]
    loc: Localizer

    @classmethod
    def of(cls, game: Game, seat: int, loc: Localizer, names: list[str]) -> Menu:
        listed = choices.choices(game, seat, loc, names)
        return cls(listed + cls.free_of(game, seat, loc, names).choices, loc)

    @classmethod
    def free_of(cls, game: Game, seat: int, loc: Localizer, names: list[str]) -> Menu:
        """Only the choices free at any moment (moving the Guest House's guests)."""
        listed = []
        for decision in game.free(seat):
            label = choices.decision_label(game, seat, decision, loc, OPTION_LIMIT)
            numbers = choices.detail(game, seat, decision, loc, names)
            listed.append(Choice(decision, label, numbers, choices.group_of(decision),
                                 one_line(label, numbers)))
        return cls(listed, loc)

    def __post_init__(self) -> None:
        self._words = [(set(words(c.label)) | set(words(c.decision))) for c in self.choices]
        self._whole = [{" ".join(words(text)) for text in (c.label, c.decision,
                                                            one_line(c.label, c.detail))}
                       for c in self.choices]

    def line(self, number: int) -> Hanging:
        """One choice as listed: "  3. Build the Small Market · 1 doubloon", wrapping under
        its label."""
        choice = self.choices[number - 1]
        text = Text(numbered(number) + choice.label)
        if choice.detail:
            text.append(SEPARATOR + choice.detail, style=NUMBER_STYLE)
        return Hanging(text, len(numbered(number)))

    # ------------------------------------------------------------------ typing
    def understand(self, typed: str) -> Answer:
        """The decision a typed line means: a choice's number, its whole text, or words
        that begin words of a single choice; else why not."""
        count = len(self.choices)
        digits = number_typed(typed)
        if digits:
            digits = digits.lstrip("0")
            number = int(digits) if digits and len(digits) <= NUMBER_DIGITS else 0
            if 1 <= number <= count:
                return Answer(self.choices[number - 1].decision)
            return Answer(problem=self.loc.text("terminal-bad-number", number=echoed(typed),
                                                count=count))
        wanted = words(typed)
        whole = " ".join(wanted)
        exact = [n for n, texts in enumerate(self._whole, start=1) if whole in texts]
        fits = exact or self._fitting(wanted)
        if len(fits) == 1:
            return Answer(self.choices[fits[0] - 1].decision)
        if fits:
            return Answer(problem=self.loc.text("terminal-ambiguous", text=echoed(typed),
                                                count=len(fits)), fits=tuple(fits))
        return Answer(problem=self.loc.text("terminal-unknown", text=echoed(typed),
                                            count=count))

    def _fitting(self, wanted: list[str]) -> list[int]:
        """The numbers of the choices each wanted word begins a word of."""
        return [number for number, known in enumerate(self._words, start=1)
                if fits(wanted, known)]

    def example(self) -> tuple[str, str] | None:
        """A word that alone picks a choice, and that choice's label, for the help, in the
        player's language: first a word of five letters or more after the label's first
        ("azúcar" for "Tomar una plantación de azúcar": what a player may not guess), else
        any; the longest of the first choice that has one."""
        for first, shortest in ((1, EXAMPLE_LENGTH), (0, 1)):
            for number, choice in enumerate(self.choices, start=1):
                later = [w.strip(",.;:()“”«»\"'") for w in choice.label.split()[first:]]
                for word in sorted(later, key=len, reverse=True):
                    if len(word) >= shortest and self._fitting(words(word)) == [number]:
                        return word.lower(), choice.label
        return None
