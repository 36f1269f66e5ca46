"""The live table from Discord: `/pr board`'s private link (or why there is none), the link in
the turn's DM, and a decision taken on the web table shown in the channel as a click's is."""

from __future__ import annotations

import re
import socket
import time

import pytest
from aiohttp.test_utils import TestClient, TestServer
from test_lobby import open_and_walk_away
from test_looking import role_button
from test_play import PLAYERS, live_prompts, open_table, prompt_user
from test_taking_back import undo
from test_web import PATIENCE

from bot.l10n import localizer
from bot.links.tokens import LINK, LINK_HOURS, Links, Signer, signer_for
from bot.offline.recorder import CHANNEL_ID
from bot.web.app import web_app

WATCHER = 199
REAL_CONNECT = socket.socket.connect  # taken before the tests keep off the network
LOCALES = {"en": "en-US", "es": "es-ES", "it": "it"}


def served(h, table) -> None:
    h.bot.table_links = Links(table.store, "https://pr.example")


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_board_says_when_the_table_is_not_served(table, lang):
    h = await table.start()
    await open_table(h)
    reply = await h.command(PLAYERS[0], "board", locale=LOCALES[lang])
    assert reply.ephemeral and reply.text == localizer(lang).text("board-off")


@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_board_gives_a_player_and_a_watcher_their_own_link(table, lang):
    h = await table.start()
    served(h, table)
    await open_table(h)
    game = await h.bot.service.tables.table(CHANNEL_ID)
    signer = await signer_for(table.store)
    loc = localizer(lang)
    for user, seated in ((PLAYERS[1], "yes"), (WATCHER, "no")):
        reply = await h.command(user, "board", locale=LOCALES[lang])
        assert reply.ephemeral
        assert reply.text == loc.text("board-link", hours=LINK_HOURS, seated=seated)
        (button,) = [c for m in reply.messages for c in m.components]
        assert button["label"] == loc.text("board-open")
        assert button["url"].startswith("https://pr.example/table?t=")
        entry = signer.check(LINK, button["url"].split("t=")[1], int(time.time()))
        assert (entry.user_id, entry.game_id) == (user, game.game_id)
        assert entry.expires - time.time() > (LINK_HOURS - 1) * 3600


async def test_the_turns_dm_carries_a_link_to_the_table(table):
    h = await table.start()
    served(h, table)
    await open_and_walk_away(h)  # ten minutes later: sitting down no longer counts
    live = live_prompts(h)[0]
    chooser = prompt_user(live)
    seats = (await h.bot.service.tables.table(CHANNEL_ID)).seats
    waited = seats[(seats.index(chooser) + 1) % len(seats)]  # the Settler's next
    await h.click(chooser, live, role_button(live, "settler"))
    take = next(c for c in live.components if c.get("custom_id", "").startswith("pr1:"))
    await h.click(chooser, live, take["custom_id"])
    (dm,) = h.recorder.dms(waited)
    assert "https://pr.example/table?t=l" in dm.text
    token = dm.text.split("table?t=")[1].split()[0]
    signer = await signer_for(table.store)
    assert signer.check(LINK, token, int(time.time())).user_id == waited


async def test_no_dm_calls_a_player_who_has_just_opened_the_live_table(table, monkeypatch):
    """He opened the link /pr board gives: the game waits on him a moment later, and no DM
    calls him to the table he is looking at (`test_the_turns_dm_carries_a_link_to_the_table`:
    the one who did not open it gets his)."""
    monkeypatch.setattr(socket.socket, "connect", REAL_CONNECT)  # the test's own server
    h = await table.start()
    await open_and_walk_away(h)  # ten minutes later: sitting down no longer counts
    live = live_prompts(h)[0]
    chooser = prompt_user(live)
    service, key = h.bot.service, Signer(b"k")
    game = await service.tables.table(CHANNEL_ID)
    waited = game.seats[(game.seats.index(chooser) + 1) % len(game.seats)]  # the Settler's next
    await h.click(chooser, live, role_button(live, "settler"))
    async with TestClient(TestServer(web_app(service, h.bot, signer=key))) as client:
        ws = await client.ws_connect(f"/ws?s={key.session(waited, game.game_id, 1 << 40)}")
        await ws.receive_json(timeout=PATIENCE)
        await ws.close()
    take = next(c for c in live.components if c.get("custom_id", "").startswith("pr1:"))
    await h.click(chooser, live, take["custom_id"])
    assert prompt_user(live) == waited and h.recorder.dms(waited) == []


