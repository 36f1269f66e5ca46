"""The live table's server (bot/web) on a real service, SQLite and PostgreSQL: links and
sessions, the page, the socket's table, decisions and take-backs through it seen by the other
sockets, every hostile message refused with the socket left open, /healthz and /metrics."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import time
import zlib

import pytest
from aiohttp import WSCloseCode, WSMsgType
from aiohttp.test_utils import TestClient, TestServer
from test_service import ANA, BOB, CHANNEL, CRIS, NAMES, run, started

from bot.decisions import choices
from bot.discord_ui.delivery import Delivery
from bot.discord_ui.handoff import Handoff
from bot.l10n import localizer
from bot.links.tokens import LINK, REPLAY, SESSION, Links, Refused, Signer, signer_for
from bot.store import StoreUnavailable
from bot.web import socket as web_socket
from bot.web.app import CSP, web_app
from bot.web.socket import PACE
from bot.words import messages
from renderer import table_svg

KEY = Signer(b"the table's key")
WATCHER = 555
HOUR = 3600


# ------------------------------------------------------------------ tokens
def test_a_link_names_its_person_and_game_until_it_expires():
    now = int(time.time())
    link = KEY.link(ANA, 7, now)
    entry = KEY.check(LINK, link, now)
    assert (entry.user_id, entry.game_id) == (ANA, 7) and entry.expires == now + 12 * HOUR
    assert len(link) < 60
    with pytest.raises(Refused) as refused:
        KEY.check(LINK, link, now + 12 * HOUR)
    assert refused.value.why == "expired"


@pytest.mark.parametrize("forge", [
    lambda t: t[:-2] + ("AA" if not t.endswith("AA") else "BB"),  # another signature
    lambda t: t.replace(".7.", ".8."),  # another game, the same signature
    lambda t: Signer(b"another key").link(ANA, 7, int(time.time())),
    lambda t: KEY.session(ANA, 7, int(time.time())),  # a session is no link
    lambda t: "",
    lambda t: "l" + "x" * 500,
])
def test_a_forged_link_is_refused(forge):
    link = KEY.link(ANA, 7, int(time.time()))
    with pytest.raises(Refused) as refused:
        KEY.check(LINK, forge(link), int(time.time()))
    assert refused.value.why == "bad"


def test_a_session_outlives_its_link_and_is_no_link():
    now = int(time.time())
    session = KEY.session(ANA, 7, now)
    assert KEY.check(SESSION, session, now + 6 * 24 * HOUR).user_id == ANA
    with pytest.raises(Refused):
        KEY.check(LINK, session, now)


def test_an_activitys_session_names_its_instance_under_the_signature():
    now = int(time.time())
    instance = "i-1234567890123456789-gc-123456789012345678-123456789012345678"
    session = KEY.session(ANA, 7, now - 300, instance)
    entry = KEY.check(SESSION, session, now)
    assert (entry.user_id, entry.game_id, entry.instance, entry.age(now)) == \
        (ANA, 7, instance, 300)
    assert KEY.check(SESSION, KEY.session(ANA, 7, now), now).instance is None
    for forged in (session.replace(instance, "i-other"),
                   KEY.sign(LINK, ANA, 7, now + HOUR, instance)):  # a link names none
        with pytest.raises(Refused) as refused:
            KEY.check(SESSION if forged.startswith(SESSION) else LINK, forged, now)
        assert refused.value.why == "bad"


def test_a_replay_names_its_game_alone_for_ever():
    replay = KEY.replay(7)
    assert replay.startswith(REPLAY) and len(replay) < 40
    assert KEY.replayed(replay) == 7 and KEY.replayed(KEY.replay(123456789)) == 123456789


@pytest.mark.parametrize("forge", [
    lambda t: t[:-2] + ("AA" if not t.endswith("AA") else "BB"),  # another signature
    lambda t: "r8." + t.split(".")[1],  # another game, the same signature
    lambda t: Signer(b"another key").replay(7),
    lambda t: KEY.link(ANA, 7, int(time.time())),  # a link is no replay
    lambda t: KEY.sign(REPLAY, ANA, 7, int(time.time()) + HOUR),  # nor a person's token
    lambda t: "",
    lambda t: None,
    lambda t: "r" + "x" * 500,
])
def test_a_forged_replay_is_refused(forge):
    with pytest.raises(Refused) as refused:
        KEY.replayed(forge(KEY.replay(7)))
    assert refused.value.why == "bad"


def test_the_key_is_made_once_and_kept_in_the_database(db_url, monkeypatch):
    monkeypatch.delenv("PRBOT_WEB_SECRET", raising=False)

    async def work():
        from bot.store import open_store

        store = await open_store(db_url)
        first = await signer_for(store)
        await store.close()
        store = await open_store(db_url)
        again = await signer_for(store)
        await store.close()
        assert first.key == again.key and len(first.key) >= 32
        monkeypatch.setenv("PRBOT_WEB_SECRET", "given")
        store = await open_store(db_url)
        assert (await signer_for(store)).key == b"given"
        await store.close()

    run(work())


def test_links_are_given_only_with_a_public_address(tmp_path):
    async def work():
        from bot.store import open_store

        store = await open_store(str(tmp_path / "db.sqlite3"))
        assert await Links(store, None).url(ANA, 7) is None
        url = await Links(store, "https://pr.example/").url(ANA, 7)
        assert url.startswith("https://pr.example/table?t=l")
        signer = await signer_for(store)
        assert signer.check(LINK, url.split("t=")[1], int(time.time())).game_id == 7
        assert await Links(store, None).replay(7) is None
        replay = await Links(store, "https://pr.example/").replay(7)
        assert replay.startswith("https://pr.example/replay?r=r")
        assert signer.replayed(replay.split("r=")[1]) == 7
        await store.close()

    run(work())


# ------------------------------------------------------------------ the app
class Table:
    """A game of Ana, Bob and Cris in play, its service and the web app on it."""

    def __init__(self, service, client: TestClient) -> None:
        self.service = service
        self.client = client

    async def game(self):
        return await self.service.tables.table(CHANNEL)

    async def asked(self):
        """The game, the first seat it asks and that seat's player."""
        game = await self.game()
        seat = game.game.pending()[0]
        return game, seat, game.seats[seat]

    async def session(self, user: int) -> str:
        game = await self.game()
        link = KEY.link(user, game.game_id, int(time.time()))
        answer = await self.client.post("/api/session", json={"link": link})
        assert answer.status == 200
        return (await answer.json())["session"]

    async def socket(self, user: int, lang: str = ""):
        """A socket of `user`'s, and the first table it is sent."""
        session = await self.session(user)
        ws = await self.client.ws_connect(f"/ws?s={session}" + (f"&lang={lang}" if lang
                                                                  else ""))
        return ws, await received(ws)


