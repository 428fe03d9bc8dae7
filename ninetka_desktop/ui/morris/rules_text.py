"""The in-app rules of Nine Men's Morris (RULES.md section 2 in plain words) and their diagrams.

The example positions are plain data so the tests can replay them through the engine: every
diagram shows something the rules really allow.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from ..dialogs.analysis_help import analysis_help_html
from ..dialogs.study_help import study_help_html
from .diagrams import Arrow, Man, render_morris
from .family_rules import FAMILY_DIAGRAM_NAMES, build_family_diagrams, family_rules_html

# The name lupdate looks for.
translate = QCoreApplication.translate

#: Every Morris diagram on the page, by its resource name.
MORRIS_DIAGRAM_NAMES = ("morris-board", "morris-mill", "morris-slide", "morris-flying",
                        "morris-blocked", *FAMILY_DIAGRAM_NAMES)  # fmt: skip

# Placing: White places on a4, closes a1 a4 a7 and takes g7; Black's b6 d6 f6 is a mill and safe.
MILL_WHITE = ("a1", "a7", "e4", "d2")
MILL_BLACK = ("g7", "b6", "d6", "f6")
MILL_IN_HAND = (5, 5)
MILL_PLACE, MILL_REMOVE = "a4", "g7"
# Moving: White's man on d6 may slide to d5 or f6; d7 and b6 are taken.
SLIDE_WHITE = ("d6", "a1", "g4", "e3", "b2", "f2")
SLIDE_BLACK = ("d7", "b6", "a4", "g7", "c5", "d1")
SLIDE_TARGETS = ("d5", "f6")
# Flying: White is down to three men and flies a1 to e5, over empty points so the arrow shows.
FLY_WHITE = ("a1", "g4", "d3")
FLY_BLACK = ("d2", "f2", "b6", "d6", "f4", "c4", "g7")
FLY_MOVE: Arrow = ("a1", "e5")
# Blocked: after f6-f4 no black man has an empty neighbour, and Black, with four men, cannot fly.
BLOCK_WHITE = ("a4", "g1", "d2", "d7", "f6", "c5")
BLOCK_BLACK = ("a1", "d1", "g7", "g4")
BLOCK_MOVE: Arrow = ("f6", "f4")


def _men(white: Sequence[str], black: Sequence[str]) -> list[Man]:
    return [(point, 0) for point in white] + [(point, 1) for point in black]


def _after(men: Sequence[str], move: Arrow) -> list[str]:
    """The points of the mover's men once ``move`` is played."""
    return [move[1] if point == move[0] else point for point in men]


def build_morris_diagrams(size: int) -> dict[str, QImage]:
    """The page's Morris diagrams by name."""
    return build_family_diagrams(size) | {
        "morris-board": render_morris(mills=[("a7", "d7", "g7"), ("d1", "d2", "d3")], size=size),
        "morris-mill": render_morris(
            _men([*MILL_WHITE, MILL_PLACE], MILL_BLACK),
            mills=[("a1", "a4", "a7"), ("b6", "d6", "f6")],
            removed=[MILL_REMOVE],
            size=size,
        ),
        "morris-slide": render_morris(
            _men(SLIDE_WHITE, SLIDE_BLACK), rings=SLIDE_TARGETS, size=size
        ),
        "morris-flying": render_morris(
            _men(_after(FLY_WHITE, FLY_MOVE), FLY_BLACK), arrows=[FLY_MOVE], size=size
        ),
        "morris-blocked": render_morris(
            _men(_after(BLOCK_WHITE, BLOCK_MOVE), BLOCK_BLACK),
            arrows=[BLOCK_MOVE],
            rings=BLOCK_BLACK,
            size=size,
        ),
    }


def _item(text: str) -> str:
    return f"<li>{text}</li>"


def _para(text: str) -> str:
    return f"<p>{text}</p>"


