"""A finished game's replay in a real browser (Chromium) against the real server: it opens at
the game's end, steps with the buttons, the arrow keys, Home and End, the slider and a swipe
across the table, says each decision's line in the viewer's language, fits a phone without
sideways scrolling with controls large enough to tap, and passes axe; a game in play says its
replay opens when it ends.

Screenshots go to the test's folder; `PRBOT_SCREENSHOTS=docs` writes them to docs/images/
(replay-*.png) instead."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from live_server import GUILD, KEY, NAMES, USERS, LiveServer
from pages import DESKTOP, LISTEN, Opened
from test_accessibility import assert_accessible
from test_live_table import shots

from bot.game.record import Record
from bot.game.setup import Setup
from bot.l10n import localizer
from bot.players import computer, seat_seed
from bot.service.reviews import Reviews
from bot.web.keys import REPLAYS
from bot.web.replay import steps_of

pytestmark = pytest.mark.browser
NARROW = {"width": 360, "height": 740}
TAP_PX = 44  # the least a control measures each way


def shot(tmp_path, name: str) -> str:
    """Where a screenshot goes: docs/images/ when asked to refresh them, else the test's."""
    folder = shots(tmp_path) / "images"
    folder.mkdir(exist_ok=True)
    return str(folder / name)


def open_replay(browser, server, viewport=NARROW, lang="en") -> Opened:
    page = browser.new_page(viewport=viewport, locale=lang, has_touch=True)
    page.add_init_script(LISTEN)
    opened = Opened(page)
    opened.lang = lang
    page.goto(server.replay())
    return opened


def shown(opened, count: int, position: int) -> None:
    """Until the page shows `position` of `count`, its table drawn for it."""
    step = localizer(opened.lang).text("web-replay-step", step=position, count=count)
    opened.wait_until(f"document.getElementById('position').textContent === {step!r}"
                      " && document.querySelector('#table svg') !== null")


def line(opened) -> str:
    """The decision's line, without its mark."""
    return opened.page.evaluate("document.getElementById('line').lastChild.textContent")


