"""One finished game as the community features see it: each seat's place in the engine's final
ranking, score, roles chosen, buildings built, and how long the game waited on him for each
decision. Pure: built from the record and its decision log, by replaying the record."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime

from ..game import Game
from ..game.record import Record

# A seat the computer played for more than this share of its decisions is not rated.
COMPUTER_SHARE = 1 / 3


@dataclass(frozen=True)
class Logged:
    """One stored decision: its number in the record (from 1), its seat, whether the computer
    took it, when (an SQLite timestamp, UTC), and the number of the first decision submitted
    with it (a whole Mayor arrangement is one submission; 0: it stands alone)."""

    seq: int
    seat: int
    by_computer: bool
    decided_at: str
    submission: int = 0

    @property
    def goes_on(self) -> bool:
        """Whether it was submitted with the decision before it (one decision to a player)."""
        return 0 < self.submission < self.seq


@dataclass
class SeatSummary:
    """What one seat did in a finished game."""

    seat: int
    user_id: int
    name: str
    place: int  # 1 for a winner; seats tied on VP and doubloons + barrels share a place
    total: int
    chips: int  # VP won as chips during the game (shipping, mostly)
    building_vp: int  # VP of the buildings and their bonuses at the end
    roles: Counter = field(default_factory=Counter)
    built: Counter = field(default_factory=Counter)
    city: tuple[str, ...] = ()
    decisions: int = 0  # submissions: a whole arrangement in one click is one decision
    by_computer: int = 0
    waits: list[float] = field(default_factory=list)  # seconds, a person's decisions only

    @property
    def won(self) -> bool:
        return self.place == 1

    @property
    def person(self) -> bool:
        """A person's seat (a seat reserved for the computer has a negative id) that the
        computer played for no more than a third of its decisions."""
        if self.user_id <= 0:
            return False
        return self.by_computer <= COMPUTER_SHARE * self.decisions


@dataclass
class GameSummary:
    game_id: int
    guild_id: int | None
    theme: str
    expansions: tuple[str, ...]
    finished_at: str
    seats: list[SeatSummary]
    link: tuple[int | None, int, int | None] = (None, 0, None)  # guild, channel, final message

    @property
    def players(self) -> int:
        return len(self.seats)


def places(scores: list[dict]) -> list[int]:
    """Each seat's place by the rules' ranking: VP, then doubloons + barrels; a tie on both is
    a shared place (the rules' shared win)."""
    keys = [(row["total"], row["tiebreak"]) for row in scores]
    return [1 + sum(other > key for other in keys) for key in keys]


def parse_time(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp)


def summarize(game_id: int, guild_id: int | None, record: Record, users: list[int],
              names: list[str], log: list[Logged], started_at: str | None,
              finished_at: str) -> GameSummary:
    """The summary of a finished game from its record, its seats' users and names (by seat),
    its decision log and when it started."""
    setup = record.setup
    game = Game.new(setup)
    by_seq = {entry.seq: entry for entry in log}
    seats = [SeatSummary(seat, users[seat], names[seat], 0, 0, 0, 0)
             for seat in range(len(setup.players))]
    since: dict[int, datetime] = {}
    last = parse_time(started_at) if started_at else None
    for index, (seat, text) in enumerate(record.decisions):
        entry = by_seq.get(index + 1)
        moment = parse_time(entry.decided_at) if entry else None
        _note_waiting(game.pending(), since, last)
        if not (entry and entry.goes_on):
            _decided(seats[seat], entry, moment, since.get(seat))
        for event in game.apply(seat, text):
            _count(event, seats)
        since.pop(seat, None)  # asked again at once: he waits from this decision on
        last = moment or last
    for row, place in zip(game.scores or [], places(game.scores or []), strict=True):
        summary = seats[row["seat"]]
        summary.place, summary.total, summary.chips = place, row["total"], row["chips"]
        summary.building_vp = row["buildings"] + sum(row["bonuses"].values())
        summary.city = tuple(game.state.players[row["seat"]].city)
    return GameSummary(game_id, guild_id, setup.theme, tuple(setup.expansions), finished_at,
                       seats)


def _decided(summary: SeatSummary, entry: Logged | None, moment: datetime | None,
             asked: datetime | None) -> None:
    """One decision of a seat counted: the computer's, or a person's with how long he took."""
    summary.decisions += 1
    if entry and entry.by_computer:
        summary.by_computer += 1
    elif moment and asked:
        summary.waits.append((moment - asked).total_seconds())


def _note_waiting(pending: tuple[int, ...], since: dict[int, datetime],
                  last: datetime | None) -> None:
    """The seats asked now that were not asked before started waiting at the last decision."""
    for seat in list(since):
        if seat not in pending:
            del since[seat]
    for seat in pending:
        if seat not in since and last is not None:
            since[seat] = last


def _count(event: dict, seats: list[SeatSummary]) -> None:
    if event["type"] == "role_chosen":
        seats[event["seat"]].roles[event["role"]] += 1
    elif event["type"] == "built":
        seats[event["seat"]].built[event["building"]] += 1
