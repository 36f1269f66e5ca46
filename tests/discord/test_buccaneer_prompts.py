"""The Buccaneer's and the Festival's questions as the prompts put them, in every language."""

from __future__ import annotations

import pytest

from bot.decisions.choices import choices, situation
from bot.game.position import Position
from bot.l10n import LANGUAGES, Localizer
from bot.service import Table
from bot.words.messages import step_text

ANA, BEA, CARLO = range(3)


def table_of(game) -> Table:
    return Table(game_id=1, channel_id=1, guild_id=None, host_id=1, status="playing",
                 theme="1897", lang="en", options={}, seats=[11, 12, 13],
                 names=["Ana", "Bea", "Carlo"], game=game, record=None, seq=0,
                 prompt_message_id=None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_buccaneers_options_the_raid_and_the_kidnapped_role_are_asked(lang, caplog):
    loc = Localizer(lang, "1897")
    game = (Position(players=3, theme="1897", expansions=("buccaneer",))
            .seat(ANA, idle=["corn", "sugar"]).set(colonist_ship=7).start(ANA))
    game.apply(ANA, "role buccaneer")
    asked = step_text(table_of(game), ANA, loc)
    assert loc.text("buccaneer-kidnapping") in asked and loc.role("buccaneer") in asked
    assert loc.text("prompt-colonist-ship", count=7, minimum=3) in situation(game, loc)
    game.apply(ANA, "raid")
    assert loc.text("buccaneer-raid") in step_text(table_of(game), ANA, loc)
    game.apply(ANA, "pass")
    game.apply(BEA, "role craftsman")
    game.apply(CARLO, "role trader")
    assert game.pending() == (BEA,) and game.state.round == 2  # nothing was kidnapped
    game = Position(players=3, theme="1897", expansions=("buccaneer",)).start(ANA)
    game.apply(ANA, "role buccaneer")
    game.apply(ANA, "kidnap mayor")
    game.apply(BEA, "role craftsman")
    game.apply(CARLO, "role trader")
    asked = step_text(table_of(game), ANA, loc)
    assert asked == loc.text("prompt-step-kidnapped", role=loc.role("mayor"))
    assert not [r for r in caplog.records if r.levelno >= 30]


def names_table(game, lang: str) -> Table:
    table = table_of(game)
    table.lang = lang
    return table


@pytest.mark.parametrize(("lang", "asked"), [
    ("en", "Buccaneer: choose Plunder or Kidnapping."),
    ("es", "Contrabandista: elige Saqueo o Cambio de roles."),
    ("it", "Bucaniere: scegli Bottino o Scambio di ruoli."),
])
def test_the_buccaneer_is_asked_only_the_options_he_has(lang, asked):
    """Empty ships and a colonist ship at its minimum: no Piracy nor Raid is named."""
    game = (Position(players=3, theme="1897", expansions=("buccaneer",))
            .set(trading_house=["corn", "sugar"], colonist_ship=3).start(ANA))
    game.apply(ANA, "role buccaneer")
    assert {d.split()[0] for d in game.legal(ANA)} == {"plunder", "kidnap"}
    assert step_text(table_of(game), ANA, Localizer(lang, "1897")) == asked


@pytest.mark.parametrize(("lang", "theme", "held", "mayor"), [
    ("en", "classic", "Builder · held by Ana, who gets 3 doubloons",
     "Mayor, taking 1 extra colonist · held by Ana, who gets 3 doubloons"),
    ("en", "1897", "Builder · held by Ana, who gets 3 coins",
     "Recruiter, taking 1 extra worker · held by Ana, who gets 3 coins"),
    ("es", "1897", "Constructor · lo tiene Ana, que recibe 3 monedas",
     "Reclutador, con 1 trabajador más para ti · lo tiene Ana, que recibe 3 monedas"),
    ("it", "classic", "Costruttore · tenuto da Ana, che riceve 3 dobloni",
     "Caposquadra, con 1 lavoratore in più per te · tenuto da Ana: +3 dobloni"),
])
def test_a_kidnapped_role_says_who_holds_it_and_what_he_gets(lang, theme, held, mayor):
    """Its button says who holds it and what he gets if another chooses it (ruling R6); with
    a long label, in short."""
    names = ["Ana", "Bea", "Carlo"]
    loc = Localizer(lang, theme)
    for role, shown in (("builder", held), ("mayor", mayor)):
        game = Position(players=3, theme=theme, expansions=("buccaneer",)).start(ANA)
        game.apply(ANA, "role buccaneer")
        game.apply(ANA, f"kidnap {role}")
        offered = choices(game, BEA, loc, names)
        chosen = f"role {role} +colonist" if role == "mayor" else f"role {role}"
        (kidnapped,) = [c for c in offered if c.decision == chosen]
        assert kidnapped.text == shown
        assert not [c for c in offered if not c.decision.startswith(f"role {role}")
                    and "Ana" in c.text]


@pytest.mark.parametrize(("lang", "piracy", "plunder"), [
    ("en", "Piracy: empty the 5-ship, keep 1 barrel · +1 sugar for you, 4 sugar back to the supply",
     "Plunder: the trading house, 1 VP a barrel · +2 VP"),
    ("es", "Atraco: vaciar el barco de 5 y quedarse 1 barril · +1 barril de azúcar para ti, "
           "4 barriles de azúcar a la reserva",
     "Saqueo: la casa de comercio, 1 PV por barril · +2 PV"),
    ("it", "Assalto: svuota la nave da 5 e tieni 1 barile · +1 barile di zucchero per te, "
           "4 barili di zucchero alla riserva",
     "Bottino: la casa di commercio, 1 PV per barile · +2 PV"),
])
def test_piracy_and_plunder_say_their_barrels_and_what_they_earn(lang, piracy, plunder):
    game = (Position(players=3, expansions=("buccaneer",))
            .ships((5, "sugar", 5), (6, None, 0), (7, None, 0))
            .set(trading_house=["corn", "sugar"]).start(ANA))
    game.apply(ANA, "role buccaneer")
    offered = {c.decision: c for c in choices(game, ANA, Localizer(lang), ["Ana", "Bea", "Carlo"])}
    shown = {d: f"{c.label} · {c.detail}" for d, c in offered.items()}
    assert shown["piracy 5 1"] == piracy
    assert shown["plunder"] == plunder


@pytest.mark.parametrize(("lang", "button"), [
    ("en", "Piracy: empty the 5-ship, keep no barrel · 1 sugar back to the supply"),
    ("es", "Atraco: vaciar el barco de 5 sin quedarse ningún barril · 1 barril a la reserva"),
    ("it", "Assalto: svuota la nave da 5 senza tenere barili · 1 barile alla riserva"),
])
def test_a_piracy_button_keeps_its_numbers_in_short(lang, button):
    """Few options are buttons: a long label keeps what goes back, in short, with its unit."""
    game = (Position(players=3, expansions=("buccaneer",))
            .ships((5, "sugar", 1), (6, None, 0), (7, None, 0)).set(colonist_ship=3).start(ANA))
    game.apply(ANA, "role buccaneer")
    offered = {c.decision: c for c in choices(game, ANA, Localizer(lang), ["Ana", "Bea", "Carlo"])}
    assert offered["piracy 5 0"].text == button
