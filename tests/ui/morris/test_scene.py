"""The Morris board scene and its view: men, clicks, animations, keyboard and rendering."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QToolTip
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import ADJACENT, MorrisMove, MorrisState, parse_point
from ninetka_desktop.games.ninetka import NinetkaState, parse_cell
from ninetka_desktop.models import MorrisBoardModel, MorrisRole, NinetkaBoardModel
from ninetka_desktop.models.roles import EMPTY_OWNER
from ninetka_desktop.ui.board.view import BoardView
from ninetka_desktop.ui.morris import geometry as geo
from ninetka_desktop.ui.morris.man_item import MorrisManItem
from ninetka_desktop.ui.morris.men_layer import TAKEN_SIZE
from ninetka_desktop.ui.morris.navigation import START, next_point
from ninetka_desktop.ui.morris.scene import MorrisScene
from ninetka_desktop.ui.ninetka.scene import NinetkaScene


def p(name: str) -> int:
    return parse_point(name)


def played(*moves: str, **options: Any) -> MorrisState:
    state = MorrisState.from_options(options)
    for text in moves:
        state.push(state.parse_move(text))
    return state


def make_board(
    qtbot: QtBot, state: MorrisState
) -> tuple[MorrisBoardModel, MorrisScene, BoardView]:
    model = MorrisBoardModel(state)
    scene = MorrisScene(model)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    return model, scene, view


def click(qtbot: QtBot, view: BoardView, point: int) -> None:
    position = view.mapFromScene(geo.point_position(point))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)


def assert_at_rest(scene: MorrisScene) -> None:
    """Every item matches the model and stands still at its home."""
    model = scene.model
    assert scene.matches_model()
    assert not scene.is_animating()
    for point in range(24):
        owner = model.role(point, MorrisRole.OWNER)
        item = scene.men().get(point)
        assert (EMPTY_OWNER if item is None else item.side) == owner, point
        if item is not None:
            assert item.pos() == geo.point_position(point)
            assert item.scale() > 1.0 if item.is_chosen() else item.scale() == 1.0
    for side in (0, 1):
        supply = scene.supply_men(side)
        assert len(supply) == model.men_in_hand(side)
        for index, item in enumerate(supply):
            assert item.side == side and item.pos() == geo.supply_position(side, index)
        taken = scene.taken_men(side)
        assert len(taken) == model.men_taken_by(side)
        for index, item in enumerate(taken):
            assert item.side == 1 - side and item.pos() == geo.captured_position(side, index)
            assert item.resting_size() == TAKEN_SIZE
    # No stray item is left behind in the scene.
    shown = [i for i in scene.items() if isinstance(i, MorrisManItem) and i is not scene.ghost()]
    shown = [i for i in shown if not i.is_ghost()]
    assert len(shown) == len(scene.men()) + sum(
        len(scene.supply_men(s)) + len(scene.taken_men(s)) for s in (0, 1)
    )


@pytest.fixture
def mill_ready() -> MorrisState:
    """White has a1 and a4: placing a7 closes a mill, and d7 or g7 may be taken."""
    return played("a1", "d7", "a4", "g7")


@pytest.fixture
def moving() -> MorrisState:
    return MorrisState.from_position(
        ["a1", "a4", "d1", "f4", "e5"], ["g7", "g4", "d7", "b6", "c5", "d3"], to_move=0
    )


# --- what stands where --------------------------------------------------------------------------


def test_men_stand_where_the_model_says(qtbot: QtBot) -> None:
    state = played("b2", "g7", "f2", "g4", "d6", "g1xb2", "b4")
    _, scene, _ = make_board(qtbot, state)
    assert set(scene.men()) == {p(n) for n in ("g7", "g4", "g1", "f2", "d6", "b4")}
    assert scene.men()[p("g7")].side == 1 and scene.men()[p("b4")].side == 0
    assert len(scene.supply_men(0)) == 5 and len(scene.supply_men(1)) == 6
    assert len(scene.taken_men(1)) == 1 and scene.taken_men(1)[0].side == 0
    assert scene.taken_men(0) == []
    assert scene.men()[p("g4")].in_mill() and not scene.men()[p("b4")].in_mill()
    assert scene.board_item().mills() == {(p("g7"), p("g1"))}
    assert_at_rest(scene)


def test_the_points_map_back_from_their_centres(qtbot: QtBot) -> None:
    _, scene, _ = make_board(qtbot, MorrisState())
    for point in range(24):
        assert scene.point_at(scene.point_center(point)) == point
        assert scene.cell_at(scene.cell_center(point)) == point
    assert scene.point_at(geo.grid_position(3, 3)) is None  # d4, the middle, is no point


# --- clicks -------------------------------------------------------------------------------------


def test_a_click_on_a_legal_point_emits_it_and_an_illegal_one_nothing(
    qtbot: QtBot, moving: MorrisState
) -> None:
    _, scene, view = make_board(qtbot, moving)
    with qtbot.waitSignal(scene.cellActivated, timeout=1000) as blocker:
        click(qtbot, view, p("a4"))  # a man that can move
    assert blocker.args == [p("a4")]
    with qtbot.assertNotEmitted(scene.cellActivated, wait=50):
        click(qtbot, view, p("a1"))  # boxed in by its own men
        click(qtbot, view, p("g7"))  # the opponent's
        click(qtbot, view, p("b4"))  # empty, nothing selected


def test_a_press_and_a_release_on_different_points_is_no_click(
    qtbot: QtBot, moving: MorrisState
) -> None:
    _, scene, view = make_board(qtbot, moving)
    with qtbot.assertNotEmitted(scene.cellActivated, wait=50):
        qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(geo.point_position(p("a4"))))
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                           pos=view.mapFromScene(geo.point_position(p("f4"))))


def test_a_board_that_is_not_interactive_ignores_clicks(qtbot: QtBot, moving: MorrisState) -> None:
    _, scene, view = make_board(qtbot, moving)
    scene.set_interactive(False)
    assert not scene.is_interactive()
    assert not scene.men()[p("a4")].is_pickable()
    with qtbot.assertNotEmitted(scene.cellActivated, wait=50):
        click(qtbot, view, p("a4"))
    assert not scene.activate_cell(p("a4"))
    scene.set_interactive(True)
    assert scene.men()[p("a4")].is_pickable()
    with qtbot.waitSignal(scene.cellActivated, timeout=1000):
        click(qtbot, view, p("a4"))


def test_roles_become_marks(qtbot: QtBot, moving: MorrisState) -> None:
    model, scene, _ = make_board(qtbot, moving)
    assert scene.board_item().legal() == frozenset()  # picking a man comes first
    model.select(p("a4"))
    man = scene.men()[p("a4")]
    assert man.is_chosen() and not man.is_pickable()
    assert man.scale() > 1.0  # lifted
    assert scene.board_item().legal() == {p("a7"), p("b4")}
    assert scene.men()[p("d1")].is_pickable()  # another man may still be picked instead
    scene.set_interactive(False)
    assert scene.board_item().legal() == frozenset()


def test_hovering_a_legal_empty_point_shows_a_ghost_of_the_man(
    qtbot: QtBot, mill_ready: MorrisState
) -> None:
    _, scene, view = make_board(qtbot, mill_ready)
    hovered: list[int] = []
    scene.cellHovered.connect(hovered.append)
    scene.set_current_seat(0)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(geo.point_position(p("e4"))))
    qtbot.waitUntil(lambda: scene.ghost() is not None, timeout=1000)
    ghost = scene.ghost()
    assert ghost is not None and ghost.side == 0 and ghost.pos() == geo.point_position(p("e4"))
    assert scene.preview_cell() == p("e4") and hovered[-1] == p("e4")
    scene.clear_pointer()
    assert scene.ghost() is None and hovered[-1] == -1
    scene.set_focus_cell(p("g1"))  # the keyboard focus previews the same way
    assert scene.ghost() is not None
    scene.set_focus_cell(p("d7"))  # occupied: no ghost, no glow
    assert scene.ghost() is None and scene.preview_cell() is None


# --- animations ---------------------------------------------------------------------------------


def test_a_placement_travels_from_the_supply_and_reports_once(
    qtbot: QtBot, mill_ready: MorrisState
) -> None:
    model, scene, _ = make_board(qtbot, mill_ready)
    finished: list[int] = []
    scene.animationsFinished.connect(lambda: finished.append(1))
    man = scene.supply_men(0)[-1]
    start = man.pos()
    model.play(model.state.parse_move("g1"))
    assert scene.is_animating()
    assert scene.men()[p("g1")] is man and man.pos() == start
    assert len(scene.supply_men(0)) == 6
    qtbot.waitUntil(lambda: man.lift_level() > 0.2, timeout=2000)  # it is carried, not pushed
    qtbot.waitUntil(lambda: len(finished) == 1, timeout=3000)
    qtbot.wait(30)
    assert finished == [1]
    assert_at_rest(scene)


def test_a_slide_runs_straight_along_its_line(qtbot: QtBot, moving: MorrisState) -> None:
    model, scene, _ = make_board(qtbot, moving)
    man = scene.men()[p("a4")]
    with qtbot.waitSignal(scene.animationsFinished, timeout=3000):
        model.play(MorrisMove(p("a4"), p("b4")))
        assert scene.is_animating() and man.pos() == geo.point_position(p("a4"))
        route = man.route()
        assert route is not None
        middle = route.pointAtPercent(0.5)
        assert middle.y() == pytest.approx(geo.point_position(p("a4")).y())
        assert man.lift_level() == 0.0
    assert scene.men()[p("b4")] is man and p("a4") not in scene.men()
    assert scene.board_item().last_move() == {p("a4"): "from", p("b4"): "to"}
    assert_at_rest(scene)


def test_a_flight_arcs_over_the_board(qtbot: QtBot) -> None:
    state = MorrisState.from_position(["a1", "a4", "d1"], ["g7", "g4", "d7", "b6"], to_move=0)
    model, scene, _ = make_board(qtbot, state)
    man = scene.men()[p("a1")]
    move = MorrisMove(p("a1"), p("f2"))
    assert move.dst not in ADJACENT[p("a1")]
    lifts: list[float] = []
    with qtbot.waitSignal(scene.animationsFinished, timeout=3000):
        model.play(move)
        route = man.route()
        assert route is not None
        start, end = geo.point_position(p("a1")), geo.point_position(p("f2"))
        middle, chord = route.pointAtPercent(0.5), (start + end) / 2
        assert (middle - chord).manhattanLength() > 20  # bowed, not straight
        qtbot.waitUntil(lambda: lifts.append(man.lift_level()) or man.lift_level() > 0.6,
                        timeout=2000)
    assert max(lifts) > 0.6
    assert scene.men()[p("f2")] is man
    assert_at_rest(scene)


def test_a_removal_flashes_the_man_and_takes_it_to_the_captors_side(
    qtbot: QtBot, mill_ready: MorrisState
) -> None:
    model, scene, _ = make_board(qtbot, mill_ready)
    victim = scene.men()[p("d7")]
    alarms: list[float] = []
    with qtbot.waitSignal(scene.animationsFinished, timeout=4000):
        model.play(model.state.parse_move("a7xd7"))
        assert scene.taken_men(0) == [victim]
        assert victim.pos() == geo.point_position(p("d7"))  # it waits for the placement
        qtbot.waitUntil(lambda: alarms.append(victim.alarm_level()) or victim.alarm_level() > 0.5,
                        timeout=3000)
    assert victim.pos() == geo.captured_position(0, 0)
    assert victim.scale() == pytest.approx(TAKEN_SIZE)
    assert len(scene.supply_men(0)) == 6 and len(scene.supply_men(1)) == 7
    assert len(scene.men()) == 4  # a1 a4 a7 and g7
    assert scene.board_item().last_move() == {p("a7"): "to", p("d7"): "removed"}
    assert_at_rest(scene)


def test_a_pending_move_shows_its_man_then_play_animates_only_the_removal(
    qtbot: QtBot, mill_ready: MorrisState
) -> None:
    model, scene, _ = make_board(qtbot, mill_ready)
    man = scene.supply_men(0)[-1]
    with qtbot.assertNotEmitted(scene.animationsFinished, wait=0):
        model.set_pending(MorrisMove(None, p("a7")))
        assert scene.is_animating() and scene.men()[p("a7")] is man
        assert scene.removable_marks() == frozenset()  # they appear once the man lands
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
        qtbot.wait(30)
    assert man.pos() == geo.point_position(p("a7")) and man.in_mill()
    assert scene.removable_marks() == {p("d7"), p("g7")}
    assert_at_rest(scene)
    positions: list[QPointF] = []
    with qtbot.waitSignal(scene.animationsFinished, timeout=3000):
        model.play(model.state.parse_move("a7xg7"))
        assert scene.men()[p("a7")] is man
        assert scene.removable_marks() == frozenset()
        qtbot.waitUntil(lambda: positions.append(man.pos()) or len(positions) > 5, timeout=2000)
    assert all(pos == geo.point_position(p("a7")) for pos in positions)  # the man stays put
    assert len(scene.taken_men(0)) == 1
    assert_at_rest(scene)


def test_a_withdrawn_pending_move_puts_the_man_back(qtbot: QtBot, mill_ready: MorrisState) -> None:
    model, scene, _ = make_board(qtbot, mill_ready)
    scene.set_animation_speed(4)
    man = scene.supply_men(0)[-1]
    model.set_pending(MorrisMove(None, p("a7")))
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=2000)
    with qtbot.assertNotEmitted(scene.animationsFinished, wait=0):
        model.set_pending(None)
        assert scene.is_animating() and scene.supply_men(0)[-1] is man
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=2000)
        qtbot.wait(30)
    assert man.pos() == geo.supply_position(0, 6) and not man.in_mill()
    assert scene.removable_marks() == frozenset()
    assert_at_rest(scene)


def test_a_withdrawn_pending_slide_goes_back_along_its_line(qtbot: QtBot) -> None:
    # White's d2-d1 closes the mill a1 d1 g1.
    state = MorrisState.from_position(["a1", "g1", "d2", "b4"], ["a7", "d7", "g7", "f6"],
                                      to_move=0, flying=False)
    model, scene, _ = make_board(qtbot, state)
    scene.set_animation_speed(4)
    man = scene.men()[p("d2")]
    model.set_pending(MorrisMove(p("d2"), p("d1")))
    assert scene.men()[p("d1")] is man
    model.set_pending(None)  # while it is still on its way
    assert scene.men()[p("d2")] is man
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=2000)
    assert_at_rest(scene)


def test_with_animations_off_everything_is_instant_and_still_reported(
    qtbot: QtBot, mill_ready: MorrisState
) -> None:
    model, scene, _ = make_board(qtbot, mill_ready)
    scene.set_animation_speed(0)
    assert scene.animation_speed() == 0
    with qtbot.waitSignal(scene.animationsFinished, timeout=1000):
        model.play(model.state.parse_move("a7xd7"))
        assert not scene.is_animating()
        assert_at_rest(scene)
    with qtbot.assertNotEmitted(scene.animationsFinished, wait=30):
        model.set_pending(None)  # nothing pending: nothing happens
    with pytest.raises(ValueError):
        scene.set_animation_speed(-1)


def test_rapid_moves_report_once_each_and_end_where_the_model_is(
    qtbot: QtBot, mill_ready: MorrisState
) -> None:
    model, scene, _ = make_board(qtbot, mill_ready)
    finished: list[int] = []
    scene.animationsFinished.connect(lambda: finished.append(1))
    for text in ("a7xd7", "d7", "g1", "b6"):
        model.play(model.state.parse_move(text))
        qtbot.wait(20)  # each arrives while the previous one still moves
    qtbot.waitUntil(lambda: len(finished) == 4, timeout=4000)
    qtbot.wait(50)
    assert len(finished) == 4
    assert_at_rest(scene)


def test_undo_during_an_animation_snaps_back(qtbot: QtBot, mill_ready: MorrisState) -> None:
    model, scene, _ = make_board(qtbot, mill_ready)
    with qtbot.waitSignal(scene.animationsFinished, timeout=1000):
        model.play(model.state.parse_move("a7xd7"))
        assert scene.is_animating()
        model.undo()
    assert_at_rest(scene)
    assert p("a7") not in scene.men() and scene.men()[p("d7")].side == 1
    assert scene.taken_men(0) == [] and len(scene.supply_men(0)) == 7


def test_undo_and_reset_while_a_pending_man_travels(qtbot: QtBot, mill_ready: MorrisState) -> None:
    model, scene, _ = make_board(qtbot, mill_ready)
    model.set_pending(MorrisMove(None, p("a7")))
    model.undo()  # withdraws the pending move without a pendingChanged
    assert_at_rest(scene)
    model.set_pending(MorrisMove(None, p("g1")))  # Black's turn again
    model.set_state(played("d6", "d2"))
    assert_at_rest(scene)
    assert set(scene.men()) == {p("d6"), p("d2")}


def test_random_sequences_always_end_matching_the_model(qtbot: QtBot) -> None:
    model, scene, _ = make_board(qtbot, MorrisState())
    scene.set_animation_speed(3)
    rng = random.Random(5)
    for _ in range(140):
        state = model.state
        roll = rng.random()
        if state.is_over():
            model.set_state(MorrisState())
        elif roll < 0.12 and state.move_stack:
            model.undo()
        elif roll < 0.3:
            closing = [m for m in state.legal_moves() if m.remove is not None]
            if closing:
                model.set_pending(MorrisMove(closing[0].src, closing[0].dst))
                if rng.random() < 0.5:
                    model.set_pending(None)
                else:
                    model.play(closing[0])
        else:
            model.play(rng.choice(state.legal_moves()))
        if rng.random() < 0.3:
            qtbot.wait(rng.randrange(1, 60))
        assert scene.matches_model()
    scene.finish_animations()
    assert_at_rest(scene)


# --- theme, hint, text --------------------------------------------------------------------------


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_mid_game_position_renders_in_both_themes(
    qtbot: QtBot, mill_ready: MorrisState, theme: str
) -> None:
    model, scene, view = make_board(qtbot, mill_ready)
    scene.set_animation_speed(0)
    model.set_pending(MorrisMove(None, p("a7")))
    scene.set_theme(theme)
    scene.set_hint(p("g1"))
    scene.set_focus_cell(p("e4"))
    assert scene.theme() == theme and scene.board_palette().name == theme
    assert scene.backgroundBrush().color() == scene.board_palette().table
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert image.pixelColor(QPoint(200, 150)).alpha() == 255
    assert not view.grab().isNull()
    with pytest.raises(ValueError):
        scene.set_theme("neon")


def test_the_hint_marks_a_point_until_cleared(qtbot: QtBot) -> None:
    _, scene, _ = make_board(qtbot, MorrisState())
    scene.set_hint(p("d6"))
    assert scene.hint() == p("d6")
    scene.set_animation_speed(0)
    assert scene.hint() == p("d6")
    scene.set_hint(None)
    assert scene.hint() is None


def test_describe_cell_reads_a_point_aloud(qtbot: QtBot, mill_ready: MorrisState) -> None:
    model, scene, _ = make_board(qtbot, mill_ready)
    scene.set_animation_speed(0)
    assert scene.describe_cell(p("e4")) == "e4, empty, you can play here"
    assert scene.describe_cell(p("g7")) == "g7, Black man, moved last"
    model.set_pending(MorrisMove(None, p("a7")))
    assert scene.describe_cell(p("a7")) == "a7, White man, in a mill"
    assert scene.describe_cell(p("d7")) == "d7, Black man, can be taken"
    model.play(model.state.parse_move("a7xd7"))
    assert scene.describe_cell(p("d7")) == (
        "d7, empty, a man was taken here in the last move, you can play here"
    )
    with pytest.raises(ValueError):
        scene.describe_cell(24)


# --- keyboard -----------------------------------------------------------------------------------


def test_arrows_walk_the_grid_and_skip_what_is_no_point() -> None:
    assert next_point(p("a1"), 1, 0) == p("d1")  # b1 and c1 are no points
    assert next_point(p("d3"), 0, 1) == p("d5")  # over the middle
    assert next_point(p("a4"), 1, 0) == p("b4")
    assert next_point(p("g7"), 1, 0) == p("g7")  # the edge
    assert next_point(p("c3"), -1, 0) == p("b4")  # nothing in line: the nearest ahead
    assert next_point(None, 1, 0) == p("e4") and next_point(None, 0, 0) == START
    for point in range(24):  # every point can go somewhere
        assert any(next_point(point, dx, dy) != point
                   for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))


def test_keyboard_focus_and_enter_play_on_the_morris_board(
    qtbot: QtBot, moving: MorrisState
) -> None:
    _, scene, view = make_board(qtbot, moving)
    assert view.accessibleName() == "Nine Men's Morris board"
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Left)  # the first arrow shows the ring left of the middle
    assert scene.focus_cell() == p("c4")
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert scene.focus_cell() == p("a4")
    assert view.accessibleDescription() == scene.describe_cell(p("a4"))
    with qtbot.waitSignal(scene.cellActivated, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [p("a4")]
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert scene.focus_cell() == p("a7")
    with qtbot.assertNotEmitted(scene.cellActivated, wait=50):
        qtbot.keyClick(view, Qt.Key.Key_Space)  # empty, nothing picked up
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.focus_cell() is None
    with pytest.raises(ValueError):
        scene.set_focus_cell(30)


def test_one_view_serves_both_games(qtbot: QtBot, moving: MorrisState) -> None:
    ninetka = NinetkaScene(NinetkaBoardModel(NinetkaState(players=2)))
    morris = MorrisScene(MorrisBoardModel(moving))
    view = BoardView(ninetka)
    qtbot.addWidget(view)
    view.resize(600, 600)
    view.show()
    qtbot.waitExposed(view)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert ninetka.focus_cell() == parse_cell("F6")
    view.setScene(morris)
    assert ninetka.focus_cell() is None and view.board_scene() is morris
    assert view.accessibleName() == "Nine Men's Morris board"
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the 9tka cell is forgotten: start from the middle
    assert morris.focus_cell() == p("d3")
    with qtbot.waitSignal(morris.cellActivated, timeout=1000):
        click(qtbot, view, p("d1"))
    view.setScene(ninetka)
    assert view.accessibleName() == "9tka board"
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert ninetka.focus_cell() == parse_cell("F6")


def test_a_tooltip_describes_the_point_under_the_pointer(
    qtbot: QtBot, mill_ready: MorrisState
) -> None:
    _, scene, view = make_board(qtbot, mill_ready)
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(geo.point_position(p("a4")))
    event.setScreenPos(view.mapToGlobal(view.mapFromScene(geo.point_position(p("a4")))))
    scene.helpEvent(event)
    assert event.isAccepted()
    assert QToolTip.text() == scene.describe_cell(p("a4"))
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(geo.grid_position(3, 3))  # the middle: no point
    scene.helpEvent(event)
    assert not event.isAccepted()
