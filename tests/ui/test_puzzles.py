"""Game ▸ Puzzles driven by real clicks: puzzles of both games solved on the board, a wrong move
taken back, the solution after three wrong tries, the hint's ring, the progress file written at
once and read back by a new window, a damaged collection refused with its reason."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from helpers.message_boxes import MessageBoxes
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisMove
from ninetka_desktop.games.ninetka import NinetkaMove
from ninetka_desktop.puzzles import CollectionError, Outcome, Puzzle, default_collection
from ninetka_desktop.storage.puzzle_progress import progress_path
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.puzzles import launcher
from ninetka_desktop.ui.puzzles.dialog import PuzzleDialog
from ninetka_desktop.ui.puzzles.session import PuzzleSession

WindowFactory = Callable[..., MainWindow]


@pytest.fixture(autouse=True)
def quick_take_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(PuzzleSession, "TAKE_BACK_MS", 60)


def open_puzzles(window: MainWindow) -> PuzzleDialog:
    """Game ▸ Puzzles… from the menu bar's Game menu."""
    game_menu = window.menuBar().actions()[0].menu()
    action = next(a for a in game_menu.actions() if a.text() == "&Puzzles…")
    action.trigger()
    dialog = window.puzzles.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def awaiting(dialog: PuzzleDialog) -> bool:
    names = dialog.session.front.controller.active_state_names()
    return any(name.endswith("AwaitingHuman") for name in names)


def plies(dialog: PuzzleDialog) -> int:
    return len(dialog.session.front.controller.state.move_stack)


def click(qtbot: QtBot, dialog: PuzzleDialog, cell: int) -> None:
    view, scene = dialog.view, dialog.session.front.scene
    position = view.mapFromScene(scene.cell_center(cell))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)


def play_by_clicks(qtbot: QtBot, dialog: PuzzleDialog, notation: str) -> None:
    """Play ``notation`` with the mouse: a 9tka slot, or a Morris man picked up, put down and
    the man it takes."""
    qtbot.waitUntil(lambda: awaiting(dialog), timeout=5_000)
    controller = dialog.session.front.controller
    move: Any = controller.state.parse_move(notation)
    before = plies(dialog)
    if isinstance(move, NinetkaMove):
        click(qtbot, dialog, move.cell)
    else:
        assert isinstance(move, MorrisMove)
        board: Any = controller.board
        if move.src is not None:
            click(qtbot, dialog, move.src)
            qtbot.waitUntil(lambda: board.selected == move.src)
        click(qtbot, dialog, move.dst)
        if move.remove is not None:
            qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in controller.active_state_names())
            click(qtbot, dialog, move.remove)
    qtbot.waitUntil(lambda: plies(dialog) > before, timeout=5_000)
    assert controller.state.move_to_str(controller.state.move_stack[-1]) == notation


def wrong_move(puzzle: Puzzle, index: int = 0) -> str:
    return sorted(m for m in puzzle.values if m != puzzle.solution)[index]


