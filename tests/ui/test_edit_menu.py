"""Edit ▸ Copy Moves and Paste Game: the running game's text export on the clipboard, and a game
from the clipboard opened (or refused with the reason, the game kept), by the menus and by the
system's copy and paste keys."""

from __future__ import annotations

from collections.abc import Callable

from helpers.message_boxes import MessageBoxes
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


def test_paste_game_opens_a_pasted_sanmill_list(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    window = make_window()
    window.set_autoplay(False)
    QGuiApplication.clipboard().setText('[White "Ann <b>"]\n1. d6 f4 2. d7 b4 3. d5 xb4 f6')
    window.edit_menu.paste_game.trigger()
    assert not message_boxes.shown
    assert window.game.state.game_name == "morris"
    assert [m for _, m in window.game.state.history_in_notation()][-2:] == ["d5xb4", "f6"]
    assert window.moves.rowCount() == 6
    assert [seat.name for seat in window.game.seats()] == ["Ann <b>", ""]
    assert "6 moves" in window.statusBar().currentMessage()


def test_paste_game_reads_back_what_copy_moves_wrote(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.set_autoplay(False)
    state = new_game("9tka", {"players": 3})
    for _ in range(3):
        state.push(state.legal_moves()[-1])
    moves = [m for _, m in state.history_in_notation()]
    seats = (Seat("Ann"), Seat("Bo"), Seat("Cy"))
    window.start_game(GameSetup("9tka", {"players": 3}, seats), state)
    window.edit_menu.copy_moves.trigger()
    window.start_game(GameSetup("morris", {}, (Seat("X"), Seat("Y"))))
    window.edit_menu.paste_game.trigger()
    assert window.game.state.game_name == "9tka"
    assert window.game.state.num_players == 3
    assert [m for _, m in window.game.state.history_in_notation()] == moves
    assert [seat.name for seat in window.game.seats()] == ["Ann", "Bo", "Cy"]


def test_pasting_text_without_a_game_says_why_and_keeps_the_game(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    window = make_window()
    window.set_autoplay(False)
    state = new_game("morris", {})
    state.play("d6")
    window.start_game(GameSetup("morris", {}, (Seat("Ann"), Seat("Bo"))), state)
    QGuiApplication.clipboard().setText("1. d6 f4 2. <b>d6</b>")
    window.edit_menu.paste_game.trigger()
    assert len(message_boxes.warnings) == 1
    assert "no game" in message_boxes.warnings[0] and "<b>d6</b>" in message_boxes.warnings[0]
    assert message_boxes.all_plain()
    assert [m for _, m in window.game.state.history_in_notation()] == ["d6"]
    assert [seat.name for seat in window.game.seats()] == ["Ann", "Bo"]


def test_the_paste_key_pastes_a_game(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.set_autoplay(False)
    assert window.edit_menu.paste_game.shortcut() == QKeySequence(QKeySequence.StandardKey.Paste)
    QGuiApplication.clipboard().setText("1. 5 13")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(window.game.state.history_in_notation()) == 2)
    assert window.game.state.history_in_notation() == [(0, "d6"), (1, "e4")]
