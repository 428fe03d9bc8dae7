"""The Morris diagram renderer and chips: sizes, men in their colours on the right points, each
kind of highlight actually painted, and the men painted by the board's own ``MorrisManItem``."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from ninetka_desktop.games.morris import MorrisState, parse_point
from ninetka_desktop.ui.board.pictures import PIXEL_RATIO
from ninetka_desktop.ui.look.theme import DARK, HIGH_CONTRAST, LIGHT, Palette
from ninetka_desktop.ui.morris import geometry as geo
from ninetka_desktop.ui.morris.diagrams import (
    diagram_point,
    morris_chip_pixmap,
    positions_from_state,
    render_morris,
)
from ninetka_desktop.ui.morris.man_item import MorrisManItem

SIZE = 200


def _pixel(image: QImage, at: QPointF) -> QColor:
    return image.pixelColor(round(at.x() * PIXEL_RATIO), round(at.y() * PIXEL_RATIO))


def _between(a: str, b: str) -> QPointF:
    p, q = diagram_point(a, SIZE), diagram_point(b, SIZE)
    return (p + q) / 2


def _close(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def test_size_and_pixel_ratio(qtbot: QtBot) -> None:
    image = render_morris(size=SIZE)
    assert (image.width(), image.height()) == (SIZE * 2, SIZE * 2)
    assert image.devicePixelRatio() == PIXEL_RATIO
    # The corners outside the rounded board stay transparent for any page background.
    assert image.pixelColor(0, 0).alpha() == 0


def test_men_stand_on_their_points_in_the_palette_colours(qtbot: QtBot) -> None:
    for palette in (LIGHT, DARK):
        image = render_morris([("a1", 0), ("d6", 1)], size=SIZE, palette=palette)
        assert _close(_pixel(image, diagram_point("a1", SIZE)), palette.morris_men[0])
        assert _close(_pixel(image, diagram_point("d6", SIZE)), palette.morris_men[1])
        # An empty point shows the board's line colour.
        assert _close(_pixel(image, diagram_point("g7", SIZE)), palette.morris_line)
    # The corners of the board fall where the outer square's corners are.
    assert diagram_point("a7", SIZE).x() == diagram_point("a1", SIZE).x()
    assert diagram_point("g1", SIZE).x() > diagram_point("d1", SIZE).x()
    assert diagram_point("a1", SIZE).y() > diagram_point("a7", SIZE).y()


def test_every_highlight_is_painted(qtbot: QtBot) -> None:
    plain = render_morris([("g7", 1)], size=SIZE)
    marked = render_morris(
        [("g7", 1)],
        mills=[("b2", "d2", "f2")],
        arrows=[("a1", "c3")],
        removed=["g7"],
        rings=["d5"],
        size=SIZE,
    )
    # Mill outline beside its line, arrow off the board's lines, cross on the man.
    probes = {
        "mill": _between("b2", "d2") + QPointF(0, SIZE * 0.05),
        "arrow": _between("a1", "b2"),
        "cross": diagram_point("g7", SIZE) + QPointF(SIZE * 0.02, SIZE * 0.02),
    }
    for name, at in probes.items():
        assert _pixel(plain, at) != _pixel(marked, at), name
    # The ring is dashed: some of the points around its circle must have changed.
    radius = SIZE * 0.0585
    centre = diagram_point("d5", SIZE)
    around = [
        centre + QPointF(radius * math.cos(a / 8 * math.tau), radius * math.sin(a / 8 * math.tau))
        for a in range(8)
    ]
    assert sum(_pixel(plain, at) != _pixel(marked, at) for at in around) >= 4


def test_positions_from_state() -> None:
    state = MorrisState()
    for text in ("d6", "a1", "d7"):
        state.play(text)
    assert sorted(positions_from_state(state)) == [("a1", 1), ("d6", 0), ("d7", 0)]


def test_chips(qtbot: QtBot) -> None:
    white, black = morris_chip_pixmap(0, 24), morris_chip_pixmap(1, 24)
    assert white.devicePixelRatio() == PIXEL_RATIO
    assert white.width() == 48
    centre = QPointF(11, 11)
    assert _pixel(white.toImage(), centre).lightness() > 200
    assert _pixel(black.toImage(), centre).lightness() < 80
    assert white.toImage().pixelColor(0, 0).alpha() == 0


def _diagram_scale() -> float:
    """Logical pixels of a diagram per scene unit of the board."""
    a1, g1 = geo.point_position(parse_point("a1")), geo.point_position(parse_point("g1"))
    return (diagram_point("g1", SIZE).x() - diagram_point("a1", SIZE).x()) / (g1.x() - a1.x())


@pytest.mark.parametrize("pal", [LIGHT, DARK, HIGH_CONTRAST], ids=lambda pal: pal.name)
def test_diagram_men_are_the_boards_men(qtbot: QtBot, pal: Palette) -> None:
    """Every pixel of a diagram with men is the empty diagram with ``MorrisManItem`` painted on
    it: rim, groove, sheen, shadow and the high-contrast outline cannot drift from the board."""
    men = [("a1", 0), ("d6", 1)]
    diagram = render_morris(men, size=SIZE, palette=pal, coordinates=False)
    expected = render_morris(size=SIZE, palette=pal, coordinates=False)
    painter = QPainter(expected)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scale = _diagram_scale()
    for name, side in men:
        painter.save()
        painter.translate(diagram_point(name, SIZE))
        painter.scale(scale, scale)
        MorrisManItem(side, pal).paint(painter, QStyleOptionGraphicsItem(), None)
        painter.restore()
    painter.end()
    width, height = diagram.width(), diagram.height()
    worst = max(
        max(
            abs(a - b)
            for a, b in zip(
                diagram.pixelColor(x, y).getRgb(), expected.pixelColor(x, y).getRgb(), strict=True
            )
        )
        for y in range(height)
        for x in range(width)
    )
    assert worst <= 2  # rounding in the two transforms, nothing more


def test_diagrams_and_chips_paint_men_with_the_item(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    painted: list[tuple[int, str]] = []
    paint = MorrisManItem.paint

    def spy(
        item: MorrisManItem,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painted.append((item.side, item._palette.name))
        paint(item, painter, option, widget)

    monkeypatch.setattr(MorrisManItem, "paint", spy)
    render_morris([("a1", 0), ("d6", 1)], size=SIZE, palette=HIGH_CONTRAST)
    morris_chip_pixmap(1, 24, DARK)
    assert painted == [(0, "high-contrast"), (1, "high-contrast"), (1, "dark")]
