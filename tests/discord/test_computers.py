"""Computer players in Discord: seats reserved for them at `/pr new`, a player's seat handed to
the computer while he is away and taken back, and the offer to do so after the last reminder."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from test_play import ANA, BEA, CARLO, live_prompts, open_table, play_on

from bot.game.record import Record
from bot.l10n import localizer
from bot.offline.harness import UserOption
from bot.offline.recorder import CHANNEL_ID, asked_users

EN = localizer("en")


def stored_record(h) -> Record:
    """The record of the channel's game as the database keeps it."""
    async def read():
        table = await h.bot.service.tables.table(CHANNEL_ID)
        return table.record
    return read()


async def test_two_people_and_two_computers_play_a_whole_game(table):
    h = await table.start()
    await h.command(ANA, "new", theme="classic", language="en", players=4, computers=2,
                    level="easy")
    reply = await h.command(BEA, "join")
    assert "Computer 1 (easy)" in reply.text and "Computer 2 (easy)" in reply.text
    await h.command(ANA, "start")
    game_table = await h.bot.service.tables.table(CHANNEL_ID)
    computer_seats = set(game_table.computers)
    assert len(computer_seats) == 2
    assert all(game_table.seats[seat] < 0 for seat in computer_seats)

    await play_on(h, random.Random(2))
    channel = h.recorder.channel()
    text = "\n".join(m.content for m in channel)
    assert EN.text("score-title") in text
    assert "Computer 1 (easy)" in text
    mentioned = {user for m in channel for user in asked_users(m)}
    assert mentioned <= {ANA, BEA}  # a computer is never mentioned
    record = (await h.bot.service.recovery.finished_history(CHANNEL_ID))[0]
    assert record.scores is not None
    await table.stop()


async def test_an_absent_player_is_replaced_and_takes_his_seat_back(table):
    h = await table.start()
    await open_table(h)
    await play_on(h, random.Random(5), clicks=10)

    reply = await h.command(BEA, "replace", player=UserOption(CARLO), level="easy")
    assert reply.ephemeral and reply.text == EN.text("service-error-not_host")
    reply = await h.command(ANA, "replace", player=UserOption(CARLO), level="easy")
    assert reply.text == EN.text("seat-replaced", player="User103", level="easy")
    game_table = await h.bot.service.tables.table(CHANNEL_ID)
    carlo = game_table.seat_of(CARLO)
    assert game_table.computers == {carlo: "easy"}
    assert CARLO not in game_table.pending_users
    for live in live_prompts(h):
        assert CARLO not in asked_users(live)
    reply = await h.command(ANA, "replace", player=UserOption(CARLO), level="hard")
    assert reply.text == EN.text("service-error-computer_plays")

    before = len((await h.bot.service.tables.table(CHANNEL_ID)).record.decisions)
    await play_on(h, random.Random(6), clicks=25)
    record = (await h.bot.service.tables.table(CHANNEL_ID)).record
    by_computer = [d for seat, d in record.decisions[before:] if seat == carlo]
    assert by_computer  # the computer played Carlo's seat meanwhile

    reply = await h.command(CARLO, "play", decision="pass")
    assert reply.text == EN.text("service-error-computer_plays")
    reply = await h.command(BEA, "takeback", player=UserOption(CARLO))
    assert reply.text == EN.text("service-error-not_host")
    reply = await h.command(CARLO, "takeback")
    assert reply.text == EN.text("seat-taken-back", player="User103")
    assert (await h.bot.service.tables.table(CHANNEL_ID)).computers == {}
    reply = await h.command(CARLO, "takeback")
    assert reply.text == EN.text("service-error-not_replaced")

    await play_on(h, random.Random(7))
    history = await h.bot.service.recovery.finished_history(CHANNEL_ID)
    assert history and history[0].scores
    await table.stop()


async def test_the_host_is_offered_the_computer_after_the_last_reminder(table):
    h = await table.start()
    h.bot.remind_every = timedelta(hours=24)
    await open_table(h, pace="untimed")  # a timed game reminds by its clock
    waiting = asked_users(live_prompts(h)[0])[0]
    if waiting == ANA:  # the host himself is waited on: make someone else the one
        await play_on(h, random.Random(1), clicks=1)
        waiting = asked_users(live_prompts(h)[0])[0]
    cog = h.bot.pinger
    started = datetime.now(UTC)
    offers = []
    for day in (1, 2, 3):
        await cog.send_reminders(lambda day=day: started + timedelta(hours=24 * day + 1))
        offers = [m for m in h.recorder.dms(ANA) if "/pr replace" in m.content]
        assert len(offers) == (1 if day == 3 else 0), day
    name = f"User{waiting}"
    assert offers[0].content.startswith(f"{name} has not decided in <#{CHANNEL_ID}>")
    await table.stop()
