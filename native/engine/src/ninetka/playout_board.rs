//! The compact position a playout plays on: only what the playout reads, indexed by slot
//! (`0..36`, the order of `SLOTS`) rather than by cell, with everything a slide needs looked up
//! per slot and landing position in one table. What the playout policy scores a slide by (each
//! section's gain and each waiting counter's block per seat, each slot's landing) is kept up to
//! date as the board changes, so that scoring a slide is four loads.

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
    /// The slots whose line starts on the landing cell (their counters get blocked), but the
    /// sliding one, padded with `SPARE_SLOT`.
    pub firsts: [u8; 2],
    /// `(slot, position on that slot's line)` for the 4 lines crossing the landing cell.
    pub through: [(u8, u8); 4],
}

/// The landing on `cell` of a slide out of slot index `from`.
const fn landing_of(cell: usize, from: u8) -> Landing {
    let first = FIRST_OF[cell];
    let mut firsts = [SPARE_SLOT; 2];
    let mut i = 0;
    while i < 2 {
        if first[i] != u8::MAX && SLOT_INDEX[first[i] as usize] != from {
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
    let mut t = [[landing_of(LINE[SLOTS[0] as usize][0] as usize, 0); LINE_LENGTH]; NUM_SLOTS];
    let mut k = 0;
    while k < NUM_SLOTS {
        let mut p = 0;
        while p < LINE_LENGTH {
            t[k][p] = landing_of(LINE[SLOTS[k] as usize][p] as usize, k as u8);
            p += 1;
        }
        k += 1;
    }
    t
}

/// `LANDINGS[slot][position]`: the landing at that position of the slot's line.
pub static LANDINGS: [[Landing; LINE_LENGTH]; NUM_SLOTS] = build_landings();

/// A landing as the playout policy scores it, in one word: its section in bits 0-7 and the two
/// slots it blocks in bits 8-15 and 16-23 (`landing_key`).
pub type LandingKey = u32;

const fn landing_key(landing: &Landing) -> LandingKey {
    landing.section as u32 | (landing.firsts[0] as u32) << 8 | (landing.firsts[1] as u32) << 16
}

/// `LANDING_KEYS[slot][position]`: `LANDINGS` packed. Padded to powers of two, so that indices
/// masked to them need no bounds checks in the policy's loop.
static LANDING_KEYS: [[LandingKey; 16]; 64] = {
    let mut t = [[0; 16]; 64];
    let mut k = 0;
    while k < NUM_SLOTS {
        let mut p = 0;
        while p < LINE_LENGTH {
            t[k][p] = landing_key(&LANDINGS[k][p]);
            p += 1;
        }
        k += 1;
    }
    t
};

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

/// The `state` of a slot without a movable counter.
pub const NOT_READY: u8 = 4;

/// `majority_gain` in tenths, by the own lead plus 2 clamped to `0..=4`.
const GAIN_TENTHS: [i32; 5] = [0, 8, 10, 3, 0];

const fn gain_tenths(lead: i32) -> i32 {
    let i = lead + 2;
    if i < 0 || i > 4 {
        0
    } else {
        GAIN_TENTHS[i as usize]
    }
}

/// `gains_of` with 2 players, by seat 0's lead plus 9.
const TWO_PLAYER_GAINS: [[i32; 4]; 19] = {
    let mut t = [[0; 4]; 19];
    let mut i = 0;
    while i < 19 {
        let lead = i as i32 - 9;
        t[i] = [gain_tenths(lead), gain_tenths(-lead), 0, 0];
        i += 1;
    }
    t
};

/// What one more counter of each seat is worth in a section with these counts, in tenths.
#[inline(always)]
fn gains_of(counts: &[u8; 4], players: u8) -> [i32; 4] {
    let gain = |lead: i32| GAIN_TENTHS[(lead + 2).clamp(0, 4) as usize];
    if players == 2 {
        // One look-up by the lead (a section holds at most 9 counters).
        return TWO_PLAYER_GAINS[(counts[0] as i32 - counts[1] as i32 + 9) as usize];
    }
    let mut gains = [0; 4];
    for seat in 0..players as usize {
        // Seats beyond `players` count 0, so the rival is the best of all four but `seat`.
        let mut others = *counts;
        others[seat] = 0;
        let rival = others[0].max(others[1]).max(others[2].max(others[3]));
        gains[seat] = gain(counts[seat] as i32 - rival as i32);
    }
    gains
}

/// `BLOCK_OWN` and `BLOCK_RIVAL` of the playout policy in tenths, `[seat][state of the blocked
/// slot]`: what blocking the counter waiting there is worth to `seat` (nothing when none waits).
const BLOCK_TENTHS: [[i8; 5]; 4] = {
    let mut t = [[0; 5]; 4];
    let mut seat = 0;
    while seat < 4 {
        let mut other = 0;
        while other < 4 {
            t[seat][other] = if seat == other { -12 } else { 10 };
            other += 1;
        }
        seat += 1;
    }
    t
};

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
    /// Movable counters per seat.
    pub movable: [u8; 4],
    /// Each seat's movable slots (the first `movable[seat]` entries), in no particular order.
    pub ready: [[u8; NUM_SLOTS]; 4],
    /// Where a movable slot stands in its seat's `ready` list.
    at: [u8; BOARD_SLOTS],
    /// The seat whose movable counter waits in each slot, `NOT_READY` for none.
    pub state: [u8; BOARD_SLOTS],
    /// `gains[seat][section]`: what one more counter is worth there (`majority_gain`, tenths;
    /// sections padded to 16).
    pub gains: [[i8; 16]; 4],
    /// `blocks[seat][slot]`: what blocking the counter waiting in the slot is worth to the seat
    /// (`BLOCK_TENTHS` of its `state`; slots padded to 64).
    pub blocks: [[i8; 64]; 4],
    /// Each slot's landing now (`LANDING_KEYS` at its `lp`; slots padded to 64).
    keys: [LandingKey; 64],
    /// Whether the board keeps `gains`, `blocks` and `keys` up to date (only the playout policy
    /// reads them).
    keep_scores: bool,
}

impl PlayoutBoard {
    /// The board of `pos`, keeping what the playout policy scores slides by.
    pub fn new(pos: &Position) -> Self {
        PlayoutBoard::with_upkeep(pos, true)
    }

    /// The board without the upkeep of `gains`, `blocks` and `keys`, for playouts that never
    /// score a slide.
    pub fn without_scores(pos: &Position) -> Self {
        PlayoutBoard::with_upkeep(pos, false)
    }

    #[inline(always)]
    fn with_upkeep(pos: &Position, keep_scores: bool) -> Self {
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
        let mut board = PlayoutBoard {
            players: pos.players(),
            to_move: pos.to_move(),
            owner,
            lp: lps,
            sec,
            movable: [0; 4],
            ready: [[0; NUM_SLOTS]; 4],
            at: [0; BOARD_SLOTS],
            state: [NOT_READY; BOARD_SLOTS],
            gains: [[0; 16]; 4],
            blocks: [[0; 64]; 4],
            keys: [0; 64],
            keep_scores,
        };
        if keep_scores {
            for k in 0..NUM_SLOTS {
                board.set_key(k);
            }
            for (section, counts) in sec.iter().enumerate() {
                board.set_gains(section, counts);
            }
        }
        for k in 0..NUM_SLOTS {
            if owner[k] >= 0 && lps[k] >= 0 {
                board.add_ready(owner[k] as usize, k);
            }
        }
        board
    }

    #[inline]
    fn set_gains(&mut self, section: usize, counts: &[u8; 4]) {
        let gains = gains_of(counts, self.players);
        for (seat, gain) in gains.iter().enumerate().take(self.players as usize) {
            self.gains[seat][section] = *gain as i8;
        }
    }

    /// Slot `k`'s key follows its `lp`.
    #[inline(always)]
    fn set_key(&mut self, k: usize) {
        self.keys[k & 63] = LANDING_KEYS[k & 63][self.lp[k] as usize & 15];
    }

    /// The slot's `state` becomes `waiting`, and the seats' `blocks` follow it.
    #[inline]
    fn set_state(&mut self, k: usize, waiting: u8) {
        self.state[k] = waiting;
        if self.keep_scores {
            let seats = self.players as usize;
            for (blocks, worth) in self.blocks.iter_mut().zip(&BLOCK_TENTHS).take(seats) {
                blocks[k] = worth[waiting as usize];
            }
        }
    }

    #[inline]
    fn add_ready(&mut self, seat: usize, k: usize) {
        let len = self.movable[seat];
        self.ready[seat][len as usize] = k as u8;
        self.at[k] = len;
        self.set_state(k, seat as u8);
        self.movable[seat] = len + 1;
    }

    /// Takes slot `k` out of `seat`'s ready list (the last entry fills its place).
    #[inline]
    fn remove_ready(&mut self, seat: usize, k: usize) {
        let len = self.movable[seat] - 1;
        let last = self.ready[seat][len as usize];
        let i = self.at[k];
        self.ready[seat][i as usize] = last;
        self.at[last as usize] = i;
        self.set_state(k, NOT_READY);
        self.movable[seat] = len;
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
            if self.keep_scores {
                self.set_key(k as usize);
            }
        }
    }

    /// The player to move puts a counter in the empty slot `k`.
    #[inline]
    pub fn put_edge(&mut self, k: usize) {
        let seat = self.to_move;
        self.owner[k] = seat as i8;
        if self.lp[k] >= 0 {
            self.add_ready(seat as usize, k);
        }
        self.to_move = self.next_seat(seat);
    }

    /// The player to move slides the counter out of slot `k` (which must be movable); returns
    /// how many waiting counters stopped being movable (the slid one included). The lines are
    /// cut without branches: which ones a slide cuts is as good as random.
    #[inline]
    pub fn slide(&mut self, k: usize) -> u8 {
        let seat = self.to_move;
        let landing = &LANDINGS[k][self.lp[k] as usize];
        self.owner[k] = EMPTY;
        self.remove_ready(seat as usize, k);
        let section = landing.section as usize;
        self.sec[section][seat as usize] += 1;
        if self.keep_scores {
            let counts = self.sec[section];
            self.set_gains(section, &counts);
        }
        let mut lost = 1;
        // The lines starting on the landing cell: their waiting counters are blocked now.
        for &first in &landing.firsts {
            let f = first as usize;
            let waiting = self.state[f];
            if waiting != NOT_READY {
                self.remove_ready(waiting as usize, f);
                lost += 1;
            }
        }
        for &(o, pos) in &landing.through {
            let lp = &mut self.lp[o as usize];
            *lp = (*lp).min(pos as i8 - 1);
        }
        if self.keep_scores {
            for &(o, _) in &landing.through {
                self.set_key(o as usize);
            }
        }
        self.to_move = self.next_seat(seat);
        lost
    }

    /// What the slide out of the movable slot `k` is worth to `seat`, in tenths: the policy's
    /// `slide_score`, from `gains` and `blocks` (masked indices: no bounds checks in its loop).
    #[inline(always)]
    pub fn slide_tenths(&self, k: usize, seat: usize) -> i32 {
        let key = self.keys[k & 63];
        let blocks = &self.blocks[seat & 3];
        i32::from(self.gains[seat & 3][key as usize & 15])
            + i32::from(blocks[(key >> 8) as usize & 63])
            + i32::from(blocks[(key >> 16) as usize & 63])
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
                    assert_eq!(board.state, fresh.state);
                    assert_eq!(board.gains, fresh.gains);
                    for seat in 0..4 {
                        let len = board.movable[seat] as usize;
                        let mut ready = board.ready[seat][..len].to_vec();
                        ready.sort();
                        assert_eq!(ready, fresh.ready[seat][..len]);
                    }
                    assert_eq!(board.to_move, fresh.to_move);
                }
                assert_eq!(board.scores(), pos.scores());
            }
        }
    }
}
