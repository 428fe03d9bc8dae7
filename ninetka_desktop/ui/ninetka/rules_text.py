"""The in-app rules of 9tka (RULES.md section 1 in plain words) and their diagrams.

The diagrams are painted by ``diagrams.render_board``, the board the player sees; the rules
page (``ui/dialogs/rules_page.py``) hands them to its document as image resources.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from ...games.ninetka import NinetkaState
from ..dialogs.analysis_help import analysis_help_html
from ..dialogs.study_help import study_help_html
from .diagrams import NEUTRAL, landing_of, positions_from_state, render_board

# The name lupdate looks for.
translate = QCoreApplication.translate

#: Every diagram on the page, by its resource name.
DIAGRAM_NAMES = ("regions", "setup", "slide", "blocked", "majority")

# A slide: Yellow from A5 stops before the neutral on F5, Blue from E11 before Yellow on E7.
_SLIDE = [("A5", 0), ("F5", NEUTRAL), ("E11", 1), ("E7", 0), ("K5", 1), ("E1", 0)]
# Blocked: Yellow came down from B11 and stopped on B6, above Blue's B5; Blue's A6 is stuck.
_BLOCKED = [("B5", 1), ("B6", 0), ("A6", 1), ("A7", 0), ("D6", NEUTRAL)]
# Majorities: Yellow holds NW 3 to 2, N is tied 2 to 2, Blue holds NE alone.
_MAJORITY = [
    ("D9", NEUTRAL), ("B10", 0), ("C9", 0), ("D8", 0), ("B8", 1), ("C10", 1),
    ("F8", NEUTRAL), ("E10", 0), ("G9", 0), ("E8", 1), ("F10", 1),
    ("H9", NEUTRAL), ("J8", 1),
]  # fmt: skip
# Edge placements shown after random neutrals (seed 9 gives a spread-out neutral pattern).
_SETUP_SEED = 9
_SETUP_EDGE = ("A5", "E11", "K7", "C1", "A9", "H1", "K3", "G11")


def build_diagrams(size: int) -> dict[str, QImage]:
    """The page's diagrams by name, ``size`` pixels a side."""
    setup = NinetkaState(players=2, neutrals="random", seed=_SETUP_SEED)
    for slot in _SETUP_EDGE:
        setup.play(slot)
    slides = [(slot, landing_of(_SLIDE, slot) or slot) for slot in ("A5", "E11")]
    return {
        "regions": render_board(size=size, section_labels=True),
        "setup": render_board(positions_from_state(setup), size=size),
        "slide": render_board(_SLIDE, slides, size=size),
        "blocked": render_board(_BLOCKED, [("B11", "B6")], size=size),
        "majority": render_board(_MAJORITY, size=size, tint_sections=True),
    }


def _players_table() -> str:
    rows = [
        (translate("Seats", "Yellow"), "1", "18", "12", "9"),
        (translate("Seats", "Blue"), "2", "18", "12", "9"),
        (translate("Seats", "Orange"), "3", "&ndash;", "12", "9"),
        (translate("Seats", "Green"), "4", "&ndash;", "&ndash;", "9"),
    ]
    head = (
        translate("RulesDialog", "Colour"),
        translate("RulesDialog", "Turn"),
        translate("RulesDialog", "2 players"),
        translate("RulesDialog", "3 players"),
        translate("RulesDialog", "4 players"),
    )
    cells = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return (
        '<table border="1" cellspacing="0" cellpadding="4" align="center">'
        f"<tr>{cells}</tr>{body}</table>"
    )


