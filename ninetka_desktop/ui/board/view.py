"""``BoardView``: shows a board scene (9tka or Morris) scaled to the window, with keyboard play.

Arrows move the scene's focus frame from cell to cell (each scene knows its own geometry:
``next_focus``), Enter, Return or Space act like a click on the focused cell, Escape hides the
frame. A move can also be typed by name (``E6``, ``A7-F7``, ``d6-d7xb4``): letters, digits and
dashes gather into ``typingChanged``, Backspace takes one back, Escape forgets them, and Enter
hands them on in ``moveTyped``. Any scene with the ``KeyboardBoard`` methods works.
"""

from __future__ import annotations

import re
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QAccessible, QFocusEvent, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..announce import announce, notify

__all__ = ["BoardView", "KeyboardBoard", "as_board"]

_STEPS = {  # (dx, dy), dy > 0 up the board
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, 1),
    Qt.Key.Key_Down: (0, -1),
}
_ACTIVATE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
#: What a move's name is made of in either game's notation.
_TYPED_CHARACTER = re.compile(r"[A-Za-z0-9:\-]")
#: Longer than any move's name ("A11-K11" in 9tka, "d6-d7xb4" in Morris).
MAX_TYPED = 16
_COMMAND_KEYS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


def tr(text: str) -> str:
    return QCoreApplication.translate("BoardView", text)


@runtime_checkable
class KeyboardBoard(Protocol):
    """What the view needs of a board scene for pointer and keyboard play."""

    def focus_cell(self) -> int | None: ...
    def set_focus_cell(self, cell: int | None) -> None: ...
    def next_focus(self, cell: int | None, dx: int, dy: int) -> int | None: ...
    def activate_cell(self, cell: int) -> bool: ...
    def describe_cell(self, cell: int) -> str: ...
    def clear_pointer(self) -> None: ...
    def accessible_name(self) -> str: ...


def as_board(scene: object) -> KeyboardBoard | None:
    """``scene`` as a keyboard board, or None. (Typed ``object``: mypy cannot picture a
    QGraphicsScene that is also a Protocol, their metaclasses differ.)"""
    return scene if isinstance(scene, KeyboardBoard) else None


