"""The store on real databases, SQLite and PostgreSQL alike (`db_url`, tests/conftest.py):
migrations, one open game per channel, compare-and-set, claims; SQLite's WAL and indexes."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot.store import (
    MIGRATIONS,
    ChannelBusy,
    Conflict,
    NewerSchema,
    StoreError,
    migration_files,
    open_store,
    split_statements,
)

TABLES = {"games", "seats", "users", "pings", "schema_migrations"}


def run(coro):
    return asyncio.run(coro)


async def opened(url, work):
    store = await open_store(str(url))
    try:
        return await work(store)
    finally:
        await store.close()


async def lobby(store, channel_id: int = 10) -> int:
    return await store.create_lobby(channel_id, 1, 100, "Ana", "classic", "en", 5, {})


async def names(store, kind: str) -> set[str]:
    """The tables or indexes of the store's database."""
    if store.dialect == "sqlite":
        sql = f"SELECT name FROM sqlite_master WHERE type = '{kind}'"
    else:
        catalogue = {"table": "pg_tables", "index": "pg_indexes"}[kind]
        sql = f"SELECT {kind}name FROM {catalogue} WHERE schemaname = current_schema()"
    async with store.transaction() as tx:
        return {name for (name,) in await tx.all(sql)}


async def rows(store, sql: str) -> list[tuple]:
    async with store.transaction() as tx:
        return await tx.all(sql)


def test_migrations_create_the_schema(db_url):
    async def work(store):
        return (await store.migrations(), await names(store, "table"),
                await names(store, "index"))

    applied, tables, indexes = run(opened(db_url, work))
    dialect = "postgres" if db_url.startswith("postgresql") else "sqlite"
    assert applied == [(version, name) for version, name, _ in migration_files(dialect)]
    assert TABLES <= tables
    assert {"games_open_channel", "games_status"} <= indexes


def test_both_dialects_have_the_same_migrations():
    sqlite, postgres = (
        [(version, name) for version, name, _ in migration_files(dialect)]
        for dialect in ("sqlite", "postgres")
    )
    assert sqlite == postgres
    assert [version for version, _ in sqlite] == list(range(1, len(sqlite) + 1))


def test_a_migration_given_twice_for_one_dialect_is_refused(tmp_path):
    (tmp_path / "0001_a.sql").write_text("SELECT 1;")
    (tmp_path / "0001_a.sqlite.sql").write_text("SELECT 1;")
    assert [name for _, name, _ in migration_files("postgres", tmp_path)] == ["a"]
    with pytest.raises(StoreError):
        migration_files("sqlite", tmp_path)


def test_reopening_applies_nothing_twice(db_url):
    run(opened(db_url, lobby))
    run(opened(db_url, lambda store: store.migrations()))
    applied = run(opened(db_url, lambda store: store.migrations()))
    assert len(applied) == len(migration_files())
    assert run(opened(db_url, lambda store: store.open_game(10))).host_id == 100


FUTURE = len(migration_files()) + 1  # the version a newer bot would write next


def test_a_newer_schema_is_refused_and_left_as_it_is(db_url):
    async def newer(store):
        async with store.transaction() as tx:
            await tx.write("INSERT INTO schema_migrations (version, name, applied_at)"
                           " VALUES (?, 'future', '2040-01-01 00:00:00')", (FUTURE,))
        return await lobby(store)

    game_id = run(opened(db_url, newer))
    with pytest.raises(NewerSchema) as refused:
        run(opened(db_url, lobby))
    assert (refused.value.found, refused.value.known) == (FUTURE, FUTURE - 1)
    later = run(opened_with(db_url, migration_files()[0][2].parent, FUTURE))
    assert later == [(game_id, 10)]


async def opened_with(url, folder, last: int):
    """The lobbies of a database opened by a bot that knows migrations up to `last` (more
    than this one: empty scripts stand for the ones it does not have)."""
    import shutil
    import tempfile

    with tempfile.TemporaryDirectory() as newer:
        for path in folder.iterdir():
            shutil.copy(path, newer)
        for version in range(len(migration_files()) + 1, last + 1):
            (Path(newer) / f"{version:04d}_later.sql").write_text("-- nothing\n")
        store = await open_store(url, migrations=Path(newer))
        try:
            return await rows(store, "SELECT id, channel_id FROM games WHERE status = 'lobby'")
        finally:
            await store.close()


