"""Whole games through the bot: commands and buttons only, a restart in the middle, and the
clicks that must not count (someone else's, an old one, a double one, two at once)."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.bench.clicker import next_click, pick
from bot.decisions.choices import label
from bot.game.position import Position
from bot.l10n import localizer
from bot.offline.harness import Harness
from bot.offline.recorder import CHANNEL_ID, Message, asked_users, prompt_user
from bot.service_errors import ServiceError
from cogs.game import refusal

ANA, BEA, CARLO, NOBODY = 101, 102, 103, 199
PLAYERS = (ANA, BEA, CARLO)


async def open_table(h: Harness, lang: str = "en", players=PLAYERS, **options) -> None:
    await h.command(players[0], "new", theme="classic", language=lang, players=len(players),
                    **options)
    for user in players[1:]:
        await h.command(user, "join")
    await h.command(players[0], "start")


def live_prompts(h: Harness) -> list[Message]:
    """Prompt messages of the test channel whose buttons are still on, oldest first."""
    return h.recorder.live_prompts()


async def play_on(h: Harness, rng: random.Random, clicks: int | None = None,
                  channel: int = CHANNEL_ID) -> int:
    """Click as the players would until the game ends (or `clicks` were made); returns the
    clicks made."""
    made = 0
    while clicks is None or made < clicks:
        found = next_click(h.recorder, channel, rng)
        if found is None:
            return made
        user, message, custom_id, values = found
        reply = await h.click(user, message, custom_id, values)
        private = [m for m in reply.messages if m.components]  # his own choices, opened
        assert len(private) == len(reply.messages), reply.text  # no complaint
        made += 1
        assert made < 3000, "the game does not end"
    return made


async def test_a_whole_game_with_a_restart_in_the_middle(table, caplog):
    h = await table.start()
    await open_table(h)
    rng = random.Random(3)
    made = await play_on(h, rng, clicks=40)
    assert made == 40
    old = live_prompts(h)

    h = await table.restart()  # a new bot and a new service on the same database file
    assert live_prompts(h) == old  # Discord still shows the old prompt: its buttons work
    await play_on(h, rng)

    en = localizer("en")
    final = "\n".join(m.content for m in h.recorder.channel())
    assert en.text("score-title") in final
    rows = (await table.harness.bot.service.store.finished_games(CHANNEL_ID, None, 1))
    assert len(rows) == 1
    # every new message pinged exactly the players it waits on, and nobody else
    posted = [m for m in h.recorder.posted if m.components and not m.ephemeral]
    assert len(posted) > 30
    for message in posted:
        mentions = message.payload["allowed_mentions"]
        assert mentions["users"] == asked_users(message) != []
        assert mentions["parse"] == []
    # every text was found in the locales, every event and decision had its line
    assert not [r for r in caplog.records if r.name == "bot.l10n"]
    # the board was posted once a round
    rounds = (await h.bot.service.recovery.finished_history(CHANNEL_ID))[0]
    assert rounds
    boards = [m for m in h.recorder.channel() if m.files == ["board.png"]]
    assert len(boards) > 10
    await table.stop()


async def test_mayor_suggested_arrangement_is_one_click(table):
    h = await table.start()
    await open_table(h)
    rng = random.Random(5)
    seen = False
    for _ in range(300):
        prompts = live_prompts(h)
        mayor = [m for m in prompts if any(c.get("custom_id", "").endswith(":auto")
                                           for c in m.components)]
        if mayor:
            message = mayor[0]
            user = prompt_user(message)
            custom_id = next(c["custom_id"] for c in message.components
                             if c["custom_id"].endswith(":auto"))
            game = (await h.bot.service.tables.table(CHANNEL_ID)).game
            seat = (await h.bot.service.tables.table(CHANNEL_ID)).seat_of(user)
            assert game.state.players[seat].san_juan > 1
            await h.click(user, message, custom_id)
            game = (await h.bot.service.tables.table(CHANNEL_ID)).game
            assert game.state.step != "mayor" or seat not in game.pending()
            seen = True
            break
        await play_on(h, rng, clicks=1)
    assert seen
    await table.stop()


async def test_someone_else_cannot_use_a_prompt(table):
    h = await table.start()
    await open_table(h)
    message = live_prompts(h)[0]
    owner = prompt_user(message)
    intruder = next(u for u in PLAYERS if u != owner)
    seq = (await h.bot.service.tables.table(CHANNEL_ID)).seq
    for user in (intruder, NOBODY):
        reply = await h.click(user, message, message.components[0]["custom_id"])
        assert reply.ephemeral
        name = (await h.bot.service.tables.table(CHANNEL_ID)).names[0]
        assert reply.text == localizer("en").text("click-not-yours", player=_name(h, owner))
        assert name
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == seq
    await table.stop()


def _name(h: Harness, user: int) -> str:
    return f"User{user % 1000}"


async def test_an_old_button_has_expired(table):
    h = await table.start()
    await open_table(h)
    message = live_prompts(h)[0].snapshot()
    user = prompt_user(message)
    first, second = message.components[0]["custom_id"], message.components[1]["custom_id"]
    await h.click(user, message, first)
    seq = (await h.bot.service.tables.table(CHANNEL_ID)).seq
    reply = await h.click(user, message, second)  # the message as the user still sees it
    assert reply.ephemeral
    assert reply.text.startswith(localizer("en").text("click-expired"))
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == seq
    await table.stop()


async def test_a_crash_after_storing_a_decision_is_healed_by_the_next_click(table):
    """The decision is stored, then the bot dies before posting what follows: after the restart
    the old prompt's buttons have expired, and the click brings the current prompts back."""
    h = await table.start()
    await open_table(h)
    old = live_prompts(h)[0].snapshot()
    user = prompt_user(old)
    decision = (await h.bot.service.play.legal(CHANNEL_ID, user))[0]
    h.bot.publisher.unsubscribe()  # the bot dies before it shows anything
    await h.bot.service.play.decide(CHANNEL_ID, user, None, [decision])  # stored, nothing posted
    h = await table.restart()
    table_now = await h.bot.service.tables.table(CHANNEL_ID)
    reply = await h.click(user, old, old.components[0]["custom_id"])
    assert reply.text.startswith(localizer("en").text("click-expired"))
    prompts = live_prompts(h)
    assert {prompt_user(m) for m in prompts} == set(table_now.pending_users)
    assert old.id not in {m.id for m in prompts}
    fresh = prompts[0]
    reply = await h.click(prompt_user(fresh), fresh, fresh.components[0]["custom_id"])
    assert not reply.messages
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == table_now.seq + 1
    await table.stop()


