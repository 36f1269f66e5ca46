#!/bin/sh
# Set up a virtual environment from the lock file, then lint and test. The store tests run on
# SQLite, and also on a throw-away PostgreSQL server where PostgreSQL is installed
# (scripts/with_postgres.sh; without it they are skipped, and it says so). The live table's
# vendored SDK bundle is rebuilt from its lock and must be the one committed (scripts/build_web.sh).
# The documentation site (mkdocs.yml, docs/) is built with --strict: a broken link, a missing
# picture or a page left out of its nav fails the check.
set -e
python3 -m venv .venv
.venv/bin/pip install --quiet -r requirements.lock
.venv/bin/pip install --quiet --no-deps -e .
.venv/bin/ruff check .
site=$(mktemp -d)
.venv/bin/mkdocs build --strict --site-dir "$site"  # not --quiet: it hides the warnings strict counts
rm -rf "$site"
sh scripts/build_web.sh --check
sh scripts/with_postgres.sh .venv/bin/pytest
