"""``TurnRules``: what the shared turn flow asks of one game, and ``Draft``, a human's move in
progress.

``TurnController`` runs every game's turns the same way; where the games differ it asks the
game's rules object (``NINETKA_TURNS`` in ``ninetka/turns.py``, ``MORRIS_TURNS`` in
``morris/turns.py``): the names of
its phase states, which phase a position is in, a move the controller plays by itself, what a
click means, where a hint points, and the sentences of the status line. The rules objects read
the engine's state and touch no widget or model, so each can be tested on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication

from .clicks import Click

MoveT = TypeVar("MoveT")

#: The state the turn flow enters when the game is over.
GAME_OVER = "GameOver"

#: The name of a seat for the status line: the player's name and colour.
SeatLabel = Callable[[int], str]


def tr(text: str) -> str:
    # Every game's status sentences share the turn flow's context.
    return QCoreApplication.translate("GameController", text)


@dataclass(frozen=True, slots=True)
class Draft(Generic[MoveT]):
    """The clicks of a move not yet complete: the man picked up and the move that waits for the
    man it takes (Morris). A 9tka move is one click, so its draft is always empty."""

    selected: int | None = None
    pending: MoveT | None = None


NO_DRAFT: Draft[Any] = Draft()


class TurnRules(Protocol):
    #: The game's key for seat names and records ("9tka" or "morris").
    game: str
    #: The phase states a turn can be in, each with Deciding / AwaitingHuman / AiThinking /
    #: Animating.
    phases: tuple[str, ...]

    def phase_name(self, state: Any) -> str:
        """The phase state for ``state``: one of ``phases``, or ``GAME_OVER``."""
        ...

    def forced_move(self, state: Any) -> Any | None:
        """A move the controller plays by itself (a 9tka pass), or None."""
        ...

    def forced_sentence(self, state: Any, label: SeatLabel) -> str:
        """Why the controller moves by itself, for the status line."""
        ...

    def interpret_click(self, state: Any, draft: Draft[Any], cell: int) -> Click[Any]:
        """What a click on ``cell`` means for the human to move, given the move in progress."""
        ...

    def read_move(self, state: Any, draft: Draft[Any], text: str) -> Any:
        """The legal move ``text`` names for the human to move (a move typed by name), given
        the move in progress; GameError, in the engine's words, when it names none."""
        ...

    def hint_cell(self, draft: Draft[Any], move: Any) -> int | None:
        """The cell or point to click next to play ``move``."""
        ...

    def instruction(self, state: Any, draft: Draft[Any], label: SeatLabel) -> str:
        """What the player to move should do, in one sentence."""
        ...

    def result_sentence(self, state: Any, label: SeatLabel) -> str:
        """How the game ended, in one sentence ("" while it goes on)."""
        ...
