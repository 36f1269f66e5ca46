"""Discord's rate limits, as the offline Discord applies them.

As Discord documents them (docs.discord.com/developers/topics/rate-limits): each route counts
against a bucket, kept apart for each top-level resource of its path (a channel; a webhook's id
and token, which for an interaction's follow-ups is its token); a bot may also make no more
than 50 requests a second in all (the global limit), the interaction endpoints aside. Discord
says what a route allows only in its answers' headers; the sizes below are the ones it is seen
to give a bot (5 messages per 5 seconds in a channel, and so on).

Pure: every decision is given the moment it is about, in seconds on the clock of the caller's
choosing (the event loop's, which is discord.py's too).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

MOST_WINDOWS = 4096  # windows kept before the ones already over are dropped


@dataclass(frozen=True)
class Bucket:
    """`limit` requests every `window` seconds."""

    limit: int
    window: float

    def scaled(self, factor: float) -> Bucket:
        return replace(self, window=self.window * factor)


@dataclass(frozen=True)
class DiscordLimits:
    """How the offline Discord paces the bot: the seconds each request takes to be answered,
    and the buckets. A bucket's kind names the routes that count against it (`ROUTES` in
    transport.py)."""

    latency: float = 0.05
    everything: Bucket = Bucket(50, 1.0)  # the global limit, per bot
    messages: Bucket = Bucket(5, 5.0)  # new messages in one channel
    edits: Bucket = Bucket(5, 5.0)  # edits of one channel's messages
    deletes: Bucket = Bucket(5, 1.0)  # deletions in one channel
    interactions: Bucket = Bucket(5, 2.0)  # an interaction's answers, per token
    others: Bucket = Bucket(50, 1.0)  # any other route, each a bucket of its own

    def bucket(self, kind: str) -> Bucket:
        return getattr(self, kind)

    def scaled(self, factor: float) -> DiscordLimits:
        """Discord with its time `factor` times as long: 0 and nothing ever waits (every
        window is over at once), 10 and it is ten times slower."""
        buckets = {name: getattr(self, name).scaled(factor) for name in KINDS}
        return replace(self, latency=self.latency * factor,
                       everything=self.everything.scaled(factor), **buckets)


KINDS = ("messages", "edits", "deletes", "interactions", "others")
DISCORD = DiscordLimits()  # Discord's own limits, 50 ms a request
SLOW = replace(DISCORD, latency=0.5)  # a slow Discord: half a second a request
INSTANT = DISCORD.scaled(0)  # Discord's buckets, with no time in them: never a wait
PRESETS = {"discord": DISCORD, "slow": SLOW, "instant": INSTANT}


@dataclass
class Window:
    """A bucket's requests until it `closes` (a moment in seconds) and starts anew."""

    closes: float
    used: int = 0


@dataclass(frozen=True)
class Verdict:
    """Discord's word on one request: let through or refused (`scope`: "user" for the
    route's bucket, "global" for the bot's), and the bucket's state for the headers."""

    limit: int
    remaining: int
    reset_after: float
    scope: str | None = None

    @property
    def refused(self) -> bool:
        return self.scope is not None


@dataclass
class Gate:
    """The windows of one bot's buckets: each request is counted against the global limit
    (unless `bound` is false: an interaction endpoint), then against its route's bucket."""

    windows: dict[tuple[str, str], Window] = field(default_factory=dict)

    def admit(self, limits: DiscordLimits, kind: str, bucket: str, major: str, now: float,
              bound: bool = True) -> Verdict:
        if bound:
            overall = self.count(("", ""), limits.everything, now)
            if overall.refused:
                return replace(overall, scope="global")
        return self.count((bucket, major), limits.bucket(kind), now)

    def count(self, key: tuple[str, str], bucket: Bucket, now: float) -> Verdict:
        window = self.windows.get(key)
        if window is None:
            window = self.windows[key] = Window(now + bucket.window)
            self.forget_over(now)
        elif now >= window.closes:
            window.closes, window.used = now + bucket.window, 0
        reset_after = window.closes - now
        if window.used >= bucket.limit:
            return Verdict(bucket.limit, 0, reset_after, scope="user")
        window.used += 1
        return Verdict(bucket.limit, bucket.limit - window.used, reset_after)

    def forget_over(self, now: float) -> None:
        """Drop the windows already over once there are many: a bot that runs long meets
        ever new channels and interaction tokens."""
        if len(self.windows) > MOST_WINDOWS:
            self.windows = {key: w for key, w in self.windows.items() if w.closes > now}
