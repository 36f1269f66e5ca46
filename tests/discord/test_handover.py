"""Handing a seat to someone else, so a game goes on when a player must leave."""

from __future__ import annotations

import random

from test_play import ANA, BEA, CARLO, live_prompts, open_table, play_on, prompt_user

from bot.l10n import localizer
from bot.offline import UserOption

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

    old_prompts = live_prompts(h)
    reply = await h.command(BEA, "handover", to=UserOption(DORA))
    assert reply.text == en.text("seat-handed-over", old="User102", new="User104")
    prompted = {prompt_user(m) for m in live_prompts(h)}
    assert BEA not in prompted
    assert all(m.id not in {p.id for p in old_prompts} for m in live_prompts(h))

    await play_on(h, random.Random(6))
    channel = "\n".join(m.content for m in h.recorder.channel())
    assert en.text("score-title") in channel
    assert en.text("decided", player="User104") in channel
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
