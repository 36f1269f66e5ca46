"""The live table's page in a real browser (Chromium): it draws the table the server sends,
readable on a phone and side by side on a wide screen (docs/live-table-*.png), and a player
acts on its pieces with a click, the keyboard, a menu or the Mayor's circles; what the page
sends is what the contract says, its errors and lost connections are shown."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from table_server import TableServer

from bot import arrangement
from bot.game import Game, Setup
from bot.game.expansions import known
from renderer.pieces import arrange_of
from renderer.samples import choose

pytestmark = pytest.mark.browser
DOCS = Path(__file__).resolve().parents[2] / "docs"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
LEAST_TEXT = 11  # CSS px


def played(players: int, seed: int, until, theme="1897", expansions=()) -> Game:
    """A game played by the samples' builder-loving policy until `until(game)` holds."""
    game = Game.new(Setup(players=("Ana", "Bruno", "Chiara", "Diego", "Elena")[:players],
                          seed=seed, theme=theme, expansions=expansions))
    rng = random.Random(seed)
    while not until(game):
        seat = rng.choice(game.pending())
        game.apply(seat, choose(rng, game.legal(seat)))
    return game


def opening() -> Game:
    return Game.new(Setup(players=("Ana", "Bruno", "Chiara"), seed=1))


def at_step(step: str, round_: int = 1):
    return lambda game: game.state.step == step and game.state.round >= round_


def open_page(browser, server: TableServer, viewport=PHONE, link="good"):
    page = browser.new_page(viewport=viewport)
    page.goto(f"{server.url}/table?t={link}")
    return page


def wait_for(condition, seconds: float = 5) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "waited in vain"
        time.sleep(0.05)


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


@pytest.mark.parametrize(("name", "viewport"), [("phone", PHONE), ("desktop", DESKTOP)])
def test_the_table_is_readable_and_nothing_overlaps(browser, name, viewport):
    game = played(4, 36, at_step("builder", 4), expansions=tuple(known()))
    seat = game.pending()[0]
    with TableServer(game, seat, "es") as server:
        server.lines = ["✓ Ana elige el Constructor", "Ana construye el Gran Mercado"]
        page = open_page(browser, server, viewport)
        page.wait_for_selector("g.choosable")
        page.evaluate("document.fonts.ready")
        texts = page.evaluate(TEXTS)
        assert len(texts) > 150
        small = [(t["text"], round(t["size"], 2)) for t in texts if t["size"] < LEAST_TEXT]
        assert small == []
        assert overlapping(texts) == []
        page.screenshot(path=str(DOCS / f"live-table-{name}.png"))
        boards = page.evaluate("""() => ['table', 'players'].map((id) => {
            const r = document.getElementById(id).getBoundingClientRect();
            return [r.left, r.top, r.right]; })""")
        page.close()
    (table_left, table_top, table_right), (own_left, own_top, _right) = boards
    if name == "desktop":  # side by side: the viewer's own board beside the table
        assert own_left >= table_right and own_top == table_top
    else:
        assert own_top > table_top


# ------------------------------------------------------------------ acting
def test_clicking_a_role_card_sends_that_role(browser):
    game = opening()
    with TableServer(game, game.pending()[0]) as server:
        page = open_page(browser, server)
        card = page.locator('g[data-target="role:settler"]')
        card.click()
        wait_for(lambda: server.sent)
        assert server.sent[0] == {"type": "decide", "revision": 1, "decisions": ["role settler"]}
        page.wait_for_selector('#lines li')  # the next table came
        assert server.game.state.role == "settler"
        page.close()


def test_the_keyboard_reaches_and_presses_the_pieces(browser):
    game = opening()
    with TableServer(game, game.pending()[0]) as server:
        page = open_page(browser, server)
        page.wait_for_selector("g.choosable")
        for _ in range(40):  # Tab through the page to the first role card
            page.keyboard.press("Tab")
            focused = page.evaluate("document.activeElement.dataset?.target || ''")
            if focused.startswith("role:"):
                break
        assert focused.startswith("role:")
        page.keyboard.press("Space")
        wait_for(lambda: server.sent)
        assert server.sent[0]["decisions"] == [f"role {focused.removeprefix('role:')}"]
        page.close()


def test_a_piece_with_several_choices_opens_a_menu_of_them(browser):
    def mayor_with_pieces(game):
        return game.state.step == "role" and any(
            d.startswith("role mayor +") for d in game.legal(game.pending()[0]))

    game = played(3, 3, mayor_with_pieces, expansions=("nobles",))
    seat = game.pending()[0]
    offered = [d for d in game.legal(seat) if d.split()[:2] == ["role", "mayor"]]
    with TableServer(game, seat, "it") as server:
        page = open_page(browser, server)
        page.locator('g[data-target="role:mayor"]').click()
        items = page.get_by_role("menuitem")
        assert items.count() == len(offered) + 1  # and Close
        assert page.evaluate("document.activeElement.getAttribute('role')") == "menuitem"
        items.nth(1).click()
        wait_for(lambda: server.sent)
        assert server.sent[0]["decisions"] == [offered[1]]
        page.close()


