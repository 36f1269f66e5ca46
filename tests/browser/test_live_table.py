"""The live table's page in a real browser (Chromium) against the real server (bot/web on a
real game service): it draws the table readable on a phone and side by side on a wide screen,
a player acts on its pieces with a click, the keyboard, a menu or the Mayor's circles, and the
game stores what he did; errors, refused links and sessions, lost connections and changed
pieces are shown; the CSP refuses nothing. (Accessibility: test_accessibility.py, with axe.)

Screenshots go to the test's folder; `PRBOT_SCREENSHOTS=docs` writes them over
docs/live-table-phone.png and docs/live-table-desktop.png instead (the README shows them)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from live_server import WATCHER, LiveServer
from pages import DESKTOP, PHONE, open_page, wait_for
from test_web import Unreachable

from bot.decisions import arrangement
from bot.game.expansions import known
from bot.l10n import localizer
from bot.links.tokens import Signer
from renderer.pieces import arrange_of

pytestmark = pytest.mark.browser
DOCS = Path(__file__).resolve().parents[2] / "docs"
LEAST_TEXT = 11  # CSS px


def at_step(step: str, round_: int = 1):
    return lambda game: game.state.step == step and game.state.round >= round_


def shots(tmp_path: Path) -> Path:
    """Where the screenshots go: the test's folder, or docs/ when asked to refresh them."""
    return DOCS if os.environ.get("PRBOT_SCREENSHOTS") == "docs" else tmp_path


# ------------------------------------------------------------------ layout
TEXTS = """() => {
  const shown = (el) => { const r = el.getBoundingClientRect();
                          return r.width > 0 && r.height > 0 && !el.closest('[hidden]'); };
  const html = [...document.querySelectorAll('#page p, #page li, #page h2, #page button')]
    .filter((el) => el.textContent.trim());
  const svg = [...document.querySelectorAll('svg text')];
  return [...html, ...svg].filter(shown).map((el) => {
    const r = el.getBoundingClientRect();
    const size = el instanceof SVGElement
      ? parseFloat(el.getAttribute('font-size')) * el.getScreenCTM().a
      : parseFloat(getComputedStyle(el).fontSize);
    return {text: el.textContent, size, box: [r.left + scrollX, r.top + scrollY,
                                              r.right + scrollX, r.bottom + scrollY]};
  });
}"""


def overlapping(texts: list[dict], slack: float = 1.0) -> list[tuple[str, str]]:
    """Pairs of texts whose boxes overlap by more than `slack` px each way (two lines of a
    wrapped name lie 1.15 sizes apart, their glyphs' boxes 1.2 sizes tall)."""
    found = []
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            (l1, t1, r1, b1), (l2, t2, r2, b2) = a["box"], b["box"]
            if l1 < r2 - slack and l2 < r1 - slack and t1 < b2 - slack and t2 < b1 - slack:
                found.append((a["text"], b["text"]))
    return found


def test_the_table_is_readable_and_nothing_overlaps(browser, tmp_path):
    with LiveServer(tmp_path, 4, lang="es", theme="1897", seed=36, expansions=tuple(known()),
                    until=at_step("builder", 4)) as server:
        seat = server.game().game.pending()[0]
        for name, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
            opened = open_page(browser, server, server.user(seat), viewport)
            page = opened.page
            page.wait_for_selector("g.choosable")
            page.evaluate("document.fonts.ready")
            assert page.locator("#lines li").count() >= 1  # the Builder chosen
            texts = page.evaluate(TEXTS)
            assert len(texts) > 150
            small = [(t["text"], round(t["size"], 2)) for t in texts if t["size"] < LEAST_TEXT]
            assert small == []
            assert overlapping(texts) == []
            page.screenshot(path=str(shots(tmp_path) / f"live-table-{name}.png"))
            boards = page.evaluate("""() => ['table', 'players'].map((id) => {
                const r = document.getElementById(id).getBoundingClientRect();
                return [r.left, r.top, r.right]; })""")
            opened.close()
            (_left, table_top, table_right), (own_left, own_top, _right) = boards
            if name == "desktop":  # side by side: the viewer's own board beside the table
                assert own_left >= table_right and own_top == table_top
            else:
                assert own_top > table_top


