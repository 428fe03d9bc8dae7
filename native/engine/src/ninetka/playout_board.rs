//! The compact position a playout plays on: only what the playout reads, indexed by slot
//! (`0..36`, the order of `SLOTS`) rather than by cell, with everything a slide needs looked up
//! per slot and landing position in one table.

use super::geometry::{
    FIRST_OF, LINE, LINES_THROUGH, LINE_LENGTH, NUM_CELLS, NUM_SECTIONS, OPPOSITE, SECTION_OF,
    SLOTS,
};
use super::position::{Position, EMPTY};

pub const NUM_SLOTS: usize = 36;
/// No slot (in `SLOT_INDEX`).
pub const NO_SLOT: u8 = u8::MAX;
/// A slot index past the real ones, always empty and blocked: it pads `Landing::firsts`, so the
/// hot loops read it instead of testing for a missing slot.
pub const SPARE_SLOT: u8 = NUM_SLOTS as u8;
/// Slot entries per board: the real ones and the spare.
pub const BOARD_SLOTS: usize = NUM_SLOTS + 1;
/// The index in `movable` that counts for nobody (the spare slot's owner).
const NOBODY: usize = 4;

const fn build_slot_index() -> [u8; NUM_CELLS] {
    let mut t = [NO_SLOT; NUM_CELLS];
    let mut k = 0;
    while k < NUM_SLOTS {
        t[SLOTS[k] as usize] = k as u8;
        k += 1;
    }
    t
}

/// The slot index of a slot cell, `NO_SLOT` for the other cells.
pub const SLOT_INDEX: [u8; NUM_CELLS] = build_slot_index();

/// What a slide out of one slot that lands at one position of its line touches.
#[derive(Clone, Copy, Debug)]
pub struct Landing {
    pub cell: u8,
    pub section: u8,
    /// The slots whose line starts on the landing cell (their counters get blocked), in the
    /// order of `FIRST_OF`, padded with `SPARE_SLOT`.
    pub firsts: [u8; 2],
    /// `(slot, position on that slot's line)` for the 4 lines crossing the landing cell.
    pub through: [(u8, u8); 4],
}

const fn landing_of(cell: usize) -> Landing {
    let first = FIRST_OF[cell];
    let mut firsts = [SPARE_SLOT; 2];
    let mut i = 0;
    while i < 2 {
        if first[i] != u8::MAX {
            firsts[i] = SLOT_INDEX[first[i] as usize];
        }
        i += 1;
    }
    let mut through = [(0u8, 0u8); 4];
    let mut j = 0;
    while j < 4 {
        let (slot, pos) = LINES_THROUGH[cell][j];
        through[j] = (SLOT_INDEX[slot as usize], pos);
        j += 1;
    }
    Landing {
        cell: cell as u8,
        section: SECTION_OF[cell] as u8,
        firsts,
        through,
    }
}

const fn build_landings() -> [[Landing; LINE_LENGTH]; NUM_SLOTS] {
    let mut t = [[landing_of(LINE[SLOTS[0] as usize][0] as usize); LINE_LENGTH]; NUM_SLOTS];
    let mut k = 0;
    while k < NUM_SLOTS {
        let mut p = 0;
        while p < LINE_LENGTH {
            t[k][p] = landing_of(LINE[SLOTS[k] as usize][p] as usize);
            p += 1;
        }
        k += 1;
    }
    t
}

/// `LANDINGS[slot][position]`: the landing at that position of the slot's line.
pub static LANDINGS: [[Landing; LINE_LENGTH]; NUM_SLOTS] = build_landings();

const fn build_through_cell() -> [[(u8, u8); 4]; NUM_CELLS] {
    let mut t = [[(0u8, 0u8); 4]; NUM_CELLS];
    let mut c = 0;
    while c < NUM_CELLS {
        let mut j = 0;
        while j < 4 {
            let (slot, pos) = LINES_THROUGH[c][j];
            t[c][j] = (SLOT_INDEX[slot as usize], pos);
            j += 1;
        }
        c += 1;
    }
    t
}

/// `LINES_THROUGH` with slot indices: the lines a neutral counter on a cell cuts.
pub static THROUGH_CELL: [[(u8, u8); 4]; NUM_CELLS] = build_through_cell();

const fn build_opposite_index() -> [u8; NUM_SLOTS] {
    let mut t = [0u8; NUM_SLOTS];
    let mut k = 0;
    while k < NUM_SLOTS {
        t[k] = SLOT_INDEX[OPPOSITE[SLOTS[k] as usize] as usize];
        k += 1;
    }
    t
}

/// The slot across the field from each slot.
pub const OPPOSITE_INDEX: [u8; NUM_SLOTS] = build_opposite_index();

/// A playout's position; seats and the bookkeeping as in `Position`.
#[derive(Clone, Debug)]
pub struct PlayoutBoard {
    pub players: u8,
    pub to_move: u8,
    /// The seat of the counter in each slot, `EMPTY` when there is none.
    pub owner: [i8; BOARD_SLOTS],
    /// Per slot: position on its line of the cell a slide lands on now, -1 when blocked.
    pub lp: [i8; BOARD_SLOTS],
    /// `sec[section][seat]`.
    pub sec: [[u8; 4]; NUM_SECTIONS],
    /// Movable counters per seat; the last entry (`NOBODY`) absorbs the spare slot's.
    pub movable: [u8; 5],
}

