"""Game ▸ Perfect Play Tables on a real desktop: opened from the menu, a (small) build started,
the dialog and its progress bar wholly on the screen with no text cut, as it opens and at its
smallest, at every scale factor; then paused, resumed from the work saved to its end, and
closed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.text_fit import cut_texts
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai.morris import perfect_play, tablebase
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.dialogs.perfect_play import PerfectPlayDialog
from ninetka_desktop.ui.main_window import MainWindow


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def wholly_shown(dialog: PerfectPlayDialog) -> None:
    screen = dialog.screen().availableGeometry()
    assert screen.contains(dialog.frameGeometry()), (dialog.frameGeometry(), screen)
    for part in (dialog.bar, dialog.status_label, dialog.build_button, dialog.close_button):
        assert part.isVisible()
        assert on_screen(dialog).contains(on_screen(part)), part
    assert dialog.bar.width() >= 200
    assert cut_texts(dialog) == []


def test_the_dialog_builds_with_its_progress_on_screen(
    real_window: Callable[..., MainWindow],
    qtbot: QtBot,
    home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(tablebase, "bundled_tablebase_dir", lambda: tmp_path / "none")
    monkeypatch.setattr(perfect_play, "MEN_CHOICES", (4,))
    monkeypatch.setattr(perfect_play, "KEPT_MEN", 3)
    window = real_window((900, 650))
    window.start_game(GameSetup("morris", {"flying": False}, (Seat("Ann"), Seat("Bob"))))
    game_menu = window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    action = next(
        a for a in game_menu.actions() if a.text().replace("&", "") == "Perfect Play Tables…"
    )
    assert action.isVisible()
    action.trigger()
    dialog = window.tablebases.dialog
    assert isinstance(dialog, PerfectPlayDialog)
    qtbot.waitExposed(dialog)
    keeper = window.tablebases
    qtbot.mouseClick(dialog.build_button, Qt.MouseButton.LeftButton)
    assert keeper.building
    qtbot.waitUntil(lambda: keeper.last_poll is not None and keeper.last_poll[0] is not None,
                    timeout=30_000)
    QApplication.processEvents()
    wholly_shown(dialog)
    dialog.resize(dialog.minimumSizeHint())
    qtbot.wait(200)
    wholly_shown(dialog)
    qtbot.mouseClick(dialog.pause_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not keeper.building, timeout=30_000)
    assert keeper.stopped or not any((home / "tablebases").glob("*.checkpoint"))
    assert dialog.resume_button.isEnabled()
    wholly_shown(dialog)
    choice = dialog.chosen()
    assert choice is not None and choice.tables is not None
    saved = keeper.removable(choice.tables)
    qtbot.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)
    assert keeper.building
    assert keeper.resumed == bool(saved)
    qtbot.waitUntil(lambda: not keeper.building, timeout=120_000)
    qtbot.waitUntil(lambda: not dialog.census.running, timeout=30_000)
    QApplication.processEvents()
    assert keeper.problem == ""
    assert dialog.status_label.text() == "These tables are installed."
    assert dialog.bar.value() == dialog.bar.maximum()
    assert not dialog.resume_button.isEnabled()
    wholly_shown(dialog)
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
