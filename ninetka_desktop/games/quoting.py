"""Text from outside (a file, the clipboard, a command line, the protocol) quoted back in a
message: every unprintable character escaped (C0 and C1 controls, bidi and other format
characters, lone surrogates), so that it can neither reorder nor break the line around it, and
only a short piece of it, elided, so that a message stays short whatever was pasted."""

from __future__ import annotations

#: Characters of a value quoted at most.
QUOTED = 40
#: Characters of a whole message at most.
MESSAGE = 300


def printable(text: str) -> str:
    """``text`` with every unprintable character written as a Python escape such as ``\\x00``
    or ``\\u202e``."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else _escape(char) for char in text)


def _escape(char: str) -> str:
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def elided(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, the last one an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def piece(value: str, limit: int = QUOTED) -> str:
    """A short piece of ``value``, printable, for a message."""
    return elided(printable(elided(value, limit)), limit + 20)


def excerpt(value: str, limit: int = QUOTED) -> str:
    """``piece`` in quotes."""
    return f"'{piece(value, limit)}'"


def message_line(text: str, limit: int = MESSAGE) -> str:
    """A message on one short printable line, whatever it quotes."""
    return elided(printable(" ".join(elided(text, 4 * limit).split())), limit)


__all__ = ["MESSAGE", "QUOTED", "elided", "excerpt", "message_line", "piece", "printable"]
