"""What `/metrics` tells a Prometheus server, in its text format (`prometheus_client`).

`prbot_games_in_play` is read from the database at each scrape: while it cannot be read
the metric has no sample (its HELP and TYPE only), so no old count passes for the present.

How soon Discord shows the games (beside a bot): `prbot_delivery_seconds` from a change
published on the feed to its channel's message and to its DMs, `prbot_feed_lag_seconds` how
far behind the slowest subscriber of the feed is at the scrape, and
`prbot_discord_rate_limited` the 429s Discord answered since the start.

Each web app has a registry of its own (two apps in one process, as in the tests, do not
share counters). Decisions are counted from the change feed, so a click in Discord, `/pr
play`, the computer and the web table all count, as do other processes' on PostgreSQL.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from prometheus_client.exposition import CONTENT_TYPE_LATEST

# Error kinds: those of the socket's `error` frames, and `internal` for what failed inside.
ERROR_KINDS = ("stale", "illegal", "forbidden", "too_big", "too_fast", "bad", "expired",
               "internal", "unavailable")


class GamesInPlay:
    """The games in play as last read (`count`), None when the database could not tell."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.count: int | None = None
        registry.register(self)

    def collect(self):
        family = GaugeMetricFamily("prbot_games_in_play", "Games in play (read at each scrape;"
                                   " no sample while the database cannot be read)")
        if self.count is not None:
            family.add_metric([], self.count)
        yield family


class RateLimited:
    """The 429s Discord answered the bot (`discord_ui.delivery.RateLimits`), read at each
    scrape; no sample without a bot."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.limits = None
        registry.register(self)

    def collect(self):
        family = CounterMetricFamily("prbot_discord_rate_limited", "Requests Discord answered"
                                     " with 429 (rate limited), since the bot started")
        if self.limits is not None:
            family.add_metric([], self.limits.count)
        yield family


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.decisions = Counter(
            "prbot_decisions", "Decisions stored (any player, any way: buttons, /pr play,"
            " the computer, the web table)", registry=self.registry)
        self.answer_seconds = Histogram(
            "prbot_web_answer_seconds", "From a decision sent on the web table's socket to"
            " the table sent back", registry=self.registry,
            buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10))
        self.sockets = Gauge("prbot_web_sockets", "Web table sockets open now",
                             registry=self.registry)
        self.games = GamesInPlay(self.registry)
        self.errors = Counter("prbot_web_errors", "Web table requests refused or failed, by"
                              " kind", ["kind"], registry=self.registry)
        for kind in ERROR_KINDS:  # every kind shown from the start, at 0
            self.errors.labels(kind)
        self.delivery = Histogram(
            "prbot_delivery_seconds", "From a change published on the feed to its channel's"
            " message (kind=channel) and to its DMs (kind=dm)", ["kind"],
            registry=self.registry, buckets=(0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300))
        self.feed_lag = Gauge(
            "prbot_feed_lag_seconds", "How long the oldest change a subscriber of the feed has"
            " not shown yet has waited, at the scrape (0: every subscriber up to date)",
            registry=self.registry)
        self.rate_limited = RateLimited(self.registry)

    def watch(self, delivery) -> None:
        """Observe a bot's `discord_ui.delivery.Delivery`: its delays and its 429s."""
        delivery.observers.append(lambda kind, seconds:
                                  self.delivery.labels(kind).observe(seconds))
        self.rate_limited.limits = delivery.rate_limited

    def text(self) -> bytes:
        return generate_latest(self.registry)


CONTENT_TYPE = CONTENT_TYPE_LATEST
