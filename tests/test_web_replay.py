"""A finished game's replay on the live table's server (bot/web/replay.py, /replay and
/api/replay): the page and what it is sent for a game over, a refused or forged link and a game
in play answered with one sentence in the viewer's language (nothing of the game sent), the
step endpoint's bounds and bad input refused without harm, a Mayor arrangement one step, the
drawing of each step the live table's own."""

from __future__ import annotations

import random
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from aiohttp.test_utils import TestClient, TestServer
from test_service import ANA, BOB, CHANNEL, CRIS, random_decision, run, started

from bot.game import Game
from bot.game.record import Record
from bot.game.setup import Setup
from bot.l10n import localizer
from bot.links.tokens import Signer
from bot.service.reviews import Reviews
from bot.web.app import web_app
from bot.web.replay import Step, steps_of
from renderer.svg import LiveTable

KEY = Signer(b"the replay's key")


async def finished(service, seed: int = 5):
    """The game of CHANNEL played to its end with random decisions: its last outcome."""
    rng = random.Random(seed)
    outcome = None
    while outcome is None or not outcome.game_over:
        user, seq, decision = await random_decision(service, rng)
        outcome = await service.play.decide(CHANNEL, user, seq, [decision])
    return outcome


def with_server(url, test, finish: bool = True):
    """`test(service, client, game_id)` on a game of Ana, Bob and Cris, played to its end
    unless `finish` is false (then in play)."""
    async def work():
        service, outcome = await started(url, (ANA, BOB, CRIS))
        if finish:
            outcome = await finished(service)
        async with TestClient(TestServer(web_app(service, signer=KEY))) as client:
            await test(service, client, outcome.table.game_id)
        await service.feed.close()

    run(work())


def said(lang: str, key: str) -> str:
    return localizer(lang).text(f"web-replay-{key}")


# ------------------------------------------------------------------ the steps
def placements_record() -> Record:
    setup = Setup(players=("A", "B", "C"), seed=3)
    return Record(setup, [(0, "role mayor"), (0, "place corn"), (0, "place-noble hospice"),
                          (1, "place indigo"), (0, "place quarry"), (2, "role builder"),
                          (2, "place corn")])


def test_a_players_placements_in_a_row_are_one_step():
    assert steps_of(placements_record()) == [
        Step(0, 0, 0), Step(0, 1, 2), Step(1, 3, 3), Step(0, 4, 4), Step(2, 5, 5),
        Step(2, 6, 6)]


# ------------------------------------------------------------------ a game over
@pytest.mark.parametrize("lang", ["es", "it"])
def test_a_finished_games_replay_says_every_step_in_the_viewers_language(db_url, lang):
    async def test(service, client, game_id):
        replay = KEY.replay(game_id)
        page = await client.get(f"/replay?r={replay}")
        assert page.status == 200 and '<script type="module" src="/static/replay.js">' \
            in await page.text()
        assert page.headers["Cache-Control"] == "no-store"
        answer = await client.get(f"/api/replay?r={replay}",
                                  headers={"Accept-Language": f"{lang}-XX,en;q=0.5"})
        summary = await answer.json()
        table = await service.recovery.ended_table(game_id)
        steps = steps_of(table.record)
        assert summary["lang"] == lang and len(summary["steps"]) == len(steps)
        assert summary["words"]["next"] == said(lang, "next")
        assert [p["name"] for p in summary["players"]] == table.names
        assert [s["seat"] for s in summary["steps"]] == [s.seat for s in steps]
        first = steps[0]
        role = table.record.decisions[first.first][1].split()[1]
        assert localizer(lang).role(role) in summary["steps"][0]["line"]
        assert table.names[first.seat] in summary["steps"][0]["line"]
        assert [m["mark"] for m in summary["marks"]] == ["blunder", "mistake", "inaccuracy"]
        assert summary["state"] in ("queued", "ready", "none")

    with_server(db_url, test)


