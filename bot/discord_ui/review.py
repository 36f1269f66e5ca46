"""A finished game's review on Discord: the final message's Review button (a link to the
replay on the live table, for anyone in the channel: a finished game is no secret), and what
`/pr review` answers privately — the asker's own summary, as text and as a small picture
(`renderer.review`) saying the same: his chance to win over the game, his accuracy, his three
costliest decisions with what was better and the chance that one kept.

Someone who did not play the game gets the game's summary instead: every player's line on the
picture, each player's accuracy and his costliest decision.

Which game: the one asked by number (the `game` option suggests the server's latest finished
games, his own first, as `/pr history` lists them), else the channel's latest finished game he
played, else the channel's latest finished game. A game in play is never reviewed (fair play).
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from renderer.review import SIGNS, ChanceLine, ReviewPicture

from ..coach.review import Review, ReviewedDecision
from ..coach.story import thresholds
from ..decisions.choices import taken_back_label
from ..game import Game
from ..game.record import Record
from ..l10n import Localizer
from ..service import Table
from ..words import messages

COSTLIEST = 3  # decisions shown for one player
SHOWN_LOSS = 1.0  # points of win chance: a decision that lost less is no costly one
TICKS = 6  # rounds named under the chart at most


def review_view(url: str, loc: Localizer) -> discord.ui.View:
    """A link button to a finished game's replay."""
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label=loc.text("review-button"), url=url))
    return view


# ------------------------------------------------------------------ which game
async def ended_table(service, game_id: int) -> Table | None:
    """A game as its review shows it: its seats, names and record (None for a game that does
    not exist; a game in play has no record here, so nothing of it can be shown)."""
    row = await service.store.game(game_id)
    if row is None:
        return None
    table, _ = await service.tables.of_row(row)
    if row.status in ("finished", "cancelled"):
        _, record_json, _ = await service.store.game_data(game_id)
        table.record = Record.from_json(record_json) if record_json else None
    return table


async def latest_game(service, channel_id: int, user_id: int) -> int | None:
    """The channel's latest finished game the user played, else its latest finished game."""
    games = await service.recovery.finished_history(channel_id=channel_id, limit=CHOICES)
    own = [game for game in games if user_id in game.seats]
    chosen = own or games
    return chosen[0].game_id if chosen else None


CHOICES = 25  # Discord's autocomplete choices


async def game_choices(service, guild_id: int, user_id: int, loc: Localizer) -> list[tuple]:
    """The server's latest finished games for the `game` option, his own first: (label, id),
    each labelled as `/pr history` lists it."""
    games = await service.recovery.finished_history(guild_id=guild_id, limit=CHOICES)
    games.sort(key=lambda game: user_id not in game.seats)  # stable: newest first in each
    return [(finished_line(loc, game), game.game_id) for game in games if game.scores]


def finished_line(loc: Localizer, game) -> str:
    """A finished game as `/pr history` lists it: its date, each player's VP (★ the winner)
    and its number, which `/pr review` takes."""
    results = ", ".join(f"{messages.plain(game.names[row['seat']])} {row['total']}"
                        + (" ★" if row["winner"] else "")
                        for row in sorted(game.scores, key=lambda r: -r["total"]))
    return loc.text("history-finished-game", date=game.finished_at[:10], results=results,
                    game=game.game_id)


# ------------------------------------------------------------------ the summary
@dataclass(frozen=True)
class Worded:
    """A reviewed decision as the reader reads it: what was decided and what was better."""

    decision: ReviewedDecision
    label: str
    best: str | None


def worded(record: Record, review: Review, loc: Localizer) -> list[Worded]:
    """Every reviewed decision labelled in the game as it stood when it was taken (a whole
    Mayor arrangement as one), with the better one where the analysis prefers another."""
    game = Game.new(record.setup)
    found = []
    reviewed = iter(review.decisions)
    current = next(reviewed, None)
    for index, (seat, text) in enumerate(record.decisions):
        while current is not None and current.first == index:
            found.append(Worded(current, label_of(game, current.seat, current.decision, loc),
                                current.best and label_of(game, current.seat, current.best,
                                                          loc)))
            current = next(reviewed, None)
        game.apply(seat, text)
    return found


def label_of(game: Game, seat: int, decision: str, loc: Localizer) -> str:
    return taken_back_label(game, seat, decision.split("; "), loc)


def costliest(words: list[Worded], seat: int, count: int = COSTLIEST) -> list[Worded]:
    """A player's decisions that lost the most win chance, the costliest first."""
    his = [w for w in words if w.decision.seat == seat and w.best is not None
           and w.decision.loss >= SHOWN_LOSS]
    return sorted(his, key=lambda w: -w.decision.loss)[:count]


