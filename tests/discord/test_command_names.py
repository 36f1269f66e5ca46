"""The command tree `prbot sync` publishes keeps Discord's rules for names and descriptions in
every locale the bot translates: Discord refuses a bulk overwrite that breaks one of them whole,
so a single bad name would leave every language without commands."""

from __future__ import annotations

import re
import unicodedata

import pytest

from bot.cli import runner
from bot.discord_ui.translator import DISCORD_LANGUAGES

LOCALES = [str(locale) for locale in DISCORD_LANGUAGES]
MOST_OPTIONS = MOST_CHOICES = 25
SUBCOMMAND, GROUP = 1, 2


def name_character(char: str) -> bool:
    """A character of `^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]$` (Python's `re` knows no
    Unicode properties; the two scripts are their blocks)."""
    return (char in "-_'" or unicodedata.category(char)[0] in "LN"
            or "\u0900" <= char <= "\u097f" or "\ua8e0" <= char <= "\ua8ff"
            or "\u0e00" <= char <= "\u0e7f")


def name_problems(where: str, name: str) -> list[str]:
    """A chat command's or option's name: 1-32 allowed characters, lower case where there is
    a lower case."""
    if not 1 <= len(name) <= 32 or not all(name_character(c) for c in name):
        return [f"{where}: {name!r} is not a valid name"]
    if name != name.lower():
        return [f"{where}: {name!r} is not in lower case"]
    return []


def text_problems(where: str, text: str, longest: int = 100) -> list[str]:
    return [] if 1 <= len(text) <= longest else [f"{where}: {len(text)} characters: {text!r}"]


def localized(item: dict, key: str) -> list[tuple[str, str]]:
    """(locale or "default", text) of a field and its localizations."""
    return [("default", item[key]), *(item.get(f"{key}_localizations") or {}).items()]


def sibling_problems(where: str, options: list[dict]) -> list[str]:
    """Discord's rule for the options (or subcommands) of one command: a localized name must
    differ from every other option's default name and from every other option's name in its
    locale."""
    problems = []
    defaults = [option["name"] for option in options]
    if len(set(defaults)) < len(defaults):
        problems.append(f"{where}: default names repeat: {defaults}")
    for locale in LOCALES:
        names = [(option.get("name_localizations") or {}).get(locale) for option in options]
        for i, name in enumerate(names):
            if name is None:
                continue
            others = defaults[:i] + defaults[i + 1:] + [n for n in names[:i] + names[i + 1:]
                                                        if n is not None]
            if name in others:
                problems.append(f"{where} [{locale}]: {name!r} ({defaults[i]}) is taken")
    return problems


def command_problems(item: dict, where: str = "") -> list[str]:
    """Everything in one command, subcommand or option that Discord would refuse."""
    where = f"{where} {item['name']}" if where else f"/{item['name']}"
    problems = []
    for locale, name in localized(item, "name"):
        problems += name_problems(f"{where} name [{locale}]", name)
    for locale, text in localized(item, "description"):
        problems += text_problems(f"{where} description [{locale}]", text)
    options = item.get("options") or []
    if len(options) > MOST_OPTIONS:
        problems.append(f"{where}: {len(options)} options")
    problems += sibling_problems(where, options)
    for option in options:
        problems += command_problems(option, where)
    choices = item.get("choices") or []
    if len(choices) > MOST_CHOICES:
        problems.append(f"{where}: {len(choices)} choices")
    for choice in choices:
        for locale, text in localized(choice, "name"):
            problems += text_problems(f"{where} choice {choice['value']} [{locale}]", text)
    return problems


async def test_the_synced_tree_keeps_discords_naming_rules_in_every_locale(table):
    h = await table.start()
    await runner.sync_tree(h.bot, None)
    tree = h.recorder.synced
    problems = [p for command in tree for p in command_problems(command)]
    assert problems == []
    (pr,) = tree
    for locale in LOCALES:  # every name translated, in every locale the bot speaks
        assert all(locale in sub["name_localizations"] for sub in pr["options"]), locale
    await h.bot.close()


def test_the_rules_find_what_discord_refuses():
    def option(name, localizations, **more):
        return {"name": name, "description": "d", "name_localizations": localizations,
                "description_localizations": {}, **more}

    same_in_italian = option("pr", {}, options=[option("cancel", {"it": "annulla"}),
                                                option("undo", {"it": "annulla"})])
    assert command_problems(same_in_italian) == [
        "/pr [it]: 'annulla' (cancel) is taken", "/pr [it]: 'annulla' (undo) is taken"]
    english_name_reused = option("pr", {}, options=[option("join", {"es-ES": "start"}),
                                                    option("start", {})])
    assert command_problems(english_name_reused) == [
        "/pr [es-ES]: 'start' (join) is taken"]
    assert command_problems(option("Pr", {"it": "una partita"})) == [
        "/Pr name [default]: 'Pr' is not in lower case",
        "/Pr name [it]: 'una partita' is not a valid name"]
    assert name_problems("x", "नमस्ते") == [] and name_problems("x", "l'ora") == []
    assert name_problems("x", "a" * 33) and name_problems("x", "")
    too_many = option("pr", {}, choices=[{"name": "x" * 101, "value": i} for i in range(26)],
                      description="")
    problems = command_problems(too_many)
    assert "/pr description [default]: 0 characters: ''" in problems
    assert "/pr: 26 choices" in problems and "/pr choice 0 [default]: 101 characters: " \
        f"{'x' * 101!r}" in problems


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_texts_name_the_commands_as_the_language_names_them(lang):
    """A message that tells a player which command to use names it in the message's
    language (as Discord shows it to a player whose Discord speaks it)."""
    from bot.l10n import LOCALES as FILES
    from bot.l10n import localizer

    loc = localizer(lang)
    texts = "\n".join(path.read_text(encoding="utf-8")
                      for path in sorted((FILES / lang).glob("*.ftl")))
    ids = set(re.findall(r"^(cmd-[a-z_]+) =", texts, re.MULTILINE))
    commands = {loc.text(message_id) for message_id in ids}
    named = set(re.findall(r"/pr ([a-z_àèéìòù]+)", texts))
    assert named and named <= commands, named - commands
