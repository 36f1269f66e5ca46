"""How many games one bot process holds: a crowd clicking in bursts, on Discord's rate limits.

`prbot bench scale [--games N] [--pace R] [--seconds T] [--bursts B] [--burst K]
[--discord PACE] [--finished F] [--seed S]` opens N 3-player games, each in a channel of its
own, in one bot process on a temporary SQLite file (the offline Discord of `bot.offline`,
answering at once while they open). Then, on Discord's own rate limits (`--discord discord`:
50 ms a request, 5 messages and 5 edits per 5 s in a channel, 50 requests a second in all for
the bot), people click at the pace of day-long games, R clicks a second in random channels for
T seconds; then B bursts of K clicks arrive, each burst's clicks at the same instant in K
different channels, the next burst once the bot has shown the last. It prints:

- at the day-long pace, from a decision to its channel's message and to the DMs it caused
  (p50, p95, max): targets p95 under 2 s and under 5 s; the change feed's largest lag (the
  longest a change waited to be handed to a subscriber): under 10 s;
- in the bursts, the clicks held per second and how long each burst took to drain (every
  channel shown and every DM sent): target, each within a minute with 300 games and bursts of
  300 (Discord's 50 requests a second for the whole bot bound it: a click edits its channel's
  message, a DM is one more request), and the same delays;
- the failures the bot logged (a message or a DM discord.py gave up on after five 429s is
  one): target none;
- the 429s Discord answered, the process's resident memory, and the database's size per
  1 000 finished games (F random finished games stored in a file of their own, scaled).
"""

from __future__ import annotations

import asyncio
import logging
import random
import resource
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

from ..discord_ui.client import PuertoRicoBot
from ..offline.harness import Harness
from ..offline.limits import INSTANT, PRESETS
from ..offline.recorder import Recorder
from ..service import GameService, utc_now
from ..store import open_store
from . import bench_parser
from .clicks import (
    PLAYERS,
    click_payload,
    open_games,
    pace,
    percentile,
    refusals,
    stand_in_board,
    stand_in_player,
)
from .community import finished_game, store_game

DRAIN_TARGET = 60  # seconds a burst may take to be shown, its DMs sent
CHANNEL_P95 = 2.0  # seconds from a decision to its channel's message, at the 95th percentile
DM_P95 = 5.0  # seconds from a decision to its DMs, at the 95th percentile
LAG_TARGET = 10.0  # seconds a change may wait for a subscriber, at most


@dataclass
class Watch:
    """When each click came, and when Discord was asked to show what followed: the channel's
    posts and edits, and the DMs, each as (moment, channel)."""

    clicked: dict[int, float] = field(default_factory=dict)  # channel -> its latest click
    channel_delays: list[float] = field(default_factory=list)
    dm_delays: list[float] = field(default_factory=list)
    player_channel: dict[int, int] = field(default_factory=dict)  # user -> his game's channel
    last_click: dict[int, float] = field(default_factory=dict)  # channel -> its latest click

    def shown(self, channel: int) -> None:
        """A post or edit in a game's channel: the first after its click shows it."""
        clicked = self.clicked.pop(channel, None)
        if clicked is not None:
            self.channel_delays.append(time.monotonic() - clicked)

    def dm(self, user: int) -> None:
        channel = self.player_channel.get(user)
        clicked = self.last_click.get(channel)
        if clicked is not None:
            self.dm_delays.append(time.monotonic() - clicked)