async def test_after_a_crash_the_bot_posts_the_prompts_it_owed_when_it_is_back(table):
    h = await table.start()
    await open_table(h)
    h.bot.dispatch("ready")  # prompts are current: nothing to post again
    await h.settle()
    before = [m.id for m in live_prompts(h)]
    h = await table.restart()
    h.bot.dispatch("ready")
    await h.settle()
    assert [m.id for m in live_prompts(h)] == before

    user = prompt_user(live_prompts(h)[0])
    decision = (await h.bot.service.play.legal(CHANNEL_ID, user))[0]
    h.bot.publisher.unsubscribe()  # the bot dies before it shows anything
    await h.bot.service.play.decide(CHANNEL_ID, user, None, [decision])  # stored, nothing posted
    h = await table.restart()
    h.bot.dispatch("ready")
    await h.settle()
    current = await h.bot.service.tables.table(CHANNEL_ID)
    prompts = live_prompts(h)
    assert {prompt_user(m) for m in prompts} == set(current.pending_users)
    assert not set(before) & {m.id for m in prompts}
    assert await h.bot.service.recovery.unprompted_games() == []
    await table.stop()


async def test_a_double_click_counts_once(table):
    h = await table.start()
    await open_table(h)
    message = live_prompts(h)[0].snapshot()
    user = prompt_user(message)
    custom_id = message.components[0]["custom_id"]
    await h.click(user, message, custom_id)
    reply = await h.click(user, message, custom_id)
    assert reply.text.startswith(localizer("en").text("click-expired"))
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == 1
    await table.stop()