def test_a_new_migration_runs_once_in_order(db_url, tmp_path):
    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "0001_first.sql").write_text("CREATE TABLE a (x INTEGER);\n-- a comment\n")
    (folder / "0002_second.sql").write_text("INSERT INTO a VALUES (1);\nINSERT INTO a VALUES (2);")

    async def migrate():
        store = await open_store(db_url, migrations=folder)
        try:
            return (await rows(store, "SELECT count(*) FROM a"),
                    await rows(store, "SELECT version FROM schema_migrations ORDER BY version"))
        finally:
            await store.close()

    run(migrate())
    assert run(migrate()) == ([(2,)], [(1,), (2,)])


def test_a_failing_migration_leaves_nothing_behind(db_url, tmp_path):
    folder = tmp_path / "migrations"
    folder.mkdir()
    broken = "CREATE TABLE b (x INTEGER);\nINSERT INTO nowhere VALUES (1);\n"
    (folder / "0001_broken.sql").write_text(broken)
    with pytest.raises((sqlite3.OperationalError, asyncpg.PostgresError)):
        run(open_store(db_url, migrations=folder))
    empty = tmp_path / "none"
    empty.mkdir()

    async def left(store):
        return await names(store, "table"), await rows(store, "SELECT * FROM schema_migrations")

    tables, applied = run(opened_in(db_url, empty, left))
    assert "b" not in tables and applied == []


async def opened_in(url, folder, work):
    store = await open_store(url, migrations=folder)
    try:
        return await work(store)
    finally:
        await store.close()


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


def test_one_open_game_per_channel(db_url):
    async def work(store):
        first = await lobby(store, 10)
        with pytest.raises(ChannelBusy):
            await lobby(store, 10)
        other = await lobby(store, 11)  # another channel is free
        assert await store.set_status(first, "cancelled", ("lobby",))
        again = await lobby(store, 10)  # a closed game frees the channel
        return first, other, again, await store.open_game(10)

    first, other, again, row = run(opened(db_url, work))
    assert len({first, other, again}) == 3
    assert row.id == again and row.status == "lobby"


def test_compare_and_set_rejects_a_stale_seq(db_url):
    async def work(store):
        game_id = await lobby(store)
        await store.add_seat(game_id, 101, "Bob")
        assert await store.start_game(game_id, [101, 100], '{"r": 0}', None)
        assert not await store.start_game(game_id, [100, 101], '{"r": "again"}', None)
        assert await store.save_decisions(game_id, 0, 1, '{"r": 1}', "s1")
        stale = await store.save_decisions(game_id, 0, 1, '{"r": "other"}', "s-other")
        return stale, await store.game_data(game_id), await store.seats(game_id)

    stale, data, seats = run(opened(db_url, work))
    assert stale is False
    assert data == (1, '{"r": 1}', "s1")
    assert [(seat.seat, seat.user_id) for seat in seats] == [(0, 101), (1, 100)]


def test_the_revision_never_comes_back_and_is_compared_too(db_url):
    """A take-back moves the revision on like a decision: the seq comes back to 1 with
    another record, the revision does not, and a writer that read the game before the
    take-back and the new decision is refused even though the seq is the same again."""
    async def work(store):
        game_id = await lobby(store)
        await store.add_seat(game_id, 101, "Bob")
        await store.start_game(game_id, [100, 101], "{}", None)
        revisions = [(await store.game(game_id)).revision]
        for before, after in ((0, 1), (1, 3), (3, 0), (0, 1)):  # forward, back, forward
            assert await store.save_decisions(game_id, before, after, f'{{"r": {after}}}',
                                              None, revision=revisions[-1])
            revisions.append((await store.game(game_id)).revision)
        late = await store.save_decisions(game_id, 1, 2, "{}", None, revision=revisions[1])
        return revisions, late, await store.game(game_id)

    revisions, late, row = run(opened(db_url, work))
    assert revisions == [0, 1, 3, 6, 7]  # one for each decision added or taken back
    assert late is False and row.seq == 1 and row.revision == 7


