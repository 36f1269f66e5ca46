"""The Mayor with the Nobles in one submission: the nobles' circles, then the colonists' among
the ones left, placed at once; leaving nobles in San Juan only when the colonists fill every
circle; and clicks that must not count changing nothing."""

from __future__ import annotations

from test_play import ANA, BEA, live_prompts

from bot.decisions import arrangement
from bot.discord_ui import arrange
from bot.game.state import SAN_JUAN
from bot.l10n import localizer
from bot.offline.harness import Harness
from bot.offline.recorder import CHANNEL_ID, Message

EN = localizer("en")
ES = localizer("es")
IT = localizer("it")
# Seed 7, two players: the second seat is the governor. He settles a sugar plantation and
# builds a Small Sugar Mill beside his indigo, then takes the Mayor with his privilege: the
# ship's noble and the privilege colonist are his, for three empty circles.
THREE_CIRCLES = [(1, "role settler"), (1, "take sugar"), (0, "take indigo"),
                 (0, "role builder"), (0, "build small_market"),
                 (1, "build small_sugar_mill"), (1, "role mayor +colonist")]
# The governor takes the Mayor at once: a noble and a colonist for his one indigo plantation.
ONE_CIRCLE = [(1, "role mayor +colonist")]


async def nobles_mayor(h: Harness, moves) -> int:
    """A two-player game with the Nobles played with `/pr play` up to the Mayor; the user of
    the second seat, who then holds a noble and a colonist."""
    await h.command(ANA, "new", theme="classic", language="en", players=2, nobles=True)
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    seats = (await h.bot.service.tables.table(CHANNEL_ID)).seats
    for seat, decision in moves:
        await h.command(seats[seat], "play", decision=decision)
    game = await current_game(h)
    assert game.state.step == "mayor" and 1 in game.pending()
    me = game.state.players[1]
    assert (me.san_juan, me.noble_count(SAN_JUAN)) == (2, 1)
    return seats[1]


async def current_game(h: Harness):
    return (await h.bot.service.tables.table(CHANNEL_ID)).game


async def own_arrangement(h: Harness, user: int) -> Message:
    """The player's own Mayor choices: opened from the live message when several place."""
    live = live_prompts(h)[-1]
    opener = [c["custom_id"] for c in live.components if c["custom_id"].endswith(":open")]
    if not opener:
        return live
    return (await h.click(user, live, opener[0])).messages[0]


def selects(message: Message) -> list[dict]:
    return [c for c in message.components if c["type"] == 3 and not c.get("disabled")]


def shown(h: Harness, message: Message) -> Message:
    return h.recorder.messages[message.id]


def board(game, seat: int = 1) -> tuple:
    player = game.state.players[seat]
    return (tuple(map(tuple, player.island)), dict(player.city), dict(player.nobles),
            player.san_juan)


async def test_nobles_and_colonists_placed_in_one_submission(table):
    """The nobles' select first (the suggestion ticked), then the colonists' among the circles
    left, the nobles' shown above it: the board ends as chosen, in one stored submission."""
    h = await table.start()
    user = await nobles_mayor(h, THREE_CIRCLES)
    seq = (await h.bot.service.tables.table(CHANNEL_ID)).seq
    private = await own_arrangement(h, user)
    (nobles,) = selects(private)
    assert nobles["placeholder"] == EN.text("prompt-noble-circles", count=1)
    assert nobles["min_values"] == nobles["max_values"] == 1
    assert [o["label"] for o in nobles["options"]] == [
        EN.tile("indigo"), EN.tile("sugar"), EN.building("small_sugar_mill")]
    ticked = [int(o["value"]) for o in nobles["options"] if o.get("default")]
    assert ticked == arrangement.suggested_circles(await current_game(h), 1)[1]

    await h.click(user, private, nobles["custom_id"], ["2"])  # the noble on the mill
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == seq  # nothing placed yet
    step_two = shown(h, private)
    (placed,) = [c for c in step_two.components if c.get("disabled")]
    assert [o["label"] for o in placed["options"]] == [
        EN.decision("place-noble small_sugar_mill")]
    (colonists,) = selects(step_two)
    assert colonists["placeholder"] == EN.text("prompt-circles", count=1)
    assert colonists["min_values"] == colonists["max_values"] == 1
    assert [o["value"] for o in colonists["options"]] == ["0", "1"]

    await h.click(user, step_two, colonists["custom_id"], ["0"])  # the colonist on indigo
    table_now = await h.bot.service.tables.table(CHANNEL_ID)
    me = table_now.game.state.players[1]
    assert me.island == [["indigo", 1], ["sugar", 0]]
    assert me.city == {"small_sugar_mill": 1}
    assert me.nobles == {"small_sugar_mill": 1} and me.san_juan == 0
    assert table_now.seq == seq + 2  # the noble's decision and the colonist's, stored at once
    assert not shown(h, private).components  # it keeps the answer only
    await table.stop()


