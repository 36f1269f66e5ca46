"""A terminal game's save file.

The game is its record. With a save file the record is written after every decision (to a
temporary file first, then moved into place), so quitting, Ctrl-C or a crash leaves the file
whole at the last decision, and `prbot play --resume FILE` goes on from there. The save file is
a game record (docs/records.md) with one more key, `terminal`, saying which seats the computer
plays at which level and the language the game was shown in.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..game import BadRecord
from ..game.record import Record, parsed
from ..l10n import LANGUAGES
from ..players import LEVELS


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
