"""A player's page of his games on the live table (bot/web/me.py, /me and /api/me), on SQLite
and PostgreSQL: the token that names him alone, the page and its refusal in the page's
language, the list as /pr games gives it (waiting on him first, then the others, in his
language), and the list following the game as it is played."""

from __future__ import annotations

import time

import pytest
from test_service import ANA, BOB, CHANNEL, CRIS, DAVID, GUILD, NAMES, run
from test_web import HOUR, KEY, with_table
from test_web_replay import finished

from bot.l10n import localizer
from bot.links.tokens import GAMES, LINK, SESSION, Links, Refused, signer_for
from bot.web.app import CSP


def test_a_games_token_names_its_player_alone_until_it_expires():
    now = int(time.time())
    token = KEY.games(ANA, now)
    entry = KEY.check(GAMES, token, now)
    assert (entry.user_id, entry.game_id, entry.expires) == (ANA, 0, now + 12 * HOUR)
    with pytest.raises(Refused) as refused:
        KEY.check(GAMES, token, now + 12 * HOUR)
    assert refused.value.why == "expired"
    for kind, other in ((LINK, token), (SESSION, token), (GAMES, KEY.link(ANA, 0, now)),
                        (GAMES, KEY.session(ANA, 0, now))):
        with pytest.raises(Refused):
            KEY.check(kind, other, now)


def test_the_games_link_is_given_only_with_a_public_address(tmp_path):
    async def work():
        from bot.store import open_store

        store = await open_store(str(tmp_path / "db.sqlite3"))
        assert await Links(store, None).games(ANA) is None
        url = await Links(store, "https://pr.example/").games(ANA)
        assert url.startswith("https://pr.example/me?t=g")
        signer = await signer_for(store)
        assert signer.check(GAMES, url.split("t=")[1], int(time.time())).user_id == ANA
        await store.close()

    run(work())


def test_the_page_needs_a_valid_token_and_says_how_to_have_one(db_url):
    async def test(t):
        page = await t.client.get(f"/me?t={KEY.games(ANA, int(time.time()))}")
        assert page.status == 200 and page.headers["Content-Security-Policy"] == CSP
        assert page.headers["Cache-Control"] == "no-store"
        assert '<script type="module" src="/static/me.js">' in await page.text()
        for path in ("/static/me.js", "/static/me.css"):
            assert (await t.client.get(path)).status == 200, path
        expired = KEY.games(ANA, int(time.time()) - 13 * HOUR)
        link = KEY.link(ANA, (await t.game()).game_id, int(time.time()))  # not his games'
        for token in (expired, link):
            for lang in ("en", "es", "it"):
                words = localizer(lang).text("games-web-refused")
                refused = await t.client.get(f"/me?t={token}&lang={lang}")
                assert refused.status == 403 and words in await refused.text()
                listed = await t.client.get(f"/api/me?t={token}&lang={lang}")
                assert listed.status == 403
                assert (await listed.json())["message"] == words
                assert "/pr " + localizer(lang).text("cmd-games") in words

    with_table(db_url, test)


async def listed(t, user: int, lang: str = "en") -> dict:
    answer = await t.client.get(f"/api/me?t={KEY.games(user, int(time.time()))}&lang={lang}")
    assert answer.status == 200
    return await answer.json()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_list_is_the_one_of_pr_games_in_his_language(db_url, lang):
    async def test(t):
        game, seat, asked = await t.asked()
        loc = localizer(lang)
        where = loc.text("games-unknown-server")  # no bot in this process to name it
        mine = await listed(t, asked, lang)
        assert mine["lang"] == lang and mine["words"]["title"] == loc.text("games-web-title")
        (waiting,) = mine["sections"]
        assert waiting["title"] == loc.text("games-waiting")
        (item,) = waiting["items"]
        assert item["waiting"] and item["line"].startswith(
            loc.text("games-asked", where=where, round=1, decision="").rstrip())
        (table,) = item["links"]  # no message to answer: no bot posted one
        assert table["label"] == loc.text("games-web-table")
        assert table["url"].startswith("/table?t=l")
        assert (await t.client.get(table["url"])).status == 200  # his own link to the table
        other = next(user for user in (ANA, BOB, CRIS) if user != asked)
        theirs = await listed(t, other, lang)
        (others,) = theirs["sections"]
        assert others["title"] == loc.text("games-others")
        assert others["items"][0]["line"] == loc.text(
            "games-turn", where=where, round=1, players=NAMES[asked])
        nobody = await listed(t, DAVID, lang)
        assert nobody["sections"] == [] and nobody["empty"] == loc.text("games-none")

    with_table(db_url, test)


def test_his_own_language_comes_before_the_pages(db_url):
    async def test(t):
        await t.service.players.set_language(ANA, "it")
        assert (await listed(t, ANA, "es"))["words"]["title"] == \
            localizer("it").text("games-web-title")

    with_table(db_url, test)


def test_the_list_follows_the_game(db_url):
    """As it is played, the list asked again moves a game to whoever it waits on now, and a
    game opened since is listed: what the page shows when it asks again."""
    async def test(t):
        game, seat, asked = await t.asked()
        before = await listed(t, asked)
        assert before["sections"][0]["title"] == localizer("en").text("games-waiting")
        decision = (await t.service.play.legal(CHANNEL, asked))[0]
        await t.service.play.decide(CHANNEL, asked, game.revision, [decision])
        now = await t.service.tables.table(CHANNEL)
        after = await listed(t, asked)
        titles = [section["title"] for section in after["sections"]]
        waited = asked in now.pending_users
        assert (localizer("en").text("games-waiting") in titles) == waited
        await t.service.lobby.new_lobby(CHANNEL + 1, GUILD, asked, NAMES[asked], "1897", "en")
        lobby = localizer("en", "1897").text("games-lobby", where=localizer("en").text(
            "games-unknown-server"), count=1, max=5)
        assert lobby in [item["line"] for section in (await listed(t, asked))["sections"]
                         for item in section["items"]]

    with_table(db_url, test)


def test_a_finished_game_links_its_review_once_it_is_ready(db_url):
    async def test(t):
        outcome = await finished(t.service)
        game_id = outcome.table.game_id
        (section,) = (await listed(t, ANA, "it"))["sections"]
        assert section["title"] == localizer("it").text("games-finished")
        assert section["items"][0]["links"] == []  # being made (asking for it queued it)
        reviews = t.service.reviews
        reviews.workers, reviews.seconds = 1, 0.1  # one worker, each decision judged briefly
        await reviews.catch_up()
        await reviews.stop()
        (item,) = (await listed(t, ANA, "it"))["sections"][0]["items"]
        (review,) = item["links"]
        assert review == {"label": localizer("it").text("games-web-review"),
                          "url": f"/replay?r={KEY.replay(game_id)}"}
        assert (await t.client.get(review["url"])).status == 200

    with_table(db_url, test)
