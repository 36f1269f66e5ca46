"""What a newcomer reads first: the lobby's list of expansions, a role chosen, and 1897's
portrait explained where he first meets it."""

from __future__ import annotations

import pytest
from test_play import ANA

from bot.l10n import localizer

EXPANSIONS = {"new_buildings": "draft", "nobles": True, "buccaneer": True, "festival": True}


@pytest.mark.parametrize(("lang", "theme", "listed"), [
    ("it", "classic", "Espansioni: I Nuovi Edifici — Scelta a turno (quella del regolamento), "
                      "I Nobili, Il Bucaniere e Il Festival."),
    ("it", "1897", "Espansioni: I Nuovi Edifici — Scelta a turno (quella del regolamento), "
                   "I Borghesi, Il Bucaniere e Il Festival."),
    ("es", "1897", "Expansiones: Los Nuevos Edificios — Selección por turnos (la del reglamento), "
                   "Los Burgueses, El Contrabandista y El Festival."),
    ("en", "classic", "Expansions: The New Buildings — Draft (the rulebook's), "
                      "The Nobles, The Buccaneer and The Festival."),
])
async def test_the_lobby_lists_the_expansions_alike(table, lang, theme, listed):
    """Each expansion with its article and capitals, as the title it is."""
    h = await table.start()
    reply = await h.command(ANA, "new", theme=theme, language=lang, **EXPANSIONS)
    assert listed in reply.text.splitlines(), reply.text
    await table.stop()


@pytest.mark.parametrize(("lang", "word"), [("en", "Portrait"), ("es", "Retrato"),
                                            ("it", "Ritratto")])
async def test_the_portrait_is_explained_in_the_lobby_and_the_rules_of_1897(table, lang, word):
    h = await table.start()
    legend = localizer(lang, "1897").text("legend-portrait")
    assert word in legend and "San Juan" in legend
    reply = await h.command(ANA, "new", theme="1897", language=lang)
    assert legend in reply.text.splitlines()
    reply = await h.command(ANA, "rules")
    assert legend in reply.text.splitlines()
    await h.command(ANA, "cancel")
    reply = await h.command(ANA, "new", theme="classic", language=lang)
    assert legend not in reply.text.splitlines() and word not in reply.text
    reply = await h.command(ANA, "rules")
    assert legend not in reply.text.splitlines()
    await table.stop()


@pytest.mark.parametrize(("theme", "coins", "line"), [
    ("classic", 1, "Ana sceglie il ruolo di Caposquadra e prende 1 doblone dalla carta."),
    ("1897", 2, "Ana sceglie il ruolo di Caposquadra e prende 2 monete dalla carta."),
    ("classic", 0, "Ana sceglie il ruolo di Caposquadra."),
])
def test_an_italian_role_chosen_reads_as_a_sentence(theme, coins, line):
    event = {"type": "role_chosen", "seat": 0, "role": "mayor", "coins": coins}
    assert localizer("it", theme).event(event, ["Ana"]) == line
