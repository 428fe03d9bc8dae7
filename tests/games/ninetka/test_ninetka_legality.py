"""``is_legal`` / ``illegal_reason``: the engine's one legality check agrees with
``legal_moves()`` for every move a click or a parser can build, and the history is written
without replaying the game."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.ninetka import PASS, MoveKind, NinetkaMove, NinetkaState
from ninetka_desktop.games.ninetka.moves import EDGE_MOVES, NEUTRAL_MOVES, SLIDE_MOVES

EVERY_MOVE = (
    [PASS]
    + [m for m in NEUTRAL_MOVES if m is not None]
    + [m for m in EDGE_MOVES if m is not None]
    + [m for slides in SLIDE_MOVES for m in slides]
)
# Moves no generator builds: fields their kind does not have, cells off the board.
ODD_MOVES = [
    NinetkaMove(MoveKind.PASS, 60),
    NinetkaMove(MoveKind.EDGE, 1, 12),
    NinetkaMove(MoveKind.NEUTRAL, 60, 61),
    NinetkaMove(MoveKind.EDGE, -1),
    NinetkaMove(MoveKind.NEUTRAL, 121),
    NinetkaMove(MoveKind.SLIDE, 1, 500),
]


def positions(seed: int) -> Iterator[NinetkaState]:
    rng = random.Random(seed)
    for players in (2, 3, 4):
        for neutrals in ("chosen", "random"):
            state = NinetkaState(players, neutrals, seed=rng.randrange(1000))
            while True:
                yield state
                moves = state.legal_moves()
                if not moves:
                    break
                state.push(rng.choice(moves))
                if rng.random() < 0.7 and state.legal_moves():  # thin out, keep every phase
                    state.push(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("seed", [1, 2])
def test_is_legal_is_membership_in_legal_moves(seed: int) -> None:
    for state in positions(seed):
        legal = set(state.legal_moves())
        for move in EVERY_MOVE + ODD_MOVES:
            reason = state.illegal_reason(move)
            assert state.is_legal(move) == (move in legal) == (reason is None), (move, reason)


def test_an_illegal_move_is_refused_by_push_with_its_reason() -> None:
    state = NinetkaState()
    move = NinetkaMove(MoveKind.EDGE, 1, 12)
    reason = state.illegal_reason(move)
    assert reason is not None
    with pytest.raises(Exception, match=reason):
        state.push(move)
    assert state.move_stack == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_history_in_notation_matches_a_replay_and_replays_nothing(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(players)
    for seed in range(100):  # a finished game with a pass: the seat order is at its hardest
        state = NinetkaState(players, "random", seed=seed)
        while state.legal_moves():
            state.push(rng.choice(state.legal_moves()))
        if PASS in state.move_stack:
            break
    assert PASS in state.move_stack
    # The generic way: each move written in its own position, on a copy taken back.
    reference = GameState.history_in_notation(state)
    for start in (0, 1, len(state.move_stack) // 2, len(state.move_stack)):
        assert state.history_in_notation(start) == reference[start:]

    def no_replay(*args: object) -> None:
        raise AssertionError("the history was replayed")

    for name in ("copy", "pop", "push", "push_unchecked"):
        monkeypatch.setattr(NinetkaState, name, no_replay)
    assert state.history_in_notation() == reference
