"""``MORRIS``: the descriptor of Nine Men's Morris, what the shared window and dialogs ask of
the game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QVBoxLayout

from ...controllers.ai_bridge import QtAiRunner
from ...games.base import Outcome
from ...games.morris import MorrisMove, MorrisState
from ...models import NinetkaScoreModel
from ...models.morris.family import variant_of
from ...models.move_tree_model import MoveTreeModel
from ..dialogs.game_over import GameOverDialog
from ..game_front import GameFront, morris_front
from ..game_kind import GameKind, PlayerWords, RulesText
from .diagrams import morris_chip_pixmap
from .rules_text import MORRIS_DIAGRAM_NAMES, build_morris_diagrams, morris_rules_html
from .setup_panel import MorrisSetupPanel, default_morris_setup
from .words import variant_title

translate = QCoreApplication.translate


def player_detail(state: Any, side: int) -> list[str]:
    """Men in hand and on the board, and whether the side flies."""
    assert isinstance(state, MorrisState)
    parts = []
    if state.men_in_hand(side):
        parts.append(
            translate("PlayersPanel", "{count} in hand").format(count=state.men_in_hand(side))
        )
    parts.append(
        translate("PlayersPanel", "{count} on board").format(count=state.men_on_board(side))
    )
    if not state.is_over() and state.can_fly(side):
        parts.append(translate("PlayersPanel", "flying"))
    return parts


def _score_tooltip(state: Any) -> str:
    if isinstance(state, MorrisState) and variant_of(state).cows:
        return translate("PlayersPanel", "Cows on the board")
    return translate("PlayersPanel", "Men on the board")


def _accessible(state: Any) -> str:
    if isinstance(state, MorrisState) and variant_of(state).cows:
        return translate("PlayersPanel", "{name}, {score} cows on the board")
    return translate("PlayersPanel", "{name}, {score} men on the board")


def _front(
    moves: MoveTreeModel, scores: NinetkaScoreModel, runner: QtAiRunner, parent: QObject
) -> GameFront:
    # Morris has no sections: the score table stays with 9tka.
    return morris_front(moves, runner, parent)


def result_details(
    dialog: GameOverDialog, state: Any, outcome: Outcome, layout: QVBoxLayout
) -> None:
    assert isinstance(state, MorrisState)
    dialog.add_morris_details(state, outcome, layout)


def move_sounds(move: MorrisMove) -> tuple[str, ...]:
    """A man placed, or slid (or flown) and landing; then a mill's chime and the man taken."""
    own = ("place",) if move.src is None else ("slide", "land")
    return own if move.remove is None else (*own, "mill", "removal")


MORRIS = GameKind(
    key="morris",
    title=lambda: translate("NewGameDialog", "Morris games"),
    preset_title=variant_title,
    make_front=_front,
    chip=morris_chip_pixmap,
    seat_colours=lambda palette, side: (palette.morris_men[side], palette.morris_men_edge[side]),
    shows_sections=False,
    builds_endgame_tables=True,
    players=PlayerWords(
        detail=player_detail,
        score_tooltip=_score_tooltip,
        accessible=_accessible,
    ),
    rules=RulesText(
        title=lambda: translate("RulesDialog", "Rules of the Morris Games"),
        diagram_names=MORRIS_DIAGRAM_NAMES,
        diagrams=build_morris_diagrams,
        html=morris_rules_html,
    ),
    result_details=result_details,
    setup_panel=MorrisSetupPanel,
    default_setup=default_morris_setup,
    move_sounds=move_sounds,
)