FITS = """() => {
  const width = document.documentElement.clientWidth;
  const outside = (el, box) => { const r = el.getBoundingClientRect();
                                 return r.left < box.left - 0.5 || r.right > box.right + 0.5; };
  const screen = {left: 0, right: width};
  return {
    scrolled: document.documentElement.scrollWidth - width,
    boards: [...document.querySelectorAll('.board')].map((b) => b.scrollWidth - b.clientWidth),
    svgs: [...document.querySelectorAll('.board svg')].filter(
      (svg) => outside(svg, svg.parentElement.getBoundingClientRect()) || outside(svg, screen))
      .length,
    pieces: [...document.querySelectorAll('g[data-target]')].filter((g) => outside(g, screen))
      .map((g) => g.dataset.target),
  };
}"""


@pytest.mark.parametrize("width", [320, 360, 390])
def test_a_phone_shows_the_whole_board_without_scrolling_sideways(browser, tmp_path, width):
    with LiveServer(tmp_path, 5, lang="it", expansions=tuple(known()),
                    until=at_step("builder")) as server:
        seat = server.game().game.pending()[0]
        opened = open_page(browser, server, server.user(seat), {"width": width, "height": 800})
        page = opened.page
        page.wait_for_selector("g.choosable")
        page.evaluate("document.fonts.ready")
        fits = page.evaluate(FITS)
        assert len(fits["boards"]) == 2
        assert fits == {"scrolled": 0, "boards": [0, 0], "svgs": 0, "pieces": []}
        assert page.locator('g[data-target^="role:"]').count() >= 6  # every role card in it
        opened.close()


# ------------------------------------------------------------------ acting
def test_clicking_a_role_card_chooses_that_role_and_the_page_says_who_plays(browser,
                                                                            tmp_path):
    with LiveServer(tmp_path, 3) as server:
        before = server.game()
        seat = before.game.pending()[0]
        opened = open_page(browser, server, server.user(seat))
        opened.page.wait_for_selector("g.choosable")
        assert opened.page.locator("#you").inner_text() == \
            f"{localizer('en').text('web-playing')} {before.names[seat]}"
        opened.page.locator('g[data-target="role:settler"]').click()
        opened.wait_revision(before.revision + 1)
        assert opened.sent[0] == {"type": "decide", "revision": before.revision,
                                  "decisions": ["role settler"]}
        assert server.game().game.state.role == "settler"
        opened.page.wait_for_selector("#lines li")
        opened.close()


def test_the_keyboard_reaches_and_presses_the_pieces(browser, tmp_path):
    with LiveServer(tmp_path, 3) as server:
        seat = server.game().game.pending()[0]
        opened = open_page(browser, server, server.user(seat))
        page = opened.page
        page.wait_for_selector("g.choosable")
        for _ in range(40):  # Tab through the page to the first role card
            page.keyboard.press("Tab")
            focused = page.evaluate("document.activeElement.dataset?.target || ''")
            if focused.startswith("role:"):
                break
        assert focused.startswith("role:")
        page.keyboard.press("Space")
        opened.wait_for(lambda: opened.sent)
        role = focused.removeprefix("role:")
        assert opened.sent[0]["decisions"] == [f"role {role}"]
        wait_for(lambda: server.game().game.state.role == role)
        opened.close()


def test_a_piece_with_several_choices_opens_a_menu_of_them(browser, tmp_path):
    def mayor_with_pieces(game):
        return game.state.step == "role" and any(
            d.startswith("role mayor +") for d in game.legal(game.pending()[0]))

    with LiveServer(tmp_path, 3, lang="it", seed=3, expansions=("nobles",),
                    until=mayor_with_pieces) as server:
        game = server.game().game
        seat = game.pending()[0]
        offered = [d for d in game.legal(seat) if d.split()[:2] == ["role", "mayor"]]
        opened = open_page(browser, server, server.user(seat))
        page = opened.page
        page.locator('g[data-target="role:mayor"]').click()
        items = page.get_by_role("menuitem")
        assert items.count() == len(offered) + 1  # and Close
        assert page.evaluate("document.activeElement.getAttribute('role')") == "menuitem"
        items.nth(1).click()
        wait_for(lambda: list(server.game().record.decisions)[-1:] == [(seat, offered[1])])
        opened.close()


def mayor_to_arrange(nobles: bool):
    def holds(game) -> bool:
        return game.state.step == "mayor" and any(
            (a := arrange_of(game, s)) and len(a["spaces"]) > a["pieces"] > 1
            and bool(a["nobles"][1] > 0 and a["suggested_nobles"]) == nobles
            for s in game.pending())
    return holds


