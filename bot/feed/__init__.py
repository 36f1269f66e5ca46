"""The game service's change feed: after each change the service stores (a decision, a
take-back, a game started, ended or cancelled, a seat the clock hands to the computer), one
`Change` goes to every subscriber, for whatever shows the game (Discord, a web table).

Delivery. Each subscriber gets each game's changes in the order they were stored, one at a
time, and several games at once (`LANES`): a game whose subscriber is slow (a Discord that
answers slowly, rate limits in one channel) holds up that game only, never the others. A
subscriber that raises is logged and gets the next change; `publish` never waits. A game whose
changes pile up, `BACKLOG` of them waiting for one subscriber, becomes one `resync` change for
it instead: the game's latest state (counter, who is pending, whether it is over) without
events, meaning "read this game again" (the channel's live message is rebuilt from the
record; a DM goes to whoever is newly waited on). What waits for a subscriber is thus at most
`BACKLOG` changes a game, and nothing one subscriber does waits on another.

Across processes. With SQLite (one process) the feed is in-process only. On PostgreSQL,
`bot.feed.postgres.PostgresRelay` (started by `GameService.connect_feed`) sends a short note
of each change (NOTIFY) while the game's lock is still held, so that the notes of one game
keep its order; every other process rebuilds the change from the database and publishes it
to its own subscribers: a decision taken through one process reaches the subscribers of all.
A process rebuilds only the notes one of its subscribers wants (`Feed.subscribe`'s `wants`, asked
of the note's `Heard` facts: the game, its server, the kind): a process holding some of
Discord's shards does not read the games of the servers it never shows.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
from collections import OrderedDict, deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import asdict, dataclass, field, replace
from typing import Protocol

log = logging.getLogger(__name__)

BACKLOG = 16  # changes of one game waiting for a subscriber before they become one `resync`
# games a subscriber is handed changes of at once: enough that a slow game holds up no other,
# few enough that Discord's 50 requests a second for the whole bot are not asked for by
# hundreds at a time (discord.py gives a request up after five 429s: 512 lanes lost messages
# in `prbot bench scale`'s bursts, 32 none)
LANES = 32

# The kinds of change. A decision that ends the game is `ended`; `seats` is a seat handed to
# the computer or back (the clock's time-out, an absence, a vote, the host): who is pending
# may change with it.
STARTED, DECIDED, UNDONE, ENDED, CANCELLED, TIMED_OUT, SEATS, RESYNC = (
    "started", "decided", "undone", "ended", "cancelled", "timed_out", "seats", "resync")
# Why a seat changed hands (`Change.reason` of `seats`): handed to someone else, given to the
# computer by the host, taken back by its player, given to the computer for an absence, back
# after it, given to the computer by the others' vote. A cancellation's: its host, or one who
# manages the server.
HANDED_OVER, REPLACED, RETURNED, AWAY, BACK, VOTED = (
    "handed_over", "replaced", "returned", "away", "back", "voted")
BY_HOST, BY_ADMIN = "host", "admin"


@dataclass(frozen=True)
class Change:
    """One stored change of a game. `seq` is the game's decision counter after it (the
    number of decisions in its record), `revision` its revision (which, unlike `seq`, never
    comes back after a take-back). `events` are the engine's events it brought, as the
    engine emits them (dicts: read them, never change them); none for a take-back. `seat` is
    the seat that decided, took back or was handed over (None for the whole game).
    `pending_seats` are the seats asked now, `pending_users` the people among them (never a
    seat the computer plays). `table` is the service's `Table` as it stood once the change was
    stored (for this process's subscribers: never sent to another process, never compared);
    `heard` marks a change rebuilt from another process's note (`feed_postgres`).

    What a surface needs to say it, every process alike: `by` is the person who made it (who
    took back, handed a seat over or to the computer, took his seat back, cast the deciding
    vote, cancelled; None for the clock and the computer) and `by_name` his name as the
    surface showed it (he need not be at the table: a server's manager); `reason` why a seat
    changed hands or a game was cancelled (above); `taken_back` the decisions a take-back
    took back, in the order they were taken; `former` the name of a seat's player before it
    was handed over; `level` the computer's, where it takes a seat; `timeouts` how many times
    the seat's time ran out in the game, a time-out's included."""

    game_id: int
    channel_id: int
    kind: str
    seq: int
    events: tuple[dict, ...] = ()
    pending_seats: tuple[int, ...] = ()
    pending_users: tuple[int, ...] = ()
    game_over: bool = False
    seat: int | None = None
    revision: int = 0
    table: object = field(default=None, compare=False, repr=False)
    heard: bool = False
    by: int | None = None
    by_name: str = ""
    reason: str = ""
    taken_back: tuple[str, ...] = ()
    former: str = ""
    level: str = ""
    timeouts: int = 0
    # when this process's feed published it (the feed's clock): how far behind its
    # subscribers are, and how long the channel and the DMs took to show it
    published: float = field(default=0.0, compare=False, repr=False)

    def to_dict(self) -> dict:
        return {key: value for key, value in asdict(replace(self, table=None)).items()
                if key not in LOCAL}

    @classmethod
    def from_dict(cls, data: dict) -> Change:
        return cls(**{**data, **said_of(data, TUPLES)})

    @property
    def said(self) -> dict:
        """What the change says beyond the game as it stands (`by` ... `timeouts`), only
        what differs from nothing: what another process needs to say it too."""
        return {key: value for key, value in self.to_dict().items()
                if key in SAID and value not in (None, "", (), [], 0)}


TUPLES = ("events", "pending_seats", "pending_users", "taken_back")
LOCAL = ("table", "published")  # a process's own: never sent to another
SAID = ("by", "by_name", "reason", "taken_back", "former", "level", "timeouts")


def said_of(data: dict, keys=SAID) -> dict:
    """The fields `keys` of a change's dict (JSON's lists as tuples)."""
    return {key: tuple(data[key]) if key in TUPLES else data[key]
            for key in keys if key in data}


def lanes_of(shards) -> int:
    """The lanes a subscriber of a process holding `shards` (`bot.shards.Shards`; None: every
    shard) is handed changes in: `LANES` shared out by the process's share of Discord's
    shards. Discord's global limit is the bot's, whatever the processes: four processes of 32
    lanes each asked it by 128 at once in `prbot bench scale`'s bursts, and discord.py gave
    messages up after five 429s; 8 each, none."""
    if shards is None:
        return LANES
    return max(1, LANES * len(shards.ids) // shards.count)


def change_of(kind: str, table, events: list[dict] | tuple = (),
              seat: int | None = None, **said) -> Change:
    """The change a service `Table` (as it stands once stored) shows; `said` are its fields
    `by` ... `timeouts` (`Change`)."""
    game = table.game
    over = bool(game is not None and game.is_over)
    return Change(
        game_id=table.game_id, channel_id=table.channel_id, kind=kind, seq=table.seq,
        events=tuple(events),
        pending_seats=tuple(game.pending()) if game is not None and not over else (),
        pending_users=tuple(table.pending_users), game_over=over, seat=seat,
        revision=table.revision, table=table,
        **said_of(said),
    )


def cancelled(table, **said) -> Change:
    """The change of a game cancelled, as its `Table` stood (lobby or in play)."""
    return Change(table.game_id, table.channel_id, CANCELLED, table.seq, game_over=True,
                  revision=table.revision, table=table, **said)


Subscriber = Callable[[Change], Awaitable[None] | None]


@dataclass(frozen=True)
class Heard:
    """What a note from another process says of its change before it is rebuilt from the
    database (`feed_postgres`): the game, its Discord server (None: a game in direct
    messages) and the change's kind."""

    game_id: int
    guild_id: int | None
    kind: str


Wants = Callable[[Heard], bool]  # whether a subscriber needs a heard change rebuilt for it


def of_servers(shards) -> Wants | None:
    """A subscriber's wants for the games of the servers a process holding `shards`
    (`bot.shards.Shards`) shows; None (every game) for a process holding every shard."""
    if shards is None:
        return None
    return lambda heard: shards.owns(heard.guild_id)


class Relay(Protocol):
    """Shares a process's changes with the other processes on the same database."""

    async def share(self, changes: list[Change]) -> None: ...

    async def close(self) -> None: ...


class _Lanes:
    """One subscriber: per game, the changes it has not read yet; `lanes` workers hand them
    over, each game's in order, one game per worker at a time (round robin across games, so
    that a game with many changes starves none)."""

    def __init__(self, callback: Subscriber, backlog: int, lanes: int,
                 wants: Wants | None = None) -> None:
        self.callback = callback
        self.wants = wants  # the heard changes it needs (None: every one)
        self.backlog = backlog
        self.lanes = lanes
        self.in_hand: dict[int, float] = {}  # game id -> when its change being handed came
        self.most_lag = 0.0  # the longest a change waited before it was handed over
        self.waiting: dict[int, deque[Change]] = {}  # game id -> its changes not handed yet
        self.ready: asyncio.Queue[int] = asyncio.Queue()  # games with a change and no worker
        self.held: set[int] = set()  # games ready or being handed over (never twice at once)
        self.workers: list[asyncio.Task] = []
        self.busy = 0  # workers handing a change to the subscriber now

    def offer(self, change: Change, clock: Callable[[], float]) -> None:
        lane = self.waiting.setdefault(change.game_id, deque())
        lane.append(change)
        if len(lane) >= self.backlog:  # as late as the oldest change it stands for
            self.waiting[change.game_id] = deque(
                replace(folded, published=lane[0].published) for folded in resyncs(lane))
        if change.game_id not in self.held:
            self.held.add(change.game_id)
            self.ready.put_nowait(change.game_id)
        if len(self.workers) < min(self.lanes, len(self.held)):
            self.workers.append(asyncio.get_running_loop().create_task(self._work(clock)))

    @property
    def idle(self) -> bool:
        return not self.waiting and not self.busy

    def lag(self, now: float) -> float:
        """How long the oldest change not shown yet (waiting, or being handed) has waited."""
        oldest = [lane[0].published for lane in self.waiting.values()]
        return max((now - moment for moment in [*oldest, *self.in_hand.values()]), default=0.0)

    async def _work(self, clock: Callable[[], float]) -> None:
        while True:
            game_id = await self.ready.get()
            lane = self.waiting[game_id]
            change = lane.popleft()
            if not lane:
                del self.waiting[game_id]
            self.busy += 1
            self.in_hand[game_id] = change.published
            self.most_lag = max(self.most_lag, clock() - change.published)
            try:
                result = self.callback(change)
                if inspect.isawaitable(result):
                    await result
            except Exception:
                log.exception("a subscriber of the change feed failed on %s", change)
            finally:
                self.busy -= 1
                del self.in_hand[game_id]
                if game_id in self.waiting:  # its next change, after the other games'
                    self.ready.put_nowait(game_id)
                else:
                    self.held.discard(game_id)

    def stop(self) -> None:
        self.waiting.clear()
        for worker in self.workers:
            worker.cancel()


def resyncs(changes) -> list[Change]:
    """For changes a subscriber fell behind on: per game, its latest as a `resync` change,
    without events, in the order of those latest changes. A game's end or cancellation stays
    what it is: its subscribers show it once (the scores, the story), from the record."""
    latest: OrderedDict[int, Change] = OrderedDict()
    for change in changes:
        latest.pop(change.game_id, None)
        latest[change.game_id] = change
    return [change if change.kind in (ENDED, CANCELLED) else
            replace(change, kind=RESYNC, events=()) for change in latest.values()]


# The changes stored under the game lock the running coroutine holds, published once it lets
# go of it (None: it holds none, changes go out at once).
_gathered: ContextVar[list[Change] | None] = ContextVar("prbot_feed_changes", default=None)


class Feed:
    """The service's changes, to its subscribers (module docstring)."""

    def __init__(self, backlog: int = BACKLOG, lanes: int = LANES,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.backlog = backlog
        self.lanes = lanes
        self.clock = clock
        self.relay: Relay | None = None  # other processes' changes, on PostgreSQL
        self._queues: list[_Lanes] = []
        self._watchers: list[Callable[[Heard], None]] = []

    def subscribe(self, callback: Subscriber, wants: Wants | None = None) -> Callable[[], None]:
        """Call `callback` (a function or a coroutine function) with every change published
        from now on; returns the function that stops it (what it has not read yet is
        dropped). `wants` says which changes heard from another process it needs (None:
        every one): a heard change no subscriber wants is not rebuilt nor published here
        (`wanted`). It is asked of heard notes only: the callback still gets every change
        published, this process's own and those another subscriber wanted."""
        queue = _Lanes(callback, self.backlog, self.lanes, wants)
        self._queues.append(queue)

        def unsubscribe() -> None:
            if queue in self._queues:
                self._queues.remove(queue)
            queue.stop()

        return unsubscribe

    def wanted(self, heard: Heard) -> bool:
        """Whether a subscriber needs the change heard from another process (module
        docstring): one that wants every change, or whose `wants` says so."""
        return any(queue.wants is None or queue.wants(heard) for queue in self._queues)

    def watch(self, hook: Callable[[Heard], None]) -> Callable[[], None]:
        """Call `hook` (quick, never awaiting) with every note heard from another process,
        wanted or not, before any is rebuilt: for what counts changes without reading them.
        Returns the function that stops it."""
        self._watchers.append(hook)

        def unwatch() -> None:
            if hook in self._watchers:
                self._watchers.remove(hook)

        return unwatch

    def noticed(self, heard: Heard) -> None:
        """A note heard from another process, to the `watch` hooks (one that raises is
        logged)."""
        for hook in list(self._watchers):
            try:
                hook(heard)
            except Exception:
                log.exception("a watcher of the change feed failed on %s", heard)

    @property
    def idle(self) -> bool:
        """Whether every subscriber has been handed every change published so far."""
        return all(queue.idle for queue in self._queues)

    def publish(self, change: Change) -> None:
        """Hand a change to every subscriber; never waits."""
        change = replace(change, published=self.clock())
        for queue in list(self._queues):
            queue.offer(change, self.clock)

    def lag(self) -> float:
        """How far behind the slowest subscriber is now: the seconds the oldest change it
        has not shown yet has waited (0 when every subscriber is up to date)."""
        now = self.clock()
        return max((queue.lag(now) for queue in self._queues), default=0.0)

    @property
    def most_lag(self) -> float:
        """The longest any change waited for a subscriber to be handed it, so far."""
        return max((queue.most_lag for queue in self._queues), default=0.0)

    def forget_most_lag(self) -> None:
        """From now on, `most_lag` counts afresh (a benchmark's phases, each its own)."""
        for queue in self._queues:
            queue.most_lag = 0.0

    def announce(self, change: Change) -> None:
        """A change just stored: published when the game's lock is let go (`gathering`), at
        once if none is held."""
        gathered = _gathered.get()
        if gathered is None:
            self.publish(change)
        else:
            gathered.append(change)

    @asynccontextmanager
    async def gathering(self) -> AsyncIterator[list[Change]]:
        """Around a game's lock: the changes announced inside, published once it is let go.
        The relay must be given them (`share`) before, while the lock is still held."""
        changes: list[Change] = []
        token = _gathered.set(changes)
        try:
            yield changes
        finally:
            _gathered.reset(token)
            for change in changes:
                self.publish(change)

    async def share(self, changes: list[Change]) -> None:
        """Pass changes stored under the game's lock on to the other processes, while it is
        held; a failure is logged (the change is stored: only the other processes miss it)."""
        if not changes or self.relay is None:
            return
        try:
            await self.relay.share(changes)
        except Exception:
            log.exception("changes of game %s not passed on to the other processes",
                          changes[0].game_id)

    async def close(self) -> None:
        """Stop the relay and every subscriber."""
        if self.relay is not None:
            await self.relay.close()
            self.relay = None
        queues, self._queues = self._queues, []
        self._watchers.clear()
        for queue in queues:
            queue.stop()
        await asyncio.gather(*(worker for queue in queues for worker in queue.workers),
                             return_exceptions=True)
