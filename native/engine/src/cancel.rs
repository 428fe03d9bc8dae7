//! How a search learns that it must stop: a deadline and a flag another thread may raise.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A search's stop condition, cheap to poll from the inner loop.
#[derive(Clone, Debug)]
pub struct Stop {
    deadline: Option<Instant>,
    flag: Arc<AtomicBool>,
}

impl Stop {
    /// Stops after `budget` (none: only when the flag is raised).
    pub fn new(budget: Option<Duration>, flag: Arc<AtomicBool>) -> Self {
        Stop {
            deadline: budget.map(|b| Instant::now() + b),
            flag,
        }
    }

    /// A stop that never fires: for tests and fixed-budget searches.
    pub fn never() -> Self {
        Stop {
            deadline: None,
            flag: Arc::new(AtomicBool::new(false)),
        }
    }

    pub fn should_stop(&self) -> bool {
        self.flag.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Time left before the deadline (none when there is no deadline).
    pub fn remaining(&self) -> Option<Duration> {
        self.deadline
            .map(|d| d.saturating_duration_since(Instant::now()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_stops_a_search() {
        let flag = Arc::new(AtomicBool::new(false));
        let stop = Stop::new(None, flag.clone());
        assert!(!stop.should_stop());
        flag.store(true, Ordering::Relaxed);
        assert!(stop.should_stop());
    }

    #[test]
    fn a_spent_deadline_stops_a_search() {
        let stop = Stop::new(Some(Duration::ZERO), Arc::new(AtomicBool::new(false)));
        assert!(stop.should_stop());
        assert_eq!(stop.remaining(), Some(Duration::ZERO));
    }
}
