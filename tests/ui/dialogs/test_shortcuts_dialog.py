"""Help ▸ Keyboard Shortcuts: every menu action with a key and the board's own keys, in one
read-only table, opened by its menu item and by Ctrl+?."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from ninetka_desktop.ui.dialogs.shortcuts import ShortcutsDialog
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


def test_every_key_of_the_menus_and_the_board_is_listed(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = ShortcutsDialog(window.menuBar(), window)
    qtbot.addWidget(dialog)
    keys = {keys: what for keys, what in dialog.rows}
    native = QKeySequence.SequenceFormat.NativeText
    for action in (window.undo_action, window.hint_action, window.view_menu.full_screen,
                   window.shortcuts_action, window.cancel_action):
        listed = ", ".join(k.toString(native) for k in action.shortcuts())
        assert listed in keys, (listed, sorted(keys))
    assert keys[window.hint_action.shortcut().toString(native)] == "Move ▸ Hint"
    assert any("typed by its name" in what for what in keys.values())
    assert dialog.table.editTriggers() == dialog.table.EditTrigger.NoEditTriggers


def test_ctrl_question_mark_opens_it(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    shown: list[ShortcutsDialog] = []
    monkeypatch.setattr(ShortcutsDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.activateWindow()  # shortcuts reach the active window only
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    window.view.setFocus()  # the board too gives Ctrl+? to the menu: it is no move's name
    qtbot.keyClick(window.view, Qt.Key.Key_Question, Qt.KeyboardModifier.ControlModifier)
    assert len(shown) == 1 and shown[0].rows
