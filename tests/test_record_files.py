"""Whatever a record file holds, `prbot replay`, `prbot render` and `prbot play --resume` either
take it as a game or refuse it with one clear message: never a traceback, never a file written."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bot.cli.main import main
from bot.game import BadRecord
from bot.game.record import Record
from bot.game.simulate import random_game

GOOD = random_game(2, seed=4).record.to_dict()
GOOD["decisions"] = GOOD["decisions"][:12]


def changed(change) -> bytes:
    data = json.loads(json.dumps(GOOD))
    change(data)
    return json.dumps(data).encode()


def with_setup(**fields) -> bytes:
    return changed(lambda d: d["setup"].update(fields))


def nested(depth: int) -> bytes:
    """A good record whose options hold a list nested `depth` deep."""
    deep = "[" * depth + "]" * depth
    return json.dumps(GOOD).replace('"options": {', f'"options": {{"deep": {deep}, ').encode()


CRAFTED = {
    "latin-1": json.dumps({**GOOD, "setup": {**GOOD["setup"], "players": ["Begoña", "Ana"]}},
                          ensure_ascii=False).encode("latin-1"),
    "utf-16": json.dumps(GOOD).encode("utf-16"),
    "utf-8 with a bom": b"\xef\xbb\xbf" + json.dumps(GOOD).encode(),
    "binary": bytes(range(256)),
    "empty": b"",
    "not json": b"{not json",
    "nested 100 000 deep": b"[" * 100_000 + b"]" * 100_000,
    "options nested 100 000 deep": nested(100_000),
    "options nested 500 deep": nested(500),
    "a number of 5 000 digits": b"{\"format\": \"prbot-record\", \"version\": " + b"9" * 5000
    + b"}",
    "a list": b"[1, 2]",
    "a string": b"\"prbot-record\"",
    "null": b"null",
    "no format": changed(lambda d: d.pop("format")),
    "version true": changed(lambda d: d.update(version=True)),
    "version as text": changed(lambda d: d.update(version="1")),
    "setup a list": changed(lambda d: d.update(setup=[1, 2])),
    "setup missing": changed(lambda d: d.pop("setup")),
    "setup with an unknown key": with_setup(colour="red"),
    "players missing": changed(lambda d: d["setup"].pop("players")),
    "players a string": with_setup(players="Ana"),
    "numeric names": with_setup(players=[1, 2]),
    "a null name": with_setup(players=["Ana", None]),
    "one player": with_setup(players=["Ana"]),
    "seed a string": with_setup(seed="7"),
    "seed a float": with_setup(seed=7.5),
    "seed true": with_setup(seed=True),
    "theme a list": with_setup(theme=["classic"]),
    "theme unknown": with_setup(theme="steampunk"),
    "options a string": with_setup(options="show_vp"),
    "options a list": with_setup(options=[["show_vp", True]]),
    "show_vp a text": with_setup(options={"show_vp": "yes"}),
    "an unknown option": with_setup(options={"speed": 3}),
    "expansions a dict": with_setup(expansions={"nobles": 1}),
    "expansions a string": with_setup(expansions="nobles"),
    "expansions of lists": with_setup(expansions=[["nobles"]]),
    "an unknown expansion": with_setup(expansions=["foo"]),
    "an expansion twice": with_setup(expansions=["nobles", "nobles"]),
    "decisions a number": changed(lambda d: d.update(decisions=5)),
    "decisions a dict": changed(lambda d: d.update(decisions={"0": "pass"})),
    "a decision a string": changed(lambda d: d["decisions"].append("role mayor")),
    "a decision of three": changed(lambda d: d["decisions"].append([0, "pass", 1])),
    "a seat as text": changed(lambda d: d["decisions"].append(["0", "pass"])),
    "a seat true": changed(lambda d: d["decisions"].insert(0, [True, "role mayor"])),
    "a seat out of the game": changed(lambda d: d["decisions"].append([7, "pass"])),
    "a negative seat": changed(lambda d: d["decisions"].insert(0, [-1, "role mayor"])),
    "an illegal decision": changed(lambda d: d["decisions"].insert(3, [0, "sell gold"])),
    "a decision of nothing": changed(lambda d: d["decisions"].insert(0, [0, ""])),
    "terminal a list": changed(lambda d: d.update(terminal=[1])),
    "terminal computers a list": changed(lambda d: d.update(terminal={"computers": [1]})),
    "terminal an unknown level": changed(
        lambda d: d.update(terminal={"computers": {"1": "godlike"}})),
    "terminal a level as a list": changed(
        lambda d: d.update(terminal={"computers": {"1": ["easy"]}})),
    "terminal a seat out of the game": changed(
        lambda d: d.update(terminal={"computers": {"9": "easy"}})),
    "terminal an unknown language": changed(lambda d: d.update(terminal={"lang": "xx"})),
    "terminal a language as a dict": changed(lambda d: d.update(terminal={"lang": {}})),
}


def commands(path, out):
    return {"replay": ["replay", str(path)],
            "render": ["render", str(path), "--out", str(out)],
            "play --resume": ["play", "--resume", str(path)]}


def refused(argv: list[str], capsys) -> str:
    """The message `prbot ARGV` exits with, having printed nothing."""
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    message = exit_.value.code
    assert isinstance(message, str) and message
    assert capsys.readouterr().out == ""
    return message


@pytest.mark.parametrize("name", CRAFTED)
def test_a_crafted_record_file_is_refused_clearly_and_left_as_it_is(name, tmp_path, capsys):
    """The `terminal` key is the terminal's: only `play --resume` reads it."""
    path, out = tmp_path / "game.json", tmp_path / "board.png"
    path.write_bytes(CRAFTED[name])
    for command, argv in commands(path, out).items():
        if name.startswith("terminal") and command != "play --resume":
            continue
        message = refused(argv, capsys)
        assert str(path) in message, command
        assert path.read_bytes() == CRAFTED[name], command
        assert sorted(tmp_path.iterdir()) == [path], command


