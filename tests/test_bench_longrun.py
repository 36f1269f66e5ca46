"""`prbot bench service --finished`: whole games played through the bot, the resident memory
read at each mark with the growth and its verdict, the growers tracemalloc finds; the offline
Discord keeps nothing of a finished game, so that its memory is not counted as the bot's.
(The figures themselves are judged by running it at its size: docs/performance.md.)"""

from __future__ import annotations

import asyncio
import re
from argparse import Namespace

from bot.bench import longrun


def test_the_long_run_reads_the_memory_at_each_mark_and_forgets_each_finished_game(
        tmp_path, capsys):
    args = Namespace(marks=[1, 2], in_play=2, seed=3, discord="discord", speedup=50.0,
                     tracemalloc=3, sqlite_cache=100)
    run = asyncio.run(longrun.long_run(tmp_path / "long.sqlite3", args))
    assert longrun.report(run, args)  # no target at these marks
    out = capsys.readouterr().out
    readings = re.findall(r"after (\d) games: resident (\d+\.\d) MiB, Python's traced "
                          r"(\d+\.\d) MiB", out)
    assert [finished for finished, _, _ in readings] == ["1", "2"]
    assert "2 games finished in the bot's database" in out
    assert re.search(r"growth from 1 to 2 games: [+-]\d+\.\d MiB\n", out)
    assert "the 3 places whose memory grew most from 1 to 2 games" in out
    assert len(re.findall(r"\n  \+\d+\.\d KiB in [+-]\d+ blocks", out)) == 3  # grown only
    recorder = run.recorder  # the offline Discord keeps nothing of the finished games
    assert recorder.messages == {}  # their channels' messages and every DM
    assert recorder.originals == {} and recorder.token_users == {}
    channels = {int(key[1]) for key in recorder.gate.windows if key[1].isdigit()}
    assert channels <= set(recorder.dm_channels)  # only the players' DMs' buckets are left
    assert not any("tok:" in key[1] for key in recorder.gate.windows)


def test_a_bucket_is_of_a_channel_or_of_an_interaction_in_it():
    assert longrun.in_channel("5", 5)
    assert longrun.in_channel("9+tok:5:77", 5)
    assert not longrun.in_channel("55", 5)
    assert not longrun.in_channel("9+tok:55:77", 5)
