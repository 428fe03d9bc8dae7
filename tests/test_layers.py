"""The layers of docs/ARCHITECTURE.md: imports only point down, and the native core is called
from the AI (and the tablebase tool) only.

Every import counts, those inside functions and under ``TYPE_CHECKING`` too: a late import is
still a dependency, and a cycle of them is still a cycle.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import ninetka_desktop

PACKAGE = Path(ninetka_desktop.__file__).parent

#: Each layer's packages and top-level modules, lowest first. A unit may import its own layer
#: and the layers below it.
LAYERS: tuple[tuple[str, frozenset[str]], ...] = (
    # The package's own names (version, app name) and where its files live.
    ("base", frozenset({"__init__", "folders", "resources_path"})),
    ("games", frozenset({"games"})),
    ("ai", frozenset({"ai"})),
    ("analysis", frozenset({"analysis", "puzzles"})),
    ("storage", frozenset({"storage", "statistics"})),
    ("protocol", frozenset({"protocol", "arena", "tablebase", "command_line"})),
    # ``i18n`` installs the translations and names the levels: the models' words start there.
    ("models", frozenset({"models", "i18n"})),
    ("controllers", frozenset({"controllers"})),
    ("ui", frozenset({"ui"})),
    ("app", frozenset({"app", "__main__", "self_test"})),
)
RANK = {unit: rank for rank, (_, units) in enumerate(LAYERS) for unit in units}
#: The native core, and the layers that may call it.
CORE = "_core"
CORE_CALLERS = frozenset({"ai", "tablebase"})


def _top_level(name: str) -> str:
    """The unit a top-level name belongs to: its module or package, else the package's own
    ``__init__`` (``from .. import __version__``)."""
    if (PACKAGE / name).is_dir() or (PACKAGE / f"{name}.py").exists() or name == CORE:
        return name
    return "__init__"


def _unit(relative: tuple[str, ...]) -> str:
    """The layer unit of a path inside the package: its package, or its module's name."""
    return relative[0] if len(relative) > 1 else relative[0].removesuffix(".py")


def _imports(path: Path) -> Iterator[tuple[int, str]]:
    """(line, unit of the package) for every import of the package's own code in ``path``."""
    relative = path.relative_to(PACKAGE).parts
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level > 0:
            here = list(relative[:-1])
            base = here[: len(here) - (node.level - 1)]
            if node.module:
                targets = [[*base, *node.module.split(".")]]
            else:
                targets = [[*base, alias.name] for alias in node.names]
            for target in targets:
                if target:
                    yield node.lineno, _top_level(target[0])
        elif isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if parts[0] == "ninetka_desktop":
                names = parts[1:2] or [alias.name for alias in node.names]
                for name in names:
                    yield node.lineno, _top_level(name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "ninetka_desktop" and len(parts) > 1:
                    yield node.lineno, _top_level(parts[1])


def _sources() -> Iterator[tuple[Path, str]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path, _unit(path.relative_to(PACKAGE).parts)


def test_every_unit_of_the_package_has_a_layer() -> None:
    units = {unit for _, unit in _sources()}
    assert sorted(units - set(RANK)) == []


def test_imports_point_down_the_layers() -> None:
    offenders = []
    for path, unit in _sources():
        for line, target in _imports(path):
            if target in (CORE, unit):
                continue
            if RANK[target] > RANK[unit]:
                offenders.append(f"{path.relative_to(PACKAGE)}:{line}: {unit} imports {target}")
    assert offenders == []


def test_only_the_ai_and_the_tablebase_tool_call_the_native_core() -> None:
    offenders = [
        f"{path.relative_to(PACKAGE)}:{line}"
        for path, unit in _sources()
        if unit not in CORE_CALLERS
        for line, target in _imports(path)
        if target == CORE
    ]
    assert offenders == []


def test_the_layers_name_units_that_exist() -> None:
    units = {unit for _, unit in _sources()}
    assert set(RANK) <= units
