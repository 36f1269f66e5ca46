"""The Guest House's guests through the bot: a free decision its owner takes from `/pr guests`
or from his pictures' private reply, asked or not; nobody else's click, no stale select and no
move that is no longer legal changes anything."""

from __future__ import annotations

import random

from bot.discord_ui import private_prompts
from bot.game.position import Position
from bot.l10n import localizer
from bot.offline.harness import Harness
from bot.offline.recorder import CHANNEL_ID
from bot.service import Table

ANA, BEA = 101, 102
GUEST_SELECT = "pr1g:"


async def a_guest_to_move(h: Harness, seed: int = 3):
    """A two-player game with all the new buildings, played at random through the service
    until a seat has a guest to move; returns (table, that seat)."""
    await h.command(ANA, "new", theme="1897", language="en", players=2,
                    new_buildings="all_new")
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    service, rng = h.bot.service, random.Random(seed)
    for _ in range(3000):
        table = await service.tables.table(CHANNEL_ID)
        owners = [seat for seat in range(2) if table.game.free(seat)]
        if owners:
            return table, owners[0]
        user = rng.choice(table.pending_users)
        await service.play.decide(CHANNEL_ID, user, table.seq,
                             [rng.choice(await service.play.legal(CHANNEL_ID, user))])
    raise AssertionError("no guest in 3000 decisions")


def guest_selects(message) -> list[dict]:
    return [c for c in message.components if c.get("custom_id", "").startswith(GUEST_SELECT)]


async def test_the_owner_moves_a_guest_from_pr_guests_while_another_is_asked(table):
    h = await table.start()
    before, seat = await a_guest_to_move(h)
    owner, other = before.seats[seat], before.seats[1 - seat]
    en = localizer("en", "1897")
    reply = await h.command(owner, "guests")
    assert reply.ephemeral and reply.text.startswith(en.text("guests-choose"))
    select = guest_selects(reply.messages[0])[0]
    offered = [option["value"] for option in select["options"]]
    assert offered == before.game.free(seat)[:25]
    assert [o["label"] for o in select["options"]] == [en.decision(m) for m in offered]
    move = offered[-1]
    message = reply.messages[0].snapshot()

    intruder = await h.click(other, message, select["custom_id"], [move])
    assert intruder.ephemeral
    assert intruder.text == en.text("click-not-yours", player=f"User{owner % 1000}")
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == before.seq

    await h.click(owner, message, select["custom_id"], [move])
    after = await h.bot.service.tables.table(CHANNEL_ID)
    assert after.record.decisions[-1] == (seat, move)
    assert after.seq == before.seq + 1
    assert set(after.pending_users) == set(before.pending_users)  # nobody waited for it
    channel = "\n".join(m.content for m in h.recorder.channel())
    assert en.text("event-guest_moved", player=f"User{owner % 1000}",
                   target=en.place_name(move.split()[1])) in channel
    assert not guest_selects(h.recorder.messages[message.id])  # his reply keeps what he did

    stale = await h.click(owner, message, select["custom_id"], [move])  # the old select
    assert stale.ephemeral and stale.text.startswith(en.text("guests-gone"))
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == after.seq
    await table.stop()


async def test_the_pictures_offer_the_guests_to_their_owner_only(table):
    h = await table.start()
    before, seat = await a_guest_to_move(h)
    owner, other = before.seats[seat], before.seats[1 - seat]
    mine = await h.command(owner, "status")
    assert [s["options"][0]["value"] for s in guest_selects(mine.messages[-1])] \
        == [before.game.free(seat)[0]]
    theirs = await h.command(other, "status")
    assert not any(guest_selects(m) for m in theirs.messages)
    es = localizer("es", "1897")
    nothing = await h.command(other, "guests", locale="es-ES")
    if not before.game.free(1 - seat):
        assert nothing.text == es.text("guests-none")
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == before.seq
    await table.stop()


async def test_a_move_no_longer_legal_changes_nothing(table):
    """The select was made for a city that has changed since (his guest moved another way)."""
    h = await table.start()
    before, seat = await a_guest_to_move(h)
    owner = before.seats[seat]
    reply = await h.command(owner, "guests", locale="it")
    message = reply.messages[0].snapshot()
    select = guest_selects(message)[0]
    first = before.game.free(seat)[0]
    await h.bot.service.play.decide(CHANNEL_ID, owner, None, [first])  # by /pr play, say
    moved = await h.bot.service.tables.table(CHANNEL_ID)
    other_move = next((m for m in before.game.free(seat) if m != first), first)
    gone = await h.click(owner, message, select["custom_id"], [other_move], locale="it")
    it = localizer("it", "1897")
    assert gone.ephemeral and gone.text.startswith(it.text("guests-gone"))
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == moved.seq
    await table.stop()


def test_the_guests_select_counts_places_not_moves():
    """A worker and a noble guest may each go to two buildings: four moves, two places."""
    game = (Position(3, expansions=("new_buildings", "nobles"), options={"buildings": "all_new"},
                     theme="1897")
            .seat(0, city={"guest_house": 2, "small_sugar_mill": 0, "indigo_plant": 0},
                  nobles={"guest_house": 1})
            .start(chooser=1))
    table = Table(1, CHANNEL_ID, None, ANA, "playing", "1897", "es", {}, [ANA, BEA, 103],
                  ["Ana", "Bea", "Carlo"], game, None, 0, None)
    (select,) = private_prompts.guest_view(table, 0, localizer("es", "1897")).children
    assert len(select.item.options) == 4
    assert select.item.placeholder == "Trasladar a un huésped (2 lugares)"
