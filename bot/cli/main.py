"""The `prbot` command line: replay and simulate games, draw boards, run the Discord bot."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import TypeVar

from rich.console import Console

from ..coach.analysis import TABLES, analyse, finished
from ..game import Game
from ..game.components import THEMES
from ..game.record import Record, parsed
from ..game.simulate import random_game
from ..l10n import LANGUAGES, localizer
from ..terminal import add_play_command
from ..terminal.saves import played_language
from .arguments import Parser, add_setup_options, cli_text, loaded, operator_language, setup_choices
from .dbcommands import add_db_commands
from .runner import add_commands

T = TypeVar("T")


def replayable(raw: bytes) -> Game:
    """The game a record file's bytes lead to."""
    return Record.from_bytes(raw).replay()[0]


def replayed(path: str) -> Game:
    """The game a record file leads to; exits with the record's fault if it does not replay."""
    return loaded(path, replayable)


def replay(args: argparse.Namespace) -> int:
    game = replayed(args.record)
    report = {
        "over": game.is_over,
        "pending": {seat: game.legal(seat) for seat in game.pending()},
        "scores": game.scores,
        "state": game.state.to_dict(),
    }
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


def simulate(args: argparse.Namespace) -> int:
    expansions, options = setup_choices(args)
    if args.games < 1:  # a speed needs at least one game
        raise SystemExit(cli_text("cli-bad-games", games=args.games))
    save = Path(args.save) if args.save else None
    if save:
        save.mkdir(parents=True, exist_ok=True)
    decisions = largest = 0
    started, cpu_started = time.perf_counter(), time.process_time()
    for i in range(args.games):
        seed = args.seed + i
        played = random_game(args.players, seed, measure_state=args.measure_state,
                             expansions=expansions, options=options)
        decisions += played.decisions
        largest = max(largest, played.largest_state)
        if save:
            out = save / f"game-{args.players}p-{seed}.json"
            out.write_text(played.record.to_json(indent=1), encoding="utf-8")
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    print(f"{args.games} games of {args.players} players in {elapsed:.2f} s")
    print(f"games per second: {args.games / elapsed:.1f}")
    # The process's own CPU time: the figure for one core, even on a busy machine.
    print(f"games per CPU second: {args.games / cpu:.1f}")
    print(f"decisions per second: {decisions / elapsed:.0f}")
    print(f"decisions per game: {decisions / args.games:.0f}")
    if args.measure_state:
        print(f"largest serialized state: {largest} bytes")
    return 0


def render(args: argparse.Namespace) -> int:
    """The table's pictures, as --out and then numbered beside it (board.png, board-2.png…),
    or one player's board as --out; each file written is named with its size."""
    from renderer import numbered, render_board, render_player  # Pillow only for pictures

    check_out(args.out, "board.png")
    game, lang = loaded(args.record, with_language(replayable))
    lang = args.lang or lang
    show_vp = args.show_vp or None
    if args.seat is None:
        pngs = render_board(game, lang, theme=args.theme, show_vp=show_vp)
    elif 1 <= args.seat <= game.state.n:
        pngs = [render_player(game, args.seat - 1, lang, theme=args.theme, show_vp=show_vp)]
    else:
        raise SystemExit(cli_text("cli-bad-seat", seat=args.seat, players=game.state.n))
    for png, out in zip(pngs, numbered(args.out, len(pngs)), strict=True):
        write_picture(out, png)
    return 0


def review(args: argparse.Namespace) -> int:
    if args.analysis or args.json:
        return analysis(args)
    from renderer.story import render_story  # Pillow is only needed for pictures

    from ..coach.story import tell

    check_out(args.out, "story.png")
    story, lang = loaded(args.record, with_language(lambda raw: tell(Record.from_bytes(raw))))
    write_picture(args.out, render_story(story, args.lang or lang, theme=args.theme))
    return 0


def analysis(args: argparse.Namespace) -> int:
    """The review of a finished game, decision by decision: printed (--analysis) and as JSON
    (--json, to a file or the standard output). A game in play is refused before anything is
    judged: nothing of the analysis is computed for it."""
    from ..terminal.review import show_review

    record, lang = loaded(args.record, with_language(finished_record))
    if record is None:
        raise SystemExit(cli_text("cli-review-unfinished", path=args.record))
    review = analyse(record, tables=args.tables)
    if args.analysis:
        loc = localizer(args.lang or lang, args.theme or record.setup.theme)
        show_review(review, list(record.setup.players), loc, Console(highlight=False, markup=False))
    if args.json == "-":
        print(json.dumps(review.to_json(), ensure_ascii=False))
    elif args.json:
        write_text(args.json, json.dumps(review.to_json(), ensure_ascii=False) + "\n")
        print(cli_text("cli-review-written", path=args.json, decisions=len(review.decisions)))
    return 0


