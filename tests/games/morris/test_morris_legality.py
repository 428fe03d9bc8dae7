"""Morris ``is_legal`` agrees with ``legal_moves()``, and the history is written without
replaying the game (also from a set-up position with Black to move)."""

from __future__ import annotations

import random

import pytest

from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.moves import MOVE_TABLE


@pytest.mark.parametrize("flying", [True, False])
def test_is_legal_is_membership_in_legal_moves(flying: bool) -> None:
    rng = random.Random(int(flying))
    for _ in range(4):
        state = MorrisState(flying=flying)
        while not state.is_over() and len(state.move_stack) < 120:
            legal = set(state.legal_moves())
            for move in [*legal, *rng.sample(MOVE_TABLE, 300)]:
                reason = state.illegal_reason(move)
                assert state.is_legal(move) == (move in legal) == (reason is None), move
            state.push(rng.choice(sorted(legal, key=str)))


@pytest.mark.parametrize("to_move", [0, 1])
def test_history_in_notation_matches_a_replay_and_replays_nothing(
    to_move: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(to_move)
    state = MorrisState.from_position(["a1", "d7"], ["g7"], in_hand=(4, 5), to_move=to_move)
    while not state.is_over() and len(state.move_stack) < 60:
        state.push(rng.choice(state.legal_moves()))
    reference = GameState.history_in_notation(state)
    assert reference[0][0] == to_move
    for start in (0, 1, len(state.move_stack) // 2, len(state.move_stack)):
        assert state.history_in_notation(start) == reference[start:]

    def no_replay(*args: object) -> None:
        raise AssertionError("the history was replayed")

    for name in ("copy", "pop", "push", "push_unchecked"):
        monkeypatch.setattr(MorrisState, name, no_replay)
    assert state.history_in_notation() == reference
