"""Turning games into files and back for the window: autosave, resume, open and save."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..controllers.match import Match
from ..games import GameError
from ..games.base import GameState
from ..games.records import GameRecord, RecordError, quoted, record_from_json, record_to_json
from ..games.setup import GameSetup


@dataclass(slots=True)
class SavedGame:
    match: Match
    state: GameState[Any]


def autosave_json(match: Match, state: GameState[Any]) -> dict[str, Any]:
    """A game record (readable by Open) that also carries the match: the tournament so far."""
    data = record_to_json(state, match.seats())
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
        return SavedGame(match, state)
    return SavedGame(match_for_record(record), state)


def match_for_record(record: GameRecord) -> Match:
    """A single-game match around an opened record, with its seats as recorded."""
    state = record.state
    setup = GameSetup(state.game_name, state.options(), tuple(record.seats), tournament=False)
    return Match(setup)
