"""The story of a game, told from its record: how each player stood at the start of every
round, and the round in which the game turned.

At the start of every round, replayed from the record: each player's VP as the engine's final
scoring would count them if the game ended then (chips, buildings, the large buildings'
bonuses, the expansions' terms), his doubloons, and his chance to win as the computer players
estimate it, calibrated at the top (`players.odds.told`). A last column is the end: the final
score, and the result as the chance (a winner's share).

The game turned in the round after which the eventual winner led the estimate to the end.
Of that round's phases, the one that raised his chance the most tells how: the role he chose
and what he did with it ("when Bea took the Captain and shipped 7 barrels"). A game its winner
led from the first round says so; an unfinished one names who leads now.

Everything is plain data and ids: `sentence` puts it in words in a language.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from ..game import BadRecord, Game
from ..game.errors import IllegalDecision
from ..game.record import Record
from ..game.scoring import final_scores, win_shares
from ..l10n import Localizer
from ..players.odds import told
from .review import MARKS, Review

WINNER_MARKS = 3  # the winner's marked decisions shown at most


@dataclass
class Turn:
    """The phase of the turning round that raised the winner's chance the most."""

    round: int
    chooser: int
    role: str
    detail: str = "role"  # "captain", "builder", "trader": what the winner did, if he chose
    numbers: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Marked:
    """A decision the review marked, where the story's chart shows it: `column` is the
    column of its round's start plus the share of the round's decisions before it."""

    seat: int
    column: float
    mark: str  # "inaccuracy", "mistake" or "blunder" (bot.coach.review.MARKS)


@dataclass
class Story:
    names: list[str]
    theme: str
    rounds: list[int] = field(default_factory=list)  # the round each column starts
    vp: list[list[int]] = field(default_factory=list)  # [column][seat], the end last
    doubloons: list[list[int]] = field(default_factory=list)
    chances: list[list[float]] = field(default_factory=list)
    over: bool = False
    winners: list[int] = field(default_factory=list)  # or the leader now, unfinished
    turn: Turn | None = None  # None: the winner led from the first round
    starts: list[int] = field(default_factory=list)  # each column's first decision (record)
    marks: list[Marked] = field(default_factory=list)  # the review's turning points

    @property
    def leader(self) -> int:
        return self.winners[0]


def terms(game: Game) -> tuple:
    """The expansions' end-of-game VP terms, as the engine's final scoring counts them."""
    return game.rules.hooks.get("score", ())


def column(story: Story, game: Game, estimate: list[float]) -> None:
    state = game.state
    rows = final_scores(state, terms(game))
    story.vp.append([row["total"] for row in rows])
    story.doubloons.append([p.doubloons for p in state.players])
    story.chances.append(estimate)


def round_starts(record: Record) -> Iterator[tuple[int, Game]]:
    """The game at the start of each round (before its first role is chosen), with the index
    of the round's first decision in the record; the game as it ends, last, with the number
    of decisions. Raises BadRecord if the record does not replay."""
    game = Game.new(record.setup)
    seen = set()
    for index, (seat, text) in enumerate(record.decisions):
        state = game.state
        if state.step == "role" and state.picks_made == 0 and state.round not in seen:
            seen.add(state.round)
            yield index, game
        try:
            game.apply(seat, text)
        except IllegalDecision as exc:
            raise BadRecord(f"decision {index + 1} ({seat}: {text!r}) cannot be played: "
                            f"{exc.reason}", index, text, "illegal-decision",
                            number=index + 1, seat=seat) from exc
    yield len(record.decisions), game


def tell(record: Record) -> Story:
    """The story of a record (finished or not); raises BadRecord if it does not replay."""
    story = Story(list(record.setup.players), record.setup.theme)
    starts: list[tuple[int, Game]] = []  # each round's start, and its first decision's index
    for index, game in round_starts(record):
        if index == len(record.decisions):
            break
        story.rounds.append(game.state.round)
        story.starts.append(index)
        starts.append((index, game.clone()))
        column(story, game, told(game.state, terms(game)))
    story.over = game.is_over
    if story.over:
        column(story, game, win_shares(game.scores))
        story.winners = [row["seat"] for row in game.scores if row["winner"]]
        story.turn = turning(story, record, starts)
    else:
        now = told(game.state, terms(game))
        column(story, game, now)
        story.winners = [max(range(len(now)), key=now.__getitem__)]
    return story


