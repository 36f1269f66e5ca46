"""The change feed across two OS processes on one PostgreSQL database (tests/feed_driver.py, each
a game service with its feed connected): a decision taken through one reaches a subscriber of
the other, with the same counter and events; no process gets a change twice. How soon it
arrives is a figure of the benchmarks (docs/performance.md), not of a test on a shared machine.
Needs the server of scripts/with_postgres.sh (skipped without it, failed on CI where
PRBOT_REQUIRE_POSTGRES is set)."""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("feed_driver.py")
PATIENCE = 120  # seconds a process may take to start or answer before the test gives up
QUIET = 1.0  # seconds after the last change in which a change delivered twice would show


class Process:
    """A service process, spoken to in JSON lines; its feed's changes kept apart."""

    def __init__(self, url: str, log: Path) -> None:
        self.log = log.open("w")
        self.popen = subprocess.Popen(
            [sys.executable, str(DRIVER), url], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=self.log, text=True,
        )
        self.answers: queue.Queue = queue.Queue()
        self.changes: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        assert self.answers.get(timeout=PATIENCE) == {"ready": True}

    def _read(self) -> None:
        for line in self.popen.stdout:
            message = json.loads(line)
            (self.changes if "change" in message else self.answers).put(message)
        self.answers.put(None)

    def ask(self, op: str) -> dict:
        self.popen.stdin.write(json.dumps({"op": op}) + "\n")
        self.popen.stdin.flush()
        answer = self.answers.get(timeout=PATIENCE)
        assert answer is not None, "the process ended"
        return answer

    def change(self, timeout: float) -> dict:
        return self.changes.get(timeout=timeout)["change"]

    def no_more_changes(self) -> bool:
        return self.changes.empty()

    def close(self) -> None:
        """End the process by closing its input, as a bot ends on its way out."""
        self.popen.stdin.close()
        self.popen.wait(timeout=PATIENCE)
        self.log.close()


@pytest.fixture
def two_processes(postgres, tmp_path):
    url = postgres("feed")
    first = Process(url, tmp_path / "service1.log")
    second = Process(url, tmp_path / "service2.log")
    yield first, second
    first.close()
    second.close()


def arrives(process: Process) -> dict:
    """The next change the process's subscriber gets; the test fails if none ever comes."""
    try:
        return process.change(timeout=PATIENCE)
    except queue.Empty:
        pytest.fail(f"no change reached the other process in {PATIENCE} s")


def test_a_decision_in_one_process_reaches_a_subscriber_of_the_other(
        two_processes):
    first, second = two_processes
    first.ask("open")
    assert first.change(PATIENCE)["kind"] == "started"
    started = arrives(second)
    assert (started["kind"], started["seq"]) == ("started", 0)
    assert started["events"][0]["type"] == "game_started"
    for deciding, other in ((first, second), (second, first), (first, second)):
        outcome = deciding.ask("decide")
        change = arrives(other)
        assert (change["kind"], change["seq"], change["revision"]) == (
            "decided", outcome["seq"], outcome["revision"])
        assert change["events"] == outcome["events"]  # rebuilt from the database, the same
        own = deciding.change(PATIENCE)
        assert {key: own[key] for key in ("kind", "seq", "events", "pending_users")} == {
            key: change[key] for key in ("kind", "seq", "events", "pending_users")}
    time.sleep(QUIET)  # a change delivered twice would have come by now
    assert first.no_more_changes() and second.no_more_changes()
