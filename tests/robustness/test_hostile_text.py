"""Names and moves from files are shown as typed, never as markup, and bad names are refused.

A record, a settings file or an autosave can name a player ``<img src="/dev/zero">``: shown as
rich text, Qt would read the image forever (or abort on the memory), at every start if it sits
in the settings. Here such files go through the real window and the real app, in a subprocess
where a crash or a hang would show as an exit code or a timeout.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.message_boxes import MessageBoxes
from helpers.setup_panels import ninetka_panel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from ninetka_desktop.controllers.match import Match
from ninetka_desktop.games import new_game
from ninetka_desktop.games.errors import GameError, RecordError
from ninetka_desktop.games.names import name_problem
from ninetka_desktop.games.records import Seat, parse_record, record_to_json, save_record
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.settings import Settings, load_settings, settings_path
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.game_files import autosave_json
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]

#: Markup that does harm only when rendered (safe to render in this process if a check fails).
MARKUP_NAMES = ('<b>Ann</b>', '<font color="red">Bo</font>', '<img src="missing.png">')
#: Names no file may bring in: each would break a line, the logs or the text's direction.
BAD_NAMES = ("Ann\nBo", "Ann\x00", "\x1b[31mred", "\u202egnp.exe", "Ann\u2066", " Ann", "x" * 101)


def labels_showing(fragment: str) -> list[QLabel]:
    return [
        widget
        for widget in QApplication.allWidgets()
        if isinstance(widget, QLabel) and fragment in widget.text()
    ]


def assert_shown_plain(fragment: str) -> None:
    labels = labels_showing(fragment)
    assert labels, f"no label shows {fragment!r}"
    for label in labels:
        assert label.textFormat() == Qt.TextFormat.PlainText, (label.text(), label.objectName())


def run_app(args: list[str], home: Path, timeout: float = 90) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, NINETKA_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=timeout, env=env
    )


# --- in the window ------------------------------------------------------------------------------


def test_names_from_an_opened_record_are_shown_as_typed(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, message_boxes: MessageBoxes
) -> None:
    state = new_game("9tka", {"players": 3})
    for _ in range(3):
        state.push(state.legal_moves()[0])
    path = tmp_path / "markup.json"
    save_record(path, state, [Seat(name) for name in MARKUP_NAMES])
    window = make_window()
    window.set_autoplay(False)
    window.files.open_game(str(path))
    assert not message_boxes.shown
    # The instruction line names the player to move, markup and all.
    qtbot.waitUntil(lambda: MARKUP_NAMES[0] in window.side.instruction.text())
    for name in MARKUP_NAMES:
        assert_shown_plain(name)


def test_a_quoted_move_in_an_error_is_shown_as_typed(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, message_boxes: MessageBoxes
) -> None:
    data = record_to_json(new_game("morris", {}))
    data["moves"] = ['<img src="missing.png">']
    path = tmp_path / "bad-move.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window = make_window()
    window.files.open_game(str(path))
    assert len(message_boxes.shown) == 1 and message_boxes.all_plain()
    assert '<img src="missing.png">' in message_boxes.texts[0]


def test_a_remembered_setup_with_markup_names_starts_plainly(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    setup = GameSetup("morris", {}, (Seat(MARKUP_NAMES[0]), Seat(MARKUP_NAMES[1], "computer", 1)))
    window = make_window()
    window.set_autoplay(False)
    window.start_game(setup)
    assert_shown_plain(MARKUP_NAMES[0])
    dialog = NewGameDialog(setup, window)
    qtbot.addWidget(dialog)
    fields = [w for w in dialog.findChildren(QLineEdit) if w.text() == MARKUP_NAMES[1]]
    assert fields  # a line edit shows plain text by nature


def test_an_autosave_with_markup_names_resumes_plainly(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    setup = GameSetup("9tka", {"players": 2}, (Seat(MARKUP_NAMES[2]), Seat("Bo")))
    state = new_game("9tka", {"players": 2})
    state.play("E6")
    first = make_window()
    first.set_autoplay(False)
    first.start_match(Match(setup), state)  # autosaved at once
    first.close()
    second = make_window()
    assert second.files.offer_resume()
    assert message_boxes.all_plain()
    assert_shown_plain(MARKUP_NAMES[2])


def test_the_new_game_dialog_refuses_a_name_with_control_characters(
    qtbot: QtBot, message_boxes: MessageBoxes
) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    ninetka_panel(dialog).rows[1].name.setText("Bo\u202e")  # pasted with a right-to-left override
    dialog.accept()
    assert dialog.result() == 0 and dialog.isVisible()
    assert len(message_boxes.shown) == 1 and "Blue" in message_boxes.texts[0]
    ninetka_panel(dialog).rows[1].name.setText("  Bo  ")
    dialog.accept()
    assert dialog.result() == 1
    assert [seat.name for seat in dialog.setup().seats] == ["", "Bo"]


# --- names at the edges -------------------------------------------------------------------------


@pytest.mark.parametrize("name", BAD_NAMES)
def test_records_with_bad_names_are_refused_with_the_reason(name: str) -> None:
    data = record_to_json(new_game("9tka", {"players": 2}))
    data["seats"][1]["name"] = name
    with pytest.raises(RecordError, match="seat 2's name cannot be used: it "):
        parse_record(json.dumps(data))


@pytest.mark.parametrize("name", BAD_NAMES)
def test_setups_with_bad_names_are_refused(name: str) -> None:
    assert name_problem(name) is not None
    with pytest.raises(GameError, match="cannot be used"):
        GameSetup("9tka", {"players": 2}, (Seat(name), Seat("Bo")))


def test_a_settings_file_with_a_bad_name_keeps_the_other_settings(home: Path) -> None:
    setup = GameSetup().to_json()
    setup["seats"][0]["name"] = "Ann\nBo"
    settings_path().write_text(
        json.dumps({"theme": "dark", "last_setup": setup}), encoding="utf-8"
    )
    settings, problem = load_settings()
    assert problem is None and settings.theme == "dark" and settings.last_setup is None


def test_good_names_pass() -> None:
    for name in ("", "Ann", "Zażółć", "Анна", "李", "Ann-Marie O'Neil", "🙂", "a" * 100):
        assert name_problem(name) is None, name


# --- the real app, where a crash or a hang shows --------------------------------------------------


def hostile_image_names(folder: Path) -> list[str]:
    """Image sources that would never finish loading: an endless device and a FIFO."""
    pipe = folder / "pipe.png"
    os.mkfifo(pipe)
    return ['<img src="/dev/zero">', f'<img src="{pipe}">']


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")
@pytest.mark.parametrize("game", ["9tka", "morris"])
def test_a_record_naming_an_endless_image_opens_in_the_app(
    game: str, tmp_path: Path
) -> None:
    names = hostile_image_names(tmp_path)
    state = new_game(game, {"players": 2} if game == "9tka" else {})
    state.play("E6" if game == "9tka" else "d6")
    record = tmp_path / "hostile.json"
    save_record(record, state, [Seat(name) for name in names])
    picture = tmp_path / "shot.png"
    result = run_app(
        ["-m", "ninetka_desktop.app", "--screenshot", str(picture), "--record", str(record)],
        tmp_path / "home",
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert picture.stat().st_size > 0


#: Starts the real app's main() with every message box answered Yes and its text printed, lists
#: the labels that show an image tag, and closes the window after a few seconds.
APP_DRIVER = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
app = QApplication(["ninetka"])
def answer(box):
    print("box:", box.textFormat().name, " ".join(box.text().split()))
    return QMessageBox.StandardButton.Yes.value
QMessageBox.exec = answer
def report():
    for widget in QApplication.allWidgets():
        if isinstance(widget, QLabel) and "<img" in widget.text():
            print("label:", widget.textFormat().name, " ".join(widget.text().split()))
    QApplication.closeAllWindows()
QTimer.singleShot(3000, report)
from ninetka_desktop.app import main
sys.exit(main(["ninetka"]))
"""


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")
def test_the_app_starts_with_hostile_settings_and_autosave(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    names = hostile_image_names(tmp_path)
    seats = (Seat(names[0]), Seat(names[1], "computer", 1))
    setup = GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, seats)
    (home / "settings.json").write_text(
        json.dumps(Settings(last_setup=setup).to_json()), encoding="utf-8"
    )
    # An autosave whose last move is an image tag: it cannot be resumed, and says why.
    state = new_game("9tka", {"players": 2})
    state.play("E6")
    data = autosave_json(Match(setup), state)
    data["moves"].append('<img src="/dev/zero">')
    autosave = home / "autosave.json"
    autosave.write_text(json.dumps(data), encoding="utf-8")
    original = autosave.read_bytes()
    result = run_app(["-c", APP_DRIVER], home)
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.splitlines()
    boxes = [line for line in lines if line.startswith("box:")]
    assert len(boxes) == 1 and boxes[0].startswith("box: PlainText") and "move 2" in boxes[0]
    labels = [line for line in lines if line.startswith("label:")]
    assert labels and all(line.startswith("label: PlainText") for line in labels)
    # The unresumable autosave was kept, byte for byte, under the name the message gives.
    kept = list(home.glob("autosave.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == original and str(kept[0]) in boxes[0]
