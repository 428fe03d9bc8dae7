"""Accessible names for a form's input fields, taken from the labels beside them.

A screen reader names a combo box by its current item ("Normal, combo box") unless the box has
an accessible name of its own, so the label "Animations:" would go unheard. Buttons, check boxes
and radio buttons carry their own text and keep it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QFormLayout, QLabel, QLineEdit

_INPUTS = (QComboBox, QLineEdit, QAbstractSpinBox)


def label_words(text: str) -> str:
    """A label as words: without its shortcut marks and the closing colon ("&Theme:" -> "Theme")."""
    words = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return words.strip().rstrip(":").strip()


def name_fields_after_labels(form: QFormLayout) -> None:
    """Give every input field of ``form`` that has no accessible name its row's label."""
    for row in range(form.rowCount()):
        label_item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field_item = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label_item is None or field_item is None:
            continue
        label, field = label_item.widget(), field_item.widget()
        if not isinstance(label, QLabel) or not isinstance(field, _INPUTS):
            continue
        if not field.accessibleName() and (words := label_words(label.text())):
            field.setAccessibleName(words)
