"""The game service on real databases, SQLite and PostgreSQL (tests/conftest.py): the lobby,
whole games, restarts, races, bad data."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.game import Game, Setup
from bot.game.record import Record
from bot.players import decide_in_a_row, seat_seed
from bot.service import GameService
from bot.service_errors import ServiceError
from bot.store import open_store

CHANNEL, GUILD = 10, 1
ANA, BOB, CRIS, DAVID = 100, 101, 102, 103
NAMES = {ANA: "Ana", BOB: "Bob", CRIS: "Cris", DAVID: "David"}


OPENED: list[GameService] = []  # the services `service_on` made, closed by `run`


def run(coro):
    """Run a test's work; the stores its services opened are closed after it, passed or
    failed (an open SQLite connection keeps its thread, and the test process, alive)."""
    async def closing():
        try:
            return await coro
        finally:
            while OPENED:
                await OPENED.pop().store.close()
    return asyncio.run(closing())


async def service_on(path, **options) -> GameService:
    service = GameService(await open_store(str(path)), seed_source=lambda: 2024, **options)
    OPENED.append(service)
    return service


async def started(path, players=(ANA, BOB, CRIS), **options) -> tuple[GameService, object]:
    """A service with a game of `players` started in CHANNEL (the first one hosts)."""
    service = await service_on(path, **options)
    host, *guests = players
    await service.lobby.new_lobby(CHANNEL, GUILD, host, NAMES[host], "classic", "en")
    for user in guests:
        await service.lobby.join(CHANNEL, user, NAMES[user])
    return service, await service.lobby.start(CHANNEL, host)


async def errors(coro) -> str:
    with pytest.raises(ServiceError) as caught:
        await coro
    return caught.value.code


async def random_decision(service: GameService, rng: random.Random):
    """A pending user, the current seq and one of their legal decisions, chosen by `rng`."""
    table = await service.tables.table(CHANNEL)
    user = rng.choice(table.pending_users)
    return user, table.seq, rng.choice(await service.play.legal(CHANNEL, user))


async def play_randomly(service: GameService, seed: int, count: int) -> None:
    """`count` random legal decisions, each at the seq it was chosen for."""
    rng = random.Random(seed)
    for _ in range(count):
        user, seq, decision = await random_decision(service, rng)
        await service.play.decide(CHANNEL, user, seq, [decision])


async def stored(url) -> tuple:
    """The first game's row as stored: (seq, record, snapshot, status)."""
    return (await change(url, "SELECT seq, record, snapshot, status FROM games ORDER BY id"))[0]


async def change(url, sql: str, params: tuple = ()) -> list[tuple]:
    """Run a statement on the database behind the service's back."""
    store = await open_store(str(url))
    try:
        async with store.transaction() as tx:
            return await tx.all(sql, params)
    finally:
        await store.close()


