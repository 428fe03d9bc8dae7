"""What a 9tka turn means for the shared turn flow: ``NINETKA_TURNS`` and ``interpret_click``.

A 9tka turn is one click: in the placement phases the cell clicked is where the counter goes
(a neutral one on a core cell, then the player's own on an edge slot); in the movement phase it
is the slot whose counter slides in. The click names at most one move and never lists the legal
ones; the engine's ``push`` then judges it, the one legality check of the move. A player who
cannot move passes; the controller plays that pass by itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...games.ninetka import PASS, MoveKind, NinetkaMove, NinetkaState
from ...games.ninetka.moves import intern_move
from ..clicks import NOTHING, Click, Step
from ..turn_rules import GAME_OVER, Draft, SeatLabel, tr

_PLACED_IN_PHASE = {"neutrals": MoveKind.NEUTRAL, "edge": MoveKind.EDGE}
_PHASE_STATES = {"neutrals": "Setup", "edge": "Placement", "movement": "Movement"}


def interpret_click(state: NinetkaState, cell: int) -> Click[NinetkaMove]:
    """The step a click on ``cell`` makes: PLAY with the move it names (legal or not, for the
    engine to judge), or NOTHING when it names none."""
    phase = state.phase
    kind = _PLACED_IN_PHASE.get(phase)
    landing = state.landing_cell(cell) if phase == "movement" else None
    if kind is not None:
        move = NinetkaMove(kind, cell)
    elif landing is not None:
        move = NinetkaMove(MoveKind.SLIDE, cell, landing)
    else:
        return NOTHING  # the game is over, or no counter waits in an open slot here
    return Click(Step.PLAY, point=cell, move=intern_move(move))


class NinetkaTurns:
    """The turn rules of 9tka (see ``turn_rules.TurnRules``).

        Playing
          Routing          -> picks the phase state for the position (or GameOver)
          Setup            neutral counters   } each: Deciding -> AwaitingHuman | AiThinking
          Placement        edge placement     }       -> Animating -> back to Routing
          Movement         slides             }
          GameOver
    """

    game: str = "9tka"
    phases: tuple[str, ...] = tuple(_PHASE_STATES.values())

    def phase_name(self, state: NinetkaState) -> str:
        return _PHASE_STATES.get(state.phase, GAME_OVER)

    def forced_move(self, state: NinetkaState) -> NinetkaMove | None:
        # A pass is legal only when it is the one legal move.
        return PASS if state.is_legal(PASS) else None

    def forced_sentence(self, state: NinetkaState, label: SeatLabel) -> str:
        return tr("{player} cannot move and must pass.").format(player=label(state.to_move))

    def interpret_click(
        self, state: NinetkaState, draft: Draft[NinetkaMove], cell: int
    ) -> Click[NinetkaMove]:
        return interpret_click(state, cell)

    def read_move(self, state: NinetkaState, draft: Draft[NinetkaMove], text: str) -> NinetkaMove:
        return state.parse_move(text)

    def hint_cell(self, draft: Draft[NinetkaMove], move: NinetkaMove) -> int | None:
        return None if move.kind is MoveKind.PASS else move.cell

    def instruction(self, state: NinetkaState, draft: Draft[NinetkaMove], label: SeatLabel) -> str:
        who = label(state.to_move)
        if state.phase == "neutrals":
            return tr("{player}: put a neutral counter on an empty core cell of a section "
                      "that has none yet.").format(player=who)
        if state.phase == "edge":
            return tr("{player}: put one of your counters on an empty edge slot.").format(
                player=who
            )
        if state.phase == "movement":
            return tr("{player}: click one of your waiting counters to slide it in.").format(
                player=who
            )
        return self.result_sentence(state, label)

    def result_sentence(self, state: NinetkaState, label: SeatLabel) -> str:
        outcome = state.outcome()
        if outcome is None or outcome.winner is None:
            return ""
        score = outcome.scores[outcome.winner]
        # %n: the plural form the language needs (lupdate needs a plain name as the count).
        return QCoreApplication.translate(
            "GameController", "Game over: {player} wins with %n sections.", None, score
        ).format(player=label(outcome.winner))


NINETKA_TURNS = NinetkaTurns()
