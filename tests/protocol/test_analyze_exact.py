"""``analyze`` as a client reads it: every value it calls ``exact`` against an independent solve
of the position, the game's history included. 9tka's movement phase against a naive minimax to
the end of the game; Three Men's Morris, played from the start into repeating positions, against
a solve that counts occurrences (RULES.md 2.6: the third one draws)."""

from __future__ import annotations

import random

from helpers.ninetka import movement_position
from helpers.ninetka_minimax import naive_minimax
from helpers.three_mens_solve import Solves, repeating_from, truth

from ninetka_desktop.analysis.ninetka import lead_of
from ninetka_desktop.games.morris import MorrisState
from ninetka_desktop.protocol.session import EngineSession


def analyze(session: EngineSession, moves: list[str]) -> list[list[str]]:
    """``analyze`` after ``moves`` (each played through the protocol): one word list a move."""
    for move in moves:
        reply = session.handle(f"play {move}")
        assert reply is not None and reply.ok, (move, reply)
    reply = session.handle("analyze level=6 movetime=20000")
    assert reply is not None and reply.ok, reply
    return [line.split() for line in reply.text.splitlines() if line.strip()]


def test_9tka_exact_leads_are_a_naive_minimax_s() -> None:
    checked = 0
    for seed in range(10):
        state = movement_position(seed, 2, 6)
        session = EngineSession()
        session.handle(f"newgame 9tka players=2 neutrals=random seed={seed}")
        moves = [text for _, text in state.history_in_notation()]
        memo: dict[object, int] = {}
        for words in analyze(session, moves):
            move, value, kind = words[:3]
            assert kind == "exact", words
            child = state.copy()
            child.play(move)
            assert int(value) == lead_of(naive_minimax(child, state.to_move, memo)), words
            checked += 1
    assert checked > 20


def test_three_mens_morris_exact_values_in_repeating_games_are_the_rules_own() -> None:
    rng = random.Random(9)
    solves: Solves = {}
    exact = 0
    for _ in range(30):
        placed = MorrisState.from_options({"variant": "three"})
        while placed.phase == "placing" and not placed.is_over():
            placed.push(rng.choice(placed.legal_moves()))
        state = None if placed.is_over() else repeating_from(placed, rng)
        if state is None:
            continue
        session = EngineSession()
        session.handle("newgame morris variant=three")
        for words in analyze(session, [text for _, text in state.history_in_notation()]):
            move, value, kind = words[:3]
            if kind != "exact":
                continue
            result, _, plies = value.partition(":")
            assert (result, int(plies)) == truth(state, move, solves), words
            exact += 1
    assert exact > 20
