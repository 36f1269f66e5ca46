"""`prbot bench scale`: a few games clicked at a pace and in bursts through the offline Discord
answering at once; every figure is printed, each burst's clicks measured to the channel.
(The figures themselves are judged by running it at its size: docs/performance.md.) On
PostgreSQL (the server of scripts/with_postgres.sh; skipped without it), a tiny run of several
bot processes by shards with the live table's server and its sockets."""

from __future__ import annotations

import re

import pytest

from bot.cli.main import main

SECONDS = r"(\d+\.\d+) s"
SPREAD = rf"p50 {SECONDS}, p95 {SECONDS}, max {SECONDS} \((\d+)\)"


def test_the_scale_bench_clicks_at_a_pace_and_in_bursts_and_reports_every_figure(capsys):
    status = main(["bench", "scale", "--games", "4", "--pace", "20", "--seconds", "0.5",
                   "--bursts", "2", "--burst", "4", "--discord", "instant", "--finished", "3"])
    out = capsys.readouterr().out
    assert status == 0, out  # the Discord answering at once meets every target
    channel = re.findall(r"decision to its channel's message: " + SPREAD, out)
    assert len(channel) == 2  # at the pace, then in the bursts
    for *times, _clicks in channel:
        p50, p95, most = map(float, times)
        assert 0 <= p50 <= p95 <= most
    assert int(channel[1][3]) == 2 * 4  # each click of each burst reached its channel
    assert re.search(r"the longest burst drained in \d+\.\d s: within target", out)
    assert len(re.findall(r"the feed's largest lag: \d+\.\d\d s", out)) == 2
    assert "failures logged (a message or a DM not sent): 0: within target" in out
    assert re.search(r"429s from Discord: \d+", out)
    assert re.search(r"resident memory at its peak: \d+ MiB", out)
    size = re.search(r"the database: (\d+\.\d) MiB per 1 000 finished games", out)
    assert size and float(size[1]) > 0


def test_the_scale_bench_runs_bot_processes_by_shards_with_the_live_table_on_postgresql(
        capsys, postgres):
    """Two bot processes by shards on one PostgreSQL database, the live table's server and
    its sockets in processes of their own: every figure printed, each click shown in its
    channel, every socket given every decision of its game."""
    status = main(["bench", "scale", "--db", postgres("scale"), "--processes", "2",
                   "--games", "4", "--sockets", "4", "--pace", "20", "--seconds", "0.5",
                   "--bursts", "2", "--burst", "4", "--discord", "instant", "--finished", "3"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "4 games in play in 2 bot processes of 2 shards each (4 in all)" in out
    channel = re.findall(r"decision to its channel's message: " + SPREAD, out)
    assert int(channel[1][3]) == 2 * 4  # each click of each burst, in whichever process
    frames = re.findall(r"decision to its sockets' frames \(4 sockets open\): " + SPREAD
                        + r"; (\d+) frames missing", out)
    assert len(frames) == 2 and all(int(found[4]) == 0 for found in frames)
    assert int(frames[1][3]) == 2 * 4  # one socket a game: each decision of the bursts
    relay = re.findall(r"the relay, a decision's commit to its change in each other process: "
                       + SPREAD, out)
    assert len(relay) == 2
    memory = r"resident \d+ MiB, \d+ MiB at its peak; \d+ s of CPU"
    assert len(re.findall(r"bot process \d \(shards \d-\d\): " + memory, out)) == 2
    assert re.search(r"the live table's server \(4 sockets\): " + memory, out)
    size = re.search(r"the database: (\d+\.\d) MiB per 1 000 finished games", out)
    assert size and float(size[1]) > 0


def test_the_scale_bench_refuses_a_database_that_is_not_postgresql(capsys, tmp_path):
    with pytest.raises(SystemExit) as refused:
        main(["bench", "scale", "--db", str(tmp_path / "games.sqlite3")])
    assert refused.value.code == 2
    assert "is not a PostgreSQL database" in capsys.readouterr().err
