"""The desktop app starts and shows its main window."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ninetka_desktop.app import MainWindow


def test_main_window_opens_with_its_menus(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Ninetka Desktop"
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Game", "&Help"]
