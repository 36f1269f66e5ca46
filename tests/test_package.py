"""The package as someone installs it: the wheel built from this checkout, installed into a
fresh virtual environment, run from a folder that is not the checkout. Its messages and
pictures must find their words (the Fluent files travel inside the package).

No network: the wheel is built without build isolation, installed without its dependencies,
and the new environment sees the running interpreter's packages through a `.pth` file."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from bot.l10n import LANGUAGES, LOCALES, Localizer

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "README.md", "bot", "cogs", "renderer")
# Every message id with a hyphen (ids without one could be ordinary words).
MESSAGE_ID = re.compile(r"^([a-z][a-z0-9_]*(?:-[a-z0-9_]+)+)\s*=", re.MULTILINE)

# Records every text the localizer returns while `prbot render` draws a picture.
RENDER_WRAPPER = """
import json, sys
from bot import l10n
from bot.cli.main import main

returned = []
text = l10n.Localizer.text

def recording(self, message_id, **args):
    result = text(self, message_id, **args)
    returned.append([message_id, result])
    return result

l10n.Localizer.text = recording
main(sys.argv[1:])
print(json.dumps({"locales": str(l10n.LOCALES), "returned": returned}))
"""


# Serves the live table from the installed package: the page as Discord's frame opens it, its
# scripts and the bundled Discord SDK, each with its status, type and length.
SERVE_WRAPPER = """
import asyncio, json, sys
from aiohttp.test_utils import TestClient, TestServer
from bot.service import GameService
from bot.store import open_store
from bot.web import app as web
from bot.web.activity import Activity
from bot.links.tokens import Signer

async def main():
    store = await open_store("table.sqlite3")
    app = web.web_app(GameService(store), signer=Signer(b"key"),
                      activity=Activity("1", "secret", "token"))
    served = {}
    async with TestClient(TestServer(app)) as client:
        for path in sys.argv[1:]:
            answer = await client.get(path)
            served[path] = [answer.status, answer.content_type, len(await answer.read())]
    await store.close()
    print(json.dumps({"static": str(web.STATIC), "served": served}))