async def test_the_steps_split_over_several_selects(table, monkeypatch):
    """One circle a select: each step's button takes what is ticked, the nobles' mask
    travelling in the colonists' step's ids."""
    monkeypatch.setattr(arrange, "SELECT_LIMIT", 1)
    h = await table.start()
    user = await nobles_mayor(h, THREE_CIRCLES)
    private = await own_arrangement(h, user)
    first = selects(private)
    assert len(first) == 3
    for select in first:
        values = ["1"] if select["options"][0]["value"] == "1" else []
        await h.click(user, shown(h, private), select["custom_id"], values)
    confirm = next(c for c in shown(h, private).components
                   if c["custom_id"].startswith("pr1c:"))
    assert not confirm.get("disabled")
    assert confirm["label"] == EN.text("prompt-place", chosen=1, count=1)
    await h.click(user, shown(h, private), confirm["custom_id"])  # the noble on sugar
    second = selects(shown(h, private))
    assert [s["options"][0]["value"] for s in second] == ["0", "2"]
    assert all(s["custom_id"].endswith(":2") for s in second)  # the nobles' mask
    await h.click(user, shown(h, private), second[1]["custom_id"], ["2"])
    await h.click(user, shown(h, private), second[0]["custom_id"], [])
    confirm = next(c for c in shown(h, private).components
                   if c["custom_id"].startswith("pr1c:"))
    await h.click(user, shown(h, private), confirm["custom_id"])  # the colonist on the mill
    me = (await current_game(h)).state.players[1]
    assert me.island == [["indigo", 0], ["sugar", 1]] and me.city == {"small_sugar_mill": 1}
    assert me.nobles == {"sugar": 1} and me.san_juan == 0
    await table.stop()


async def test_nobles_stay_in_san_juan_when_the_colonists_fill_every_circle(table):
    """One circle, a noble and a colonist: none of the nobles' circles may be chosen, and the
    colonist then takes it, the noble staying."""
    h = await table.start()
    user = await nobles_mayor(h, ONE_CIRCLE)
    prompt = await own_arrangement(h, user)  # he alone places: the live message asks him
    (nobles,) = selects(prompt)
    assert (nobles["min_values"], nobles["max_values"]) == (0, 1)
    assert nobles["placeholder"] == EN.text("prompt-noble-circles-fewer", least=0, most=1)
    await h.click(user, prompt, nobles["custom_id"], [])
    game = await current_game(h)
    me = game.state.players[1]
    assert me.island == [["indigo", 1]] and me.nobles == {SAN_JUAN: 1} and me.san_juan == 1
    assert game.state.step != "mayor"
    await table.stop()


async def test_the_suggestion_may_leave_the_nobles_in_san_juan(table):
    h = await table.start()
    user = await nobles_mayor(h, ONE_CIRCLE)
    prompt = await own_arrangement(h, user)
    suggested = next(c["custom_id"] for c in prompt.components if c["custom_id"].endswith(":auto"))
    reply = await h.click(user, prompt, suggested)
    assert not reply.messages, reply.text
    me = (await current_game(h)).state.players[1]
    assert me.island == [["indigo", 1]] and me.nobles == {SAN_JUAN: 1}
    await table.stop()