# ------------------------------------------------------------------------ the lobby
def test_the_lobby_flow_and_its_errors(db_url):
    async def work():
        service = await service_on(db_url)
        lobby = await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "1897", "es",
                                              max_players=3,
                                        options={"show_vp": True})
        assert lobby.players == [(ANA, "Ana")] and lobby.host_id == ANA
        assert lobby.options == {"auto_forced": True, "show_vp": True}
        assert await errors(service.lobby.new_lobby(CHANNEL, GUILD, BOB, "Bob", "classic", "en")) \
            == "game_exists"
        assert await errors(service.lobby.start(CHANNEL, ANA)) == "too_few_players"
        await service.lobby.join(CHANNEL, BOB, "Bob")
        assert await errors(service.lobby.join(CHANNEL, BOB, "Bob")) == "already_joined"
        lobby = await service.lobby.join(CHANNEL, CRIS, "Cris")
        assert [user for user, _ in lobby.players] == [ANA, BOB, CRIS]
        assert await errors(service.lobby.join(CHANNEL, DAVID, "David")) == "full"
        assert await errors(service.lobby.start(CHANNEL, BOB)) == "not_host"
        assert await errors(service.lobby.leave(CHANNEL, DAVID)) == "not_joined"
        lobby = await service.lobby.leave(CHANNEL, CRIS)
        assert [user for user, _ in lobby.players] == [ANA, BOB]
        table = await service.tables.table(CHANNEL)
        assert (table.status, table.game, table.seats) == ("lobby", None, [ANA, BOB])
        assert await errors(service.play.legal(CHANNEL, ANA)) == "not_started"
        outcome = await service.lobby.start(CHANNEL, ANA)
        assert outcome.table.status == "playing" and sorted(outcome.table.seats) == [ANA, BOB]
        assert outcome.pending_users and outcome.seq == 0
        assert outcome.events[0]["type"] == "game_started"
        assert outcome.table.game.state.options == {"auto_forced": True, "show_vp": True}
        assert await errors(service.lobby.join(CHANNEL, CRIS, "Cris")) == "already_started"
        assert await errors(service.lobby.start(CHANNEL, ANA)) == "already_started"
        assert await errors(service.lobby.cancel(CHANNEL, CRIS, is_admin=False)) == "not_host"
        await service.lobby.cancel(CHANNEL, CRIS, is_admin=True)
        assert await errors(service.tables.table(CHANNEL)) == "no_game"
        assert await errors(service.lobby.join(CHANNEL, CRIS, "Cris")) == "no_game"
        assert await service.recovery.open_games() == []
        await service.store.close()

    run(work())


def test_lobby_options_are_checked(db_url):
    async def work():
        service = await service_on(db_url)
        new = service.lobby.new_lobby
        assert await errors(new(CHANNEL, GUILD, ANA, "Ana", "modern", "en")) == "bad_theme"
        assert await errors(new(CHANNEL, GUILD, ANA, "Ana", "classic", "en", 6)) \
            == "bad_max_players"
        assert await errors(new(CHANNEL, GUILD, ANA, "Ana", "classic", "en",
                                options={"auto_forced": False})) == "bad_option"
        await service.store.close()

    run(work())


def test_a_leaving_host_hands_the_lobby_on_and_the_last_one_closes_it(db_url):
    async def work():
        service = await service_on(db_url)
        await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "classic", "en")
        await service.lobby.join(CHANNEL, BOB, "Bob")
        lobby = await service.lobby.leave(CHANNEL, ANA)
        assert lobby.host_id == BOB and not lobby.cancelled
        assert (await service.tables.table(CHANNEL)).host_id == BOB
        lobby = await service.lobby.leave(CHANNEL, BOB)
        assert lobby.cancelled and lobby.players == []
        assert await errors(service.tables.table(CHANNEL)) == "no_game"
        await service.store.close()

    run(work())


def test_seating_and_seed_come_from_the_seed_source(database):
    async def seating(name):
        service, outcome = await started(database(name), players=(ANA, BOB, CRIS, DAVID))
        await service.store.close()
        return outcome.table.seats, outcome.table.game.state.seed

    first, second = run(seating("a")), run(seating("b"))
    assert first == second and first[1] == 2024
    expected = [ANA, BOB, CRIS, DAVID]
    random.Random(2024).shuffle(expected)
    assert first[0] == expected


# ------------------------------------------------------------------------ whole games
def test_a_whole_three_player_game_through_decide(db_url):
    path = db_url

    async def work():
        service, outcome = await started(path, cache_size=1)
        rng = random.Random(5)
        decisions = 0
        while not outcome.game_over:
            user, seq, decision = await random_decision(service, rng)
            outcome = await service.play.decide(CHANNEL, user, seq, [decision])
            decisions += 1
            assert outcome.seq == seq + 1
        history = await service.recovery.finished_history(channel_id=CHANNEL)
        await service.store.close()
        return outcome, decisions, history

    outcome, decisions, history = run(work())
    assert decisions > 50
    assert outcome.table.status == "finished" and outcome.pending_users == []
    assert outcome.phase_ended and outcome.events[-1]["type"] == "game_over"
    seq, _, _, status = run(stored(path))
    assert (seq, status) == (decisions, "finished")
    assert history[0].scores == outcome.table.game.scores
    assert history[0].seats == outcome.table.seats


