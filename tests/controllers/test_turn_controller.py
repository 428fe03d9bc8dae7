"""TurnController with 9tka's turn rules: hot-seat and computer games, clicks, undo and redo,
passes, confirmation, hints, AI answers matched by request id, one legality check a move."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from helpers.controllers import FakeSurface, ninetka_controller
from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot

from ninetka_desktop.ai import Snapshot
from ninetka_desktop.ai.runner import AiResult
from ninetka_desktop.controllers.ai_bridge import QtAiRunner
from ninetka_desktop.controllers.match import Match
from ninetka_desktop.controllers.turn_controller import TurnController
from ninetka_desktop.games.ninetka import PASS, MoveKind, NinetkaMove, NinetkaState, parse_cell
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models import NinetkaBoardModel

HUMANS_2 = GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, (Seat("Ann"), Seat("Bo")))


def wait_for_human(qtbot: QtBot, game: TurnController) -> None:
    qtbot.waitUntil(
        lambda: any(name.endswith("AwaitingHuman") for name in game.active_state_names())
        or game.state.is_over(),
        timeout=20_000,
    )


def click_random_legal(game: TurnController, rng: random.Random) -> None:
    moves = [m for m in game.state.legal_moves() if m.kind is not MoveKind.PASS]
    assert game.activate_cell(rng.choice(moves).cell)


def test_hot_seat_game_runs_through_every_phase(
    qtbot: QtBot, controller: TurnController
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
    assert controller.moves.rowCount() == len(controller.state.move_stack)
    # Every forced pass was played by the controller and announced, seat by seat.
    history = controller.state.history_in_notation()
    assert passes == [seat for seat, text in history if text == "pass"]
    assert passes, "this seed was chosen to reach a forced pass"


def test_clicks_on_illegal_cells_do_nothing(qtbot: QtBot, controller: TurnController) -> None:
    controller.start(Match(HUMANS_2))
    wait_for_human(qtbot, controller)
    assert not controller.activate_cell(12)  # B2: not a core cell
    assert controller.state.move_stack == []
    assert controller.activate_cell(5 * 11 + 4)  # E6
    assert len(controller.state.move_stack) == 1


def test_undo_and_redo_in_a_hot_seat_game(qtbot: QtBot, controller: TurnController) -> None:
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
    assert controller.moves.rowCount() == 4


def test_a_new_move_after_undo_forgets_redo_before_the_window_hears_of_it(
    qtbot: QtBot, controller: TurnController
) -> None:
    """The window enables Redo from ``can_redo()`` when ``positionChanged`` arrives."""
    controller.start(Match(HUMANS_2))
    rng = random.Random(9)
    for _ in range(2):
        wait_for_human(qtbot, controller)
        click_random_legal(controller, rng)
    wait_for_human(qtbot, controller)
    controller.undo()
    wait_for_human(qtbot, controller)
    assert controller.can_redo()
    heard: list[bool] = []
    controller.positionChanged.connect(lambda: heard.append(controller.can_redo()))
    click_random_legal(controller, rng)
    assert heard and not any(heard)


def test_against_the_computer_undo_returns_to_the_humans_turn(
    qtbot: QtBot, controller: TurnController
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
    qtbot: QtBot, controller: TurnController
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

    def cancel(self, request_id: int | None = None) -> None:
        pass


def test_answers_that_arrive_while_the_thinking_state_is_entered_are_played(
    qtbot: QtBot,
) -> None:
    board = NinetkaBoardModel(NinetkaState())
    surface = FakeSurface(board)
    ai = InstantAi()
    game = ninetka_controller(board, surface, ai)
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


class HeldAi(QObject):
    """An AI runner whose answers the test sends, for the request id it chooses."""

    resultReady = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.snapshots: list[Snapshot] = []
        self.cancelled: list[int | None] = []

    def request(self, snapshot: Snapshot, level: int, seed: int | None = None) -> int:
        self.snapshots.append(snapshot)
        return len(self.snapshots)

    def cancel(self, request_id: int | None = None) -> None:
        self.cancelled.append(request_id)

    def answer(self, request_id: int, move: str) -> None:
        self.resultReady.emit(AiResult(request_id, self.snapshots[request_id - 1], move))


def held_ai_game(ai: HeldAi) -> TurnController:
    board = NinetkaBoardModel(NinetkaState())
    surface = FakeSurface(board)
    return ninetka_controller(board, surface, ai)


def thinking_after_e6(qtbot: QtBot, ai: HeldAi) -> TurnController:
    """A game of Ann against the held computer, after Ann's E6: the computer thinks."""
    game = held_ai_game(ai)
    setup = GameSetup(
        "9tka", {"players": 2, "neutrals": "chosen"}, (Seat("Ann"), Seat("CPU", "computer", 1))
    )
    game.start(Match(setup))
    wait_for_human(qtbot, game)
    assert game.activate_cell(parse_cell("E6"))
    qtbot.waitUntil(lambda: "Setup.AiThinking" in game.active_state_names(), timeout=5_000)
    return game


