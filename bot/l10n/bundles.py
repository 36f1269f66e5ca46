"""The Fluent files and a message formatted from them, in one language and theme.

Every `*.ftl` file in `bot/locales/<lang>/` is loaded (inside the package, so an installed
`prbot` finds them from any folder). Names switch with the theme through a selector
on `$theme` ("classic" or 1897).

A missing or broken message never stops the bot: it falls back to English, then to the message
id, and logs a warning (the tests fail on such warnings).
"""

from __future__ import annotations

import functools
import logging
import re
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax.ast import Junk

LANGUAGES = ("en", "es", "it")
FALLBACK = "en"
LOCALES = Path(__file__).resolve().parents[1] / "locales"

# One logger for every warning of the Localizer, whichever module of it speaks.
log = logging.getLogger(__package__)

# The longest text a message's variable gets: fluent.runtime refuses (and shows "{???}" for the
# whole message) a placeable of more than 2 500 characters, its error saying 1 000; keeping to
# 1 000 leaves room for a message that places one variable inside another.
VALUE_LIMIT = 1000
# A name abbreviated at its end ("Mercado Gr.") that ends a sentence: its period is the
# sentence's too, as in print ("... en la casilla de Mercado Gr.").
DOUBLED_PERIOD = re.compile(r"(?<!\.)\.\.(?!\.)")


@functools.cache
def bundle(lang: str) -> FluentBundle:
    """All the messages of one language; later files cannot override earlier ids."""
    bundle = FluentBundle([lang], use_isolating=False)
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        resource = FluentResource(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, Junk):
                log.warning("%s: unparsable entry %r", path, entry.content[:60])
        bundle.add_resource(resource)
    return bundle


def fluent_value(value):
    """Python values as Fluent wants them (booleans become "true"/"false" for selectors); a
    text too long for Fluent is cut, since Fluent would print "{???}" instead of the message."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str) and len(value) > VALUE_LIMIT:
        return value[: VALUE_LIMIT - 1] + "…"
    return value


def reason_message(error) -> tuple[str, dict]:
    """The message id and variables that say why the engine refused a setup or a record
    (`BadSetup`, `BadRecord`: their `why` and `details`)."""
    return f"reason-{error.why}", {"reason": error.reason, **error.details}


def _theme_value(theme: str):
    # "1897" is given as a number so that `[1897]` variant keys match it; no digit grouping in
    # case a message prints it.
    return fluent_number(1897, useGrouping=False) if theme == "1897" else theme


class Messages:
    """Any message of the Localizer's language (`self.lang`) and theme (`self.theme`)."""

    def text(self, message_id: str, **args) -> str:
        """Any message (`id` or `id.attribute`); the theme is passed as `$theme`."""
        fluent_args = {name: fluent_value(value) for name, value in args.items()}
        fluent_args["theme"] = _theme_value(args.get("theme", self.theme))
        first = None
        for lang in dict.fromkeys((self.lang, FALLBACK)):
            result = self._format(lang, message_id, fluent_args)
            if result is None:
                log.warning("%s: no message %r", lang, message_id)
                continue
            text, errors = result
            if ".." in text:
                text = DOUBLED_PERIOD.sub(".", text)
            if not errors:
                return text
            log.warning("%s: message %r: %s", lang, message_id, errors)
            first = first or text
        return first or message_id

    @staticmethod
    def _format(lang: str, message_id: str, args: dict) -> tuple[str, list] | None:
        messages = bundle(lang)
        name, _, attribute = message_id.partition(".")
        if not messages.has_message(name):
            return None
        message = messages.get_message(name)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            return None
        return messages.format_pattern(pattern, args)

    def has(self, message_id: str) -> bool:
        """Whether the language has this message (no fallback to English)."""
        return bundle(self.lang).has_message(message_id)
