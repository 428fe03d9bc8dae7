"""The player's puzzle progress: what was solved and in how many tries, what was given up, and
the streak of puzzles solved in a row; and its JSON form.

Reading is strict: progress that does not parse as a whole raises ``ProgressError`` (the
caller sets the file aside and starts afresh) rather than keeping half of it. Ids the shipped
collection does not know are kept, so a later collection loses nobody's record.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .puzzle import Puzzle

FORMAT_NAME = "ninetka-puzzle-progress"
FORMAT_VERSION = 1
#: Wrong tries before the solution is shown.
MAX_TRIES = 3
#: Far more than any collection holds; a longer list is no list this app wrote.
MAX_ENTRIES = 100_000
_MAX_COUNT = 10**9
_ID = re.compile(r"[a-z0-9]+-[0-9]{1,6}")


class ProgressError(ValueError):
    """The progress file's content is not progress this app can read."""


@dataclass(slots=True)
class Progress:
    #: Solved puzzles and the tries it took (1: at the first try).
    solved: dict[str, int] = field(default_factory=dict)
    #: Puzzles whose solution was shown and that were not solved since.
    missed: set[str] = field(default_factory=set)
    #: Puzzles solved in a row up to now, and the longest such run.
    streak: int = 0
    best_streak: int = 0

    def record_solved(self, puzzle_id: str, tries: int) -> None:
        """``puzzle_id`` solved at try ``tries`` (1 to MAX_TRIES)."""
        self.solved[puzzle_id] = tries
        self.missed.discard(puzzle_id)
        self.streak += 1
        self.best_streak = max(self.best_streak, self.streak)

    def record_missed(self, puzzle_id: str) -> None:
        """The solution of ``puzzle_id`` was shown: the streak ends; a puzzle solved before
        stays solved."""
        if puzzle_id not in self.solved:
            self.missed.add(puzzle_id)
        self.streak = 0

    def solved_count(self, puzzles: Iterable[Puzzle]) -> int:
        return sum(1 for p in puzzles if p.id in self.solved)

    def next_puzzle(self, puzzles: list[Puzzle], after: str | None = None) -> Puzzle | None:
        """The first unsolved puzzle of ``puzzles`` after the one named ``after`` (from the
        start again past the end); None when every one is solved."""
        if not puzzles:
            return None
        start = 0
        for index, puzzle in enumerate(puzzles):
            if puzzle.id == after:
                start = index + 1
        ordered = puzzles[start:] + puzzles[:start]
        return next((p for p in ordered if p.id not in self.solved), None)

    # --- JSON ---------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "solved": dict(sorted(self.solved.items())),
            "missed": sorted(self.missed),
            "streak": self.streak,
            "best_streak": self.best_streak,
        }

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        """Progress read back from ``to_json``'s form; ProgressError for anything else."""
        if not isinstance(data, dict):
            raise ProgressError("not a JSON object")
        if data.get("format") != FORMAT_NAME:
            raise ProgressError("not puzzle progress")
        version = data.get("version")
        if type(version) is not int or version != FORMAT_VERSION:
            raise ProgressError(f"version {version!r} is not {FORMAT_VERSION}")
        solved, missed = data.get("solved"), data.get("missed")
        if not isinstance(solved, dict) or not isinstance(missed, list):
            raise ProgressError("malformed solved or missed puzzles")
        if len(solved) > MAX_ENTRIES or len(missed) > MAX_ENTRIES:
            raise ProgressError("too many puzzles")
        for key, tries in solved.items():
            if not _ID.fullmatch(key) or type(tries) is not int or not 1 <= tries <= MAX_TRIES:
                raise ProgressError("malformed solved puzzles")
        if not all(isinstance(key, str) and _ID.fullmatch(key) for key in missed):
            raise ProgressError("malformed missed puzzles")
        streak, best = data.get("streak"), data.get("best_streak")
        for count in (streak, best):
            if type(count) is not int or not 0 <= count <= _MAX_COUNT:
                raise ProgressError("malformed streak")
        assert isinstance(streak, int) and isinstance(best, int)
        if streak > best:
            raise ProgressError("the streak is longer than the best streak")
        return cls(dict(solved), set(missed) - set(solved), streak, best)


__all__ = ["FORMAT_NAME", "FORMAT_VERSION", "MAX_TRIES", "Progress", "ProgressError"]
