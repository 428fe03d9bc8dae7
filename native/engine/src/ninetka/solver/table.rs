//! The solver's transposition table: a fixed array of two-entry buckets holding exact bounds.
//!
//! Every search runs to the end of the game, so a stored bound never goes stale; the only
//! question is which entry to keep. In each bucket the first entry keeps the position whose
//! search took the most work, the second always takes the newest.

/// Empty entries are all zero (so the table is allocated zeroed, lazily by the system); a used
/// one holds its key (a 126-bit hash, the seat to move in the low bits) in two words and, in
/// the third, `lo`, `hi`, the best move's slot and the work figure, one byte each from the
/// bottom. The work figure is about log2 of the nodes its search took, plus 1, so 0 marks an
/// empty entry.
type Entry = [u64; 3];

pub const NO_MOVE: u8 = u8::MAX;

/// What a probe finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    pub lo: i32,
    pub hi: i32,
    pub best: u8,
}

pub struct Table {
    entries: Memory,
    mask: usize,
}

/// The table's memory: zeroed, and on Linux mapped in huge pages when the system allows, as
/// probes land all over it and ordinary pages would cost a page walk each.
#[cfg(target_os = "linux")]
struct Memory {
    ptr: *mut Entry,
    len: usize,
}

#[cfg(target_os = "linux")]
mod sys {
    use std::ffi::c_void;
    extern "C" {
        pub fn mmap(
            addr: *mut c_void,
            len: usize,
            prot: i32,
            flags: i32,
            fd: i32,
            off: i64,
        ) -> *mut c_void;
        pub fn munmap(addr: *mut c_void, len: usize) -> i32;
        pub fn madvise(addr: *mut c_void, len: usize, advice: i32) -> i32;
    }
    pub const PROT_READ_WRITE: i32 = 0x1 | 0x2;
    pub const MAP_PRIVATE_ANONYMOUS: i32 = 0x02 | 0x20;
    pub const MADV_HUGEPAGE: i32 = 14;
}

#[cfg(target_os = "linux")]
impl Memory {
    fn zeroed(len: usize) -> Self {
        let bytes = len * std::mem::size_of::<Entry>();
        // SAFETY: a fresh private anonymous mapping (zero-filled by the system), checked for
        // failure; the advice is only a hint.
        let ptr = unsafe {
            let p = sys::mmap(
                std::ptr::null_mut(),
                bytes,
                sys::PROT_READ_WRITE,
                sys::MAP_PRIVATE_ANONYMOUS,
                -1,
                0,
            );
            assert!(p as isize != -1, "no memory for the solver's table");
            sys::madvise(p, bytes, sys::MADV_HUGEPAGE);
            p.cast::<Entry>()
        };
        Memory { ptr, len }
    }

    fn slice(&self) -> &[Entry] {
        // SAFETY: `ptr` maps `len` zero-initialised entries for the life of `self`.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }

    fn slice_mut(&mut self) -> &mut [Entry] {
        // SAFETY: as in `slice`, and `&mut self` makes the access exclusive.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

#[cfg(target_os = "linux")]
impl Drop for Memory {
    fn drop(&mut self) {
        // SAFETY: unmaps exactly the mapping made in `zeroed`.
        unsafe { sys::munmap(self.ptr.cast(), self.len * std::mem::size_of::<Entry>()) };
    }
}

#[cfg(not(target_os = "linux"))]
struct Memory(Vec<Entry>);

#[cfg(not(target_os = "linux"))]
impl Memory {
    fn zeroed(len: usize) -> Self {
        Memory(vec![[0u64; 3]; len])
    }

    fn slice(&self) -> &[Entry] {
        &self.0
    }

    fn slice_mut(&mut self) -> &mut [Entry] {
        &mut self.0
    }
}

fn index_hash(key: u128) -> u64 {
    let x = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let x = (x ^ (x >> 31)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// The work figure of a search that took `nodes` nodes.
pub fn work_of(nodes: u64) -> u8 {
    (64 - nodes.leading_zeros()) as u8 + 1
}

fn work(e: &Entry) -> u8 {
    (e[2] >> 24) as u8
}

fn holds(e: &Entry, lo64: u64, hi64: u64) -> bool {
    work(e) != 0 && e[0] == lo64 && e[1] == hi64
}

impl Table {
    /// A table of `2^bits` entries (24 bytes each).
    pub fn new(bits: u32) -> Self {
        let size = 1usize << bits.max(1);
        Table {
            entries: Memory::zeroed(size),
            mask: size - 2,
        }
    }

    fn bucket(&self, key: u128) -> usize {
        index_hash(key) as usize & self.mask
    }

    /// Asks the processor to start loading the bucket of `key`, for a probe soon after.
    pub fn prefetch(&self, key: u128) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let entry = &self.entries.slice()[self.bucket(key)];
            // SAFETY: prefetching is a hint; the address is that of a live entry.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(entry.as_ptr().cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u128) -> Option<Found> {
        let (lo64, hi64) = (key as u64, (key >> 64) as u64);
        let b = self.bucket(key);
        self.entries.slice()[b..b + 2]
            .iter()
            .find(|e| holds(e, lo64, hi64))
            .map(|e| Found {
                lo: (e[2] as u8 as i8).into(),
                hi: ((e[2] >> 8) as u8 as i8).into(),
                best: (e[2] >> 16) as u8,
            })
    }

    pub fn store(&mut self, key: u128, lo: i32, hi: i32, best: u8, work_figure: u8) {
        let (lo64, hi64) = (key as u64, (key >> 64) as u64);
        let b = self.bucket(key);
        let pair = &mut self.entries.slice_mut()[b..b + 2];
        let same = holds(&pair[0], lo64, hi64);
        // A re-search from stored bounds is cheaper than the first: keep the larger figure.
        let w = if same {
            work_figure.max(work(&pair[0]))
        } else {
            work_figure
        };
        // Values lie within -18..=18, so they fit a byte.
        let meta = u64::from(lo as i8 as u8)
            | u64::from(hi as i8 as u8) << 8
            | u64::from(best) << 16
            | u64::from(w) << 24;
        let entry = [lo64, hi64, meta];
        if same || w >= work(&pair[0]) {
            if !same && work(&pair[0]) != 0 {
                // The displaced entry still beats the newest-only one.
                pair[1] = pair[0];
            }
            pair[0] = entry;
        } else {
            pair[1] = entry;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_bounds_come_back_and_the_heavier_entry_stays() {
        let mut t = Table::new(4);
        assert_eq!(t.probe(12), None);
        t.store(12, -3, 5, 7, 9);
        assert_eq!(
            t.probe(12),
            Some(Found {
                lo: -3,
                hi: 5,
                best: 7
            })
        );
        t.store(12, 1, 1, 2, 3);
        assert_eq!(t.probe(12).map(|f| (f.lo, f.hi)), Some((1, 1)));
        // Many keys into 8 buckets: the heaviest survives.
        t.store(1 << 100, 2, 2, NO_MOVE, 60);
        for k in 0..200u128 {
            t.store(k * 4 + 1, 0, 0, NO_MOVE, 5);
        }
        assert!(t.probe(1 << 100).is_some());
    }
}
