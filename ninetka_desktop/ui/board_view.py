"""``BoardView``: shows a ``BoardScene`` scaled to the window, with keyboard play.

Arrows move the scene's focus frame over cells and slots (the unused corners are skipped),
Enter, Return or Space act like a click on the focused cell.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..games.ninetka import SIZE, is_corner, parse_cell
from .board_scene import BoardScene

_STEPS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (1, 0),  # engine rows count up the board
    Qt.Key.Key_Down: (-1, 0),
}
_ACTIVATE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_START = parse_cell("F6")  # the centre, where keyboard navigation starts


def tr(text: str) -> str:
    return QCoreApplication.translate("BoardView", text)


def step(cell: int, rows: int, columns: int) -> int:
    """The cell one step away, jumping over a corner; ``cell`` itself at the board's edge."""
    row, col = divmod(cell, SIZE)
    while True:
        row, col = row + rows, col + columns
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            return cell
        if not is_corner(row * SIZE + col):
            return row * SIZE + col


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._last_focus: int | None = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(280, 280)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        # Hover previews need mouse moves without a pressed button.
        self.viewport().setMouseTracking(True)
        self.setAccessibleName(tr("9tka board"))
        self.setAccessibleDescription(
            tr("Use the arrow keys to choose a cell and Enter to play there.")
        )

    def board_scene(self) -> BoardScene:
        """The scene shown now (the window may swap in another, e.g. for a past position)."""
        scene = self._board()
        if scene is None:
            raise RuntimeError("the view shows no board scene")
        return scene

    def _board(self) -> BoardScene | None:
        scene = self.scene()
        return scene if isinstance(scene, BoardScene) else None

    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene()
        if isinstance(old, BoardScene):
            old.clear_pointer()
            old.set_focus_cell(None)
        super().setScene(scene)
        if scene is not None:
            self.fit()

    def sizeHint(self) -> QSize:
        return QSize(720, 720)

    def fit(self) -> None:
        """Scale the whole board into the viewport, keeping its aspect."""
        if (scene := self.scene()) is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def leaveEvent(self, event: QEvent) -> None:
        if (scene := self._board()) is not None:
            scene.clear_pointer()
        super().leaveEvent(event)

    # --- keyboard -------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._board() is None:
            super().keyPressEvent(event)
            return
        key = Qt.Key(event.key())
        focus = self.board_scene().focus_cell()
        if key in _STEPS:
            if focus is None:
                cell = self._last_focus if self._last_focus is not None else _START
            else:
                cell = step(focus, *_STEPS[key])
            self._set_focus_cell(cell)
            event.accept()
        elif key in _ACTIVATE and focus is not None:
            self.board_scene().activate_cell(focus)
            event.accept()
        elif key == Qt.Key.Key_Escape and focus is not None:
            self.board_scene().set_focus_cell(None)
            event.accept()
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # Show the frame again when the board is reached by keyboard, not by a click.
        keyboard = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        scene = self._board()
        if scene is not None and event.reason() in keyboard and scene.focus_cell() is None:
            self._set_focus_cell(self._last_focus if self._last_focus is not None else _START)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        scene = self._board()
        if scene is not None and event.reason() != Qt.FocusReason.PopupFocusReason:
            scene.set_focus_cell(None)

    def _set_focus_cell(self, cell: int) -> None:
        self._last_focus = cell
        self.board_scene().set_focus_cell(cell)
        self.setAccessibleDescription(self.board_scene().describe_cell(cell))
