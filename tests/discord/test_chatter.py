"""A quiet channel and prompts that are enough to decide: whole games through the bot, counting
what they post, and every prompt checked against the engine's own numbers."""

from __future__ import annotations

import random
import re
from collections import Counter
from datetime import timedelta

import pytest
from conftest import Table
from test_builder_overflow import table_of
from test_play import ANA, BEA, CARLO, live_prompts, open_table

from bot.bench.chatter import START, play, summary
from bot.bench.clicker import next_click
from bot.decisions import arrangement
from bot.discord_ui import arrange, buttons, prompts
from bot.game.expansions import known
from bot.game.phases import builder, captain, trader
from bot.game.position import Position
from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID, asked_users
from bot.words.messages import ASKING, DONE

DORA = 104
FOUR = (ANA, BEA, CARLO, DORA)
# A moment counted down (<t:…:R>) as the widest a reader's Discord writes it, whatever its
# language: the question's lines must fit for every reader.
WIDEST_COUNTDOWN = max(("in 23 hours", "dentro de 23 horas", "tra 23 ore",
                        "in 59 minutes", "dentro de 59 minutos", "tra 59 minuti"), key=len)


# ------------------------------------------------------------------ volume
@pytest.mark.parametrize(("players", "most", "expansions"), [
    (4, 5, ()), (2, 7, ()), (4, 5, tuple(known())), (2, 7, tuple(known())),
], ids=["4", "2", "4-all-expansions", "2-all-expansions"])
async def test_a_game_posts_few_messages_a_round_and_one_picture(players, most, expansions):
    """A 4-player game posts a median of at most 5 channel messages a round, a 2-player one
    at most 7, and the table's picture once a round (the scores have their own, and the
    game's story after them); with every
    1897 expansion too (the New Buildings' draft, the Buccaneer, the Festival, the nobles)."""
    counted = await play(players, seed=3, pace=30, expansions=expansions)
    figures = summary([counted])
    assert figures["rounds"] > 5
    assert figures["median"] <= most
    assert all(r.pictures == 1 for r in counted.rounds.values())
    assert counted.end.pictures == 2 and counted.end.messages == 2


async def dms_of_a_game(table, pace: float) -> int:
    """Play 250 clicks with `pace` minutes between them; checks that no player gets a second
    DM before he has acted, and returns the DMs sent."""
    h = await table.start()
    now = [START]
    h.bot.clock = lambda: now[0]
    await open_table(h, players=FOUR)
    rng, seen, unanswered = random.Random(4), dict.fromkeys(FOUR, 0), set()
    for _ in range(250):
        found = next_click(h.recorder, CHANNEL_ID, rng)
        if found is None:
            break
        now[0] += timedelta(minutes=pace)
        unanswered.discard(found[0])
        await h.click(*found)
        for user in FOUR:
            count = len(h.recorder.dms(user))
            if count > seen[user]:
                assert count == seen[user] + 1
                assert user not in unanswered, "a second DM before he acted"
                unanswered.add(user)
            seen[user] = count
    await table.stop()
    return sum(seen.values())


async def test_dms_only_when_the_game_starts_waiting_on_a_player_away(new_table):
    """Never two DMs to a player without his acting in between, and fewer DMs for players
    who are looking at the game (acted in the last minutes) than for players away."""
    away = await dms_of_a_game(new_table("away.sqlite3"), 30)
    watching = await dms_of_a_game(new_table("watching.sqlite3"), 0.5)
    assert 0 < watching < away


# ------------------------------------------------------------------ prompts
def offered(message, legal: list[str]) -> dict[str, str]:
    """Decision -> the text its button or select option shows."""
    shown = {}
    for component in message.components:
        custom_id = component.get("custom_id", "")
        if custom_id.startswith("pr1:") and not custom_id.endswith(":auto"):
            shown[legal[int(custom_id.rsplit(":", 1)[1])]] = component["label"]
        elif custom_id.startswith("pr1s:"):
            for option in component["options"]:
                shown[legal[int(option["value"])]] = \
                    f"{option['label']} · {option.get('description') or ''}"
    return shown


def expected_numbers(game, seat: int, decision: str, loc) -> list[str]:
    """What the engine says a decision is worth, in words the prompt must show."""
    s = game.state
    words = decision.split()
    if words[0] == "role":
        coins = max(c.coins for c in s.roles if c.role == words[1] and c.taken_by is None)
        return [loc.amount("doubloons", coins)] if coins else []
    if words[0] == "build":
        return [loc.amount("doubloons", builder.price(game, seat, words[1]))]
    if words[0] == "sell":
        return [loc.amount("doubloons", trader.price(game, seat, words[1]))]
    if words[0] == "load":
        ship = next(ship for ship in s.ships if ship.capacity == int(words[2]))
        count = min(s.players[seat].goods[words[1]], ship.capacity - ship.load)
        vp = captain.shipping_vp(game.clone(), seat, count)
        return [loc.amount("barrels", count, good=words[1]), loc.amount("vp", vp)]
    if words[0] == "take" and words[1] != "quarry":
        return [loc.text("detail-face_up", count=s.face_up.count(words[1]))]
    return []


