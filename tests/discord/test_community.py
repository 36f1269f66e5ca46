"""A server's community through the bot: ten games played in it, one of them to the end with
the buttons (its final message says each player's rating before and after), then the
leaderboard and each player's statistics in English, Spanish and Italian; and ratings rebuilt
from the records equal to the ones kept as the games ended."""

from __future__ import annotations

import random

import pytest
from test_play import ANA, BEA, CARLO, open_table, play_on

from bot.bench.clicker import next_click
from bot.discord_ui.community import duration, favourite_lines, page_name
from bot.l10n import localizer
from bot.offline.harness import UserOption
from bot.offline.recorder import CHANNEL_ID, GUILD_ID

OTHER_CHANNEL = CHANNEL_ID + 1
NAMES = {user: f"User{user}" for user in (ANA, BEA, CARLO)}  # as the harness names them
# (players, theme, expansions) of the nine games played through the service
GAMES = [((ANA, BEA), "classic", ()), ((BEA, CARLO), "classic", ()),
         ((ANA, BEA, CARLO), "1897", ()), ((CARLO, ANA), "classic", ("nobles",)),
         ((ANA, BEA, CARLO), "classic", ()), ((BEA, ANA), "1897", ("nobles",)),
         ((CARLO, BEA), "classic", ()), ((ANA, CARLO), "classic", ()),
         ((BEA, CARLO, ANA), "classic", ())]


async def play_through_service(service, players, theme, expansions, seed: int) -> None:
    """A game played to its end with random decisions, as the buttons would send them."""
    await service.lobby.new_lobby(OTHER_CHANNEL, GUILD_ID, players[0], NAMES[players[0]], theme,
                            "en", expansions=expansions)
    for user in players[1:]:
        await service.lobby.join(OTHER_CHANNEL, user, NAMES[user])
    outcome = await service.lobby.start(OTHER_CHANNEL, players[0])
    rng = random.Random(seed)
    while not outcome.game_over:
        table = outcome.table
        user = rng.choice(table.pending_users)
        decision = rng.choice(await service.play.legal(OTHER_CHANNEL, user))
        outcome = await service.play.decide(OTHER_CHANNEL, user, table.seq, [decision])


async def ten_games(table):
    h = await table.start()
    await open_table(h)
    await play_on(h, random.Random(8))
    for seed, (players, theme, expansions) in enumerate(GAMES):
        await play_through_service(h.bot.service, players, theme, expansions, seed)
    return h


async def test_ten_games_make_a_leaderboard_and_statistics_in_each_language(table):
    h = await ten_games(table)
    en = localizer("en")
    final = next(m.content for m in reversed(h.recorder.channel())
                 if en.text("score-title") in m.content)
    assert en.text("rating-title") in final
    for name in NAMES.values():
        assert f"{name} 1,500 → " in final  # their first game: everyone starts at 1500

    for locale, lang in (("en-US", "en"), ("es-ES", "es"), ("it", "it")):
        loc = localizer(lang)
        reply = await h.command(ANA, "leaderboard", locale=locale)
        assert not reply.ephemeral and reply.messages[0].files == ["leaderboard.png"]
        assert loc.text("leaderboard-title", page=loc.text("page-all")) in reply.text
        assert all(name in reply.text for name in NAMES.values())
        assert "← " in reply.text  # the caller's own line
        for user in (ANA, BEA, CARLO):
            reply = await h.command(ANA, "stats", locale=locale, player=UserOption(user))
            assert reply.messages[0].files == ["stats.png"], reply.text
            assert loc.text("stats-title", player=NAMES[user]) in reply.text
            assert "https://discord.com/channels/" in reply.text or "#" in reply.text

    es = localizer("es")
    reply = await h.command(BEA, "leaderboard", locale="es-ES", page="x:nobles")
    assert page_name(es, "x:nobles") in reply.text
    reply = await h.command(BEA, "leaderboard", page="1897")
    assert en.text("leaderboard-title", page=en.text("page-1897")) in reply.text
    reply = await h.command(BEA, "leaderboard", page="x:festival")
    assert reply.ephemeral and "x:nobles" not in reply.text
    assert page_name(en, "x:nobles") in reply.text
    choices = (await h.command(BEA, "leaderboard", page="", focused="page")).choices
    assert {c["value"] for c in choices} == {"all", "1897", "x:nobles"}
    await table.stop()


