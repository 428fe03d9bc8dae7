"""Where a window cuts a text: ``cut_texts(window)`` lists every text shown in it that needs more
room than it has.

It walks the widgets shown (every page of a tab widget in turn) and measures each text the way
the widget lays it out: a single-line label's text against its contents rectangle, a
word-wrapped label's height for its width (and its longest word), a button's, check box's,
spin box's or combo box's size for its text (every item of a combo box), each header section
and each item of an item view against the rectangle it is drawn in, a group box's title, each
tab of a tab bar and each menu of a menu bar. A widget clipped by the widgets around it has only
the part left visible; an item view or text box that needs sideways scrolling counts as a cut
too. Text elided on purpose (ending in "…" with the whole text as its tooltip) is allowed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMenuBar,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

ELLIPSIS = "\u2026"
#: Added to a button's contents before the style sizes it and taken off after: styles give a
#: button with text a minimum width (Fusion 80 px), which says nothing about the text's need.
_PAD = 1000


@dataclass(frozen=True)
class Cut:
    """A text that does not fit: where, what, how much room it needs and has (pixels)."""

    where: str
    text: str
    needs: int
    has: int
    dimension: str = "wide"

    def __str__(self) -> str:
        return (
            f"{self.where}: {self.text!r} needs {self.needs} px {self.dimension}, "
            f"has {self.has}"
        )


def cut_texts(window: QWidget) -> list[Cut]:
    """Every text shown in ``window`` that is cut, on every page of its tab widgets."""
    settle(window)
    cuts: list[Cut] = []
    tabs = [t for t in window.findChildren(QTabWidget) if t.isVisible() and t.count() > 1]
    cuts += _cuts_in(window)
    for tab in tabs:
        current = tab.currentIndex()
        for index in range(tab.count()):
            if index == current or not tab.isTabVisible(index):
                continue
            tab.setCurrentIndex(index)
            settle(window)
            page = tab.widget(index)
            cuts += _cuts_in(page)
        tab.setCurrentIndex(current)
        settle(window)
    return sorted(set(cuts), key=str)


def settle(window: QWidget) -> None:
    """Let layouts and delayed header resizes run."""
    for _ in range(3):
        QApplication.processEvents()
        layout = window.layout()
        if layout is not None:
            layout.activate()


def _cuts_in(root: QWidget) -> list[Cut]:
    cuts: list[Cut] = []
    for widget in _shown(root):
        cuts += _widget_cuts(widget)
    return cuts


def _shown(root: QWidget) -> Iterator[QWidget]:
    if root.isVisible():
        yield root
    for child in root.findChildren(QWidget):
        if child.isVisible() and not child.isWindow() and child.width() > 0:
            yield child


def _widget_cuts(widget: QWidget) -> list[Cut]:
    if isinstance(widget, QLabel):
        return _label_cuts(widget)
    if isinstance(widget, QPushButton):
        return _push_button_cuts(widget)
    if isinstance(widget, QAbstractButton | QAbstractSpinBox):
        return _by_size_hint(widget, _button_text(widget))
    if isinstance(widget, QComboBox):
        return _combo_cuts(widget)
    if isinstance(widget, QGroupBox):
        return _group_box_cuts(widget)
    if isinstance(widget, QTabBar):
        return _tab_cuts(widget)
    if isinstance(widget, QMenuBar):
        return _menu_bar_cuts(widget)
    if isinstance(widget, QHeaderView):
        return _header_cuts(widget)
    if isinstance(widget, QAbstractItemView):
        return _sideways(widget) + _beyond_reach(widget) + _item_cuts(widget)
    if isinstance(widget, QTextEdit):
        return _sideways(widget)
    return []


# --- where a widget is and how much of it shows ---------------------------------------------------


def where(widget: QWidget) -> str:
    """A readable path: the window's class, then each parent's class and name."""
    parts = []
    current: QWidget | None = widget
    while current is not None:
        name = type(current).__name__
        label = current.objectName() or current.accessibleName()
        parts.append(f"{name}[{label}]" if label else name)
        if current.isWindow():
            break
        current = current.parentWidget()
    return " > ".join(reversed(parts))


def visible_rect(widget: QWidget) -> QRect:
    """The part of ``widget`` (its own coordinates) its parents leave visible; a scroll area's
    viewport does not clip (what it hides, it scrolls to)."""
    rect = widget.rect()
    child, parent = widget, widget.parentWidget()
    while parent is not None and not child.isWindow() and not _is_viewport(parent):
        rect = rect.intersected(QRect(widget.mapFrom(parent, QPoint(0, 0)), parent.size()))
        child, parent = parent, parent.parentWidget()
    return rect


def _is_viewport(widget: QWidget) -> bool:
    area = widget.parentWidget()
    return isinstance(area, QAbstractScrollArea) and area.viewport() is widget


def _elided_on_purpose(text: str, tooltip: str) -> bool:
    return text.endswith(ELLIPSIS) and text[:-1].strip() in tooltip


# --- labels ---------------------------------------------------------------------------------------


def _label_cuts(label: QLabel) -> list[Cut]:
    text = label.text()
    if not text.strip() or _elided_on_purpose(text, label.toolTip()):
        return []
    shown = visible_rect(label)
    place = where(label)
    cuts: list[Cut] = []
    if label.wordWrap():
        width = min(label.width(), shown.width())
        needs_height = label.heightForWidth(width)
        if needs_height > min(label.height(), shown.height()):
            cuts.append(Cut(place, text, needs_height, min(label.height(), shown.height()), "high"))
        longest = _longest_word(label)
        room = _label_room(label).intersected(shown).width()
        if longest > room:
            cuts.append(Cut(place, text, longest, room))
        return cuts
    needs = _label_text_size(label)
    room = _label_room(label).intersected(shown)
    if needs.width() > room.width():
        cuts.append(Cut(place, text, needs.width(), room.width()))
    if needs.height() > room.height():
        cuts.append(Cut(place, text, needs.height(), room.height(), "high"))
    return cuts


def _is_rich(label: QLabel) -> bool:
    text_format = label.textFormat()
    if text_format == Qt.TextFormat.RichText:
        return True
    return text_format == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text())


def _label_room(label: QLabel) -> QRect:
    """The rectangle a label draws its text in: inside its frame, margin and indent."""
    room = label.contentsRect().adjusted(
        label.margin(), label.margin(), -label.margin(), -label.margin()
    )
    indent = label.indent()
    if indent < 0:
        indent = label.fontMetrics().horizontalAdvance("x") // 2 if label.frameWidth() else 0
    align = label.alignment()
    if align & Qt.AlignmentFlag.AlignLeft or align & Qt.AlignmentFlag.AlignRight:
        room.setWidth(room.width() - indent)
    return room


def _label_text_size(label: QLabel) -> QSize:
    if _is_rich(label):
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(label.font())
        document.setHtml(label.text())
        return QSize(int(document.idealWidth() + 0.999), int(document.size().height() + 0.999))
    flags = Qt.TextFlag.TextShowMnemonic if label.buddy() is not None else 0
    return label.fontMetrics().size(flags, label.text())


def _longest_word(label: QLabel) -> int:
    if _is_rich(label):
        document = QTextDocument()
        document.setHtml(label.text())
        text = document.toPlainText()
    else:
        text = label.text()
    metrics = label.fontMetrics()
    return max((metrics.horizontalAdvance(word) for word in text.split()), default=0)


# --- buttons, spin boxes, combo boxes -------------------------------------------------------------


def _button_text(widget: QWidget) -> str:
    if isinstance(widget, QAbstractButton):
        return widget.text()
    if isinstance(widget, QAbstractSpinBox):
        return widget.text()
    return ""


def _by_size_hint(widget: QWidget, text: str) -> list[Cut]:
    """A widget that asks for exactly the room its text needs (check boxes, spin boxes)."""
    if not text.strip():
        return []
    hint = widget.sizeHint()
    shown = visible_rect(widget)
    cuts = []
    if hint.width() > shown.width():
        cuts.append(Cut(where(widget), text, hint.width(), shown.width()))
    if hint.height() > shown.height():
        cuts.append(Cut(where(widget), text, hint.height(), shown.height(), "high"))
    return cuts


def _push_button_cuts(button: QPushButton) -> list[Cut]:
    text = button.text()
    if not text.strip():
        return []
    option = QStyleOptionButton()
    button.initStyleOption(option)
    contents = button.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, text)
    if not button.icon().isNull():
        contents.setWidth(contents.width() + option.iconSize.width() + 4)
        contents.setHeight(max(contents.height(), option.iconSize.height()))
    if button.menu() is not None:
        indicator = QStyle.PixelMetric.PM_MenuButtonIndicator
        contents.setWidth(contents.width() + button.style().pixelMetric(indicator, option, button))
    padded = QSize(contents.width() + _PAD, contents.height())
    needs = button.style().sizeFromContents(
        QStyle.ContentsType.CT_PushButton, option, padded, button
    )
    shown = visible_rect(button)
    cuts = []
    if needs.width() - _PAD > shown.width():
        cuts.append(Cut(where(button), text, needs.width() - _PAD, shown.width()))
    if contents.height() > shown.height():
        cuts.append(Cut(where(button), text, contents.height(), shown.height(), "high"))
    return cuts


def _combo_cuts(combo: QComboBox) -> list[Cut]:
    if combo.isEditable():
        return []
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    metrics = combo.fontMetrics()
    shown = visible_rect(combo).width()
    cuts = []
    for item in range(combo.count()):
        text = combo.itemText(item)
        width = metrics.boundingRect(text).width()
        if not combo.itemIcon(item).isNull():
            width += combo.iconSize().width() + 4
        contents = QSize(width, max(metrics.height(), combo.iconSize().height()))
        needs = combo.style().sizeFromContents(
            QStyle.ContentsType.CT_ComboBox, option, contents, combo
        )
        if needs.width() > shown:
            cuts.append(Cut(where(combo), text, needs.width(), shown))
    return cuts


# --- group boxes, tabs, menus ---------------------------------------------------------------------


def _group_box_cuts(box: QGroupBox) -> list[Cut]:
    title = box.title()
    if not title.strip():
        return []
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    control = QStyle.ComplexControl.CC_GroupBox
    label = box.style().subControlRect(
        control, option, QStyle.SubControl.SC_GroupBoxLabel, box
    )
    right = label.right()
    if box.isCheckable():
        check = box.style().subControlRect(
            control, option, QStyle.SubControl.SC_GroupBoxCheckBox, box
        )
        right = max(right, check.right())
    shown = visible_rect(box)
    if right > shown.right():
        return [Cut(where(box), title, right - label.left() + 1, shown.right() - label.left() + 1)]
    return []


def _tab_cuts(bar: QTabBar) -> list[Cut]:
    cuts = []
    shown = visible_rect(bar)
    for index in range(bar.count()):
        if not bar.isTabVisible(index):
            continue
        text = bar.tabText(index)
        needs = bar.tabSizeHint(index)
        rect = bar.tabRect(index).intersected(shown)
        if text.strip() and needs.width() > rect.width():
            cuts.append(Cut(where(bar), text, needs.width(), rect.width()))
    return cuts


def _menu_bar_cuts(bar: QMenuBar) -> list[Cut]:
    cuts = []
    for action in bar.actions():
        if not action.isVisible() or action.isSeparator():
            continue
        rect = bar.actionGeometry(action)
        if rect.isEmpty() or rect.right() > bar.rect().right():
            cuts.append(Cut(where(bar), action.text(), rect.width(), 0))
    return cuts


# --- item views -----------------------------------------------------------------------------------


def _sideways(area: QAbstractScrollArea) -> list[Cut]:
    """A list or text that has to be scrolled sideways to be read is cut at the side."""
    bar = area.horizontalScrollBar()
    if bar.maximum() > 0:
        width = area.viewport().width()
        return [Cut(where(area), "(scrolls sideways)", width + bar.maximum(), width)]
    return []


def _beyond_reach(view: QAbstractItemView) -> list[Cut]:
    """Rows or columns past the edge of a view that has no scroll bar to reach them."""
    model = view.model()
    if model is None or model.rowCount() == 0 or model.columnCount() == 0:
        return []
    viewport = view.viewport().rect()
    hidden = getattr(view, "isColumnHidden", lambda _c: False)
    columns = [c for c in range(model.columnCount()) if not hidden(c)]
    if not columns:
        return []
    rect = view.visualRect(model.index(model.rowCount() - 1, columns[-1]))
    off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    cuts = []
    if view.verticalScrollBarPolicy() == off and rect.bottom() > viewport.bottom():
        cuts.append(Cut(where(view), "(rows out of reach)", rect.bottom(), viewport.bottom(),
                        "high"))
    if view.horizontalScrollBarPolicy() == off and rect.right() > viewport.right():
        cuts.append(Cut(where(view), "(columns out of reach)", rect.right(), viewport.right()))
    return cuts


def _header_cuts(header: QHeaderView) -> list[Cut]:
    model = header.model()
    if model is None:
        return []
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    count = model.columnCount() if horizontal else model.rowCount()
    shown = visible_rect(header)
    cuts = []
    for logical in range(count):
        if header.isSectionHidden(logical):
            continue
        text = str(model.headerData(logical, header.orientation()) or "")
        tooltip = model.headerData(logical, header.orientation(), Qt.ItemDataRole.ToolTipRole)
        if not text.strip() or text in str(tooltip or ""):
            continue  # no text, or shortened on purpose with the whole text as the tooltip
        needs = _section_needs(header, logical, text)
        position = header.sectionViewportPosition(logical)
        if horizontal:
            rect = QRect(position, 0, header.sectionSize(logical), header.height())
            room = rect.intersected(shown)
            if not room.isEmpty() and needs.width() > room.width():
                cuts.append(Cut(where(header), text, needs.width(), room.width()))
            if needs.height() > header.height():
                cuts.append(Cut(where(header), text, needs.height(), header.height(), "high"))
        else:
            rect = QRect(0, position, header.width(), header.sectionSize(logical))
            room = rect.intersected(shown)
            if not room.isEmpty() and needs.width() > room.width():
                cuts.append(Cut(where(header), text, needs.width(), room.width()))
    return cuts


def _section_needs(header: QHeaderView, logical: int, text: str) -> QSize:
    """The size a header section's text needs. Qt's own measure takes the bold font of a
    highlighted section; a header whose view selects nothing never highlights one."""
    view = header.parentWidget()
    selects = not isinstance(view, QAbstractItemView) or (
        view.selectionMode() != QAbstractItemView.SelectionMode.NoSelection
    )
    if header.highlightSections() and selects:
        return header.sectionSizeFromContents(logical)
    option = QStyleOptionHeader()
    header.initStyleOption(option)
    option.section = logical
    option.text = text
    return header.style().sizeFromContents(
        QStyle.ContentsType.CT_HeaderSection, option, QSize(), header
    )


def _item_cuts(view: QAbstractItemView) -> list[Cut]:
    model = view.model()
    if model is None:
        return []
    viewport = view.viewport()
    shown = visible_rect(viewport)
    cuts = []
    first = model.index(0, 0)
    if first.isValid() and view.visualRect(first).height() > shown.height():
        height = view.visualRect(first).height()
        cuts.append(Cut(where(view), "(too low for one row)", height, shown.height(), "high"))
    for index in _indexes(view):
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if not text.strip():
            continue
        rect = view.visualRect(index).intersected(shown)
        if rect.isEmpty():
            continue  # scrolled out of view
        tooltip = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
        if text in tooltip:
            continue  # elided on purpose: the tooltip has it whole
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.rect = view.visualRect(index)
        delegate = view.itemDelegateForIndex(index)
        needs = delegate.sizeHint(option, index)
        wraps = bool(option.features & QStyleOptionViewItem.ViewItemFeature.WrapText)
        if needs.width() > rect.width() and not wraps:
            cuts.append(Cut(where(view), text, needs.width(), rect.width()))
        whole = view.visualRect(index)
        # A row half scrolled out of view is not cut: scrolling shows the rest.
        if needs.height() > rect.height() and rect.height() == whole.height():
            cuts.append(Cut(where(view), text, needs.height(), rect.height(), "high"))
        if wraps:
            longest = max(
                QFontMetrics(option.font).horizontalAdvance(word) for word in text.split()
            )
            if longest > rect.width():
                cuts.append(Cut(where(view), text, longest, rect.width()))
    return cuts


def _indexes(view: QAbstractItemView) -> Iterator[QModelIndex]:
    """The top-level indexes of ``view``'s model that are not hidden."""
    model = view.model()
    hidden_column = getattr(view, "isColumnHidden", lambda _c: False)
    hidden_row = getattr(view, "isRowHidden", None)
    for row in range(model.rowCount()):
        if hidden_row is not None and _row_hidden(view, row):
            continue
        for column in range(model.columnCount()):
            if hidden_column(column):
                continue
            yield model.index(row, column)


def _row_hidden(view: QAbstractItemView, row: int) -> bool:
    try:
        return bool(view.isRowHidden(row))  # type: ignore[attr-defined]
    except TypeError:  # a list or tree view asks for a parent too
        return bool(view.isRowHidden(row, QModelIndex()))  # type: ignore[attr-defined]
