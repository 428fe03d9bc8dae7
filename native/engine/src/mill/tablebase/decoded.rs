//! The memory a process gives blocked tables decompressed whole. A probe of a blocked table
//! that misses its cache decompresses a block (some microseconds, `blocked`); one of a table held
//! whole reads a byte. So a search's process holds whole the blocked tables it opens first, up
//! to an eighth of the machine's memory (at most 4 GiB; 1 GiB where the memory is not known),
//! and reads the others by block. The search and the analysis each run in a process of their own.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// The most bytes a process holds of blocked tables decompressed whole.
const MOST: u64 = 4 << 30;
/// Where the machine's memory is not known.
const UNKNOWN_MACHINE: u64 = 1 << 30;

/// Bytes given out of a limit, never more than the limit.
pub struct Budget {
    limit: u64,
    used: AtomicU64,
}

impl Budget {
    pub const fn new(limit: u64) -> Budget {
        Budget {
            limit,
            used: AtomicU64::new(0),
        }
    }

    /// Takes `bytes` from the budget if they fit; false (nothing taken) if not.
    pub fn reserve(&self, bytes: u64) -> bool {
        self.used
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |used| {
                used.checked_add(bytes).filter(|&after| after <= self.limit)
            })
            .is_ok()
    }

    /// Gives back `bytes` that `reserve` took.
    pub fn release(&self, bytes: u64) {
        let _ = self
            .used
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |used| {
                Some(used.saturating_sub(bytes))
            });
    }
}

/// This process's budget.
pub fn budget() -> &'static Budget {
    static BUDGET: OnceLock<Budget> = OnceLock::new();
    BUDGET.get_or_init(|| {
        let limit = machine_memory().map_or(UNKNOWN_MACHINE, |m| (m / 8).min(MOST));
        Budget::new(limit)
    })
}

/// The machine's memory in bytes, where the system says it (Linux: `/proc/meminfo`).
fn machine_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_gives_out_what_fits_and_nothing_more() {
        let budget = Budget::new(1000);
        assert!(budget.reserve(600));
        assert!(!budget.reserve(600));
        assert!(budget.reserve(400));
        assert!(!budget.reserve(1));
        budget.release(400);
        assert!(budget.reserve(400));
        assert!(!Budget::new(10).reserve(u64::MAX));
    }

    #[test]
    fn the_process_s_budget_is_an_eighth_of_the_machine_at_most_four_gib() {
        let limit = budget().limit;
        assert!(limit <= MOST && limit > 0);
        if let Some(memory) = machine_memory() {
            assert_eq!(limit, (memory / 8).min(MOST));
        }
    }
}
