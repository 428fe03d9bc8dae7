"""The missing Morris endgame tables are built in the background when a game needs them: play
goes on, the status bar says when they are ready, and nothing is built twice or for games that
do not use them; a damaged table is missing too, and is said to be built again. Game ▸ Build
Larger Endgame Tables builds a larger set when the player says yes to what it costs; a build
lock no process holds is taken over, one another window holds is named."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.message_boxes import MessageBoxes
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai.morris import tablebase
from ninetka_desktop.ai.morris.table_files import check_table_file
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.file_lock import HeldLock, take_lock
from ninetka_desktop.tablebase.cli import main as tablebase_main
from ninetka_desktop.ui import tablebase_keeper
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def small_builds(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Three men a side build in a second; nothing is shipped in this test's world.
    monkeypatch.setattr(tablebase_keeper, "BACKGROUND_BUILDS", True)
    monkeypatch.setattr(tablebase_keeper, "FULL_SET_MEN", 3)
    monkeypatch.setattr(tablebase, "bundled_tablebase_dir", lambda: tmp_path / "none")


def morris(level: int, flying: bool) -> GameSetup:
    seats = (Seat("Ann"), Seat("CPU", "computer", level))
    return GameSetup("morris", {"flying": flying}, seats)


def test_a_game_against_master_builds_its_missing_tables_while_play_goes_on(
    qtbot: QtBot, make_window: WindowFactory, home: Path, small_builds: None
) -> None:
    window = make_window()
    window.start_game(morris(6, flying=False))
    assert window.tablebases.building
    assert "background" in window.statusBar().currentMessage()
    # The window answers while the core builds: a click on the board still plays.
    qtbot.waitUntil(
        lambda: any(n.endswith("AwaitingHuman") for n in window.game.active_state_names())
    )
    view = window.view
    position = view.mapFromScene(window.scene.point_center(0))  # type: ignore[union-attr]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) >= 1)
    qtbot.waitUntil(lambda: not window.tablebases.building, timeout=60_000)
    assert "ready" in window.statusBar().currentMessage()
    assert (home / "tablebases" / "morris-3v3-nofly-100.ntb").is_file()
    # The tables are there now: the next such game starts no build.
    window.start_game(morris(5, flying=False))
    assert not window.tablebases.building


@pytest.mark.parametrize("setup", [morris(4, flying=False), GameSetup()])
def test_games_that_do_not_use_the_tables_build_nothing(
    make_window: WindowFactory, home: Path, small_builds: None, setup: GameSetup
) -> None:
    window = make_window()
    window.start_game(setup)
    assert not window.tablebases.building
    assert not (home / "tablebases").exists()


@pytest.fixture
def larger_set_of_four(monkeypatch: pytest.MonkeyPatch, small_builds: None) -> None:
    # Four men a side stand in for six: built in seconds.
    monkeypatch.setattr(tablebase_keeper, "LARGER_SET_MEN", 4)


def game_menu_action(window: MainWindow, text: str) -> QAction:
    game_menu = window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    return next(a for a in game_menu.actions() if a.text().replace("&", "").startswith(text))


def test_the_player_builds_the_larger_tables_from_the_game_menu(
    qtbot: QtBot,
    make_window: WindowFactory,
    home: Path,
    larger_set_of_four: None,
    message_boxes: MessageBoxes,
) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {"flying": False}, (Seat("Ann"), Seat("Bob"))))
    action = game_menu_action(window, "Build Larger Endgame Tables")
    action.trigger()
    # The question says what it costs and for which rules; the answer was yes.
    assert len(message_boxes.texts) == 1
    assert "4 men a side (no flying)" in message_boxes.texts[0]
    assert "440 MB" in message_boxes.texts[0]
    assert window.tablebases.building and not action.isEnabled()
    label = window.tablebases.progress_label
    assert label.isVisible() and label.text().startswith("Endgame tables")
    qtbot.waitUntil(lambda: not window.tablebases.building, timeout=60_000)
    assert not label.isVisible() and action.isEnabled()
    assert "ready" in window.statusBar().currentMessage()
    assert (home / "tablebases" / "morris-4v4-nofly-100.ntb").is_file()
    assert not (home / "tablebases" / "morris-4v4-fly-100.ntb").exists()
    # Asked again, it says they are there and builds nothing.
    message_boxes.clear()
    action.trigger()
    assert "installed already" in message_boxes.texts[0]
    assert not window.tablebases.building
    assert message_boxes.all_plain()


def test_a_no_builds_nothing_and_another_game_asks_for_the_default_rules(
    make_window: WindowFactory,
    home: Path,
    larger_set_of_four: None,
    message_boxes: MessageBoxes,
) -> None:
    window = make_window()  # a 9tka game: the tables of the default rules are offered
    message_boxes.answer = QMessageBox.StandardButton.No.value
    game_menu_action(window, "Build Larger Endgame Tables").trigger()
    assert "(flying at three men)" in message_boxes.texts[0]
    assert "290 MB" in message_boxes.texts[0]
    assert not window.tablebases.building
    assert not (home / "tablebases").exists()


def test_a_second_build_waits_for_the_first(
    make_window: WindowFactory,
    home: Path,
    larger_set_of_four: None,
    message_boxes: MessageBoxes,
) -> None:
    window = make_window()
    window.start_game(morris(6, flying=False))  # starts the first-use build
    assert window.tablebases.building
    window.tablebases.offer_larger_set()
    assert message_boxes.texts == ["Endgame tables are being built already."]


def test_a_tables_folder_that_cannot_be_made_is_said_and_nothing_starts(
    make_window: WindowFactory,
    home: Path,
    larger_set_of_four: None,
    message_boxes: MessageBoxes,
) -> None:
    (home / "tablebases").write_text("a file where the folder should be")
    window = make_window()
    window.start_game(GameSetup("morris", {}, (Seat("Ann"), Seat("Bob"))))  # offered for Morris
    game_menu_action(window, "Build Larger Endgame Tables").trigger()
    assert len(message_boxes.texts) == 2  # the question, then why nothing was built
    assert "cannot be written" in message_boxes.texts[1]
    assert not window.tablebases.building
    assert window.tablebases.action.isEnabled()
    assert (home / "tablebases").read_text() == "a file where the folder should be"


@pytest.mark.parametrize("damage", ["flipped", "truncated"])
def test_a_damaged_table_counts_as_missing_and_is_built_again_saying_so(
    qtbot: QtBot, make_window: WindowFactory, home: Path, small_builds: None, damage: str
) -> None:
    folder = home / "tablebases"
    assert tablebase_main(["build", "3", "--dir", str(folder), "--rules", "no-flying"]) == 0
    table = folder / "morris-3v3-nofly-100.ntb"
    data = bytearray(table.read_bytes())
    if damage == "flipped":
        data[1000] ^= 0xFF
    else:
        del data[len(data) // 2 :]
    table.write_bytes(bytes(data))
    window = make_window()
    window.start_game(morris(6, flying=False))
    assert window.tablebases.building
    message = window.statusBar().currentMessage()
    assert "Damaged endgame tables (morris-3v3-nofly-100.ntb) are being built again" in message
    qtbot.waitUntil(lambda: not window.tablebases.building, timeout=60_000)
    assert check_table_file(table) is None
    window.start_game(morris(6, flying=False))
    assert not window.tablebases.building


@pytest.mark.parametrize("content", [b"", b"\x00 not a process id"])
def test_a_build_lock_no_process_holds_is_taken_over(
    make_window: WindowFactory,
    home: Path,
    larger_set_of_four: None,
    message_boxes: MessageBoxes,
    content: bytes,
) -> None:
    (home / "tablebases").mkdir()
    (home / "tablebases" / "build.lock").write_bytes(content)
    window = make_window()
    window.start_game(morris(6, flying=False))
    assert window.tablebases.building


def test_a_build_in_another_window_is_named_as_such(
    make_window: WindowFactory,
    home: Path,
    larger_set_of_four: None,
    message_boxes: MessageBoxes,
) -> None:
    (home / "tablebases").mkdir()
    other = take_lock(home / "tablebases" / "build.lock")  # as another window would hold it
    assert isinstance(other, HeldLock)
    window = make_window()
    game_menu_action(window, "Build Larger Endgame Tables").trigger()
    assert "Another window of Ninetka Desktop is building" in message_boxes.texts[-1]
    assert not window.tablebases.building
    other.unlock()
