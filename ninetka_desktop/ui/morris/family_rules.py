"""The in-app rules of the other games of the Morris family (RULES.md section 3 in plain words):
Three, Six and Twelve Men's Morris, Morabaraba and Lasker Morris, each with a diagram.

As on the Nine Men's Morris page, the example positions are plain data (each a sequence of moves
from the start, with the men they leave), so the tests replay them through the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from ...games.morris.boards import NINE, SIX, THREE, THREE_SQUARE, TWELVE, Board
from .diagrams import Arrow, Man, Mill, render_morris

# The name lupdate looks for.
translate = QCoreApplication.translate


@dataclass(frozen=True)
class FamilyExample:
    """A diagram of a game of the family: the moves that lead to it and what it shows."""

    #: The ``variant`` option of the game.
    variant: str
    board: Board
    #: The moves from the start, in notation, the last one the move the diagram is about.
    moves: tuple[str, ...]
    white: tuple[str, ...]
    black: tuple[str, ...]
    mills: tuple[Mill, ...] = ()
    removed: tuple[str, ...] = ()
    arrows: tuple[Arrow, ...] = ()
    #: Options besides the variant (e.g. Three Men's Morris without diagonals).
    options: dict[str, object] = field(default_factory=dict)

    def men(self) -> list[Man]:
        return [(p, 0) for p in self.white] + [(p, 1) for p in self.black]


#: Every diagram of the family's sections, by its resource name, in page order.
FAMILY_EXAMPLES: dict[str, FamilyExample] = {
    # White's third man closes the diagonal a1 b2 c3 and wins at once.
    "morris-three": FamilyExample(
        "three", THREE, ("a1", "a2", "b2", "c1", "c3"), ("a1", "b2", "c3"), ("a2", "c1"),
        mills=(("a1", "b2", "c3"),),
    ),
    # Without the diagonals: the same men on the 2 x 2-square board, a row wins.
    "morris-three-square": FamilyExample(
        "three", THREE_SQUARE, ("a1", "a3", "b1", "b2", "c1"), ("a1", "b1", "c1"), ("a3", "b2"),
        mills=(("a1", "b1", "c1"),), options={"diagonals": False},
    ),
    # White closes the left side a1 a3 a5 and takes Black's man on c5.
    "morris-six": FamilyExample(
        "six", SIX, ("a1", "b2", "a3", "c5", "a5xc5"), ("a1", "a3", "a5"), ("b2",),
        mills=(("a1", "a3", "a5"),), removed=("c5",),
    ),
    # A diagonal mill: White's c3 closes a1 b2 c3 and takes the man on d1.
    "morris-twelve": FamilyExample(
        "twelve", TWELVE, ("a1", "a4", "b2", "d1", "c3xd1"), ("a1", "b2", "c3"), ("a4",),
        mills=(("a1", "b2", "c3"),), removed=("d1",),
    ),
    # With nine men still in hand, White slides a1-a4 instead of placing.
    "morris-lasker": FamilyExample(
        "lasker", NINE, ("a1", "g7", "a1-a4"), ("a4",), ("g7",), arrows=(("a1", "a4"),),
    ),
}  # fmt: skip
FAMILY_DIAGRAM_NAMES = tuple(FAMILY_EXAMPLES)


def build_family_diagrams(size: int) -> dict[str, QImage]:
    """The family's diagrams by name; a removed man is drawn with a cross where it stood."""
    images = {}
    for name, example in FAMILY_EXAMPLES.items():
        men = example.men() + [(point, 1) for point in example.removed]
        images[name] = render_morris(
            men,
            mills=example.mills,
            removed=example.removed,
            arrows=example.arrows,
            size=size,
            board=example.board,
        )
    return images


def _item(text: str) -> str:
    return f"<li>{text}</li>"


def _para(text: str) -> str:
    return f"<p>{text}</p>"


def _heading(anchor: str, text: str) -> str:
    return f'<h2><a name="{anchor}"></a>{text}</h2>'


