"""The app's command line: a screenshot rendered offscreen, and bad arguments refused."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.fen import write_fen
from ninetka_desktop.games.move_tree import MoveTree
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.records import save_record


def run_app(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {"QT_QPA_PLATFORM": "offscreen", "NINETKA_HOME": str(home), "PATH": "/usr/bin:/bin"}
    return subprocess.run(
        [sys.executable, "-m", "ninetka_desktop", *args],
        capture_output=True, text=True, timeout=120, env=env,
    )


def test_screenshot_of_a_recorded_game(tmp_path: Path) -> None:
    state = NinetkaState(players=3, neutrals="random", seed=4)
    rng = random.Random(1)
    for _ in range(50):
        state.push(rng.choice(state.legal_moves()))
    record = tmp_path / "game.json"
    save_record(record, state)
    shot = tmp_path / "shot.png"
    result = run_app("--screenshot", str(shot), "--record", str(record), "--size", "1000x700",
                     home=tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert image.width() >= 1000 and image.height() >= 700
    assert not list(tmp_path.glob("autosave*"))  # a screenshot leaves no trace


def test_screenshot_of_a_bad_record_fails_clearly(tmp_path: Path) -> None:
    record = tmp_path / "bad.json"
    record.write_text(json.dumps({"format": "ninetka-record", "version": 7}))
    result = run_app("--screenshot", str(tmp_path / "x.png"), "--record", str(record),
                     home=tmp_path)
    assert result.returncode == 2
    assert "unsupported record version 7" in result.stderr


def test_a_bad_window_size_is_a_usage_error_not_a_traceback(tmp_path: Path) -> None:
    for size in ("abc", "12x", "1000x\u0667\u0660\u0660", "1_000x700", "99999x700"):
        result = run_app("--screenshot", str(tmp_path / "x.png"), "--size", size, home=tmp_path)
        assert result.returncode == 2, (size, result.stderr)
        assert "--size" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "x.png").exists()


def test_screenshot_of_a_game_of_the_morris_family(tmp_path: Path) -> None:
    shot = tmp_path / "lasker.png"
    moves = "d2 f4 d2-d3 f4-f6"
    result = run_app("--screenshot", str(shot), "--variant", "lasker", "--moves", moves,
                     "--size", "900x600", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert QImage(str(shot)).width() >= 900
    # A move the game does not allow is refused with the engine's reason, no picture.
    bad = tmp_path / "bad.png"
    result = run_app("--screenshot", str(bad), "--variant", "three", "--moves", "a1 a1",
                     home=tmp_path)
    assert result.returncode == 2 and "--moves" in result.stderr
    assert "Traceback" not in result.stderr and not bad.exists()
    result = run_app("--screenshot", str(bad), "--variant", "chess", home=tmp_path)
    assert result.returncode == 2 and "--variant" in result.stderr


def test_screenshots_of_the_study_board(tmp_path: Path) -> None:
    """A move of a variation shown, a pasted position, and the board editor."""
    tree = MoveTree(MorrisState())
    node = tree.root
    for text in ("d6", "f4", "d2"):
        node, _ = tree.add_move(node, text)
    tree.add_move(tree.root.children[0], "b4")
    record = tmp_path / "study.ninetka"
    save_record(record, tree)
    shot = tmp_path / "variation.png"
    result = run_app("--screenshot", str(shot), "--record", str(record), "--show", "d6 b4",
                     "--size", "900x600", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert QImage(str(shot)).width() >= 900
    fen = write_fen(MorrisState.from_position(["a1", "a4", "d7"], ["g1", "g4"], (6, 7), 1))
    pasted = tmp_path / "position.png"
    result = run_app("--screenshot", str(pasted), "--position", fen, home=tmp_path)
    assert result.returncode == 0, result.stderr
    editor = tmp_path / "editor.png"
    result = run_app("--screenshot", str(editor), "--position", fen, "--set-up", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert not QImage(str(editor)).isNull()
    bad = tmp_path / "bad.png"
    for args, word in (
        (("--position", "9tka nonsense"), "--position"),
        (("--position", fen, "--variant", "nine"), "--position"),
        (("--position", "x" * 400), "--position"),
        (("--record", str(record), "--show", "d6 d6"), "--show"),
    ):
        result = run_app("--screenshot", str(bad), *args, home=tmp_path)
        assert result.returncode == 2 and word in result.stderr, (args, result.stderr)
        assert "Traceback" not in result.stderr and not bad.exists()