async def test_two_clicks_at_the_same_moment_apply_one(table):
    h = await table.start()
    await open_table(h)
    message = live_prompts(h)[0]
    user = prompt_user(message)
    a, b = message.components[0]["custom_id"], message.components[1]["custom_id"]
    replies = await asyncio.gather(
        h.click(user, message, a, settle=False), h.click(user, message, b, settle=False))
    await h.settle()
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == 1
    complaints = [r for r in replies if r.messages]
    assert len(complaints) == 1 and complaints[0].ephemeral
    await table.stop()


async def test_play_command_with_autocomplete(table):
    h = await table.start()
    await open_table(h)
    message = live_prompts(h)[0]
    before = message.snapshot()
    user = prompt_user(message)
    t = await h.bot.service.tables.table(CHANNEL_ID)
    legal = t.game.legal(t.seat_of(user))
    reply = await h.command(user, "play", focused="decision", decision="")
    en = localizer("en")
    assert [c["value"] for c in reply.choices] == legal
    # named as the buttons are: the Mayor without his colonist says so
    seat = t.seat_of(user)
    assert [c["name"] for c in reply.choices] == [label(t.game, seat, d, legal, en) for d in legal]
    assert en.text("decision-role-without-colonist", role=en.role("mayor"), count=1) \
        in [c["name"] for c in reply.choices]
    reply = await h.command(user, "play", focused="decision", decision="capt")
    assert all("captain" in c["value"] for c in reply.choices) and reply.choices
    reply = await h.command(user, "play", decision=reply.choices[0]["value"])
    assert reply.ephemeral
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == 1
    after = h.recorder.messages[message.id]  # the same message: the answer, and what is next
    answered = [line for line in after.content.splitlines() if line.startswith("✓")]
    assert len(answered) >= 1 and en.role("captain") in answered[0]
    before_ids = {c["custom_id"] for c in before.components}
    assert not before_ids & {c["custom_id"] for c in after.components if "pr1:" in c["custom_id"]}
    other = await h.command(NOBODY, "play", focused="decision", decision="")
    assert other.choices == []
    await table.stop()


async def test_a_typed_decision_refused_says_what_he_may_type_in_his_language(table):
    """A move the rules do not allow now changes nothing and names the legal ones, in his
    language and the game's theme; past eight of them it says how many more there are."""
    h = await table.start()
    await h.command(ANA, "new", theme="1897", language="it", players=3)
    for user in (BEA, CARLO):
        await h.command(user, "join")
    await h.command(ANA, "start")
    user = prompt_user(live_prompts(h)[0])
    t = await h.bot.service.tables.table(CHANNEL_ID)
    legal = t.game.legal(t.seat_of(user))
    reply = await h.command(user, "play", decision="build harbor", locale="es-ES")
    es = localizer("es", "1897")
    refused, choices = reply.text.split("\n")
    assert refused == es.text("service-error-illegal")
    assert choices.startswith("Puedes: ")
    assert all(es.decision(d) in choices for d in legal[:8])
    assert not any(es.decision(d) in choices for d in legal[8:])
    more = len(legal) - 8
    assert (f"y {more} más" in choices) == (more > 0)
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == 0
    await table.stop()


def test_a_refusal_names_eight_legal_decisions_and_counts_the_others():
    it = localizer("it", "classic")
    legal = [f"build {b}" for b in ("small_market", "hacienda", "construction_hut",
                                    "small_warehouse", "hospice", "office", "large_market",
                                    "large_warehouse", "factory", "university", "harbor")]
    game = Position(4).start(chooser=0)
    refused, choices = refusal(it, ServiceError("illegal", legal=legal), game, 0).split("\n")
    assert refused == it.text("service-error-illegal")
    assert [it.decision(d) in choices for d in legal] == [True] * 8 + [False] * 3
    assert choices.endswith(it.text("play-legal", choices="", more=3).removeprefix("Puoi: "))