def test_an_illegal_decision_is_told_alike_by_every_command(tmp_path, capsys):
    path, out = tmp_path / "game.json", tmp_path / "board.png"
    path.write_bytes(CRAFTED["an illegal decision"])
    messages = {refused(argv, capsys) for argv in commands(path, out).values()}
    assert len(messages) == 1
    assert "decision 4" in messages.pop()


def test_a_refusal_says_where_the_fault_is_in_the_operators_language(tmp_path, capsys,
                                                                     monkeypatch):
    path = tmp_path / "game.json"
    path.write_bytes(with_setup(options="show_vp"))
    assert "setup.options must be an object" in refused(["replay", str(path)], capsys)
    monkeypatch.setenv("PRBOT_LANG", "es")
    path.write_bytes(CRAFTED["an unknown expansion"])
    assert "expansiones desconocidas: foo" in refused(["play", "--resume", str(path)], capsys)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
# Records close to a real one: each part of a good record, or anything in its place.
SETUPS = st.fixed_dictionaries({}, optional={
    "players": st.lists(st.text(max_size=40), min_size=1, max_size=6) | JSON,
    "seed": st.integers() | JSON,
    "theme": st.sampled_from(["classic", "1897"]) | JSON,
    "options": st.dictionaries(st.sampled_from(["show_vp", "auto_forced", "buildings"]),
                               st.booleans() | st.sampled_from(["draft", "random"]) | JSON)
    | JSON,
    "expansions": st.lists(st.sampled_from(["nobles", "festival", "buccaneer",
                                            "new_buildings", "foo"]), max_size=3) | JSON,
})
RECORDS = st.fixed_dictionaries({
    "format": st.just("prbot-record") | JSON,
    "version": st.just(1) | JSON,
    "setup": SETUPS | JSON,
}, optional={
    "decisions": st.lists(st.tuples(st.integers(-1, 5), st.sampled_from(
        ["role mayor", "role settler", "pass", "take corn", "draft church office", ""])).map(
        lambda pair: list(pair)) | JSON, max_size=6) | JSON,
    "terminal": st.fixed_dictionaries({}, optional={
        "computers": st.dictionaries(st.sampled_from(["0", "1", "5"]),
                                     st.sampled_from(["easy", "hard", "god"]) | JSON) | JSON,
        "lang": st.sampled_from(["en", "it", "xx"]) | JSON}) | JSON,
})


@settings(max_examples=300, deadline=None)
@given(RECORDS | JSON)
@example(GOOD)
@example({**GOOD, "setup": {**GOOD["setup"], "expansions": ["nobles"]}, "decisions": []})
def test_the_record_loader_takes_anything_and_gives_a_game_or_a_refusal(data):
    try:
        raw = json.dumps(data).encode()
    except ValueError:  # NaN and infinities are JSON to Python, not to everyone
        raw = json.dumps(data, allow_nan=True).encode()
    try:
        game = Record.from_bytes(raw).replay()[0]
    except BadRecord:
        return
    assert game.state.n == len(data["setup"]["players"])


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_the_record_loader_takes_any_bytes(raw):
    with pytest.raises(BadRecord):
        Record.from_bytes(raw)


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(RECORDS.map(lambda data: json.dumps(data).encode()), st.binary(max_size=60)))
def test_the_three_commands_load_any_file_cleanly(tmp_path, capsys, monkeypatch, raw):
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))  # a game that loads is left at once
    path, out = tmp_path / "game.json", tmp_path / "board.png"
    for argv in commands(path, out).values():
        path.write_bytes(raw)
        out.unlink(missing_ok=True)
        try:
            main(argv)
        except SystemExit as exit_:
            assert isinstance(exit_.code, str)
            assert path.read_bytes() == raw and not out.exists()
        capsys.readouterr()
