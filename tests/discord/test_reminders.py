"""Reminders: a decision that has waited too long is recalled to its player by DM."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from test_play import live_prompts, open_table, prompt_user

from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID


async def test_a_waiting_player_is_reminded_by_dm_once_a_day(table):
    h = await table.start()
    h.bot.remind_every = timedelta(hours=24)
    await open_table(h, pace="untimed")  # a timed game reminds by its clock
    prompt = live_prompts(h)[0]
    user = prompt_user(prompt)
    cog = h.bot.pinger
    started = datetime.now(UTC)
    pinged = len(h.recorder.dms(user))

    await cog.send_reminders(lambda: started + timedelta(hours=1))
    assert len(h.recorder.dms(user)) == pinged  # not yet

    await cog.send_reminders(lambda: started + timedelta(hours=25))
    dms = h.recorder.dms(user)
    assert len(dms) == pinged + 1
    assert str(prompt.id) in dms[-1].content and f"<#{CHANNEL_ID}>" in dms[-1].content
    first_line = localizer("en").text("reminder", channel=f"<#{CHANNEL_ID}>", hours=24,
                                      decision="", link="").split(":")[0]
    assert dms[-1].content.startswith(first_line)

    await cog.send_reminders(lambda: started + timedelta(hours=26))
    assert len(h.recorder.dms(user)) == pinged + 1  # one a day
    await table.stop()


async def test_no_reminder_for_a_player_who_turned_dms_off(table):
    h = await table.start()
    h.bot.remind_every = timedelta(hours=24)
    await open_table(h, pace="untimed")  # a timed game reminds by its clock
    user = prompt_user(live_prompts(h)[0])
    await h.command(user, "notify", mode="off")
    before = len(h.recorder.dms(user))
    await h.bot.pinger.send_reminders(
        lambda: datetime.now(UTC) + timedelta(days=3))
    assert len(h.recorder.dms(user)) == before
    await table.stop()
