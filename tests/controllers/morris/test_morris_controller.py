"""MorrisController: whole games by clicks, removals, flying, undo across removals, draws."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from helpers.controllers import FakeSurface
from helpers.morris_games import choose, is_flight, shuttle_position
from pytestqt.qtbot import QtBot

from ninetka_desktop.controllers.ai_bridge import QtAiRunner
from ninetka_desktop.controllers.match import Match
from ninetka_desktop.controllers.morris.controller import MorrisController
from ninetka_desktop.controllers.morris.turns import Step, interpret_click
from ninetka_desktop.games.morris import MorrisMove, MorrisState, parse_point
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.models import MorrisBoardModel
from ninetka_desktop.models.move_tree_model import MoveTreeModel

HOT_SEAT = GameSetup("morris", {"flying": True}, (Seat("White"), Seat("Black")))


@pytest.fixture
def morris(qtbot: QtBot, ai_runner: QtAiRunner) -> Iterator[MorrisController]:
    board = MorrisBoardModel(MorrisState())
    surface = FakeSurface(board)  # type: ignore[arg-type]
    game = MorrisController(
        board, MoveTreeModel(), surface, surface.animationsFinished, ai_runner
    )
    game.surface = surface  # type: ignore[attr-defined]
    yield game
    game.shutdown()


def wait_for_human(qtbot: QtBot, game: MorrisController) -> None:
    qtbot.waitUntil(
        lambda: bool(game.active_state_names() & {f"{p}.AwaitingHuman" for p in game.phase_names})
        or game.state.is_over(),
        # A computer's move: a worker to start and a search of up to its level's cap, on a
        # machine that may be busy.
        timeout=20_000,
    )


def click_move(qtbot: QtBot, game: MorrisController, move: MorrisMove) -> None:
    """Play ``move`` the way a player does: pick up, put down, and take a man."""
    wait_for_human(qtbot, game)
    if move.src is not None:
        assert game.activate_cell(move.src)
        assert game.morris_board.selected == move.src
    assert game.activate_cell(move.dst)
    if move.remove is not None:
        qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in game.active_state_names())
        assert game.morris_board.pending == MorrisMove(move.src, move.dst)
        assert game.activate_cell(move.remove)
    qtbot.waitUntil(lambda: (game.state.move_stack and game.state.move_stack[-1] == move)
                    or game.state.is_over())


def test_hot_seat_game_by_clicks_with_removals_and_flying(
    qtbot: QtBot, morris: MorrisController
) -> None:
    rng = random.Random(7)
    morris.start(Match(HOT_SEAT))
    seen: set[str] = set()
    flights = captures = 0
    while not morris.state.is_over():
        wait_for_human(qtbot, morris)
        seen |= morris.active_state_names()
        if morris.state.is_over():
            break
        move = choose(morris.state, rng)
        flights += is_flight(move)
        captures += move.remove is not None
        click_move(qtbot, morris, move)
    qtbot.waitUntil(lambda: "GameOver" in morris.active_state_names())
    assert captures >= 7 and flights >= 1
    assert {"Placing.AwaitingHuman", "Moving.AwaitingHuman", "Flying.AwaitingHuman"} <= seen
    assert morris.state.outcome() is not None
    assert "Game over" in morris.result_sentence()
    assert morris.moves.rowCount() == len(morris.state.move_stack)


def test_undo_across_a_removal_and_withdrawing_a_pending_mill(
    qtbot: QtBot, morris: MorrisController
) -> None:
    morris.start(Match(HOT_SEAT))
    for text in ("a1", "d7", "a4", "g7"):
        click_move(qtbot, morris, morris.state.parse_move(text))
    wait_for_human(qtbot, morris)
    assert morris.activate_cell(parse_point("a7"))  # closes the mill
    qtbot.waitUntil(lambda: "Removing.AwaitingHuman" in morris.active_state_names())
    assert not morris.activate_cell(parse_point("g1"))  # not a man of Black's
    assert morris.can_undo()
    morris.undo()  # withdraws the pending move, not an earlier one
    qtbot.waitUntil(lambda: "Placing.AwaitingHuman" in morris.active_state_names())
    assert morris.morris_board.pending is None and len(morris.state.move_stack) == 4
    click_move(qtbot, morris, morris.state.parse_move("a7xd7"))
    assert morris.state.men_removed(1) == 1
    morris.undo()
    qtbot.waitUntil(lambda: "Placing.AwaitingHuman" in morris.active_state_names())
    assert len(morris.state.move_stack) == 4 and morris.state.men_removed(1) == 0
    assert morris.state.owner_at(parse_point("d7")) == 1
    morris.redo()
    wait_for_human(qtbot, morris)
    assert morris.state.men_removed(1) == 1 and morris.state.owner_at(parse_point("d7")) is None


def test_draw_by_threefold_repetition(qtbot: QtBot, morris: MorrisController) -> None:
    placements, white, black = shuttle_position(random.Random(3))
    morris.start(Match(HOT_SEAT))
    for move in placements:
        click_move(qtbot, morris, move)
    back_white = MorrisMove(white.dst, white.src)
    back_black = MorrisMove(black.dst, black.src)
    for _ in range(2):
        for move in (white, black, back_white, back_black):
            click_move(qtbot, morris, move)
    qtbot.waitUntil(lambda: "GameOver" in morris.active_state_names())
    outcome = morris.state.outcome()
    assert outcome is not None and outcome.winner is None and outcome.reason == "repetition"
    assert "third time" in morris.result_sentence()


def test_computer_capture_passes_through_removing_animating(
    qtbot: QtBot, morris: MorrisController
) -> None:
    # White, the computer, has a1 and a4 and a man in hand: it closes the mill at a7.
    setup = GameSetup(
        "morris", {"flying": True}, (Seat("White", "computer", 6), Seat("Black"))
    )
    state = MorrisState()
    for text in ("a1", "d7", "a4", "g7"):
        state.play(text)
    statuses: list[str] = []
    morris.statusChanged.connect(statuses.append)
    entered: list[bool] = []
    morris.states["Removing.Animating"].entered.connect(lambda: entered.append(True))
    morris.start(Match(setup), state)
    wait_for_human(qtbot, morris)
    move = morris.state.move_stack[-1]
    assert (move.dst, morris.state.men_removed(1)) == (parse_point("a7"), 1)
    assert entered and any("took the man on" in text for text in statuses)
    assert morris.state.to_move == 1


def test_interpret_click_never_builds_an_illegal_move() -> None:
    rng = random.Random(11)
    for _ in range(40):
        state = MorrisState()
        while not state.is_over() and len(state.move_stack) < 80:
            selected: int | None = None
            pending: MorrisMove | None = None
            for _ in range(6):
                click = interpret_click(state, selected, pending, rng.randrange(24))
                if click.step is Step.SELECT:
                    selected = click.point
                elif click.step is Step.DESELECT:
                    selected = None
                elif click.step is Step.PENDING:
                    pending, selected = click.move, None
                elif click.step is Step.PLAY:
                    assert click.move in state.legal_moves()
            state.push(choose(state, rng))


def test_a_clicked_move_is_judged_once_by_the_list_of_legal_moves(
    qtbot: QtBot, morris: MorrisController, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The click that completes a move reads the legal moves; the move is then played without
    being judged a second time."""
    morris.start(Match(HOT_SEAT))
    wait_for_human(qtbot, morris)
    counts = {"legal_moves": 0, "illegal_reason": 0}
    pushed: list[dict[str, int]] = []
    for name in counts:
        method = getattr(MorrisState, name)

        def counted(*args: object, _method: object = method, _name: str = name) -> object:
            counts[_name] += 1
            return _method(*args)  # type: ignore[operator]

        monkeypatch.setattr(MorrisState, name, counted)
    unchecked = MorrisState.push_unchecked

    def counted_push(state: MorrisState, move: MorrisMove) -> None:
        pushed.append(dict(counts))
        unchecked(state, move)

    monkeypatch.setattr(MorrisState, "push_unchecked", counted_push)
    assert morris.activate_cell(parse_point("d6"))
    assert pushed == [{"legal_moves": 1, "illegal_reason": 0}]
