//! Numbering the positions of one material balance on a board: the side to move's men (`me`,
//! `a` of them) and the opponent's (`opp`, `b`). A position is first turned by the symmetry that
//! makes `me` smallest (its canonical form, one of `canon`), then `opp` is numbered among the
//! points `me` leaves free: `index = id(me) * C(n - a, b) + rank(opp)`. Where several
//! symmetries give the same `me`, the one giving the smallest `rank(opp)` wins, so equal
//! positions share one index; the other numbers of such a `me` are aliases that no probe
//! reaches. The numbering depends on the board's group of symmetries, not on their order, so
//! Nine Men's Morris's files keep their numbers.

use std::sync::Arc;

use crate::mill::board::{Board, MAX_POINTS};

/// `BINOMIAL[n][k]` = n choose k, for n up to 24.
const fn binomials() -> [[u64; MAX_POINTS + 1]; MAX_POINTS + 1] {
    let mut t = [[0u64; MAX_POINTS + 1]; MAX_POINTS + 1];
    let mut n = 0;
    while n <= MAX_POINTS {
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

pub const BINOMIAL: [[u64; MAX_POINTS + 1]; MAX_POINTS + 1] = binomials();

/// The numbering of the positions with `a` men to move against `b`.
#[derive(Clone, Debug)]
pub struct Layout {
    pub a: u32,
    pub b: u32,
    board: Arc<Board>,
    /// Every position numbered apart, its symmetric images too (for a history's own solve,
    /// where an image of a position the game repeated is no repetition).
    plain: bool,
    canon: Vec<u32>,
    /// Where the sets of `canon` whose top bits (above `shift`) are `k` start: a set's number
    /// is then looked for among a few neighbours, not the whole list (whose binary search,
    /// load after dependent load, was most of a build's time in the largest pairs).
    starts: Vec<u32>,
    shift: u32,
    per: u64,
}

/// Bits of a set below the part that picks its bucket in `Layout::starts` (12 top bits on
/// Nine Men's Morris's 24 points: 4,096 buckets, 16 KiB).
const BUCKET_BITS: usize = 12;

/// The start of every bucket of `sorted` (sets of `shift` and more bits), and one past the end.
fn bucket_starts(sorted: &[u32], points: usize, shift: u32) -> Vec<u32> {
    let buckets = 1usize << (points as u32 - shift);
    let mut starts = Vec::with_capacity(buckets + 1);
    let mut i = 0;
    for k in 0..buckets {
        while i < sorted.len() && ((sorted[i] >> shift) as usize) < k {
            i += 1;
        }
        starts.push(i as u32);
    }
    starts.push(sorted.len() as u32);
    starts
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

/// Every set of `a` points of a board of `n` in increasing order (Gosper's hack).
fn subsets(n: usize, a: u32) -> impl Iterator<Item = u32> {
    let full = (1u32 << n) - 1;
    let mut set: u32 = if a == 0 { 0 } else { (1 << a) - 1 };
    let mut done = false;
    std::iter::from_fn(move || {
        if done || set > full {
            return None;
        }
        let current = set;
        if set == 0 {
            done = true;
        } else {
            let c = set & set.wrapping_neg();
            let r = set + c;
            set = (((r ^ set) >> 2) / c) | r;
        }
        Some(current)
    })
}

impl Layout {
    pub fn new(a: u32, b: u32, board: &Arc<Board>) -> Self {
        Self::made(a, b, board, false)
    }

    /// The numbering without symmetries: every position a number of its own.
    pub fn plain(a: u32, b: u32, board: &Arc<Board>) -> Self {
        Self::made(a, b, board, true)
    }

    fn made(a: u32, b: u32, board: &Arc<Board>, plain: bool) -> Self {
        let n = board.points;
        assert!((a + b) as usize <= n, "{a} and {b} men on {n} points");
        let syms = &board.symmetries;
        let canon: Vec<u32> = subsets(n, a)
            .filter(|&set| plain || syms.canonical(set).0 == set)
            .collect();
        let shift = n.saturating_sub(BUCKET_BITS) as u32;
        let starts = bucket_starts(&canon, n, shift);
        Layout {
            a,
            b,
            board: board.clone(),
            plain,
            canon,
            starts,
            shift,
            per: BINOMIAL[n - a as usize][b as usize],
        }
    }

    /// The numbers of a plain numbering of `a` men against `b` on `board`.
    pub fn plain_len(a: u32, b: u32, board: &Board) -> u64 {
        let n = board.points;
        BINOMIAL[n][a as usize] * BINOMIAL[n - a as usize][b as usize]
    }

    /// How many numbers the balance uses (aliases included).
    pub fn len(&self) -> u64 {
        self.canon.len() as u64 * self.per
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The place of `set` (one of `a` men, canonical unless the numbering is plain) in `canon`.
    #[inline]
    fn id(&self, set: u32) -> u64 {
        let k = (set >> self.shift) as usize;
        let (lo, hi) = (self.starts[k] as usize, self.starts[k + 1] as usize);
        let within = self.canon[lo..hi]
            .binary_search(&set)
            .expect("a set of a men");
        (lo + within) as u64
    }

    /// The number of the position (`me` to move, `a` and `b` men).
    #[inline]
    pub fn index(&self, me: u32, opp: u32) -> u64 {
        if self.plain {
            return self.id(me) * self.per + rank(opp, me);
        }
        let syms = &self.board.symmetries;
        let (m, which) = syms.canonical(me);
        let id = self.id(m);
        let mut best = u64::MAX;
        let mut w = which;
        while w != 0 {
            let s = w.trailing_zeros() as usize;
            w &= w - 1;
            best = best.min(rank(syms.apply(s, opp), m));
        }
        id * self.per + best
    }

    /// The numbering of the positions with `me` to move, for many `opp`: `me`'s canonical
    /// form and number found once (a position's children all have the same side to move).
    #[inline]
    pub fn with_me(&self, me: u32) -> WithMe<'_> {
        if self.plain {
            return WithMe {
                layout: self,
                me,
                which: 0,
                base: self.id(me) * self.per,
            };
        }
        let (m, which) = self.board.symmetries.canonical(me);
        WithMe {
            layout: self,
            me: m,
            which,
            base: self.id(m) * self.per,
        }
    }

    /// The position numbered `index`: (`me`, `opp`).
    pub fn position(&self, index: u64) -> (u32, u32) {
        let me = self.canon[(index / self.per) as usize];
        let mut r = index % self.per;
        let free = self.board.full & !me;
        let mut opp = 0;
        let mut q = (self.board.points - self.a as usize) as u32;
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

/// A set of men under each of the board's symmetries (`Layout::images`).
pub struct Images {
    of: [u32; 16],
    count: usize,
}

impl Layout {
    /// `set` under each of the board's symmetries, for `index_moved`.
    #[inline]
    pub fn images(&self, set: u32) -> Images {
        let syms = &self.board.symmetries;
        let mut of = [0; 16];
        for (s, image) in of.iter_mut().enumerate().take(syms.count()) {
            *image = syms.apply(s, set);
        }
        Images {
            of,
            count: syms.count(),
        }
    }

    /// `index(me ^ 1 << from ^ 1 << to, opp)` from the images of `me` and `opp`: the moved
    /// set's images are those of `me` with two points changed, not the board's tables of every
    /// byte looked up again (the retrograde pass numbers a dozen such positions a position).
    #[inline]
    pub fn index_moved(&self, me: &Images, from: usize, to: usize, opp: &Images) -> u64 {
        if self.plain {
            return self.index(me.of[0] ^ (1 << from) ^ (1 << to), opp.of[0]);
        }
        let syms = &self.board.symmetries;
        let mut m = u32::MAX;
        let mut which = 0u64;
        for s in 0..me.count {
            let image = me.of[s] ^ (1 << syms.point(s, from)) ^ (1 << syms.point(s, to));
            if image < m {
                m = image;
                which = 1 << s;
            } else if image == m {
                which |= 1 << s;
            }
        }
        let mut best = u64::MAX;
        while which != 0 {
            let s = which.trailing_zeros() as usize;
            which &= which - 1;
            best = best.min(rank(opp.of[s], m));
        }
        self.id(m) * self.per + best
    }
}

/// `Layout::with_me`: the numbers of the positions of one side to move's men.
pub struct WithMe<'a> {
    layout: &'a Layout,
    /// `me`'s canonical form (itself, in a plain numbering).
    me: u32,
    /// The symmetries that give the canonical form (none: a plain numbering).
    which: u64,
    base: u64,
}

impl WithMe<'_> {
    /// The number of the position with `opp` against the men of `with_me`, as `Layout::index`.
    #[inline]
    pub fn index(&self, opp: u32) -> u64 {
        if self.which == 0 {
            return self.base + rank(opp, self.me);
        }
        let syms = &self.layout.board.symmetries;
        let mut best = u64::MAX;
        let mut w = self.which;
        while w != 0 {
            let s = w.trailing_zeros() as usize;
            w &= w - 1;
            best = best.min(rank(syms.apply(s, opp), self.me));
        }
        self.base + best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mill::presets;

    #[test]
    fn numbers_and_positions_agree_and_symmetric_positions_share_a_number() {
        for (rules, (a, b)) in [
            (presets::nine(), (4, 3)),
            (presets::six(), (3, 5)),
            (presets::three(true), (3, 3)),
            (presets::six(), (0, 2)),
        ] {
            let board = &rules.board;
            let layout = Layout::new(a, b, board);
            let syms = &board.symmetries;
            assert!(
                layout.canon.len() * syms.count() >= BINOMIAL[board.points][a as usize] as usize
            );
            let mut aliases = 0;
            let step = (layout.len() / 3000).max(1);
            for index in (0..layout.len()).step_by(step as usize) {
                let (me, opp) = layout.position(index);
                assert_eq!((me.count_ones(), opp.count_ones()), (a, b));
                assert_eq!(me & opp, 0);
                let own = layout.index(me, opp);
                if own != index {
                    aliases += 1;
                    let (m, o) = layout.position(own);
                    assert_eq!(layout.index(m, o), own);
                }
                for s in 0..syms.count() {
                    assert_eq!(layout.index(syms.apply(s, me), syms.apply(s, opp)), own);
                    let image = layout.with_me(syms.apply(s, me));
                    assert_eq!(image.index(syms.apply(s, opp)), own);
                }
                let plain = Layout::plain(a, b, board);
                assert_eq!(plain.with_me(me).index(opp), plain.index(me, opp));
                // A man of `me` moved to an empty point, numbered from the images.
                let (from, to) = (me.trailing_zeros() as usize, (!(me | opp)).trailing_zeros());
                if me != 0 && (to as usize) < board.points {
                    let moved = me ^ (1 << from) ^ (1 << to);
                    let (mi, oi) = (layout.images(me), layout.images(opp));
                    let expected = layout.index(moved, opp);
                    assert_eq!(layout.index_moved(&mi, from, to as usize, &oi), expected);
                    let (pi, po) = (plain.images(me), plain.images(opp));
                    let plain_expected = plain.index(moved, opp);
                    assert_eq!(
                        plain.index_moved(&pi, from, to as usize, &po),
                        plain_expected
                    );
                }
            }
            // Few numbers are aliases: only sets of `a` men with a symmetry of their own have
            // them (every set of none has every symmetry).
            assert!(a == 0 || aliases * 3 < layout.len() / step, "{aliases}");
        }
    }

    #[test]
    fn nine_mens_morris_numbers_positions_as_its_files_do() {
        // Position numbers of the 4-3 table as the files before the family had them.
        let layout = Layout::new(4, 3, &presets::nine().board);
        assert_eq!(layout.len(), 862_980);
        assert_eq!(
            layout.index(0b1111, 0b111 << 8),
            layout.index(0b1111 << 16, 0b111 << 8)
        );
    }
}
