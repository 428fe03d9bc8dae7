//! Numbering the positions of one material balance: the side to move's men (`me`, `a` of them)
//! and the opponent's (`opp`, `b`). A position is first turned by the symmetry that makes
//! `me` smallest (its canonical form, one of `canon`), then `opp` is numbered among the points
//! `me` leaves free: `index = id(me) * C(24 - a, b) + rank(opp)`. Where several symmetries
//! give the same `me`, the one giving the smallest `rank(opp)` wins, so equal positions share
//! one index; the other numbers of such a `me` are aliases that no probe reaches.

use super::symmetry::{apply, COUNT};
use crate::morris::geometry::{FULL, NUM_POINTS};

/// `BINOMIAL[n][k]` = n choose k, for n up to 24.
const fn binomials() -> [[u64; NUM_POINTS + 1]; NUM_POINTS + 1] {
    let mut t = [[0u64; NUM_POINTS + 1]; NUM_POINTS + 1];
    let mut n = 0;
    while n <= NUM_POINTS {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
}

pub const BINOMIAL: [[u64; NUM_POINTS + 1]; NUM_POINTS + 1] = binomials();

/// The numbering of the positions with `a` men to move against `b`.
#[derive(Clone, Debug)]
pub struct Layout {
    pub a: u32,
    pub b: u32,
    canon: Vec<u32>,
    per: u64,
}

/// The smallest image of `me` under the symmetries and the set of symmetries giving it.
#[inline]
fn canonical(me: u32) -> (u32, u16) {
    let mut best = u32::MAX;
    let mut which = 0u16;
    for s in 0..COUNT {
        let m = apply(s, me);
        if m < best {
            best = m;
            which = 1 << s;
        } else if m == best {
            which |= 1 << s;
        }
    }
    (best, which)
}

/// The rank of `opp` among the combinations of the points outside `me` (colex order).
#[inline]
fn rank(opp: u32, me: u32) -> u64 {
    let mut r = 0;
    let mut x = opp;
    let mut i = 1;
    while x != 0 {
        let p = x.trailing_zeros();
        x &= x - 1;
        let q = p - (me & ((1 << p) - 1)).count_ones();
        r += BINOMIAL[q as usize][i];
        i += 1;
    }
    r
}

/// The `q`-th set bit of `mask` (counting from 0) as a one-bit mask.
fn select(mut mask: u32, q: u32) -> u32 {
    for _ in 0..q {
        mask &= mask - 1;
    }
    mask & mask.wrapping_neg()
}

impl Layout {
    pub fn new(a: u32, b: u32) -> Self {
        assert!(a >= 1 && b >= 1 && (a + b) as usize <= NUM_POINTS);
        let mut canon = Vec::new();
        // Every set of `a` points in increasing order (Gosper's hack).
        let mut set: u32 = (1 << a) - 1;
        while set <= FULL {
            if canonical(set).0 == set {
                canon.push(set);
            }
            let c = set & set.wrapping_neg();
            let r = set + c;
            set = (((r ^ set) >> 2) / c) | r;
        }
        Layout {
            a,
            b,
            canon,
            per: BINOMIAL[NUM_POINTS - a as usize][b as usize],
        }
    }

    /// How many numbers the balance uses (aliases included).
    pub fn len(&self) -> u64 {
        self.canon.len() as u64 * self.per
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of the position (`me` to move, `a` and `b` men).
    #[inline]
    pub fn index(&self, me: u32, opp: u32) -> u64 {
        let (m, which) = canonical(me);
        let id = self.canon.binary_search(&m).expect("a set of a men") as u64;
        let mut best = u64::MAX;
        let mut w = which;
        while w != 0 {
            let s = w.trailing_zeros() as usize;
            w &= w - 1;
            best = best.min(rank(apply(s, opp), m));
        }
        id * self.per + best
    }

    /// The position numbered `index`: (`me`, `opp`).
    pub fn position(&self, index: u64) -> (u32, u32) {
        let me = self.canon[(index / self.per) as usize];
        let mut r = index % self.per;
        let free = FULL & !me;
        let mut opp = 0;
        let mut q = (NUM_POINTS - self.a as usize) as u32;
        for i in (1..=self.b as usize).rev() {
            q -= 1;
            while BINOMIAL[q as usize][i] > r {
                q -= 1;
            }
            r -= BINOMIAL[q as usize][i];
            opp |= select(free, q);
        }
        (me, opp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_positions_agree_and_symmetric_positions_share_a_number() {
        let layout = Layout::new(4, 3);
        assert!(layout.canon.len() * 16 >= BINOMIAL[24][4] as usize);
        let mut aliases = 0;
        for index in (0..layout.len()).step_by(97) {
            let (me, opp) = layout.position(index);
            assert_eq!(me.count_ones(), 4);
            assert_eq!(opp.count_ones(), 3);
            assert_eq!(me & opp, 0);
            let own = layout.index(me, opp);
            if own != index {
                aliases += 1;
                assert_eq!(
                    layout.index(layout.position(own).0, layout.position(own).1),
                    own
                );
            }
            for s in 0..COUNT {
                assert_eq!(layout.index(apply(s, me), apply(s, opp)), own);
            }
        }
        // Few numbers are aliases: only sets of `a` men with a symmetry of their own have them.
        assert!(aliases * 4 < layout.len() / 97, "{aliases}");
    }
}
