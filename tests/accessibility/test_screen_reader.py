"""What a screen reader hears: the focused cell (from the models' roles), whose turn it is and
the last move, each announced when it changes."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from helpers.keyboard_play import focus_on, play_on
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import parse_point
from ninetka_desktop.games.ninetka import (
    NEUTRAL,
    SECTION_CELLS,
    SECTION_NAMES,
    SLOTS,
    MoveKind,
    NinetkaState,
    cell_name,
    section_of,
)
from ninetka_desktop.games.records import Seat
from ninetka_desktop.games.setup import GameSetup
from ninetka_desktop.ui import announce
from ninetka_desktop.ui.main_window import MainWindow
from ninetka_desktop.ui.move_words import spoken_move

WindowFactory = Callable[..., MainWindow]
HOT_SEAT_9TKA = GameSetup("9tka", {"players": 2, "neutrals": "chosen"}, (Seat("Ann"), Seat("Bo")))
HOT_SEAT_MORRIS = GameSetup("morris", {"flying": True}, (Seat("Ann"), Seat("Bo")))
SECTION_WORDS = (
    "bottom-left", "bottom", "bottom-right", "left", "centre", "right",
    "top-left", "top", "top-right",
)
COLOURS = ("Yellow", "Blue", "Orange", "Green")


@dataclass(frozen=True)
class Heard:
    kind: QAccessible.Event
    source: QObject
    message: str


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> list[Heard]:
    """Every accessibility event the app sends, with its announcement text if it has one."""
    events: list[Heard] = []

    def record(event: QAccessibleEvent) -> None:
        message = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        events.append(Heard(event.type(), event.object(), message))

    monkeypatch.setattr(announce, "send", record)
    return events


def awaiting(window: MainWindow, state: str = "AwaitingHuman") -> bool:
    return any(name.endswith(state) for name in window.game.active_state_names())


def movement_position(seed: int = 4) -> NinetkaState:
    """A 2-player game well into the movement phase, by random legal moves."""
    state = NinetkaState(players=2, neutrals="chosen")
    rng = random.Random(seed)
    while state.phase != "movement" or len(state.move_stack) < 54:
        state.push(rng.choice(state.legal_moves()))
    return state


# --- the board ----------------------------------------------------------------------------------


def test_the_9tka_cells_are_described_from_the_models_roles(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    state = movement_position()
    window.start_game(HOT_SEAT_9TKA, state.copy())
    view = window.view
    qtbot.waitUntil(lambda: awaiting(window))
    assert view.accessibleName() == "9tka board"
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows the frame, in the centre
    assert view.accessibleDescription().startswith("F6, centre section (C), ")

    def owner_words(cell: int) -> str:
        owner = state.owner_at(cell)
        if owner is None:
            return "empty"
        return "neutral counter" if owner == NEUTRAL else f"{COLOURS[owner]} counter"

    for section, cells in enumerate(SECTION_CELLS):  # every section is named in words
        cell = cells[4]
        focus_on(qtbot, view, cell)
        assert view.accessibleDescription().startswith(
            f"{cell_name(cell)}, {SECTION_WORDS[section]} section ({SECTION_NAMES[section]}), "
            f"{owner_words(cell)}"
        )
    blue = next(c for cells in SECTION_CELLS for c in cells if state.owner_at(c) == 1)
    focus_on(qtbot, view, blue)
    text = view.accessibleDescription()
    assert cell_name(blue) in text and "Blue counter" in text
    section = section_of(blue) or 0
    assert f"{SECTION_WORDS[section]} section ({SECTION_NAMES[section]})" in text
    # A waiting counter: where it would land, and whether the player to move can slide it.
    mover = state.to_move
    slide = next(m for m in state.legal_moves() if m.kind is MoveKind.SLIDE)
    focus_on(qtbot, view, slide.cell)
    assert view.accessibleDescription() == (
        f"{cell_name(slide.cell)}, edge slot, {COLOURS[mover]} counter, "
        f"slides in to {cell_name(slide.target)}, you can play here"
    )
    other = next(s for s in SLOTS if state.owner_at(s) == 1 - mover)
    focus_on(qtbot, view, other)
    text = view.accessibleDescription()
    assert text.startswith(f"{cell_name(other)}, edge slot, {COLOURS[1 - mover]} counter, ")
    assert "you can play here" not in text  # not the mover's counter


def test_the_focused_cell_is_described_anew_when_it_changes_under_the_focus(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT_9TKA)
    view = window.view
    qtbot.waitUntil(lambda: awaiting(window))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the frame shows on the centre, F6
    assert view.accessibleDescription().startswith("F6, centre section (C), empty")
    qtbot.keyClick(view, Qt.Key.Key_Return)  # a neutral counter on F6
    qtbot.waitUntil(lambda: "neutral counter" in view.accessibleDescription())
    # Taken back without touching the board: the description follows all the same.
    window.undo()
    empty = "F6, centre section (C), empty"
    qtbot.waitUntil(lambda: view.accessibleDescription().startswith(empty))


def test_the_morris_points_tell_mills_and_men_to_take(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT_MORRIS)
    view = window.view
    assert view.accessibleName() == "Nine Men's Morris board"
    view.setFocus()
    for point in ("a1", "d7", "a4", "g7", "a7"):  # White closes a1-a4-a7
        qtbot.waitUntil(lambda: awaiting(window))
        play_on(qtbot, view, parse_point(point))
    qtbot.waitUntil(lambda: awaiting(window, "Removing.AwaitingHuman"))
    focus_on(qtbot, view, parse_point("a4"))
    assert view.accessibleDescription() == "a4, White man, in a mill"
    focus_on(qtbot, view, parse_point("d7"))
    assert view.accessibleDescription() == "d7, Black man, can be taken"
    focus_on(qtbot, view, parse_point("b4"))
    assert view.accessibleDescription() == "b4, empty"  # nothing to place while taking


def test_moving_the_focus_is_read_out_at_once(
    qtbot: QtBot, make_window: WindowFactory, heard: list[Heard]
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT_9TKA)
    qtbot.waitUntil(lambda: awaiting(window))
    view = window.view
    heard.clear()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    spoken = [h.message for h in heard if h.source is view and h.message]
    assert spoken == [
        "F6, centre section (C), empty, you can play here",
        "F7, centre section (C), empty, you can play here",
    ]
    assert any(
        h.kind == QAccessible.Event.DescriptionChanged and h.source is view for h in heard
    )


# --- whose turn, the last move ------------------------------------------------------------------


def test_whose_turn_and_the_last_move_are_announced(
    qtbot: QtBot, make_window: WindowFactory, heard: list[Heard]
) -> None:
    window = make_window()
    window.start_game(HOT_SEAT_9TKA)
    qtbot.waitUntil(lambda: awaiting(window))
    side = window.side
    assert side.instruction.accessibleName() == "What to do now"
    assert side.instruction.accessibleDescription() == side.instruction.text()
    assert side.instruction.text().startswith("Ann (Yellow): put a neutral counter")
    assert not side.last_move.isVisibleTo(window)
    heard.clear()
    play_on(qtbot, window.view, window.game.state.legal_moves()[0].cell)
    qtbot.waitUntil(lambda: awaiting(window) and "Bo" in side.instruction.text())
    move = window.game.state.move_stack[-1]
    said = [h.message for h in heard if h.message]
    assert f"Last move: Yellow, {move}" in said
    assert side.instruction.text() in said
    assert side.instruction.text().startswith("Bo (Blue): put a neutral counter")
    assert side.last_move.isVisibleTo(window) and side.last_move.accessibleName() == "Last move"
    assert side.last_move.accessibleDescription() == side.last_move.text()
    assert any(
        h.kind == QAccessible.Event.DescriptionChanged and h.source is side.instruction
        for h in heard
    )
    # Undo takes the line back to the start: nothing played, nothing to announce.
    window.undo()
    qtbot.waitUntil(lambda: not side.last_move.isVisibleTo(window))


def test_moves_are_spoken_as_words() -> None:
    assert spoken_move("E6") == "E6"
    assert spoken_move("A7-F7") == "A7 to F7"
    assert spoken_move("pass") == "passes"
    assert spoken_move("d6xg7") == "d6, takes g7"
    assert spoken_move("d6-d7xb4") == "d6 to d7, takes b4"


def test_a_forced_pass_is_announced(
    qtbot: QtBot, make_window: WindowFactory, heard: list[Heard]
) -> None:
    state = NinetkaState(players=2, neutrals="chosen")
    rng = random.Random(0)  # this game reaches a player who must pass
    while not any(m.kind is MoveKind.PASS for m in state.legal_moves()):
        state.push(rng.choice(state.legal_moves()))
    window = make_window()
    heard.clear()
    window.start_game(HOT_SEAT_9TKA, state)
    qtbot.waitUntil(lambda: window.side.last_move.text().endswith("passes"), timeout=5_000)
    said = [h.message for h in heard]
    assert any(text.endswith("cannot move and must pass.") for text in said)
    assert window.side.last_move.text() in said