PATIENCE = 30  # seconds before a test gives up on a message (how soon it comes: the benches)


async def received(ws, timeout: float = PATIENCE) -> dict:
    return await ws.receive_json(timeout=timeout)


def with_table(url, test, players=(ANA, BOB, CRIS), store_fails=False, bot=None):
    async def work():
        service, _ = await started(url, players)
        if store_fails:
            async def down():
                raise OSError("the database is gone")
            service.store.ping = down
        async with TestClient(TestServer(web_app(service, bot, signer=KEY))) as client:
            await test(Table(service, client))
        await service.feed.close()
        await service.store.close()

    run(work())


def test_the_page_needs_a_valid_link_and_sends_its_policy(db_url):
    async def test(t: Table):
        game = await t.game()
        good = KEY.link(ANA, game.game_id, int(time.time()))
        page = await t.client.get(f"/table?t={good}")
        assert page.status == 200
        assert page.headers["Content-Security-Policy"] == CSP
        assert "default-src 'self'" in CSP and "connect-src 'self' wss:" in CSP
        assert page.headers["Referrer-Policy"] == "no-referrer"
        assert '<script type="module" src="/static/table.js">' in await page.text()
        for path in ("/static/table.js", "/static/table.css", "/static/fonts/DejaVuSans.ttf"):
            assert (await t.client.get(path)).status == 200, path
        expired = KEY.link(ANA, game.game_id, int(time.time()) - 13 * HOUR)
        for lang in ("en", "es", "it"):
            refused = await t.client.get(f"/table?t={expired}&lang={lang}")
            assert refused.status == 403
            text = await refused.text()
            assert "/pr " + localizer(lang).text("cmd-board") in text
            assert localizer(lang).text("web-link-refused").split(" /pr")[0] in text

    with_table(db_url, test)


