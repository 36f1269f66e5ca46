"""While the game's database cannot be reached, every interaction is answered privately, in the
language Discord gives with it (the player's own choice is in the database): nothing changed,
try again in a moment. Once the database is back, the same click works, without a restart."""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import subprocess
import tempfile
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from conftest import Table
from outage import Outage
from test_play import open_table

from bot.bench.clicker import pick
from bot.l10n import localizer
from bot.offline.recorder import prompt_user

ANA, DORA = 101, 104
LOCALES = (("en", "en-US"), ("es", "es-ES"), ("it", "it"))


def unavailable(lang: str) -> str:
    return localizer(lang).text("service-error-unavailable")


@pytest.mark.parametrize("lang, locale", LOCALES)
async def test_a_click_while_the_database_is_down_is_answered_and_works_once_it_is_back(
        table, lang, locale):
    h = await table.start()
    await h.command(ANA, "language", language="es")  # his own choice, unreadable while down
    await open_table(h)
    message = h.recorder.live_prompts()[-1]
    user = prompt_user(message)
    custom_id, values = pick(message, random.Random(1))
    seq = (await h.bot.service.tables.table(message.channel_id)).seq
    outage = Outage(table.store)

    outage.down = True
    refused = await h.click(user, message, custom_id, values, locale=locale)
    assert refused.ephemeral
    assert refused.text == unavailable(lang)
    assert h.recorder.live_prompts()[-1].content == message.content

    outage.down = False
    again = await h.click(user, message, custom_id, values, locale=locale)
    assert not again.messages  # taken, no complaint
    assert (await h.bot.service.tables.table(message.channel_id)).seq == seq + 1
    await table.stop()


@pytest.mark.parametrize("lang, locale", LOCALES)
@pytest.mark.parametrize("command, options", [
    ("status", {}),
    ("new", {"theme": "classic", "language": "en", "players": 3}),
    ("leaderboard", {}),
])
async def test_a_command_while_the_database_is_down_is_answered(table, lang, locale, command,
                                                                options):
    h = await table.start()
    outage = Outage(table.store)
    outage.down = True
    refused = await h.command(DORA, command, locale=locale, **options)
    assert outage.failed
    assert refused.ephemeral
    assert refused.text == unavailable(lang)

    outage.down = False
    answered = await h.command(DORA, command, **options)
    assert unavailable("en") not in answered.text
    await table.stop()


class OwnServer:
    """A throw-away PostgreSQL server of this test's own, which it may stop and start again
    (as `scripts/with_postgres.sh` runs one: as the user postgres when root), on a unix socket
    only."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.folder = Path(tempfile.mkdtemp(prefix="prbot-outage-"))
        self.folder.chmod(0o755)
        if os.getuid() == 0:
            shutil.chown(self.folder, "postgres")
        self.run("initdb", "-D", self.data, "-U", "postgres", "--auth=trust", "--no-locale",
                 "-E", "UTF8", "--no-sync")
        self.url = f"postgresql://postgres@/postgres?host={self.folder}&port={PORT}"

    @property
    def data(self) -> str:
        return str(self.folder / "data")

    def run(self, program: str, *args: str) -> None:
        command = [str(self.bindir / program), *args]
        if os.getuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True)

    async def start(self) -> None:
        await asyncio.to_thread(
            self.run, "pg_ctl", "-D", self.data, "-l", str(self.folder / "log"), "-w", "-o",
            f"-p {PORT} -k {self.folder} -c listen_addresses='' -c fsync=off", "start")

    async def stop(self) -> None:
        await asyncio.to_thread(self.run, "pg_ctl", "-D", self.data, "-m", "fast", "-w",
                                "stop")

    def remove(self) -> None:
        try:
            self.run("pg_ctl", "-D", self.data, "-m", "immediate", "stop")
        except subprocess.CalledProcessError:
            pass  # stopped already
        shutil.rmtree(self.folder, ignore_errors=True)


PORT = "5432"  # its socket's name; the folder is the server's own


@pytest.fixture
def own_server(postgres):
    """Beside the other PostgreSQL tests (`postgres`: skipped without scripts/with_postgres.sh)."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
    if not found:
        pytest.skip("PostgreSQL's server programs are not installed")
    server = OwnServer(found[-1].parent)
    yield server
    server.remove()


async def a_click_taken_once_the_server_is_back(h, server: OwnServer, click) -> None:
    """The click refused while the server was down is taken as it stands once it is up again,
    without a restart."""
    user, message, custom_id, values, seq = click
    await server.start()
    again = await h.click(user, message, custom_id, values)
    assert not again.messages  # taken, no complaint
    assert (await h.bot.service.tables.table(message.channel_id)).seq == seq + 1


async def a_click(h) -> tuple:
    """The first prompt's player, the prompt, a choice of his on it and the game's seq."""
    await open_table(h)
    message = h.recorder.live_prompts()[-1]
    custom_id, values = pick(message, random.Random(1))
    seq = (await h.bot.service.tables.table(message.channel_id)).seq
    return prompt_user(message), message, custom_id, values, seq


@asynccontextmanager
async def a_bot_on(server: OwnServer):
    """The server started, and a bot on it (its table and harness), closed at the end."""
    await server.start()
    table = Table(server.url)
    try:
        yield table, await table.start()
    finally:
        await table.close()


async def test_a_postgresql_server_stopped_then_started_again_is_used_again_by_itself(
        own_server):
    async with a_bot_on(own_server) as (_, h):
        click = await a_click(h)
        user, message, custom_id, values, _ = click

        await own_server.stop()
        refused = await h.click(user, message, custom_id, values, locale="it")
        assert refused.ephemeral and refused.text == unavailable("it")
        status = await h.command(user, "status", locale="es-ES")
        assert status.ephemeral and status.text == unavailable("es")

        await a_click_taken_once_the_server_is_back(h, own_server, click)


async def test_a_click_in_flight_when_the_server_stops_is_told_it_cannot_be_reached(
        own_server):
    """The server stops while a click holds its game's lock: asyncpg gives the lost connection
    back to the pool at once, and the click's next query on it is still the server out of
    reach, not a fault of the bot."""
    async with a_bot_on(own_server) as (table, h):
        click = await a_click(h)
        user, message, custom_id, values, _ = click
        game_lock = table.store.game_lock

        @asynccontextmanager
        async def stopped_while_held(channel_id):
            async with game_lock(channel_id):
                await own_server.stop()
                yield

        table.store.game_lock = stopped_while_held
        refused = await h.click(user, message, custom_id, values, locale="es-ES")
        assert refused.ephemeral and refused.text == unavailable("es")

        table.store.game_lock = game_lock
        await a_click_taken_once_the_server_is_back(h, own_server, click)
