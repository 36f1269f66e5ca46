"""The command tree in every language, `prbot sync` and `prbot run`, the bot's Fluent files, and
a board drawn by the real renderer."""

from __future__ import annotations

import logging
import re

import discord
import pytest
from fluent.syntax import FluentParser, ast
from test_play import live_prompts, open_table, pick, prompt_user

from bot.cli import main as cli
from bot.cli import runner
from bot.discord_ui.translator import DISCORD_LANGUAGES, FluentTranslator
from bot.l10n import LOCALES, localizer
from bot.offline.recorder import CHANNEL_ID
from bot.words.language import language_of

NAME = re.compile(r"^[-_\w]{1,32}$")


def bot_messages(lang: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse((LOCALES / lang / "bot.ftl").read_text(encoding="utf-8"))
    assert not [e for e in resource.body if isinstance(e, ast.Junk)]
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


def variables(message: ast.Message) -> set[str]:
    found = set()

    def walk(node):
        if isinstance(node, ast.VariableReference):
            found.add(node.id.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    walk(child)

    walk(message)
    return found - {"theme"}


@pytest.mark.parametrize("lang", ["es", "it"])
def test_bot_texts_have_the_same_messages_and_variables_in_every_language(lang):
    english, other = bot_messages("en"), bot_messages(lang)
    assert sorted(other) == sorted(english)
    for message_id, message in english.items():
        assert variables(other[message_id]) == variables(message), message_id


def test_rules_cards_for_every_role_and_building():
    from bot.words.rules_cards import reference_ids

    messages = bot_messages("en")
    # the roles, the base game, the Buccaneer and the Festival, the New Buildings
    assert len(reference_ids()) == 7 + 23 + 2 + 14 + 8
    assert all(f"rules-{subject}" in messages for subject in reference_ids())


def test_discord_locales_map_to_our_languages():
    assert language_of("es-419") == "es" and language_of("es-ES") == "es"
    assert language_of("it") == "it" and language_of("en-US") == "en"
    assert language_of("fr") is None and language_of("xx") is None
    assert set(DISCORD_LANGUAGES.values()) == {"en", "es", "it"}


async def test_sync_sends_localized_command_names(table):
    h = await table.start()
    commands = await runner.sync_tree(h.bot, None)
    assert [c.name for c in commands] == ["pr"]
    (pr,) = h.recorder.synced
    by_name = {c["name"]: c for c in pr["options"]}
    assert set(by_name) == {"new", "join", "leave", "start", "cancel", "status", "play",
                            "rules", "history", "notify", "language", "handover", "replace",
                            "takeback", "guests", "away", "quiet", "undo", "vote",
                            "leaderboard", "stats", "board", "help", "games", "review"}
    translator = FluentTranslator()
    await translator.load()
    for command in by_name.values():
        names = command["name_localizations"]
        assert set(names) == {"en-US", "en-GB", "es-ES", "es-419", "it"}, command["name"]
        assert names["es-ES"] == translator.lookup("es", f"cmd-{command['name']}")
        assert names["it"] == translator.lookup("it", f"cmd-{command['name']}")
        assert all(NAME.match(n) and n == n.lower() for n in names.values())
        descriptions = command["description_localizations"]
        assert all(0 < len(d) <= 100 for d in descriptions.values())
        for option in command.get("options", []):
            assert option["name_localizations"]["es-419"] == translator.lookup(
                "es", f"cmd-{command['name']}-{option['name']}")
    theme = next(o for o in by_name["new"]["options"] if o["name"] == "theme")
    assert theme["choices"][0]["name_localizations"]["it"] == translator.lookup(
        "it", "choice-theme-classic")
    assert pr["contexts"] == [0] or pr.get("dm_permission") is False
    await h.bot.close()


# Discord's default Entry Point, as GET /applications/{id}/commands gives it once the
# application's Activities are enabled (type 4 PRIMARY_ENTRY_POINT, handler 2: Discord launches).
LAUNCH = {"id": "777", "application_id": "1", "version": "5", "type": 4, "handler": 2,
          "name": "launch", "description": "", "name_localizations": {"es-ES": "iniciar"},
          "description_localizations": None, "integration_types": [0, 1], "contexts": [0, 1, 2]}


async def test_sync_keeps_the_activitys_entry_point(table):
    h = await table.start()
    h.recorder.commands = [dict(LAUNCH)]
    commands = await runner.sync_tree(h.bot, None)
    assert [c.name for c in commands] == ["pr"]
    assert [c["name"] for c in h.recorder.synced] == ["pr", "launch"]
    assert h.recorder.synced[1] == LAUNCH  # sent back unchanged, its translations too
    assert [c["type"] for c in h.recorder.commands] == [1, 4]
    await runner.sync_tree(h.bot, None)  # and again, now that both are registered
    assert [c["name"] for c in h.recorder.commands] == ["pr", "launch"]
    await h.bot.close()


async def test_discord_refuses_a_sync_that_drops_the_entry_point(table):
    """What the tree's own sync did (the recorder refuses as Discord does)."""
    from discord import app_commands

    h = await table.start()
    h.recorder.commands = [dict(LAUNCH)]
    with pytest.raises(app_commands.CommandSyncFailure):
        await app_commands.CommandTree.sync(h.bot.tree)
    assert h.recorder.commands == [LAUNCH]
    await h.bot.close()


async def test_sync_to_one_guild(table):
    h = await table.start()
    await runner.sync_tree(h.bot, 1234)
    assert ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands") in h.recorder.log
    await h.bot.close()


def test_run_without_a_token_says_how_to_get_one(monkeypatch, capsys):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    with pytest.raises(SystemExit) as stop:
        cli.main(["run", "--db", "unused.sqlite3"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and "discord.com/developers/applications" in err


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_token_message_follows_the_operators_language(monkeypatch, capsys, lang):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("PRBOT_LANG", lang)
    with pytest.raises(SystemExit):
        cli.main(["run", "--db", "unused.sqlite3"])
    assert capsys.readouterr().err.strip() == localizer(lang).text("cli-no-token").strip()


def test_a_token_discord_refuses_ends_with_a_clear_message(monkeypatch, capsys, tmp_path):
    async def refuse(self, token):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    monkeypatch.setenv("PRBOT_LANG", "en")
    monkeypatch.setattr(discord.Client, "login", refuse)
    with pytest.raises(SystemExit) as stop:
        cli.main(["sync", "--db", str(tmp_path / "db.sqlite3")])
    assert stop.value.code == 2
    assert capsys.readouterr().err.strip() == localizer("en").text("cli-bad-token")


def test_database_path_from_the_environment(monkeypatch):
    monkeypatch.setenv("PRBOT_DB", "/tmp/elsewhere.sqlite3")
    args = cli.build_parser().parse_args(["sync", "--guild", "5"])
    assert args.db == "/tmp/elsewhere.sqlite3" and args.guild == 5


def test_no_privileged_intents():
    from bot.discord_ui.client import intents

    chosen = intents()
    assert not (chosen.members or chosen.presences or chosen.message_content)


async def test_status_with_the_real_pictures(table, caplog):
    from renderer import render_board, render_player

    table.render = lambda game, lang, theme, **clock: render_board(game, lang, theme, **clock)
    table.render_player = lambda game, seat, lang, theme: render_player(game, seat, lang, theme)
    h = await table.start()
    await open_table(h, lang="it")
    reply = await h.command(101, "status")
    (message,) = [m for m in reply.messages if m.files]
    # the table's pictures (the shared table, the players), then his own board
    assert message.files == ["board.png", "board-2.png", "me.png"] and message.ephemeral
    message = live_prompts(h)[0]
    await h.click(prompt_user(message), message, *pick(message, __import__("random").Random(1)))
    assert (await h.bot.service.tables.table(CHANNEL_ID)).seq == 1
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING
                and r.name.startswith(("bot", "cogs"))]
    await h.bot.close()


def test_interaction_locale_type():
    assert discord.Locale("es-419") is discord.Locale.latin_american_spanish
