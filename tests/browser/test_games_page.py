"""A player's page of his games in a real browser (Chromium) against the real server: at
360 px it fits the screen without sideways scrolling, its links large enough to tap, passes
axe, says everything in his language and the game's edition, and follows the game: asked
again when shown again, a game that no longer waits on him leaves "Waiting on you"."""

from __future__ import annotations

import time

import pytest
from live_server import KEY, LiveServer
from pages import LISTEN, Opened
from test_accessibility import assert_accessible
from test_replay import NARROW, TAP_PX, shot

from bot.l10n import localizer

pytestmark = pytest.mark.browser


def open_games(browser, server, user: int, lang: str) -> Opened:
    page = browser.new_page(viewport=NARROW, locale=lang, has_touch=True)
    page.add_init_script(LISTEN)
    opened = Opened(page)
    page.goto(f"{server.url}/me?t={KEY.games(user, int(time.time()))}")
    return opened


def headings(opened) -> list[str]:
    return opened.page.evaluate("[...document.querySelectorAll('h2')].map(h => h.textContent)")


@pytest.mark.parametrize(("lang", "theme"), [("en", "classic"), ("it", "1897")])
def test_his_games_fit_a_phone_and_follow_the_game(browser, tmp_path, lang, theme):
    loc = localizer(lang)
    with LiveServer(tmp_path, players=3, lang=lang, theme=theme) as server:
        game = server.game()
        asked = game.pending_users[0]
        opened = open_games(browser, server, asked, lang)
        waiting = loc.text("games-waiting")
        opened.wait_until(f"document.querySelector('h2')?.textContent === {waiting!r}")
        page = opened.page
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.evaluate("document.querySelector('h1').textContent") == \
            loc.text("games-web-title")
        assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]
        sizes = page.evaluate("[...document.querySelectorAll('.links a')].map(a => {"
                              " const r = a.getBoundingClientRect();"
                              " return [r.width, r.height, r.right]; })")
        assert sizes and all(h >= TAP_PX and w >= TAP_PX and right <= NARROW["width"]
                             for w, h, right in sizes)
        assert_accessible(page, f"games page {lang}")
        page.screenshot(path=shot(tmp_path, f"games-phone-{theme}.png"), full_page=True)

        server.decide(asked, [game.game.legal(game.seats.index(asked))[0]])
        still = asked in server.game().pending_users
        page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")  # shown again
        if still:  # the same question again (a decision that keeps him asked)
            opened.wait_until(f"document.querySelector('h2')?.textContent === {waiting!r}")
        else:
            opened.wait_until("![...document.querySelectorAll('h2')]"
                              f".some(h => h.textContent === {waiting!r})")
            assert waiting not in headings(opened)
            assert loc.text("games-others") in headings(opened)
        opened.close()