def test_the_mayor_confirms_the_arrangement_in_one_submission(browser):
    game = played(4, 8, lambda g: g.state.step == "mayor" and any(
        arrange_of(g, s) and len(arrange_of(g, s)["spaces"]) > arrange_of(g, s)["pieces"] > 1
        for s in g.pending()))
    seat = next(s for s in game.pending() if arrange_of(game, s))
    arrange = arrange_of(game, seat)
    with TableServer(game, seat, "es") as server:
        page = open_page(browser, server)
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
        wait_for(lambda: server.sent)
        chosen = sorted([*arrange["suggested"][1:], empty])
        assert server.sent == [{"type": "decide", "revision": 1, "decisions": [
            f"place {arrange['places'][i]}" for i in chosen]}]
        assert arrangement.arranged(game, seat, server.sent[0]["decisions"])
        wait_for(lambda: server.revision == 2)
        page.close()


# ---------------------------------------------------------- errors, reconnects
def test_an_error_frame_is_shown_and_a_bad_link_says_what_to_do(browser):
    game = opening()
    with TableServer(game, game.pending()[0]) as server:
        page = open_page(browser, server)
        page.wait_for_selector("g.choosable")
        server.revision = 7  # the game moved on without this page hearing of it
        page.locator('g[data-target="role:builder"]').click()
        page.wait_for_selector("#error:not([hidden])")
        assert page.get_by_role("alert").inner_text() == "stale"
        page.close()
        bad = open_page(browser, server, link="old")
        bad.wait_for_selector("#error:not([hidden])")
        assert "/pr board" in bad.get_by_role("alert").inner_text()
        bad.close()


def test_a_lost_connection_comes_back_and_resumes_and_changes_are_shown(browser):
    game = opening()
    with TableServer(game, game.pending()[0], "it") as server:
        page = open_page(browser, server)
        page.wait_for_selector("g.choosable")
        server.push(changed=["role:captain"])
        page.wait_for_selector('g.changed[data-target="role:captain"]')
        for ws in list(server.sockets):
            server.loop.call_soon_threadsafe(lambda ws=ws: server.loop.create_task(ws.close()))
        page.wait_for_function("document.getElementById('status').textContent.includes('…')")
        assert "riconnessione" in page.locator("#status").inner_text()
        wait_for(lambda: {"type": "resume", "seq": game.state.decisions} in server.sent, 8)
        page.wait_for_function("!document.getElementById('status').textContent.includes('…')")
        page.close()


# ------------------------------------------------------------- accessibility
CONTRAST = """() => {
  const rgb = (text) => text.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => { const c = [r, g, b].map((v) => { v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]; };
  const behind = (el) => { for (; el; el = el.parentElement) {
      const c = rgb(getComputedStyle(el).backgroundColor);
      if (c.length < 4 || c[3] > 0) return c; } return [255, 255, 255]; };
  return [...document.querySelectorAll('#page p, #page li, #page h2, #page button')]
    .filter((el) => el.textContent.trim() && !el.closest('[hidden]')).map((el) => {
      const a = lum(rgb(getComputedStyle(el).color)), b = lum(behind(el));
      return {text: el.textContent, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)};
    });
}"""

NAMES = """() => [...document.querySelectorAll(
    'button, [role=button], [role=menuitem], a, [tabindex]')].map((el) => ({
  role: el.getAttribute('role') || el.tagName.toLowerCase(),
  name: (el.getAttribute('aria-label') || el.textContent).trim(),
  hidden: !!el.closest('[hidden]')}))"""


def test_every_control_has_a_role_and_a_name_and_every_text_reads_at_aa(browser):
    game = played(4, 8, lambda g: g.state.step == "mayor" and any(
        arrange_of(g, s) for s in g.pending()))
    seat = next(s for s in game.pending() if arrange_of(game, s))
    with TableServer(game, seat, "en") as server:
        server.lines = ["✓ Ana chooses the Mayor"]
        page = open_page(browser, server, DESKTOP)
        page.wait_for_selector("g.choosable")
        controls = [c for c in page.evaluate(NAMES) if not c["hidden"]]
        assert len(controls) >= 4
        assert all(c["role"] in ("button", "menuitem") and c["name"] for c in controls), controls
        ratios = page.evaluate(CONTRAST)
        assert ratios and all(r["ratio"] >= 4.5 for r in ratios), ratios
        page.close()