async def test_a_decision_on_the_web_table_is_shown_in_the_channel(table, monkeypatch):
    monkeypatch.setattr(socket.socket, "connect", REAL_CONNECT)  # the test's own server
    h = await table.start()
    await open_table(h)
    service = h.bot.service
    game = await service.tables.table(CHANNEL_ID)
    seat = game.game.pending()[0]
    player = game.seats[seat]
    key = Signer(b"k")
    before = live_prompts(h)[-1].text
    async with TestClient(TestServer(web_app(service, h.bot, signer=key))) as client:
        session = key.session(player, game.game_id, int(time.time()))
        ws = await client.ws_connect(f"/ws?s={session}")
        shown = await ws.receive_json(timeout=PATIENCE)
        choice = shown["choices"][0]
        await ws.send_json({"type": "decide", "revision": shown["revision"],
                            "decisions": [choice["decision"]]})
        answer = await ws.receive_json(timeout=PATIENCE)
        assert answer["seq"] == shown["seq"] + 1
        await ws.close()
    await h.settle()  # the app's end waited for the channel's message
    after = "\n".join(m.text for m in h.recorder.channel(CHANNEL_ID))
    assert after != before and "✓" in after
    assert (await service.tables.table(CHANNEL_ID)).seq == shown["seq"] + 1



@pytest.mark.parametrize("lang", ["en", "es", "it"])
async def test_the_web_table_says_the_channels_take_back_lines(table, monkeypatch, lang):
    """Take-backs by Discord's Undo and on the web table: each table a page is sent after one
    has the live message's lines, each "↶" line where the channel shows it."""
    monkeypatch.setattr(socket.socket, "connect", REAL_CONNECT)  # the test's own server
    h = await table.start()
    await open_table(h, lang)
    live = live_prompts(h)[0]
    chooser = prompt_user(live)
    await h.click(chooser, live, role_button_in(live, "settler", lang))
    await undo(h, chooser)
    service, key = h.bot.service, Signer(b"k")
    game = await service.tables.table(CHANNEL_ID)

    def marks(table: dict) -> list[str]:
        return [line for line in table["lines"] if line.startswith("↶")]

    async with TestClient(TestServer(web_app(service, h.bot, signer=key))) as client:
        now = int(time.time())
        watcher = await client.ws_connect(f"/ws?s={key.session(WATCHER, game.game_id, now)}")
        watched = await watcher.receive_json(timeout=PATIENCE)
        assert marks(watched) == taken_back(h) and len(taken_back(h)) == 1
        # Discord's buttons while the page is open (the web server's tasks never settle).
        await h.click(chooser, live_prompts(h)[-1],
                      role_button_in(live_prompts(h)[-1], "builder", lang), settle=False)
        assert len(marks(await watcher.receive_json(timeout=PATIENCE))) == 1
        button = next(c["custom_id"] for c in live_prompts(h)[-1].components
                      if c.get("custom_id", "").endswith(":undo"))
        await h.click(chooser, live_prompts(h)[-1], button, settle=False)
        seen = await watcher.receive_json(timeout=PATIENCE)  # the first table after the take-back
        assert marks(seen) == taken_back(h) and len(taken_back(h)) == 2
        # The web table's own Undo.
        player = await client.ws_connect(f"/ws?s={key.session(chooser, game.game_id, now)}")
        shown = await player.receive_json(timeout=PATIENCE)
        await player.send_json({"type": "decide", "revision": shown["revision"],
                                "decisions": ["role builder"]})
        mine = await player.receive_json(timeout=PATIENCE)
        assert len(marks(await watcher.receive_json(timeout=PATIENCE))) == 2
        await player.send_json({"type": "undo", "revision": mine["revision"]})
        seen = await watcher.receive_json(timeout=PATIENCE)
        assert marks(seen) == taken_back(h) and len(taken_back(h)) == 3
        assert marks(await player.receive_json(timeout=PATIENCE)) == taken_back(h)
        text = live_prompts(h)[-1].text
        assert all(line in text for line in seen["lines"])
        await player.close()
        await watcher.close()


