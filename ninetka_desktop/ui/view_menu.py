"""``ViewMenu``: the window's View menu: full screen, the board's coordinates, legal-move
marks and last-move trace, the side panel (each remembered in the settings and applied to both
games' boards), and the analysis panel."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar, QWidget

from ..storage.settings import Settings
from .board.scene import GameScene


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class ViewMenu(QObject):
    """The menu, given what it needs of the window rather than the window.

    ``window`` is the top-level widget the actions belong to and that goes full screen; the
    menu goes on ``menu_bar``. ``settings()`` is asked each time (the settings dialog replaces
    the window's settings); ``store_settings()`` writes them; ``scenes()`` gives every board
    scene of every game; ``side_panel`` is shown or hidden; ``analysis_action`` is the
    analysis panel's own switch, put in the menu."""

    def __init__(
        self,
        window: QWidget,
        menu_bar: QMenuBar,
        *,
        settings: Callable[[], Settings],
        store_settings: Callable[[], None],
        scenes: Callable[[], Iterable[GameScene]],
        side_panel: QWidget,
        analysis_action: QAction,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._store = store_settings
        self._scenes = scenes
        self._side_panel = side_panel
        #: Each switch's way of showing what its action says.
        self._appliers: list[Callable[[], None]] = []
        keys = QKeySequence.StandardKey
        self.full_screen = self._switch(tr("&Full Screen"), "full_screen", self._apply_full_screen)
        # The system's key for it, and F11 everywhere (once: a key listed twice is ambiguous).
        shortcuts = QKeySequence.keyBindings(keys.FullScreen)
        if QKeySequence("F11") not in shortcuts:
            shortcuts.append(QKeySequence("F11"))
        self.full_screen.setShortcuts(shortcuts)
        self.coordinates = self._switch(
            tr("Show &Coordinates"), "show_coordinates", self._apply_coordinates
        )
        self.legal_moves = self._switch(
            tr("Show &Legal Moves"), "show_legal_moves", self._apply_legal_moves
        )
        self.last_move = self._switch(
            tr("Show Last &Move"), "show_last_move", self._apply_last_move
        )
        self.side_panel = self._switch(
            tr("Show &Side Panel"), "show_side_panel", self._apply_side_panel
        )
        menu = menu_bar.addMenu(tr("&View"))
        menu.addAction(self.full_screen)
        menu.addSeparator()
        for action in (self.coordinates, self.legal_moves, self.last_move, self.side_panel):
            menu.addAction(action)
        menu.addSeparator()
        # The analysis panel's own switch: checked while it runs.
        self.analysis = analysis_action
        self.analysis.setText(tr("&Analysis"))
        self.analysis.setShortcut(QKeySequence("Ctrl+Shift+A"))
        menu.addAction(self.analysis)
        for apply in self._appliers:  # the window starts as the settings say
            apply()

    def _switch(self, text: str, key: str, apply: Callable[[], None]) -> QAction:
        action = QAction(text, self._window)
        action.setCheckable(True)
        action.setChecked(bool(getattr(self._settings(), key)))
        action.toggled.connect(lambda on: self._toggled(key, on, apply))
        self._appliers.append(apply)
        return action

    def _toggled(self, key: str, on: bool, apply: Callable[[], None]) -> None:
        settings = self._settings()
        if getattr(settings, key) != on:
            setattr(settings, key, on)
            self._store()
        apply()

    def _apply_full_screen(self) -> None:
        window = self._window
        state = window.windowState()
        if self.full_screen.isChecked():
            window.setWindowState(state | Qt.WindowState.WindowFullScreen)
        else:
            window.setWindowState(state & ~Qt.WindowState.WindowFullScreen)

    def _apply_coordinates(self) -> None:
        for scene in self._scenes():
            scene.set_coordinates_shown(self.coordinates.isChecked())

    def _apply_legal_moves(self) -> None:
        for scene in self._scenes():
            scene.set_legal_shown(self.legal_moves.isChecked())

    def _apply_last_move(self) -> None:
        for scene in self._scenes():
            scene.set_last_move_shown(self.last_move.isChecked())

    def _apply_side_panel(self) -> None:
        self._side_panel.setVisible(self.side_panel.isChecked())