async def a_game_to_its_end(table, stopped_before_the_end: bool, failing_posts: int = 0):
    """A game played with the buttons to its end; `stopped_before_the_end`: the bot stops
    after storing (and rating) the last decision, before posting anything about it, and
    starts again (its first `failing_posts` posts and edits then refused by Discord)."""
    h = await table.start()
    await open_table(h)
    cog = h.bot.publisher
    publish, ended = cog.publish, []

    async def stopping(outcome, **kwargs):
        ended.append(outcome.game_over)
        if not (stopped_before_the_end and outcome.game_over):
            await publish(outcome, **kwargs)

    cog.publish = stopping
    rng = random.Random(8)
    while not any(ended) and (click := next_click(h.recorder, CHANNEL_ID, rng)):
        await h.click(*click)
    if stopped_before_the_end:
        h = await table.restart()
        h.recorder.failing_posts = failing_posts
        h.bot.dispatch("ready")
        await h.settle()
    return h


def final_message(h):
    en = localizer("en")
    return next(m for m in reversed(h.recorder.channel()) if en.text("score-title") in m.content)


async def test_the_final_message_posted_after_a_restart_is_the_one_it_would_have_been(new_table):
    """The bot stopped between storing the last decision and posting it: when it is back, the
    final message says the scores and each player's rating change (read back from the
    store, not rated twice), word for word as without the stop, and the story follows."""
    straight = new_table("straight.sqlite3")
    h = await a_game_to_its_end(straight, False)
    original = final_message(h)
    standings = (await h.bot.service.community.leaderboard(GUILD_ID)).standings
    await straight.stop()
    table = new_table("stopped.sqlite3")
    h = await a_game_to_its_end(table, True, failing_posts=2)  # Discord fails: nothing told
    assert not any(m.files == ["story.png"] for m in h.recorder.channel())
    h = await table.restart()
    h.bot.dispatch("ready")  # told at the next start
    await h.settle()
    reposted = final_message(h)
    assert localizer("en").text("rating-title") in original.content
    assert reposted.content == original.content and reposted.files == original.files
    assert h.recorder.channel()[-1].files == ["story.png"]
    assert (await h.bot.service.community.leaderboard(GUILD_ID)).standings == standings
    assert await h.bot.service.recovery.unposted_endings() == []
    h = await table.restart()
    h.bot.dispatch("ready")  # posted once: nothing more
    await h.settle()
    assert final_message(h).id == reposted.id
    await table.stop()


async def test_ratings_rebuilt_from_the_records_equal_the_live_ones(table):
    h = await ten_games(table)
    community = h.bot.service.community
    live = await community.leaderboard(GUILD_ID)
    assert sum(line.rating.games for line in live.standings) == 2 * 6 + 3 * 3 + 3
    assert await community.rebuild(GUILD_ID) == {GUILD_ID: 10}
    rebuilt = await community.leaderboard(GUILD_ID)
    assert rebuilt == live
    await table.stop()


async def test_a_server_without_games_and_a_player_without_games(table):
    h = await table.start()
    en = localizer("en")
    reply = await h.command(ANA, "leaderboard")
    assert en.text("leaderboard-empty") in reply.text
    reply = await h.command(ANA, "stats")
    assert "has finished no game" in reply.text
    await table.stop()


async def three_pages(table):
    """Three games played through the service: a page for all games, for 1897 and for the
    Nobles."""
    h = await table.start()
    for seed, index in enumerate((0, 2, 3)):
        await play_through_service(h.bot.service, *GAMES[index], seed)
    return h


def page_select(message) -> dict:
    return next(c for c in message.components if c["custom_id"].startswith("prlb:"))


