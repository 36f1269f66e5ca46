"""The numbers beside each choice of a prompt, for the expansions' decisions too."""

from __future__ import annotations

import pytest

from bot.decisions import choices
from bot.game.position import Position
from bot.l10n import localizer

NAMES = ["Ana", "Bea", "Carlo", "Dora"]


def shown(game, seat: int, lang: str = "en") -> dict[str, str]:
    """Decision -> the numbers its button or option carries."""
    loc = localizer(lang, game.state.theme)
    return {c.decision: c.detail for c in choices.choices(game, seat, loc, NAMES)}


def test_a_trading_post_sale_carries_its_price():
    """Coffee to the supply: 4 doubloons, +1 for the Trader's privilege."""
    game = (Position(4, expansions=("new_buildings",), options={"buildings": "all_new"})
            .set(trading_house=["coffee", "corn", "sugar", "indigo"])
            .seat(0, city={"trading_post": 1}, goods={"coffee": 2}).start(chooser=0))
    game.apply(0, "role trader")
    assert shown(game, 0)["trading_post coffee"] == "+5 doubloons"
    assert shown(game, 0, "es")["trading_post coffee"] == "+5 doblones"


def test_a_black_market_build_carries_what_the_building_costs():
    """ES97's example: the Harbor for 6 doubloons with a fruit barrel and a colonist back."""
    game = (Position(4, expansions=("new_buildings",), options={"buildings": "all_new"})
            .set(buildings={"harbor": 2}, colonist_supply=10)
            .seat(1, island=["indigo"], city={"black_market": 1}, goods={"indigo": 1},
                  doubloons=6).start(chooser=0))
    game.apply(0, "role builder")
    while 1 not in game.pending():
        game.apply(game.pending()[0], "pass")
    assert shown(game, 1)["build harbor -colonist:indigo -barrel:indigo"] == "6 doubloons"



def test_a_long_black_market_label_keeps_its_price_for_a_select():
    """Its button has no room for the price beside what is given back, but the select option
    that shows it has a line of its own for it."""
    game = (Position(4, expansions=("new_buildings",), options={"buildings": "all_new"},
                     theme="1897")
            .set(buildings={"large_market": 2}, colonist_supply=10)
            .seat(1, city={"black_market": 1, "small_indigo_plant": 1}, goods={"sugar": 1},
                  vp=1, doubloons=2).start(chooser=0))
    game.apply(0, "role builder")
    while 1 not in game.pending():
        game.apply(game.pending()[0], "pass")
    build = choices.choices(game, 1, localizer("es", "1897"), NAMES)[0]
    assert build.text == "Construir: Mercado Gr. −trabajador (Almacén de Fruta Peq.) −azúcar −1 PV"
    assert build.detail == "2 monedas"


def test_a_black_market_option_says_where_the_colonist_given_back_was():
    """A select option has 100 characters: the colonist taken off the Large Fruit Depot is
    named as such there, and only a button, 80 characters, leaves out where he was."""
    game = (Position(4, expansions=("new_buildings",), options={"buildings": "all_new"},
                     theme="1897")
            .set(buildings={"tobacco_storage": 2}, colonist_supply=10)
            .seat(1, island=["indigo"], city={"black_market": 1, "indigo_plant": 1},
                  goods={"indigo": 1}, doubloons=3).start(chooser=0))
    game.apply(0, "role builder")
    while 1 not in game.pending():
        game.apply(game.pending()[0], "pass")
    offered = {c.decision: c for c in choices.choices(game, 1, localizer("it", "1897"), NAMES)}
    build = offered["build tobacco_storage -colonist:indigo_plant -barrel:indigo"]
    assert build.label == ("Costruisci: Magazzino del Tabacco −lavoratore (Grande Piantagione "
                           "di Frutta) −frutta")
    assert build.text == "Costruisci: Magazzino del Tabacco −lavoratore −frutta · 3 monete"


def royal_supplier_turn():
    """Bea's first Captain turn with an occupied Royal Supplier and one noble: giving back
    her only corn leaves her nothing to load, and Carlo's fruit then has one ship only."""
    game = (Position(3, expansions=("nobles",), theme="1897")
            .seat(1, city={"royal_supplier": 1}, nobles={"royal_supplier": 1}, goods={"corn": 1})
            .seat(2, goods={"indigo": 1})
            .ships((4, "corn", 1), (5, "sugar", 1), (6, None, 0))
            .start(chooser=0))
    game.apply(0, "role captain")
    return game


@pytest.mark.parametrize(("lang", "give_back", "load"), [
    ("en", "Give back corn for 1 VP", "Load corn on the 4-ship · 1 corn · 1 VP"),
    ("es", "Devolver maíz por 1 PV", "Cargar maíz en el barco de 4 · 1 barril de maíz · 1 PV"),
    ("it", "Restituisci mais per 1 PV",
     "Carica mais sulla nave da 4 · 1 barile di mais · 1 PV"),
])
def test_a_choice_carries_its_own_numbers_not_those_of_what_the_engine_does_next(
        lang, give_back, load):
    """Giving back with the Royal Supplier ships nothing: the load the engine then makes for
    Carlo, his only one, is not shown on Bea's button as if it were hers."""
    game = royal_supplier_turn()
    loc = localizer(lang, "1897")
    offered = {c.decision: c.text for c in choices.choices(game, 1, loc, NAMES)}
    assert offered == {"royal_supplier corn": give_back, "load corn 4": load}