def morris_rules_html(figure: Callable[[str, str], str]) -> str:
    """The whole Morris page as HTML; ``figure(name, caption)`` places a diagram."""
    parts = [
        "<h1>" + translate("RulesDialog", "How to play Nine Men's Morris") + "</h1>",
        _para(
            translate(
                "RulesDialog",
                "Nine Men's Morris, also called Mills or Merels, is a game for two players that "
                "goes back to the Roman Empire. White and Black have nine men each and try to "
                "line up three of them, a <b>mill</b>, to take the other player's men. "
                "<b>White moves first.</b>",
            )
        ),
        '<h2><a name="board"></a>' + translate("RulesDialog", "The board") + "</h2>",
        _para(
            translate(
                "RulesDialog",
                "The board has three squares, one inside the other, joined by lines through the "
                "middles of their sides. The men stand on the 24 <b>points</b>: the corners and "
                "the middles of the sides of each square. The points are named as on a "
                "7&times;7 grid: columns a to g from left to right, rows 1 to 7 from bottom to "
                "top, so a1 is the bottom-left corner of the outer square and d6 the middle of "
                "the top side of the middle square.",
            )
        ),
        "<ul>",
        _item(
            translate(
                "RulesDialog",
                "Two points are <b>adjacent</b> when a line joins them with no point between.",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "Three points on one straight line form a <b>mill</b>. There are 16: the 12 sides "
                "of the three squares (such as a1 a4 a7 or b2 d2 f2) and the 4 short lines that "
                "join the squares (a4 b4 c4, e4 f4 g4, d1 d2 d3 and d5 d6 d7).",
            )
        ),
        "</ul>",
        figure(
            "morris-board",
            translate(
                "RulesDialog",
                "The 24 points and their names. Two of the 16 mills are outlined: a7 d7 g7 "
                "and d1 d2 d3.",
            ),
        ),
        '<h2><a name="placing"></a>' + translate("RulesDialog", "Placing") + "</h2>",
        _para(
            translate(
                "RulesDialog",
                "The board starts empty. The players take turns putting one of their men on any "
                "empty point, White first, until both have placed all nine.",
            )
        ),
        '<h2><a name="mills"></a>' + translate("RulesDialog", "Mills and removing a man") + "</h2>",
        _para(
            translate(
                "RulesDialog",
                "When your man completes a mill of your colour, whether you placed it or moved "
                "it there, you <b>remove</b> one of your opponent's men from the board at once, "
                "as part of the same turn. A removed man is out of the game.",
            )
        ),
        "<ul>",
        _item(
            translate(
                "RulesDialog",
                "You may not take a man that stands in one of your opponent's mills, "
                "<b>unless every one</b> of their men is in a mill: then you may take any of them.",
            )
        ),
        _item(
            translate("RulesDialog", "Closing two mills with one move still removes only one man.")
        ),
        "</ul>",
        figure(
            "morris-mill",
            translate(
                "RulesDialog",
                "White places a man on a4 and closes the mill a1 a4 a7, so White removes "
                "Black's man on g7 (written a4xg7). Black's men on b6, d6 and f6 form a mill "
                "and may not be taken while Black has a man outside a mill.",
            ),
        ),
        '<h2><a name="moving"></a>' + translate("RulesDialog", "Moving") + "</h2>",
        _para(
            translate(
                "RulesDialog",
                "Once all 18 men have been placed (some may have been removed already), the "
                "players take turns moving one of their men along a line to an <b>adjacent "
                "empty point</b>. Forming a mill by moving removes a man just as placing does. "
                "Moving a man out of a mill and straight back on your next turn is allowed, and "
                "closing the mill again removes another man.",
            )
        ),
        figure(
            "morris-slide",
            translate(
                "RulesDialog",
                "White's man on d6 can move to d5 or f6 (ringed). d7 and b6 are taken, and "
                "a man cannot jump over another one.",
            ),
        ),
        '<h2><a name="flying"></a>' + translate("RulesDialog", "Flying") + "</h2>",
        _para(
            translate(
                "RulesDialog",
                "When <b>flying</b> is switched on (it is by default; the New Game dialog can "
                "switch it off), a player who has exactly three men left may move a man to "
                "<b>any empty point</b>, not only an adjacent one. With flying off, a player "
                "with three men moves like everyone else.",
            )
        ),
        figure(
            "morris-flying",
            translate(
                "RulesDialog",
                "White is down to three men and flies from a1 to e5 (written a1-e5).",
            ),
        ),
        '<h2><a name="end"></a>' + translate("RulesDialog", "End of the game") + "</h2>",
        "<ul>",
        _item(
            translate(
                "RulesDialog",
                "A player who is <b>down to two men</b> loses: they can no longer form a mill.",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "A player who, at the start of their turn in the moving phase, <b>cannot "
                "move</b> any man (every one of them is <b>blocked</b>) loses.",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "The game is <b>drawn</b> when the same position occurs for the third time with "
                "the same player to move (<b>threefold repetition</b>).",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "The game is also <b>drawn</b> when 100 moves in a row (50 by each player) are "
                "made in the moving phase <b>without a removal</b>.",
            )
        ),
        "</ul>",
        _para(
            translate(
                "RulesDialog",
                "Both draw rules are on by default; each can be switched off in the New Game "
                "dialog.",
            )
        ),
        figure(
            "morris-blocked",
            translate(
                "RulesDialog",
                "White plays f6-f4. None of Black's four men (ringed) has an empty neighbour "
                "now, so Black cannot move and loses.",
            ),
        ),
        '<h2><a name="notation"></a>' + translate("RulesDialog", "Notation") + "</h2>",
        "<ul>",
        _item(translate("RulesDialog", "Placing a man is written as its point, e.g. <tt>d6</tt>.")),
        _item(
            translate(
                "RulesDialog",
                "Moving a man joins the two points with a dash, e.g. <tt>d6-d7</tt>; a flight "
                "is written the same way.",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "A move that removes a man is followed by <tt>x</tt> and the point of the man "
                "removed: <tt>a4xg7</tt>, <tt>d6-d7xb4</tt>.",
            )
        ),
        "</ul>",
    ]
    parts.append(family_rules_html(figure))
    parts.append(analysis_help_html())
    parts.append(study_help_html())
    return "\n".join(parts)
