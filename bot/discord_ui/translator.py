"""Slash command names and descriptions in the players' languages, from `locales/*/bot.ftl`.

Discord asks once per locale when the command tree is synced. The Fluent id of a string is
derived from where it appears: `cmd-<command>` and `cmd-<command>-desc` for a command (or
group), `cmd-<command>-<parameter>` and `cmd-<command>-<parameter>-desc` for a parameter; a
`locale_str` may name its id itself with the extra `key=` (choices always do).
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from fluent.runtime import FluentBundle

from ..l10n import localizer
from ..l10n.bundles import bundle
from ..words.language import LOCALE_LANGUAGES

# Discord's locales and the project's languages (the viewer's language, below the surfaces).
DISCORD_LANGUAGES: dict[discord.Locale, str] = {
    discord.Locale(code): lang for code, lang in LOCALE_LANGUAGES.items()}


def message_key(string: app_commands.locale_str, context: app_commands.TranslationContext):
    """The Fluent id for a string of the command tree, or None if it has none."""
    if "key" in string.extras:
        return string.extras["key"]
    data = context.data
    where = context.location
    if where in (Where.command_name, Where.group_name):
        return f"cmd-{data.name}"
    if where in (Where.command_description, Where.group_description):
        return f"cmd-{data.name}-desc"
    if where is Where.parameter_name:
        return f"cmd-{data.command.name}-{data.name}"
    if where is Where.parameter_description:
        return f"cmd-{data.command.name}-{data.name}-desc"
    return None


class FluentTranslator(app_commands.Translator):
    """Looks every command string up in the Fluent bundle of the locale's language."""

    def __init__(self) -> None:
        self.bundles: dict[str, FluentBundle] = {}

    async def load(self) -> None:
        self.bundles = {lang: bundle(lang) for lang in set(DISCORD_LANGUAGES.values())}

    def lookup(self, lang: str, key: str) -> str | None:
        bundle = self.bundles.get(lang)
        if bundle is None or not bundle.has_message(key):
            return None
        message = bundle.get_message(key)
        if message.value is None:
            return None
        text, _errors = bundle.format_pattern(message.value, {})
        return text

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        lang = DISCORD_LANGUAGES.get(locale)
        key = message_key(string, context)
        if lang is None or key is None:
            return None
        if "text" in string.extras:  # a name made of several messages (`cogs.choice`)
            return string.extras["text"](localizer(lang))
        return self.lookup(lang, key)
