"""What Game ▸ Puzzles says: the task, the verdict on a move, the difficulty, in words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...games.registry import Results, game_info
from ...models.roles import seat_name
from ...puzzles import Goal, Outcome, Puzzle
from ..games import GAMES


def tr(text: str, count: int = -1) -> str:
    return QCoreApplication.translate("Puzzles", text, None, count)


def game_title(game: str) -> str:
    """The game the puzzles are of: the Morris puzzles are all of Nine Men's Morris."""
    preset = next(p for p in game_info(game).presets if p.puzzles)
    return GAMES[game].preset_title(preset.key)


def _by_result(game: str) -> bool:
    """Whether the game's puzzles keep a result (won, drawn) rather than a lead."""
    return game_info(game).results is Results.WIN_DRAW_LOSS


def difficulty_name(difficulty: int) -> str:
    return (tr("Easy"), tr("Medium"), tr("Hard"))[difficulty - 1]


def task(puzzle: Puzzle, mover: int) -> str:
    """The puzzle's task: who plays and what the one move achieves."""
    colour = seat_name(puzzle.game, mover)
    goal = puzzle.goal
    if _by_result(puzzle.game):
        if goal.outcome is Outcome.WIN:
            return tr("{colour} to play and win: only one move wins.").format(colour=colour)
        return tr("{colour} to play: find the only move that saves a draw; every other "
                  "move loses.").format(colour=colour)
    if goal.lead:
        return tr("{colour} to play: find the only move that wins by %n section(s).",
                  goal.lead).format(colour=colour)
    return tr("{colour} to play: find the only move that levels the sections; a level score "
              "goes to {colour} by the tie-break.").format(colour=colour)


def verdict(puzzle: Puzzle, move: str, mover: int) -> str:
    """Why ``move`` (legal, not the solution) falls short, from its proved value."""
    goal = puzzle.goal_of(move)
    if goal is None:
        return tr("Not this one.")
    return tr("Not this one: {what}").format(what=_falls_short(puzzle.game, goal, move, mover))


def _falls_short(game: str, goal: Goal, move: str, mover: int) -> str:
    colour = seat_name(game, mover)
    if _by_result(game):
        if goal.outcome is Outcome.DRAW:
            return tr("after {move} the game is only a draw.").format(move=move)
        return tr("after {move} {colour} loses.").format(move=move, colour=colour)
    lead = goal.lead or 0
    if goal.outcome is Outcome.WIN and lead > 0:
        return tr("{move} wins by only %n section(s).", lead).format(move=move)
    if goal.outcome is Outcome.WIN:
        return tr("{move} only levels the sections.").format(move=move)
    if lead == 0:
        return tr("after {move} the sections are level and the tie-break goes against "
                  "{colour}.").format(move=move, colour=colour)
    return tr("after {move} {colour} loses by %n section(s).", -lead).format(
        move=move, colour=colour
    )


def tries_left(count: int, total: int) -> str:
    return tr("Tries left: {count} of {total}.").format(count=count, total=total)


def solved(move: str) -> str:
    return tr("Right: {move} is the move. Solved!").format(move=move)


def revealed(move: str) -> str:
    return tr("The solution is {move}. This puzzle counts as not solved.").format(move=move)
