//! A 9tka position (RULES.md section 1) with the library's incremental bookkeeping: landing
//! positions per slot, unblocked waiting counters per seat, counters per section and seat.

use super::geometry::{
    IS_CORE, IS_FIELD, IS_SLOT, LINE, LINES_THROUGH, LINE_LENGTH, NUM_CELLS, NUM_SECTIONS,
    SECTION_OF, SLOTS,
};

pub const EMPTY: i8 = -1;
pub const NEUTRAL: i8 = -2;

/// The phases, numbered as the library's `phase_index`.
pub const PHASE_NEUTRALS: u8 = 0;
pub const PHASE_EDGE: u8 = 1;
pub const PHASE_MOVEMENT: u8 = 2;
pub const PHASE_OVER: u8 = 3;

/// A move; `Slide` names the slot and the landing cell, as the library's notation does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    Neutral(u8),
    Edge(u8),
    Slide { slot: u8, target: u8 },
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    players: u8,
    phase: u8,
    to_move: u8,
    placed: u8,
    has_neutral: u16,
    /// `EMPTY`, `NEUTRAL` or the seat of the counter on each cell.
    board: [i8; NUM_CELLS],
    /// Per slot: position on its line of the cell a slide lands on now, -1 when blocked.
    lp: [i8; NUM_CELLS],
    movable: [u8; 4],
    hand: [u8; 4],
    /// `sec[4 * section + seat]`.
    sec: [u8; 4 * NUM_SECTIONS],
}

impl Position {
    /// The opening position: phase 1 (neutral counters), seat 0 to move.
    pub fn new(players: u8) -> Result<Self, String> {
        Self::from_board(players, PHASE_NEUTRALS, 0, &[EMPTY; NUM_CELLS])
    }

    /// The position with these counters on the board. Everything else (landing positions,
    /// counters in hand, blocked counters, section counts) follows from the board.
    pub fn from_board(players: u8, phase: u8, to_move: u8, board: &[i8]) -> Result<Self, String> {
        if !(2..=4).contains(&players) {
            return Err(format!("players must be 2, 3 or 4, not {players}"));
        }
        if phase > PHASE_OVER {
            return Err(format!("phase must be 0..3, not {phase}"));
        }
        if to_move >= players {
            return Err(format!(
                "seat {to_move} does not play in a {players}-player game"
            ));
        }
        if board.len() != NUM_CELLS {
            return Err(format!(
                "the board has {NUM_CELLS} cells, not {}",
                board.len()
            ));
        }
        let mut pos = Position {
            players,
            phase,
            to_move,
            placed: 0,
            has_neutral: 0,
            board: [EMPTY; NUM_CELLS],
            lp: [-1; NUM_CELLS],
            movable: [0; 4],
            hand: [0; 4],
            sec: [0; 4 * NUM_SECTIONS],
        };
        let mut neutrals = 0u8;
        let mut counters = [0u8; 4];
        let mut in_field = 0u8;
        for (cell, &value) in board.iter().enumerate() {
            if value == EMPTY {
                continue;
            }
            let used = IS_FIELD[cell] || IS_SLOT[cell];
            if value == NEUTRAL {
                if !IS_CORE[cell] {
                    return Err(format!("a neutral counter on {cell}, not a core cell"));
                }
                let bit = 1u16 << SECTION_OF[cell];
                if pos.has_neutral & bit != 0 {
                    return Err(format!(
                        "two neutral counters in section {}",
                        SECTION_OF[cell]
                    ));
                }
                pos.has_neutral |= bit;
                neutrals += 1;
            } else if (0..players as i8).contains(&value) && used {
                counters[value as usize] += 1;
                if IS_FIELD[cell] {
                    in_field += 1;
                    pos.sec[4 * SECTION_OF[cell] as usize + value as usize] += 1;
                }
            } else {
                return Err(format!("value {value} cannot stand on cell {cell}"));
            }
            pos.board[cell] = value;
        }
        let share = 36 / players;
        for (seat, (&count, hand)) in counters.iter().zip(&mut pos.hand).enumerate() {
            if seat < players as usize {
                if count > share {
                    return Err(format!("seat {seat} has more than {share} counters"));
                }
                *hand = share - count;
            }
        }
        let total: u8 = counters.iter().sum();
        pos.placed = neutrals + total;
        for &slot in &SLOTS {
            let line = &LINE[slot as usize];
            let mut p = 0;
            while p < LINE_LENGTH && pos.board[line[p] as usize] == EMPTY {
                p += 1;
            }
            pos.lp[slot as usize] = p as i8 - 1;
            let owner = pos.board[slot as usize];
            if owner >= 0 && p > 0 {
                pos.movable[owner as usize] += 1;
            }
        }
        let consistent = match phase {
            PHASE_NEUTRALS => total == 0 && neutrals < 9,
            PHASE_EDGE => neutrals == 9 && in_field == 0 && total < 36,
            PHASE_MOVEMENT => neutrals == 9 && total == 36 && pos.movable.iter().any(|&m| m > 0),
            _ => neutrals == 9 && total == 36 && pos.movable.iter().all(|&m| m == 0),
        };
        if !consistent {
            return Err(format!("the board does not fit phase {phase}"));
        }
        Ok(pos)
    }

    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn phase(&self) -> u8 {
        self.phase
    }
    pub fn to_move(&self) -> u8 {
        self.to_move
    }
    pub fn is_over(&self) -> bool {
        self.phase == PHASE_OVER
    }
    pub fn board(&self) -> &[i8; NUM_CELLS] {
        &self.board
    }
    pub fn movable(&self, seat: u8) -> u8 {
        self.movable[seat as usize]
    }
    pub fn hand(&self, seat: u8) -> u8 {
        self.hand[seat as usize]
    }
    pub fn section_count(&self, section: usize, seat: u8) -> u8 {
        self.sec[4 * section + seat as usize]
    }
    /// Whether `section` holds its neutral counter.
    pub fn has_neutral(&self, section: usize) -> bool {
        self.has_neutral & (1 << section) != 0
    }
    pub(crate) fn sec(&self) -> &[u8; 4 * NUM_SECTIONS] {
        &self.sec
    }
    pub(crate) fn lp(&self) -> &[i8; NUM_CELLS] {
        &self.lp
    }