def test_a_restart_continues_the_same_game(db_url):
    path = db_url

    async def before_restart():
        service, _ = await started(path)
        await play_randomly(service, 8, 40)
        table = await service.tables.table(CHANNEL)
        legal = {user: await service.play.legal(CHANNEL, user) for user in table.pending_users}
        await service.store.close()
        return table.game.to_json(), table.seq, legal

    async def after_restart():
        service = await service_on(path)
        assert await service.recovery.open_games() == [(1, CHANNEL)]
        assert service.tables.cached_games() == 0  # nothing loads before it is touched
        table = await service.tables.table(CHANNEL)
        legal = {user: await service.play.legal(CHANNEL, user) for user in table.pending_users}
        await service.store.close()
        return table.game.to_json(), table.seq, legal

    assert run(before_restart()) == run(after_restart())


def test_a_bad_snapshot_is_rebuilt_from_the_record(db_url):
    path = db_url

    async def before():
        service, _ = await started(path)
        await play_randomly(service, 3, 12)
        state = (await service.tables.table(CHANNEL)).game.to_json()
        await service.store.close()
        return state

    async def after():
        service = await service_on(path)
        state = (await service.tables.table(CHANNEL)).game.to_json()
        await service.store.close()
        return state

    state = run(before())
    for broken in ("not json", '{"seq": 11, "state": {}}', '{"seq": 12, "state": {"x": 1}}'):
        run(change(path, "UPDATE games SET snapshot = ?", (broken,)))
        assert run(after()) == state


# ------------------------------------------------------------------------ decisions
def test_wrong_user_stale_seq_and_illegal_decisions(db_url):
    path = db_url

    async def work():
        service, outcome = await started(path, players=(ANA, BOB, CRIS))
        user = outcome.pending_users[0]
        other = next(u for u in (ANA, BOB, CRIS) if u not in outcome.pending_users)
        legal = await service.play.legal(CHANNEL, user)
        assert await service.play.legal(CHANNEL, other) == []
        assert await errors(service.play.legal(CHANNEL, DAVID)) == "not_a_player"
        assert await errors(service.play.decide(CHANNEL, DAVID, 0, [legal[0]])) == "not_a_player"
        assert await errors(service.play.decide(CHANNEL, other, 0, [legal[0]])) == "not_your_turn"
        assert await errors(service.play.decide(CHANNEL, user, 5, [legal[0]])) == "stale"
        assert await errors(service.play.decide(CHANNEL, user, 0, [])) == "illegal"
        with pytest.raises(ServiceError) as caught:
            await service.play.decide(CHANNEL, user, 0, ["role emperor"])
        assert caught.value.code == "illegal"
        assert caught.value.args_["decision"] == "role emperor"
        assert caught.value.args_["reason"]
        assert await errors(service.play.decide(CHANNEL + 1, user, 0, [legal[0]])) == "no_game"
        legal_after = await service.play.legal(CHANNEL, user)
        await service.store.close()
        return legal, legal_after

    legal, legal_after = run(work())
    assert legal_after == legal
    seq, _, _, status = run(stored(path))
    assert (seq, status) == (0, "playing")


def test_an_illegal_decision_leaves_the_database_unchanged(db_url):
    path = db_url

    async def work():
        service, outcome = await started(path)
        await play_randomly(service, 2, 5)
        before = await stored(path)
        table = await service.tables.table(CHANNEL)
        user = table.pending_users[0]
        code = await errors(service.play.decide(CHANNEL, user, table.seq, ["build castle"]))
        after = await stored(path)
        state = (await service.tables.table(CHANNEL)).game.to_json()
        await service.store.close()
        return code, before, after, state, table.game.to_json()

    code, before, after, state, state_before = run(work())
    assert code == "illegal" and before == after and state == state_before


