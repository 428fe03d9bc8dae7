"""The high-contrast theme meets WCAG 2.2 AA: text at least 4.5:1 against its background
(1.4.3), the parts of the boards a player needs at least 3:1 against what they are drawn on
(1.4.11). Contrast is the WCAG ratio of relative luminances (ninetka_desktop.ui.look.contrast)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from ninetka_desktop.models.roles import NEUTRAL_OWNER
from ninetka_desktop.storage.settings import THEMES, Settings
from ninetka_desktop.ui.dialogs.settings import SettingsDialog
from ninetka_desktop.ui.look.app_palette import apply_widget_theme
from ninetka_desktop.ui.look.contrast import GRAPHICS_MINIMUM, TEXT_MINIMUM, contrast_ratio
from ninetka_desktop.ui.look.theme import HIGH_CONTRAST, palette
from ninetka_desktop.ui.main_window import theme_name
from ninetka_desktop.ui.morris.style import accents

HC = HIGH_CONTRAST
OWNERS = (0, 1, 2, 3, NEUTRAL_OWNER)


def ratio(a: QColor, b: QColor) -> float:
    assert a.alpha() == 255 and b.alpha() == 255, "contrast is only defined for opaque colours"
    return contrast_ratio(a.name(), b.name())


def assert_contrast(pairs: dict[str, tuple[QColor, QColor]], minimum: float) -> None:
    low = {name: round(ratio(a, b), 2) for name, (a, b) in pairs.items() if ratio(a, b) < minimum}
    assert low == {}, f"below {minimum}:1"


def test_wcag_contrast_of_known_colours() -> None:
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)  # AA grey
    assert contrast_ratio("#ffffff", "#ffffff") == pytest.approx(1.0)


def test_high_contrast_is_a_theme_everywhere(qapp: QApplication) -> None:
    assert "high-contrast" in THEMES
    assert palette("high-contrast") is HC
    assert theme_name("high-contrast") == "high-contrast"
    assert accents(HC).mill != accents(palette("light")).mill
    dialog = SettingsDialog(Settings(theme="high-contrast"))
    assert dialog.theme.currentData() == "high-contrast"
    assert dialog.theme.currentText() == "High contrast"
    assert dialog.settings().theme == "high-contrast"
    assert HC.outline_scale >= 2  # thick outlines


def test_board_text_has_text_contrast() -> None:
    assert_contrast(
        {"labels on the board": (HC.label, HC.board), "labels on the table": (HC.label, HC.table)},
        TEXT_MINIMUM,
    )


def test_the_9tka_board_has_graphics_contrast() -> None:
    cells = {"core cell": HC.core_cell, "ring cell": HC.ring_cell, "well": HC.well}
    tinted = {
        f"cell held by seat {seat}": HC.tinted(base, seat)
        for seat in range(4)
        for base in (HC.core_cell, HC.ring_cell)
    }
    pairs: dict[str, tuple[QColor, QColor]] = {
        "board edge on the table": (HC.board_edge, HC.table),
        "cell edges on the gutters": (HC.cell_edge, HC.field),
        "well rims on the board": (HC.cell_edge, HC.board),
    }
    for where, ground in cells.items():
        pairs[f"cell edge around a {where}"] = (HC.cell_edge, ground)
        pairs[f"legal dot on a {where}"] = (HC.legal_dot, ground)
        pairs[f"focus frame on a {where}"] = (HC.focus, ground)
        pairs[f"hint on a {where}"] = (HC.hint, ground)
        pairs[f"slide path on a {where}"] = (HC.path, ground)
        for owner in OWNERS:
            pairs[f"counter {owner} on a {where}"] = (HC.counter_colour(owner), ground)
    assert HC.counter_edge is not None
    for where, ground in tinted.items():
        pairs[f"counter rim on a {where}"] = (HC.counter_edge, ground)
    for seat in range(4):  # a held section's rim lies in the gutter
        pairs[f"section rim of seat {seat}"] = (HC.seats[seat], HC.field)
    assert_contrast(pairs, GRAPHICS_MINIMUM)


def test_the_morris_board_has_graphics_contrast() -> None:
    acc = accents(HC)
    white, black = HC.morris_men
    white_edge, black_edge = HC.morris_men_edge
    pairs = {
        "lines": (HC.morris_line, HC.board),
        "White man": (white, HC.board),
        "Black man's edge": (black_edge, HC.board),
        "White and Black": (white, black),
        "White man's edge on its body": (white_edge, white),
        "mill": (acc.mill, HC.board),
        "mill ring's border on a White man": (acc.mill_border(), white),
        "mill ring in its border": (acc.mill, acc.mill_border()),
        "mill ring on a Black man": (acc.mill, black),
        "man to take": (acc.danger, HC.board),
        "last move": (acc.trace, HC.board),
        "man to pick up": (acc.pickable, HC.board),
        "tray edge": (acc.tray_edge, HC.table),
        "focus ring": (HC.focus, HC.board),
    }
    assert_contrast(pairs, GRAPHICS_MINIMUM)


@pytest.fixture
def high_contrast_widgets(qapp: QApplication) -> Iterator[QPalette]:
    apply_widget_theme("high-contrast")
    try:
        yield QApplication.palette()
    finally:
        apply_widget_theme("light")


def test_the_widgets_have_text_contrast(high_contrast_widgets: QPalette) -> None:
    pal, role, group = high_contrast_widgets, QPalette.ColorRole, QPalette.ColorGroup
    pairs = {
        f"{text.name} on {ground.name}": (pal.color(text), pal.color(ground))
        for text, ground in (
            (role.WindowText, role.Window),
            (role.Text, role.Base),
            (role.Text, role.AlternateBase),
            (role.ButtonText, role.Button),
            (role.HighlightedText, role.Highlight),
            (role.PlaceholderText, role.Base),
            (role.PlaceholderText, role.Window),
            (role.ToolTipText, role.ToolTipBase),
            (role.Link, role.Base),
        )
    }
    pairs["disabled text"] = (pal.color(group.Disabled, role.Text), pal.color(role.Base))
    assert_contrast(pairs, TEXT_MINIMUM)
    assert "border: 2px solid #ffffff" in QApplication.instance().styleSheet()  # type: ignore[union-attr]


def test_leaving_high_contrast_drops_its_style_sheet(high_contrast_widgets: QPalette) -> None:
    apply_widget_theme("dark")
    assert QApplication.instance().styleSheet() == ""  # type: ignore[union-attr]
