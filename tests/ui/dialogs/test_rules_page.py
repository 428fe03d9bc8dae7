"""The rules pages of both games: they open, carry their diagrams as resources and say the key
rules; the Morris examples are replayed through the engine."""

from __future__ import annotations

from unittest import mock

import pytest
from PySide6.QtGui import QImage, QTextDocument
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.errors import IllegalMoveError
from ninetka_desktop.games.morris import MorrisMove, MorrisState, parse_point, point_name
from ninetka_desktop.ui.dialogs import rules_page
from ninetka_desktop.ui.dialogs.rules_page import (
    RulesDialog,
    diagram_names,
    diagram_url,
)
from ninetka_desktop.ui.morris import rules_text as mrt
from ninetka_desktop.ui.morris.rules_text import MORRIS_DIAGRAM_NAMES
from ninetka_desktop.ui.ninetka import rules_text as ninetka_rules
from ninetka_desktop.ui.ninetka.diagrams import NEUTRAL, landing_of, render_board, section_holders
from ninetka_desktop.ui.ninetka.rules_text import DIAGRAM_NAMES


def test_dialog_has_every_diagram(qtbot: QtBot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    document = dialog.browser.document()
    html = document.toHtml()
    for name in DIAGRAM_NAMES:
        image = document.resource(QTextDocument.ResourceType.ImageResource, diagram_url(name))
        assert isinstance(image, QImage)
        assert not image.isNull()
        assert image.devicePixelRatio() == 2.0
        assert diagram_url(name).toString() in html


def test_key_phrases_of_the_rules(qtbot: QtBot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for phrase in (
        "Adam Kałuża",
        "B2 to J10",
        "C3 to I9",
        "NW, N, NE",
        "empty core cell of a section that has no neutral counter yet",
        "Yellow starts this phase, whoever placed the last neutral counter",
        "last empty cell before the first occupied one",
        "blocked",
        "passes",
        "strictly more",
        "in a 2-player tie Blue wins",
        "the tournament is drawn",
        "every player sits once in every seat",
        "A7-F7",
    ):
        assert phrase in text, phrase


def test_diagram_examples_follow_the_rules() -> None:
    slide = [("A5", 0), ("F5", NEUTRAL), ("E11", 1), ("E7", 0)]
    assert landing_of(slide, "A5") == "E5"
    assert landing_of(slide, "E11") == "E8"
    assert landing_of([("A6", 1), ("B6", 0)], "A6") is None
    assert landing_of([], "K2") == "B2"  # an empty line is crossed to its last cell
    holders = section_holders(ninetka_rules._MAJORITY)
    assert holders[6] == 0  # NW: Yellow 3 to 2
    assert holders[7] == -1  # N: 2 to 2
    assert holders[8] == 1  # NE: Blue alone


def test_render_board_size_and_ratio() -> None:
    image = render_board([("E5", 0)], [("A5", "D5")], size=100)
    assert image.size().width() == 200
    assert image.devicePixelRatio() == 2.0


def test_about_box_credits_the_designer(qtbot: QtBot) -> None:
    with mock.patch.object(rules_page.QMessageBox, "about") as about:
        rules_page.show_about(None)
    text = about.call_args.args[2]
    assert "Adam Kałuża (2007)" in text
    assert rules_page.__version__ in text


# --- Nine Men's Morris ------------------------------------------------------------------------


def _morris_dialog(qtbot: QtBot) -> RulesDialog:
    dialog = RulesDialog(None, game="morris")
    qtbot.addWidget(dialog)
    return dialog


def test_titles_per_game(qtbot: QtBot) -> None:
    ninetka = RulesDialog()
    qtbot.addWidget(ninetka)
    assert ninetka.windowTitle() == "Rules of 9tka"
    morris = _morris_dialog(qtbot)
    assert morris.windowTitle() == "Rules of the Morris Games"
    with pytest.raises(ValueError):
        RulesDialog(None, game="chess")


def test_morris_page_has_its_diagrams(qtbot: QtBot) -> None:
    dialog = _morris_dialog(qtbot)
    document = dialog.browser.document()
    html = document.toHtml()
    names = diagram_names("morris")
    assert names == MORRIS_DIAGRAM_NAMES
    # Nine Men's Morris's five, and one or two for each other game of the family.
    assert 10 <= len(names) <= 14
    for name in names:
        image = document.resource(QTextDocument.ResourceType.ImageResource, diagram_url(name))
        assert isinstance(image, QImage)
        assert not image.isNull()
        assert diagram_url(name).toString() in html
    # The 9tka page's pictures stay on the 9tka page.
    assert diagram_url("regions").toString() not in html


def test_morris_page_says_the_rules(qtbot: QtBot) -> None:
    dialog = _morris_dialog(qtbot)
    text = " ".join(dialog.browser.toPlainText().split())
    for phrase in (
        "White moves first",
        "24 points",
        "columns a to g",
        "There are 16",
        "d5 d6 d7",
        "until both have placed all nine",
        "remove one of your opponent's men",
        "unless every one of their men is in a mill",
        "Closing two mills with one move still removes only one man",
        "adjacent empty point",
        "straight back on your next turn is allowed",
        "exactly three men left may move a man to any empty point",
        # Every way the game ends.
        "down to two men loses",
        "cannot move any man",
        "blocked",
        "third time with the same player to move",
        "threefold repetition",
        "100 moves in a row (50 by each player)",
        "without a removal",
        # Notation.
        "d6-d7",
        "a4xg7",
        "d6-d7xb4",
    ):
        assert phrase in text, phrase


def test_morris_diagram_examples_follow_the_rules() -> None:
    placing = MorrisState.from_position(mrt.MILL_WHITE, mrt.MILL_BLACK, in_hand=mrt.MILL_IN_HAND)
    # A man in Black's mill is safe while Black has men outside mills.
    assert not placing.is_legal(MorrisMove(None, parse_point(mrt.MILL_PLACE), parse_point("d6")))
    removable = {point_name(p) for p in placing.removable_points(0)}
    assert mrt.MILL_REMOVE in removable
    assert removable.isdisjoint({"b6", "d6", "f6"})
    placing.play(f"{mrt.MILL_PLACE}x{mrt.MILL_REMOVE}")

    sliding = MorrisState.from_position(mrt.SLIDE_WHITE, mrt.SLIDE_BLACK)
    d6 = parse_point("d6")
    targets = {point_name(m.dst) for m in sliding.legal_moves() if m.src == d6}
    assert targets == set(mrt.SLIDE_TARGETS)

    flight = "-".join(mrt.FLY_MOVE)
    flying = MorrisState.from_position(mrt.FLY_WHITE, mrt.FLY_BLACK)
    assert flying.can_fly(0)
    flying.play(flight)
    grounded = MorrisState.from_position(mrt.FLY_WHITE, mrt.FLY_BLACK, flying=False)
    with pytest.raises(IllegalMoveError):
        grounded.play(flight)

    blocking = MorrisState.from_position(mrt.BLOCK_WHITE, mrt.BLOCK_BLACK)
    blocking.play("-".join(mrt.BLOCK_MOVE))
    outcome = blocking.outcome()
    assert outcome is not None
    assert (outcome.winner, outcome.reason) == (0, "blocked")


def test_morris_page_has_a_section_for_each_game_of_the_family(qtbot: QtBot) -> None:
    dialog = _morris_dialog(qtbot)
    text = " ".join(dialog.browser.toPlainText().split())
    sections = text[text.index("The Morris family") :]
    for phrase in (
        # A heading per game, in the dialog's order.
        "Three Men's Morris",
        "Six Men's Morris",
        "Twelve Men's Morris",
        "Morabaraba",
        "Lasker Morris",
    ):
        assert phrase in sections, phrase
    for phrase in (
        # What sets each game apart (RULES.md section 3).
        "The first mill wins the game",
        "no flying",
        "If every point is taken when the last man is placed, the game is a draw",
        "No immediate return",
        "ten moves",
        "either places a man from the hand on an empty point or moves one",
    ):
        assert phrase in sections, phrase
    html = dialog.browser.document().toHtml()
    for name in ("morris-three", "morris-three-square", "morris-six", "morris-twelve",
                 "morris-lasker"):  # fmt: skip
        assert diagram_url(name).toString() in html
