"""The text of what the bot posts for a game: one message per role, the round's first one with
the picture, each line said once.

A game's channel reads like a score sheet. Each role chosen opens a message ("turn"): the first
of a round with a header (the round, the Governor), then one line per thing that happened in
that role's phase (a decision answered keeps its line, "✓ Ana chooses the Builder, taking 2
doubloons"), and last the question of the moment with the player's own numbers. The bot
edits that message as the phase goes on, adding lines, and posts a new one when the next role
is to be chosen: four messages a round with four players, six with two. Lines the header or
the messages' shape already say (the new Governor, the end of a phase) are not repeated.

The roles the computer plays alone, one after the other (every seat out of time, or computers
choosing in a row), read as one message, as a person's decisions in a role do: the lines of
each such phase go to the message of the computer's run (`Turn.run`, within a round and up
to a message's length) and the live message, edited, asks the next question; a new round, the
game's end and a question to a person open a message of their own, as ever.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# Discord's markdown by design: these are the channel's messages, with their mentions (<@id>),
# countdowns (<t:…:R>) and Discord's length limit. So a name is made plain here, once, by
# discord.py's own escaping (the rules of Discord's client), and not by each caller before the
# text is sent. The live table shows the same lines as text, where an escape would show as a
# backslash: its callers give the builders the names as chosen (`shown`).
import discord

from .. import clock
from ..community.ratings import ALL
from ..decisions import choices
from ..game.components import BUCCANEER
from ..game.state import SAN_JUAN
from ..l10n import Localizer
from ..l10n.events import DECISION_EVENTS
from ..service import Table

MESSAGE_LIMIT = 2000
# What a message may hold before its lines go on in a new one (room left for the question).
LINES_LIMIT = 1500
SIMULTANEOUS_STEPS = ("mayor", "storage")
# Events the header or the shape of the messages already tells.
UNSAID = frozenset({"phase_ended", "governor_changed", "game_started"})
# Where one turn's message ends and the next begins.
TURN_END = "phase_ended"
DONE = "✓"
ASKING = "➤"
LINE_WIDTH = 90  # the question's lines as Discord shows them: each read at a glance on a phone
# A moment Discord counts down in each reader's client (<t:…:R>), and the widest it writes one
# in the bot's languages ("in 59 minutes", "tra 59 minuti").
COUNTDOWN = re.compile(r"<t:\d+:R>")
COUNTDOWN_WIDEST = "dentro de 59 minutos"


# ------------------------------------------------------------------- names
_MARKUP_OPENER = re.compile(r"<(?=\S)")


def plain(text: str) -> str:
    """Text a user chose (a display name) as a message must show it: no markdown (`# Header`,
    `||spoiler||`, masked links), no mention of anyone (`@everyone`, `<@&role>`, `<#channel>`).
    Allowed mentions already keep such text from pinging; this keeps it from rendering."""
    text = discord.utils.escape_markdown(text, ignore_links=False)
    text = discord.utils.escape_mentions(text).replace("](", "]\\(")  # no masked link
    return _MARKUP_OPENER.sub("<\u200b", text)


def names(table: Table) -> list[str]:
    """The players' names by seat, safe to put in a message."""
    return [plain(name) for name in table.names]


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def asked(table: Table, seat: int) -> str:
    """Who a question is for: a mention, or the name of a seat the computer plays (no ping)."""
    return names(table)[seat] if seat in table.computers else mention(table.seats[seat])


