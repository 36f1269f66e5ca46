"""The bot as several processes on one PostgreSQL database (`prbot run --shards`): two real
bot processes (tests/discord/shard_driver.py, each a bot on the offline harness) share a game.
Of 100 simultaneous clicks split between them exactly one counts; a reminder goes out once;
a process killed with SIGKILL loses no decision it acknowledged, and the other plays on."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bot.cli import main as cli
from bot.discord_ui.client import PuertoRicoBot, ShardedPuertoRicoBot, bot_for
from bot.offline.harness import Harness
from bot.offline.recorder import GUILD_ID
from bot.service import GameService
from bot.shards import Shards, shard_of

DRIVER = Path(__file__).with_name("shard_driver.py")
PATIENCE = 300  # seconds a process may take to answer before the test gives up on it


class Process:
    """A bot process, spoken to in JSON lines."""

    def __init__(self, url: str, log: Path, *shards: str) -> None:
        self.log = log.open("w")
        self.popen = subprocess.Popen(
            [sys.executable, str(DRIVER), url, *shards], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=self.log, text=True,
        )
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        assert self.next_line() == {"ready": True}

    def _read(self) -> None:
        for line in self.popen.stdout:
            if line.endswith("\n"):  # not the half line of a process killed while writing it
                self.lines.put(json.loads(line))
        self.lines.put(None)

    def next_line(self) -> dict | None:
        return self.lines.get(timeout=PATIENCE)

    def send(self, op: str, **args) -> None:
        self.popen.stdin.write(json.dumps({"op": op, **args}) + "\n")
        self.popen.stdin.flush()

    def answer(self) -> dict:
        while True:
            line = self.next_line()
            assert line is not None, "the bot process ended"
            if "answer" in line:
                return line

    def ask(self, op: str, **args) -> dict:
        self.send(op, **args)
        return self.answer()

    def close(self) -> None:
        if self.popen.poll() is None:
            self.popen.stdin.close()
            self.popen.wait(timeout=PATIENCE)
        self.log.close()


@pytest.fixture
def two_processes(postgres, tmp_path):
    url = postgres("shards")
    processes = [Process(url, tmp_path / f"bot{n}.log") for n in (1, 2)]
    yield processes
    for process in processes:
        if process.popen.poll() is None:
            process.close()


def shared_game(first: Process, second: Process) -> dict:
    """A game opened through the first process; the second sees its channel too."""
    opened = first.ask("open")
    second.ask("adopt", messages=opened["messages"])
    return opened


def test_of_100_simultaneous_clicks_in_two_processes_one_counts(two_processes):
    first, second = two_processes
    opened = shared_game(first, second)
    first.ask("arm", count=50)
    second.ask("arm", count=50)
    first.send("go")
    second.send("go")
    first.answer(), second.answer()
    now = first.ask("seq")
    assert now["seq"] == opened["seq"] + 1
    assert now["decisions"][:-1] == opened["decisions"]


def test_a_reminder_is_sent_once_by_two_processes(two_processes):
    first, second = two_processes
    shared_game(first, second)
    first.send("remind", hours=25)
    second.send("remind", hours=25)
    assert first.answer()["sent"] + second.answer()["sent"] == 1
    first.send("remind", hours=26)
    second.send("remind", hours=26)
    assert first.answer()["sent"] + second.answer()["sent"] == 0


def test_a_killed_process_loses_no_acknowledged_decision_and_the_other_plays_on(
        two_processes):
    first, second = two_processes
    shared_game(first, second)
    first.send("play", clicks=1000)
    acknowledged = [first.next_line() for _ in range(6)][-1]
    os.kill(first.popen.pid, signal.SIGKILL)  # in the middle of its next click
    first.popen.wait()

    taken = second.ask("take_over")
    kept = len(acknowledged["decisions"])
    assert taken["decisions"][:kept] == acknowledged["decisions"]
    assert second.ask("play", clicks=10) == {"answer": "play", "done": True}
    later = second.ask("seq")
    assert later["seq"] >= taken["seq"] + 10
    assert later["decisions"][:taken["seq"]] == taken["decisions"]


# ------------------------------------------------------------------ in one process
def test_a_range_of_shards_and_the_servers_it_holds():
    shards = Shards.parse("0-3", 8)
    assert shards.ids == (0, 1, 2, 3)
    assert shards.client_options() == {"shard_ids": [0, 1, 2, 3], "shard_count": 8}
    assert Shards.parse("5", 8).client_options() == {"shard_id": 5, "shard_count": 8}
    assert shards.owns(3 << 22) and not shards.owns(5 << 22) and shards.owns(None)
    assert shard_of(GUILD_ID, 8) == (GUILD_ID >> 22) % 8
    for bad in ("4-2", "0-8", "x", "-1"):
        with pytest.raises(ValueError):
            Shards.parse(bad, 8)


def test_a_process_holding_several_shards_is_an_auto_sharded_bot():
    assert type(bot_for(GameService(None, shards=Shards.parse("0-3", 8)))) \
        is ShardedPuertoRicoBot
    assert type(bot_for(GameService(None, shards=Shards.parse("2", 8)))) is PuertoRicoBot
    assert type(bot_for(GameService(None))) is PuertoRicoBot


@pytest.mark.parametrize("shards,count", [("4-2", "8"), ("9", "8"), ("0-1", None)])
def test_a_bad_shard_range_is_refused_in_the_runners_language(shards, count, capsys,
                                                               monkeypatch):
    monkeypatch.setenv("PRBOT_LANG", "es")
    monkeypatch.setenv("DISCORD_TOKEN", "unused")
    argv = ["run", "--db", "unused.sqlite3", "--shards", shards]
    with pytest.raises(SystemExit) as stopped:
        cli.main(argv + (["--shard-count", count] if count else []))
    assert stopped.value.code == 2
    assert "no es un rango de shards" in capsys.readouterr().err


async def test_a_sharded_bot_plays_on_the_offline_harness(db_url):
    import random

    from test_play import live_prompts, open_table, play_on

    from bot.store import open_store

    store = await open_store(db_url)
    try:
        service = GameService(store, seed_source=lambda: 3, shards=Shards.parse("0-7", 8))
        bot = bot_for(service)
        bot.render_board = lambda game, lang, theme, **clock: [b"\x89PNG"]
        h = await Harness(bot).start()
        await open_table(h)
        assert live_prompts(h)
        assert await play_on(h, random.Random(1), clicks=5) == 5
        await h.close()
    finally:
        await store.close()
