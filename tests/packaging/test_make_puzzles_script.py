"""packaging/make_puzzles.py: a small collection from 3-men tables, deterministic, and loadable."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from ninetka_desktop.ai.morris.tablebase import use_tablebases
from ninetka_desktop.puzzles import load_collection
from ninetka_desktop.tablebase.cli import main as tablebase_main

SCRIPT = Path(__file__).resolve().parents[2] / "packaging" / "make_puzzles.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_puzzles", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def three_men_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder holding the flying tables of three men a side, registered."""
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    tables = tmp_path / "tablebases"
    assert tablebase_main(["build", "3", "--dir", str(tables), "--rules", "flying"]) == 0
    use_tablebases()
    yield tmp_path
    use_tablebases([])


def test_the_same_seed_writes_the_same_collection(three_men_home: Path) -> None:
    script = load_script()
    first, second = three_men_home / "a.json", three_men_home / "b.json"
    arguments = ["--count", "3", "--morris-men", "3", "--seed", "4"]
    assert script.main([*arguments, "--output", str(first)]) == 0
    assert script.main([*arguments, "--output", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    collection = load_collection(first)
    for game in ("9tka", "morris"):
        puzzles = collection.of(game)
        assert [p.difficulty for p in puzzles] == [1, 2, 3]
        assert [p.id for p in puzzles] == [f"{game}-001", f"{game}-002", f"{game}-003"]
    assert collection.built["morris_men"] == 3


def test_missing_tables_stop_it_with_the_command_to_build_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    output = tmp_path / "puzzles.json"
    assert load_script().main(["--count", "3", "--output", str(output)]) == 1
    assert "ninetka-tablebase build 6 --rules flying" in capsys.readouterr().err
    assert not output.exists()
