"""A monkey at the main window: random clicks (anywhere on the board and on legal targets),
keys, menu actions, new games of both games with random seats (humans and computers), settings,
history clicks, files, across every dialog (each one driven or answered at once, never
blocking). After every action: no exception in any Qt slot, the game's moves replay legally from
a new game, the board scene shows exactly the model, the move list matches, and the game's state
machine is in exactly one leaf state.

The normal suite runs ``FAST_ACTIONS`` actions with a fixed seed; ``--runslow`` runs
``SLOW_ACTIONS`` (10,000). The seed and the number can be set through NINETKA_MONKEY_SEED and
NINETKA_MONKEY_ACTIONS; a failure names the seed and the last actions.
"""

from __future__ import annotations

import os
import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

import pytest
from helpers.checks import replays_legally
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from ninetka_desktop.controllers.match import Match
from ninetka_desktop.controllers.turn_controller import TurnController
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import PASS, MoveKind, NinetkaState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models.roles import EMPTY_OWNER, BoardRole, MorrisRole
from ninetka_desktop.storage.settings import ANIMATION_SPEEDS
from ninetka_desktop.ui.dialogs.comment_dialog import CommentDialog
from ninetka_desktop.ui.dialogs.game_over import GameOverDialog
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.dialogs.rules_page import RulesDialog
from ninetka_desktop.ui.dialogs.settings import SettingsDialog
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.morris.scene import MorrisScene
from ninetka_desktop.ui.ninetka.scene import NinetkaScene

