"""A database the bot cannot use, met by the commands that open one. A PostgreSQL database it
cannot reach, met by `prbot run`, `db check`, `db copy` and
`ratings rebuild`: nothing answering on the port, no such database, no such role, a host name
that does not resolve, a wrong password. Each is one or two plain lines on stderr in the
operator's language, a non-zero exit, no traceback, and never the password.

The faults are real: a port nothing listens on, names the test server lacks, a `.invalid` host
(a name that never resolves), and a role of the test server that must give its password over
TCP (`scripts/with_postgres.sh` asks it of `prbot_password` alone; every other role is
trusted)."""

from __future__ import annotations

import asyncio
import socket
import sqlite3
from urllib.parse import parse_qs, urlsplit, urlunsplit

import asyncpg
import discord
import pytest

from bot.cli.main import main
from bot.l10n import Localizer
from bot.store import migration_files

PASSWORD = "s3cret-Pa55"  # the wrong one given; it must never be printed
COMMANDS = {
    "run": lambda url, tmp: ["run", "--db", url],
    "db check": lambda url, tmp: ["db", "check", "--db", url],
    "db copy": lambda url, tmp: ["db", "copy", url, str(tmp / "copy.sqlite3")],
    "ratings rebuild": lambda url, tmp: ["ratings", "rebuild", "--db", url],
}
FAULTS = ("no-server", "no-database", "no-role", "no-host", "bad-password")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def execute(url: str, sql: str) -> None:
    connection = await asyncpg.connect(url)
    try:
        await connection.execute(sql)
    finally:
        await connection.close()


def faulty(reason: str, server: str) -> tuple[str, str]:
    """A URL that meets the fault for real, and the name its message gives; `server`: the URL
    of a database of the test server."""
    parts = urlsplit(server)
    if reason == "no-server":
        return f"postgresql://postgres:{PASSWORD}@127.0.0.1:{free_port()}/prbot", ""
    if reason == "no-database":
        return urlunsplit(parts._replace(path="/prbot_nowhere")), "prbot_nowhere"
    if reason == "no-role":
        return urlunsplit(parts._replace(netloc="prbot_nobody@")), "prbot_nobody"
    if reason == "no-host":
        return f"postgresql://prbot:{PASSWORD}@db.prbot.invalid/prbot", "db.prbot.invalid"
    asyncio.run(execute(server, "DO $$ BEGIN CREATE ROLE prbot_password LOGIN PASSWORD"
                                " 'the-right-one'; EXCEPTION WHEN duplicate_object THEN NULL;"
                                " END $$"))
    port = parse_qs(parts.query)["port"][0]
    return (f"postgresql://prbot_password:{PASSWORD}@127.0.0.1:{port}{parts.path}",
            "prbot_password")


@pytest.fixture
def no_discord(monkeypatch):
    """`prbot run` has a token; should it get past its database, it never reaches Discord."""
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")

    async def no_network(client, token):
        raise AssertionError("the run went past a database it cannot reach")

    monkeypatch.setattr(discord.Client, "login", no_network)


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("reason", FAULTS)
def test_a_database_out_of_reach_is_said_plainly(reason, command, no_discord, monkeypatch,
                                                 postgres, capsys, tmp_path):
    lang = ("en", "es", "it")[(FAULTS.index(reason) + list(COMMANDS).index(command)) % 3]
    monkeypatch.setenv("PRBOT_LANG", lang)
    url, name = faulty(reason, postgres("reached"))
    with pytest.raises(SystemExit) as exit_:
        main(COMMANDS[command](url, tmp_path))
    assert exit_.value.code == 1
    out, err = capsys.readouterr()
    assert "Traceback" not in err and 1 <= len(err.strip().splitlines()) <= 2
    shown = url.replace(PASSWORD, "***")
    assert err.strip() == Localizer(lang).text(f"cli-connect-{reason}", url=shown, name=name)
    assert PASSWORD not in out + err
    assert not (tmp_path / "copy.sqlite3").exists()


def test_each_fault_has_its_own_words_in_every_language():
    for lang in ("en", "es", "it"):
        texts = {Localizer(lang).text(f"cli-connect-{reason}", url="U", name="N")
                 for reason in FAULTS}
        assert len(texts) == len(FAULTS) and not any("cli-connect" in text for text in texts)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_ratings_rebuild_refuses_a_missing_folder_and_a_newer_schema(lang, monkeypatch, capsys,
                                                                      tmp_path):
    monkeypatch.setenv("PRBOT_LANG", lang)
    said = Localizer(lang)
    missing = tmp_path / "nowhere" / "prbot.sqlite3"
    with pytest.raises(SystemExit):
        main(["ratings", "rebuild", "--db", str(missing)])
    # a file to read, not to make: no database there, whatever the folder
    assert capsys.readouterr().err.strip() == said.text("cli-open-missing", path=str(missing))
    assert not missing.parent.exists()

    newer, known = tmp_path / "newer.sqlite3", migration_files()[-1][0]
    with sqlite3.connect(newer) as db:
        db.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY,"
                   " name TEXT NOT NULL, applied_at TEXT NOT NULL)")
        db.execute("INSERT INTO schema_migrations VALUES (?, 'future', '2030-01-01')",
                   (known + 1,))
    db.close()
    before = newer.read_bytes()
    with pytest.raises(SystemExit):
        main(["ratings", "rebuild", "--db", str(newer)])
    assert capsys.readouterr().err.strip() == said.text("cli-open-newer", found=known + 1,
                                                        known=known)
    assert newer.read_bytes() == before


@pytest.mark.parametrize("url, lang", [("postgresql://:::", "en"),
                                       (f"postgresql://prbot:{PASSWORD}@db:port/prbot", "es"),
                                       (f"postgres://prbot:{PASSWORD}@[::1/prbot", "it")])
@pytest.mark.parametrize("command", COMMANDS)
def test_a_postgresql_url_that_cannot_be_read_is_said_plainly(url, lang, command, no_discord,
                                                              monkeypatch, capsys, tmp_path):
    """A port that is no number, a bracket left open: no server is asked, so none is needed."""
    monkeypatch.setenv("PRBOT_LANG", lang)
    with pytest.raises(SystemExit) as exit_:
        main(COMMANDS[command](url, tmp_path))
    assert exit_.value.code == 1
    out, err = capsys.readouterr()
    assert err.strip() == Localizer(lang).text("cli-connect-bad-url",
                                               url=url.replace(PASSWORD, "***"))
    assert PASSWORD not in out + err
    assert not (tmp_path / "copy.sqlite3").exists()


def test_an_option_of_the_url_asyncpg_does_not_know_is_said_plainly(no_discord, monkeypatch,
                                                                    capsys, tmp_path):
    monkeypatch.setenv("PRBOT_LANG", "it")
    url = f"postgresql://prbot:{PASSWORD}@localhost/prbot?sslmode=sometimes"
    with pytest.raises(SystemExit):
        main(["db", "check", "--db", url])
    said = capsys.readouterr().err.strip()
    start = Localizer("it").text("cli-connect-bad-setting", url=url.replace(PASSWORD, "***"),
                                 detail="\0").split("\0")[0]
    assert said.startswith(start) and "sslmode" in said and len(said.splitlines()) == 1
    assert PASSWORD not in said
