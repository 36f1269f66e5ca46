"""The project's modules stand in layers: each imports only from below, so none of them, read
from the top, leads back to itself.

Read from the source (every import, those inside functions too), so a lazy import cannot hide a
circle. Imports under `if TYPE_CHECKING:` are type hints only and not counted: the rules
engine's phases and expansions name `Game` in their annotations, and `Game` imports them.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "cogs", "renderer")

# Imports that run up a layer on purpose, each with why (none now).
KNOWN_UPWARD: set[tuple[str, str]] = set()

# Modules that must not reach Discord, however indirectly.
NO_DISCORD = ("bot.service", "bot.service_errors", "bot.store", "bot.game")
# The game service's parts, each with the parts it may build on (given in its constructor): the
# core at the bottom, the clock on it, the others on both; none on the composition root
# (bot/service/__init__.py), none on a part that builds on it.
SERVICE_PARTS = {
    "bot.service.views": (),
    "bot.service.tables": ("bot.service.views",),
    "bot.service.clock_reading": ("bot.service.views",),
    "bot.service.clock": ("bot.service.clock_reading", "bot.service.tables",
                          "bot.service.views"),
    "bot.service.lobby": ("bot.service.clock", "bot.service.clock_reading", "bot.service.tables",
                           "bot.service.views"),
    "bot.service.play": ("bot.service.clock", "bot.service.tables", "bot.service.views"),
    "bot.service.seats": ("bot.service.clock", "bot.service.tables", "bot.service.views"),
    "bot.service.players": ("bot.service.clock", "bot.service.clock_reading", "bot.service.tables",
                           "bot.service.views"),
    "bot.service.recovery": ("bot.service.tables", "bot.service.views"),
    "bot.service.own_games": ("bot.service.clock", "bot.service.reviews", "bot.service.tables",
                              "bot.service.views"),
    "bot.service.reviews": ("bot.service.tables",),
}
# What the store may build on: itself, the rules engine and the small leaves below it.
STORE_BUILDS_ON = ("bot.store", "bot.game", "bot.clock", "bot.shards")
# The surfaces: each shows the games its own way, and none imports another; what they share
# (the words of a change, the viewer's language, the decisions offered, signed links) lives
# below them all. The cogs are Discord's commands and stand on the Discord surface.
SURFACES = ("bot.discord_ui", "bot.web", "bot.terminal")
# The modules left directly in `bot/`: the rest stand in packages named for what they hold.
LOOSE_MODULES_AT_MOST = 6
# What every query family of the store builds on: the dialect's primitives and the rows.
STORE_FLOOR = {"bot.store.sql", "bot.store.rows"}


def within(name: str, roots: tuple[str, ...]) -> bool:
    return any(name == root or name.startswith(root + ".") for root in roots)


@cache
def modules() -> dict[str, Path]:
    """Every module of the project by its dotted name (a package by its `__init__.py`)."""
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_nodes(tree: ast.AST):
    """The import statements of a module that run, wherever they stand (those only for type
    hints left out)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If) and type_checking_only(node):
            yield from import_nodes(ast.Module(body=node.orelse, type_ignores=[]))
        else:
            yield from import_nodes(node)


