"""What the live table's page is sent: the `table` message of the contract (notes in the
README's "The live table"), for one viewer of one game.

The choices are the Discord buttons' (`renderer.pieces.live_choices`, on `choices.choices`:
the same labels, the same numbers), the guest moves those of the guests' select, the lines
those of the channel's message of the role in progress (`messages.turn_lines`), all with the
players' names as chosen (text, where the channel escapes Discord's markdown), the drawing
`renderer.table_svg`'s (its shared part drawn once for every viewer, `LiveTable`), the page's
own words `web_words.page_words`.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import json
import re
from collections import OrderedDict
from dataclasses import dataclass, field

from renderer.pieces import arrange_of, live_choices, targets_of
from renderer.svg import LiveTable

from ..game import Game
from ..game.record import Record
from ..l10n import Localizer, localizer
from ..service import Table
from ..service_errors import ServiceError
from ..words import messages
from ..words.web import page_words
from .taken_back import TakenBack, as_chosen

CACHED = 64  # games whose event lines are kept, at their latest revision


@dataclass
class Viewer:
    """Who looks at the page: a person (his seat, if any, is read from the game each time)
    at one game, in his language."""

    user_id: int
    game_id: int
    lang: str


async def table_of(service, game_id: int) -> Table | None:
    """The game as it stands: in play, or finished (its last state); None when it is not
    (a lobby, a cancelled game, none)."""
    row = await service.store.game(game_id)
    if row is None or row.status not in ("playing", "finished"):
        return None
    if row.status == "finished":
        return await service.recovery.ended_table(game_id)
    try:
        table = await service.tables.table(row.channel_id)
    except ServiceError:  # ended or cancelled since it was read
        return None
    return table if table.game_id == game_id else None


@dataclass
class Turn:
    """The role in progress of a game at one revision: its events, the decision counter it
    began at, and the channel's take-back lines of its message (`messages.taken_back_marks`)
    as stored for the prompt record at `prompt_seq`."""

    revision: int
    events: list[dict]
    began: int
    prompt_seq: int | None = None
    taken_back: tuple = ()


def turn_of(record: Record) -> tuple[list[dict], int]:
    """The events of the role in progress and the decision counter its message opened at
    (after the decision that ended the last phase)."""
    game = Game.new(record.setup)
    events, began = list(game.opening_events), 0
    for index, (seat, text) in enumerate(record.decisions):
        made = game.apply(seat, text)
        if any(event["type"] == messages.TURN_END for event in made):
            began = index + 1
        events += made
    return messages.turn_events(events), began


class Lines:
    """The channel's lines of the role in progress, per game at its latest revision and per
    language: a record is replayed once per change, not once per viewer. With them, the "↶"
    lines the channel's message shows: those this process heard said in the viewer's language
    (`taken_back.TakenBack`), else as kept with its prompt record by the Discord side, as long
    as that message is the role's in progress."""

    def __init__(self, service) -> None:
        self.service = service
        self._turns: OrderedDict[int, Turn] = OrderedDict()
        self.taken = TakenBack()

    async def _turn(self, table: Table) -> Turn:
        turn = self._turns.get(table.game_id)
        if turn is None or turn.revision != table.revision:
            record = Record(table.record.setup, list(table.record.decisions))
            turn = Turn(table.revision, *await asyncio.to_thread(turn_of, record))
            self._turns[table.game_id] = turn
            while len(self._turns) > CACHED:
                self._turns.popitem(last=False)
        self._turns.move_to_end(table.game_id)
        return turn

    async def heard(self, change) -> None:
        """A take-back's change (`feed.UNDONE`), its "↶" line said in every language."""
        turn = await self._turn(change.table)
        stored = await self.service.players.prompt_reopens(change.game_id)
        self.taken.hear(change, turn.events, turn.began, stored)

    async def of(self, table: Table, loc: Localizer) -> list[str]:
        turn = await self._turn(table)
        lines = messages.turn_lines(turn.events, table, loc, table.names)  # text: as chosen
        heard = self.taken.marks(table.game_id, turn.began, loc.lang)
        if heard is not None:
            return messages.with_taken_back(heard, lines)
        if table.prompt_seq is None or table.prompt_seq < turn.began:
            return lines  # the channel's message of this role is not written yet
        if turn.prompt_seq != table.prompt_seq:  # read, then kept: others may ask meanwhile
            taken_back = (await self.service.players.prompt_reopens(table.game_id))[1]
            turn.prompt_seq, turn.taken_back = table.prompt_seq, as_chosen(taken_back, table)
        return messages.with_taken_back(turn.taken_back, lines)


def asked_seat(table: Table, seat: int | None) -> bool:
    """Whether the viewer's seat is one the game asks now, and its person decides it."""
    game = table.game
    return seat is not None and table.status == "playing" and not game.is_over \
        and seat in game.pending() and seat not in table.computers


def choice_list(table: Table, seat: int | None, loc: Localizer) -> list[dict]:
    """The viewer's legal decisions as his buttons show them, then his guests' moves as
    their select does; each with the piece of the board it is about (None: beside it)."""
    if seat is None or table.status != "playing" or seat in table.computers:
        return []
    game = table.game
    offered = live_choices(game, seat, loc, table.names) \
        if asked_seat(table, seat) else []
    moves = game.free(seat)
    keys = targets_of(game, seat, moves) if moves else {}
    return offered + [{"decision": move, "label": loc.decision(move)[:100],
                       "target": keys.get(move)} for move in moves]


