"""Playing the board with the keyboard alone: arrows to a cell, then Enter, as a player would."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninetka_desktop.ui.board.view import BoardView

ARROWS = {  # (dx, dy) as BoardView reads them, dy > 0 up the board
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, 1),
    Qt.Key.Key_Down: (0, -1),
}


def key_path(view: BoardView, start: int, target: int) -> list[Qt.Key]:
    """The shortest run of arrow keys from ``start`` to ``target``, found with the scene's own
    ``next_focus`` (so the test walks the board exactly as the view does)."""
    scene = view.board_scene()
    came: dict[int, tuple[int, Qt.Key] | None] = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == target:
            break
        for key, (dx, dy) in ARROWS.items():
            step = scene.next_focus(cell, dx, dy)
            if step is not None and step not in came:
                came[step] = (cell, key)
                queue.append(step)
    if target not in came:
        raise AssertionError(f"cell {target} cannot be reached by arrows from {start}")
    keys: list[Qt.Key] = []
    cell = target
    while (back := came[cell]) is not None:
        cell, key = back
        keys.append(key)
    return keys[::-1]


def focus_on(qtbot: QtBot, view: BoardView, target: int) -> None:
    """Move the focus frame to ``target`` with arrow keys only."""
    scene = view.board_scene()
    if scene.focus_cell() is None:
        qtbot.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows the frame
    focus = scene.focus_cell()
    assert focus is not None
    for key in key_path(view, focus, target):
        qtbot.keyClick(view, key)
    assert scene.focus_cell() == target


def play_on(qtbot: QtBot, view: BoardView, target: int) -> None:
    """Arrows to ``target``, then Enter."""
    focus_on(qtbot, view, target)
    qtbot.keyClick(view, Qt.Key.Key_Return)