def turning_points(story: Story, review: Review, records: int,
                   winner_marks: int = WINNER_MARKS) -> list[Marked]:
    """The review's turning points on a finished game's story: the winner's marked
    decisions (his costliest `winner_marks`) and each other player's costliest marked one.
    `records`: the record's number of decisions (where the end's column stands)."""
    marked = [d for d in review.decisions if d.mark is not None]
    chosen = []
    for seat in range(len(story.names)):
        his = sorted((d for d in marked if d.seat == seat), key=lambda d: -d.loss)
        chosen += his[:winner_marks if seat in story.winners else 1]
    return [Marked(d.seat, column_of(story, d.first, records), d.mark)
            for d in sorted(chosen, key=lambda d: d.first)]


def thresholds() -> dict[str, int]:
    """The least loss of each mark, in whole points, as the legends name them."""
    return {name: round(points) for name, points in MARKS}


def column_of(story: Story, index: int, records: int) -> float:
    """Where the record's decision `index` stands between the story's columns."""
    bounds = [*story.starts, records]
    column = max(c for c, start in enumerate(story.starts) if start <= index)
    return column + (index - bounds[column]) / max(bounds[column + 1] - bounds[column], 1)


def turning(story: Story, record: Record, starts: list[tuple[int, Game]]) -> Turn | None:
    """The phase that turned the game for good, or None if the winner led from round 1."""
    winner = story.leader
    leaders = [max(range(len(c)), key=c.__getitem__) for c in story.chances[:-1]]
    first = len(leaders)
    while first > 0 and leaders[first - 1] == winner:
        first -= 1
    if first == 0:
        return None
    # The estimate at the start of round `first` (0-based column) shows him ahead for good:
    # the decisions of the round before put him there.
    index, game = starts[first - 1]
    end = starts[first][0] if first < len(starts) else len(record.decisions)
    return best_phase(game.clone(), record.decisions[index:end], winner,
                      story.rounds[first - 1])


def best_phase(game: Game, decisions: list[tuple[int, str]], winner: int,
               round_: int) -> Turn:
    """Of the round's phases (one per role chosen), the one that raised `winner`'s chance the
    most; among equals his own."""
    phases: list[dict] = []
    for seat, text in decisions:
        if game.state.step == "role" and text.startswith("role "):
            before = told(game.state, terms(game))[winner]
            phases.append({"chooser": seat, "role": text.split()[1], "before": before,
                           "events": []})
        events = game.apply(seat, text)
        if phases:
            phases[-1]["events"] += events
    ends = [p["before"] for p in phases[1:]] + [told(game.state, terms(game))[winner]]
    for phase, after in zip(phases, ends, strict=True):
        phase["gain"] = after - phase["before"]
    best = max(phases, key=lambda p: (p["gain"], p["chooser"] == winner))
    return described(best, winner, round_)


def described(phase: dict, winner: int, round_: int) -> Turn:
    """What the winner did in his own phase that a sentence can name."""
    turn = Turn(round_, phase["chooser"], phase["role"])
    if phase["chooser"] != winner:
        return turn
    own = [e for e in phase["events"] if e.get("seat") == winner]
    if turn.role == "captain":
        barrels = sum(e["count"] for e in own if e["type"] == "shipped")
        if barrels:
            turn.detail, turn.numbers = "captain", {"barrels": barrels}
    elif turn.role == "builder":
        built = [e["building"] for e in own if e["type"] == "built"]
        if built:
            turn.detail, turn.numbers = "builder", {"building": built[0]}
    elif turn.role == "trader":
        sold = [e for e in own if e["type"] == "sold"]
        if sold:
            turn.detail = "trader"
            turn.numbers = {"good": sold[0]["good"], "price": sold[0]["doubloons"]}
    return turn


def sentence(story: Story, loc: Localizer) -> str:
    """The story in one sentence, in `loc`'s language."""
    leader = story.names[story.leader]
    if not story.over:
        return loc.text("story-unfinished", player=leader,
                        chance=round(100 * story.chances[-1][story.leader]))
    turn = story.turn
    if turn is None:
        return loc.text("story-led", player=leader)
    args = {"round": turn.round, "player": story.names[turn.chooser],
            "role": loc.role(turn.role)}
    numbers = dict(turn.numbers)
    if "building" in numbers:
        numbers["building"] = loc.building(numbers["building"])
    if "good" in numbers:
        numbers["good"] = loc.good(numbers["good"])
    return loc.text(f"story-turn-{turn.detail}", **args, **numbers)
