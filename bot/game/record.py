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
        """The record `data` holds; its shape is checked whole here, so that whatever a file
        holds, the only way out is a record or a `BadRecord`."""
        setup_data, decisions = _checked(data)
        try:
            setup = Setup.from_dict(setup_data)
        except BadSetup as exc:
            raise BadRecord(f"bad setup: {exc}", None, None, exc.why, **exc.details) from exc
        players = len(setup.players)
        for index, (seat, _) in enumerate(decisions):
            if not 0 <= seat < players:
                raise BadRecord(f"decision {index + 1}: no seat {seat}", index, None,
                                "decision-seat", number=index + 1, seat=seat, last=players - 1)
        return cls(setup, decisions)

    @classmethod
    def from_json(cls, text: str) -> Record:
        return cls.from_dict(parsed_json(text))

    @classmethod
    def from_bytes(cls, raw: bytes) -> Record:
        """The record of a file's bytes (UTF-8 JSON)."""
        return cls.from_dict(parsed(raw))

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
                    index, text, "illegal-decision", number=index + 1, seat=seat,
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
            why = game.undo_refusal(seat, max(count, 1)) or "others"
            raise CannotUndo(seat, why, f"seat {seat} may take back {may}, not {count}")
        del self.decisions[len(self.decisions) - count:]
        return self.replay()[0]


def parsed(raw: bytes) -> object:
    """What a record file's bytes hold as JSON: UTF-8 only, as `to_json` writes it."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadRecord("not UTF-8 text", why="not-utf8") from exc
    return parsed_json(text)


def parsed_json(text: str) -> object:
    try:
        return json.loads(text)
    except RecursionError as exc:  # nested deeper than Python's parser goes
        raise BadRecord("nested too deep", why="too-deep") from exc
    except ValueError as exc:  # not JSON, or an integer of thousands of digits
        line = exc.lineno if isinstance(exc, json.JSONDecodeError) else 0
        raise BadRecord(f"not JSON: {exc}", why="not-json", line=line) from exc


# The keys a record's setup may have, and the JSON type each must be.
SETUP_KEYS = {"players": list, "seed": int, "theme": str, "options": dict, "expansions": list}
# The options that are switches (the expansions' own options are checked by `Setup`).
SWITCHES = ("auto_forced", "show_vp")


def _checked(data: object) -> tuple[dict, list[tuple[int, str]]]:
    """The setup and the decisions of a record's JSON, each of the type it must be; a record's
    fault is told by where it is, never by repeating what is there (a value may be nested a
    thousand deep or a megabyte long)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadRecord(f"not a game record (expected format {FORMAT!r})", why="format",
                        format=FORMAT)
    version = data.get("version")
    if not _is(version, int) or version != VERSION:
        raise BadRecord("unsupported record version", why="version", version=VERSION)
    setup = data.get("setup")
    if not isinstance(setup, dict):
        raise _wrong("setup", dict)
    for key in setup:
        if key not in SETUP_KEYS:
            raise BadRecord(f"setup.{key} is not a setup key", why="setup-key", key=key)
    for key in ("players", "seed"):
        if key not in setup:
            raise BadRecord(f"setup.{key} is missing", why="missing", field=f"setup.{key}")
    for key, kind in SETUP_KEYS.items():
        if key in setup and not _is(setup[key], kind):
            raise _wrong(f"setup.{key}", kind)
    for key in ("players", "expansions"):
        for number, item in enumerate(setup.get(key, ()), 1):
            if not _is(item, str):
                raise _wrong(f"setup.{key}[{number}]", str)
    for name, value in setup.get("options", {}).items():
        kind = bool if name in SWITCHES else (str, int)
        if not _is(value, kind):
            raise _wrong(f"setup.options.{name}", kind)
    return setup, _decisions(data.get("decisions", []))


def _decisions(items: object) -> list[tuple[int, str]]:
    if not isinstance(items, list):
        raise _wrong("decisions", list)
    decisions = []
    for index, item in enumerate(items):
        if not (isinstance(item, list) and len(item) == 2 and _is(item[0], int)
                and _is(item[1], str)):
            raise BadRecord(f"decision {index + 1} is not [seat, text]", index, None,
                            "decision-shape", number=index + 1)
        decisions.append((item[0], item[1]))
    return decisions


def _is(value: object, kind) -> bool:
    """Whether a JSON value is of this type; a boolean is not a number here, though it is one
    to Python."""
    if isinstance(value, bool):
        return kind is bool or (isinstance(kind, tuple) and bool in kind)
    return isinstance(value, kind)


# The JSON types by the names a message says them by (`text-integer`: a text or an integer).
JSON_TYPES = {dict: "object", list: "list", str: "text", int: "integer", bool: "switch"}


def _wrong(where: str, kind) -> BadRecord:
    """A value of the wrong type, told by where it is and what it must be."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    expected = "-".join(JSON_TYPES[k] for k in kinds)
    return BadRecord(f"{where} must be {expected}", why="type", field=where, kind=expected)
