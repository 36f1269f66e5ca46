"""The players' guide in English, Spanish and Italian stays in step: the same sections in the
same order, the same pictures and tables in each, only commands the bot has in that language,
and the game's words as the bot says them. (The site itself is built with `mkdocs build
--strict` by scripts/check.sh: a broken link or a missing picture fails it there.)"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from bot.l10n import LANGUAGES, LOCALES, Localizer

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "players-guide"
SECTION = re.compile(r"^## .+ \{#([a-z-]+)\}$", re.M)
PICTURE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")
COMMAND = re.compile(r"`/pr ([^\s`]+)")
# The rows of each guide's table of the game's words: (kind of name, id), as the Localizer
# names them in the classic edition and in 1897.
WORDS = (("role", "settler"), ("role", "mayor"), ("role", "craftsman"), ("role", "prospector"),
         ("term", "colonists"), ("term", "colonist_ship"), ("term", "doubloons"),
         ("term", "san_juan"), ("good", "indigo"), ("building", "university"),
         ("building", "guild_hall"))
SECTIONS = ("start", "channel", "buttons", "mayor", "clock", "quiet", "undo", "live-table",
            "review", "ratings", "rules", "commands", "words", "terminal")


def guide(lang: str) -> str:
    return (GUIDE / lang / "index.md").read_text(encoding="utf-8")


def sections(text: str) -> dict[str, str]:
    """Each section's id and its text, in order."""
    parts = SECTION.split(text)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def table_count(text: str) -> int:
    return len(re.findall(r"^\|[-| ]+\|$", text, re.M))


def command_names(lang: str) -> set[str]:
    """The names of /pr's commands in a language, as Discord shows them to its speakers
    (`cmd-new = nueva`; `cmd-new-theme` is an option's)."""
    names = set()
    for path in (LOCALES / lang).glob("*.ftl"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and re.fullmatch(r"cmd-[a-z_]+", entry.id.name):
                names.add("".join(e.value for e in entry.value.elements))
    return names


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_guide_has_the_same_sections_in_the_same_order(lang):
    assert tuple(sections(guide(lang))) == SECTIONS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_section_has_as_many_pictures_and_tables_as_the_english_one(lang):
    english = sections(guide("en"))
    for section, text in sections(guide(lang)).items():
        assert len(PICTURE.findall(text)) == len(PICTURE.findall(english[section])), section
        assert table_count(text) == table_count(english[section]), section


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_picture_a_guide_shows_is_there(lang):
    page = GUIDE / lang / "index.md"
    for target in PICTURE.findall(guide(lang)):
        assert (page.parent / target).is_file(), target


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_guide_names_only_commands_the_bot_has_in_its_language(lang):
    """Its table of commands in its own language; elsewhere it may show another's
    ("a Spanish Discord shows /pr nueva")."""
    table = set(COMMAND.findall(sections(guide(lang))["commands"]))
    assert table, "no command named"
    assert table <= command_names(lang)
    assert set(COMMAND.findall(guide(lang))) <= set().union(*map(command_names, LANGUAGES))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_game_words_are_the_bots_own_in_both_editions(lang):
    rows = re.findall(r"^\| (.+) \| (.+) \|$", sections(guide(lang))["words"], re.M)[1:]
    classic, modern = Localizer(lang, "classic"), Localizer(lang, "1897")
    said = [(getattr(classic, kind)(id_), getattr(modern, kind)(id_)) for kind, id_ in WORDS]
    assert rows == said


def test_a_misspelt_command_or_a_missing_section_is_caught():
    text = guide("es").replace("`/pr deshacer`", "`/pr deshaser`")
    assert not set(COMMAND.findall(sections(text)["commands"])) <= command_names("es")
    assert tuple(sections(text.replace("{#undo}", ""))) != SECTIONS


def test_the_pictures_script_finds_every_picture_the_site_shows():
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import docs_pictures
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    shown = docs_pictures.shown()
    assert GUIDE.parent / "images" / "story-es.png" in shown
    assert docs_pictures.main(["--check"]) == 0


def test_the_check_builds_the_site_so_that_a_broken_link_fails_it(tmp_path):
    """The build line of scripts/check.sh, run on a copy of the site with one broken link."""
    line = next(line for line in (ROOT / "scripts" / "check.sh").read_text().splitlines()
                if line.startswith(".venv/bin/mkdocs build"))
    command = shlex.split(line.split("#")[0].replace('"$site"', str(tmp_path / "site")))
    shutil.copytree(ROOT / "docs", tmp_path / "docs")
    shutil.copy(ROOT / "mkdocs.yml", tmp_path)
    command[0] = str(ROOT / command[0])
    assert subprocess.run(command, cwd=tmp_path, capture_output=True).returncode == 0
    with (tmp_path / "docs" / "players-guide" / "it" / "index.md").open("a") as page:
        page.write("\n[nowhere](../nowhere.md)\n")
    broken = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True)
    assert broken.returncode != 0
    assert "nowhere.md" in broken.stderr


def test_every_folder_of_the_developers_layout_table_exists():
    page = (ROOT / "docs" / "developers" / "layout.md").read_text(encoding="utf-8")
    folders = re.findall(r"^\| `([^`]+/)` \|", page, re.M)
    assert len(folders) > 10
    assert [f for f in folders if not (ROOT / f).is_dir()] == []
