"""The engine against the naive player (``helpers.naive_family``), move by move, over seeded random
games of every game of the family and every combination of its options.

At every ply both must list the same legal moves and agree on whether and how the game ended.
The random player mostly declines removals while placing, so that full boards (Twelve Men's
Morris, Morabaraba) and blocked players occur too, and the draw limits are sometimes short.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers.naive_family import DEFAULTS, NaiveGame, option_sets

from ninetka_desktop.games.morris import MorrisState

CASES = [(variant, options) for variant in DEFAULTS for options in option_sets(variant)]
GAMES_PER_CASE = 16
SLOW_GAMES_PER_CASE = 200
MAX_PLIES = 400


def _result(state: MorrisState) -> tuple[str | None, str] | None:
    outcome = state.outcome()
    if outcome is None:
        return None
    return (None if outcome.winner is None else "WB"[outcome.winner], outcome.reason)


def _choose(rng: random.Random, moves: list[str], placing: bool) -> str:
    quiet = [text for text in moves if "x" not in text]
    if placing and quiet and rng.random() < 0.9:
        return rng.choice(quiet)
    return rng.choice(moves)


def play_both(variant: str, options: dict[str, Any], seed: int) -> str | None:
    """Play one random game through both; the end reason (None when cut at ``MAX_PLIES``)."""
    rng = random.Random(f"{variant} {sorted(options.items())} {seed}")
    rules = {**options, "no_removal_limit": rng.choice([0, 12, 30, 100])}
    if rng.random() < 0.2:
        rules["repetition_draw"] = False
    state = MorrisState.from_options({"variant": variant, **rules})
    naive = NaiveGame.start(variant, rules)
    for ply in range(MAX_PLIES):
        ours = sorted(state.move_to_str(m) for m in state.legal_moves())
        assert ours == sorted(naive.legal()), (variant, rules, seed, ply, state.move_stack)
        assert _result(state) == naive.result, (variant, rules, seed, ply)
        if not ours:
            return naive.result[1] if naive.result else None
        text = _choose(rng, ours, state.phase == "placing")
        state.play(text)
        naive.play(text)
    return None


@pytest.mark.parametrize(("variant", "options"), CASES)
def test_random_games_agree_with_the_naive_player(variant: str, options: dict[str, Any]) -> None:
    for seed in range(GAMES_PER_CASE):
        play_both(variant, options, seed)


@pytest.mark.slow
def test_many_random_games_agree_with_the_naive_player() -> None:
    # One test looping over the cases: a normal run then reports one skip, not one a case.
    for variant, options in CASES:
        for seed in range(GAMES_PER_CASE, GAMES_PER_CASE + SLOW_GAMES_PER_CASE):
            try:
                play_both(variant, options, seed)
            except AssertionError as failure:
                failure.add_note(f"{variant} {options}, seed {seed}")
                raise


def test_the_random_games_reach_every_end() -> None:
    """The games above are worth their time: together they end in every way the rules know."""
    reasons = {
        play_both(variant, options, seed)
        for variant, options in CASES
        for seed in range(GAMES_PER_CASE)
        if variant in ("three", "twelve", "morabaraba")
    }
    assert {"mill", "two-men", "blocked", "full-board", "no-removal"} <= reasons