def test_a_link_is_traded_for_a_session_of_its_game_only(db_url):
    async def test(t: Table):
        game = await t.game()
        now = int(time.time())
        session = await t.session(BOB)
        entry = KEY.check(SESSION, session, now)
        assert (entry.user_id, entry.game_id) == (BOB, game.game_id)
        for link in (KEY.link(BOB, game.game_id + 1, now),  # a game that is not there
                     KEY.link(BOB, game.game_id, now - 13 * HOUR),
                     KEY.link(BOB, game.game_id, now)[:-3] + "abc", session, None, 5):
            answer = await t.client.post("/api/session", json={"link": link},
                                         headers={"Accept-Language": "it-IT,it;q=0.9"})
            assert answer.status == 403
            body = await answer.json()
            assert body["message"] == localizer("it").text("web-link-refused")
            assert "session" not in body
        bad_json = await t.client.post("/api/session", data=b"{not json")
        assert bad_json.status == 403

    with_table(db_url, test)


def test_the_socket_sends_the_table_with_the_buttons_labels(db_url):
    async def test(t: Table):
        game, seat, player = await t.asked()
        ws, table = await t.socket(player)
        assert table["type"] == "table" and table["game"] == game.game_id
        assert (table["seq"], table["revision"]) == (game.seq, game.revision)
        assert table["you"] == {"seat": seat, "name": game.names[seat]}
        assert table["lang"] == "en" and table["svg"].startswith("<svg")
        assert 'data-target="role:' in table["svg"]  # the roles he may choose
        assert table["words"]["your-turn"] == localizer("en").text("web-your-turn")
        loc = localizer("en", game.theme)
        buttons = choices.choices(game.game, seat, loc, game.names)
        assert [(c["decision"], c["label"]) for c in table["choices"]] == \
            [(b.decision, b.text) for b in buttons]
        assert all("target" in c for c in table["choices"])
        assert table["undo"] is False and table["arrange"] is None
        assert table["changed"] == [] and isinstance(table["lines"], list)
        watcher, watched = await t.socket(WATCHER)
        assert watched["choices"] == [] and watched["you"] == {"seat": None, "name": None}
        await ws.close()
        await watcher.close()

    with_table(db_url, test)


def test_a_decision_on_the_socket_is_stored_and_seen_by_another_player(db_url):
    async def test(t: Table):
        game, seat, player = await t.asked()
        other = next(user for user in game.seats if user != player)
        ws, table = await t.socket(player)
        ows, _ = await t.socket(other)
        decision = table["choices"][0]["decision"]
        await ws.send_json({"type": "decide", "revision": table["revision"],
                            "decisions": [decision]})
        mine = await received(ws)
        assert mine["type"] == "table" and mine["seq"] == table["seq"] + 1
        stored = await t.game()
        assert stored.seq == table["seq"] + 1
        assert stored.record.decisions[-1] == (seat, decision)
        seen = await received(ows)
        assert seen["type"] == "table" and seen["revision"] == stored.revision
        assert mine["undo"] is True and stored.undo_seat == seat
        assert any(line.startswith(messages.DONE) for line in seen["lines"])
        # His take-back, through the socket: the game as it was, seen by the other.
        await ws.send_json({"type": "undo", "revision": mine["revision"]})
        back = await received(ws)
        assert back["seq"] == table["seq"] and back["revision"] > mine["revision"]
        assert (await received(ows))["seq"] == table["seq"]
        assert (await t.game()).seq == table["seq"]
        await ws.close()
        await ows.close()

    with_table(db_url, test)


def test_the_lines_show_the_names_as_chosen_not_as_discord_escapes_them(db_url, monkeypatch):
    # Discord's markdown in every name: the channel shows them escaped (`Eve \*the\* host`),
    # the page, whose lines are text, as the players chose them.
    chosen = {ANA: "Eve *the* host", BOB: "__x__", CRIS: "~~Cris~~ <b>"}
    for user, name in chosen.items():
        monkeypatch.setitem(NAMES, user, name)

    async def test(t: Table):
        game, seat, player = await t.asked()
        assert messages.names(game)[seat] != chosen[player]  # the channel's, escaped
        ws, table = await t.socket(player)
        await ws.send_json({"type": "decide", "revision": table["revision"],
                            "decisions": [table["choices"][0]["decision"]]})
        mine = await received(ws)
        assert f"{messages.DONE} {chosen[player]} " in "\n".join(mine["lines"])
        await ws.send_json({"type": "undo", "revision": mine["revision"]})
        back = await received(ws)
        assert localizer("en").text("undo-done", player=chosen[player], decision="x") \
            .split(":")[0] in "\n".join(back["lines"])
        for lines in (mine["lines"], back["lines"]):
            assert not any("\\" in line for line in lines), lines
        await ws.close()

    with_table(db_url, test)


