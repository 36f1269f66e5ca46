"""`prbot web` in a process of its own: the live table's server on a game service of its own,
on the same PostgreSQL database as the bot's, hears the bot's changes through the change feed
(bot.feed.postgres). A take-back heard so carries no events: its "↶" line is said from what
the change says, in the viewer's language, from the first table after it. A decision of a
game no page shows is counted in the metrics without reading the game from the database."""

from __future__ import annotations

import asyncio
import time

import pytest
from aiohttp.test_utils import TestClient, TestServer
from test_service import ANA, BOB, CHANNEL, NAMES, run, started
from test_web import PATIENCE

from bot.feed import postgres as relay
from bot.l10n import localizer
from bot.links.tokens import Signer
from bot.service import GameService
from bot.store import open_store
from bot.web.app import web_app
from bot.web.keys import METRICS

KEY = Signer(b"the table's key")
WATCHER = 555


async def table_after(ws, revision: int) -> dict:
    """The first table the socket is sent at `revision` or later."""
    while True:
        message = await ws.receive_json(timeout=PATIENCE)
        if message["type"] == "table" and message["revision"] >= revision:
            return message


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_take_back_heard_from_the_bots_process_is_in_the_first_table_after_it(postgres,
                                                                                lang):
    run(taken_back_elsewhere(postgres("web_alone"), lang))


async def taken_back_elsewhere(url: str, lang: str) -> None:
    bots, started_game = await started(url, (ANA, BOB))
    game = started_game.table
    await bots.connect_feed(url)
    webs = GameService(await open_store(url))
    await webs.connect_feed(url)
    await webs.store.set_user(WATCHER, "lang", lang)
    try:
        async with TestClient(TestServer(web_app(webs, signer=KEY))) as client:
            session = KEY.session(WATCHER, game.game_id, int(time.time()))
            ws = await client.ws_connect(f"/ws?s={session}")
            first = await table_after(ws, 0)
            table = await bots.tables.table(CHANNEL)
            seat = table.game.pending()[0]
            user = table.seats[seat]
            role = next(d for d in table.game.legal(seat) if len(d.split()) == 2)
            decided = await bots.play.decide(CHANNEL, user, table.revision, [role])
            assert (await table_after(ws, decided.table.revision))["lines"] != first["lines"]
            undone, taken = await bots.play.undo(CHANNEL, user)
            assert taken == [role]
            shown = await asyncio.wait_for(table_after(ws, undone.table.revision), 5)
            assert shown["revision"] == undone.table.revision  # the first table after it
            loc = localizer(lang)
            said = loc.text("undo-done", player=NAMES[user], decision=loc.decision(role))
            assert shown["lines"] == [*first["lines"], said]
            assert said.startswith("↶ ")
            await ws.close()
    finally:
        for service in (webs, bots):
            await service.feed.close()
            await service.store.close()


def test_a_decision_of_a_game_no_page_shows_is_counted_without_reading_the_game(
        postgres, monkeypatch):
    read: list[str] = []  # the kinds of the notes the web's service rebuilt
    real = relay.rebuilt
    reading = []

    async def counting(tables, note):
        if tables in reading:
            read.append(note["k"])
        return await real(tables, note)

    monkeypatch.setattr(relay, "rebuilt", counting)
    run(counted_unread(postgres("web_counts"), read, reading))


async def counted_unread(url: str, read: list[str], reading: list) -> None:
    bots, _ = await started(url, (ANA, BOB))
    await bots.connect_feed(url)
    webs = GameService(await open_store(url))
    await webs.connect_feed(url)
    reading.append(webs.tables)
    app = web_app(webs, signer=KEY)
    try:
        async with TestClient(TestServer(app)):
            def decisions() -> float:
                return app[METRICS].registry.get_sample_value("prbot_decisions_total")

            for count in (1, 2):
                table = await bots.tables.table(CHANNEL)
                user = table.seats[table.game.pending()[0]]
                decision = (await bots.play.legal(CHANNEL, user))[0]
                await bots.play.decide(CHANNEL, user, table.revision, [decision])
                for _ in range(PATIENCE * 50):
                    if decisions() >= count:
                        break
                    await asyncio.sleep(0.02)
                assert decisions() == count
            assert read == []  # no page shows the game: counted from the note alone
            await bots.play.undo(CHANNEL, user)
            for _ in range(PATIENCE * 50):
                if read:
                    break
                await asyncio.sleep(0.02)
            assert read == ["undone"]  # its line is kept for a page that opens later
            assert decisions() == 2
    finally:
        for service in (webs, bots):
            await service.feed.close()
            await service.store.close()
