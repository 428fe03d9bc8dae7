"""Saved games and the text export of every game of the Morris family."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from ninetka_desktop.games.morris import VARIANTS, MorrisState
from ninetka_desktop.games.pasted import parse_pasted_game
from ninetka_desktop.games.records import (
    RecordError,
    dumps_record,
    export_text,
    load_record,
    parse_record,
    record_to_json,
    save_record,
)

FAMILY_OPTIONS: list[dict[str, Any]] = [
    {"variant": "three", "diagonals": False, "nine_holes": True},
    {"variant": "three", "centre_opening": False},
    {"variant": "six", "protected_mills": False},
    {"variant": "twelve", "diagonal_mills": False, "full_board_draw": False},
    {"variant": "morabaraba"},
    {"variant": "lasker", "men": 9},
    {"variant": "nine", "flying": False},
]


def random_game(options: dict[str, Any], seed: int, plies: int = 60) -> MorrisState:
    rng = random.Random(seed)
    state = MorrisState.from_options(options)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        state.push(rng.choice(moves))
    return state


@pytest.mark.parametrize("options", FAMILY_OPTIONS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_records_round_trip(options: dict[str, Any], seed: int, tmp_path: Path) -> None:
    state = random_game(options, seed)
    path = tmp_path / "game.ninetka"
    save_record(path, state)
    loaded = load_record(path).state
    assert isinstance(loaded, MorrisState)
    assert loaded.variant is state.variant
    assert loaded.options() == state.options()
    assert loaded.history_in_notation() == state.history_in_notation()
    assert loaded.position_key() == state.position_key()
    assert loaded.outcome() == state.outcome()
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["options"].get("variant", "nine") == options["variant"]


def test_an_old_record_without_a_variant_is_nine_mens_morris() -> None:
    record = {
        "format": "ninetka-record",
        "version": 1,
        "game": "morris",
        "options": {"flying": True, "repetition_draw": True, "no_removal_limit": 100},
        "seats": [{"name": "White", "kind": "human"}, {"name": "Black", "kind": "human"}],
        "moves": ["d6", "f4", "d2"],
        "result": None,
    }
    state = parse_record(json.dumps(record)).state
    assert isinstance(state, MorrisState)
    assert state.variant.key == "nine"
    assert state.men_in_hand(0) == 7
    # Saved again, it is the record it was.
    assert json.loads(dumps_record(state))["options"] == record["options"]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"variant": "ten"}, "unknown Morris game 'ten'"),
        ({"variant": ["six"]}, "option variant must be a game's name"),
        ({"variant": {"a": 1}}, "option variant must be a game's name"),
        ({"variant": "three", "flying": True}, "Three Men's Morris has no option flying"),
        ({"variant": "lasker", "men": 1e9}, "men must be a whole number"),
        ({"variant": "x" * 10_000}, "unknown Morris game"),
    ],
)
def test_a_record_with_bad_rules_is_refused_clearly(options: Any, message: str) -> None:
    record = {"format": "ninetka-record", "version": 1, "game": "morris", "options": options}
    with pytest.raises(RecordError, match="options are invalid") as caught:
        parse_record(json.dumps(record))
    assert message in str(caught.value)
    assert len(str(caught.value)) < 300


def test_a_move_of_another_board_is_refused() -> None:
    state = MorrisState.from_options({"variant": "six"})
    data = record_to_json(state)
    data["moves"] = ["g7"]
    with pytest.raises(RecordError, match=r"move 1 \(g7\) is illegal: g7 is not a point"):
        parse_record(json.dumps(data))


@pytest.mark.parametrize("options", FAMILY_OPTIONS)
def test_the_text_export_names_the_game_and_reads_back(options: dict[str, Any]) -> None:
    state = random_game(options, 7, plies=30)
    text = export_text(state)
    assert text.splitlines()[0] == f"{VARIANTS[options['variant']].name}, 2 players"
    back = parse_pasted_game(text).state
    assert isinstance(back, MorrisState)
    assert back.options() == state.options()
    assert back.history_in_notation() == state.history_in_notation()


def test_a_text_export_whose_title_and_options_disagree_is_refused() -> None:
    text = export_text(random_game({"variant": "morabaraba"}, 3, plies=4))
    with pytest.raises(RecordError, match="the title says Lasker Morris"):
        parse_pasted_game(text.replace("Morabaraba, 2 players", "Lasker Morris, 2 players"))
