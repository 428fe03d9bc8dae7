"""``MoveList``: the game's moves beside the board, a line each (number, player, move), with
its variations.

The main line is the list's top level; the variations tried at a position hang, indented, under
the move the game played there (``MoveTreeModel``), open from the start, and a variation's
moves are in italics. A move with a comment has a small note beside it and the comment as its
tooltip. A click on a move (or the arrow keys) asks for its position (``nodePicked``); the row
of the position shown is kept selected (``show_node``).

The number and player columns are as wide as their widest text and widen as rows come (Qt's own
fit to contents looks only at the rows in view when it is made, and cut "Orange" to "Ora…" in a
list that had shown only Yellow and Blue); the move takes the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPainterPath, QPalette, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeView, QWidget

from ..games.move_tree import Node
from ..models.move_tree_model import MOVE, NUMBER, PLAYER, MoveTreeModel


def tr(text: str) -> str:
    return QCoreApplication.translate("SidePanel", text)


def comment_icon(colour: QColor, size: int) -> QIcon:
    """A small speech bubble, the mark of a move with a comment."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    bubble = QRectF(1, 2, size - 2, size * 0.62)
    path = QPainterPath()
    path.addRoundedRect(bubble, size * 0.2, size * 0.2)
    tail = QPainterPath()
    tail.moveTo(QPointF(size * 0.3, bubble.bottom() - 1))
    tail.lineTo(QPointF(size * 0.25, size - 1.5))
    tail.lineTo(QPointF(size * 0.55, bubble.bottom() - 1))
    painter.drawPath(path.united(tail))
    painter.end()
    return QIcon(pixmap)


class MoveList(QTreeView):
    #: The player picked a move (click or arrow keys): the node whose position to show.
    nodePicked = Signal(object)

    def __init__(self, moves: MoveTreeModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._moves = moves
        self.setAccessibleName(tr("Moves played"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setUniformRowHeights(True)
        self.setAllColumnsShowFocus(True)
        self.setIndentation(max(10, self.fontMetrics().horizontalAdvance("M")))
        # A line of text a move, and room for two at the least.
        row_height = self.fontMetrics().height() + 6
        self.setMinimumHeight(self.header().sizeHint().height() + 2 * row_height
                              + 2 * self.frameWidth())
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header = self.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(NUMBER, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.Fixed)
        self.setToolTip(tr(
            "Click a move to see the board as it was after it; a move played there starts a "
            "variation. Right-click for the variation and the comment."
        ))
        self._icon = comment_icon(QColor(), 8)
        self._update_icon()
        self.clicked.connect(self._pick)
        self.show_moves(moves)

    def show_moves(self, moves: MoveTreeModel) -> None:
        """Show ``moves`` (the game of the board shown: each game has its own)."""
        old = self.model()
        if old is moves:
            return
        if isinstance(old, MoveTreeModel):
            old.rowsInserted.disconnect(self._on_rows_inserted)
            old.modelReset.disconnect(self._on_reset)
        self._moves = moves
        self.setModel(moves)
        moves.set_comment_icon(self._icon)
        moves.rowsInserted.connect(self._on_rows_inserted)
        moves.modelReset.connect(self._on_reset)
        self._on_reset()

    # --- the position shown ---------------------------------------------------------------------

    def show_node(self, node: Node) -> None:
        """Select ``node``'s row (none for the start) and scroll to it."""
        index = self._moves.index_of_node(node)
        selection = self.selectionModel()
        if not index.isValid():
            selection.clearSelection()
            selection.setCurrentIndex(QModelIndex(), selection.SelectionFlag.NoUpdate)
            return
        flags = selection.SelectionFlag.ClearAndSelect | selection.SelectionFlag.Rows
        selection.setCurrentIndex(index, flags)
        self.scrollTo(index)

    def node_at_row(self, index: QModelIndex) -> Node | None:
        return self._moves.node_at(index)

    def _pick(self, index: QModelIndex) -> None:
        node = self._moves.node_at(index)
        if node is not None:
            self.nodePicked.emit(node)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        before = self.currentIndex()
        super().keyPressEvent(event)
        after = self.currentIndex()
        if (after.isValid() and (
            after.internalId() != before.internalId() or not before.isValid()
        )) or (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and after.isValid()):
            self._pick(after)

    # --- rows coming ----------------------------------------------------------------------------

    def _on_rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        if parent.isValid():
            self.expand(parent)  # a new variation shows at once
        self._widen(parent, first, last)

    def _on_reset(self) -> None:
        self.expandAll()
        header = self.header()
        for column in (NUMBER, PLAYER):
            header.resizeSection(column, header.sectionSizeHint(column))
        stack = [QModelIndex()]
        model = self._moves
        while stack:
            parent = stack.pop()
            rows = model.rowCount(parent)
            if rows:
                self._widen(parent, 0, rows - 1)
                stack.extend(
                    child for row in range(rows)
                    if model.rowCount(child := model.index(row, NUMBER, parent))
                )

    def _widen(self, parent: QModelIndex, first: int, last: int) -> None:
        """Widen the number and player columns for rows ``first`` to ``last`` under ``parent``
        (cheap: a move adds one row)."""
        header = self.header()
        model = self._moves
        depth = 0
        above = parent
        while above.isValid():
            depth += 1
            above = above.parent()
        indent = self.indentation() * (depth + (1 if self.rootIsDecorated() else 0))
        for column in (NUMBER, PLAYER):
            widest = max(
                (self.sizeHintForIndex(model.index(row, column, parent)).width()
                 for row in range(first, last + 1)),
                default=0,
            )
            needed = widest + (indent if column == NUMBER else 0)
            if needed > header.sectionSize(column):
                header.resizeSection(column, needed)

    # --- looks ----------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._update_icon()

    def _update_icon(self) -> None:
        colour = self.palette().color(QPalette.ColorRole.Text)
        size = self.fontMetrics().height() - 2
        self._icon = comment_icon(colour, max(size, 8))
        self._moves.set_comment_icon(self._icon)


__all__ = ["MOVE", "MoveList", "comment_icon"]
