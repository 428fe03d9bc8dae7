"""Pytest fixtures for the tests that open the main window: a private home folder (its own
folder under ``tmp_path``, so a test's other files stay apart) and main windows in it.
The conftest of each window-using test folder imports them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninetka_desktop.storage.settings import Settings
from ninetka_desktop.ui.main_window import MainWindow


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("NINETKA_HOME", str(folder))
    return folder


@pytest.fixture
def make_window(qtbot: QtBot, home: Path) -> Iterator[Callable[..., MainWindow]]:
    windows: list[MainWindow] = []

    def make(speed: float = 0.0, theme: str = "light", autosave: bool = True) -> MainWindow:
        window = MainWindow(Settings(animation_speed=speed, theme=theme), autosave=autosave)
        qtbot.addWidget(window)
        window.resize(1100, 800)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()
