"""``GameScene``: what the 9tka and the Morris board scenes share.

Both scenes follow a board model (``_watch``), turn the pointer and the keyboard focus into a
preview of the legal target under them and a click on one into ``cellActivated(cell)``; both
animate each played move and say once when it is done. A subclass builds its board items (the
highlight, hint and focus overlays and an animator among them) and supplies what only it knows:
which cell a model index is, what a changed cell means for its items, how a move animates,
where a scene position is (``cell_at``), the marks and previews it draws, and the spoken
description of a cell.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
)

from ...models.grid_model import GridModel
from ..look.theme import Palette, palette
from .badges import Badge, BadgeLayer
from .overlays import FocusFrameItem, HighlightItem, HintItem
from .plate import BoardPlate


class SceneAnimator(Protocol):
    """The part of a scene's animator the shared code drives."""

    @property
    def speed(self) -> float: ...
    def set_speed(self, factor: float) -> None: ...
    def is_running(self) -> bool: ...
    def finish_now(self) -> None: ...


class Themed(Protocol):
    """An item (or a layer of them) drawn in the board's colours."""

    def set_palette(self, palette: Palette) -> None: ...


class ChangedRoles:
    """The roles a ``dataChanged`` names; when it names none, every role may have changed."""

    def __init__(self, roles: Sequence[int]) -> None:
        self._roles = frozenset(roles)

    def __contains__(self, role: int) -> bool:
        return not self._roles or role in self._roles


