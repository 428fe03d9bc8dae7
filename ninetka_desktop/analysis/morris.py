"""Morris analysis, every game of the family: one native search scores every legal move exactly
(within its budget) and keeps the line it expects after each.

A score is a proof when it is a forced end the search found (beyond ``WIN_BOUND``: ``WIN -
score`` plies to the end, this move included), a table result (beyond ``TB_BOUND``: won or lost,
the plies to the end unknown, as the tables count plies to the next removal), or the tables'
draw (``from_tables``, a score of 0: the tables' draws, and the third occurrence of a position,
RULES.md 2.6). In Three and Six Men's Morris the tables hold every position, the placing phase
included. A table's win or loss that the game's history may have made a draw (some position
that can come again has occurred twice; beyond ``SOFT_BOUND``) is an estimate, a win or a draw
(``SOFT_EXPECTED``): the tables know no history. Every other score is the evaluation after the
search, turned into an expected score by a logistic curve over ``SCALE`` (one man up is about
0.62): a steeper one made the review mark ordinary placing moves, whose shallow scores differ by
most of a man, as blunders.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from ..ai.control import SearchControl
from ..ai.levels import Level, morris_level
from ..ai.morris.root import MAN, SOFT_BOUND, TB_BOUND, WIN, WIN_BOUND, analyse
from ..games.morris.moves import MorrisMove
from ..games.morris.state import MorrisState
from ..games.registry import preset_of
from .values import Kind, MoveValue, PositionAnalysis, Result

EXPECTED = {Result.WIN: 1.0, Result.DRAW: 0.5, Result.LOSS: 0.0}
#: The expected score of a win the history may have made a draw (halfway between the two).
SOFT_EXPECTED = 0.75
#: Centi-men per factor e of the logistic curve from scores to expected scores.
SCALE = 2 * MAN


def analyse_morris(state: MorrisState, level: Level, control: SearchControl) -> PositionAnalysis:
    """Every legal move of ``state`` (a game of the family, not over) valued, best first, with
    the budget ``level`` has in its game, and the tables."""
    budget = morris_level(preset_of(state).key, level.number)
    result = analyse(
        state, control, budget.nodes, budget.max_depth, tables=True, every_move=True
    )
    lines = result.lines or [[] for _ in result.ranked]
    moves = tuple(
        _value(state, move, score, line, result.from_tables, result.depth)
        for (move, score), line in zip(result.ranked, lines, strict=True)
    )
    return PositionAnalysis(state.to_move, moves)


def expected_of(score: int) -> float:
    """A search score's expected result for the side it scores: 1 won, 0 lost."""
    if score > TB_BOUND:
        return 1.0
    if score < -TB_BOUND:
        return 0.0
    if abs(score) > SOFT_BOUND:
        return SOFT_EXPECTED if score > 0 else 1.0 - SOFT_EXPECTED
    return 1.0 / (1.0 + math.exp(-score / SCALE))


def _value(
    state: MorrisState,
    move: MorrisMove,
    score: int,
    line: list[MorrisMove],
    from_tables: bool,
    depth: int,
) -> MoveValue:
    notation = line_in_notation(state, [move, *line])
    name, after = notation[0], notation[1:]
    if abs(score) > WIN_BOUND:
        result = Result.WIN if score > 0 else Result.LOSS
        return MoveValue(name, Kind.EXACT, expected_of(score), result=result,
                         plies=WIN - abs(score), line=after)
    if abs(score) > TB_BOUND or (from_tables and score == 0):
        result = Result.WIN if score > 0 else Result.LOSS if score < 0 else Result.DRAW
        return MoveValue(name, Kind.EXACT, EXPECTED[result], result=result, line=after)
    return MoveValue(name, Kind.ESTIMATE, expected_of(score), basis=("depth", depth), line=after)


def line_in_notation(state: MorrisState, moves: Iterable[MorrisMove]) -> tuple[str, ...]:
    """``moves`` played from ``state`` in notation (a copy plays them; a line is cut at the
    first move the rules library does not take). Every game of the family."""
    board = state.copy()
    words: list[str] = []
    for move in moves:
        if board.is_over() or move not in board.legal_moves():
            break
        words.append(board.move_to_str(move))
        board.push(move)
    return tuple(words)


__all__ = ["TB_BOUND", "analyse_morris", "expected_of", "line_in_notation"]
