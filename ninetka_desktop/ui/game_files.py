"""Turning games into files and back for the window: autosave, resume, open and save."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..controllers.match import Match
from ..games import GameError
from ..games.ninetka import NinetkaState
from ..games.records import GameRecord, RecordError, parse_record, record_to_json
from ..games.setup import GameSetup


@dataclass(slots=True)
class SavedGame:
    match: Match
    state: NinetkaState


def autosave_json(match: Match, state: NinetkaState) -> dict[str, Any]:
    """A game record (readable by Open) that also carries the match: the tournament so far."""
    data = record_to_json(state, match.seats())
    data["match"] = match.to_json()
    return data


def saved_game_from_json(data: dict[str, Any]) -> SavedGame:
    """Rebuild a game from an autosave or a record; RecordError says what is wrong."""
    record = parse_record(json.dumps(data))
    state = _ninetka_state(record)
    match_data = data.get("match")
    if match_data is not None:
        try:
            match = Match.from_json(match_data)
        except (GameError, KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"the saved match is damaged: {exc}") from exc
        if match.players != state.num_players:
            raise RecordError("the saved match does not fit its game")
        return SavedGame(match, state)
    return SavedGame(match_for_record(record, state), state)


def match_for_record(record: GameRecord, state: NinetkaState) -> Match:
    """A single-game match around an opened record, with its seats as recorded."""
    options = state.options()
    setup = GameSetup("9tka", options, tuple(record.seats), tournament=False)
    return Match(setup)


def _ninetka_state(record: GameRecord) -> NinetkaState:
    if not isinstance(record.state, NinetkaState):
        raise RecordError("this version of the app plays 9tka records only")
    return record.state
