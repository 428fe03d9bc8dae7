"""``MessageBoxes``: what the ``message_boxes`` fixture (tests/conftest.py) records."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox


class MessageBoxes:
    """The message boxes the app showed, answered without a modal loop: ``answer`` is the
    button every box returns (Yes by default); ``shown`` holds (title, text, text format)."""

    def __init__(self) -> None:
        self.answer: int = QMessageBox.StandardButton.Yes.value
        self.shown: list[tuple[str, str, Qt.TextFormat]] = []
        #: The boxes' texts alone, in order, and those of the warnings alone (each the same
        #: list throughout).
        self.texts: list[str] = []
        self.warnings: list[str] = []

    def all_plain(self) -> bool:
        return all(form == Qt.TextFormat.PlainText for _, _, form in self.shown)

    def clear(self) -> None:
        self.shown.clear()
        self.texts.clear()
        self.warnings.clear()


def record_message_boxes(monkeypatch: pytest.MonkeyPatch) -> MessageBoxes:
    """From now on every QMessageBox opened with ``exec`` is recorded and answered at once."""
    boxes = MessageBoxes()

    def answer(box: QMessageBox) -> int:
        boxes.shown.append((box.windowTitle(), box.text(), box.textFormat()))
        boxes.texts.append(box.text())
        if box.icon() == QMessageBox.Icon.Warning:
            boxes.warnings.append(box.text())
        return boxes.answer

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return boxes