def finished_record(raw: bytes) -> Record | None:
    """The record of a file's bytes if its game is over, None if it is still in play."""
    record = Record.from_bytes(raw)
    return record if finished(record) else None


def with_language(read: Callable[[bytes], T]) -> Callable[[bytes], tuple[T, str]]:
    """`read` for `loaded`, with the language to draw the record in when --lang says none:
    the one the game was played in (a saved terminal game says it), else the operator's."""
    return lambda raw: (read(raw), played_language(parsed(raw)) or operator_language())


def check_out(out: str, name: str) -> None:
    """A picture is written into a file in a folder that exists: said before drawing it."""
    path = Path(out)
    if path.is_dir():
        raise SystemExit(cli_text("cli-out-folder", path=out, example=str(path / name)))
    if not path.parent.is_dir():
        raise SystemExit(cli_text("cli-out-no-folder", path=out, folder=str(path.parent)))


def write_picture(out: str, png: bytes) -> None:
    write_file(out, lambda path: path.write_bytes(png))
    print(cli_text("cli-rendered", path=out, size=len(png)))


def write_text(out: str, text: str) -> None:
    write_file(out, lambda path: path.write_text(text, encoding="utf-8"))


def write_file(out: str, write: Callable[[Path], object]) -> None:
    try:
        write(Path(out))
    except OSError as exc:  # a picture numbered beside --out may be a folder, or read-only
        raise SystemExit(cli_text("cli-cannot-write", path=out,
                                  reason=exc.strerror or str(exc))) from exc


def bench(args: argparse.Namespace) -> int:
    """Benchmarks live beside what they measure; this only dispatches to them."""
    if args.target == "render":
        from ..bench.render import main as run
    elif args.target == "bot":
        from ..bench.click_reviews import main as run
    elif args.target == "ai":
        from ..bench.ai import main as run
    elif args.target == "chatter":
        from ..bench.chatter import main as run
    elif args.target == "review":
        from ..bench.review import main as run
    elif args.target == "community":
        from ..bench.community import main as run
    elif args.target == "web":
        from ..bench.web import main as run
    elif args.target == "scale":
        from ..bench.scale import main as run
    elif args.target == "replay":
        from ..bench.replay import main as run
    else:
        from ..bench.service import main as run
    return run(args.options)


def installed_version() -> str:
    """The version pip installed (a clone run without installing has none)."""
    try:
        return metadata.version("prbot")
    except metadata.PackageNotFoundError:
        return "(not installed)"


def build_parser() -> argparse.ArgumentParser:
    """Every command and argument; what each does is said in bot/locales/*/cli.ftl (`Parser`)."""
    parser = Parser(prog="prbot")
    parser.add_argument("--version", action="version", version=f"prbot {installed_version()}")
    commands = parser.add_subparsers(dest="command", required=True)

    p = commands.add_parser("replay")
    p.add_argument("record")
    p.set_defaults(run=replay)

    p = commands.add_parser("simulate")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--save", metavar="DIR")
    add_setup_options(p)
    p.add_argument("--measure-state", action="store_true")
    p.set_defaults(run=simulate)

    p = commands.add_parser("render")
    p.add_argument("record")
    p.add_argument("--seat", type=int)
    p.add_argument("--out", default="board.png")
    p.add_argument("--lang", choices=LANGUAGES)
    p.add_argument("--theme", choices=THEMES)
    p.add_argument("--show-vp", action="store_true")
    p.set_defaults(run=render)

    p = commands.add_parser("review")
    p.add_argument("record")
    p.add_argument("--out", default="story.png")
    p.add_argument("--lang", choices=LANGUAGES)
    p.add_argument("--theme", choices=THEMES)
    p.add_argument("--analysis", action="store_true")
    p.add_argument("--json", nargs="?", const="-", metavar="FILE")
    p.add_argument("--tables", type=int, default=TABLES, choices=range(1, 65), metavar="N")
    p.set_defaults(run=review)

    p = commands.add_parser("bench")
    p.add_argument("target", choices=("render", "service", "bot", "ai", "chatter", "review",
                                          "community", "web", "scale", "replay"))
    p.add_argument("options", nargs=argparse.REMAINDER)
    p.set_defaults(run=bench)

    add_play_command(commands)
    add_commands(commands)
    add_db_commands(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        status = args.run(args)
        sys.stdout.flush()  # here, where a closed pipe can still be answered quietly
    except BrokenPipeError:
        # The reader left (`prbot replay game.json | head`): stop without a word. Python would
        # flush stdout again at exit and fail once more, so it is pointed at nothing first.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return status
