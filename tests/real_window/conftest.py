"""The real-window tests: the app on Qt's ``xcb`` platform, on a desktop with a window manager.

``on_desktop.py`` starts that desktop and runs this folder once per scale factor; the offscreen
run of the rest of the suite leaves the folder out (offscreen has no window around the board).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.windows import home
from pytestqt.qtbot import QtBot

from ninetka_desktop.storage.settings import Settings
from ninetka_desktop.ui.main_window import MainWindow

__all__ = ["home", "real_window"]

if os.environ.get("QT_QPA_PLATFORM") != "xcb":
    collect_ignore_glob = ["test_*.py"]


@pytest.fixture
def real_window(qtbot: QtBot, home: Path) -> Iterator[Callable[..., MainWindow]]:
    """Main windows shown on the desktop at a given size, their games left to the test."""
    windows: list[MainWindow] = []

    def make(
        size: tuple[int, int] = (1180, 820), speed: float = 0.0, theme: str = "light"
    ) -> MainWindow:
        window = MainWindow(
            Settings(animation_speed=speed, theme=theme), autosave=False, statistics=False
        )
        qtbot.addWidget(window)
        window.set_autoplay(False)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()
