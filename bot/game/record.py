"""Game records: the setup plus every decision in order, as JSON (see docs/records.md).

A record is the game: replaying it rebuilds the same state and the same events. Decisions the
engine applied by itself (the only legal choice, with the `auto_forced` option) are not stored;
the replay makes them again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .engine import Event, Game
from .errors import BadRecord, BadSetup, CannotUndo, IllegalDecision
from .setup import Setup

FORMAT = "prbot-record"
VERSION = 1


@dataclass
class Record:
    setup: Setup
    decisions: list[tuple[int, str]] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "setup": self.setup.to_dict(),
            "decisions": [[seat, text] for seat, text in self.decisions],
        }

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: object) -> Record:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BadRecord(f"not a game record (expected format {FORMAT!r})")
        if data.get("version") != VERSION:
            raise BadRecord(f"unsupported record version {data.get('version')!r}")
        try:
            setup = Setup.from_dict(data["setup"])
        except (KeyError, BadSetup) as exc:
            raise BadRecord(f"bad setup: {exc}") from exc
        decisions = []
        for index, item in enumerate(data.get("decisions", [])):
            if not (
                isinstance(item, list)
                and len(item) == 2
                and isinstance(item[0], int)
                and isinstance(item[1], str)
            ):
                raise BadRecord(f"decision {index + 1} is not [seat, text]: {item!r}", index)
            decisions.append((item[0], item[1]))
        return cls(setup, decisions)

    @classmethod
    def from_json(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise BadRecord(f"not JSON: {exc}") from exc
        return cls.from_dict(data)

    def replay(self) -> tuple[Game, list[Event]]:
        """The game this record leads to and every event on the way."""
        game = Game.new(self.setup)
        events = list(game.opening_events)
        for index, (seat, text) in enumerate(self.decisions):
            try:
                events += game.apply(seat, text)
            except IllegalDecision as exc:
                raise BadRecord(
                    f"decision {index + 1} ({seat}: {text!r}) cannot be played: {exc.reason}",
                    index,
                    text,
                ) from exc
        return game, events

    def play(self, game: Game, seat: int, decision: str) -> list[Event]:
        """Apply a decision to the game this record describes and remember it."""
        events = game.apply(seat, decision)
        self.decisions.append((seat, " ".join(decision.split())))
        return events

    def take_back(self, game: Game, seat: int, count: int = 1) -> Game:
        """Drop `seat`'s last `count` decisions from the record, if the game (the one this
        record leads to) allows it, and return the game the rest leads to, replayed."""
        may = game.undoable(seat)
        if count < 1 or count > may:
            why = game.undo_refusal(seat) or "others"
            raise CannotUndo(seat, why, f"seat {seat} may take back {may}, not {count}")
        del self.decisions[len(self.decisions) - count:]
        return self.replay()[0]
