"""The players list beside the board: colour chip, name, level, score and counters left, with
the player to move highlighted. For Nine Men's Morris the score is the men on the board and the
detail line counts men in hand and on the board."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QVBoxLayout,
    QWidget,
)

from ..ai.levels import LEVELS
from ..games.morris import MorrisState
from ..games.ninetka import NinetkaState
from ..games.records import Seat
from ..models.roles import seat_name
from .look.theme import Palette
from .morris.diagrams import morris_chip_pixmap
from .ninetka.diagrams import chip_pixmap
from .plain_text import PlainLabel


def tr(text: str) -> str:
    return QCoreApplication.translate("PlayersPanel", text)


class PlayerRow(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerRow")
        self.chip = PlainLabel(parent=self)
        self.name = PlainLabel(parent=self)
        self.detail = PlainLabel(parent=self)
        self.score = PlainLabel(parent=self)
        bold = QFont(self.name.font())
        bold.setBold(True)
        self.name.setFont(bold)
        big = QFont(self.score.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.score.setFont(big)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout = QGridLayout(self)
        layout.setContentsMargins(8, 5, 8, 5)
        layout.addWidget(self.chip, 0, 0, 2, 1)
        layout.addWidget(self.name, 0, 1)
        layout.addWidget(self.detail, 1, 1)
        layout.addWidget(self.score, 0, 2, 2, 1)
        layout.setColumnStretch(1, 1)

    def set_current(self, current: bool) -> None:
        self.setFrameShape(QFrame.Shape.StyledPanel if current else QFrame.Shape.NoFrame)
        self.setAutoFillBackground(current)
        role = QPalette.ColorRole
        self.setBackgroundRole(role.Highlight if current else role.Window)
        for label in (self.name, self.score):
            label.setForegroundRole(role.HighlightedText if current else role.WindowText)
        # The secondary line is muted, except on the highlight where it must stay legible.
        self.detail.setForegroundRole(role.HighlightedText if current else role.PlaceholderText)


class PlayersPanel(QWidget):
    def __init__(self, palette: Palette, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._palette = palette
        self._rows: list[PlayerRow] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(2)
        self.setAccessibleName(tr("Players"))

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette

    def show_state(self, state: NinetkaState | MorrisState, seats: tuple[Seat, ...]) -> None:
        while len(self._rows) < state.num_players:
            row = PlayerRow(self)
            self._layout.addWidget(row)
            self._rows.append(row)
        while len(self._rows) > state.num_players:
            self._rows.pop().deleteLater()
        scores = state.scores()
        for seat, row in enumerate(self._rows):
            colour = seat_name(state.game_name, seat)
            # An empty name means the seat goes by its colour.
            name = (seats[seat].name if seat < len(seats) else "") or colour
            row.name.setText(name if name == colour else f"{name} · {colour}")
            parts = [self._player_kind(seats, seat)]
            if isinstance(state, MorrisState):
                row.chip.setPixmap(morris_chip_pixmap(seat, 28, self._palette))
                parts += self._morris_detail(state, seat)
                accessible = tr("{name}, {score} men on the board")
                row.score.setToolTip(tr("Men on the board"))
            else:
                row.chip.setPixmap(chip_pixmap(seat, 28, self._palette))
                parts += self._detail(state, seat)
                accessible = tr("{name}, {score} sections")
                row.score.setToolTip(tr("Sections held now"))
            row.detail.setText(" · ".join(parts))
            row.score.setText(str(scores[seat]))
            row.set_current(not state.is_over() and seat == state.to_move)
            row.setAccessibleName(accessible.format(name=row.name.text(), score=scores[seat]))

    @staticmethod
    def _player_kind(seats: tuple[Seat, ...], seat: int) -> str:
        level = seats[seat].level if seat < len(seats) else None
        if level is not None and seats[seat].kind == "computer":
            return QCoreApplication.translate("Levels", LEVELS[level].name)
        return tr("Human")

    @staticmethod
    def _morris_detail(state: MorrisState, side: int) -> list[str]:
        parts = []
        if state.men_in_hand(side):
            parts.append(tr("{count} in hand").format(count=state.men_in_hand(side)))
        parts.append(tr("{count} on board").format(count=state.men_on_board(side)))
        if not state.is_over() and state.can_fly(side):
            parts.append(tr("flying"))
        return parts

    @staticmethod
    def _detail(state: NinetkaState, seat: int) -> list[str]:
        parts = []
        if state.phase in ("neutrals", "edge"):
            parts.append(tr("{count} to place").format(count=state.counters_in_hand(seat)))
        elif state.phase == "movement":
            waiting = len(state.waiting_slots(seat))
            movable = state.movable_count(seat)
            parts.append(tr("{movable}/{waiting} can move").format(
                movable=movable, waiting=waiting))
        return parts
