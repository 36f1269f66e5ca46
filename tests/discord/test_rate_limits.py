"""The offline Discord's rate limits, as Discord's: discord.py reads its headers, waits out its
buckets, and sleeps and retries on its 429s, as it does against Discord.

Run on virtual time (bot/offline/virtual_time.py): Discord's own limits, five seconds to a
channel's bucket, pass in no time, and always in the same order. The clients are bare
discord.py clients of one bot, each as one process of it: what they send is all that matters.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

import discord
import pytest

from bot.offline import virtual_time
from bot.offline.harness import Harness
from bot.offline.limits import DISCORD, INSTANT, Gate
from bot.offline.recorder import CHANNEL_ID, Recorder
from bot.offline.transport import OfflineSession, bucket_hash

SEND = "POST /channels/{channel_id}/messages"


class TimedRecorder(Recorder):
    """The offline Discord, noting when each request it lets through reaches it."""

    def __init__(self, limits) -> None:
        super().__init__(limits)
        self.reached: list[tuple[str, float]] = []  # (the channel or the token, when)

    async def http_request(self, route, **kwargs):
        self.reached.append((str(route.channel_id), asyncio.get_running_loop().time()))
        return await super().http_request(route, **kwargs)

    async def webhook_request(self, route, session, **kwargs):
        self.reached.append((route.webhook_token, asyncio.get_running_loop().time()))
        return await super().webhook_request(route, session, **kwargs)


async def process(recorder: Recorder) -> Harness:
    """One process of the bot, logged in on `recorder`."""
    return await Harness(discord.Client(intents=discord.Intents(guilds=True)), recorder).start()


async def post(client: discord.Client, channel_id: int, *contents: str) -> None:
    """Post each of `contents` in the channel, one after the other, as the bot does."""
    channel = client.get_partial_messageable(channel_id)
    for content in contents:
        await channel.send(content)


def test_a_burst_beyond_a_channels_bucket_gets_429s_that_discord_py_retries_in_order():
    """Two processes of the bot post eight messages each into one channel at once: neither
    knows what the other spent of the channel's bucket (5 messages per 5 seconds), so Discord
    answers some of them 429; discord.py waits the retry_after it is given and sends again."""
    async def burst() -> Recorder:
        recorder = Recorder(DISCORD)
        first, second = await process(recorder), await process(recorder)
        await asyncio.gather(post(first.bot, CHANNEL_ID, *[f"a{n}" for n in range(8)]),
                             post(second.bot, CHANNEL_ID, *[f"b{n}" for n in range(8)]))
        for h in (first, second):
            await h.bot.close()
        return recorder

    recorder = virtual_time.run(burst())
    assert recorder.rate_limited["user"] > 0 and recorder.rate_limited["global"] == 0
    channel = [m.content for m in recorder.channel()]
    assert len(channel) == 16
    for process_name in "ab":
        assert [c for c in channel if c[0] == process_name] == \
            [f"{process_name}{n}" for n in range(8)]


def test_the_global_limit_holds_every_request_back_until_its_second_is_over():
    """60 messages in 60 channels at once: no channel's bucket is spent, but the bot's 50
    requests a second are; Discord answers the rest 429 with X-RateLimit-Global, and
    discord.py holds back its requests for the retry_after it is given."""
    channels = [CHANNEL_ID + n for n in range(60)]

    async def burst() -> TimedRecorder:
        recorder = TimedRecorder(DISCORD)
        h = await process(recorder)
        await asyncio.sleep(1)  # the second of the login's requests over
        recorder.reached.clear()
        await asyncio.gather(*(post(h.bot, channel, f"hello {channel}") for channel in channels))
        await h.bot.close()
        return recorder

    recorder = virtual_time.run(burst())
    assert recorder.rate_limited["global"] > 0 and recorder.rate_limited["user"] == 0
    assert sorted(m.channel_id for m in recorder.messages.values()) == channels
    first = recorder.reached[0][1]
    assert sum(1 for _, when in recorder.reached if when < first + 1) == 50


def test_an_interactions_follow_ups_wait_for_its_tokens_bucket_not_for_others():
    """An interaction answered with eight follow-ups: after five in two seconds, its token's
    bucket says none remain and discord.py's webhook adapter waits before the sixth (no 429);
    another interaction's follow-ups, meanwhile, are not held back."""
    async def answered() -> tuple[TimedRecorder, list[str]]:
        recorder = TimedRecorder(DISCORD)
        h = await process(recorder)
        first, second = interaction(h), interaction(h)
        await asyncio.gather(first.response.defer(), second.response.defer())
        await asyncio.gather(follow_ups(first, "a", 8), follow_ups(second, "b", 3))
        await h.bot.close()
        return recorder, [first.token, second.token]

    recorder, (first, second) = virtual_time.run(answered())
    assert not recorder.rate_limited
    assert [m.content for m in recorder.replies(first)] == [f"a{n}" for n in range(8)]
    assert [m.content for m in recorder.replies(second)] == [f"b{n}" for n in range(3)]
    first_times = [when for token, when in recorder.reached if token == first]
    second_times = [when for token, when in recorder.reached if token == second]
    assert max(second_times) < first_times[6]  # the response, then five follow-ups: the sixth


