"""Files and the window around the game: New Game, Open and Paste Game ask before a game in
progress gives way and keep it; Save starts in the documents folder (then the folder used last)
with a name from the game and the date; the window title names the file and marks unsaved moves;
a new game forgets the last one's review; endgame tables are offered only for Morris; a first
start points to the rules once; the 9tka board names the section pointed at."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.clicks import awaiting_human, click_cell
from helpers.message_boxes import MessageBoxes
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.ninetka import SECTION_NAMES, parse_cell
from ninetka_desktop.games.records import Seat, load_record
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.settings import Settings, load_settings
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.ninetka import geometry
from ninetka_desktop.ui.ninetka.scene import NinetkaScene
from ninetka_desktop.ui.ninetka.section_label import TAB_HEIGHT, tab_anchor

WindowFactory = Callable[..., MainWindow]
HOT_SEAT = GameSetup(seats=(Seat("Ann"), Seat("Bo")))
NO = QMessageBox.StandardButton.No.value
YES = QMessageBox.StandardButton.Yes.value


def play_one(qtbot: QtBot, window: MainWindow) -> None:
    """A legal move by a click, for the player to move."""
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    before = len(window.game.state.move_stack)
    click_cell(qtbot, window, window.game.state.legal_moves()[0].cell)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) > before, timeout=5_000)


def accept_new_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The new-game dialog is answered with Start at once."""
    monkeypatch.setattr(
        NewGameDialog, "exec", lambda self: int(NewGameDialog.DialogCode.Accepted.value)
    )


def kept_games(home: Path) -> list[Path]:
    return sorted(home.glob("autosave-*.json"))


# --- a game in progress --------------------------------------------------------------------------


def test_new_game_asks_before_leaving_a_game_in_progress_and_keeps_it(
    qtbot: QtBot,
    make_window: WindowFactory,
    home: Path,
    message_boxes: MessageBoxes,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    accept_new_game(monkeypatch)
    window.new_game()  # no move yet: nothing to leave, nothing asked
    assert not message_boxes.shown
    play_one(qtbot, window)
    play_one(qtbot, window)
    moves = list(window.game.state.move_stack)
    message_boxes.answer = NO
    window.new_game()
    assert len(message_boxes.shown) == 1
    title, question, _form = message_boxes.shown[0]
    assert title == "New Game" and "Leave the game in progress?" in question
    assert list(window.game.state.move_stack) == moves  # played on
    assert not kept_games(home)
    message_boxes.answer = YES
    window.new_game()
    assert window.game.state.move_stack == []
    (kept,) = kept_games(home)
    assert list(load_record(kept).state.move_stack) == moves
    assert str(kept) in window.statusBar().currentMessage()


def test_open_asks_before_leaving_a_game_in_progress(
    qtbot: QtBot,
    make_window: WindowFactory,
    home: Path,
    tmp_path: Path,
    message_boxes: MessageBoxes,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    record = tmp_path / "saved.ninetka"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(record), ""))
    assert window.files.save_game_as()  # an empty game, in a file
    play_one(qtbot, window)
    message_boxes.answer = NO
    assert window.files.open_game(str(record))  # the file is fine; the player played on
    assert len(window.game.state.move_stack) == 1 and not kept_games(home)
    message_boxes.answer = YES
    assert window.files.open_game(str(record))
    assert window.game.state.move_stack == [] and len(kept_games(home)) == 1
    # A game all in its file is left without a question: the file keeps it.
    message_boxes.clear()
    assert window.files.open_game(str(record))
    assert not message_boxes.shown


