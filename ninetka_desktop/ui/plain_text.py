"""Labels and message boxes that show their text as typed, never as markup.

Qt guesses "rich text" from a text that looks like HTML, and a rich-text label loads the images
that its markup names. Players' names and the moves quoted in error messages come from files
anyone can write, so a name ``<img src="/dev/zero">`` would make the label read forever. Every
label and message box of the app is made here, with ``Qt.TextFormat.PlainText``; emphasis is a
bold font, not a ``<b>`` tag.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

_PLAIN = Qt.TextFormat.PlainText
#: The widest a message box grows for one long word (a path); a longer one is cut.
MAX_WORD_WIDTH = 720


class PlainLabel(QLabel):
    """A QLabel whose text is always plain text."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(_PLAIN)
        self.setText(text)


def bold(label: QLabel) -> QLabel:
    """``label`` in a bold font (its text stays plain)."""
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    return label


def message_box(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
) -> QMessageBox:
    """A message box that shows ``text`` (and its title) as plain text."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(_PLAIN)
    _hold_longest_word(box, text)
    return box


def _hold_longest_word(box: QMessageBox, text: str) -> None:
    """Widen ``box`` for its longest word: a file's path is one long word, and a wrapped line
    never breaks inside one. Qt wraps a box's text once it is wider than half the screen (at
    most 500 pixels), and then gives it the width its label asks for at the least."""
    label = box.findChild(QLabel, "qt_msgbox_label")
    if not isinstance(label, QLabel):
        return
    metrics = label.fontMetrics()
    longest = max((metrics.horizontalAdvance(word) for word in text.split()), default=0)
    screen = box.screen() or QGuiApplication.primaryScreen()
    wraps_at = min(screen.availableGeometry().width() // 2, 500) if screen is not None else 500
    if longest > wraps_at // 2:
        label.setMinimumWidth(min(max(longest, wraps_at + 1), MAX_WORD_WIDTH))


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A modal warning with one OK button."""
    message_box(parent, QMessageBox.Icon.Warning, title, text).exec()


def inform(parent: QWidget | None, title: str, text: str) -> None:
    """A modal note with one OK button."""
    message_box(parent, QMessageBox.Icon.Information, title, text).exec()


def ask_yes_no(
    parent: QWidget | None, title: str, text: str, default_yes: bool = True
) -> bool:
    """A modal Yes / No question, Yes the default unless ``default_yes`` is False (a question
    whose Yes destroys something); True for Yes."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box = message_box(parent, QMessageBox.Icon.Question, title, text, yes | no)
    box.setDefaultButton(yes if default_yes else no)
    return box.exec() == yes
