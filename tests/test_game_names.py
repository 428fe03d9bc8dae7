"""Code outside ``games/`` asks the registry of games (``games/registry.py``) what a game can
do; it never tests a game's or a preset's name, and shared code never tests a state's class.

A per-game package or module (``ui/morris/``, ``analysis/ninetka.py``...) may narrow a state to
its own game's class: that is its game, not a switch between games.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import ninetka_desktop
from ninetka_desktop.games.registry import GAMES

PACKAGE = Path(ninetka_desktop.__file__).parent
#: Every name a game or a preset goes by.
NAMES = frozenset(
    name
    for info in GAMES.values()
    for name in (info.key, *info.aliases, *(preset.key for preset in info.presets))
)
STATE_CLASSES = frozenset(info.state_class.__name__ for info in GAMES.values())
GAME_PACKAGES = frozenset({"ninetka", "morris"})
_COMPARISONS = (ast.Eq, ast.NotEq, ast.In, ast.NotIn, ast.Is, ast.IsNot)


def _sources_outside_games() -> Iterator[Path]:
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] != "games":
            yield path


def _is_per_game(path: Path) -> bool:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return any(part in GAME_PACKAGES for part in parts)


def _names_in(node: ast.expr) -> list[str]:
    """The game names ``node`` spells out: a string, or a tuple, list or set of them."""
    items = node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else [node]
    return [
        item.value
        for item in items
        if isinstance(item, ast.Constant) and isinstance(item.value, str) and item.value in NAMES
    ]


def name_tests(source: str) -> list[tuple[int, str]]:
    """The lines of ``source`` that compare with a game's or preset's name."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(isinstance(op, _COMPARISONS) for op in node.ops):
            for operand in (node.left, *node.comparators):
                names = _names_in(operand)
                if names:
                    found.append((node.lineno, f"compares with {names[0]!r}"))
                    break
    return found


def class_tests(source: str) -> list[tuple[int, str]]:
    """The lines of ``source`` that test whether a state is of one game's class."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "isinstance"
            and len(node.args) == 2
        ):
            continue
        classes = node.args[1]
        items = classes.elts if isinstance(classes, ast.Tuple) else [classes]
        for item in items:
            name = item.id if isinstance(item, ast.Name) else getattr(item, "attr", None)
            if name in STATE_CLASSES:
                found.append((node.lineno, f"isinstance(..., {name})"))
    return found


def test_no_code_outside_games_tests_a_games_name() -> None:
    offenders = [
        f"{path.relative_to(PACKAGE)}:{line}: {what}"
        for path in _sources_outside_games()
        for line, what in name_tests(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_no_shared_code_tests_a_states_game_by_its_class() -> None:
    offenders = [
        f"{path.relative_to(PACKAGE)}:{line}: {what}"
        for path in _sources_outside_games()
        if not _is_per_game(path)
        for line, what in class_tests(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_scan_sees_what_it_forbids() -> None:
    assert name_tests('if game == "9tka": pass') == [(1, "compares with '9tka'")]
    assert name_tests('x = "morris" != key') == [(1, "compares with 'morris'")]
    assert name_tests('ok = variant.key in ("three", "six")') == [(1, "compares with 'three'")]
    assert name_tests('if kind == "human": pass') == []
    assert class_tests("isinstance(state, MorrisState)") == [(1, "isinstance(..., MorrisState)")]
    assert class_tests("isinstance(s, (int, m.NinetkaState))") == [
        (1, "isinstance(..., NinetkaState)")
    ]