def test_a_batch_is_applied_whole_or_not_at_all(db_url):
    path = db_url

    async def work():
        service, outcome = await started(path)
        table = outcome.table
        user = table.pending_users[0]
        first = (await service.play.legal(CHANNEL, user))[0]
        before, state = await stored(path), table.game.to_json()
        code = await errors(service.play.decide(CHANNEL, user, 0, [first, "build castle"]))
        now_state = (await service.tables.table(CHANNEL)).game.to_json()
        unchanged = await stored(path) == before and now_state == state
        # A batch that is legal all through: the same player's decisions while they are asked.
        batch, game = [], table.game.clone()
        seat = table.seat_of(user)
        rng = random.Random(4)
        while seat in game.pending() and len(batch) < 3:
            batch.append(rng.choice(game.legal(seat)))
            game.apply(seat, batch[-1])
        outcome = await service.play.decide(CHANNEL, user, 0, batch)
        await service.store.close()
        return code, unchanged, batch, outcome, game.to_json()

    code, unchanged, batch, outcome, expected = run(work())
    assert code == "illegal" and unchanged
    assert outcome.seq == len(batch) == run(stored(path))[0]
    assert outcome.table.game.to_json() == expected


def test_the_same_click_twice_applies_once(db_url):
    path = db_url

    async def work():
        service, outcome = await started(path)
        user = outcome.pending_users[0]
        decision = (await service.play.legal(CHANNEL, user))[0]
        first = await service.play.decide(CHANNEL, user, 0, [decision])
        code = await errors(service.play.decide(CHANNEL, user, 0, [decision]))
        await service.store.close()
        return first.seq, code

    assert run(work()) == (1, "stale")
    assert run(stored(path))[0] == 1


def test_simultaneous_clicks_apply_once(db_url):
    path = db_url

    async def work():
        service, outcome = await started(path)
        user = outcome.pending_users[0]
        legal = await service.play.legal(CHANNEL, user)
        results = await asyncio.gather(
            service.play.decide(CHANNEL, user, 0, [legal[0]]),
            service.play.decide(CHANNEL, user, 0, [legal[-1]]),
            return_exceptions=True,
        )
        await service.store.close()
        return results

    results = run(work())
    applied = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, ServiceError)]
    assert len(applied) == 1 and [r.code for r in refused] == ["stale"]
    assert run(stored(path))[0] == 1


def test_two_services_on_one_file_never_both_write_the_same_seq(db_url):
    """Each service has its own cache and lock; the store's compare-and-set decides."""
    path = db_url

    async def work():
        first, outcome = await started(path)
        second = await service_on(path)
        user = outcome.pending_users[0]
        await second.tables.table(CHANNEL)  # the second one caches the game at seq 0
        decision = (await first.play.legal(CHANNEL, user))[0]
        await first.play.decide(CHANNEL, user, None, [decision])
        table = await second.tables.table(CHANNEL)  # it notices the newer seq and reloads
        await first.store.close()
        await second.store.close()
        return table.seq

    assert run(work()) == 1


def test_a_corrupt_record_is_an_error_not_a_crash(db_url):
    path = db_url

    async def setup():
        service, outcome = await started(path)
        await service.store.close()

    async def attempt():
        service = await service_on(path)
        codes = [
            await errors(service.tables.table(CHANNEL)),
            await errors(service.play.legal(CHANNEL, ANA)),
            await errors(service.play.decide(CHANNEL, ANA, None, ["role settler"])),
        ]
        # still serves
        await service.lobby.new_lobby(CHANNEL + 1, GUILD, ANA, "Ana", "classic", "en")
        await service.store.close()
        return codes

    run(setup())
    for record in ("{not json", '{"format": "prbot-record", "version": 1}',
                   '{"format": "prbot-record", "version": 1, "setup": {"players": ["A", "B"],'
                   ' "seed": 1}, "decisions": [[0, "build castle"]]}'):
        run(change(path, "UPDATE games SET record = ?, snapshot = NULL", (record,)))
        run(change(path, "DELETE FROM games WHERE channel_id = ?", (CHANNEL + 1,)))
        assert run(attempt()) == ["corrupt_game"] * 3


