"""Benchmarks of the bot: the computer players, the service, whole clicks, and what a game posts."""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

from ..cli.arguments import Parser

Figures = TypeVar("Figures")


def bench_parser(target: str) -> Parser:
    """The options of `prbot bench <target>`; what it measures and what each option does are
    said in locales/*/cli.ftl (`cli-help-bench-<target>`, `cli-arg-bench-<target>-<dest>`)."""
    return Parser(prog=f"prbot bench {target}")


def print_rows(rows: list[tuple[str, str]]) -> None:
    """Print a table of figures: each label, padded to the longest, then its value."""
    width = max(len(label) for label, _ in rows)
    for label, value in rows:
        print(f"{label.ljust(width)}  {value}")


def verdict(ok: bool, targets: str) -> bool:
    """Print whether the targets were met, naming them if not; `ok`."""
    print("within target" if ok else f"OVER TARGET ({targets})")
    return ok


def run_in_folder(argv: list[str] | None,
                  parse: Callable[[list[str] | None], argparse.Namespace],
                  measure: Callable[[argparse.Namespace, Path], Awaitable[Figures]],
                  report: Callable[[Figures, argparse.Namespace], bool]) -> int:
    """A bench's `main`: read the options, measure in a temporary folder (removed after),
    print the figures; 0 if the targets were met, else 1."""
    args = parse(argv)
    with tempfile.TemporaryDirectory(prefix="prbot-bench-") as folder:
        figures = asyncio.run(measure(args, Path(folder)))
    return 0 if report(figures, args) else 1
