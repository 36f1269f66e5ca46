"""Every button and select of a game's messages is bound to the decision it was made for: a
copy of an earlier message (a client that has not refreshed, a click racing the edit that
removes it) is answered as out of date and changes nothing."""

from __future__ import annotations

import random

from test_play import live_prompts, open_table

from bot.discord_ui.offline import CHANNEL_ID, Harness, Message, asked_users, next_click
from bot.l10n import localizer

EN = localizer("en")
ES = localizer("es")


def shared_button(message: Message, what: str) -> str:
    return next(c["custom_id"] for c in message.components
                if c["custom_id"].startswith("pr1t:") and c["custom_id"].endswith(f":{what}"))


async def shared_mayor(h: Harness, rng: random.Random) -> Message:
    """Play on until the live message is a Mayor's shared by several players placing at once."""
    for _ in range(2000):
        live = live_prompts(h)[-1]
        game = (await h.bot.service.table(CHANNEL_ID)).game
        if game.state.step == "mayor" and len(asked_users(live)) > 1:
            return live
        await h.click(*next_click(h.recorder, CHANNEL_ID, rng))
    raise AssertionError("no shared Mayor")


async def board_of(h: Harness) -> tuple:
    table = await h.bot.service.table(CHANNEL_ID)
    return table.seq, table.game.to_json()


async def test_an_earlier_mayors_suggested_arrangement_places_nothing_later(table):
    """The Suggested arrangement of a round's Mayor, pressed in a later Mayor by a player who
    must place: out of date, in his language, nothing placed; the same for the message's
    other shared buttons."""
    h = await table.start()
    await open_table(h)
    rng = random.Random(4)
    first = (await shared_mayor(h, rng)).snapshot()
    first_round = (await h.bot.service.table(CHANNEL_ID)).game.state.round
    for _ in range(2000):  # the Mayor's placement done, on to a later Mayor
        await h.click(*next_click(h.recorder, CHANNEL_ID, rng))
        if (await h.bot.service.table(CHANNEL_ID)).game.state.round > first_round:
            break
    later = await shared_mayor(h, rng)
    user = asked_users(later)[0]
    before = await board_of(h)
    for what in ("auto", "open", "board"):
        reply = await h.click(user, first, shared_button(first, what), locale="es-ES")
        assert reply.ephemeral and reply.text.startswith(ES.text("click-expired")), what
        assert not [m for m in reply.messages if m.components or m.files]
        assert await board_of(h) == before
    await table.stop()


async def test_a_shared_button_still_works_while_the_others_place(table):
    """Where several place at once, a placement edits the shared message: the copy a player
    still sees keeps working for him in that same Mayor."""
    h = await table.start()
    await open_table(h)
    rng = random.Random(4)
    live = await shared_mayor(h, rng)
    seen = live.snapshot()
    first, second = asked_users(seen)[:2]
    await h.click(first, seen, shared_button(seen, "auto"))
    table_now = await h.bot.service.table(CHANNEL_ID)
    assert table_now.seat_of(first) not in table_now.game.pending()
    reply = await h.click(second, seen, shared_button(seen, "auto"))
    assert not reply.messages, reply.text
    table_now = await h.bot.service.table(CHANNEL_ID)
    assert table_now.seat_of(second) not in table_now.game.pending()
    await table.stop()


async def test_an_earlier_pictures_button_is_out_of_date(table):
    """Outside a step where several decide at once, a decision ago is out of date too."""
    h = await table.start()
    await open_table(h)
    live = live_prompts(h)[-1].snapshot()
    await h.click(asked_users(live)[0], live, live.components[0]["custom_id"])
    reply = await h.click(asked_users(live)[0], live, shared_button(live, "board"))
    assert reply.text.startswith(EN.text("click-expired"))
    assert not [m for m in reply.messages if m.files]
    fresh = live_prompts(h)[-1]
    reply = await h.click(asked_users(live)[0], fresh, shared_button(fresh, "board"))
    assert [m.files for m in reply.messages] == [["board.png", "me.png"]]
    await table.stop()
