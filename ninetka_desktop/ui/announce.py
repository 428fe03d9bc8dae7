"""Telling screen readers that something changed, or asking them to say something now.

Qt only tells assistive technology about changes it makes itself; a label whose accessible
description we set, or a board whose focused cell we describe, needs an explicit event. Every
event goes through ``send``, one place to watch in tests.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent


def send(event: QAccessibleEvent) -> None:
    QAccessible.updateAccessibility(event)


def notify(source: QObject, kind: QAccessible.Event) -> None:
    """``source``'s accessible name, description, focus... (``kind``) changed."""
    send(QAccessibleEvent(source, kind))


def announce(source: QObject, message: str, assertive: bool = False) -> None:
    """Ask screen readers to speak ``message``: politely (after what they are saying now) or,
    when ``assertive``, at once."""
    event = QAccessibleAnnouncementEvent(source, message)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
    send(event)
