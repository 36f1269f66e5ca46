"""The live table inside Discord (bot/web/activity.py): the Activity's handshake against a fake
Discord (its OAuth2 token exchange, /users/@me and the activity-instances of the bot's
application), on a real service with a game in play, on SQLite and PostgreSQL. What the session
it gives lets the person do at the socket, and every refusal in the person's language."""

from __future__ import annotations

import time

import pytest
from aiohttp import WSMsgType, web
from aiohttp.test_utils import TestClient, TestServer
from test_service import ANA, BOB, CHANNEL, GUILD, run, started
from test_web import PATIENCE

from bot.l10n import localizer
from bot.links.tokens import SESSION, Signer
from bot.web import activity as activity_module
from bot.web.activity import Activity, activity_from_env
from bot.web.app import web_app

KEY = Signer(b"the table's key")
APP, SECRET, BOT_TOKEN = "4242", "the client's secret", "the bot's token"
WATCHER = 555
ELSEWHERE = 77  # a channel with no game
LOCALES = {ANA: "en-US", BOB: "es-ES", WATCHER: "it"}


class FakeDiscord:
    """Discord's API as the handshake uses it. A code is `code-<user id>`; the instances
    are set by each test as {instance id: (channel, [user ids])}."""

    def __init__(self) -> None:
        self.instances: dict[str, tuple[int, list[int]]] = {}
        self.asked: list[str] = []  # the instances asked about, in order
        self.failing: int | None = None  # the status the instances are answered with, if any
        self.app = web.Application()
        self.app.router.add_post("/api/oauth2/token", self.token)
        self.app.router.add_get("/api/users/@me", self.me)
        self.app.router.add_get("/api/applications/{app}/activity-instances/{instance}",
                                self.instance)

    async def token(self, request: web.Request) -> web.Response:
        form = await request.post()
        if (form.get("client_id"), form.get("client_secret"),
                form.get("grant_type")) != (APP, SECRET, "authorization_code"):
            return web.json_response({"error": "invalid_client"}, status=401)
        code = form.get("code", "")
        if not code.startswith("code-"):
            return web.json_response({"error": "invalid_grant"}, status=400)
        return web.json_response({"access_token": f"token-{code[5:]}", "token_type": "Bearer",
                                  "expires_in": 604800, "scope": "identify"})

    async def me(self, request: web.Request) -> web.Response:
        given = request.headers.get("Authorization", "")
        if not given.startswith("Bearer token-"):
            return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        user = int(given.removeprefix("Bearer token-"))
        return web.json_response({"id": str(user), "username": f"user{user}",
                                  "locale": LOCALES.get(user, "en-US")})

    async def instance(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != f"Bot {BOT_TOKEN}" \
                or request.match_info["app"] != APP:
            return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        name = request.match_info["instance"]
        self.asked.append(name)
        if self.failing:
            return web.json_response({"message": "failing", "code": 0}, status=self.failing)
        if name not in self.instances:
            return web.json_response({"message": "Unknown Activity Instance", "code": 10070},
                                     status=404)
        channel, users = self.instances[name]
        return web.json_response({
            "application_id": APP, "instance_id": name, "launch_id": "1",
            "location": {"id": f"gc-{GUILD}-{channel}", "kind": "gc",
                         "channel_id": str(channel), "guild_id": str(GUILD)},
            "users": [str(user) for user in users]})


class Handshake:
    def __init__(self, service, client: TestClient, discord: FakeDiscord) -> None:
        self.service, self.client, self.discord = service, client, discord

    async def post(self, code: str, instance: str, lang: str = "en", **extra):
        answer = await self.client.post("/api/activity/token",
                                        json={"code": code, "instance": instance, **extra},
                                        headers={"Accept-Language": lang})
        return answer.status, await answer.json()


def with_discord(url, test, api: str | None = None):
    async def work():
        service, _ = await started(url, (ANA, BOB))
        discord = FakeDiscord()
        async with TestServer(discord.app) as fake:
            app = web_app(service, signer=KEY, activity=Activity(
                APP, SECRET, BOT_TOKEN, api or str(fake.make_url("/api"))))
            async with TestClient(TestServer(app)) as client:
                await test(Handshake(service, client, discord))
        await service.feed.close()
        await service.store.close()

    run(work())


@pytest.fixture(autouse=True)
def no_waiting(monkeypatch):
    monkeypatch.setattr(activity_module, "AGAIN_AFTER", 0.01)


FRAME = "frame_id=f&instance_id=i-1-gc-1-10&platform=desktop&guild_id=1&channel_id=10"


def test_discord_opens_the_page_without_a_link_and_the_page_learns_the_client_id(db_url):
    async def test(h: Handshake):
        for path in ("/", "/table"):
            page = await h.client.get(f"{path}?{FRAME}")
            assert page.status == 200 and "/static/table.js" in await page.text()
            assert (await h.client.get(path)).status == 403  # outside Discord: a link needed
        answer = await h.client.get("/api/activity", headers={"Accept-Language": "es"})
        assert answer.status == 200 and await answer.json() == {
            "client_id": APP, "refused": localizer("es").text("activity-code")}
        sdk = await h.client.get("/static/vendor/discord-sdk.mjs")
        assert sdk.status == 200 and "javascript" in sdk.headers["Content-Type"]
        assert "DiscordSDK" in await sdk.text()

    with_discord(db_url, test)


def test_without_the_activity_discords_frame_gets_no_page(db_url):
    async def work():
        service, _ = await started(db_url, (ANA, BOB))
        async with TestClient(TestServer(web_app(service, signer=KEY))) as client:
            assert (await client.get(f"/table?{FRAME}")).status == 403
            assert (await client.get(f"/?{FRAME}")).status == 404
            assert (await client.post("/api/activity/token", json={})).status == 404
        await service.feed.close()
        await service.store.close()

    run(work())


def test_the_activity_needs_its_client_id_its_secret_and_the_bots_token(monkeypatch):
    for name in ("DISCORD_CLIENT_ID", "DISCORD_CLIENT_SECRET", "DISCORD_TOKEN"):
        monkeypatch.setenv(name, f"{name.lower()} ")
    assert activity_from_env() == Activity("discord_client_id", "discord_client_secret",
                                           "discord_token")
    monkeypatch.delenv("DISCORD_CLIENT_SECRET")
    assert activity_from_env() is None


def test_a_player_in_the_activity_gets_a_session_at_the_channels_game(db_url):
    async def test(h: Handshake):
        h.discord.instances["i-1-gc-1-10"] = (CHANNEL, [ANA, BOB])
        answer = await h.client.post("/api/activity/token",
                                     json={"code": "code-100", "instance": "i-1-gc-1-10"})
        status, body = answer.status, await answer.json()
        assert status == 200, body
        assert answer.headers["Cache-Control"] == "no-store"  # it holds his token
        assert body["access_token"] == "token-100" and body["lang"] == "en"
        entry = KEY.check(SESSION, body["session"], int(time.time()))
        game = await h.service.tables.table(CHANNEL)
        assert (entry.user_id, entry.game_id) == (ANA, game.game_id)
        assert h.discord.asked == ["i-1-gc-1-10"]  # in the instance at once: asked once

    with_discord(db_url, test)


def test_the_session_acts_only_for_its_own_seat(db_url):
    async def test(h: Handshake):
        h.discord.instances["i-2"] = (CHANNEL, [ANA, BOB, WATCHER])
        game = await h.service.tables.table(CHANNEL)
        asked = game.game.pending()[0]
        other = 1 - asked
        sockets = {}
        for seat in (asked, other):
            _, body = await h.post(f"code-{game.seats[seat]}", "i-2")
            ws = await h.client.ws_connect(f"/ws?s={body['session']}")
            table = await ws.receive_json(timeout=PATIENCE)
            assert table["you"]["seat"] == seat
            sockets[seat] = (ws, table)
        _, body = await h.post(f"code-{WATCHER}", "i-2")
        watcher = await h.client.ws_connect(f"/ws?s={body['session']}")
        seen = await watcher.receive_json(timeout=PATIENCE)
        assert seen["you"]["seat"] is None and seen["choices"] == []

        decision = sockets[asked][1]["choices"][0]["decision"]
        for ws in (sockets[other][0], watcher):  # the seat asked is not theirs: refused
            await ws.send_json({"type": "decide", "revision": game.revision,
                                "decisions": [decision]})
            refused = await ws.receive_json(timeout=PATIENCE)
            assert refused["type"] == "error" and refused["code"] in ("illegal", "forbidden")
        assert (await h.service.tables.table(CHANNEL)).revision == game.revision

        ws = sockets[asked][0]
        await ws.send_json({"type": "decide", "revision": game.revision,
                            "decisions": [decision]})
        moved = await ws.receive_json(timeout=PATIENCE)
        assert moved["type"] == "table" and moved["revision"] > game.revision
        assert (await h.service.tables.table(CHANNEL)).record.decisions[-1] == (asked, decision)
        for ws in (*[s for s, _ in sockets.values()], watcher):
            await ws.close()

    with_discord(db_url, test)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_code_discord_refuses_opens_nothing(db_url, lang):
    async def test(h: Handshake):
        h.discord.instances["i-3"] = (CHANNEL, [ANA])
        status, body = await h.post("forged", "i-3", lang=lang)
        assert status == 403 and body["code"] == "code"
        assert body["message"] == localizer(lang).text("activity-code")
        assert "session" not in body and "access_token" not in body
        assert h.discord.asked == []

    with_discord(db_url, test)


def test_someone_not_in_the_activity_is_refused_after_asking_twice(db_url):
    async def test(h: Handshake):
        h.discord.instances["i-4"] = (CHANNEL, [ANA])
        status, body = await h.post(f"code-{BOB}", "i-4", lang="en")
        assert status == 403 and body["code"] == "absent"
        # Bob's Discord speaks Spanish, which the page's English does not override.
        assert body["message"] == localizer("es").text("activity-absent")
        assert h.discord.asked == ["i-4", "i-4"]
        status, body = await h.post(f"code-{BOB}", "i-gone")  # no such instance
        assert (status, body["code"]) == (403, "absent")
        metrics = await (await h.client.get("/metrics")).text()
        assert 'prbot_web_errors_total{kind="activity_absent"} 2.0' in metrics

    with_discord(db_url, test)


def test_the_game_is_the_activitys_channels_not_the_pages(db_url):
    async def test(h: Handshake):
        h.discord.instances["i-1-gc-1-10"] = (ELSEWHERE, [ANA, WATCHER])
        status, body = await h.post(f"code-{ANA}", "i-1-gc-1-10", channel_id=str(CHANNEL),
                                    game=1)
        assert status == 404 and body["code"] == "no_game"
        assert body["message"] == localizer("en").text("activity-no_game")
        assert localizer("en").text("board-open") in body["message"]
        status, body = await h.post(f"code-{WATCHER}", "i-1-gc-1-10")
        assert body["message"] == localizer("it").text("activity-no_game")

    with_discord(db_url, test)


def test_a_players_own_language_comes_first(db_url):
    async def test(h: Handshake):
        await h.service.store.set_user(BOB, "lang", "it")
        h.discord.instances["i-5"] = (ELSEWHERE, [BOB])
        _, body = await h.post(f"code-{BOB}", "i-5", lang="en")
        assert body["message"] == localizer("it").text("activity-no_game")

    with_discord(db_url, test)


@pytest.mark.parametrize("body", [{}, {"code": "code-100"}, {"code": 5, "instance": "i"},
                                  {"code": "code-100", "instance": "../../users/@me"},
                                  {"code": "x" * 600, "instance": "i"}, ["code"]])
def test_a_malformed_request_is_refused(db_url, body):
    async def test(h: Handshake):
        answer = await h.client.post("/api/activity/token", json=body,
                                     headers={"Accept-Language": "es-ES,es;q=0.9"})
        assert answer.status == 400
        assert (await answer.json())["message"] == localizer("es").text("activity-bad")
        assert h.discord.asked == []

    with_discord(db_url, test)


def test_discord_unreachable_is_said_so(db_url):
    async def test(h: Handshake):
        status, body = await h.post(f"code-{ANA}", "i-6", lang="it")
        assert status == 502 and body["code"] == "unreachable"
        assert body["message"] == localizer("it").text("activity-unreachable")

    with_discord(db_url, test, api="http://127.0.0.1:9/api")  # the discard port: refused


@pytest.mark.parametrize("failing", [429, 500, 503])
def test_discord_failing_or_too_busy_is_not_taken_for_a_refusal(db_url, failing):
    async def test(h: Handshake):
        h.discord.instances["i-7"] = (CHANNEL, [ANA])
        h.discord.failing = failing
        status, body = await h.post(f"code-{ANA}", "i-7", lang="es")
        assert status == 502 and body["code"] == "unreachable"
        assert body["message"] == localizer("en").text("activity-unreachable")  # Ana's Discord

    with_discord(db_url, test)


# ------------------------------------------------ the instance asked again by the socket
def aged_session(h: Handshake, user: int, game_id: int, instance: str | None) -> str:
    """A session made in `instance` long enough ago to be checked again."""
    made = int(time.time()) - activity_module.RECHECK_AFTER - 5
    return KEY.session(user, game_id, made, instance)


def test_a_session_made_in_the_activity_names_its_instance(db_url):
    async def test(h: Handshake):
        h.discord.instances["i-8-gc-1-10"] = (CHANNEL, [ANA])
        _, body = await h.post(f"code-{ANA}", "i-8-gc-1-10")
        entry = KEY.check(SESSION, body["session"], int(time.time()))
        assert entry.instance == "i-8-gc-1-10" and entry.age(int(time.time())) < 5
        ws = await h.client.ws_connect(f"/ws?s={body['session']}")
        assert (await ws.receive_json(timeout=PATIENCE))["type"] == "table"
        assert h.discord.asked == ["i-8-gc-1-10"]  # a young session: not asked again
        await ws.close()

    with_discord(db_url, test)


def test_an_old_session_still_in_the_activity_gets_the_table_discord_asked_once(db_url):
    async def test(h: Handshake):
        h.discord.instances["i-9"] = (CHANNEL, [ANA, BOB])
        game = await h.service.tables.table(CHANNEL)
        sockets = []
        for user in (ANA, BOB, ANA):  # every page of the instance reconnecting at once
            session = aged_session(h, user, game.game_id, "i-9")
            sockets.append(await h.client.ws_connect(f"/ws?s={session}"))
        for ws in sockets:
            table = await ws.receive_json(timeout=PATIENCE)
            assert table["type"] == "table" and table["game"] == game.game_id
        assert h.discord.asked == ["i-9"]  # its answer kept for the sockets that follow
        for ws in sockets:
            await ws.close()

    with_discord(db_url, test)


async def refused_at_the_socket(h: Handshake, session: str) -> dict:
    """The one frame a refused socket gets before the server closes it."""
    ws = await h.client.ws_connect(f"/ws?s={session}")
    error = await ws.receive_json(timeout=PATIENCE)
    closing = await ws.receive(timeout=PATIENCE)
    assert closing.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED), closing
    return error


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_someone_who_left_the_activity_is_refused_and_sent_nothing_of_the_game(db_url, lang):
    async def test(h: Handshake):
        await h.service.store.set_user(BOB, "lang", lang)
        game = await h.service.tables.table(CHANNEL)
        refused = {"error": "expired", "message": localizer(lang).text("web-error-left")}
        h.discord.instances["i-10"] = (CHANNEL, [ANA])  # Bob left it
        h.discord.instances["i-11"] = (ELSEWHERE, [BOB])  # another channel's
        for instance in ("i-10", "i-11", "i-gone"):
            error = await refused_at_the_socket(h, aged_session(h, BOB, game.game_id,
                                                                instance))
            assert {"error": error["code"], "message": error["message"]} == refused, instance
            assert error["type"] == "error"
        assert h.discord.asked == ["i-10", "i-11", "i-gone"]
        metrics = await (await h.client.get("/metrics")).text()
        assert 'prbot_web_errors_total{kind="left"} 3.0' in metrics

    with_discord(db_url, test)


def test_a_discord_that_does_not_answer_the_second_time_lets_the_person_in(db_url):
    async def test(h: Handshake):
        h.discord.failing = 503
        game = await h.service.tables.table(CHANNEL)
        ws = await h.client.ws_connect(f"/ws?s={aged_session(h, ANA, game.game_id, 'i-12')}")
        assert (await ws.receive_json(timeout=PATIENCE))["type"] == "table"
        assert h.discord.asked == ["i-12"]
        await ws.close()

    with_discord(db_url, test)


def test_a_session_from_a_link_is_never_asked_about(db_url):
    async def test(h: Handshake):
        game = await h.service.tables.table(CHANNEL)
        ws = await h.client.ws_connect(f"/ws?s={aged_session(h, ANA, game.game_id, None)}")
        assert (await ws.receive_json(timeout=PATIENCE))["type"] == "table"
        assert h.discord.asked == []
        await ws.close()

    with_discord(db_url, test)
