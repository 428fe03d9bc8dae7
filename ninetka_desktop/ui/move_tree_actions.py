"""``MoveTreeActions``: what can be done with the game's variations and comments, in the Move
menu (for the position shown) and in the move list's context menu (for the move under the
pointer): Promote Variation, Make Main Line, Delete Variation (asked first) and Comment….
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ..games.move_tree import Node
from ..models.roles import seat_name
from . import plain_text
from .dialogs.comment_dialog import CommentDialog

if TYPE_CHECKING:  # the window builds the actions and passes itself
    from .main_window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("MoveTree", text)


class MoveTreeActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        #: The move the context menu is for (None: the Move menu's, the position shown).
        self._target: Node | None = None
        self.show = QAction(tr("&Show This Position"), window)
        self.show.triggered.connect(lambda: self._window.show_node(self._node()))
        self.promote = QAction(tr("&Promote Variation"), window)
        self.promote.triggered.connect(lambda: self._window.game.promote(self._node()))
        self.main_line = QAction(tr("Make &Main Line"), window)
        self.main_line.triggered.connect(lambda: self._window.game.make_main_line(self._node()))
        self.delete = QAction(tr("&Delete Variation…"), window)
        self.delete.triggered.connect(self._delete)
        self.comment = QAction(tr("Comme&nt…"), window)
        self.comment.triggered.connect(self._comment)
        self.back = QAction(tr("&Back to the Game"), window)
        self.back.triggered.connect(window.back_to_game)
        window.side.history.customContextMenuRequested.connect(self._context_menu)

    def add_to(self, menu: QMenu) -> None:
        """The Move menu's entries, for the position shown."""
        for action in (self.back, self.promote, self.main_line, self.delete, self.comment):
            menu.addAction(action)

    def update(self) -> None:
        """Enable what applies to the node acted on."""
        node = self._node()
        side_line = not node.is_main_line()
        self.promote.setEnabled(side_line)
        self.main_line.setEnabled(side_line)
        self.delete.setEnabled(side_line)
        self.back.setEnabled(not self._window.game.at_game_end())

    def _node(self) -> Node:
        return self._target if self._target is not None else self._window.game.node

    def _context_menu(self, position: QPoint) -> None:
        moves = self._window.side.history
        node = moves.node_at_row(moves.indexAt(position))
        if node is None:
            return
        self._target = node
        self.update()
        menu = QMenu(moves)
        menu.addAction(self.show)
        menu.addSeparator()
        for action in (self.promote, self.main_line, self.delete, self.comment):
            menu.addAction(action)
        try:
            menu.exec(moves.viewport().mapToGlobal(position))
        finally:
            self._target = None
            menu.deleteLater()
            self.update()

    def _delete(self) -> None:
        node = self._node()
        start = node.variation_start()
        if start is None:
            return
        window = self._window
        count = len(_subtree(start))
        # %n: the language's plural form (lupdate needs a plain name as the count).
        question = QCoreApplication.translate(
            "MoveTree", "Delete the variation that starts with {move} (%n moves)?", None, count
        ).replace("{move}", describe(start, window.game.state.game_name))
        if plain_text.ask_yes_no(window, tr("Delete Variation"), question, default_yes=False):
            window.game.delete_variation(start)

    def _comment(self) -> None:
        node = self._node()
        window = self._window
        if node.parent is None:
            where = tr("at the start")
        else:
            move = describe(node, window.game.state.game_name)
            where = tr("after {move}").replace("{move}", move)
        dialog = CommentDialog(where, node.comment, window)
        dialog.deleteLater()  # once read; as the window's other dialogs
        if dialog.exec() != CommentDialog.DialogCode.Accepted:
            return
        window.game.set_comment(node, dialog.text())


def describe(node: Node, game: str) -> str:
    """A move for a sentence: "move 12, Black d5"."""
    return (
        tr("move {number}, {player} {move}")
        .replace("{number}", str(node.ply))
        .replace("{player}", seat_name(game, node.mover))
        .replace("{move}", node.notation)
    )


def _subtree(node: Node) -> list[Node]:
    nodes, stack = [], [node]
    while stack:
        current = stack.pop()
        nodes.append(current)
        stack.extend(current.children)
    return nodes


__all__ = ["MoveTreeActions", "describe"]
