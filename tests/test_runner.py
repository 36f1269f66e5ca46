"""`prbot run` facing what an operator can get wrong: each fault is one or two plain lines on
stderr in his language (PRBOT_LANG), a non-zero exit, no traceback, and the file as it was."""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import aiohttp
import discord
import pytest

from bot.cli import runner
from bot.cli.main import main
from bot.l10n import Localizer
from bot.store import SqliteStore, migration_files, open_store

ROOT = Path(__file__).resolve().parent.parent
KNOWN = migration_files()[-1][0]


class ReachedDiscord(Exception):
    """A run got past its database: in these tests it never goes on to the network."""


@pytest.fixture
def operator(monkeypatch):
    """A token, and the operator's language for every message of the run."""
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("PRBOT_LANG", "es")

    async def no_network(client, token):
        raise ReachedDiscord

    monkeypatch.setattr(discord.Client, "login", no_network)
    return Localizer("es")


def refused(capsys, db, code: int = 1) -> str:
    """Run `prbot run --db db`; what it said on stderr, checked as an operator's message."""
    with pytest.raises(SystemExit) as exit_:
        main(["run", "--db", str(db)])
    assert exit_.value.code == code
    said = capsys.readouterr().err
    assert "Traceback" not in said and 1 <= len(said.strip().splitlines()) <= 2
    return said.strip()


def stored_games(path: Path, count: int = 60) -> bytes:
    """A real database file with a few pages of games; its bytes."""

    async def fill() -> None:
        store = await open_store(str(path))
        for channel in range(count):
            await store.create_lobby(channel, 1, 100, "Ana " * 20, "classic", "es", 5, {})
        await store.close()

    asyncio.run(fill())
    return path.read_bytes()


def test_a_missing_folder(operator, capsys, tmp_path):
    db = tmp_path / "nowhere" / "prbot.sqlite3"
    assert refused(capsys, db) == operator.text("cli-open-no-folder", path=str(db))
    assert not db.parent.exists()


def test_a_folder_given_as_the_file_says_so_once_without_traceback(tmp_path):
    """In a process of its own, as the operator runs it: nothing printed after the message
    (a failed connect once left a thread to complain about the closed event loop)."""
    env = {**os.environ, "DISCORD_TOKEN": "a-token", "PRBOT_LANG": "it", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "bot", "run", "--db", str(tmp_path)], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.strip() == Localizer("it").text("cli-open-is-folder", path=str(tmp_path))


def test_a_read_only_folder(operator, capsys, tmp_path, monkeypatch):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    if os.access(folder, os.W_OK):  # root writes anyway: SQLite's own refusal, injected
        async def refuse_writes(store, migrations):
            raise sqlite3.OperationalError("attempt to write a readonly database")

        monkeypatch.setattr(SqliteStore, "_migrate", refuse_writes)
    db = folder / "prbot.sqlite3"
    assert refused(capsys, db) == operator.text("cli-open-read-only", path=str(db))


def test_a_file_that_is_not_a_database_is_refused_and_left_alone(operator, capsys, tmp_path):
    db = tmp_path / "photo.jpg"
    noise = bytes(range(256)) * 40
    db.write_bytes(noise)
    assert refused(capsys, db) == operator.text("cli-open-not-database", path=str(db))
    assert db.read_bytes() == noise


