"""What only a modified client can send to `/pr new` and `/pr language` (an option outside its
choices, a name with half a UTF-16 pair) gets a clear answer in the user's language and
changes nothing, or is made safe where it enters."""

from __future__ import annotations

import pytest
from test_play import ANA, BEA

from bot.l10n import localizer
from bot.offline.recorder import CHANNEL_ID

ES = localizer("es")


@pytest.mark.parametrize(("option", "error"), [
    ({"language": "zz"}, "bad_language"),
    ({"theme": "zz"}, "bad_theme"),
    ({"new_buildings": "zz"}, "bad_option"),
    ({"level": "zz", "computers": 1}, "bad_option"),
    ({"players": 9}, "bad_max_players"),
    ({"computers": 7}, "bad_max_players"),
])
async def test_an_option_outside_its_choices_opens_no_game(table, option, error):
    h = await table.start()
    reply = await h.command(ANA, "new", locale="es-ES", **option)
    assert reply.ephemeral and reply.text == ES.text(f"service-error-{error}")
    reply = await h.command(BEA, "join", locale="es-ES")
    assert reply.text == ES.text("service-error-no_game")
    await table.stop()


async def test_an_unknown_language_for_private_replies_changes_nothing(table):
    h = await table.start()
    await h.command(ANA, "language", language="it")
    reply = await h.command(ANA, "language", language="zz", locale="es-ES")
    assert reply.ephemeral and reply.text == localizer("it").text("service-error-bad_language")
    assert (await h.bot.service.players.user(ANA)).lang == "it"
    await table.stop()


async def test_a_name_with_half_a_surrogate_pair_sits_down(table):
    h = await table.start()
    h.display_names[ANA] = "Ana\ud83d"
    h.display_names[BEA] = "\udc00Bea"
    reply = await h.command(ANA, "new", language="en")
    assert "Ana\ufffd" in reply.text
    reply = await h.command(BEA, "join")
    assert "\ufffdBea" in reply.text
    await h.command(ANA, "start")
    names = (await h.bot.service.tables.table(CHANNEL_ID)).names
    assert sorted(names) == ["Ana\ufffd", "\ufffdBea"]
    await table.stop()
