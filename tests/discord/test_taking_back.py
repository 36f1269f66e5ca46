"""Taking back through Discord: a submission goes back whole, as it was given (a Mayor
arrangement of one click), with one "↶" line naming it (an arrangement as one); the channel
then reads as if it had not been taken, once, also when it ended a phase and a round."""

from __future__ import annotations

import itertools
import random
from datetime import timedelta

from test_mayor_nobles import own_arrangement, selects
from test_play import ANA, BEA, live_prompts, open_table, play_on

from bot.decisions import arrangement
from bot.decisions.choices import SEPARATOR
from bot.l10n import localizer
from bot.offline.harness import Harness
from bot.offline.recorder import CHANNEL_ID, asked_users
from bot.service import utc_now

EN = localizer("en")
# Seed 7, two players: Bea settles sugar beside her indigo and builds a Small Sugar Mill, then
# takes the Mayor with her privilege: two colonists for three circles; Ana has one for three.
TO_THE_MAYOR = [(1, "role settler"), (1, "take sugar"), (0, "take indigo"),
                (0, "role builder"), (0, "build small_market"),
                (1, "build small_sugar_mill"), (1, "role mayor +colonist")]


async def undo(h: Harness, user: int):
    live = live_prompts(h)[-1]
    button = next(c for c in live.components if c.get("custom_id", "").endswith(":undo"))
    return await h.click(user, live, button["custom_id"])


def taken_back_lines(h: Harness) -> list[str]:
    return [line for m in h.recorder.channel() for line in m.content.splitlines()
            if line.startswith("↶")]


async def test_a_mayor_arrangement_of_one_click_is_taken_back_whole(table):
    h = await table.start()
    await h.command(ANA, "new", theme="classic", language="en", players=2, pace="untimed")
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    seats = (await h.bot.service.tables.table(CHANNEL_ID)).seats
    for seat, decision in TO_THE_MAYOR:
        await h.command(seats[seat], "play", decision=decision)
    bea = seats[1]
    ana = seats[0]
    await h.command(ana, "play", decision="place indigo")
    before = await h.bot.service.tables.table(CHANNEL_ID)
    private = await own_arrangement(h, bea)
    (circles,) = selects(private)
    await h.click(bea, private, circles["custom_id"], ["0", "2"])  # indigo and the mill
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == before.seq + 2

    reply = await undo(h, bea)
    after = await h.bot.service.tables.table(CHANNEL_ID)
    assert after.record.decisions == before.record.decisions  # both colonists, at once
    assert after.game.to_json() == before.game.to_json()
    line = EN.text("undo-done", player=after.names[1],  # one arrangement, as it was given
                   decision="Arrangement of 2 colonists (Small Sugar Mill and indigo plantation)")
    assert reply.text == line
    assert taken_back_lines(h) == [line]
    (live,) = live_prompts(h)
    assert asked_users(live) == [bea] and line in live.content
    await table.stop()


def round_headers(h: Harness) -> list[str]:
    return [line for m in h.recorder.channel() for line in m.content.splitlines()
            if line.startswith("**Round")]


async def last_placer_ends_the_round(h: Harness, rng: random.Random) -> int:
    """Play on, the Mayor chosen last in each round where he can be, until one player is left
    to place colonists of his own choosing (two or more, with circles to spare) in a Mayor's
    phase that ends the round; his user."""
    for _ in range(2000):
        table_now = await h.bot.service.tables.table(CHANNEL_ID)
        game = table_now.game
        s = game.state
        seat = game.pending()[0]
        user = table_now.seats[seat]
        last = s.picks_made == s.role_picks - 1  # the round's last role (counted at its end)
        if s.step == "mayor" and last and len(game.pending()) == 1 \
                and 2 <= s.players[seat].san_juan < len(arrangement.circles(game, seat)):
            return user
        mayor = [d for d in game.legal(seat) if d.startswith("role mayor")]
        if s.step == "role" and last and mayor:
            await h.command(user, "play", decision=mayor[0])
        elif not await play_on(h, rng, clicks=1):
            break
    raise AssertionError("no such Mayor")


async def test_taking_back_the_arrangement_that_ended_the_round_leaves_it_unsaid(table):
    h = await table.start()
    await open_table(h, pace="untimed")
    rng = random.Random(4)
    user = await last_placer_ends_the_round(h, rng)
    mayor = live_prompts(h)[-1].snapshot()  # as it stood before the arrangement
    headers = round_headers(h)
    channel_before = [(m.id, m.content) for m in h.recorder.channel()]
    suggested = next(c for c in mayor.components if c["custom_id"].endswith(":auto"))
    await h.click(user, mayor, suggested["custom_id"])
    assert len(round_headers(h)) == len(headers) + 1  # the next round's message, pictured

    reply = await undo(h, user)
    assert reply.text.startswith("↶ ") and "took back: Arrangement of " in reply.text
    assert SEPARATOR not in reply.text  # said as one arrangement, not colonist by colonist
    channel = h.recorder.channel()
    assert round_headers(h) == headers  # the next round's message is gone, not copied
    assert [m.id for m in channel] == [m_id for m_id, _ in channel_before]
    (live,) = live_prompts(h)
    assert live.id == mayor.id and asked_users(live) == [user]
    assert taken_back_lines(h) == [reply.text]
    # the Mayor's message as it was, asking again, with only the ↶ line more
    shown = live.content.splitlines()
    assert [line for line in shown if line != reply.text] == mayor.content.splitlines()
    await play_on(h, rng)  # the game goes on to its end from there
    rounds = round_headers(h)
    assert len(rounds) == len(set(rounds))  # each round's message posted once
    await table.stop()