def targets(name: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules an import statement of module `name` names (outside ones as they are)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        package = name.split(".")
        if modules()[name].name != "__init__.py":
            package = package[:-1]
        package = package[:len(package) - node.level + 1]
        base = ".".join(package + ([node.module] if node.module else []))
    else:
        base = node.module
    # `from package import module` names the module; `from module import name`, the module
    return [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules() else base
            for alias in node.names]


@cache
def imports() -> dict[str, frozenset[str]]:
    """What each module imports: the project's modules by name, outside packages by their top."""
    graph = {}
    for name, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found = set()
        for node in import_nodes(tree):
            for target in targets(name, node):
                found.add(target if target in modules() else target.split(".")[0])
        graph[name] = frozenset(found - {name})
    return graph


def reachable(start: str) -> set[str]:
    """The project's modules `start` imports, directly or through others."""
    seen, todo = set(), [start]
    while todo:
        for target in imports()[todo.pop()]:
            if target in modules() and target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


def circles() -> set[frozenset[str]]:
    """The groups of modules that import one another, round in a circle."""
    found = set()
    for name in modules():
        group = frozenset(other for other in reachable(name)
                          if other == name or name in reachable(other))
        if group:
            found.add(group | {name})
    return found


def round_trip(circle: frozenset[str]) -> str:
    """One shortest way round a circle, from its first module back to it: "a → b → a"."""
    start = min(circle)
    paths, todo = {start: [start]}, [start]
    while todo:
        name = todo.pop(0)
        for target in sorted(imports()[name]):
            if target == start:
                return " → ".join([*paths[name], start])
            if target in circle and target not in paths:
                paths[target] = [*paths[name], target]
                todo.append(target)
    raise AssertionError(f"no way round {sorted(circle)}")


def test_no_module_imports_itself_back_round_a_circle():
    assert sorted(round_trip(circle) for circle in circles()) == []


def test_the_service_store_and_engine_know_nothing_of_discord():
    offences = sorted(f"{name} reaches discord through {other}"
                      for name in modules() if within(name, NO_DISCORD)
                      for other in reachable(name) | {name} if "discord" in imports()[other])
    assert offences == []


def test_the_store_builds_only_on_what_is_below_it():
    offences = sorted((name, target) for name in modules() if within(name, ("bot.store",))
                      for target in imports()[name]
                      if target in modules() and not within(target, STORE_BUILDS_ON))
    assert offences == []


def test_the_store_s_query_families_build_only_on_its_primitives_and_rows():
    """Each family `base.Store` mixes in (games, seats, clocks…) is written on `sql.Sql` and
    `rows.py` alone: none leans on another, or on the Store that gathers them."""
    families = {name for name in imports()["bot.store.base"]
                if within(name, ("bot.store",))} - STORE_FLOOR
    offences = sorted((family, target) for family in families for target in imports()[family]
                      if within(target, ("bot.store",)) and target not in STORE_FLOOR)
    assert len(families) >= 7
    assert offences == []


def test_the_service_is_made_of_parts_in_layers():
    assert {name for name in modules() if name.startswith("bot.service.")} == set(SERVICE_PARTS)
    offences = sorted((name, target) for name in SERVICE_PARTS for target in imports()[name]
                      if within(target, ("bot.service",))
                      and target not in SERVICE_PARTS[name])
    assert offences == []


def test_no_circle_runs_through_the_service_and_its_clock_is_a_part():
    assert [round_trip(circle) for circle in circles()
            if any(within(name, ("bot.service",)) for name in circle)] == []
    assert "bot.timekeeping" not in modules()


def test_the_pictures_do_not_import_the_benchmarks():
    offences = sorted(f"{name} reaches {other}" for name in modules()
                      if within(name, ("renderer",))
                      for other in reachable(name) if within(other, ("bot.bench",)))
    assert offences == []


def test_no_surface_imports_another():
    offences = sorted((name, target) for surface in SURFACES
                      for name in modules() if within(name, (surface,))
                      for target in imports()[name]
                      if within(target, SURFACES) and not within(target, (surface,)))
    assert offences == []


def test_bot_keeps_few_loose_modules():
    loose = sorted(path.name for path in (ROOT / "bot").glob("*.py") if path.name != "__init__.py")
    assert len(loose) <= LOOSE_MODULES_AT_MOST, loose


def test_the_discord_face_does_not_import_the_cogs():
    offences = {(name, target) for name in modules() if within(name, ("bot.discord_ui",))
                for target in imports()[name] if within(target, ("cogs",))}
    assert offences - KNOWN_UPWARD == set()


def test_the_known_exceptions_are_still_true():
    """An exception listed above that the code no longer needs is taken off the list."""
    assert all(target in imports()[name] for name, target in KNOWN_UPWARD)
