"""The crowd of `prbot bench scale`: people clicking in many channels of one bot process, at a
pace and in bursts, and what the bench watches of it (when each click's channel message and
DMs were asked of Discord, the errors the bot logged, the feed's lag).

Used by the bench's one process on SQLite (`scale.py`) and by each bot process of its run on
PostgreSQL (`scale_processes.py`) alike."""

from __future__ import annotations

import asyncio
import logging
import random
import resource
import time
from dataclasses import dataclass, field
from datetime import timedelta

from ..offline.harness import Harness
from ..offline.limits import INSTANT, PRESETS
from ..offline.recorder import Recorder
from ..service import utc_now
from .clicks import PLAYERS, click_payload, open_games, percentile

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

    def click(self, h: Harness, channel: int, payload: dict, moment: float) -> None:
        self.clicked[channel] = self.last_click[channel] = moment
        h.feed(payload)


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


class Quiet:
    """The bot's clock, moved an hour on between the bench's phases: nobody is still looking
    at his game when the next clicks come (DMs are owed, as in day-long games)."""

    def __init__(self) -> None:
        self.skipped = timedelta(0)

    def __call__(self):
        return utc_now() + self.skipped

    def pass_an_hour(self) -> None:
        self.skipped += timedelta(hours=1)


async def open_crowd(h: Harness, watch: Watch, discord: WatchedRecorder, games: int, limits: str,
                     first_user: int = 10_000) -> list[int]:
    """`games` games opened, each in a new channel (bench/clicks.py's `open_games`), on no
    limit, and each player's channel told to `watch`; then Discord's `limits` (a name of
    `PRESETS`) and the bot's clock quiet, an hour on. The games' channels."""
    channels = await open_games(h, games, first_user)
    for index, channel in enumerate(channels):
        for seat in range(PLAYERS):
            watch.player_channel[first_user + PLAYERS * index + seat] = channel
    await h.settle()
    watch.clicked.clear()
    discord.limits = PRESETS[limits]
    h.bot.clock = Quiet()
    h.bot.clock.pass_an_hour()
    return channels


async def paced(h: Harness, watch: Watch, channels: list[int], rate: float, seconds: float,
                rng: random.Random) -> int:
    """`rate` clicks a second for `seconds`, each in a random channel whose last click is
    shown, as people come back to their games one by one; then until all are shown. The
    clicks made."""
    ends, clicks = time.monotonic() + seconds, 0
    while time.monotonic() < ends:
        channel = rng.choice(channels)
        payload = None if channel in watch.clicked else click_payload(h, channel, rng)
        if payload is not None:
            watch.click(h, channel, payload, time.monotonic())
            clicks += 1
        await asyncio.sleep(rng.expovariate(rate))
    await h.settle(timeout=10 * DRAIN_TARGET)
    return clicks


async def burst(h: Harness, watch: Watch, channels: list[int], size: int,
                rng: random.Random, began: float) -> int:
    """`size` clicks in different channels at the moment `began` (the system's monotonic
    clock), an hour after the last on the bot's clock, then until all are shown: the clicks
    made."""
    h.bot.clock.pass_an_hour()
    payloads = [(channel, payload) for channel in rng.sample(channels, size)
                if (payload := click_payload(h, channel, rng))]
    await asyncio.sleep(max(0.0, began - time.monotonic()))
    for channel, payload in payloads:
        watch.click(h, channel, payload, began)
    await h.settle(timeout=10 * DRAIN_TARGET)
    return len(payloads)


def peak_mib() -> float:
    """The process's resident memory at its peak, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def spread(values: list[float]) -> str:
    """Seconds' p50, p95 and max, and how many."""
    if not values:
        return "none"
    return (f"p50 {percentile(values, 0.5):.2f} s, p95 {percentile(values, 0.95):.2f} s, "
            f"max {max(values):.2f} s ({len(values)})")


@dataclass
class Phase:
    """What one phase measured: the delays to the channel and to the DMs, the feed's lag;
    `more`, lines of a run of several processes (the sockets, the relay), each with its
    verdict (None: none)."""

    channel_delays: list[float]
    dm_delays: list[float]
    lag: float
    more: list[tuple[str, bool | None]] = field(default_factory=list)


def phase_of(watch: Watch, feed) -> Phase:
    """The delays measured since the last phase (then forgotten), and the feed's lag."""
    phase = Phase(watch.channel_delays, watch.dm_delays, feed.most_lag)
    watch.channel_delays, watch.dm_delays = [], []
    feed.forget_most_lag()
    return phase


@dataclass
class Figures:
    """The bursts: their clicks, the seconds they took to drain, each burst's drain."""

    clicks: int = 0
    seconds: float = 0.0
    drains: list[float] = field(default_factory=list)

    def drained(self, clicks: int, seconds: float) -> None:
        self.clicks += clicks
        self.seconds += seconds
        self.drains.append(seconds)


@dataclass
class Run:
    """What a run of the bench measured, for its report: `title` says where it ran; the
    day-long pace's phase and the bursts' (`crowd`); `memory`, each process's."""

    title: str
    day: Phase
    day_clicks: int
    crowd: Phase
    figures: Figures
    refused: str
    failures: int
    memory: list[str]
    size: float
