"""``GameKind``: everything the shared window, panels and dialogs ask of one game.

One descriptor per game (``ui/ninetka/kind.py``, ``ui/morris/kind.py``), gathered in
``ui/games.py``. Shared code looks a game up by its key and asks the descriptor instead of
testing which game it is, so adding a game means a package per layer and one descriptor.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ..controllers.ai_bridge import QtAiRunner
from ..games.base import Outcome
from ..games.setup import GameSetup
from ..models import NinetkaScoreModel
from ..models.move_tree_model import MoveTreeModel
from .game_front import GameFront
from .look.theme import Palette

if TYPE_CHECKING:  # the dialogs find their game's details through the descriptors
    from .dialogs.game_over import GameOverDialog
    from .dialogs.setup_panel import SetupPanel


@dataclass(frozen=True, slots=True)
class RulesText:
    """A game's rules page: its window title, its diagrams and its text."""

    title: Callable[[], str]
    #: The resource names of the page's diagrams.
    diagram_names: tuple[str, ...]
    #: ``diagrams(size)``: the pictures by resource name, ``size`` pixels a side.
    diagrams: Callable[[int], dict[str, QImage]]
    #: ``html(figure)``: the page, ``figure(name, caption)`` giving a diagram's HTML.
    html: Callable[[Callable[[str, str], str]], str]


@dataclass(frozen=True, slots=True)
class PlayerWords:
    """How the players panel speaks of a seat's score and state."""

    #: ``detail(state, seat)``: the short facts under the name ("3 in hand", "flying").
    detail: Callable[[Any, int], list[str]]
    #: The score's tooltip, and the row's accessible name with {name} and {score}, for a state
    #: (Morabaraba speaks of cows).
    score_tooltip: Callable[[Any], str]
    accessible: Callable[[Any], str]


@dataclass(frozen=True, slots=True)
class GameKind:
    #: The key records, settings and the statistics use: "9tka" or "morris".
    key: str
    #: The game's name for people, translated.
    title: Callable[[], str]
    #: ``preset_title(key)``: the name of one of its presets (``Preset.key``), translated.
    preset_title: Callable[[str], str]
    #: ``make_front(moves, scores, runner, parent)``: the game's board model, scene and
    #: controller for the window.
    make_front: Callable[[MoveTreeModel, NinetkaScoreModel, QtAiRunner, QObject], GameFront]
    #: ``chip(seat, size, palette)``: a seat's piece as a small picture for panels and dialogs.
    chip: Callable[[int, int, Palette], QPixmap]
    #: ``seat_colours(palette, seat)``: the colours a seat's pieces show, the first the main
    #: one (the evaluation graph draws a seat's line in whichever stands out most).
    seat_colours: Callable[[Palette, int], tuple[QColor, ...]]
    #: Whether the side panel shows the score table by section.
    shows_sections: bool
    #: Whether Game ▸ Build Larger Endgame Tables is offered while the game is shown.
    builds_endgame_tables: bool
    players: PlayerWords
    rules: RulesText
    #: ``result_details(dialog, state, outcome, layout)``: what the game-over dialog shows
    #: below its headline for this game.
    result_details: Callable[[GameOverDialog, Any, Outcome, QVBoxLayout], None]
    #: ``setup_panel(dialog)``: the game's seats and options in the new-game dialog.
    setup_panel: Callable[[QWidget], SetupPanel]
    #: The game offered when none was chosen before, seats named in the user's language.
    default_setup: Callable[[], GameSetup]
    #: ``move_sounds(move)``: the sound effects of a move, in order (ui/sound.py's names):
    #: the first sounds when it is played, the rest when its animation ends.
    move_sounds: Callable[[Any], tuple[str, ...]]