async def test_nobles_may_not_stay_while_a_circle_would_stay_empty(table):
    """Three circles for a noble and a colonist: a submission that leaves the noble in San Juan
    — no circle for him, or a colonists' step claiming none — is refused with what was wrong,
    in the player's language (never as out of date: the click came in time), and changes
    nothing."""
    h = await table.start()
    user = await nobles_mayor(h, THREE_CIRCLES)
    private = await own_arrangement(h, user)
    before = board(await current_game(h))
    (nobles,) = selects(private)
    reply = await h.click(user, private, nobles["custom_id"], [], locale="es-ES")
    assert reply.ephemeral and reply.text == ES.text(
        "arrange-refused-count", what=ES.text("prompt-noble-circles", count=1), chosen=0)
    await h.click(user, private, nobles["custom_id"], ["2"])
    (colonists,) = selects(shown(h, private))
    no_nobles = colonists["custom_id"].rsplit(":", 1)[0] + ":0"  # as if none were chosen
    forged = shown(h, private).snapshot()
    for row in forged.payload["components"]:
        for component in row["components"]:
            if component.get("custom_id") == colonists["custom_id"]:
                component["custom_id"] = no_nobles
    reply = await h.click(user, forged, no_nobles, ["0"], locale="it")
    assert reply.text == IT.text(
        "arrange-refused-count", what=IT.text("prompt-noble-circles", count=1), chosen=0)
    reply = await h.click(user, shown(h, private), colonists["custom_id"], ["0", "1"])
    assert reply.text == EN.text(
        "arrange-refused-count", what=EN.text("prompt-circles", count=1), chosen=2)
    reply = await h.click(user, shown(h, private), colonists["custom_id"], ["2"])
    assert reply.text == EN.text("arrange-refused-circles")  # the noble's circle
    game = await current_game(h)
    assert board(game) == before and 1 in game.pending()
    await table.stop()


async def test_someone_elses_and_stale_clicks_change_nothing(table):
    h = await table.start()
    user = await nobles_mayor(h, THREE_CIRCLES)
    private = await own_arrangement(h, user)
    step_one = private.snapshot()
    (nobles,) = selects(step_one)
    other = ANA if user == BEA else BEA
    before = board(await current_game(h))
    reply = await h.click(other, step_one, nobles["custom_id"], ["2"])
    assert reply.text == EN.text("click-not-yours", player=f"User{user % 1000}")
    assert shown(h, private).components == step_one.components

    await h.click(user, step_one, nobles["custom_id"], ["2"])
    step_two = shown(h, private).snapshot()
    (colonists,) = selects(step_two)
    reply = await h.click(other, step_two, colonists["custom_id"], ["0"])
    assert reply.text == EN.text("click-not-yours", player=f"User{user % 1000}")
    assert board(await current_game(h)) == before

    await h.click(user, step_two, colonists["custom_id"], ["1"])
    after = board(await current_game(h))
    assert after != before
    for message, select, values in ((step_one, nobles, ["0"]), (step_two, colonists, ["0"])):
        reply = await h.click(user, message, select["custom_id"], values)
        assert reply.text.startswith(EN.text("click-expired"))
    assert board(await current_game(h)) == after
    await table.stop()


async def test_the_colonists_step_ticks_as_many_circles_as_it_takes(table):
    """The noble put where the suggestion had the colonist: the colonists' select still ticks
    the one circle it asks for (the one the suggestion had for the noble)."""
    h = await table.start()
    user = await nobles_mayor(h, THREE_CIRCLES)
    colonists, nobles = arrangement.suggested_circles(await current_game(h), 1)
    assert len(colonists) == len(nobles) == 1
    private = await own_arrangement(h, user)
    (select,) = selects(private)
    await h.click(user, private, select["custom_id"], [str(colonists[0])])
    (step_two,) = selects(shown(h, private))
    ticked = [int(o["value"]) for o in step_two["options"] if o.get("default")]
    assert step_two["min_values"] == step_two["max_values"] == len(ticked) == 1
    assert ticked == nobles
    await table.stop()


async def test_the_report_counts_the_nobles_left_in_san_juan(table):
    """A noble left in San Juan is named a noble in the line of the placement, in Spanish
    1897 too."""
    h = await table.start()
    user = await nobles_mayor(h, ONE_CIRCLE)
    prompt = await own_arrangement(h, user)
    (nobles,) = selects(prompt)
    await h.click(user, prompt, nobles["custom_id"], [])
    placed = [e for e in (await h.bot.service.tables.table(CHANNEL_ID)).record.replay()[1]
              if e["type"] == "colonists_placed" and e["seat"] == 1][-1]
    assert (placed["san_juan"], placed["san_juan_nobles"]) == (1, 1)
    assert "San Juan: 1 noble" in EN.event(placed, ["Ana", "Bea"])
    assert "San Juan: 1 noble" in "\n".join(m.content for m in h.recorder.channel())
    await table.stop()
