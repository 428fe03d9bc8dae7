"""``AnalysisModel``: the analysis of the position shown, one row per legal move, best first:
the move, its value in words ("Yellow wins by 2", "Black wins in 7", "a draw", "63% for
White") and the line of play the analysis expects after it.

The words name the player who comes out ahead, never "you", so they read the same whoever is
looking; exact values say so in the value's tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QObject, Qt

from ..analysis import Kind, MoveValue, PositionAnalysis, Result
from .grid_model import ROOT, AnyIndex
from .roles import seat_name

MOVE, VALUE, LINE = range(3)
#: The value as an expected score for the mover in [0, 1] (float), for tints and graphs.
EXPECTED_ROLE = int(Qt.ItemDataRole.UserRole) + 1
#: True when the value is exact.
EXACT_ROLE = int(Qt.ItemDataRole.UserRole) + 2
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)


def tr(text: str) -> str:
    return QCoreApplication.translate("Analysis", text)


def value_words(game: str, players: int, mover: int, value: MoveValue) -> str:
    """``value`` for people: who comes out ahead and by how much, or how likely."""
    other = 1 - mover if players == 2 else None
    if value.lead is not None and value.against_all:
        return _guaranteed_words(seat_name(game, mover), value)
    if value.lead is not None and other is not None:
        if value.lead == 0:
            # Level on sections: the tie-break (the later seat) decides.
            return tr("level; {player} wins the tie-break").format(
                player=seat_name(game, max(mover, other))
            )
        winner = mover if value.lead > 0 else other
        return tr("{player} wins by {sections}").format(
            player=seat_name(game, winner), sections=abs(value.lead)
        )
    if value.result is not None:
        if value.result is Result.DRAW:
            return tr("a draw")
        winner = mover if value.result is Result.WIN else 1 - mover
        name = seat_name(game, winner)
        if value.plies is None:
            return tr("{player} wins").format(player=name)
        return tr("{player} wins in {plies}").format(player=name, plies=value.plies)
    if value.sections is not None:
        # Each seat's name and share kept on one line when the list wraps the value.
        shares = enumerate(value.sections)
        return " · ".join(f"{seat_name(game, seat)}\u00a0{share:.1f}" for seat, share in shares)
    return tr("{percent}% for {player}").format(
        percent=round(100 * value.expected), player=seat_name(game, mover)
    )


def _guaranteed_words(player: str, value: MoveValue) -> str:
    """3-4 players, exact: what ``player`` makes sure of even if all the others play against it."""
    lead = value.lead or 0
    if lead > 0:
        return tr("{player} wins by at least {sections}, whatever the others do").format(
            player=player, sections=lead
        )
    if lead == 0 and value.expected > 0.5:
        return tr("{player} at least ties and wins the tie-break, whatever the others do").format(
            player=player
        )
    if lead == 0:
        return tr("the others together can hold {player} to a tie lost on the tie-break").format(
            player=player
        )
    return tr("the others together can keep {player} {sections} behind").format(
        player=player, sections=-lead
    )


def basis_words(value: MoveValue) -> str:
    """What stands behind the value, for its tooltip."""
    if value.kind is Kind.EXACT and value.against_all:
        return tr(
            "Exact for the worst case, proved by the solver: the other players are taken to play "
            "together against the mover."
        )
    if value.kind is Kind.EXACT:
        return tr("Exact: proved by the solver or the endgame tables.")
    if value.basis is None:
        return tr("An estimate.")
    what, amount = value.basis
    if what == "depth":
        return tr("An estimate from a search {depth} moves deep.").format(depth=amount)
    return tr("An estimate from {count} games played out.").format(count=amount)


class AnalysisModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = "9tka"
        self._players = 2
        self._analysis: PositionAnalysis | None = None

    def analysis(self) -> PositionAnalysis | None:
        return self._analysis

    def show(self, game: str, players: int, analysis: PositionAnalysis | None) -> None:
        """Show ``analysis`` of a position of ``game`` (None: no rows)."""
        self.beginResetModel()
        self._game, self._players, self._analysis = game, players, analysis
        self.endResetModel()

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        if parent.isValid() or self._analysis is None:
            return 0
        return len(self._analysis.moves)

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else 3

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        analysis = self._analysis
        if analysis is None or not index.isValid() or not 0 <= index.row() < len(analysis.moves):
            return None
        value = analysis.moves[index.row()]
        column = index.column()
        if role == _DISPLAY:
            if column == MOVE:
                return value.move
            if column == VALUE:
                return value_words(self._game, self._players, analysis.mover, value)
            if column == LINE:
                return " ".join(value.line)
        elif role == _TOOLTIP and column == VALUE:
            return basis_words(value)
        elif role == EXPECTED_ROLE:
            return value.expected
        elif role == EXACT_ROLE:
            return value.kind is Kind.EXACT
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != _DISPLAY:
            return None
        return (tr("Move"), tr("Value"), tr("Expected line"))[section] if 0 <= section < 3 else None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flag = Qt.ItemFlag
        return flag.ItemIsEnabled | flag.ItemIsSelectable | flag.ItemNeverHasChildren


__all__ = ["EXACT_ROLE", "EXPECTED_ROLE", "AnalysisModel", "basis_words", "value_words"]
