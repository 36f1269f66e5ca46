"""The viewer's language: the project's language for a Discord locale, as Discord names it in
an interaction, in a user's profile the Activity reads, or in the command tree's translations."""

from __future__ import annotations

# Discord's locales (their codes) and the project's languages.
LOCALE_LANGUAGES: dict[str, str] = {
    "en-US": "en",
    "en-GB": "en",
    "es-ES": "es",
    "es-419": "es",
    "it": "it",
}


def language_of(locale: object | None) -> str | None:
    """The project's language for a Discord locale (a `discord.Locale` or its code), or None
    when it is not one of ours."""
    if locale is None:
        return None
    return LOCALE_LANGUAGES.get(str(locale))
