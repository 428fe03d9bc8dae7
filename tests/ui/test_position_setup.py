"""Game ▸ Set Up Position…, driven by clicks on the editor's board: a position set up in each
game (9tka for two, three and four players and every game of the Morris family) and played
against the computer, which answers from that position; positions the rules cannot reach are
refused with the reason and cannot be played; a study plays every side by hand; the board
editor starts from the position shown."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from helpers.clicks import awaiting_human
from helpers.message_boxes import MessageBoxes
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.position import MorrisPosition
from ninetka_desktop.games.ninetka import NEUTRAL, NinetkaState, parse_cell
from ninetka_desktop.games.ninetka.geometry import SECTION_CORE_CELLS
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.statistics_file import statistics_path
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.setup.drafts import REMOVE, MorrisDraft, NinetkaDraft
from ninetka_desktop.ui.setup.position_dialog import PositionSetupDialog, game_choices

WindowFactory = Callable[..., MainWindow]


def click_editor(qtbot: QtBot, dialog: PositionSetupDialog, cell: int) -> None:
    """A click on ``cell`` (or point) of the editor's board."""
    view = dialog.board.view
    view.fit()
    position = view.mapFromScene(dialog.board.scene.cell_center(cell))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)


def set_up(
    monkeypatch: pytest.MonkeyPatch, window: MainWindow, edit: Callable[[PositionSetupDialog], None]
) -> None:
    """Game ▸ Set Up Position…: ``edit`` works the dialog, which then answers as it was left
    (Play, Study, or Cancel when it did neither)."""

    def run(dialog: PositionSetupDialog) -> int:
        dialog.show()
        edit(dialog)
        dialog.close()
        return dialog.result()

    monkeypatch.setattr(PositionSetupDialog, "exec", run)
    window.position_setup.action.trigger()


def choose(dialog: PositionSetupDialog, choice: str) -> None:
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(choice))


def computer_to_move(dialog: PositionSetupDialog) -> None:
    """The side to move is the computer at the gentlest level, the others people."""
    for seat, row in enumerate(dialog._rows):
        computer = seat == dialog.draft().to_move
        row.kind.setCurrentIndex(row.kind.findData("computer" if computer else "human"))
        row.level.setCurrentIndex(row.level.findData(1))


@pytest.mark.parametrize("choice", [choice for _name, choice in game_choices()])
def test_a_position_set_up_and_played_against_the_computer(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, choice: str
) -> None:
    window = make_window()
    clicked: list[int] = []

    def edit(dialog: PositionSetupDialog) -> None:
        choose(dialog, choice)
        dialog._clear()
        draft = dialog.draft()
        if isinstance(draft, NinetkaDraft):
            # Three neutral counters in three sections, by clicks with the neutral piece.
            dialog.choose_piece(NEUTRAL)
            for section in (0, 4, 8):
                cell = SECTION_CORE_CELLS[section][0]
                click_editor(qtbot, dialog, cell)
                clicked.append(cell)
            dialog.to_move.setCurrentIndex(3 % draft.players)  # the next in turn
        else:
            assert isinstance(draft, MorrisDraft)
            # One man of each side placed, White to move.
            for side, point in ((0, 0), (1, 1)):
                dialog.choose_piece(side)
                click_editor(qtbot, dialog, point)
                clicked.append(point)
        assert dialog.play_button.isEnabled(), dialog.verdict.text()
        assert dialog.verdict.text().startswith("Ready")
        computer_to_move(dialog)
        qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)

    set_up(monkeypatch, window, edit)
    game = window.game
    start = game.moves.tree.start_state()
    if isinstance(start, NinetkaState):
        assert [start.owner_at(cell) for cell in clicked] == [NEUTRAL] * 3
        assert start.num_players == int(choice.split(":")[1])
    else:
        assert isinstance(start, MorrisState)
        assert start.variant.key == choice.split(":")[1]
        assert (start.owner_at(clicked[0]), start.owner_at(clicked[1])) == (0, 1)
    assert not game.counts_in_statistics()
    # The computer answers from the position set up: its move is in the tree, replayed there.
    qtbot.waitUntil(lambda: len(game.moves.tree.main_line()) >= 1, timeout=20_000)
    qtbot.waitUntil(lambda: awaiting_human(window) or game.state.is_over(), timeout=20_000)
    state = game.moves.tree.state_at(game.moves.tree.main_line_end())
    assert state.move_stack and game.state.move_stack == state.move_stack
    assert not statistics_path().exists()


