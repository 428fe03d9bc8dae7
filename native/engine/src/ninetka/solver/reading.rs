//! Where each movable counter of a movement-phase position may still end (`read_into`): its
//! landing cell, or one cell short of a cell another counter may end on, found as a fixed point
//! from above (ranges only shrink: a cell nobody else can end on is never taken). The search
//! reads every new node this way (`Search::analyse`), a child from its parent's reading
//! (`derive_into`) where it has one, which takes fewer and smaller rounds.

use super::super::geometry::{LINE, NUM_CELLS, SLOTS};
use super::tables::{BACK, RANGE, THIRD, THIRD_CELLS};

/// A movable counter as `Search::analyse` sees it.
#[derive(Clone, Copy, Default)]
pub(super) struct Counter {
    pub(super) slot: u8,
    pub(super) seat: u8,
    /// The rotation that moves a cell of its line one step back towards its slot.
    pub(super) back: u8,
    /// Its landing cell now, as a mask (a shift fewer in each round of the reading).
    pub(super) landing: u128,
    pub(super) range: u128,
    /// The cells it may still end on.
    pub(super) ends: u128,
}

impl Counter {
    /// The packed 1s of the sections it may end in.
    pub(super) fn sections(&self) -> u64 {
        let s = self.slot as usize;
        let mut sections = 0;
        for j in 0..3 {
            if self.ends & THIRD_CELLS[s][j] != 0 {
                sections += THIRD[s][j];
            }
        }
        sections
    }
}

/// The movable counters of a node and where they may still end (`Search::reading`). Aligned to
/// whole cache-line pairs, so that the readings of two threads' searches never share a line.
#[repr(align(128))]
pub(super) struct Reading {
    pub(super) counters: [Counter; 36],
    pub(super) n: usize,
    /// Cells that one / two or more counters may end on.
    pub(super) ends_once: u128,
    pub(super) ends_twice: u128,
    /// Cells in the range of one / two or more counters.
    pub(super) range_once: u128,
    pub(super) range_twice: u128,
}

impl Reading {
    pub(super) fn empty() -> Self {
        Reading {
            counters: [Counter::default(); 36],
            n: 0,
            ends_once: 0,
            ends_twice: 0,
            range_once: 0,
            range_twice: 0,
        }
    }

    /// Whether another counter may end on the first cell of `x`'s line, blocking it.
    pub(super) fn blockable(&self, x: &Counter) -> bool {
        let others = self.ends_twice | (self.ends_once & !x.ends);
        others & RANGE[x.slot as usize][1] != 0
    }

    /// The cells in the range of some counter other than `x`.
    pub(super) fn other_ranges(&self, x: &Counter) -> u128 {
        self.range_twice | (self.range_once & !x.range)
    }
}

/// The reading of the movable counters `live` (per seat) landing at `lp`, into `r`,
/// where the caller keeps it: a Reading is too large to be made afresh for free.
#[inline(always)]
pub(super) fn read_into(live: &[u64], lp: &[i8; NUM_CELLS], r: &mut Reading) {
    r.n = 0;
    let (mut once, mut twice) = (0u128, 0u128);
    for (q, &bits) in live.iter().enumerate() {
        let mut bits = bits;
        while bits != 0 {
            let s = SLOTS[bits.trailing_zeros() as usize];
            bits &= bits - 1;
            let p = lp[s as usize] as usize;
            let range = RANGE[s as usize][p + 1];
            twice |= once & range;
            once |= range;
            r.counters[r.n] = Counter {
                slot: s,
                seat: q as u8,
                back: BACK[s as usize],
                landing: 1u128 << LINE[s as usize][p],
                range,
                ends: range,
            };
            r.n += 1;
        }
    }
    (r.range_once, r.range_twice) = (once, twice);
    settle(r, once, twice, u128::MAX);
}

/// The reading after a slide out of `moved`, from `parent`, the reading of the position before
/// it (`lp` is the position after). It starts each counter from its ends before, cut to its
/// range now, instead of its whole range, so the fixed point takes fewer rounds. It is the
/// same fixed point: the ends after the slide, with the slid counter ending on its target,
/// satisfy the rule of the position before (the target was its landing, so a counter cut by
/// it may end one short of it there too), so they lie within the greatest fixed point before;
/// and the start, cut to today's ranges, is itself closed under the rule, so the rounds from
/// it only shrink, down to the greatest fixed point after.
#[inline(always)]
pub(super) fn derive_into(parent: &Reading, moved: u8, lp: &[i8; NUM_CELLS], r: &mut Reading) {
    r.n = 0;
    let (mut once, mut twice) = (0u128, 0u128);
    let (mut ends_once, mut ends_twice) = (0u128, 0u128);
    for x in &parent.counters[..parent.n] {
        let p = lp[x.slot as usize];
        if x.slot == moved || p < 0 {
            continue;
        }
        let s = x.slot as usize;
        let range = RANGE[s][p as usize + 1];
        let landing = 1u128 << LINE[s][p as usize];
        let ends = (x.ends & range) | landing;
        twice |= once & range;
        once |= range;
        ends_twice |= ends_once & ends;
        ends_once |= ends;
        r.counters[r.n] = Counter {
            landing,
            range,
            ends,
            ..*x
        };
        r.n += 1;
    }
    (r.range_once, r.range_twice) = (once, twice);
    // A counter's next round can only differ where the number of counters that may end on a
    // cell of its range changed (the enders of a cell are fewer or the same ones, so the
    // same number means the same ones).
    let delta = (ends_once ^ parent.ends_once) | (ends_twice ^ parent.ends_twice);
    settle(r, ends_once, ends_twice, delta);
}

/// Rounds of the reading's rule from the counters' ends now (`once` and `twice` the cells one
/// and two or more of them may end on) until nothing changes; `delta`, the cells whose number
/// of possible enders (0, 1, 2 or more) may have changed since the ends were last settled.
#[inline(always)]
fn settle(r: &mut Reading, once: u128, twice: u128, delta: u128) {
    let (mut once, mut twice, mut delta) = (once, twice, delta);
    // Only counters whose range meets the cells changed in the last round can change.
    while delta != 0 {
        let (mut next_once, mut next_twice) = (0u128, 0u128);
        for x in &mut r.counters[..r.n] {
            if x.range & delta != 0 {
                let others = twice | (once & !x.ends);
                let back = (x.range & others).rotate_right(u32::from(x.back));
                x.ends = x.landing | (back & x.range);
            }
            next_twice |= next_once & x.ends;
            next_once |= x.ends;
        }
        delta = (next_once ^ once) | (next_twice ^ twice);
        (once, twice) = (next_once, next_twice);
    }
    (r.ends_once, r.ends_twice) = (once, twice);
}