async def test_the_leaderboards_select_turns_its_pages_in_place_for_its_caller(table):
    h = await three_pages(table)
    en, it = localizer("en"), localizer("it")
    reply = await h.command(ANA, "leaderboard")
    message = reply.messages[0]
    select = page_select(message)
    assert [o["value"] for o in select["options"]] == ["all", "1897", "x:nobles"]
    assert [o["label"] for o in select["options"] if o.get("default")] == [en.text("page-all")]

    before = message.snapshot()
    reply = await h.click(BEA, before, select["custom_id"], ["1897"])  # not his leaderboard
    assert reply.ephemeral and f"<@{ANA}>" in reply.text
    assert h.recorder.messages[message.id].payload == before.payload

    reply = await h.click(ANA, before, select["custom_id"], ["x:festival"])  # a page gone
    assert reply.ephemeral
    assert page_name(en, "x:nobles") in reply.text
    assert h.recorder.messages[message.id].payload == before.payload

    h = await table.restart()  # the select is stateless: it still works
    await h.click(ANA, before, select["custom_id"], ["1897"], locale="it")
    after = h.recorder.messages[message.id]
    assert it.text("leaderboard-title", page=it.text("page-1897")) in after.content
    assert "← " in after.content and after.files == ["leaderboard.png"]
    assert after.edits == before.edits + 1
    assert [o["value"] for o in page_select(after)["options"] if o.get("default")] == ["1897"]
    await table.stop()


async def test_a_public_leaderboard_marks_its_askers_line_as_his_and_lists_pages_by_line(table):
    """The channel reads the leaderboard: the asker's line is marked as the one who asked
    (not "you", which every reader would take for himself); the other pages, whose names may
    hold commas, come one per line, each named as on its own page."""
    h = await three_pages(table)
    for locale, lang, you in (("en-US", "en", "← you"), ("es-ES", "es", "← tú"),
                              ("it", "it", "← tu")):
        loc = localizer(lang)
        for page in ("all", "1897"):
            reply = await h.command(ANA, "leaderboard", locale=locale, page=page)
            assert not reply.ephemeral and you not in reply.text
            lines = reply.text.splitlines()
            own = next(line for line in lines if NAMES[ANA] in line)
            assert own == loc.text("leaderboard-asker", line=own.rsplit(" ← ", 1)[0])
            heading = lines.index(loc.text("leaderboard-pages"))
            others = [pool for pool in ("all", "1897", "x:nobles") if pool != page]
            assert sorted(lines[heading + 1:heading + 3]) == sorted(
                f"• {page_name(loc, pool)}" for pool in others)
    await table.stop()


async def test_the_statistics_of_a_player_of_1897_games_use_its_names(table):
    h = await table.start()
    for seed, index in enumerate((2, 5)):  # Ana's two games, both of 1897
        await play_through_service(h.bot.service, *GAMES[index], seed)
    stats = await h.bot.service.community.stats(GUILD_ID, ANA)
    for locale, lang in (("en-US", "en"), ("es-ES", "es"), ("it", "it")):
        reply = await h.command(BEA, "stats", locale=locale, player=UserOption(ANA))
        for line in favourite_lines(stats, localizer(lang, "1897")):
            assert line in reply.text
    await table.stop()


async def test_a_server_with_one_page_has_no_select(table):
    h = await table.start()
    await play_through_service(h.bot.service, *GAMES[0], 0)
    reply = await h.command(ANA, "leaderboard")
    assert reply.messages[0].files == ["leaderboard.png"]
    assert not reply.messages[0].components
    await table.stop()


@pytest.mark.parametrize(("seconds", "shown"), [
    (237, "4 min"), (209, "3 min"), (210, "4 min"), (59.4, "59 s"), (59.6, "1 min"),
    (3569, "59 min"), (3570, "1 h 0 min"), (5 * 3600 + 29 * 60 + 31, "5 h 30 min"),
    (86_370, "1 d 0 h"), (86_400 + 5 * 3600 + 1800, "1 d 6 h")])
def test_the_median_time_to_decide_is_rounded_to_the_nearest_unit_it_shows(seconds, shown):
    """/pr stats: 237 s is nearer 4 minutes than 3, and a time just short of an hour or a
    day reads as one."""
    assert duration(localizer("en"), seconds) == shown
