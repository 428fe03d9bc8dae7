"""``ninetka FILE``: a saved game opened from the command line (a double-click on a .ninetka
file), the running game's autosave kept, and one window only writing the autosave."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.message_boxes import MessageBoxes
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent
from pytestqt.qtbot import QtBot

from ninetka_desktop.app import parse_arguments
from ninetka_desktop.controllers.match import Match
from ninetka_desktop.games import new_game
from ninetka_desktop.games.records import RECORD_SUFFIX, save_record
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.autosave_lock import LOCK_NAME, claim_autosave
from ninetka_desktop.storage.file_lock import HeldLock, Refused
from ninetka_desktop.ui.file_open import FileOpenFilter
from ninetka_desktop.ui.game_files import autosave_json

# Runs the real entry point with a file and reports what the window shows, then quits.
DRIVER = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
def answer(box):
    print("box:", " ".join(box.text().split()))
    return QMessageBox.StandardButton.No.value
QMessageBox.exec = answer
def report():
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    print("moves:", " ".join(text for _, text in window.game.state.history_in_notation()))
    print("record:", window.files.record_path)
    print("autosave:", "on" if window._autosave else "off")
    QApplication.closeAllWindows()
from ninetka_desktop.ui.main_window import MainWindow
show = MainWindow.show
def show_then_report(window):  # the timer needs the app, which main() makes
    show(window)
    QTimer.singleShot(1500, report)
MainWindow.show = show_then_report
from ninetka_desktop.app import main
sys.exit(main(["ninetka", *sys.argv[1:]]))
"""


def run_app(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, NINETKA_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-c", DRIVER, *args], capture_output=True, text=True, timeout=90, env=env
    )


def lines(result: subprocess.CompletedProcess[str], prefix: str) -> list[str]:
    return [line[len(prefix) :].strip() for line in result.stdout.splitlines()
            if line.startswith(prefix)]


def saved_game(path: Path, moves: list[str]) -> None:
    state = new_game("9tka", {"players": 2})
    for move in moves:
        state.play(move)
    save_record(path, state)


def unfinished_autosave(home: Path, moves: list[str]) -> Path:
    state = new_game("9tka", {"players": 2})
    for move in moves:
        state.play(move)
    setup = GameSetup.from_json(
        {"game": "9tka", "options": {"players": 2}, "seats": [{"name": "A"}, {"name": "B"}]}
    )
    path = home / "autosave.json"
    path.write_text(json.dumps(autosave_json(Match(setup), state)), encoding="utf-8")
    return path


def test_qt_options_are_not_taken_for_the_file() -> None:
    assert parse_arguments(["ninetka", "game.ninetka"]).file == "game.ninetka"
    assert parse_arguments(["ninetka"]).file is None


def test_a_file_on_the_command_line_is_opened_and_the_unfinished_game_kept(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    record = tmp_path / f"Saved game{RECORD_SUFFIX}"
    saved_game(record, ["E6", "D5"])
    autosave = unfinished_autosave(home, ["F4"])
    original = autosave.read_bytes()
    # Qt's own options around the file are Qt's: -style's value is not a file to open.
    result = run_app(["-style", "fusion", str(record)], home)
    assert result.returncode == 0, result.stderr[-2000:]
    assert lines(result, "moves:") == ["E6 D5"]
    assert lines(result, "record:") == [str(record)]
    # The game that was running is kept under its own name, and the message says where.
    kept = list(home.glob("autosave-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == original
    boxes = lines(result, "box:")
    assert len(boxes) == 1 and str(kept[0]) in boxes[0]


def test_a_json_record_still_opens(tmp_path: Path) -> None:
    record = tmp_path / "older.json"
    saved_game(record, ["E6"])
    result = run_app([str(record)], tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert lines(result, "moves:") == ["E6"]


def test_a_file_that_cannot_be_opened_is_told_and_the_autosave_offered(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    bad = tmp_path / f"broken{RECORD_SUFFIX}"
    bad.write_text("{not json", encoding="utf-8")
    autosave = unfinished_autosave(home, ["F4"])
    original = autosave.read_bytes()
    result = run_app([str(bad)], home)
    assert result.returncode == 0, result.stderr[-2000:]
    boxes = lines(result, "box:")
    # First why the file failed, then the usual offer to resume (answered No: kept aside).
    assert len(boxes) == 3, boxes
    assert f"broken{RECORD_SUFFIX} could not be opened" in boxes[0]
    assert "Resume it?" in boxes[1]
    kept = list(home.glob("autosave-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert bad.read_text(encoding="utf-8") == "{not json"


def test_a_second_window_leaves_the_first_ones_autosave_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    autosave = unfinished_autosave(home, ["F4"])
    original = autosave.read_bytes()
    record = tmp_path / f"other{RECORD_SUFFIX}"
    saved_game(record, ["E6"])
    monkeypatch.setenv("NINETKA_HOME", str(home))
    lock = claim_autosave()  # this test process is the first window
    assert isinstance(lock, HeldLock)
    result = run_app([str(record)], home)
    assert result.returncode == 0, result.stderr[-2000:]
    assert lines(result, "moves:") == ["E6"]
    assert not lines(result, "box:")
    # The first window's game is where it was, unchanged, and the second says why it does
    # not autosave (its "Opened" message came after; the notice is in the window's title).
    assert autosave.read_bytes() == original
    assert not list(home.glob("autosave-*.json"))
    assert lines(result, "autosave:") == ["off"]
    assert claim_autosave() == Refused(busy=True)  # still ours
    lock.unlock()
    again = claim_autosave()
    assert isinstance(again, HeldLock)
    again.unlock()


@pytest.mark.parametrize("content", [b"", b"\x89garbage"])
def test_a_lock_file_no_process_holds_leaves_the_autosave_on(
    tmp_path: Path, content: bytes
) -> None:
    # What a crash between making the lock file and writing it leaves, or garbage.
    (tmp_path / LOCK_NAME).write_bytes(content)
    result = run_app([], tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert lines(result, "autosave:") == ["on"]


def test_a_lock_left_by_a_dead_process_is_taken_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    # A process that takes the lock and dies without letting it go (kill -9, a power cut).
    code = "from ninetka_desktop.storage.autosave_lock import claim_autosave; import os; " \
        "from ninetka_desktop.storage.file_lock import HeldLock; " \
        "assert isinstance(claim_autosave(), HeldLock); os._exit(0)"
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
    assert (tmp_path / "autosave.lock").exists()
    claim = claim_autosave()
    assert isinstance(claim, HeldLock)
    claim.unlock()


def test_files_sent_by_the_system_are_opened(
    qtbot: QtBot, tmp_path: Path, message_boxes: MessageBoxes
) -> None:
    opened: list[str] = []
    app = QCoreApplication.instance()
    assert app is not None
    event_filter = FileOpenFilter(opened.append, app)
    app.installEventFilter(event_filter)
    try:
        path = str(tmp_path / f"game{RECORD_SUFFIX}")
        QCoreApplication.sendEvent(app, QFileOpenEvent(path))
    finally:
        app.removeEventFilter(event_filter)
    assert opened == [path]
