"""``GameOverDialog``: the result of a finished game (9tka or Nine Men's Morris), and of the
9tka tournament around it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...controllers.morris.turns import FULL_BOARD, MILL_WIN, endgame_count
from ...games.base import Outcome
from ...games.morris import MorrisState
from ...games.ninetka import SECTION_NAMES, NinetkaState, Tournament
from ...games.seat_names import own_name
from ...models.morris.family import variant_of
from ...models.roles import seat_name
from ..morris.diagrams import morris_chip_pixmap
from ..morris.words import variant_title
from ..ninetka.diagrams import chip_pixmap
from ..plain_text import PlainLabel, bold
from ..whole_text import keep_height

# The name lupdate looks for.
translate = QCoreApplication.translate

CHOICE_AGAIN = "again"
CHOICE_NEXT = "next"
CHOICE_NEW = "new"
CHOICE_CLOSE = "close"


def ordinal(place: int) -> str:
    """1 -> "1st" .. 4 -> "4th"."""
    names = (
        translate("GameOverDialog", "1st"),
        translate("GameOverDialog", "2nd"),
        translate("GameOverDialog", "3rd"),
        translate("GameOverDialog", "4th"),
    )
    return names[place - 1]


def join_names(names: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(names) < 2:
        return "".join(names)
    return (
        translate("GameOverDialog", "{first} and {last}")
        .replace("{first}", ", ".join(names[:-1]))
        .replace("{last}", names[-1])
    )


def _reading_order(section: int) -> tuple[int, int]:
    # Sections are numbered from the bottom up; people read NW N NE first.
    return -(section // 3), section % 3


def points(count: int) -> str:
    if count == 1:
        return translate("GameOverDialog", "1 point")
    # %n: the plural form the language needs (lupdate needs a plain name as the count).
    return translate("GameOverDialog", "%n points", None, count)


class GameOverDialog(QDialog):
    """Shows the result of a finished game.

    9tka: the ranking (place, player, score and the sections they won), plus a sentence
    explaining the tie-break when one decided the game (RULES 1.6). Nine Men's Morris: who won
    or that it is a draw, why in a sentence (RULES 2.6), and each side's men on the board and men
    taken.

    ``seat_names`` are the players' names by seat. ``tournament``, when given, must already
    include this game's result (``Tournament.record_game``); the dialog then also shows each
    player's total and games won and who leads, won or drew the tournament.

    After ``exec()``, ``choice`` says which button was pressed:

    - ``"again"``: "Play again", the same setup once more (a fresh tournament when the finished
      one was a tournament);
    - ``"next"``: "Next game", offered instead of "Play again" while a tournament is running;
    - ``"new"``: "New game…", open the new-game dialog;
    - ``"close"``: "Close", or the dialog was dismissed.
    """

    def __init__(
        self,
        state: NinetkaState | MorrisState,
        seat_names: Sequence[str],
        tournament: Tournament | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        outcome = state.outcome()
        if outcome is None:
            raise ValueError("the game is not over")
        self.choice = CHOICE_CLOSE
        self._game = state.game_name
        names = list(seat_names) + [""] * (state.num_players - len(seat_names))
        self._names = [self._display_name(seat, name) for seat, name in enumerate(names)]
        self.setWindowTitle(translate("GameOverDialog", "Game Over"))
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        keep_height(self)  # made narrow, it grows taller rather than cut its sentences

        if outcome.winner is None:
            headline = translate("GameOverDialog", "The game is drawn.")
        else:
            headline = translate("GameOverDialog", "{name} wins!").replace(
                "{name}", self._names[outcome.winner]
            )
        self.headline = PlainLabel(headline, self)
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        layout.addWidget(self.headline)

        #: Why the game ended, in a sentence (9tka: the tie-break, shown only when it decided).
        self.reason: PlainLabel
        # The game's own details: imported here, as the descriptors import this dialog's parts.
        from ..games import game_kind

        game_kind(state.game_name).result_details(self, state, outcome, layout)

        self.tournament_box: QGroupBox | None = None
        if tournament is not None:
            self.tournament_box = self._tournament(tournament)
            layout.addWidget(self.tournament_box)

        buttons = QDialogButtonBox(self)
        running = tournament is not None and not tournament.is_complete()
        if running:
            self.again_button = QPushButton(translate("GameOverDialog", "&Next game"), self)
        else:
            self.again_button = QPushButton(translate("GameOverDialog", "&Play again"), self)
        self.new_button = QPushButton(translate("GameOverDialog", "&New game…"), self)
        self.close_button = QPushButton(translate("GameOverDialog", "&Close"), self)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        again = CHOICE_NEXT if running else CHOICE_AGAIN
        self.again_button.clicked.connect(lambda: self._choose(again))
        self.new_button.clicked.connect(lambda: self._choose(CHOICE_NEW))
        self.close_button.clicked.connect(self.reject)
        self.again_button.setDefault(True)
        layout.addWidget(buttons)

    def _display_name(self, seat: int, name: str) -> str:
        # The colour tells which seat a custom name sat in; the tie-break depends on it.
        colour = seat_name(self._game, seat)
        name = own_name(self._game, seat, name)
        if not name:
            return colour
        return (
            translate("GameOverDialog", "{name} ({colour})")
            .replace("{name}", name)
            .replace("{colour}", colour)
        )

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    def reject(self) -> None:
        self.choice = CHOICE_CLOSE
        super().reject()

    # --- content --------------------------------------------------------------------------------

    def add_ninetka_details(
        self, state: NinetkaState, outcome: Outcome, layout: QVBoxLayout
    ) -> None:
        """The tie-break sentence and the ranking with each player's sections."""
        self.tie_break = PlainLabel(self._tie_break_text(outcome.scores, outcome.ranking), self)
        self.tie_break.setWordWrap(True)
        self.tie_break.setVisible(outcome.reason == "tie-break")
        self.reason = self.tie_break
        layout.addWidget(self.tie_break)
        layout.addWidget(self._ranking(state, outcome.ranking))

    def add_morris_details(self, state: MorrisState, outcome: Outcome, layout: QVBoxLayout) -> None:
        """Which game of the family, why it ended, and the men each side has on the board and
        has taken."""
        self.game_name = PlainLabel(variant_title(variant_of(state).key), self)
        layout.insertWidget(0, self.game_name)
        self.reason = PlainLabel(self._morris_reason(state, outcome), self)
        self.reason.setWordWrap(True)
        layout.addWidget(self.reason)
        layout.addWidget(self._men_table(state))

    def _tie_break_text(self, scores: Sequence[int], ranking: Sequence[int]) -> str:
        """ "Yellow and Blue both scored 4; Blue wins as the later seat." (RULES 1.6)"""
        top = scores[ranking[0]]
        tied = [seat for seat in range(len(scores)) if scores[seat] == top]
        if len(tied) < 2:
            return ""
        names = join_names([self._names[seat] for seat in tied])
        if len(tied) == 2:
            text = translate(
                "GameOverDialog", "{names} both scored {score}; {winner} wins as the later seat."
            )
        else:
            text = translate(
                "GameOverDialog", "{names} all scored {score}; {winner} wins as the latest seat."
            )
        return (
            text.replace("{names}", names)
            .replace("{score}", str(top))
            .replace("{winner}", self._names[ranking[0]])
        )

    def _morris_reason(self, state: MorrisState, outcome: Outcome) -> str:
        """Why a Morris game ended (RULES 2.6 and 3), as a full sentence."""
        cows = variant_of(state).cows
        if outcome.reason == FULL_BOARD:
            return translate(
                "GameOverDialog", "Every point was taken when the last man was placed."
            )
        if outcome.reason == "no-removal" and endgame_count(state):
            return translate(
                "GameOverDialog",
                "%n moves in a row were played without a cow being shot while a player had "
                "three cows.",
                None,
                variant_of(state).endgame_limit,
            )
        if outcome.reason == "repetition":
            return translate(
                "GameOverDialog",
                "The same position came up for the third time with the same player to move "
                "(threefold repetition).",
            )
        if outcome.reason == "no-removal":
            limit = state.options()["no_removal_limit"]
            return translate(
                "GameOverDialog",
                "%n moves in a row were played without a man being removed.",
                None,
                limit,
            )
        winner = outcome.winner if outcome.winner is not None else 0
        loser = self._names[1 - winner]
        if outcome.reason == "blocked":
            text = translate(
                "GameOverDialog", "{loser} cannot move: every one of their men is blocked."
            )
        elif outcome.reason == MILL_WIN:
            text = translate("GameOverDialog", "{winner} completed a mill and wins the game.")
        elif cows:
            text = translate(
                "GameOverDialog", "{loser} is down to two cows and can no longer form a mill."
            )
        else:
            text = translate(
                "GameOverDialog", "{loser} is down to two men and can no longer form a mill."
            )
        return text.replace("{loser}", loser).replace("{winner}", self._names[winner])

    def _men_table(self, state: MorrisState) -> QWidget:
        box = QWidget(self)
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 6, 0, 6)
        grid.setHorizontalSpacing(16)
        grid.setColumnStretch(1, 1)
        header = (
            "",
            translate("GameOverDialog", "Player"),
            translate("GameOverDialog", "Cows on the board")
            if variant_of(state).cows
            else translate("GameOverDialog", "Men on the board"),
            translate("GameOverDialog", "Cows shot")
            if variant_of(state).cows
            else translate("GameOverDialog", "Men taken"),
        )
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for column, text in enumerate(header):
            title = bold(PlainLabel(text, box))
            if column >= 2:  # numbers line up under their headings
                title.setAlignment(right)
            grid.addWidget(title, 0, column)
        #: Per side (White, Black): chip, name, men on the board, opponent's men taken.
        self.men_labels: list[list[PlainLabel]] = []
        for side in (0, 1):
            chip = PlainLabel(parent=box)
            chip.setPixmap(morris_chip_pixmap(side, 20))
            on_board = PlainLabel(str(state.men_on_board(side)), box)
            taken = PlainLabel(str(state.men_removed(1 - side)), box)
            on_board.setAlignment(right)
            taken.setAlignment(right)
            taken.setToolTip(translate("GameOverDialog", "Opponent's men this player removed"))
            cells = [chip, PlainLabel(self._names[side], box), on_board, taken]
            for column, label in enumerate(cells):
                grid.addWidget(label, side + 1, column)
            self.men_labels.append(cells)
        return box

    def _ranking(self, state: NinetkaState, ranking: Sequence[int]) -> QWidget:
        box = QWidget(self)
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 6, 0, 6)
        grid.setHorizontalSpacing(12)
        grid.setColumnStretch(2, 1)
        holders = state.section_holders()
        scores = state.scores()
        header = (
            translate("GameOverDialog", "Place"),
            "",
            translate("GameOverDialog", "Player"),
            translate("GameOverDialog", "Score"),
            translate("GameOverDialog", "Sections won"),
        )
        for column, text in enumerate(header):
            grid.addWidget(bold(PlainLabel(text, box)), 0, column)
        self.rank_labels: list[list[PlainLabel]] = []
        for place, seat in enumerate(ranking, start=1):
            won = [k for k, holder in enumerate(holders) if holder == seat]
            sections = [SECTION_NAMES[k] for k in sorted(won, key=_reading_order)]
            chip = PlainLabel(parent=box)
            chip.setPixmap(chip_pixmap(seat, 20))
            cells = [
                PlainLabel(ordinal(place), box),
                chip,
                PlainLabel(self._names[seat], box),
                PlainLabel(points(scores[seat]), box),
                PlainLabel(", ".join(sections) or translate("GameOverDialog", "none"), box),
            ]
            for column, label in enumerate(cells):
                grid.addWidget(label, place, column)
            self.rank_labels.append(cells)
        return box

    def _tournament(self, tournament: Tournament) -> QGroupBox:
        box = QGroupBox(
            translate("GameOverDialog", "Tournament: game {n} of {total}")
            .replace("{n}", str(tournament.games_played))
            .replace("{total}", str(tournament.games_total)),
            self,
        )
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(12)
        grid.setColumnStretch(0, 1)
        names = self._player_names(tournament)
        totals = tournament.totals()
        won = tournament.games_won()
        header = (
            translate("GameOverDialog", "Player"),
            translate("GameOverDialog", "Total"),
            translate("GameOverDialog", "Games won"),
        )
        for column, text in enumerate(header):
            grid.addWidget(bold(PlainLabel(text, box)), 0, column)
        order = sorted(range(len(names)), key=lambda p: (-totals[p], -won[p], p))
        for row, player in enumerate(order, start=1):
            grid.addWidget(PlainLabel(names[player], box), row, 0)
            grid.addWidget(PlainLabel(points(totals[player]), box), row, 1)
            grid.addWidget(PlainLabel(str(won[player]), box), row, 2)
        self.standing = PlainLabel(self._standing_text(tournament, names), box)
        self.standing.setWordWrap(True)
        grid.addWidget(self.standing, len(names) + 1, 0, 1, 3)
        return box

    def _player_names(self, tournament: Tournament) -> list[str]:
        """The tournament's players by their first seat: their own names, else that seat's
        colour."""
        return [
            own_name(self._game, player, name) or seat_name(self._game, player)
            for player, name in enumerate(tournament.player_names)
        ]

    @staticmethod
    def _standing_text(tournament: Tournament, names: Sequence[str]) -> str:
        leaders = tournament.leaders()
        total = points(tournament.totals()[leaders[0]])
        leader_names = join_names([names[p] for p in leaders])
        if tournament.is_complete():
            winner = tournament.winner()
            if winner is None:
                text = translate(
                    "GameOverDialog", "The tournament is drawn: {names} have {points} each."
                )
            else:
                text = translate("GameOverDialog", "{names} wins the tournament with {points}.")
        elif len(leaders) > 1:
            text = translate("GameOverDialog", "{names} are level with {points} each.")
        else:
            text = translate("GameOverDialog", "{names} leads with {points}.")
        return text.replace("{names}", leader_names).replace("{points}", total)
