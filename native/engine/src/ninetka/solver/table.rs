//! The solver's transposition table: a fixed array of buckets of four entries, one cache line
//! each (a probe costs one memory access), holding exact bounds.
//!
//! Every search runs to the end of the game, so a stored bound never goes stale; the only
//! question is which entry to keep. A new position takes an empty entry of its bucket, else
//! the one whose search took the least work.
//!
//! The searches of several threads share one table without locks: an entry is two atomic
//! words written one after the other, the first the key's check xor the second, so an entry
//! read half old and half new fails the check and reads as missing (lockless hashing).

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Empty entries are all zero (so the table is allocated zeroed, lazily by the system); a used
/// one holds, in the second word, `lo`, `hi`, the best move's slot and the work figure, one
/// byte each from the bottom, and in the first a 64-bit check of its key xor the second (the
/// bucket comes from another hash of the same key, so a false match is as likely as guessing
/// about 86 bits). The work figure is about log2 of the nodes its search took, plus 1, so 0
/// marks an empty entry.
type Entry = [AtomicU64; 2];

/// Entries per bucket: 4 x 16 bytes fill a 64-byte cache line.
const WAYS: usize = 4;

#[repr(C, align(64))]
struct Bucket([Entry; WAYS]);

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
    ptr: *mut Bucket,
    len: usize,
}

// SAFETY: the mapping belongs to the table alone and is only reached through atomics.
#[cfg(target_os = "linux")]
unsafe impl Send for Memory {}
#[cfg(target_os = "linux")]
unsafe impl Sync for Memory {}

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
    pub const MADV_POPULATE_WRITE: i32 = 23;
}

/// The smallest page size of the systems we build for, in bytes.
#[cfg(target_os = "linux")]
const PAGE: usize = 4096;

#[cfg(target_os = "linux")]
impl Memory {
    fn zeroed(len: usize) -> Self {
        let bytes = len * std::mem::size_of::<Bucket>();
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
            p.cast::<Bucket>()
        };
        Memory { ptr, len }
    }

    /// Backs every page now: in one call from Linux 5.14, before it by a write to each page.
    fn prefault(&self) {
        let bytes = self.len * std::mem::size_of::<Bucket>();
        // SAFETY: advice on exactly the mapping made in `zeroed`; a refusal changes nothing.
        let refused = unsafe { sys::madvise(self.ptr.cast(), bytes, sys::MADV_POPULATE_WRITE) };
        if refused != 0 {
            self.touch_every_page();
        }
    }

    /// A write to every page that changes nothing: an atomic `or` with zero.
    fn touch_every_page(&self) {
        let words = self
            .slice()
            .iter()
            .flat_map(|bucket| bucket.0.iter().flatten());
        for word in words.step_by(PAGE / std::mem::size_of::<AtomicU64>()) {
            word.fetch_or(0, Relaxed);
        }
    }

    fn slice(&self) -> &[Bucket] {
        // SAFETY: `ptr` maps `len` zero-initialised buckets for the life of `self` (page
        // aligned, so aligned for a bucket; zero bytes are a valid `AtomicU64`).
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
}

#[cfg(target_os = "linux")]
impl Drop for Memory {
    fn drop(&mut self) {
        // SAFETY: unmaps exactly the mapping made in `zeroed`.
        unsafe { sys::munmap(self.ptr.cast(), self.len * std::mem::size_of::<Bucket>()) };
    }
}

#[cfg(not(target_os = "linux"))]
struct Memory(Vec<Bucket>);

#[cfg(not(target_os = "linux"))]
impl Memory {
    fn zeroed(len: usize) -> Self {
        Memory((0..len).map(|_| Bucket(Default::default())).collect())
    }

    /// Written through when made: every page is already there.
    fn prefault(&self) {}

    fn slice(&self) -> &[Bucket] {
        &self.0
    }
}

