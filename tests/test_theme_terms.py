"""Every message names the pieces of its theme: no classic name in a Puerto Rico 1897 text and
no 1897 name in a classic one (reference §4), in every variant of every message.

Messages are read as Fluent syntax: a selector on `$theme` follows only the theme's variant,
any other selector every variant, and a reference to another message (`{ term-colonist }`)
is read in the same theme. Variables stand as ‹name›.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

from bot.l10n import LANGUAGES, LOCALES, localizer

MOST_VARIANTS = 2000  # per message; far above what any message has

# Words of the other theme, per language: the theme named is the one they must not appear in.
FOREIGN = {
    ("en", "1897"): [r"\bcolonists?\b", r"\bviolet\b", r"\bdoubloons?\b", r"San Juan",
                     r"\bisland\b", r"\bindigo\b", r"\bthe ship\b", r"\bSettler\b",
                     r"\bMayor\b", r"\bProspector\b"],
    ("en", "classic"): [r"\bworkers?\b", r"Work Register", r"\bbeige\b",
                        r"\bcommercial buildings?\b", r"\bportrait\b", r"\bfruit\b",
                        r"\bPlanter\b", r"\bRecruiter\b", r"\bAdventurer\b"],
    ("es", "1897"): [r"\bcolonos?\b", r"\bvioletas?\b", r"\bdobl(ón|ones)\b", r"San Juan",
                     r"\bisla\b", r"\bañil\b", r"\bel barco\b", r"\bColonizador\b",
                     r"\bAlcalde\b", r"\bBuscador de oro\b"],
    ("es", "classic"): [r"\btrabajador(es)?\b", r"Registro de Empleo", r"\bbeis\b",
                        r"\bretrato\b", r"\bfruta\b", r"\bPlantador\b", r"\bReclutador\b",
                        r"\bAventurero\b"],
    ("it", "1897"): [r"\bcolon[oi]\b", r"\bviola\b", r"\bdobloni?e?\b", r"San Juan",
                     r"\bisola\b", r"\bindaco\b", r"\bla nave si\b", r"\bnave dei\b",
                     r"\bCercatore\b"],
    ("it", "classic"): [r"Sala di Reclutamento", r"\bbeige\b", r"\britratto\b",
                        r"\bfrutta\b", r"\bAgricoltore\b", r"\bAvventuriero\b"],
}
# A command-line option's name (--review-workers) is the same in every edition and language.
OPTION = re.compile(r"--[\w-]+")
# Messages that name a piece in both editions on purpose: 1897's portrait is San Juan.
BETWEEN_THEMES = frozenset({"legend-portrait"})


@cache
def catalogue(lang: str) -> dict[str, ast.Message]:
    found = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        found.update({e.id.name: e for e in resource.body if isinstance(e, ast.Message)})
    return found


def is_theme(selector) -> bool:
    return isinstance(selector, ast.VariableReference) and selector.id.name == "theme"


def variant_for(select: ast.SelectExpression, theme: str) -> ast.Variant:
    for variant in select.variants:
        key = getattr(variant.key, "name", None) or getattr(variant.key, "value", None)
        if key == theme:
            return variant
    return next(variant for variant in select.variants if variant.default)


def texts(pattern: ast.Pattern | None, lang: str, theme: str) -> list[str]:
    """Every text `pattern` can produce in `theme`."""
    results = [""]
    for element in pattern.elements if pattern else ():
        if isinstance(element, ast.TextElement):
            options = [element.value]
        else:
            options = expression_texts(element.expression, lang, theme)
        results = [done + option for done in results for option in options][:MOST_VARIANTS]
    return results


def expression_texts(expression, lang: str, theme: str) -> list[str]:
    if isinstance(expression, ast.SelectExpression):
        if is_theme(expression.selector):
            return texts(variant_for(expression, theme).value, lang, theme)
        return [t for v in expression.variants for t in texts(v.value, lang, theme)]
    if isinstance(expression, ast.MessageReference):
        message = catalogue(lang)[expression.id.name]
        if expression.attribute:
            attribute = next(a for a in message.attributes
                             if a.id.name == expression.attribute.name)
            return texts(attribute.value, lang, theme)
        return texts(message.value, lang, theme)
    if isinstance(expression, ast.Placeable):
        return expression_texts(expression.expression, lang, theme)
    if isinstance(expression, ast.StringLiteral | ast.NumberLiteral):
        return [expression.value]
    if isinstance(expression, ast.VariableReference):
        return [f"‹{expression.id.name}›"]
    return ["‹…›"]  # a function call such as NUMBER($count)


def every_text(lang: str, theme: str) -> dict[str, list[str]]:
    """Message id (or id.attribute) -> every text it can produce."""
    found = {}
    for message_id, message in catalogue(lang).items():
        found[message_id] = texts(message.value, lang, theme)
        for attribute in message.attributes:
            found[f"{message_id}.{attribute.id.name}"] = texts(attribute.value, lang, theme)
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("theme", ["classic", "1897"])
def test_messages_use_the_names_of_their_theme(lang, theme):
    foreign = re.compile("|".join(FOREIGN[lang, theme]), re.IGNORECASE)
    wrong = {
        message_id: sorted({m.group(0) for text in found
                            for m in foreign.finditer(OPTION.sub("", text))})
        for message_id, found in every_text(lang, theme).items()
        if message_id not in BETWEEN_THEMES
    }
    assert {message_id: words for message_id, words in wrong.items() if words} == {}


def test_the_reader_follows_the_theme_and_every_other_variant():
    """The reader itself: a classic-only word is found in classic and not in 1897."""
    english = every_text("en", "classic")
    assert any("colonist ship" in text for text in english["term-colonist_ship"])
    assert every_text("en", "1897")["term-colonist_ship"] == ["Work Register"]
    assert len(every_text("en", "classic")["event-colonists_placed"]) >= 2


# ------------------------------------------------------------------- the fixed texts
@pytest.mark.parametrize(
    ("lang", "theme", "message", "args", "text"),
    [
        ("es", "1897", "rules-residence", {},
         "Final: 4/5/6/7 PV por hasta 9/10/11/12 casillas de cultivo ocupadas."),
        ("it", "classic", "rules-residence", {},
         "Fine: 4/5/6/7 PV per fino a 9/10/11/12 spazi occupati della tua isola."),
        ("it", "1897", "rules-residence", {},
         "Fine: 4/5/6/7 PV per fino a 9/10/11/12 spazi occupati del tuo Territorio."),
        ("es", "1897", "rules-city_hall", {},
         "Final: +1 PV por cada uno de tus edificios de color beis, incluido este."),
        ("it", "1897", "rules-city_hall", {},
         "Fine: +1 PV per ognuno dei tuoi Edifici beige, compreso questo."),
        ("en", "1897", "board-round", {"round": 3}, "Round 3"),
        ("it", "1897", "board-round", {"round": 3}, "Turno 3"),
        ("it", "classic", "board-last-round", {}, "Ultimo turno"),
        ("es", "classic", "cmd-new-theme", {}, "edición"),
        ("es", "classic", "cmd-play-decision", {}, "decisión"),
    ],
)
def test_fixed_texts(lang, theme, message, args, text):
    assert localizer(lang, theme).text(message, **args) == text


# Placing colonists says how many of each kind, so that one is not spoken of in the plural
# and a noble is not counted as a colonist of the first kind.
@pytest.mark.parametrize(
    ("lang", "theme", "placed", "nobles", "text"),
    [
        ("es", "1897", 1, 0, "Ana ha colocado 1 trabajador."),
        ("es", "classic", 4, 0, "Ana ha colocado 4 colonos."),
        ("en", "1897", 1, 0, "Ana has placed 1 worker."),
        ("it", "classic", 2, 0, "Ana ha sistemato 2 lavoratori."),
        ("es", "1897", 7, 2, "Ana ha colocado 5 trabajadores y 2 burgueses."),
        ("en", "classic", 3, 1, "Ana has placed 2 colonists and 1 noble."),
        ("it", "1897", 1, 1, "Ana ha sistemato 1 borghese."),
    ],
)
def test_colonists_placed_by_kind(lang, theme, placed, nobles, text):
    event = {"type": "colonists_placed", "seat": 0, "placed": placed, "nobles": nobles,
             "san_juan": 0}
    assert localizer(lang, theme).event(event, ["Ana"]) == text


def test_the_mayor_card_names_the_work_register_in_1897():
    for lang, register in (("en", "Work Register"), ("es", "Registro de Empleo"),
                           ("it", "Sala di Reclutamento")):
        card = localizer(lang, "1897").text("rules-mayor")
        assert card.count(register) == 2, card


def test_the_italian_settler_and_the_pieces_have_different_names():
    classic = localizer("it", "classic")
    assert classic.role("settler") == "Colono"
    assert classic.term("colonist") == "lavoratore"
    assert classic.amount("colonists", 1) == "1 lavoratore"
    assert classic.term("colonist_ship") == "nave dei lavoratori"


@pytest.mark.parametrize(
    ("lang", "theme", "left", "nobles", "text"),
    [
        ("es", "1897", 2, 2, "Carlo ha colocado 3 trabajadores; quedan 2 burgueses en el retrato."),
        ("es", "classic", 3, 1, "Carlo ha colocado 3 colonos; quedan 2 colonos y 1 noble en San "
                                "Juan."),
        ("it", "classic", 4, 4, "Carlo ha sistemato 3 lavoratori; a San Juan: 4 nobili."),
        ("it", "1897", 1, 0, "Carlo ha sistemato 3 lavoratori; sul ritratto: 1 lavoratore."),
        ("en", "1897", 2, 1, "Carlo has placed 3 workers; portrait: 1 worker and 1 noble."),
    ],
)
def test_the_nobles_left_in_san_juan_are_named_nobles(lang, theme, left, nobles, text):
    event = {"type": "colonists_placed", "seat": 0, "placed": 3, "nobles": 0,
             "san_juan": left, "san_juan_nobles": nobles}
    assert localizer(lang, theme).event(event, ["Carlo"]) == text
