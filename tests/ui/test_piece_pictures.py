"""Resting pieces are copied from kept pictures: they look as when drawn directly, at every
zoom, and pieces that move, glow or fade are still drawn directly."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from ninetka_desktop.ui.board import piece_pictures
from ninetka_desktop.ui.board.piece_item import PieceItem
from ninetka_desktop.ui.look.theme import palette
from ninetka_desktop.ui.morris.man_item import MorrisManItem
from ninetka_desktop.ui.ninetka.counter_item import CounterItem

PIECES: dict[str, Callable[[str], PieceItem]] = {
    "white man": lambda theme: MorrisManItem(0, palette(theme), radius=22.0),
    "black man": lambda theme: MorrisManItem(1, palette(theme), radius=22.0),
    "counter": lambda theme: CounterItem(2, palette(theme), radius=24.0),
    "neutral counter": lambda theme: CounterItem(-1, palette(theme), radius=24.0),
}


def _render(item: PieceItem, zoom: float) -> QImage:
    scene = QGraphicsScene()
    scene.addItem(item)
    item.setPos(QPointF(0.5, 0.25))
    size = int(80 * zoom)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, size, size), QRectF(-40, -40, 80, 80))
    painter.end()
    scene.removeItem(item)
    return image


def _difference(a: QImage, b: QImage) -> tuple[float, int]:
    """The mean and the largest difference of a colour channel between two images."""
    total, worst, count = 0, 0, 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            for ca, cb in ((pa.red(), pb.red()), (pa.green(), pb.green()), (pa.blue(), pb.blue())):
                total += abs(ca - cb)
                worst = max(worst, abs(ca - cb))
                count += 1
    return total / count, worst


@pytest.mark.parametrize("zoom", [0.7, 1.0, 1.6])
@pytest.mark.parametrize("theme", ["light", "dark", "high-contrast"])
@pytest.mark.parametrize("piece", sorted(PIECES))
def test_a_resting_piece_from_its_picture_looks_as_drawn(
    qapp: object, monkeypatch: pytest.MonkeyPatch, piece: str, theme: str, zoom: float
) -> None:
    kept = piece_pictures.pictures_kept()
    pictured = _render(PIECES[piece](theme), zoom)
    assert piece_pictures.pictures_kept() >= min(kept + 1, piece_pictures.MAX_PICTURES) or kept

    def draw_directly(
        painter: QPainter, look: object, half: float, draw: Callable[[QPainter], None]
    ) -> None:
        draw(painter)

    monkeypatch.setattr("ninetka_desktop.ui.morris.man_item.draw_picture", draw_directly)
    monkeypatch.setattr("ninetka_desktop.ui.ninetka.counter_item.draw_picture", draw_directly)
    drawn = _render(PIECES[piece](theme), zoom)
    mean, worst = _difference(pictured, drawn)
    # The offset is kept to a quarter pixel: edges may differ by a shade, nothing more.
    assert mean < 2.0, (mean, worst)
    assert worst < 48, (mean, worst)


def test_a_picture_is_made_once_per_look_and_scale(qapp: object) -> None:
    made: list[float] = []

    def draw(painter: QPainter) -> None:
        made.append(painter.worldTransform().m11())
        painter.setBrush(Qt.GlobalColor.red)
        painter.drawEllipse(QPointF(0, 0), 10, 10)

    image = QImage(100, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for _ in range(3):
        piece_pictures.draw_picture(painter, ("test look", 1), 11.0, draw)
    painter.scale(2.0, 2.0)
    piece_pictures.draw_picture(painter, ("test look", 1), 11.0, draw)
    painter.end()
    assert made == [1.0, 2.0]  # rendered at each scale, the picture's own painter scaled


def test_lifted_chosen_flashing_and_ghost_men_are_drawn_directly(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    pictured: list[object] = []
    monkeypatch.setattr(
        "ninetka_desktop.ui.morris.man_item.draw_picture",
        lambda painter, look, half, draw: pictured.append(look),
    )
    states: list[Callable[[MorrisManItem], None]] = [
        lambda man: man.setProperty("lift", 0.5),
        lambda man: man.set_marks(False, True, False),
        lambda man: man.setProperty("alarm", 0.3),
        lambda man: man.set_ghost(True),
    ]
    for put in states:
        man = MorrisManItem(0, palette("light"))
        put(man)
        _render(man, 1.0)
    assert pictured == []
    _render(MorrisManItem(0, palette("light")), 1.0)
    assert len(pictured) == 1
