"""Every button and select of a game's messages is bound to the decision it was made for: a
copy of an earlier message (a client that has not refreshed, a click racing the edit that
removes it) is answered as out of date and changes nothing."""

from __future__ import annotations

import random

from test_play import PLAYERS, live_prompts, open_table

from bot.bench.clicker import next_click, pick
from bot.l10n import localizer
from bot.offline.harness import Harness
from bot.offline.recorder import CHANNEL_ID, Message, asked_users

EN = localizer("en")
ES = localizer("es")
IT = localizer("it")


def shared_button(message: Message, what: str) -> str:
    return next(c["custom_id"] for c in message.components
                if c["custom_id"].startswith("pr1t:") and c["custom_id"].endswith(f":{what}"))


async def shared_mayor(h: Harness, rng: random.Random) -> Message:
    """Play on until the live message is a Mayor's shared by several players placing at once."""
    return await shared_step(h, rng, "mayor")


async def shared_step(h: Harness, rng: random.Random, step: str) -> Message:
    """Play on until the live message is shared by several players deciding at once in a
    step (placing colonists, storing goods)."""
    for _ in range(2000):
        live = live_prompts(h)[-1]
        game = (await h.bot.service.tables.table(CHANNEL_ID)).game
        if game.state.step == step and len(asked_users(live)) > 1:
            return live
        await h.click(*next_click(h.recorder, CHANNEL_ID, rng))
    raise AssertionError(f"no shared {step}")


async def board_of(h: Harness) -> tuple:
    table = await h.bot.service.tables.table(CHANNEL_ID)
    return table.seq, table.game.to_json()


async def test_an_earlier_mayors_suggested_arrangement_places_nothing_later(table):
    """The Suggested arrangement of a round's Mayor, pressed in a later Mayor by a player who
    must place: out of date, in his language, nothing placed; the same for the message's
    other shared buttons."""
    h = await table.start()
    await open_table(h)
    rng = random.Random(4)
    first = (await shared_mayor(h, rng)).snapshot()
    first_round = (await h.bot.service.tables.table(CHANNEL_ID)).game.state.round
    for _ in range(2000):  # the Mayor's placement done, on to a later Mayor
        await h.click(*next_click(h.recorder, CHANNEL_ID, rng))
        if (await h.bot.service.tables.table(CHANNEL_ID)).game.state.round > first_round:
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
    table_now = await h.bot.service.tables.table(CHANNEL_ID)
    assert table_now.seat_of(first) not in table_now.game.pending()
    reply = await h.click(second, seen, shared_button(seen, "auto"))
    assert not reply.messages, reply.text
    table_now = await h.bot.service.tables.table(CHANNEL_ID)
    assert table_now.seat_of(second) not in table_now.game.pending()
    await table.stop()


async def test_a_current_shared_button_pressed_by_one_not_placing_says_so_not_expired(table):
    """The live message of a Mayor where several place at once, pressed by a player who does
    not place in it, or by one not at the table: why it is not his, in his language, never
    "expired" (the message is the game's current one); nothing placed."""
    h = await table.start()
    await open_table(h)
    live = await shared_mayor(h, random.Random(4))
    idle = [user for user in PLAYERS if user not in asked_users(live)]
    assert idle, "every player places in this Mayor"
    before = await board_of(h)
    for user, lang, said in ((idle[0], "it", "service-error-not_your_turn"),
                             (999, "es-ES", "service-error-not_a_player")):
        for what in ("auto", "open"):
            reply = await h.click(user, live, shared_button(live, what), locale=lang)
            words = localizer(lang[:2])
            assert reply.ephemeral and reply.text == words.text(said), (user, what, reply.text)
            assert await board_of(h) == before
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


def button(message: Message, starts: str) -> str:
    return next(c["custom_id"] for c in message.components
                if c.get("label", "").startswith(starts))


async def test_a_button_from_before_an_undo_takes_nothing_after_it(table):
    """A chooses the Builder and passes, B is asked to build; A takes both back and chooses
    the Settler, and B is asked again at the same decision count. B's builder buttons (a
    phone that did not refresh, a second device) are out of date, in his language: none is
    taken as the settler's choice at the same place."""
    h = await table.start()
    await open_table(h)
    live = live_prompts(h)[-1]
    ana = asked_users(live)[0]
    await h.click(ana, live, button(live, "Builder"))
    live = live_prompts(h)[-1]
    await h.click(ana, live, button(live, "Pass"))
    old = live_prompts(h)[-1].snapshot()
    bea = asked_users(old)[0]
    assert bea != ana and button(old, "Build the Small Indigo Plant")
    old_seq = (await h.bot.service.tables.table(CHANNEL_ID)).seq
    for _ in range(2):
        reply = await h.command(ana, "undo")
        assert "took back" in reply.text, reply.text
    live = live_prompts(h)[-1]
    await h.click(ana, live, button(live, "Settler"))
    live = live_prompts(h)[-1]
    await h.click(ana, live, live.components[0]["custom_id"])
    before = await board_of(h)
    assert before[0] == old_seq  # the decision counter came back to where B was asked
    asked_now = await h.bot.service.play.legal(CHANNEL_ID, bea)
    decisions = [c for c in old.components if c["custom_id"].startswith("pr1:")]
    assert len(decisions) > len(asked_now)  # some of them name a choice he has now
    for component, (locale, loc) in zip(decisions, [("en-US", EN), ("es-ES", ES),
                                                     ("it", IT)] * 4, strict=False):
        reply = await h.click(bea, old, component["custom_id"], locale=locale)
        assert reply.ephemeral and reply.text.startswith(loc.text("click-expired")), \
            component["label"]
        assert await board_of(h) == before, component["label"]
    await table.stop()


