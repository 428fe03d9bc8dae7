"""Turning games into files and back for the window: autosave, resume, open and save.

A game goes to a file whole: its move tree (the main line, the variations, the comments) and
the position it started from when it was set up (``games.records``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..controllers.match import Match
from ..games import GameError
from ..games.base import GameState
from ..games.move_tree import MoveTree
from ..games.records import (
    GameRecord,
    RecordError,
    quoted,
    record_from_json,
    record_to_json,
    start_to_json,
)
from ..games.setup import GameSetup


@dataclass(slots=True)
class SavedGame:
    match: Match
    #: The game as it stands: the end of the main line.
    state: GameState[Any]
    tree: MoveTree


def autosave_json(match: Match, game: GameState[Any] | MoveTree) -> dict[str, Any]:
    """A game record (readable by Open) that also carries the match: the tournament so far."""
    data = record_to_json(game, match.seats())
    data["match"] = match.to_json()
    return data


def saved_game_from_json(data: dict[str, Any]) -> SavedGame:
    """Rebuild a game from an autosave or a record; RecordError says what is wrong."""
    if not isinstance(data, dict):
        raise RecordError("not a game record: expected a JSON object")
    record = record_from_json(data)
    state = record.state
    match_data = data.get("match")
    if match_data is not None:
        try:
            match = Match.from_json(match_data)
        except (GameError, LookupError, TypeError, ValueError, ArithmeticError) as exc:
            # ArithmeticError: int() of an infinite number.
            raise RecordError(f"the saved match is damaged: {quoted(str(exc))}") from exc
        if match.setup.game != state.game_name or match.players != state.num_players:
            raise RecordError("the saved match does not fit its game")
        match.start = set_up_start(record.game)
        return SavedGame(match, state, record.game)
    return SavedGame(match_for_record(record), state, record.game)


def record_game(record: GameRecord) -> GameState[Any] | MoveTree:
    """What to play of ``record``: its move tree, or its state when moves were played on that
    after the tree was read (the tree would miss them)."""
    tree = record.game
    moves = [text for _, text in record.state.history_in_notation()]
    return tree if tree.notation_path(tree.main_line_end()) == moves else record.state


def set_up_start(tree: MoveTree) -> GameState[Any] | None:
    """The position ``tree``'s game was set up in; None when it starts as the game does."""
    start = tree.start_state()
    return start if start_to_json(start) is not None else None


def match_for_record(record: GameRecord) -> Match:
    """A single-game match around an opened record, with its seats as recorded (and its set-up
    start, for Play Again)."""
    state = record.state
    setup = GameSetup(state.game_name, state.options(), tuple(record.seats), tournament=False)
    return Match(setup, start=set_up_start(record.game))