def test_a_game_in_play_before_the_revision_starts_at_its_seq(db_url, tmp_path):
    """The buttons posted before the revision carried the seq: they keep working."""
    earlier = tmp_path / "migrations"
    earlier.mkdir()
    for *_, path in migration_files("sqlite") + migration_files("postgres"):
        if "revision" not in path.name:
            (earlier / path.name).write_text(path.read_text())

    async def before(store):
        game_id = await lobby(store)
        async with store.transaction() as tx:
            await tx.write("UPDATE games SET status = 'playing', seq = 4 WHERE id = ?",
                           (game_id,))
        return game_id

    game_id = run(opened_in(db_url, earlier, before))
    row = run(opened(db_url, lambda store: store.game(game_id)))
    assert (row.seq, row.revision) == (4, 4)


def test_a_finished_game_takes_no_more_decisions(db_url):
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

    late, in_play, finished = run(opened(db_url, work))
    assert late is False and in_play == []
    assert [row.status for row in finished] == ["finished"]


def test_listing_games_in_play_reads_ids_and_channels_only(db_url):
    async def work(store):
        ids = []
        for channel in (20, 21, 22):
            game_id = await lobby(store, channel)
            await store.add_seat(game_id, 101, "Bob")
            ids.append(game_id)
        await store.start_game(ids[0], [100, 101], "{}", None)
        await store.start_game(ids[2], [100, 101], "{}", None)
        return ids, await store.open_games()

    ids, in_play = run(opened(db_url, work))
    assert in_play == [(ids[0], 20), (ids[2], 22)]


def test_sqlite_lists_games_in_play_by_their_index(tmp_path):
    async def plan(store):
        rows = await store.db.execute_fetchall(
            "EXPLAIN QUERY PLAN SELECT id, channel_id FROM games WHERE status = 'playing'"
        )
        return " ".join(str(row[-1]) for row in rows)

    assert "games_status" in run(opened(tmp_path / "g.sqlite3", plan))


def test_seats_join_in_order_and_once(db_url):
    async def work(store):
        game_id = await lobby(store)
        assert await store.add_seat(game_id, 101, "Bob")
        assert not await store.add_seat(game_id, 101, "Bob")
        assert await store.add_seat(game_id, 102, "Cris")
        assert await store.remove_seat(game_id, 101)
        assert not await store.remove_seat(game_id, 101)
        assert await store.add_seat(game_id, 101, "Bob")
        return [(seat.user_id, seat.joined) for seat in await store.seats(game_id)]

    assert run(opened(db_url, work)) == [(100, 1), (102, 3), (101, 4)]


def test_users_and_pings(db_url):
    async def work(store):
        default = await store.user(7)
        await store.set_user(7, "notify", 0)
        await store.set_user(7, "lang", "es")
        game_id = await lobby(store)
        pings = [await store.claim_ping(game_id, 3, 7) for _ in range(2)]
        pings.append(await store.claim_ping(game_id, 4, 7))
        with pytest.raises(Conflict):
            await store.claim_ping(game_id + 99, 3, 7)
        with pytest.raises(StoreError):
            await store.set_user(7, "host_id", 1)
        return default, await store.user(7), pings

    default, prefs, pings = run(opened(db_url, work))
    assert (default.lang, default.notify, default.dm_blocked) == (None, True, False)
    assert (prefs.lang, prefs.notify, prefs.dm_blocked) == ("es", False, False)
    assert pings == [True, False, True]


def test_timestamps_come_from_the_clock_when_given(db_url):
    async def work():
        store = await open_store(db_url, clock=lambda: "2030-01-02 03:04:05")
        try:
            await lobby(store)
            return await store.open_game(10)
        finally:
            await store.close()

    row = run(work())
    assert row.created_at == row.updated_at == "2030-01-02 03:04:05"


def test_exactly_one_of_many_simultaneous_writes_is_stored(db_url):
    async def work(store):
        game_id = await lobby(store)
        await store.add_seat(game_id, 101, "Bob")
        await store.start_game(game_id, [100, 101], "{}", None)
        stored = await asyncio.gather(*(
            store.save_decisions(game_id, 0, 1, f'{{"r": {i}}}', None) for i in range(20)
        ))
        return stored, await store.game_data(game_id)

    stored, (seq, record, _) = run(opened(db_url, work))
    assert stored.count(True) == 1 and seq == 1
    assert record == f'{{"r": {stored.index(True)}}}'