def saved() -> dict[str, Any]:
    data = json.loads(progress_path().read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def morris_with_removal() -> Puzzle:
    return next(p for p in default_collection().of("morris") if "x" in p.solution)


def test_the_game_menu_opens_the_puzzles_of_the_game_shown(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = open_puzzles(window)
    assert dialog.game() == "9tka" and dialog.difficulty() == 1
    assert dialog.puzzle is not None and dialog.puzzle.game == "9tka"
    assert dialog.view.scene() is dialog.session.fronts["9tka"].scene
    assert "to play" in dialog.task.text()
    assert dialog.title.text().startswith("Puzzle 1 · Easy")
    assert "solved 0 of" in dialog.solved_label.text()
    # The window's own game is untouched.
    assert window.game.state.move_stack == []
    # Choosing Morris shows its first unsolved easy puzzle, on the Morris board.
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("morris"))
    assert dialog.puzzle.game == "morris"
    assert dialog.view.scene() is dialog.session.fronts["morris"].scene
    assert dialog.view.accessibleName() and dialog.game_box.accessibleName() == "Game"


def test_a_morris_puzzle_solved_by_clicks_taking_a_man(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = open_puzzles(window)
    puzzle = morris_with_removal()
    dialog.show_puzzle(puzzle)
    play_by_clicks(qtbot, dialog, puzzle.solution)
    assert dialog.verdict.text() == f"Right: {puzzle.solution} is the move. Solved!"
    assert not dialog.hint_button.isEnabled() and not dialog.solution_button.isEnabled()
    assert saved()["solved"] == {puzzle.id: 1} and saved()["streak"] == 1
    assert dialog.streak_label.text() == "Streak: 1 in a row (best 1)."
    # No further move: the controller stopped with the solution on the board.
    qtbot.wait(100)
    assert not awaiting(dialog)
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.puzzle is not None and dialog.puzzle.id != puzzle.id
    assert dialog.puzzle.difficulty == puzzle.difficulty
    qtbot.waitUntil(lambda: awaiting(dialog))


def test_a_9tka_puzzle_solved_by_clicks(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    dialog = open_puzzles(window)
    puzzle = default_collection().of("9tka", 3)[0]
    dialog.show_puzzle(puzzle)
    assert dialog.puzzle is puzzle and dialog.difficulty() == 3
    play_by_clicks(qtbot, dialog, puzzle.solution)
    assert "Solved!" in dialog.verdict.text()
    assert saved()["solved"] == {puzzle.id: 1}


@pytest.mark.parametrize(("game", "speed"), [("9tka", 0.0), ("9tka", 2.0), ("morris", 1.0)])
def test_a_wrong_move_is_taken_back_and_costs_a_try(
    qtbot: QtBot, make_window: WindowFactory, game: str, speed: float
) -> None:
    window = make_window(speed=speed)  # with animations too: taken back while one may run
    dialog = open_puzzles(window)
    puzzle = default_collection().of(game, 1)[0]
    dialog.show_puzzle(puzzle)
    start = plies(dialog)
    wrong = wrong_move(puzzle)
    play_by_clicks(qtbot, dialog, wrong)
    assert dialog.verdict.text().startswith("Not this one: ")
    assert wrong in dialog.verdict.text()
    qtbot.waitUntil(lambda: plies(dialog) == start and awaiting(dialog), timeout=5_000)
    assert dialog.tries.text() == "Tries left: 2 of 3."
    # Then the right move still solves it, at the second try.
    play_by_clicks(qtbot, dialog, puzzle.solution)
    assert saved()["solved"] == {puzzle.id: 2}


def losing_try(game: str) -> tuple[Puzzle, str]:
    """A puzzle of ``game`` for the second seat (Black, Blue) and a legal move that loses it."""
    for puzzle in default_collection().of(game):
        if puzzle.state().to_move != 1:
            continue
        for move in sorted(puzzle.values):
            goal = puzzle.goal_of(move)
            if move != puzzle.solution and goal is not None and goal.outcome is Outcome.LOSS:
                return puzzle, move
    raise AssertionError(f"no {game} puzzle for the second seat with a losing move")


@pytest.mark.parametrize(("game", "mover", "other"), [("morris", "Black", "White"),
                                                      ("9tka", "Blue", "Yellow")])
def test_a_wrong_move_is_judged_for_the_player_who_made_it(
    qtbot: QtBot, make_window: WindowFactory, game: str, mover: str, other: str
) -> None:
    window = make_window()
    dialog = open_puzzles(window)
    puzzle, wrong = losing_try(game)
    dialog.show_puzzle(puzzle)
    assert dialog.task.text().startswith(f"{mover} to play")
    play_by_clicks(qtbot, dialog, wrong)
    verdict = dialog.verdict.text()
    # The player who moved loses (Black's d1-g1 in morris-001), not the one to move next.
    assert f"{mover} loses" in verdict or f"against {mover}" in verdict, verdict
    assert other not in verdict
    # The tries left are said once, on their own line.
    texts = [label.text() for label in (dialog.verdict, dialog.tries, dialog.instruction)]
    assert sum(text.count("Tries left") for text in texts) == 1
    assert dialog.tries.text() == "Tries left: 2 of 3."


def test_a_solved_puzzle_leaves_no_instruction_behind(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    dialog = open_puzzles(make_window())
    puzzle = morris_with_removal()
    dialog.show_puzzle(puzzle)
    qtbot.waitUntil(lambda: dialog.instruction.text() != "")
    play_by_clicks(qtbot, dialog, puzzle.solution)
    qtbot.wait(100)  # the controller has said its last
    assert "Solved!" in dialog.verdict.text()
    assert dialog.instruction.text() == ""
    # And after the solution is shown, neither.
    dialog.next_puzzle(after_current=True)
    qtbot.waitUntil(lambda: dialog.instruction.text() != "")
    qtbot.mouseClick(dialog.solution_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.verdict.text().startswith("The solution is"), timeout=5_000)
    qtbot.wait(100)
    assert dialog.instruction.text() == ""


def test_three_wrong_tries_show_the_solution(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    dialog = open_puzzles(window)
    dialog.show_puzzle(default_collection().of("9tka", 1)[1])
    dialog.progress.record_solved("9tka-999", 1)  # a streak to lose
    puzzle = default_collection().of("morris", 2)[0]
    dialog.show_puzzle(puzzle)
    start = plies(dialog)
    for index in range(3):
        play_by_clicks(qtbot, dialog, wrong_move(puzzle, index))
        if index < 2:
            qtbot.waitUntil(lambda: plies(dialog) == start, timeout=5_000)
    assert "Three tries are up" in dialog.verdict.text()
    controller = dialog.session.front.controller
    qtbot.waitUntil(
        lambda: plies(dialog) == start + 1
        and controller.state.move_to_str(controller.state.move_stack[-1]) == puzzle.solution,
        timeout=5_000,
    )
    qtbot.waitUntil(lambda: dialog.verdict.text().startswith("The solution is"))
    assert saved()["missed"] == [puzzle.id] and saved()["streak"] == 0
    assert saved()["best_streak"] == 1
    assert not dialog.hint_button.isEnabled()
    qtbot.wait(200)  # the solution stays on the board
    assert plies(dialog) == start + 1 and not awaiting(dialog)


def test_show_solution_gives_up_at_once(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    dialog = open_puzzles(window)
    puzzle = default_collection().of("9tka", 2)[0]
    dialog.show_puzzle(puzzle)
    qtbot.waitUntil(lambda: awaiting(dialog))
    qtbot.mouseClick(dialog.solution_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.verdict.text().startswith("The solution is"), timeout=5_000)
    assert puzzle.solution in dialog.verdict.text()
    assert saved()["missed"] == [puzzle.id]


def test_the_hint_rings_the_solutions_first_cell(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = open_puzzles(window)
    for puzzle in (default_collection().of("9tka", 1)[0], morris_with_removal()):
        dialog.show_puzzle(puzzle)
        qtbot.waitUntil(lambda: awaiting(dialog))
        qtbot.mouseClick(dialog.hint_button, Qt.MouseButton.LeftButton)
        move: Any = dialog.session.front.controller.state.parse_move(puzzle.solution)
        first = move.cell if isinstance(move, NinetkaMove) else move.src
        assert dialog.session.front.scene.hint() == first
        assert dialog.verdict.text().startswith("Hint")


def test_a_move_typed_by_name_is_a_try(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    dialog = open_puzzles(window)
    puzzle = default_collection().of("morris", 1)[0]
    dialog.show_puzzle(puzzle)
    qtbot.waitUntil(lambda: awaiting(dialog))
    dialog.view.setFocus()
    qtbot.keyClicks(dialog.view, puzzle.solution)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Solved!" in dialog.verdict.text(), timeout=5_000)


def test_progress_is_read_back_by_a_new_window(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    first = make_window()
    dialog = open_puzzles(first)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("morris"))
    puzzle = dialog.puzzle
    assert puzzle is not None
    play_by_clicks(qtbot, dialog, puzzle.solution)
    dialog.close()
    assert first.puzzles.dialog is None
    first.close()
    second = make_window()
    again = open_puzzles(second)
    again.game_box.setCurrentIndex(again.game_box.findData("morris"))
    assert puzzle.id in again.progress.solved
    assert again.puzzle is not None and again.puzzle.id != puzzle.id
    assert "solved 1 of" in again.solved_label.text()
    assert "best 1" in again.streak_label.text()


def test_a_damaged_progress_file_is_set_aside_with_a_notice(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    progress_path().write_text("{damaged", encoding="utf-8")
    window = make_window()
    dialog = open_puzzles(window)
    assert dialog.notice.isVisibleTo(dialog)
    assert "starts afresh" in dialog.notice.text()
    assert list(progress_path().parent.glob("puzzles.json.corrupt-*"))


def test_a_damaged_collection_is_refused_with_its_reason(
    qtbot: QtBot,
    make_window: WindowFactory,
    message_boxes: MessageBoxes,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def damaged() -> Any:
        raise CollectionError("the checksum does not match: the file is damaged")

    monkeypatch.setattr(launcher, "default_collection", damaged)
    window = make_window()
    window.puzzles.action.trigger()
    assert window.puzzles.dialog is None
    assert message_boxes.warnings == [
        "The puzzles could not be read (the checksum does not match: the file is damaged)."
    ]
    assert message_boxes.all_plain()