@pytest.mark.parametrize(("lang", "keep_sugar", "lost"), [
    ("en", "Keep 1 sugar · 2 corn, 3 indigo, 1 sugar, 1 tobacco and 2 coffee lost",
     "2 corn, 3 indigo, 1 sugar, 1 tobacco and 2 coffee lost"),
    ("es", "Guardar 1 barril de azúcar · pierdes 9 barriles",
     "pierdes 2 barriles de maíz, 3 barriles de añil, 1 barril de azúcar, 1 barril de tabaco "
     "y 2 barriles de café"),
    ("it", "Conserva 1 barile di zucchero · perdi 9 barili",
     "perdi 2 barili di mais, 3 barili di indaco, 1 barile di zucchero, 1 barile di tabacco e "
     "2 barili di caffè"),
])
def test_a_storage_says_what_it_loses_within_a_buttons_80_characters(lang, keep_sugar, lost):
    """Ten barrels of five kinds and nowhere to load them: keeping one loses nine. Spelt out
    kind by kind the loss would not fit on a button beside what is kept, and Discord would
    cut it mid-word; it is then told as a number of barrels. A select option, which has a
    line of 100 characters for it, still spells it out."""
    game = (Position(3)
            .seat(0, goods={"corn": 2, "indigo": 3, "sugar": 2, "tobacco": 1, "coffee": 2})
            .ships((4, "sugar", 4), (5, "tobacco", 5), (6, "coffee", 6))
            .start(chooser=0))
    game.apply(0, "role captain")
    offered = {c.decision: c for c in choices.choices(game, 0, localizer(lang), NAMES)}
    assert offered["keep sugar"].text == keep_sugar
    assert offered["keep sugar"].detail == lost
    assert all(len(choice.text) <= 80 for choice in offered.values()), offered


# ---------------------------------------------- the Mayor's privilege, doubled by a Library
MAYOR_TEXTS = {  # the buttons: one colonist, two, two nobles, one of each, without; the report
    "en": ("Mayor, taking 1 extra colonist", "Mayor, taking 2 extra colonists",
           "Mayor, taking 2 extra nobles", "Mayor, taking 1 extra noble and 1 extra colonist",
           "Mayor, without the extra colonists", "Ana takes 2 colonists from the supply."),
    "es": ("Alcalde, con 1 colono más para ti", "Alcalde, con 2 colonos más para ti",
           "Alcalde, con 2 nobles más para ti", "Alcalde, con 1 noble y 1 colono más para ti",
           "Alcalde, sin los colonos extra", "Ana toma 2 colonos de la reserva."),
    "it": ("Caposquadra, con 1 lavoratore in più per te",
           "Caposquadra, con 2 lavoratori in più per te",
           "Caposquadra, con 2 nobili in più per te",
           "Caposquadra, con 1 nobile e 1 lavoratore in più per te",
           "Caposquadra, senza i lavoratori in più", "Ana prende 2 lavoratori dalla riserva."),
}


def mayor_choice(library: int, colonist_supply: int = 20):
    """Ana chooses a role; her Library is occupied (`library=1`) or not (`0`)."""
    return (Position(4, expansions=("new_buildings", "nobles"), options={"buildings": "all_new"})
            .set(colonist_supply=colonist_supply, noble_supply=10)
            .seat(0, city={"library": library}).start(chooser=0))


def labels(game, seat: int, lang: str) -> dict[str, str]:
    loc = localizer(lang, game.state.theme)
    return {c.decision: c.label for c in choices.choices(game, seat, loc, NAMES)}


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_library_mayor_is_offered_two_privilege_colonists_or_nobles(lang):
    """Ruling N13 (R3): with an occupied Library the Mayor takes two colonists; with the Nobles
    two nobles or one of each (NO3). The buttons say two, and so does the report."""
    _, two, two_nobles, one_each, without, report = MAYOR_TEXTS[lang]
    game = mayor_choice(library=1)
    offered = labels(game, 0, lang)
    assert offered["role mayor +colonist"] == two
    assert offered["role mayor +noble"] == two_nobles
    assert offered["role mayor +noble +colonist"] == one_each
    assert offered["role mayor"] == without
    loc = localizer(lang, "classic")
    assert report in [loc.event(event, NAMES) for event in game.apply(0, "role mayor +colonist")]


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_mayor_without_a_library_or_with_one_colonist_left_is_offered_one(lang):
    one = MAYOR_TEXTS[lang][0]
    assert labels(mayor_choice(library=0), 0, lang)["role mayor +colonist"] == one
    assert labels(mayor_choice(library=1, colonist_supply=1), 0, lang)[
        "role mayor +colonist"] == one


@pytest.mark.parametrize(("lang", "theme", "colonists", "with_nobles"), [
    ("en", "classic", "Arrangement of 3 colonists (corn plantation ×2 and Hospice)",
     "Arrangement of 1 colonist and 1 noble (Chapel and corn plantation)"),
    ("es", "1897", "Colocación de 3 trabajadores (plantación de maíz ×2 y Hospital)",
     "Colocación de 1 trabajador y 1 burgués (Capilla y plantación de maíz)"),
    ("it", "classic", "Sistemazione di 3 lavoratori (piantagione di mais ×2 e Ospizio)",
     "Sistemazione di 1 lavoratore e 1 nobile (Cappella e piantagione di mais)"),
])
def test_a_mayor_arrangement_taken_back_is_said_as_one(lang, theme, colonists, with_nobles):
    """An arrangement of one click is taken back whole, and said as one: its pieces and
    where they went, not colonist by colonist; the nobles left in San Juan are no place."""
    game = Position(2, theme=theme).start(chooser=0)
    loc = localizer(lang, theme)
    assert choices.taken_back_label(game, 0, ["place corn", "place hospice", "place corn"],
                                    loc) == colonists
    assert choices.taken_back_label(game, 0, ["place-noble chapel", "place-noble san_juan",
                                              "place corn"], loc) == with_nobles
    assert choices.taken_back_label(game, 0, ["place corn"], loc) \
        == loc.decision("place corn")  # one colonist is one decision
