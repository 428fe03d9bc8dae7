"""``BoardPlate``: the base of both games' board items (the plate under the pieces), with what
they share: the coordinates around the board, which View ▸ Show Coordinates switches."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem


class BoardPlate(QGraphicsItem):
    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._labels_shown = True

    def labels_shown(self) -> bool:
        """Whether the files and ranks are drawn around the board."""
        return self._labels_shown

    def set_labels_shown(self, shown: bool) -> None:
        if shown != self._labels_shown:
            self._labels_shown = shown
            self.update()
