"""The live table inside Discord, in a real browser: the page in an iframe of a page playing
Discord's client (tests/browser/discord/), the real Embedded App SDK bundled with the bot doing
its handshake with it, the bot's real web server behind, on a real game, asking a fake Discord
API who the person is and where the Activity is. The table shows for the person's own seat and
acts for it; someone not in the Activity is told so in his language."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

import pytest
from aiohttp import web
from pages import PATIENCE
from test_activity import APP, BOT_TOKEN, SECRET, WATCHER, FakeDiscord
from test_service import ANA, BOB, CHANNEL, started

from bot.l10n import localizer
from bot.links.tokens import Signer
from bot.web.activity import Activity
from bot.web.app import web_app

pytestmark = pytest.mark.browser
HARNESS = Path(__file__).resolve().parent / "discord"
INSTANCE = "i-1-gc-1-10"


class ActivityServer:
    """The bot's web app with the Activity on a game of Ana and Bob in CHANNEL, and the
    harness (under /discord/), asking the fake Discord API on a port of its own; in a
    thread of their own."""

    def __init__(self, database: str) -> None:
        self.database = database
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.url = ""

    def call(self, coro):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(10)

    async def _start(self) -> None:
        self.service, _ = await started(self.database, (ANA, BOB))
        self.discord = FakeDiscord()
        self.discord.instances[INSTANCE] = (CHANNEL, [ANA, BOB])
        self.runners = [web.AppRunner(self.discord.app)]
        api = await self._serve(self.runners[0])
        app = web_app(self.service, signer=Signer(b"the table's key"),
                      activity=Activity(APP, SECRET, BOT_TOKEN, f"{api}/api"))
        app.router.add_static("/discord/", HARNESS)
        self.runners.append(web.AppRunner(app, shutdown_timeout=0.2))
        self.url = await self._serve(self.runners[1])

    @staticmethod
    async def _serve(runner: web.AppRunner) -> str:
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", 0).start()
        return f"http://127.0.0.1:{runner.addresses[0][1]}"

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._start())
        self.ready.set()
        self.loop.run_forever()
        self.loop.run_until_complete(self._close())
        self.loop.close()

    async def _close(self) -> None:
        for runner in reversed(self.runners):
            await runner.cleanup()
        await self.service.feed.close()
        await self.service.store.close()

    def __enter__(self) -> ActivityServer:
        self.thread.start()
        assert self.ready.wait(20)
        return self

    def __exit__(self, *exc) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def in_discord(browser, server: ActivityServer, user: int, lang: str = "en", extra: str = ""):
    """Discord's client showing the Activity to `user`; the page and the Activity's frame."""
    context = browser.new_context(viewport={"width": 420, "height": 900}, locale=lang)
    page = context.new_page()
    page.goto(f"{server.url}/discord/discord.html?user={user}&instance={INSTANCE}{extra}")
    return page, page.frame_locator("#activity")


def wait_for(condition, seconds: float = PATIENCE) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "waited in vain"
        time.sleep(0.05)


def test_the_real_sdks_handshake_opens_the_table_for_the_persons_own_seat(browser, tmp_path):
    with ActivityServer(str(tmp_path / "db.sqlite3")) as server:
        game = server.call(server.service.tables.table(CHANNEL))
        asked = game.game.pending()[0]
        words = localizer("en")
        shown = {}
        for seat in (asked, 1 - asked):
            page, frame = in_discord(browser, server, game.seats[seat])
            frame.locator("#table svg").wait_for()
            shown[seat] = (page, frame)
            handshake = page.evaluate("window.discord.handshake")
            assert handshake["client_id"] == APP and handshake["frame_id"] == "f"
            commands = page.evaluate("window.discord.commands")
            assert [c["cmd"] for c in commands] == ["AUTHORIZE", "AUTHENTICATE"]
            assert commands[0]["args"]["scope"] == ["identify"]
            # The token the bot got for this person from Discord, handed to the SDK.
            assert commands[1]["args"]["access_token"] == f"token-{game.seats[seat]}"
        assert shown[asked][1].locator("#status").inner_text() == words.text("web-your-turn")
        assert shown[1 - asked][1].locator("#status").inner_text() == \
            words.text("web-waiting")
        assert shown[1 - asked][1].locator("g.choosable").count() == 0

        shown[asked][1].locator('g[data-target="role:settler"]').click()
        wait_for(lambda: server.call(server.service.tables.table(CHANNEL)).revision > game.revision)
        decisions = server.call(server.service.tables.table(CHANNEL)).record.decisions
        assert decisions[-1] == (asked, "role settler")
        for page, _ in shown.values():
            page.context.close()


def test_someone_not_in_the_activity_sees_why_in_his_language(browser, tmp_path):
    with ActivityServer(str(tmp_path / "db.sqlite3")) as server:
        page, frame = in_discord(browser, server, WATCHER, "es")
        frame.locator("#error:not([hidden])").wait_for()
        # His browser says Spanish, his Discord account Italian (the fake's LOCALES), and he
        # chose no language in the bot: Discord's is the one he is answered in.
        assert frame.get_by_role("alert").inner_text() == \
            localizer("it").text("activity-absent")
        assert frame.locator("#table svg").count() == 0
        page.context.close()


@pytest.mark.parametrize("lang", ["es", "it"])
def test_declining_discords_question_is_answered_in_the_pages_language(browser, tmp_path,
                                                                       lang):
    with ActivityServer(str(tmp_path / "db.sqlite3")) as server:
        page, frame = in_discord(browser, server, ANA, lang, "&decline=1")
        frame.locator("#error:not([hidden])").wait_for()
        assert frame.get_by_role("alert").inner_text() == \
            localizer(lang).text("activity-code")
        assert [c["cmd"] for c in page.evaluate("window.discord.commands")] == ["AUTHORIZE"]
        assert server.discord.asked == []  # nothing asked of Discord's API
        page.context.close()
