#!/bin/sh
# Set up a virtual environment from the lock file, then lint and test.
set -e
python3 -m venv .venv
.venv/bin/pip install --quiet -r requirements.lock
.venv/bin/pip install --quiet --no-deps -e .
.venv/bin/ruff check .
.venv/bin/pytest
