"""What the bot keeps of a game once it is over: nothing of its own, so that a bot running for
months holds its games in play and its bounded caches, no more (docs/performance.md: the
long run, `prbot bench service --finished`)."""

from __future__ import annotations

import random

from test_play import ANA, BEA, CARLO
from test_two_channels import DORA, open_in

from bot.bench.clicker import next_click
from bot.offline.recorder import CHANNEL_ID, snowflake


async def play_to_the_end(h, channels: list[int], rng: random.Random) -> None:
    """Random clicks in the channels, turn and turn about, until no game has one left."""
    for _ in range(6000):
        open_channels = [c for c in channels if next_click(h.recorder, c, rng) is not None]
        if not open_channels:
            return
        user, message, custom_id, values = next_click(h.recorder, rng.choice(open_channels),
                                                      rng)
        await h.click(user, message, custom_id, values)
    raise AssertionError("the games do not end")


async def test_finished_games_leave_nothing_of_their_own_in_the_bot(table):
    h = await table.start()
    other = snowflake()
    await open_in(h, CHANNEL_ID, "en", (ANA, BEA))
    await open_in(h, other, "es", (CARLO, DORA))
    publisher, pinger = h.bot.publisher, h.bot.pinger
    await play_to_the_end(h, [CHANNEL_ID], random.Random(5))
    assert len(publisher.asked) == 1  # the game still in play, and only it
    await play_to_the_end(h, [other], random.Random(6))
    for channel in (CHANNEL_ID, other):
        (finished,) = await h.bot.service.recovery.finished_history(channel_id=channel,
                                                                    limit=1)
        assert len(finished.scores) == 2
    assert publisher.asked == {}
    assert publisher.turns == {}
    assert publisher.debts.owed == {}
    assert pinger.seen == {} and pinger.called == set()
    assert h.bot.service.feed.idle
    for lanes in h.bot.service.feed._queues:
        assert lanes.waiting == {} and lanes.in_hand == {} and lanes.held == set()
    await table.stop()
