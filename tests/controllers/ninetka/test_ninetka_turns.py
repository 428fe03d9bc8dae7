"""The 9tka click interpreter (Qt-free): a click names the one move on its cell, without asking
the engine or building the list of legal moves; the engine's push judges it."""

from __future__ import annotations

import random

import pytest

from ninetka_desktop.controllers.clicks import Step
from ninetka_desktop.controllers.ninetka.turns import interpret_click
from ninetka_desktop.games.ninetka import NUM_CELLS, MoveKind, NinetkaState

CLICKS = [-1, *range(NUM_CELLS), NUM_CELLS, 500]


def test_a_click_names_the_legal_move_on_its_cell(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(5)
    for players, neutrals in ((2, "chosen"), (3, "random"), (4, "chosen")):
        state = NinetkaState(players, neutrals, seed=players)
        while not state.is_over():
            legal = [m for m in state.legal_moves() if m.kind is not MoveKind.PASS]
            expected = {move.cell: move for move in legal}
            assert len(expected) == len(legal)  # one move per cell: a click needs no more
            with monkeypatch.context() as patch:
                patch.setattr(NinetkaState, "legal_moves", _not_asked)
                patch.setattr(NinetkaState, "illegal_reason", _not_asked)
                clicks = {cell: interpret_click(state, cell) for cell in CLICKS}
            for cell, click in clicks.items():
                if cell in expected:
                    assert (click.step, click.move, click.point) == (
                        Step.PLAY, expected[cell], cell
                    )
                    assert click.move is expected[cell]  # the engine's shared instance
                elif click.step is Step.PLAY:
                    # A move named on a cell without one: the engine refuses it.
                    assert click.move is not None and not state.is_legal(click.move)
                else:
                    assert click.step is Step.NOTHING and click.move is None
            state.push(rng.choice(state.legal_moves()))


def _not_asked(self: NinetkaState, *args: object) -> list[object]:
    raise AssertionError("a click was interpreted by asking the engine for legality")
