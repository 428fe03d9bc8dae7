//! Helper threads for a Morris search (a "lazy" parallel search): on a spare core each one
//! searches the same root through the lead's transposition table, deepening on its own. The
//! lead's iterations take what the helpers stored there as they take their own entries (a
//! cutoff, a score, a move to try first), so the lead's answer rests on deeper searches at the
//! same node budget; nothing else of a helper's is read.
//!
//! The lead never waits for a helper: a helper gives way to every other thread
//! (`spare_core`), is not joined, ends at its next poll of a flag the lead raises when its
//! search is done, probes only endgame tables already loaded, and frees nothing: what it
//! shares or was given (the table, its own search's state) is freed by a lead (`lead_frees`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use super::node::Node;
use super::search::{Searcher, INF};
use super::table::Table;
use super::tablebase::probe::Tablebases;
use crate::cancel::Stop;
use crate::{lead_frees, spare_core};

/// More helpers than this would only crowd the machine.
pub const MAX_HELPERS: u32 = 8;

/// The helpers of one search; dropping it tells them to stop.
pub struct Helpers {
    done: Arc<AtomicBool>,
    table: Arc<Table>,
    tables: Option<Arc<Tablebases>>,
    searches: Vec<Arc<Mutex<Searcher>>>,
}

impl Helpers {
    /// Starts `count` helpers (at most `MAX_HELPERS`) on `root`, searching to `max_depth` at
    /// most with `lead`'s rules, weights, endgame tables, game history and transposition
    /// table. Everything they own is made here, on the lead's thread.
    pub fn start(count: u32, lead: &Searcher, root: &Node, max_depth: u32) -> Helpers {
        let done = Arc::new(AtomicBool::new(false));
        let mut searches = Vec::new();
        for i in 0..count.min(MAX_HELPERS) {
            // Odd helpers start a ply deeper, so that two of them rarely search alike.
            let first_depth = 2 + i % 2;
            if first_depth > max_depth {
                break;
            }
            let stop = Stop::new(None, Arc::clone(&done));
            let table = Arc::clone(lead.table());
            let mut helper = Searcher::sharing(
                lead.rules.clone(),
                lead.game().clone(),
                stop,
                u64::MAX,
                table,
            );
            helper.weights = lead.weights;
            helper.contempt = lead.contempt;
            helper.root_side = root.side;
            helper.tables = lead.tables.clone();
            helper.load_tables = false;
            helper.history_keys = lead.history_keys;
            let search = Arc::new(Mutex::new(helper));
            let mine = Arc::clone(&search);
            let root = *root;
            let _unjoined = std::thread::Builder::new()
                .name("morris helper".into())
                .spawn(move || {
                    if !spare_core::give_way() {
                        return;
                    }
                    // Only this thread ever locks it: the lead keeps its reference to free.
                    let mut helper = mine.lock().unwrap_or_else(PoisonError::into_inner);
                    for depth in first_depth..=max_depth {
                        helper.negamax(&root, depth as i32, 0, -INF, INF);
                        if helper.stopped {
                            break;
                        }
                    }
                });
            searches.push(search);
        }
        Helpers {
            done,
            table: Arc::clone(lead.table()),
            tables: lead.tables.clone(),
            searches,
        }
    }
}

impl Drop for Helpers {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        lead_frees::after_helpers(&self.table);
        if let Some(tables) = &self.tables {
            lead_frees::after_helpers(tables);
        }
        for search in &self.searches {
            lead_frees::after_helpers(search);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::super::presets;
    use super::*;

    #[test]
    fn a_helper_fills_the_lead_s_table_and_stops_when_told() {
        if !spare_core::available() {
            return;
        }
        let root = Node::start(9);
        let game = Arc::default();
        let mut lead = Searcher::new(presets::nine(), game, Stop::never(), 1, 1 << 16);
        lead.push_root(&root);
        let helpers = Helpers::start(1, &lead, &root, 60);
        // The lead searches nothing: an entry of the root's at depth 2 or more is a helper's.
        let deadline = Instant::now() + Duration::from_secs(20);
        let deep = || lead.table().probe(root.key()).is_some_and(|e| e.depth >= 2);
        while !deep() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(deep(), "no helper's entry at the root");
        let search = Arc::clone(&helpers.searches[0]);
        drop(helpers);
        // Told to stop, it lets go of its search: the lock comes free.
        let deadline = Instant::now() + Duration::from_secs(20);
        while search.try_lock().is_err() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        let stopped = search.try_lock().map(|s| s.stopped);
        assert_eq!(stopped.ok(), Some(true));
        lead_frees::sweep();
    }
}