def test_a_change_made_elsewhere_reaches_every_socket(db_url):
    async def test(t: Table):
        game = await t.game()
        sockets = [(await t.socket(user))[0] for user in (ANA, BOB, CRIS, WATCHER)]
        seat = game.game.pending()[0]
        await t.service.play.decide(CHANNEL, game.seats[seat], game.revision,
                               [game.game.legal(seat)[0]])  # a button, /pr play...
        for ws in sockets:
            table = await received(ws)
            assert table["seq"] == game.seq + 1
            await ws.close()

    with_table(db_url, test)


def test_a_change_is_drawn_once_per_seat_and_language_and_watchers_get_the_same_text(
        db_url, monkeypatch):
    """Three players and three watchers: a change's shared table is drawn once and each
    player's summary once, each viewer's SVG four times (each player's seat, and once for
    the watchers), not six, and the watchers are sent the very same text, the SVG
    `table_svg`'s."""
    import renderer.board
    from renderer.svg import LiveTable, SvgCanvas

    drawn, parts, summaries = [], [], []
    seat_svg, part, summary = LiveTable.svg, SvgCanvas.part, renderer.board._summary

    def counted_summary(canvas, view, top, seat):
        summaries.append(seat)
        return summary(canvas, view, top, seat)

    def counted(live, seat=None):
        drawn.append((live.view.loc.lang, seat))
        return seat_svg(live, seat)

    def counted_part(canvas, name, *args):
        parts.append(name)
        return part(canvas, name, *args)

    monkeypatch.setattr(LiveTable, "svg", counted)
    monkeypatch.setattr(SvgCanvas, "part", counted_part)
    monkeypatch.setattr(renderer.board, "_summary", counted_summary)

    async def test(t: Table):
        game = await t.game()
        sockets = [(await t.socket(user))[0] for user in (ANA, BOB, CRIS)]
        watchers = [(await t.socket(WATCHER + n))[0] for n in range(3)]
        drawn.clear()
        parts.clear()
        summaries.clear()
        seat = game.game.pending()[0]
        await t.service.play.decide(CHANNEL, game.seats[seat], game.revision,
                                    [game.game.legal(seat)[0]])
        for ws in sockets:
            assert (await received(ws))["revision"] > game.revision
        texts = [await ws.receive_str(timeout=PATIENCE) for ws in watchers]
        table = json.loads(texts[0])
        assert table["revision"] > game.revision
        assert texts[1] == texts[0] and texts[2] == texts[0]
        assert sorted(drawn, key=str) == [("en", 0), ("en", 1), ("en", 2), ("en", None)]
        assert parts.count("table") == 1  # the shared table, once for all six
        assert parts.count("own") == 3 and parts.count("players") == 4
        assert sorted(summaries) == [0, 1, 2]  # each once, in four viewers' SVGs
        after = (await t.game()).game
        assert table["svg"] == table_svg(after, "en", after.state.theme, None)
        for ws in sockets + watchers:
            await ws.close()

    with_table(db_url, test)


async def raw_socket(t: Table, user: int):
    """A socket opened by hand asking for permessage-deflate as browsers do, and a reader of
    its frames as they come on the wire: (compressed, payload)."""
    server = t.client.server
    reader, writer = await asyncio.open_connection(server.host, server.port)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write(f"GET /ws?s={await t.session(user)} HTTP/1.1\r\n"
                 f"Host: {server.host}:{server.port}\r\nUpgrade: websocket\r\n"
                 f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                 "Sec-WebSocket-Version: 13\r\n"
                 "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n"
                 "\r\n".encode())
    answer = await reader.readuntil(b"\r\n\r\n")
    assert b" 101 " in answer and b"permessage-deflate" in answer

    async def frame() -> tuple[bool, bytes]:
        head = await asyncio.wait_for(reader.readexactly(2), 1.0)
        length = head[1] & 0x7F
        if length >= 126:
            length = int.from_bytes(await reader.readexactly(2 if length == 126 else 8))
        return bool(head[0] & 0x40), await reader.readexactly(length)

    return frame, writer