def test_each_steps_drawing_is_the_live_tables_of_the_game_as_it_stood(db_url):
    async def test(service, client, game_id):
        replay = KEY.replay(game_id)
        table = await service.recovery.ended_table(game_id)
        steps = steps_of(table.record)
        at_end = await client.get(f"/api/replay/step?r={replay}&step={len(steps)}")
        assert at_end.status == 200 and at_end.content_type == "image/svg+xml"
        assert await at_end.text() == LiveTable(table.game, "en", table.theme).svg(None)
        middle = len(steps) // 2
        game = Game.new(table.record.setup)
        for seat, text in table.record.decisions[:steps[middle - 1].last + 1]:
            game.apply(seat, text)
        drawn = await client.get(f"/api/replay/step?r={replay}&step={middle}",
                                 headers={"Accept-Language": "it"})
        assert await drawn.text() == LiveTable(game, "it", table.theme).svg(None)
        start = await client.get(f"/api/replay/step?r={replay}&step=0")
        assert await start.text() == LiveTable(Game.new(table.record.setup), "en",
                                               table.theme).svg(None)

    with_server(db_url, test)


@pytest.mark.parametrize("step", ["-1", "x", "", "1.5", "99999999999999999999", "٣", "{n}",
                                  None])
def test_a_step_out_of_bounds_or_not_a_number_is_refused_and_nothing_breaks(tmp_path, step):
    async def test(service, client, game_id):
        replay = KEY.replay(game_id)
        count = len(steps_of((await service.recovery.ended_table(game_id)).record))
        asked = f"&step={step}" if step is not None else ""
        for wrong in (asked, f"&step={count + 1}"):
            answer = await client.get(f"/api/replay/step?r={replay}{wrong}",
                                      headers={"Accept-Language": "es"})
            assert answer.status == 400
            assert await answer.json() == {"code": "bad-step",
                                           "message": said("es", "bad-step")}
        again = await client.get(f"/api/replay/step?r={replay}&step={count}")
        assert again.status == 200 and (await again.text()).startswith("<svg")

    with_server(str(tmp_path / "db.sqlite3"), test)


# ------------------------------------------------------------------ refused
@pytest.mark.parametrize("forge", [
    lambda game: "",
    lambda game: KEY.replay(game)[:-2] + "AA",
    lambda game: Signer(b"another key").replay(game),
    lambda game: KEY.link(ANA, game, 2_000_000_000),  # a player's link is no replay
    lambda game: KEY.replay(game + 1000),  # signed, but no such game
])
def test_a_link_that_is_not_a_replay_gets_one_sentence_and_nothing_of_the_game(tmp_path,
                                                                             forge):
    async def test(service, client, game_id):
        token = forge(game_id)
        page = await client.get(f"/replay?r={token}", headers={"Accept-Language": "it"})
        text = await page.text()
        assert page.status in (403, 404) and "replay.js" not in text
        code = "refused" if page.status == 403 else "empty"
        assert said("it", code).replace("'", "&#x27;") in text
        for api in (f"/api/replay?r={token}", f"/api/replay/step?r={token}&step=0"):
            answer = await client.get(api, headers={"Accept-Language": "it"})
            assert answer.status == page.status
            assert await answer.json() == {"code": code, "message": said("it", code)}

    with_server(str(tmp_path / "db.sqlite3"), test)


def test_a_game_in_play_has_no_replay_until_it_ends(db_url):
    async def test(service, client, game_id):
        replay = KEY.replay(game_id)
        rng = random.Random(1)
        for _ in range(20):
            user, seq, decision = await random_decision(service, rng)
            await service.play.decide(CHANNEL, user, seq, [decision])
        page = await client.get(f"/replay?r={replay}", headers={"Accept-Language": "es"})
        assert page.status == 409 and said("es", "playing") in await page.text()
        for api in (f"/api/replay?r={replay}", f"/api/replay/step?r={replay}&step=1"):
            answer = await client.get(api, headers={"Accept-Language": "es"})
            assert answer.status == 409
            assert await answer.json() == {"code": "playing", "message": said("es", "playing")}
        await finished(service)
        opened = await client.get(f"/api/replay?r={replay}")
        assert opened.status == 200 and len((await opened.json())["steps"]) > 20

    with_server(db_url, test, finish=False)


