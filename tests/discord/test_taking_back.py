"""Taking back through Discord: a submission goes back whole, as it was given (a Mayor
arrangement of one click), with one "↶" line naming it; the channel then reads as if it had not
been taken, once, also when it ended a phase and a round."""

from __future__ import annotations

from test_mayor_nobles import own_arrangement, selects
from test_play import ANA, BEA, live_prompts

from bot.choices import SEPARATOR
from bot.discord_ui.offline import CHANNEL_ID, Harness, asked_users
from bot.l10n import localizer

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
    seats = (await h.bot.service.table(CHANNEL_ID)).seats
    for seat, decision in TO_THE_MAYOR:
        await h.command(seats[seat], "play", decision=decision)
    bea = seats[1]
    ana = seats[0]
    await h.command(ana, "play", decision="place indigo")
    before = await h.bot.service.table(CHANNEL_ID)
    private = await own_arrangement(h, bea)
    (circles,) = selects(private)
    await h.click(bea, private, circles["custom_id"], ["0", "2"])  # indigo and the mill
    assert (await h.bot.service.table(CHANNEL_ID)).seq == before.seq + 2

    reply = await undo(h, bea)
    after = await h.bot.service.table(CHANNEL_ID)
    assert after.record.decisions == before.record.decisions  # both colonists, at once
    assert after.game.to_json() == before.game.to_json()
    labels = [EN.decision("place small_sugar_mill"), EN.decision("place indigo")]
    line = EN.text("undo-done", player=after.names[1], decision=SEPARATOR.join(labels))
    assert reply.text == line
    assert taken_back_lines(h) == [line]
    (live,) = live_prompts(h)
    assert asked_users(live) == [bea] and line in live.content
    await table.stop()
