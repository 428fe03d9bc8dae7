//! The transposition table: buckets of two entries (one kept by depth, one always replaced),
//! sized to the search's node budget.

#[derive(Clone, Copy, Default)]
pub struct Entry {
    check: u64,
    pub score: i32,
    pub mv: u16,
    pub depth: i8,
    pub bound: Bound,
}

#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

/// The depth of an entry that holds only a move (`keep_move`).
const MOVE_ONLY: i8 = -1;

/// Keys are below 2^57; the top bit marks a used entry.
const USED: u64 = 1 << 63;

impl Table {
    /// A table of about `entries` entries (a power of two from 1,024 to 4,194,304: 64 MiB).
    pub fn new(entries: usize) -> Self {
        let size = entries.clamp(1 << 10, 1 << 22).next_power_of_two();
        Table {
            entries: vec![Entry::default(); size],
            mask: size - 2,
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20) as usize & self.mask
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = self.bucket(key);
        let check = key | USED;
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.check == check)
            .copied()
    }

    /// Keeps `mv` as the move to try first at `key`, without a score, unless `key` already has
    /// an entry: its depth (`MOVE_ONLY`) is below every search's, so no probe takes a bound
    /// from it.
    #[inline]
    pub fn keep_move(&mut self, key: u64, mv: u16) {
        if self.probe(key).is_none() {
            self.store(key, 0, mv, MOVE_ONLY, Bound::Upper);
        }
    }

    #[inline]
    pub fn store(&mut self, key: u64, score: i32, mv: u16, depth: i8, bound: Bound) {
        let i = self.bucket(key);
        let check = key | USED;
        let first = self.entries[i];
        let slot = if first.check == check || first.check == 0 || depth >= first.depth {
            i
        } else {
            i + 1
        };
        self.entries[slot] = Entry {
            check,
            score,
            mv,
            depth,
            bound,
        };
    }
}