def decision_line(loc: Localizer, word: Worded, names: list[str]) -> str:
    """"Ana, round 5: Builder, −12 points (a mistake); better: Captain, which kept 41%"."""
    d = word.decision
    return loc.text("review-decision", player=names[d.seat], round=d.round, decision=word.label,
                    loss=int(d.loss),  # whole points, as the marks' thresholds count them
                    mark=d.mark or "none", best=word.best,
                    kept=round(d.kept if d.kept is not None else 0))


def legend(loc: Localizer) -> str:
    return loc.text("review-legend", **thresholds())


@dataclass(frozen=True)
class Said:
    """What a summary says, in the reader's language, with the players' names as given."""

    title: str
    players: list[str]  # each player's accuracy, and his chance at the start and at the end
    accuracies: list[tuple[int, str]]  # (seat, "Ana: accuracy 87%")
    heading: str
    decisions: list[tuple[str | None, str]]  # (its mark, "Round 5: Builder, −12 points …")
    legend: str


@dataclass(frozen=True)
class Summary:
    """What `/pr review` says of a game to one person: as text and as the picture."""

    text: str
    picture: ReviewPicture


def summary(table: Table, review: Review, user_id: int, loc: Localizer) -> Summary:
    """The asker's own summary, or every player's when he did not play (module docstring)."""
    seat = table.seat_of(user_id)
    seats = [seat] if seat is not None else list(range(len(table.names)))
    words = worded(table.record, review, loc)
    shown = [w for s in seats for w in costliest(words, s, COSTLIEST if seat is not None else 1)]
    text = said(loc, table, [messages.plain(name) for name in table.names], review, seats,
                shown, seat)
    drawn = said(loc, table, table.names, review, seats, shown, seat)
    lines = [f"**{text.title}**"]
    if seat is None:
        lines.append(loc.text("review-not-a-player"))
    lines += [*text.players, text.heading]
    lines += [f"{SIGNS.get(mark, '•')} {line}" for mark, line in text.decisions]
    lines = within_a_message(lines, text.legend, loc)
    picture = ReviewPicture(
        title=drawn.title, chart_title=loc.text("review-chart"),
        lines=tuple(chance_line(review, s) for s in seats), ticks=ticks(review, loc),
        summaries=tuple(drawn.accuracies), heading=drawn.heading,
        decisions=tuple(drawn.decisions), legend=drawn.legend)
    return Summary("\n".join(lines), picture)


def within_a_message(lines: list[str], legend: str, loc: Localizer) -> list[str]:
    """The summary's lines and the marks' legend, with room left for the replay's line: five
    players with Discord's longest names may fill a message, and then the legend (which the
    picture shows too) gives way first, then the last decisions' lines."""
    room = messages.MESSAGE_LIMIT - len(loc.text("review-link")) - 1
    if len("\n".join([*lines, legend])) <= room:
        return [*lines, legend]
    while len("\n".join(lines)) > room and len(lines) > 1:
        lines.pop()
    return lines


def said(loc: Localizer, table: Table, names: list[str], review: Review, seats: list[int],
         shown: list[Worded], own: int | None) -> Said:
    accuracy = {p.seat: round(p.accuracy) for p in review.players}
    title = loc.text("review-title", player=names[own], game=table.game_id) if own is not None \
        else loc.text("review-title-all", game=table.game_id)
    return Said(
        title=title,
        players=[loc.text("review-player", player=names[s], accuracy=accuracy[s],
                          **ends(review, s)) for s in seats],
        accuracies=[(s, loc.text("review-accuracy", player=names[s], accuracy=accuracy[s]))
                    for s in seats],
        heading=loc.text("review-costliest" if shown else "review-none-costly"),
        decisions=[(w.decision.mark, decision_line(loc, w, names)) for w in shown],
        legend=legend(loc))


def ends(review: Review, seat: int) -> dict:
    """A player's chance to win before the first decision (an even share) and at the end."""
    players = len(review.players) or 1
    last = review.decisions[-1].chances[seat] if review.decisions else 100 / players
    return {"start": round(100 / players), "end": round(last)}


def chance_line(review: Review, seat: int) -> ChanceLine:
    """A player's chance after each decision, an even share at the start; his marks on it."""
    start = 100 / (len(review.players) or 1)
    chances = (start, *(d.chances[seat] for d in review.decisions))
    marks = tuple((n + 1, d.mark) for n, d in enumerate(review.decisions)
                  if d.seat == seat and d.mark is not None)
    return ChanceLine(seat, chances, marks)


def ticks(review: Review, loc: Localizer) -> tuple[tuple[int, str], ...]:
    """Where rounds begin on the chart's lines, a few of them named under its axis."""
    starts: dict[int, int] = {}
    for n, d in enumerate(review.decisions):
        starts.setdefault(d.round, n + 1)
    rounds = sorted(starts)
    every = max(1, -(-len(rounds) // TICKS))
    return tuple((starts[r] - 1, loc.text("review-round", round=r)) for r in rounds[::every])