def test_positions_the_rules_cannot_reach_are_refused(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    seen: list[str] = []

    def edit(dialog: PositionSetupDialog) -> None:
        choose(dialog, "9tka:2")
        dialog._clear()
        # A neutral counter off the core is refused at once, in the player's words.
        dialog.choose_piece(NEUTRAL)
        click_editor(qtbot, dialog, parse_cell("B2"))
        seen.append(dialog.verdict.text())
        assert parse_cell("B2") not in dialog.draft().cells
        # Two neutral counters in one section: refused with the rules' reason, the cell ringed.
        for name in ("C3", "D4"):
            click_editor(qtbot, dialog, parse_cell(name))
        seen.append(dialog.verdict.text())
        assert not dialog.play_button.isEnabled() and not dialog.study_button.isEnabled()
        assert dialog.board.scene.hint() in (parse_cell("C3"), parse_cell("D4"))
        # The same piece again takes it off: playable once more.
        click_editor(qtbot, dialog, parse_cell("D4"))
        dialog.to_move.setCurrentIndex(1)
        assert dialog.play_button.isEnabled(), dialog.verdict.text()
        # A Morris side with two men in the moving phase: the game would be over.
        choose(dialog, "morris:nine")
        dialog._clear()
        for spin in dialog.in_hand:
            spin.setValue(0)
        dialog.choose_piece(0)
        for point in (0, 1, 2):
            click_editor(qtbot, dialog, point)
        dialog.choose_piece(1)
        for point in (4, 5):
            click_editor(qtbot, dialog, point)
        seen.append(dialog.verdict.text())
        assert not dialog.play_button.isEnabled()
        dialog.choose_piece(REMOVE)
        click_editor(qtbot, dialog, 0)
        assert dialog.draft().position() == MorrisPosition(
            frozenset({1, 2}), frozenset({4, 5}), (0, 0), 0
        )

    set_up(monkeypatch, window, edit)
    assert "core" in seen[0]
    assert seen[1].startswith("This position cannot be played") and "two neutral" in seen[1]
    assert "fewer than three men" in seen[2]
    assert window.game.moves.tree.start_state().game_name == "9tka"  # nothing was started


def test_a_study_of_a_position_plays_every_side_by_hand(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch,
    message_boxes: MessageBoxes,
) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {}, (Seat("Ann"), Seat("", "computer", 1))))
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)

    def edit(dialog: PositionSetupDialog) -> None:
        assert dialog.game_combo.currentData() == "morris:nine"  # the game shown
        dialog.choose_piece(0)
        click_editor(qtbot, dialog, 10)
        dialog.choose_piece(1)
        click_editor(qtbot, dialog, 20)
        qtbot.mouseClick(dialog.study_button, Qt.MouseButton.LeftButton)

    set_up(monkeypatch, window, edit)
    game = window.game
    assert game.is_study() and "Study" in window.side.instruction.text()
    assert game.by_hand()
    for point in (3, 7):  # White's man, then Black's: both by hand
        qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
        before = len(game.state.move_stack)
        view = window.view
        position = view.mapFromScene(window.scene.cell_center(point))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)
        qtbot.waitUntil(lambda before=before: len(game.state.move_stack) > before, timeout=5_000)
    qtbot.wait(300)
    assert len(game.state.move_stack) == 2  # the computer never moved


def test_cancel_keeps_the_game(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {}, (Seat("Ann"), Seat("Bo"))))
    before = window.game.moves.tree

    def edit(dialog: PositionSetupDialog) -> None:
        dialog._clear()
        dialog.reject()
        assert dialog.result() == QDialog.DialogCode.Rejected

    set_up(monkeypatch, window, edit)
    assert window.game.moves.tree is before


def test_play_again_starts_from_the_position_set_up(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ninetka_desktop.controllers.match import Match
    from ninetka_desktop.ui.dialogs.game_over import GameOverDialog

    def again(dialog: GameOverDialog) -> int:
        dialog.choice = "again"
        return 0

    monkeypatch.setattr(GameOverDialog, "exec", again)
    window = make_window()
    start = MorrisState.from_position(["a1", "a4", "d7", "f4"], ["g1", "g4", "b6"], (0, 0), 0)
    setup = GameSetup("morris", start.options(), (Seat("Ann"), Seat("Bo")))
    window.start_match(Match(setup, start=start), start.copy())
    qtbot.waitUntil(lambda: awaiting_human(window), timeout=5_000)
    assert window.game.play_named("d7-a7xg1") is None
    qtbot.waitUntil(lambda: not window.game.state.move_stack and awaiting_human(window),
                    timeout=10_000)
    again_start = window.game.moves.tree.start_state()
    assert MorrisPosition.of(again_start) == MorrisPosition.of(start)
