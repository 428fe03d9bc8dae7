"""Edit ▸ Copy Moves: the running game's text export on the clipboard, by the menu and by the
system's copy key."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from pytestqt.qtbot import QtBot

from ninetka_desktop.games import new_game
from ninetka_desktop.games.records import Seat, export_text
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


def test_copy_moves_puts_the_text_export_on_the_clipboard(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.set_autoplay(False)
    setup = GameSetup("morris", {}, (Seat("Ann <b>"), Seat("Bo")))
    state = new_game("morris", {})
    for move in ("d6", "d2", "f4"):
        state.play(move)
    window.start_game(setup, state)
    QGuiApplication.clipboard().setText("something else")
    window.edit_menu.copy_moves.trigger()
    text = QGuiApplication.clipboard().text()
    assert text == export_text(window.game.state, window.game.seats())
    assert "Ann <b>" in text and "d6" in text and "f4" in text
    assert "clipboard" in window.statusBar().currentMessage()


def test_the_copy_key_copies_the_moves(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.set_autoplay(False)
    state = new_game("9tka", {"players": 2})
    state.play("E6")
    window.start_game(GameSetup(seats=(Seat("Ann"), Seat("Bo"))), state)
    assert window.edit_menu.copy_moves.shortcut() == QKeySequence(QKeySequence.StandardKey.Copy)
    QGuiApplication.clipboard().clear()
    window.activateWindow()  # shortcuts reach the active window only
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    window.view.setFocus()  # a modified letter is no move's name: the board lets it through
    qtbot.keyClick(window.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "E6" in QGuiApplication.clipboard().text())
