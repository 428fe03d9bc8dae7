"""``ShortcutsDialog`` (Help ▸ Keyboard Shortcuts, Ctrl+?): every key of the app in one table.

The menu rows are read from the window's menus as they are (so a new action with a key shows
up by itself, with the key as this system writes it); the board's own keys, which no menu
carries, follow them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..whole_text import table_width
from .form_names import label_words

# The name lupdate looks for.
translate = QCoreApplication.translate


def board_keys() -> list[tuple[str, str]]:
    """The keys the board takes while it has the focus."""
    return [
        (
            translate("ShortcutsDialog", "Arrow keys"),
            translate("ShortcutsDialog", "Move the focus frame over the board"),
        ),
        (
            translate("ShortcutsDialog", "Enter, Space"),
            translate("ShortcutsDialog", "Play on the focused cell or point"),
        ),
        (
            translate("ShortcutsDialog", "Letters and digits, then Enter"),
            translate("ShortcutsDialog", "Play a move typed by its name (E6, A7-F7, d6-d7xb4)"),
        ),
        (
            translate("ShortcutsDialog", "Backspace"),
            translate("ShortcutsDialog", "Take back a typed character"),
        ),
        (
            translate("ShortcutsDialog", "Escape"),
            translate("ShortcutsDialog", "Forget a typed move, else cancel the move in progress"),
        ),
        (
            translate("ShortcutsDialog", "Tab"),
            translate("ShortcutsDialog", "Go to the next part of the window"),
        ),
    ]


def menu_keys(menus: QMenuBar) -> list[tuple[str, str]]:
    """(keys, what it does) for every menu action that has a key, in menu order."""
    rows = []
    for menu_action in menus.actions():
        menu = menu_action.menu()
        if not isinstance(menu, QMenu):
            continue
        for action in menu.actions():
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
            keys = [k for k in keys if k]
            if keys:
                what = f"{label_words(menu_action.text())} ▸ {label_words(action.text())}"
                rows.append((", ".join(keys), what.rstrip("…")))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, menus: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ShortcutsDialog", "Keyboard Shortcuts"))
        #: (keys, what they do), as the table shows them.
        self.rows = rows = menu_keys(menus) + board_keys()
        self.table = table = QTableWidget(len(rows), 2, self)
        table.setHorizontalHeaderLabels(
            [translate("ShortcutsDialog", "Keys"), translate("ShortcutsDialog", "What they do")]
        )
        table.setAccessibleName(translate("ShortcutsDialog", "Keyboard shortcuts"))
        for row, (keys, what) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(keys))
            table.setItem(row, 1, QTableWidgetItem(what))
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        table.setMinimumWidth(table_width(table))  # every key and every line whole
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 520)