async def test_the_channels_take_back_lines_show_the_names_as_chosen_on_the_web(table,
                                                                               monkeypatch):
    """A take-back by Discord's Undo before the page opens: the page reads the "↶" line the
    bot kept for the channel, where the name is escaped for Discord's markdown, and shows it
    as the player chose it."""
    monkeypatch.setattr(socket.socket, "connect", REAL_CONNECT)  # the test's own server
    h = await table.start()
    for user in PLAYERS:
        h.display_names[user] = f"*{user}* __x__"
    await open_table(h)
    live = live_prompts(h)[0]
    chooser = prompt_user(live)
    await h.click(chooser, live, role_button_in(live, "settler", "en"))
    await undo(h, chooser)
    name = h.display_names[chooser]
    assert name not in taken_back(h)[0] and "\\*" in taken_back(h)[0]  # the channel's, escaped
    service, key = h.bot.service, Signer(b"k")
    game = await service.tables.table(CHANNEL_ID)
    async with TestClient(TestServer(web_app(service, h.bot, signer=key))) as client:
        session = key.session(WATCHER, game.game_id, int(time.time()))
        watcher = await client.ws_connect(f"/ws?s={session}")
        watched = await watcher.receive_json(timeout=PATIENCE)
        marks = [line for line in watched["lines"] if line.startswith("↶")]
        assert len(marks) == 1 and name in marks[0] and "\\" not in marks[0], marks
        await watcher.close()


def role_button_in(message, role: str, lang: str) -> str:
    name = localizer(lang).role(role)
    return next(c["custom_id"] for c in message.components if c.get("label", "") == name)


def taken_back(h) -> list[str]:
    """The "↶" lines of the channel's live message."""
    return [line for line in live_prompts(h)[-1].text.splitlines() if line.startswith("↶")]


async def test_a_web_decision_shows_in_discord_exactly_as_a_button(new_table, monkeypatch):
    """The same game twice: the Settler and a plantation chosen with the buttons in one, on
    the web table in the other; the channels read alike and the same DMs went out."""
    monkeypatch.setattr(socket.socket, "connect", REAL_CONNECT)  # the test's own server
    clicked, webbed = new_table("clicked"), new_table("webbed")
    h = await clicked.start()  # one offline Discord at a time: its webhooks are the task's
    await open_and_walk_away(h)
    chooser = prompt_user(live_prompts(h)[0])
    await h.click(chooser, live_prompts(h)[-1], role_button(live_prompts(h)[-1], "settler"))
    take = next(c for c in live_prompts(h)[-1].components
                if c.get("custom_id", "").startswith("pr1:"))
    await h.click(chooser, live_prompts(h)[-1], take["custom_id"])
    taken = (await h.bot.service.tables.table(CHANNEL_ID)).record.decisions
    by_buttons = seen(h)
    h = await webbed.start()
    await open_and_walk_away(h)
    service, key = h.bot.service, Signer(b"k")
    game = await service.tables.table(CHANNEL_ID)
    async with TestClient(TestServer(web_app(service, h.bot, signer=key))) as client:
        ws = await client.ws_connect(f"/ws?s={key.session(chooser, game.game_id, 1 << 40)}")
        shown = await ws.receive_json(timeout=PATIENCE)
        for _seat, decision in taken:
            await ws.send_json({"type": "decide", "revision": shown["revision"],
                                "decisions": [decision]})
            shown = await ws.receive_json(timeout=PATIENCE)
        await ws.close()
    await h.settle()
    assert (await service.tables.table(CHANNEL_ID)).record.decisions == taken
    assert seen(h) == by_buttons
    assert any(dms for dms in by_buttons[1].values())


def seen(h) -> tuple[list[str], dict[int, list[str]]]:
    """The channel's messages and each player's DMs, as they read (a jump link's message id
    aside: each offline Discord numbers its messages on from the last one's; and a deadline's
    moment aside: the two games run on the real clock, a second or more apart)."""
    def read(message) -> str:
        text = re.sub(r"(channels/\d+/\d+/)\d+", r"\1…", message.text)
        return re.sub(r"<t:\d+:", "<t:…:", text)

    return ([read(m) for m in h.recorder.channel(CHANNEL_ID)],
            {user: [read(m) for m in h.recorder.dms(user)] for user in PLAYERS})
