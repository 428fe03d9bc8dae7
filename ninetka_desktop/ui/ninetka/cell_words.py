"""Spoken words for the 9tka board: the nine sections by name, and one cell described from the
``NinetkaBoardModel``'s roles (what a screen reader says as the keyboard focus reaches the cell,
and the cell's tooltip).

Everything comes from the roles, so the words never disagree with what the board shows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...games.ninetka import SECTION_NAMES
from ...models.roles import EMPTY_OWNER, NEUTRAL_OWNER, BoardRole, CellKind, seat_name


def tr(text: str) -> str:
    return QCoreApplication.translate("BoardScene", text)


def section_words(section: int) -> str:
    """The section's name in words, in the engine's order (SW, S, SE, W, C, E, NW, N, NE)."""
    names = (
        tr("bottom-left"),
        tr("bottom"),
        tr("bottom-right"),
        tr("left"),
        tr("centre"),
        tr("right"),
        tr("top-left"),
        tr("top"),
        tr("top-right"),
    )
    return names[section]


def owner_words(owner: int) -> str:
    """Who stands on a cell: "empty", "neutral counter", "Blue counter"."""
    if owner == EMPTY_OWNER:
        return tr("empty")
    if owner == NEUTRAL_OWNER:
        return tr("neutral counter")
    return tr("{who} counter").replace("{who}", seat_name("9tka", owner))


def describe_cell(role: Callable[[BoardRole], Any], playable: bool) -> str:
    """One cell, e.g. "E6, centre section, Blue counter" or "A7, edge slot, Yellow counter,
    slides in to F7, you can play here". ``role`` reads the cell's roles; ``playable``: a click
    there plays a move now."""
    owner = role(BoardRole.OWNER)
    parts = [str(role(BoardRole.CELL_NAME))]
    slot = role(BoardRole.CELL_KIND) == CellKind.SLOT.value
    if slot:
        parts.append(tr("edge slot"))
    else:
        index = role(BoardRole.SECTION)
        # The words for the ear, and the short name the board's tab and the score table show.
        words = tr("{section} section ({name})").replace("{section}", section_words(index))
        parts.append(words.replace("{name}", SECTION_NAMES[index]))
    parts.append(owner_words(owner))
    if slot and owner >= 0:
        landing = role(BoardRole.LANDING)
        if role(BoardRole.BLOCKED) or not landing:
            parts.append(tr("blocked"))
        else:
            parts.append(tr("slides in to {cell}").replace("{cell}", str(landing)))
    last = role(BoardRole.LAST_MOVE)
    if last == "from":
        parts.append(tr("the last move came from here"))
    elif last == "to":
        parts.append(tr("moved last"))
    if playable:
        parts.append(tr("you can play here"))
    holder = role(BoardRole.SECTION_HOLDER)
    if not slot and holder >= 0:
        parts.append(tr("section held by {who}").replace("{who}", seat_name("9tka", holder)))
    separator = QCoreApplication.translate(
        "BoardScene", ", ", "between the parts of a spoken cell description"
    )
    return separator.join(parts)
