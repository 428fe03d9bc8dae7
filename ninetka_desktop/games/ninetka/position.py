"""A 9tka position to set up (the board editor, a pasted position string): what it holds, and
whether the rules can reach it.

``NinetkaPosition`` is the position alone: the players, the counters on the board (each seat's
and the neutral ones), the seat to move, and how the neutral counters came (chosen, or random
from a seed). The counters in hand and the phase follow from the board. ``position_problem``
says, in words a player can read, why the rules cannot reach the position or why the game would
already be over there (``where``: the cell at fault, if one is); ``state_from_position`` builds
the game that plays on from it.

What the rules make of a position (RULES.md section 1):

- Neutral counters stand on core cells, at most one a section; until all nine are placed no
  seat has placed a counter, and the seat to move is the next in turn (random neutrals are all
  placed before the game starts).
- While counters are placed on the edge, no counter is on the field, the seats have placed in
  turn from seat 1 (so each seat's number of counters is fixed by their total, and so is the
  seat to move).
- In the movement phase every counter is placed; each counter on the field came from an edge
  slot that is empty now, on the line through it; it stopped where it stands because the next
  cell was taken (or, on the last cell of its line, because the opposite slot's counter was
  still waiting, as it still is); and there is an order of the slides in which each counter
  found its way in clear and its stop taken. An order is looked for within a bounded effort:
  a position whose counters are too tangled to decide that quickly is given the benefit of the
  doubt.
- Nobody able to move means the game would already be over.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..errors import GameError, PositionError
from .geometry import (
    IS_CORE,
    IS_FIELD,
    IS_SLOT,
    LINE,
    LINES_THROUGH,
    NUM_CELLS,
    OPPOSITE,
    SECTION_NAMES,
    SECTION_OF,
    SLOTS,
    cell_name,
)
from .state import EMPTY, NEUTRAL, NEUTRAL_MODES, SEAT_NAMES, NinetkaState

#: Steps (counters tried) the search for an order of slides may take before it gives up and
#: accepts the position: a few hundredths of a second.
SEARCH_BUDGET = 1_500


@dataclass(frozen=True, slots=True)
class NinetkaPosition:
    """A 9tka position: ``cells`` maps each occupied cell to its seat (0-based) or ``NEUTRAL``."""

    players: int
    cells: Mapping[int, int]
    #: The 0-based seat to move.
    to_move: int
    neutrals: str = "chosen"
    seed: int | None = None
    _frozen: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=True)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_frozen", tuple(sorted(self.cells.items())))

    @classmethod
    def of(cls, state: NinetkaState) -> NinetkaPosition:
        """The position ``state`` is in."""
        cells = {}
        for cell in range(NUM_CELLS):
            owner = state.owner_at(cell)
            if owner is not None:
                cells[cell] = owner
        options = state.options()
        return cls(
            players=state.num_players,
            cells=cells,
            to_move=state.to_move,
            neutrals=options["neutrals"],
            seed=options["seed"],
        )


def position_problem(position: NinetkaPosition) -> PositionError | None:
    """Why ``position`` cannot be set up (a ``PositionError`` whose ``where`` is the cell at
    fault, if any), or None when it can."""
    try:
        state_from_position(position)
    except PositionError as error:
        return error
    return None


def state_from_position(position: NinetkaPosition) -> NinetkaState:
    """The game that plays on from ``position``; PositionError says why there is none."""
    _check(position)
    try:
        state = NinetkaState.from_position(
            position.players,
            dict(position.cells),
            position.to_move,
            neutrals=position.neutrals,
            seed=position.seed,
        )
    except GameError as error:
        raise PositionError(str(error)) from error
    if state.is_over():
        raise PositionError("nobody can move: the game would already be over", part="to_move")
    return state


def _check(position: NinetkaPosition) -> None:
    players = position.players
    if type(players) is not int or players not in (2, 3, 4):
        raise PositionError("9tka is played by 2, 3 or 4 players", part="players")
    if position.neutrals not in NEUTRAL_MODES:
        raise PositionError("the neutral counters are chosen or random", part="neutrals")
    if type(position.to_move) is not int or not 0 <= position.to_move < players:
        raise PositionError(f"the seat to move is one of the {players} seats", part="to_move")
    per_seat = 36 // players
    neutrals: dict[int, int] = {}
    counts = [0] * players
    on_field = []
    for cell, value in sorted(position.cells.items()):
        if type(cell) is not int or not 0 <= cell < NUM_CELLS or not (
            IS_FIELD[cell] or IS_SLOT[cell]
        ):
            raise PositionError(f"{cell!r} is not a cell of the board")
        name = cell_name(cell)
        if value == NEUTRAL:
            if not IS_CORE[cell]:
                raise PositionError(
                    f"a neutral counter on {name}: neutral counters stand on core cells only",
                    where=cell,
                )
            section = SECTION_OF[cell]
            if section in neutrals:
                raise PositionError(
                    f"section {SECTION_NAMES[section]} has two neutral counters "
                    f"({cell_name(neutrals[section])} and {name}): one a section",
                    where=cell,
                )
            neutrals[section] = cell
            continue
        if type(value) is not int or not 0 <= value < players:
            raise PositionError(
                f"a counter of a seat that does not play in a {players}-player game on {name}",
                where=cell,
            )
        counts[value] += 1
        if counts[value] > per_seat:
            raise PositionError(
                f"{SEAT_NAMES[value]} has more than {per_seat} counters, all a seat has with "
                f"{players} players",
                where=cell,
                part="counters",
                seat=value,
            )
        if IS_FIELD[cell]:
            on_field.append(cell)
    placed = sum(counts)
    if len(neutrals) < 9:
        if position.neutrals == "random":
            raise PositionError(
                "random neutral counters are all placed before the game starts: nine are needed",
                part="neutrals",
            )
        if placed:
            first = min(c for c, v in position.cells.items() if v != NEUTRAL)
            raise PositionError(
                f"a counter on {cell_name(first)} while neutral counters are still to be placed: "
                "the nine neutral counters come first",
                where=first,
            )
        _check_turn(position, len(neutrals), "neutral counters are placed in turn from seat 1")
        return
    if placed < 36:
        if on_field:
            raise PositionError(
                f"a counter on {cell_name(on_field[0])} while counters are still placed on the "
                "edge: counters enter the field only once every counter is placed",
                where=on_field[0],
            )
        for seat in range(players):
            expected = placed // players + (1 if seat < placed % players else 0)
            if counts[seat] != expected:
                raise PositionError(
                    f"{SEAT_NAMES[seat]} has {counts[seat]} counters on the edge, but after "
                    f"{placed} counters placed in turn from seat 1 it has {expected}",
                    part="counters",
                    seat=seat,
                )
        _check_turn(position, placed, "counters are placed on the edge in turn from seat 1")
        return
    _check_movement(position, on_field)


def _check_turn(position: NinetkaPosition, turns: int, why: str) -> None:
    expected = turns % position.players
    if position.to_move != expected:
        raise PositionError(
            f"{SEAT_NAMES[expected]} is to move: {why}", part="to_move", seat=expected
        )


def _check_movement(position: NinetkaPosition, on_field: list[int]) -> None:
    board = [EMPTY] * NUM_CELLS
    for cell, value in position.cells.items():
        board[cell] = value
    empty_slots = [slot for slot in SLOTS if board[slot] == EMPTY]
    if len(empty_slots) != len(on_field):
        raise PositionError(
            f"{len(on_field)} counters on the field but {len(empty_slots)} empty edge slots: "
            "every counter on the field came from a slot that stays empty",
            part="counters",
        )
    # The slides each counter can have made: from an empty slot on a line through it, stopped
    # by the next cell (or by the opposite slot's counter, still waiting).
    options: dict[int, list[int]] = {}
    for cell in on_field:
        ways = [
            slot
            for slot, pos in LINES_THROUGH[cell]
            if board[slot] == EMPTY and _stopped(board, slot, pos)
        ]
        if not ways:
            raise PositionError(
                f"no counter can stop on {cell_name(cell)}: a slide into it from any empty slot "
                "would have gone on",
                where=cell,
            )
        options[cell] = ways
    unmatched = _unmatched(on_field, options)
    if unmatched is not None:
        raise PositionError(
            f"the counter on {cell_name(unmatched)} cannot have come from any empty slot that "
            "another counter did not come from",
            where=unmatched,
        )
    if not _has_order(board, on_field):
        raise PositionError(
            "no order of slides leaves the counters where they stand: each would have slid "
            "past its cell or found its way blocked",
            where=on_field[0],
        )
    if not any(
        board[slot] >= 0 and board[LINE[slot][0]] == EMPTY for slot in SLOTS
    ):  # the state would say so too; here with the reason
        raise PositionError("nobody can move: the game would already be over", part="to_move")
    if not on_field and position.to_move:
        # No slide yet: every seat before the one to move has passed, having no free counter.
        for seat in range(position.to_move):
            if any(board[s] == seat and board[LINE[s][0]] == EMPTY for s in SLOTS):
                raise PositionError(
                    f"{SEAT_NAMES[0]} moves first in the movement phase, and "
                    f"{SEAT_NAMES[seat]} could move, so cannot have passed",
                    part="to_move",
                    seat=seat,
                )


def _stopped(board: list[int], slot: int, pos: int) -> bool:
    """Whether a counter from ``slot`` standing at ``pos`` on its line has its stop taken now:
    the next cell of the line, or past the last cell the opposite slot's waiting counter."""
    line = LINE[slot]
    if pos + 1 < len(line):
        return board[line[pos + 1]] != EMPTY
    return board[OPPOSITE[slot]] != EMPTY


