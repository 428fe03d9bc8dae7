"""Tooltips that show their text as typed, never as markup.

Qt shows a tooltip as rich text when it looks like HTML, and rich text loads the images its
markup names: a comment or a file name ``<img src="/dev/zero">`` from a record anyone can write
would make the tooltip read forever. A tooltip of outside text goes through ``plain_tooltip``,
which hands Qt markup whose only content is the text itself, line breaks kept.
"""

from __future__ import annotations

import html


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip that shows it literally (an empty text: no tooltip)."""
    if not text:
        return ""
    return f'<p style="white-space:pre-wrap">{html.escape(text, quote=False)}</p>'


__all__ = ["plain_tooltip"]