# ------------------------------------------------------------------------ players, pings
def test_preferences_and_pings(db_url):
    async def work():
        service, outcome = await started(db_url)
        game_id = outcome.table.game_id
        default = await service.players.user(ANA)
        await service.players.set_notify(ANA, False)
        await service.players.set_language(ANA, "it")
        await service.players.mark_dm_blocked(ANA, True)
        changed = await service.players.user(ANA)
        await service.players.set_language(ANA, None)
        pings = [await service.players.claim_ping(game_id, 0, ANA) for _ in range(3)]
        pings.append(await service.players.claim_ping(game_id, 0, BOB))
        pings.append(await service.players.claim_ping(game_id, 1, ANA))
        unknown = await errors(service.players.claim_ping(game_id + 1, 0, ANA))
        await service.players.set_prompt_message(game_id, 555)
        prompt = (await service.tables.table(CHANNEL)).prompt_message_id
        reset = await service.players.user(ANA)
        await service.store.close()
        return default, changed, reset, pings, unknown, prompt

    default, changed, reset, pings, unknown, prompt = run(work())
    assert (default.lang, default.notify, default.dm_blocked) == (None, True, False)
    assert (changed.lang, changed.notify, changed.dm_blocked) == ("it", False, True)
    assert reset.lang is None
    assert pings == [True, False, False, True, True]
    assert unknown == "no_game" and prompt == 555


def test_the_cache_stays_bounded(db_url):
    async def work():
        service = await service_on(db_url, cache_size=2)
        for channel in range(20, 25):
            await service.lobby.new_lobby(channel, GUILD, ANA, "Ana", "classic", "en")
            await service.lobby.join(channel, BOB, "Bob")
            await service.lobby.start(channel, ANA)
        sizes = [service.tables.cached_games()]
        for channel in range(20, 25):
            table = await service.tables.table(channel)
            assert table.game is not None
            sizes.append(service.tables.cached_games())
        await service.store.close()
        return sizes

    assert max(run(work())) == 2


def test_a_seat_is_handed_over_and_the_game_goes_on(db_url):
    async def scenario():
        service, _ = await started(db_url)
        await play_randomly(service, seed=4, count=15)
        before = await service.tables.table(CHANNEL)
        seat = before.seat_of(BOB)
        # Only the player himself, the host or an admin may hand a seat over.
        assert await errors(service.seats.hand_over(CHANNEL, CRIS, BOB, DAVID, "David", False)) \
            == "not_host"
        assert await errors(service.seats.hand_over(CHANNEL, BOB, BOB, CRIS, "Cris", False)) \
            == "already_joined"
        assert await errors(service.seats.hand_over(CHANNEL, DAVID, DAVID, 999, "X", False)) \
            == "not_a_player"
        table = await service.seats.hand_over(CHANNEL, BOB, BOB, DAVID, "David", False)
        assert table.seat_of(DAVID) == seat and table.seat_of(BOB) is None
        assert table.names[seat] == "David"
        assert table.seq == before.seq and table.game.to_json() == before.game.to_json()
        # The host hands over a seat that is not his: allowed, and so is an admin.
        await service.seats.hand_over(CHANNEL, ANA, DAVID, BOB, "Bob", False)
        await service.seats.hand_over(CHANNEL, 555, BOB, DAVID, "David", True)
        # A host who hands over his own seat hands over the hosting too.
        table = await service.seats.hand_over(CHANNEL, ANA, ANA, BOB, "Bob", False)
        assert table.host_id == BOB
        assert await errors(service.play.decide(CHANNEL, ANA, table.seq, ["pass"])) \
            == "not_a_player"
        # The new players play the game to its end.
        rng = random.Random(1)
        while True:
            table = await service.tables.table(CHANNEL)
            assert sorted(table.seats) == [BOB, CRIS, DAVID]
            user = rng.choice(table.pending_users)
            outcome = await service.play.decide(
                CHANNEL, user, table.seq, [rng.choice(await service.play.legal(CHANNEL, user))])
            if outcome.game_over:
                break
        await service.store.close()

    run(scenario())


