"""The study board in the main window, driven by real clicks: a variation made from the move
list, from the evaluation graph and from the review (Show the Better Move), promoted, made the
main line and deleted; a comment written in the comment editor, saved and read back by another
window; Undo and Redo walking the tree; against the computer, the computer waits in a variation
and Undo takes a move back into the game; a game ended in a variation or a study is never
counted."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.clicks import awaiting_human
from helpers.message_boxes import MessageBoxes
from helpers.quick_analysis import analyse_here
from helpers.tooltips import shown as tooltip_text
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMenu
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisMove, MorrisState
from ninetka_desktop.games.move_tree import Node
from ninetka_desktop.games.records import Seat, load_record
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.roles import HistoryRole
from ninetka_desktop.storage.statistics_file import statistics_path
from ninetka_desktop.ui.dialogs.comment_dialog import CommentDialog
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.position_games import start_position_game

WindowFactory = Callable[..., MainWindow]
HOT_SEAT = GameSetup("morris", {}, (Seat("Ann"), Seat("Bo")))
AGAINST_COMPUTER = GameSetup("morris", {}, (Seat("Ann"), Seat("", "computer", 1)))
OPENING = ["d6", "f4", "d2", "b4", "f6", "d7"]


def click_point(qtbot: QtBot, window: MainWindow, point: int) -> None:
    view = window.view
    position = view.mapFromScene(window.scene.cell_center(point))  # type: ignore[union-attr]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)


def play(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Play ``text`` by clicking its points once the board takes a click."""
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=10_000)
    state = window.game.state
    move = state.parse_move(text)
    assert isinstance(move, MorrisMove)
    before = len(state.move_stack)
    for point in (move.src, move.dst, move.remove):
        if point is not None:
            click_point(qtbot, window, point)
    qtbot.waitUntil(lambda: len(window.game.state.move_stack) == before + 1, timeout=5_000)


def click_row(qtbot: QtBot, window: MainWindow, node: Node) -> None:
    """Click ``node``'s move in the move list."""
    moves = window.side.history
    index = window.moves.index_of_node(node)
    moves.scrollTo(index)
    qtbot.mouseClick(
        moves.viewport(), Qt.MouseButton.LeftButton, pos=moves.visualRect(index).center()
    )


def main_line(window: MainWindow) -> list[str]:
    return [node.notation for node in window.moves.tree.main_line()]


def hot_seat_game(qtbot: QtBot, make_window: WindowFactory) -> MainWindow:
    window = make_window()
    window.start_game(HOT_SEAT)
    for text in OPENING:
        play(qtbot, window, text)
    return window


