"""The live table end to end in a real browser against the real server: two players play a
whole game by clicking their pages only, a third page watches every move with nothing to
press; a decision taken with a Discord button reaches the open pages (how soon: `prbot bench
web`); a click
the game has moved past is answered in the viewer's language and the table drawn again."""

from __future__ import annotations

import re
import time

import pytest
from live_server import WATCHER, LiveServer
from pages import DESKTOP, PHONE, open_page

from bot.l10n import localizer
from bot.web.socket import PACE

pytestmark = pytest.mark.browser

# What a player's page offers to press now, first legal choice first: the Mayor's suggested
# arrangement, else the first piece of the board he may act on, else the first button beside
# it that is not Undo (with `buttons`, that button before the pieces: pass, now and then).
# Null when it offers nothing.
NEXT = """([undo, buttons]) => {
  const arrange = document.getElementById('arrange');
  const confirm = document.getElementById('arrange-confirm');
  if (!arrange.hidden && !confirm.disabled) return '#arrange-confirm';
  const loose = [...document.querySelectorAll('#actions button')];
  const index = loose.findIndex((b) => b.textContent !== undo);
  const button = index < 0 ? null : `#actions button >> nth=${index}`;
  const piece = document.querySelector('#table g.choosable, #players g.choosable');
  if (piece && !(buttons && button)) return `g.choosable[data-target="${piece.dataset.target}"]`;
  return button;
}"""

PRESSABLE = """() => document.querySelectorAll(
  'g.choosable, #actions button, #menu:not([hidden]) button').length
  + (document.getElementById('arrange').hidden ? 0 : 1)"""


def press_next(opened, undo: str, buttons: bool = False) -> str | None:
    """The page's first choice pressed (and, if it opens a menu, the menu's first): what was
    pressed (a piece's kind, `arrange`, `button`); None when the page offers nothing. A page
    sends at most `PACE` messages a second, as the server allows: quicker than any hand, but
    the test's clicks are quicker still."""
    target = opened.page.evaluate(NEXT, [undo, buttons])
    if target is None:
        return None
    since = time.monotonic() - getattr(opened, "pressed", 0)
    if since < 1 / PACE:
        opened.page.wait_for_timeout((1 / PACE - since) * 1000 + 10)
    opened.pressed = time.monotonic()
    opened.page.locator(target).first.click()
    if opened.page.locator("#menu").is_visible():
        opened.page.locator("#menu [role=menuitem]").first.click()
    piece = re.search(r'data-target="([a-z_]+)', target)
    return piece.group(1) if piece else "arrange" if "arrange" in target else "button"


def test_two_players_play_a_whole_game_by_clicks_and_a_watcher_sees_every_move(browser,
                                                                             tmp_path):
    started = time.monotonic()
    with LiveServer(tmp_path, 2, seed=4) as server:
        table = server.game()
        players = {seat: open_page(browser, server, user, DESKTOP)
                   for seat, user in enumerate(table.seats)}
        watcher = open_page(browser, server, WATCHER, PHONE)
        words = localizer("en").text
        moves, pressed = 0, set()
        while True:
            revision, over = server.revision()
            for opened in (*players.values(), watcher):
                opened.wait_revision(revision)
            assert watcher.page.evaluate(PRESSABLE) == 0  # he watches, every move
            if over:
                break
            acting = [o for o in players.values()
                      if o.page.evaluate(NEXT, [words("web-undo"), False])]
            assert acting, f"no page offers a move at revision {revision}"
            pressed.add(press_next(acting[0], words("web-undo"), buttons=moves % 10 == 9))
            acting[0].wait_revision(revision + 1)
            moves += 1
            assert moves < 1500, "the game does not end"
        for opened in (*players.values(), watcher):
            assert opened.page.locator("#status").inner_text() == words("web-over")
            assert opened.page.evaluate(PRESSABLE) == 0
            opened.close()
        finished = server.finished_record()
    assert {"role", "tile", "building", "ship", "good", "arrange", "button"} <= pressed, pressed
    decided = [m for o in players.values() for m in o.sent if m["type"] == "decide"]
    assert len(decided) == moves > 100  # no computer here: every decision was their clicks'
    assert len(finished) >= moves  # a Mayor's arrangement is several decisions of one click
    print(f"\n{moves} clicks in {time.monotonic() - started:.0f} s")


def test_a_discord_button_reaches_the_open_pages(browser, tmp_path):
    with LiveServer(tmp_path, 3, discord=True) as server:
        table = server.game()
        pages = [open_page(browser, server, user) for user in (*table.seats, WATCHER)]
        for opened in pages:
            opened.wait_revision(table.revision)
        chooser = table.seats[table.game.pending()[0]]
        server.press_role_button(chooser, "settler")
        for opened in pages:
            opened.wait_revision(table.revision + 1)
        assert server.game().game.state.role == "settler"
        for opened in pages:
            assert opened.page.locator("#lines li").first.inner_text().startswith("✓")
            opened.close()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_click_the_game_moved_past_is_answered_and_the_table_drawn_again(browser, tmp_path,
                                                                         lang):
    with LiveServer(tmp_path, 3) as server:
        table = server.game()
        seat = table.game.pending()[0]
        user = table.seats[seat]
        server.call(lambda: server.service.players.set_language(user, lang))
        held = {"on": False}  # the server's frames kept from the page meanwhile

        def relay(ws) -> None:
            server_side = ws.connect_to_server()
            server_side.on_message(lambda frame: None if held["on"] else ws.send(frame))

        page = open_page(browser, server, user, route=lambda p: p.route_web_socket(
            re.compile(r".*/ws\?.*"), relay))
        page.wait_revision(table.revision)
        held["on"] = True
        server.decide(user, ["role builder"])  # through another way: a button, /pr play
        page.page.wait_for_timeout(300)
        assert page.revision() == table.revision  # the page has not heard of it
        held["on"] = False
        page.page.locator('g[data-target="role:settler"]').click()
        page.page.wait_for_selector("#error:not([hidden])")
        assert page.page.get_by_role("alert").inner_text() == \
            localizer(lang).text("web-error-stale")
        page.wait_revision(table.revision + 1)  # the table as it stands, drawn again
        assert server.game().game.state.role == "builder"
        assert page.page.locator('g[data-target="role:settler"].choosable').count() == 0
        page.close()