def test_reminders_come_after_the_wait_and_not_too_often(db_url):
    from datetime import datetime, timedelta

    async def scenario():
        now = [datetime(2030, 1, 1, 12, 0)]

        def clock():
            return now[0]

        service = GameService(await open_store(db_url, clock=lambda: "2030-01-01 12:00:00"),
                              seed_source=lambda: 2024)
        await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "classic", "en")
        await service.lobby.join(CHANNEL, BOB, "Bob")
        outcome = await service.lobby.start(CHANNEL, ANA)
        waiting = outcome.pending_users[0]
        day = timedelta(hours=24)

        async def due():
            due = await service.players.due_reminders(day, 2, clock)
            return [(r.user_id, r.number) for r in due]

        now[0] += timedelta(hours=23)
        assert await due() == []
        now[0] += timedelta(hours=2)
        assert await due() == [(waiting, 1)]
        assert await due() == []  # just sent
        now[0] += day
        assert await due() == [(waiting, 2)]
        now[0] += day
        assert await due() == []  # at most twice a decision
        await service.players.set_notify(waiting, False)
        assert await due() == []
        await service.store.close()

    run(scenario())


# ------------------------------------------------------------------- expansions
def test_a_lobby_with_the_new_buildings_starts_their_draft(db_url):
    async def work():
        service = await service_on(db_url)
        for bad in ({"expansions": ("dragons",)}, {"options": {"buildings": "random"}},
                    {"options": {"auto_forced": False}},
                    {"expansions": ("new_buildings",), "options": {"buildings": "some"}}):
            assert await errors(service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "1897", "es",
                                                  **bad)) == "bad_option"
        lobby = await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "1897", "es",
                                        expansions=("new_buildings",),
                                        options={"buildings": "draft"})
        assert lobby.expansions == ["new_buildings"]
        await service.lobby.join(CHANNEL, BOB, "Bob")
        outcome = await service.lobby.start(CHANNEL, ANA)
        game = outcome.table.game
        assert game.state.expansions == ["new_buildings"] and game.state.step == "draft"
        assert "expansions" not in game.state.options
        user, seq, decision = await random_decision(service, random.Random(1))
        assert decision.startswith("draft ")
        await service.play.decide(CHANNEL, user, seq, [decision])

    run(work())


def test_a_guest_is_moved_through_the_service_by_its_owner_only(db_url):
    """A free decision: its owner takes it while another player is asked; nobody else can."""
    async def work():
        service = await service_on(db_url)
        await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "classic", "en",
                                expansions=("new_buildings",), options={"buildings": "all_new"})
        await service.lobby.join(CHANNEL, BOB, "Bob")
        await service.lobby.start(CHANNEL, ANA)
        rng = random.Random(3)
        for _ in range(3000):  # random play until someone has a guest to move
            table = await service.tables.table(CHANNEL)
            game = table.game
            owners = [seat for seat in range(2) if game.free(seat)]
            if owners:
                break
            user, seq, decision = await random_decision(service, rng)
            await service.play.decide(CHANNEL, user, seq, [decision])
        else:
            pytest.fail("no guest in 3000 decisions")
        owner = table.seats[owners[0]]
        other = table.seats[1 - owners[0]]
        move = game.free(owners[0])[0]
        assert move in await service.play.legal(CHANNEL, owner)
        assert await errors(service.play.decide(CHANNEL, other, table.seq, [move])) in (
            "not_your_turn", "illegal")
        outcome = await service.play.decide(CHANNEL, owner, table.seq, [move])
        assert any(e["type"] == "guest_moved" for e in outcome.events)
        assert outcome.table.record.decisions[-1] == (owners[0], move)

    run(work())