class Failures(logging.Handler):
    """The errors the bot logs (a channel's message or a DM that could not be sent)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


class WatchedRecorder(Recorder):
    """The offline Discord, telling the `Watch` of each post, edit and DM as it is asked."""

    def __init__(self, watch: Watch) -> None:
        super().__init__(INSTANT)
        self.watch = watch

    def post(self, channel_id: int, body: dict, files: list[str], **extra):
        user = self.dm_channels.get(channel_id)
        if user is not None:
            self.watch.dm(user)
        else:
            self.watch.shown(channel_id)
        return super().post(channel_id, body, files, **extra)

    def edit(self, message_id: int, body: dict, files: list[str]):
        message = self.messages.get(message_id)
        if message is not None:
            self.watch.shown(message.channel_id)
        return super().edit(message_id, body, files)


@dataclass
class Figures:
    clicks: int = 0
    seconds: float = 0.0
    drains: list[float] = field(default_factory=list)


class Quiet:
    """The bot's clock, moved an hour on between the bench's phases: nobody is still looking
    at his game when the next clicks come (DMs are owed, as in day-long games)."""

    def __init__(self) -> None:
        self.skipped = timedelta(0)

    def __call__(self):
        return utc_now() + self.skipped

    def pass_an_hour(self) -> None:
        self.skipped += timedelta(hours=1)


async def paced(h: Harness, watch: Watch, channels: list[int], rate: float, seconds: float,
                rng: random.Random) -> None:
    """`rate` clicks a second for `seconds`, each in a random channel whose last click is
    shown, as people come back to their games one by one; then until all are shown."""
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        channel = rng.choice(channels)
        payload = None if channel in watch.clicked else click_payload(h, channel, rng)
        if payload is not None:
            watch.clicked[channel] = watch.last_click[channel] = time.monotonic()
            h.feed(payload)
        await asyncio.sleep(rng.expovariate(rate))
    await h.settle(timeout=10 * DRAIN_TARGET)


async def bursts(h: Harness, watch: Watch, channels: list[int], count: int, size: int,
                 rng: random.Random) -> Figures:
    """`count` bursts of `size` clicks in different channels, each drained before the next,
    an hour apart on the bot's clock."""
    figures = Figures()
    for _ in range(count):
        h.bot.clock.pass_an_hour()
        payloads = [(channel, payload) for channel in rng.sample(channels, size)
                    if (payload := click_payload(h, channel, rng))]
        if not payloads:
            break
        began = time.monotonic()
        for channel, payload in payloads:
            watch.clicked[channel] = watch.last_click[channel] = began
            h.feed(payload)
        await h.settle(timeout=10 * DRAIN_TARGET)
        drained = time.monotonic() - began
        figures.drains.append(drained)
        figures.clicks += len(payloads)
        figures.seconds += drained
    return figures


def resident_mib() -> float:
    """The process's resident memory at its peak, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def size_per_thousand(folder: Path, games: int, seed: int) -> float:
    """MiB a database takes for 1 000 finished games, from `games` stored in a file."""
    path = folder / "finished.sqlite3"
    store = await open_store(str(path))
    try:
        empty = path.stat().st_size
        rng = random.Random(seed)
        for index in range(games):
            users, record = finished_game(index, rng)
            await store_game(store, 1_000 + index, users, record)
    finally:
        await store.close()
    used = sum(p.stat().st_size for p in folder.glob("finished.sqlite3*")) - empty
    return used / games * 1000 / 2**20


@dataclass
class Phase:
    """What one phase measured: the delays to the channel and to the DMs, the feed's lag."""

    channel_delays: list[float]
    dm_delays: list[float]
    lag: float


def phase_of(watch: Watch, feed) -> Phase:
    """The delays measured since the last phase (then forgotten), and the feed's lag."""
    phase = Phase(watch.channel_delays, watch.dm_delays, feed.most_lag)
    watch.channel_delays, watch.dm_delays = [], []
    feed.forget_most_lag()
    return phase