# ------------------------------------------------------------------- turns
@dataclass
class Turn:
    """One role's message: its header, the events it shows so far and their lines (written
    once: a line keeps the names as they were when it happened)."""

    header: str
    events: list[dict] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    message_id: int | None = None
    seq: int = 0  # the game's decision counter the message stands at
    shown: str | None = None  # what the message was last sent with (text and components)
    # Opened by a decision that ended a phase: (the seq before it, the message that was live
    # then, the messages it opened before this one, the take-back lines the message that was
    # live showed: `taken_back_marks`), for a take-back to go back to.
    reopens: tuple[int, int | None, tuple[int, ...], tuple] | None = None
    by_people: bool = False  # a person decided in it: never part of the computer's run
    run: Turn | None = None  # the message of the computer's run just before it, if any
    pictured: bool = False  # posted with the table's pictures: never merged into a run

    def add(self, events: list[dict], table: Table, loc: Localizer) -> None:
        self.events += events
        self.lines += turn_lines(events, table, loc)

    def copy(self) -> Turn:
        return Turn(self.header, list(self.events), list(self.lines), self.message_id, self.seq,
                    self.shown, self.reopens, self.by_people, self.run, self.pictured)

    @property
    def said(self) -> list[str]:
        """Its lines as the message of the computer's run takes them: with its round's header
        where it began one."""
        return ([self.header] if self.header and self.begins_round else []) + self.lines

    @property
    def begins_round(self) -> bool:
        """The first message of a round (or of the game) carries the table's pictures."""
        return opens_round(self.events)

    @property
    def ends_game(self) -> bool:
        return any(e["type"] == "game_over" for e in self.events)


def opens_round(events: list[dict]) -> bool:
    """Whether these events begin a round (or the game)."""
    return any(e["type"] in ("round_ended", "game_started") for e in events)


def split_turns(events: list[dict]) -> list[list[dict]]:
    """Events cut where a role's phase ends: the first part continues the current message,
    each further part opens a new one (possibly empty: the next role is still to choose)."""
    parts: list[list[dict]] = [[]]
    for event in events:
        parts[-1].append(event)
        if event["type"] == TURN_END:
            parts.append([])
    return parts


def turn_events(all_events: list[dict]) -> list[dict]:
    """The events of the turn in progress at the end of a game's events."""
    for index in range(len(all_events) - 1, -1, -1):
        if all_events[index]["type"] == TURN_END:
            return all_events[index + 1:]
    return list(all_events)


def header(table: Table, loc: Localizer) -> str:
    s = table.game.state
    if table.game.is_over:
        return ""
    return loc.text("turn-header", round=s.round, governor=names(table)[s.governor])


def header_from(events: list[dict], table: Table, loc: Localizer) -> str:
    """The header of the round these events reach (for a message rebuilt from the record);
    none for the message a game's end opened after the last phase, in the same decision (as
    `header` gives a finished game)."""
    if events and events[-1]["type"] == "game_over" \
            and not any(e["type"] in DECISION_EVENTS for e in turn_events(events)):
        return ""
    for event in reversed(events):
        if event["type"] == "governor_changed":
            return loc.text("turn-header", round=event["round"],
                            governor=names(table)[event["seat"]])
        if event["type"] == "game_started":
            return loc.text("turn-header", round=1, governor=names(table)[event["governor"]])
    return header(table, loc)


def event_lines(events: list[dict], table: Table, loc: Localizer) -> list[str]:
    """Every event as a line (for `/pr history`)."""
    shown = names(table)
    return [loc.event(event, shown) for event in events]


def turn_lines(events: list[dict], table: Table, loc: Localizer,
               shown: list[str] | None = None) -> list[str]:
    """The lines of a turn's message: decisions ticked, what the rules did plain. With the
    players' names `shown` as given (the live table's: as chosen), else as a message shows
    them (`names`)."""
    shown = names(table) if shown is None else shown
    lines = []
    for event in events:
        if event["type"] in UNSAID:
            continue
        line = loc.event(event, shown)
        lines.append(f"{DONE} {line}" if event["type"] in DECISION_EVENTS else line)
    return lines


TAKEN_BACK = "↶"  # the mark of the line a take-back leaves (`undo-done`)


