"""The store's numbered migrations (the package's docstring says how they are named and
written): which ones a dialect runs, and applying those a database lacks, each once."""

from __future__ import annotations

import re
from contextlib import AbstractAsyncContextManager
from pathlib import Path

from .rows import NewerSchema, StoreError
from .sql import Sql, Tx

MIGRATIONS = Path(__file__).parent / "migrations"
# NNNN_name.sql for both dialects, NNNN_name.sqlite.sql / NNNN_name.postgres.sql for one.
MIGRATION_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)(?:\.(sqlite|postgres))?\.sql$")


def migration_files(dialect: str = "sqlite",
                    folder: Path = MIGRATIONS) -> list[tuple[int, str, Path]]:
    """The numbered migrations of `folder` for one dialect, in order: `NNNN_name.sql` serves
    both, `NNNN_name.<dialect>.sql` only that one. A number given twice is a mistake."""
    found: dict[int, tuple[int, str, Path]] = {}
    for path in folder.iterdir():
        match = MIGRATION_NAME.match(path.name)
        if not match or match[3] not in (None, dialect):
            continue
        version = int(match[1])
        if version in found:
            raise StoreError(f"migration {version} is given twice: {found[version][2].name}, "
                             f"{path.name}")
        found[version] = (version, match[2], path)
    return sorted(found.values())


class Migrations(Sql):
    """Mixed into the store (`base.Store`)."""

    def _migration_transaction(self) -> AbstractAsyncContextManager[Tx]:
        """A transaction that no other process migrates in at the same time."""
        return self.transaction()

    async def _migrate(self, folder: Path = MIGRATIONS) -> None:
        """Apply the migrations this database lacks, each in a transaction of its own;
        NewerSchema, and nothing changed, if a newer bot migrated it further."""
        files = migration_files(self.dialect, folder)
        known = files[-1][0] if files else 0
        async with self._migration_transaction() as tx:
            await tx.write(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
            )
            (found,) = await tx.one("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
        if found > known:
            raise NewerSchema(found, known)
        for version, name, path in files:
            text = path.read_text(encoding="utf-8")
            async with self._migration_transaction() as tx:
                if await tx.one("SELECT 1 FROM schema_migrations WHERE version = ?", (version,)):
                    continue  # applied before, or by another process while we waited
                await tx.script(text)
                await tx.write(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (version, name, self._now()),
                )

    async def migrations(self) -> list[tuple[int, str]]:
        """The migrations applied to this database, as (version, name)."""
        rows = await self._all("SELECT version, name FROM schema_migrations ORDER BY version")
        return [(version, name) for version, name in rows]