asyncio.run(main())
"""


def message_ids() -> set[str]:
    return {found for path in LOCALES.glob("*/*.ftl")
            for found in MESSAGE_ID.findall(path.read_text(encoding="utf-8"))}


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict:
    """`prbot`'s environment after `pip install prbot-*.whl`: its folder, and a function that
    runs a command of it from a scratch folder outside the checkout."""
    base = tmp_path_factory.mktemp("package")
    source = base / "source"  # a copy, so that the build leaves nothing in the checkout
    source.mkdir()
    for name in SOURCES:
        copy = shutil.copytree if (ROOT / name).is_dir() else shutil.copy
        kwargs = {"ignore": shutil.ignore_patterns("__pycache__")} if copy is shutil.copytree \
            else {}
        copy(ROOT / name, source / name, **kwargs)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "wheel", "--no-deps", "--no-build-isolation", "--no-index",
                    "-w", str(base / "dist"), str(source)], check=True)
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    wheel = next((base / "dist").glob("prbot-*.whl"))
    subprocess.run([*pip, "--python", str(python), "install", "--no-deps", "--no-index",
                    str(wheel)], check=True)
    site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                          check=True, capture_output=True, text=True).stdout.strip()
    ours = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}
    Path(site, "dependencies.pth").write_text("\n".join(sorted(ours)) + "\n")
    work = base / "elsewhere"
    work.mkdir()
    env = {name: value for name, value in os.environ.items()
           if name not in ("PYTHONPATH", "DISCORD_TOKEN", "PRBOT_LANG", "PRBOT_DB")}

    def run(*args: str, stdin: str = "", **extra: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(a) for a in args], cwd=work, input=stdin, text=True,
                              capture_output=True, env={**env, **extra}, timeout=300)

    return {"venv": venv, "work": work, "run": run, "site": Path(site)}


def assert_words_found(text: str) -> None:
    """No message shown by its id, no Fluent placeholder left unfilled."""
    assert "{???}" not in text
    shown = set(re.findall(r"[a-z][a-z0-9_]*(?:-[a-z0-9_]+)+", text))
    assert not shown & message_ids()


def test_the_installed_package_carries_its_words_and_fonts(installed):
    files = {path.relative_to(installed["site"]).as_posix()
             for path in installed["site"].rglob("*") if path.is_file()}
    for lang in LANGUAGES:
        assert {f"bot/locales/{lang}/{path.name}" for path in (LOCALES / lang).glob("*.ftl")} \
            <= files
    assert {f"renderer/fonts/{path.name}" for path in (ROOT / "renderer" / "fonts").iterdir()} \
        <= files
    # The live table's page and the Discord SDK it imports (built by scripts/build_web.sh).
    static = ROOT / "bot" / "web" / "static"
    assert {f"bot/web/{path.relative_to(static.parent).as_posix()}"
            for path in static.rglob("*") if path.is_file()} <= files
    assert "bot/web/static/vendor/discord-sdk.mjs" in files
    version = installed["run"](installed["venv"] / "bin" / "prbot", "--version")
    assert version.returncode == 0 and re.fullmatch(r"prbot \d+\.\d+\.\d+\n", version.stdout)


def test_a_game_played_rendered_and_replayed_from_the_installed_package(installed):
    run, venv = installed["run"], installed["venv"]
    # "1" answers any question with numbered choices; the Mayor's arrangement is one line, which
    # "1" alone cannot be when there are several colonists, so "s" (the suggested one) follows.
    played = run(venv / "bin" / "prbot", "play", "--bots", "easy,easy", "--lang", "es",
                 "--seed", "3", "--save", "partida.json", stdin="t\n" + "1\ns\n" * 2000)
    assert played.returncode == 0, played.stderr
    assert played.stderr == ""  # no Fluent warning
    assert "Fin de la partida" in played.stdout
    assert_words_found(played.stdout)

    drawn = run(venv / "bin" / "python", "-c", RENDER_WRAPPER, "render", "partida.json",
                "--lang", "it", "--out", "tavolo.png")
    assert drawn.returncode == 0, drawn.stderr
    assert drawn.stderr == ""
    report = json.loads(drawn.stdout.splitlines()[-1])
    assert Path(report["locales"]).is_relative_to(installed["site"])
    assert len(report["returned"]) > 50  # the picture's every label went through Fluent
    for message_id, result in report["returned"]:
        assert result != message_id
        assert "{???}" not in result
    italian = Localizer("it")
    assert italian.role("settler") in {result for _, result in report["returned"]}
    assert (installed["work"] / "tavolo.png").read_bytes().startswith(b"\x89PNG")

    replayed = run(venv / "bin" / "prbot", "replay", "partida.json")
    assert replayed.returncode == 0 and replayed.stderr == ""
    assert json.loads(replayed.stdout)["over"] is True


def test_the_installed_bot_tells_the_operator_in_his_language(installed):
    refused = installed["run"](installed["venv"] / "bin" / "prbot", "run", PRBOT_LANG="es")
    assert refused.returncode != 0
    assert refused.stderr.strip() == Localizer("es").text("cli-no-token")
    assert_words_found(refused.stderr)


def test_the_installed_package_serves_the_live_table_and_its_discord_sdk(installed):
    paths = ["/table?frame_id=f&instance_id=i&platform=desktop", "/static/table.js",
             "/static/activity.js", "/static/vendor/discord-sdk.mjs"]
    served = installed["run"](installed["venv"] / "bin" / "python", "-c", SERVE_WRAPPER, *paths)
    assert served.returncode == 0, served.stderr
    report = json.loads(served.stdout.splitlines()[-1])
    assert Path(report["static"]).is_relative_to(installed["site"])
    page, *scripts = (report["served"][path] for path in paths)
    assert page[:2] == [200, "text/html"]
    for (status, kind, length), path in zip(scripts, paths[1:], strict=True):
        # An ES module loads only when served as JavaScript (.mjs included).
        assert status == 200 and kind in ("text/javascript", "application/javascript"), path
        assert length == (ROOT / "bot" / "web" / path.removeprefix("/")).stat().st_size