def test_every_table_is_compressed_on_its_own(db_url):
    """No compressor is kept for a socket between its messages (zlib's 256 KiB a socket):
    each table on the wire inflates with a new decompressor, as the first one does."""
    async def test(t: Table):
        game = await t.game()
        frame, writer = await raw_socket(t, WATCHER)
        tables = [await frame()]
        for _ in range(3):
            seat = game.game.pending()[0]
            await t.service.play.decide(CHANNEL, game.seats[seat], game.revision,
                                        [game.game.legal(seat)[0]])
            game = await t.game()
            tables.append(await frame())
        revisions = []
        for compressed, payload in tables:
            assert compressed
            inflated = zlib.decompressobj(-15).decompress(payload + b"\x00\x00\xff\xff")
            revisions.append(json.loads(inflated)["revision"])
        assert revisions == sorted(set(revisions)) and revisions[-1] == game.revision
        writer.close()

    with_table(db_url, test)


def test_a_stale_decision_changes_nothing_and_gets_the_table_again(db_url):
    async def test(t: Table):
        game, seat, player = await t.asked()
        ws, table = await t.socket(player)
        decision = table["choices"][0]["decision"]
        await ws.send_json({"type": "decide", "revision": table["revision"] - 1,
                            "decisions": [decision]})
        error = await received(ws)
        assert error["type"] == "error" and error["code"] == "stale"
        assert error["message"] == localizer("en").text("web-error-stale")
        again = await received(ws)
        assert again["type"] == "table" and again["revision"] == table["revision"]
        assert (await t.game()).seq == game.seq
        await ws.close()

    with_table(db_url, test)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_every_hostile_message_is_refused_and_the_socket_stays_open(tmp_path, lang):
    async def test(t: Table):
        await t.service.players.set_language(ANA, lang)
        await t.service.players.set_language(WATCHER, lang)
        loc = localizer(lang)
        game, seat, player = await t.asked()
        idle = next(user for user in (ANA, BOB, CRIS) if user != player)
        await t.service.players.set_language(idle, lang)
        ws, table = await t.socket(idle)

        async def refused(payload, code: str) -> None:
            await (ws.send_str(payload) if isinstance(payload, str) else ws.send_json(payload))
            error = await received(ws)
            assert (error["type"], error["code"]) == ("error", code), payload
            assert error["message"] == loc.text(f"web-error-{code}")
            await asyncio.sleep(0.25)  # within the pace

        legal = game.game.legal(seat)[0]
        await refused("x" * 5000, "too_big")
        await refused("{not json", "bad")
        await refused("[1, 2]", "bad")
        await refused({"type": "shout"}, "bad")
        await refused({"type": "decide", "revision": "one", "decisions": [legal]}, "bad")
        await refused({"type": "decide", "revision": table["revision"], "decisions": []},
                      "bad")
        # Another seat's decision, by a player whose seat is not asked.
        await refused({"type": "decide", "revision": table["revision"], "decisions": [legal]},
                      "illegal")
        await asyncio.sleep(1.1)
        for _ in range(PACE):
            await ws.send_json({"type": "resume", "seq": table["seq"]})
        await ws.send_json({"type": "resume", "seq": table["seq"]})
        error = await received(ws)
        assert error["code"] == "too_fast" and error["message"] == loc.text("web-error-too_fast")
        await asyncio.sleep(1.1)
        # A watcher cannot decide.
        wws, watched = await t.socket(WATCHER)
        await wws.send_json({"type": "decide", "revision": watched["revision"],
                             "decisions": [legal]})
        error = await received(wws)
        assert error["code"] == "forbidden"
        assert error["message"] == loc.text("web-error-forbidden")
        # An expired session, and one of another key (changed since, or forged): nothing but
        # the error that ends the page's session, saying to ask /pr board again.
        for session in (KEY.session(player, game.game_id, 0),
                        Signer(b"another key").session(player, game.game_id, int(time.time()))):
            fws = await t.client.ws_connect(f"/ws?s={session}&lang={lang}")
            error = await received(fws)
            assert error["code"] == "expired"
            assert error["message"] == loc.text("web-error-expired")
            assert "/pr " + loc.text("cmd-board") in error["message"]
            await fws.send_json({"type": "decide", "revision": table["revision"],
                                 "decisions": [legal]})
            assert (await received(fws))["code"] == "expired"
            assert not fws.closed
            await fws.close()
        assert (await t.game()).seq == game.seq  # nothing changed
        assert not ws.closed and not wws.closed
        await ws.send_json({"type": "resume", "seq": table["seq"] - 1})
        assert (await received(ws))["type"] == "table"  # still answering
        await ws.close()
        await wws.close()

    with_table(str(tmp_path / "games.sqlite3"), test)