    /// Where the counter in `slot` lands now (None: blocked or no counter there).
    pub fn landing(&self, slot: u8) -> Option<u8> {
        let s = slot as usize;
        if s >= NUM_CELLS || !IS_SLOT[s] || self.board[s] < 0 || self.lp[s] < 0 {
            return None;
        }
        Some(LINE[s][self.lp[s] as usize])
    }

    /// Appends the legal moves to `out` (cleared first): a forced pass when the player to move
    /// has no movable counter in phase 3, nothing once the game is over.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.phase {
            PHASE_NEUTRALS => {
                for cell in 0..NUM_CELLS {
                    if IS_CORE[cell]
                        && self.board[cell] == EMPTY
                        && self.has_neutral & (1 << SECTION_OF[cell]) == 0
                    {
                        out.push(Move::Neutral(cell as u8));
                    }
                }
            }
            PHASE_EDGE => {
                for &slot in &SLOTS {
                    if self.board[slot as usize] == EMPTY {
                        out.push(Move::Edge(slot));
                    }
                }
            }
            PHASE_MOVEMENT => {
                let seat = self.to_move as i8;
                if self.movable[seat as usize] == 0 {
                    out.push(Move::Pass);
                    return;
                }
                for &slot in &SLOTS {
                    let s = slot as usize;
                    if self.board[s] == seat && self.lp[s] >= 0 {
                        let target = LINE[s][self.lp[s] as usize];
                        out.push(Move::Slide { slot, target });
                    }
                }
            }
            _ => {}
        }
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(36);
        self.legal_moves_into(&mut out);
        out
    }

    pub fn is_legal(&self, mv: Move) -> bool {
        match (self.phase, mv) {
            (PHASE_NEUTRALS, Move::Neutral(c)) => {
                let c = c as usize;
                c < NUM_CELLS
                    && IS_CORE[c]
                    && self.board[c] == EMPTY
                    && self.has_neutral & (1 << SECTION_OF[c]) == 0
            }
            (PHASE_EDGE, Move::Edge(s)) => {
                let s = s as usize;
                s < NUM_CELLS && IS_SLOT[s] && self.board[s] == EMPTY
            }
            (PHASE_MOVEMENT, Move::Pass) => self.movable[self.to_move as usize] == 0,
            (PHASE_MOVEMENT, Move::Slide { slot, target }) => {
                self.board.get(slot as usize) == Some(&(self.to_move as i8))
                    && self.landing(slot) == Some(target)
            }
            _ => false,
        }
    }

    /// Plays `mv` after checking it.
    pub fn play(&mut self, mv: Move) -> Result<(), String> {
        if !self.is_legal(mv) {
            return Err(format!("{mv:?} is not legal here"));
        }
        self.play_unchecked(mv);
        Ok(())
    }

    /// Plays a move from `legal_moves` without checking it (a slide's target is not read).
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        let phase = self.phase;
        let seat = self.to_move;
        match mv {
            Move::Slide { slot, .. } => self.slide(slot),
            Move::Edge(slot) => {
                let s = slot as usize;
                self.board[s] = seat as i8;
                self.hand[seat as usize] -= 1;
                if self.lp[s] >= 0 {
                    self.movable[seat as usize] += 1;
                }
                self.placed += 1;
            }
            Move::Neutral(cell) => self.put_neutral(cell),
            Move::Pass => {}
        }
        // Turn order and phase changes (RULES 1.3-1.5).
        let mut next = if seat + 1 == self.players {
            0
        } else {
            seat + 1
        };
        if phase == PHASE_MOVEMENT {
            if self.movable.iter().all(|&m| m == 0) {
                self.phase = PHASE_OVER;
            }
        } else if self.placed == 9 && phase == PHASE_NEUTRALS {
            self.phase = PHASE_EDGE;
            next = 0;
        } else if self.placed == 45 {
            self.phase = if self.movable.iter().any(|&m| m > 0) {
                PHASE_MOVEMENT
            } else {
                PHASE_OVER
            };
            next = 0;
        }
        self.to_move = next;
    }

    fn put_neutral(&mut self, cell: u8) {
        let c = cell as usize;
        self.board[c] = NEUTRAL;
        self.has_neutral |= 1 << SECTION_OF[c];
        self.placed += 1;
        for &(slot, pos) in &LINES_THROUGH[c] {
            let pos = pos as i8;
            if pos <= self.lp[slot as usize] {
                // Core cells are never first on a line: no waiting counter becomes blocked.
                self.lp[slot as usize] = pos - 1;
            }
        }
    }

    /// Slides the counter of the player to move out of `slot` (which must be movable).
    pub(crate) fn slide(&mut self, slot: u8) {
        let seat = self.to_move;
        let s = slot as usize;
        let target = LINE[s][self.lp[s] as usize] as usize;
        self.board[s] = EMPTY;
        self.board[target] = seat as i8;
        self.movable[seat as usize] -= 1;
        self.sec[4 * SECTION_OF[target] as usize + seat as usize] += 1;
        for &(other, pos) in &LINES_THROUGH[target] {
            let o = other as usize;
            let pos = pos as i8;
            if pos <= self.lp[o] {
                self.lp[o] = pos - 1;
                let owner = self.board[o];
                if pos == 0 && owner >= 0 {
                    self.movable[owner as usize] -= 1;
                }
            }
        }
    }

    /// The seat conquering each section (strict majority over every other), or -1.
    pub fn section_holders(&self) -> [i8; NUM_SECTIONS] {
        let mut holders = [-1i8; NUM_SECTIONS];
        for (k, holder) in holders.iter_mut().enumerate() {
            let mut best = 0;
            for seat in 0..self.players as usize {
                let count = self.sec[4 * k + seat];
                if count > best {
                    best = count;
                    *holder = seat as i8;
                } else if count == best {
                    *holder = -1;
                }
            }
        }
        holders
    }

    /// Conquered sections per seat (seats beyond `players` score 0).
    pub fn scores(&self) -> [u8; 4] {
        let mut result = [0u8; 4];
        for holder in self.section_holders() {
            if holder >= 0 {
                result[holder as usize] += 1;
            }
        }
        result
    }

    /// Seats from first to last: higher score first, the later seat first among equals.
    pub fn ranking(&self) -> Vec<u8> {
        rank_seats(&self.scores()[..self.players as usize])
    }

    /// The winner of a finished game (None while it goes on).
    pub fn winner(&self) -> Option<u8> {
        self.is_over().then(|| self.ranking()[0])
    }
}

