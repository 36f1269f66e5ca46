"""`prbot bench replay` runs and reports every figure; the figures themselves are read by
running it (docs/performance.md), never judged in a test but for the page's weight, which is
bytes, not time."""

from __future__ import annotations

import re

import pytest

from bot.bench.replay import TARGET_OPENING_KB
from bot.cli.main import main


def test_the_replay_benchmark_reports_the_pages_weight_and_each_steps_answer(capsys):
    main(["bench", "replay", "--games", "1", "--players", "2", "--steps", "6"])
    out = capsys.readouterr().out
    assert "1 of 2 players" in out
    for row in ("a step, the first time", "a step, again", "a step's bytes"):
        assert re.search(rf"{row}\s+(p50 [\d.]+ ms|[\d.]+ KB)", out), row
    opening = float(re.search(r"the page at opening\s+([\d.]+) KB at most", out).group(1))
    assert 5 < opening < TARGET_OPENING_KB


def test_the_replay_benchmark_says_what_it_measures(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["bench", "replay", "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: prbot bench replay ") and "--steps" in out
