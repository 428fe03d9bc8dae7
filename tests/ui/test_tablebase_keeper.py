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
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai.morris import tablebase
from ninetka_desktop.ai.morris.table_files import check_table_file
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.tablebase.cli import main as tablebase_main
from ninetka_desktop.ui import tablebase_keeper
from ninetka_desktop.ui.dialogs.perfect_play import PerfectPlayDialog
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


def test_a_second_build_waits_for_the_first(
    make_window: WindowFactory,
    home: Path,
    small_builds: None,
    message_boxes: MessageBoxes,
) -> None:
    window = make_window()
    window.start_game(morris(6, flying=False))  # starts the first-use build
    assert window.tablebases.building
    # Game ▸ Perfect Play Tables waits for it, and says why.
    window.tablebases.show_perfect_play()
    dialog = window.tablebases.dialog
    assert isinstance(dialog, PerfectPlayDialog)
    assert not dialog.build_button.isEnabled() and not dialog.pause_button.isEnabled()
    assert dialog.reason_label.text().startswith("Other endgame tables are being built")


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
    small_builds: None,
    message_boxes: MessageBoxes,
    content: bytes,
) -> None:
    (home / "tablebases").mkdir()
    (home / "tablebases" / "build.lock").write_bytes(content)
    window = make_window()
    window.start_game(morris(6, flying=False))
    assert window.tablebases.building


