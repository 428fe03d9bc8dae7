"""The board of the position editor: the game's own board scene, drawn from the draft, where a
click (or Enter on the keyboard's focus frame) on any cell or point is the editor's, not a
move: ``cellPicked``."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Signal
from PySide6.QtWidgets import QWidget

from ...games.morris import MorrisState
from ...games.ninetka import NinetkaState
from ...models import MorrisBoardModel, NinetkaBoardModel
from ..board.view import BoardView
from ..morris.scene import MorrisScene
from ..ninetka.scene import NinetkaScene
from .drafts import Draft, MorrisDraft


class NinetkaEditorScene(NinetkaScene):
    #: A cell was clicked (or activated from the keyboard).
    cellPicked = Signal(int)

    def activate_cell(self, cell: int) -> bool:
        self.cellPicked.emit(cell)
        return True


class MorrisEditorScene(MorrisScene):
    #: A point was clicked (or activated from the keyboard).
    cellPicked = Signal(int)

    def activate_cell(self, cell: int) -> bool:
        self.cellPicked.emit(cell)
        return True


class EditorView(BoardView):
    """The main window's board view, asking for less room: the editor's controls share the
    dialog with it."""

    def sizeHint(self) -> QSize:
        return QSize(380, 360)


class EditorBoard(QObject):
    """The view and a scene for each kind of game; ``show`` draws a draft on its game's."""

    #: A cell or point of the board shown was picked.
    cellPicked = Signal(int)

    def __init__(self, theme: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.ninetka_model = NinetkaBoardModel(NinetkaState(), self)
        self.morris_model = MorrisBoardModel(MorrisState(), self)
        self.ninetka_scene = NinetkaEditorScene(self.ninetka_model, self)
        self.morris_scene = MorrisEditorScene(self.morris_model, self)
        for scene in (self.ninetka_scene, self.morris_scene):
            scene.set_theme(theme)
            scene.set_interactive(False)  # no legal moves marked: nothing here is a move
            scene.set_animation_speed(0.0)
            scene.cellPicked.connect(self.cellPicked)
        self.view = EditorView(self.ninetka_scene, parent)

    @property
    def scene(self) -> NinetkaEditorScene | MorrisEditorScene:
        scene = self.view.scene()
        assert isinstance(scene, NinetkaEditorScene | MorrisEditorScene)
        return scene

    def show(self, draft: Draft) -> None:
        if isinstance(draft, MorrisDraft):
            self.morris_model.set_state(draft.display_state())
            scene: NinetkaEditorScene | MorrisEditorScene = self.morris_scene
        else:
            self.ninetka_model.set_state(draft.display_state())
            scene = self.ninetka_scene
        if self.view.scene() is not scene:
            self.view.setScene(scene)
        self.view.fit()

    def mark(self, cell: int | None) -> None:
        """Ring the cell or point at fault (None: none)."""
        self.scene.set_hint(cell)


__all__ = ["EditorBoard", "MorrisEditorScene", "NinetkaEditorScene"]
