"""Two games in two channels of one server at once, their clicks interleaved: each click is
sent from the channel of the message clicked, each game moves on its own to its end, and
nothing of one shows in the other."""

from __future__ import annotations

import random

from test_play import ANA, BEA, CARLO

from bot.bench.clicker import next_click
from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID, snowflake

DORA = 104


async def open_in(h, channel: int, lang: str, players: tuple[int, ...]) -> None:
    await h.command(players[0], "new", theme="classic", language=lang,
                    players=len(players), channel_id=channel)
    for user in players[1:]:
        await h.command(user, "join", channel_id=channel)
    await h.command(players[0], "start", channel_id=channel)


async def test_two_games_in_two_channels_play_to_their_end_at_once(table):
    h = await table.start()
    other = snowflake()
    games = {CHANNEL_ID: ("en", (ANA, BEA)), other: ("it", (CARLO, DORA))}
    for channel, (lang, players) in games.items():
        await open_in(h, channel, lang, players)
    rng = random.Random(3)
    clicks = dict.fromkeys(games, 0)
    while True:
        open_channels = [c for c in games if next_click(h.recorder, c, rng) is not None]
        if not open_channels:
            break
        channel = rng.choice(open_channels)  # the two games, turn and turn about at random
        user, message, custom_id, values = next_click(h.recorder, channel, rng)
        assert user in games[channel][1]
        reply = await h.click(user, message, custom_id, values)
        assert all(m.components for m in reply.messages), reply.text  # no complaint
        assert all(m.channel_id == channel for m in reply.messages)
        clicks[channel] += 1
        assert sum(clicks.values()) < 6000, "the games do not end"
    for channel, (lang, players) in games.items():
        (finished,) = await h.bot.service.recovery.finished_history(channel_id=channel, limit=1)
        assert clicks[channel] > 50 and len(finished.scores) == len(players)
        score_title = localizer(lang).text("score-title")
        assert any(score_title in m.content for m in h.recorder.channel(channel))
    await table.stop()