fn index_hash(key: u128) -> u64 {
    let x = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let x = (x ^ (x >> 31)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// The check word of `key`: the bucket's hash mixes both halves from the bottom, this one
/// from the top, and it never is 0 for a key whose halves differ.
fn check_of(key: u128) -> u64 {
    ((key >> 64) as u64)
        ^ (key as u64)
            .rotate_left(29)
            .wrapping_mul(0xD6E8_FEB8_6659_FD93)
}

/// The work figure of a search that took `nodes` nodes.
pub fn work_of(nodes: u64) -> u8 {
    (64 - nodes.leading_zeros()) as u8 + 1
}

fn work(meta: u64) -> u8 {
    (meta >> 24) as u8
}

/// An entry's check and meta words as they stand (the check undone from its xor).
fn read(e: &Entry) -> (u64, u64) {
    let meta = e[1].load(Relaxed);
    (e[0].load(Relaxed) ^ meta, meta)
}

impl Table {
    /// A table of `2^bits` entries (16 bytes each), at least one bucket.
    pub fn new(bits: u32) -> Self {
        let buckets = 1usize << bits.saturating_sub(2);
        Table {
            entries: Memory::zeroed(buckets),
            mask: buckets - 1,
        }
    }

    /// Backs the whole table with memory now, on the calling thread. A search about to start
    /// helper threads calls it: otherwise a helper that gives way (`spare_core`) would take the
    /// table's first touches, whose huge pages the system clears under the process's
    /// memory-map lock, and on a crowded machine it may wait long for its turn while it holds
    /// that lock, and every thread that maps memory with it. Measured beside four busy
    /// processes on two cores: Expert's solver overran its time by up to 0.88 s, creating the
    /// next table alone took up to 0.66 s; prefaulted, at most 9 ms over 1,072 moves.
    pub fn prefault(&self) {
        self.entries.prefault();
    }

    fn bucket(&self, key: u128) -> usize {
        index_hash(key) as usize & self.mask
    }

    /// Asks the processor to start loading the bucket of `key`, for a probe soon after.
    pub fn prefetch(&self, key: u128) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let bucket = &self.entries.slice()[self.bucket(key)];
            // SAFETY: prefetching is a hint; the address is that of a live bucket.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.0.as_ptr().cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u128) -> Option<Found> {
        let check = check_of(key);
        let bucket = &self.entries.slice()[self.bucket(key)];
        bucket
            .0
            .iter()
            .map(read)
            .find(|&(c, meta)| c == check && work(meta) != 0)
            .map(|(_, meta)| Found {
                lo: (meta as u8 as i8).into(),
                hi: ((meta >> 8) as u8 as i8).into(),
                best: (meta >> 16) as u8,
            })
    }

    pub fn store(&self, key: u128, lo: i32, hi: i32, best: u8, work_figure: u8) {
        let check = check_of(key);
        let bucket = &self.entries.slice()[self.bucket(key)].0;
        // The same position's entry, else an empty one, else the lightest.
        let words: [(u64, u64); WAYS] = std::array::from_fn(|k| read(&bucket[k]));
        let mut way = 0;
        for (k, &(c, meta)) in words.iter().enumerate() {
            if c == check && work(meta) != 0 {
                way = k;
                break;
            }
            if work(meta) < work(words[way].1) {
                way = k;
            }
        }
        let (c, meta) = words[way];
        // A re-search from stored bounds is cheaper than the first: keep the larger figure.
        let w = if c == check {
            work_figure.max(work(meta))
        } else {
            work_figure
        };
        // Values lie within -18..=18, so they fit a byte.
        let meta = u64::from(lo as i8 as u8)
            | u64::from(hi as i8 as u8) << 8
            | u64::from(best) << 16
            | u64::from(w) << 24;
        let e = &bucket[way];
        e[0].store(check ^ meta, Relaxed);
        e[1].store(meta, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_os = "linux")]
    #[test]
    fn prefaulting_changes_nothing_stored() {
        let t = Table::new(16);
        t.store(12, -3, 5, 7, 9);
        t.prefault();
        t.entries.touch_every_page();
        assert_eq!(t.probe(12).map(|f| (f.lo, f.hi)), Some((-3, 5)));
        assert_eq!(t.probe(13), None);
    }

    #[test]
    fn stored_bounds_come_back_and_the_heavier_entry_stays() {
        let t = Table::new(4);
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
        // Many keys into 4 buckets: the heaviest survives.
        t.store(1 << 100, 2, 2, NO_MOVE, 60);
        for k in 0..200u128 {
            t.store(k * 4 + 1, 0, 0, NO_MOVE, 5);
        }
        assert!(t.probe(1 << 100).is_some());
    }
}
