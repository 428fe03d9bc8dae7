"""The autosave is never lost: one that cannot be resumed, and one the user declines, is kept
under another name before the next game's first autosave, and the user is told where."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.message_boxes import MessageBoxes
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ninetka_desktop.controllers.match import Match
from ninetka_desktop.games import new_game
from ninetka_desktop.games.records import Seat, load_record
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.autosave import autosave_path
from ninetka_desktop.ui.game_files import autosave_json
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
SETUP = GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, (Seat("Ann"), Seat("Bo")))


def autosave_of(plies: int) -> dict[str, Any]:
    state = new_game("9tka", {"players": 2})
    for _ in range(plies):
        state.push(state.legal_moves()[0])
    return autosave_json(Match(SETUP), state)


def write(data: dict[str, Any]) -> bytes:
    raw = json.dumps(data).encode("utf-8")
    autosave_path().write_bytes(raw)
    return raw


@pytest.mark.parametrize(
    "damage",
    ["illegal move", "newer version", "unknown game"],
)
def test_an_autosave_that_cannot_be_resumed_is_kept_aside(
    damage: str, qtbot: QtBot, make_window: WindowFactory, home: Path,
    message_boxes: MessageBoxes,
) -> None:
    data = autosave_of(4)
    if damage == "illegal move":
        data["moves"].append("A1")  # a corner: never a legal move in 9tka
    elif damage == "newer version":
        data["version"] = 3
    else:
        data["game"] = "chess"
    raw = write(data)
    window = make_window()
    window.set_autoplay(False)
    assert not window.files.offer_resume()
    window.start_game(SETUP)  # the new game autosaves at once
    kept = list(home.glob("autosave.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert len(message_boxes.warnings) == 1 and str(kept[0]) in message_boxes.warnings[0]
    assert "cannot be resumed" in message_boxes.warnings[0]
    window.files.flush_autosave()
    assert json.loads(autosave_path().read_text(encoding="utf-8"))["moves"] == []


def test_declining_the_resume_offer_keeps_the_game_to_open_later(
    qtbot: QtBot, make_window: WindowFactory, home: Path, message_boxes: MessageBoxes
) -> None:
    write(autosave_of(6))
    message_boxes.answer = QMessageBox.StandardButton.No.value
    window = make_window()
    window.set_autoplay(False)
    assert not window.files.offer_resume()
    window.start_game(SETUP)
    kept = list(home.glob("autosave-*.json"))
    assert len(kept) == 1
    titles = [title for title, _, _ in message_boxes.shown]
    assert titles == ["Resume game", "Saved game"] and str(kept[0]) in message_boxes.texts[1]
    # The kept file is a record that Open plays.
    assert len(load_record(kept[0]).state.move_stack) == 6
    window.files.open_game(str(kept[0]))
    assert len(window.game.state.move_stack) == 6


def test_a_game_without_a_move_is_not_offered(
    qtbot: QtBot, make_window: WindowFactory, home: Path, message_boxes: MessageBoxes
) -> None:
    write(autosave_of(0))
    window = make_window()
    assert not window.files.offer_resume()
    assert not message_boxes.shown
