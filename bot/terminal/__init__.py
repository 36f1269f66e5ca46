"""The game in a terminal, without Discord: `prbot play`.

`table.py` shows the table and a player's board as text (Rich); `play.py` runs the game:
computer players decide, people type numbers or decision texts, and the record is saved after
every decision.
"""

from __future__ import annotations

import argparse
import secrets
import signal
from pathlib import Path

from rich.console import Console

from ..cli.arguments import cli_text, loaded, operator_language
from ..game import BadSetup, Setup
from ..game.components import THEMES
from ..game.expansions import from_text
from ..l10n import LANGUAGES, localizer
from ..l10n.bundles import reason_message
from ..players import LEVELS
from .menu import visible
from .play import TerminalGame
from .saves import Seating, load

DEFAULT_LEVEL = "medium"
NO_COMPUTERS = "none"


def add_play_command(commands) -> None:
    p = commands.add_parser("play")
    p.add_argument("--players", type=int, choices=range(2, 6))
    p.add_argument("--bots", metavar="LEVEL,...")
    p.add_argument("--lang", choices=LANGUAGES)
    p.add_argument("--theme", choices=THEMES, default="classic")
    p.add_argument("--expansions", default="", metavar="IDS")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--show-vp", action="store_true")
    p.add_argument("--seed", type=int)
    p.add_argument("--save", metavar="FILE")
    p.add_argument("--resume", metavar="FILE")
    p.add_argument("--names", metavar="NAME,...")
    p.set_defaults(run=play)


def play(args: argparse.Namespace, console: Console | None = None, read=None) -> int:
    """The game, to its end or until the player leaves: 0, or 130 for Ctrl-C."""
    keyboard = read is None
    console = console or Console(highlight=False, markup=False)
    read = read or console.input
    if args.resume:
        record, seating = resumed(Path(args.resume))
        if args.lang:
            seating.lang = args.lang
        save = Path(args.save or args.resume)
        if args.save:
            check_save(args, save)
    else:
        save = Path(args.save) if args.save else None
        if save is not None:
            check_save(args, save)
        seating = seating_of(args)
        record = new_record(args, seating)
    game = TerminalGame(record, seating, console, read, save)
    if game.game.is_over:  # nothing to play: the file stays as it is
        raise SystemExit(refusal(args, "terminal-finished", path=args.resume))
    try:
        game.write()
    except OSError as exc:
        raise SystemExit(refusal(args, "terminal-cannot-save", path=str(save),
                                 reason=exc.strerror or str(exc))) from exc
    code = game.run()
    if keyboard:  # a Ctrl-C pressed again while Python closes is no error to show
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    return code


def check_save(args: argparse.Namespace, save: Path) -> None:
    """A new game is saved into a new file in a folder that exists: an existing file may be
    a game, which would be lost (`--resume` goes on with it)."""
    if save.is_dir():
        raise SystemExit(refusal(args, "terminal-save-folder", path=str(save)))
    if save.exists() and not (args.resume and save.samefile(args.resume)):
        raise SystemExit(refusal(args, "terminal-save-exists", path=str(save)))
    if not save.parent.is_dir():
        raise SystemExit(refusal(args, "terminal-save-no-folder", path=str(save),
                                 folder=str(save.parent)))


def seating_of(args: argparse.Namespace) -> Seating:
    lang = args.lang or operator_language()  # --lang, else PRBOT_LANG
    if args.bots is None:
        players = args.players or 4
        levels = [DEFAULT_LEVEL] * (players - 1)
    elif args.bots == NO_COMPUTERS:
        players = args.players or 2
        levels = []
    else:
        levels = [level.strip() for level in args.bots.split(",") if level.strip()]
        players = args.players or len(levels) + 1
    for level in levels:
        if level not in LEVELS:
            raise SystemExit(refusal(args, "terminal-bad-level", level=level,
                                     levels=", ".join(LEVELS)))
    if not 2 <= players <= 5 or len(levels) > players:
        raise SystemExit(refusal(args, "terminal-bad-players", players=players,
                                 computers=len(levels)))
    return Seating([None] * (players - len(levels)) + levels, lang)


def new_record(args: argparse.Namespace, seating: Seating):
    from ..game.record import Record

    loc = localizer(seating.lang, args.theme)
    people = people_names(args, seating)
    names = []
    for seat, level in enumerate(seating.levels):
        if level:
            names.append(loc.text("computer-name", number=seat + 1,
                                  level=loc.text(f"level-{level}")))
        else:
            names.append(people.pop(0) if people else loc.text("terminal-player",
                                                                  number=seat + 1))
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    expansions = from_text(args.expansions)
    options = dict(option.partition("=")[::2] for option in args.option)
    try:
        setup = Setup(tuple(names), seed=seed, theme=args.theme, expansions=expansions,
                      options={**options, "show_vp": args.show_vp})
    except BadSetup as exc:
        message, details = reason_message(exc)
        raise SystemExit(refusal(args, "terminal-bad-setup",
                                 reason=refusal(args, message, **details))) from exc
    return Record(setup)


def people_names(args: argparse.Namespace, seating: Seating) -> list[str]:
    """The names `--names` gives the people's seats, in order (as typed, without control
    characters); a seat left without one is "Player N"."""
    if not args.names:
        return []
    names = [visible(name).strip() for name in args.names.split(",")]
    seats = seating.levels.count(None)
    if len(names) > seats:
        raise SystemExit(refusal(args, "terminal-too-many-names", count=len(names),
                                 seats=seats))
    if not all(names):
        raise SystemExit(refusal(args, "terminal-empty-name"))
    return names


def refusal(args: argparse.Namespace, message_id: str, **details) -> str:
    """Why `prbot play` cannot start: in the game's language when one is asked for, else in
    the operator's (PRBOT_LANG)."""
    if args.lang:
        return localizer(args.lang).text(message_id, **details)
    return cli_text(message_id, **details)


def resumed(path: Path):
    """The saved game and its seating; a file that cannot be read or does not replay is refused
    before anything is shown or written (the command line's own refusals, as for every record
    file)."""
    return loaded(str(path), load)
