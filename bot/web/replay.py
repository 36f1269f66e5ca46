"""A finished game's replay on the live table: `/replay?r=<token>` (tokens.REPLAY), for anyone
holding the link, only once the game is over (finished or cancelled): fair play, nothing of
it is shown of a game in play.

The replay steps through the record's decisions as the review counts them: one step a
decision, but a player's Mayor arrangement (his placements one after the other) is one step.
Position 0 is the game's start, position n the board after the n-th step. The page is sent
once what every step says (`summary`: each step's line, and the review's chances, marks and
the players' summaries when the review is ready) and asks for each position's drawing as it
is shown (`drawing`: the live table's own SVG, `renderer.svg.LiveTable`, as a watcher sees
it), kept here for the next viewer: a finished game never changes.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass, field

from renderer.style import SEAT_COLOURS
from renderer.svg import LiveTable

from ..coach.review import MARKS, Review, ReviewedDecision
from ..game import Game
from ..game.errors import BadRecord
from ..game.phases.mayor import PLACE, PLACE_NOBLE
from ..game.record import Record
from ..l10n import Localizer, localizer
from ..l10n.events import DECISION_EVENTS
from ..words.web import replay_words

OVER = ("finished", "cancelled")
GAMES_KEPT = 64  # finished games' records and lines, the latest asked for
DRAWINGS_KEPT = 256  # positions drawn, by game, language and position: 35–45 KB each


class NotOver(Exception):
    """The game is still in play (or a lobby): its replay opens when it ends."""


class NoReplay(Exception):
    """No game to replay: none by that id, or one that ended before its first decision."""


def is_placement(text: str) -> bool:
    return text.split(" ", 1)[0] in (PLACE, PLACE_NOBLE)


@dataclass(frozen=True)
class Step:
    """One step of the replay: a decision of `seat`'s, or his whole Mayor arrangement, the
    record's decisions `first` to `last`."""

    seat: int
    first: int
    last: int


def steps_of(record: Record) -> list[Step]:
    """The record's decisions as the replay steps through them: a seat's placements in a row
    are one step."""
    steps: list[Step] = []
    for index, (seat, text) in enumerate(record.decisions):
        if steps and is_placement(text) and steps[-1].seat == seat \
                and is_placement(record.decisions[index - 1][1]):
            steps[-1] = Step(seat, steps[-1].first, index)
        else:
            steps.append(Step(seat, index, index))
    return steps


@dataclass
class Replayed:
    """A game over, as its replay shows it: its record cut into steps, and what was drawn
    and said of it per language."""

    game_id: int
    theme: str
    names: list[str]
    record: Record
    steps: list[Step]
    summaries: dict[str, dict] = field(default_factory=dict)

    def game_at(self, position: int) -> Game:
        """The game after `position` steps (0: as it began)."""
        game = Game.new(self.record.setup)
        upto = self.steps[position - 1].last + 1 if position else 0
        for seat, text in self.record.decisions[:upto]:
            game.apply(seat, text)
        return game

    def lines(self, loc: Localizer) -> list[str]:
        """Each step in words, as the live table's lines say it: its player's own lines
        among the events it made (a whole arrangement: the colonists he placed)."""
        game = Game.new(self.record.setup)
        said = []
        for step in self.steps:
            events = []
            for seat, text in self.record.decisions[step.first:step.last + 1]:
                events += game.apply(seat, text)
            own = [loc.event(event, self.names) for event in events
                   if event["type"] in DECISION_EVENTS and event.get("seat") == step.seat]
            said.append(" ".join(own) or self.fallback(step, loc))
        return said

    def fallback(self, step: Step, loc: Localizer) -> str:
        return f"{self.names[step.seat]}: {decision_words(self.record, step, loc)}"


def decision_words(record: Record, step: Step, loc: Localizer) -> str:
    return said_decision("; ".join(text for _, text in
                                   record.decisions[step.first:step.last + 1]), loc)


def said_decision(decision: str, loc: Localizer) -> str:
    """A decision as its button says it; an arrangement's placements one after the other."""
    return ", ".join(loc.decision(part.strip()) for part in decision.split(";"))


