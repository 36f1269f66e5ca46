"""The SQLite store on real files: migrations, WAL, one open game per channel, compare-and-set."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.store import ChannelBusy, Store, StoreError, migration_files, split_statements

TABLES = {"games", "seats", "users", "pings", "schema_migrations"}


def run(coro):
    return asyncio.run(coro)


async def opened(path, work):
    store = await Store.open(str(path))
    try:
        return await work(store)
    finally:
        await store.close()


async def lobby(store: Store, channel_id: int = 10) -> int:
    return await store.create_lobby(channel_id, 1, 100, "Ana", "classic", "en", 5, {})


def test_migrations_create_the_schema(tmp_path):
    path = tmp_path / "games.sqlite3"
    applied = run(opened(path, lambda store: store.migrations()))
    assert applied == [(version, name) for version, name, _ in migration_files()]
    with sqlite3.connect(path) as db:
        names = db.execute("SELECT type, name FROM sqlite_master").fetchall()
    assert TABLES <= {name for kind, name in names if kind == "table"}
    indexes = {name for kind, name in names if kind == "index"}
    assert {"games_open_channel", "games_status"} <= indexes


def test_reopening_applies_nothing_twice(tmp_path):
    path = tmp_path / "games.sqlite3"
    run(opened(path, lobby))
    run(opened(path, lambda store: store.migrations()))
    applied = run(opened(path, lambda store: store.migrations()))
    assert len(applied) == len(migration_files())
    assert run(opened(path, lambda store: store.open_game(10))).host_id == 100


def test_a_new_migration_runs_once_in_order(tmp_path):
    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "0001_first.sql").write_text("CREATE TABLE a (x INTEGER);\n-- a comment\n")
    (folder / "0002_second.sql").write_text("INSERT INTO a VALUES (1);\nINSERT INTO a VALUES (2);")
    path = str(tmp_path / "m.sqlite3")

    async def migrate():
        store = await Store.open(path, migrations=folder)
        await store.close()

    run(migrate())
    run(migrate())
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM a").fetchone() == (2,)
        assert db.execute("SELECT version FROM schema_migrations").fetchall() == [(1,), (2,)]


def test_a_failing_migration_leaves_nothing_behind(tmp_path):
    folder = tmp_path / "migrations"
    folder.mkdir()
    broken = "CREATE TABLE b (x INTEGER);\nINSERT INTO nowhere VALUES (1);\n"
    (folder / "0001_broken.sql").write_text(broken)
    path = str(tmp_path / "m.sqlite3")
    with pytest.raises(sqlite3.OperationalError):
        run(Store.open(path, migrations=folder))
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT name FROM sqlite_master WHERE name = 'b'").fetchall() == []
        assert db.execute("SELECT count(*) FROM schema_migrations").fetchone() == (0,)


def test_split_statements_refuses_an_unfinished_statement():
    assert split_statements("SELECT 1;\n-- done\n") == ["SELECT 1;"]
    with pytest.raises(StoreError):
        split_statements("SELECT 1;\nSELECT 2")


def test_wal_and_foreign_keys_are_on(tmp_path):
    path = tmp_path / "games.sqlite3"

    async def pragmas(store):
        rows = []
        for name in ("journal_mode", "foreign_keys", "busy_timeout"):
            rows += await store.db.execute_fetchall(f"PRAGMA {name}")
        return [value for (value,) in rows]

    mode, foreign_keys, busy = run(opened(path, pragmas))
    assert (mode, foreign_keys) == ("wal", 1) and busy > 0
    with sqlite3.connect(path) as db:  # WAL is a property of the file
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_one_open_game_per_channel(tmp_path):
    async def work(store):
        first = await lobby(store, 10)
        with pytest.raises(ChannelBusy):
            await lobby(store, 10)
        other = await lobby(store, 11)  # another channel is free
        assert await store.set_status(first, "cancelled", ("lobby",))
        again = await lobby(store, 10)  # a closed game frees the channel
        return first, other, again, await store.open_game(10)

    first, other, again, row = run(opened(tmp_path / "g.sqlite3", work))
    assert len({first, other, again}) == 3
    assert row.id == again and row.status == "lobby"


def test_compare_and_set_rejects_a_stale_seq(tmp_path):
    async def work(store):
        game_id = await lobby(store)
        await store.add_seat(game_id, 101, "Bob")
        assert await store.start_game(game_id, [101, 100], '{"r": 0}', None)
        assert not await store.start_game(game_id, [100, 101], '{"r": "again"}', None)
        assert await store.save_decisions(game_id, 0, 1, '{"r": 1}', "s1")
        stale = await store.save_decisions(game_id, 0, 1, '{"r": "other"}', "s-other")
        return stale, await store.game_data(game_id), await store.seats(game_id)

    stale, data, seats = run(opened(tmp_path / "g.sqlite3", work))
    assert stale is False
    assert data == (1, '{"r": 1}', "s1")
    assert [(seat.seat, seat.user_id) for seat in seats] == [(0, 101), (1, 100)]


def test_a_finished_game_takes_no_more_decisions(tmp_path):
    async def work(store):
        game_id = await lobby(store)
        await store.add_seat(game_id, 101, "Bob")
        await store.start_game(game_id, [100, 101], "{}", None)
        assert await store.save_decisions(game_id, 0, 1, "{}", None, finished=True)
        return (
            await store.save_decisions(game_id, 1, 2, "{}", None),
            await store.open_games(),
            await store.finished_games(channel_id=10),
        )

    late, in_play, finished = run(opened(tmp_path / "g.sqlite3", work))
    assert late is False and in_play == []
    assert [row.status for row in finished] == ["finished"]


def test_listing_games_in_play_reads_ids_and_channels_only(tmp_path):
    async def work(store):
        ids = []
        for channel in (20, 21, 22):
            game_id = await lobby(store, channel)
            await store.add_seat(game_id, 101, "Bob")
            ids.append(game_id)
        await store.start_game(ids[0], [100, 101], "{}", None)
        await store.start_game(ids[2], [100, 101], "{}", None)
        plan = await store.db.execute_fetchall(
            "EXPLAIN QUERY PLAN SELECT id, channel_id FROM games WHERE status = 'playing'"
        )
        return ids, await store.open_games(), " ".join(str(row[-1]) for row in plan)

    ids, in_play, plan = run(opened(tmp_path / "g.sqlite3", work))
    assert in_play == [(ids[0], 20), (ids[2], 22)]
    assert "games_status" in plan


def test_seats_join_in_order_and_once(tmp_path):
    async def work(store):
        game_id = await lobby(store)
        assert await store.add_seat(game_id, 101, "Bob")
        assert not await store.add_seat(game_id, 101, "Bob")
        assert await store.add_seat(game_id, 102, "Cris")
        assert await store.remove_seat(game_id, 101)
        assert not await store.remove_seat(game_id, 101)
        assert await store.add_seat(game_id, 101, "Bob")
        return [(seat.user_id, seat.joined) for seat in await store.seats(game_id)]

    assert run(opened(tmp_path / "g.sqlite3", work)) == [(100, 1), (102, 3), (101, 4)]


def test_users_and_pings(tmp_path):
    async def work(store):
        default = await store.user(7)
        await store.set_user(7, "notify", 0)
        await store.set_user(7, "lang", "es")
        game_id = await lobby(store)
        pings = [await store.claim_ping(game_id, 3, 7) for _ in range(2)]
        pings.append(await store.claim_ping(game_id, 4, 7))
        with pytest.raises(sqlite3.IntegrityError):
            await store.claim_ping(game_id + 99, 3, 7)
        with pytest.raises(StoreError):
            await store.set_user(7, "host_id", 1)
        return default, await store.user(7), pings

    default, prefs, pings = run(opened(tmp_path / "g.sqlite3", work))
    assert (default.lang, default.notify, default.dm_blocked) == (None, True, False)
    assert (prefs.lang, prefs.notify, prefs.dm_blocked) == ("es", False, False)
    assert pings == [True, False, True]


def test_timestamps_come_from_the_clock_when_given(tmp_path):
    async def work():
        store = await Store.open(str(tmp_path / "g.sqlite3"), clock=lambda: "2030-01-02 03:04:05")
        try:
            await lobby(store)
            return await store.open_game(10)
        finally:
            await store.close()

    row = run(work())
    assert row.created_at == row.updated_at == "2030-01-02 03:04:05"
