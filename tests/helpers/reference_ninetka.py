"""An independent, deliberately plain reference of 9tka, written from RULES.md section 1 alone.

Nothing here comes from the project's engine: cells are strings like ``"A7"``, the board is a
dict from cell to owner (``"N"`` for a neutral counter, otherwise the seat number from 1), and
every rule is spelled out the slow, obvious way.
"""

from __future__ import annotations

FILES = "ABCDEFGHIJK"  # columns A..K, the letter I is used (RULES 1.1)
COUNTERS = {2: 18, 3: 12, 4: 9}  # counters per player (RULES 1.2)


def name(col: int, row: int) -> str:
    """Cell name from a 0-based column (A=0) and a 1-based row."""
    return f"{FILES[col]}{row}"


def parse(cell: str) -> tuple[int, int]:
    """0-based column and 1-based row of a cell name."""
    return FILES.index(cell[0]), int(cell[1:])


# Field: the inner 9 x 9, B2..J10.
FIELD = [name(c, r) for r in range(2, 11) for c in range(1, 10)]
# Edge slots: bottom B1..J1, top B11..J11, left A2..A10, right K2..K10.
SLOTS = (
    [name(c, 1) for c in range(1, 10)]
    + [name(c, 11) for c in range(1, 10)]
    + [name(0, r) for r in range(2, 11)]
    + [name(10, r) for r in range(2, 11)]
)
# Core: the inner 7 x 7, C3..I9.
CORE = [name(c, r) for r in range(3, 10) for c in range(2, 9)]
CORNERS = ["A1", "K1", "A11", "K11"]
ALL_CELLS = [name(c, r) for r in range(1, 12) for c in range(11)]

# Sections: columns B-D, E-G, H-J times rows 2-4, 5-7, 8-10.
SECTION_NAMES = {
    (0, 2): "NW", (1, 2): "N", (2, 2): "NE",
    (0, 1): "W", (1, 1): "C", (2, 1): "E",
    (0, 0): "SW", (1, 0): "S", (2, 0): "SE",
}


