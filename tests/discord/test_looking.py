"""A player who has just looked at the game gets no DM when it starts waiting on him: taking a
decision back (or trying to), `/pr history`, `/pr rules`, `/pr board` and a click on an
out-of-date button count as looking, as a decision does."""

from __future__ import annotations

import pytest
from test_lobby import open_and_walk_away
from test_play import live_prompts, prompt_user

from bot.l10n import localizer
from bot.links.tokens import Links
from bot.offline.recorder import CHANNEL_ID

EN = localizer("en")


def role_button(message, role: str) -> str:
    return next(c["custom_id"] for c in message.components
                if c.get("label", "") == EN.role(role))


async def look(h, user: int, how: str, earlier) -> None:
    """The player looks at the game, in one of the ways that say nothing to the channel."""
    if how == "expired":  # the Pictures of the message as it was before the role's choice
        pictures = next(c["custom_id"] for c in earlier.components
                        if c["custom_id"].endswith(":board"))
        reply = await h.click(user, earlier, pictures)
        assert reply.text.startswith(EN.text("click-expired"))
        return
    options = {"rules": {"subject": "settler"}}.get(how, {})
    reply = await h.command(user, how, **options)
    assert reply.ephemeral and reply.text


@pytest.mark.parametrize("how", [None, "undo", "history", "rules", "board", "expired"])
async def test_no_dm_to_a_player_who_has_just_looked_at_the_game(table, how):
    """None: the player does not look, and gets his DM (so the others can fail)."""
    h = await table.start()
    h.bot.table_links = Links(table.store, "https://pr.example")  # /pr board gives its link
    await open_and_walk_away(h)  # ten minutes later: sitting down no longer counts
    live = live_prompts(h)[0]
    earlier = live.snapshot()
    chooser = prompt_user(live)
    seats = (await h.bot.service.tables.table(CHANNEL_ID)).seats
    waited = seats[(seats.index(chooser) + 1) % len(seats)]  # the Settler's next
    await h.click(chooser, live, role_button(live, "settler"))
    if how is not None:
        await look(h, waited, how, earlier)
    take = next(c for c in live.components if c.get("custom_id", "").startswith("pr1:"))
    await h.click(chooser, live, take["custom_id"])
    assert prompt_user(live) == waited  # the game waits on him now
    assert len(h.recorder.dms(waited)) == (1 if how is None else 0)
    await table.stop()
