"""The slash commands under `/pr`, one cog per concern, and what they share: localized choices
Answering an interaction is `bot.discord_ui.replies`'."""

from __future__ import annotations

from collections.abc import Callable

from discord import app_commands

from bot.l10n import Localizer, localizer


def choice(key: str, value: str | int,
           text: Callable[[Localizer], str] | None = None) -> app_commands.Choice:
    """A localized choice: its name is the Fluent message `key`, or what `text` makes of
    each language's messages where the name has figures in it (`FluentTranslator`)."""
    english = text(localizer("en")) if text else localizer("en").text(key)
    extras = {"text": text} if text else {}
    return app_commands.Choice(name=app_commands.locale_str(english, key=key, **extras),
                               value=value)
