"""The rules page: it opens, carries its diagrams as resources and says the key rules."""

from __future__ import annotations

from unittest import mock

from PySide6.QtGui import QImage, QTextDocument
from pytestqt.qtbot import QtBot

from ninetka_desktop.ui import rules_page
from ninetka_desktop.ui.diagrams import NEUTRAL, landing_of, render_board, section_holders
from ninetka_desktop.ui.rules_page import DIAGRAM_NAMES, RulesDialog, diagram_url


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
    holders = section_holders(rules_page._MAJORITY)
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
