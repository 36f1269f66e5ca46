"""`prbot db copy|backup|check`: a server moved from SQLite to PostgreSQL and back keeps every
row of every table (clocks, votes, absences and ratings too), and every copied game replays to
its snapshot; a live backup; a check that finds games
that no longer replay."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import subprocess
from datetime import UTC, datetime

import pytest

from bot.cli import main as cli
from bot.clock import DAY, ManualTime
from bot.game.record import Record
from bot.l10n import Localizer
from bot.service import GameService
from bot.store import migration_files, open_store

SNOWFLAKE = 1_100_000_000_000_000_000  # Discord ids are this large: BIGINT on PostgreSQL
GUILD = SNOWFLAKE + 7
ANA, BOB, CRIS, DAVID = SNOWFLAKE + 100, SNOWFLAKE + 101, SNOWFLAKE + 102, SNOWFLAKE + 103
T0 = int(datetime(2026, 11, 23, 12, 0, tzinfo=UTC).timestamp())


def run(coro):
    return asyncio.run(coro)


async def play(service: GameService, channel: int, decisions: int | None, seed: int) -> None:
    """Random legal decisions in a channel's game: `decisions` of them, or to its end."""
    rng = random.Random(seed)
    while decisions is None or decisions > 0:
        table = await service.tables.table(channel)
        if not table.pending_users:  # the computer's seat
            await service.play.computer_turn(channel)
            continue
        user = rng.choice(table.pending_users)
        decision = rng.choice(await service.play.legal(channel, user))
        if (await service.play.decide(channel, user, table.seq, [decision])).game_over:
            return
        decisions = None if decisions is None else decisions - 1


async def a_timed_game(store) -> None:
    """A game on a daily clock: a player out of time three times and voted out by the others,
    one whose absence ended and who is away again, one with quiet hours."""
    time = ManualTime(T0)
    service = GameService(store, seed_source=lambda: 2024, now=time)
    channel, players = SNOWFLAKE + 4, (ANA, BOB, CRIS, DAVID)
    await service.lobby.new_lobby(channel, GUILD, ANA, "Ana", "classic", "it",
                            clock={"pace": "daily"})
    for user in players[1:]:
        await service.lobby.join(channel, user, f"P{user % 1000}")
    await service.lobby.start(channel, ANA)
    table = await service.tables.table(channel)
    seat = table.game.pending()[0]
    late = table.seats[seat]
    for _ in range(3):  # out of time, back, and out of time again
        current = await service.tables.table(channel)
        time.now = await service.clock.deadline_of(current, seat) or time.now
        await service.clock.tick()
        await service.seats.take_back(channel, late, late, False)
    first, second, away = (user for user in players if user != late)
    await service.clock.vote_out(channel, first, late)
    assert (await service.clock.vote_out(channel, second, late)).passed
    await service.clock.set_away(away, time.now + 3 * DAY, "trip")
    time.now += DAY
    await service.clock.set_away(away, None, None)  # back early: a day counted in this game
    await service.clock.set_away(away, time.now + 2 * DAY, "trip")  # and away again
    await service.clock.set_quiet(first, "22:00-07:00", "Europe/Madrid")


async def a_server(url: str) -> None:
    """A server's worth of rows: a lobby, games in play (one with a computer seat and the
    expansions, one on a clock with time-outs, a vote, absences and quiet hours), a finished
    (rated) and a cancelled game, preferences, pings and reminders."""
    service = GameService(await open_store(url), seed_source=lambda: 99)
    try:
        for number, expansions in enumerate(((), ("nobles", "festival"), (), ())):
            channel = SNOWFLAKE + number
            await service.lobby.new_lobby(channel, GUILD, ANA, "Ana", "1897", "es",
                                    expansions=expansions,
                                    computers=("medium",) if number == 1 else ())
            await service.lobby.join(channel, BOB, "Bob")
            if number:
                await service.lobby.start(channel, ANA)
        await service.lobby.join(SNOWFLAKE, CRIS, "Cris ✨")
        await play(service, SNOWFLAKE + 2, None, 1)  # to its end
        await play(service, SNOWFLAKE + 3, 8, 2)
        await service.lobby.cancel(SNOWFLAKE + 3, ANA, False)
        await play(service, SNOWFLAKE + 1, 5, 3)
        await service.players.set_prompt_message(
            (await service.tables.table(SNOWFLAKE + 1)).game_id,
                                         SNOWFLAKE + 555, 5)
        await service.players.set_language(BOB, "it")
        await service.players.set_notify(CRIS, False)
        await service.players.mark_dm_blocked(ANA, True)
        await service.players.claim_ping(2, 3, BOB)
        await service.store.claim_reminder(2, 5, ANA, "2030-01-01 10:00:00",
                                           "2030-01-01 09:00:00", 3)
        await a_timed_game(service.store)
        await service.store.secret("web", "the live table's key")  # as bot.links.tokens keeps it
    finally:
        await service.store.close()