def test_a_reminder_is_claimed_once_then_when_due_up_to_the_most(db_url):
    async def work(store):
        game_id = await lobby(store)
        first = await asyncio.gather(*(
            store.claim_reminder(game_id, 0, 7, "2030-01-01 10:00:00", "2030-01-01 09:00:00", 2)
            for _ in range(10)
        ))
        early = await store.claim_reminder(game_id, 0, 7, "2030-01-01 10:30:00",
                                           "2030-01-01 09:30:00", 2)
        second = await store.claim_reminder(game_id, 0, 7, "2030-01-01 11:00:00",
                                            "2030-01-01 10:00:00", 2)
        third = await store.claim_reminder(game_id, 0, 7, "2030-01-01 12:00:00",
                                           "2030-01-01 11:00:00", 2)
        return first, early, second, third

    first, early, second, third = run(opened(db_url, work))
    assert sorted(first, key=str) == [1] + [None] * 9
    assert (early, second, third) == (None, 2, None)


def test_a_process_lists_only_the_games_of_its_shards(db_url):
    from bot.shards import Shards

    async def work(store):
        ids = []
        for shard in (0, 1, 2, 3):
            guild = (1_000_000 + shard) << 22  # a server of shard `shard` of 4
            game_id = await store.create_lobby(30 + shard, guild, 100, "Ana", "classic", "en",
                                               5, {})
            await store.add_seat(game_id, -1, "Bot", computer="easy")
            await store.start_game(game_id, [100, -1], "{}", None)
            ids.append(game_id)
        mine = Shards.parse("1-2", 4)
        return ids, [
            await store.unprompted_games(mine),
            await store.waiting_since("2100-01-01 00:00:00", mine),
            await store.games_with_computers(mine),
            await store.unprompted_games(),
        ]

    ids, (unprompted, waiting, computers, every) = run(opened(db_url, work))
    assert unprompted == waiting == computers == [(ids[1], 31), (ids[2], 32)]
    assert len(every) == 4


def test_the_pings_move_to_the_revision_keeping_those_of_the_decision_at_hand(db_url, tmp_path):
    """Upgrading: a game at decision 5 (revision 9, after take-backs) keeps its claim for
    decision 5, now under revision 9, so nobody is pinged twice for it; the claims of the
    decisions gone by are dropped."""
    folder = tmp_path / "migrations"
    folder.mkdir()
    for path in sorted(MIGRATIONS.glob("*.sql")):
        if path.name < "0014":
            shutil.copy(path, folder)

    async def before():
        store = await open_store(db_url, migrations=folder)
        try:
            game_id = await lobby(store)
            async with store.transaction() as tx:
                await tx.write("UPDATE games SET seq = 5, revision = 9 WHERE id = ?", (game_id,))
                for seq, user in ((3, 7), (5, 7), (5, 8)):
                    await tx.write("INSERT INTO pings (game_id, seq, user_id) VALUES (?, ?, ?)",
                                   (game_id, seq, user))
            return game_id
        finally:
            await store.close()

    game_id = run(before())

    async def after(store):
        return (await rows(store, "SELECT revision, user_id FROM pings ORDER BY user_id"),
                await store.claim_ping(game_id, 9, 7), await store.claim_ping(game_id, 5, 7))
    assert run(opened(db_url, after)) == ([(9, 7), (9, 8)], False, True)


def test_several_players_preferences_and_clocks_are_read_at_once(db_url):
    """What a change shows of the people it waits on, in one query: each one's preferences
    and clock as the single reads give them, the defaults for someone never seen."""
    async def work(store):
        await store.set_user(7, "lang", "it")
        await store.set_user(7, "dm_blocked", 1)
        await store.set_user_clock(7, quiet="23:00-08:00", time_zone="Europe/Rome",
                                   away_until=1_800_000_000, away_reason="viaggio")
        await store.set_user(8, "notify", 0)
        people = await store.people([7, 8, 9])
        for user in (7, 8, 9):
            assert people[user] == (await store.user(user), await store.user_clock(user))
        assert people[7][0].lang == "it" and people[7][1].quiet == "23:00-08:00"
        assert people[9][0].notify and people[9][1].away_until is None
        assert await store.people([]) == {}
    run(opened(db_url, work))