/// Seats ordered by score, and among equal scores by later seat (RULES 1.6).
pub fn rank_seats(scores: &[u8]) -> Vec<u8> {
    let mut seats: Vec<u8> = (0..scores.len() as u8).collect();
    seats.sort_by_key(|&s| (std::cmp::Reverse(scores[s as usize]), std::cmp::Reverse(s)));
    seats
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny deterministic generator for the tests.
    fn next(state: &mut u64) -> usize {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        (*state >> 33) as usize
    }

    fn random_game(players: u8, seed: u64) -> (Position, Vec<Position>) {
        let mut pos = Position::new(players).unwrap();
        let mut seen = vec![pos.clone()];
        let mut rng = seed * 2 + 1;
        while !pos.is_over() {
            let moves = pos.legal_moves();
            assert!(!moves.is_empty());
            let mv = moves[next(&mut rng) % moves.len()];
            pos.play(mv).unwrap();
            seen.push(pos.clone());
        }
        (pos, seen)
    }

    #[test]
    fn the_opening_offers_every_core_cell() {
        let pos = Position::new(2).unwrap();
        assert_eq!(pos.legal_moves().len(), 49);
        assert!(pos
            .legal_moves()
            .iter()
            .all(|m| matches!(m, Move::Neutral(_))));
    }

    #[test]
    fn neutral_turns_rotate_then_seat_zero_opens_the_edge_phase() {
        for players in 2..=4 {
            let mut pos = Position::new(players).unwrap();
            let mut turns = [0; 4];
            while pos.phase() == PHASE_NEUTRALS {
                turns[pos.to_move() as usize] += 1;
                let mv = pos.legal_moves()[0];
                pos.play(mv).unwrap();
            }
            let expected: [i32; 4] = match players {
                2 => [5, 4, 0, 0],
                3 => [3, 3, 3, 0],
                _ => [3, 2, 2, 2],
            };
            assert_eq!(turns, expected);
            assert_eq!(pos.phase(), PHASE_EDGE);
            assert_eq!(pos.to_move(), 0);
            assert_eq!(pos.legal_moves().len(), 36);
        }
    }

    #[test]
    fn random_games_end_with_every_counter_placed_and_one_winner() {
        for players in 2..=4 {
            for seed in 0..200 {
                let (end, seen) = random_game(players, seed);
                assert!(end.legal_moves().is_empty());
                for seat in 0..players {
                    assert_eq!(end.hand(seat), 0);
                    assert_eq!(end.movable(seat), 0);
                }
                let scores = end.scores();
                let top = *scores.iter().max().unwrap();
                let winner = end.winner().unwrap();
                assert_eq!(scores[winner as usize], top);
                assert!((winner + 1..players).all(|s| scores[s as usize] < top));
                assert!(scores.iter().map(|&s| s as u32).sum::<u32>() <= 9);
                // The bookkeeping equals a fresh reading of each board.
                for p in seen {
                    let fresh =
                        Position::from_board(p.players(), p.phase(), p.to_move(), p.board())
                            .unwrap();
                    assert_eq!(fresh.legal_moves(), p.legal_moves());
                    assert_eq!(fresh.movable, p.movable);
                    assert_eq!(fresh.sec, p.sec);
                    assert_eq!(fresh.hand, p.hand);
                    assert_eq!(fresh.placed, p.placed);
                }
            }
        }
    }

    #[test]
    fn a_slide_stops_before_the_first_occupied_cell_and_blocks_the_slot_it_covers() {
        // 2 players, movement: yellow waits in A5 (44), a neutral on F5 (49); blue waits in B1.
        let mut board = [EMPTY; NUM_CELLS];
        let neutrals = [24u8, 27, 30, 58, 49, 63, 90, 93, 96];
        for &c in &neutrals {
            board[c as usize] = NEUTRAL;
        }
        // Fill every slot: seats alternate along SLOTS.
        for (k, &s) in SLOTS.iter().enumerate() {
            board[s as usize] = (k % 2) as i8;
        }
        board[44] = 0;
        board[33] = 1; // A4 swaps with A5: still 18 counters each
        let mut pos = Position::from_board(2, PHASE_MOVEMENT, 0, &board).unwrap();
        assert_eq!(pos.landing(44), Some(48)); // E5, before the neutral on F5
        assert!(!pos.is_legal(Move::Slide {
            slot: 44,
            target: 47
        }));
        pos.play(Move::Slide {
            slot: 44,
            target: 48,
        })
        .unwrap();
        assert_eq!(pos.to_move(), 1);
        assert_eq!(pos.section_count(4, 0), 1);
        // Column E (col 4): B1-side slot 4 now stops below E5, at E4 (37).
        assert_eq!(pos.landing(4), Some(37));
    }

    #[test]
    fn bad_boards_are_refused() {
        let board = [EMPTY; NUM_CELLS];
        assert!(Position::from_board(5, 0, 0, &board).is_err());
        assert!(Position::from_board(2, 0, 2, &board).is_err());
        assert!(Position::from_board(2, PHASE_MOVEMENT, 0, &board).is_err());
        let mut bad = board;
        bad[12] = NEUTRAL; // B2 is not core
        assert!(Position::from_board(2, 0, 0, &bad).is_err());
        let mut bad = board;
        bad[0] = 0; // a corner
        assert!(Position::from_board(2, 0, 0, &bad).is_err());
    }

    #[test]
    fn ties_go_to_the_latest_seat() {
        assert_eq!(rank_seats(&[3, 3]), vec![1, 0]);
        assert_eq!(rank_seats(&[4, 2, 4, 1]), vec![2, 0, 1, 3]);
    }
}
