"""What a long-running bot keeps: its resident memory over thousands of whole games.

`prbot bench service --finished N [--marks 100,500,2000] [--in-play 10] [--speedup 20]
[--tracemalloc K] [--sqlite-cache KIB]` plays N three-player games to their end through the
whole bot, as players do: `/pr new`, `/pr join`, `/pr start` in a channel of its own, then
the buttons of the live message and of each player's private prompts pressed at random, on
the offline Discord at its `--discord` pace (Discord's own rate limits by default: its buckets,
its 429s, discord.py waiting them out), with its time `--speedup` times as fast (the same
requests and the same waits, shorter: thousands of games at Discord's own pace would take a
day). `--in-play` games are in play at once, each clicked once a step; each step is ten
minutes later on the bot's clock, so nobody is still looking at his game and the DMs go out
as in day-long games, and the clock's pass runs after it. A game's end posts its scores, its
pictures (stood in for, as in `prbot bench bot`: they have their own benchmark) and its story
(drawn for real), rates the players and sums the game up for the community features.

The offline Discord forgets the messages and interactions of each finished game, and every
DM once sent (no one presses anything in them): what it keeps for games in play is its own,
not the bot's. At each mark of `--marks` (finished games) the process's VmRSS is read after
a garbage collection; then the growth from the first mark to each later one, with its
verdict against `TARGETS`. With `--tracemalloc K`, Python's allocations are traced (which
costs time and memory of its own: the resident figures are then not the bot's alone) and the
K places whose memory grew most from the first mark to the last are printed, each by its
traceback. `--sqlite-cache` sets SQLite's page cache of the bot's connection (PRAGMA
cache_size, in KiB; SQLite's default is 2 000).
"""

from __future__ import annotations

import gc
import random
import time
import tracemalloc
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

from .. import heap
from ..offline.harness import Harness
from ..offline.limits import PRESETS
from ..offline.recorder import Recorder, snowflake
from ..service import GameService, utc_now
from ..store import open_store
from .clicks import PLAYERS, click_payload, pace, refusals, stand_in_board, stand_in_player

FIRST_MARK = 100  # finished games before the first reading: every cache has had its fill
MARKS = (FIRST_MARK, 500, 2000)
# MiB the resident memory may grow from the first mark to a later one
TARGETS = {500: 5.0, 2000: 8.0}
STEP = timedelta(minutes=10)  # the bot's clock between two clicks of a game: nobody watching
USERS = 90  # the server's players: each game seats three of them, who play many games
FRAMES = 12  # frames kept of each traced allocation's traceback


class Later:
    """The bot's clock (whether a player is looking at his game), a step later at each
    step of clicks."""

    def __init__(self) -> None:
        self.passed = timedelta(0)

    def __call__(self):
        return utc_now() + self.passed

    def step(self) -> None:
        self.passed += STEP


@dataclass
class Mark:
    """A reading at `finished` games: VmRSS, Python's traced memory (MiB), seconds since
    the run began, malloc's arenas."""

    finished: int
    resident: float
    traced: float | None
    seconds: float
    arenas: int | None = None


@dataclass
class Run:
    """What the long run measured."""

    marks: list[Mark] = field(default_factory=list)
    growers: list = field(default_factory=list)  # tracemalloc's StatisticDiff, largest first
    stored: int = 0  # games the database says finished
    recorder: Recorder | None = None


def parse_marks(text: str) -> list[int]:
    """`100,500,2000` as sorted marks (numbers of finished games)."""
    return sorted({int(part) for part in text.split(",") if part.strip()})


# --------------------------------------------------------------------------- the game's life
async def open_game(h: Harness, number: int) -> int:
    """The `number`th game, in a channel of its own, seating three of the server's players."""
    channel = snowflake()
    users = [10_000 + (PLAYERS * number + seat) % USERS for seat in range(PLAYERS)]
    await h.command(users[0], "new", players=PLAYERS, channel_id=channel)
    for user in users[1:]:
        await h.command(user, "join", channel_id=channel)
    await h.command(users[0], "start", channel_id=channel)
    return channel


def forget_channel(h: Harness, channel: int) -> None:
    """The offline Discord forgets a finished game's channel: its messages, the interactions
    in it and their rate limits' buckets (the bot shows nothing more there)."""
    recorder = h.recorder
    recorder.messages = {key: m for key, m in recorder.messages.items()
                         if m.channel_id != channel}
    prefix = f"tok:{channel}:"
    h.tokens = [token for token in h.tokens if not token.startswith(prefix)]
    for kept in (recorder.originals, recorder.interaction_messages, recorder.responses,
                 recorder.autocomplete, recorder.token_users):
        for token in [token for token in kept if token.startswith(prefix)]:
            del kept[token]
    recorder.thinking = {token for token in recorder.thinking if not token.startswith(prefix)}
    recorder.gate.windows = {key: window for key, window in recorder.gate.windows.items()
                             if not in_channel(key[1], channel)}


def in_channel(major: str, channel: int) -> bool:
    """Whether a rate limit's bucket (its major parameters: a channel, or a webhook's id and
    token) is of `channel` or an interaction in it."""
    return any(part == str(channel) or part.startswith(f"tok:{channel}:")
               for part in major.split("+"))


def forget_sent(recorder: Recorder) -> None:
    """The offline Discord forgets the DMs sent (never pressed nor edited) and its log of
    requests."""
    recorder.messages = {key: m for key, m in recorder.messages.items() if m.dm_user is None}
    recorder.log.clear()
    recorder.posted.clear()