def taken_back_marks(lines: list[str]) -> tuple[tuple[int, str], ...]:
    """The take-back lines of a message's lines, each with how many of the others it follows:
    what a message rebuilt from the record needs to show them again (`with_taken_back`)."""
    marks, seen = [], 0
    for line in lines:
        if line.startswith(TAKEN_BACK):
            marks.append((seen, line))
        else:
            seen += 1
    return tuple(marks)


def with_taken_back(marks, lines: list[str]) -> list[str]:
    """A message's lines rebuilt from the record (`lines`) with the take-back lines it showed
    before (`taken_back_marks`), each after as many of the others as it followed, or last: a
    take-back keeps the ones before it."""
    merged, placed = list(lines), 0
    for seen, line in marks:
        merged.insert(min(seen + placed, len(merged)), line)
        placed += 1
    return merged


def turn_text(turn: Turn, table: Table, loc: Localizer, asking: bool) -> str:
    """A turn's message: header, lines and, while it is the live one, the question."""
    lines = turn.said  # the header said once a round
    if turn.ends_game:
        lines += ["", loc.text("score-title"), *score_lines(table, loc),
                  *rating_lines(table, loc)]
    elif asking:
        lines += question(table, loc)
    return fit("\n".join(lines))


def fit(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """A message no longer than Discord allows: the oldest lines give way."""
    if len(text) <= limit:
        return text
    lines = text.splitlines()
    while len("\n".join(lines)) > limit - 2 and len(lines) > 1:
        lines.pop(1 if len(lines) > 2 else 0)
    return "\n".join(["…", *lines])[:limit]


def too_long(lines: list[str]) -> bool:
    """Whether a turn's lines fill its message, so that what follows needs a new one."""
    return sum(len(line) + 1 for line in lines) > LINES_LIMIT


# ---------------------------------------------------------------- questions
def simultaneous(table: Table) -> bool:
    """Whether the step lets several players decide at once (each at his own pace)."""
    return table.game.state.step in SIMULTANEOUS_STEPS


def shared(table: Table) -> bool:
    """Whether the live message is shared by several players deciding at once (each opens
    his own choices); with one player left it asks him directly."""
    return simultaneous(table) and len(table.game.pending()) > 1


def question(table: Table, loc: Localizer) -> list[str]:
    """Who must decide what, with the numbers of his own board: the end of the live message."""
    game = table.game
    pending = game.pending()
    if not pending:
        return []
    if shared(table):
        waiting = ", ".join(asked(table, seat) for seat in pending)
        return [f"{ASKING} {waiting}", all_step_text(table, loc)]
    seat = pending[0]
    shown = names(table)
    lines = [f"{ASKING} {asked(table, seat)} {step_text(table, seat, loc)}",
             choices.status(game, seat, loc, shown)]
    return lines + choices.situation(game, loc)


def step_text(table: Table, seat: int, loc: Localizer, shown: list[str] | None = None) -> str:
    """What a player is asked now ("choose a role", "place your 3 colonists" ...); with the
    names `shown` as given (a web page's: as chosen), else as a message shows them."""
    s = table.game.state
    args = {"player": (names(table) if shown is None else shown)[seat]}
    if s.step == "mayor":
        player = s.players[seat]
        nobles = player.noble_count(SAN_JUAN)
        colonists = player.san_juan - nobles
        args.update(count=player.san_juan, nobles=nobles, pieces=loc.join(
            ([loc.amount("colonists", colonists)] if colonists else [])
            + ([loc.amount("nobles", nobles)] if nobles else [])))
    if s.placing:  # colonists of a Raid or of the Festival, placed one by one
        args.update(count=s.placing["left"], source=s.placing["source"])
    if s.step != "role" and s.role:
        args["role"] = loc.role(s.role)
    if s.step == BUCCANEER:
        args["options"] = choices.buccaneer_options(table.game, seat, loc)
    if s.step == "role" and s.picks_made >= s.role_picks:  # the round's end: a kidnapped role
        held = next((c.role for c in s.roles if c.held_by == seat and c.taken_by is None), None)
        if held:
            return loc.text("prompt-step-kidnapped", role=loc.role(held))
    return loc.text(f"prompt-step-{s.step}", **args)


def all_step_text(table: Table, loc: Localizer) -> str:
    """What everyone deciding at once is asked."""
    s = table.game.state
    return loc.text(f"prompt-all-{s.step}", role=loc.role(s.role) if s.role else "")


def private_text(table: Table, seat: int, loc: Localizer) -> str:
    """A player's own question where several decide at once (an ephemeral message)."""
    shown = names(table)
    lines = [step_text(table, seat, loc), choices.status(table.game, seat, loc, shown)]
    return "\n".join(lines)


# ------------------------------------------------------------------- scores
def score_lines(table: Table, loc: Localizer) -> list[str]:
    """One line per player with the breakdown of the final score, best first."""
    rows = sorted(table.game.scores or [], key=lambda r: (-r["total"], -r["tiebreak"]))
    shown = names(table)
    lines = []
    for row in rows:
        bonuses = loc.score_bonuses(row)
        lines.append(loc.text(
            "score-line", player=shown[row["seat"]], total=row["total"],
            chips=row["chips"], buildings=row["buildings"], bonuses=", ".join(bonuses),
            bonus_count=len(bonuses), tiebreak=row["tiebreak"], winner=row["winner"],
        ))
        if row["seat"] in table.voted_out:  # in words: the mark alone says neither why nor when
            lines.append(loc.text("score-voted-out", player=shown[row["seat"]],
                                  round=table.voted_out[row["seat"]]))
    return lines


def rating_lines(table: Table, loc: Localizer) -> list[str]:
    """Each rated player's rating before and after the game, best placed first (then by
    seat: the same order whether the changes were just made or read back from the store)."""
    changes = sorted((c for c in table.rating_changes if c.pool == ALL),
                     key=lambda c: (c.place, -c.after.shown, table.seats.index(c.user_id)))
    shown = dict(zip(table.seats, names(table), strict=True))
    return [loc.text("rating-title")] + [
        loc.text("rating-change", player=shown[c.user_id], before=c.before.shown,
                 after=c.after.shown, change=signed(c.delta)) for c in changes
    ] if changes else []


def signed(number: int) -> str:
    """A change with its sign: +28, −12, ±0."""
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "±0"


def packed(items: list[str], limit: int, joiner: str, width=len) -> list[str]:
    """Items joined by `joiner` into as few pieces as keep each within `limit` (measured by
    `width`); an item wider than that is a piece of its own."""
    out: list[str] = []
    for item in items:
        if out and width(f"{out[-1]}{joiner}{item}") <= limit:
            out[-1] = f"{out[-1]}{joiner}{item}"
        else:
            out.append(item)
    return out


def chunks(lines: list[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Lines packed into messages no longer than Discord allows."""
    return packed([line[:limit] for line in lines if line], limit, "\n")


def shown_width(line: str) -> int:
    """A line's length as a reader's Discord shows it: a moment counted down at its widest."""
    return len(COUNTDOWN.sub(COUNTDOWN_WIDEST, line))


def side_by_side(items: list[str]) -> list[str]:
    """Short items (the clocks of the players asked) on as few lines as fit `LINE_WIDTH`."""
    return packed(items, LINE_WIDTH, " · ", shown_width)


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def pace_text(name: str, loc: Localizer) -> str:
    """A pace as it is chosen and shown in the lobby and `/pr status`, with its figures:
    "daily (reserve of 1 day, + 1 hour a turn)"; "untimed" alone."""
    pace = clock.PACES[name]
    label = loc.text(f"clock-pace-{name}")
    if pace is None:
        return label

    def span(seconds: int) -> str:
        amount, unit = clock.exact(seconds)
        return loc.text(f"clock-span-{unit}", amount=amount)
    return loc.text("clock-pace-timed", pace=label, reserve=span(pace.reserve),
                    increment=span(pace.increment))
