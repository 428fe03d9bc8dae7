//! The bindings of the Morris endgame tables: where to read them, a build running in the
//! background with its progress, the invariant check, and a probe.

use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use ninetka_engine::morris::tablebase::build::{build_up_to, pairs_up_to, Progress, TableRules};
use ninetka_engine::morris::tablebase::file::{check_file, read_header};
use ninetka_engine::morris::tablebase::probe::Tablebases;
use ninetka_engine::morris::tablebase::registry;
use ninetka_engine::morris::tablebase::value::{Outcome, MAX_DISTANCE};
use ninetka_engine::morris::tablebase::verify::check_table;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::morris::MorrisPosition;

/// Tables are read from these folders, the first holding a table whole winning.
#[pyfunction]
fn morris_tablebase_dirs(dirs: Vec<PathBuf>) {
    registry::set_dirs(dirs);
}

/// The tables' word on `position` (every man placed, its material held by a table, its rules'
/// tables present): `("win" | "draw" | "loss", plies to the next removal or the end)`, the
/// count of plies without a removal taken into account; None when no table holds it.
#[pyfunction]
fn morris_tablebase_probe(position: &MorrisPosition) -> Option<(&'static str, u32)> {
    let p = position.inner();
    if p.hand() != [0, 0] {
        return None;
    }
    let rules = p.rules();
    let tables = registry::for_rules(TableRules {
        flying: rules.flying,
        limit: rules.no_removal_limit,
    })?;
    let s = p.side_to_move();
    let b = p.boards();
    Some(match tables.probe(b[s], b[1 - s], p.quiet())? {
        Outcome::Win(d) => ("win", d),
        Outcome::Draw => ("draw", 0),
        Outcome::Loss(d) => ("loss", d),
    })
}

#[derive(Default)]
struct BuildState {
    pair: Option<(u32, u32)>,
    pairs_done: usize,
    finished: bool,
    error: Option<String>,
}

/// A build of every table up to `k` men a side, on a thread of its own.
#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct MorrisTablebaseBuild {
    progress: Arc<Progress>,
    state: Arc<Mutex<BuildState>>,
    pairs_total: usize,
}

#[pymethods]
impl MorrisTablebaseBuild {
    /// Starts building into `dir` (tables already there or in the `also` folders whole are
    /// kept: a build resumes, and an installer's tables are not built again).
    #[new]
    #[pyo3(signature = (dir, k, flying, limit, threads=2, also=Vec::new()))]
    fn new(
        dir: PathBuf,
        k: u32,
        flying: bool,
        limit: u32,
        threads: usize,
        also: Vec<PathBuf>,
    ) -> PyResult<Self> {
        if !(3..=7).contains(&k) {
            return Err(PyValueError::new_err("K must be from 3 to 7"));
        }
        if limit > MAX_DISTANCE - 1 {
            // Distances are stored up to 127: a larger count could not tell a win from a draw.
            return Err(PyValueError::new_err(format!(
                "the limit must be 0 (off) or at most {}",
                MAX_DISTANCE - 1
            )));
        }
        let progress = Arc::new(Progress::default());
        let state = Arc::new(Mutex::new(BuildState::default()));
        let (p, st) = (progress.clone(), state.clone());
        std::thread::spawn(move || {
            let rules = TableRules { flying, limit };
            let mut report = |a: u32, b: u32, done: bool| {
                let mut s = st.lock().unwrap_or_else(|e| e.into_inner());
                s.pair = Some((a, b));
                if done {
                    s.pairs_done += 1;
                }
            };
            let threads = threads.clamp(1, 64);
            // A panic must still end the build, with a reason, or its pollers would wait forever.
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                build_up_to(k, rules, &dir, &also, &p, threads, &mut report)
            }));
            let mut s = st.lock().unwrap_or_else(|e| e.into_inner());
            s.finished = true;
            s.error = match result {
                Ok(Ok(_)) => None,
                Ok(Err(e)) => Some(e.to_string()),
                Err(_) => Some("an internal error stopped the build".into()),
            };
        });
        Ok(MorrisTablebaseBuild {
            progress,
            state,
            pairs_total: pairs_up_to(k).len(),
        })
    }

    /// `(pair being built or None, pairs done, pairs in all, positions looked at, positions
    /// settled, positions of the pair, distance, finished, error or None)`.
    #[allow(clippy::type_complexity)]
    fn poll(
        &self,
    ) -> (
        Option<(u32, u32)>,
        usize,
        usize,
        u64,
        u64,
        u64,
        u64,
        bool,
        Option<String>,
    ) {
        let s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let p = &self.progress;
        (
            s.pair,
            s.pairs_done,
            self.pairs_total,
            p.scanned.load(Ordering::Relaxed),
            p.settled.load(Ordering::Relaxed),
            p.total.load(Ordering::Relaxed),
            p.distance.load(Ordering::Relaxed),
            s.finished,
            s.error.clone(),
        )
    }
}

/// Checks every `step`-th position of table `(a, b)`, read from the first of `dirs` holding it,
/// against its moves (without the GIL); returns how many were checked, or raises ValueError
/// naming the first contradiction.
#[pyfunction]
#[pyo3(signature = (dirs, flying, limit, a, b, step=1))]
fn morris_tablebase_verify(
    py: Python<'_>,
    dirs: Vec<PathBuf>,
    flying: bool,
    limit: u32,
    a: u32,
    b: u32,
    step: u64,
) -> PyResult<u64> {
    let tables = Tablebases::new(TableRules { flying, limit }, dirs);
    let result = py.detach(|| check_table(&tables, a, b, step));
    let problems = tables.problems();
    if !problems.is_empty() {
        return Err(PyValueError::new_err(problems.join("; ")));
    }
    result.map_err(PyValueError::new_err)
}

/// Whether the file at `path` is table `(a, b)` of the rules whole (header, size and
/// checksum), without the GIL: None, or the reason it is not.
#[pyfunction]
fn morris_tablebase_check(
    py: Python<'_>,
    path: PathBuf,
    a: u32,
    b: u32,
    flying: bool,
    limit: u32,
) -> Option<String> {
    py.detach(|| check_file(&path, a, b, TableRules { flying, limit }).err())
}

/// What the header of a table file says: `(a, b, flying, limit, positions, build seconds)`;
/// ValueError when it is no table file.
#[pyfunction]
fn morris_tablebase_header(path: PathBuf) -> PyResult<(u32, u32, bool, u32, u64, f64)> {
    let (_, h) = read_header(&path).map_err(PyValueError::new_err)?;
    Ok((
        h.a,
        h.b,
        h.rules.flying,
        h.rules.limit,
        h.count,
        h.millis as f64 / 1000.0,
    ))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<MorrisTablebaseBuild>()?;
    m.add_function(wrap_pyfunction!(morris_tablebase_dirs, m)?)?;
    m.add_function(wrap_pyfunction!(morris_tablebase_probe, m)?)?;
    m.add_function(wrap_pyfunction!(morris_tablebase_verify, m)?)?;
    m.add_function(wrap_pyfunction!(morris_tablebase_header, m)?)?;
    m.add_function(wrap_pyfunction!(morris_tablebase_check, m)?)?;
    Ok(())
}
