"""The rules pages' "Using the analysis" section, the same for every game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def analysis_help_html() -> str:
    """The section as HTML (a heading and two paragraphs)."""
    return "\n".join(
        [
            '<h2><a name="analysis"></a>'
            + translate("RulesDialog", "Using the analysis")
            + "</h2>",
            "<p>"
            + translate(
                "RulesDialog",
                "<b>View ▸ Analysis</b> opens a panel that values every legal move of the "
                "position on the board for the player to move, best first, with the line of "
                "play it expects after each. A badge on the board shows the same value where "
                "the move starts or lands; the best move's badge is drawn dark.",
            )
            + "</p>",
            "<p>"
            + translate(
                "RulesDialog",
                "An <b>exact</b> value is proved: who wins and by how much (9tka, once the "
                "counters slide; with three or four players, what the player to move can make "
                "sure of even if all the others play together against it), or a win, a draw or "
                "a loss (the Morris games, from the endgame tables or a forced end). Any other "
                "value is an <b>estimate</b>: "
                "the chance, in percent, that the player to move wins after that move. The "
                "panel looks deeper while the position stands and starts again after a move; "
                "click a move in the move list to analyse an earlier position.",
            )
            + "</p>",
        ]
    )


__all__ = ["analysis_help_html"]
