//! Helper threads for a Morris search (a "lazy" parallel search): on a spare core each one
//! searches the same root through the lead's transposition table, deepening on its own, and
//! the lead's iterations find what it stored there. Nothing else of a helper's is read, so the
//! lead's answer is always its own search's, only sooner deep.
//!
//! The lead never waits for a helper: a helper gives way to every other thread
//! (`spare_core`), is not joined, and ends at its next poll of a flag the lead raises when its
//! search is done; the table they share is freed by a lead (`lead_frees`), never by a helper.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::node::Node;
use super::search::{Searcher, INF};
use super::table::Table;
use crate::cancel::Stop;
use crate::{lead_frees, spare_core};

/// The helpers of one search; dropping it tells them to stop.
pub struct Helpers {
    done: Arc<AtomicBool>,
    table: Arc<Table>,
}

impl Helpers {
    /// Starts `count` helpers on `root`, searching to `max_depth` at most with `lead`'s rules,
    /// weights, endgame tables, game history and transposition table. Everything they own is
    /// made here, on the lead's thread.
    pub fn start(count: u32, lead: &Searcher, root: &Node, max_depth: u32) -> Helpers {
        let done = Arc::new(AtomicBool::new(false));
        for i in 0..count {
            let stop = Stop::new(None, Arc::clone(&done));
            let table = Arc::clone(lead.table());
            let mut helper =
                Searcher::sharing(lead.rules, lead.game().clone(), stop, u64::MAX, table);
            helper.weights = lead.weights;
            helper.tables = lead.tables.clone();
            helper.push_root(root.key());
            let root = *root;
            // Odd helpers start a ply deeper, so that two of them rarely search alike.
            let first_depth = 2 + (i % 2) as i32;
            let _unjoined = std::thread::Builder::new()
                .name("morris helper".into())
                .spawn(move || {
                    if spare_core::give_way() {
                        for depth in first_depth..=max_depth.max(1) as i32 {
                            helper.negamax(&root, depth, 0, -INF, INF);
                            if helper.stopped {
                                break;
                            }
                        }
                    }
                });
        }
        Helpers {
            done,
            table: Arc::clone(lead.table()),
        }
    }
}

impl Drop for Helpers {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        lead_frees::after_helpers(&self.table);
    }
}
