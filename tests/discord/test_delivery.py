"""A crowd on a slow Discord: many games deciding at once, far more changes than a subscriber's
backlog, each request to Discord answered late. Delivery never stalls: once the burst is over,
the bot settles within a bound the test states, every player the burst newly waits on has had
his DM, and every channel shows its game as it stands. How soon, and Discord's 429s, are
figures of /metrics."""

from __future__ import annotations

import asyncio
import logging
import random
from dataclasses import replace

from conftest import Table

from bot.bench.clicks import open_games
from bot.clock import ManualTime
from bot.discord_ui.delivery import CHANNEL, DMS, Delivery
from bot.feed import DECIDED, Change
from bot.offline.limits import INSTANT
from bot.web.metrics import Metrics

GAMES = 60
ROUNDS = 10  # decisions in a row in every game, none shown before the next is taken
LATENCY = 0.05  # seconds Discord takes to answer each request
DRAINED_WITHIN = 60  # seconds the burst may take to be shown and its DMs sent
T0 = 1_800_000_000
LATER = 3600  # nobody is looking at his games any more


async def decide_once(service, channel: int, rng: random.Random) -> tuple[int, int] | None:
    """One decision of the first seat the game waits on: (game id, the person who took it)."""
    table = await service.tables.table(channel)
    if table is None or table.game is None or table.game.is_over or not table.pending_users:
        return None
    user = table.pending_users[0]
    seat = table.seat_of(user)
    decision = rng.choice(table.game.legal(seat))
    await service.play.decide(channel, user, table.revision, [decision])
    return table.game_id, user


async def pending_by_game(service, channels: list[int]) -> dict[int, set[int]]:
    tables = [await service.tables.table(channel) for channel in channels]
    return {t.game_id: set(t.pending_users) for t in tables}


async def test_a_burst_far_beyond_the_backlog_drains_with_every_dm_and_every_channel_up_to_date(
        db_url):
    time = ManualTime(T0)
    table = Table(db_url, time=time)
    h = await table.start()
    service = h.bot.service
    try:
        channels = await open_games(h, GAMES)
        await h.settle()
        time.now += LATER
        h.recorder.limits = replace(INSTANT, latency=LATENCY)  # Discord answers late
        shown: list[str] = []
        h.bot.publisher.delivery.observers.append(lambda kind, seconds: shown.append(kind))
        before = await pending_by_game(service, channels)
        dms_before = {user: len(h.recorder.dms(user)) for users in before.values()
                      for user in users}
        rng = random.Random(5)
        deciders: dict[int, set[int]] = {game: set() for game in before}
        for _ in range(ROUNDS):  # every game decides, again and again, before any is shown
            for taken in await asyncio.gather(*(decide_once(service, c, rng) for c in channels)):
                if taken is not None:
                    deciders[taken[0]].add(taken[1])
        assert sum(map(len, deciders.values())) > 0
        assert not service.feed.idle  # the burst is waiting to be shown
        await h.settle(timeout=DRAINED_WITHIN)

        after = await pending_by_game(service, channels)
        for game, users in after.items():
            # newly waited on, and not looking at the game (he would have decided in it)
            owed = users - before[game] - deciders[game]
            for user in owed:
                assert len(h.recorder.dms(user)) > dms_before.get(user, 0), (game, user)
        await every_channel_shows_its_game(h, channels)
        assert {CHANNEL, DMS} <= set(shown)  # each measured, for /metrics
    finally:
        await table.stop()


async def every_channel_shows_its_game(h, channels: list[int]) -> None:
    """Bringing each live message up to date changes nothing: it showed the game already."""
    for channel in channels:
        game = await h.bot.service.tables.table(channel)
        requests = len(h.recorder.log)
        await h.bot.publisher.refresh(game, set(game.pending_users))
        written = [method for method, _ in h.recorder.log[requests:] if method != "GET"]
        assert written == [], (channel, written)


def test_how_soon_discord_showed_a_change_and_its_429s_are_read_on_metrics():
    now = ManualTime(10)
    delivery, metrics = Delivery(clock=now), Metrics()
    metrics.watch(delivery)
    delivery.rate_limited.watch()
    try:
        change = replace(Change(1, 2, DECIDED, 3), published=7)
        delivery.shown(CHANNEL, change)
        now.now = 12
        delivery.shown(DMS, change)
        logging.getLogger("discord.http").warning(
            "We are being rate limited. %s %s responded with 429. Retrying in %.2f seconds.",
            "POST", "/channels/2/messages", 1.5)
        logging.getLogger("discord.http").warning(  # the same 429, said again
            "Global rate limit has been hit. Retrying in %.2f seconds.", 1.5)
    finally:
        delivery.rate_limited.stop()
    text = metrics.text().decode()
    assert 'prbot_delivery_seconds_sum{kind="channel"} 3.0' in text
    assert 'prbot_delivery_seconds_sum{kind="dm"} 5.0' in text
    assert "prbot_discord_rate_limited_total 1.0" in text
    assert "prbot_feed_lag_seconds 0.0" in text
