"""The `prbot` command line's parsers, in the operator's language (PRBOT_LANG, see `cli_text`),
and what its commands share: reading a record file (`loaded`, `refusal`) and the setup options
of the games a command plays (`add_setup_options`, `setup_choices`).

argparse says its own words ("usage:", "options", its errors) in English through gettext, and a
command's texts are written where it is declared. `Parser` takes every one of them from
`locales/*/cli.ftl` instead:

- `cli-help-<command>`: what a command does, listed in its parent's help and heading its own;
  <command> is its words after `prbot` joined by `-` (`replay`, `bench-ai`), `prbot` for the top;
- `cli-arg-<command>-<dest>`: one argument's help, with `$default`, and the ids a value may be
  (`$expansions`, `$levels`, `$languages`, `$themes`), so no list is written twice;
- `cli-usage`, `cli-positionals`, `cli-options`, `cli-arg-help`, `cli-error` and the
  `cli-argparse-*` messages: argparse's own.

A text not found there is shown as the code gives it (a test keeps every one found).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from ..game import BadRecord, BadSetup, Setup
from ..game.components import THEMES
from ..game.expansions import from_text, known
from ..l10n import LANGUAGES, localizer
from ..l10n.bundles import bundle, reason_message
from ..players import LEVELS

T = TypeVar("T")


def operator_language() -> str:
    """The language of whoever runs the command: PRBOT_LANG, else the system's, else English."""
    wanted = os.environ.get("PRBOT_LANG") or os.environ.get("LANG", "")
    lang = wanted[:2].lower()
    return lang if lang in LANGUAGES else "en"


def cli_text(message_id: str, **args) -> str:
    """A message for whoever runs the bot, in his language (`operator_language`)."""
    return localizer(operator_language()).text(message_id, **args)


def loaded(path: str, read: Callable[[bytes], T]) -> T:
    """What `read` makes of a record file's bytes; exits with a clear message when the file
    cannot be read or `read` refuses it (`BadRecord`), having written nothing."""
    try:
        raw = Path(path).read_bytes()
    except (OSError, ValueError) as exc:  # ValueError: a path with a NUL character in it
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise SystemExit(cli_text("cli-cannot-read", path=path, reason=reason)) from exc
    try:
        return read(raw)
    except BadRecord as exc:
        raise SystemExit(refusal(path, exc)) from exc


def refusal(path: str, error: BadRecord) -> str:
    """Why a record file is refused, in the operator's language."""
    if error.why == "illegal-decision":
        return cli_text("cli-bad-decision", path=path, decision=error.decision, **error.details)
    message, args = reason_message(error)
    return cli_text("cli-bad-record", path=path, reason=cli_text(message, **args))


def add_setup_options(parser: argparse.ArgumentParser) -> None:
    """The expansions and setup options of the games a command plays."""
    parser.add_argument("--expansions", default="", metavar="IDS")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")


def setup_choices(args: argparse.Namespace) -> tuple[tuple[str, ...], dict[str, str]]:
    """The expansions and options `add_setup_options` read, checked by a trial setup; exits
    with the reason if they do not make a game."""
    if not 2 <= args.players <= 5:
        raise SystemExit(cli_text("cli-bad-players", players=args.players))
    for option in args.option:
        if "=" not in option:
            raise SystemExit(cli_text("cli-bad-option-form", option=option))
    expansions = from_text(args.expansions)
    options = dict(option.split("=", 1) for option in args.option)
    try:
        Setup(players=("a",) * args.players, seed=0, expansions=expansions, options=options)
    except BadSetup as exc:
        message, details = reason_message(exc)
        raise SystemExit(cli_text("cli-bad-setup", reason=cli_text(message, **details))) from exc
    return expansions, options


