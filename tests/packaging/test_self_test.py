"""`ninetka --self-test` from the source tree: a whole computer game through the window and the
AI workers, offscreen; and a clear failure, not a hang, when the game cannot end in time."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest


def run_python(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NINETKA_HOME=str(home))
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=240, env=env
    )


def test_self_test_plays_a_game_and_passes(tmp_path: Path) -> None:
    home = tmp_path / "home"
    result = run_python("-m", "ninetka_desktop", "--self-test", home=home)
    assert result.returncode == 0, result.stderr
    assert "self-test passed" in result.stdout
    assert "AI worker" in result.stdout
    assert not home.exists()  # the test keeps its files in a folder of its own


def test_self_test_fails_clearly_when_the_game_does_not_end(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv)\n"
        "from ninetka_desktop.self_test import run_self_test\n"
        "raise SystemExit(run_self_test(timeout=0.5))\n"
    )
    result = run_python("-c", code, home=tmp_path / "home")
    assert result.returncode == 1
    assert "self-test FAILED: the game did not end within" in result.stderr


def test_the_self_test_checks_the_native_core(monkeypatch: pytest.MonkeyPatch) -> None:
    from ninetka_desktop import self_test
    from ninetka_desktop.ai.ninetka import native

    assert self_test._check_native_core() == ""
    real = native.legal_moves
    # A core that forgets one move of every position must be caught.
    monkeypatch.setattr(native, "legal_moves", lambda state: real(state)[1:])
    assert "disagrees" in self_test._check_native_core()


def test_the_self_test_checks_the_search_of_two_trees(monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    from ninetka_desktop import self_test
    from ninetka_desktop.ai.ninetka import mcts

    real = mcts.run_search

    def one_tree_short(*args: Any, **options: Any) -> mcts.SearchResult:
        result = real(*args, **options)
        return dataclasses.replace(result, playouts=result.playouts // 2)

    # A core whose second tree never grows must be caught.
    monkeypatch.setattr(mcts, "run_search", one_tree_short)
    assert "did not finish its playouts" in self_test._check_native_core()


def test_the_self_test_checks_the_puzzles(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from ninetka_desktop import self_test
    from ninetka_desktop.puzzles import collection

    assert self_test._check_puzzles() == ""
    # A collection damaged in the bundle (one byte changed) must be caught.
    damaged = tmp_path / "puzzles.json"
    data = bytearray(collection.COLLECTION_PATH.read_bytes())
    data[len(data) // 2] ^= 1
    damaged.write_bytes(bytes(data))
    monkeypatch.setattr(collection, "COLLECTION_PATH", damaged)
    assert "puzzles cannot be read" in self_test._check_puzzles()