def _unmatched(cells: list[int], options: dict[int, list[int]]) -> int | None:
    """A field counter no matching of counters to distinct slots can serve, else None
    (augmenting paths; at most 36 counters)."""
    owner: dict[int, int] = {}

    def augment(cell: int, seen: set[int]) -> bool:
        for slot in options[cell]:
            if slot in seen:
                continue
            seen.add(slot)
            if slot not in owner or augment(owner[slot], seen):
                owner[slot] = cell
                return True
        return False

    for cell in cells:
        if not augment(cell, set()):
            return cell
    return None


def _has_order(final: list[int], on_field: list[int]) -> bool:
    """Whether the slides can be taken back one by one, the last first: a counter goes back to
    an empty slot of a line through it when its way back is clear and its stop is taken.

    Depth first over which counter goes back where, trying first the counters no other one
    stops against and the slots no other one can use; a state is dropped as soon as some
    counter left has no slide that can have brought it (taking counters back only clears ways,
    so stops and slots only get fewer), and every failed state is remembered. True (undecided)
    past the budget."""
    board = list(final)
    failed: set[tuple[frozenset[int], int]] = set()
    budget = [SEARCH_BUDGET]

    def ways(cell: int) -> list[int]:
        return [
            slot
            for slot, pos in LINES_THROUGH[cell]
            if board[slot] == EMPTY and _stopped(board, slot, pos)
        ]

    def viable(remaining: frozenset[int]) -> bool:
        options = {cell: ways(cell) for cell in remaining}
        if not all(options.values()):
            return False
        return _unmatched(sorted(remaining), options) is None

    def search(remaining: frozenset[int], refilled: int) -> bool:
        if not remaining:
            return True
        if (remaining, refilled) in failed:
            return False
        options = {cell: ways(cell) for cell in remaining}
        stops: dict[int, int] = {}
        users: dict[int, int] = {}
        for cell, slots in options.items():
            for slot in slots:
                users[slot] = users.get(slot, 0) + 1
                stop = _stop_cell(slot, cell)
                if stop is not None:
                    stops[stop] = stops.get(stop, 0) + 1
        moves = []
        for cell, slots in options.items():
            for slot in slots:
                line = LINE[slot]
                pos = line.index(cell)
                if all(board[line[k]] == EMPTY for k in range(pos)):
                    moves.append((stops.get(cell, 0), users[slot], cell, slot))
        for _, _, cell, slot in sorted(moves):
            budget[0] -= 1
            if budget[0] < 0:
                return True
            seat = board[cell]
            board[cell], board[slot] = EMPTY, seat
            rest = remaining - {cell}
            found = viable(rest) and search(rest, refilled | 1 << slot)
            board[cell], board[slot] = seat, EMPTY
            if found:
                return True
        failed.add((remaining, refilled))
        return False

    return search(frozenset(on_field), 0)


def _stop_cell(slot: int, cell: int) -> int | None:
    """The field cell a counter from ``slot`` standing on ``cell`` stopped against (None: the
    opposite slot)."""
    line = LINE[slot]
    pos = line.index(cell)
    return line[pos + 1] if pos + 1 < len(line) else None


__all__ = ["SEARCH_BUDGET", "NinetkaPosition", "position_problem", "state_from_position"]
