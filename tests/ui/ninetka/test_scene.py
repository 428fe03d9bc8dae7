"""The 9tka board scene and view: clicks, animations, keyboard, previews and rendering."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QToolTip
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.ninetka import (
    FIELD_CELLS,
    SLOTS,
    MoveKind,
    NinetkaMove,
    NinetkaState,
    parse_cell,
)
from ninetka_desktop.models import BoardRole, NinetkaBoardModel
from ninetka_desktop.ui.board.view import BoardView
from ninetka_desktop.ui.ninetka import geometry as geo
from ninetka_desktop.ui.ninetka.scene import NinetkaScene, step


def make_board(
    qtbot: QtBot, state: NinetkaState
) -> tuple[NinetkaBoardModel, NinetkaScene, BoardView]:
    model = NinetkaBoardModel(state)
    scene = NinetkaScene(model)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(600, 600)
    view.show()
    qtbot.waitExposed(view)
    return model, scene, view


def movement_state(slides: int = 0, seed: int = 3) -> NinetkaState:
    """A 2-player game in the movement phase after ``slides`` random slides."""
    state = NinetkaState(players=2, neutrals="random", seed=seed)
    rng = random.Random(seed)
    while state.phase != "movement":
        state.push(rng.choice(state.legal_moves()))
    for _ in range(slides):
        state.push(rng.choice(state.legal_moves()))
    return state


def click(qtbot: QtBot, view: BoardView, cell: int) -> None:
    point = view.mapFromScene(view.board_scene().cell_center(cell))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def slide_move(state: NinetkaState) -> NinetkaMove:
    """The legal slide that travels furthest (so it really animates across cells)."""
    slides = [m for m in state.legal_moves() if m.kind is MoveKind.SLIDE]
    return max(slides, key=lambda m: (abs(m.cell - m.target), m.cell))


def test_every_used_cell_maps_back_from_its_centre() -> None:
    for cell in (*FIELD_CELLS, *SLOTS):
        assert geo.cell_at(geo.cell_center(cell)) == cell
    assert geo.cell_at(geo.cell_center(parse_cell("A2")) + QPointF(0, geo.CELL)) is None  # A1
    assert geo.cell_at(QPointF(1, 1)) is None


def test_clicking_a_legal_core_cell_emits_it_and_a_ring_cell_emits_nothing(
    qtbot: QtBot,
) -> None:
    _, scene, view = make_board(qtbot, NinetkaState(players=2))
    with qtbot.waitSignal(scene.cellActivated, timeout=1000) as blocker:
        click(qtbot, view, parse_cell("E6"))
    assert blocker.args == [parse_cell("E6")]
    with qtbot.assertNotEmitted(scene.cellActivated, wait=50):
        click(qtbot, view, parse_cell("B2"))  # the greyed ring: no neutral may go there
        click(qtbot, view, parse_cell("A5"))  # a slot, not legal in phase 1


def test_a_placement_puts_a_counter_on_its_cell_and_reports_the_end(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, NinetkaState(players=2))
    cell = parse_cell("F6")
    assert scene.counter_at(cell) is None
    with qtbot.waitSignal(scene.animationsFinished, timeout=2000):
        model.play(NinetkaMove(MoveKind.NEUTRAL, cell))
        assert scene.is_animating()
    item = scene.counter_at(cell)
    assert item is not None and item.owner == model.data(model.index_of_cell(cell), BoardRole.OWNER)
    assert item.pos() == scene.cell_center(cell)
    assert (item.opacity(), item.scale()) == (1.0, 1.0)


def test_a_slide_animates_to_its_landing_cell(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, movement_state(4))
    move = slide_move(model.state)
    item = scene.counter_at(move.cell)
    assert item is not None
    with qtbot.waitSignal(scene.animationsFinished, timeout=2000):
        model.play(move)
        assert scene.is_animating()
        assert item.pos() == scene.cell_center(move.cell)  # it starts from the slot
    assert scene.counter_at(move.target) is item
    assert scene.counter_at(move.cell) is None
    assert item.pos() == scene.cell_center(move.target)
    assert not scene.is_animating()


def test_with_animations_off_the_end_is_still_reported(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, movement_state(2))
    scene.set_animation_speed(0)
    move = slide_move(model.state)
    with qtbot.waitSignal(scene.animationsFinished, timeout=1000):
        model.play(move)
        assert not scene.is_animating()
    assert scene.counter_at(move.target) is not None
    assert scene.counter_at(move.target).pos() == scene.cell_center(move.target)


def test_a_new_move_finishes_the_running_one_so_every_move_reports_once(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, movement_state(2))
    finished: list[int] = []
    scene.animationsFinished.connect(lambda: finished.append(1))
    model.play(slide_move(model.state))
    model.play(slide_move(model.state))
    qtbot.waitUntil(lambda: len(finished) == 2, timeout=2000)
    qtbot.wait(50)
    assert len(finished) == 2


def test_undo_puts_the_counter_back_at_once(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, movement_state(4))
    move = slide_move(model.state)
    with qtbot.waitSignal(scene.animationsFinished, timeout=2000):
        model.play(move)
    model.undo()
    assert not scene.is_animating()
    item = scene.counter_at(move.cell)
    assert item is not None and item.pos() == scene.cell_center(move.cell)
    assert scene.counter_at(move.target) is None


def test_undo_during_an_animation_snaps_back(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, movement_state(4))
    move = slide_move(model.state)
    with qtbot.waitSignal(scene.animationsFinished, timeout=1000):
        model.play(move)
        model.undo()
    assert scene.counter_at(move.cell).pos() == scene.cell_center(move.cell)
    assert scene.counter_at(move.target) is None


def test_items_match_the_model_after_a_reset(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, NinetkaState(players=2))
    state = movement_state(6)
    model.set_state(state)
    occupied = {c for c in (*FIELD_CELLS, *SLOTS) if state.owner_at(c) is not None}
    assert set(scene.counters()) == occupied
    for cell in occupied:
        blocked = model.data(model.index_of_cell(cell), BoardRole.BLOCKED)
        assert scene.counter_at(cell).is_blocked() == bool(blocked)


def test_section_tints_follow_the_holders(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, movement_state(0))
    scene.set_animation_speed(0)
    rng = random.Random(9)
    for _ in range(12):
        model.play(rng.choice(model.state.legal_moves()))
        expected = tuple(-1 if h is None else h for h in model.state.section_holders())
        assert scene._board.holders() == expected


def test_keyboard_arrows_and_enter_activate_a_legal_cell(qtbot: QtBot) -> None:
    _, scene, view = make_board(qtbot, NinetkaState(players=2))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows the frame on the centre
    assert scene.focus_cell() == parse_cell("F6")
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert scene.focus_cell() == parse_cell("G7")
    with qtbot.waitSignal(scene.cellActivated, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [parse_cell("G7")]
    scene.set_focus_cell(parse_cell("B2"))
    with qtbot.assertNotEmitted(scene.cellActivated, wait=50):
        qtbot.keyClick(view, Qt.Key.Key_Space)


def test_arrows_skip_the_corners_and_stop_at_the_edge() -> None:
    assert step(parse_cell("B1"), 0, -1) == parse_cell("B1")  # A1 is a corner, then off board
    assert step(parse_cell("A2"), -1, 0) == parse_cell("A2")
    assert step(parse_cell("B2"), 0, -1) == parse_cell("A2")
    assert step(parse_cell("J11"), 0, 1) == parse_cell("J11")
    assert step(parse_cell("E6"), 1, 0) == parse_cell("E7")


def test_hovering_a_waiting_counter_previews_its_slide(qtbot: QtBot) -> None:
    model, scene, view = make_board(qtbot, movement_state(2))
    move = slide_move(model.state)
    hovered: list[int] = []
    scene.cellHovered.connect(hovered.append)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.cell_center(move.cell)))
    qtbot.waitUntil(lambda: scene.preview_landing() == move.target, timeout=1000)
    assert scene.preview_cell() == move.cell
    assert hovered[-1] == move.cell
    scene.clear_pointer()
    assert scene.preview_landing() is None
    assert hovered[-1] == -1
    # The keyboard focus frame previews the same way.
    scene.set_focus_cell(move.cell)
    assert scene.preview_landing() == move.target


def test_a_blocked_or_foreign_counter_shows_no_preview(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, movement_state(10))
    state = model.state
    legal = {m.cell for m in state.legal_moves()}
    others = [s for s in SLOTS if state.owner_at(s) is not None and s not in legal]
    assert others
    scene.set_focus_cell(others[0])
    assert scene.preview_landing() is None and scene.preview_cell() is None


def test_a_board_that_is_not_interactive_ignores_the_user(qtbot: QtBot) -> None:
    model, scene, view = make_board(qtbot, movement_state(2))
    move = slide_move(model.state)
    scene.set_interactive(False)
    with qtbot.assertNotEmitted(scene.cellActivated, wait=50):
        click(qtbot, view, move.cell)
    scene.set_focus_cell(move.cell)
    assert scene.preview_landing() is None
    scene.set_interactive(True)
    assert scene.preview_landing() == move.target
    with qtbot.waitSignal(scene.cellActivated, timeout=1000) as blocker:
        click(qtbot, view, move.cell)
    assert blocker.args == [move.cell]


def test_hint_marks_a_cell_until_cleared(qtbot: QtBot) -> None:
    _, scene, _ = make_board(qtbot, NinetkaState(players=2))
    scene.set_hint(parse_cell("E6"))
    assert scene.hint() == parse_cell("E6")
    scene.set_animation_speed(0)
    assert scene.hint() == parse_cell("E6")
    scene.set_hint(None)
    assert scene.hint() is None


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_mid_game_position_renders_in_both_themes(qtbot: QtBot, theme: str) -> None:
    model, scene, view = make_board(qtbot, movement_state(8))
    move = slide_move(model.state)
    scene.set_theme(theme)
    scene.set_hint(move.cell)
    scene.set_focus_cell(move.cell)
    assert scene.theme() == theme
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert not view.grab().isNull()
    centre = image.pixelColor(QPoint(200, 200))
    assert centre.alpha() == 255
    with pytest.raises(ValueError):
        scene.set_theme("neon")


def test_a_pass_animates_nothing_but_still_reports_the_end(qtbot: QtBot) -> None:
    state = NinetkaState(players=2, neutrals="random", seed=3)
    rng = random.Random(0)
    while state.legal_moves()[0].kind is not MoveKind.PASS:
        state.push(rng.choice(state.legal_moves()))
    model, scene, _ = make_board(qtbot, state)
    before = {cell: item.pos() for cell, item in scene.counters().items()}
    with qtbot.waitSignal(scene.animationsFinished, timeout=1000):
        model.play(state.legal_moves()[0])
        assert not scene.is_animating()
    assert {cell: item.pos() for cell, item in scene.counters().items()} == before


def test_the_view_follows_a_swapped_scene(qtbot: QtBot) -> None:
    _, scene, view = make_board(qtbot, NinetkaState(players=2))
    other = NinetkaScene(NinetkaBoardModel(NinetkaState(players=2)))
    scene.set_focus_cell(parse_cell("E6"))
    view.setScene(other)
    assert view.board_scene() is other and scene.focus_cell() is None
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert other.focus_cell() is not None
    with qtbot.waitSignal(other.cellActivated, timeout=1000):
        click(qtbot, view, parse_cell("F6"))


def _tooltip_at(scene: NinetkaScene, view: BoardView, cell: int) -> str:
    position = scene.cell_center(cell)
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(position)
    event.setScreenPos(view.viewport().mapToGlobal(view.mapFromScene(position)))
    scene.helpEvent(event)
    text = QToolTip.text()
    QToolTip.hideText()
    return text


def test_tooltips_describe_cells_and_a_blocked_counter_says_so(qtbot: QtBot) -> None:
    model, scene, view = make_board(qtbot, NinetkaState(players=2))
    assert _tooltip_at(scene, view, parse_cell("F6")).startswith("F6")
    blocked: list[int] = []
    for seed in range(40):
        model.set_state(movement_state(12, seed))
        blocked = [c for c in SLOTS if model.data(model.index_of_cell(c), BoardRole.BLOCKED)]
        if blocked:
            break
    assert blocked, "no blocked counter in the sample games"
    assert _tooltip_at(scene, view, blocked[0]) == "Blocked: this counter can never move"
