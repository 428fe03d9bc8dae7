"""``StatisticsTableModel``: one game's tallies, a row per rule set and opponent, the total last."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QObject, Qt
from PySide6.QtGui import QFont

from ..games.registry import GAMES, Results
from ..i18n import level_name
from ..statistics.ledger import Ledger, Tally, TallyKey
from .grid_model import ROOT, AnyIndex

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("Statistics", text, disambiguation, n)


def rule_set_name(game: str, rule_set: str) -> str:
    info = GAMES[game]
    if info.players_option is not None:  # rule sets by the number of players
        return tr("%n players", "", int(rule_set))
    preset = next((p for p in info.presets if p.key == rule_set), None)
    if preset is not None:
        # The game's own name, as the new-game dialog gives it (``ui.morris.words`` marks
        # these source texts for translation under the same context).
        return QCoreApplication.translate("MorrisVariants", preset.name)
    if rule_set == "flying":
        return tr("Nine Men's Morris, flying")
    return tr("Nine Men's Morris, no flying")


def opponent_name(opponent: int | None) -> str:
    return tr("people only") if opponent is None else f"{opponent} {level_name(opponent)}"


class StatisticsTableModel(QAbstractTableModel):
    #: Every column; 9tka has no draws (its tie-break always finds a winner), so not that one.
    ALL_COLUMNS = (
        "rule_set",
        "opponent",
        "played",
        "won",
        "drawn",
        "lost",
        "streak",
        "best_streak",
        "best_score",
    )

    def __init__(self, game: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        # 9tka's rule sets are its numbers of players, its best score the most sections held.
        self._by_players = GAMES[game].players_option is not None
        self._sections = GAMES[game].results is Results.SECTIONS
        self.columns = tuple(
            c for c in self.ALL_COLUMNS if GAMES[game].can_draw or c != "drawn"
        )
        self._rows: list[tuple[TallyKey | None, Tally]] = []

    def set_ledger(self, ledger: Ledger) -> None:
        self.beginResetModel()
        self._rows = list(ledger.rows(self.game))
        if self._rows:
            self._rows.append((None, ledger.total(self.game)))
        self.endResetModel()

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if not 0 <= index.column() < len(self.columns):
            return None
        key, tally = self._rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            left = column in ("rule_set", "opponent")
            return (Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight) | (
                Qt.AlignmentFlag.AlignVCenter
            )
        if role == Qt.ItemDataRole.FontRole and key is None:
            font = QFont()
            font.setBold(True)
            return font
        if role != _DISPLAY:
            return None
        if column == "rule_set":
            return tr("All games") if key is None else rule_set_name(key[0], key[1])
        if column == "opponent":
            return "" if key is None else opponent_name(key[2])
        if column == "best_score":
            return "" if tally.best_score is None else str(tally.best_score)
        return str(getattr(tally, column))

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if role not in (_DISPLAY, Qt.ItemDataRole.ToolTipRole):
            return None
        if orientation == Qt.Orientation.Vertical or not 0 <= section < len(self.columns):
            return None
        column = self.columns[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tip(column)
        return {
            "rule_set": tr("Players") if self._by_players else tr("Rules"),
            "opponent": tr("Opponent"),
            "played": tr("Played"),
            "won": tr("Won"),
            "drawn": tr("Drawn"),
            "lost": tr("Lost"),
            "streak": tr("Streak"),
            "best_streak": tr("Best streak"),
            "best_score": tr("Most sections") if self._sections else tr("Fastest win"),
        }[column]

    def _header_tip(self, column: str) -> str | None:
        if column == "opponent":
            return tr("The strongest computer level in the game, or people only (hot-seat)")
        if column == "streak":
            return tr("Games won in a row, up to the last one")
        if column == "best_streak":
            return tr("The most games won in a row")
        if column == "best_score":
            if self._sections:
                return tr("The most sections you held at the end of a game")
            return tr("The fewest moves you needed to win a game")
        return None
