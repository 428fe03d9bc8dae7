"""Checks shared by the robustness tests: a position is legal, a message is readable, a process
is gone, a file's bytes are unchanged (its digest)."""

from __future__ import annotations

import hashlib
import time
from pathlib import Path
from typing import Any

from helpers.mutations import MAX_MESSAGE
from ninetka_desktop.games import GameState


def replays_legally(state: GameState[Any]) -> bool:
    """Whether ``state``'s moves, played one by one from the position it started in (a new game
    with its options, or a set-up position), are each legal there and lead to the same
    position."""
    replay = state.copy()
    while replay.move_stack:
        replay.pop()
    for move in list(state.move_stack):
        if move not in replay.legal_moves():
            return False
        replay.push(move)
    return (
        replay.board_diagram() == state.board_diagram()
        and replay.to_move == state.to_move
        and replay.phase == state.phase
        and replay.outcome() == state.outcome()
    )


def readable(message: object) -> bool:
    """A message for the user: text, not empty, not a wall, writable as UTF-8."""
    if not isinstance(message, str) or not message.strip() or len(message) > MAX_MESSAGE:
        return False
    try:
        message.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return "Traceback" not in message


def labels_show_plain_text() -> bool:
    """Whether every label that shows something like markup shows it as plain text: none of the
    app's own texts holds a "<", so one that does came from a file or the user."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QLabel

    return all(
        widget.textFormat() == Qt.TextFormat.PlainText
        for widget in QApplication.allWidgets()
        if isinstance(widget, QLabel) and "<" in widget.text()
    )


def gone(pid: int, timeout: float = 10.0) -> bool:
    """Whether process ``pid`` is gone (or a zombie) within ``timeout`` seconds (Linux /proc)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:  # no such file, or reaped between opening and reading (ESRCH)
            return True
        if stat.rsplit(")", 1)[1].split()[0] == "Z":
            return True
        time.sleep(0.05)
    return False


def digest(data: bytes) -> str:
    """The SHA-256 of ``data``: a file set aside must keep its bytes exactly."""
    return hashlib.sha256(data).hexdigest()