def test_the_mayor_confirms_the_arrangement_in_one_submission(browser, tmp_path):
    with LiveServer(tmp_path, 4, lang="es", seed=8, until=mayor_to_arrange(False)) as server:
        table = server.game()
        game = table.game
        seat = next(s for s in game.pending() if arrange_of(game, s))
        arrange = arrange_of(game, seat)
        opened = open_page(browser, server, server.user(seat))
        page = opened.page
        confirm = page.locator("#arrange-confirm")
        assert confirm.is_enabled()  # the suggested arrangement, whole
        first = page.locator(f'g[data-target="{arrange["spaces"][arrange["suggested"][0]]}"]')
        first.click()  # emptied: one circle short
        assert confirm.is_disabled()
        assert page.locator("#arrange-left").inner_text().endswith("1")
        empty = next(i for i in range(len(arrange["spaces"])) if i not in arrange["suggested"])
        page.locator(f'g[data-target="{arrange["spaces"][empty]}"]').press("Enter")
        assert page.locator(f'g[data-target="{arrange["spaces"][empty]}"]')\
            .get_attribute("aria-pressed") == "true"
        confirm.click()
        opened.wait_for(lambda: opened.sent)
        chosen = sorted([*arrange["suggested"][1:], empty])
        sent = [f"place {arrange['places'][i]}" for i in chosen]
        assert opened.sent == [{"type": "decide", "revision": table.revision,
                                "decisions": sent}]
        engine = arrangement.arranged(game, seat, sent)
        wait_for(lambda: server.game().revision > table.revision)
        stored = server.game()
        assert stored.record.decisions[-len(engine):] == [(seat, d) for d in engine]
        assert stored.last_submission == len(engine)  # one submission, taken back whole
        opened.close()


def test_a_mayor_arrangement_with_nobles_reaches_the_engine_in_its_order(browser, tmp_path):
    """The page sends nobles' circles then colonists'; the engine wants them as the selects
    give them: the server turns one into the other."""
    with LiveServer(tmp_path, 3, seed=1, expansions=("nobles",),
                    until=mayor_to_arrange(True)) as server:
        game = server.game().game
        seat = next(s for s in game.pending() if (a := arrange_of(game, s))
                    and a["suggested_nobles"])
        opened = open_page(browser, server, server.user(seat))
        opened.page.locator("#arrange-confirm").click()
        opened.wait_for(lambda: opened.sent)
        sent = opened.sent[0]["decisions"]
        assert sent[0].startswith("place-noble ")
        engine = arrangement.arranged(game, seat, sent)
        assert engine and engine != sent
        wait_for(lambda: server.game().record.decisions[-len(engine):]
                 == [(seat, d) for d in engine])
        opened.page.wait_for_selector("#arrange[hidden]", state="attached")
        assert opened.page.locator("#error").is_hidden()
        opened.close()


# ---------------------------------------------------------- errors, reconnects
def test_a_bad_link_and_an_expired_session_say_how_to_have_a_new_one(browser, tmp_path):
    with LiveServer(tmp_path, 3) as server:
        game = server.game()
        bad = open_page(browser, server, 0, link="old")
        assert "/pr board" in bad.page.locator("body").inner_text()
        bad.close()
        from live_server import KEY
        expired = KEY.session(game.seats[0], game.game_id, 0)
        page = browser.new_page(viewport=PHONE)
        page.route("**/api/session", lambda route: route.fulfill(json={"session": expired}))
        sockets = []
        page.on("websocket", lambda ws: sockets.append(ws))
        page.goto(f"{server.url}/table?t={server.link(game.seats[0])}")
        page.wait_for_selector("#error:not([hidden])")
        assert page.get_by_role("alert").inner_text() == \
            localizer("en").text("web-error-expired")
        page.wait_for_timeout(2500)  # past the first reconnection's wait: none is made
        assert len(sockets) == 1 and page.locator("#status").inner_text() == ""
        page.close()


