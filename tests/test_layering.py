"""The rules library (games/) and the AI (ai/) must stay free of Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import ninetka_desktop

PACKAGE = Path(ninetka_desktop.__file__).parent
QT_FREE = ("games", "ai", "analysis", "statistics", "puzzles")
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_games_and_ai_sources_import_no_qt() -> None:
    offenders = []
    for folder in QT_FREE:
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            for name in _imported_modules(path):
                if name.split(".")[0] in QT_MODULES:
                    offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert offenders == []


def test_importing_the_rules_library_loads_no_qt() -> None:
    code = (
        "import sys, ninetka_desktop.games, ninetka_desktop.games.records, "
        "ninetka_desktop.games.ninetka, ninetka_desktop.games.morris, ninetka_desktop.protocol; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        f"{QT_MODULES!r}))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"