def test_a_cancelled_game_is_replayed_up_to_its_last_decision(tmp_path):
    async def test(service, client, game_id):
        rng = random.Random(2)
        for _ in range(12):
            user, seq, decision = await random_decision(service, rng)
            await service.play.decide(CHANNEL, user, seq, [decision])
        await service.lobby.cancel(CHANNEL, ANA, False)
        replay = KEY.replay(game_id)
        assert (await client.get(f"/replay?r={replay}")).status == 200
        summary = await (await client.get(f"/api/replay?r={replay}")).json()
        assert 0 < len(summary["steps"]) <= 12
        last = await client.get(f"/api/replay/step?r={replay}&step={len(summary['steps'])}")
        assert last.status == 200

    with_server(str(tmp_path / "db.sqlite3"), test, finish=False)


def test_a_game_cancelled_in_its_lobby_has_nothing_to_replay(tmp_path):
    async def work():
        service, _ = await started(str(tmp_path / "db.sqlite3"), (ANA, BOB, CRIS))
        table = await service.tables.table(CHANNEL)
        await service.lobby.cancel(CHANNEL, ANA, False)
        await service.lobby.new_lobby(CHANNEL, 1, ANA, "Ana", "classic", "en")
        lobby = await service.store.game((await service.tables.open_row(CHANNEL)).id)
        async with TestClient(TestServer(web_app(service, signer=KEY))) as client:
            in_lobby = await client.get(f"/replay?r={KEY.replay(lobby.id)}")
            assert in_lobby.status == 409  # a lobby is a game not over yet
            cancelled = await client.get(f"/api/replay?r={KEY.replay(table.game_id)}")
            assert cancelled.status == 404
            assert (await cancelled.json())["code"] == "empty"
        await service.feed.close()

    run(work())


# ------------------------------------------------------------------ the review
def test_a_reviewed_game_sends_each_steps_chances_marks_and_the_players_summaries(tmp_path):
    async def test(service, client, game_id):
        service.reviews = Reviews(service.tables, 1, pool=ThreadPoolExecutor, seconds=0.05)
        replay = KEY.replay(game_id)
        queued = await (await client.get(f"/api/replay?r={replay}")).json()
        assert (queued["state"], queued["review"]) == ("queued", None)
        assert await service.reviews.catch_up() == 1
        summary = await (await client.get(f"/api/replay?r={replay}",
                                          headers={"Accept-Language": "es"})).json()
        review = await service.reviews.review(game_id)
        record = (await service.recovery.ended_table(game_id)).record
        steps = steps_of(record)
        shown = summary["review"]["decisions"]
        assert summary["state"] == "ready" and len(shown) == len(review.decisions)
        for decided, sent in zip(review.decisions, shown, strict=True):
            assert steps[sent["position"] - 1].last == decided.last
            assert sent["chances"] == [round(chance, 1) for chance in decided.chances]
            assert sent["mark"] == decided.mark
        loc = localizer("es")
        costliest = max(review.decisions, key=lambda d: d.loss)
        sent = shown[review.decisions.index(costliest)]
        line = summary["steps"][sent["position"] - 1]["line"]
        assert sent["said"] == loc.text(
            "web-replay-loss", line=line.rstrip("."), loss=round(costliest.loss),
            better=loc.decision(costliest.best), kept=round(costliest.kept))
        at = {d.index: s["position"] for d, s in zip(review.decisions, shown, strict=True)}
        assert summary["review"]["players"] == [
            {"seat": p.seat, "accuracy": round(p.accuracy, 1), "best": at.get(p.best),
             "worst": at.get(p.worst)} for p in review.players]

    with_server(str(tmp_path / "db.sqlite3"), test)


# ------------------------------------------------------------------ from the live table
def test_a_finished_games_live_table_links_to_its_replay_and_a_game_in_play_does_not(tmp_path):
    async def table_sent(client, user: int, game_id: int) -> dict:
        link = KEY.link(user, game_id, int(time.time()))
        session = (await (await client.post("/api/session", json={"link": link})).json())
        ws = await client.ws_connect(f"/ws?s={session['session']}")
        table = await ws.receive_json(timeout=30)
        await ws.close()
        return table

    async def test(service, client, game_id):
        assert (await table_sent(client, ANA, game_id))["replay"] is None
        await finished(service)
        for user in (ANA, 555):  # a player, and a watcher
            sent = await table_sent(client, user, game_id)
            assert sent["over"] and KEY.replayed(sent["replay"]) == game_id
            assert sent["words"]["replay-open"] == localizer("en").text("web-replay-open")

    with_server(str(tmp_path / "db.sqlite3"), test, finish=False)