async def test_every_prompt_carries_the_numbers_to_decide_on(table):
    """Role coins, building prices after discounts, sale prices, loads with barrels and VP,
    tiles face up, and the player's own doubloons: each as the engine counts it; the question
    is a few short lines."""
    h = await table.start()
    await open_table(h, players=FOUR)
    en = localizer("en")
    rng = random.Random(11)
    checked = set()
    for _ in range(600):
        if not live_prompts(h):
            break  # the game is over
        current = await h.bot.service.tables.table(CHANNEL_ID)
        live = live_prompts(h)[-1]
        game = current.game
        question = live.content[live.content.index(ASKING):].splitlines()
        shown = [re.sub(r"<t:\d+:R>", WIDEST_COUNTDOWN, re.sub(r"<@\d+>", "@Player", line))
                 for line in question]  # as Discord shows mentions and moments
        assert len(shown) <= 4 and all(len(line) <= 90 for line in shown), shown
        if len(asked_users(live)) == 1:
            seat = game.pending()[0]
            player = game.state.players[seat]
            assert en.amount("doubloons", player.doubloons) in question[1]
            for decision, text in offered(live, game.legal(seat)).items():
                for number in expected_numbers(game, seat, decision, en):
                    assert number in text, (decision, text, number)
                    checked.add(decision.split()[0])
        found = next_click(h.recorder, CHANNEL_ID, rng)
        if found is None:
            break
        await h.click(*found)
    assert {"role", "build", "sell", "load", "take"} <= checked
    await table.stop()


async def test_the_mayor_privilege_buttons_say_what_they_mean(table):
    h = await table.start()
    await open_table(h)
    en = localizer("en")
    labels = [c["label"] for c in live_prompts(h)[-1].components]
    mayor = en.role("mayor")
    assert en.text("decision-role-colonist", role=mayor, count=1) in labels
    assert en.text("decision-role-without-colonist", role=mayor, count=1) in labels
    assert mayor not in labels  # no bare "Mayor" beside them
    await table.stop()


@pytest.mark.parametrize(("lang", "two", "without"), [
    ("en", "Recruiter, taking 2 extra workers", "Recruiter, without the extra workers"),
    ("es", "Reclutador, con 2 trabajadores más para ti", "Reclutador, sin los trabajadores extra"),
    ("it", "Caposquadra, con 2 lavoratori in più per te", "Caposquadra, senza i lavoratori in più"),
])
def test_a_library_mayors_buttons_count_his_two_colonists(lang, two, without):
    """Ruling N13 (R3): with an occupied Library the Mayor's privilege brings two colonists;
    the role prompt's buttons say so."""
    game = (Position(4, theme="1897", expansions=("new_buildings",),
                     options={"buildings": "all_new"})
            .set(colonist_supply=20).seat(0, city={"library": 1}).start(chooser=0))
    view = prompts.live_view(table_of(game), localizer(lang, "1897"))
    labels = [item.item.label for item in view.children
              if isinstance(item, buttons.DecisionButton)]
    assert two in labels and without in labels


async def test_answers_stay_and_new_decisions_are_new_lines(table):
    """Every answered line stays in the channel as it was: a decision adds, never rewrites."""
    h = await table.start()
    await open_table(h)
    rng = random.Random(6)
    before: set[str] = set()
    for _ in range(150):
        found = next_click(h.recorder, CHANNEL_ID, rng)
        if found is None:
            break
        await h.click(*found)
        lines = {line for m in h.recorder.channel() for line in m.content.splitlines()
                 if line.startswith(DONE)}
        assert before <= lines
        before = lines
    assert len(before) > 60
    await table.stop()


# ------------------------------------------------------------------ the Mayor
async def open_arrangement(table):
    """Open a 4-player table and play until a player opens his own Mayor arrangement with a
    choice; returns the harness, the user, his message, the table, his seat and how many
    colonists he places."""
    h = await table.start()
    await open_table(h)
    rng = random.Random(2)
    for _ in range(500):
        live = live_prompts(h)[-1]
        opener = [c["custom_id"] for c in live.components if c["custom_id"].endswith(":open")]
        current = await h.bot.service.tables.table(CHANNEL_ID)
        if opener and current.game.state.step == "mayor":
            for user in asked_users(live):
                seat = current.seat_of(user)
                count = arrangement.step(current.game, seat).most
                if count > 1:
                    reply = await h.click(user, live, opener[0])
                    current = await h.bot.service.tables.table(CHANNEL_ID)
                    return h, user, reply.messages[0], current, seat, count
        found = next_click(h.recorder, CHANNEL_ID, rng)
        await h.click(*found)
    raise AssertionError("no Mayor with a choice")


