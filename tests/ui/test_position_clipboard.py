"""Edit ▸ Copy Position and Paste Position: a Morris position copied as Sanmill's FEN and a 9tka
position as its position string, pasted back into another game and played on; a malformed
string refused with the column at fault while the running game stays; a game in progress left
only when the player agrees; Three Men's Morris, which has no FEN, says so."""

from __future__ import annotations

import random
from collections.abc import Callable

from helpers.clicks import awaiting_human
from helpers.message_boxes import MessageBoxes
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.fen import write_fen
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.position_strings import position_string
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
MORRIS = GameSetup("morris", {}, (Seat("Ann"), Seat("Bo")))
NINETKA = GameSetup("9tka", {"players": 3, "neutrals": "chosen"},
                    (Seat("Ann"), Seat("Bo"), Seat("Cy")))


def played(state: GameState[object], plies: int, seed: int) -> GameState[object]:
    rng = random.Random(seed)
    for _ in range(plies):
        state.push(rng.choice(state.legal_moves()))
    return state


def test_a_morris_fen_copied_and_pasted_back(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    window = make_window()
    state = played(MorrisState(), 23, seed=5)
    assert isinstance(state, MorrisState)
    window.start_game(MORRIS, state)
    window.edit_menu.copy_position_action.trigger()
    copied = QGuiApplication.clipboard().text()
    assert copied == write_fen(state)
    assert copied in window.statusBar().currentMessage()
    window.start_game(MORRIS)  # another game, nothing played: no question
    window.edit_menu.paste_position_action.trigger()
    assert not message_boxes.texts
    pasted = window.game.state
    assert isinstance(pasted, MorrisState)
    assert write_fen(pasted) == copied and not pasted.move_stack
    assert [seat.name for seat in window.game.seats()] == ["Ann", "Bo"]
    assert not window.game.counts_in_statistics()
    # It plays on from there, and copies as the same FEN again.
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    window.edit_menu.copy_position_action.trigger()
    assert QGuiApplication.clipboard().text() == copied


def test_a_9tka_position_copied_and_pasted_back(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    state = played(NinetkaState(players=3), 40, seed=2)
    window.start_game(NINETKA, state)
    # An earlier position shown is the one copied.
    window.show_ply(30)
    window.edit_menu.copy_position_action.trigger()
    copied = QGuiApplication.clipboard().text()
    earlier = state.copy()
    while len(earlier.move_stack) > 30:
        earlier.pop()
    assert copied == position_string(earlier) and copied.startswith("9tka ")
    window.start_game(MORRIS)
    QGuiApplication.clipboard().setText("  " + copied + "\n")
    window.edit_menu.paste_position_action.trigger()
    assert window.game.state.game_name == "9tka"
    assert position_string(window.game.state) == copied
    assert len(window.game.seats()) == 3


def test_a_malformed_string_is_refused_and_the_game_stays(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    window = make_window()
    window.start_game(MORRIS, played(MorrisState(), 6, seed=1))
    tree = window.moves.tree
    good = write_fen(window.game.state)  # type: ignore[arg-type]
    wrong = "9tka 9/11/11/4N6/11/11/11/11/11/11/9 b n 18,18 sometimes"
    for text, column in (
        (good.replace(" w ", " x ", 1), good.index(" w ") + 2),
        (wrong, wrong.index("sometimes") + 1),
    ):
        message_boxes.clear()
        QGuiApplication.clipboard().setText(text)
        window.edit_menu.paste_position_action.trigger()
        assert len(message_boxes.warnings) == 1
        assert f"column {column}" in message_boxes.warnings[0]
        assert message_boxes.all_plain()
        assert window.moves.tree is tree and len(tree.main_line()) == 6
    # A megabyte is refused at once, quoted in a short line.
    message_boxes.clear()
    QGuiApplication.clipboard().setText("x" * 1_000_000)
    window.edit_menu.paste_position_action.trigger()
    assert len(message_boxes.warnings) == 1 and len(message_boxes.warnings[0]) < 400
    assert window.moves.tree is tree


def test_paste_position_asks_before_leaving_a_game_in_progress(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    window = make_window()
    window.start_game(MORRIS, played(MorrisState(), 6, seed=3))
    tree = window.moves.tree
    QGuiApplication.clipboard().setText(write_fen(MorrisState()))
    message_boxes.answer = QMessageBox.StandardButton.No.value
    window.edit_menu.paste_position_action.trigger()
    assert len(message_boxes.texts) == 1 and "Leave the game in progress" in message_boxes.texts[0]
    assert window.moves.tree is tree
    message_boxes.answer = QMessageBox.StandardButton.Yes.value
    window.edit_menu.paste_position_action.trigger()
    assert window.moves.tree is not tree and not window.game.state.move_stack
    assert "kept as" in window.statusBar().currentMessage()


def test_three_mens_morris_has_no_fen(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {"variant": "three"}, (Seat("A"), Seat("B"))))
    QGuiApplication.clipboard().setText("unchanged")
    window.edit_menu.copy_position_action.trigger()
    assert QGuiApplication.clipboard().text() == "unchanged"
    assert "no position string" in window.statusBar().currentMessage()


def test_a_fen_pasted_while_playing_twelve_mens_morris_is_read_as_twelve(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    setup = GameSetup("morris", {"variant": "twelve"}, (Seat("A"), Seat("B")))
    state = played(MorrisState.from_options({"variant": "twelve"}), 10, seed=4)
    window.start_game(setup, state)
    window.edit_menu.copy_position_action.trigger()
    window.start_game(setup)
    window.edit_menu.paste_position_action.trigger()
    pasted = window.game.state
    assert isinstance(pasted, MorrisState) and pasted.variant.key == "twelve"
    assert write_fen(pasted) == write_fen(state)  # type: ignore[arg-type]
