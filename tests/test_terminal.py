"""The game in a terminal, driven by scripted typing to the end, saved, interrupted, resumed."""

from __future__ import annotations

import asyncio
import copy
import io
import json
import random
import re
import signal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console
from test_service import CHANNEL, started

from bot.cli.main import build_parser
from bot.decisions import arrangement
from bot.decisions.choices import SEPARATOR
from bot.game import Game, Setup
from bot.game.position import Position
from bot.game.record import Record
from bot.game.simulate import random_game
from bot.game.state import SAN_JUAN
from bot.l10n import localizer
from bot.service.play import Play
from bot.terminal import play
from bot.terminal.play import CHANNEL as TERMINAL_CHANNEL
from bot.terminal.play import TerminalGame, user_of
from bot.terminal.saves import Seating, load
from bot.terminal.table import TableText
from bot.terminal.watching import Watcher


class Typist:
    """Reads the screen like a person: types the scripted lines first, then answers each
    question with the label of the last choice listed or with its number, in turn. Presses
    Ctrl-C after `interrupt_after` answers."""

    def __init__(self, script=(), interrupt_after: int | None = None) -> None:
        self.script = list(script)
        self.interrupt_after = interrupt_after
        self.answers = 0
        self.screen = io.StringIO()

    def __call__(self, prompt: str) -> str:
        if self.interrupt_after is not None and self.answers >= self.interrupt_after:
            raise KeyboardInterrupt
        if self.script:
            return self.script.pop(0)
        screen = self.screen.getvalue()
        last = list(CHOICE.finditer(screen))[-1]  # the last listed
        if ARRANGING in screen[last.end():]:  # the Mayor's circles: the suggested arrangement
            return "s"
        self.answers += 1
        return last[2] if self.answers % 2 else last[1]


CHOICE = re.compile(r"^ +(\d+)\. (.+)$", re.MULTILINE)
ARRANGING = "“s”"


def run(argv: list[str], typist: Typist) -> tuple[int, str]:
    """`prbot play ARGV` with the typist at the keyboard; the exit code and everything shown."""
    screen = Console(file=typist.screen, width=200, color_system=None, highlight=False,
                     markup=False)
    code = play(build_parser().parse_args(["play", *argv]), screen, typist)
    return code, typist.screen.getvalue()


def test_a_game_against_two_computers_is_played_to_the_end_by_typing(tmp_path):
    save = tmp_path / "game.json"
    typist = Typist(script=["banana", "99", "?", "t"])
    code, shown = run(["--bots", "easy,medium", "--seed", "5", "--save", str(save)], typist)
    assert code == 0
    assert "“banana” is not one of the choices" in shown
    assert "There is no choice 99" in shown
    assert "“t” shows the table again" in shown  # the help
    assert "Game over." in shown and "Score sheet" in shown
    assert "Computer 2 (easy)" in shown and "Computer 3 (medium)" in shown
    saved = json.loads(save.read_text(encoding="utf-8"))
    terminal = saved["terminal"]
    assert (terminal["computers"], terminal["lang"]) == ({"1": "easy", "2": "medium"}, "en")
    assert sum(terminal["submissions"]) == len(saved["decisions"])  # each decision in one
    game, _ = Record.from_dict(saved).replay()
    assert game.is_over
    assert sum(seat == 0 for seat, _ in saved["decisions"]) == typist.answers


def test_ctrl_c_leaves_the_record_whole_and_the_game_resumes_from_it(tmp_path):
    save = tmp_path / "game.json"
    code, shown = run(["--bots", "easy", "--players", "3", "--seed", "9", "--lang", "es",
                       "--theme", "1897", "--save", str(save)], Typist(interrupt_after=12))
    assert code == 130
    assert f"prbot play --resume {save}" in shown  # in Spanish: "continúa con …"
    assert "Partida abandonada" in shown
    interrupted = Record.from_json(save.read_text(encoding="utf-8"))
    game, _ = interrupted.replay()
    assert not game.is_over
    humans = sum(seat != 2 for seat, _ in interrupted.decisions)
    assert humans == 12

    code, shown = run(["--resume", str(save)], Typist())
    assert code == 0
    assert "Fin de la partida." in shown
    finished = Record.from_json(save.read_text(encoding="utf-8"))
    assert finished.decisions[: len(interrupted.decisions)] == interrupted.decisions
    assert finished.replay()[0].is_over


def test_hot_seat_in_italian_with_quitting_and_no_save(tmp_path):
    typist = Typist(script=["1", "q"])
    code, shown = run(["--bots", "none", "--players", "2", "--lang", "it", "--seed", "2"],
                      typist)
    assert code == 0  # "q" is a way out, not a failure
    assert "Giocatore 1" in shown and "Giocatore 2" in shown
    assert "Non è stata salvata" in shown


def test_typed_text_is_understood_by_its_beginning_unless_several_choices_fit(tmp_path):
    code, shown = run(["--bots", "easy", "--players", "2", "--seed", "4"],
                      Typist(script=["role m", "role bui", "q"]))
    assert "“role m” fits 2 choices: type the number of the one you mean." in shown
    assert "Builder" in shown


def test_an_unknown_level_or_too_many_computers_is_refused():
    with pytest.raises(SystemExit, match="Unknown computer level “genius”"):
        run(["--bots", "genius"], Typist())
    with pytest.raises(SystemExit, match="do not fit at a table of 2"):
        run(["--players", "2", "--bots", "easy,easy,easy"], Typist())