async def step(h: Harness, channels: list[int], rng: random.Random) -> list[int]:
    """One click in each game in play, all at once, until the bot has shown them; the
    channels whose game has nothing left to press (it is over)."""
    h.bot.clock.step()
    over, payloads = [], []
    for channel in channels:
        payload = click_payload(h, channel, rng)
        if payload is None:
            over.append(channel)
        else:
            payloads.append(payload)
    for payload in payloads:
        h.feed(payload)
    await h.settle(timeout=120)
    await h.bot.timekeeper.run_pass()
    forget_sent(h.recorder)
    return over


# --------------------------------------------------------------------------- the run
def read_mark(finished: int, began: float) -> Mark:
    gc.collect()
    traced = tracemalloc.get_traced_memory()[0] / 2**20 if tracemalloc.is_tracing() else None
    return Mark(finished, heap.resident_mib(), traced, time.monotonic() - began, heap.arenas())


async def play(h: Harness, marks: list[int], in_play: int, seed: int, run: Run) -> None:
    """Whole games, `in_play` at a time, until the last mark; a reading at each mark, printed
    as it is read (and a tracemalloc snapshot, if it traces)."""
    rng, began = random.Random(seed), time.monotonic()
    opened = finished = 0
    channels: list[int] = []
    snapshots = []
    pending = list(marks)
    while pending:
        while len(channels) < in_play and opened < marks[-1]:
            channels.append(await open_game(h, opened))
            opened += 1
        for channel in await step(h, channels, rng):
            channels.remove(channel)
            forget_channel(h, channel)
            finished += 1
        while pending and finished >= pending[0]:
            run.marks.append(read_mark(pending.pop(0), began))
            print(mark_line(run.marks[-1]), flush=True)
            if tracemalloc.is_tracing():
                snapshots.append(tracemalloc.take_snapshot().filter_traces(NOT_TRACEMALLOC))
    if len(snapshots) > 1:
        grown = snapshots[-1].compare_to(snapshots[0], "traceback")
        # the growers, largest first (compare_to puts what shrank among them, by its size)
        run.growers = sorted((d for d in grown if d.size_diff > 0), key=lambda d: -d.size_diff)


NOT_TRACEMALLOC = (tracemalloc.Filter(False, tracemalloc.__file__),
                   tracemalloc.Filter(False, "<frozen importlib._bootstrap>"),
                   tracemalloc.Filter(False, "<frozen importlib._bootstrap_external>"))


async def long_run(path: Path, args) -> Run:
    """Play `args.marks`' last number of games through the bot (module docstring)."""
    from ..discord_ui.client import PuertoRicoBot

    heap.limit_arenas()  # as `prbot run` does, before any thread
    if args.tracemalloc:
        tracemalloc.start(FRAMES)
    run = Run(recorder=Recorder(PRESETS[args.discord].scaled(1 / args.speedup)))
    store = await open_store(str(path))
    if args.sqlite_cache is not None:
        await store.db.execute(f"PRAGMA cache_size=-{int(args.sqlite_cache)}")
    bot = PuertoRicoBot(GameService(store, seed_source=lambda: args.seed))
    bot.render_board, bot.render_player = stand_in_board, stand_in_player
    bot.clock = Later()
    h = await Harness(bot, run.recorder).start()
    print(heading(args, run.recorder), flush=True)
    try:
        await play(h, args.marks, args.in_play, args.seed, run)
    finally:
        await h.close()
        run.stored = await finished_in(store)
        await store.close()
        tracemalloc.stop()
    return run


async def finished_in(store) -> int:
    """How many games the database says were played to their end."""
    async with store.db.execute("SELECT count(*) FROM games WHERE status = 'finished'") as rows:
        (count,) = await rows.fetchone()
    return count


# --------------------------------------------------------------------------- the report
def heading(args, recorder: Recorder) -> str:
    return (f"long run: {args.marks[-1]} games played to their end through the bot, "
            f"{args.in_play} in play at once, on {pace(recorder.limits)} ({args.discord}, "
            f"its time {args.speedup:g} times as fast)")


def mark_line(mark: Mark) -> str:
    traced = f", Python's traced {mark.traced:.1f} MiB" if mark.traced is not None else ""
    arenas = f", {mark.arenas} malloc arenas" if mark.arenas is not None else ""
    return (f"  after {mark.finished} games: resident {mark.resident:.1f} MiB{traced}{arenas} "
            f"({mark.seconds:.0f} s)")


def report(run: Run, args) -> bool:
    """Print the growth from the first reading to each later one with its verdict, and the
    growers; whether every target is met."""
    print(f"  {run.stored} games finished in the bot's database; 429s from Discord: "
          f"{refusals(run.recorder)}")
    first, ok = run.marks[0], True
    for mark in run.marks[1:]:
        growth = mark.resident - first.resident
        target = TARGETS.get(mark.finished)
        within = target is None or growth < target
        ok = ok and within
        verdict = "" if target is None else (
            f" (target under {target:g} MiB: {'within target' if within else 'OVER TARGET'})")
        print(f"  growth from {first.finished} to {mark.finished} games: {growth:+.1f} MiB"
              f"{verdict}")
    if args.tracemalloc:
        print_growers(run, args.tracemalloc)
    return ok


def print_growers(run: Run, count: int) -> None:
    first, last = run.marks[0].finished, run.marks[-1].finished
    print(f"  the {count} places whose memory grew most from {first} to {last} games "
          f"(tracemalloc, by traceback; the newest frame first):")
    for diff in run.growers[:count]:
        print(f"  {diff.size_diff / 1024:+.1f} KiB in {diff.count_diff:+d} blocks "
              f"(now {diff.size / 1024:.1f} KiB)")
        for frame in reversed(diff.traceback[-FRAMES:]):
            print(f"      {frame.filename}:{frame.lineno}")