async def measure(args) -> tuple[Phase, Phase, Figures, Recorder, float, int]:
    watch = Watch()
    failures = Failures()
    logging.getLogger("bot").addHandler(failures)
    discord = WatchedRecorder(watch)
    with tempfile.TemporaryDirectory() as scratch:
        store = await open_store(str(Path(scratch) / "scale.sqlite3"))
        bot = PuertoRicoBot(GameService(store, seed_source=lambda: args.seed))
        bot.render_board, bot.render_player = stand_in_board, stand_in_player
        h = await Harness(bot, discord).start()
        try:
            channels = await open_games(h, args.games)
            for index, channel in enumerate(channels):
                for seat in range(PLAYERS):
                    watch.player_channel[10_000 + PLAYERS * index + seat] = channel
            await h.settle()
            watch.clicked.clear()
            discord.limits = PRESETS[args.discord]
            bot.clock = Quiet()
            bot.clock.pass_an_hour()
            rng = random.Random(args.seed)
            phase_of(watch, bot.service.feed)
            await paced(h, watch, channels, args.pace, args.seconds, rng)
            day = phase_of(watch, bot.service.feed)
            figures = await bursts(h, watch, channels, args.bursts,
                                   min(args.burst, len(channels)), rng)
            crowd = phase_of(watch, bot.service.feed)
        finally:
            await h.close()
            await store.close()
            logging.getLogger("bot").removeHandler(failures)
        size = await size_per_thousand(Path(scratch), args.finished, args.seed)
    return day, crowd, figures, discord, size, failures.count


def spread(values: list[float]) -> str:
    if not values:
        return "none"
    return (f"p50 {statistics.median(values):.2f} s, p95 {percentile(values, 0.95):.2f} s, "
            f"max {max(values):.2f} s ({len(values)})")


def verdict(ok: bool) -> str:
    return "within target" if ok else "OVER TARGET"


def report(args, day: Phase, crowd: Phase, figures: Figures, discord: Recorder,
           size: float, failures: int) -> bool:
    """Print each figure with its verdict; whether every target is met."""
    print(f"{args.games} games in play in one process on SQLite, on {pace(discord.limits)}")
    held = figures.clicks / figures.seconds if figures.seconds else 0.0
    drained = max(figures.drains, default=0.0)
    checks = [
        (f"at the day-long pace, {args.pace:g} clicks a second for {args.seconds:g} s", None),
        (f"  decision to its channel's message: {spread(day.channel_delays)}",
         bool(day.channel_delays) and percentile(day.channel_delays, 0.95) <= CHANNEL_P95),
        (f"  decision to its DMs: {spread(day.dm_delays)}",
         not day.dm_delays or percentile(day.dm_delays, 0.95) <= DM_P95),
        (f"  the feed's largest lag: {day.lag:.2f} s", day.lag <= LAG_TARGET),
        (f"in {len(figures.drains)} bursts of {args.burst} clicks at once", None),
        (f"  clicks held: {held:.1f} a second; the longest burst drained in {drained:.1f} s",
         drained <= DRAIN_TARGET),
        (f"  decision to its channel's message: {spread(crowd.channel_delays)}", None),
        (f"  decision to its DMs: {spread(crowd.dm_delays)}", None),
        (f"  the feed's largest lag: {crowd.lag:.2f} s", None),
        (f"failures logged (a message or a DM not sent): {failures}", failures == 0),
    ]
    for line, ok in checks:
        print(f"  {line}: {verdict(ok)}" if ok is not None else f"  {line}")
    print(f"  429s from Discord: {refusals(discord)}")
    print(f"  resident memory at its peak: {resident_mib():.0f} MiB")
    print(f"  the database: {size:.1f} MiB per 1 000 finished games")
    return all(ok is not False for _, ok in checks)


def main(argv: list[str] | None = None) -> int:
    parser = bench_parser("scale")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--pace", type=float, default=5.0)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--bursts", type=int, default=6)
    parser.add_argument("--burst", type=int, default=300)
    parser.add_argument("--discord", choices=tuple(PRESETS), default="discord")
    parser.add_argument("--finished", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    return 0 if report(args, *asyncio.run(measure(args))) else 1


if __name__ == "__main__":
    raise SystemExit(main())
