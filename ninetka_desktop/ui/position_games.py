"""Games that start from a set-up position (Game ▸ Set Up Position…, Edit ▸ Paste Position):
who sits in the seats, and starting the match.

A position's game is played by the seats of the game shown when it is the same game for as many
players, else by the seats New Game last chose for that game, else by a human and the computer
at the gentle default level. A game from a set-up position never counts in the statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..controllers.match import Match
from ..games.base import GameState
from ..games.records import Seat
from ..games.registry import info_of, preset_of
from ..games.setup import DEFAULT_COMPUTER_LEVEL, GameSetup
from .morris.setup_panel import variant_choice_key

if TYPE_CHECKING:
    from .main_window import MainWindow


def setup_key(state: GameState[Any]) -> str:
    """The key New Game remembers ``state``'s game's choices by."""
    if info_of(state).has_presets:
        return variant_choice_key(preset_of(state).key)
    return state.game_name


def seats_for(window: MainWindow, state: GameState[Any]) -> tuple[Seat, ...]:
    """The seats to play ``state``'s game with."""
    players = state.num_players
    match = window.game.match
    if (
        match is not None
        and match.setup.game == state.game_name
        and match.players == players
        and not match.study
    ):
        return match.setup.seats
    settings = window.settings
    for remembered in (settings.game_setups.get(setup_key(state)),
                       settings.game_setups.get(state.game_name)):
        if remembered is not None and len(remembered.seats) == players:
            return remembered.seats
    computer = Seat("", "computer", DEFAULT_COMPUTER_LEVEL)
    return (Seat(""), *(computer for _ in range(players - 1)))


def start_position_game(
    window: MainWindow, state: GameState[Any], seats: tuple[Seat, ...], study: bool = False
) -> None:
    """Play on from ``state`` (a set-up position, no moves yet) with ``seats``; a study has
    every seat played by hand."""
    if study:
        seats = tuple(Seat(seat.name) for seat in seats)
    setup = GameSetup(state.game_name, state.options(), seats)
    window.reviewer.action.setChecked(False)  # the review was of the game before
    window.start_match(Match(setup, start=state, study=study), state.copy())


__all__ = ["seats_for", "setup_key", "start_position_game"]
