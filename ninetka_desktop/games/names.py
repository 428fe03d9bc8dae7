"""Players' names: what a name may hold, checked wherever one comes in.

A name comes from a record, a settings file, an autosave or the new-game dialog, and ends up in
labels, screen-reader announcements, window titles and the text export. So it is one line of
printable text: no control characters (a newline would break the export's lines, a NUL the
logs), no bidirectional overrides or isolates (they reorder the text around them), no
surrounding spaces, and at most ``MAX_NAME_LENGTH`` characters. A bad name is refused with the
reason, never quietly changed.
"""

from __future__ import annotations

import unicodedata
from typing import Any

MAX_NAME_LENGTH = 100

# Embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI), and the marks that
# only steer them; Unicode category Cf holds them with harmless joiners, so they are listed.
BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)


def name_problem(name: Any) -> str | None:
    """Why ``name`` cannot be a player's name, in a phrase for a message, or None when it can.
    The empty name is allowed: the seat is then called by its colour."""
    if not isinstance(name, str):
        return "it is not text"
    if len(name) > MAX_NAME_LENGTH:
        return f"it is longer than {MAX_NAME_LENGTH} characters"
    for char in name:
        if char in BIDI_CONTROLS:
            return f"it holds a text-direction control (U+{ord(char):04X})"
        category = unicodedata.category(char)
        if category == "Cs":
            return "it holds a lone surrogate, which is not text"
        if category in ("Cc", "Zl", "Zp"):
            return f"it holds a control character (U+{ord(char):04X})"
    if name != name.strip():
        return "it starts or ends with spaces"
    return None


def is_valid_name(name: Any) -> bool:
    return name_problem(name) is None
