"""``MorrisScene``: a Morris board of the family drawn from a ``MorrisBoardModel``, animated.

The scene only reads the model: roles for what stands where and what may be clicked,
``men_in_hand`` / ``men_taken_by`` for the men beside the board, and ``movePlayed``,
``pendingChanged``, ``moveUndone`` and ``modelReset`` for when to animate or resync. It offers
the same interface as the 9tka ``NinetkaScene`` (cells are the board's points here), so the
window, the view and the controllers can use either. The layout follows the board of the game
shown (``geometry.BoardGeometry``): a reset to a game on another board lays the scene out anew.

Every change first jumps a running animation to its end, then re-files the men that move
(``MorrisMenLayer``), makes the men match the model exactly, and only then starts the new
animation from where the men stand: so however fast moves, undos and resets follow each other,
the men end where the model says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from ...games.morris import MorrisMove
from ...models.morris.board import MorrisBoardModel, point_of
from ...models.morris.family import board_of, men_per_side, mill_lines, variant_of
from ...models.roles import EMPTY_OWNER, MorrisRole
from ..board.overlays import FocusFrameItem, HighlightItem, HintItem
from ..board.scene import ChangedRoles, GameScene, Themed
from ..look.theme import palette
from .animator import MorrisAnimator, Travel, Way
from .board_item import PLATE_GROW, MorrisBoardItem, supply_tray
from .geometry import BoardGeometry, geometry_for
from .man_item import MorrisManItem
from .men_layer import MorrisMenLayer
from .navigation import next_point
from .overlays import RemovableMarksItem, point_outline
from .words import board_accessible_name, man_word

Z_BOARD, Z_HIGHLIGHT, Z_MAN, Z_GHOST, Z_REMOVABLE, Z_HINT, Z_FOCUS = 0, 1, 3, 5, 5.5, 6, 7
_PAD = PLATE_GROW + 3.0  # the plate's rim, and room for the shadows of the men at the edge

_Carry = tuple[MorrisManItem, Way]
#: How far the pointer must move with the button down before a pressed man is dragged, in
#: men's radii.
DRAG_START = 0.4
Z_DRAGGED = 8  # above everything while it follows the pointer


@dataclass(slots=True)
class _Drag:
    point: int  # where the man was pressed
    start: QPointF  # where the press was
    item: MorrisManItem | None = None  # set once the man is picked up and follows the pointer


def tr(text: str) -> str:
    return QCoreApplication.translate("MorrisScene", text)


class MorrisScene(GameScene):
    """Cells are the board's points, 0..n-1 (``cellActivated``, ``cellHovered``, focus, hints)."""

    _animator: MorrisAnimator
    _board: MorrisBoardItem

    def __init__(self, model: MorrisBoardModel, parent: QObject | None = None) -> None:
        super().__init__(palette("light"), parent)
        self._model = model
        pal = self._palette
        self._shown_pending: MorrisMove | None = None  # the pending move the men show
        self._resetting = False  # while a reset lets the last animation finish
        self._drag: _Drag | None = None
        self._geo = geo = self._model_geometry()
        self.setSceneRect(geo.scene_rect.adjusted(-_PAD, -_PAD, _PAD, _PAD))
        self._board = MorrisBoardItem(pal, geo)
        self._board.setZValue(Z_BOARD)
        self._highlight = HighlightItem(pal, Z_HIGHLIGHT, outline=self._outline)
        self._ghost = MorrisManItem(0, pal, radius=geo.man_radius)
        self._ghost.set_ghost(True)
        self._ghost.setZValue(Z_GHOST)
        self._ghost.setVisible(False)
        self._removable = RemovableMarksItem(pal, Z_REMOVABLE, geometry=geo)
        self._hint = HintItem(pal, Z_HINT, outline=self._outline)
        self._focus = FocusFrameItem(pal, Z_FOCUS, outline=self._outline)
        for item in (self._board, self._highlight, self._ghost, self._removable, self._hint):
            self.addItem(item)
        self.addItem(self._focus)
        self._men = MorrisMenLayer(self, model, pal, Z_MAN)
        self._men.set_geometry(geo)
        self._animator = MorrisAnimator(self)
        self._animator.finished.connect(self.animationsFinished)
        self._animator.stopped.connect(self._on_animation_stopped)
        self._animator.landed.connect(self._refresh_marks)
        model.pendingChanged.connect(self._on_pending_changed)
        self._watch(model)

    # --- public API -----------------------------------------------------------------------------

    @property
    def model(self) -> MorrisBoardModel:
        return self._model

    @property
    def geometry(self) -> BoardGeometry:
        """The layout of the board shown now."""
        return self._geo

    def point_center(self, point: int) -> QPointF:
        """The centre of a point in scene coordinates."""
        return self._geo.point_position(point)

    def point_at(self, position: QPointF) -> int | None:
        """The point under a scene position, or None."""
        return self._geo.point_at(position)

    def cell_at(self, position: QPointF) -> int | None:
        return self._geo.point_at(position)

    # The name the 9tka scene uses, so callers can treat both scenes alike.
    cell_center = point_center

    def men(self) -> dict[int, MorrisManItem]:
        """The man item on each occupied point (a travelling man counts at its destination)."""
        return self._men.men()

    def man_at(self, point: int) -> MorrisManItem | None:
        return self._men.at(point)

    def supply_men(self, side: int) -> list[MorrisManItem]:
        """The items of ``side``'s men in hand, top first."""
        return self._men.supply(side)

    def taken_men(self, captor: int) -> list[MorrisManItem]:
        """The items of the men ``captor`` has taken, first taken first."""
        return self._men.taken(captor)

    def matches_model(self) -> bool:
        """Whether every man item stands where the model says (or is on its way there)."""
        return self._men.matches_model()

    def set_animation_speed(self, factor: float) -> None:
        super().set_animation_speed(factor)
        self._removable.set_animated(factor > 0)

    def set_focus_cell(self, point: int | None) -> None:
        """Move the keyboard focus ring (None hides it); the ring also previews."""
        if point is not None and not 0 <= point < self._geo.num_points:
            raise ValueError(f"{point} is not a point of the board")
        self._focus.set_cell(point)
        self._refresh_preview()

    def next_focus(self, cell: int | None, dx: int, dy: int) -> int | None:
        """Where an arrow key takes the focus from ``cell`` (``dy`` > 0 is up the board)."""
        return next_point(cell, dx, dy, self._geo.board)

    def accessible_name(self) -> str:
        return board_accessible_name(variant_of(self._model.state))

    def ghost(self) -> MorrisManItem | None:
        """The translucent man shown on a hovered point, if one is shown."""
        return self._ghost if self._ghost.isVisible() else None

    def removable_marks(self) -> frozenset[int]:
        """The points whose men are marked as takeable now."""
        return self._removable.points()

    def board_item(self) -> MorrisBoardItem:
        return self._board

    def describe_cell(self, point: int) -> str:
        """A short spoken description of a point, for accessibility and tooltips."""
        if not 0 <= point < self._geo.num_points:
            raise ValueError(f"{point} is not a point of the board")
        cows = variant_of(self._model.state).cows
        name = str(self._role(point, MorrisRole.POINT_NAME))
        owner = self._role(point, MorrisRole.OWNER)
        last = self._role(point, MorrisRole.LAST_MOVE)
        playable = self._interactive and point in self._legal
        if owner == EMPTY_OWNER:
            text = tr("{point}, empty")
            if last == "from":
                text += tr(", the last move came from here")
            elif last == "removed":
                text += (
                    tr(", a cow was shot here in the last move")
                    if cows
                    else tr(", a man was taken here in the last move")
                )
            if playable:
                text += tr(", you can play here")
        else:
            text = man_word(owner, cows)
            if self._role(point, MorrisRole.SELECTED):
                text += tr(", picked up")
            elif playable and not self._role(point, MorrisRole.REMOVABLE):
                text += tr(", can be picked up")
            if self._role(point, MorrisRole.IN_MILL):
                text += tr(", in a mill")
            if self._role(point, MorrisRole.REMOVABLE):
                text += tr(", can be shot") if cows else tr(", can be taken")
            if last == "to":
                text += tr(", moved last")
        return text.replace("{point}", name)

    # --- model -> items -------------------------------------------------------------------------

    def _role(self, point: int, role: MorrisRole) -> Any:
        return self._model.role(point, role)

    def _themed_items(self) -> tuple[Themed, ...]:
        return (
            self._board,
            self._highlight,
            self._ghost,
            self._removable,
            self._hint,
            self._focus,
            self._men,
        )

    def _model_geometry(self) -> BoardGeometry:
        state = self._model.state
        return geometry_for(board_of(state), men_per_side(state))

    def _outline(self, point: int, grow: float) -> Any:
        return point_outline(point, grow, self._geo)

    def _apply_geometry(self, geo: BoardGeometry) -> None:
        """Lay the scene out for another board: a game of another variant is shown."""
        self._geo = geo
        for overlay in (self._highlight, self._hint, self._focus):
            overlay.set_cell(None)
        self._board.set_geometry(geo)
        self._removable.set_geometry(geo)
        self._ghost.setVisible(False)
        self._ghost.set_radius(geo.man_radius)
        self._men.set_geometry(geo)
        self.setSceneRect(geo.scene_rect.adjusted(-_PAD, -_PAD, _PAD, _PAD))

    def _on_model_reset(self) -> None:
        self._drag = None
        # The model already holds the new game, perhaps on another board: the men still in
        # flight land without a look at it (their marks would read points it may not have).
        self._resetting = True
        try:
            self._animator.finish_now()
        finally:
            self._resetting = False
        self._men.clear()
        geo = self._model_geometry()
        if geo != self._geo:
            self._apply_geometry(geo)
        self._shown_pending = self._model.pending
        self._legal = {p for p in range(geo.num_points) if self._role(p, MorrisRole.LEGAL_TARGET)}
        self._resync()

    def _on_move_undone(self, move: MorrisMove) -> None:
        self._animator.finish_now()
        self._shown_pending = self._model.pending
        self._resync()

    def _on_move_played(self, move: MorrisMove) -> None:
        self._animator.finish_now()
        mover = self._role(move.dst, MorrisRole.OWNER)
        shown, self._shown_pending = self._shown_pending, None
        carried: list[_Carry] = []
        if shown is not None and (shown.src, shown.dst) != (move.src, move.dst):
            self._take_back(shown)  # a different move than the one shown: start from scratch
            shown = None
        if shown is None and mover != EMPTY_OWNER:
            carried = self._carry(move, mover)
        removal: _Carry | None = None
        if move.remove is not None and mover != EMPTY_OWNER:
            taken = self._men.capture(move.remove, mover)
            removal = None if taken is None else (taken, Way.CAPTURE)
        self._run(carried, removal, report=True)

    def _on_pending_changed(self, move: MorrisMove | None) -> None:
        self._animator.finish_now()
        old, self._shown_pending = self._shown_pending, move
        carried: list[_Carry] = []
        if old is not None:
            back = self._take_back(old)
            if move is None:
                carried = back
        if move is not None and (side := self._role(move.dst, MorrisRole.OWNER)) != EMPTY_OWNER:
            carried += self._carry(move, side)
        self._run(carried, None, report=False)

    def _carry(self, move: MorrisMove, side: int) -> list[_Carry]:
        """Re-file the man ``move`` carries to its destination; how it travels."""
        if move.src is None:
            return [(self._men.place(side, move.dst), Way.PLACE)]
        item = self._men.move(move.src, move.dst)
        return [] if item is None else [(item, self._way(move.src, move.dst))]

    def _way(self, src: int, dst: int) -> Way:
        return Way.SLIDE if dst in self._geo.board.adjacent[src] else Way.FLY

    def _take_back(self, move: MorrisMove) -> list[_Carry]:
        """Re-file the man of a shown pending move back to where it came from."""
        if move.src is None:
            item = self._men.unplace(move.dst)
            way = Way.RETURN
        else:
            item = self._men.move(move.dst, move.src)
            way = self._way(move.src, move.dst)
        return [] if item is None else [(item, way)]

    def _run(self, carried: list[_Carry], removal: _Carry | None, report: bool) -> None:
        """Match the model, then animate the re-filed men from where they stand to their homes."""
        self._sync_pending = False
        self._men.sync()
        moving = [item for item, _ in carried] + ([removal[0]] if removal else [])
        self._men.settle(skip=moving)
        travels = [t for item, way in carried if (t := self._travel(item, way)) is not None]
        last = None if removal is None else self._travel(*removal)
        self._animator.run(travels, last, report)
        self._refresh_marks()

    def _travel(self, item: MorrisManItem, way: Way) -> Travel | None:
        home = self._men.home(item)
        if home is None:  # the model disagreed and sync dropped it
            return None
        position, size, _z = home
        item.set_marks(False, False, False)  # marks return when it lands
        return Travel(item, position, way, size)

    def _resync(self) -> None:
        self._sync_pending = False
        self._men.sync()
        self._men.settle()
        self._refresh_marks()

    def _on_animation_stopped(self) -> None:
        if self._resetting:
            return
        self._men.settle(skip=self._animator.moving())
        self._refresh_marks()

    def _cell_of_index(self, row: int, column: int) -> int:
        return point_of(row, column, self._geo.board)

    def _on_cell_changed(self, point: int, changed: ChangedRoles) -> None:
        if MorrisRole.LEGAL_TARGET in changed:
            self._mark_legal(point, bool(self._role(point, MorrisRole.LEGAL_TARGET)))
        if MorrisRole.OWNER in changed:
            self._sync_soon()

    def _flush_sync(self) -> None:
        if self._sync_pending:
            self._sync_pending = False
            if not self._men.matches_model():
                self._men.sync()
                self._men.settle(skip=self._animator.moving())
            self._refresh_marks()

    # --- marks and previews ---------------------------------------------------------------------

    def _refresh_marks(self) -> None:
        if self._resetting:
            return
        moving = set(self._animator.moving())
        on_board = self._men.men()
        landed = {p for p, item in on_board.items() if item not in moving}
        # A mill shows (its line and the rings on its men) once all three of its men stand.
        lines = mill_lines(self._model.state)
        mills = [m for m in lines if set(m) <= landed and self._is_mill(*m)]
        milled = {p for mill in mills for p in mill}
        for point, item in on_board.items():
            if item in moving:
                continue  # its marks appear when it lands
            item.set_marks(
                point in milled,
                bool(self._role(point, MorrisRole.SELECTED)),
                self._marks_legal()
                and point in self._legal
                and not self._role(point, MorrisRole.REMOVABLE),
            )
        for item in self._men.items():
            if item not in on_board.values():
                item.set_marks(False, False, False)
        empty = {p for p in self._legal if self._role(p, MorrisRole.OWNER) == EMPTY_OWNER}
        self._board.set_legal(empty if self._marks_legal() else ())
        self._board.set_last_move(
            {
                p: part
                for p in range(self._geo.num_points)
                if (part := self._role(p, MorrisRole.LAST_MOVE))
            }
            if self._last_move_shown
            else {}
        )
        self._board.set_mills((a, c) for a, _b, c in mills)
        settled = not self._animator.is_running()
        self._removable.set_points(
            p
            for p in range(self._geo.num_points)
            if settled and self._role(p, MorrisRole.REMOVABLE)
        )
        self._refresh_preview()

    def _is_mill(self, a: int, b: int, c: int) -> bool:
        owner = self._role(a, MorrisRole.OWNER)
        return owner != EMPTY_OWNER and all(
            self._role(p, MorrisRole.OWNER) == owner and self._role(p, MorrisRole.IN_MILL)
            for p in (a, b, c)
        )

    def _refresh_preview(self) -> None:
        target = self._preview_target()
        legal = target is not None and target in self._legal
        self._highlight.set_cell(target if legal else None)
        seat = self._current_seat
        if (
            target is None
            or not legal
            or seat is None
            or self._role(target, MorrisRole.OWNER) != EMPTY_OWNER
        ):
            self._ghost.setVisible(False)
            return
        self._ghost.set_side(seat)
        self._ghost.setPos(self._geo.point_position(target))
        self._ghost.setVisible(True)

    # --- dragging a man -------------------------------------------------------------------------
    # Besides two clicks, a man may be dragged where it goes: once the pointer has moved a little
    # with the button down, the man is picked up and follows it; released on a point it may go
    # to, the move is played from there; released anywhere else, the man goes back and stays
    # picked up, so a click can still finish the move.

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        point = self._pressed
        self._drag = None
        if point is None and self._interactive and self._in_own_supply(event.scenePos()):
            # A click on the men in hand means "place": put down a man picked up to move
            # (Lasker Morris), so that the next click on an empty point places there.
            # A click on the man picked up is what puts it down (it is no target of its own).
            selected = self._model.selected
            if selected is not None:
                self.cellActivated.emit(selected)
        # Also while the last move is still shown: the man is lifted once the turn opens.
        waiting = self._interactive or self._closing
        if point is not None and waiting and self._can_drag(point):
            self._drag = _Drag(point, event.scenePos())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = self._drag
        if drag is not None:
            moved = (event.scenePos() - drag.start).manhattanLength()
            far = moved >= DRAG_START * self._geo.man_radius
            if drag.item is None and far and self._interactive:
                drag.item = self._pick_up(drag.point)
                if drag.item is None:
                    self._drag = None
            if drag.item is not None:
                drag.item.setPos(event.scenePos())
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag, self._drag = self._drag, None
        if drag is None or drag.item is None or event.button() is not Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        self._pressed = None
        target = self.cell_at(event.scenePos())
        if target is not None and target != drag.point:
            self.activate_cell(target)
        self._put_back(drag.item)
        event.accept()

    def _in_own_supply(self, position: QPointF) -> bool:
        """Whether ``position`` is on the tray of the men in hand of the player to move."""
        seat = self._current_seat
        if seat is None or not self._model.men_in_hand(seat):
            return False
        return supply_tray(seat, self._geo).contains(position)

    def _can_drag(self, point: int) -> bool:
        """Whether the man on ``point`` may be picked up now (not one to take)."""
        if self._current_seat is None or self._model.pending is not None:
            return False
        if self._role(point, MorrisRole.OWNER) != self._current_seat:
            return False
        return point == self._model.selected or (
            point in self._legal and not self._role(point, MorrisRole.REMOVABLE)
        )

    def _pick_up(self, point: int) -> MorrisManItem | None:
        """Select the man on ``point`` (as a click would) and lift it above the others."""
        if self._model.selected != point:
            self.activate_cell(point)
        item = self._men.at(point)
        if self._model.selected != point or item is None:
            return None
        item.setZValue(Z_DRAGGED)
        return item

    def _put_back(self, item: MorrisManItem) -> None:
        """After the drop: a man the move did not take along goes home (where it was, or where
        the model has it now, should it have gone there without an animation)."""
        if item in self._animator.moving():
            return  # the played move carries it from where it was dropped
        home = self._men.home(item)
        if home is None:
            return  # gone with a reset
        position, size, z = home
        item.setZValue(z)
        self._animator.run([Travel(item, position, Way.SLIDE, size)], None, report=False)
