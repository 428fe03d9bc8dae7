"""The rules pages' "Studying a game" section, the same for every game: variations, comments,
set-up positions and position strings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def study_help_html() -> str:
    """The section as HTML (a heading and three paragraphs)."""
    paragraphs = [
        translate(
            "RulesDialog",
            "The move list holds the game's <b>variations</b> too. Click a move to see the board "
            "as it was after it: a move played there starts a variation, shown indented and in "
            "italics under the move the game played, and the game's own moves stay. The "
            "computer plays only at the end of the game's main line; anywhere else the board is "
            "a study board, you play every side, and nothing there counts in the statistics. "
            "<b>Back to the game</b> returns. Undo and Redo walk the moves; after Undo at the end "
            "of the game, a different move goes on with the game and the moves taken back stay "
            "as a variation.",
        ),
        translate(
            "RulesDialog",
            "Right-click a move (or use the Move menu) to <b>promote</b> its variation, to make "
            "it the <b>main line</b>, to <b>delete</b> it or to write a <b>comment</b> on the "
            "position after it. Saved games keep the variations and the comments.",
        ),
        translate(
            "RulesDialog",
            "<b>Game ▸ Set Up Position…</b> puts pieces on the board of any game: choose a "
            "piece, click cells or points, and choose the side to move (and, in the Morris "
            "games, the men in hand); the editor says why the rules cannot reach a position. "
            "Play on from it against the computer or with friends, or study it. "
            "<b>Edit ▸ Copy Position</b> and <b>Paste Position</b> carry a position as text: "
            "the FEN of the Sanmill program for the Morris games on the 24-point board, the "
            "app's own position string for 9tka. Games from a set-up position are not counted "
            "in the statistics.",
        ),
    ]
    return "\n".join(
        ['<h2><a name="study"></a>' + translate("RulesDialog", "Studying a game") + "</h2>"]
        + [f"<p>{text}</p>" for text in paragraphs]
    )


__all__ = ["study_help_html"]