async def every_row(url: str) -> dict[str, list[tuple]]:
    store = await open_store(url)
    try:
        rows = {}
        for table in await store.tables():
            columns = ", ".join(await store.columns(table))
            rows[table] = sorted(await store._all(f"SELECT {columns} FROM {table}"), key=repr)
        return rows
    finally:
        await store.close()


def replays_to_its_snapshot(games: list[tuple]) -> int:
    """Each copied game with a record replayed: its state is its snapshot's. How many."""
    replayed = 0
    for game in games:
        record, seq, snapshot = game[9], game[11], game[10]
        if record is None:
            continue
        state, _ = Record.from_json(record).replay()
        assert json.loads(snapshot) == {"seq": seq, "state": json.loads(state.to_json())}
        replayed += 1
    return replayed


def copy(source: str, target: str, capsys) -> str:
    assert cli.main(["db", "copy", source, target]) == 0
    return capsys.readouterr().out


def test_a_server_moves_to_postgresql_and_back_with_every_row(tmp_path, postgres, capsys):
    source, back = str(tmp_path / "server.sqlite3"), str(tmp_path / "back.sqlite3")
    target = postgres("moved")
    run(a_server(source))
    rows = run(every_row(source))
    # every table of the schema has rows here: one a new migration adds must be filled too
    assert {table: len(found) > 0 for table, found in rows.items()} == dict.fromkeys(rows, True)
    assert {"clocks", "seat_votes", "ratings", "pings"} <= rows.keys()

    said = copy(source, target, capsys)
    assert run(every_row(target)) == rows
    assert "5 games" in said and "1 reminders" in said
    assert f"{sum(map(len, rows.values()))} rows of {len(rows)} tables in all" in said
    assert replays_to_its_snapshot(run(every_row(target))["games"]) == 4

    copy(target, back, capsys)
    assert run(every_row(back)) == rows


def test_a_copied_database_gives_new_games_new_ids(tmp_path, postgres, capsys):
    source, target = str(tmp_path / "server.sqlite3"), postgres("moved")
    run(a_server(source))
    copy(source, target, capsys)

    async def new_game():
        store = await open_store(target)
        try:
            return await store.create_lobby(SNOWFLAKE + 9, GUILD, ANA, "Ana", "classic", "en",
                                            5, {})
        finally:
            await store.close()

    assert run(new_game()) == 6


def test_a_copy_into_a_database_with_games_is_refused(database, capsys, monkeypatch):
    monkeypatch.setenv("PRBOT_LANG", "it")
    source, target = database("a"), database("b")
    run(a_server(source))
    run(a_server(target))
    before = run(every_row(target))
    assert cli.main(["db", "copy", source, target]) == 1
    assert "contiene già partite" in capsys.readouterr().err
    assert run(every_row(target)) == before


def test_a_backup_of_a_live_file(tmp_path, capsys):
    source, copy_file = str(tmp_path / "live.sqlite3"), str(tmp_path / "copy.sqlite3")
    run(a_server(source))

    async def backed_up_while_open():
        store = await open_store(source)  # the bot runs, its WAL not yet merged
        try:
            return cli.main(["db", "backup", copy_file, "--db", source])
        finally:
            await store.close()

    assert run(backed_up_while_open()) == 0
    assert copy_file in capsys.readouterr().out
    assert run(every_row(copy_file)) == run(every_row(source))
    assert cli.main(["db", "backup", copy_file, "--db", source]) == 1
    assert "already exists" in capsys.readouterr().err