async def test_the_mayor_in_one_submission(table):
    """One select of the free circles, the suggestion ticked, exactly as many to choose as
    colonists: choosing them places them all."""
    h, user, private, current, seat, count = await open_arrangement(table)
    (select,) = [c for c in private.components if c["type"] == 3]
    assert select["min_values"] == select["max_values"] == count
    ticked = [int(o["value"]) for o in select["options"] if o.get("default")]
    assert ticked == arrangement.suggested_circles(current.game, seat)[0]
    chosen = sorted(random.Random(1).sample([int(o["value"]) for o in select["options"]], count))
    circles = arrangement.circles(current.game, seat)
    await h.click(user, private, select["custom_id"], [str(i) for i in chosen])
    after = (await h.bot.service.tables.table(CHANNEL_ID)).game.state.players[seat]
    assert after.san_juan == 0
    wanted = Counter(circles[i].target for i in chosen)
    for circle in circles:
        held = after.occupied_tiles(circle.target) if circle.island else \
            after.city[circle.target]
        assert held == wanted[circle.target], circle
    assert not h.recorder.messages[private.id].components  # it keeps the answer only
    await table.stop()


async def test_the_mayor_split_over_several_selects(table, monkeypatch):
    """Circles beyond one select's reach are split, and a button places what is ticked."""
    monkeypatch.setattr(arrange, "SELECT_LIMIT", 2)
    h, user, private, current, seat, count = await open_arrangement(table)
    selects = [c for c in private.components if c["type"] == 3]
    assert len(selects) > 1
    confirm = next(c for c in private.components if c["custom_id"].startswith("pr1c:"))
    # tick nothing in the first select: the button counts what is ticked and waits
    await h.click(user, private, selects[0]["custom_id"], [])
    confirm = next(c for c in h.recorder.messages[private.id].components
                   if c["custom_id"].startswith("pr1c:"))
    assert confirm["disabled"] == (count != sum(1 for s in selects[1:] for o in s["options"]
                                                if o.get("default")))
    wanted = arrangement.suggested_circles(current.game, seat)[0]
    message = h.recorder.messages[private.id]
    for select in [c for c in message.components if c["type"] == 3]:
        values = [o["value"] for o in select["options"] if int(o["value"]) in wanted]
        await h.click(user, h.recorder.messages[private.id], select["custom_id"], values)
    confirm = next(c for c in h.recorder.messages[private.id].components
                   if c["custom_id"].startswith("pr1c:"))
    assert not confirm.get("disabled")
    assert arrange.indices_of(confirm["custom_id"].rsplit(":", 1)[1]) == wanted
    await h.click(user, h.recorder.messages[private.id], confirm["custom_id"])
    after = (await h.bot.service.tables.table(CHANNEL_ID)).game.state.players[seat]
    assert after.san_juan == 0
    await table.stop()


async def test_the_pictures_button_shows_the_table_and_ones_own_board_privately(table):
    h = await table.start()
    await open_table(h)
    live = live_prompts(h)[-1]
    pictures = next(c["custom_id"] for c in live.components if c["custom_id"].endswith(":board"))
    posted = len(h.recorder.channel())
    reply = await h.click(BEA, live, pictures)
    (message,) = reply.messages
    assert message.ephemeral and message.files == ["board.png", "me.png"]
    assert str(live.id) in message.content  # the way back to the message to answer
    reply = await h.click(199, live, pictures)  # not a player: the table only
    assert reply.messages[0].files == ["board.png"]
    assert len(h.recorder.channel()) == posted  # nothing new in the channel
    await table.stop()


def three_pictures(game, lang, theme, **clock) -> list[bytes]:
    return [b"\x89PNG table", b"\x89PNG market", b"\x89PNG players"]


async def test_every_picture_of_the_table_goes_in_one_message(tmp_path):
    """The table is cut into pictures a phone shows whole: the round's first message carries
    them all, and the Pictures button too, one's own board after them."""
    table = Table(tmp_path / "games.sqlite3", render=three_pictures)
    h = await table.start()
    await open_table(h)
    sheets = ["board.png", "board-2.png", "board-3.png"]
    (first,) = [m for m in h.recorder.channel() if m.files]
    assert first.files == sheets
    live = live_prompts(h)[-1]
    pictures = next(c["custom_id"] for c in live.components if c["custom_id"].endswith(":board"))
    reply = await h.click(BEA, live, pictures)
    assert reply.messages[0].files == [*sheets, "me.png"]
    await table.stop()