WindowFactory = Callable[..., MainWindow]
FAST_ACTIONS = 300
SLOW_ACTIONS = 10_000
KEYS = [
    (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Up, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Enter, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Question, Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
]


def random_setup(rng: random.Random) -> GameSetup:
    def seat(name: str) -> Seat:
        if rng.random() < 0.5:
            return Seat(name, "computer", rng.choice([1, 1, 2, 3]))
        return Seat(name)

    if rng.random() < 0.35:
        options = {
            "flying": rng.random() < 0.8,
            "repetition_draw": rng.random() < 0.8,
            "no_removal_limit": rng.choice([0, 10, 100]),
        }
        return GameSetup("morris", options, (seat("White"), seat("Black")))
    players = rng.choice([2, 3, 4])
    names = ("Yellow", "Blue", "Orange", "Green")[:players]
    options = {"players": players, "neutrals": rng.choice(["chosen", "random"])}
    return GameSetup(
        "9tka", options, tuple(seat(name) for name in names), tournament=rng.random() < 0.3
    )


class Monkey:
    def __init__(
        self, qtbot: QtBot, window: MainWindow, rng: random.Random, folder: Path,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        self.qtbot = qtbot
        self.window = window
        self.rng = rng
        self.folder = folder
        self.log: list[str] = []
        self.errors: list[str] = []
        self.counts: dict[str, int] = {}
        self.saved_files: list[Path] = []
        corrupt = folder / "corrupt.json"
        corrupt.write_text('{"format": "ninetka-record", "version": 1, "moves": [')
        self.corrupt = corrupt
        self._patch(monkeypatch)

    # --- dialogs answer at once ---------------------------------------------------------------

    def _patch(self, monkeypatch: pytest.MonkeyPatch) -> None:
        rng = self.rng
        accepted, rejected = QDialog.DialogCode.Accepted, QDialog.DialogCode.Rejected
        chosen: list[GameSetup] = []

        def new_game_exec(dialog: NewGameDialog) -> int:
            chosen[:] = [random_setup(rng)]
            return accepted if rng.random() < 0.9 else rejected

        monkeypatch.setattr(NewGameDialog, "exec", new_game_exec)
        monkeypatch.setattr(NewGameDialog, "setup", lambda dialog: chosen[0])

        def settings_exec(dialog: SettingsDialog) -> int:
            # Drive the dialog's own widgets, then press OK.
            dialog.speed.setCurrentIndex(rng.randrange(dialog.speed.count()))
            dialog.theme.setCurrentIndex(rng.randrange(dialog.theme.count()))
            dialog.confirm.setChecked(rng.random() < 0.3)
            return accepted if rng.random() < 0.9 else rejected

        monkeypatch.setattr(SettingsDialog, "exec", settings_exec)

        def game_over_exec(dialog: GameOverDialog) -> int:
            dialog.choice = rng.choice(["next", "again", "new", "close", "close"])
            self.count("game over: " + dialog.choice)
            return 0

        monkeypatch.setattr(GameOverDialog, "exec", game_over_exec)
        monkeypatch.setattr(RulesDialog, "exec", lambda dialog: 0)
        answer = QMessageBox.StandardButton.Yes
        for name in ("warning", "information", "critical", "question"):
            monkeypatch.setattr(QMessageBox, name, lambda *a, **k: answer)
        monkeypatch.setattr(QMessageBox, "about", lambda *a, **k: None)
        monkeypatch.setattr(QMessageBox, "exec", lambda *a: answer)

        def open_name(*args: Any, **kwargs: Any) -> tuple[str, str]:
            files = [*self.saved_files, self.corrupt, self.folder / "missing.json"]
            pick = rng.choice([*files, None])
            return ("" if pick is None else str(pick)), ""

        def save_name(*args: Any, **kwargs: Any) -> tuple[str, str]:
            if rng.random() < 0.2:
                return "", ""
            path = self.folder / f"saved-{rng.randrange(5)}.json"
            if path not in self.saved_files:
                self.saved_files.append(path)
            return str(path), ""

        monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)

        def comment_exec(dialog: CommentDialog) -> int:
            dialog.editor.setPlainText(rng.choice(["", "a note", "x" * 3000, "}", "two\nlines"]))
            dialog.accept()
            return dialog.result()

        monkeypatch.setattr(CommentDialog, "exec", comment_exec)

    # --- actions ---------------------------------------------------------------------------------

    def count(self, name: str) -> None:
        self.counts[name] = self.counts.get(name, 0) + 1

    def act(self) -> None:
        actions: list[tuple[int, Callable[[], str]]] = [
            (20, self.click_legal),
            (4, self.play_on),
            (10, self.click_anywhere),
            (8, self.key),
            (3, self.hover),
            (14, self.wait),
            (2, self.new_game),
            (3, self.undo),
            (2, self.redo),
            (2, self.hint),
            (2, self.cancel),
            (2, self.history_click),
            (2, self.back),
            (2, self.variation),
            (1, self.settings),
            (1, self.files),
            (1, self.help),
            (1, self.resize),
        ]
        action = self.rng.choices([a for _, a in actions], [w for w, _ in actions])[0]
        text = action()
        self.log.append(text)
        self.count(action.__name__)

    def _click_scene_point(self, point: Any, button: Qt.MouseButton) -> None:
        view = self.window.view
        self.qtbot.mouseClick(view.viewport(), button, pos=view.mapFromScene(point))

    def click_legal(self) -> str:
        state = self.window.game.state
        targets: list[int] = []
        for move in state.legal_moves():
            if isinstance(state, MorrisState):
                targets += [p for p in (move.src, move.dst, move.remove) if p is not None]
            elif move.kind is not MoveKind.PASS:
                targets.append(move.cell)
        if not targets:
            return self.click_anywhere()
        target = self.rng.choice(targets)
        scene = self.window.view.scene()
        assert isinstance(scene, NinetkaScene | MorrisScene)
        self._click_scene_point(scene.cell_center(target), Qt.MouseButton.LeftButton)
        return f"click target {target}"

    def play_on(self) -> str:
        """A stretch of real play, so that games also reach their end: legal clicks while a
        human is to move, waiting while a computer thinks (each click counts as an action)."""
        for _ in range(self.rng.randrange(10, 60)):
            state = self.window.game.state
            if state.is_over():
                break
            if self.window.game.human_to_move():
                self.play_a_move()
            else:
                self.qtbot.wait(30)
            self.check()
        return "play on"

    def play_a_move(self) -> None:
        """Click a whole legal move: each point of a Morris move in turn, twice each when
        moves need confirming."""
        state = self.window.game.state
        move = self.rng.choice(state.legal_moves())
        if isinstance(state, MorrisState):
            points = [p for p in (move.src, move.dst, move.remove) if p is not None]
        elif move.kind is MoveKind.PASS:
            return
        else:
            points = [move.cell]
        scene = self.window.view.scene()
        assert isinstance(scene, NinetkaScene | MorrisScene)
        for point in points:
            for _ in range(2 if self.window.settings.confirm_moves else 1):
                self._click_scene_point(scene.cell_center(point), Qt.MouseButton.LeftButton)
                self.count("click_legal")
            self.qtbot.wait(1)
        self.log.append(f"play {move}")

    def click_anywhere(self) -> str:
        viewport = self.window.view.viewport()
        point = QPoint(self.rng.randrange(viewport.width()), self.rng.randrange(viewport.height()))
        button = self.rng.choice([Qt.MouseButton.LeftButton] * 4 + [Qt.MouseButton.RightButton])
        if self.rng.random() < 0.1:
            self.qtbot.mouseDClick(viewport, button, pos=point)
        else:
            self.qtbot.mouseClick(viewport, button, pos=point)
        return f"click {point.x()},{point.y()}"

    def hover(self) -> str:
        viewport = self.window.view.viewport()
        point = QPoint(self.rng.randrange(viewport.width()), self.rng.randrange(viewport.height()))
        self.qtbot.mouseMove(viewport, point)
        return f"hover {point.x()},{point.y()}"

    def key(self) -> str:
        key, modifier = self.rng.choice(KEYS)
        target = self.window.view if self.rng.random() < 0.8 else self.window
        self.qtbot.keyClick(target, key, modifier)
        return f"key {key.name} {modifier}"

    def wait(self) -> str:
        ms = self.rng.choice([0, 5, 20, 50, 150, 400])
        self.qtbot.wait(ms)
        return f"wait {ms}"

    def new_game(self) -> str:
        if self.rng.random() < 0.5:
            self.window.new_action.trigger()
            return "menu new game"
        setup = random_setup(self.rng)
        self.window.start_game(setup)
        return f"start {setup.game} {[s.kind for s in setup.seats]}"

    def undo(self) -> str:
        if self.rng.random() < 0.5:
            self.window.side.undo_button.click()
            return "undo button"
        self.window.undo_action.trigger()
        return "undo"

    def redo(self) -> str:
        if self.rng.random() < 0.5:
            self.window.side.redo_button.click()
            return "redo button"
        self.window.redo_action.trigger()
        return "redo"

    def hint(self) -> str:
        self.window.hint_action.trigger()
        return "hint"

    def cancel(self) -> str:
        self.window.cancel_action.trigger()
        return "cancel"

    def history_click(self) -> str:
        table = self.window.side.history
        rows = table.model().rowCount()
        if not rows:
            return "history (empty)"
        index = table.model().index(self.rng.randrange(rows), self.rng.randrange(3))
        table.scrollTo(index)
        rect = table.visualRect(index)
        self.qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        return f"history row {index.row()}"

    def variation(self) -> str:
        """Promote, make main line, delete or comment the move shown (the Move menu)."""
        actions = self.window.tree_actions
        action = self.rng.choice(
            [actions.promote, actions.main_line, actions.delete, actions.comment, actions.back]
        )
        action.trigger()
        return f"tree {action.text()}"

    def back(self) -> str:
        button = self.window.side.back_button
        if button.isVisible():
            button.click()
            return "back to the game"
        return "back (hidden)"

    def settings(self) -> str:
        self.window.settings_action.trigger()
        return "settings"

    def files(self) -> str:
        action = self.rng.choice(
            [self.window.save_action, self.window.save_as_action, self.window.open_action,
             self.window.export_action]
        )
        action.trigger()
        return f"file {action.text()}"

    def help(self) -> str:
        action = self.rng.choice(
            [self.window.rules_action, self.window.morris_rules_action, self.window.about_action]
        )
        action.trigger()
        return f"help {action.text()}"

    def resize(self) -> str:
        width, height = self.rng.randrange(600, 1400), self.rng.randrange(450, 1000)
        self.window.resize(width, height)
        return f"resize {width}x{height}"

    # --- the checks -------------------------------------------------------------------------------

    def check(self) -> None:
        QApplication.processEvents()
        assert not self.errors, self.errors[0]
        assert QApplication.activeModalWidget() is None
        window = self.window
        game = window.game
        state = game.state
        assert replays_legally(state)
        tree = game.moves.tree
        shown = [text for _, text in state.history_in_notation()]
        assert tree.notation_path(game.node) == shown
        assert window.moves.rowCount() == len(tree.main_line())
        scene = window.scene
        if isinstance(scene, MorrisScene):
            assert scene.matches_model()
        else:
            board = window.board
            shown = {cell: item.owner for cell, item in scene.counters().items()}
            model = {}
            for cell in range(121):
                index = board.index_of_cell(cell)  # type: ignore[union-attr]
                if index.isValid():
                    owner = board.data(index, BoardRole.OWNER)
                    if owner is not None and owner != EMPTY_OWNER:
                        model[cell] = owner
            assert shown == model
        if isinstance(scene, MorrisScene):
            for point in range(24):
                owner = window.board.role(point, MorrisRole.OWNER)  # type: ignore[union-attr]
                assert (owner != EMPTY_OWNER) == (state.owner_at(point) is not None) or (
                    window.board.pending is not None  # type: ignore[union-attr]
                )
        if game.machine.isRunning():
            leaves = leaf_states(game.states)
            active = [name for name, s in leaves.items() if s.active()]
            assert len(active) == 1, active


def peak_rss_mib() -> int:
    try:
        import resource
    except ImportError:  # not on Windows
        return -1
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def leaf_states(states: dict[str, Any]) -> dict[str, Any]:
    parents = {id(s.parentState()) for s in states.values()}
    return {name: s for name, s in states.items() if id(s) not in parents}


def run_monkey(
    actions: int, seed: int, qtbot: QtBot, make_window: WindowFactory, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Monkey:
    rng = random.Random(seed)
    window = make_window(speed=rng.choice(ANIMATION_SPEEDS))
    monkey = Monkey(qtbot, window, rng, tmp_path, monkeypatch)

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        monkey.errors.append(f"after {monkey.log[-5:]}:\n{text}")

    monkeypatch.setattr(sys, "excepthook", hook)
    window.start_game(random_setup(rng))
    started = time.monotonic()
    for number in range(actions):
        try:
            monkey.act()
            monkey.check()
        except AssertionError as exc:
            raise AssertionError(
                f"seed {seed}, action {number}: {exc}\nlast actions: {monkey.log[-12:]}"
            ) from exc
    seconds = time.monotonic() - started
    played = sorted(monkey.counts.items(), key=lambda item: -item[1])
    peak = peak_rss_mib()
    print(f"\nmonkey: {actions} actions (seed {seed}) in {seconds:.0f} s, peak RSS {peak} MiB; "
          f"{dict(played)}")
    return monkey


def test_monkey(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed = int(os.environ.get("NINETKA_MONKEY_SEED", "1"))
    actions = int(os.environ.get("NINETKA_MONKEY_ACTIONS", str(FAST_ACTIONS)))
    monkey = run_monkey(actions, seed, qtbot, make_window, tmp_path, monkeypatch)
    assert monkey.counts["click_legal"] > actions // 10


@pytest.mark.slow
def test_monkey_ten_thousand_actions(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed = int(os.environ.get("NINETKA_MONKEY_SEED", "2024"))
    run_monkey(SLOW_ACTIONS, seed, qtbot, make_window, tmp_path, monkeypatch)


def test_a_game_left_for_the_other_game_stays_still(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    """Found by the monkey: a 9tka pass announced just before a Morris game started was still
    played 0.7 s later on the hidden 9tka board, and the shared move list showed that game
    (a stopped QStateMachine leaves its states flagged active)."""
    state = NinetkaState(players=2)
    rng = random.Random(0)
    while state.legal_moves() != [PASS]:
        state.push(rng.choice(state.legal_moves()))
    plies = len(state.move_stack)
    window = make_window()
    setup = GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, (Seat("A"), Seat("B")))
    window.start_match(Match(setup), state)
    ninetka = window.game
    qtbot.waitUntil(lambda: ninetka.states["Movement.Deciding"].active())
    qtbot.wait(50)  # the pass is announced; it would be played after FORCED_PAUSE_MS
    window.start_game(GameSetup("morris", {}, (Seat("W"), Seat("B"))))
    qtbot.wait(TurnController.FORCED_PAUSE_MS + 300)
    assert len(ninetka.state.move_stack) == plies  # nothing played on the hidden board
    assert window.moves.rowCount() == len(window.game.state.move_stack) == 0
    assert ninetka.active_state_names() == set()
