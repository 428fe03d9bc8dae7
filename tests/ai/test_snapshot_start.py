"""A snapshot carries the set-up position its game started from: the worker rebuilds the very
position (not the game's own start with the same moves), a snapshot of a game from the start
carries none, and the computer answers with a move that is legal there."""

from __future__ import annotations

import pickle
import random

from ninetka_desktop.ai import Snapshot, choose_move
from ninetka_desktop.games.base import GameState
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.games.morris.position import MorrisPosition
from ninetka_desktop.games.ninetka import NEUTRAL, NinetkaState
from ninetka_desktop.games.position_strings import position_string


def set_up_games() -> list[GameState[object]]:
    ninetka = NinetkaState.from_position(3, {40: NEUTRAL, 60: NEUTRAL}, 2)
    morris = MorrisState.from_position(["a1", "d6"], ["g7", "b4", "f2"], (5, 5), 0)
    lasker = MorrisState.from_position(["a1"], ["g7"], (9, 9), 0, variant="lasker")
    three = MorrisState.from_position(["a1"], ["c3"], (2, 2), 0, variant="three")
    return [ninetka, morris, lasker, three]


def test_the_worker_rebuilds_the_position_set_up() -> None:
    rng = random.Random(1)
    for state in set_up_games():
        for _ in range(3):
            state.push(rng.choice(state.legal_moves()))
        snapshot = Snapshot.of(state)
        assert snapshot.start is not None
        assert pickle.loads(pickle.dumps(snapshot)) == snapshot
        assert hash(snapshot) == hash(Snapshot.of(state.copy()))
        rebuilt = snapshot.to_state()
        assert rebuilt.move_stack == state.move_stack
        if isinstance(state, MorrisState):
            assert isinstance(rebuilt, MorrisState)
            assert MorrisPosition.of(rebuilt) == MorrisPosition.of(state)
        else:
            assert position_string(rebuilt) == position_string(state)


def test_a_game_from_its_own_start_has_no_start() -> None:
    for state in (NinetkaState(players=2, neutrals="random", seed=4), MorrisState()):
        state.push(state.legal_moves()[0])
        assert Snapshot.of(state).start is None


def test_the_computer_answers_in_the_position_set_up() -> None:
    for state in set_up_games():
        move = choose_move(Snapshot.of(state), 1, seed=0)
        state.play(move)  # legal in the position set up
