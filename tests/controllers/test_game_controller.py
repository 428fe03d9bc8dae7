"""The 9tka game controller: its state machine driven by clicks, the AI, undo and redo."""

from __future__ import annotations

import random

from controller_helpers import FakeSurface
from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai import Snapshot
from ninetka_desktop.ai.runner import AiResult
from ninetka_desktop.controllers.match import Match
from ninetka_desktop.controllers.ninetka import NinetkaController
from ninetka_desktop.games.ninetka import MoveKind, NinetkaState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models import MoveHistoryModel, NinetkaBoardModel, NinetkaScoreModel

HUMANS_2 = GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, (Seat("Ann"), Seat("Bo")))


def wait_for_human(qtbot: QtBot, game: NinetkaController) -> None:
    qtbot.waitUntil(
        lambda: any(name.endswith("AwaitingHuman") for name in game.active_state_names())
        or game.state.is_over(),
        timeout=20_000,
    )


def click_random_legal(game: NinetkaController, rng: random.Random) -> None:
    moves = [m for m in game.state.legal_moves() if m.kind is not MoveKind.PASS]
    assert game.activate_cell(rng.choice(moves).cell)


def test_hot_seat_game_runs_through_every_phase(
    qtbot: QtBot, controller: NinetkaController
) -> None:
    phases_seen: set[str] = set()
    passes: list[int] = []
    controller.passAnnounced.connect(passes.append)
    finished: list[bool] = []
    controller.gameFinished.connect(lambda: finished.append(True))
    controller.start(Match(HUMANS_2))
    rng = random.Random(4)
    while not controller.state.is_over():
        wait_for_human(qtbot, controller)
        if controller.state.is_over():
            break
        active = controller.active_state_names()
        phases_seen |= {name for name in active if "." not in name}
        assert controller.surface.interactive  # type: ignore[attr-defined]
        click_random_legal(controller, rng)
    qtbot.waitUntil(lambda: bool(finished), timeout=5_000)
    assert {"Setup", "Placement", "Movement"} <= phases_seen
    assert "GameOver" in controller.active_state_names()
    assert controller.history.rowCount() == len(controller.state.move_stack)
    # Every forced pass was played by the controller and announced, seat by seat.
    history = controller.state.history_in_notation()
    assert passes == [seat for seat, text in history if text == "pass"]
    assert passes, "this seed was chosen to reach a forced pass"


def test_clicks_on_illegal_cells_do_nothing(qtbot: QtBot, controller: NinetkaController) -> None:
    controller.start(Match(HUMANS_2))
    wait_for_human(qtbot, controller)
    assert not controller.activate_cell(12)  # B2: not a core cell
    assert controller.state.move_stack == []
    assert controller.activate_cell(5 * 11 + 4)  # E6
    assert len(controller.state.move_stack) == 1


def test_undo_and_redo_in_a_hot_seat_game(qtbot: QtBot, controller: NinetkaController) -> None:
    controller.start(Match(HUMANS_2))
    rng = random.Random(8)
    for _ in range(4):
        wait_for_human(qtbot, controller)
        click_random_legal(controller, rng)
    wait_for_human(qtbot, controller)
    played = list(controller.state.move_stack)
    controller.undo()
    wait_for_human(qtbot, controller)
    assert list(controller.state.move_stack) == played[:-1]
    assert controller.can_redo()
    controller.redo()
    wait_for_human(qtbot, controller)
    assert list(controller.state.move_stack) == played
    assert controller.history.rowCount() == 4


def test_against_the_computer_undo_returns_to_the_humans_turn(
    qtbot: QtBot, controller: NinetkaController
) -> None:
    setup = GameSetup(
        "9tka", {"players": 2, "neutrals": "random"}, (Seat("Ann"), Seat("CPU", "computer", 1))
    )
    controller.start(Match(setup))
    rng = random.Random(2)
    for _ in range(3):
        wait_for_human(qtbot, controller)
        click_random_legal(controller, rng)
    wait_for_human(qtbot, controller)
    assert controller.state.to_move == 0 and len(controller.state.move_stack) == 6
    controller.undo()
    wait_for_human(qtbot, controller)
    assert controller.state.to_move == 0 and len(controller.state.move_stack) == 4


def test_undo_while_the_computer_thinks_drops_its_move(
    qtbot: QtBot, controller: NinetkaController
) -> None:
    setup = GameSetup(
        "9tka", {"players": 2, "neutrals": "chosen"}, (Seat("Ann"), Seat("CPU", "computer", 6))
    )
    controller.start(Match(setup))
    wait_for_human(qtbot, controller)
    controller.activate_cell(5 * 11 + 4)
    qtbot.waitUntil(lambda: "Setup.AiThinking" in controller.active_state_names(), timeout=5_000)
    controller.undo()
    wait_for_human(qtbot, controller)
    assert controller.state.move_stack == []
    qtbot.wait(3_500)  # longer than Master's time cap: a stale answer would have landed by now
    assert controller.state.move_stack == []
    assert "Setup.AwaitingHuman" in controller.active_state_names()


class InstantAi(QObject):
    """An AI runner that answers inside request(), as a quick search sometimes does."""

    resultReady = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.rng = random.Random(0)
        self.requests = 0

    def request(self, snapshot: Snapshot, level: int, seed: int | None = None) -> int:
        self.requests += 1
        state = snapshot.to_state()
        move = self.rng.choice(state.legal_moves())
        self.resultReady.emit(AiResult(self.requests, snapshot, state.move_to_str(move)))
        return self.requests

    def cancel(self) -> None:
        pass


def test_answers_that_arrive_while_the_thinking_state_is_entered_are_played(
    qtbot: QtBot,
) -> None:
    board = NinetkaBoardModel(NinetkaState())
    surface = FakeSurface(board)
    ai = InstantAi()
    game = NinetkaController(
        board, MoveHistoryModel(), NinetkaScoreModel(board.state), surface,
        surface.animationsFinished, ai,  # type: ignore[arg-type]
    )
    setup = GameSetup(
        "9tka", {"players": 3, "neutrals": "random"},
        (Seat("Ann"), Seat("CPU", "computer", 1), Seat("CPU 2", "computer", 2)),
    )
    game.start(Match(setup))
    rng = random.Random(1)
    while not game.state.is_over():
        wait_for_human(qtbot, game)
        if game.state.is_over():
            break
        click_random_legal(game, rng)
    assert ai.requests > 20
    game.shutdown()
