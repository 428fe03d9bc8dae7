"""Game ▸ Perfect Play Tables: the dialog says what each set gives and costs, builds one in the
background with its progress, pauses it with its work saved, resumes it to the end, removes it
(the tables the installers ship stay), and a build running when the app ended goes on at the
next start by itself, while a paused one waits. Four men a side without flying stand in for the
larger sets (built in seconds), and nothing is shipped in these tests' world."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.message_boxes import MessageBoxes
from helpers.text_fit import cut_texts
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMenu, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai.morris import perfect_play, table_files, tablebase
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.i18n import install_translators, remove_translators
from ninetka_desktop.storage.file_lock import HeldLock, take_lock
from ninetka_desktop.storage.settings import Settings, load_settings
from ninetka_desktop.storage.table_request import TableRequest
from ninetka_desktop.ui.dialogs.perfect_play import PerfectPlayDialog
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
NO_FLYING = GameSetup("morris", {"flying": False}, (Seat("Ann"), Seat("Bob")))
SMALL = ["morris-3v3-nofly-100.ntb", "morris-3v4-nofly-100.ntb", "morris-4v3-nofly-100.ntb",
         "morris-4v4-nofly-100.ntb"]


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    # English's plural forms ("about 1 minute"), as the app installs them.
    install_translators("en")
    yield
    remove_translators()


@pytest.fixture
def nothing_shipped(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(tablebase, "bundled_tablebase_dir", lambda: tmp_path / "none")


@pytest.fixture
def small_sets(monkeypatch: pytest.MonkeyPatch, nothing_shipped: None) -> None:
    # Up to four men a side is offered, and Remove keeps three (the stand-in for five).
    monkeypatch.setattr(perfect_play, "MEN_CHOICES", (4,))
    monkeypatch.setattr(perfect_play, "KEPT_MEN", 3)


@pytest.fixture
def windows(qtbot: QtBot, home: Path) -> Iterator[Callable[[Settings], MainWindow]]:
    """Main windows made from given settings (a start of the app with what it saved)."""
    made: list[MainWindow] = []

    def make(settings: Settings) -> MainWindow:
        window = MainWindow(settings, autosave=False, statistics=False)
        qtbot.addWidget(window)
        window.resize(1100, 800)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.close()


def open_dialog(window: MainWindow) -> PerfectPlayDialog:
    game_menu = window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    action = next(
        a for a in game_menu.actions() if a.text().replace("&", "") == "Perfect Play Tables…"
    )
    action.trigger()
    dialog = window.tablebases.dialog
    assert isinstance(dialog, PerfectPlayDialog) and dialog.isVisible()
    return dialog


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled() and button.isVisible(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def settled(qtbot: QtBot, dialog: PerfectPlayDialog) -> None:
    """Wait for the dialog's look at the files on disk (off the window's thread) to end."""
    qtbot.waitUntil(lambda: not dialog.census.running, timeout=30_000)


def tables_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.glob("*.ntb"))


def test_build_pause_resume_and_remove_from_the_dialog(
    qtbot: QtBot,
    make_window: WindowFactory,
    home: Path,
    small_sets: None,
    message_boxes: MessageBoxes,
) -> None:
    folder = home / "tablebases"
    window = make_window()
    window.start_game(NO_FLYING)
    keeper = window.tablebases
    dialog = open_dialog(window)
    assert dialog.rules_label.text() == "For Nine Men's Morris, no flying."
    [choice] = dialog.choices
    assert choice.button.text() == "Up to 4 men a side" and choice.button.isChecked()
    assert "MB on disk; about 1 minute to build." in choice.details.text()
    assert "of memory" in dialog.memory_label.text()
    assert dialog.status_label.text() == "Not built yet."
    assert not dialog.pause_button.isEnabled() and not dialog.resume_button.isEnabled()
    assert not dialog.remove_button.isEnabled()

    click(qtbot, dialog.build_button)
    assert keeper.building and keeper.perfect is not None
    assert not dialog.build_button.isEnabled() and not dialog.remove_button.isEnabled()
    assert dialog.reason_label.text() == "Tables cannot be removed while a build runs."
    assert window.settings.perfect_play == TableRequest({"flying": False}, 4, paused=False)
    # The progress: the pair being built and a bar that moves; the status bar shows it too.
    qtbot.waitUntil(lambda: keeper.last_poll is not None and keeper.last_poll[0] == (4, 4),
                    timeout=30_000)
    assert dialog.status_label.text() == "Building 4 men against 4."
    assert 0 < dialog.bar.value() < dialog.bar.maximum()
    assert dialog.detail_label.text().startswith("3 of 4 tables built")
    assert keeper.progress_label.text() == "Endgame tables: 3 of 4"

    click(qtbot, dialog.pause_button)
    assert keeper.pausing and not dialog.pause_button.isEnabled()
    qtbot.waitUntil(lambda: not keeper.building, timeout=30_000)
    assert keeper.stopped
    built = tables_in(folder)
    assert len(built) < 4 or any(folder.glob("*.checkpoint"))
    assert window.settings.perfect_play == TableRequest({"flying": False}, 4, paused=True)
    settled(qtbot, dialog)
    assert dialog.status_label.text() == "Paused. Resume goes on from the work saved."
    assert dialog.resume_button.isEnabled() and dialog.remove_button.isEnabled()
    assert "paused" in window.statusBar().currentMessage()

    click(qtbot, dialog.resume_button)
    assert keeper.building and keeper.resumed
    qtbot.waitUntil(lambda: keeper.last_poll is not None, timeout=10_000)
    qtbot.waitUntil(lambda: "resumed" in dialog.status_label.text() or not keeper.building)
    qtbot.waitUntil(lambda: not keeper.building, timeout=60_000)
    assert not keeper.stopped and keeper.problem == ""
    assert tables_in(folder) == SMALL and not any(folder.glob("*.checkpoint"))
    assert window.settings.perfect_play is None  # done: nothing left to resume
    settled(qtbot, dialog)
    assert dialog.status_label.text() == "These tables are installed."
    assert dialog.bar.value() == dialog.bar.maximum()
    assert not dialog.build_button.isEnabled() and not dialog.resume_button.isEnabled()
    assert "ready" in window.statusBar().currentMessage()

    click(qtbot, dialog.remove_button)
    assert len(message_boxes.texts) == 1 and "This frees" in message_boxes.texts[0]
    assert " MB " in message_boxes.texts[0] and message_boxes.all_plain()
    # Tables with more than the kept men on a side are gone, the others stay.
    assert tables_in(folder) == ["morris-3v3-nofly-100.ntb"]
    assert not dialog.remove_button.isEnabled() and dialog.build_button.isEnabled()
    assert dialog.status_label.text() == "Not built yet."
    click(qtbot, dialog.close_button)
    assert not dialog.isVisible()


def test_a_no_to_remove_removes_nothing(
    qtbot: QtBot, make_window: WindowFactory, home: Path, small_sets: None,
    message_boxes: MessageBoxes,
) -> None:
    folder = home / "tablebases"
    window = make_window()
    window.start_game(NO_FLYING)
    dialog = open_dialog(window)
    click(qtbot, dialog.build_button)
    qtbot.waitUntil(lambda: not window.tablebases.building, timeout=60_000)
    message_boxes.answer = QMessageBox.StandardButton.No.value
    click(qtbot, dialog.remove_button)
    assert tables_in(folder) == SMALL


def test_closing_the_dialog_leaves_the_build_running_and_a_restart_resumes_it(
    qtbot: QtBot, windows: Callable[[Settings], MainWindow], home: Path, small_sets: None
) -> None:
    first = windows(Settings(animation_speed=0.0))
    first.start_game(NO_FLYING)
    dialog = open_dialog(first)
    click(qtbot, dialog.build_button)
    click(qtbot, dialog.close_button)
    assert first.tablebases.building and first.tablebases.progress_label.isVisible()
    qtbot.waitUntil(lambda: first.tablebases.last_poll is not None
                    and first.tablebases.last_poll[0] is not None, timeout=30_000)
    first.close()  # the app ends: the build stops with its work saved, still asked for
    assert not first.tablebases.building
    assert first.tablebases.stopped or tables_in(home / "tablebases") == SMALL

    saved, problem = load_settings()
    assert problem is None
    assert saved.perfect_play == TableRequest({"flying": False}, 4, paused=False)
    second = windows(saved)
    keeper = second.tablebases
    assert keeper.building and keeper.resumed
    assert "goes on in the background" in second.statusBar().currentMessage()
    dialog = open_dialog(second)
    assert dialog.rules_label.text() == "For Nine Men's Morris, no flying."
    assert dialog.pause_button.isEnabled() and not dialog.build_button.isEnabled()
    qtbot.waitUntil(lambda: not keeper.building, timeout=60_000)
    assert tables_in(home / "tablebases") == SMALL
    assert load_settings()[0].perfect_play is None


def test_a_paused_build_waits_after_a_restart_showing_how_far_it_was(
    qtbot: QtBot, windows: Callable[[Settings], MainWindow], home: Path, small_sets: None
) -> None:
    first = windows(Settings(animation_speed=0.0))
    first.start_game(NO_FLYING)
    dialog = open_dialog(first)
    click(qtbot, dialog.build_button)
    keeper = first.tablebases
    qtbot.waitUntil(lambda: keeper.last_poll is not None and keeper.last_poll[1] >= 1,
                    timeout=30_000)
    click(qtbot, dialog.pause_button)
    qtbot.waitUntil(lambda: not keeper.building, timeout=30_000)
    built = len(tables_in(home / "tablebases"))
    first.close()

    second = windows(load_settings()[0])  # a 9tka game is shown: the set asked for is offered
    assert not second.tablebases.building
    dialog = open_dialog(second)
    assert dialog.rules_label.text() == "For Nine Men's Morris, no flying."
    settled(qtbot, dialog)
    assert dialog.status_label.text() == "Paused. Resume goes on from the work saved."
    assert dialog.detail_label.text() == f"{built} of 4 tables built."
    assert dialog.bar.value() == round(dialog.bar.maximum() * built / 4)
    click(qtbot, dialog.resume_button)
    qtbot.waitUntil(lambda: not second.tablebases.building, timeout=60_000)
    assert tables_in(home / "tablebases") == SMALL


def test_the_sets_offered_for_the_default_rules_say_what_they_cost(
    make_window: WindowFactory, home: Path, nothing_shipped: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(perfect_play, "machine_memory", lambda: 8_000_000_000)
    window = make_window()  # 9tka shown: Nine Men's Morris's default rules
    dialog = open_dialog(window)
    assert dialog.rules_label.text() == "For Nine Men's Morris, flying at three men."
    texts = [c.button.text() for c in dialog.choices]
    assert texts == ["Up to 6 men a side", "Up to 7 men a side", "Up to 8 men a side",
                     "The whole moving phase (9 men a side)"]
    details = [c.details.text() for c in dialog.choices]
    assert "At most 454 MB on disk; about 11 minutes to build." in details[0]
    assert "At most 1.9 GB on disk; about 44 minutes to build." in details[1]
    assert details[3].startswith("Every position once the men are placed is played perfectly")
    assert "At most 9.2 GB on disk; about 4 hours to build." in details[3]
    dialog.choices[3].button.click()
    memory = dialog.memory_label.text()
    assert "up to about 11.8 GB of memory" in memory and "may not be enough" in memory
    dialog.choices[1].button.click()
    assert "up to about 6.1 GB of memory. This computer has 8.0 GB." in dialog.memory_label.text()
    assert cut_texts(dialog) == []


def test_a_folder_that_cannot_be_written_or_another_windows_build_is_said(
    qtbot: QtBot, make_window: WindowFactory, home: Path, small_sets: None,
    message_boxes: MessageBoxes,
) -> None:
    (home / "tablebases").write_text("a file where the folder should be")
    window = make_window()
    window.start_game(NO_FLYING)
    dialog = open_dialog(window)
    click(qtbot, dialog.build_button)
    assert "cannot be written" in message_boxes.texts[-1]
    assert not window.tablebases.building and window.settings.perfect_play is None
    (home / "tablebases").unlink()
    (home / "tablebases").mkdir()
    other = take_lock(home / "tablebases" / "build.lock")  # as another window holds it
    assert isinstance(other, HeldLock)
    click(qtbot, dialog.build_button)
    assert "Another window of Ninetka Desktop is building" in message_boxes.texts[-1]
    assert not window.tablebases.building and message_boxes.all_plain()
    other.unlock()


@pytest.mark.parametrize(
    "value",
    [
        "yes",
        {"options": {}, "men": 12},
        {"options": {}, "men": True},
        {"options": {"flying": "no"}, "men": 9},
        {"options": {"no_removal_limit": 500}, "men": 9},
        {"options": {"variant": "chess"}, "men": 9},
        {"options": [], "men": 9},
    ],
)
def test_a_bad_remembered_request_is_forgotten(value: object) -> None:
    assert Settings.from_json({"perfect_play": value}).perfect_play is None


def test_a_doubtful_pause_counts_as_paused() -> None:
    data = {"perfect_play": {"options": {"flying": False}, "men": 8, "paused": "no"}}
    request = Settings.from_json(data).perfect_play
    assert request == TableRequest({"flying": False}, 8, paused=True)
    assert Settings.from_json(Settings(perfect_play=request).to_json()).perfect_play == request


def test_the_files_on_disk_are_looked_at_without_holding_up_the_window(
    qtbot: QtBot, windows: Callable[[Settings], MainWindow], home: Path, small_sets: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A table file already there, whose check (a read of the whole file) takes its time.
    folder = home / "tablebases"
    folder.mkdir(parents=True)
    (folder / SMALL[0]).write_bytes(b"not really a table")
    release = threading.Event()
    checked: list[str] = []

    def slow_check(path: str) -> str | None:
        release.wait(30)
        checked.append(Path(path).name)
        return "the file is damaged"

    monkeypatch.setattr(table_files, "morris_tablebase_check", slow_check)
    window = windows(Settings(animation_speed=0.0))
    window.start_game(NO_FLYING)
    dialog = open_dialog(window)
    choice = dialog.choices[0]
    assert dialog.census.running
    assert choice.details.text() == "Looking at the tables already on disk…"
    assert dialog.status_label.text() == "Looking at the tables already on disk…"
    assert not dialog.build_button.isEnabled()
    # The window goes on meanwhile: its events are handled.
    ticks: list[int] = []
    QTimer.singleShot(10, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: bool(ticks), timeout=2_000)
    assert dialog.census.running and not checked
    release.set()
    settled(qtbot, dialog)
    assert checked == [SMALL[0]]
    assert "on disk; about 1 minute to build." in choice.details.text()
    assert dialog.status_label.text() == "Not built yet."
    assert dialog.build_button.isEnabled()
    # Looked at once: opened again, the dialog reads nothing.
    click(qtbot, dialog.close_button)
    open_dialog(window)
    assert not dialog.census.running and checked == [SMALL[0]]
