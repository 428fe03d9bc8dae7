"""``IndicatorRims``: Fusion, with every check box and radio button ringed so it can be seen.

Fusion draws the rim of a check box or radio button a shade darker than the window, which on the
dark theme's window is all but invisible (and on the light one under 3:1). The rim is drawn again
over Fusion's in a grey between the field and the text, which stands out from both the window and
the field by at least 3:1 (WCAG 2.2, 1.4.11, the boundary of a control); the keyboard focus keeps
Fusion's own highlighted rim.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

#: How far the rim lies from the field's colour towards the text's.
RIM_SHARE = 0.6

_BOX = QStyle.PrimitiveElement.PE_IndicatorCheckBox
_RADIO = QStyle.PrimitiveElement.PE_IndicatorRadioButton


def rim_colour(palette: QPalette) -> QColor:
    """The rim of a check box or radio button drawn with ``palette`` (its current group)."""
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    return QColor.fromRgbF(
        base.redF() + (text.redF() - base.redF()) * RIM_SHARE,
        base.greenF() + (text.greenF() - base.greenF()) * RIM_SHARE,
        base.blueF() + (text.blueF() - base.blueF()) * RIM_SHARE,
    )


class IndicatorRims(QProxyStyle):
    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element not in (_BOX, _RADIO):
            return
        state = option.state
        focus = QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_KeyboardFocusChange
        if state & focus == focus:
            return  # Fusion's focus rim, in the highlight colour
        painter.save()
        painter.setPen(QPen(rim_colour(option.palette), 1.0))
        painter.setBrush(QColor(0, 0, 0, 0))
        rect = QRectF(option.rect)
        if element == _BOX:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.drawRect(rect.adjusted(0, 0, -1, -1))
        else:
            # Fusion's own circle: centred a pixel right and down, its radius half the width
            # (rounded up to odd) less one.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            width = rect.width()
            radius = (width + (int(width) + 1) % 2) / 2.0 - 1
            centre = QPointF(rect.center()) + QPointF(0.5, 0.5)
            painter.drawEllipse(centre, radius, radius)
        painter.restore()


__all__ = ["RIM_SHARE", "IndicatorRims", "rim_colour"]