def test_a_postgresql_database_is_not_backed_up_as_a_file(tmp_path, capsys):
    url = "postgresql://nobody@localhost/none"
    assert cli.main(["db", "backup", str(tmp_path / "x"), "--db", url]) == 1
    assert "pg_dump" in capsys.readouterr().err and not (tmp_path / "x").exists()


def test_check_finds_the_games_that_no_longer_replay(database, capsys, monkeypatch):
    url = database("checked")
    run(a_server(url))
    assert cli.main(["db", "check", "--db", url]) == 0
    healthy = capsys.readouterr().out
    latest = migration_files()[-1][0]
    assert "4 games replayed" in healthy and f"version {latest} (this bot's: {latest})" in healthy

    async def break_games():
        store = await open_store(url)
        try:
            async with store.transaction() as tx:
                (record,) = await tx.one("SELECT record FROM games WHERE id = 2")
                data = json.loads(record)
                data["decisions"][2] = [0, "build castle"]
                await tx.write("UPDATE games SET record = ? WHERE id = 2", (json.dumps(data),))
                await tx.write("UPDATE games SET seq = seq + 1, snapshot = NULL WHERE id = 4")
        finally:
            await store.close()

    run(break_games())
    monkeypatch.setenv("PRBOT_LANG", "es")
    assert cli.main(["db", "check", "--db", url]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert "2 de 4 partidas ya no se reproducen:" in lines
    table = lines[lines.index("2 de 4 partidas ya no se reproducen:") + 1:]
    assert table[0].split() == ["partida", "canal", "estado", "problema"]
    assert table[1].split()[:3] == ["2", str(SNOWFLAKE + 1), "en"]
    assert table[1].endswith("la decisión 3 no es legal en ese momento")
    assert table[2].endswith("su contador de decisiones no coincide con su registro")


def test_check_reports_what_sqlite_finds_broken(tmp_path, capsys):
    url = str(tmp_path / "orphans.sqlite3")
    run(a_server(url))
    with sqlite3.connect(url) as db:  # foreign keys off, as another program might leave them
        db.execute("INSERT INTO pings (game_id, revision, user_id) VALUES (77, 0, 1)")
    assert cli.main(["db", "check", "--db", url]) == 1
    out = capsys.readouterr().out
    assert "faults found" in out and "pings" in out


@pytest.mark.parametrize("name", ["copy", "backup", "check"])
def test_each_db_command_has_help(name, capsys):
    with pytest.raises(SystemExit):
        cli.main(["db", name, "--help"])
    assert capsys.readouterr().out


# ----------------------------------------------------------------------------- faults
def refused(argv: list[str], capsys) -> str:
    """What a refused command said: one or two lines on stderr, no traceback."""
    with pytest.raises(SystemExit) as exit_:
        cli.main(argv)
    assert exit_.value.code == 1
    said = capsys.readouterr().err.strip()
    assert "Traceback" not in said and 1 <= len(said.splitlines()) <= 2
    return said


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_source_that_does_not_exist_is_refused_and_nothing_is_made(lang, tmp_path, capsys,
                                                                     monkeypatch):
    monkeypatch.setenv("PRBOT_LANG", lang)
    said = Localizer(lang)
    typo, target = str(tmp_path / "prbto.sqlite3"), str(tmp_path / "target.sqlite3")
    missing = said.text("cli-open-missing", path=typo)
    assert refused(["db", "copy", typo, target], capsys) == missing
    assert refused(["db", "backup", target, "--db", typo], capsys) == missing
    assert refused(["db", "check", "--db", typo], capsys) == missing
    assert refused(["ratings", "rebuild", "--db", typo], capsys) == missing
    assert list(tmp_path.iterdir()) == []


def test_a_backup_of_what_is_no_database_leaves_no_file_in_the_way(tmp_path, capsys):
    source, copy_file = tmp_path / "prbot.sqlite3", str(tmp_path / "copy.sqlite3")
    source.write_text("the notes of a game, not a database\n")
    said = refused(["db", "backup", copy_file, "--db", str(source)], capsys)
    assert "not a prbot database" in said and not (tmp_path / "copy.sqlite3").exists()

    source.unlink()
    run(a_server(str(source)))  # the right file put back: the same command now works
    assert cli.main(["db", "backup", copy_file, "--db", str(source)]) == 0
    assert run(every_row(copy_file)) == run(every_row(str(source)))


@pytest.fixture
def disk(tmp_path):
    """A real disk of 2 MiB of its own (a tmpfs; mounting one needs root, else the test is
    skipped)."""
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)],
                             capture_output=True)
    if mounted.returncode:
        pytest.skip("a disk of its own is a tmpfs here, and this user cannot mount one")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "--lazy", str(folder)], check=True)  # even with a file open