def test_paste_game_asks_before_leaving_a_game_in_progress(
    qtbot: QtBot, make_window: WindowFactory, home: Path, message_boxes: MessageBoxes
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    play_one(qtbot, window)
    moves = list(window.game.state.move_stack)
    QGuiApplication.clipboard().setText("1. d6 f4 2. d7 b4")
    message_boxes.answer = NO
    window.edit_menu.paste_game.trigger()
    title, question, _form = message_boxes.shown[0]
    assert title == "Paste Game" and "Leave the game in progress?" in question
    assert list(window.game.state.move_stack) == moves and not kept_games(home)
    message_boxes.answer = YES
    window.edit_menu.paste_game.trigger()
    assert window.game.state.game_name == "morris"
    (kept,) = kept_games(home)
    assert list(load_record(kept).state.move_stack) == moves
    assert str(kept) in window.statusBar().currentMessage()


# --- Save, and the window title ------------------------------------------------------------------


def test_save_starts_in_the_documents_folder_with_a_name_from_the_game_and_date(
    qtbot: QtBot,
    make_window: WindowFactory,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    documents = tmp_path / "Documents"
    documents.mkdir()
    real = QStandardPaths.writableLocation

    def writable(location: QStandardPaths.StandardLocation) -> str:
        if location == QStandardPaths.StandardLocation.DocumentsLocation:
            return str(documents)
        return real(location)

    monkeypatch.setattr(QStandardPaths, "writableLocation", writable)
    offered: list[str] = []
    elsewhere = tmp_path / "games"
    elsewhere.mkdir()

    def save_dialog(parent: Any, caption: str, directory: str, *rest: Any) -> tuple[str, str]:
        offered.append(directory)
        return str(elsewhere / Path(directory).name), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    window = make_window()
    window.start_game(GameSetup("morris", {"variant": "lasker", "men": 10}, (Seat(""), Seat(""))))
    assert window.windowTitle() == "Lasker Morris \u2014 Ninetka Desktop"
    assert window.files.save_game_as()
    first = Path(offered[0])
    assert first.parent == documents
    assert re.fullmatch(r"Lasker Morris \d{4}-\d\d-\d\d \d\d-\d\d\.ninetka", first.name)
    saved = elsewhere / first.name
    assert saved.is_file()
    # The title names the file; a move it does not hold marks it, a Save clears the mark.
    assert window.windowTitle() == f"{saved.name}[*] \u2014 Lasker Morris \u2014 Ninetka Desktop"
    assert not window.isWindowModified()
    qtbot.waitUntil(lambda: awaiting_human(window))
    click_cell(qtbot, window, window.game.state.legal_moves()[0].dst)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) == 1)
    assert window.isWindowModified()
    assert window.files.save_game()
    assert not window.isWindowModified()
    # The next Save As and Export start in the folder used last, remembered between runs.
    assert load_settings()[0].last_folder == str(elsewhere)
    assert window.files.save_game_as()
    assert Path(offered[1]) == saved  # Save As offers the game's own file
    window.start_game(HOT_SEAT)
    assert window.windowTitle() == "Ninetka Desktop" and not window.isWindowModified()
    window.files.export_moves()
    assert Path(offered[2]).parent == elsewhere and offered[2].endswith(".txt")
    assert Path(offered[2]).name.startswith("9tka ")


# --- a new game, the menus ---------------------------------------------------------------------


def test_a_new_game_starts_without_the_last_ones_review(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    window.reviewer.action.setChecked(True)
    qtbot.waitUntil(window.reviewer.analyser.is_complete, timeout=10_000)
    qtbot.wait(300)
    # A game without a move has nothing to review: no word of a review done.
    assert "review" not in window.statusBar().currentMessage()
    accept_new_game(monkeypatch)
    window.new_game()
    assert not window.reviewer.action.isChecked()
    assert not window.side.review_summary.isVisible()


def test_endgame_tables_are_offered_only_while_a_morris_game_is_shown(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    action = window.tablebases.action
    window.start_game(HOT_SEAT)
    assert not action.isVisible()
    window.start_game(GameSetup("morris", {}, (Seat(""), Seat(""))))
    assert action.isVisible()
    window.start_game(HOT_SEAT)
    assert not action.isVisible()


def test_a_first_start_points_to_the_rules_once(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.greet()
    message = window.statusBar().currentMessage()
    assert "Help ▸ Rules of 9tka" in message and "F1" in message
    assert load_settings()[0].rules_pointed_out
    again = MainWindow(load_settings()[0])
    qtbot.addWidget(again)
    again.statusBar().clearMessage()
    again.greet()
    assert again.statusBar().currentMessage() == ""
    assert Settings().rules_pointed_out is False


# --- the sections named on the board -------------------------------------------------------------


def test_the_board_names_the_section_pointed_at(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.resize(800, 600)  # the smallest window: the board at its smallest
    window.start_game(HOT_SEAT)
    scene = window.scene
    assert isinstance(scene, NinetkaScene)
    label = scene.section_label()
    assert not label.isVisible()
    view = window.view
    for name, cell in (("NE", "I9"), ("C", "F6"), ("SW", "B2"), ("E", "J5")):
        point = view.mapFromScene(scene.cell_center(parse_cell(cell)))
        qtbot.mouseMove(view.viewport(), point)
        qtbot.waitUntil(lambda name=name: label.text() == name)
        assert label.isVisible()
        # In the gutter above its section, as large on the screen as the window's text.
        section = SECTION_NAMES.index(name)
        assert label.pos() == tab_anchor(section)
        assert label.pos().y() < geometry.section_rect(section).top()
        shown = label.deviceTransform(view.viewportTransform()).mapRect(label.boundingRect())
        assert shown.height() >= TAB_HEIGHT
    # A slot is in no section; off the board the name goes.
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.cell_center(parse_cell("A5"))))
    qtbot.waitUntil(lambda: not label.isVisible())
    # The keyboard focus names its section too.
    scene.clear_pointer()
    scene.set_focus_cell(parse_cell("E10"))
    assert label.text() == "N" and label.isVisible()
    assert set(SECTION_NAMES) == {"SW", "S", "SE", "W", "C", "E", "NW", "N", "NE"}
    # Named also while the computer's turn is on: it is the board's, not a move's.
    scene.set_interactive(False)
    scene.set_focus_cell(parse_cell("B10"))
    assert label.text() == "NW"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
