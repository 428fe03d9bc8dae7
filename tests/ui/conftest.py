"""A main window in a private home folder, and helpers that play it through real clicks."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninetka_desktop.storage.settings import Settings
from ninetka_desktop.ui.main_window import MainWindow


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def make_window(qtbot: QtBot, home: Path) -> Iterator[Callable[..., MainWindow]]:
    windows: list[MainWindow] = []

    def make(speed: float = 0.0) -> MainWindow:
        window = MainWindow(Settings(animation_speed=speed, theme="light"))
        qtbot.addWidget(window)
        window.resize(1100, 800)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()


