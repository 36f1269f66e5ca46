"""Whole games read word for word as they were kept: every request the bot makes to Discord in
three seeded games (transcript_games.py: two players in English with a restart and Undo; four
players of 1897 with every expansion in Spanish, with /pr status and Pictures; three seats with
the computer's in Italian, daily, where one player's time runs out) is compared with
tests/discord/transcripts/<game>.txt, on SQLite and on PostgreSQL.

A change that alters what players see fails here with the lines that differ. When the change
is meant, write the transcripts again and commit them with it:

    PRBOT_REFRESH_TRANSCRIPTS=1 .venv/bin/pytest tests/discord/test_transcripts.py
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest
from transcript_games import GAMES, transcript

KEPT = Path(__file__).parent / "transcripts"
REFRESH = bool(os.environ.get("PRBOT_REFRESH_TRANSCRIPTS"))
SHOWN = 200  # the diff's lines shown at most


def differences(kept: str, played: str, name: str) -> str:
    lines = list(difflib.unified_diff(kept.splitlines(), played.splitlines(),
                                      f"kept/{name}.txt", f"played/{name}.txt", lineterm=""))
    more = f"\n... and {len(lines) - SHOWN} lines more" if len(lines) > SHOWN else ""
    return "\n".join(lines[:SHOWN]) + more


@pytest.mark.parametrize("name", list(GAMES))
async def test_the_game_reads_word_for_word_as_kept(name, db_url):
    played = await transcript(name, db_url)
    path = KEPT / f"{name}.txt"
    if REFRESH:
        KEPT.mkdir(exist_ok=True)
        path.write_text(played, encoding="utf-8")
    kept = path.read_text(encoding="utf-8")
    if played != kept:
        pytest.fail(f"what the bot sends to Discord changed (refresh on purpose with "
                    f"PRBOT_REFRESH_TRANSCRIPTS=1):\n{differences(kept, played, name)}",
                    pytrace=False)