DEEP = 2000  # brackets deep: past Python's recursion limit, within SOFT_LIMIT's bytes


@pytest.mark.parametrize("frame", [
    '{"type": ["decide"]}',
    '{"type": {"decide": 1}}',
    "[" * DEEP + "]" * DEEP,
    '{"type": "resume", "seq": ' + "[" * DEEP + "]" * DEEP + "}",
], ids=["type-list", "type-object", "deep-list", "deep-in-object"])
def test_a_hand_made_frame_gets_bad_and_the_socket_stays(tmp_path, caplog, frame):
    async def test(t: Table):
        await t.service.players.set_language(BOB, "it")
        ws, table = await t.socket(BOB)
        await ws.send_str(frame)
        error = await received(ws)
        assert (error["type"], error["code"]) == ("error", "bad")
        assert error["message"] == localizer("it").text("web-error-bad")
        await ws.send_json({"type": "resume", "seq": table["seq"] - 1})
        assert (await received(ws))["type"] == "table"  # still answering
        assert not ws.closed
        await ws.close()

    with_table(str(tmp_path / "games.sqlite3"), test)
    assert [r for r in caplog.records if r.levelname == "ERROR"] == []


def test_healthz_says_whether_the_database_answers(database):
    async def up(t: Table):
        answer = await t.client.get("/healthz")
        assert answer.status == 200
        assert await answer.json() == {"database": True, "discord": None}

    async def down(t: Table):
        answer = await t.client.get("/healthz")
        assert answer.status == 503
        assert (await answer.json())["database"] is False

    with_table(database("up"), up)
    with_table(database("down"), down, store_fails=True)


def sampled(text: str, name: str) -> float | None:
    """The metric's sample in `text` (Prometheus's text format), None when it has none."""
    for line in text.splitlines():
        if line.startswith(name + " ") or line.startswith(name + "{"):
            return float(line.rsplit(" ", 1)[1])
    return None


def test_metrics_count_decisions_errors_sockets_and_games(db_url):
    def value(text: str, name: str) -> float:
        found = sampled(text, name)
        assert found is not None, f"{name} not in the metrics"
        return found

    async def test(t: Table):
        before = await (await t.client.get("/metrics")).text()
        assert value(before, "prbot_decisions_total") == 0
        assert value(before, "prbot_games_in_play") == 1
        game, seat, player = await t.asked()
        ws, table = await t.socket(player)
        await ws.send_json({"type": "decide", "revision": table["revision"],
                            "decisions": [table["choices"][0]["decision"]]})
        await received(ws)
        await ws.send_str("{bad")
        await received(ws)
        await asyncio.sleep(0.1)  # the feed's subscriber counts the decision
        after = await (await t.client.get("/metrics")).text()
        assert value(after, "prbot_decisions_total") == 1
        assert value(after, "prbot_web_sockets") == 1
        assert value(after, "prbot_web_answer_seconds_count") == 1
        assert 'prbot_web_errors_total{kind="bad"} 1.0' in after
        assert json.dumps(after).count("link") == 0
        await ws.close()

    with_table(db_url, test)


class Unreachable:
    """The store's reads failing as while its database's server is down (StoreUnavailable),
    until `down` is False again."""

    def __init__(self, store) -> None:
        self.down = False
        read = store._all

        async def _all(sql, params=()):
            if self.down:
                raise StoreUnavailable("connection refused")
            return await read(sql, params)

        store._all = _all


@pytest.mark.parametrize("lang, accept", [("en", "en-GB"), ("es", "es-ES,es;q=0.9"),
                                          ("it", "it-IT")])