class GameScene(QGraphicsScene):
    #: The user clicked (or pressed Enter on) a legal target: a cell (9tka) or point (Morris).
    cellActivated = Signal(int)
    #: The cell under the pointer (or the keyboard focus) changed; -1 when it left the board.
    cellHovered = Signal(int)
    #: The animations of the last played move ended (exactly once per played move).
    animationsFinished = Signal()
    #: A click (or Enter) on a target while the board takes none: the computer's turn, an
    #: earlier position shown, a game over. The window says why.
    clickRefused = Signal(int)
    _syncLater = Signal()
    _earlyLater = Signal()

    # Built by the subclass before it first refreshes.
    _animator: SceneAnimator
    _board: BoardPlate
    _highlight: HighlightItem
    _hint: HintItem
    _focus: FocusFrameItem

    def __init__(self, board_palette: Palette, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._palette = board_palette
        self._legal: set[int] = set()
        self._interactive = True
        #: Whether the places the player may play are marked (View ▸ Show Legal Moves).
        self._legal_shown = True
        self._last_move_shown = True
        self._pointer: int | None = None
        self._pressed: int | None = None
        #: From a played move until its turn is closed (the next turn opens, or the computer's
        #: starts): a click meanwhile waits in ``_early`` for the next turn, not thrown away.
        self._closing = False
        self._early: int | None = None
        self._hovered = -1
        self._current_seat: int | None = None
        self._sync_pending = False
        self._badge_layer: BadgeLayer | None = None
        self.setBackgroundBrush(board_palette.table)
        # A dataChanged that no move signal follows still gets its pieces synced.
        self._syncLater.connect(self._flush_sync, Qt.ConnectionType.QueuedConnection)
        self._earlyLater.connect(self._play_early_click, Qt.ConnectionType.QueuedConnection)

    # --- what each board supplies ---------------------------------------------------------------
    # Abstract: mypy refuses to build a scene that lacks one (Qt's classes do not check it when
    # the program runs).

    @abstractmethod
    def cell_at(self, position: QPointF) -> int | None:
        """The cell under a scene position, or None."""

    @abstractmethod
    def describe_cell(self, cell: int) -> str:
        """A short spoken description of a cell, for screen readers and tooltips."""

    @abstractmethod
    def _refresh_marks(self) -> None:
        """Redraw the legal-target marks (and the preview) from the model and the interactivity."""

    @abstractmethod
    def _refresh_preview(self) -> None:
        """Show what a click on the previewed target would do (the hover glow, a ghost)."""

    @abstractmethod
    def _flush_sync(self) -> None:
        """Make the pieces match the model, if a sync is still pending (``_sync_soon``)."""

    @abstractmethod
    def _themed_items(self) -> Iterable[Themed]:
        """Everything drawn in the board's colours, in the order a new theme reaches it."""

    @abstractmethod
    def _cell_of_index(self, row: int, column: int) -> int:
        """The cell at a model index, or -1 for an index that is no cell."""

    @abstractmethod
    def _on_cell_changed(self, cell: int, changed: ChangedRoles) -> None:
        """Follow a cell whose ``changed`` roles have new values."""

    @abstractmethod
    def _on_model_reset(self) -> None:
        """Rebuild the pieces and marks from a model that was reset."""

    @abstractmethod
    def _on_move_played(self, move: Any) -> None:
        """Animate ``move``, the game's own move type, which the model has just played."""

    @abstractmethod
    def _on_move_undone(self, move: Any) -> None:
        """Put the pieces back at once after ``move`` was taken back."""

    # --- shared API -----------------------------------------------------------------------------

    def legal_cells(self) -> frozenset[int]:
        """The cells (points) the player to move may click now."""
        return frozenset(self._legal)

    def set_interactive(self, interactive: bool) -> None:
        """Off while the computer thinks, a move animates or history is shown.

        A click made while the last move was still being shown is played as the turn opens;
        should the computer move next instead, it is refused (``clickRefused``)."""
        self._interactive = interactive
        self._refresh_marks()
        if interactive or not self.is_animating():
            self._closing = False
        if self._early is not None and not self._closing:
            if interactive:
                self._earlyLater.emit()  # once the controller has opened the turn
            else:
                cell, self._early = self._early, None
                self.clickRefused.emit(cell)
        if not interactive and not self._closing:
            self._pressed = None

    def _play_early_click(self) -> None:
        cell, self._early = self._early, None
        if cell is not None and self._interactive:
            self.activate_cell(cell)

    def is_interactive(self) -> bool:
        return self._interactive

    def set_legal_shown(self, shown: bool) -> None:
        """Mark where the player may play (the default), or leave the board bare."""
        self._legal_shown = shown
        self._refresh_marks()

    def legal_shown(self) -> bool:
        return self._legal_shown

    def set_last_move_shown(self, shown: bool) -> None:
        """Trace the last move on the board (the default), or not."""
        self._last_move_shown = shown
        self._refresh_marks()

    def last_move_shown(self) -> bool:
        return self._last_move_shown

    def set_coordinates_shown(self, shown: bool) -> None:
        """Draw the files and ranks around the board (the default), or not."""
        self._board.set_labels_shown(shown)

    def _marks_legal(self) -> bool:
        """Whether the legal targets are marked now: the player may click and wants them."""
        return self._interactive and self._legal_shown

    def set_animation_speed(self, factor: float) -> None:
        """0 = off (instant), 1 = normal, 2 = twice as fast."""
        self._animator.set_speed(factor)
        self._highlight.speed = factor
        self._hint.animated = factor > 0
        hint = self._hint.cell()  # restart the pulse, or stop it
        self._hint.set_cell(None)
        self._hint.set_cell(hint)

    def animation_speed(self) -> float:
        return self._animator.speed

    def is_animating(self) -> bool:
        """Whether pieces are moving (in Morris also a pending move's man coming or going)."""
        return self._animator.is_running()

    def finish_animations(self) -> None:
        """Jump any running animation to its end."""
        self._animator.finish_now()

    def set_badges(self, badges: Mapping[int, Badge]) -> None:
        """Show the analysis's ``badges`` by cell (an empty mapping clears them)."""
        if self._badge_layer is None:
            if not badges:
                return
            self._badge_layer = BadgeLayer(self._palette, self._hint.outline)
            self.addItem(self._badge_layer)
        self._badge_layer.set_palette(self._palette)
        self._badge_layer.set_badges(badges)

    def badges(self) -> dict[int, Badge]:
        return {} if self._badge_layer is None else self._badge_layer.badges()

    def set_hint(self, cell: int | None) -> None:
        """Mark a suggested cell until cleared with None."""
        self._hint.set_cell(cell)

    def hint(self) -> int | None:
        return self._hint.cell()

    def set_current_seat(self, seat: int | None) -> None:
        """The seat to move, so hovering where it may play shows a ghost of its piece."""
        self._current_seat = seat
        self._refresh_preview()

    def focus_cell(self) -> int | None:
        return self._focus.cell()

    def activate_cell(self, cell: int) -> bool:
        """What a click does: emit cellActivated if ``cell`` is a legal target now. While the
        last move is still shown, the click waits for the turn it is meant for: the move is
        shown at its end at once."""
        if not self._interactive:
            if self._closing:
                self._early = cell
                self.finish_animations()
                return True
            self.clickRefused.emit(cell)
            return False
        if cell not in self._legal:
            return False
        self.cellActivated.emit(cell)
        return True

    def clear_pointer(self) -> None:
        """The pointer left the board."""
        self._set_pointer(None)

    def preview_cell(self) -> int | None:
        """The legal target whose hover preview is shown, or None."""
        return self._highlight.cell()

    def theme(self) -> str:
        return self._palette.name

    def board_palette(self) -> Palette:
        """The colours in use (QGraphicsScene.palette() is the widget palette, not this)."""
        return self._palette

    def set_theme(self, name: str) -> None:
        """"light", "dark" or "high-contrast"."""
        self._palette = pal = palette(name)
        self.setBackgroundBrush(pal.table)
        for item in self._themed_items():
            item.set_palette(pal)
        if self._badge_layer is not None:
            self._badge_layer.set_palette(pal)

    # --- model ----------------------------------------------------------------------------------

    def _watch(self, model: GridModel[Any]) -> None:
        """Follow ``model`` from now on, starting with what it holds now."""
        model.dataChanged.connect(self._on_data_changed)
        model.cellsChanged.connect(self._refresh_marks)
        model.movePlayed.connect(self._on_move_played)
        model.moveUndone.connect(self._on_move_undone)
        model.modelReset.connect(self._on_model_reset)
        model.movePlayed.connect(self._on_move_closing)
        model.moveUndone.connect(self._forget_early_click)
        model.modelReset.connect(self._forget_early_click)
        self._on_model_reset()

    def _on_move_closing(self, _move: object) -> None:
        self._closing = True

    def _forget_early_click(self, *_: object) -> None:
        """Another position (undo, a new game): a click for the old one means nothing."""
        self._closing = False
        self._early = None

    def _on_data_changed(
        self, top_left: QModelIndex, bottom_right: QModelIndex, roles: list[int]
    ) -> None:
        changed = ChangedRoles(roles)
        for row in range(top_left.row(), bottom_right.row() + 1):
            for column in range(top_left.column(), bottom_right.column() + 1):
                cell = self._cell_of_index(row, column)
                if cell >= 0:
                    self._on_cell_changed(cell, changed)
        # The marks (mills, targets, the last move's trace) follow at ``cellsChanged``, once
        # for all the cells a move changed: worked out per cell, a move cost the window tens
        # of milliseconds.

    def _mark_legal(self, cell: int, legal: bool) -> None:
        """Whether clicking ``cell`` plays now, as the model says."""
        if legal:
            self._legal.add(cell)
        else:
            self._legal.discard(cell)

    def _sync_soon(self) -> None:
        """Make the pieces match the model once the signals of this change are through (a
        move's own signal, if one follows, syncs them first and animates)."""
        if not self._sync_pending:
            self._sync_pending = True
            self._syncLater.emit()

    # --- pointer --------------------------------------------------------------------------------

    def _preview_target(self) -> int | None:
        """The cell to preview: under the pointer, else under the keyboard focus; reported
        through ``cellHovered`` when it changes."""
        target = self._pointer if self._pointer is not None else self._focus.cell()
        if not self._interactive:
            target = None
        hovered = -1 if target is None else target
        if hovered != self._hovered:
            self._hovered = hovered
            self.cellHovered.emit(hovered)
        return target

    def _set_pointer(self, cell: int | None) -> None:
        if cell != self._pointer:
            self._pointer = cell
            self._refresh_preview()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._set_pointer(self.cell_at(event.scenePos()))
        event.accept()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() is Qt.MouseButton.LeftButton:
            self._pressed = self.cell_at(event.scenePos())
            if self._pressed is not None and self._closing and not self._interactive:
                # The player wants to move: show the last move's end now, not in a moment.
                self.finish_animations()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A click is a press and release on the same cell, so a drag away cancels it.
        if event.button() is Qt.MouseButton.LeftButton:
            cell = self.cell_at(event.scenePos())
            if cell is not None and cell == self._pressed:
                self.activate_cell(cell)
            self._pressed = None
        event.accept()

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        # An item's own tooltip (a 9tka counter that can never move says so) comes first.
        item = self.itemAt(event.scenePos(), QTransform())
        if item is not None and item.toolTip():
            super().helpEvent(event)
            return
        cell = self.cell_at(event.scenePos())
        text = "" if cell is None else self.describe_cell(cell)
        QToolTip.showText(event.screenPos(), text, event.widget())
        event.setAccepted(bool(text))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneLeave:
            self._set_pointer(None)
        return super().event(event)
