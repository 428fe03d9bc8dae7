"""A level with a snare (``ai.levels.Snare``) now and then walks into a trap: where its search
finds neither side winning, a move that loses by force but whose win a short search does not
find; everywhere else it plays as without."""

from __future__ import annotations

import dataclasses
import random

import pytest

from ninetka_desktop.ai.control import SearchControl
from ninetka_desktop.ai.levels import MorrisLevel, Snare, morris_level
from ninetka_desktop.ai.morris import choose_morris_move
from ninetka_desktop.ai.morris.root import WIN_BOUND, analyse
from ninetka_desktop.games.morris.state import MorrisState

SEEDS = range(24)


def three_after(*moves: str) -> MorrisState:
    """Three Men's Morris with the centre opening forbidden (a draw with best play)."""
    state = MorrisState.from_options({"variant": "three", "centre_opening": False})
    for text in moves:
        state.push(state.parse_move(text))
    return state


def snared(chance: float, hidden_within: int = 1_000) -> MorrisLevel:
    return dataclasses.replace(morris_level("three", 5), snare=Snare(chance, hidden_within))


def played(state: MorrisState, level: MorrisLevel, seed: int) -> str:
    move = choose_morris_move(state, level, SearchControl(), random.Random(seed))
    return state.move_to_str(move)


def loses(state: MorrisState, move: str, nodes: int = 200_000) -> bool:
    """The side to move loses by force after ``move``, as a search of ``nodes`` proves."""
    child = state.copy()
    child.push(child.parse_move(move))
    return analyse(child, SearchControl(), nodes, 60).ranked[0][1] > WIN_BOUND


def test_the_snare_walks_into_a_trap_a_short_search_cannot_see_now_and_then() -> None:
    # The empty board: a first man on a side's middle loses, in more plies than 1,000 nodes
    # find; the level's own search calls the position even.
    state = three_after()
    level = snared(0.5)
    assert abs(analyse(state, SearchControl(), level.nodes, level.max_depth).ranked[0][1]) < 100
    moves = [played(state, level, seed) for seed in SEEDS]
    trapped = [move for move in moves if loses(state, move)]
    assert 0 < len(trapped) < len(moves), moves
    assert not any(loses(state, move, nodes=1_000) for move in trapped)
    # Without the snare the same level never loses the draw.
    plain = dataclasses.replace(level, snare=None)
    assert not any(loses(state, played(state, plain, seed)) for seed in SEEDS)


@pytest.mark.parametrize("moves", [("a2",), ("a2", "b2"), ("a1", "b2", "c3")])
def test_where_a_side_wins_the_snare_changes_nothing(moves: tuple[str, ...]) -> None:
    # Each position is won or lost for the side to move within the level's search: the snare
    # draws nothing from the seed, so every choice is the plain level's.
    state = three_after(*moves)
    level = snared(1.0)
    assert abs(analyse(state, SearchControl(), level.nodes, level.max_depth).ranked[0][1]) > (
        WIN_BOUND
    )
    plain = dataclasses.replace(level, snare=None)
    assert [played(state, level, seed) for seed in SEEDS] == [
        played(state, plain, seed) for seed in SEEDS
    ]


def test_a_trap_a_search_of_the_snare_s_nodes_sees_through_is_never_walked_into() -> None:
    state = three_after()
    level = snared(1.0, hidden_within=200_000)
    assert not any(loses(state, played(state, level, seed)) for seed in SEEDS)


@pytest.mark.parametrize("bad", [(-0.1, 1_000), (1.5, 1_000), (0.5, 0)])
def test_a_snare_is_a_chance_and_a_search(bad: tuple[float, int]) -> None:
    with pytest.raises(ValueError, match="snare"):
        Snare(*bad)
