"""`/pr games` and `/pr help`, privately in the asker's language: every game he sits at on every
server (those waiting on him first, with his time left, a jump link to the message to answer
and his live table's link; then the others, whose turn and the round; then his latest finished
games), cut to a message's length; the commands by what one wants to do; and a newcomer told
of them when he takes his first seat."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime

import pytest
from conftest import Table
from test_play import ANA, BEA, PLAYERS, open_table, play_on

from bot.clock import ManualTime
from bot.l10n import localizer
from bot.links.tokens import Links
from bot.offline.recorder import CHANNEL_ID, GUILD_ID
from bot.store import StoreUnavailable
from bot.words.messages import MESSAGE_LIMIT, jump_url

LOCALES = {"en": "en-US", "es": "es-ES", "it": "it"}
ISLAND = 910_000_000_000_000_002  # a second server the bot shares with the players
ISLAND_TABLE = 920_000_000_000_000_002
LOBBY = 920_000_000_000_000_003
DUEL = 920_000_000_000_000_004
T0 = int(datetime(2026, 11, 23, 12, 0, tzinfo=UTC).timestamp())


async def open_at(h, channel: int, players, guild: int = GUILD_ID, **options) -> None:
    """A game opened, joined and started in `channel` of `guild`."""
    await h.command(players[0], "new", language="en", players=len(players),
                    channel_id=channel, guild_id=guild, **options)
    for user in players[1:]:
        await h.command(user, "join", channel_id=channel, guild_id=guild)
    await h.command(players[0], "start", channel_id=channel, guild_id=guild)


async def two_servers(table):
    """The same three players at a game on each of two servers (seated alike: the same seed,
    so the same player is asked first in both), and a lobby on the second."""
    h = await table.start()
    h.bot.service.tables.now = ManualTime(T0)
    h.bot.table_links = Links(table.store, "https://pr.example")
    h.recorder.guilds[ISLAND] = "Isla Bonita"
    await open_table(h)
    await open_at(h, ISLAND_TABLE, PLAYERS, ISLAND, theme="1897")
    await h.command(BEA, "new", language="en", channel_id=LOBBY, guild_id=ISLAND)
    return h


def section(text: str, loc, heading: str) -> list[str]:
    """The lines of one part of the answer (after its heading, up to the next heading)."""
    lines = text.splitlines()
    start = lines.index(f"**{loc.text(heading)}**")
    rest = lines[start + 1:]
    end = next((i for i, line in enumerate(rest) if line.startswith("**")), len(rest))
    return rest[:end]


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_the_games_waiting_on_him_come_first_with_his_time_and_where_to_answer(
        table, lang):
    h = await two_servers(table)
    asked = (await h.bot.service.tables.table(CHANNEL_ID)).pending_users[0]
    reply = await h.command(asked, "games", locale=LOCALES[lang])
    loc = localizer(lang)
    assert reply.ephemeral
    text = reply.text
    waiting = section(text, loc, "games-waiting")
    assert len(waiting) == 2  # both servers' games, oldest first
    for line, guild, channel, server in ((waiting[0], GUILD_ID, CHANNEL_ID, "Puerto Rico"),
                                         (waiting[1], ISLAND, ISLAND_TABLE, "Isla Bonita")):
        live = h.recorder.live_prompts(channel)[-1]
        deadline = re.search(r"<t:(\d+):R>", live.content)[1]  # as the live message says
        assert line.startswith(f"• **{server}** · <#{channel}> · ")
        assert loc.text("games-left", when=f"<t:{deadline}:R>") in line
        assert loc.text("games-answer", link=jump_url(guild, channel, live.id)) in line
        assert "](https://pr.example/table?t=l" in line
    if asked != BEA:  # the lobby on the second server is Bea's
        assert loc.text("games-others") not in text
    button = next(c for m in reply.messages for c in m.components)
    assert button["label"] == loc.text("games-page")
    assert button["url"].startswith("https://pr.example/me?t=g")
    await table.stop()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_the_others_say_whose_turn_and_the_round_and_a_lobby_its_players(table, lang):
    h = await two_servers(table)
    game = await h.bot.service.tables.table(CHANNEL_ID)
    asked = game.pending_users[0]
    other = next(user for user in PLAYERS if user not in (asked, BEA)) if asked != BEA \
        else ANA
    reply = await h.command(other, "games", locale=LOCALES[lang])
    loc = localizer(lang)
    text = reply.text
    assert loc.text("games-waiting") not in text
    others = section(text, loc, "games-others")
    name = game.names[game.seat_of(asked)]
    assert others[:2] == [
        "• " + loc.text("games-turn", where=f"**Puerto Rico** · <#{CHANNEL_ID}>", round=1,
                        players=name),
        "• " + localizer(lang, "1897").text(
            "games-turn", where=f"**Isla Bonita** · <#{ISLAND_TABLE}>", round=1, players=name),
    ]
    reply = await h.command(BEA, "games", locale=LOCALES[lang])
    lobby = loc.text("games-lobby", where=f"**Isla Bonita** · <#{LOBBY}>", count=1, max=5)
    assert f"• {lobby}" in reply.text.splitlines()
    await table.stop()


async def test_finished_games_come_last_with_his_place(table):
    h = await table.start()
    await open_at(h, DUEL, (ANA, BEA))
    await play_on(h, random.Random(3), channel=DUEL)
    await h.command(ANA, "new", language="en")  # a lobby, listed before the finished game
    (game,) = await h.bot.service.recovery.finished_history(channel_id=DUEL)
    loc = localizer("en")
    for seat, user in enumerate(game.seats):
        text = (await h.command(user, "games")).text
        lines = text.splitlines()
        assert lines[-2] == f"**{loc.text('games-finished')}**"
        place = 1 if game.scores[seat]["winner"] else 2
        date = game.finished_at[:10]
        assert lines[-1] == "• " + loc.text("games-ended", where=f"**Puerto Rico** · <#{DUEL}>",
                                            date=date, players=2, place=place)
        if user == ANA:
            assert lines[:2] == [f"**{loc.text('games-others')}**",
                                 "• " + loc.text("games-lobby", where=f"**Puerto Rico** · "
                                                 f"<#{CHANNEL_ID}>", count=1, max=5)]
    await table.stop()


async def test_a_long_list_is_cut_to_a_message_with_how_many_more(table):
    h = await table.start()
    for number in range(40):
        await h.command(ANA, "new", language="it", channel_id=CHANNEL_ID + 100 + number)
    reply = await h.command(ANA, "games", locale="it")
    loc = localizer("it")
    text = reply.text
    assert len(text) <= MESSAGE_LIMIT
    lines = text.splitlines()
    shown = [line for line in lines if line.startswith("• ")]
    more = int(re.search(r"\d+", lines[-1])[0])
    assert lines[-1] == loc.text("games-more", count=more)
    assert len(shown) + more == 40 and more > 0
    await table.stop()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_no_game_says_how_to_find_one(table, lang):
    h = await table.start()
    reply = await h.command(ANA, "games", locale=LOCALES[lang])
    assert reply.ephemeral and reply.text == localizer(lang).text("games-none")
    assert not [c for m in reply.messages for c in m.components]  # the table is not served
    await table.stop()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_help_lists_the_commands_by_what_one_wants_to_do(table, lang):
    h = await table.start()
    loc = localizer(lang)
    reply = await h.command(ANA, "help", locale=LOCALES[lang])
    assert reply.ephemeral
    lines = reply.text.splitlines()
    headings = [line for line in lines if line.startswith("__")]
    assert headings == [f"__{loc.text(key)}__" for key in
                        ("help-start", "help-play", "help-away", "help-after")]
    for command in ("new", "join", "start", "undo", "games", "away", "quiet", "review",
                    "stats"):
        assert f"`/pr {loc.text(f'cmd-{command}')}" in reply.text
    assert lines[-1] == loc.text("help-guide-shipped")
    h.bot.guide_url = "https://pr.example/docs/players/"
    reply = await h.command(ANA, "help", locale=LOCALES[lang])
    assert reply.text.splitlines()[-1] == loc.text("help-guide",
                                                    url="https://pr.example/docs/players/")
    h.bot.guide_url = "https://pr.example/players-guide/{lang}/"  # a guide in each language
    reply = await h.command(ANA, "help", locale=LOCALES[lang])
    assert reply.text.splitlines()[-1] == loc.text(
        "help-guide", url=f"https://pr.example/players-guide/{lang}/")
    await table.stop()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_a_newcomer_is_told_of_help_when_he_takes_his_first_seat(table, lang):
    h = await table.start()
    tip = localizer(lang).text("newcomer-help")
    opened = await h.command(ANA, "new", language="en", locale=LOCALES[lang])
    joined = await h.command(BEA, "join", locale=LOCALES[lang])
    for reply in (opened, joined):
        public, private = reply.messages
        assert not public.ephemeral and tip not in public.text
        assert private.ephemeral and private.text == tip
    await h.command(ANA, "cancel")
    again = await h.command(BEA, "new", language="en", locale=LOCALES[lang])
    assert tip not in again.text and len(again.messages) == 1
    await table.stop()


async def test_a_game_another_process_holds_is_listed_with_its_message(postgres):
    """Two bot processes on one PostgreSQL database (each its own servers, as shards): the
    one asked lists the game the other holds, its server named by Discord, its jump link to
    the message the other posted (the store keeps which)."""
    url = postgres("two_bots")
    here, there = Table(url), Table(url)
    h, other = await here.start(), await there.start()
    try:
        other.recorder.guilds[ISLAND] = h.recorder.guilds[ISLAND] = "Isla Bonita"
        await open_at(other, ISLAND_TABLE, PLAYERS, ISLAND)
        asked = (await other.bot.service.tables.table(ISLAND_TABLE)).pending_users[0]
        live = other.recorder.live_prompts(ISLAND_TABLE)[-1]
        reply = await h.command(asked, "games")
        (line,) = section(reply.text, localizer("en"), "games-waiting")
        assert line.startswith(f"• **Isla Bonita** · <#{ISLAND_TABLE}> · ")
        assert jump_url(ISLAND, ISLAND_TABLE, live.id) in line
    finally:
        await there.stop()
        await here.stop()


async def test_a_finished_games_review_is_linked_once_it_is_ready(table):
    h = await table.start()
    await open_at(h, DUEL, (ANA, BEA))
    await play_on(h, random.Random(3), channel=DUEL)
    h.bot.table_links = Links(table.store, "https://pr.example")  # its replay is served
    (game,) = await h.bot.service.recovery.finished_history(channel_id=DUEL)
    loc = localizer("es")
    before = (await h.command(ANA, "games", locale="es-ES")).text.splitlines()[-1]
    assert "/replay?r=" not in before  # being made (asking for it queued it)
    reviews = h.bot.service.reviews
    reviews.workers, reviews.seconds = 1, 0.1  # one worker, each decision judged briefly
    await reviews.catch_up()
    await reviews.stop()
    after = (await h.command(ANA, "games", locale="es-ES")).text.splitlines()[-1]
    replay = await h.bot.table_links.replay(game.game_id)
    assert after == f"{before} · {loc.text('games-review', url=replay)}"
    await table.stop()


async def test_a_database_that_cannot_say_whether_he_is_new_spares_him_the_line_only(table):
    """The seat is taken and said; only the newcomer's line, read after it, is left out."""
    h = await table.start()
    await h.command(ANA, "new", language="en")

    async def unreadable(user_id):
        raise StoreUnavailable("the database's server is restarting")

    h.bot.service.store.seat_count = unreadable
    joined = await h.command(BEA, "join")
    (public,) = joined.messages
    assert not public.ephemeral and localizer("en").text(
        "lobby-joined", player="User102", count=2, max=5) in public.text
    await table.stop()
