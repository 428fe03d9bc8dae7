"""PlayersPanel: one row per seat with chip, name, level, detail line and score, for 9tka and for
Nine Men's Morris (men in hand, on the board and flying)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.ninetka import NinetkaState
from ninetka_desktop.games.records import Seat
from ninetka_desktop.ui.look.theme import DARK, LIGHT
from ninetka_desktop.ui.players_panel import PlayersPanel

MORRIS_SEATS = (Seat("Ann"), Seat("Black", "computer", 3))


@pytest.fixture
def panel(qtbot: QtBot) -> PlayersPanel:
    widget = PlayersPanel(LIGHT)
    qtbot.addWidget(widget)
    widget.resize(320, 200)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _texts(panel: PlayersPanel) -> list[tuple[str, str, str]]:
    # The detail's parts keep their words together with no-break spaces.
    return [
        (row.name.text(), row.detail.text().replace("\u00a0", " "), row.score.text())
        for row in panel._rows
    ]


def test_morris_placing(panel: PlayersPanel) -> None:
    state = MorrisState()
    for text in ("d6", "a1", "d7", "g7", "f6"):
        state.play(text)
    panel.show_state(state, MORRIS_SEATS)
    assert _texts(panel) == [
        ("Ann · White", "Human · 6 in hand · 3 on board", "3"),
        ("Black", "Intermediate · 7 in hand · 2 on board", "2"),
    ]
    assert panel._rows[0].score.toolTip() == "Men on the board"
    assert panel._rows[1].accessibleName() == "Black, 2 men on the board"
    # Black is to move.
    assert not panel._rows[0].autoFillBackground()
    assert panel._rows[1].autoFillBackground()


def test_morris_moving_and_flying(panel: PlayersPanel) -> None:
    state = MorrisState.from_position(("a1", "g4", "d3"), ("b2", "d2", "f2", "b6", "d6", "f4"))
    panel.show_state(state, MORRIS_SEATS)
    assert [detail for _, detail, _ in _texts(panel)] == [
        "Human · 3 on board · flying",
        "Intermediate · 6 on board",
    ]
    grounded = MorrisState.from_position(("a1", "g4", "d3"), ("b2", "d2", "f2"), flying=False)
    assert not grounded.is_over()
    panel.show_state(grounded, MORRIS_SEATS)
    assert _texts(panel)[0][1] == "Human · 3 on board"


def test_morris_game_over_highlights_nobody(panel: PlayersPanel) -> None:
    state = MorrisState.from_position(("a1", "a4", "d7", "f4"), ("g1", "b2", "e5"))
    state.play("d7-a7xg1")
    panel.show_state(state, MORRIS_SEATS)
    assert [score for _, _, score in _texts(panel)] == ["4", "2"]
    assert not any(row.autoFillBackground() for row in panel._rows)


def test_switching_games_rebuilds_the_rows(panel: PlayersPanel) -> None:
    ninetka = NinetkaState(players=3)
    seats = (Seat("Yellow"), Seat("Blue"), Seat("Orange", "computer", 6))
    panel.show_state(ninetka, seats)
    assert len(panel._rows) == 3
    assert panel._rows[0].score.toolTip() == "Sections held now"
    assert _texts(panel)[2] == ("Orange", "Master · 12 to place", "0")
    panel.show_state(MorrisState(), MORRIS_SEATS)
    assert len(panel._rows) == 2
    assert _texts(panel)[0] == ("Ann · White", "Human · 9 in hand · 0 on board", "0")


def test_chips_follow_the_palette(panel: PlayersPanel) -> None:
    panel.show_state(MorrisState(), MORRIS_SEATS)
    light = panel._rows[1].chip.pixmap().toImage()
    panel.set_palette(DARK)
    panel.show_state(MorrisState(), MORRIS_SEATS)
    dark = panel._rows[1].chip.pixmap().toImage()
    assert not light.isNull()
    assert light != dark
