"""The players list beside the board: colour chip, name, level, score and counters left, with
the player to move highlighted. For Nine Men's Morris the score is the men on the board and the
detail line counts men in hand and on the board."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QVBoxLayout,
    QWidget,
)

from ..games.morris import MorrisState
from ..games.ninetka import NinetkaState
from ..games.records import Seat
from ..games.seat_names import own_name
from ..i18n import level_name
from ..models.roles import seat_name
from .games import game_kind
from .look.theme import Palette
from .plain_text import PlainLabel


def tr(text: str) -> str:
    return QCoreApplication.translate("PlayersPanel", text)


NO_BREAK = "\u00a0"


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
        # Two digits' room, so a score reaching 10 leaves the lines beside it where they are.
        self.score.setMinimumWidth(QFontMetrics(big).horizontalAdvance("00"))
        # A long name or detail wraps rather than run under the score (the detail only between
        # its parts: each part's spaces do not break).
        self.name.setWordWrap(True)
        self.detail.setWordWrap(True)
        layout = QGridLayout(self)
        layout.setContentsMargins(8, 5, 8, 5)
        layout.addWidget(self.chip, 0, 0, 2, 1)
        layout.addWidget(self.name, 0, 1)
        layout.addWidget(self.detail, 1, 1)
        layout.addWidget(self.score, 0, 2, 2, 1)
        layout.setColumnStretch(1, 1)
        layout.setVerticalSpacing(1)  # the name and its detail read as one entry
        self._current: bool | None = None
        self._chip_key: tuple[object, ...] | None = None

    def set_chip(self, key: tuple[object, ...], make: Callable[[], QPixmap]) -> None:
        """The colour chip drawn by ``make``, made again only when ``key`` changes."""
        if key != self._chip_key:
            self._chip_key = key
            self.chip.setPixmap(make())

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._current:
            # The player to move is framed as well as filled; drawn here, not as a QFrame's
            # frame, which would take room and move the rows below as the turn passes.
            painter = QPainter(self)
            painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
            painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
            painter.end()

    def is_current(self) -> bool:
        """Whether this row is highlighted as the player to move."""
        return bool(self._current)

    def set_current(self, current: bool) -> None:
        # Setting the roles again, even to the same ones, sends the labels palette changes and
        # repaints the row: a cost in the frame where a move starts to slide.
        if current == self._current:
            return
        self._current = current
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

    def show_state(
        self,
        state: NinetkaState | MorrisState,
        seats: tuple[Seat, ...],
        names: Sequence[str] | None = None,
    ) -> None:
        """Show ``state``'s players: ``names`` are their own names by seat ("": none, the seat
        goes by its colour), by default the seats' names."""
        if names is None:
            names = [own_name(state.game_name, i, seat.name) for i, seat in enumerate(seats)]
        while len(self._rows) < state.num_players:
            row = PlayerRow(self)
            self._layout.addWidget(row)
            self._rows.append(row)
        while len(self._rows) > state.num_players:
            self._rows.pop().deleteLater()
        scores = state.scores()
        kind = game_kind(state.game_name)
        words = kind.players
        for seat, row in enumerate(self._rows):
            colour = seat_name(state.game_name, seat)
            name = names[seat] if seat < len(names) else ""
            row.name.setText(f"{name} · {colour}" if name else colour)
            row.set_chip(
                (state.game_name, seat, self._palette),
                partial(kind.chip, seat, 28, self._palette),
            )
            parts = [self._player_kind(seats, seat), *words.detail(state, seat)]
            row.score.setToolTip(words.score_tooltip(state))
            row.detail.setText(" · ".join(part.replace(" ", NO_BREAK) for part in parts))
            row.score.setText(str(scores[seat]))
            row.set_current(not state.is_over() and seat == state.to_move)
            row.setAccessibleName(
                words.accessible(state).format(name=row.name.text(), score=scores[seat])
            )

    @staticmethod
    def _player_kind(seats: tuple[Seat, ...], seat: int) -> str:
        level = seats[seat].level if seat < len(seats) else None
        if level is not None and seats[seat].kind == "computer":
            return level_name(level)
        return tr("Human")
