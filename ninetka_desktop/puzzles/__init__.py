"""Puzzles, Qt-free: positions where exactly one move keeps the best result.

``puzzle.py`` is one puzzle (its position rebuilt through the rules, every move's proved
value), ``collection.py`` the shipped collection (``puzzles.json``, written by
``packaging/make_puzzles.py``, read strictly), ``progress.py`` the player's progress and streaks
(stored by ``storage/puzzle_progress.py``). Game ▸ Puzzles (``ui/puzzles/``) plays them.
"""

from __future__ import annotations

from .collection import Collection, CollectionError, default_collection, load_collection
from .progress import MAX_TRIES, Progress, ProgressError
from .puzzle import DIFFICULTIES, GAMES, Goal, Outcome, Puzzle

__all__ = [
    "DIFFICULTIES",
    "GAMES",
    "MAX_TRIES",
    "Collection",
    "CollectionError",
    "Goal",
    "Outcome",
    "Progress",
    "ProgressError",
    "Puzzle",
    "default_collection",
    "load_collection",
]
