"""What one click on the board does for the human to move: the step each game's Qt-free click
rules (``ninetka/turns.py``, ``morris/turns.py``) return, and the turn controller acts on."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

MoveT = TypeVar("MoveT")


class Step(Enum):
    NOTHING = "nothing"  # the click does nothing now
    SELECT = "select"  # pick up the man on ``point`` (Morris)
    DESELECT = "deselect"  # put the picked-up man down again (Morris)
    PENDING = "pending"  # ``move`` closes a mill: a man to take is still to be chosen (Morris)
    PLAY = "play"  # ``move`` is complete


@dataclass(frozen=True, slots=True)
class Click(Generic[MoveT]):
    step: Step
    point: int | None = None
    move: MoveT | None = None
    #: The move was taken from the engine's legal moves, so playing it needs no second check.
    judged: bool = False


NOTHING: Click[Any] = Click(Step.NOTHING)
