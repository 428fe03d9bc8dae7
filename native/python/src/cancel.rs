//! A flag Python raises (from any thread) to stop a search running without the GIL.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use ninetka_engine::cancel::Stop;
use pyo3::prelude::*;

#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct Canceller {
    flag: Arc<AtomicBool>,
}

#[pymethods]
impl Canceller {
    #[new]
    fn new() -> Self {
        Canceller {
            flag: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Asks every search holding this canceller to stop as soon as it can.
    fn cancel(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }

    #[getter]
    fn cancelled(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }
}

/// The stop condition of one search: `seconds` from now (none: no deadline) or the canceller.
#[allow(dead_code)] // the game bindings call it
pub fn stop_for(seconds: Option<f64>, canceller: Option<&Canceller>) -> Stop {
    let flag = canceller.map_or_else(|| Arc::new(AtomicBool::new(false)), |c| c.flag.clone());
    let budget = seconds.map(|s| Duration::from_secs_f64(s.clamp(0.0, 86_400.0)));
    Stop::new(budget, flag)
}