def test_a_variation_from_the_move_list_promoted_and_deleted(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    window = hot_seat_game(qtbot, make_window)
    third = window.moves.tree.main_line()[2]  # White's d2
    click_row(qtbot, window, third)
    assert window.game.node is third
    assert len(window.game.state.move_stack) == 3
    assert window.side.back_button.isVisible()
    assert "a move here starts a variation" in window.side.instruction.text()
    # Black plays a2 instead of b4: a variation, the game's moves kept.
    play(qtbot, window, "a1")
    assert main_line(window) == OPENING
    node = window.game.node
    assert node.notation == "a1" and not node.is_main_line()
    assert "Study" in window.side.instruction.text()
    assert "variation" in window.statusBar().currentMessage()
    # The list shows it indented under the move the game played there (b4), in italics.
    index = window.moves.index_of_node(node)
    assert index.parent().data(HistoryRole.NODE) == third.children[0].id
    assert index.data(int(Qt.ItemDataRole.FontRole)).italic()
    assert window.side.history.selectionModel().isRowSelected(index.row(), index.parent())
    play(qtbot, window, "g7")
    # Promote Variation (from the list's menu): a1 becomes the main line at d2.
    window.tree_actions.promote.trigger()
    assert main_line(window) == ["d6", "f4", "d2", "a1", "g7"]
    assert window.game.node.is_main_line()
    # Make Main Line of the old line's last move puts it back.
    old = window.moves.tree.main_line()[2].children[1]  # b4
    last = window.moves.tree.main_line(old)[-1]
    click_row(qtbot, window, last)
    window.tree_actions.main_line.trigger()
    assert main_line(window) == OPENING
    # Delete Variation, asked first: the board goes back to where it left.
    click_row(qtbot, window, window.moves.tree.main_line()[2].children[1])  # a1
    window.tree_actions.delete.trigger()
    assert message_boxes.texts and "Delete the variation" in message_boxes.texts[-1]
    assert [c.notation for c in window.moves.tree.main_line()[2].children] == ["b4"]
    assert window.game.node is window.moves.tree.main_line()[2]
    window.back_to_game()
    assert window.game.at_game_end() and not window.side.back_button.isVisible()


def test_a_variation_from_the_evaluation_graph(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = hot_seat_game(qtbot, make_window)
    analyse_here(window.reviewer.analyser.runner)
    window.reviewer.action.trigger()
    graph = window.side.graph
    qtbot.waitUntil(lambda: len(graph.values()) == len(OPENING) + 1, timeout=10_000)
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(round(graph.x_of(2)), 20))
    assert len(window.game.state.move_stack) == 2
    play(qtbot, window, "g1")
    assert main_line(window) == OPENING
    assert window.game.node.notation == "g1" and not window.game.node.is_main_line()
    # The graph follows the variation now: its two plies and the move played.
    qtbot.waitUntil(lambda: len(graph.values()) == 4, timeout=10_000)


def test_a_variation_from_the_review(
    qtbot: QtBot, make_window: WindowFactory, message_boxes: MessageBoxes
) -> None:
    rng = random.Random(3)
    state = MorrisState()
    for _ in range(14):
        state.push(rng.choice(state.legal_moves()))
    window = make_window()
    analyse_here(window.reviewer.analyser.runner)
    window.start_game(HOT_SEAT, state)
    window.reviewer.action.trigger()
    analyser = window.reviewer.analyser
    qtbot.waitUntil(analyser.is_complete, timeout=30_000)
    reviews = analyser.reviews()
    row = next(r for r, review in enumerate(reviews[:13])
               if review is not None and review.mark.value)
    marked = window.moves.tree.main_line()[row]
    click_row(qtbot, window, marked)
    assert window.side.better_button.isVisible()
    qtbot.mouseClick(window.side.better_button, Qt.MouseButton.LeftButton)
    best = reviews[row].best.move  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: window.game.node.notation == best, timeout=5_000)
    better = window.game.node
    assert better.parent is marked.parent and not better.is_main_line()
    assert len(window.moves.tree.main_line()) == 14
    # Promoted, it is the game's move at that position; deleted, it is gone.
    window.tree_actions.promote.trigger()
    assert window.moves.tree.main_line()[row] is better
    window.tree_actions.main_line.trigger()  # already the main line: nothing changes
    click_row(qtbot, window, marked)
    window.tree_actions.delete.trigger()
    assert marked.id not in window.moves.tree
    assert window.moves.tree.main_line()[row] is better


def test_a_comment_saved_and_read_back(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = hot_seat_game(qtbot, make_window)
    node = window.moves.tree.main_line()[3]
    click_row(qtbot, window, node)
    typed: list[str] = []

    def write(dialog: CommentDialog) -> int:
        dialog.editor.setPlainText(typed[0])
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(CommentDialog, "exec", write)
    typed[:] = ["} is no comment"]
    window.tree_actions.comment.trigger()
    assert node.comment == ""  # refused in the dialog, nothing kept
    typed[:] = ["  Black answers the threat on b6 at once.\nThe usual reply.  "]
    window.tree_actions.comment.trigger()
    assert node.comment == "Black answers the threat on b6 at once.\nThe usual reply."
    assert window.side.comment.isVisible()
    assert window.side.comment.text() == node.comment
    assert window.side.comment.textFormat() == Qt.TextFormat.PlainText
    index = window.moves.index_of_node(node)
    assert tooltip_text(index.data(int(Qt.ItemDataRole.ToolTipRole))) == node.comment
    assert index.data(int(Qt.ItemDataRole.DecorationRole)) is not None
    assert window.isWindowModified() or window.files.record_path is None
    path = tmp_path / "commented.ninetka"
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(path), "")
    )
    assert window.files.save_game_as()
    assert load_record(path).game.main_line()[3].comment == node.comment
    other = make_window()
    assert other.files.open_game(str(path))
    shown = other.moves.tree.main_line()[3]
    assert shown.comment == node.comment
    click_row(qtbot, other, shown)
    assert other.side.comment.text() == node.comment


