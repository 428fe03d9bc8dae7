"""``PositionSetupDialog``: Game ▸ Set Up Position…, a board editor for 9tka (two to four
players) and every game of the Morris family.

Pick a piece in the palette (a seat's counter or man, 9tka's neutral counter, or the eraser) and
click cells or points to put it there (the same piece again takes it off); choose the side to
move and, in the Morris games, the men still in hand (the phase follows from them; in 9tka it
follows from the board). The line under the board says at every change whether the rules can
reach the position, and if not why, the cell or point at fault ringed on the board
(``games.ninetka.position``, ``games.morris.position``). Play plays on from it with the seats
chosen below (people or the computer at any level); Study opens it for study, every side played
by hand. The editor starts from the position shown in the window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...games.base import GameState
from ...games.errors import PositionError
from ...games.morris.variants import VARIANTS
from ...games.records import Seat
from ...games.registry import MORRIS, NINETKA, info_of, preset_of
from ...models.roles import seat_name
from ..dialogs.seat_rows import SeatRow, seat_grid
from ..games import GAMES
from ..look.theme import palette as board_palette
from ..morris.words import variant_title
from ..plain_text import PlainLabel
from ..whole_text import keep_height
from .drafts import NEUTRAL_PIECE, REMOVE, Draft, MorrisDraft, NinetkaDraft
from .editor_board import EditorBoard

#: A game the editor sets up: "9tka:PLAYERS" or "morris:VARIANT".
GameChoice = str


def tr(text: str) -> str:
    return QCoreApplication.translate("PositionSetup", text)


def game_choices() -> list[tuple[str, GameChoice]]:
    """Every game the editor offers, with its name."""
    choices: list[tuple[str, GameChoice]] = [
        (tr("9tka, {n} players").replace("{n}", str(n)), f"9tka:{n}") for n in (2, 3, 4)
    ]
    choices += [(variant_title(key), f"morris:{key}") for key in VARIANTS]
    return choices


def choice_of(state: GameState[Any]) -> GameChoice:
    """"morris:nine" (a game of the family by its preset), "9tka:3" (by its players)."""
    info = info_of(state)
    detail = preset_of(state).key if info.has_presets else str(state.num_players)
    return f"{info.key}:{detail}"


class PositionSetupDialog(QDialog):
    def __init__(
        self,
        shown: GameState[Any],
        seats_for: Callable[[GameState[Any]], tuple[Seat, ...]],
        morris_options: Callable[[str], dict[str, Any]],
        theme: str = "light",
        parent: QWidget | None = None,
    ) -> None:
        """``shown``: the position the window shows (the editor starts from it);
        ``seats_for``: who would play a position's game; ``morris_options``: the rules of a
        game of the Morris family by its key (the options New Game chose last)."""
        super().__init__(parent)
        self.setWindowTitle(tr("Set Up Position"))
        self._shown = shown.copy()
        self._seats_for = seats_for
        self._morris_options = morris_options
        self._theme = board_palette(theme)
        #: Set when the dialog is accepted: play (False) or study (True).
        self.study = False
        self._draft: Draft = self._draft_of(shown)
        self._refusal = ""
        self._rows: list[SeatRow] = []

        self.game_combo = QComboBox(self)
        for name, choice in game_choices():
            self.game_combo.addItem(name, choice)
        self.game_combo.setAccessibleName(tr("Game"))
        self.board = EditorBoard(theme, self)
        view = self.board.view
        view.setMinimumSize(QSize(220, 200))
        view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        view.setAccessibleDescription(tr("Click a cell or point to put the piece chosen there"))
        self.board.cellPicked.connect(self._on_cell_picked)

        self.palette_box = QGroupBox(tr("Piece"), self)
        self.pieces = QButtonGroup(self)
        self.pieces.setExclusive(True)
        self._palette_layout = QVBoxLayout(self.palette_box)
        self.to_move = QComboBox(self)
        self.to_move.setAccessibleName(tr("To move"))
        self.to_move.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.to_move.currentIndexChanged.connect(self._on_to_move)
        self.in_hand = [QSpinBox(self), QSpinBox(self)]
        side_form = QFormLayout()
        side_form.addRow(tr("&To move:"), self.to_move)
        for side, spin in enumerate(self.in_hand):
            spin.valueChanged.connect(lambda value, side=side: self._on_in_hand(side, value))
            side_form.addRow(
                tr("{side} in hand:").replace("{side}", seat_name("morris", side)), spin
            )
            spin.setAccessibleName(
                tr("{side}'s men in hand").replace("{side}", seat_name("morris", side)))
        self._side_form = side_form
        clear = QPushButton(tr("C&lear Board"), self)
        clear.clicked.connect(self._clear)
        initial = QPushButton(tr("Start Pos&ition"), self)
        initial.clicked.connect(self._initial)
        self.shown_button = QPushButton(tr("Position &Shown"), self)
        self.shown_button.clicked.connect(self._position_shown)
        column = QVBoxLayout()
        column.addWidget(self.palette_box)
        column.addLayout(side_form)
        for button in (clear, initial, self.shown_button):
            column.addWidget(button)
        column.addStretch()
        middle = QHBoxLayout()
        middle.addWidget(view, 1)
        middle.addLayout(column)

        self.verdict = PlainLabel("", self)
        self.verdict.setWordWrap(True)
        self.verdict.setAccessibleName(tr("Whether the position can be played"))
        self.seats_box = QGroupBox(tr("Players"), self)

        self.buttons = QDialogButtonBox(self)
        self.play_button = self.buttons.addButton(
            tr("&Play"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.study_button = self.buttons.addButton(
            tr("St&udy"), QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.play_button.setToolTip(tr("Play on from this position with the players below"))
        self.study_button.setToolTip(tr("Explore this position, playing every side by hand"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.study_button.clicked.connect(self._study)

        form = QFormLayout()
        form.addRow(tr("&Game:"), self.game_combo)
        layout = self._layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(middle, 1)
        layout.addWidget(self.verdict)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.buttons)
        self._select_choice(choice_of(shown))
        self.game_combo.currentIndexChanged.connect(self._on_game_chosen)
        self._rebuild()
        keep_height(self)
        # The board takes what the screen gives beyond the controls' needs; no more at first.
        self.resize(self.minimumSizeHint().expandedTo(QSize(720, 600)))

    # --- what the dialog gives ------------------------------------------------------------------

    def state(self) -> GameState[Any]:
        """The game that plays on from the position set up (PositionError when none)."""
        return self._draft.play_state()

    def seats(self) -> tuple[Seat, ...]:
        return tuple(row.to_seat() for row in self._rows)

    def draft(self) -> Draft:
        return self._draft

    def piece(self) -> int:
        """The piece chosen in the palette."""
        return self.pieces.checkedId() if self.pieces.checkedId() != -1 else 0

    def choose_piece(self, piece: int) -> None:
        button = self.pieces.button(self._piece_id(piece))
        if button is not None:
            button.setChecked(True)

    def _piece_id(self, piece: int) -> int:
        # QButtonGroup's ids: -1 means "none", so the eraser goes by another number.
        return -100 if piece == REMOVE else piece

    def accept(self) -> None:
        if self._draft.problem() is not None:
            return
        for row in self._rows:
            if row.name_problem() is not None:
                self.verdict.setText(row.name_problem() or "")
                row.name.setFocus()
                return
        super().accept()

    def _study(self) -> None:
        self.study = True
        self.accept()
        if self.result() != QDialog.DialogCode.Accepted:
            self.study = False

    # --- the game -------------------------------------------------------------------------------

    def _draft_of(self, state: GameState[Any]) -> Draft:
        drafts: dict[str, Callable[[Any], Draft]] = {
            NINETKA.key: NinetkaDraft.of_state,
            MORRIS.key: MorrisDraft.of_state,
        }
        return drafts[state.game_name](state)

    def _select_choice(self, choice: GameChoice) -> None:
        index = self.game_combo.findData(choice)
        self.game_combo.setCurrentIndex(max(index, 0))

    def _on_game_chosen(self, _index: int) -> None:
        game, _, detail = str(self.game_combo.currentData()).partition(":")
        if choice_of(self._shown) == self.game_combo.currentData():
            self._draft = self._draft_of(self._shown)
        elif game == NINETKA.key:  # a 9tka choice names its players, a Morris one its game
            self._draft = NinetkaDraft(int(detail))
        else:
            self._draft = MorrisDraft(self._morris_options(str(detail)))
        self._rebuild()

    def _rebuild(self) -> None:
        """Palette, side to move, hands and seats for the draft's game, then the board."""
        draft = self._draft
        self._fill_palette(draft)
        self.to_move.blockSignals(True)
        self.to_move.clear()
        for seat in range(draft.seats()):
            self.to_move.addItem(seat_name(draft.game, seat), seat)
        self.to_move.setCurrentIndex(draft.to_move)
        self.to_move.blockSignals(False)
        morris = isinstance(draft, MorrisDraft)
        for spin in self.in_hand:
            self._side_form.setRowVisible(spin, morris)
        self.shown_button.setEnabled(choice_of(self._shown) == self.game_combo.currentData())
        self._fill_seats()
        self._refusal = ""
        self._show()

    def _fill_palette(self, draft: Draft) -> None:
        layout = self._palette_layout
        for button in self.pieces.buttons():
            self.pieces.removeButton(button)
            layout.removeWidget(button)
            button.deleteLater()
        chip = GAMES[draft.game].chip
        for piece in draft.pieces():
            button = QToolButton(self.palette_box)
            button.setCheckable(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            if piece == REMOVE:
                button.setText(tr("Empty"))
                button.setToolTip(tr("Take a piece off"))
            elif piece == NEUTRAL_PIECE:
                button.setText(tr("Neutral"))
                button.setIcon(QIcon(chip(NEUTRAL_PIECE, 20, self._theme)))
            else:
                button.setText(seat_name(draft.game, piece))
                button.setIcon(QIcon(chip(piece, 20, self._theme)))
            self.pieces.addButton(button, self._piece_id(piece))
            layout.addWidget(button)
        first = self.pieces.buttons()[0]
        first.setChecked(True)

    def _fill_seats(self) -> None:
        """A seat row for each seat of the draft's game, filled as its game would be played."""
        old = self.seats_box
        box = QGroupBox(tr("Players"), self)
        draft = self._draft
        kind = GAMES[draft.game]
        self._rows = [SeatRow(seat, box, draft.game, kind.chip) for seat in range(draft.seats())]
        seat_grid(box, self._rows)
        seats = self._seats_for(draft.display_state())
        for row, seat in zip(self._rows, seats, strict=False):
            row.load(seat)
        self._layout.replaceWidget(old, box)
        old.deleteLater()
        self.seats_box = box

    # --- editing --------------------------------------------------------------------------------

    def _on_cell_picked(self, cell: int) -> None:
        piece = self.pieces.checkedId()
        refusal = self._draft.put(cell, REMOVE if piece == -100 else piece)
        self._refusal = refusal or ""
        self._show(fault=cell if refusal else None)

    def _on_to_move(self, index: int) -> None:
        if index >= 0:
            self._draft.to_move = index
            self._refusal = ""
            self._show()

    def _on_in_hand(self, side: int, value: int) -> None:
        draft = self._draft
        if isinstance(draft, MorrisDraft) and draft.in_hand[side] != value:
            draft.set_in_hand(side, value)
            self._refusal = ""
            self._show()

    def _clear(self) -> None:
        self._draft.clear()
        self._refusal = ""
        self._show()
        self.to_move.setCurrentIndex(0)

    def _initial(self) -> None:
        draft = self._draft
        if isinstance(draft, MorrisDraft):
            self._draft = MorrisDraft(draft.options)
        else:
            self._draft = NinetkaDraft(draft.players)
        self._rebuild()

    def _position_shown(self) -> None:
        self._draft = self._draft_of(self._shown)
        self._rebuild()

    def _show(self, fault: int | None = None) -> None:
        """The board, the hands and the verdict for the draft as it stands."""
        draft = self._draft
        self.board.show(draft)
        if isinstance(draft, MorrisDraft):
            for side, spin in enumerate(self.in_hand):
                spin.blockSignals(True)
                spin.setRange(0, draft.men - len(draft.men_on[side]))
                spin.setValue(draft.in_hand[side])
                spin.blockSignals(False)
        problem = draft.problem()
        playable = problem is None
        self.play_button.setEnabled(playable)
        self.study_button.setEnabled(playable)
        if self._refusal:
            self.verdict.setText(self._refusal)
        elif problem is not None:
            self.verdict.setText(_refusal_text(problem))
            fault = problem.where
        else:
            self.verdict.setText(tr("Ready: {summary}").replace("{summary}", draft.summary()))
        self.board.mark(fault)

    def pieces_buttons(self) -> list[QAbstractButton]:
        return self.pieces.buttons()


def _refusal_text(problem: PositionError) -> str:
    return tr("This position cannot be played: {reason}.").replace(
        "{reason}", problem.reason.rstrip("."))


__all__ = ["PositionSetupDialog", "game_choices"]
