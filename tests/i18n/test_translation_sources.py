"""packaging/translations.py: every text of the code is translated in every language, and the
tool's merge and checks do what they promise."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "translations.py"


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ninetka_translations_tool", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_every_text_is_translated_in_every_language() -> None:
    """Fails when a text was added or changed in the code and not translated: run
    `.venv/bin/python packaging/translations.py update`, translate what it marks unfinished."""
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_texts_of_tr_helpers_get_their_modules_context(tool: ModuleType) -> None:
    messages = {(m.context, m.source): m for m in tool.extract()}
    # main_window.py's tr() helper translates under "MainWindow"; turn_rules.py's under
    # "GameController" (the shared turn flow's context), which each game's turns.py imports.
    assert ("MainWindow", "&Game") in messages
    assert ("GameController", "{player} is to move.") in messages
    assert ("GameController", "{player}: pick up one of your men that can move.") in messages
    assert not [key for key in messages if key[0] == ""]
    assert messages[("GameOverDialog", "%n points")].numerus


def test_update_keeps_translations_and_marks_new_texts(tool: ModuleType) -> None:
    message = tool.Message
    template = [message("C", "Old"), message("C", "New"), message("D", "Moved")]
    existing = [
        message("C", "Old", translation="Stary", state=tool.FINISHED),
        message("X", "Moved", translation="Przeniesiony", state=tool.FINISHED),
        message("C", "Gone", translation="Nie ma", state=tool.FINISHED),
    ]
    merged = {(m.context, m.source): m for m in tool.merge(template, existing, "pl")}
    assert (merged[("C", "Old")].translation, merged[("C", "Old")].state) == ("Stary", "")
    assert merged[("C", "New")].state == tool.UNFINISHED
    # A text that moved to another context keeps its translation, for review.
    moved = merged[("D", "Moved")]
    assert (moved.translation, moved.state) == ("Przeniesiony", tool.UNFINISHED)
    assert merged[("C", "Gone")].state == tool.VANISHED
    dropped = tool.merge(template, existing, "pl", keep_obsolete=False)
    assert ("C", "Gone") not in {(m.context, m.source) for m in dropped}


@pytest.mark.parametrize(
    ("source", "translation", "problem"),
    [
        ("{player} wins", "wygrywa", "placeholders"),
        ("<b>Option:</b> x", "Opcja: x", "HTML tags"),
        ("&Save", "Zapisz", "accelerators"),
        (" in a mill", "w młynku", "spaces"),
    ],
)
def test_check_finds_lost_markup(
    tool: ModuleType, source: str, translation: str, problem: str
) -> None:
    found = tool.lint(tool.Message("C", source, translation=translation, state=tool.FINISHED))
    assert any(problem in line for line in found), found


def test_ts_files_round_trip(tool: ModuleType, tmp_path: Path) -> None:
    messages = [
        tool.Message("C", "a & <b>", translation="ą & <b>", state=tool.FINISHED,
                      locations=[("../x.py", 3)]),
        tool.Message("C", "%n moves", numerus=True, forms=["%n ruch", "%n ruchy", ""]),
    ]  # fmt: skip
    path = tmp_path / "x_pl.ts"
    tool.write_ts(path, "pl", messages)
    assert tool.read_ts(path) == messages
