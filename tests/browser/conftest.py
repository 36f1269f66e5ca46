"""The browser tests drive Debian's Chromium (/usr/bin/chromium) with Playwright, installed by
the dev dependencies without its own browsers (`playwright install` downloads them; not
needed). Without Chromium or Playwright they are skipped, and the run says so, unless
`PRBOT_REQUIRE_BROWSER` is set (CI), where they fail."""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM = os.environ.get("PRBOT_CHROMIUM", "/usr/bin/chromium")
REQUIRED = bool(os.environ.get("PRBOT_REQUIRE_BROWSER"))
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install -r requirements.lock)"
    if not shutil.which(CHROMIUM):
        return f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    return None


# Module-scoped, not session-scoped: Playwright's sync API keeps an event loop running in this
# thread until it is closed, and every later test's asyncio.run would refuse to start.
@pytest.fixture(scope="module")
def browser():
    why = missing()
    if why:
        if REQUIRED:
            pytest.fail(f"PRBOT_REQUIRE_BROWSER is set but {why}")
        pytest.skip(f"browser tests skipped: {why}")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


def pytest_terminal_summary(terminalreporter) -> None:
    why = missing()
    if why and not REQUIRED:
        terminalreporter.write_line(f"Browser tests skipped: {why}")
