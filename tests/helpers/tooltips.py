"""What a tooltip reads as on the screen."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument


def shown(tip: str) -> str:
    """The text a tooltip of ``tip`` shows (as rich text: the app's plain tooltips start with a
    tag)."""
    document = QTextDocument()
    document.setHtml(tip)
    # The raw text keeps non-breaking spaces; its line breaks are paragraph separators.
    return document.toRawText().replace("\u2029", "\n")
