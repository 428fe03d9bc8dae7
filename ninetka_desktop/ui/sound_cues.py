"""``SoundCues``: which effect sounds when, for every game the window plays.

A played move sounds its first effect at once (a placement, a slide, a pass); what it does after
the movement (a slid counter landing, a mill, the man taken) sounds when the board's animation of
it ends, a little apart. A human's Morris move that closes a mill sounds the mill as soon as the
man stands in it, before the man to take is picked. The game's end sounds after its last move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

from .game_front import GameFront
from .sound import SoundPlayer

#: After the animation: the first effect at once, each further one this much later (ms).
AFTER_STEP_MS = 160
#: The end of the game, after the last move's own sounds began (ms).
END_DELAY_MS = 350


class SoundCues(QObject):
    def __init__(self, player: SoundPlayer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        # Effects waiting for the animation of the move that made them; a new move, or a new
        # position, drops what the last one left waiting.
        self._after_animation: list[str] = []
        self._generation = 0
        # Effects a pending mill move already sounded, skipped when the move is played whole.
        self._sounded: tuple[str, ...] = ()

    def watch(self, front: GameFront, move_sounds: Callable[[Any], tuple[str, ...]]) -> None:
        front.board.movePlayed.connect(lambda move: self._on_move(move, move_sounds))
        front.scene.animationsFinished.connect(self._on_animations_finished)
        front.controller.positionReset.connect(self._forget)
        front.controller.gameFinished.connect(self._on_game_over)
        pending = getattr(front.board, "pendingChanged", None)
        if pending is not None:  # Morris: a mill waits for the man to take
            pending.connect(lambda move: self._on_pending(move, move_sounds))

    def _on_move(self, move: Any, move_sounds: Callable[[Any], tuple[str, ...]]) -> None:
        self._forget()
        sounds = move_sounds(move)
        sounded, self._sounded = self._sounded, ()
        if sounded and sounds[: len(sounded)] == sounded:
            # The rest of a pending mill move: the removal, when the man taken has gone.
            self._after_animation = list(sounds[len(sounded) :])
            return
        if sounds:
            self.player.play(sounds[0])
            self._after_animation = list(sounds[1:])

    def _on_pending(self, move: Any, move_sounds: Callable[[Any], tuple[str, ...]]) -> None:
        if move is None:  # withdrawn
            self._sounded = ()
            return
        # The pending move comes without its removal: its own sounds, then the mill's.
        self._sounded = (*move_sounds(move), "mill")
        for offset, name in enumerate(self._sounded):
            self._later(name, offset * AFTER_STEP_MS)

    def _on_animations_finished(self) -> None:
        waiting, self._after_animation = self._after_animation, []
        for offset, name in enumerate(waiting):
            self._later(name, offset * AFTER_STEP_MS)

    def _on_game_over(self) -> None:
        self._later("end", END_DELAY_MS)

    def _forget(self) -> None:
        self._after_animation = []
        self._generation += 1

    def _later(self, name: str, delay_ms: int) -> None:
        if delay_ms == 0:
            self.player.play(name)
            return
        generation = self._generation
        QTimer.singleShot(delay_ms, self, lambda: self._play_if_current(name, generation))

    def _play_if_current(self, name: str, generation: int) -> None:
        if generation == self._generation:
            self.player.play(name)
