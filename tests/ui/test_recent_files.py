"""Game ▸ Open Recent: the records saved and opened last, newest first, at most ten; a file that
is gone leaves the list with a word, one that cannot be opened too, after Open's own message."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.message_boxes import MessageBoxes
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage import load_settings
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
HOT_SEAT = GameSetup(seats=(Seat("Ann"), Seat("Bo")))


def save_as(window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert window.files.save_game_as()


def entries(window: MainWindow) -> list[str]:
    window.recent.menu.aboutToShow.emit()
    return [a.text() for a in window.recent.menu.actions() if not a.isSeparator()]


def test_saved_and_opened_records_are_listed_newest_first_and_open_again(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    first, second = tmp_path / "first & best.json", tmp_path / "second.json"
    save_as(window, first, monkeypatch)
    save_as(window, second, monkeypatch)
    assert window.recent.files() == (str(second), str(first))
    assert entries(window) == ["&1 second.json", "&2 first && best.json", "&Clear the List"]
    assert load_settings()[0].recent_files == (str(second), str(first))

    window.start_game(GameSetup("morris", {}, (Seat("W"), Seat("B"))))
    window.recent.menu.actions()[1].trigger()  # first & best.json: a 9tka game
    assert window.game.state.game_name == "9tka"
    assert window.recent.files() == (str(first), str(second))


def test_gone_and_broken_files_leave_the_list(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    message_boxes: MessageBoxes,
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT)
    paths = [tmp_path / f"game{n}.json" for n in range(12)]
    for path in paths:
        save_as(window, path, monkeypatch)
    assert len(window.recent.files()) == 10 and window.recent.files()[0] == str(paths[-1])
    paths[-1].unlink()
    assert len(entries(window)) == 9 + 1
    assert "no longer there" in window.statusBar().currentMessage()
    paths[-2].write_text("{ not a record", encoding="utf-8")
    window.recent.menu.actions()[0].trigger()
    assert message_boxes.texts and "could not be opened" in message_boxes.texts[-1]
    assert str(paths[-2]) not in window.recent.files()
    window.recent.menu.actions()[-1].trigger()  # Clear the List
    assert window.recent.files() == () and entries(window) == ["&Clear the List"]
