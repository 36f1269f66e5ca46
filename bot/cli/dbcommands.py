"""`prbot db copy|backup|check`: moving, backing up and checking the games' database."""

from __future__ import annotations

import argparse
import asyncio
import sys

from .arguments import cli_text
from .runner import add_db_option, store_faults


def add_db_commands(subparsers: argparse._SubParsersAction) -> None:
    """`prbot db copy|backup|check` (their help: `cli-help-db-*` in locales/*/cli.ftl)."""
    p = subparsers.add_parser("db")
    db = p.add_subparsers(dest="db_command", required=True)

    p = db.add_parser("copy")
    p.add_argument("source")
    p.add_argument("target")
    p.set_defaults(run=copy)

    p = db.add_parser("backup")
    p.add_argument("file")
    add_db_option(p)
    p.set_defaults(run=backup)

    p = db.add_parser("check")
    add_db_option(p)
    p.set_defaults(run=check)


def copy(args: argparse.Namespace) -> int:
    from ..store import NotSaved, shown
    from ..store.tools import NotEmpty, copy_database

    try:
        with store_faults():
            counts = asyncio.run(copy_database(args.source, args.target))
    except NotEmpty:
        print(cli_text("cli-db-not-empty", target=shown(args.target)), file=sys.stderr)
        return 1
    except NotSaved as refused:
        print(cli_text("cli-db-not-saved", target=shown(args.target), detail=str(refused)),
              file=sys.stderr)
        return 1
    print(cli_text("cli-db-copied", source=shown(args.source), target=shown(args.target),
                   rows=sum(counts.values()), tables=len(counts), **counts))
    return 0


def backup(args: argparse.Namespace) -> int:
    from ..store import is_postgres
    from ..store.tools import backup_sqlite

    if is_postgres(args.db):
        print(cli_text("cli-db-backup-postgres"), file=sys.stderr)
        return 1
    if not args.file:  # not the current folder, which Path("") names
        print(cli_text("cli-db-backup-no-file"), file=sys.stderr)
        return 1
    try:
        with store_faults():
            size = backup_sqlite(args.db, args.file)
    except FileExistsError:
        print(cli_text("cli-db-backup-exists", file=args.file), file=sys.stderr)
        return 1
    print(cli_text("cli-db-backed-up", source=args.db, file=args.file, size=size))
    return 0


def check(args: argparse.Namespace) -> int:
    from ..store import shown
    from ..store.tools import check_database

    with store_faults():
        report = asyncio.run(check_database(args.db))
    print(cli_text("cli-db-checked", db=shown(args.db)))
    if report.integrity:
        print(cli_text("cli-db-integrity-bad"))
        for line in report.integrity:
            print(f"  {line}")
    else:
        print(cli_text("cli-db-integrity-ok"))
    print(cli_text("cli-db-schema", version=report.version, known=report.known))
    if not report.problems:
        print(cli_text("cli-db-games-ok", games=report.games))
    else:
        print(cli_text("cli-db-games-bad", games=report.games, broken=len(report.problems)))
        print(problem_table(report.problems))
    return 0 if report.healthy else 1


def problem_table(problems) -> str:
    """The games that no longer replay, one a line, in aligned columns."""
    rows = [[cli_text(f"cli-db-column-{name}") for name in ("game", "channel", "status",
                                                              "problem")]]
    for problem in problems:
        rows.append([str(problem.game_id), str(problem.channel_id),
                     cli_text(f"cli-db-status-{problem.status}"),
                     cli_text(f"cli-db-problem-{problem.kind}", number=problem.number or 0)])
    widths = [max(len(row[column]) for row in rows) for column in range(3)]
    return "\n".join(
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=False)) + row[3]
        for row in rows
    )
