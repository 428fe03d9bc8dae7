"""``NinetkaBoardItem``: the board itself: plate, field cells, edge wells, labels and section tints.

One item paints the whole static board, so a theme switch or a new section holder is a single
repaint. It knows nothing of the game: the scene hands it section holders, legal cells and the
trace of the last move.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import partial

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...games.ninetka import FIELD_CELLS, FILES, SECTION_CELLS, SIZE, SLOTS, is_core
from ..board.layer_picture import LayerPicture
from ..board.plate import BoardPlate
from ..look.theme import Palette
from . import geometry as geo


def file_label(col: int) -> str:
    return QCoreApplication.translate("BoardScene", FILES[col], "file label on the board edge")


def rank_label(row: int) -> str:
    return QCoreApplication.translate("BoardScene", str(row + 1), "rank label on the board edge")


def _cells_rect(cells: Iterable[int], reach: float) -> QRectF:
    """The rect around the centres of ``cells`` grown by ``reach`` (empty for no cells)."""
    rect = QRectF()
    for cell in cells:
        centre = geo.cell_center(cell)
        rect = rect.united(QRectF(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach))
    return rect


class NinetkaBoardItem(BoardPlate):
    def __init__(self, palette: Palette, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._palette = palette
        self._holders: tuple[int, ...] = (-1,) * 9
        self._legal: frozenset[int] = frozenset()
        #: Plate, cells, wells and labels: what changes only with the theme.
        self._layer = LayerPicture()
        #: A held section, tinted and rimmed in its holder's colour, by (section, holder): a
        #: section changing hands is a copy, not a new layer.
        self._held: dict[tuple[int, int], LayerPicture] = {}
        self._full_paints = 0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        self._layer.invalidate()
        self._held.clear()
        self.update()

    def set_labels_shown(self, shown: bool) -> None:
        if shown != self.labels_shown():
            self._layer.invalidate()
        super().set_labels_shown(shown)

    def layer_renders(self) -> int:
        """How many times the layer or a held section was painted in full, not copied from its
        picture (for the tests)."""
        return self._full_paints

    def set_holders(self, holders: Iterable[int]) -> None:
        """The seat holding each section (-1: nobody), for the section tints."""
        holders = tuple(holders)
        if holders != self._holders:
            dirty = QRectF()
            for section, (old, new) in enumerate(zip(self._holders, holders, strict=True)):
                if old != new:
                    dirty = dirty.united(self._section_rect(section))
            self._holders = holders
            self.update(dirty)

    def _section_rect(self, section: int) -> QRectF:
        """Where a held section's tint and rim are drawn."""
        grow = geo.GAP * 0.8 + 3.0 * self._palette.outline_scale  # the rim and its pen
        return geo.section_rect(section).adjusted(-grow, -grow, grow, grow)

    def holders(self) -> tuple[int, ...]:
        return self._holders

    def legal(self) -> frozenset[int]:
        """The cells marked with a dot now."""
        return self._legal

    def set_legal(self, cells: Iterable[int]) -> None:
        """Cells that get a faint dot: where the player may click now (empty set: none)."""
        legal = frozenset(cells)
        if legal != self._legal:
            self.update(_cells_rect(legal ^ self._legal, geo.CELL * 0.09 + 2.0))
            self._legal = legal

    def trace_rect(self, parts: Mapping[int, str]) -> QRectF:
        # The widest mark is the halo around the counter that arrived; the track of a slide
        # runs between two of the cells.
        reach = geo.COUNTER_RADIUS * 1.17 + 2.0 * self._palette.outline_scale + 2.0
        return _cells_rect(parts, max(reach, geo.CELL * 0.08 + 2.0))

    def boundingRect(self) -> QRectF:
        return geo.scene_rect()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._layer.draw(painter, self.boundingRect(), self._paint_layer)
        for section, holder in enumerate(self._holders):
            if holder >= 0:
                held = self._held.setdefault((section, holder), LayerPicture())
                paint_held = partial(self._paint_held, section=section, holder=holder)
                held.draw(painter, self._section_rect(section), paint_held)
        self._paint_legal_dots(painter)
        self._paint_trace(painter)

    def _paint_layer(self, painter: QPainter) -> None:
        self._full_paints += 1
        pal = self._palette
        self._paint_plate(painter)
        # The field inlay: its colour shows through the gutters between sections.
        field = geo.field_rect().adjusted(-geo.GAP, -geo.GAP, geo.GAP, geo.GAP)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pal.field)
        painter.drawRoundedRect(field, geo.CELL_ROUNDING + 3, geo.CELL_ROUNDING + 3)
        self._paint_cells(painter, FIELD_CELLS, -1)
        for slot in SLOTS:
            self._paint_well(painter, geo.cell_center(slot))
        self._paint_labels(painter)

    def _paint_plate(self, painter: QPainter) -> None:
        pal = self._palette
        inset = geo.MARGIN * 0.18
        plate = geo.scene_rect().adjusted(inset, inset, -inset, -inset)
        # A whisper of a vertical gradient keeps the plate from looking like a flat sticker.
        gradient = QLinearGradient(plate.topLeft(), plate.bottomLeft())
        gradient.setColorAt(0.0, pal.board.lighter(104))
        gradient.setColorAt(1.0, pal.board.darker(104))
        painter.setPen(QPen(pal.board_edge, 2.0 * pal.outline_scale))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(plate, 22.0, 22.0)

    def _paint_cells(self, painter: QPainter, cells: Iterable[int], holder: int) -> None:
        """``cells`` in their own colours, tinted for ``holder`` (-1: nobody)."""
        pal = self._palette
        painter.setPen(QPen(pal.cell_edge, 1.0 * pal.outline_scale))
        for cell in cells:
            base = pal.core_cell if is_core(cell) else pal.ring_cell
            painter.setBrush(pal.tinted(base, holder) if holder >= 0 else base)
            rect = geo.cell_rect(cell).adjusted(0.5, 0.5, -0.5, -0.5)
            painter.drawRoundedRect(rect, geo.CELL_ROUNDING, geo.CELL_ROUNDING)

    def _paint_held(self, painter: QPainter, section: int, holder: int) -> None:
        """A section held by ``holder``: its cells tinted, and a thin line in the holder's colour
        around it (the wash alone gets muddy on the dark board, the line stays clear)."""
        self._full_paints += 1
        self._paint_cells(painter, SECTION_CELLS[section], holder)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        grow = geo.GAP * 0.8
        rect = geo.section_rect(section)
        colour = QColor(self._palette.seats[holder])
        colour.setAlpha(210)
        painter.setPen(QPen(colour, 2.5 * self._palette.outline_scale))
        rounding = geo.CELL_ROUNDING + grow
        painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), rounding, rounding)

    def _paint_well(self, painter: QPainter, centre: QPointF) -> None:
        pal = self._palette
        r = geo.WELL_RADIUS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pal.well)
        painter.drawEllipse(centre, r, r)
        # An inner shadow along the top makes the well read as a hollow.
        gradient = QLinearGradient(centre + QPointF(0, -r), centre + QPointF(0, r))
        gradient.setColorAt(0.0, pal.well_shade)
        clear = QColor(pal.well_shade)
        clear.setAlpha(0)
        gradient.setColorAt(0.55, clear)
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(centre, r, r)
        painter.setPen(QPen(pal.board.lighter(112), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), 200 * 16, 140 * 16)
        if pal.outline_scale > 1:
            # High contrast: the well's shading is gone, so an outline shows where it is.
            painter.setPen(QPen(pal.cell_edge, 1.0 * pal.outline_scale))
            painter.drawEllipse(centre, r, r)

    def _paint_legal_dots(self, painter: QPainter) -> None:
        if not self._legal:
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._palette.legal_dot)
        for cell in self._legal:
            painter.drawEllipse(geo.cell_center(cell), geo.CELL * 0.09, geo.CELL * 0.09)

    def _paint_trace(self, painter: QPainter) -> None:
        """The last move: a faint track from the slot a slide left to where it landed, a dashed
        ring in that slot, a halo around the counter that arrived. In the label's colour, which
        every theme keeps readable on the board; the dash tells it apart without colour."""
        if not self._last:
            return
        trace = QColor(self._palette.label)
        trace.setAlpha(170)
        origin = next((c for c, part in self._last.items() if part == "from"), None)
        target = next((c for c, part in self._last.items() if part == "to"), None)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if origin is not None and target is not None:
            soft = QColor(trace)
            soft.setAlpha(70)
            width = geo.CELL * 0.16
            painter.setPen(QPen(soft, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QLineF(geo.cell_center(origin), geo.cell_center(target)))
        scale = self._palette.outline_scale
        for cell, part in self._last.items():
            centre = geo.cell_center(cell)
            if part == "from":
                painter.setPen(QPen(trace, 2.5 * scale, Qt.PenStyle.DashLine))
                radius = geo.COUNTER_RADIUS * 0.62
            else:
                painter.setPen(QPen(trace, 3.0 * scale))
                radius = geo.COUNTER_RADIUS * 1.17
            painter.drawEllipse(centre, radius, radius)

    def _paint_labels(self, painter: QPainter) -> None:
        if not self._labels_shown:
            return
        font = QFont()
        font.setPixelSize(int(geo.MARGIN * 0.42))
        font.setWeight(QFont.Weight.DemiBold)
        painter.setFont(font)
        painter.setPen(self._palette.label)
        box = geo.MARGIN
        flags = Qt.AlignmentFlag.AlignCenter
        for index in range(SIZE):
            for centre in geo.file_label_centres(index):
                rect = QRectF(centre.x() - box / 2, centre.y() - box / 2, box, box)
                painter.drawText(rect, flags, file_label(index))
            for centre in geo.rank_label_centres(index):
                rect = QRectF(centre.x() - box / 2, centre.y() - box / 2, box, box)
                painter.drawText(rect, flags, rank_label(index))