async def table_message(table: Table, viewer: Viewer, lines: Lines,
                        drawing: LiveTable, replay: str | None = None) -> dict:
    """The `table` message for a viewer, drawn on `drawing` (the game as it stands in his
    language, its shared part drawn once for every viewer); `replay`, a finished game's
    replay token (the page links to it)."""
    loc = localizer(viewer.lang, table.theme)
    seat = table.seat_of(viewer.user_id)
    return {
        "type": "table", "game": table.game_id, "seq": table.seq, "revision": table.revision,
        "svg": await asyncio.to_thread(drawing.svg, seat),
        "choices": choice_list(table, seat, loc),
        "arrange": arrange_of(table.game, seat) if asked_seat(table, seat) else None,
        "undo": seat is not None and table.status == "playing" and table.undo_seat == seat,
        "you": {"seat": seat, "name": table.names[seat] if seat is not None else None},
        "lang": viewer.lang,
        "lines": await lines.of(table, loc),
        "changed": [],  # the socket's, from the drawing it sent this viewer before
        "over": table.game.is_over,
        "replay": replay,
        "words": words_of(viewer.lang, table.theme),
    }


@functools.cache
def words_of(lang: str, theme: str) -> dict[str, str]:
    """The page's words in a language (the same for every table: read once)."""
    return page_words(localizer(lang, theme))


PIECE = re.compile(r'<g data-target="([^"]+)">(.*?)<rect class="hit"', re.S)


def pieces_of(svg: str) -> dict[str, str]:
    """Each piece of a drawing (`data-target`) and its drawing."""
    return {key: drawn for key, drawn in PIECE.findall(svg)}


def changed_pieces(before: dict[str, str] | None, after: dict[str, str]) -> list[str]:
    """The pieces drawn otherwise than in the viewer's previous table (none for the first)."""
    if before is None:
        return []
    return [key for key, drawn in after.items() if before.get(key) != drawn]


class Drawn:
    """A `table` message drawn once for every page that shows it alike (one game at one
    moment, in one language, from one seat or none), with its text as sent to a page after
    each earlier drawing it had: `changed` depends on that one's pieces, all else is shared,
    so a game's watchers in one language are sent the same text."""

    numbers = itertools.count(1)

    def __init__(self, message: dict) -> None:
        self.number = next(Drawn.numbers)
        self.message: dict | None = message
        self.pieces = pieces_of(message["svg"])
        self._texts: dict[int, str] = {}

    def text_after(self, before: Drawn | None) -> str:
        key = before.number if before is not None else 0
        text = self._texts.get(key)
        if text is None:
            changed = changed_pieces(before.pieces if before is not None else None,
                                     self.pieces)
            text = json.dumps({**self.message, "changed": changed}, ensure_ascii=False)
            self._texts[key] = text
        return text

    def settle(self) -> None:
        """The game moved on: only the pieces are needed now (for the next `changed`)."""
        self.message, self._texts = None, {}


@dataclass
class Moment:
    """A game's drawings at one moment: the table in each language (`LiveTable`, its shared
    part drawn once), and each (language, seat)'s message."""

    key: tuple
    tables: dict[str, LiveTable] = field(default_factory=dict)
    drawn: dict[tuple, asyncio.Future] = field(default_factory=dict)

    def table(self, table: Table, lang: str) -> LiveTable:
        if lang not in self.tables:
            self.tables[lang] = LiveTable(table.game, lang, table.theme)
        return self.tables[lang]


class Drawings:
    """Each game's drawings at its latest moment, by language and seat: a change is drawn
    once per language and seat (the SVG, the choices, the lines), not once per open page,
    and the part of the SVG every viewer sees alike once per language."""

    def __init__(self, lines: Lines, replay=lambda game_id: None) -> None:
        self.lines = lines
        self.replay = replay  # a game's replay token, for the page of a finished game
        self._games: dict[int, Moment] = {}

    async def of(self, table: Table, viewer: Viewer) -> Drawn:
        key = (table.revision, table.seq, table.prompt_seq, table.status,
               tuple(sorted(table.computers)))
        moment = self._games.get(table.game_id)
        if moment is None or moment.key != key:
            self.forget(table.game_id)
            moment = self._games[table.game_id] = Moment(key)
        seen_as = (viewer.lang, table.seat_of(viewer.user_id))
        drawing = moment.drawn.get(seen_as)
        if drawing is None:
            drawing = moment.drawn[seen_as] = asyncio.ensure_future(
                self._draw(table, viewer, moment.table(table, viewer.lang)))
        try:
            return await asyncio.shield(drawing)  # one page leaving stops no other's
        except Exception:
            moment.drawn.pop(seen_as, None)  # drawn again next time
            raise

    async def _draw(self, table: Table, viewer: Viewer, drawing: LiveTable) -> Drawn:
        replay = self.replay(table.game_id) if table.status == "finished" else None
        return Drawn(await table_message(table, viewer, self.lines, drawing, replay))

    def forget(self, game_id: int) -> None:
        """Draw the game again next time (it moved on, or its pages are gone)."""
        moment = self._games.pop(game_id, None)
        if moment is not None:
            for drawing in moment.drawn.values():
                if drawing.done() and not drawing.exception():
                    drawing.result().settle()