def test_an_answer_for_an_old_request_id_is_ignored(qtbot: QtBot) -> None:
    """Undo while the computer thinks; the answer to that request comes after the next one was
    made. Only its id tells it apart: its move is legal in the new position too."""
    ai = HeldAi()
    game = thinking_after_e6(qtbot, ai)
    assert len(ai.snapshots) == 1
    game.undo()
    assert ai.cancelled == [1]
    wait_for_human(qtbot, game)
    assert game.activate_cell(parse_cell("F5"))
    qtbot.waitUntil(lambda: "Setup.AiThinking" in game.active_state_names(), timeout=5_000)
    assert len(ai.snapshots) == 2
    first, second = (game.state.move_to_str(m) for m in game.state.legal_moves()[:2])
    ai.answer(1, first)
    qtbot.wait(50)
    assert [str(m) for m in game.state.move_stack] == ["F5"]
    assert "Setup.AiThinking" in game.active_state_names()
    ai.answer(2, second)
    wait_for_human(qtbot, game)
    assert [str(m) for m in game.state.move_stack] == ["F5", second]
    game.shutdown()


def test_a_click_is_judged_once_by_the_engine_on_its_way_to_the_push(
    qtbot: QtBot, controller: TurnController, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller.start(Match(HUMANS_2))
    wait_for_human(qtbot, controller)
    at_push = count_until_push(monkeypatch, "illegal_reason", "legal_moves")
    assert controller.activate_cell(parse_cell("E6"))
    # The push's, and no list of legal moves.
    assert at_push == {"illegal_reason": 1, "legal_moves": 0}


def test_a_click_on_a_cell_without_a_legal_move_changes_nothing(
    qtbot: QtBot, controller: TurnController
) -> None:
    controller.start(Match(HUMANS_2))
    wait_for_human(qtbot, controller)
    assert controller.activate_cell(parse_cell("E6"))
    wait_for_human(qtbot, controller)
    before = list(controller.state.move_stack)
    # E6 is taken now: the move the click names is refused by the engine's push.
    assert not controller.activate_cell(parse_cell("E6"))
    assert list(controller.state.move_stack) == before
    assert controller.surface.interactive  # type: ignore[attr-defined]
    assert "Setup.AwaitingHuman" in controller.active_state_names()


def count_until_push(monkeypatch: pytest.MonkeyPatch, *names: str) -> dict[str, int]:
    """Count calls of the NinetkaState methods ``names``; the dict returned is filled with
    the counts as they stood when the next move was pushed."""
    counts = dict.fromkeys(names, 0)
    at_push: dict[str, int] = {}
    for name in names:
        monkeypatch.setattr(NinetkaState, name, _counted(getattr(NinetkaState, name), name, counts))
    # Every move is played by push_unchecked in the end, push's too after its check.
    push = NinetkaState.push_unchecked

    def counted_push(state: NinetkaState, move: NinetkaMove) -> None:
        push(state, move)
        at_push.update(counts)

    monkeypatch.setattr(NinetkaState, "push_unchecked", counted_push)
    return at_push


def _counted(method: Callable[..., Any], name: str, counts: dict[str, int]) -> Callable[..., Any]:
    def counted(*args: Any) -> Any:
        counts[name] += 1
        return method(*args)

    return counted


def test_confirmation_is_the_controllers_option(
    qtbot: QtBot, controller: TurnController
) -> None:
    statuses: list[str] = []
    controller.statusChanged.connect(statuses.append)
    surface = controller.surface  # type: ignore[attr-defined]
    controller.confirm_moves = True
    controller.start(Match(HUMANS_2))
    wait_for_human(qtbot, controller)
    e6, f5 = parse_cell("E6"), parse_cell("F5")
    assert controller.activate_cell(e6)  # shown, not played
    assert surface.hint == e6 and "again" in statuses[-1]
    assert controller.activate_cell(f5)  # another place: shown instead
    assert surface.hint == f5 and controller.state.move_stack == []
    assert controller.cancel_partial_move()  # Escape
    assert surface.hint is None and statuses[-1] == controller.instruction()
    assert not controller.cancel_partial_move()
    assert controller.activate_cell(f5)
    assert not controller.activate_cell(parse_cell("B2"))  # plays nothing, drops the ring
    assert surface.hint is None and controller.state.move_stack == []
    assert controller.activate_cell(f5) and controller.activate_cell(f5)
    assert [str(m) for m in controller.state.move_stack] == ["F5"]
    assert surface.hint is None
    controller.confirm_moves = False
    wait_for_human(qtbot, controller)
    assert controller.activate_cell(parse_cell("C3"))  # played at once
    assert len(controller.state.move_stack) == 2


class ReportingSurface(QObject):
    """A scene whose 'animations' end only when the test says so."""

    animationsFinished = Signal()

    def __init__(self, board: NinetkaBoardModel) -> None:
        super().__init__()
        self.interactive = False
        self.hint: int | None = None
        self.played: list[NinetkaMove] = []
        board.movePlayed.connect(self.played.append)

    def set_interactive(self, interactive: bool) -> None:
        self.interactive = interactive

    def set_hint(self, cell: int | None) -> None:
        self.hint = cell


def test_a_forced_pass_waits_for_the_scenes_report_like_any_move(qtbot: QtBot) -> None:
    """Nothing in the controller decides whether a move animates: every played move, a pass
    too, goes on when the scene reports it finished (the animator does so exactly once)."""
    rng = random.Random(3)
    state = NinetkaState()
    while state.legal_moves() != [PASS]:
        moves = state.legal_moves()
        if not moves:
            state, rng = NinetkaState(), random.Random(rng.random())
            continue
        state.push(rng.choice([m for m in moves if m is not PASS]))
    board = NinetkaBoardModel(NinetkaState())
    surface = ReportingSurface(board)
    game = ninetka_controller(board, surface, QtAiRunner())
    game.start(Match(HUMANS_2), state)
    qtbot.waitUntil(lambda: surface.played == [PASS], timeout=5_000)
    qtbot.wait(100)
    assert "Movement.Animating" in game.active_state_names()
    surface.animationsFinished.emit()
    qtbot.waitUntil(lambda: "Movement.AwaitingHuman" in game.active_state_names()
                    or game.state.is_over(), timeout=5_000)
    game.shutdown()


def test_a_computer_answer_is_judged_once_and_nothing_is_replayed(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    ai = HeldAi()
    game = thinking_after_e6(qtbot, ai)
    answer = game.state.move_to_str(game.state.legal_moves()[0])
    at_push = count_until_push(monkeypatch, "illegal_reason", "legal_moves", "copy", "pop")
    ai.answer(1, answer)
    # One in parse_move (what the answer means), none again on its way; no replay to match it.
    assert at_push == {"illegal_reason": 1, "legal_moves": 0, "copy": 0, "pop": 0}
    game.shutdown()