def section_of(cell: str) -> str:
    col, row = parse(cell)
    assert cell in FIELD, cell
    return SECTION_NAMES[((col - 1) // 3, (row - 2) // 3)]


SECTIONS = ["NW", "N", "NE", "W", "C", "E", "SW", "S", "SE"]
SECTION_CELLS = {s: [c for c in FIELD if section_of(c) == s] for s in SECTIONS}


def direction(slot: str) -> tuple[int, int]:
    """The way a counter in a slot travels: straight away from its side."""
    col, row = parse(slot)
    if row == 1:
        return (0, 1)  # bottom slot: up its column
    if row == 11:
        return (0, -1)  # top slot: down its column
    if col == 0:
        return (1, 0)  # left slot: right along its row
    if col == 10:
        return (-1, 0)  # right slot: left along its row
    raise ValueError(f"{slot} is not an edge slot")


def normalise(text: str) -> str:
    """Coordinates are case-insensitive on input (RULES 1.8); a pass is written ``pass``."""
    return "pass" if text.lower() == "pass" else text.upper()


class NinetkaReference:
    """A 9tka game; ``to_move`` is a seat number from 1."""

    def __init__(self, players: int) -> None:
        assert players in (2, 3, 4)
        self.players = players
        self.board: dict[str, str | int] = {}
        self.phase = "neutrals"
        self.turns_in_phase = 0  # turns played in the current phase (neutrals, edge)
        self.to_move = 1
        self.over = False
        self.history: list[str] = []

    # --- set-up -----------------------------------------------------------------------------

    def set_random_neutrals(self, cells: list[str]) -> None:
        """The random-neutrals variant: one neutral on a core cell of each section; edge next."""
        assert self.phase == "neutrals" and not self.board
        assert len(cells) == 9
        assert all(c in CORE for c in cells), cells
        assert sorted(section_of(c) for c in cells) == sorted(SECTIONS), cells
        for c in cells:
            self.board[c] = "N"
        self.phase = "edge"
        self.turns_in_phase = 0
        self.to_move = 1

    # --- rules ------------------------------------------------------------------------------

    def landing(self, slot: str) -> str | None:
        """Where the counter in ``slot`` stops, or None when it is blocked (RULES 1.5)."""
        dc, dr = direction(slot)
        col, row = parse(slot)
        last_empty = None
        while True:
            col, row = col + dc, row + dr
            nxt = name(col, row)
            if nxt not in FIELD:
                # The far end of the line: the opposite slot must still hold its counter.
                assert nxt in SLOTS and nxt in self.board, (slot, nxt)
                break
            if nxt in self.board:
                break
            last_empty = nxt
        return last_empty

    def slides_of(self, seat: int) -> list[str]:
        moves = []
        for slot in SLOTS:
            if self.board.get(slot) == seat:
                land = self.landing(slot)
                if land is not None:
                    moves.append(f"{slot}-{land}")
        return moves

    def sections_with_neutral(self) -> set[str]:
        return {section_of(c) for c, who in self.board.items() if who == "N"}

    def legal_moves(self) -> list[str]:
        if self.over:
            return []
        if self.phase == "neutrals":
            taken = self.sections_with_neutral()
            return [c for c in CORE if c not in self.board and section_of(c) not in taken]
        if self.phase == "edge":
            return [s for s in SLOTS if s not in self.board]
        slides = self.slides_of(self.to_move)
        return slides if slides else ["pass"]

    def anyone_can_move(self) -> bool:
        return any(self.slides_of(seat) for seat in range(1, self.players + 1))

    def next_seat(self) -> None:
        self.to_move = self.to_move % self.players + 1

    def play(self, move: str) -> None:
        move = normalise(move)
        legal = self.legal_moves()
        if move not in legal:
            raise ValueError(f"illegal move {move!r}; legal: {legal}")
        self.history.append(move)
        if self.phase == "neutrals":
            self.board[move] = "N"
            self.turns_in_phase += 1
            if self.turns_in_phase == 9:
                # RULES 1.4 (reading): seat 1 opens the edge phase.
                self.phase, self.turns_in_phase, self.to_move = "edge", 0, 1
            else:
                self.next_seat()
        elif self.phase == "edge":
            assert self.counts_left_to_place()[self.to_move] > 0
            self.board[move] = self.to_move
            self.turns_in_phase += 1
            if self.turns_in_phase == 36:
                assert set(self.counts_left_to_place().values()) == {0}
                # RULES 1.5 (reading): seat 1 opens the movement phase.
                self.phase, self.turns_in_phase, self.to_move = "movement", 0, 1
                if not self.anyone_can_move():
                    self.over = True
            else:
                self.next_seat()
        else:
            if move != "pass":
                slot, land = move.split("-")
                del self.board[slot]
                self.board[land] = self.to_move
            self.next_seat()
            if not self.anyone_can_move():
                self.over = True  # RULES 1.5: the game ends when no player can move

    # --- counting ---------------------------------------------------------------------------

    def counts_left_to_place(self) -> dict[int, int]:
        placed = {seat: 0 for seat in range(1, self.players + 1)}
        for who in self.board.values():
            if who != "N":
                placed[int(who)] += 1
        return {s: COUNTERS[self.players] - n for s, n in placed.items()}

    def conqueror(self, section: str) -> int | None:
        counts = {seat: 0 for seat in range(1, self.players + 1)}
        for cell in SECTION_CELLS[section]:
            who = self.board.get(cell)
            if who is not None and who != "N":
                counts[int(who)] += 1
        for seat, n in counts.items():
            if all(n > m for other, m in counts.items() if other != seat):
                return seat
        return None

    def scores(self) -> list[int]:
        result = [0] * self.players
        for s in SECTIONS:
            seat = self.conqueror(s)
            if seat is not None:
                result[seat - 1] += 1
        return result

    def winner(self) -> str:
        if not self.over:
            return "none"
        sc = self.scores()
        best = max(sc)
        # Ties go to the latest seat among the leaders (RULES 1.6).
        return str(max(seat for seat in range(1, self.players + 1) if sc[seat - 1] == best))

    def status_phase(self) -> str:
        return "over" if self.over else self.phase

    def accepts(self, text: str) -> bool:
        """Whether ``text`` is a legal way to write a move now (case-insensitive; bare slot)."""
        move = normalise(text)
        legal = self.legal_moves()
        if move in legal:
            return True
        if self.phase == "movement" and not self.over:
            return any(m.startswith(move + "-") for m in legal)
        return False
