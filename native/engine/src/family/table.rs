//! The transposition table of the family search: buckets of two entries, the first kept by
//! depth, the second always replaced.

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

impl Table {
    /// About `entries` entries, a power of two from 1,024 to 2,097,152.
    pub fn new(entries: usize) -> Self {
        let size = entries.clamp(1 << 10, 1 << 21).next_power_of_two();
        Table {
            entries: vec![Entry::default(); size],
            mask: size - 2,
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 24) as usize & self.mask
    }

    /// `key` must not be 0 (the empty entry's check).
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = self.bucket(key);
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.check == key)
            .copied()
    }

    #[inline]
    pub fn store(&mut self, key: u64, score: i32, mv: u16, depth: i8, bound: Bound) {
        let i = self.bucket(key);
        let first = self.entries[i];
        let slot = if first.check == key || first.check == 0 || depth >= first.depth {
            i
        } else {
            i + 1
        };
        self.entries[slot] = Entry {
            check: key,
            score,
            mv,
            depth,
            bound,
        };
    }
}