def test_undo_and_redo_walk_the_tree(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = hot_seat_game(qtbot, make_window)
    game = window.game
    click_row(qtbot, window, window.moves.tree.main_line()[3])
    play(qtbot, window, "a7")  # a variation after move 4
    variation = game.node
    window.undo_action.trigger()
    assert game.node is variation.parent
    window.redo_action.trigger()
    assert game.node is variation  # Redo goes back down the line Undo came up
    window.undo_action.trigger()
    window.undo_action.trigger()
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert game.node is variation
    window.back_to_game()
    window.undo_action.trigger()
    window.redo_action.trigger()
    assert game.at_game_end()


def test_against_the_computer_a_variation_waits_and_undo_goes_on_with_the_game(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(AGAINST_COMPUTER)
    play(qtbot, window, "d6")
    qtbot.waitUntil(lambda: len(main_line(window)) == 2 and awaiting_human(window),
                    timeout=10_000)
    # The computer's reply is its own choice: the second man goes to a point it left free.
    play(qtbot, window, next(p for p in ("d2", "b4", "f4") if p != main_line(window)[1]))
    qtbot.waitUntil(lambda: len(main_line(window)) == 4 and awaiting_human(window),
                    timeout=10_000)
    # A variation from the list: the computer does not answer in it.
    click_row(qtbot, window, window.moves.tree.main_line()[1])
    reply = window.moves.tree.main_line()[2].notation
    other = next(t for t in ("g7", "a7", "g1", "a1") if t != reply
                 and window.game.state.is_legal(window.game.state.parse_move(t)))
    play(qtbot, window, other)
    qtbot.wait(400)
    assert window.game.node.notation == other and not window.game.node.children
    assert len(main_line(window)) == 4
    # Undo at the game's end takes back to the human's turn; a new move goes on with the game.
    window.back_to_game()
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=10_000)
    window.undo_action.trigger()
    assert len(window.game.state.move_stack) == 2
    assert "Taken back" in window.side.instruction.text()
    taken_back = window.moves.tree.main_line()[2].notation
    mine = next(t for t in ("g7", "a7", "g1", "a1") if t != taken_back
                and window.game.state.is_legal(window.game.state.parse_move(t)))
    play(qtbot, window, mine)
    assert main_line(window)[2] == mine
    assert window.game.at_game_end()
    assert "taken back" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: len(main_line(window)) == 4, timeout=10_000)  # it answers
    assert [c.notation for c in window.moves.tree.main_line()[1].children][1] == taken_back


