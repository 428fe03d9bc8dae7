"""Analysis of the Morris family's other games (Three, Six, Twelve Men's Morris, Morabaraba,
Lasker Morris): the family search scores every legal move exactly within its budget.

A score beyond ``WIN_BOUND`` is a forced end the search found (``WIN - score`` plies to the end,
this move included), so the value is exact; every other score is the evaluation after the search,
an estimate on the same curve as Nine Men's Morris's (``morris.expected_of``). Each move comes
with the line the search expects after it (read from its transposition table, up to 12 plies).
The family has no endgame tables.
"""

from __future__ import annotations

from ..ai.control import SearchControl
from ..ai.levels import Level
from ..ai.morris.family import analyse_family
from ..ai.morris.family.levels import family_level
from ..ai.morris.root import WIN, WIN_BOUND
from ..games.morris.moves import MorrisMove
from ..games.morris.state import MorrisState
from .morris import expected_of, line_in_notation
from .values import Kind, MoveValue, PositionAnalysis, Result

#: A margin beyond every score: each root move is searched to its exact score, not only the
#: best ones (the family search's infinity is ten wins).
EVERY_MOVE = 20 * WIN


def analyse_family_game(
    state: MorrisState, level: Level, control: SearchControl
) -> PositionAnalysis:
    """Every legal move of ``state`` (a game of the family other than Nine Men's Morris, not
    over) valued, best first."""
    budget = family_level(level, state.variant.key)
    result = analyse_family(
        state, control, budget.nodes, budget.max_depth, EVERY_MOVE, every_move=True
    )
    lines = result.lines or [[] for _ in result.ranked]
    moves = tuple(
        _value(state, move, score, line, result.depth)
        for (move, score), line in zip(result.ranked, lines, strict=True)
    )
    return PositionAnalysis(state.to_move, moves)


def _value(
    state: MorrisState, move: MorrisMove, score: int, line: list[MorrisMove], depth: int
) -> MoveValue:
    name = state.move_to_str(move)
    after = line_in_notation(state, [move, *line])[1:]
    if abs(score) > WIN_BOUND:
        result = Result.WIN if score > 0 else Result.LOSS
        return MoveValue(
            name, Kind.EXACT, expected_of(score), result=result, plies=WIN - abs(score),
            line=after,
        )
    return MoveValue(name, Kind.ESTIMATE, expected_of(score), basis=("depth", depth), line=after)


__all__ = ["analyse_family_game"]
