//! The transposition table: buckets of two entries (one kept by depth, one always replaced),
//! sized to the search's node budget and shared by a search's threads without locks.
//!
//! An entry is two words: its data (score, move, depth, bound) and its key XOR the data. A
//! probe takes an entry only when the two agree, so an entry torn by two threads writing it
//! at once reads as absent rather than as another position's (the scheme of Hyatt and Mann's
//! "lockless transposition table").

use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Entry {
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

impl Entry {
    fn pack(self) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        (self.score as u32 as u64)
            | (self.mv as u64) << 32
            | (self.depth as u8 as u64) << 48
            | bound << 56
    }

    fn unpack(data: u64) -> Entry {
        Entry {
            score: data as u32 as i32,
            mv: (data >> 32) as u16,
            depth: (data >> 48) as u8 as i8,
            bound: match data >> 56 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
        }
    }
}

pub struct Table {
    /// Two words an entry: `check` (the key, marked used, XOR the data), then the data.
    words: Box<[AtomicU64]>,
    mask: usize,
}

/// The depth of an entry that holds only a move (`keep_move`).
const MOVE_ONLY: i8 = -1;

/// Keys are below 2^57; the top bit marks a used entry.
const USED: u64 = 1 << 63;

impl Table {
    /// A table of about `entries` entries (a power of two from 1,024 to 4,194,304: 64 MiB).
    /// Every page is written here, by the thread that makes the table: a helper that gives way
    /// never takes the memory's first touches (see `lead_frees` for why that matters).
    pub fn new(entries: usize) -> Self {
        let size = entries.clamp(1 << 10, 1 << 22).next_power_of_two();
        let words: Box<[AtomicU64]> = (0..2 * size).map(|_| AtomicU64::new(0)).collect();
        // The allocation may come zeroed and untouched: an atomic store a page makes sure.
        const WORDS_A_PAGE: usize = 4096 / std::mem::size_of::<AtomicU64>();
        for word in words.iter().step_by(WORDS_A_PAGE) {
            word.store(0, Ordering::Relaxed);
        }
        Table {
            words,
            mask: size - 2,
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20) as usize & self.mask
    }

    /// The entry in slot `i` when it holds `key` (data and check agree).
    #[inline]
    fn read(&self, i: usize, key: u64) -> Option<Entry> {
        let check = self.words[2 * i].load(Ordering::Relaxed);
        let data = self.words[2 * i + 1].load(Ordering::Relaxed);
        (check ^ data == key | USED).then(|| Entry::unpack(data))
    }

    /// Slot `i`'s key and depth, or 0 when the slot is empty. A slot torn by two writers
    /// gives a key no position has: only which slot the next store takes depends on it.
    #[inline]
    fn key_at(&self, i: usize) -> (u64, i8) {
        let check = self.words[2 * i].load(Ordering::Relaxed);
        let data = self.words[2 * i + 1].load(Ordering::Relaxed);
        let key = check ^ data;
        if key & USED == 0 {
            (0, i8::MIN)
        } else {
            (key, Entry::unpack(data).depth)
        }
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = self.bucket(key);
        self.read(i, key).or_else(|| self.read(i + 1, key))
    }

    /// Keeps `mv` as the move to try first at `key`, without a score, unless `key` already has
    /// an entry: its depth (`MOVE_ONLY`) is below every search's, so no probe takes a bound
    /// from it.
    #[inline]
    pub fn keep_move(&self, key: u64, mv: u16) {
        if self.probe(key).is_none() {
            self.store(key, 0, mv, MOVE_ONLY, Bound::Upper);
        }
    }

    #[inline]
    pub fn store(&self, key: u64, score: i32, mv: u16, depth: i8, bound: Bound) {
        let i = self.bucket(key);
        let (first, first_depth) = self.key_at(i);
        let slot = if first == key | USED || first == 0 || depth >= first_depth {
            i
        } else {
            i + 1
        };
        let data = Entry {
            score,
            mv,
            depth,
            bound,
        }
        .pack();
        self.words[2 * slot].store((key | USED) ^ data, Ordering::Relaxed);
        self.words[2 * slot + 1].store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_comes_back_as_stored() {
        let table = Table::new(1 << 10);
        for (score, depth, bound) in [
            (-999_990, 0, Bound::Lower),
            (123, 60, Bound::Exact),
            (i32::MIN + 1, -1, Bound::Upper),
        ] {
            table.store(0x1234_5678_9ABC, score, 777, depth, bound);
            let entry = table.probe(0x1234_5678_9ABC).unwrap();
            assert_eq!(
                entry,
                Entry {
                    score,
                    mv: 777,
                    depth,
                    bound
                }
            );
        }
        assert_eq!(table.probe(0x1234_5678_9ABD), None);
    }

    #[test]
    fn a_torn_entry_reads_as_absent() {
        let table = Table::new(1 << 10);
        let key = 0x0ABC_DEF0_1234;
        table.store(key, 50, 3, 7, Bound::Exact);
        let i = table.bucket(key);
        // Another thread's data landed without its check word.
        let other = Entry {
            score: -50,
            mv: 9,
            depth: 9,
            bound: Bound::Lower,
        }
        .pack();
        table.words[2 * i + 1].store(other, Ordering::Relaxed);
        assert_eq!(table.probe(key), None);
    }

    #[test]
    fn the_deeper_entry_of_a_bucket_is_kept() {
        let table = Table::new(1 << 10);
        let a = 5u64;
        // A key of the same bucket as `a`.
        let b = (6..).find(|&k| table.bucket(k) == table.bucket(a)).unwrap();
        table.store(a, 1, 1, 10, Bound::Exact);
        table.store(b, 2, 2, 3, Bound::Exact);
        assert_eq!(table.probe(a).map(|e| e.depth), Some(10));
        assert_eq!(table.probe(b).map(|e| e.depth), Some(3));
    }
}