def test_while_the_database_is_down_a_page_is_told_so_and_let_in_once_it_is_back(
        database, caplog, lang, accept):
    """A link traded, a socket opened or reopened, a decision sent: each gets the database's
    "cannot be reached just now" in the page's language, nothing changes, nothing is logged as
    a failure of the bot; the socket that opened is closed (1013) for the page to try again."""
    async def test(t: Table):
        unreachable = localizer(lang).text("web-error-unavailable")
        game, seat, player = await t.asked()
        session = await t.session(player)
        ws, table = await t.socket(player)
        link = KEY.link(player, game.game_id, int(time.time()))
        outage = Unreachable(t.service.store)
        outage.down = True
        answer = await t.client.post("/api/session", json={"link": link},
                                     headers={"Accept-Language": accept})
        assert answer.status == 503
        assert await answer.json() == {"code": "unavailable", "message": unreachable}
        opened = await t.client.ws_connect(f"/ws?s={session}",
                                           headers={"Accept-Language": accept})
        assert await received(opened) == {"type": "error", "code": "unavailable",
                                          "message": unreachable}
        closing = await opened.receive(timeout=PATIENCE)
        assert (closing.type, closing.data) == (WSMsgType.CLOSE, WSCloseCode.TRY_AGAIN_LATER)
        decision = {"type": "decide", "revision": table["revision"],
                    "decisions": [table["choices"][0]["decision"]]}
        await ws.send_json(decision)
        error = await received(ws)
        assert (error["code"], error["message"]) == ("unavailable", localizer("en").text(
            "web-error-unavailable"))  # his own language: the game's
        assert not ws.closed

        outage.down = False
        assert (await t.game()).seq == game.seq  # nothing changed
        answer = await t.client.post("/api/session", json={"link": link})
        assert answer.status == 200 and "session" in await answer.json()
        again = await t.client.ws_connect(f"/ws?s={session}")
        assert (await received(again))["seq"] == game.seq
        await ws.send_json(decision)
        assert (await received(ws))["revision"] > table["revision"]
        for socket in (ws, again):
            await socket.close()

    with_table(database("games"), test)
    assert [r for r in caplog.records if r.levelname == "ERROR" or r.exc_info] == []


def test_games_in_play_have_no_sample_while_the_database_cannot_be_read(tmp_path):
    async def test(t: Table):
        outage = Unreachable(t.service.store)
        outage.down = True
        down = await (await t.client.get("/metrics")).text()
        assert "# TYPE prbot_games_in_play gauge" in down
        assert sampled(down, "prbot_games_in_play") is None
        outage.down = False
        back = await (await t.client.get("/metrics")).text()
        assert sampled(back, "prbot_games_in_play") == 1

    with_table(str(tmp_path / "games.sqlite3"), test)


class Stuck:
    """A bot whose publisher never finishes showing a change (a Discord that does not
    answer): only its handoff is looked at here, and its pinger told who is at the table."""

    def __init__(self) -> None:
        self.publisher = type("Publisher", (), {"handoff": Handoff(), "delivery": Delivery()})()
        self.pinger = type("Pinger", (), {"acted": lambda *_, **__: None})()


def test_a_take_back_waits_for_the_channel_a_moment_and_no_longer(tmp_path, monkeypatch):
    monkeypatch.setattr(web_socket, "SHOWN_WAIT", 0.3)
    bot = Stuck()

    async def test(t: Table):
        game, seat, player = await t.asked()
        ws, table = await t.socket(player)
        other, _ = await t.socket(WATCHER)
        await ws.send_json({"type": "decide", "revision": table["revision"],
                            "decisions": [table["choices"][0]["decision"]]})
        mine = await received(ws)
        await received(other)
        await t.service.play.undo(CHANNEL, player)  # its line never written in the channel
        started = time.monotonic()
        back = await received(other)
        # It waited for the channel's line (never written) its moment, then showed the table
        # anyway: the wait is bounded by SHOWN_WAIT, not by the channel.
        assert time.monotonic() - started >= 0.3
        assert back["seq"] == table["seq"] and back["revision"] > mine["revision"]
        await ws.close()
        await other.close()

    with_table(str(tmp_path / "games.sqlite3"), test, bot=bot)
