"""The live table's "↶" lines: the take-backs the web server hears on the change feed.

A take-back's change (`feed.UNDONE`) carries no events: the channel's "↶" line is written by
the bot, after the change, into the record of its live message (`messages.taken_back_marks`),
possibly in another process, and so possibly after the web server has sent its tables. The
server therefore says each take-back it hears itself, from what the change says (who took
back which decisions: `Change.seat`, `taken_back`, and its table as it stood after), in each
language, and places its lines among those of the role's message they were taken back in as
the channel does. The page's lines are then the channel's, in the viewer's language (with
the names as chosen, not escaped for Discord's markdown), from the first table after the
take-back. The take-backs of a message from before the first this
process heard (it started after them) are the channel's own lines, as the bot kept them, in
the channel's language, with the names given back as chosen (`as_chosen`); so are all of a
message of which it heard none.
"""

from __future__ import annotations

from collections import OrderedDict

from ..decisions.choices import taken_back_label
from ..l10n import LANGUAGES, localizer
from ..words import messages

GAMES = 64  # games whose take-backs are kept
MESSAGES = 4  # role's messages kept per game (a take-back reopens at most the one before)


def undo_line(table, seat: int, decisions, loc, shown: list[str]) -> str:
    """The "↶" line of a take-back: who took back which decisions (labelled in the game as
    it stands after it, where they were his to take), with the players' names `shown`."""
    taken = taken_back_label(table.game, seat, decisions, loc)
    return loc.text("undo-done", player=shown[seat], decision=taken)


def as_chosen(marks: tuple, table) -> tuple:
    """The channel's take-back lines (`messages.taken_back_marks`) with the players' names as
    they chose them, where the bot wrote them escaped for Discord's markdown."""
    escaped = [(safe, name) for safe, name in zip(messages.names(table), table.names,
                                                   strict=True) if safe != name]
    if not escaped:
        return marks

    def plain(line: str) -> str:
        for safe, name in escaped:
            line = line.replace(safe, name)
        return line

    return tuple((seen, plain(line)) for seen, line in marks)


def channel_before(table, began: int, stored: tuple, line: str) -> tuple:
    """The take-back lines the channel's message showed before the take-back whose line (in
    the channel's language) is `line`, from what the bot kept (`stored`: reopens, lines): the
    earlier message's a decision that ended a phase left, if the bot has not gone back to it
    yet; none if it kept an earlier role's message; else its message's, but for that line if
    the bot wrote it already."""
    reopens, marks = stored
    if reopens and reopens[0] == table.seq:
        return reopens[3]
    if table.prompt_seq is None or table.prompt_seq < began:
        return ()
    return marks[:-1] if marks and marks[-1][1] == line else marks


class TakenBack:
    """Per game, per role's message (the decision counter it began at), the take-back lines
    heard, by language, as `messages.taken_back_marks` (each with how many of the message's
    other lines it follows)."""

    def __init__(self) -> None:
        self._games: OrderedDict[int, dict[int, dict[str, tuple]]] = OrderedDict()
        self._revisions: dict[int, int] = {}  # the last take-back heard, per game

    def hear(self, change, events: list[dict], began: int, stored: tuple) -> None:
        """A take-back's change, once: `events` are those of the role's message it went back
        to (`view.turn_of` of its table), which began at `began`; `stored` what the bot kept
        of the channel's message (`Players.prompt_reopens`), for the lines before it."""
        table = change.table
        if self._revisions.get(change.game_id, -1) >= change.revision:
            return
        self._revisions[change.game_id] = change.revision
        kept = self._games.setdefault(change.game_id, {})
        for gone in [opened for opened in kept if opened > table.seq]:
            del kept[gone]  # opened by a decision taken back: gone from the channel
        before = kept.get(began)
        if before is None:
            game_line = undo_line(table, change.seat, change.taken_back,  # as the bot wrote it
                                  localizer(table.lang, table.theme), messages.names(table))
            shown = as_chosen(channel_before(table, began, stored, game_line), table)
            before = {lang: shown for lang in LANGUAGES}
        said = {}
        for lang in LANGUAGES:
            loc = localizer(lang, table.theme)
            shown = messages.with_taken_back(before.get(lang, ()),
                                             messages.turn_lines(events, table, loc, table.names))
            line = undo_line(table, change.seat, change.taken_back, loc, table.names)
            said[lang] = messages.taken_back_marks([*shown, line])
        kept[began] = said
        while len(kept) > MESSAGES:
            del kept[min(kept)]
        self._games.move_to_end(change.game_id)
        while len(self._games) > GAMES:
            game_id, _ = self._games.popitem(last=False)
            self._revisions.pop(game_id, None)

    def marks(self, game_id: int, began: int, lang: str) -> tuple | None:
        """The take-back lines heard in the role's message that began at `began`, in `lang`
        (`messages.taken_back_marks`); None when none was heard there."""
        said = self._games.get(game_id, {}).get(began)
        return None if said is None else said[lang]
