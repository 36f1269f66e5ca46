"""`prbot bench scale`: a few games clicked at a pace and in bursts through the offline Discord
answering at once; every figure is printed, each burst's clicks measured to the channel.
(The figures themselves are judged by running it at its size: docs/performance.md.)"""

from __future__ import annotations

import re

from bot.cli import main

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
