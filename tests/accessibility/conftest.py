"""A main window in a private home folder, with the game-over dialog recorded, not shown."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninetka_desktop.storage.settings import Settings
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.main_window import MainWindow


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def game_over_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[GameOverDialog]:
    shown: list[GameOverDialog] = []

    def fake_exec(dialog: GameOverDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(GameOverDialog, "exec", fake_exec)
    return shown


@pytest.fixture
def make_window(qtbot: QtBot, home: Path) -> Iterator[Callable[..., MainWindow]]:
    windows: list[MainWindow] = []

    def make(theme: str = "light") -> MainWindow:
        window = MainWindow(Settings(animation_speed=0.0, theme=theme), autosave=False)
        qtbot.addWidget(window)
        window.resize(1100, 800)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()
