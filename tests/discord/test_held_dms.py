"""DMs that quiet hours hold back go out when they end, once: a time-out's, though the computer
finished the game meanwhile, and a ping, with the reminder that fell due meanwhile in it."""

from __future__ import annotations

from datetime import UTC, datetime

from conftest import Table
from test_looking import role_button
from test_play import ANA, BEA, CARLO, live_prompts, open_table, prompt_user

from bot import clock
from bot.clock import HOUR, MINUTE, ManualTime
from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID

EN = localizer("en")
T0 = int(datetime(2026, 11, 23, 12, 0, tzinfo=UTC).timestamp())  # noon UTC


async def pass_of_the_clock(h) -> None:
    await h.bot.timekeeper.tick()
    await h.settle()  # the changes shown by the publisher, the computer's moves


async def test_a_time_out_is_told_when_his_quiet_hours_end_though_the_game_ended(db_url):
    """Both run out of time in their quiet hours (00:00-23:30, their clocks stop for the
    first 10), and the computer plays the game to its end while they sleep."""
    time = ManualTime(T0)
    table = Table(db_url, time=time)
    h = await table.start()
    for user in (ANA, BEA):
        await h.command(user, "quiet", hours="00:00-23:30", timezone="UTC")
    await open_table(h, players=(ANA, BEA), level="easy")
    service = h.bot.service
    for _ in (ANA, BEA):
        game = await service.tables.table(CHANNEL_ID)
        seat = next(s for s in game.game.pending() if s not in game.computers)
        time.now = await service.clock.deadline_of(game, seat)
        await pass_of_the_clock(h)
    assert any(EN.text("score-title") in m.content for m in h.recorder.channel())  # ended

    def told(user: int) -> list[str]:
        return [m.content for m in h.recorder.dms(user) if "ran out" in m.content]

    assert told(ANA) == told(BEA) == []
    time.now = clock.quiet_until(time.now, clock.parse_quiet("00:00-23:30"), "UTC")
    await pass_of_the_clock(h)
    await pass_of_the_clock(h)
    for user in (ANA, BEA):
        assert told(user) == [EN.text("clock-timeout-dm-ended", channel=f"<#{CHANNEL_ID}>")]
    await table.stop()


async def test_a_reminder_due_in_his_quiet_hours_goes_in_the_held_ping(db_url):
    """Waited on from 21:00 with 6 hours, in his quiet hours (20:00-10:00: his clock stops
    from 20:00 to 06:00): half of them are left at 09:00, while his DMs still wait. At 10:00
    one DM calls him, with when he runs out; none comes a minute later."""
    time = ManualTime(T0 + 9 * HOUR - 10 * MINUTE)  # 20:50 UTC
    table = Table(db_url, time=time)
    h = await table.start()
    await open_table(h, players=(ANA, BEA, CARLO))
    time.now += 10 * MINUTE  # sitting down no longer counts as looking at the game
    live = live_prompts(h)[0]
    chooser = prompt_user(live)
    service = h.bot.service
    seats = (await service.tables.table(CHANNEL_ID)).seats
    waited = seats[(seats.index(chooser) + 1) % len(seats)]  # the Settler's next
    await h.command(waited, "quiet", hours="20:00-10:00", timezone="UTC")
    await h.click(chooser, live, role_button(live, "settler"))
    take = next(c for c in live.components if c.get("custom_id", "").startswith("pr1:"))
    await h.click(chooser, live, take["custom_id"])
    game = await service.tables.table(CHANNEL_ID)
    seat = game.seat_of(waited)
    assert game.game.pending() == (seat,) and h.recorder.dms(waited) == []  # held
    row = (await service.clock.clock_rows(game))[seat]
    await service.store.set_bank(game.game_id, seat, row.bank,
                                 clock.Bank(left=6 * HOUR, since=time.now,
                                            asked_with=6 * HOUR))
    time.now = T0 + 22 * HOUR  # 10:00
    await pass_of_the_clock(h)
    (dm,) = h.recorder.dms(waited)
    assert dm.content.startswith("Your turn") and "runs out" in dm.content
    time.now += MINUTE
    await pass_of_the_clock(h)
    assert len(h.recorder.dms(waited)) == 1
    await table.stop()
