"""The lobby commands, preferences, pings, languages and Discord errors, through real payloads.
Expected texts come from the Fluent files (through the Localizer), never written out here."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from test_play import ANA, BEA, CARLO, live_prompts, open_table, prompt_user

from bot.cli import runner
from bot.clock import DAY, HOUR, PACES
from bot.l10n import localizer
from bot.offline.harness import MANAGE_GUILD
from bot.offline.recorder import CHANNEL_ID, Message, snowflake


def lines(text: str) -> list[str]:
    return text.splitlines()


async def test_new_join_leave_and_the_dm_notice(table):
    h = await table.start()
    en = localizer("en")
    reply = await h.command(ANA, "new", theme="1897", players=3, show_vp=True)
    assert not reply.ephemeral
    en1897 = localizer("en", "1897")
    assert lines(reply.text)[0] == en1897.text(
        "lobby-opened", host="User101", edition=en1897.text("theme-1897"), max=3, show_vp=True)
    reply = await h.command(BEA, "join")
    assert en.text("lobby-dm-on", player="User102") in lines(reply.text)
    reply = await h.command(BEA, "join")
    assert reply.ephemeral and reply.text == en.text("service-error-already_joined")
    reply = await h.command(ANA, "new")
    assert reply.ephemeral and reply.text == en.text("service-error-game_exists")
    reply = await h.command(BEA, "start")
    assert reply.ephemeral and reply.text == en.text("service-error-not_host")
    reply = await h.command(BEA, "leave")
    assert lines(reply.text)[0] == en.text("lobby-left", player="User102")
    await h.command(BEA, "notify", mode="off")
    reply = await h.command(BEA, "join")
    assert en.text("lobby-dm-off", player="User102") in lines(reply.text)
    await table.stop()


async def test_a_user_plays_in_several_channels(table):
    h = await table.start()
    other = snowflake()
    await h.command(ANA, "new", players=2)
    reply = await h.command(ANA, "new", players=2, channel_id=other)
    assert not reply.ephemeral
    reply = await h.command(BEA, "join", channel_id=other)
    assert not reply.ephemeral
    await table.stop()


async def test_cancel_by_the_host_or_a_server_manager_only(table):
    h = await table.start()
    en = localizer("en")
    await open_table(h)
    reply = await h.command(BEA, "cancel")
    assert reply.ephemeral and reply.text == en.text("service-error-not_host")
    reply = await h.command(199, "cancel", permissions=MANAGE_GUILD)
    assert reply.text == en.text("game-cancelled", player="User199")
    assert live_prompts(h) == []  # no buttons are left on a cancelled game
    reply = await h.command(ANA, "status")
    assert reply.text == en.text("service-error-no_game")
    await table.stop()


async def test_spanish_and_italian_games_speak_their_language(table):
    h = await table.start()
    for lang, channel in (("es", CHANNEL_ID), ("it", snowflake())):
        loc = localizer(lang)
        reply = await h.command(ANA, "new", language=lang, players=2, channel_id=channel)
        assert lines(reply.text)[0] == loc.text(
            "lobby-opened", host="User101", edition=loc.text("theme-classic"), max=2,
            show_vp=False)
        reply = await h.command(BEA, "join", channel_id=channel)
        assert lines(reply.text)[0] == loc.text("lobby-joined", player="User102", count=2,
                                                max=2)
        await h.command(ANA, "start", channel_id=channel)
        prompt = [m for m in h.recorder.channel(channel) if m.components][-1]
        assert loc.text("prompt-step-role") in prompt.content
        labels = {c["label"] for c in prompt.components}
        assert loc.decision("role settler") in labels
    await table.stop()


async def test_private_replies_follow_the_user_language(table):
    h = await table.start()
    await h.command(ANA, "new", language="en", players=3)
    reply = await h.command(BEA, "leave", locale="es-ES")
    assert reply.text == localizer("es").text("service-error-not_joined")
    reply = await h.command(BEA, "leave", locale="es-419")
    assert reply.text == localizer("es").text("service-error-not_joined")
    await h.command(BEA, "language", language="it", locale="es-ES")
    reply = await h.command(BEA, "leave", locale="es-ES")
    assert reply.text == localizer("it").text("service-error-not_joined")
    reply = await h.command(CARLO, "leave", locale="fr")  # not ours: the game's language
    assert reply.text == localizer("en").text("service-error-not_joined")
    await table.stop()


async def start_settler(h) -> tuple[Message, int, int]:
    """The first player chooses the Settler and takes a tile: the game now waits, in the same
    message, on the next player. Returns (the message, the chooser, the next player)."""
    en = localizer("en")
    live = live_prompts(h)[0]
    chooser = prompt_user(live)
    settler = next(c for c in live.components if c.get("label", "") == en.role("settler"))
    await h.click(chooser, live, settler["custom_id"])
    take = next(c for c in live.components if c.get("custom_id", "").startswith("pr1:"))
    await h.click(chooser, live, take["custom_id"])
    return live, chooser, prompt_user(live)


async def open_and_walk_away(h) -> None:
    """Open the table, then let ten minutes pass: sitting down no longer counts as looking
    at the game (`Pinger.watching`)."""
    now = [datetime(2026, 3, 1, 18, 0, tzinfo=UTC)]
    h.bot.clock = lambda: now[0]
    await open_table(h)
    now[0] += timedelta(minutes=10)


async def test_a_dm_when_the_game_starts_waiting_on_a_player(table):
    h = await table.start()
    await open_and_walk_away(h)
    first = live_prompts(h)[0]
    assert h.recorder.dms(prompt_user(first)) == []  # the new message mentions him: enough
    live, chooser, waited = await start_settler(h)
    assert live.id == first.id and waited != chooser
    assert h.recorder.dms(chooser) == []  # he decided in a row: nothing to tell him
    dms = h.recorder.dms(waited)
    assert len(dms) == 1
    assert str(live.id) in dms[0].content  # the jump link
    assert f"<#{CHANNEL_ID}>" in dms[0].content
    await h.command(waited, "status")  # bringing the message up to date pings nobody again
    assert len(h.recorder.dms(waited)) == 1
    await table.stop()


async def test_refused_dm_falls_back_to_a_channel_mention_and_is_remembered(table):
    h = await table.start()
    h.recorder.dm_refused.update({ANA, BEA, CARLO})
    await open_and_walk_away(h)
    _, _, user = await start_settler(h)
    en = localizer("en")
    notice = en.text("ping-dm-refused", user=f"<@{user}>")
    mentions = [m for m in h.recorder.channel() if m.content == notice]
    assert len(mentions) == 1
    assert mentions[0].payload["allowed_mentions"]["users"] == [user]
    assert (await h.bot.service.players.user(user)).dm_blocked
    opened = sum(1 for method, path in h.recorder.log if path == "/users/@me/channels")
    await h.command(user, "notify", mode="off")
    await h.command(user, "notify", mode="on")  # on again: DMs are tried again next time
    assert not (await h.bot.service.players.user(user)).dm_blocked
    assert sum(1 for _, path in h.recorder.log if path == "/users/@me/channels") == opened
    await table.stop()


async def test_a_deleted_prompt_comes_back_with_status(table):
    h = await table.start()
    await open_table(h)
    message = live_prompts(h)[0]
    h.recorder.delete(message.id)
    assert live_prompts(h) == []
    reply = await h.command(ANA, "status")
    assert reply.messages[0].files == ["board.png", "me.png"] and reply.ephemeral
    again = live_prompts(h)
    assert len(again) == 1 and prompt_user(again[0]) == prompt_user(message)
    reply = await h.click(prompt_user(again[0]), again[0], again[0].components[0]["custom_id"])
    assert not reply.messages
    await table.stop()


async def test_a_channel_the_bot_may_not_post_in_tells_the_host(table):
    h = await table.start()
    await h.command(ANA, "new", players=2)
    await h.command(BEA, "join")
    h.recorder.channel_forbidden.add(CHANNEL_ID)
    await h.command(ANA, "start")
    en = localizer("en")
    assert any(m.content == en.text("channel-forbidden", channel=f"<#{CHANNEL_ID}>")
               for m in h.recorder.dms(ANA))
    h.recorder.channel_forbidden.clear()
    await h.command(ANA, "status")  # the game was kept: it goes on
    assert len(live_prompts(h)) == 1
    await table.stop()


async def test_rules_cards_in_the_game_language_and_theme(table):
    h = await table.start()
    await h.command(ANA, "new", theme="1897", language="es", players=2)
    loc = localizer("es", "1897")
    reply = await h.command(BEA, "rules", focused="subject", subject="")
    assert len(reply.choices) == 25
    reply = await h.command(BEA, "rules", focused="subject", subject="muell")
    assert [c["value"] for c in reply.choices] == ["harbor"]  # "Muelle" is the 1897 Harbor
    reply = await h.command(BEA, "rules", subject="harbor")
    assert reply.ephemeral
    assert reply.text == (f"**{loc.building('harbor')}**\n{loc.text('rules-harbor')}\n"
                          f"{loc.text('rules-occupied-violet', vp=3)}")  # works if occupied
    await table.stop()


async def test_history_lists_the_last_events(table):
    h = await table.start()
    await open_table(h)
    reply = await h.command(ANA, "history")
    en = localizer("en")
    assert reply.ephemeral and lines(reply.text)[0] == en.text("history-title")
    assert len(lines(reply.text)) > 1
    await table.stop()


async def test_history_without_a_game_lists_the_finished_games(table):
    h = await table.start()
    en = localizer("en")
    reply = await h.command(ANA, "history")
    assert reply.text == en.text("history-nothing")
    await open_table(h)
    service, rng = h.bot.service, random.Random(4)
    while True:  # the game played to its end straight through the service
        current = await service.tables.table(CHANNEL_ID)
        user = rng.choice(current.pending_users)
        outcome = await service.play.decide(CHANNEL_ID, user, current.seq,
                                       [rng.choice(await service.play.legal(CHANNEL_ID, user))])
        if outcome.game_over:
            break
    reply = await h.command(BEA, "history")
    title, game = lines(reply.text)
    assert title == en.text("history-finished-title")
    scores = outcome.table.game.scores
    best = max(scores, key=lambda row: row["total"])
    assert f"{outcome.table.names[best['seat']]} {best['total']} ★" in game
    await table.stop()


async def test_discord_failing_after_a_decision_loses_nothing(table):
    h = await table.start()
    await open_table(h)
    message = live_prompts(h)[0]
    shown = message.snapshot()
    user = prompt_user(message)
    h.recorder.failing_posts = 1  # the message cannot be brought up to date
    await h.click(user, message, message.components[0]["custom_id"])
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == 1  # stored all the same
    assert h.recorder.messages[message.id].content == shown.content
    await h.command(ANA, "status")
    (live,) = live_prompts(h)
    assert live.id != message.id and live.content != shown.content
    reply = await h.click(prompt_user(live), live, live.components[0]["custom_id"])
    assert not reply.messages
    await table.stop()


async def started_with(h, lang: str, expansions: list[str], **options):
    """`/pr new` with expansion options for two players, the lobby line checked; the game."""
    loc = localizer(lang, "1897")
    reply = await h.command(ANA, "new", theme="1897", language=lang, players=2, **options)
    names = {e: loc.text(f"expansion-{e}") for e in expansions}
    if "new_buildings" in names:  # with how the board gets its buildings
        names["new_buildings"] = loc.text(
            "lobby-expansion-board", expansion=names["new_buildings"],
            board=loc.text(f"choice-buildings-{options['new_buildings']}"))
    named = loc.join(list(names.values()))
    assert loc.text("lobby-expansions", expansions=named) in lines(reply.text)
    await h.command(BEA, "join")
    await h.command(ANA, "start")
    game = (await h.bot.service.tables.table(CHANNEL_ID)).game
    assert game.state.expansions == expansions
    return game


async def test_new_with_the_nobles(table):
    """`/pr new nobles:` puts the Nobles in the game's setup: a noble waits on the ship."""
    h = await table.start()
    game = await started_with(h, "it", ["nobles"], nobles=True)
    assert game.state.noble_ship == 1 and "royal_garden" in game.state.buildings
    await table.stop()


