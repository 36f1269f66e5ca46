"""The locales: the same messages in every language, every event and decision of real games
rendered without a Fluent error, and the names of the rulebooks (reference §1, §3, §4)."""

from __future__ import annotations

import logging
import random
import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot.game import Game, Setup
from bot.game.components import BUILDINGS, GOODS, ROLES, THEMES, TILES
from bot.game.expansions import known, rules_for
from bot.l10n import LANGUAGES, LOCALES, Localizer, bundles, localizer

OWN_FILES = ("names.ftl", "events.ftl", "decisions.ftl", "errors.ftl")
NAMES = ["Ana", "Bea", "Carlo", "Dani", "Eva"]
ERROR_CODES = ("illegal", "not_your_turn", "game_over", "bad_record", "bad_setup", "game_error")
EXPANSION_BUILDINGS = (
    "aqueduct", "forest_house", "black_market", "storehouse", "guest_house", "trading_post",
    "church", "small_wharf", "lighthouse", "specialty_factory", "library", "union_hall", "statue",
    "cloister", "land_office", "chapel", "hunting_lodge", "zoning_office", "royal_supplier",
    "villa", "jeweler", "royal_garden",
)
TERMS = (
    "colonist", "colonists", "colonist_ship", "trading_house", "doubloon", "doubloons",
    "san_juan", "island", "city", "violet_buildings", "noble", "nobles", "forest", "governor",
    "vp", "victory_points", "plantation", "plantations", "quarry", "quarries", "barrel",
    "barrels", "cargo_ship", "cargo_ships", "supply",
)
EVENT_TYPES = (
    "game_started", "role_chosen", "prospected", "phase_ended", "round_ended",
    "governor_changed", "game_end_triggered", "game_over", "tile_taken", "passed",
    "plantations_drawn", "plantations_reshuffled", "colonists_taken", "colonists_placed",
    "ship_refilled", "built", "produced", "factory_paid", "craftsman_bonus", "sold",
    "trading_house_emptied", "shipped", "goods_kept", "ships_emptied",
    # The Buccaneer and the Festival.
    "pirated", "plundered", "raided", "kidnapped", "ransom_paid", "kidnapped_role_due",
    "buccaneer_idle", "colonists_settled", "festival_set", "festival_won",
    # The New Buildings
    "board_set", "building_drafted", "forest_laid", "hacienda_drawn", "black_market_used",
    "church_vp", "specialty_factory_paid", "sold_to_supply", "small_wharf_shipped",
    "lighthouse_paid", "union_hall_vp", "guest_moved",
    # The Nobles
    "nobles_taken", "noble_aboard", "plantation_bought", "plantation_sold",
    "plantation_discarded", "hunting_lodge_paid", "chapel_paid", "jeweler_paid",
    "royal_supplier_used",
)
# Expansions whose events and decisions the random games below go through.
WORDED_EXPANSIONS = ("buccaneer", "festival")
# Text that means something was left unformatted: a placeable, a message id, an engine id.
LEFTOVER = re.compile(
    r"[{}]|\b(role|building|good|tile|term|event|decision|error|amount|list)-|\b[a-z]+_[a-z_]+\b"
)
LOCALIZERS = [(lang, theme) for lang in LANGUAGES for theme in THEMES]
# Typography a reader stumbles on: a doubled period (a name abbreviated at its end, "Gr.",
# closing a sentence), a word stuck to a closing bracket ("(Catastro)y").
MISPRINT = re.compile(r"(?<!\.)\.\.(?!\.)|\)\w")


# ------------------------------------------------------------------ the files themselves
@cache
def parsed(lang: str, name: str) -> ast.Resource:
    return FluentParser().parse((LOCALES / lang / name).read_text(encoding="utf-8"))


def messages(lang: str, name: str) -> dict[str, ast.Message]:
    return {e.id.name: e for e in parsed(lang, name).body if isinstance(e, ast.Message)}