class Replays:
    """The games over that pages replay, and their drawings, kept for the next viewer."""

    def __init__(self, service) -> None:
        self.service = service
        self._games: OrderedDict[int, Replayed] = OrderedDict()
        self._drawings: OrderedDict[tuple, str] = OrderedDict()

    async def game(self, game_id: int) -> Replayed:
        """The game over of that id; NotOver while it is in play, NoReplay if none."""
        kept = self._games.get(game_id)
        if kept is not None:
            self._games.move_to_end(game_id)
            return kept
        store = self.service.store
        row = await store.game(game_id)
        if row is None:
            raise NoReplay
        if row.status not in OVER:
            raise NotOver
        table, _ = await self.service.tables.of_row(row)
        record_json = (await store.game_data(game_id))[1]
        try:
            record = Record.from_json(record_json or "")
        except BadRecord:
            raise NoReplay from None
        if not record.decisions:
            raise NoReplay
        replayed = Replayed(game_id, row.theme, table.names, record, steps_of(record))
        return remembered(self._games, game_id, replayed, GAMES_KEPT)

    async def drawing(self, replayed: Replayed, position: int, lang: str) -> str:
        """The table after `position` steps as the live table draws it for a watcher."""
        key = (replayed.game_id, lang, position)
        svg = self._drawings.get(key)
        if svg is None:
            svg = await asyncio.to_thread(draw, replayed, position, lang)
            remembered(self._drawings, key, svg, DRAWINGS_KEPT)
        self._drawings.move_to_end(key)
        return svg

    async def summary(self, replayed: Replayed, lang: str) -> dict:
        """What the page is sent first: the words, the players, every step's line, and the
        review's state (with the review itself when it is ready)."""
        said = replayed.summaries.get(lang)
        if said is None:
            said = await asyncio.to_thread(summary_of, replayed, lang)
            replayed.summaries[lang] = said
        state, review = await self.review(replayed.game_id)
        loc = localizer(lang, replayed.theme)
        lines = [step["line"] for step in said["steps"]]
        return {**said, "state": state,
                "review": None if review is None else reviewed(replayed, review, lines, loc)}

    async def review(self, game_id: int) -> tuple[str, Review | None]:
        """The review's state ("queued", "ready", "none") and the review when it is ready."""
        reviews = getattr(self.service, "reviews", None)
        if reviews is None:
            return "none", None
        state = await reviews.state(game_id)
        review = await reviews.review(game_id) if state == "ready" else None
        return (state if review is not None or state != "ready" else "none"), review


def remembered(kept: OrderedDict, key, value, most: int):
    kept[key] = value
    while len(kept) > most:
        kept.popitem(last=False)
    return value


def draw(replayed: Replayed, position: int, lang: str) -> str:
    return LiveTable(replayed.game_at(position), lang, replayed.theme).svg(None)


def summary_of(replayed: Replayed, lang: str) -> dict:
    loc = localizer(lang, replayed.theme)
    return {
        "game": replayed.game_id, "lang": lang,
        "words": replay_words(loc),
        "players": [{"seat": seat, "name": name, "colour": hex_colour(seat)}
                    for seat, name in enumerate(replayed.names)],
        "steps": [{"seat": step.seat, "line": line}
                  for step, line in zip(replayed.steps, replayed.lines(loc), strict=True)],
        "marks": legend(loc),
    }


def legend(loc: Localizer) -> list[dict]:
    """Each mark, the worst first: its name, and the win chance a decision lost to earn it."""
    marks = []
    for number, (name, least) in enumerate(MARKS):
        most = MARKS[number - 1][1] if number else None
        marks.append({"mark": name, "name": loc.text(f"web-replay-{name}"),
                      "legend": loc.text(f"web-replay-{name}-legend", least=round(least),
                                         most=round(most) if most else 0)})
    return marks


def hex_colour(seat: int) -> str:
    red, green, blue = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    return f"#{red:02x}{green:02x}{blue:02x}"


def judged(line: str, decision: ReviewedDecision, loc: Localizer) -> str:
    """A step's line with what it lost and what the analysis prefers, when it lost any."""
    if decision.best is None or round(decision.loss) < 1:
        return line
    return loc.text("web-replay-loss", line=line.rstrip("."), loss=round(decision.loss),
                    better=said_decision(decision.best, loc),
                    kept=round(decision.kept if decision.kept is not None else 0))


def positions_of(replayed: Replayed) -> dict[int, int]:
    """The position after each of the record's decisions' step, by the decision's index."""
    return {index: position for position, step in enumerate(replayed.steps, 1)
            for index in range(step.first, step.last + 1)}


def reviewed(replayed: Replayed, review: Review, lines: list[str], loc: Localizer) -> dict:
    """The review as the page shows it: per position its chances, mark and its line with
    what it lost and what was better; per player his accuracy and the positions of his best
    and worst decisions."""
    at = positions_of(replayed)
    position = {d.index: at.get(d.last, 0) for d in review.decisions}
    return {
        "decisions": [{"position": position[d.index], "seat": d.seat,
                       "chances": [round(c, 1) for c in d.chances],
                       "loss": round(d.loss, 1), "mark": d.mark,
                       "said": judged(lines[position[d.index] - 1], d, loc)}
                      for d in review.decisions if position[d.index]],
        "players": [{"seat": p.seat, "accuracy": round(p.accuracy, 1),
                     "best": position.get(p.best), "worst": position.get(p.worst)}
                    for p in review.players],
    }
