"""The prbot command line: replay and simulate."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli.main import main
from bot.game.simulate import random_game

ROOT = Path(__file__).resolve().parent.parent


def test_simulate_saves_records_that_replay(tmp_path, capsys):
    assert main(["simulate", "--players", "2", "--games", "2", "--seed", "7",
                 "--save", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "games per second" in out and "decisions per second" in out
    saved = sorted(tmp_path.glob("*.json"))
    assert len(saved) == 2
    assert main(["replay", str(saved[0])]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["over"] is True
    assert len(report["scores"]) == 2
    assert sum(row["winner"] for row in report["scores"]) >= 1


def test_replay_of_a_game_in_progress_lists_who_must_decide(tmp_path, capsys):
    record = random_game(3, seed=2).record
    record.decisions = record.decisions[:10]
    path = tmp_path / "partial.json"
    path.write_text(record.to_json())
    assert main(["replay", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["over"] is False
    assert report["pending"]
    assert report["scores"] is None


def test_replay_of_a_tampered_record_fails_clearly(tmp_path, capsys):
    record = random_game(3, seed=2).record
    record.decisions[3] = (record.decisions[3][0], "sell gold")
    path = tmp_path / "bad.json"
    path.write_text(record.to_json())
    with pytest.raises(SystemExit) as exit_:
        main(["replay", str(path)])
    assert "decision 4" in str(exit_.value.code)


def test_render_writes_the_board_of_a_record(tmp_path, capsys):
    record = random_game(2, seed=5).record
    record.decisions = record.decisions[:30]
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    out = tmp_path / "board.png"
    assert main(["render", str(path), "--out", str(out), "--lang", "es", "--theme", "1897"]) == 0
    written = sorted(tmp_path.glob("board*.png"))
    assert [p.name for p in written] == ["board-2.png", "board.png"]  # the table, the players
    assert all(p.read_bytes().startswith(b"\x89PNG\r\n\x1a\n") for p in written)
    said = capsys.readouterr().out
    assert all(str(p) in said for p in written)


def test_render_draws_one_players_board_and_refuses_a_missing_seat(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(random_game(3, seed=2).record.to_json())
    table, own = tmp_path / "table.png", tmp_path / "own.png"
    assert main(["render", str(path), "--out", str(table)]) == 0
    assert main(["render", str(path), "--out", str(own), "--seat", "3"]) == 0
    assert own.read_bytes().startswith(b"\x89PNG") and own.read_bytes() != table.read_bytes()
    with pytest.raises(SystemExit) as exit_:
        main(["render", str(path), "--out", str(own), "--seat", "4"])
    assert "1" in str(exit_.value.code) and "3" in str(exit_.value.code)


def test_the_benchmarks_run_and_report(capsys):
    """The figures themselves are checked by running the benchmarks, never in a test."""
    main(["bench", "bot", "--games", "3", "--clicks", "12"])
    assert "clicks over 3 games in play" in capsys.readouterr().out
    main(["bench", "render", "--runs", "1", "--players", "2"])
    assert "median" in capsys.readouterr().out
    main(["bench", "service", "--games", "3", "--decisions", "10", "--warmup", "1",
          "--stored", "20", "--cached", "3", "--concurrency", "2"])
    out = capsys.readouterr().out
    assert "decisions: 10 over 3 games" in out and "start-up" in out and "cache" in out
    main(["bench", "ai", "--players", "2", "--games", "1", "--match", "easy:random"])
    assert "easy vs 1 random: won" in capsys.readouterr().out
    main(["bench", "community", "--games", "8", "--runs", "1", "--cold-runs", "1"])
    out = capsys.readouterr().out
    assert "8 finished games, 8 rated" in out and "the baseline" in out
    assert "/pr leaderboard" in out and out.count("/pr stats") == 2 and "games replayed" in out


def test_the_computer_players_benchmark_plays_expansions_and_counts_free_decisions(capsys):
    main(["bench", "ai", "--players", "2", "--games", "1", "--match", "easy:random",
          "--expansions", "new_buildings", "--option", "buildings=all_new"])
    out = capsys.readouterr().out
    assert "expansions new_buildings, buildings=all_new" in out
    assert "5 of them free (guests moved)" in out
    with pytest.raises(SystemExit) as exit_:
        main(["bench", "ai", "--games", "1", "--option", "buildings=everything"])
    assert "buildings" in str(exit_.value.code)


@pytest.mark.parametrize("games", ["0", "-3"])
def test_simulate_refuses_fewer_than_one_game(games, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--players", "2", "--games", games])
    assert "--games" in str(exit_.value.code) and games in str(exit_.value.code)
    assert "per second" not in capsys.readouterr().out


def test_a_reader_that_leaves_early_ends_the_replay_quietly(tmp_path):
    """`prbot replay game.json | head`: the pipe closes before the state is printed."""
    path = tmp_path / "game.json"
    path.write_text(random_game(2, seed=3).record.to_json())
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anything is written
    try:
        done = subprocess.run([sys.executable, "-m", "bot", "replay", str(path)],
                              stdout=write_end, stderr=subprocess.PIPE, cwd=ROOT, check=False)
    finally:
        os.close(write_end)
    assert done.stderr == b""
    assert done.returncode == 1


@pytest.mark.parametrize("target", ["render", "service", "bot", "ai", "chatter", "community",
                                    "web"])
def test_each_benchmark_names_itself_and_says_what_it_measures_whole(target, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["bench", target, "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: prbot bench {target} ")
    description = out.split("\n\n")[1]
    assert description.rstrip().endswith(".")


def test_a_clone_run_without_installing_still_works_and_says_so(monkeypatch, capsys, tmp_path):
    from importlib import metadata

    def not_installed(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", not_installed)
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0 and capsys.readouterr().out == "prbot (not installed)\n"
    path = tmp_path / "game.json"
    path.write_text(random_game(2, seed=5).record.to_json())
    assert main(["replay", str(path)]) == 0


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("command", ["render", "review"])
def test_pictures_are_not_drawn_for_a_folder_or_into_one_that_does_not_exist(
        tmp_path, monkeypatch, lang, command):
    from bot.l10n import localizer

    monkeypatch.setenv("PRBOT_LANG", lang)
    loc = localizer(lang)
    path = tmp_path / "game.json"
    path.write_text(random_game(2, seed=5).record.to_json())
    missing = tmp_path / "no" / "such" / "x.png"
    with pytest.raises(SystemExit) as exit_:
        main([command, str(path), "--out", str(missing)])
    assert exit_.value.code == loc.text("cli-out-no-folder", path=str(missing),
                                        folder=str(missing.parent))
    with pytest.raises(SystemExit) as exit_:
        main([command, str(path), "--out", str(tmp_path)])
    name = "board.png" if command == "render" else "story.png"
    assert exit_.value.code == loc.text("cli-out-folder", path=str(tmp_path),
                                        example=str(tmp_path / name))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_picture_that_cannot_be_written_ends_in_one_line_and_no_traceback(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(random_game(2, seed=5).record.to_json())
    done = subprocess.run([sys.executable, "-m", "bot", "render", str(path), "--out",
                           str(tmp_path / "no" / "x.png")], capture_output=True, cwd=ROOT,
                          env={**os.environ, "PRBOT_LANG": "es"}, check=False)
    assert done.returncode != 0
    assert done.stderr.decode().splitlines() == [
        f"No existe la carpeta {tmp_path / 'no'} para escribir {tmp_path / 'no' / 'x.png'}: "
        "créala antes, o elige otro archivo."]


@pytest.mark.parametrize("command", ["render", "review"])
def test_a_game_played_in_spanish_is_drawn_in_spanish_unless_told_otherwise(
        tmp_path, capsys, command):
    """A saved terminal game says its language: the pictures speak it by default."""
    from bot.terminal.saves import Seating

    record = random_game(2, seed=5).record
    if command == "render":
        record.decisions = record.decisions[:30]
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**record.to_dict(), "terminal": Seating([None, None], "es")
                                .to_dict()}))

    def drawn(*lang: str) -> bytes:
        out = tmp_path / f"{command}{'-'.join(lang)}.png"
        assert main([command, str(path), "--out", str(out), *lang]) == 0
        return out.read_bytes()

    default = drawn()
    assert default == drawn("--lang", "es")
    assert default != drawn("--lang", "en")
