"""``NINETKA``: the descriptor of 9tka, what the shared window and dialogs ask of the game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QVBoxLayout

from ...controllers.ai_bridge import QtAiRunner
from ...games.base import Outcome
from ...games.ninetka import MoveKind, NinetkaMove, NinetkaState
from ...models import NinetkaScoreModel
from ...models.move_tree_model import MoveTreeModel
from ..dialogs.game_over import GameOverDialog
from ..game_front import GameFront, ninetka_front
from ..game_kind import GameKind, PlayerWords, RulesText
from .diagrams import chip_pixmap
from .rules_text import DIAGRAM_NAMES, build_diagrams, rules_html
from .setup_panel import NinetkaSetupPanel, default_ninetka_setup

translate = QCoreApplication.translate


def player_detail(state: Any, seat: int) -> list[str]:
    """Counters still to place, or how many waiting counters can move."""
    assert isinstance(state, NinetkaState)
    parts = []
    if state.phase in ("neutrals", "edge"):
        parts.append(
            translate("PlayersPanel", "{count} to place").format(
                count=state.counters_in_hand(seat)
            )
        )
    elif state.phase == "movement":
        waiting = len(state.waiting_slots(seat))
        movable = state.movable_count(seat)
        parts.append(
            translate("PlayersPanel", "{movable}/{waiting} can move").format(
                movable=movable, waiting=waiting
            )
        )
    return parts


def _front(
    moves: MoveTreeModel, scores: NinetkaScoreModel, runner: QtAiRunner, parent: QObject
) -> GameFront:
    return ninetka_front(moves, scores, runner, parent)


def result_details(
    dialog: GameOverDialog, state: Any, outcome: Outcome, layout: QVBoxLayout
) -> None:
    assert isinstance(state, NinetkaState)
    dialog.add_ninetka_details(state, outcome, layout)


def move_sounds(move: NinetkaMove) -> tuple[str, ...]:
    """A counter placed (a neutral or an edge counter), slid and landing, or a forced pass."""
    if move.kind is MoveKind.SLIDE:
        return ("slide", "land")
    return ("pass",) if move.kind is MoveKind.PASS else ("place",)


NINETKA = GameKind(
    key="9tka",
    title=lambda: translate("NewGameDialog", "9tka"),
    preset_title=lambda _key: translate("NewGameDialog", "9tka"),
    make_front=_front,
    chip=chip_pixmap,
    seat_colours=lambda palette, seat: (palette.seats[seat],),
    shows_sections=True,
    builds_endgame_tables=False,
    players=PlayerWords(
        detail=player_detail,
        score_tooltip=lambda _state: translate("PlayersPanel", "Sections held now"),
        accessible=lambda _state: translate("PlayersPanel", "{name}, {score} sections"),
    ),
    rules=RulesText(
        title=lambda: translate("RulesDialog", "Rules of 9tka"),
        diagram_names=DIAGRAM_NAMES,
        diagrams=build_diagrams,
        html=rules_html,
    ),
    result_details=result_details,
    setup_panel=NinetkaSetupPanel,
    default_setup=default_ninetka_setup,
    move_sounds=move_sounds,
)
