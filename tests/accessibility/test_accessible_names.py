"""Everything a screen reader lands on has a name: menus, buttons, tables, the players' rows, the
board, and every field of the new game and settings dialogs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QHeaderView,
    QLineEdit,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.storage.settings import Settings
from ninetka_desktop.ui.dialogs.form_names import label_words
from ninetka_desktop.ui.dialogs.new_game import NewGameDialog
from ninetka_desktop.ui.dialogs.settings import SettingsDialog
from ninetka_desktop.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]
INPUTS = (QComboBox, QLineEdit, QAbstractSpinBox)


def spoken_name(widget: QWidget) -> str:
    """What a screen reader calls ``widget``: its accessible name, else its own text."""
    if widget.accessibleName():
        return widget.accessibleName()
    if isinstance(widget, QAbstractButton):
        return label_words(widget.text())
    return ""


def unnamed(dialog: QDialog) -> list[str]:
    widgets = dialog.findChildren(QWidget)
    return [
        f"{type(w).__name__} {w.objectName()}"
        for w in widgets
        if isinstance(w, (QAbstractButton, *INPUTS))
        and not isinstance(w.parent(), QComboBox)  # the popup's insides belong to the box
        and not spoken_name(w)
    ]


def test_every_menu_action_has_text(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    menus = [a.menu() for a in window.menuBar().actions()]
    assert menus and all(isinstance(m, QMenu) for m in menus)
    for action in window.menuBar().actions():
        assert label_words(action.text())
    actions = [a for m in menus if isinstance(m, QMenu) for a in m.actions()]
    assert len(actions) >= 12
    silent = [a for a in actions if not a.isSeparator() and not label_words(a.text())]
    assert silent == []


def test_the_window_names_its_parts(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.start_game(
        GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, (Seat("Ann"), Seat("Bo")))
    )
    side = window.side
    assert window.view.accessibleName() == "9tka board"
    assert side.history.accessibleName() == "Moves played"
    assert side.sections.accessibleName() == "Counters per section"
    assert side.players.accessibleName() == "Players"
    assert side.instruction.accessibleName() == "What to do now"
    assert side.last_move.accessibleName() == "Last move"
    rows = [r for r in side.players.findChildren(QWidget) if r.objectName() == "PlayerRow"]
    names = [r.accessibleName() for r in rows]
    assert names == ["Ann · Yellow, 0 sections", "Bo · Blue, 0 sections"]
    # Qt's own parts (a table's corner button) are left to Qt.
    buttons = [
        b for b in side.findChildren(QAbstractButton) if not b.objectName().startswith("qt_")
    ]
    assert len(buttons) >= 4 and all(spoken_name(b) for b in buttons)
    views = window.findChildren(QAbstractItemView)
    tables = [
        v for v in views
        if v.isVisibleTo(window) and not isinstance(v, QHeaderView)  # headers belong to tables
    ]
    assert len(tables) == 2 and all(v.accessibleName() for v in tables)


def test_the_board_is_renamed_for_the_game_it_shows(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(GameSetup("morris", {}, (Seat("Ann"), Seat("Bo"))))
    assert window.view.accessibleName() == "Nine Men's Morris board"
    iface = QAccessible.queryAccessibleInterface(window.view)
    assert iface is not None and iface.text(QAccessible.Text.Name) == "Nine Men's Morris board"


def test_every_field_of_the_new_game_dialog_has_a_name(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert unnamed(dialog) == []
    assert dialog.game_combo.accessibleName() == "Game"
    dialog.set_game("morris")  # its own rows and options
    assert unnamed(dialog) == []


def test_every_field_of_the_settings_dialog_has_a_name(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert unnamed(dialog) == []
    assert dialog.speed.accessibleName() == "Animations"
    assert dialog.theme.accessibleName() == "Theme"


def test_label_words_drop_shortcuts_and_colons() -> None:
    assert label_words("&Theme:") == "Theme"
    assert label_words("Save &As…") == "Save As…"
    assert label_words("Tom && Jerry") == "Tom & Jerry"