def test_a_game_with_the_buccaneer_and_the_festival_is_played_to_its_end(db_url):
    """Through the service, as the bot plays it: stored after every decision, and the record
    it keeps replays to the same table."""
    async def work():
        service = await service_on(db_url)
        lobby = await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "1897", "it",
                                        expansions=("festival", "buccaneer"))
        assert lobby.expansions == ["buccaneer", "festival"]
        await service.lobby.join(CHANNEL, BOB, "Bob")
        outcome = await service.lobby.start(CHANNEL, ANA)
        assert outcome.table.game.state.festival["building"]
        rng = random.Random(5)
        table = outcome.table
        while not table.game.is_over:
            user, seq, decision = await random_decision(service, rng)
            table = (await service.play.decide(CHANNEL, user, seq, [decision])).table
        assert table.record.replay()[0].to_json() == table.game.to_json()
        kinds = {text.split()[0] for _, text in table.record.decisions}
        assert "kidnap" in kinds or "piracy" in kinds or "plunder" in kinds
        await service.store.close()

    run(work())


def test_a_game_with_the_nobles_is_played_to_its_end(db_url):
    """Through the service, as the bot plays it, with the New Buildings beside: the record it
    keeps replays to the same table, nobles and all."""
    async def work():
        service = await service_on(db_url)
        lobby = await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "1897", "es",
                                        expansions=("nobles", "new_buildings"),
                                        options={"buildings": "random"})
        assert lobby.expansions == ["new_buildings", "nobles"]
        await service.lobby.join(CHANNEL, BOB, "Bob")
        table = (await service.lobby.start(CHANNEL, ANA)).table
        rng = random.Random(3)
        while not table.game.is_over:
            user, seq, decision = await random_decision(service, rng)
            table = (await service.play.decide(CHANNEL, user, seq, [decision])).table
        assert table.record.replay()[0].to_json() == table.game.to_json()
        assert "place-noble" in {text.split()[0] for _, text in table.record.decisions}
        assert all("nobles" in row["bonuses"] for row in table.game.scores)
        await service.store.close()

    run(work())


# ------------------------------------------------------------------ computer players
async def computer_asked_with_a_person(service: GameService, rng: random.Random):
    """Play on, the computer answering for its seats, until a step asks the computer and a
    person at once (the Mayor's placement or the storage)."""
    while True:
        table = await service.tables.table(CHANNEL)
        if table.computer_pending is not None and table.pending_users:
            return table
        if table.computer_pending is not None:
            await service.play.computer_turn(CHANNEL)
        else:
            user, seq, decision = await random_decision(service, rng)
            await service.play.decide(CHANNEL, user, seq, [decision])


def test_a_person_deciding_while_the_computer_thinks_loses_nothing_and_nothing_is_doubled(
        db_url):
    """The computer's decisions are thought out for the game as it stood; a person who
    decides meanwhile moves it on, so they are thought out again, and each counts once."""
    async def scenario():
        service, _ = await started(db_url, players=(ANA, BOB, CRIS))
        table = await service.seats.replace(CHANNEL, ANA, CRIS, "easy", False)
        cris = table.seat_of(CRIS)
        assert await errors(service.play.decide(CHANNEL, CRIS, None, ["pass"])) == "computer_plays"
        table = await computer_asked_with_a_person(service, random.Random(3))
        person = table.pending_users[0]
        thought = []
        think = service.play.think

        async def slow_think(state, seat, level, seed):
            decisions = await think(state, seat, level, seed)
            if not thought:  # the first time, a person decides while the computer thinks
                legal = await service.play.legal(CHANNEL, person)
                await service.play.decide(CHANNEL, person, None, [legal[0]])
            thought.append(decisions)
            return decisions

        service.play.think = slow_think
        before = (await service.tables.table(CHANNEL)).seq
        outcome = await service.play.computer_turn(CHANNEL)
        assert len(thought) == 2  # thought out again after the person's decision
        record = outcome.table.record
        added = record.decisions[before:]
        assert [seat for seat, _ in added[1:]] == [cris] * (len(added) - 1)
        assert added[0][0] != cris
        game, _ = record.replay()  # every decision legal where it stands, none twice
        assert game.to_json() == outcome.table.game.to_json()

        table = await service.seats.take_back(CHANNEL, CRIS, CRIS, False)
        assert table.computers == {}
        assert await errors(service.seats.take_back(CHANNEL, CRIS, CRIS, False)) == "not_replaced"
        await service.store.close()

    run(scenario())


