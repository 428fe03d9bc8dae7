"""``MoveTreeModel``: a game's move tree (``games.move_tree``) as the rows of the move list.

The top level is the game's main line, a row a move (number, player, move). Under a move that
has alternatives (the first move played in a position where others were tried too) hang the
lines of those alternatives, one after the other: each variation's first move and then its own
main line, its moves numbered by ply as the game's are, so a new line starts where the number
goes back. A variation inside a variation hangs the same way under its first move, a level
deeper.

Every change of the tree goes through this model (``add_move``, ``promote``,
``make_main_line``, ``delete``, ``set_comment``), which tells its views: a move played adds
one row (``rowsInserted``; nothing is rebuilt, so a long game costs a move no more than a short
one), reordering or deleting lines resets the model (a player's rare act), a comment changes
one row's data. The lines are indexed as they are first asked for and kept up to date on each
move, so a view's many calls cost no walks through the tree.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont, QIcon

from ..games.move_tree import MoveTree, Node
from ..games.ninetka import NinetkaState
from .grid_model import ROOT, AnyIndex
from .plain_tooltip import plain_tooltip
from .roles import HistoryRole, seat_name

NUMBER, PLAYER, MOVE = range(3)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_DECORATION = int(Qt.ItemDataRole.DecorationRole)
_DESCRIPTION = int(Qt.ItemDataRole.AccessibleDescriptionRole)
#: The key of the game's main line among the lines (the root's id: it starts there).
MAIN = 0


def tr(text: str) -> str:
    return QCoreApplication.translate("MoveTreeModel", text)


class MoveTreeModel(QAbstractItemModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tree = MoveTree(NinetkaState())
        #: The nodes of each line indexed so far, by the id of the node it starts at (the main
        #: line: ``MAIN``, its nodes from the first move on).
        self._lines: dict[int, list[Node]] = {}
        #: The line each indexed node is in.
        self._line_of: dict[int, int] = {}
        #: The game review's marks and notes, by node id (``set_review``).
        self._marks: dict[int, str] = {}
        self._notes: dict[int, str] = {}
        self._comment_icon: QIcon | None = None
        self._italic = QFont()
        self._italic.setItalic(True)
        #: Counts every change of the tree: a file holds the game while the count it was
        #: written at is the count now.
        self.revision = 0

    # --- the tree -------------------------------------------------------------------------------

    @property
    def tree(self) -> MoveTree:
        """The tree shown; change it only through this model."""
        return self._tree

    def set_tree(self, tree: MoveTree) -> None:
        """Show ``tree`` (a new, opened or pasted game)."""
        self.beginResetModel()
        self._tree = tree
        self._forget_lines()
        self._marks, self._notes = {}, {}
        self.revision += 1
        self.endResetModel()

    def set_comment_icon(self, icon: QIcon | None) -> None:
        """The small picture beside a move that has a comment."""
        self._comment_icon = icon
        self._changed_all()

    def add_move(
        self, node: Node, move: Any, notation: str, mover: int
    ) -> tuple[Node, bool]:
        """Add ``move``, just judged legal and played at ``node``'s position (``notation`` in
        writing, by seat ``mover``): the child that has it, and whether it is new. A new child
        is a row: at the end of ``node``'s line when it is ``node``'s first move, else the
        first row of a new variation after the others of ``node``'s first move."""
        for child in node.children:
            if child.notation == notation:
                return child, False
        if node.children:
            anchor = node.children[0]
            parent = self._index_of(anchor)
            row = self._rows_under(anchor)
        else:
            parent = ROOT if self._key_of(node) == MAIN else self._index_of(self._anchor_of(node))
            row = 0 if node.parent is None else self._row_of(node) + 1
        self.beginInsertRows(parent, row, row)
        child, created = self._tree.add_played(node, move, notation, mover)
        self._index_new(child)
        self.revision += 1
        self.endInsertRows()
        return child, created

    def promote(self, node: Node) -> bool:
        """Move the variation holding ``node`` one place up (from the second place it becomes
        the main line of its position); False when ``node`` is on the main line."""
        return self._reshaped(lambda: self._tree.promote(node) is not None)

    def make_main_line(self, node: Node) -> bool:
        """Make ``node``'s line the game's main line; False when it already is."""
        return self._reshaped(lambda: bool(self._tree.make_main_line(node)))

    def delete(self, node: Node) -> Node:
        """Delete ``node`` and every move after it; the position before it, which stays."""
        parent: Node | None = None

        def delete() -> bool:
            nonlocal parent
            parent, _row = self._tree.delete(node)
            return True

        self._reshaped(delete)
        assert parent is not None
        return parent

    def set_comment(self, node: Node, text: str) -> None:
        """Replace ``node``'s comment (ValueError with the reason when the text cannot be one;
        nothing changes)."""
        if text == node.comment:
            return
        self._tree.set_comment(node, text)
        self.revision += 1
        if node.parent is not None:
            index = self._index_of(node)
            self.dataChanged.emit(index.siblingAtColumn(NUMBER), index.siblingAtColumn(MOVE))

    def _reshaped(self, change: Any) -> bool:
        self.beginResetModel()
        try:
            changed = bool(change())
        finally:
            self._forget_lines()
            self.endResetModel()
        if changed:
            self.revision += 1
        return changed

    # --- the review -----------------------------------------------------------------------------

    def set_review(self, marks: dict[int, str], notes: dict[int, str]) -> None:
        """Show the review's ``marks`` after the moves and its ``notes`` as their tooltips, by
        node id; nodes not named lose theirs."""
        if marks == self._marks and notes == self._notes:
            return
        touched = set(marks) | set(notes) | set(self._marks) | set(self._notes)
        self._marks, self._notes = dict(marks), dict(notes)
        for node_id in touched:
            if node_id in self._tree and node_id != MAIN:
                index = self._index_of(self._tree.node(node_id)).siblingAtColumn(MOVE)
                self.dataChanged.emit(index, index)

    def marks(self) -> dict[int, str]:
        """The review's marks, by node id."""
        return dict(self._marks)

    def mark(self, node: Node) -> str:
        return self._marks.get(node.id, "")

    # --- finding rows ---------------------------------------------------------------------------

    def index_of_node(self, node: Node) -> QModelIndex:
        """The row of ``node`` (its move column); invalid for the start."""
        if node.parent is None:
            return QModelIndex()
        return self._index_of(node).siblingAtColumn(MOVE)

    def node_at(self, index: AnyIndex) -> Node | None:
        """The node a row shows (None for an invalid index or a node no longer there)."""
        if not index.isValid() or index.model() is not self:
            return None
        node_id = index.internalId()
        return self._tree.node(node_id) if node_id in self._tree else None

    # --- QAbstractItemModel ---------------------------------------------------------------------

    def index(self, row: int, column: int, parent: AnyIndex = ROOT) -> QModelIndex:
        if not 0 <= column < 3 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            line = self._line(MAIN)
            node = line[row] if row < len(line) else None
        elif parent.column() != NUMBER:
            return QModelIndex()
        else:
            anchor = self.node_at(parent)
            node = None if anchor is None else self._hanging_at(anchor, row)
        if node is None:
            return QModelIndex()
        return self.createIndex(row, column, node.id)

    def parent(self, child: AnyIndex = ROOT) -> QModelIndex:  # type: ignore[override]
        node = self.node_at(child)
        if node is None or self._key_of(node) == MAIN:
            return QModelIndex()
        return self._index_of(self._anchor_of(node))

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        if not parent.isValid():
            return len(self._line(MAIN))
        if parent.column() != NUMBER:
            return 0
        anchor = self.node_at(parent)
        return 0 if anchor is None else self._rows_under(anchor)

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 3

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> Any:
        node = self.node_at(index)
        if node is None:
            return None
        column = index.column()
        if role == _DISPLAY:
            if column == NUMBER:
                return str(node.ply)
            if column == PLAYER:
                return seat_name(self._tree.game_name, node.mover)
            return node.notation + self._marks.get(node.id, "")
        if role == _TOOLTIP and column == MOVE:
            tip = "\n\n".join(t for t in (self._notes.get(node.id), node.comment) if t)
            return plain_tooltip(tip) or None
        if role == _DECORATION and column == MOVE and node.comment:
            return self._comment_icon
        if role == _FONT and self._key_of(node) != MAIN:
            return self._italic
        if role == _DESCRIPTION and column == MOVE:
            return self._description(node)
        if role == HistoryRole.MARK:
            return self._marks.get(node.id, "")
        if role == HistoryRole.SEAT:
            return node.mover
        if role == HistoryRole.PLY:
            return node.ply - 1
        if role == HistoryRole.NODE:
            return node.id
        if role == HistoryRole.COMMENT:
            return node.comment
        if role == HistoryRole.MAIN_LINE:
            return self._key_of(node) == MAIN
        return None

    def _description(self, node: Node) -> str:
        parts = [] if self._key_of(node) == MAIN else [tr("variation")]
        if node.comment:
            parts.append(tr("comment: {text}").replace("{text}", node.comment))
        return ", ".join(parts)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != _DISPLAY:
            return None
        titles = (
            QCoreApplication.translate("MoveHistoryModel", "#"),
            QCoreApplication.translate("MoveHistoryModel", "Player"),
            QCoreApplication.translate("MoveHistoryModel", "Move"),
        )
        return titles[section] if 0 <= section < len(titles) else None

    # --- the lines ------------------------------------------------------------------------------

    def _forget_lines(self) -> None:
        self._lines.clear()
        self._line_of.clear()

    def _line(self, key: int) -> list[Node]:
        """The nodes of the line starting at node ``key`` (``MAIN``: the main line's moves)."""
        line = self._lines.get(key)
        if line is None:
            start = self._tree.node(key)
            line = self._tree.main_line(start)
            if key != MAIN:
                line.insert(0, start)
            self._lines[key] = line
            for node in line:
                self._line_of[node.id] = key
        return line

    def _key_of(self, node: Node) -> int:
        """The line ``node`` is in: the id of the node it starts at, ``MAIN`` for the main line
        (and the root)."""
        key = self._line_of.get(node.id)
        if key is None:
            start = node.variation_start()
            key = MAIN if start is None else start.id
            self._line(key)
        return key

    def _index_new(self, child: Node) -> None:
        """Index ``child``, just added: the last of its parent's line, or a line of its own."""
        parent = child.parent
        assert parent is not None
        if parent.children[0] is not child:
            self._lines[child.id] = [child]
            self._line_of[child.id] = child.id
            return
        key = self._key_of(parent)
        line = self._line(key)
        if not line or line[-1] is not child:  # a line indexed just now holds it already
            line.append(child)
            self._line_of[child.id] = key

    def _anchor_of(self, node: Node) -> Node:
        """The row a variation's node hangs under: the first move of the position where the
        variation leaves its line."""
        start = self._tree.node(self._key_of(node))
        assert start.parent is not None
        return start.parent.children[0]

    def _rows_under(self, anchor: Node) -> int:
        parent = anchor.parent
        if parent is None or parent.children[0] is not anchor:
            return 0
        return sum(len(self._line(start.id)) for start in parent.children[1:])

    def _hanging_at(self, anchor: Node, row: int) -> Node | None:
        parent = anchor.parent
        if parent is None or parent.children[0] is not anchor:
            return None
        for start in parent.children[1:]:
            line = self._line(start.id)
            if row < len(line):
                return line[row]
            row -= len(line)
        return None

    def _row_of(self, node: Node) -> int:
        key = self._key_of(node)
        if key == MAIN:
            return node.ply - 1
        start = self._tree.node(key)
        assert start.parent is not None
        before = 0
        for sibling in start.parent.children[1:]:
            if sibling is start:
                break
            before += len(self._line(sibling.id))
        return before + node.ply - start.ply

    def _index_of(self, node: Node) -> QModelIndex:
        return self.createIndex(self._row_of(node), NUMBER, node.id)

    def _changed_all(self) -> None:
        stack = [ROOT]
        while stack:
            parent = stack.pop()
            rows = self.rowCount(parent)
            if rows:
                self.dataChanged.emit(self.index(0, 0, parent), self.index(rows - 1, MOVE, parent))
                stack.extend(self.index(row, 0, parent) for row in range(rows)
                             if self.rowCount(self.index(row, 0, parent)))


__all__ = ["MAIN", "MOVE", "NUMBER", "PLAYER", "MoveTreeModel"]
