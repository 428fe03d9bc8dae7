//! What the threads searching one root share besides the table: the main search's MTD(f)
//! probe, which its helpers follow (`Probe`, `Following`), and the positions each thread is
//! searching (`Busy`), so that a node's moves are shared out between them (ABDADA).

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::sync::Arc;

/// The main search's MTD(f) probe, for its helpers to follow: the gamma of its null window
/// (`search(seat, gamma - 1, gamma)`), and whether it is done; and the nodes the helpers have
/// searched, which they add up here as they go, since nobody waits for them to end.
pub struct Probe {
    pub gamma: AtomicI32,
    pub finished: AtomicBool,
    pub helper_nodes: AtomicU64,
}

impl Probe {
    /// Before the main search's first probe.
    pub fn new() -> Self {
        Probe {
            gamma: AtomicI32::new(NO_PROBE_YET),
            finished: AtomicBool::new(false),
            helper_nodes: AtomicU64::new(0),
        }
    }
}

/// `Probe::gamma` before the main search's first probe.
pub const NO_PROBE_YET: i32 = i32::MIN;

/// A helper's probe: its gamma, and the main search's when it began.
pub(super) struct Following {
    probe: Arc<Probe>,
    /// The helper's nodes counted in `probe.helper_nodes` so far.
    counted: Cell<u64>,
    gamma: i32,
    seen: i32,
}

impl Following {
    pub(super) fn new(probe: &Arc<Probe>) -> Self {
        Following {
            probe: Arc::clone(probe),
            counted: Cell::new(0),
            gamma: 0,
            seen: 0,
        }
    }

    /// A probe at `gamma` begins while the main search probes at `seen`.
    pub(super) fn start(&mut self, gamma: i32, seen: i32) {
        (self.gamma, self.seen) = (gamma, seen);
    }

    /// Counts the helper's `nodes` so far in `Probe::helper_nodes`.
    pub(super) fn count(&self, nodes: u64) {
        let new = nodes.saturating_sub(self.counted.replace(nodes));
        self.probe.helper_nodes.fetch_add(new, Ordering::Relaxed);
    }

    /// The main search is done.
    pub(super) fn finished(&self) -> bool {
        self.probe.finished.load(Ordering::Relaxed)
    }

    /// The main search is done, or has moved on to a probe other than this one.
    pub(super) fn left_behind(&self) -> bool {
        let main = self.probe.gamma.load(Ordering::Relaxed);
        self.finished() || (main != self.gamma && main != self.seen)
    }
}

/// Threads tell each other which positions they are in only at nodes with at least this many
/// movable counters, whose searches are long enough to be worth sharing out.
pub(super) const SHARE_FROM: u32 = 16;

/// Moves a node puts off at most; the next ones are searched at once.
pub(super) const MAX_DEFERRED: usize = 8;

/// The positions the threads searching one root are in, by key: a small table of checks,
/// where a collision only costs a move searched twice or put off for nothing.
pub(super) struct Busy {
    cells: Vec<AtomicU64>,
}

const BUSY_BITS: u32 = 14;

impl Busy {
    pub(super) fn new() -> Self {
        Busy {
            cells: (0..1 << BUSY_BITS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn cell(key: u128) -> (usize, u64) {
        let x = (key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        ((x >> (64 - BUSY_BITS)) as usize, x | 1)
    }

    /// Another thread is searching the position of `key`.
    pub(super) fn holds(&self, key: u128) -> bool {
        let (i, check) = Busy::cell(key);
        self.cells[i].load(Ordering::Relaxed) == check
    }

    /// Marks the position of `key` as searched; the mark to `leave` it with.
    pub(super) fn enter(&self, key: u128) -> (usize, u64) {
        let (i, check) = Busy::cell(key);
        self.cells[i].store(check, Ordering::Relaxed);
        (i, check)
    }

    pub(super) fn leave(&self, (i, check): (usize, u64)) {
        let _ = self.cells[i].compare_exchange(check, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

impl Default for Probe {
    fn default() -> Self {
        Probe::new()
    }
}