def test_a_broken_save_file_is_refused_clearly(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(SystemExit, match="not a playable game record"):
        run(["--resume", str(broken)], Typist())


def test_the_new_buildings_draft_is_typed_at_the_keyboard(tmp_path):
    """With the New Buildings the board is drafted at the keyboard first ("which space, which
    building, its cost" as the labels say) and the game is played to its end from there."""
    save = tmp_path / "game.json"
    typist = Typist()
    code, shown = run(["--bots", "easy", "--seed", "3", "--expansions", "new_buildings",
                       "--save", str(save)], typist)
    assert code == 0 and "Game over." in shown
    saved = json.loads(save.read_text(encoding="utf-8"))
    drafted = [text for seat, text in saved["decisions"] if text.startswith("draft ")]
    assert len(drafted) == 17
    en = localizer("en", "classic")
    mine = next(text for seat, text in saved["decisions"]
                if seat == 0 and text.startswith("draft "))
    assert en.decision(mine) in shown
    game, _ = Record.from_dict(saved).replay()
    assert game.is_over


@pytest.mark.parametrize(("lang", "library", "label"), [
    ("en", 1, "Recruiter, taking 2 extra workers"),
    ("es", 1, "Reclutador, con 2 trabajadores más para ti"),
    ("it", 1, "Caposquadra, con 2 lavoratori in più per te"),
    ("en", 0, "Recruiter, taking 1 extra worker"),
    ("es", 0, "Reclutador, con 1 trabajador más para ti"),
    ("it", 0, "Caposquadra, con 1 lavoratore in più per te"),
])
def test_the_mayors_choice_lists_the_colonists_an_occupied_library_doubles(lang, library, label):
    """Ruling N13 (R3): the Mayor with an occupied Library takes two colonists; the list says
    so, and typing what it says takes that choice."""
    game = (Position(4, theme="1897", expansions=("new_buildings",),
                     options={"buildings": "all_new"})
            .set(colonist_supply=20).seat(0, city={"library": library}).start(chooser=0))
    decision, screen = asked(game, lang, [label])
    assert decision == "role mayor +colonist"
    assert re.search(rf"^ +\d+\. {label}$", screen, re.MULTILINE)


def asked(game: Game, lang: str, script: list[str], seat: int = 0,
          size: tuple[int, int] = (200, 25)) -> tuple[str, str]:
    """What a person at seat `seat` decides by typing `script` (then answering as the
    Typist does) when asked in `game` on a screen of `size` (columns, lines), and what the
    screen showed; several decisions (the Mayor's) as one text, separated by " ; "."""
    typist = Typist(script=script)
    screen = Console(file=typist.screen, width=size[0], height=size[1], color_system=None,
                     markup=False)
    names = ["Ana", "Bea", "Carlo", "Dora", "Eva"][: len(game.state.players)]
    terminal = TerminalGame(Record(Setup(names, seed=1, theme=game.state.theme)),
                            Seating([None] * len(names), lang), screen, typist)
    terminal.game, terminal.view = game, TableText(game, terminal.loc, names)
    decisions = terminal.ask(seat)
    return " ; ".join(decisions or ()), typist.screen.getvalue()


def numbers_table(theme: str = "classic") -> Game:
    """Ana with an occupied quarry, two corn and 5 doubloons; coins on the Mayor."""
    game = (Position(3, theme=theme)
            .seat(0, island=["quarry", "corn"], doubloons=5, goods={"corn": 2})
            .ships((4, None, 0), (5, "sugar", 1), (6, None, 0)).start(chooser=0))
    next(card for card in game.state.roles if card.role == "mayor").coins = 2
    return game


def chosen(game: Game, role: str) -> Game:
    game = game.clone()
    game.apply(0, f"role {role}")
    return game


@pytest.mark.parametrize(("lang", "theme", "lines"), [
    ("en", "classic", ["Mayor, taking 1 extra colonist · +2 doubloons",
                       "Build the Small Market · 0 doubloons", "Build the Hacienda · 0 doubloons",
                       "Build the Small Warehouse · 1 doubloon",
                       "Sell corn · +1 doubloon", "Load corn on the 6-ship · 2 corn · 3 VP"]),
    ("es", "1897", ["Reclutador, con 1 trabajador más para ti · +2 monedas",
                    "Construir: Almacén de Fruta Peq. · 0 monedas",
                    "Vender maíz · +1 moneda",
                    "Cargar maíz en el barco de 4 · 2 barriles de maíz · 3 PV"]),
    ("it", "classic", ["Caposquadra, con 1 lavoratore in più per te · +2 dobloni",
                     "Vendi mais · +1 doblone"]),
])
def test_the_choices_carry_their_numbers(lang, theme, lines):
    """As Discord's buttons: the coins on a role, a building's price after the Builder's
    privilege and the quarry, what a sale pays, a load's barrels and VP."""
    table = numbers_table(theme)
    screen = "".join(asked(game, lang, ["1"])[1]
                     for game in (table, chosen(table, "builder"), chosen(table, "trader"),
                                  chosen(table, "captain")))
    for line in lines:
        assert re.search(rf"^ +\d+\. {re.escape(line)}$", screen, re.MULTILINE), line


def shown(renderable) -> str:
    screen = io.StringIO()
    Console(file=screen, width=200, color_system=None, highlight=False).print(renderable)
    return screen.getvalue()


def row_of(screen: str, name: str) -> str:
    return next(line for line in screen.splitlines() if line.startswith(name))


def test_what_the_nobles_will_score_is_shown_with_the_vp():
    """Beside a player's VP, wherever they are shown, what his nobles will score at the end
    (ruling NO11: the occupied Royal Garden doubles them); their number is anyone's to see."""
    position = Position(3, theme="1897", expansions=("nobles",))
    game = (position.seat(0, island=["corn"], city={"royal_garden": 1, "chapel": 1},
                          vp=3, nobles={"corn": 1, "chapel": 1})
            .seat(1, san_juan=1, nobles={SAN_JUAN: 1}).start(chooser=1))
    text = TableText(game, localizer("es", "1897"), ["Ana", "Bea", "Carlo"])
    table = shown(text.table(viewer=0))
    assert "Ana · Monedas 0 · PV 3 · Burgueses 2 (+4 PV) · Mercancías" in table
    assert "Bea ♛ · Monedas 0 · PV ? · Burgueses 1 · " in table  # his VP are hidden from Ana
    assert "3 PV · 2 burgueses: +4 PV al final (Plaza del Pueblo +2)" in shown(text.board(0))
    game.state.options["show_vp"] = True
    assert "· Burgueses 1 (+1 PV) ·" in row_of(shown(text.table(viewer=0)), "Bea")
    base = Position(3).seat(0, vp=3).start(chooser=1)
    plain = TableText(base, localizer("es", "classic"), ["Ana", "Bea", "Carlo"])
    assert "Burgueses" not in row_of(shown(plain.table(viewer=0)), "Ana")
    assert "al final" not in shown(plain.board(0))


@pytest.mark.parametrize("lang, theme", [("en", "classic"), ("es", "1897"), ("it", "1897")])
def test_the_score_sheet_names_what_the_nobles_scored(lang, theme):
    """The final score's bonuses are large buildings or, with the Nobles, the nobles
    themselves: each gets its own name in the player's language, never a raw id."""
    record = random_game(3, 2, expansions=("nobles",)).record
    game, _ = record.replay()
    loc = localizer(lang, theme)
    sheet = shown(TableText(game, loc, ["Ana", "Bea", "Carlo"]).scores())
    assert f"{loc.bonus('nobles')} +" in sheet
    assert not re.search(r"\b(bonus|building)-", sheet)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_heading_names_the_draft_of_the_buildings(lang):
    game = Game.new(Setup(("Ana", "Bea", "Carlo"), seed=1, expansions=("new_buildings",)))
    assert game.state.step == "draft"
    loc = localizer(lang, "classic")
    heading = TableText(game, loc, ["Ana", "Bea", "Carlo"]).heading()
    assert loc.text("board-step-draft") in heading
    assert "role-" not in heading


@pytest.mark.parametrize("lang, theme", [("en", "classic"), ("es", "1897"), ("it", "1897")])
def test_nobles_are_told_apart_from_colonists_where_they_stand(lang, theme):
    """The supply counts the nobles beside the colonists (as the picture does), and a board
    says which of its colonists are nobles: the Chapel, Land Office, Zoning Office and Hunting
    Lodge act by the kind on them."""
    game = (Position(3, theme=theme, expansions=("nobles",)).set(noble_supply=17, noble_ship=2)
            .seat(0, island=["corn", "corn"], city={"chapel": 1, "hospice": 2,
                                                    "land_office": 1},
                  san_juan=2, nobles={"corn": 1, "chapel": 1, "hospice": 1, SAN_JUAN: 1})
            .start(chooser=1))
    loc = localizer(lang, theme)
    text = TableText(game, loc, ["Ana", "Bea", "Carlo"])
    table = shown(text.table(viewer=0))
    supply = row_of(table, loc.text("terminal-supply"))
    assert f"{loc.text('board-nobles')} 17 · {loc.text('board-nobles-aboard')} 2" in supply
    noble, corn = loc.term("noble"), loc.good("corn")
    ana = "\n".join(table.split("\nAna ", 1)[1].splitlines()[:3])  # his block
    assert f"{corn}● ({noble}) {corn}●\n" in ana  # one of the two corn tiles
    assert f"{loc.building('chapel')}● ({noble})," in ana
    assert f"{loc.building('hospice')}●● ({loc.amount('nobles', 1)})" in ana
    assert ana.rstrip().endswith(f"{loc.building('land_office')}●")  # a colonist: no mark
    assert ana.splitlines()[0].endswith(f" 2 ({loc.amount('nobles', 1)})")  # San Juan
    board = shown(text.board(0))
    assert f"{loc.building('chapel')}● ({noble})" in board
    assert f"{loc.building('hospice')}●● ({loc.amount('nobles', 1)})" in board


def test_the_nobles_marks_are_themed_and_absent_from_a_base_game():
    game = (Position(2, theme="1897", expansions=("nobles",))
            .seat(0, city={"chapel": 1}, nobles={"chapel": 1}).start(chooser=1))
    table = shown(TableText(game, localizer("es", "1897"), ["Ana", "Bea"]).table())
    assert "Capilla● (burgués)" in table
    assert "Burgueses (Registro) " in row_of(table, "Reserva")
    base = Position(2).seat(0, city={"small_market": 1}, san_juan=1).start(chooser=1)
    plain = TableText(base, localizer("es", "classic"), ["Ana", "Bea"])
    screen = shown(plain.table()) + shown(plain.board(0))
    assert "Noble" not in screen and "noble" not in screen
    assert row_of(screen, "Reserva").startswith("Reserva: colonos 40 (barco 2) · fichas de PV 65 ·")
    assert "  Ciudad: Mercado pequeño●\n" in screen


@pytest.mark.parametrize("lang, theme", [("en", "classic"), ("es", "1897"), ("it", "1897")])
def test_the_festival_line_tells_each_goal_and_who_won_it(lang, theme):
    """As the picture's Festival: what each goal asks for, then its winner, or its reward
    while nobody has reached it."""
    festival = {"plantation": "sugar", "barrels": ["corn", "coffee", "corn"],
                "building": "harbor", "won": {"goods": 2}}
    game = (Position(3, theme=theme, expansions=("festival",)).set(festival=festival)
            .start(chooser=1))
    loc = localizer(lang, theme)
    table = shown(TableText(game, loc, ["Ana", "Bea", "Carlo"]).table())
    line = row_of(table, f"{loc.text('board-festival')}: ")
    corn, coffee = loc.good("corn"), loc.good("coffee")
    assert line.split(": ", 1)[1].rstrip() == " · ".join([
        f"3 × {loc.tile('sugar')} ({loc.text('board-festival-reward-plantation')})",
        f"{corn}, {coffee}, {corn} {loc.text('board-festival-goods')} [Carlo]",
        f"{loc.building('harbor')} ({loc.text('board-festival-reward-building')})",
    ])


def test_the_festival_line_is_in_the_players_words_and_only_with_the_festival():
    festival = {"plantation": "sugar", "barrels": ["corn", "coffee", "corn"],
                "building": "harbor", "won": {"building": 0}}
    game = (Position(2, theme="1897", expansions=("festival",)).set(festival=festival)
            .start(chooser=1))
    table = shown(TableText(game, localizer("es", "1897"), ["Ana", "Bea"]).table())
    assert ("Festival: 3 × plantación de azúcar (+3 trabajadores) · maíz, café, maíz en una "
            "fase (+3 monedas) · Muelle [Ana]") in table
    base = Position(2).start(chooser=1)
    assert "Festival" not in shown(TableText(base, localizer("es"), ["Ana", "Bea"]).table())


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_festival_building_still_to_draw_is_said_during_the_draft(lang):
    """With the New Buildings' draft the Festival's building is drawn once the board is
    settled: until then its goal says so, as the picture does, rather than an ellipsis."""
    game = Game.new(Setup(("Ana", "Bea", "Carlo"), seed=4,
                          expansions=("new_buildings", "festival"),
                          options={"buildings": "draft"}))
    assert game.state.step == "draft" and game.state.festival["building"] is None
    loc = localizer(lang)
    table = shown(TableText(game, loc, ["Ana", "Bea", "Carlo"]).table())
    line = row_of(table, f"{loc.text('board-festival')}: ")
    later = loc.text("board-festival-building-later")
    assert f"{later} ({loc.text('board-festival-reward-building')})" in line
    assert "…" not in line


def kidnapped_table(lang: str, theme: str) -> str:
    """A table where Ana has kidnapped the Mayor and Bea holds the Buccaneer's marker."""
    game = (Position(3, theme=theme, expansions=("buccaneer",)).set(buccaneer_marker=1)
            .start(chooser=1))
    mayor = next(card for card in game.state.roles if card.role == "mayor")
    mayor.held_by = 0
    return shown(TableText(game, localizer(lang, theme), ["Ana", "Bea", "Carlo"]).table())


@pytest.mark.parametrize("lang, theme", [("en", "classic"), ("es", "1897"), ("it", "1897")])
def test_the_roles_show_the_kidnapped_card_and_the_buccaneers_marker(lang, theme):
    loc = localizer(lang, theme)
    roles = row_of(kidnapped_table(lang, theme), loc.text("terminal-roles"))
    assert f"{loc.role('mayor')} [{loc.text('buccaneer-kidnapping')}: Ana] ·" in roles
    marker = loc.text("board-marker", name="Bea")
    assert roles.rstrip().endswith(f"{loc.role('buccaneer')} [{marker}]")


def test_the_buccaneer_marks_read_in_the_players_words_and_not_before_they_exist():
    assert ("Reclutador [Cambio de roles: Ana] · Constructor · Productor · Mercader · Capitán · "
            "Contrabandista [cartel: Bea]") in kidnapped_table("es", "1897")
    fresh = Position(3, expansions=("buccaneer",)).start(chooser=1)
    roles = row_of(shown(TableText(fresh, localizer("en"), ["Ana", "Bea", "Carlo"]).table()),
                   "Roles")
    assert roles.rstrip() == ("Roles: Settler · Mayor · Builder · Craftsman · Trader · Captain · "
                              "Buccaneer")


def test_the_role_cards_are_personajes_in_the_spanish_classic_rulebook():
    table = Position(3).start(chooser=1)
    for theme, heading, step in (("classic", "Personajes: Colonizador", "Elección de personaje"),
                                 ("1897", "Roles: Plantador", "Elección de rol")):
        text = shown(TableText(table, localizer("es", theme), ["A", "B", "C"]).table())
        assert heading in text and step in text


def test_the_new_buildings_board_is_chosen_with_an_option(tmp_path):
    """`--option buildings=random` fills the board at random: no draft is asked; a wrong value
    is refused with the reason, in the player's language."""
    save = tmp_path / "game.json"
    code, shown_text = run(["--players", "2", "--bots", "easy,easy", "--seed", "3",
                            "--expansions", "new_buildings", "--option", "buildings=random",
                            "--save", str(save)], Typist())
    assert code == 0
    record = Record.from_json(save.read_text())
    assert record.setup.options["buildings"] == "random"
    assert not any(text.startswith("draft ") for _, text in record.decisions)
    with pytest.raises(SystemExit, match="buildings"):
        run(["--bots", "easy,easy", "--expansions", "new_buildings", "--option",
             "buildings=nope"], Typist())


def test_u_takes_back_the_last_decision_and_says_why_it_cannot(tmp_path):
    save = tmp_path / "game.json"
    typist = Typist(script=["u", "role builder", "u", "q"])
    code, shown = run(["--bots", "none", "--players", "2", "--seed", "2", "--save", str(save)],
                      typist)
    assert code == 0
    assert "You have no decision to take back." in shown
    assert re.search(r"↶ Player \d took back: Builder", shown)
    assert Record.from_json(save.read_text(encoding="utf-8")).decisions == []


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_u_in_hot_seat_takes_back_only_the_decision_of_the_one_at_the_keyboard(tmp_path, lang):
    """Player 2's `u` never takes back Player 1's decision: he is told why, in his words
    (nothing of his yet; then another decided since his last), and the record keeps it."""
    loc = localizer(lang)
    save = tmp_path / "game.json"
    typist = Typist(script=["role settler", "1", "u",  # Player 2, before deciding anything
                            "1", "role builder", "pass", "u",  # Player 1, after Player 2
                            "q"])
    code, shown = run(["--bots", "none", "--players", "2", "--seed", "2", "--lang", lang,
                       "--save", str(save)], typist)
    assert code == 0
    _, second = shown.split(loc.text("undo-refused-nothing"))
    assert loc.text("undo-refused-others") in second
    assert "↶" not in shown
    decisions = Record.from_json(save.read_text(encoding="utf-8")).decisions
    assert [seat for seat, _ in decisions] == [0, 0, 1, 1, 1]
    assert decisions[-1] == (1, "pass")


def test_u_is_refused_once_a_computer_decided_since(tmp_path):
    save = tmp_path / "game.json"
    typist = Typist(script=["role prospector", "u", "q"])
    code, shown = run(["--bots", "easy", "--players", "2", "--seed", "2", "--save", str(save)],
                      typist)
    assert "Another player has decided since: your decision stands." in shown
    assert len(Record.from_json(save.read_text(encoding="utf-8")).decisions) >= 2


def test_a_word_that_fits_several_choices_takes_none_and_lists_them():
    """"mayor" fits the Mayor with his extra colonist and without: neither is taken
    silently; the two are listed with their numbers, and a whole label takes its choice."""
    table = numbers_table()
    decision, screen = asked(table, "en", ["mayor", "2"])
    assert decision == "role mayor +colonist"
    assert "“mayor” fits 2 choices: type the number of the one you mean." in screen
    after = screen.split("fits 2 choices", 1)[1]
    assert re.search(r"^ +2\. Mayor, taking 1 extra colonist", after, re.MULTILINE)
    assert re.search(r"^ +3\. Mayor, without the extra colonist", after, re.MULTILINE)
    assert asked(table, "en", ["mayor, WITHOUT the extra colonist"])[0] == "role mayor"
    assert asked(table, "en", ["may taking"])[0] == "role mayor +colonist"


@pytest.mark.parametrize(("lang", "typed"), [
    ("es", "café"), ("es", "cafe"), ("es", "CAFÉ"), ("es", "plantación caf"),
    ("it", "caffè"), ("it", "caffe"), ("en", "coffee"), ("es", "take coffee"),
])
def test_a_choice_is_typed_by_any_word_of_it_in_each_language(lang, typed):
    """In Spanish and Italian every plantation's label begins "Tomar una plantación de": a
    word from anywhere in the label finds it, whatever its accents and capitals."""
    game = chosen(Position(3).set(face_up=["corn", "coffee", "sugar"]).start(chooser=0),
                  "settler")
    assert asked(game, lang, [typed])[0] == "take coffee"


@pytest.mark.parametrize(("lang", "example"), [
    ("en", "For example “sugar” for “Take the sugar plantation”."),
    ("es", "Por ejemplo, “azúcar” para “Tomar una plantación de azúcar”."),
    ("it", "Per esempio “zucchero” per “Prendi una piantagione di zucchero”."),
])
def test_the_help_gives_an_example_from_the_choices_in_the_players_language(lang, example):
    game = chosen(Position(3).set(face_up=["corn", "coffee", "sugar"]).start(chooser=0),
                  "settler")
    _, screen = asked(game, lang, ["?", "1"])
    assert example in screen
    assert "take coffee" not in screen


# ---------------------------------------------------------------- what is typed
class Keyboard:
    """Types the given lines, then ends the input (Ctrl-D). Before each line it checks that
    the line before, if refused, changed nothing: the same decisions, the same state."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)
        self.screen = io.StringIO()
        self.terminal: TerminalGame | None = None
        self._before: tuple | None = None

    def __call__(self, prompt: str) -> str:
        if self.terminal is not None:
            now = (len(self.terminal.record.decisions), copy.deepcopy(self.terminal.game.state))
            if self._before is not None and self._before[0] == now[0]:
                assert self._before[1] == now[1]
            self._before = now
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)


MENACING = st.one_of(
    st.text(),
    st.text(alphabet=st.characters(categories=["Cc", "Cf", "Nd", "No", "Zs"])),
    st.integers(min_value=-10**30, max_value=10**30).map(str),
    st.sampled_from(["", "1", "2", "0", "²", "①", "٣", "9" * 26, "{???}", "x" * 2500,
                     "t", "?", "u", "? mayor", "\x1b[2J", "\x00", "role", "pass"]),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(MENACING, max_size=25))
def test_nothing_typed_ends_or_corrupts_a_game(lines):
    """Any line at all (control characters, a 26-digit number, "²", a line of 2 500
    characters) is either a choice or refused without a change; the input's end leaves
    the game cleanly."""
    keyboard = Keyboard(lines)
    screen = Console(file=keyboard.screen, width=80, color_system=None, markup=False)
    record = Record(Setup(("Ana", "Computer"), seed=7, expansions=("buccaneer",)))
    keyboard.terminal = TerminalGame(record, Seating([None, "easy"]), screen, keyboard)
    assert keyboard.terminal.run() in (0, 130)
    screen_text = keyboard.screen.getvalue()
    assert "{???}" not in screen_text or any("{???}" in line for line in lines)
    assert "\x1b" not in screen_text
    game, _ = Record.from_dict(keyboard.terminal.record.to_dict()).replay()
    assert game.state == keyboard.terminal.game.state


@pytest.mark.parametrize(("typed", "refusal"), [
    ("9" * 26, "There is no choice 99999999999999999999999999: type a number from 1 to 7."),
    ("0" * 30 + "8", "There is no choice 0000000000000000000000000000008: type a number"),
    ("x" * 2500, f"“{'x' * 39}…” is not one of the choices"),
    ("\x1b[2J\x07", "“[2J” is not one of the choices"),
])
def test_a_strange_line_is_refused_in_words(typed, refusal):
    _, screen = asked(numbers_table(), "en", [typed])
    assert refusal in screen
    assert "{???}" not in screen and "\x1b" not in screen and "\x07" not in screen


@pytest.mark.parametrize(("typed", "decision"), [
    ("①", "role settler"), ("²", "role mayor +colonist"), ("٣", "role mayor"),
    ("0004", "role builder"),
])
def test_a_number_in_any_script_is_a_choices_number(typed, decision):
    assert asked(numbers_table(), "en", [typed])[0] == decision


def test_q_and_the_end_of_the_input_leave_with_0_and_ctrl_c_with_130(tmp_path):
    assert run(["--bots", "easy", "--players", "2", "--seed", "2"], Typist(["q"]))[0] == 0
    assert run(["--bots", "easy", "--players", "2", "--seed", "2"], Keyboard([]))[0] == 0
    code, _ = run(["--bots", "easy", "--players", "2", "--seed", "2"],
                  Typist(interrupt_after=0))
    assert code == 130


def test_a_second_ctrl_c_while_leaving_is_not_heard(tmp_path):
    """The first Ctrl-C leaves; while the game says where it is saved, and once `prbot play`
    is done, another one is ignored rather than shown as a traceback."""
    heard = []

    class Watching(io.StringIO):
        def write(self, text):
            heard.append(signal.getsignal(signal.SIGINT))
            return super().write(text)

    typist = Typist(interrupt_after=0)
    typist.screen = Watching()
    previous = signal.getsignal(signal.SIGINT)
    try:
        run(["--bots", "easy", "--players", "2", "--seed", "2"], typist)
        assert heard[-1] == signal.SIG_IGN  # the leaving message
        assert signal.getsignal(signal.SIGINT) == previous  # a test's keyboard: restored

        def interrupted(prompt=""):
            raise KeyboardInterrupt

        console = Console(file=io.StringIO(), color_system=None)
        console.input = interrupted
        assert play(build_parser().parse_args(["play", "--seed", "2"]), console) == 130
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN  # the real keyboard
    finally:
        signal.signal(signal.SIGINT, previous)


def test_an_existing_save_file_is_not_overwritten(tmp_path):
    """Running the README's own `--save partida.json` line twice keeps the first game."""
    save = tmp_path / "partida.json"
    run(["--bots", "easy", "--players", "2", "--seed", "2", "--lang", "es", "--save", str(save)],
        Typist(["1", "q"]))
    kept = save.read_bytes()
    with pytest.raises(SystemExit, match=re.escape(f"prbot play --resume {save}")) as refused:
        run(["--bots", "easy", "--players", "2", "--lang", "es", "--save", str(save)], Typist())
    assert "ya existe" in str(refused.value)
    assert save.read_bytes() == kept
    code, _ = run(["--resume", str(save), "--save", str(save)], Typist(["q"]))
    assert code == 0  # saving a resumed game where it was is no overwriting


@pytest.mark.parametrize(("where", "message"), [
    ("missing/game.json", "There is no folder"), (".", "is a folder"),
])
def test_a_save_file_in_a_missing_folder_or_onto_a_folder_is_refused(tmp_path, where, message):
    save = tmp_path / where
    with pytest.raises(SystemExit, match=message):
        run(["--bots", "easy", "--players", "2", "--save", str(save)], Typist())
    assert not list(tmp_path.rglob("*.tmp")) and not (tmp_path / "missing").exists()


def test_a_save_that_fails_leaves_no_temporary_file(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    terminal = TerminalGame(Record(Setup(("Ana", "Bea"), seed=1)), Seating([None, None]),
                            Console(file=io.StringIO()), Typist(), folder / "game.json")
    (folder / "game.json").mkdir()  # os.replace cannot put a file over a folder
    with pytest.raises(OSError):
        terminal.write()
    assert not list(folder.glob("*.tmp"))


# ------------------------------------------------------------ cards, questions, names
@pytest.mark.parametrize(("lang", "theme", "typed", "subject"), [
    ("en", "classic", "? mayor", "mayor"), ("es", "1897", "? reclutador", "mayor"),
    ("it", "classic", "? porto", "harbor"), ("es", "classic", "? GRAN mercado", "large_market"),
])
def test_a_rules_card_is_one_question_mark_away(lang, theme, typed, subject):
    """`? NAME` shows the card `/pr rules` shows, in the game's language and edition."""
    loc = localizer(lang, theme)
    game = Position(3, theme=theme).start(chooser=0)
    _, screen = asked(game, lang, [typed, "1"])
    assert " ".join(loc.text(f"rules-{subject}").split()) in " ".join(screen.split())


def test_a_rules_name_that_fits_nothing_lists_every_card():
    _, screen = asked(Position(3).start(chooser=0), "en", ["? zzz", "1"])
    assert "The reference cards: type “?” and a name, such as “? Builder”." in screen
    assert "Roles: Settler, Mayor, Builder" in screen and "**" not in screen


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_draft_and_the_buccaneer_are_asked_their_own_question(lang):
    loc = localizer(lang, "classic")
    draft = Game.new(Setup(("Ana", "Bea", "Carlo"), seed=1, expansions=("new_buildings",)))
    seat = draft.pending()[0]
    _, screen = asked(draft, lang, ["1"], seat=seat)
    assert loc.text("prompt-step-draft") in screen
    assert loc.text("terminal-step-other") not in screen
    buccaneer = chosen(Position(3, expansions=("buccaneer",))
                       .ships((4, "corn", 2), (5, None, 0), (6, None, 0)).start(chooser=0),
                       "buccaneer")
    _, screen = asked(buccaneer, lang, ["1"])
    # Barrels aboard, an empty trading house, no colonist above the minimum: two options.
    options = loc.join([loc.text("buccaneer-piracy"), loc.text("buccaneer-kidnapping")],
                       pattern="list-or")
    question = loc.text("prompt-step-buccaneer", role=loc.role("buccaneer"), options=options)
    assert f"Ana, {question}" in screen


def test_the_people_at_the_keyboard_are_named_with_names(tmp_path):
    save = tmp_path / "game.json"
    code, shown_text = run(["--bots", "easy", "--players", "3", "--names", "Ana, Bea\x1b",
                            "--seed", "2", "--save", str(save)], Typist(["q"]))
    assert code == 0
    assert Record.from_json(save.read_text()).setup.players[:2] == ("Ana", "Bea")
    assert "Ana, choose a role." in shown_text or "Bea, choose a role." in shown_text
    with pytest.raises(SystemExit, match="3 names for 2 people"):
        run(["--bots", "easy", "--players", "3", "--names", "A,B,C"], Typist())
    with pytest.raises(SystemExit, match="is empty"):
        run(["--bots", "none", "--players", "3", "--names", "Ana,,Bea"], Typist())


# ------------------------------------------------------------------- 80 × 24
def late_table() -> Game:
    """A 4-player game late in its course: full islands and cities."""
    record = random_game(4, 3).record
    return Record(record.setup, record.decisions[: len(record.decisions) * 85 // 100]).replay()[0]


def fits_80_columns(screen: str) -> None:
    for line in screen.splitlines():
        assert len(line.rstrip()) <= 80, line
        assert "…" not in line, line  # no word cut


@pytest.mark.parametrize(("lang", "theme"), [("en", "classic"), ("es", "classic"),
                                             ("es", "1897"), ("it", "1897")])
def test_the_whole_table_fits_80_columns_without_cutting_a_word(lang, theme):
    game = late_table()
    text = TableText(game, localizer(lang, theme), ["Ana", "Computer 2 (medium)",
                                                    "Computer 3 (hard)", "Computer 4 (easy)"])
    screen = io.StringIO()
    Console(file=screen, width=80, color_system=None).print(text.table(viewer=0))
    fits_80_columns(screen.getvalue())
    assert len(screen.getvalue().splitlines()) <= 36


@pytest.mark.parametrize(("lang", "theme"), [("en", "classic"), ("es", "classic"),
                                             ("es", "1897"), ("it", "1897")])
def test_the_score_sheet_shows_every_name_whole_on_80_columns(lang, theme):
    """Five computer players: their names wrap in the sheet's first column, but none is
    cut, the winner's with its cup least of all."""
    game = random_game(5, 3).record.replay()[0]
    loc = localizer(lang, theme)
    names = [loc.text("computer-name", number=seat + 1, level=loc.text("level-medium"))
             for seat in range(5)]
    screen = io.StringIO()
    Console(file=screen, width=80, color_system=None).print(
        TableText(game, loc, names).scores())
    sheet = screen.getvalue()
    fits_80_columns(sheet)
    column = " ".join(line.split("│")[0].strip() for line in sheet.splitlines() if "│" in line)
    winner = next(row["seat"] for row in game.scores if row["winner"])
    assert f"🏆 {names[winner]}" in column
    assert all(name in column for name in names)


class Glancing(Typist):
    """Looks at the screen when first asked: what a person sees before typing."""

    first_screen = ""

    def __call__(self, prompt: str) -> str:
        if not self.first_screen:
            self.first_screen = self.screen.getvalue() + prompt
        return super().__call__(prompt)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_at_80_by_24_the_board_question_and_choices_fit_one_screen(lang):
    """A rich player at the Builder late in the game: 20 and more buildings he could build.
    His board, the question and a first page of choices fill at most 24 lines; Enter shows
    the next ones, and any of them can be typed."""
    game = (Position(4).seat(0, island=["corn", "corn", "sugar", "sugar", "coffee", "tobacco",
                                        "indigo", "quarry", "quarry"],
                             city={"small_market": 1, "hacienda": 1, "small_warehouse": 1,
                                   "indigo_plant": 2, "sugar_mill": 3, "harbor": 1},
                             doubloons=20, goods={"corn": 2, "sugar": 1}, vp=7)
            .start(chooser=0))
    game = chosen(game, "builder")
    typist = Glancing(["", "1"])
    screen = Console(file=typist.screen, width=80, height=24, color_system=None, markup=False)
    names = ["Ana", "Bea", "Carlo", "Dora"]
    terminal = TerminalGame(Record(Setup(names, seed=1)), Seating([None] * 4, lang), screen,
                            typist)
    terminal.game, terminal.view = game, TableText(game, terminal.loc, names)
    assert terminal.ask(0)[0].startswith("build ")
    first = typist.first_screen
    assert len(first.splitlines()) <= 24
    fits_80_columns(first)
    more = localizer(lang).text("terminal-more", count=99).split("99")[1][:12]
    assert more in first
    listed = CHOICE.findall(typist.screen.getvalue())
    assert len({number for number, _ in listed}) == len(game.legal(0))  # all, page by page


class Recording(Console):
    """A console that keeps what it is asked to print, to print it again at other widths."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.printed: list[tuple[tuple, dict]] = []

    def print(self, *objects, **kwargs) -> None:
        self.printed.append((objects, kwargs))
        super().print(*objects, **kwargs)


def first_column_lines(printed: tuple[tuple, dict], width: int) -> list[str]:
    """The lines that begin in the first column when `printed` is printed `width` wide."""
    objects, kwargs = printed
    screen = io.StringIO()
    Console(file=screen, width=width, color_system=None, markup=False,
            highlight=False).print(*objects, **kwargs)
    return [line for line in screen.getvalue().splitlines() if line[:1].strip()]


@pytest.mark.parametrize(("lang", "theme", "expansions"), [
    ("en", "classic", "nobles,buccaneer"), ("es", "1897", "festival,new_buildings"),
    ("it", "classic", "nobles,festival")])
def test_at_80_columns_a_wrapped_line_goes_on_under_its_own_text(lang, theme, expansions):
    """A whole game at 80 columns, with the help and a rules card: whatever is printed (the
    table, a board, a question, the choices, the moves, the score sheet), a line too long
    for the screen goes on indented under its own text. A line in the first column begins
    something, as many as on a screen wide enough for every line."""
    typist = Typist(script=["?", "? harbor", "? zzz", "t"])
    screen = Recording(file=typist.screen, width=80, color_system=None, highlight=False,
                       markup=False)
    args = ["play", "--bots", "medium", "--seed", "3", "--lang", lang, "--theme", theme,
            "--expansions", expansions]
    assert play(build_parser().parse_args(args), screen, typist) == 0
    counts = [(first_column_lines(printed, 80), len(first_column_lines(printed, 10_000)))
              for printed in screen.printed]
    wrongly = sum(len(narrow) - wide for narrow, wide in counts)
    assert wrongly == 0, [narrow for narrow, wide in counts if len(narrow) > wide]


def test_the_leaving_message_wraps_at_words_on_80_columns():
    typist = Typist(["q"])
    screen = Console(file=typist.screen, width=80, color_system=None, markup=False)
    terminal = TerminalGame(Record(Setup(("Ana", "Bea"), seed=1)), Seating([None, None], "es"),
                            screen, typist)
    assert terminal.run() == 0
    left = "Partida abandonada" + typist.screen.getvalue().split("Partida abandonada", 1)[1]
    assert "conservar" in left and max(map(len, left.splitlines())) <= 80


# ------------------------------------------------------------ leaving, languages, a finished game
@pytest.mark.parametrize("typed", ["quit", "exit", "Q", "QUIT", "Exit"])
def test_quit_and_exit_in_any_case_leave_and_keep_the_game(tmp_path, typed):
    save = tmp_path / "game.json"
    code, shown = run(["--bots", "easy", "--players", "2", "--seed", "2", "--save", str(save)],
                      Typist(script=["role builder", typed]))
    assert code == 0
    assert f"Game left. It is saved in {save}" in shown
    assert "is not one of the choices" not in shown
    assert len(Record.from_json(save.read_text(encoding="utf-8")).decisions) >= 1


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_operators_language_is_the_games_unless_lang_says_another(monkeypatch, lang):
    """PRBOT_LANG chooses the game's language; --lang chooses over it; a resumed game keeps
    its own unless --lang says another."""
    monkeypatch.setenv("PRBOT_LANG", lang)
    loc = localizer(lang)
    _, shown = run(["--bots", "easy", "--players", "2", "--seed", "2"], Typist(["q"]))
    assert loc.text("terminal-left-unsaved") in shown
    other = "it" if lang != "it" else "es"
    _, shown = run(["--bots", "easy", "--players", "2", "--seed", "2", "--lang", other],
                   Typist(["q"]))
    assert localizer(other).text("terminal-left-unsaved") in shown


def test_a_resumed_game_keeps_its_language_over_the_operators(tmp_path, monkeypatch):
    save = tmp_path / "game.json"
    run(["--bots", "easy", "--players", "2", "--seed", "2", "--lang", "it", "--save", str(save)],
        Typist(["q"]))
    monkeypatch.setenv("PRBOT_LANG", "es")
    _, shown = run(["--resume", str(save)], Typist(["q"]))
    assert localizer("it").text("terminal-left-saved", path=str(save)) in shown


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_resuming_a_finished_game_says_so_and_leaves_its_file_alone(tmp_path, monkeypatch,
                                                                     lang):
    monkeypatch.setenv("PRBOT_LANG", lang)
    save = tmp_path / "game.json"
    save.write_text(random_game(2, seed=3).record.to_json(), encoding="utf-8")
    before = save.read_bytes()
    typist = Typist()
    with pytest.raises(SystemExit) as exit_:
        run(["--resume", str(save)], typist)
    assert exit_.value.code == localizer(lang).text("terminal-finished", path=str(save))
    assert save.read_bytes() == before
    assert typist.screen.getvalue() == ""


# ------------------------------------------------------------------ the Mayor in one line
def mayor_table(nobles: bool = False) -> Game:
    """Ana has chosen the Mayor with more circles than pieces: with `nobles`, 1 noble and 7
    colonists for 10 circles (the Chapel the 8th), else 9 colonists for 10 circles."""
    if nobles:
        game = (Position(3, expansions=("nobles",))
                .seat(0, island=["corn", "indigo", "quarry", "sugar", "sugar", "coffee"],
                      city={"small_indigo_plant": 0, "chapel": 0, "coffee_roaster": 0},
                      san_juan=1, nobles={SAN_JUAN: 1})
                .set(noble_ship=0).start(chooser=0))
        game.apply(0, "role mayor")
        assert (game.state.players[0].san_juan, game.state.players[0].noble_count()) == (8, 1)
        return game
    game = (Position(3).seat(0, island=["corn", "indigo", "quarry", "sugar", "sugar", "coffee"],
                             city={"small_indigo_plant": 0, "hospice": 0, "coffee_roaster": 0})
            .set(colonist_ship=5).start(chooser=0))
    game.apply(0, "role mayor +colonist")
    return game


def placed(game: Game, decisions: str) -> Game:
    game = game.clone()
    for decision in decisions.split(" ; "):
        game.apply(0, decision)
    return game


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_mayors_circles_are_typed_in_one_line_and_refused_whole(lang):
    """The circles keep their numbers; a line that makes no arrangement is refused whole with
    its reason, in the player's words, and the typed circles are placed all at once."""
    loc = localizer(lang)
    game = mayor_table()
    typed = "1 2 3 4 5 6 7 9 10"  # all but the Hospice (8)
    decisions, screen = asked(game, lang, ["1 1", "99", "1 2", typed])
    assert "  8. " + loc.building("hospice") in screen
    assert loc.text("terminal-arrange-twice", number=1) in screen
    assert loc.text("terminal-arrange-bad-circle", number=99, count=10) in screen
    assert loc.text("terminal-arrange-count", chosen=2,
                    what=loc.text("prompt-circles", count=9)) in screen
    me = placed(game, decisions).state.players[0]
    assert me.city == {"small_indigo_plant": 1, "hospice": 0, "coffee_roaster": 2}
    assert all(occupied for _, occupied in me.island) and me.san_juan == 0


def test_s_places_the_suggested_arrangement_whole():
    from bot.decisions.arrangement import suggested_arrangement

    game = mayor_table()
    decisions, _ = asked(game, "en", ["s"])
    assert decisions.split(" ; ") == suggested_arrangement(game, 0)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_nobles_circles_come_first_then_the_colonists(lang):
    loc = localizer(lang)
    game = mayor_table(nobles=True)
    decisions, screen = asked(game, lang, ["8", "8 1 2 3 4 5 6", "1 2", "1 2 3 4 5 6 7"])
    assert loc.text("prompt-noble-circles", count=1) in screen
    assert "✓ " + loc.decision("place-noble chapel") in screen
    assert loc.text("terminal-arrange-taken", number=8) in screen
    assert loc.text("terminal-arrange-count", chosen=2,
                    what=loc.text("prompt-circles", count=7)) in screen
    me = placed(game, decisions).state.players[0]
    assert me.noble_count("chapel") == 1 and me.colonists_at("chapel") == 1
    assert all(occupied for _, occupied in me.island)
    assert me.city == {"small_indigo_plant": 1, "chapel": 1, "coffee_roaster": 0}


def before_a_mayor_arrangement_that_may_be_taken_back() -> tuple[Record, int]:
    """A record of two people at which the one asked places several colonists of the Mayor
    and is asked again at once (he arranges last, then chooses the next role): his whole
    arrangement may be taken back. The record, and his seat."""
    record = Record(Setup(("Ana", "Bea"), seed=2))
    game, _ = record.replay()
    rng = random.Random(3)
    while True:
        seat = game.pending()[0]
        if game.state.step != "mayor":
            record.play(game, seat, rng.choice(game.legal(seat)))
            continue
        placements = arrangement.suggested_arrangement(game, seat)
        after = game.clone()
        for decision in placements:
            after.apply(seat, decision)
        if len(placements) >= 2 and after.pending()[0] == seat \
                and after.undoable(seat) >= len(placements):
            return record, seat
        for decision in placements:
            record.play(game, seat, decision)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("typing", ["one line", "s"])
def test_u_takes_back_a_whole_mayor_arrangement_typed_at_once(tmp_path, lang, typing):
    """The Mayor's circles typed in one line (or `s`) are one submission, as on Discord: `u`
    takes every colonist back at once, with one line saying it as one arrangement, also once
    resumed."""
    loc = localizer(lang)
    record, seat = before_a_mayor_arrangement_that_may_be_taken_back()
    before = Record(record.setup, list(record.decisions))
    game, _ = before.replay()
    line = " ".join(str(i + 1) for i in arrangement.ticked(game, seat,
                                                             arrangement.step(game, seat)))
    save = tmp_path / "game.json"
    typist = Typist(script=[line if typing == "one line" else "s", "q"])
    screen = Console(file=typist.screen, width=200, color_system=None, markup=False)
    TerminalGame(record, Seating([None, None], lang), screen, typist, save).run()
    placed = Record.from_json(save.read_text(encoding="utf-8")).decisions[len(before.decisions):]
    assert len(placed) >= 2 and {s for s, _ in placed} == {seat}
    placements = [decision for _, decision in placed]

    resumed, seating = load(save.read_bytes())  # a resumed game knows its submissions
    typist = Typist(script=["u", "q"])
    screen = Console(file=typist.screen, width=1000, color_system=None, markup=False)
    terminal = TerminalGame(resumed, seating, screen, typist, save)
    terminal.run()
    assert resumed.decisions == before.decisions  # every colonist back
    assert terminal.game.to_json() == game.to_json()
    took_back = loc.text("undo-done", player=before.setup.players[seat],
                         decision=loc.arrangement(placements))
    shown = [x.strip() for x in typist.screen.getvalue().splitlines() if "↶" in x]
    assert shown == [took_back] and SEPARATOR not in took_back  # not colonist by colonist
    assert loc.amount("colonists", len(placements)) in took_back
    assert Record.from_json(save.read_text(encoding="utf-8")).decisions == before.decisions


@pytest.mark.parametrize("submissions", [[2], [0, 1], ["1"], "1"])
def test_a_save_whose_submissions_do_not_fit_its_decisions_is_refused(tmp_path, submissions):
    record = Record(Setup(("Ana", "Bea"), seed=2))
    game, _ = record.replay()
    record.play(game, 0, "role builder")
    save = tmp_path / "game.json"
    save.write_text(json.dumps({**record.to_dict(), "terminal": {"submissions": submissions}}),
                    encoding="utf-8")
    with pytest.raises(SystemExit, match="not a playable game record"):
        run(["--resume", str(save)], Typist())


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_move_made_through_the_service_by_someone_else_reaches_the_terminal(tmp_path, lang):
    """The terminal subscribes to a game service's feed as to its own: a decision another
    player takes through the service (a Discord button, the web table) is shown in the
    terminal's words as it is stored, and the table again once it ends the phase."""

    async def work() -> str:
        service, outcome = await started(tmp_path / "games.sqlite3")
        screen = io.StringIO()
        console = Console(file=screen, width=200, color_system=None, markup=False)
        names = list(outcome.table.names)
        loc = localizer(lang)
        service.feed.subscribe(Watcher(console, loc, names, outcome.table.game_id).on_change)
        table = outcome.table
        while not table.game.is_over and not screen.getvalue().count("─"):
            user = table.pending_users[0]
            decision = (await service.play.legal(CHANNEL, user))[0]
            decided = await service.play.decide(CHANNEL, user, table.revision, [decision])
            while not service.feed.idle:
                await asyncio.sleep(0)
            for event in decided.events:
                assert "  " + loc.event(event, names) in screen.getvalue()
            table = decided.table
        await service.feed.close()
        await service.store.close()
        return screen.getvalue(), TableText(table.game, loc, names).heading()

    shown, heading = asyncio.run(work())
    assert heading in shown  # the table, once the phase ended


def test_prbot_play_shows_every_decision_from_its_services_feed():
    """`prbot play` shows its game from its service's feed: another subscriber of that feed
    hears the game put in, then every submission, the computers' (a run of them at once) and
    the person's, in the order taken, each by the seat that took it."""
    typist = Typist()
    screen = Console(file=typist.screen, width=200, color_system=None, markup=False)
    terminal = TerminalGame(Record(Setup(("Ana", "Computer"), seed=3)),
                            Seating([None, "easy"]), screen, typist)
    heard = []
    terminal.feed.subscribe(heard.append)
    assert terminal.run() == 0
    started, *decided = heard
    assert (started.kind, started.seq) == ("started", 0)
    decisions = terminal.record.decisions
    seqs = [0] + [change.seq for change in decided]
    assert seqs == sorted(set(seqs)) and seqs[-1] == len(decisions)
    for before, change in zip(seqs[:-1], decided, strict=True):
        assert {seat for seat, _ in decisions[before:change.seq]} == {change.seat}
    assert heard[-1].kind == "ended" and heard[-1].game_over
    for change in decided[:3]:
        for event in change.events:
            assert "  " + terminal.loc.event(event, terminal.names) in typist.screen.getvalue()


def test_the_keyboards_decisions_are_decided_by_the_game_service(monkeypatch):
    """Each decision typed at the keyboard is checked, applied and stored by one call of the
    game service (`play.decide`, as a button or /pr play), the computer's by its
    `play.computer_turn`: the record is what the service took, nothing besides."""
    decided, computer_turns = [], []
    decide, computer_turn = Play.decide, Play.computer_turn

    async def spied_decide(self, channel_id, user_id, revision, decisions):
        decided.append((user_id, list(decisions)))
        return await decide(self, channel_id, user_id, revision, decisions)

    async def spied_computer_turn(self, channel_id):
        outcome = await computer_turn(self, channel_id)
        computer_turns.append(outcome.seq)
        return outcome

    monkeypatch.setattr(Play, "decide", spied_decide)
    monkeypatch.setattr(Play, "computer_turn", spied_computer_turn)
    typist = Typist()
    screen = Console(file=typist.screen, width=200, color_system=None, markup=False)
    terminal = TerminalGame(Record(Setup(("Ana", "Computer"), seed=3)),
                            Seating([None, "easy"]), screen, typist)
    assert terminal.run() == 0 and terminal.game.is_over
    decisions = terminal.record.decisions
    assert {user for user, _ in decided} == {user_of(0, None)}
    assert [d for _, typed in decided for d in typed] == [d for s, d in decisions if s == 0]
    assert computer_turns == sorted(computer_turns) and computer_turns[-1] <= len(decisions)
    assert {s for s, _ in decisions} == {0, 1}


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_move_through_the_terminals_service_by_another_caller_reaches_its_screen(tmp_path,
                                                                                  lang):
    """A decision another caller takes through the terminal's own service (a web table, a
    button) is shown in the terminal's words from the feed, saved, and the terminal asks on
    from the game as it stands after it."""
    save = tmp_path / "game.json"
    typist = Typist(script=["q"])
    screen = Console(file=typist.screen, width=200, color_system=None, markup=False)
    terminal = TerminalGame(Record(Setup(("Ana", "Bea"), seed=2)), Seating([None, None], lang),
                            screen, typist, save)
    loc = terminal.loc

    async def work():
        await terminal.open_service()
        seat = terminal.game.pending()[0]
        outcome = await terminal.service.play.decide(TERMINAL_CHANNEL, user_of(seat, None), None,
                                                     ["role builder"])
        await terminal._shown_all()
        shown = typist.screen.getvalue()
        code = await terminal.play()
        await terminal.close()
        return seat, outcome, shown, code

    seat, outcome, shown, code = asyncio.run(work())
    assert code == 0
    for event in outcome.events:
        assert "  " + loc.event(event, terminal.names) in shown
    assert Record.from_json(save.read_text(encoding="utf-8")).decisions == [
        (seat, "role builder")]
    asked = terminal.game.pending()[0]
    assert loc.text("terminal-ask", player=terminal.names[asked],
                    question=terminal._question(asked)) in typist.screen.getvalue()
