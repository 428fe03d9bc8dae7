"""``SectionTable``: 9tka's players by sections beside the board, each held section tinted in
its holder's colour, the rows named by the players' chips.

Every row and column shows whole, without scrolling: the table is as high as its rows and never
narrower than its columns need, each section column getting the room of the widest heading.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ..models import NinetkaScoreModel, ScoreRole
from ..models.ninetka.scores import SCORE_COLUMN
from .chip_header import ChipHeader
from .look.theme import Palette
from .ninetka.diagrams import chip_pixmap


def tr(text: str) -> str:
    return QCoreApplication.translate("SidePanel", text)


class HolderDelegate(QStyledItemDelegate):
    """Tints a section's cell in the holder's colour, so the table reads like the board."""

    def __init__(self, palette: Palette, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.palette = palette

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if index.data(ScoreRole.HOLDS):
            colour = QColor(self.palette.seats[index.row()])
            colour.setAlpha(110)
            painter.fillRect(option.rect, colour)
        super().paint(painter, option, index)


class SectionTable(QTableView):
    def __init__(
        self, palette: Palette, model: NinetkaScoreModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        # The players' chips name the rows (their names are right above, with the same chips).
        self.setVerticalHeader(ChipHeader(chip_pixmap, palette, self))
        self._delegate = HolderDelegate(palette, self)
        self.setItemDelegate(self._delegate)
        self.setAccessibleName(tr("Counters per section"))
        self.setToolTip(
            tr("Each player's counters in each section; a tinted cell is a section held")
        )
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.horizontalHeader().setMinimumSectionSize(22)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Fitted once the header has its rows (a model's reset reaches the header after this
        # table's own slots would run).
        self.verticalHeader().sectionCountChanged.connect(lambda _old, _new: self.fit())
        self.show_model(model)

    def show_model(self, model: NinetkaScoreModel) -> None:
        """Show ``model`` (the live game's scores or a past position's)."""
        if self.model() is model:
            return
        self.setModel(model)
        # A new model makes the header's sections anew: the score column's mode goes again.
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(SCORE_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        self.fit()

    def set_palette(self, palette: Palette) -> None:
        self._delegate.palette = palette
        header = self.verticalHeader()
        if isinstance(header, ChipHeader):
            header.set_palette(palette)
        self.viewport().update()

    def fit(self) -> None:
        """Show every player's row and every column without scrolling or cutting a heading."""
        # None between models, or while the table goes (Qt's stubs say it never is).
        model = cast(QAbstractItemModel | None, self.model())
        if model is None:
            return
        height = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.verticalHeader().sectionSizeHint(r) for r in range(model.rowCount()))
        self.setFixedHeight(height)
        # The section columns share the width equally: each gets the widest one's need, so no
        # heading is cut; the score column fits its own heading.
        header = self.horizontalHeader()
        needs = [
            max(header.sectionSizeHint(c), self.sizeHintForColumn(c), header.minimumSectionSize())
            for c in range(model.columnCount())
        ]
        sections = needs[:SCORE_COLUMN]
        width = self.verticalHeader().sizeHint().width() + 2 * self.frameWidth()
        width += max(sections, default=0) * len(sections) + sum(needs[SCORE_COLUMN:])
        self.setMinimumWidth(width)


__all__ = ["HolderDelegate", "SectionTable"]