async def own_choices(h: Harness, user: int, live: Message) -> Message:
    """A player's own choices, opened from the shared live message (a message only he sees)."""
    return (await h.click(user, live, shared_button(live, "open"))).messages[0].snapshot()


async def out_of_date(h: Harness, clicks) -> None:
    """Each (user, message, custom id, values) click is answered as out of date, in the
    clicking player's language, and changes nothing."""
    before = await board_of(h)
    for (user, message, custom_id, values), (locale, loc) in zip(
            clicks, [("es-ES", ES), ("it", IT), ("en-US", EN)] * 3, strict=False):
        reply = await h.click(user, message, custom_id, values, locale=locale)
        assert reply.ephemeral and reply.text.startswith(loc.text("click-expired")), custom_id
        assert await board_of(h) == before, custom_id


async def decided_since(h: Harness, seq: int) -> set[int]:
    """The people whose decisions the game's record holds after its first `seq`."""
    table = await h.bot.service.tables.table(CHANNEL_ID)
    return {table.seats[seat] for seat, _ in table.record.decisions[seq:]}


def first_select(message: Message) -> tuple[str, list[str]]:
    """A select of a message and its ticked options, as they would be sent."""
    select = next(c for c in message.components if c["type"] == 3 and not c.get("disabled"))
    ticked = [o["value"] for o in select["options"] if o.get("default")]
    return select["custom_id"], ticked or [select["options"][0]["value"]]


async def test_mayor_buttons_shown_before_a_take_back_take_nothing_after_it(table):
    """Several place at once: Bea places with the Suggested arrangement of the live message,
    then takes it back. That message as it was (a phone that did not refresh) and Ana's own
    choices opened before the take-back are out of date — the shared Suggested arrangement
    for both, Ana's own Suggested arrangement and circles — though the board is where it
    was; what is shown after the take-back works, also once another has placed."""
    h = await table.start()
    await open_table(h)
    live = await shared_mayor(h, random.Random(4))
    old = live.snapshot()
    ana, bea = asked_users(old)[:2]
    ana_own = await own_choices(h, ana, old)
    await h.click(bea, old, shared_button(old, "auto"))
    assert "took back" in (await h.command(bea, "undo")).text
    own_auto = next(c["custom_id"] for c in ana_own.components
                    if c["custom_id"].endswith(":auto"))
    await out_of_date(h, [(bea, old, shared_button(old, "auto"), None),
                          (ana, old, shared_button(old, "auto"), None),
                          (ana, ana_own, own_auto, None),
                          (ana, ana_own, *first_select(ana_own)),
                          (bea, old, shared_button(old, "open"), None)])
    seq = (await h.bot.service.tables.table(CHANNEL_ID)).seq
    fresh = live_prompts(h)[-1].snapshot()
    bea_own = await own_choices(h, bea, fresh)
    await h.click(ana, fresh, shared_button(fresh, "auto"))
    await h.click(bea, bea_own, *first_select(bea_own))
    assert await decided_since(h, seq) == {ana, bea}
    await table.stop()


async def test_storage_buttons_shown_before_a_take_back_take_nothing_after_it(table):
    """At the Captain's end several store at once: Bea stores from her own choices and takes
    it back; Ana's own choices and the live message shown before are out of date, those
    shown after work."""
    h = await table.start()
    await open_table(h)
    rng = random.Random(1)
    live = await shared_step(h, rng, "storage")
    old = live.snapshot()
    ana, bea = asked_users(old)[:2]
    ana_own = await own_choices(h, ana, old)
    bea_own = await own_choices(h, bea, old)
    await h.click(bea, bea_own, *pick(bea_own, rng))
    assert "took back" in (await h.command(bea, "undo")).text
    await out_of_date(h, [(ana, ana_own, *pick(ana_own, rng)),
                          (ana, old, shared_button(old, "open"), None),
                          (bea, bea_own, *pick(bea_own, rng))])
    seq = (await h.bot.service.tables.table(CHANNEL_ID)).seq
    fresh = live_prompts(h)[-1].snapshot()
    bea_again = await own_choices(h, bea, fresh)
    ana_again = await own_choices(h, ana, fresh)
    await h.click(bea, bea_again, *pick(bea_again, rng))
    await h.click(ana, ana_again, *pick(ana_again, rng))
    assert await decided_since(h, seq) == {ana, bea}
    await table.stop()