def test_a_lobby_with_computers_needs_room_for_its_host_and_known_levels(db_url):
    async def scenario():
        service = await service_on(db_url)
        assert await errors(service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "classic", "en", 3,
                                              computers=("easy",) * 3)) == "bad_max_players"
        assert await errors(service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "classic", "en", 3,
                                              computers=("genius",))) == "bad_option"
        lobby = await service.lobby.new_lobby(CHANNEL, GUILD, ANA, "Ana", "1897", "es", 3,
                                        computers=("hard",))
        assert [name for _, name in lobby.players] == ["Ana", "Ordenador 1 (difícil)"]
        lobby = await service.lobby.leave(CHANNEL, ANA)
        assert lobby.cancelled  # a computer alone does not keep a lobby open
        await service.store.close()

    run(scenario())


# ------------------------------------------------------------------------ a record put in play
def a_record_ana_opens(players=("Ana", "Bob", "Comp")) -> tuple[Record, Game]:
    """A record of the first seed where Ana (seat 0) chooses first: her Settler and the
    plantation she takes with it."""
    seed = next(s for s in range(100)
                if Record(Setup(players, seed=s)).replay()[0].pending() == (0,))
    record = Record(Setup(players, seed=seed))
    game, _ = record.replay()
    record.play(game, 0, "role settler")
    record.play(game, 0, game.legal(0)[0])
    return record, game


def test_a_game_is_put_in_play_as_its_record_stands(db_url):
    """`seat_record`: the record's setup is the game (its seed, its seats in order, nothing
    shuffled), the computer plays the seat given at its level with the seat's own seed, and
    the decisions are stored by submission: a take-back takes back a whole one."""
    async def work():
        service = await service_on(db_url)
        record, game = a_record_ana_opens()
        outcome = await service.lobby.seat_record(CHANNEL, GUILD, record, [ANA, BOB, -3], "en",
                                                  {2: "easy"}, [2])
        table = outcome.table
        assert (table.seats, table.computers) == ([ANA, BOB, -3], {2: "easy"})
        assert table.names == ["Ana", "Bob", "Comp"]
        assert table.record.decisions == record.decisions
        assert table.game.to_json() == game.to_json()
        assert await errors(service.lobby.seat_record(CHANNEL, GUILD, record, [ANA, BOB, -3],
                                                      "en")) == "game_exists"
        while table.computer_pending is None:
            user = table.pending_users[0]
            decision = (await service.play.legal(CHANNEL, user))[0]
            table = (await service.play.decide(CHANNEL, user, None, [decision])).table
        expected = decide_in_a_row(table.game.to_json(), 2, "easy",
                                   seat_seed(record.setup.seed, 2))
        played = await service.play.computer_turn(CHANNEL)
        assert played.table.record.decisions[table.seq:] == [(2, d) for d in expected]

    run(work())


def test_a_records_submission_is_taken_back_whole(db_url):
    """Two decisions stored as one submission (a Mayor's arrangement typed at once) are
    taken back together, as before the record was put in play."""
    async def work():
        service = await service_on(db_url)
        record, _ = a_record_ana_opens()
        await service.lobby.seat_record(CHANNEL, GUILD, record, [ANA, BOB, CRIS], "en",
                                        submissions=[2])
        _, taken_back = await service.play.undo(CHANNEL, ANA)
        assert taken_back == [decision for _, decision in record.decisions]
        return (await service.tables.table(CHANNEL)).record.decisions

    assert run(work()) == []