def test_a_session_refused_on_reconnecting_ends_the_page_in_its_players_words(browser,
                                                                            tmp_path):
    """Restarted with another key, the server refuses the session an open page reconnects
    with: the page says, in the language of its table, to ask /pr board again, makes no
    other try and leaves nothing to press (Undo was)."""
    with LiveServer(tmp_path, 3, lang="es") as server:
        before = server.game()
        seat = before.game.pending()[0]
        opened = open_page(browser, server, server.user(seat))  # the browser asks for en
        page = opened.page
        page.locator('g[data-target="role:settler"]').click()
        opened.wait_revision(before.revision + 1)
        undo = localizer("es").text("prompt-undo")
        assert page.get_by_role("button", name=undo).is_enabled()
        server.restart(Signer(b"another key"))
        page.wait_for_selector("#error:not([hidden])")
        assert page.get_by_role("alert").inner_text() == \
            localizer("es").text("web-error-expired")
        sockets = len(opened.sockets)
        page.wait_for_timeout(2500)  # past the next reconnection's wait: none is made
        assert len(opened.sockets) == sockets
        assert page.locator("#status").inner_text() == ""
        assert page.get_by_role("button").count() == 0
        assert page.locator("g.choosable").count() == 0
        opened.close()


def test_while_the_database_is_down_the_page_says_so_and_tries_again_by_itself(browser,
                                                                              tmp_path):
    """The link traded, then the socket reopened, while the database cannot be reached: each
    time the page says so (in the browser's language, then in its table's), tries again by
    itself, and shows the table once the database is back."""
    with LiveServer(tmp_path, 3, lang="it") as server:
        link = server.link(server.user(0))
        outage = Unreachable(server.store)
        outage.down = True
        page = browser.new_page(viewport=PHONE, locale="es-ES")
        traded, sockets = [], []
        page.on("request", lambda request: request.url.endswith("/api/session")
                and traded.append(request))
        page.on("websocket", lambda ws: sockets.append(ws))
        page.goto(f"{server.url}/table?t={link}")
        page.wait_for_selector("#error:not([hidden])")
        assert page.get_by_role("alert").inner_text() == \
            localizer("es").text("web-error-unavailable")
        wait_for(lambda: page.wait_for_timeout(50) or len(traded) >= 2)  # again, by itself
        outage.down = False
        page.wait_for_selector("#table svg")
        assert page.locator("#error").is_hidden() and len(sockets) == 1

        outage.down = True
        server.drop_sockets()
        page.wait_for_selector("#error:not([hidden])")
        assert page.get_by_role("alert").inner_text() == \
            localizer("it").text("web-error-unavailable")
        wait_for(lambda: page.wait_for_timeout(50) or len(sockets) >= 3)
        assert "riconnessione" in page.locator("#status").inner_text()
        outage.down = False
        wait_for(lambda: page.wait_for_timeout(50) or page.locator("#error").is_hidden())
        assert "…" not in page.locator("#status").inner_text()
        assert page.locator("#table svg").count() == 1
        page.close()


def test_a_lost_connection_comes_back_and_resumes_and_changes_are_shown(browser, tmp_path):
    with LiveServer(tmp_path, 3, lang="it") as server:
        before = server.game()
        seat = before.game.pending()[0]
        other = before.seats[(seat + 1) % 3]
        opened = open_page(browser, server, other)
        page = opened.page
        page.wait_for_selector("#table svg")
        server.decide(before.seats[seat], ["role captain"])  # through another way
        page.wait_for_selector('g.changed[data-target="role:captain"]')
        server.drop_sockets()
        opened.wait_until("document.getElementById('status').textContent.includes('…')")
        assert "riconnessione" in page.locator("#status").inner_text()
        opened.wait_for(lambda: {"type": "resume", "seq": before.seq + 1} in opened.sent, 8)
        opened.wait_until("!document.getElementById('status').textContent.includes('…')", 8)
        opened.close()


def test_the_pages_policy_is_the_servers_and_a_break_of_it_is_caught(browser, tmp_path):
    """Every page of these tests fails on a refusal of the CSP (`pages.Opened.close`): here,
    that the real server's policy is in force and such a refusal is heard."""
    with LiveServer(tmp_path, 3) as server:
        opened = open_page(browser, server, WATCHER)
        opened.page.wait_for_selector("#table svg")
        opened.page.evaluate("""() => document.body.insertAdjacentHTML('beforeend',
            '<p style="color: red">inline</p>')""")
        opened.wait_for(lambda: opened.page.evaluate("window.refused.length") > 0)
        assert opened.page.evaluate("window.refused")[0].startswith("style-src")
        opened.page.close()
