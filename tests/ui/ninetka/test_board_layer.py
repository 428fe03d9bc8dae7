"""The 9tka board's unchanging layer and its held sections are copied from kept pictures: the
board looks as when drawn directly, in every theme and zoom, and a move that changes no holder
draws no picture again."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from ninetka_desktop.ui.board.layer_picture import LayerPicture
from ninetka_desktop.ui.look.theme import palette
from ninetka_desktop.ui.ninetka import geometry as geo
from ninetka_desktop.ui.ninetka.board_item import NinetkaBoardItem

HOLDERS = (0, -1, 1, 2, -1, 3, -1, 0, 1)


def _render(item: NinetkaBoardItem, zoom: float) -> QImage:
    scene = QGraphicsScene()
    scene.addItem(item)
    rect = geo.scene_rect()
    size = (int(rect.width() * zoom), int(rect.height() * zoom))
    image = QImage(*size, QImage.Format.Format_RGB32)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0.3, 0.6, image.width(), image.height()), rect)
    painter.end()
    scene.removeItem(item)
    return image


def _difference(a: QImage, b: QImage) -> tuple[float, int]:
    """The mean and the largest difference of a colour channel, over every other row."""
    total, worst, count = 0, 0, 0
    for y in range(0, a.height(), 2):
        row_a, row_b = bytes(a.constScanLine(y)), bytes(b.constScanLine(y))
        differences = [abs(x - y) for x, y in zip(row_a, row_b, strict=True)]
        total += sum(differences)
        worst = max(worst, *differences)
        count += len(differences)
    return total / count, worst


def _board(theme: str, labels: bool) -> NinetkaBoardItem:
    item = NinetkaBoardItem(palette(theme))
    item.set_labels_shown(labels)
    item.set_holders(HOLDERS)
    item.set_legal([geo_cell for geo_cell in range(0, 121, 7)])
    item.set_last_move({12: "from", 14: "to"})
    return item


@pytest.mark.parametrize("labels", [False, True])
@pytest.mark.parametrize("zoom", [0.6, 1.7])
@pytest.mark.parametrize("theme", ["light", "dark", "high-contrast"])
def test_the_board_from_its_pictures_looks_as_drawn(
    qapp: object, monkeypatch: pytest.MonkeyPatch, theme: str, zoom: float, labels: bool
) -> None:
    pictured_item = _board(theme, labels)
    pictured = _render(pictured_item, zoom)
    assert pictured_item.layer_renders() == 1 + sum(h >= 0 for h in HOLDERS)

    def draw_directly(
        self: LayerPicture, painter: QPainter, rect: QRectF, draw: Callable[[QPainter], None]
    ) -> None:
        draw(painter)

    monkeypatch.setattr(LayerPicture, "draw", draw_directly)
    drawn = _render(_board(theme, labels), zoom)
    mean, worst = _difference(pictured, drawn)
    # Copies land within an eighth of a pixel; a held section's tint is laid over the plain
    # cell, so its antialiased edge may differ by a shade. The coordinates' glyphs may snap
    # to another pixel column than when drawn straight onto the window: only the mean counts.
    assert mean < 1.0, (mean, worst)
    if not labels:
        assert worst < 80, (mean, worst)


def test_pictures_are_drawn_again_only_when_the_board_changes(qapp: object) -> None:
    item = NinetkaBoardItem(palette("light"))
    _render(item, 1.0)
    assert item.layer_renders() == 1
    # The marks of a turn and a repaint at the same scale: copies only.
    item.set_legal([60, 61])
    item.set_last_move({60: "to"})
    _render(item, 1.0)
    assert item.layer_renders() == 1
    # A section taken: its own picture, once; taken back and again: kept.
    item.set_holders((0,) + (-1,) * 8)
    _render(item, 1.0)
    assert item.layer_renders() == 2
    item.set_holders((-1,) * 9)
    _render(item, 1.0)
    item.set_holders((0,) + (-1,) * 8)
    _render(item, 1.0)
    assert item.layer_renders() == 2
    # Another zoom, another theme, the coordinates hidden: drawn again.
    _render(item, 1.5)
    assert item.layer_renders() == 4
    item.set_palette(palette("dark"))
    _render(item, 1.5)
    assert item.layer_renders() == 6
    item.set_labels_shown(False)
    _render(item, 1.5)
    assert item.layer_renders() == 7
