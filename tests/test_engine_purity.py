"""The rules engine is pure: no Discord, database, images, clock or global random."""

import ast
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import bot.game

ENGINE_DIR = Path(bot.game.__file__).parent
FORBIDDEN_PACKAGES = ("discord", "aiosqlite", "PIL", "fluent")
FORBIDDEN_MODULES = ("time", "datetime", "asyncio", "sqlite3", "os", "secrets", "uuid")
# Module-level functions of `random` use the hidden global generator.
ALLOWED_RANDOM_NAMES = {"Random"}


def engine_modules() -> list[str]:
    return [
        info.name
        for info in pkgutil.walk_packages(bot.game.__path__, prefix="bot.game.")
    ]


def test_importing_the_engine_pulls_in_no_io_library():
    code = (
        "import sys, importlib\n"
        f"for name in {engine_modules()!r}: importlib.import_module(name)\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN_PACKAGES!r}]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def imported_names(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name.split(".")[0], None
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                yield node.module.split(".")[0], alias.name


def test_no_clock_or_global_random_in_engine_source():
    offences = []
    for path in ENGINE_DIR.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for module, name in imported_names(tree):
            if module in FORBIDDEN_MODULES + FORBIDDEN_PACKAGES:
                offences.append(f"{path.name}: imports {module}")
            if module == "random" and name and name not in ALLOWED_RANDOM_NAMES:
                offences.append(f"{path.name}: imports random.{name}")
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "random"
                and node.attr not in ALLOWED_RANDOM_NAMES
            ):
                offences.append(f"{path.name}:{node.lineno}: random.{node.attr}")
    assert offences == []


def test_every_engine_module_imports():
    for name in engine_modules():
        importlib.import_module(name)
