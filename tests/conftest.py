"""Fresh databases for the store, service and bot tests, on both stores.

A test that takes `database` (or `db_url`) runs twice: on an SQLite file in its own folder and
on a PostgreSQL database of its own, made on the server `PRBOT_TEST_POSTGRES` names (started by
`scripts/with_postgres.sh`). Without that server the PostgreSQL runs are skipped, unless
`PRBOT_REQUIRE_POSTGRES` is set (CI), where they fail.
"""

from __future__ import annotations

import asyncio
import itertools
import os
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit, urlunsplit

import pytest

SERVER = os.environ.get("PRBOT_TEST_POSTGRES", "")
REQUIRED = bool(os.environ.get("PRBOT_REQUIRE_POSTGRES"))
NO_SERVER = ("no PostgreSQL server for the tests (PRBOT_TEST_POSTGRES unset; "
             "scripts/with_postgres.sh starts one where the server is installed)")
_numbers = itertools.count(1)


def database_url(server: str, name: str) -> str:
    """The URL of database `name` on the server of `server` (another database's URL)."""
    parts = urlsplit(server)
    return urlunsplit(parts._replace(path="/" + name))


def admin(sql: str) -> None:
    """Run a statement on the server's maintenance database, in a thread of its own (a test
    may ask for a database from inside its event loop)."""
    import asyncpg

    async def execute() -> None:
        connection = await asyncpg.connect(SERVER)
        try:
            await connection.execute(sql)
        finally:
            await connection.close()

    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, execute()).result()


class Databases:
    """Makes fresh empty databases of one kind, and drops the PostgreSQL ones afterwards."""

    def __init__(self, kind: str, folder) -> None:
        self.kind = kind
        self.folder = folder
        self.made: list[str] = []

    def __call__(self, name: str = "games") -> str:
        """The URL of a new empty database (for SQLite, a file `name` in the test's folder)."""
        if self.kind == "sqlite":
            return str(self.folder / (name if "." in name else name + ".sqlite3"))
        database = f"prbot_test_{os.getpid()}_{next(_numbers)}"
        admin(f'CREATE DATABASE "{database}"')
        self.made.append(database)
        return database_url(SERVER, database)

    def drop(self) -> None:
        for database in self.made:
            admin(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')


def need_server() -> None:
    """Skip a PostgreSQL test without a server (fail it where one is required)."""
    if not SERVER:
        if REQUIRED:
            pytest.fail("PRBOT_REQUIRE_POSTGRES is set but " + NO_SERVER)
        pytest.skip(NO_SERVER)


@pytest.fixture(params=["sqlite", "postgres"])
def store_kind(request) -> str:
    if request.param == "postgres":
        need_server()
    return request.param


@pytest.fixture
def database(store_kind, tmp_path):
    """`database(name)`: the URL of a fresh empty database of the test's kind."""
    databases = Databases(store_kind, tmp_path)
    yield databases
    databases.drop()


@pytest.fixture
def postgres(tmp_path):
    """`postgres(name)`: a fresh PostgreSQL database, for a test that uses both stores."""
    need_server()
    databases = Databases("postgres", tmp_path)
    yield databases
    databases.drop()


@pytest.fixture
def db_url(database) -> str:
    """One fresh empty database of the test's kind."""
    return database()


def pytest_report_header(config) -> str:
    if SERVER:
        return f"PostgreSQL tests on {SERVER}"
    return f"PostgreSQL tests skipped: {NO_SERVER}"


def pytest_terminal_summary(terminalreporter) -> None:
    if not SERVER and not REQUIRED:
        terminalreporter.write_line(f"PostgreSQL tests skipped: {NO_SERVER}")
