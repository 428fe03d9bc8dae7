//! Memory a search shares with its helper threads is freed by the thread that leads the search,
//! never by a helper. Freeing a big block returns it to the system, which takes the process's
//! memory-map lock; a helper that gives way (`spare_core`) may wait long for its turn on a
//! crowded machine, and if it waits holding that lock, every thread that maps or unmaps memory
//! waits with it. Measured beside four busy processes on two cores: creating the solver's table
//! took up to 660 ms while an earlier search's helper freed its own.
//!
//! So a lead that leaves while a helper still holds what they share hands its own reference to
//! `after_helpers`, and a later `sweep` (at the start of every search) frees what only this list
//! still holds. Helpers never touch the list, so a lead never waits for one here.

use std::any::Any;
use std::sync::{Arc, Mutex, PoisonError};

type Shared = Arc<dyn Any + Send + Sync>;

/// Blocks a lead left while helpers still held them.
struct Kept(Mutex<Vec<Shared>>);

static KEPT: Kept = Kept(Mutex::new(Vec::new()));

impl Kept {
    fn after_helpers<T: Any + Send + Sync>(&self, shared: &Arc<T>) {
        if Arc::strong_count(shared) > 1 {
            let kept: Shared = Arc::clone(shared) as Shared;
            self.0
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(kept);
        }
    }

    fn sweep(&self) {
        let freed: Vec<Shared> = {
            let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
            let (freed, still) = kept
                .drain(..)
                .partition(|shared| Arc::strong_count(shared) == 1);
            *kept = still;
            freed
        };
        // Freed here, outside the lock: another lead need not wait for it.
        drop(freed);
    }
}

/// Called by a lead done with `shared`: kept for a later `sweep` while another thread holds it
/// too, else left for the caller's own reference to free.
pub fn after_helpers<T: Any + Send + Sync>(shared: &Arc<T>) {
    KEPT.after_helpers(shared);
}

/// Frees, on the calling thread, what only the list still holds: the helpers let go of it.
pub fn sweep() {
    KEPT.sweep();
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    static DROPS: AtomicUsize = AtomicUsize::new(0);

    struct Counted;
    impl Drop for Counted {
        fn drop(&mut self) {
            DROPS.fetch_add(1, Ordering::SeqCst);
            assert_eq!(
                std::thread::current().name(),
                Some("lead"),
                "freed off the lead's thread"
            );
        }
    }

    #[test]
    fn what_a_helper_still_holds_is_freed_by_a_later_sweep_on_the_lead() {
        let lead = std::thread::Builder::new().name("lead".into());
        lead.spawn(|| {
            let kept = Kept(Mutex::new(Vec::new()));
            let alone = Arc::new(Counted);
            kept.after_helpers(&alone);
            drop(alone);
            assert_eq!(
                DROPS.load(Ordering::SeqCst),
                1,
                "held by nobody else: freed at once"
            );

            let shared = Arc::new(Counted);
            let (release, released) = std::sync::mpsc::channel::<()>();
            let helper_copy = Arc::clone(&shared);
            let helper = std::thread::spawn(move || {
                let _ = released.recv();
                drop(helper_copy);
            });
            kept.after_helpers(&shared);
            drop(shared);
            kept.sweep();
            assert_eq!(DROPS.load(Ordering::SeqCst), 1, "the helper still holds it");
            release.send(()).unwrap();
            helper.join().unwrap();
            assert_eq!(
                DROPS.load(Ordering::SeqCst),
                1,
                "the helper did not free it"
            );
            kept.sweep();
            assert_eq!(DROPS.load(Ordering::SeqCst), 2);
        })
        .unwrap()
        .join()
        .unwrap();
    }
}
