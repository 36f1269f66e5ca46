"""A disk that fills up while games are played: the player whose click or command could not
be saved is told so privately, in his language (SQLite's full disk, or a PostgreSQL server out of
room); the game stays as it was, and once there is room again the same click works, without a
restart."""

from __future__ import annotations

import random
import sqlite3

import asyncpg

from bot.bench.clicker import pick
from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID, prompt_user
from bot.store import postgres

ANA, BEA, CARLO, DORA = 101, 102, 103, 104
WRITES = ("INSERT", "UPDATE", "DELETE", "BEGIN", "REPLACE")


class DiskThatFills:
    """The store's connection, whose writes fail as SQLite's do on a full disk while `full`
    is set; reads go through."""

    def __init__(self, db) -> None:
        self.db = db
        self.full = False

    def __getattr__(self, name):
        return getattr(self.db, name)

    async def execute(self, sql: str, *args):
        if self.full and sql.lstrip().split()[0].upper() in WRITES:
            raise sqlite3.OperationalError("database or disk is full")
        return await self.db.execute(sql, *args)


class ServerThatFills:
    """PostgreSQL's statements, which fail as a full server's do while `full` is set; reads
    go through."""

    def __init__(self, monkeypatch) -> None:
        self.full = False
        for method in ("write", "write_many"):
            real = getattr(postgres._PostgresTx, method)
            monkeypatch.setattr(postgres._PostgresTx, method, self._refusing(real))

    def _refusing(self, real):
        async def write(tx, sql, *args):
            if self.full:
                raise asyncpg.exceptions.DiskFullError("could not extend file: No space left")
            return await real(tx, sql, *args)
        return write


async def full_disk_table(table, store_kind: str, monkeypatch):
    h = await table.start()
    if store_kind == "sqlite":
        # The store's own statements and its transactions' both go through the connection.
        disk = table.store.db = table.store._tx.db = DiskThatFills(table.store.db)
    else:
        disk = ServerThatFills(monkeypatch)
    await h.command(ANA, "new", theme="classic", language="en", players=3)
    for user in (BEA, CARLO):
        await h.command(user, "join")
    await h.command(ANA, "start")
    return h, disk


async def seq(table) -> tuple[int, int]:
    """The game's decision counter as stored, and as the service's cache has it."""
    stored = await table.store.open_game(CHANNEL_ID)
    cached = await table.harness.bot.service.tables.table(CHANNEL_ID)
    return stored.seq, cached.seq


async def test_a_refused_click_is_answered_and_the_same_click_works_later(
        table, store_kind, monkeypatch):
    h, disk = await full_disk_table(table, store_kind, monkeypatch)
    message = h.recorder.live_prompts()[-1]
    user = prompt_user(message)
    custom_id, values = pick(message, random.Random(1))
    before, posted = await seq(table), len(h.recorder.posted)

    disk.full = True
    refused = await h.click(user, message, custom_id, values, locale="it")
    assert refused.ephemeral
    assert refused.text == localizer("it").text("service-error-not_saved")
    assert await seq(table) == before  # neither the file nor the cache moved on
    assert len(h.recorder.posted) == posted + 1  # his private answer only
    assert h.recorder.live_prompts()[-1].content == message.content

    disk.full = False
    again = await h.click(user, message, custom_id, values, locale="it")
    assert not again.messages  # taken, no complaint
    stored, cached = await seq(table)
    assert stored == cached == before[0] + 1


async def test_a_command_the_disk_refuses_says_so_instead_of_an_apology(
        table, store_kind, monkeypatch):
    h, disk = await full_disk_table(table, store_kind, monkeypatch)
    await h.command(ANA, "cancel")
    disk.full = True
    refused = await h.command(DORA, "new", theme="classic", language="en", players=3,
                              locale="es-ES")
    assert refused.ephemeral
    assert refused.text == localizer("es").text("service-error-not_saved")
    disk.full = False
    opened = await h.command(DORA, "new", theme="classic", language="en", players=3)
    assert localizer("en").text("service-error-not_saved") not in opened.text
    assert (await table.store.open_game(CHANNEL_ID)).host_id == DORA