async def test_new_with_the_new_buildings_and_their_draft(table):
    """`/pr new new_buildings:` chooses the New Buildings and how the board gets its beige
    buildings; the draft, the rulebook's way, comes before the first round."""
    h = await table.start()
    game = await started_with(h, "es", ["new_buildings"], new_buildings="draft")
    assert game.state.options["buildings"] == "draft" and game.state.step == "draft"
    await table.stop()


async def test_new_with_the_buccaneer_and_the_festival(table):
    """The two options of `/pr new` put the expansions in the game's setup."""
    h = await table.start()
    game = await started_with(h, "es", ["buccaneer", "festival"], buccaneer=True,
                              festival=True)
    assert any(card.role == "buccaneer" for card in game.state.roles)
    await table.stop()


async def test_the_lobby_says_how_the_new_buildings_fill_the_board(table):
    """The lobby names the board mode chosen with the New Buildings (here at random)."""
    h = await table.start()
    game = await started_with(h, "it", ["new_buildings", "nobles"], new_buildings="random",
                              nobles=True)
    assert game.state.options["buildings"] == "random" and game.state.step == "role"
    await table.stop()


async def test_the_pace_is_told_with_its_reserve_and_its_time_a_turn(table):
    """Where the pace is chosen (the `pace:` choices of /pr new, in each language) and in
    the lobby: a daily game reads as a reserve of a day and an hour a turn."""
    daily = PACES["daily"]
    h = await table.start()
    await runner.sync_tree(h.bot, None)
    (pr,) = h.recorder.synced
    new = next(option for option in pr["options"] if option["name"] == "new")
    pace = next(option for option in new["options"] if option["name"] == "pace")
    choice = next(c for c in pace["choices"] if c["value"] == "daily")
    for lang, locale, channel in (("en", "en-US", CHANNEL_ID), ("es", "es-ES", snowflake()),
                                  ("it", "it", snowflake())):
        loc = localizer(lang)
        shown = loc.text("clock-pace-timed", pace=loc.text("clock-pace-daily"),
                         reserve=loc.text("clock-span-d", amount=daily.reserve // DAY),
                         increment=loc.text("clock-span-h", amount=daily.increment // HOUR))
        assert choice["name_localizations"][locale] == shown
        reply = await h.command(ANA, "new", language=lang, players=2, channel_id=channel)
        assert loc.text("clock-pace-line", pace=shown) in lines(reply.text)
    assert choice["name"] == choice["name_localizations"]["en-US"]
    await table.stop()
