"""The side panel holds still while the game is played: nothing in it moves up or down when the
computer thinks (its thinking bar comes and goes), when it moves, or when the last move's line
appears; the geometry of every part is measured before, during and after computer turns."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.side_panel import SidePanel

WindowFactory = Callable[..., MainWindow]

GAMES = {
    "9tka, 2 players": GameSetup(
        options={"players": 2, "neutrals": "chosen"},
        seats=(Seat("Ann"), Seat("", "computer", 1)),
    ),
    "9tka, 4 players": GameSetup(
        options={"players": 4, "neutrals": "chosen"},
        seats=(Seat("Ann"), Seat("", "computer", 1), Seat("", "computer", 1),
               Seat("", "computer", 1)),
    ),
    "nine men's morris": GameSetup(
        "morris", {"flying": True}, (Seat("Ann"), Seat("", "computer", 1))
    ),
}


def parts(side: SidePanel) -> dict[str, QWidget]:
    """The parts of the panel that anything below or beside could be pushed by."""
    found: dict[str, QWidget] = {
        f"player {n}": row for n, row in enumerate(side.players.findChildren(QWidget))
        if type(row).__name__ == "PlayerRow"
    }
    found.update(
        instruction=side.instruction,
        last_move=side.last_move,
        undo=side.undo_button,
        sections=side.sections,
        moves=side.history,
    )
    return found


def geometry(side: SidePanel) -> dict[str, QRect]:
    """Where each part is now, in the panel's coordinates, after every layout has run."""
    for widget in [*side.findChildren(QWidget), side]:
        layout = widget.layout()
        if layout is not None:
            layout.activate()
    return {
        name: QRect(widget.mapTo(side, widget.rect().topLeft()), widget.size())
        for name, widget in parts(side).items()
        if widget.isVisibleTo(side)
    }


def awaiting(window: MainWindow) -> bool:
    return any(name.endswith("AwaitingHuman") for name in window.game.active_state_names())


@pytest.mark.parametrize("size", [(800, 600), (1180, 820)])
@pytest.mark.parametrize("game", GAMES)
def test_nothing_moves_across_computer_turns(
    qtbot: QtBot, make_window: WindowFactory, game: str, size: tuple[int, int]
) -> None:
    window = make_window()
    window.resize(*size)
    side = window.side
    seen: list[tuple[str, dict[str, QRect]]] = []
    window.start_game(GAMES[game])
    window.game.thinkingChanged.connect(
        lambda thinking: seen.append(("thinking" if thinking else "thought", geometry(side)))
    )
    for turn in range(3):
        qtbot.waitUntil(lambda: awaiting(window), timeout=20_000)
        qtbot.wait(20)
        seen.append((f"human's turn {turn}", geometry(side)))
        state = window.game.state
        assert window.game.play_named(state.move_to_str(state.legal_moves()[0])) is None
    qtbot.waitUntil(lambda: awaiting(window), timeout=20_000)
    qtbot.wait(20)
    seen.append(("human's turn again", geometry(side)))
    assert any(moment == "thinking" for moment, _ in seen)
    first_moment, first = seen[0]
    for moment, shown in seen[1:]:
        moved = {
            name: (first[name].getRect(), shown[name].getRect())
            for name in first.keys() & shown.keys()
            if first[name] != shown[name]
        }
        assert moved == {}, f"between {first_moment} and {moment}"