def rules_html(figure: Callable[[str, str], str]) -> str:
    """The whole page as HTML; ``figure(name, caption)`` gives the HTML of a diagram."""
    parts = [
        "<h1>" + translate("RulesDialog", "How to play 9tka") + "</h1>",
        "<p>"
        + translate(
            "RulesDialog",
            "9tka (from the Polish <i>dziewiątka</i>, “the nine”) is a game of area majority "
            "for 2 to 4 players, designed by Adam Kałuża in 2007. You slide counters in from "
            "the edge of the board and try to hold more of the nine sections than anyone else.",
        )
        + "</p>",
        '<h2><a name="board"></a>' + translate("RulesDialog", "The board") + "</h2>",
        "<p>"
        + translate(
            "RulesDialog",
            "The board is a grid of 11&times;11 cells. Columns are lettered A to K from left "
            "to right, rows numbered 1 to 11 from bottom to top, so A1 is the bottom-left corner. "
            "The four corners are never used.",
        )
        + "</p><ul><li>"
        + translate(
            "RulesDialog",
            "The <b>field</b> is the inner 9&times;9 square, B2 to J10. A counter that has "
            "entered the field never moves again.",
        )
        + "</li><li>"
        + translate(
            "RulesDialog",
            "The 36 round <b>slots</b> around the field, 9 on each side, hold counters that are "
            "still waiting outside the board.",
        )
        + "</li><li>"
        + translate(
            "RulesDialog",
            "The field is cut into nine 3&times;3 <b>sections</b>, named like a compass: "
            "NW, N, NE at the top, W, C, E in the middle and SW, S, SE at the bottom.",
        )
        + "</li><li>"
        + translate(
            "RulesDialog",
            "The lighter inner 7&times;7 square, C3 to I9, is the <b>core</b>. The darker "
            "ring around it (rows 2 and 10, columns B and J) is outside the core. A corner section "
            "has 4 core cells, a side section 6 and the centre section all 9.",
        )
        + "</li></ul>",
        figure(
            "regions",
            translate("RulesDialog", "The field, its nine sections, the core and the slots."),
        ),
        '<h2><a name="players"></a>' + translate("RulesDialog", "Players and counters") + "</h2>",
        "<p>"
        + translate(
            "RulesDialog",
            "Each player has counters of one colour; how many depends on the number of players:",
        )
        + "</p>",
        _players_table(),
        "<p>"
        + translate(
            "RulesDialog",
            "There are also 9 red <b>neutral counters</b>, which belong to nobody. Turns always "
            "go Yellow, Blue, Orange, Green and round again.",
        )
        + "</p>",
        '<h2><a name="phases"></a>' + translate("RulesDialog", "Playing: three phases") + "</h2>",
        "<h3>"
        + translate("RulesDialog", "1. Neutral counters")
        + "</h3><p>"
        + translate(
            "RulesDialog",
            "Nine turns. Yellow starts, then the players take turns in order (with 2 players "
            "Yellow places 5 and Blue 4; with 3 players 3 each; with 4 players Yellow places 3 "
            "and the others 2). On your turn put one neutral counter on an empty core cell of a "
            "section that has no neutral counter yet. In the end every section holds exactly one.",
        )
        + "</p><p>"
        + translate(
            "RulesDialog",
            "<b>Option:</b> the neutral counters can instead be placed at random, one on a core "
            "cell of each section; the game remembers how, so it can be replayed.",
        )
        + "</p>",
        "<h3>"
        + translate("RulesDialog", "2. Counters on the edge")
        + "</h3><p>"
        + translate(
            "RulesDialog",
            "36 turns. Yellow starts this phase, whoever placed the last neutral counter. On "
            "your turn put one of your counters in any empty slot. The phase ends when all 36 "
            "slots are filled; by then everyone has placed all their counters.",
        )
        + "</p>",
        figure(
            "setup",
            translate("RulesDialog", "Neutral counters in every section; the slots begin to fill."),
        ),
        "<h3>"
        + translate("RulesDialog", "3. Movement")
        + "</h3><p>"
        + translate(
            "RulesDialog",
            "Yellow starts this phase too. On your turn pick one of your counters waiting in a "
            "slot and slide it into the field, straight away from its side: a counter in A5 "
            "travels right along row 5, one in E11 travels down column E. It moves cell by cell "
            "and stops on the last empty cell before the first occupied one, whoever that "
            "counter belongs to: yours, an opponent's, a neutral counter, or a counter still "
            "waiting in the slot opposite. It cannot stop part-way and must enter at least one "
            "cell.",
        )
        + "</p>",
        figure(
            "slide",
            translate(
                "RulesDialog",
                "Yellow's counter from A5 stops on E5, before the neutral counter on F5. Blue's "
                "counter from E11 stops on E8, before Yellow's counter on E7.",
            ),
        ),
        "<p>"
        + translate(
            "RulesDialog",
            "A waiting counter whose first cell in the field is occupied is <b>blocked</b>: it "
            "can never move, now or later. A sliding counter never leaves the field, because "
            "the slot opposite is always either still occupied or its counter is already on "
            "the same line.",
        )
        + "</p>",
        figure(
            "blocked",
            translate(
                "RulesDialog",
                "Yellow's counter came down from B11 and stopped on B6, above Blue's counter on "
                "B5. Blue's counter in A6 faces an occupied first cell: it is blocked for the rest "
                "of the game.",
            ),
        ),
        "<p>"
        + translate(
            "RulesDialog",
            "A player who has no counter that can move <b>passes</b>; this happens by itself, "
            "it is never a choice. The game ends when no player can move.",
        )
        + "</p>",
        '<h2><a name="scoring"></a>'
        + translate("RulesDialog", "Scoring and the winner")
        + "</h2><p>"
        + translate(
            "RulesDialog",
            "You <b>conquer</b> a section when you have strictly more of your own counters on "
            "its 9 cells than every other player. Neutral counters count for nobody, counters "
            "still waiting in slots count for nothing, and when the highest count is shared "
            "nobody conquers the section. Each conquered section scores 1 point (0 to 9).",
        )
        + "</p>",
        figure(
            "majority",
            translate(
                "RulesDialog",
                "Yellow conquers NW with 3 counters to 2. In N, Yellow and Blue have 2 each, so "
                "nobody does. Blue conquers NE with a single counter. Held sections take a tint "
                "of their holder's colour.",
            ),
        ),
        "<p>"
        + translate(
            "RulesDialog",
            "The highest score wins. If several players share it, <b>the one who sits latest "
            "in the turn order among them wins</b>: in a 2-player tie Blue wins. So every game "
            "has exactly one winner. The full ranking orders the players by score, then by the "
            "later seat.",
        )
        + "</p>",
        '<h2><a name="tournament"></a>'
        + translate("RulesDialog", "Tournament")
        + "</h2><p>"
        + translate(
            "RulesDialog",
            "With 2 players a tournament is two games: each player plays once as Yellow and "
            "once as Blue. Each player's scores from both games are added and the higher total "
            "wins. With equal totals the tournament is drawn (the rulebook names no tie-break); "
            "the number of games each player won is shown as well.",
        )
        + "</p><p>"
        + translate(
            "RulesDialog",
            "<b>Option</b> for 3 or 4 players: a series of as many games as players, with the "
            "seats rotating so that every player sits once in every seat. Totals decide, as "
            "with 2 players.",
        )
        + "</p>",
        '<h2><a name="notation"></a>'
        + translate("RulesDialog", "Notation")
        + "</h2><ul><li>"
        + translate("RulesDialog", "A neutral counter is written as its cell, e.g. <tt>E6</tt>.")
        + "</li><li>"
        + translate(
            "RulesDialog", "A counter put on the edge is written as its slot, e.g. <tt>A7</tt>."
        )
        + "</li><li>"
        + translate(
            "RulesDialog",
            "A slide is the slot and the landing cell joined by a dash, e.g. <tt>A7-F7</tt>. "
            "The bare slot (<tt>A7</tt>) is understood too, since the landing cell follows from "
            "the position.",
        )
        + "</li><li>"
        + translate("RulesDialog", "A pass is written <tt>pass</tt>.")
        + "</li><li>"
        + translate(
            "RulesDialog", "Capital and small letters mean the same; the app writes capitals."
        )
        + "</li></ul>",
    ]
    parts.append(analysis_help_html())
    parts.append(study_help_html())
    return "\n".join(parts)
