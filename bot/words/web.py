"""The words the live table's page shows around the table (Undo, Confirm, reconnecting…), in
the viewer's language: sent with each table (`words`), so the page holds no language of its own.
The messages are `web-<key>` in bot/locales/*/web.ftl."""

from __future__ import annotations

from ..l10n import Localizer

WORDS = ("title", "table", "undo", "suggested", "confirm", "reset", "cancel", "choose", "choices",
         "your-turn", "waiting", "lines", "arrange", "arrange-nobles", "arrange-left",
         "reconnecting", "connected", "closed", "playing", "watching", "over", "replay-open")


def page_words(loc: Localizer) -> dict[str, str]:
    return {key: loc.text(f"web-{key}") for key in WORDS}


# The replay's words (`web-replay-<key>`); `step` and `accuracy` hold {step}, {count} and
# {accuracy} for the page to fill.
REPLAY_WORDS = ("title", "start", "first", "previous", "next", "last", "slider", "queued",
                "none", "chances", "chances-table", "position", "player", "decision", "mark",
                "players", "best", "worst", "legend", "board", "controls")


def replay_words(loc: Localizer) -> dict[str, str]:
    words = {key: loc.text(f"web-replay-{key}") for key in REPLAY_WORDS}
    words["step"] = loc.text("web-replay-step", step="{step}", count="{count}")
    words["accuracy"] = loc.text("web-replay-accuracy", accuracy="{accuracy}")
    return words
