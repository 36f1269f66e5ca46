"""What the game service hands its front ends: a channel's table (in the lobby or in play), a
lobby, the outcome of a start or a decision, a player's preferences, a reminder, a finished
game. Plain values over the store's rows; the parts of the service build them."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from ..community.ratings import Change
from ..game import Game
from ..game.record import Record

MIN_PLAYERS, MAX_PLAYERS = 2, 5
PHASE_EVENTS = frozenset({"phase_ended", "round_ended", "game_over"})
# The lobby keeps the chosen expansions among its options, under this key.
EXPANSIONS = "expansions"
COMPUTER_MARK = "🤖"  # beside the name of a person whose seat the computer plays


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass
class Lobby:
    """A game waiting for players; `players` as (user id, name) in joining order."""

    game_id: int
    channel_id: int
    host_id: int
    theme: str
    lang: str
    max_players: int
    options: dict
    players: list[tuple[int, str]]
    cancelled: bool = False  # the last player left and the lobby closed

    @property
    def expansions(self) -> list[str]:
        """The 1897 expansions chosen, kept with the options until the game's setup."""
        return list(self.options.get(EXPANSIONS, []))


@dataclass(frozen=True)
class SeatClock:
    """The clock of a seat the game waits on, read once the change was stored: when his time
    runs out (None: his bank does not run, an untimed game or he is away), the seconds he had
    left then, when his absence and his quiet hours end, and when his clock runs again if his
    quiet hours stop it now."""

    deadline: int | None
    left: int | None
    away_until: int | None
    quiet_until: int | None
    still_until: int | None = None


@dataclass(frozen=True)
class UserPrefs:
    """A player's preferences: language (None: Discord's locale), DM pings, DMs refused."""

    user_id: int
    lang: str | None
    notify: bool
    dm_blocked: bool


@dataclass
class Table:
    """A channel's open game. In the lobby `seats`/`names` follow the joining order and `game`
    and `record` are None; in play they follow the seats. `game` is the service's cached game:
    read it, never change it."""

    game_id: int
    channel_id: int
    guild_id: int | None
    host_id: int
    status: str
    theme: str
    lang: str
    options: dict
    seats: list[int]
    names: list[str]
    game: Game | None
    record: Record | None
    seq: int
    prompt_message_id: int | None
    max_players: int = MAX_PLAYERS
    prompt_seq: int | None = None  # the seq the prompt message was posted for
    revision: int = 0  # every change to the record adds one, a take-back too (see the store)
    computers: dict[int, str] = field(default_factory=dict)  # seat -> level the computer plays
    rating_changes: list[Change] = field(default_factory=list)  # what the game's end changed
    voted_out: dict[int, int] = field(default_factory=dict)  # at the end: seat -> round voted out
    last_by_computer: bool = False  # the computer took the last decision (not to be undone)
    last_submission: int = 1  # the decisions submitted together last (a whole arrangement)
    # Read under the game's lock once a start, decision or take-back is stored (else empty):
    # the clock of each person's seat the game waits on, and those people's preferences.
    clocks: dict[int, SeatClock] = field(default_factory=dict)  # seat -> its clock
    prefs: dict[int, UserPrefs] = field(default_factory=dict)  # user -> his preferences
    viewed: bool = False  # clocks and prefs were read with the change

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a player, None for someone who does not play here."""
        return self.seats.index(user_id) if user_id in self.seats else None

    @property
    def taken_back(self) -> int:
        """How many decisions were taken back in the game so far: a decision moves its
        revision and its counter on alike, a take-back moves the revision on and the counter
        back (`Store.save_decisions`), so they part only at a take-back."""
        return (self.revision - self.seq) // 2

    @property
    def pending_users(self) -> list[int]:
        """The people who must decide now (never a seat the computer plays)."""
        if self.game is None:
            return []
        return [self.seats[seat] for seat in self.game.pending() if seat not in self.computers]

    @property
    def undo_seat(self) -> int | None:
        """The seat (a person's) whose last submission may be taken back now, if any."""
        if self.game is None or not self.record or not self.record.decisions:
            return None
        seat = self.record.decisions[-1][0]
        if seat in self.computers or self.last_by_computer \
                or self.game.undo_refusal(seat, self.last_submission):
            return None
        return seat

    @property
    def computer_pending(self) -> int | None:
        """A seat the computer plays that must decide now, if any."""
        if self.game is None or self.game.is_over:
            return None
        return next((seat for seat in self.game.pending() if seat in self.computers), None)


@dataclass
class Outcome:
    """What a start or a decision did: every event (forced decisions included), whether a
    phase, round or the game ended, and who must decide now, with what every surface needs to
    show it read in the same lock: the pending seats' clocks, the pending people's
    preferences, and the prompt message to edit."""

    table: Table
    events: list[dict]
    phase_ended: bool
    game_over: bool
    pending_users: list[int]
    seq: int

    @property
    def clocks(self) -> dict[int, SeatClock]:
        return self.table.clocks

    @property
    def prefs(self) -> dict[int, UserPrefs]:
        return self.table.prefs

    @property
    def prompt_message_id(self) -> int | None:
        return self.table.prompt_message_id


def phase_ended(events: list[dict]) -> bool:
    """Whether a phase, a round or the game ended among these events."""
    return any(event.get("type") in PHASE_EVENTS for event in events)


def outcome_of(table: Table, events: list[dict]) -> Outcome:
    """The outcome of a table as it stands once a start or a decision is stored."""
    game = table.game
    over = bool(game and game.is_over)
    return Outcome(
        table=table, events=events, phase_ended=phase_ended(events), game_over=over,
        pending_users=table.pending_users, seq=table.seq,
    )


@dataclass(frozen=True)
class Reminder:
    """A decision that has waited on a player long enough to remind him of it (the n-th time)."""

    table: Table
    user_id: int
    number: int
    lang: str | None  # the player's language for private messages (None: the game's)


@dataclass
class History:
    """A finished game: its players by seat and the final scores."""

    game_id: int
    channel_id: int
    theme: str
    finished_at: str
    seats: list[int]
    names: list[str]
    scores: list[dict] | None
