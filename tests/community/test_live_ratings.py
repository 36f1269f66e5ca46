"""Ratings kept by the game service as games end, the decision log beside each decision, and
a rebuild from the records that gives the same numbers."""

from __future__ import annotations

import asyncio
import random
from datetime import datetime, timedelta

from bot.community.service import Community
from bot.service import GameService
from bot.store import open_store

GUILD = 1
ANA, BOB, CRIS = 100, 101, 102
NAMES = {ANA: "Ana", BOB: "Bob", CRIS: "Cris"}


class Clock:
    """A minute passes at every stored write."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 9, 0, 0)

    def __call__(self) -> str:
        self.now += timedelta(minutes=1)
        return self.now.strftime("%Y-%m-%d %H:%M:%S")


async def play_game(service: GameService, channel: int, players: tuple[int, ...], seed: int,
                    replace: int | None = None):
    """A game of `players` in `channel` played at random to its end; the seat of `replace`
    is handed to the computer at the start."""
    await service.lobby.new_lobby(channel, GUILD, players[0], NAMES[players[0]], "classic", "en")
    for user in players[1:]:
        await service.lobby.join(channel, user, NAMES[user])
    outcome = await service.lobby.start(channel, players[0])
    if replace is not None:
        await service.seats.replace(channel, players[0], replace, "easy", is_admin=False)
    rng = random.Random(seed)
    while not outcome.game_over:
        computer = await service.play.computer_turn(channel)
        if computer is not None:
            outcome = computer
            continue
        table = await service.tables.table(channel)
        user = rng.choice(table.pending_users)
        decision = rng.choice(await service.play.legal(channel, user))
        outcome = await service.play.decide(channel, user, table.seq, [decision])
    return outcome


async def rows(store, sql: str) -> list[tuple]:
    return [tuple(row) for row in await store._all(sql)]


RATINGS = "SELECT * FROM ratings ORDER BY pool, user_id"
CHANGES = "SELECT * FROM rating_changes ORDER BY game_id, pool, user_id"


def test_games_are_rated_as_they_end_and_a_rebuild_gives_the_same(db_url):
    async def work():
        service = GameService(await open_store(db_url, clock=Clock()),
                              seed_source=iter(range(50, 100)).__next__)
        first = await play_game(service, 10, (ANA, BOB, CRIS), 1)
        await play_game(service, 11, (BOB, CRIS), 2)
        await play_game(service, 10, (CRIS, ANA), 3, replace=ANA)  # not rated
        await service.lobby.new_lobby(12, GUILD, ANA, "Ana", "classic", "en")
        await service.lobby.join(12, BOB, "Bob")
        await service.lobby.start(12, ANA)
        await service.lobby.cancel(12, ANA, is_admin=False)  # not rated
        live = await rows(service.store, RATINGS), await rows(service.store, CHANGES)
        rebuilt = await service.community.rebuild()
        again = await rows(service.store, RATINGS), await rows(service.store, CHANGES)
        board = await service.community.leaderboard(GUILD)
        await service.store.close()
        return first, live, again, rebuilt, board

    first, live, again, rebuilt, board = asyncio.run(work())
    assert {change.user_id for change in first.table.rating_changes} == {ANA, BOB, CRIS}
    assert {game for game, *_ in live[1]} == {1, 2}
    assert rebuilt == {GUILD: 2}
    assert again == live
    games = {line.user_id: line.rating.games for line in board.standings}
    assert games == {ANA: 1, BOB: 2, CRIS: 2}
    assert [line.rank for line in board.standings] == [1, 2, 3]


def test_the_decision_log_says_who_decided_each_stored_decision(db_url):
    async def work():
        service = GameService(await open_store(db_url, clock=Clock()), seed_source=lambda: 5)
        outcome = await play_game(service, 10, (ANA, BOB), 4, replace=BOB)
        log = await service.store.decision_log(outcome.table.game_id)
        await service.store.close()
        return outcome, log

    outcome, log = asyncio.run(work())
    record = outcome.table.record.decisions
    assert [seq for seq, *_ in log] == list(range(1, len(record) + 1))
    assert [seat for _, seat, _, _, _ in log] == [seat for seat, _ in record]
    bob = outcome.table.seat_of(BOB)
    assert all(computer == (seat == bob) for _, seat, computer, _, _ in log)
    # a submission's decisions share their first one's number, and one seat
    for seq, seat, _, _, first in log:
        assert first <= seq and log[first - 1][1] == seat
    assert outcome.table.rating_changes == []


def test_prbot_ratings_rebuild_restores_the_ratings_from_the_records(db_url, capsys):
    from bot.cli.main import main

    async def play():
        service = GameService(await open_store(db_url, clock=Clock()),
                              seed_source=iter(range(20, 30)).__next__)
        await play_game(service, 10, (ANA, BOB), 1)
        await play_game(service, 10, (ANA, BOB, CRIS), 2)
        live = await rows(service.store, RATINGS)
        await service.store._write("UPDATE ratings SET mu = 99")
        await service.store._write("DELETE FROM rating_changes WHERE game_id = 2")
        await service.store.close()
        return live

    async def read():
        store = await open_store(db_url)
        try:
            return await rows(store, RATINGS)
        finally:
            await store.close()

    live = asyncio.run(play())
    assert main(["ratings", "rebuild", "--db", db_url]) == 0
    assert "Server 1: 2 games rated." in capsys.readouterr().out
    assert asyncio.run(read()) == live


def test_a_players_statistics_read_and_replay_only_his_games(db_url):
    async def work():
        service = GameService(await open_store(db_url, clock=Clock()),
                              seed_source=iter(range(50, 100)).__next__)
        await play_game(service, 10, (ANA, BOB), 1)
        await play_game(service, 11, (BOB, CRIS), 2)
        await play_game(service, 10, (CRIS, ANA), 3)
        community = Community(service.store)  # as after a start: nothing summarized yet
        stats = await community.stats(GUILD, ANA)
        replayed = set(community._summaries)
        everyone = await community.finished(GUILD)
        await service.store.close()
        return stats, replayed, everyone

    stats, replayed, everyone = asyncio.run(work())
    his = {game.game_id for game in everyone if ANA in [s.user_id for s in game.seats]}
    assert len(everyone) == 3 and len(his) == 2
    assert replayed == his and stats.overall.games == 2


def test_a_game_rated_at_its_end_leaves_its_summary_to_the_statistics_that_read_it(db_url):
    # A bot ends thousands of games: their summaries are kept only once /pr stats reads them.
    async def work():
        service = GameService(await open_store(db_url, clock=Clock()),
                              seed_source=iter(range(50, 100)).__next__)
        outcome = await play_game(service, 10, (ANA, BOB), 1)
        kept_at_end = list(service.community._summaries)
        stats = await service.community.stats(GUILD, ANA)
        kept_after = list(service.community._summaries)
        await service.store.close()
        return outcome, kept_at_end, stats, kept_after

    outcome, kept_at_end, stats, kept_after = asyncio.run(work())
    assert {change.user_id for change in outcome.table.rating_changes} == {ANA, BOB}
    assert kept_at_end == [] and stats.overall.games == 1
    assert kept_after == [outcome.table.game_id]
