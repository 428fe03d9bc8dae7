"""A move in words for the "last move" line: "A7-F7" is read "A7 to F7", "d6xg7" "d6, takes g7".

Notation is compact for the eye but awkward for a screen reader, which would spell out the
dashes and the x; the line beside the board says the same move as a short sentence instead.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("SidePanel", text)


def spoken_move(notation: str) -> str:
    """``notation`` of either game in words (unknown shapes come back as they are)."""
    if notation.lower() == "pass":
        return tr("passes")
    move, _, taken = notation.partition("x")
    start, _, end = move.partition("-")
    words = tr("{from} to {to}").replace("{from}", start).replace("{to}", end) if end else start
    if taken:
        words = tr("{move}, takes {point}").replace("{move}", words).replace("{point}", taken)
    return words


def last_move_sentence(player: str, notation: str) -> str:
    """E.g. "Last move: Blue, A7 to F7"."""
    return (
        tr("Last move: {player}, {move}")
        .replace("{player}", player)
        .replace("{move}", spoken_move(notation))
    )