class Variables(visitor.Visitor):
    """The variables a message reads, and its selectors on $theme."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.theme_keys: list[set[str]] = []

    def visit_VariableReference(self, node) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node) -> None:
        selector = node.selector
        if isinstance(selector, ast.VariableReference) and selector.id.name == "theme":
            keys = {getattr(v.key, "name", getattr(v.key, "value", None)) for v in node.variants}
            default = next(v for v in node.variants if v.default)
            keys.add(f"default:{getattr(default.key, 'name', default.key)}")
            self.theme_keys.append(keys)
        self.generic_visit(node)


def variables(message: ast.Message) -> Variables:
    found = Variables()
    found.visit(message)
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", OWN_FILES)
def test_files_parse_without_junk(lang, name):
    junk = [e.content for e in parsed(lang, name).body if isinstance(e, ast.Junk)]
    assert junk == []


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize("name", OWN_FILES)
def test_same_messages_and_attributes_as_english(lang, name):
    english, other = messages("en", name), messages(lang, name)
    assert sorted(other) == sorted(english)
    for message_id, message in english.items():
        attributes = sorted(a.id.name for a in message.attributes)
        assert sorted(a.id.name for a in other[message_id].attributes) == attributes, message_id


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize("name", OWN_FILES)
def test_same_variables_as_english(lang, name):
    """A translation reads the variables the code passes, no fewer (a field left out) and no
    more (a misspelt name)."""
    english, other = messages("en", name), messages(lang, name)
    for message_id, message in english.items():
        wanted = variables(message).names - {"theme"}
        assert variables(other[message_id]).names - {"theme"} == wanted, message_id


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", OWN_FILES)
def test_theme_selectors_cover_both_themes(lang, name):
    selectors = 0
    for message_id, message in messages(lang, name).items():
        for keys in variables(message).theme_keys:
            assert keys == {"1897", "classic", "default:classic"}, message_id
            selectors += 1
    # English events name themed things only through the terms.
    assert selectors or name in ("decisions.ftl", "errors.ftl") or (lang, name) == (
        "en", "events.ftl")


def test_event_messages_cover_every_event_type():
    assert sorted(m.removeprefix("event-") for m in messages("en", "events.ftl")) == sorted(
        (*EVENT_TYPES, "forced")
    )


# --------------------------------------------------------------------------- the loader
def test_unknown_language_or_theme_is_refused():
    with pytest.raises(ValueError):
        Localizer("fr")
    with pytest.raises(ValueError):
        Localizer("en", "1900")


def test_localizers_are_shared():
    assert localizer("es", "1897") is localizer("es", "1897")
    assert localizer("es").theme == "classic"


@pytest.fixture
def locale_files(monkeypatch, tmp_path):
    """A scratch locales/ folder: write(lang, file name, text)."""

    def write(lang: str, name: str, text: str) -> None:
        (tmp_path / lang).mkdir(exist_ok=True)
        (tmp_path / lang / name).write_text(text, encoding="utf-8")

    monkeypatch.setattr(bundles, "LOCALES", tmp_path)
    bundles.bundle.cache_clear()
    yield write
    bundles.bundle.cache_clear()


def test_a_missing_message_falls_back_to_english_then_to_its_id(locale_files, caplog):
    locale_files("en", "a.ftl", "only-english = Only in English\n")
    locale_files("es", "b.ftl", "broken = { $missing }\n")
    es = Localizer("es")
    assert es.text("only-english") == "Only in English"
    assert es.text("nowhere") == "nowhere"
    assert "missing" in es.text("broken")  # rendered anyway, with a warning
    assert len(caplog.records) >= 3


def test_every_ftl_file_of_a_language_is_loaded(locale_files):
    locale_files("it", "bot.ftl", "hello = Ciao { $theme }\n")
    locale_files("it", "renderer.ftl", "board = Plancia\n")
    assert Localizer("it", "1897").text("hello") == "Ciao 1897"
    assert Localizer("it").text("board") == "Plancia"


# ----------------------------------------------------------------------------- names
@pytest.mark.parametrize(("lang", "theme"), LOCALIZERS)
def test_every_piece_has_a_name(lang, theme, caplog):
    loc = Localizer(lang, theme)
    names = (
        [loc.role(r) for r in (*ROLES, "buccaneer")]
        + [loc.building(b) for b in (*BUILDINGS, *EXPANSION_BUILDINGS)]
        + [loc.good(g) for g in GOODS]
        + [loc.tile(t) for t in TILES]
        + [loc.term(t) for t in TERMS]
        + [loc.error(code) for code in ERROR_CODES]
    )
    assert caplog.records == []
    assert all(name and not LEFTOVER.search(name) for name in names), names


@pytest.mark.parametrize(("lang", "theme"), LOCALIZERS)
def test_every_step_of_every_expansion_has_its_prompt_and_heading(lang, theme):
    """A player asked in any step is told what it is, in Discord and on the pictures' and
    the terminal's headings; the ids are composed from the step, so no other test sees
    one missing."""
    loc = Localizer(lang, theme)
    steps = set(rules_for(tuple(known())).steps) | {"over"}
    prompts = {step: f"prompt-step-{step}" for step in steps - {"over"}}
    missing = [message for message in prompts.values() if not loc.has(message)]
    assert missing == []
    # The role being played in each step (a Raid's or the Festival's placing: the Buccaneer).
    roles = {"hunting_lodge": "settler", "placing": "buccaneer", "storage": "captain"}
    for step in steps:
        heading = loc.step(step, roles.get(step, step if step in (*ROLES, "buccaneer") else None))
        assert heading and not LEFTOVER.search(heading) and "role-" not in heading


@pytest.mark.parametrize(
    ("lang", "theme", "kind", "id_", "name"),
    [
        ("es", "classic", "role", "settler", "Colonizador"),
        ("es", "1897", "role", "settler", "Plantador"),
        ("es", "1897", "role", "craftsman", "Productor"),
        ("es", "classic", "role", "prospector", "Buscador de oro"),
        ("it", "1897", "role", "prospector", "Avventuriero"),
        ("it", "classic", "role", "settler", "Colono"),
        ("it", "1897", "role", "settler", "Agricoltore"),
        ("en", "1897", "role", "mayor", "Recruiter"),
        ("en", "classic", "role", "buccaneer", "Buccaneer"),
        ("es", "classic", "building", "wharf", "Muelle"),
        ("es", "classic", "building", "harbor", "Puerto"),
        ("es", "1897", "building", "harbor", "Muelle"),
        ("es", "1897", "building", "wharf", "Embarcadero"),
        ("es", "1897", "building", "guild_hall", "Parque de Bomberos"),
        ("it", "1897", "building", "city_hall", "Palazzo del Governatore"),
        ("it", "1897", "building", "small_indigo_plant", "Piccola Piantagione di Frutta"),
        ("en", "1897", "building", "university", "School"),
        ("en", "1897", "building", "specialty_factory", "Distillery"),
        ("en", "1897", "building", "union_hall", "Assembly Hall"),
        ("en", "classic", "building", "construction_hut", "Construction Hut"),
        ("es", "1897", "building", "jeweler", "Sastrería"),
        ("it", "1897", "building", "royal_garden", "Piazza della Città"),
        ("es", "1897", "good", "indigo", "fruta"),
        ("es", "classic", "good", "indigo", "añil"),
        ("it", "1897", "good", "indigo", "frutta"),
        ("en", "1897", "good", "indigo", "fruit"),
        ("it", "1897", "good", "corn", "mais"),
        ("es", "classic", "tile", "quarry", "cantera"),
        ("en", "classic", "tile", "corn", "corn plantation"),
        ("es", "classic", "term", "colonist_ship", "barco de los colonos"),
        ("es", "1897", "term", "colonist_ship", "Registro de Empleo"),
        ("it", "1897", "term", "colonist_ship", "Sala di Reclutamento"),
        ("en", "1897", "term", "colonist", "worker"),
        ("it", "1897", "term", "colonist", "lavoratore"),
        ("es", "1897", "term", "san_juan", "retrato"),
        ("es", "classic", "term", "doubloon", "doblón"),
        ("it", "1897", "term", "doubloon", "moneta"),
        ("en", "1897", "term", "island", "countryside"),
        ("es", "1897", "term", "noble", "burgués"),
    ],
)
def test_names_of_the_rulebooks(lang, theme, kind, id_, name):
    assert getattr(Localizer(lang, theme), kind)(id_) == name


@pytest.mark.parametrize(
    ("lang", "theme", "count", "text"),
    [
        ("en", "classic", 1, "1 doubloon"),
        ("en", "classic", 2, "2 doubloons"),
        ("en", "1897", 1, "1 coin"),
        ("es", "classic", 1, "1 doblón"),
        ("es", "classic", 2, "2 doblones"),
        ("es", "1897", 3, "3 monedas"),
        ("it", "classic", 1, "1 doblone"),
        ("it", "1897", 2, "2 monete"),
    ],
)
def test_amounts_use_plurals(lang, theme, count, text):
    assert Localizer(lang, theme).amount("doubloons", count) == text


# --------------------------------------------------------------- events and decisions
@cache
def random_games(theme: str) -> tuple[list[tuple[dict, int]], set[str]]:
    """Every distinct event (with its game's player count) and every legal decision of seeded
    games: a third with the Buccaneer and the Festival, half with the New Buildings (their
    board drafted, drawn or all new), half with the Nobles."""
    events, decisions = {}, set()
    for seed in range(24):
        players = NAMES[: 2 + seed % 4]
        expansions = WORDED_EXPANSIONS if seed % 3 == 0 else ()
        if seed % 2:
            expansions += ("new_buildings",)
        if seed // 2 % 2:
            expansions += ("nobles",)
        options = {"buildings": BOARDS[seed // 2 % 3]} if seed % 2 else {}
        game = Game.new(Setup(players=players, seed=seed, theme=theme, expansions=expansions,
                              options=options))
        rng = random.Random(seed)
        seen = list(game.opening_events)
        while not game.is_over:
            seat = rng.choice(game.pending())
            legal = game.legal(seat) + game.free(seat)
            decisions.update(legal)
            seen += game.apply(seat, rng.choice(legal))
        for event in seen:
            events.setdefault(repr(sorted(event.items())), (event, len(players)))
    return list(events.values()), decisions


BOARDS = ("draft", "random", "all_new")
# Rare shapes the random games may not reach, written as the engine emits them.
SAMPLE_EVENTS = [
    {"type": "tile_taken", "seat": 1, "tile": "quarry", "source": "face_up", "colonist": True},
    {"type": "tile_taken", "seat": 0, "tile": "coffee", "source": "hacienda", "colonist": False},
    {"type": "built", "seat": 2, "building": "wharf", "cost": 1, "colonist": True},
    {"type": "shipped", "seat": 0, "good": "sugar", "count": 5, "ship": 0, "vp": 7},
    {"type": "shipped", "seat": 0, "good": "coffee", "count": 1, "ship": 5, "vp": 1,
     "forced": True},
    {"type": "goods_kept", "seat": 1, "kept": {"corn": 3, "coffee": 1},
     "lost": {"sugar": 1}, "forced": True},
    {"type": "goods_kept", "seat": 1, "kept": {"indigo": 1}, "lost": {"sugar": 2, "corn": 1}},
    {"type": "game_end_triggered", "reason": "city"},
    {"type": "game_end_triggered", "reason": "vp"},
    {"type": "game_over", "reasons": ["city", "vp", "colonists"], "winners": [0, 2]},
    {"type": "round_ended", "round": 9, "coins_on": ["prospector", "prospector", "trader"]},
    {"type": "colonists_placed", "seat": 2, "placed": 1, "san_juan": 1},
    {"type": "colonists_placed", "seat": 2, "placed": 7, "san_juan": 3},
    {"type": "ship_refilled", "count": 3, "needed": 5},
    {"type": "factory_paid", "seat": 1, "doubloons": 5},
    {"type": "plantations_reshuffled", "tiles": 1},
    {"type": "plantations_drawn", "tiles": ["indigo", "indigo", "corn", "coffee"]},
    {"type": "ships_emptied", "ships": [5, 6, 7]},
    {"type": "passed", "seat": 0, "role": "captain"},
    {"type": "role_chosen", "seat": 0, "role": "mayor", "coins": 1},
    {"type": "buccaneer_idle", "seat": 1},
    {"type": "raided", "seat": 0, "removed": 1},
    {"type": "colonists_settled", "seat": 2, "source": "raid", "targets": ["hospice"]},
    {"type": "colonists_settled", "seat": 2, "source": "festival",
     "targets": ["corn", "coffee_roaster", "san_juan"]},
    {"type": "kidnapped", "seat": 1, "role": "prospector", "coins": 0},
    {"type": "festival_won", "seat": 0, "goal": "goods", "reward": 3},
    {"type": "festival_won", "seat": 0, "goal": "plantation", "reward": 1},
    {"type": "festival_won", "seat": 0, "goal": "building", "reward": 3},
    {"type": "board_set", "mode": "all_new", "buildings": ["aqueduct", "statue", "residence"]},
    {"type": "forest_laid", "seat": 1, "tile": "sugar", "source": "face_up", "colonist": True},
    {"type": "forest_laid", "seat": 1, "tile": "corn", "source": "hacienda", "colonist": False},
    {"type": "forest_laid", "seat": 1, "tile": "sugar", "source": "face_up", "colonist": "noble"},
    {"type": "hacienda_drawn", "seat": 0, "tile": "coffee"},
    {"type": "black_market_used", "seat": 2,
     "pieces": ["colonist:san_juan", "barrel:indigo", "vp"]},
    {"type": "black_market_used", "seat": 2, "pieces": ["colonist:coffee_roaster"]},
    {"type": "church_vp", "seat": 0, "building": "fortress", "vp": 2},
    {"type": "specialty_factory_paid", "seat": 0, "doubloons": 3},
    {"type": "union_hall_vp", "seat": 3, "vp": 1},
    {"type": "guest_moved", "seat": 1, "target": "quarry"},
]
SAMPLE_DECISIONS = [
    "role mayor +colonist", "role prospector", "hacienda", "take quarry +colonist",
    "place quarry", "place small_indigo_plant", "build customs_house +colonist",
    "wharf coffee", "keep", "keep corn:all", "keep sugar corn:all coffee:all",
    "keep indigo tobacco:all", "piracy 8 0", "plunder", "raid", "kidnap prospector",
    "place san_juan",
    "keep indigo tobacco:all",
    "draft church office", "forest sugar +colonist", "hacienda plant", "hacienda forest",
    "build specialty_factory +colonist -colonist:coffee_roaster -barrel:indigo -vp",
    "trading_post coffee", "small_wharf corn 1", "small_wharf indigo 3", "small_wharf done",
    "keep corn corn sugar indigo", "keep corn tobacco tobacco coffee sugar:all indigo:all",
    "guest union_hall", "guest coffee", "guest-noble chapel", "forest sugar +noble",
    "build harbor +noble -barrel:corn -colonist:san_juan", "role mayor +noble +colonist",
]


def test_random_games_reach_every_event_type():
    types = {event["type"] for theme in THEMES for event, _ in random_games(theme)[0]}
    types |= {event["type"] for event in SAMPLE_EVENTS}
    assert types == set(EVENT_TYPES)


@pytest.mark.parametrize(("lang", "theme"), LOCALIZERS)
def test_every_event_renders(lang, theme, caplog):
    loc = Localizer(lang, theme)
    events, _ = random_games(theme)
    rendered = {}
    for event, players in [*events, *((e, 3) for e in SAMPLE_EVENTS)]:
        line = loc.event(event, NAMES[:players])
        rendered[line] = event
    problems = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert problems == []
    leftovers = {line: event for line, event in rendered.items() if LEFTOVER.search(line)}
    assert leftovers == {}
    assert all(line.strip() for line in rendered)
    misprinted = {line: event for line, event in rendered.items() if MISPRINT.search(line)}
    assert misprinted == {}


@pytest.mark.parametrize(("lang", "theme"), LOCALIZERS)
def test_every_decision_gets_a_button_label(lang, theme, caplog):
    loc = Localizer(lang, theme)
    _, decisions = random_games(theme)
    labels = {decision: loc.decision(decision) for decision in [*decisions, *SAMPLE_DECISIONS]}
    problems = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert problems == []
    bad = {d: label for d, label in labels.items() if LEFTOVER.search(label) or len(label) > 80}
    assert bad == {}
    assert {d.split()[0] for d in decisions} >= {"role", "take", "place", "build", "pass", "load"}


def test_a_forced_decision_says_so_and_the_rules_events_do_not():
    loc = Localizer("en")
    forced = {"type": "sold", "seat": 0, "good": "corn", "doubloons": 1, "forced": True}
    assert loc.event(forced, ["Ana"]) == "Ana sells 1 corn for 1 doubloon. (forced)"
    emptied = {"type": "trading_house_emptied", "forced": True}
    assert "(forced)" not in loc.event(emptied, ["Ana"])


@pytest.mark.parametrize(
    ("lang", "theme", "event", "line"),
    [
        ("en", "classic",
         {"type": "shipped", "seat": 1, "good": "sugar", "count": 6, "ship": 7, "vp": 7},
         "Bea ships 6 sugar on the 7-ship for 7 VP."),
        ("es", "1897",
         {"type": "produced", "seat": 0, "goods": {"indigo": 2, "coffee": 1}},
         "Ana produce 2 barriles de fruta y 1 barril de café."),
        ("it", "classic",
         {"type": "built", "seat": 0, "building": "harbor", "cost": 5, "colonist": False},
         "Ana costruisce Porto per 5 dobloni."),
        ("es", "1897",
         {"type": "building_drafted", "seat": 0, "building": "church", "space": "large_market"},
         "Ana coloca Iglesia en la casilla de Mercado Gr."),
        ("it", "1897",
         {"type": "plantation_bought", "seat": 1, "doubloons": 1, "tile": "sugar",
          "forest": True},
         "Bea compra la prima tessera coperta per 1 moneta (Ufficio Territoriale) e la mette "
         "come foresta."),
        ("it", "classic", {"type": "guest_moved", "seat": 0, "target": "coffee"},
         "Ana sposta un ospite dalla Locanda a: piantagione di caffè."),
        ("it", "1897", {"type": "guest_moved", "seat": 0, "target": "coffee"},
         "Ana sposta un ospite dall'Albergo a: piantagione di caffè."),
        ("es", "1897", {"type": "guest_moved", "seat": 0, "target": "coffee"},
         "Ana traslada un huésped de su Bohío a: plantación de café."),
        ("it", "classic", {"type": "round_ended", "round": 4,
                           "coins_on": ["trader", "prospector", "prospector"]},
         "Fine del turno 4; 1 doblone su ogni ruolo non scelto: Mercante e Cercatore ×2."),
        ("es", "classic", {"type": "colonists_settled", "seat": 1, "source": "festival",
                           "targets": ["san_juan", "small_sugar_mill", "san_juan"]},
         "Bea coloca 3 colonos del Festival: San Juan ×2 y Azucarera pequeña."),
        ("es", "1897", {"type": "raided", "seat": 0, "removed": 3},
         "Ana elige Captación: retira 3 trabajadores del Registro de Empleo; los que no se "
         "quede vuelven a la reserva."),
        ("it", "1897", {"type": "raided", "seat": 1, "removed": 1},
         "Bea sceglie Razzia: rimuove 1 lavoratore dalla Sala di Reclutamento; se non lo "
         "tiene, torna nella riserva."),
        ("es", "classic", {"type": "kidnapped_role_due", "seat": 0, "role": "settler"},
         "Nadie ha elegido al Colonizador: lo juega ahora Ana."),
        # "l'Hacienda" in every line, as the Hacienda's other two lines say it
        ("it", "classic",
         {"type": "tile_taken", "seat": 0, "tile": "coffee", "source": "hacienda",
          "colonist": False},
         "Ana usa l'Hacienda e pesca una tessera coperta: piantagione di caffè."),
        ("es", "classic",
         {"type": "role_chosen", "seat": 1, "role": "settler", "coins": 1},
         "Bea elige al Colonizador y se lleva 1 doblón de la carta."),
        ("en", "1897",
         {"type": "pirated", "seat": 0, "ship": 6, "good": "indigo", "count": 5, "kept": 3},
         "Ana chooses Piracy: 5 fruit off the 6-ship; Ana keeps 3."),
        ("es", "1897",
         {"type": "plundered", "seat": 1, "goods": ["corn", "sugar", "corn"], "vp": 3},
         "Bea elige Saqueo: retira 2 barriles de maíz y 1 barril de azúcar de la Casa de "
         "Comercio y gana 3 PV."),
        ("it", "1897",
         {"type": "ransom_paid", "seat": 0, "chooser": 1, "role": "builder", "doubloons": 3},
         "Il ruolo di Costruttore era tenuto da Ana, che riceve 3 monete dalla banca."),
        ("it", "classic",
         {"type": "festival_won", "seat": 1, "goal": "plantation", "reward": 3},
         "Bea completa l'obiettivo Piantagioni del Festival: 3 lavoratori."),
        ("en", "classic",
         {"type": "festival_set", "plantation": "coffee", "barrels": ["corn", "corn", "sugar"],
          "building": "harbor"},
         "The Festival's goals: 3 × coffee plantation; 2 corn and 1 sugar produced in one "
         "phase; the Harbor built."),
    ],
)
def test_event_lines(lang, theme, event, line):
    assert Localizer(lang, theme).event(event, ["Ana", "Bea"]) == line


@pytest.mark.parametrize(
    ("lang", "theme", "decision", "label"),
    [
        ("en", "classic", "load sugar 7", "Load sugar on the 7-ship"),
        ("en", "classic", "keep coffee corn:all indigo:all",
         "Keep 1 coffee and all corn and indigo"),
        ("es", "classic", "build wharf", "Construir: Muelle"),
        ("es", "1897", "build harbor", "Construir: Muelle"),
        ("es", "1897", "role mayor +colonist", "Reclutador, con 1 trabajador más para ti"),
        ("it", "1897", "role prospector", "Avventuriero"),
        ("it", "classic", "take indigo +colonist",
         "Prendi una piantagione di indaco + lavoratore (Ospizio)"),
        ("es", "1897", "kidnap builder", "Cambio de roles: Constructor"),
        ("en", "classic", "piracy 6 3", "Piracy: empty the 6-ship, keep 3 barrels"),
        ("it", "1897", "raid", "Razzia: la Sala di Reclutamento al minimo"),
        ("es", "1897", "place san_juan", "Poner un trabajador en tu retrato"),
        ("en", "1897", "role mayor +noble +colonist",
         "Recruiter, taking 1 extra noble and 1 extra worker"),
        # The tile bought as a forest costs what the plain one does: both buttons say it.
        ("es", "1897", "land_office forest", "Comprar la primera loseta boca abajo por 1 moneda "
                                             "como bosque"),
        ("it", "classic", "land_office forest", "Compra la prima tessera coperta per 1 doblone "
                                                "come foresta"),
    ],
)
def test_decision_labels(lang, theme, decision, label):
    assert Localizer(lang, theme).decision(decision) == label


def test_a_seat_without_a_name_does_not_stop_the_line():
    event = {"type": "governor_changed", "seat": 3, "round": 2}
    assert Localizer("en").event(event, ["Ana"]) == "Round 2: #4 is the new Governor."


def test_a_malformed_decision_is_shown_as_it_is(caplog):
    assert Localizer("it").decision("load sugar") == "load sugar"
    assert caplog.records


@pytest.mark.parametrize(("theme", "none"), [
    ("classic", "Ora non hai ospiti da spostare (nessun ospite nella tua Locanda, oppure è la "
                "fase del Caposquadra)."),
    ("1897", "Ora non hai ospiti da spostare (nessun ospite nel tuo Albergo, oppure è la fase "
             "del Caposquadra)."),
])
def test_the_italian_guest_house_takes_its_themes_article(theme, none):
    """The Locanda is feminine, the Albergo masculine: `/pr ospiti` with nobody to move."""
    assert Localizer("it", theme).text("guests-none") == none


@pytest.mark.parametrize(("lang", "theme", "name"), [
    ("es", "classic", "Los Nobles"), ("es", "1897", "Los Burgueses"),
    ("it", "classic", "I Nobili"), ("it", "1897", "I Borghesi"),
])
def test_the_nobles_expansion_is_named_as_its_pieces(lang, theme, name):
    """The lobby and /pr rules list the expansion: with classic names its pieces are nobles,
    the burgueses and borghesi are Puerto Rico 1897's."""
    assert Localizer(lang, theme).text("expansion-nobles") == name


def test_the_italian_host_is_not_called_a_guest():
    """"Ospite" is the Guest House's guest (`/pr ospiti`): the player who opened the game is
    its organizzatore."""
    italian = Localizer("it")
    assert italian.text("lobby-players", players="Ana, Bea", count=2, max=4, host="Ana") \
        == "Giocatori: Ana, Bea (2/4); organizzatore: Ana."
    assert italian.text("service-error-not_host") \
        == "Solo l'organizzatore (o un amministratore, per annullare) può farlo."


@pytest.mark.parametrize(("theme", "ask"), [("classic", "elige un personaje."),
                                            ("1897", "elige un rol.")])
def test_spanish_role_cards_are_personajes_in_the_classic_game(theme, ask):
    """The classic rulebook's players choose "uno de los personajes"; 1897's, "un rol"."""
    assert Localizer("es", theme).text("prompt-step-role") == ask


@pytest.mark.parametrize(("lang", "theme", "ask"), [
    ("en", "classic", "Craftsman: take one more barrel, or pass."),
    ("es", "1897", "Productor: toma un barril más, o pasa."),
    ("it", "classic", "Artigiano: prendi un barile in più, o passa."),
])
def test_the_craftsman_is_told_he_may_pass(lang, theme, ask):
    """His extra barrel is a privilege he may leave: the question says so, as the buttons do
    (a "Pass" beside the barrels)."""
    loc = Localizer(lang, theme)
    assert loc.text("prompt-step-craftsman", role=loc.role("craftsman")) == ask


@pytest.mark.parametrize(("lang", "draft"), [
    ("es", "Selección por turnos (la del reglamento)"),
    ("it", "Scelta a turno (quella del regolamento)"),
])
def test_the_new_buildings_draft_is_named_in_the_players_language(lang, draft):
    """`/pr new` and the lobby name the rulebook's way of filling the board in Spanish or
    Italian, as its question does ("la selección de edificios"), not with the English
    "Draft"."""
    assert Localizer(lang).text("choice-buildings-draft") == draft


@pytest.mark.parametrize(("lang", "status"), [
    ("en", "Ana: 1 doubloon · no goods · island: 1 free · city: 2 free"),
    ("es", "Ana: 1 doblón · sin mercancías · isla: 1 libre · ciudad: 2 libres"),
    ("it", "Ana: 1 doblone · nessuna merce · isola: 1 libero · città: 2 liberi"),
])
def test_a_players_free_spaces_agree_with_their_number(lang, status):
    """One free space is "1 libre", "1 libero": the line under every question."""
    loc = Localizer(lang)
    assert loc.text("prompt-status", player="Ana", doubloons_text=loc.amount("doubloons", 1),
                    goods="", goods_count=0, island_free=1, city_free=2) == status


@pytest.mark.parametrize(("lang", "one"), [("en", "1 choice"), ("es", "1 opción"),
                                           ("it", "1 scelta")])
def test_a_select_of_one_choice_says_so_in_the_singular(lang, one):
    """The last select of a long list may hold a single option: "1 scelta", not "1 scelte"."""
    assert Localizer(lang).text("prompt-select", group="", named=False, count=1) == one


def test_the_spanish_round_header_labels_its_governor_with_a_capital():
    """"el gobernador" in a classic sentence, but "Gobernador:" heads a label."""
    assert Localizer("es").text("turn-header", round=3, governor="Ana") \
        == "**Ronda 3** · Gobernador: Ana"


@pytest.mark.parametrize(("lang", "ask"), [
    ("es", "Captación: coloca los trabajadores que te quedas (faltan 2), o pasa: los demás "
           "vuelven a la reserva."),
    ("it", "Razzia: disponi i lavoratori che tieni (ne mancano 2), o passa: gli altri tornano "
           "nella riserva."),
])
def test_the_raid_placing_names_its_pass_button_and_what_it_does(lang, ask):
    """The button to stop placing is "Pasar" / "Passa": the question calls it so, and says
    where the colonists not placed go."""
    assert Localizer(lang, "1897").text("prompt-step-placing", source="raid", count=2) == ask


@pytest.mark.parametrize(("lang", "theme", "line"), [
    ("es", "classic", "En el barco de los colonos: 6 (el mínimo es 3)"),
    ("it", "classic", "Nella nave dei lavoratori: 6 (il minimo è 3)"),
    ("it", "1897", "Nella Sala di Reclutamento: 6 (il minimo è 3)"),
])
def test_the_buccaneers_colonist_ship_line_reads_as_its_neighbours(lang, theme, line):
    """Below "Navi: …" and "Nella casa di commercio: …", the classic ship's lowercase name no
    longer starts a line."""
    assert Localizer(lang, theme).text("prompt-colonist-ship", count=6, minimum=3) == line


def test_the_ways_to_build_are_not_a_second_colon_after_the_label():
    """The Spanish and Italian labels hold a colon already ("Construir: Fábrica")."""
    es = Localizer("es")
    assert es.text("prompt-choose-way", choice=es.decision("build factory"), count=30) \
        == "Construir: Fábrica — 30 maneras, elige una"


@pytest.mark.parametrize(("lang", "one_more"), [
    ("es", "Puedes: Pasar, y 1 más (escribe unas letras para verla)."),
    ("it", "Puoi: Passa, e un'altra (scrivi qualche lettera per vederla)."),
])
def test_a_refusal_with_one_more_choice_speaks_of_it_in_the_singular(lang, one_more):
    assert Localizer(lang).text("play-legal", choices=Localizer(lang).decision("pass"),
                                more=1) == one_more


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_value_too_long_for_fluent_is_cut_not_lost(lang):
    """fluent.runtime prints "{???}" for a whole message when one variable is too long."""
    text = localizer(lang).text("cli-cannot-read", path="p" * 100_000, reason="gone")
    assert "{???}" not in text
    assert "p" * 900 in text and "gone" in text and len(text) < 1_200


# ------------------------------------------------------ what being occupied changes at the end
OCCUPIED_WORDS = {  # (a violet building works only occupied, its VP count either way)
    "en": ("only while occupied", "either way", "counts only if it is occupied"),
    "es": ("solo funciona mientras está ocupado", "igualmente", "solo cuenta si está ocupado"),
    "it": ("solo finché è occupato", "comunque", "conta solo se è occupato"),
}


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cards_say_a_buildings_vp_count_empty_but_its_function_and_bonus_need_it_occupied(
        lang, theme):
    """ESC: the large buildings "darán 4 PV cada uno tanto si están ocupados como si no lo
    están", their bonus only occupied; a violet building works only occupied."""
    from bot.words.rules_cards import reference_card, reference_index

    loc = localizer(lang, theme)
    works, either_way, bonus = OCCUPIED_WORDS[lang]
    harbor = reference_card(loc, "harbor").lower()
    assert works in harbor and either_way in harbor and f"3 {loc.term('vp')}".lower() in harbor
    guild_hall = reference_card(loc, "guild_hall").lower()
    assert bonus in guild_hall and f"4 {loc.term('vp')}".lower() in guild_hall
    assert bonus in reference_card(loc, "cloister").lower()
    assert works not in reference_card(loc, "statue").lower()  # it takes no colonist
    assert works not in reference_card(loc, "coffee_roaster").lower()  # its card says so
    assert reference_card(loc, "captain") == loc.text("rules-captain")
    index = reference_index(loc).lower()
    assert works.split()[-1] in index and bonus.split()[-1] in index


SCORE_UNOCCUPIED = {"en": "0 (no {})", "es": "0 (sin {})", "it": "0 (senza {})"}


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_score_line_names_a_large_building_that_scored_nothing_for_want_of_a_colonist(
        lang, theme):
    from bot.game.position import Position

    position = Position(4, theme=theme)
    position.seat(1, city={"guild_hall": 0, "fortress": 1, "harbor": 0})
    game = position.set(end_reasons=["city"]).start(0, picks_made=position.state.role_picks - 1)
    game.apply(0, "role prospector")
    loc = localizer(lang, theme)
    empty = SCORE_UNOCCUPIED[lang].format(loc.term("colonist"))
    assert loc.score_bonuses(game.scores[1]) == [
        f"{loc.bonus('fortress')} +0", f"{loc.building('guild_hall')} {empty}"]
    assert loc.score_bonuses(game.scores[0]) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ratings_are_not_named_as_the_games_points(lang):
    """The ratings under the final scores are called ratings, wherever they are named."""
    loc = localizer(lang)
    stem = loc.text("picture-rating").lower()[:6]
    assert loc.text("rating-title").lower().startswith(stem)
    assert stem in loc.text("leaderboard-head").lower()
    for points in ("score-title", "board-score-sheet"):
        assert stem not in loc.text(points).lower()


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_kidnapped_roles_choice_is_told_once(lang, theme):
    """The choice's own line says who chose the role; the ransom's line after it says only
    whose it was and what he gets."""
    loc = localizer(lang, theme)
    names = ["Ana", "Bea"]
    chosen = loc.event({"type": "role_chosen", "seat": 1, "role": "builder", "coins": 0}, names)
    ransom = loc.event({"type": "ransom_paid", "seat": 0, "chooser": 1, "role": "builder",
                        "doubloons": 3}, names)
    verb = chosen.split()[1]  # "chooses", "elige", "sceglie"
    assert "Bea" not in ransom and verb not in ransom
    assert "Ana" in ransom and loc.role("builder") in ransom and "3" in ransom


ARTICLES = {"the", "el", "la", "los", "las", "il", "lo", "i", "gli", "le"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_leaderboard_page_has_one_name_in_sentence_case(lang):
    """"With the Nobles and the Buccaneer", not "With The Nobles …", and the same name in the
    1897 words and the classic ones: a page gathers games of both."""
    from bot.discord_ui.community import page_name

    pool = "x:" + "+".join(sorted(known()))
    classic, n1897 = (page_name(localizer(lang, theme), pool) for theme in ("classic", "1897"))
    assert classic == n1897
    words = classic.split()
    assert [word for word in words[1:] if word.lower() in ARTICLES and word[0].isupper()] == []


BARREL_WORDS = {"en": "barrel", "es": "barril", "it": "baril"}


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_short_piracy_detail_keeps_its_unit(lang, theme):
    """Beside a long label, Piracy says what goes back in barrels, not a bare number; what he
    keeps, and Plunder's VP, keep theirs too."""
    loc = localizer(lang, theme)
    names = ["Ana", "Bea"]
    for count, kept in ((5, 0), (1, 0), (5, 2)):
        pirated = {"type": "pirated", "seat": 0, "ship": 5, "good": "coffee", "count": count,
                   "kept": kept}
        short = loc.event_detail(pirated, names, short=True)
        assert short.split()[0].lstrip("+") == str(kept or count)
        assert BARREL_WORDS[lang] in short or loc.good("coffee") in short
    plundered = {"type": "plundered", "seat": 0, "goods": ["corn", "sugar"], "vp": 2}
    assert loc.term("vp") in loc.event_detail(plundered, names, short=True)


@pytest.mark.parametrize(("lang", "seated"), [
    ("es", "No lo compartas: con él juegas tú, desde tu puesto."),
    ("it", "Non condividerlo: con questo giochi tu, dal tuo posto."),
])
def test_the_table_link_lets_its_player_play_his_own_seat(lang, seated):
    """The link in the DM plays the player's own seat, by his own hand: not "in his stead"
    ("por tu puesto", "al posto tuo"), which is what the computer does when his time runs
    out."""
    assert localizer(lang).text("board-link", hours=24, seated="yes").endswith(seated)