class BoardView(QGraphicsView):
    #: The move name typed so far ("" once it was played or forgotten).
    typingChanged = Signal(str)
    #: Enter after a typed name: the window plays it.
    moveTyped = Signal(str)

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._last_focus: int | None = None
        self._typed = ""
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
        board = as_board(scene)
        self.setAccessibleName(board.accessible_name() if board is not None else tr("Game board"))
        self.setAccessibleDescription(self._usage())
        # The focused cell may change under the focus (the computer plays there, an undo).
        scene.changed.connect(self._on_scene_changed)

    def board_scene(self) -> KeyboardBoard:
        """The scene shown now (the window may swap in another, e.g. for a past position)."""
        scene = self._board()
        if scene is None:
            raise RuntimeError("the view shows no board scene")
        return scene

    def _board(self) -> KeyboardBoard | None:
        return as_board(self.scene())

    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene()
        if (old_board := as_board(old)) is not None:
            old_board.clear_pointer()
            old_board.set_focus_cell(None)
        if type(old) is not type(scene):
            self._last_focus = None  # a cell of the other game means nothing here
        if old is not None and old is not scene:
            old.changed.disconnect(self._on_scene_changed)
        if scene is not None and scene is not old:
            scene.changed.connect(self._on_scene_changed)
        super().setScene(scene)
        board = as_board(scene)
        if board is not None and board.accessible_name() != self.accessibleName():
            self.setAccessibleName(board.accessible_name())
            notify(self, QAccessible.Event.NameChanged)
        if scene is not None:
            self.fit()

    def sizeHint(self) -> QSize:
        return QSize(720, 720)

    def fit(self) -> None:
        """Scale the whole board into the viewport, keeping its aspect."""
        if (scene := self.scene()) is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # At a fractional scale factor the exposed rect ends inside a device pixel: filled as
        # it is, that pixel would be blended over what it showed before and keep a faint seam
        # of the last frame. Filled a little wider, the painter's clip (whole device pixels)
        # bounds the fill and every pixel repainted starts afresh.
        margin = 2.0 / max(self.transform().m11(), 1e-6)
        super().drawBackground(painter, QRectF(rect).adjusted(-margin, -margin, margin, margin))

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
        if self._type(event, key):
            event.accept()
            return
        scene = self.board_scene()
        focus = scene.focus_cell()
        if key in _STEPS:
            dx, dy = _STEPS[key]
            if focus is None and self._last_focus is not None:
                cell: int | None = self._last_focus
            else:
                cell = scene.next_focus(focus, dx, dy)
            if cell is not None:
                self._set_focus_cell(cell)
            event.accept()
        elif key in _ACTIVATE and focus is not None:
            self.board_scene().activate_cell(focus)
            # The cell may hold something else now; the side panel announces the move itself.
            self._describe_focus(speak=False)
            event.accept()
        elif key == Qt.Key.Key_Escape and focus is not None:
            self.board_scene().set_focus_cell(None)
            self._set_description(self._usage())
            event.accept()
        else:
            super().keyPressEvent(event)

    def typed(self) -> str:
        """The move name typed so far."""
        return self._typed

    def _name_character(self, event: QKeyEvent) -> str | None:
        """The character ``event`` adds to a move's name, or None."""
        text = event.text()
        if (
            not event.modifiers() & _COMMAND_KEYS
            and len(text) == 1
            and _TYPED_CHARACTER.fullmatch(text)
            and len(self._typed) < MAX_TYPED
        ):
            return text
        return None

    def _is_typing(self, event: QKeyEvent) -> bool:
        """Whether ``event`` is part of a move typed by name: a character of a name, or Enter,
        Backspace or Escape while a name is typed."""
        if self._name_character(event) is not None:
            return True
        editing = (*_ENTER, Qt.Key.Key_Backspace, Qt.Key.Key_Escape)
        return bool(self._typed) and Qt.Key(event.key()) in editing

    def event(self, event: QEvent) -> bool:
        # While the board has the focus, the keys of a name are the board's, not a menu's
        # shortcuts (Escape cancels a move in progress only once no name is typed).
        if event.type() == QEvent.Type.ShortcutOverride:
            assert isinstance(event, QKeyEvent)
            if self._board() is not None and self._is_typing(event):
                event.accept()
                return True
        return super().event(event)

    def _type(self, event: QKeyEvent, key: Qt.Key) -> bool:
        """Take ``event`` as part of a move typed by name; True when it was."""
        if not self._is_typing(event):
            return False
        if (character := self._name_character(event)) is not None:
            self._set_typed(self._typed + character)
        elif key == Qt.Key.Key_Backspace:
            self._set_typed(self._typed[:-1])
        elif key == Qt.Key.Key_Escape:
            self._set_typed("")
        else:  # Enter
            typed = self._typed
            self._set_typed("")
            self.moveTyped.emit(typed)
        return True

    def _set_typed(self, text: str) -> None:
        if text != self._typed:
            self._typed = text
            self.typingChanged.emit(text)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # Show the frame again when the board is reached by keyboard, not by a click.
        keyboard = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        scene = self._board()
        if scene is not None and event.reason() in keyboard and scene.focus_cell() is None:
            cell = self._last_focus
            if cell is None:
                cell = scene.next_focus(None, 0, 0)
            if cell is not None:
                self._set_focus_cell(cell)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        scene = self._board()
        if scene is not None and event.reason() != Qt.FocusReason.PopupFocusReason:
            scene.set_focus_cell(None)

    def _set_focus_cell(self, cell: int) -> None:
        self._last_focus = cell
        self.board_scene().set_focus_cell(cell)
        self._describe_focus(speak=True)

    # --- screen readers -------------------------------------------------------------------------
    # A QGraphicsView shows no scene items to assistive technology, so the view itself carries
    # the focused cell: its accessible description is the scene's words for the cell.

    @staticmethod
    def _usage() -> str:
        return tr(
            "Use the arrow keys to choose a cell and Enter to play there, or type a move by "
            "its name and press Enter."
        )

    def _describe_focus(self, speak: bool) -> None:
        """Describe the focused cell; ``speak``: the player moved there, read it out now."""
        scene = self._board()
        cell = None if scene is None else scene.focus_cell()
        if scene is None or cell is None:
            return
        text = scene.describe_cell(cell)
        self._set_description(text)
        if speak:
            announce(self, text, assertive=True)

    def _on_scene_changed(self, _regions: object) -> None:
        # Quietly: a screen reader reads the new words when asked, the side panel announces
        # the move itself.
        self._describe_focus(speak=False)

    def _set_description(self, text: str) -> None:
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)
            notify(self, QAccessible.Event.DescriptionChanged)