def test_a_game_ended_in_a_variation_or_a_study_is_not_counted(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialogs: list[GameOverDialog] = []
    monkeypatch.setattr(GameOverDialog, "exec", lambda dialog: dialogs.append(dialog) or 0)
    window = make_window()
    # A study of a set-up position where White's d7-a7 closes a mill and takes Black's third
    # man: the game ends, and nothing shows or counts.
    ending = MorrisState.from_position(
        ["a1", "a4", "d7", "g7", "f4"], ["g1", "g4", "b6"], (0, 0), 0
    )
    start_position_game(window, ending, (Seat("Ann"), Seat("", "computer", 1)), study=True)
    assert "Study" in window.side.instruction.text()
    play(qtbot, window, "d7-a7xg1")
    assert window.game.state.is_over()
    qtbot.wait(600)
    assert not dialogs
    # A hot-seat game that went on from there: the same end in a variation shows nothing...
    state = ending.copy()
    for text in ("f4-e4", "b6-b4", "e4-f4", "b4-b6"):
        state.play(text)
    window.start_game(HOT_SEAT, state)
    window.show_ply(2)
    play(qtbot, window, "d7-a7xg1")
    assert window.game.state.is_over() and not window.game.node.is_main_line()
    assert "Study" in window.side.instruction.text()
    qtbot.wait(600)
    assert not dialogs
    # ...and at the game's own end it ends the game (its result shown), still not counted:
    # it started from a set-up position.
    window.back_to_game()
    play(qtbot, window, "d7-a7xg1")
    qtbot.waitUntil(lambda: bool(dialogs), timeout=5_000)
    assert not window.game.counts_in_statistics()
    assert not statistics_path().exists()


def test_the_comment_dialog_refuses_with_the_reason(qtbot: QtBot) -> None:
    dialog = CommentDialog("after move 3, White d2", "")
    qtbot.addWidget(dialog)
    dialog.editor.setPlainText("x" * 2001)
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "2000" in dialog.problem.text() and dialog.problem.isVisibleTo(dialog)
    dialog.editor.setPlainText("fine")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.text() == "fine"


def test_the_context_menu_acts_on_the_move_under_the_pointer(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = hot_seat_game(qtbot, make_window)
    click_row(qtbot, window, window.moves.tree.main_line()[1])
    play(qtbot, window, "a1")  # a variation after move 2
    variation = window.game.node
    window.back_to_game()  # the position shown is the game's end, on the main line
    seen: list[list[str]] = []

    def pick() -> None:
        # The menu runs its own event loop; this timer fires inside it. (Patching QMenu.exec is
        # not reliable: PySide6 may keep a looked-up method past a patch of its class.)
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(20, pick)
            return
        seen.append([action.text() for action in menu.actions()])
        action = next(a for a in menu.actions() if a.text() == "&Promote Variation")
        enabled = action.isEnabled()
        menu.close()
        if enabled:
            action.trigger()

    moves = window.side.history
    index = window.moves.index_of_node(variation)
    moves.scrollTo(index)
    QTimer.singleShot(20, pick)
    moves.customContextMenuRequested.emit(moves.visualRect(index).center())
    assert seen and "&Promote Variation" in seen[0] and "Comme&nt…" in seen[0]
    assert window.moves.tree.main_line()[2] is variation  # promoted, though not shown
    assert window.game.node is not variation
    # The Move menu's entries are for the position shown again.
    assert not window.tree_actions.promote.isEnabled() or not window.game.node.is_main_line()


def test_the_autosave_keeps_the_tree(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = hot_seat_game(qtbot, make_window)
    click_row(qtbot, window, window.moves.tree.main_line()[1])
    play(qtbot, window, "a1")
    window.game.set_comment(window.game.node, "kept")
    before = window.moves.tree.snapshot()
    window.files.flush_autosave()
    window.close()
    second = make_window()
    assert second.files.offer_resume(ask=False)
    assert second.moves.tree.snapshot() == before
    assert second.game.at_game_end()


def test_a_game_with_nested_variations_exported_as_pgn_and_opened_unchanged(
    qtbot: QtBot,
    make_window: WindowFactory,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    message_boxes: MessageBoxes,
) -> None:
    window = hot_seat_game(qtbot, make_window)
    tree = window.moves.tree
    click_row(qtbot, window, tree.main_line()[2])
    play(qtbot, window, "a1")  # a variation after move 3
    play(qtbot, window, "g7")
    click_row(qtbot, window, window.game.node.parent)  # back to a1
    play(qtbot, window, "a7")  # a variation inside the variation
    window.game.set_comment(window.game.node, "Black's other try (and its \"quotes\").")
    window.game.set_comment(tree.main_line()[4], "The game's move.")
    before = tree.snapshot()
    path = tmp_path / "nested.pgn"
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(path), "")
    )
    window.export_pgn_action.trigger()
    text = path.read_text("utf-8")
    assert '[Variant "Nine Men\'s Morris"]' in text and '[White "Ann"]' in text
    assert "(2... a1 3. g7 (3. a7" in text.replace("\n", " ")  # one inside the other
    other = make_window()
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *a, **k: (str(path), "")
    )
    other.open_action.trigger()
    assert other.moves.tree.snapshot() == before
    assert [seat.name for seat in other.game.seats()] == ["Ann", "Bo"]
    # Opened from PGN, the game is in no record yet: Save asks for a name rather than write a
    # record over the PGN file.
    assert other.files.record_path is None
    # Exported again, the same text.
    again = tmp_path / "again.pgn"
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(again), "")
    )
    other.export_pgn_action.trigger()
    assert again.read_text("utf-8") == text
    assert not message_boxes.warnings


def test_a_malformed_pgn_file_is_refused_with_its_line_and_column(
    qtbot: QtBot,
    make_window: WindowFactory,
    tmp_path: Path,
    message_boxes: MessageBoxes,
) -> None:
    window = hot_seat_game(qtbot, make_window)
    before = window.moves.tree.snapshot()
    path = tmp_path / "broken.pgn"
    path.write_text('[Event "x"]\n\n1. d6 f4 2. d2 (b4 3. zz9) *\n', "utf-8")
    assert not window.files.open_game(str(path))
    assert message_boxes.warnings and "line 3, column" in message_boxes.warnings[-1]
    assert "broken.pgn" in message_boxes.warnings[-1]
    assert window.moves.tree.snapshot() == before