def swipe(opened, left: bool) -> None:
    """A finger drawn across the table, to the left or to the right (real touch events)."""
    box = opened.page.locator("#table").bounding_box()
    y = box["y"] + min(box["height"] / 2, 200)
    start, end = (box["x"] + box["width"] * 0.8, box["x"] + box["width"] * 0.2)
    if not left:
        start, end = end, start
    touch = opened.page.context.new_cdp_session(opened.page)
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart",
                                            "touchPoints": [{"x": start, "y": y}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                            "touchPoints": [{"x": (start + end) / 2, "y": y}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                            "touchPoints": [{"x": end, "y": y + 4}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    touch.detach()


def lines_of(server, lang: str) -> list[str]:
    """What the server says of every step, in `lang`: its line, with what it lost when the
    review says so."""
    async def reading():
        replays = server.app[REPLAYS]
        summary = await replays.summary(await replays.game(server.game_id), lang)
        judged = {d["position"]: d["said"] for d in summary["review"]["decisions"]}
        return [judged.get(position, step["line"])
                for position, step in enumerate(summary["steps"], 1)]

    return server.call(reading)


def reviewing(server, seconds: float = 0.05) -> None:
    """The server's reviews made by a worker of its own (a thread), quickly."""
    server.service.reviews = Reviews(server.service.tables, 1, pool=ThreadPoolExecutor,
                                     seconds=seconds)


def computers_game(server, levels: tuple[str, ...], seed: int) -> None:
    """A game the computer levels played against each other, in the server's language and
    theme, ended through the service (its last decision decided there) in a channel of its
    own: the server's game from now on."""
    record = Record(Setup(NAMES[:len(levels)], seed=seed, theme=server.theme))
    game, _ = record.replay()
    players = [computer(level, seat_seed(seed, seat)) for seat, level in enumerate(levels)]
    while not game.is_over:
        seat = game.pending()[0]
        record.play(game, seat, players[seat].decide(game, seat))
    channel = server.channel + 1

    async def seating():
        before = Record(record.setup, record.decisions[:-1])
        seated = await server.service.lobby.seat_record(
            channel, GUILD, before, list(USERS[:len(levels)]), server.lang)
        seat, decision = record.decisions[-1]
        await server.service.play.decide(channel, USERS[seat], None, [decision])
        return seated.table.game_id

    server.game_id = server.call(seating)


def reviewed(server) -> None:
    """The review of the server's game made now."""
    assert server.call(server.service.reviews.catch_up) == 1


def steps_count(server) -> int:
    return len(steps_of(server.call(
        lambda: server.service.recovery.ended_table(server.game_id)).record))


@pytest.fixture(scope="module")
def finished(browser, tmp_path_factory):
    """A four-player game of Ana, Bruno, Chiara and Diego played to its end, in Spanish, and
    its review."""
    with LiveServer(tmp_path_factory.mktemp("replay"), 4, lang="es", seed=3) as server:
        reviewing(server)
        server.finish()
        reviewed(server)
        server.count = steps_count(server)
        yield server


def test_the_replay_opens_at_the_end_and_steps_by_buttons_keys_slider_and_swipes(
        browser, finished, tmp_path):
    count = finished.count
    said = lines_of(finished, "es")
    opened = open_replay(browser, finished, lang="es")
    page = opened.page
    shown(opened, count, count)
    assert line(opened) == said[-1]
    page.screenshot(path=shot(tmp_path, "replay-phone.png"))
    page.locator("#previous").click()
    shown(opened, count, count - 1)
    assert line(opened) == said[-2]
    page.keyboard.press("ArrowLeft")
    shown(opened, count, count - 2)
    page.keyboard.press("Home")
    shown(opened, count, 0)
    assert line(opened) == localizer("es").text("web-replay-start")
    assert page.locator("#previous").is_disabled() and page.locator("#first").is_disabled()
    page.keyboard.press("ArrowRight")
    shown(opened, count, 1)
    assert line(opened) == said[0]
    page.locator("#next").click()
    shown(opened, count, 2)
    swipe(opened, left=True)  # to the left: the next decision
    shown(opened, count, 3)
    swipe(opened, left=False)
    shown(opened, count, 2)
    page.locator("#slider").fill(str(count // 2))
    shown(opened, count, count // 2)
    assert line(opened) == said[count // 2 - 1]
    page.locator("#last").click()
    shown(opened, count, count)
    assert page.locator("#next").is_disabled()
    page.locator("#chances-title").scroll_into_view_if_needed()
    page.screenshot(path=shot(tmp_path, "replay-phone-review.png"))
    opened.close()


@pytest.mark.parametrize("width", [320, 360, 390])
def test_a_phone_replays_without_scrolling_sideways_and_every_control_is_tappable(
        browser, finished, width):
    opened = open_replay(browser, finished, {"width": width, "height": 700}, "it")
    page = opened.page
    shown(opened, finished.count, finished.count)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    for control in ("#first", "#previous", "#slider", "#next", "#last"):
        box = page.locator(control).bounding_box()
        assert box["height"] >= TAP_PX and box["x"] >= 0 and box["x"] + box["width"] <= width
        if control != "#slider":
            assert box["width"] >= TAP_PX
    assert page.locator("#line").get_attribute("aria-live") == "polite"
    words = localizer("it").text
    assert page.locator("#next").get_attribute("aria-label") == words("web-replay-next")
    assert page.locator("#slider").get_attribute("aria-label") == words("web-replay-slider")
    opened.close()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_replay_passes_axe_in_each_language(browser, finished, lang):
    opened = open_replay(browser, finished, lang=lang)
    shown(opened, finished.count, finished.count)
    assert_accessible(opened.page, f"the replay ({lang})")
    opened.close()


def test_a_game_in_play_says_its_replay_opens_when_it_ends(browser, tmp_path):
    with LiveServer(tmp_path, 3, lang="es", until=lambda game: game.state.round >= 2) as server:
        page = browser.new_page(viewport=NARROW, locale="es")
        answer = page.goto(server.replay())
        assert answer.status == 409
        assert page.locator("p").text_content() == \
            localizer("es").text("web-replay-playing")
        assert page.evaluate("document.documentElement.lang") == "es"
        page.close()


@pytest.mark.parametrize("theme", ["classic", "1897"])
def test_the_replay_on_a_wide_screen_shows_the_table_and_the_boards_side_by_side(
        browser, tmp_path, theme):
    with LiveServer(tmp_path, 3, lang="it", theme=theme, seed=2) as server:
        reviewing(server, seconds=2)  # a review worth showing in the docs
        computers_game(server, ("easy", "medium", "hard"), seed=21)
        reviewed(server)
        count = steps_count(server)
        opened = open_replay(browser, server, DESKTOP, "it")
        page = opened.page
        shown(opened, count, count)
        table = page.locator("#table").bounding_box()
        boards = page.locator("#players").bounding_box()
        controls = page.locator("#controls").bounding_box()
        assert table["x"] + table["width"] <= boards["x"] <= controls["x"]
        assert page.evaluate("document.documentElement.scrollWidth") <= DESKTOP["width"]
        page.screenshot(path=shot(tmp_path, f"replay-desktop-{theme}.png"))
        opened.close()



def test_the_graph_its_table_the_marks_and_the_summaries_show_the_review(browser, finished,
                                                                       tmp_path):
    count = finished.count
    review = finished.call(lambda: finished.service.reviews.review(finished.game_id))
    opened = open_replay(browser, finished, DESKTOP, "es")
    page = opened.page
    shown(opened, count, count)
    assert page.locator("#graph polyline").count() == 4
    chances = page.locator("#now-chances > span").all_text_contents()  # beside the line
    names = page.locator("#legend li.player").all_text_contents()
    assert [text.rsplit(" ", 1)[0] for text in chances] == names and len(names) == 4
    assert all(text.endswith("\xa0%") for text in chances)
    marked = sum(1 for decided in review.decisions if decided.mark)
    assert page.locator("#graph circle.mark").count() == marked
    assert page.locator("#graph svg").get_attribute("aria-label") == \
        localizer("es").text("web-replay-chances")
    page.locator("#text-title").click()  # the table for screen readers, opened
    assert page.locator("#chances tbody tr").count() == count
    assert page.locator("#chances tbody tr td").last.text_content().endswith("\xa0%")  # es
    assert page.locator("#chances thead th").count() == 4 + 4
    assert page.locator("#legend li.player").count() == 4
    assert page.locator("#legend li:not(.player)").count() == 3
    assert page.locator("#summaries li").count() == 4
    worst = max(review.decisions, key=lambda d: d.loss)
    loser = next(p for p in review.players if p.worst == worst.index)
    page.locator("#summaries li").nth(loser.seat).locator("a").last.click()
    position = int(page.locator("#slider").input_value())
    shown(opened, count, position)
    said = localizer("es").text("web-replay-loss", loss=round(worst.loss), line="",
                                better="", kept=0).split(":")[1].split(";")[0]
    assert said.strip() in line(opened)
    assert page.locator("#line .mark").count() == 1
    assert page.locator(f"#row-{position}.current").count() == 1
    page.screenshot(path=shot(tmp_path, "replay-review-desktop.png"), full_page=True)
    assert_accessible(page, "the replay with its review and its table open")
    opened.close()


def test_a_review_being_prepared_is_said_and_shown_once_it_is_ready(browser, tmp_path):
    with LiveServer(tmp_path, 2, lang="it", seed=5) as server:
        reviewing(server)
        server.finish()
        count = steps_count(server)
        opened = open_replay(browser, server, lang="it")
        shown(opened, count, count)
        words = localizer("it").text
        assert opened.page.locator("#state").text_content() == words("web-replay-queued")
        assert opened.page.locator("#graph svg").count() == 0
        reviewed(server)
        opened.wait_until("document.querySelector('#graph svg') !== null")
        assert opened.page.locator("#state").text_content() == ""
        assert opened.page.locator("#summaries li").count() == 2
        opened.close()


def test_the_live_table_of_a_finished_game_leads_to_its_replay(browser, finished):
    page = browser.new_page(viewport=NARROW, locale="es")
    page.add_init_script(LISTEN)
    opened = Opened(page)
    opened.lang = "es"
    link = KEY.link(USERS[0], finished.game_id, int(time.time()))
    page.goto(f"{finished.url}/table?t={link}")
    link = page.locator("#to-replay-link")
    link.wait_for()
    assert link.text_content() == localizer("es").text("web-replay-open")
    link.click()
    shown(opened, finished.count, finished.count)
    opened.close()