# argparse's errors as it words them (Python 3.11), each with the message that says it here.
ARGPARSE_ERRORS = {
    "argument %(argument_name)s: %(message)s": "cli-argparse-argument",
    "unrecognized arguments: %s": "cli-argparse-unrecognized",
    "the following arguments are required: %s": "cli-argparse-required",
    "one of the arguments %s is required": "cli-argparse-one-required",
    "not allowed with argument %s": "cli-argparse-not-allowed",
    "ignored explicit argument %r": "cli-argparse-ignored",
    "expected one argument": "cli-argparse-one",
    "expected at most one argument": "cli-argparse-at-most-one",
    "expected at least one argument": "cli-argparse-at-least-one",
    "expected %s argument": "cli-argparse-count",
    "expected %s arguments": "cli-argparse-count",
    "ambiguous option: %(option)s could match %(matches)s": "cli-argparse-ambiguous",
    "invalid %(type)s value: %(value)r": "cli-argparse-invalid",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli-argparse-choice",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "cli-argparse-choice",
}
PLACEHOLDER = re.compile(r"%(?:\\\((\w+)\\\))?[sr]")


def _pattern(template: str) -> re.Pattern:
    """A regular expression that reads the values back out of an argparse error."""
    return re.compile(PLACEHOLDER.sub(lambda m: f"(?P<{m.group(1) or 's'}>.*?)",
                                      re.escape(template)) + r"\Z", re.DOTALL)


ERROR_PATTERNS = [(_pattern(template), message_id)
                  for template, message_id in ARGPARSE_ERRORS.items()]


def translated_error(message: str) -> str:
    """An argparse error in the operator's language; one it does not word as above stays as is."""
    for pattern, message_id in ERROR_PATTERNS:
        found = pattern.match(message)
        if found:
            values = found.groupdict()
            if "message" in values:  # an argument's own error, worded by argparse too
                values["message"] = translated_error(values["message"])
            if "parser_name" in values:
                values["value"] = values.pop("parser_name")
            return cli_text(message_id, **values)
    return message


def command_of(prog: str) -> str:
    """`prbot bench ai` -> `bench-ai`; `prbot` -> `prbot`."""
    words = prog.split()
    return "-".join(words[1:]) or words[0]


def _known_message(message_id: str) -> bool:
    return bundle("en").has_message(message_id)


def _variables(action: argparse.Action) -> dict:
    """What an argument's help may say: its default, and the ids its value may take."""
    return {"default": str(action.default), "expansions": ", ".join(known()),
            "levels": ", ".join(LEVELS), "languages": ", ".join(LANGUAGES),
            "themes": ", ".join(THEMES)}


class Formatter(argparse.HelpFormatter):
    """Help whose usage line is headed in the operator's language."""

    def add_usage(self, usage, actions, groups, prefix=None) -> None:
        if prefix is None:
            prefix = cli_text("cli-usage") + " "
        super().add_usage(usage, actions, groups, prefix)


class Commands(argparse._SubParsersAction):
    """Subcommands, each listed in its parent's help with what it does (cli-help-<command>)."""

    def add_parser(self, name: str, **kwargs) -> argparse.ArgumentParser:
        summary = f"cli-help-{command_of(f'{self._prog_prefix} {name}')}"
        if _known_message(summary):
            kwargs["help"] = cli_text(summary)
        return super().add_parser(name, **kwargs)


class Parser(argparse.ArgumentParser):
    """An ArgumentParser that speaks the operator's language (see the module's documentation)."""

    def __init__(self, prog: str, **kwargs) -> None:
        kwargs.setdefault("formatter_class", Formatter)
        super().__init__(prog, **kwargs)
        self.register("action", "parsers", Commands)
        self._positionals.title = cli_text("cli-positionals")
        self._optionals.title = cli_text("cli-options")
        for action in self._actions:
            if action.dest == "help":
                action.help = cli_text("cli-arg-help")
        summary = f"cli-help-{command_of(prog)}"
        if self.description is None and _known_message(summary):
            self.description = cli_text(summary)

    def add_argument(self, *args, **kwargs) -> argparse.Action:
        action = super().add_argument(*args, **kwargs)
        message_id = f"cli-arg-{command_of(self.prog)}-{action.dest}"
        if action.dest != "help" and _known_message(message_id):  # -h: see __init__
            # argparse reads a help as a %-format: a translation's own % ("10 %") doubled
            action.help = cli_text(message_id, **_variables(action)).replace("%", "%%")
        return action

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, cli_text("cli-error", prog=self.prog,
                              message=translated_error(message)) + "\n")
