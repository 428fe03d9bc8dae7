"""In every theme, what the panels draw can be seen: each line of the review's evaluation graph
and the rims of check boxes and radio buttons stand out from the window by 3:1 (WCAG 2.2,
1.4.11), measured on the pixels drawn."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QRadioButton, QStyle, QStyleOptionButton

from ninetka_desktop.ui.evaluation_graph import EvaluationGraph
from ninetka_desktop.ui.look.app_palette import apply_widget_theme
from ninetka_desktop.ui.look.contrast import GRAPHICS_MINIMUM, contrast_ratio
from ninetka_desktop.ui.look.theme import palette

THEMES = ("light", "dark", "high-contrast")


@pytest.fixture
def themed(qapp: QApplication) -> Iterator[None]:
    yield
    apply_widget_theme("light")


def hex_of(colour: QColor) -> str:
    return colour.name(QColor.NameFormat.HexRgb)


def strongest_contrast(image: QImage, background: str, rows: range, columns: range) -> float:
    """The highest contrast against ``background`` of any pixel in the rows and columns."""
    best = 1.0
    for y in rows:
        for x in columns:
            best = max(best, contrast_ratio(hex_of(image.pixelColor(x, y)), background))
    return best


#: Each seat's line, level at its own height (a share of the plot), so each can be found apart.
LEVELS = {"9tka": (0.15, 0.35, 0.65, 0.85), "morris": (0.2, 0.8)}


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("game", LEVELS)
def test_every_line_of_the_evaluation_graph_stands_out(themed: None, theme: str, game: str) -> None:
    apply_widget_theme(theme)
    graph = EvaluationGraph(palette(theme))
    graph.resize(300, 120)
    levels = LEVELS[game]
    graph.show_values(game, [levels] * 12)
    image = graph.grab().toImage()
    background = hex_of(graph.palette().color(QPalette.ColorRole.Window))
    plot_top, plot_height = 6, graph.height() - 12  # the graph's margin
    columns = range(20, graph.width() - 20)
    for seat, level in enumerate(levels):
        y = round(plot_top + plot_height * (1 - level))
        contrast = strongest_contrast(image, background, range(y - 2, y + 3), columns)
        assert contrast >= GRAPHICS_MINIMUM, (theme, game, seat, contrast)
    graph.deleteLater()


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
def test_an_unchecked_box_or_radio_button_stands_out(
    themed: None, theme: str, kind: type[QCheckBox] | type[QRadioButton]
) -> None:
    apply_widget_theme(theme)
    button = kind("Flying")
    button.show()
    QApplication.processEvents()
    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = (
        QStyle.SubElement.SE_CheckBoxIndicator
        if kind is QCheckBox
        else QStyle.SubElement.SE_RadioButtonIndicator
    )
    rect = button.style().subElementRect(element, option, button)
    image = button.grab().toImage()
    background = hex_of(button.palette().color(QPalette.ColorRole.Window))
    rows, columns = range(rect.top(), rect.bottom() + 1), range(rect.left(), rect.right() + 1)
    contrast = strongest_contrast(image, background, rows, columns)
    assert contrast >= GRAPHICS_MINIMUM, (theme, kind.__name__, contrast)
    button.deleteLater()