def test_a_refusal_counts_a_library_mayors_colonists():
    """Ruling N13 (R3): the Mayor with an occupied Library takes two colonists; the legal
    choices a refusal names say so, as his buttons do."""
    game = (Position(4, expansions=("new_buildings",), options={"buildings": "all_new"})
            .set(colonist_supply=20).seat(0, city={"library": 1}).start(chooser=0))
    error = ServiceError("illegal", legal=game.legal(0))
    assert "Alcalde, con 2 colonos más para ti" in refusal(localizer("es"), error, game, 0)


def test_a_refusal_sets_apart_choices_whose_labels_hold_commas():
    """"Alcalde, con 1 colono más para ti, Alcalde, Constructor" could not be read: the Mayor
    without his colonist is named as his button is, and the choices are set apart by dots."""
    game = Position(4).set(colonist_supply=20).start(chooser=0)
    legal = game.legal(0)
    assert legal[1:3] == ["role mayor +colonist", "role mayor"]
    _, choices = refusal(localizer("es"), ServiceError("illegal", legal=legal), game, 0).split("\n")
    assert choices.startswith("Puedes: Colonizador · Alcalde, con 1 colono más para ti · "
                              "Alcalde, sin el colono extra · Constructor")


async def test_simultaneous_prompts_survive_the_others_decisions(table):
    """Where several players decide at once, each opens his own choices from the live message;
    one player's decision leaves the others' choices working, but his own old ones expire."""
    h = await table.start()
    await open_table(h)
    rng = random.Random(3)
    for _ in range(400):
        live = live_prompts(h)[-1]
        opener = [c["custom_id"] for c in live.components if c["custom_id"].endswith(":open")]
        if len(asked_users(live)) >= 2 and opener:
            break
        await play_on(h, rng, clicks=1)
    first_user, second_user = asked_users(live)[:2]
    first = (await h.click(first_user, live, opener[0])).messages[0].snapshot()
    second = (await h.click(second_user, live, opener[0])).messages[0].snapshot()
    assert first.ephemeral and first.viewer == first_user and first.components
    reply = await h.click(BEA if first_user != BEA else ANA, first, pick(first, rng)[0],
                          pick(first, rng)[1])
    assert reply.ephemeral  # not his
    await h.click(first_user, first, *pick(first, rng))
    assert not h.recorder.messages[first.id].components  # answered: it keeps the answer only
    custom_id, values = pick(second, rng)
    reply = await h.click(second_user, second, custom_id, values)
    assert not reply.messages, reply.text
    reply = await h.click(first_user, first, *pick(first, rng))
    assert reply.text.startswith(localizer("en").text("click-expired"))
    await table.stop()


ALL_FOUR = {"new_buildings": "random", "nobles": True, "buccaneer": True, "festival": True}


@pytest.mark.parametrize(("players", "options", "lang", "theme", "seed"), [
    ((ANA, BEA, CARLO), {"buccaneer": True, "festival": True}, "es", "1897", 8),
    ((ANA, BEA), {"new_buildings": "draft"}, "es", "1897", 5),
    ((ANA, BEA, CARLO), {"nobles": True}, "es", "1897", 4),
    ((ANA, BEA, CARLO), ALL_FOUR, "it", "1897", 3),
    ((ANA, BEA), {**ALL_FOUR, "new_buildings": "draft"}, "en", "classic", 4),
], ids=["buccaneer+festival-es", "new_buildings-es", "nobles-es", "all-it", "all-en-classic"])
async def test_a_whole_game_with_expansions(table, caplog, players, options, lang, theme, seed):
    """Buttons only: every question, event and label of the expansions (the New Buildings'
    draft first) has its text in the game's language, and the game ends."""
    h = await table.start()
    await h.command(players[0], "new", theme=theme, language=lang, players=len(players),
                    **options)
    for user in players[1:]:
        await h.command(user, "join")
    await h.command(players[0], "start")
    await play_on(h, random.Random(seed))
    loc = localizer(lang, theme)
    channel = "\n".join(m.content for m in h.recorder.channel())
    assert loc.text("score-title") in channel
    if "buccaneer" in options:
        assert loc.role("buccaneer") in channel and loc.text("festival") in channel
    assert not [r for r in caplog.records if r.name == "bot.l10n"]
    await table.stop()