async def test_two_take_backs_in_one_roles_message_keep_both_lines(table):
    h = await table.start()
    await open_table(h, pace="untimed")
    first = live_prompts(h)[-1]
    user = asked_users(first)[0]
    for _ in range(2):
        live = live_prompts(h)[-1]
        builder = next(c for c in live.components if c.get("label", "").startswith("Builder"))
        await h.click(user, live, builder["custom_id"])
        await undo(h, user)
    (live,) = live_prompts(h)
    assert live.id == first.id
    line = [x for x in live.content.splitlines() if x.startswith("↶")]
    assert len(line) == 2 and line[0] == line[1] and "Builder" in line[0]
    assert taken_back_lines(h) == line
    await table.stop()


async def choose(h: Harness, user: int, role: str) -> None:
    live = live_prompts(h)[-1]
    button = next(c for c in live.components if c.get("label", "").startswith(role))
    await h.click(user, live, button["custom_id"])


def own_taken_back_lines(message) -> list[str]:
    return [line for line in message.content.splitlines() if line.startswith("↶")]


async def test_the_taken_back_lines_survive_a_restart(table):
    """Taken back twice, the bot restarted: the role's message, edited by the next decision,
    still shows both lines, above what that decision did."""
    h = await table.start()
    await open_table(h, pace="untimed")
    first = live_prompts(h)[-1]
    user = asked_users(first)[0]
    for _ in range(2):
        await choose(h, user, "Builder")
        await undo(h, user)
    lines = own_taken_back_lines(live_prompts(h)[-1])
    assert len(lines) == 2
    h = await table.restart()
    await choose(h, user, "Settler")
    live = next(m for m in h.recorder.channel() if m.id == first.id)
    assert own_taken_back_lines(live) == lines
    shown = live.content.splitlines()
    assert shown.index(lines[-1]) < next(i for i, x in enumerate(shown) if "Settler" in x
                                        and not x.startswith("↶"))
    assert taken_back_lines(h) == lines
    await table.stop()


async def test_going_back_to_an_earlier_roles_message_brings_back_its_own_lines(table):
    """A take-back in the governor's message, then the Prospector, whose phase ends at once
    and opens the next role's message; the bot restarted, the Prospector taken back: the
    governor's message asks again with its first take-back line and the new one."""
    h = await table.start()
    await open_table(h, players=(ANA, BEA), pace="untimed")
    first = live_prompts(h)[-1]
    user = asked_users(first)[0]
    await choose(h, user, "Builder")
    await undo(h, user)
    (builder_line,) = own_taken_back_lines(live_prompts(h)[-1])
    await choose(h, user, "Prospector")
    assert live_prompts(h)[-1].id != first.id  # the next role's message
    h = await table.restart()
    reply = await undo(h, user)
    (live,) = live_prompts(h)
    assert live.id == first.id and asked_users(live) == [user]
    assert own_taken_back_lines(live) == [builder_line, reply.text]
    assert taken_back_lines(h) == [builder_line, reply.text]
    await table.stop()


async def test_a_new_decision_at_a_counter_taken_back_dms_the_player_it_waits_on(table):
    """The governor takes the Builder and builds: the other player gets his DM. He builds;
    then he and the governor take their buildings back, and the governor builds another
    one: the decision counter is where the first DM was sent, but the decision is a new one,
    and the other player is told of it."""
    h = await table.start()
    moments = itertools.count()
    start = utc_now()
    h.bot.clock = lambda: start + timedelta(minutes=10 * next(moments))  # nobody watching
    await open_table(h, players=(ANA, BEA), pace="untimed")
    first = await h.bot.service.tables.table(CHANNEL_ID)
    governor = first.seats[first.game.pending()[0]]
    other = first.seats[1 - first.game.pending()[0]]
    await h.command(governor, "play", decision="role builder")
    await h.command(governor, "play", decision="build small_market")
    asked_at = (await h.bot.service.tables.table(CHANNEL_ID)).seq
    assert len(h.recorder.dms(other)) == 1
    seat = 1 - first.game.pending()[0]
    offered = (await h.bot.service.tables.table(CHANNEL_ID)).game.legal(seat)
    await h.command(other, "play", decision=offered[0])
    assert "took back" in (await h.command(other, "undo")).text
    assert "took back" in (await h.command(governor, "undo")).text
    await h.command(governor, "play", decision="build small_indigo_plant")
    now = await h.bot.service.tables.table(CHANNEL_ID)
    assert now.seq == asked_at and now.pending_users == [other]
    assert len(h.recorder.dms(other)) == 2
    await table.stop()
