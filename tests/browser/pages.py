"""The page as the browser tests open it on the real server: what it sent on its socket, and
nothing the Content-Security-Policy refused (each page listens to `securitypolicyviolation`
and to the console from before its first script runs)."""

from __future__ import annotations

import json
import time

PHONE = {"width": 390, "height": 844}
# Seconds a test waits for the page before it gives up: long, so that a busy machine fails
# nothing (how soon the page shows a change is measured by `prbot bench web`).
PATIENCE = 30
DESKTOP = {"width": 1280, "height": 800}

LISTEN = """
window.refused = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.refused.push(`${event.violatedDirective} ${event.blockedURI}`);
});
"""


class Opened:
    """A page of the live table and what it did: the frames it sent, the console's errors."""

    def __init__(self, page) -> None:
        self.page = page
        self.sent: list[dict] = []
        self.sockets: list = []
        self.errors: list[str] = []
        page.on("websocket", self._socket)
        page.on("console", lambda message: message.type == "error"
                and self.errors.append(message.text))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("response", lambda response: response.status >= 400
                and self.errors.append(f"{response.status} {response.url}"))

    def _socket(self, ws) -> None:
        self.sockets.append(ws)
        ws.on("framesent", lambda payload: self.sent.append(json.loads(payload)))

    def revision(self) -> int | None:
        shown = self.page.evaluate("document.getElementById('page').dataset.revision")
        return int(shown) if shown else None

    def wait_for(self, condition, seconds: float = PATIENCE) -> None:
        """Until `condition()` holds, the page's events heard meanwhile (Playwright's sync
        API hands them over only while it is called)."""
        wait_for(condition, seconds, pause=lambda: self.page.wait_for_timeout(50))

    def wait_revision(self, revision: int, seconds: float = PATIENCE) -> None:
        self.wait_for(lambda: (self.revision() is not None and self.revision() >= revision),
                      seconds)

    def wait_until(self, expression: str, seconds: float = PATIENCE) -> None:
        """Until `expression` holds in the page (polled from here: the page's CSP forbids
        the evaluated predicates of `wait_for_function`)."""
        wait_for(lambda: self.page.evaluate(expression), seconds)

    def close(self) -> None:
        """Closed, once it is known the page broke no rule of the CSP and logged no error
        (a refused session's 403 is the server's answer, not the page's error)."""
        refused = self.page.evaluate("window.refused")
        self.page.close()
        assert refused == [], refused
        assert [e for e in self.errors if "403" not in e] == [], self.errors


def open_page(browser, server, user: int, viewport=PHONE, link: str | None = None,
              route=None) -> Opened:
    """A page of `user`'s link (or `link`), `route(page)` called before it loads."""
    page = browser.new_page(viewport=viewport)
    page.add_init_script(LISTEN)
    opened = Opened(page)
    if route is not None:
        route(page)
    page.goto(f"{server.url}/table?t={link or server.link(user)}")
    return opened


def wait_for(condition, seconds: float = PATIENCE, pause=lambda: time.sleep(0.05)) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "waited in vain"
        pause()
