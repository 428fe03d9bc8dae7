"""``LiveLabel``: a label whose new text screen readers speak, like an ARIA live region.

Its accessible name stays what it is for ("What to do now", "Last move"), the text itself is the
accessible description, and every change is announced politely, so a player who cannot see the
panel still hears whose turn it is and what was just played.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from .announce import announce, notify
from .plain_text import PlainLabel


class LiveLabel(PlainLabel):
    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setAccessibleName(name)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        if text == self.text():
            return  # a repeated sentence is not news
        super().setText(text)
        self.setAccessibleDescription(text)
        notify(self, QAccessible.Event.DescriptionChanged)
        if text:
            announce(self, text)
