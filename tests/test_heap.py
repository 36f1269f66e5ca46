"""The bot's process caps glibc's malloc arenas (bot/heap.py): threads allocating at once share
two instead of taking one each, which a long-running bot's resident memory grew with
(docs/performance.md, the long run). Each case runs in a fresh process, whose arenas are its
own."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from bot import heap

THREADS = 8
ALLOCATING = f"""
import sys, threading
from bot import heap
limited = sys.argv[1] == "limit" and heap.limit_arenas()
started, done = threading.Barrier({THREADS} + 1), threading.Event()

def work():
    kept = [bytearray(200) for _ in range(20_000)]  # each thread at once, till all have
    started.wait()
    done.wait()

threads = [threading.Thread(target=work) for _ in range({THREADS})]
for thread in threads:
    thread.start()
started.wait()
print(limited, heap.arenas())
done.set()
"""

pytestmark = pytest.mark.skipif(heap.glibc() is None, reason="malloc's arenas are glibc's")


def arenas_after_threads(how: str, **env) -> tuple[str, int]:
    environment = {key: value for key, value in os.environ.items() if key != "MALLOC_ARENA_MAX"}
    out = subprocess.run([sys.executable, "-c", ALLOCATING, how], capture_output=True,
                         text=True, check=True, env={**environment, **env}).stdout.split()
    return out[0], int(out[1])


def test_threads_allocating_at_once_share_two_arenas_once_they_are_limited():
    assert arenas_after_threads("limit") == ("True", heap.ARENAS)


def test_without_the_limit_each_thread_takes_an_arena_of_its_own():
    limited, arenas = arenas_after_threads("as-they-come")
    assert limited == "False" and arenas > heap.ARENAS


def test_an_operators_own_malloc_arena_max_is_left_as_it_is():
    assert arenas_after_threads("limit", MALLOC_ARENA_MAX="3") == ("False", 3)