impl PlayoutBoard {
    pub fn new(pos: &Position) -> Self {
        let board = pos.board();
        let lp = pos.lp();
        let mut owner = [EMPTY; BOARD_SLOTS];
        let mut lps = [-1i8; BOARD_SLOTS];
        for (k, &slot) in SLOTS.iter().enumerate() {
            owner[k] = board[slot as usize];
            lps[k] = lp[slot as usize];
        }
        let mut sec = [[0u8; 4]; NUM_SECTIONS];
        for (section, counts) in sec.iter_mut().enumerate() {
            for seat in 0..pos.players() {
                counts[seat as usize] = pos.section_count(section, seat);
            }
        }
        let mut movable = [0u8; 5];
        for seat in 0..pos.players() {
            movable[seat as usize] = pos.movable(seat);
        }
        PlayoutBoard {
            players: pos.players(),
            to_move: pos.to_move(),
            owner,
            lp: lps,
            sec,
            movable,
        }
    }

    #[inline]
    pub fn next_seat(&self, seat: u8) -> u8 {
        if seat + 1 == self.players {
            0
        } else {
            seat + 1
        }
    }

    /// A neutral counter on core `cell`: the lines through it now stop before it (a core cell
    /// is never first on a line, so nobody gets blocked).
    #[inline]
    pub fn put_neutral(&mut self, cell: u8) {
        for &(k, pos) in &THROUGH_CELL[cell as usize] {
            let lp = &mut self.lp[k as usize];
            *lp = (*lp).min(pos as i8 - 1);
        }
    }

    /// The player to move puts a counter in the empty slot `k`.
    #[inline]
    pub fn put_edge(&mut self, k: usize) {
        let seat = self.to_move;
        self.owner[k] = seat as i8;
        if self.lp[k] >= 0 {
            self.movable[seat as usize] += 1;
        }
        self.to_move = self.next_seat(seat);
    }

    /// The player to move slides the counter out of slot `k` (which must be movable); returns
    /// how many waiting counters stopped being movable (the slid one included). Written without
    /// branches on the board: which lines a slide cuts is as good as random.
    #[inline]
    pub fn slide(&mut self, k: usize) -> u8 {
        let seat = self.to_move;
        let landing = &LANDINGS[k][self.lp[k] as usize];
        self.owner[k] = EMPTY;
        self.movable[seat as usize] -= 1;
        self.sec[landing.section as usize][seat as usize] += 1;
        let mut lost = 1;
        // The lines starting on the landing cell: their waiting counters are blocked now.
        for &first in &landing.firsts {
            let f = first as usize;
            let owner = self.owner[f];
            let blocked = u8::from((owner >= 0) & (self.lp[f] >= 0));
            let seat = if owner >= 0 { owner as usize } else { NOBODY };
            self.movable[seat] -= blocked;
            lost += blocked;
        }
        for &(o, pos) in &landing.through {
            let lp = &mut self.lp[o as usize];
            *lp = (*lp).min(pos as i8 - 1);
        }
        self.to_move = self.next_seat(seat);
        lost
    }

    /// The counter in slot `k` belongs to `seat` and can slide.
    #[inline]
    pub fn can_slide(&self, k: usize, seat: u8) -> bool {
        (self.owner[k] == seat as i8) & (self.lp[k] >= 0)
    }

    /// Conquered sections per seat (strict majority over every other).
    pub fn scores(&self) -> [u8; 4] {
        let mut result = [0u8; 4];
        for counts in &self.sec {
            let mut best = 0;
            let mut holder = -1i8;
            for (seat, &count) in counts[..self.players as usize].iter().enumerate() {
                if count > best {
                    best = count;
                    holder = seat as i8;
                } else if count == best {
                    holder = -1;
                }
            }
            if holder >= 0 {
                result[holder as usize] += 1;
            }
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ninetka::playout::Rng;
    use crate::ninetka::position::{Move, PHASE_MOVEMENT};

    #[test]
    fn the_tables_follow_the_geometry() {
        for (k, &slot) in SLOTS.iter().enumerate() {
            assert_eq!(SLOT_INDEX[slot as usize] as usize, k);
            assert_eq!(SLOTS[OPPOSITE_INDEX[k] as usize], OPPOSITE[slot as usize]);
            for p in 0..LINE_LENGTH {
                let landing = LANDINGS[k][p];
                assert_eq!(landing.cell, LINE[slot as usize][p]);
                assert!(landing.through.contains(&(k as u8, p as u8)));
            }
        }
    }

    #[test]
    fn slides_keep_the_same_bookkeeping_as_the_position() {
        let mut rng = Rng::new(5);
        for players in 2..=4 {
            for _ in 0..50 {
                let mut pos = Position::new(players).unwrap();
                while pos.phase() != PHASE_MOVEMENT && !pos.is_over() {
                    let moves = pos.legal_moves();
                    pos.play(moves[rng.below(moves.len())]).unwrap();
                }
                let mut board = PlayoutBoard::new(&pos);
                while !pos.is_over() {
                    let moves = pos.legal_moves();
                    let mv = moves[rng.below(moves.len())];
                    pos.play(mv).unwrap();
                    match mv {
                        Move::Slide { slot, .. } => {
                            board.slide(SLOT_INDEX[slot as usize] as usize);
                        }
                        _ => board.to_move = board.next_seat(board.to_move),
                    }
                    let fresh = PlayoutBoard::new(&pos);
                    assert_eq!(board.owner, fresh.owner);
                    assert_eq!(board.lp, fresh.lp);
                    assert_eq!(board.sec, fresh.sec);
                    assert_eq!(board.movable, fresh.movable);
                    assert_eq!(board.to_move, fresh.to_move);
                }
                assert_eq!(board.scores(), pos.scores());
            }
        }
    }
}
