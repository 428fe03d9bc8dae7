"""``CommentDialog``: a small plain-text editor for the comment on a position of the game.

The text is plain (no formatting, pasted text included) and a comment is what
``games.move_tree`` allows: at most ``MAX_COMMENT_LENGTH`` characters, no closing brace (a PGN
comment ends there), no control characters or text-direction marks. A text that cannot be one
is refused with the reason, in the dialog, and the dialog stays open. Emptied, the comment is
removed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QMimeData
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ...games.move_tree import MAX_COMMENT_LENGTH, clean_comment, comment_problem
from ..plain_text import PlainLabel
from ..whole_text import keep_height


def tr(text: str) -> str:
    return QCoreApplication.translate("CommentDialog", text)


def comment_refusal(text: str) -> str | None:
    """Why ``text`` cannot be a comment, in the player's language; None when it can."""
    cleaned = clean_comment(text)
    if comment_problem(cleaned) is None:
        return None
    if len(cleaned) > MAX_COMMENT_LENGTH:
        return tr("A comment is at most {limit} characters; this one has {count}.").replace(
            "{limit}", str(MAX_COMMENT_LENGTH)).replace("{count}", str(len(cleaned)))
    if "}" in cleaned:
        return tr("A comment cannot hold a closing brace }.")
    return tr("A comment cannot hold control characters or text-direction marks.")


class CommentEdit(QPlainTextEdit):
    """Plain text only, and a paste never longer than a comment may be (and one more
    character, so that the refusal says it is too long)."""

    def insertFromMimeData(self, source: QMimeData) -> None:
        self.insertPlainText(source.text()[: MAX_COMMENT_LENGTH + 1])

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        return source.hasText()


class CommentDialog(QDialog):
    def __init__(self, where: str, text: str, parent: QWidget | None = None) -> None:
        """``where``: the position commented on, in words ("after move 12, Black d5")."""
        super().__init__(parent)
        self.setWindowTitle(tr("Comment"))
        layout = QVBoxLayout(self)
        heading = PlainLabel(tr("Comment on the position {where}:").replace("{where}", where),
                             self)
        heading.setWordWrap(True)
        self.editor = CommentEdit(self)
        self.editor.setAccessibleName(tr("Comment"))
        self.editor.setTabChangesFocus(True)
        self.editor.setPlainText(text)
        heading.setBuddy(self.editor)
        line = self.editor.fontMetrics().lineSpacing()
        self.editor.setMinimumHeight(4 * line)
        self.editor.setMinimumWidth(30 * self.editor.fontMetrics().averageCharWidth())
        self.problem = PlainLabel("", self)
        self.problem.setWordWrap(True)
        self.problem.setForegroundRole(QPalette.ColorRole.BrightText)
        self.problem.setVisible(False)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(heading)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        keep_height(self)  # a refusal shown wraps: the dialog grows rather than cut it
        self.editor.setFocus()

    def text(self) -> str:
        """The comment as it will be kept."""
        return clean_comment(self.editor.toPlainText())

    def accept(self) -> None:
        refusal = comment_refusal(self.editor.toPlainText())
        if refusal is not None:
            self.problem.setText(refusal)
            self.problem.setVisible(True)
            self.editor.setFocus()
            return
        super().accept()


__all__ = ["CommentDialog", "comment_refusal"]
