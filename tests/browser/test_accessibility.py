"""The live table checked by axe-core, the maintained accessibility engine, in a real browser
against the real server, in each language: a player's table on a phone, a watcher's table, the
Mayor's arrangement open, a menu of a piece's choices open, and the page of a refused link. Its
rules of WCAG 2.0 and 2.1 A and AA and its best practices run; no violation passes, whatever
its impact (each is printed: its id, impact, help and the elements at fault). axe cannot judge
the contrast of the SVG's texts (drawn over other shapes): it reports them as "incomplete".

axe-core is pinned in activity/package-lock.json and copied by scripts/build_web.sh to
tests/browser/vendor/axe.min.js (committed: the tests run without npm). It is evaluated in the
page from the test's side, so the page keeps the server's CSP (a script tag would be refused)."""

from __future__ import annotations

from pathlib import Path

import pytest
from live_server import WATCHER, LiveServer
from pages import DESKTOP, PHONE, open_page
from test_live_table import mayor_to_arrange

from bot.l10n import LANGUAGES, localizer
from renderer.pieces import arrange_of

pytestmark = pytest.mark.browser
AXE = Path(__file__).parent / "vendor" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]

RUN = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}});
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(' '), summary: n.failureSummary}))}));
}"""


def violations(page) -> list[dict]:
    """axe's violations on the page as it is now."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate(RUN, TAGS)


def assert_accessible(page, where: str) -> None:
    found = violations(page)
    for violation in found:
        print(f"{where}: {violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"]:
            print(f"    {node['target']}: {node['summary']}")
    assert found == [], f"{where}: {[v['id'] for v in found]}"


def mayor_with_pieces(game) -> bool:
    """A role to choose whose card opens a menu (the Mayor with or without pieces)."""
    return game.state.step == "role" and any(
        d.startswith("role mayor +") for d in game.legal(game.pending()[0]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_players_and_the_watchers_tables_and_the_mayors_arrangement_pass_axe(
        browser, tmp_path, lang):
    with LiveServer(tmp_path, 4, lang=lang, seed=8, until=mayor_to_arrange(False)) as server:
        game = server.game().game
        seat = next(s for s in game.pending() if arrange_of(game, s))
        player = open_page(browser, server, server.user(seat), PHONE)
        player.page.wait_for_selector("#arrange:not([hidden])")
        player.page.wait_for_selector("g.choosable")
        assert_accessible(player.page, f"{lang} player on a phone, the arrangement open")
        assert player.page.locator("g.choosable[role=button]").count() >= 2
        assert player.page.get_by_role("heading", level=1).inner_text() == \
            localizer(lang).text("web-title")
        player.close()
        watcher = open_page(browser, server, WATCHER, DESKTOP)
        watcher.page.wait_for_selector("#table svg")
        assert_accessible(watcher.page, f"{lang} watcher")
        assert watcher.page.locator("#page [role=button], #page button:visible").count() == 0
        assert watcher.page.locator("#you").inner_text() == localizer(lang).text("web-watching")
        watcher.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_menu_of_choices_and_a_refused_link_pass_axe(browser, tmp_path, lang):
    with LiveServer(tmp_path, 3, lang=lang, seed=3, expansions=("nobles",),
                    until=mayor_with_pieces) as server:
        seat = server.game().game.pending()[0]
        opened = open_page(browser, server, server.user(seat), PHONE)
        opened.page.locator('g[data-target="role:mayor"]').click()
        opened.page.wait_for_selector("#menu:not([hidden])")
        assert_accessible(opened.page, f"{lang} a menu open")
        opened.close()
        refused = open_page(browser, server, 0, link=f"old&lang={lang}")
        assert refused.page.locator("html").get_attribute("lang") == lang
        assert_accessible(refused.page, f"{lang} a refused link")
        refused.close()
