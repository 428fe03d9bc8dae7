"""``BoardPlate``: the base of both games' board items (the plate under the pieces), with what
they share: the coordinates around the board, which View ▸ Show Coordinates switches, and the
trace of the last move, which View ▸ Show Last Move switches (the scene hands over an empty one)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem


class BoardPlate(QGraphicsItem):
    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._labels_shown = True
        #: Each cell's part in the last move: "from", "to" or (Morris) "removed".
        self._last: dict[int, str] = {}

    def labels_shown(self) -> bool:
        """Whether the files and ranks are drawn around the board."""
        return self._labels_shown

    def set_labels_shown(self, shown: bool) -> None:
        if shown != self._labels_shown:
            self._labels_shown = shown
            self.update()

    def set_last_move(self, parts: Mapping[int, str]) -> None:
        """Each cell's part in the last move, for the trace (empty: no trace)."""
        last = dict(parts)
        if last != self._last:
            # Only where the old and the new trace lie: a whole-board repaint would repaint
            # every piece on it too, a frame the window cannot spare while a move starts.
            dirty = self.trace_rect(self._last).united(self.trace_rect(last))
            self._last = last
            self.update(dirty)

    def trace_rect(self, parts: Mapping[int, str]) -> QRectF:
        """Where the trace of ``parts`` is drawn (a board that cannot say: all of it)."""
        return self.boundingRect() if parts else QRectF()

    def last_move(self) -> dict[int, str]:
        return dict(self._last)
