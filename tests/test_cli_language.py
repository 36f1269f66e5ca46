"""The command line speaks the operator's language (PRBOT_LANG): every command's help, argparse's
own words and errors, and the reasons a game cannot be set up."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.cli import arguments
from bot.cli.main import main
from bot.game import BadSetup, Setup
from bot.game.expansions import known
from bot.l10n import LOCALES

BENCHES = ("render", "service", "bot", "ai", "chatter", "community", "web")
HELPS = ([], ["replay"], ["simulate"], ["render"], ["bench"], ["play"], ["run"], ["sync"],
         *(["bench", target] for target in BENCHES),
         ["db"], ["db", "copy"], ["db", "backup"], ["db", "check"])
ENGLISH_ARGPARSE = ("usage:", "positional arguments", "options:", "show this help message")


def helps(monkeypatch, capsys, lang: str) -> dict[str, str]:
    """Every `prbot … --help`, by command."""
    monkeypatch.setenv("PRBOT_LANG", lang)
    shown = {}
    for command in HELPS:
        with pytest.raises(SystemExit) as exit_:
            main([*command, "--help"])
        assert exit_.value.code == 0
        shown[" ".join(command) or "prbot"] = capsys.readouterr().out
    return shown


def test_every_command_and_argument_is_explained_from_the_locales(monkeypatch, capsys):
    missing = []
    found = arguments._known_message

    def known_or_noted(message_id: str) -> bool:
        if not found(message_id):
            missing.append(message_id)
        return found(message_id)

    monkeypatch.setattr(arguments, "_known_message", known_or_noted)
    shown = helps(monkeypatch, capsys, "en")
    assert missing == []
    assert "replay a game record" in shown["prbot"]
    assert "the hard level's time limit per decision" in shown["bench ai"]


@pytest.mark.parametrize("lang, usage", [("es", "uso:"), ("it", "uso:")])
def test_every_help_is_in_the_operators_language(lang, usage, monkeypatch, capsys):
    for command, text in helps(monkeypatch, capsys, lang).items():
        assert text.startswith(usage), command
        assert not [words for words in ENGLISH_ARGPARSE if words in text], command
    english = helps(monkeypatch, capsys, "en")
    translated = helps(monkeypatch, capsys, lang)
    for command in english:  # every line that explains something, not only the headings
        said = {line.strip() for line in english[command].splitlines()}
        assert not said & {line.strip() for line in translated[command].splitlines()
                           if len(line.strip()) > 30 and " " in line.strip()
                           and not line.strip().startswith(("[", "{", "-", "usage", "uso"))}


def test_the_expansion_ids_are_listed_in_the_help_and_the_readme(monkeypatch, capsys):
    shown = helps(monkeypatch, capsys, "en")
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    for command in ("simulate", "play", "bench ai", "bench render", "bench chatter"):
        flat = " ".join(shown[command].split())
        assert ", ".join(known()) in flat, command
    assert all(f"`{expansion}`" in readme for expansion in known())


@pytest.mark.parametrize("lang, argv, said", [
    ("es", ["simulate", "--games", "x"],
     "prbot simulate: error: argumento --games: no es un número entero: 'x'"),
    ("it", ["render", "game.json", "--lang", "fr"],
     "prbot render: errore: argomento --lang: scelta non valida: 'fr' (scegli tra 'en', 'es', "
     "'it')"),
    ("es", ["replay"], "prbot replay: error: faltan estos argumentos: record"),
    ("it", ["replay", "a.json", "--colour"], "prbot: errore: argomenti non riconosciuti: --colour"),
    ("es", ["dance"], "prbot: error: argumento command: opción no válida: 'dance'"),
    ("it", ["play", "--seed"], "prbot play: errore: argomento --seed: atteso un argomento"),
])
def test_argparse_errors_are_in_the_operators_language(lang, argv, said, monkeypatch, capsys):
    monkeypatch.setenv("PRBOT_LANG", lang)
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert said in err and err.startswith("uso: ")


@pytest.mark.parametrize("lang, argv, said", [
    ("es", ["play", "--bots", "genius"], "Nivel de ordenador desconocido, “genius”"),
    ("it", ["play", "--players", "2", "--bots", "easy,easy,easy"],
     "3 giocatori del computer non stanno a un tavolo da 2"),
    ("es", ["play", "--expansions", "foo"],
     "No se puede preparar esta partida: expansiones desconocidas: foo (conocidas: "
     "new_buildings, nobles, buccaneer, festival)"),
    ("it", ["play", "--expansions", "nobles,nobles"],
     "Questa partita non si può preparare: un'espansione compare due volte: nobles, nobles"),
    ("es", ["simulate", "--expansions", "foo"],
     "No se pueden preparar estas partidas: expansiones desconocidas: foo"),
    ("it", ["simulate", "--players", "9"], "--players va da 2 a 5, non 9."),
    ("es", ["simulate", "--option", "buildings"], "--option se escribe NOMBRE=VALOR"),
])
def test_play_and_simulate_refuse_in_the_operators_language(lang, argv, said, monkeypatch):
    monkeypatch.setenv("PRBOT_LANG", lang)
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert said in exit_.value.code


def test_a_language_asked_for_the_game_is_the_language_of_its_refusals(monkeypatch):
    monkeypatch.setenv("PRBOT_LANG", "es")
    with pytest.raises(SystemExit) as exit_:
        main(["play", "--lang", "it", "--theme", "1897", "--option", "show_vp=yes",
              "--expansions", "festival", "--option", "colour=red"])
    assert exit_.value.code.startswith("Questa partita non si può preparare: opzioni sconosciute")


def test_a_refused_setup_says_why_by_an_id_and_its_values_not_in_words():
    with pytest.raises(BadSetup) as refused:
        Setup(players=("Ana", "Bea"), seed=1, expansions=("foo", "nobles"))
    assert refused.value.why == "unknown-expansions"
    assert refused.value.details == {"expansions": "foo", "known": ", ".join(known())}


def test_the_italian_pieces_are_lavoratori_in_every_edition():
    """The classic Italian Settler is the "Colono": the pieces are never "coloni"."""
    for path in sorted((LOCALES / "it").glob("*.ftl")):
        text = "\n".join(line for line in path.read_text(encoding="utf-8").splitlines()
                         if not line.startswith("#"))
        assert not re.findall(r"\bcoloni\b", text), path.name


def test_a_version_option_is_explained_in_the_operators_language(monkeypatch, capsys):
    monkeypatch.setenv("PRBOT_LANG", "it")
    parser = arguments.Parser(prog="prbot")
    parser.add_argument("--version", action="version", version="prbot 0.1.0")
    assert "mostra la versione del programma ed esce" in parser.format_help()