@pytest.fixture
def small_disk(disk):
    """The disk, and `fill(room)` leaving `room` KiB free on it."""

    def fill(room: int) -> None:
        (disk / "filler").write_bytes(b"\0" * (2048 - room) * 1024)

    return disk, fill


def read_only(disk) -> None:
    """The disk mounted read-only from now on, as a backup's disk may be: for root too."""
    subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)


@pytest.mark.parametrize("room", [4, 16, 64])  # KiB: SQLite says "disk I/O error" at 16
def test_a_full_disk_is_said_so_and_leaves_no_copy_in_the_way(room, small_disk, tmp_path,
                                                              capsys):
    disk, fill = small_disk
    source = str(tmp_path / "server.sqlite3")
    run(a_server(source))
    fill(room)
    target, backup = disk / "moved.sqlite3", disk / "copy.sqlite3"
    said = Localizer("en")
    assert refused(["db", "copy", source, str(target)], capsys) == said.text(
        "cli-open-disk-full", path=str(target))
    assert refused(["db", "backup", str(backup), "--db", source], capsys) == said.text(
        "cli-open-disk-full", path=str(backup))
    assert not backup.exists()

    (disk / "filler").unlink()  # room again: both go through
    target.unlink(missing_ok=True)  # what the refused copy made holds no row: a new file
    assert cli.main(["db", "copy", source, str(target)]) == 0
    assert cli.main(["db", "backup", str(backup), "--db", source]) == 0
    assert run(every_row(str(target))) == run(every_row(source)) == run(every_row(str(backup)))


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_backup_named_nothing_asks_for_a_name(lang, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("PRBOT_LANG", lang)
    source = str(tmp_path / "server.sqlite3")
    run(a_server(source))
    assert cli.main(["db", "backup", "", "--db", source]) == 1
    assert capsys.readouterr().err.strip() == Localizer(lang).text("cli-db-backup-no-file")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["server.sqlite3"]


def test_a_backup_onto_a_read_only_disk_says_so_in_a_line(disk, tmp_path, capsys,
                                                          monkeypatch):
    monkeypatch.setenv("PRBOT_LANG", "es")
    source, backup = str(tmp_path / "server.sqlite3"), disk / "copy.sqlite3"
    run(a_server(source))
    read_only(disk)
    assert refused(["db", "backup", str(backup), "--db", source], capsys) == Localizer(
        "es").text("cli-open-read-only-disk", path=str(backup))
    assert not backup.exists()


def test_a_database_on_a_read_only_disk_is_said_so_not_its_copy(disk, tmp_path, capsys,
                                                                 monkeypatch):
    """SQLite writes a -shm file beside a database in WAL mode even to read it."""
    monkeypatch.setenv("PRBOT_LANG", "it")
    source, backup = disk / "prbot.sqlite3", tmp_path / "copy.sqlite3"

    async def a_lobby() -> None:  # a server's worth would not fit on the disk
        store = await open_store(str(source))
        await store.create_lobby(SNOWFLAKE, GUILD, ANA, "Ana", "classic", "it", 5, {})
        await store.close()

    run(a_lobby())
    read_only(disk)
    assert refused(["db", "backup", str(backup), "--db", str(source)], capsys) == Localizer(
        "it").text("cli-open-read-only-source", path=str(source))
    assert not backup.exists()


def test_a_backup_into_a_file_taken_for_a_folder_ends_in_a_line(tmp_path, capsys):
    """No root needed: the copy is refused, and so is the removal of what was never made."""
    source, notes = str(tmp_path / "server.sqlite3"), tmp_path / "notes.txt"
    run(a_server(source))
    notes.write_text("the table's notes\n")
    backup = notes / "copy.sqlite3"
    assert str(backup) in refused(["db", "backup", str(backup), "--db", source], capsys)
    assert notes.read_text() == "the table's notes\n"
