"""Helpers for the 9tka tests, including a deliberately naive reference of the rules.

The reference works on (row, col) pairs straight from RULES.md section 1 and uses only the
state's public read API (owner_at, move_stack, options), never the engine's tables.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping

from ninetka_desktop.games.ninetka import NEUTRAL, PASS, MoveKind, NinetkaMove, NinetkaState

LETTERS = "ABCDEFGHIJK"


def rc(name: str) -> tuple[int, int]:
    return int(name[1:]) - 1, LETTERS.index(name[0].upper())


def idx(name: str) -> int:
    row, col = rc(name)
    return row * 11 + col


def name_of(row: int, col: int) -> str:
    return f"{LETTERS[col]}{row + 1}"


def naive_field(row: int, col: int) -> bool:
    return 1 <= row <= 9 and 1 <= col <= 9


def naive_core(row: int, col: int) -> bool:
    return 2 <= row <= 8 and 2 <= col <= 8


def naive_slot(row: int, col: int) -> bool:
    on_edge_row = row in (0, 10) and 1 <= col <= 9
    on_edge_col = col in (0, 10) and 1 <= row <= 9
    return on_edge_row or on_edge_col


def naive_section(row: int, col: int) -> int:
    return ((row - 1) // 3) * 3 + (col - 1) // 3


def direction(row: int, col: int) -> tuple[int, int]:
    """Away from the slot's side."""
    if row == 0:
        return 1, 0
    if row == 10:
        return -1, 0
    if col == 0:
        return 0, 1
    return 0, -1


def grid(state: NinetkaState) -> dict[tuple[int, int], int | None]:
    return {(r, c): state.owner_at(r * 11 + c) for r in range(11) for c in range(11)}


def naive_landing(g: Mapping[tuple[int, int], int | None], row: int, col: int) -> tuple[int, int]:
    """Where a counter in slot (row, col) stops; (-1, -1) if blocked. Asserts it never leaves."""
    dr, dc = direction(row, col)
    r, c = row + dr, col + dc
    if g[(r, c)] is not None:
        return -1, -1
    while True:
        nr, nc = r + dr, c + dc
        if not naive_field(nr, nc):
            # The next cell is the opposite slot: it must hold a counter, else we'd leave.
            assert naive_slot(nr, nc)
            assert g[(nr, nc)] is not None, "a counter would leave the field"
            return r, c
        if g[(nr, nc)] is not None:
            return r, c
        r, c = nr, nc


def naive_slides(state: NinetkaState, seat: int) -> list[NinetkaMove]:
    g = grid(state)
    moves = []
    for (r, c), owner in g.items():
        if owner == seat and naive_slot(r, c):
            lr, lc = naive_landing(g, r, c)
            if lr >= 0:
                moves.append(NinetkaMove(MoveKind.SLIDE, r * 11 + c, lr * 11 + lc))
    return moves


def naive_phase_and_turn(state: NinetkaState) -> tuple[str, int]:
    players = state.num_players
    g = grid(state)
    neutrals = sum(1 for v in g.values() if v == NEUTRAL)
    kinds = [m.kind for m in state.move_stack]
    if neutrals < 9:
        return "neutrals", len(kinds) % players
    if kinds.count(MoveKind.EDGE) < 36:
        return "edge", kinds.count(MoveKind.EDGE) % players
    turn = (kinds.count(MoveKind.SLIDE) + kinds.count(MoveKind.PASS)) % players
    if not any(naive_slides(state, s) for s in range(players)):
        return "over", turn
    return "movement", turn


def naive_legal_moves(state: NinetkaState) -> list[NinetkaMove]:
    phase, seat = naive_phase_and_turn(state)
    g = grid(state)
    if phase == "neutrals":
        done = {naive_section(r, c) for (r, c), v in g.items() if v == NEUTRAL}
        return [
            NinetkaMove(MoveKind.NEUTRAL, r * 11 + c)
            for (r, c), v in g.items()
            if naive_core(r, c) and v is None and naive_section(r, c) not in done
        ]
    if phase == "edge":
        return [
            NinetkaMove(MoveKind.EDGE, r * 11 + c)
            for (r, c), v in g.items()
            if naive_slot(r, c) and v is None
        ]
    if phase == "movement":
        return naive_slides(state, seat) or [PASS]
    return []


def as_set(moves: Iterable[NinetkaMove]) -> set[NinetkaMove]:
    return set(moves)


def random_game(
    players: int, neutrals: str = "chosen", seed: int = 0, state_seed: int = 1
) -> NinetkaState:
    rng = random.Random(seed)
    state = NinetkaState(players, neutrals, state_seed)
    while moves := state.legal_moves():
        state.push(rng.choice(moves))
    return state


# Neutrals used by the scenario tests: one core cell per section.
SCENARIO_NEUTRALS = ("C3", "F4", "H3", "C6", "F6", "I6", "D9", "F8", "H9")


def place_neutrals(state: NinetkaState, cells: Iterable[str] = SCENARIO_NEUTRALS) -> None:
    for cell in cells:
        state.play(cell)


def fill_edge(state: NinetkaState, wanted: Mapping[int, list[str]]) -> None:
    """Fill the 36 slots, giving each seat the slots listed for it, the rest in order."""
    queues = {seat: [idx(n) for n in names] for seat, names in wanted.items()}
    reserved = {s for q in queues.values() for s in q}
    while state.phase == "edge":
        queue = queues.get(state.to_move, [])
        if queue:
            slot = queue.pop(0)
        else:
            slot = next(m.cell for m in state.legal_moves() if m.cell not in reserved)
        state.push(NinetkaMove(MoveKind.EDGE, slot))


def scenario(wanted: Mapping[int, list[str]], players: int = 2) -> NinetkaState:
    state = NinetkaState(players)
    place_neutrals(state)
    fill_edge(state, wanted)
    return state


def movement_position(seed: int, players: int, waiting: int) -> NinetkaState:
    """A random game played until at most ``waiting`` counters can still move, not yet over."""
    rng = random.Random(seed)
    state = NinetkaState(players, "random", seed)
    while not state.is_over():
        movable = sum(state.movable_count(s) for s in range(players))
        if state.phase_index == 2 and movable <= waiting:
            return state
        state.push(rng.choice(state.legal_moves()))
    raise AssertionError("the game ended before the position was reached")