def test_a_truncated_database_is_refused_and_left_alone(operator, capsys, tmp_path):
    db = tmp_path / "prbot.sqlite3"
    half = stored_games(db)[: len(db.read_bytes()) // 2]
    db.write_bytes(half)
    assert refused(capsys, db) == operator.text("cli-open-corrupt", path=str(db))
    assert db.read_bytes() == half


def test_a_corrupt_page_is_found_at_start(operator, capsys, tmp_path):
    db = tmp_path / "prbot.sqlite3"
    data = bytearray(stored_games(db))
    page = int.from_bytes(data[16:18], "big")
    data[3 * page: 3 * page + 64] = b"\xff" * 64  # a b-tree page's header, garbled
    db.write_bytes(bytes(data))
    assert refused(capsys, db) == operator.text("cli-open-corrupt", path=str(db))
    assert db.read_bytes() == bytes(data)


def test_a_database_of_a_newer_prbot_is_refused_and_left_untouched(operator, capsys, tmp_path):
    db = tmp_path / "prbot.sqlite3"
    stored_games(db, count=3)
    with sqlite3.connect(db) as newer:
        newer.execute("INSERT INTO schema_migrations (version, name, applied_at)"
                      " VALUES (?, 'future', '2030-01-01 00:00:00')",
                      (KNOWN + 3,))
    newer.close()
    before = db.read_bytes()
    said = refused(capsys, db)
    assert said == operator.text("cli-open-newer", found=KNOWN + 3, known=KNOWN)
    assert f"{KNOWN + 3}" in said and f"{KNOWN}" in said
    assert db.read_bytes() == before


@pytest.mark.parametrize("full", [sqlite3.OperationalError("database or disk is full"),
                                  OSError(errno.ENOSPC, "No space left on device")])
def test_a_full_disk_at_start(operator, capsys, tmp_path, monkeypatch, full):
    async def no_space(store, migrations):
        raise full

    monkeypatch.setattr(SqliteStore, "_migrate", no_space)
    db = tmp_path / "prbot.sqlite3"
    assert refused(capsys, db) == operator.text("cli-open-disk-full", path=str(db))


def test_a_token_discord_refuses(operator, capsys, tmp_path, monkeypatch):
    async def refuse(client, token):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(discord.Client, "login", refuse)
    said = refused(capsys, tmp_path / "prbot.sqlite3", code=2)
    assert said == operator.text("cli-bad-token")


# --------------------------------------------------------------------------- no network
def unreachable() -> aiohttp.ClientConnectorError:
    key = SimpleNamespace(host="discord.com", port=443, ssl=True)
    return aiohttp.ClientConnectorError(key, OSError(errno.ENETUNREACH, "Network is unreachable"))


class OfflineBot:
    """Logs in only at the given try; records the HTTP sessions closed and the connect."""

    def __init__(self, succeeds_at: int) -> None:
        self.tries, self.succeeds_at, self.connected = 0, succeeds_at, None
        self.http = SimpleNamespace(closed=0, connector=None)

        async def close() -> None:
            self.http.closed += 1

        self.http.close = close

    async def login(self, token: str) -> None:
        self.tries += 1
        if self.tries < self.succeeds_at:
            raise unreachable()

    async def connect(self, reconnect: bool) -> None:
        self.connected = reconnect


def test_without_network_the_login_is_tried_again_ever_later(operator, caplog):
    bot, waits = OfflineBot(succeeds_at=10), []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)

    with caplog.at_level(logging.WARNING, logger="bot.cli.runner"):
        asyncio.run(runner.start(bot, "a-token", sleep=sleep))
    assert waits == [5, 10, 20, 40, 80, 160, 300, 300, 300]
    assert bot.connected is True  # then discord.py's own reconnecting takes over
    assert bot.http.closed == 9
    lines = [record.getMessage() for record in caplog.records]
    assert len(lines) == 9
    assert lines[0] == operator.text("cli-no-network", seconds=5, reason=str(unreachable()))


def test_a_real_client_tries_again_with_a_fresh_session(monkeypatch, caplog):
    """discord.py's own login against a port nobody listens on: each try fails the same way
    (not on the session the previous try closed)."""
    monkeypatch.setattr(discord.http.Route, "BASE", "http://127.0.0.1:9/api/v10")
    waits = []

    class Enough(Exception):
        pass

    async def sleep(seconds: float) -> None:
        waits.append(seconds)
        if len(waits) == 3:
            raise Enough

    async def go() -> None:
        client = discord.Client(intents=discord.Intents.none())
        async with client:
            await runner.start(client, "a-token", sleep=sleep)

    with caplog.at_level(logging.WARNING, logger="bot.cli.runner"), pytest.raises(Enough):
        asyncio.run(go())
    assert waits == [5, 10, 20]
    tries = [record.getMessage() for record in caplog.records if record.name == "bot.cli.runner"]
    assert len(tries) == 3 and all("127.0.0.1" in line for line in tries)


def test_prbot_db_check_of_a_damaged_file_says_so_too(operator, capsys, tmp_path):
    db = tmp_path / "prbot.sqlite3"
    half = stored_games(db)[: len(db.read_bytes()) // 2]
    db.write_bytes(half)
    with pytest.raises(SystemExit) as exit_:
        main(["db", "check", "--db", str(db)])
    assert exit_.value.code == 1
    assert capsys.readouterr().err.strip() == operator.text("cli-open-corrupt", path=str(db))
    assert db.read_bytes() == half