def interaction(h: Harness) -> discord.Interaction:
    data = {"id": "1", "name": "pr", "type": 1}
    return discord.Interaction(data=h.payload(2, data, 101), state=h.bot._connection)


async def follow_ups(answered: discord.Interaction, name: str, count: int) -> None:
    for n in range(count):
        await answered.followup.send(f"{name}{n}")


def test_discord_py_reads_the_buckets_headers():
    """After one message, discord.py knows the route's bucket by Discord's X-RateLimit-Bucket
    and what it allows by X-RateLimit-Limit, -Remaining and -Reset-After."""
    async def one_message() -> discord.http.HTTPClient:
        h = await process(Recorder(DISCORD))
        await post(h.bot, CHANNEL_ID, "hello")
        await h.bot.close()
        return h.bot.http

    http = virtual_time.run(one_message())
    assert http._bucket_hashes[SEND] == bucket_hash("messages")
    bucket = http._buckets[f"{bucket_hash('messages')}:{CHANNEL_ID}"]
    assert (bucket.limit, bucket.remaining, bucket.reset_after) == (5, 4, 5.0)


def test_the_answers_carry_discords_headers_and_a_429_its_retry_after():
    async def answers() -> list:
        session = OfflineSession(Recorder(replace(DISCORD, latency=0)))
        url = discord.http.Route("POST", "/channels/{channel_id}/messages",
                                 channel_id=CHANNEL_ID).url
        got = []
        for _ in range(6):
            async with session.request("POST", url, data='{"content": "hi"}') as answer:
                got.append((answer.status, answer.headers, await answer.text()))
        return got

    answers = virtual_time.run(answers())
    status, headers, _ = answers[0]
    assert status == 200
    assert {key: headers[key] for key in ("X-RateLimit-Limit", "X-RateLimit-Remaining",
                                          "X-RateLimit-Reset-After", "X-RateLimit-Bucket")} \
        == {"X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "4",
            "X-RateLimit-Reset-After": "5.000", "X-RateLimit-Bucket": bucket_hash("messages")}
    assert float(headers["X-RateLimit-Reset"]) > 0
    status, headers, body = answers[5]
    assert status == 429
    assert (headers["X-RateLimit-Scope"], headers["X-RateLimit-Remaining"],
            headers["Retry-After"], headers["Via"]) == ("user", "0", "5", "1.1 google")
    assert json.loads(body) == {"message": "You are being rate limited.", "retry_after": 5.0,
                                "global": False}


@pytest.mark.parametrize("bound", [True, False])
def test_the_global_limit_binds_all_but_the_interaction_endpoints(bound):
    gate, limits = Gate(), replace(DISCORD, others=replace(DISCORD.others, limit=100))
    verdicts = [gate.admit(limits, "others", f"route {n}", "", now=0.5, bound=bound)
                for n in range(51)]
    assert [v.refused for v in verdicts] == [False] * 50 + [bound]
    if bound:
        assert (verdicts[-1].scope, verdicts[-1].reset_after) == ("global", 1.0)
    assert not gate.admit(limits, "others", "route 0", "", now=1.5).refused  # a new second


def test_a_buckets_window_opens_anew_once_over_and_per_channel():
    gate = Gate()
    spent = [gate.admit(DISCORD, "messages", "messages", "1", now=10.0) for _ in range(6)]
    assert [v.remaining for v in spent[:5]] == [4, 3, 2, 1, 0] and spent[5].scope == "user"
    assert not gate.admit(DISCORD, "messages", "messages", "2", now=10.0).refused
    assert gate.admit(DISCORD, "messages", "messages", "1", now=14.9).refused
    assert gate.admit(DISCORD, "messages", "messages", "1", now=15.0).remaining == 4


def test_the_tests_discord_gives_discords_buckets_but_never_a_wait():
    """The tests' offline Discord, by default: twenty messages into one channel, and neither
    a 429 nor a moment of waiting; discord.py still reads the bucket's headers."""
    async def twenty() -> tuple[Recorder, float, discord.http.HTTPClient]:
        recorder = Recorder()
        h = await process(recorder)
        await post(h.bot, CHANNEL_ID, *[f"m{n}" for n in range(20)])
        await h.bot.close()
        return recorder, asyncio.get_running_loop().time(), h.bot.http

    recorder, elapsed, http = virtual_time.run(twenty())
    assert recorder.limits == INSTANT and not recorder.rate_limited and elapsed == 0
    assert len(recorder.channel()) == 20
    assert http._buckets[f"{bucket_hash('messages')}:{CHANNEL_ID}"].limit == 5


def test_a_slow_discord_is_one_setting_away():
    """Two seconds a request: the message reaches Discord two seconds after it was sent."""
    async def one_message() -> float:
        h = await process(Recorder(replace(DISCORD, latency=2.0)))
        started = asyncio.get_running_loop().time()
        await post(h.bot, CHANNEL_ID, "hello")
        await h.bot.close()
        return asyncio.get_running_loop().time() - started

    assert virtual_time.run(one_message()) == pytest.approx(2.0)