def family_rules_html(figure: Callable[[str, str], str]) -> str:
    """The family's part of the Morris page; ``figure(name, caption)`` places a diagram."""
    parts = [
        "<h1>" + translate("RulesDialog", "The Morris family") + "</h1>",
        _para(
            translate(
                "RulesDialog",
                "Nine Men's Morris has relatives, older and younger, that the New Game dialog "
                "offers too. What the page says above holds for each of them unless its own "
                "part below says otherwise: White moves first, a mill takes one of the "
                "opponent's men, a player down to two men or unable to move loses, and the same "
                "draws apply. The points are always named by column letter and row number, row "
                "1 at the bottom.",
            )
        ),
        _heading("three", translate("RulesDialog", "Three Men's Morris")),
        _para(
            translate(
                "RulesDialog",
                "The smallest of the family: nine points on a 3&times;3 grid, a1 to c3, with "
                "b2 in the middle. The three rows, the three columns and the two diagonals are "
                "lines, so b2 is adjacent to every other point. Each player has <b>three "
                "men</b>. The players place them in turn, then move one man a turn to an "
                "adjacent empty point.",
            )
        ),
        "<ul>",
        _item(
            translate(
                "RulesDialog",
                "<b>The first mill wins the game</b>, whether it is made by placing or by "
                "moving. Nothing is ever removed, and nobody flies.",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "Options: without the <b>diagonals</b> the board has six lines only; with "
                "<b>nine holes</b> a man may move to any empty point; and White's first man "
                "may be kept off the centre, b2, from which White can force a win.",
            )
        ),
        "</ul>",
        figure(
            "morris-three",
            translate(
                "RulesDialog",
                "White's third man, placed on c3, completes the diagonal a1 b2 c3: White wins.",
            ),
        ),
        figure(
            "morris-three-square",
            translate(
                "RulesDialog",
                "The board without diagonals. White wins with the bottom row a1 b1 c1.",
            ),
        ),
        _heading("six", translate("RulesDialog", "Six Men's Morris")),
        _para(
            translate(
                "RulesDialog",
                "Two squares, one inside the other, on a 5&times;5 grid: the outer square "
                "a1 a5 e5 e1, the inner one b2 b4 d4 d2, and four short lines joining the "
                "middles of their sides. Only the eight <b>sides</b> of the squares are mills. "
                "Each player has <b>six men</b>.",
            )
        ),
        "<ul>",
        _item(
            translate(
                "RulesDialog",
                "There is <b>no flying</b> by default: a player with three men still steps "
                "along the lines. Flying can be switched on.",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "Men in a mill are protected as in Nine Men's Morris; with that option off, "
                "any man may be taken.",
            )
        ),
        "</ul>",
        figure(
            "morris-six",
            translate(
                "RulesDialog",
                "White places a man on a5, completes the side a1 a3 a5 and takes Black's man "
                "on c5 (written a5xc5).",
            ),
        ),
        _heading("twelve", translate("RulesDialog", "Twelve Men's Morris")),
        _para(
            translate(
                "RulesDialog",
                "The board of Nine Men's Morris with four <b>diagonals</b> joining the corners "
                "of the squares (a1 b2 c3, a7 b6 c5, g7 f6 e5 and g1 f2 e3), which are lines "
                "for moving and, by default, mills too. Each player has <b>twelve men</b>, so "
                "the 24 points can fill up while placing.",
            )
        ),
        "<ul>",
        _item(
            translate(
                "RulesDialog",
                "If every point is taken when the last man is placed, the game is a "
                "<b>draw</b>. With that option off, White, who cannot move, loses.",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "With <b>diagonal mills</b> off, the diagonals serve for moving only, as in "
                "the oldest descriptions of the game.",
            )
        ),
        "</ul>",
        figure(
            "morris-twelve",
            translate(
                "RulesDialog",
                "A mill on a diagonal: White's man on c3 completes a1 b2 c3 and takes Black's "
                "man on d1.",
            ),
        ),
        _heading("morabaraba", translate("RulesDialog", "Morabaraba")),
        _para(
            translate(
                "RulesDialog",
                "The South African game, played on the board of Twelve Men's Morris with its "
                "diagonals, twelve pieces each. The pieces are called <b>cows</b>, and taking "
                "one is <b>shooting</b> it. Placing, moving, shooting and flying with three "
                "cows are as in Nine Men's Morris, and a full board after placing is a draw.",
            )
        ),
        "<ul>",
        _item(
            translate(
                "RulesDialog",
                "<b>No immediate return</b>: a cow that left one of its mills and made a new "
                "one may not go straight back on its player's next turn if that would make a "
                "mill again. This rule can be switched off.",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "While either player has only three cows, the game is drawn after <b>ten "
                "moves</b> in a row without a shot.",
            )
        ),
        "</ul>",
        _heading("lasker", translate("RulesDialog", "Lasker Morris")),
        _para(
            translate(
                "RulesDialog",
                "Emanuel Lasker's game on the Nine Men's Morris board, with <b>ten men</b> "
                "each (nine as an option). There is no placing phase: <b>on every turn</b> "
                "a player either places a man from the hand on an empty point or moves one of "
                "their men to an adjacent empty point. Mills take men as usual.",
            )
        ),
        "<ul>",
        _item(
            translate(
                "RulesDialog",
                "In the game, click a man in your hand or an empty point to place, and click "
                "one of your men on the board to move it.",
            )
        ),
        _item(
            translate(
                "RulesDialog",
                "A player flies only with an empty hand and three men on the board. The men "
                "in hand count too: a player with two men left in all loses.",
            )
        ),
        "</ul>",
        figure(
            "morris-lasker",
            translate(
                "RulesDialog",
                "White still has nine men in hand, yet moves a1-a4 instead of placing.",
            ),
        ),
    ]
    return "\n".join(parts)
