"""Handing a seat to someone else, so a game goes on when a player must leave."""

from __future__ import annotations

import random

from test_play import ANA, BEA, CARLO, live_prompts, open_table, play_on

from bot.l10n import localizer
from bot.offline.harness import UserOption
from bot.offline.recorder import asked_users

DORA = 104


async def test_a_player_hands_his_seat_over_and_the_newcomer_finishes_the_game(table):
    h = await table.start()
    en = localizer("en")
    await open_table(h)
    await play_on(h, random.Random(5), clicks=12)

    reply = await h.command(CARLO, "handover", to=UserOption(DORA), player=UserOption(BEA))
    assert reply.ephemeral and reply.text == en.text("service-error-not_host")
    reply = await h.command(BEA, "handover", to=UserOption(CARLO))
    assert reply.ephemeral and reply.text == en.text("service-error-already_joined")

    reply = await h.command(BEA, "handover", to=UserOption(DORA))
    assert reply.text == en.text("seat-handed-over", old="User102", new="User104")
    (live,) = live_prompts(h)
    assert BEA not in asked_users(live)

    await play_on(h, random.Random(6))
    channel = "\n".join(m.content for m in h.recorder.channel())
    assert en.text("score-title") in channel
    assert "User104" in channel.split("User104 takes over")[-1]
    await table.stop()


async def test_the_host_hands_over_the_seat_of_a_player_who_disappeared(table):
    h = await table.start()
    en = localizer("en")
    await open_table(h)
    reply = await h.command(ANA, "handover", to=UserOption(DORA), player=UserOption(CARLO))
    assert reply.text == en.text("seat-handed-over", old="User103", new="User104")
    reply = await h.command(CARLO, "status")
    assert en.text("seat-handed-over", old="User103", new="User104") not in reply.text
    await table.stop()
