"""Changes made through the game service by another surface than this bot's buttons and
commands (the web table, `prbot` on the same database, another process) read in the channel as
the bot's own do: the publisher shows them from the change feed with the same lines, in the
game's language — a take-back with its "↶" line in the live message, a seat given to the
computer or taken back, a seat handed over, a cancellation with who cancelled it. The DMs
are the pinger's own subscriber's, once the channel shows the change."""

from __future__ import annotations

import pytest
from test_lobby import open_and_walk_away, start_settler
from test_play import ANA, BEA, CARLO, live_prompts, open_table

from bot.discord_ui.taking_back import undo_line
from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID, asked_users

LANGS = ["en", "es", "it"]


def channel_text(h) -> str:
    return "\n".join(m.content for m in h.recorder.channel())


async def decided_once(h) -> tuple[int, str]:
    """The first asked player's first decision, taken through the service: who, and what."""
    table = await h.bot.service.tables.table(CHANNEL_ID)
    user = table.pending_users[0]
    decision = (await h.bot.service.play.legal(CHANNEL_ID, user))[0]
    await h.bot.service.play.decide(CHANNEL_ID, user, table.revision, [decision])
    await h.settle()
    return user, decision


@pytest.mark.parametrize("lang", LANGS)
async def test_a_take_back_through_the_service_asks_again_with_its_line(table, lang):
    h = await table.start()
    await open_table(h, lang)
    user, _ = await decided_once(h)
    outcome, decisions = await h.bot.service.play.undo(CHANNEL_ID, user)
    await h.settle()
    table_now = outcome.table
    seat = table_now.seat_of(user)
    line = undo_line(table_now, seat, decisions, localizer(lang))
    assert line.startswith("↶") and decisions[0] not in line  # the label, not the engine's text
    (live,) = live_prompts(h)
    assert live.content.splitlines().count(line) == 1
    assert user in asked_users(live)  # he is asked again
    assert (await h.bot.service.tables.table(CHANNEL_ID)).prompt_seq == table_now.seq
    await table.stop()


@pytest.mark.parametrize("lang", LANGS)
async def test_seats_handed_to_the_computer_and_back_through_the_service_are_told(table, lang):
    h = await table.start()
    loc = localizer(lang)
    await open_table(h, lang)
    service = h.bot.service
    await service.seats.replace(CHANNEL_ID, ANA, CARLO, "hard", is_admin=False)
    await h.settle()
    await service.seats.take_back(CHANNEL_ID, CARLO, CARLO, is_admin=False)
    await h.settle()
    await service.seats.hand_over(CHANNEL_ID, BEA, BEA, 104, "User104", is_admin=False)
    await h.settle()
    said = channel_text(h)
    lines = [loc.text("seat-replaced", player="User103", level=loc.text("level-hard")),
             loc.text("seat-taken-back", player="User103"),
             loc.text("seat-handed-over", old="User102", new="User104")]
    assert [said.index(line) for line in lines] == sorted(said.index(line) for line in lines)
    assert all(said.count(line) == 1 for line in lines)
    await table.stop()


@pytest.mark.parametrize("lang", LANGS)
async def test_a_game_cancelled_through_the_service_says_who_and_loses_its_buttons(table, lang):
    h = await table.start()
    await open_table(h, lang)
    assert live_prompts(h)
    await h.bot.service.lobby.cancel(CHANNEL_ID, 150, is_admin=True, by_name="Eve *the* host")
    await h.settle()
    assert localizer(lang).text("game-cancelled", player="Eve \\*the\\* host") \
        in channel_text(h)
    assert live_prompts(h) == []
    await table.stop()


async def test_the_dm_comes_once_the_channel_shows_the_change_and_links_to_it(table):
    """The publisher sends a change's DMs itself, once the channel shows it: the player the
    game now waits on gets his, linking to the message the channel shows."""
    h = await table.start()
    await open_and_walk_away(h)
    live, chooser, waited = await start_settler(h)
    assert waited != chooser  # the channel shows who the game waits on
    dms = h.recorder.dms(waited)
    assert len(dms) == 1
    assert f"/{CHANNEL_ID}/{live.id}" in dms[0].content
    await table.stop()
