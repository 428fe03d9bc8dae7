//! The bindings of the Morris endgame tables, for every game of the family: where to read them,
//! a build running in the background with its progress, the invariant check, a file's check and
//! header, the files a game's set holds, and a probe.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use ninetka_engine::cancel::Stop;
use ninetka_engine::mill::node::Node;
use ninetka_engine::mill::tablebase::build::{
    build_up_to, pairs_up_to, Control, Progress, TableRules, CHECKPOINT_EVERY,
};
use ninetka_engine::mill::tablebase::file::{check_file, file_name, read_header, write, Part};
use ninetka_engine::mill::tablebase::index::Layout;
use ninetka_engine::mill::tablebase::opening::{build_opening, OpeningIndex};
use ninetka_engine::mill::tablebase::probe::Tablebases;
use ninetka_engine::mill::tablebase::proof::{PlacingProof, Unproved};
use ninetka_engine::mill::tablebase::registry;
use ninetka_engine::mill::tablebase::value::{Outcome, MAX_DISTANCE};
use ninetka_engine::mill::tablebase::verify::{check_opening, check_table};
use ninetka_engine::mill::Rules;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::morris::{code_tuple, MorrisPosition, MorrisRules, MoveTuple};

/// Tables are read from these folders, the first holding a table whole winning.
#[pyfunction]
fn morris_tablebase_dirs(dirs: Vec<PathBuf>) {
    registry::set_dirs(dirs);
}

/// The tables' word on `position` (every man placed and its material held by a table, or a
/// placing position of a solved opening; its rules' tables present): `("win" | "draw" |
/// "loss", plies to the next removal, placement or end)`, the count of plies without a
/// removal taken into account; None when no table holds it.
#[pyfunction]
fn morris_tablebase_probe(position: &MorrisPosition) -> Option<(&'static str, u32)> {
    let p = position.inner();
    let tables = registry::for_game(p.rules())?;
    Some(match tables.probe_waiting(&Node::of(p))? {
        Outcome::Win(d) => ("win", d),
        Outcome::Draw => ("draw", 0),
        Outcome::Loss(d) => ("loss", d),
    })
}

/// What a proof of a placing position (`PlacingProof`) with at most `budget` positions found:
/// `("proved" | "budget" | "no-table" | "stopped", positions solved, every move with its
/// result for the side to move: "win" | "draw" | "loss")`, the moves only when proved. The
/// GIL is let go meanwhile.
#[pyfunction]
fn morris_placing_proof(
    py: Python<'_>,
    position: &MorrisPosition,
    budget: u64,
) -> (&'static str, u64, Vec<(MoveTuple, &'static str)>) {
    let p = position.inner();
    let node = Node::of(p);
    let rules = p.rules().clone();
    py.detach(move || {
        let Some(tables) = registry::for_game(&rules) else {
            return ("no-table", 0, Vec::new());
        };
        let never = Stop::never();
        let mut proof = PlacingProof::new(&rules, &tables, budget, &never).waiting();
        match proof.moves(&node) {
            Ok(moves) => {
                let words = moves
                    .into_iter()
                    .map(|(c, o)| {
                        let word = match o {
                            Outcome::Win(_) => "win",
                            Outcome::Draw => "draw",
                            Outcome::Loss(_) => "loss",
                        };
                        (code_tuple(c), word)
                    })
                    .collect();
                ("proved", proof.positions, words)
            }
            Err(why) => {
                let word = match why {
                    Unproved::Budget => "budget",
                    Unproved::NoTable => "no-table",
                    Unproved::Stopped => "stopped",
                };
                (word, proof.positions, Vec::new())
            }
        }
    })
}

/// The parts of a game's set up to `k` men a side: every material pair that fits its board
/// and its men, then (`opening`) the solution of its placing phase.
fn parts_of(rules: &Rules, k: u32, opening: bool) -> Vec<Part> {
    let table_rules = TableRules::of(rules);
    let mut parts = Vec::new();
    for (a, b) in pairs_up_to(k.min(rules.men), &table_rules) {
        parts.push(Part::Pair(a, b));
        if a != b {
            parts.push(Part::Pair(b, a));
        }
    }
    if opening {
        parts.push(Part::Opening {
            men: rules.men,
            forbidden_first: rules.forbidden_first,
        });
    }
    parts
}

/// The table files of a game's set up to `k` men a side (and, with `opening`, its placing
/// phase's solution): `(file name, a, b)`, with `a` and `b` 0 for the opening.
#[pyfunction]
#[pyo3(signature = (rules, k, opening=false))]
fn morris_table_files(rules: &MorrisRules, k: u32, opening: bool) -> Vec<(String, u32, u32)> {
    let table_rules = TableRules::of(rules.inner());
    parts_of(rules.inner(), k, opening)
        .into_iter()
        .map(|part| {
            let (a, b) = match part {
                Part::Pair(a, b) => (a, b),
                Part::Opening { .. } => (0, 0),
            };
            (file_name(part, &table_rules), a, b)
        })
        .collect()
}

/// The positions of table `(a, b)` of a game (`a` men to move against `b`, every man placed),
/// counted as the tables count them: the side to move's men up to the board's symmetries.
#[pyfunction]
fn morris_table_positions(rules: &MorrisRules, a: u32, b: u32) -> PyResult<u64> {
    let table_rules = TableRules::of(rules.inner());
    let most = table_rules.max_men().min(rules.inner().men);
    let board = &table_rules.board;
    if !(3..=most).contains(&a) || !(3..=most).contains(&b) || (a + b) as usize > board.points {
        return Err(PyValueError::new_err(format!(
            "no table of {a} men against {b} in this game"
        )));
    }
    Ok(Layout::new(a, b, board).len())
}

#[derive(Default)]
struct BuildState {
    pair: Option<(u32, u32)>,
    pairs_done: usize,
    finished: bool,
    /// It finished because it was stopped (its work saved for the next build).
    stopped: bool,
    error: Option<String>,
}

/// A build of a game's tables up to `k` men a side (and its opening's solution), on a thread
/// of its own.
#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct MorrisTablebaseBuild {
    progress: Arc<Progress>,
    stop: Arc<AtomicBool>,
    state: Arc<Mutex<BuildState>>,
    pairs_total: usize,
}

/// Builds the tables, then the opening's solution where asked, into `dir`; Ok(false) when
/// `control`'s stop fired first.
#[allow(clippy::too_many_arguments)]
fn build_all(
    rules: &Rules,
    k: u32,
    opening: bool,
    dir: &Path,
    also: &[PathBuf],
    progress: &Progress,
    control: &Control,
    report: &mut dyn FnMut(u32, u32, bool),
) -> std::io::Result<bool> {
    let table_rules = TableRules::of(rules);
    let k = k.min(rules.men);
    let Some(tables) = build_up_to(k, &table_rules, dir, also, progress, control, report)? else {
        return Ok(false);
    };
    if !opening {
        return Ok(true);
    }
    let index = OpeningIndex::new(&table_rules, rules.men, rules.forbidden_first);
    let part = index.part();
    let name = file_name(part, &table_rules);
    let whole = |d: &PathBuf| check_file(&d.join(&name), part, &table_rules, index.len()).is_ok();
    report(0, 0, false);
    if !std::iter::once(&dir.to_path_buf()).chain(also).any(whole) {
        let solved = build_opening(&tables, index, progress, control.threads);
        let millis = (solved.values.build_seconds * 1000.0) as u64;
        write(
            dir,
            part,
            &table_rules,
            millis,
            &solved.values.all(solved.index.len()),
        )?;
    }
    report(0, 0, true);
    Ok(true)
}

#[pymethods]
impl MorrisTablebaseBuild {
    /// Starts building the tables of `rules` up to `k` men a side into `dir` (tables already
    /// there or in the `also` folders whole are kept: a build resumes, and an installer's
    /// tables are not built again), then, with `opening`, the solution of the placing phase
    /// (for a game whose men a side are at most `k`). A stopped build saves the work on its
    /// pair, which the next build of the set resumes. With `low_priority` its threads give way
    /// to every other thread of the machine (Linux; elsewhere they run as they are).
    #[new]
    #[pyo3(signature = (dir, rules, k, threads=2, also=Vec::new(), opening=false, low_priority=false))]
    fn new(
        dir: PathBuf,
        rules: &MorrisRules,
        k: u32,
        threads: usize,
        also: Vec<PathBuf>,
        opening: bool,
        low_priority: bool,
    ) -> PyResult<Self> {
        let rules = rules.inner().clone();
        if !(3..=9).contains(&k) {
            return Err(PyValueError::new_err("K must be from 3 to 9"));
        }
        if rules.no_removal_limit > MAX_DISTANCE - 1 {
            // Distances are stored up to 127: a larger count could not tell a win from a draw.
            return Err(PyValueError::new_err(format!(
                "the limit must be 0 (off) or at most {}",
                MAX_DISTANCE - 1
            )));
        }
        if opening && (rules.place_or_move || k < rules.men) {
            return Err(PyValueError::new_err(
                "an opening is solved over every table of its game's men",
            ));
        }
        let progress = Arc::new(Progress::default());
        let state = Arc::new(Mutex::new(BuildState::default()));
        let stop = Arc::new(AtomicBool::new(false));
        let (p, st, flag) = (progress.clone(), state.clone(), stop.clone());
        let pairs_total = parts_of(&rules, k, false).len() + usize::from(opening);
        std::thread::spawn(move || {
            let mut report = |a: u32, b: u32, done: bool| {
                let mut s = st.lock().unwrap_or_else(|e| e.into_inner());
                s.pair = Some((a, b));
                if done {
                    s.pairs_done += if a == b { 1 } else { 2 };
                }
            };
            let threads = threads.clamp(1, 64);
            // A panic must still end the build, with a reason, or its pollers would wait forever.
            let control = Control {
                threads,
                stop: &Stop::new(None, flag),
                checkpoint_every: CHECKPOINT_EVERY,
                low_priority,
            };
            if low_priority {
                // The retrograde passes run on this thread; where the system cannot lower a
                // thread's priority the build runs as it is.
                let _ = ninetka_engine::spare_core::give_way();
            }
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                build_all(&rules, k, opening, &dir, &also, &p, &control, &mut report)
            }));
            let mut s = st.lock().unwrap_or_else(|e| e.into_inner());
            s.finished = true;
            s.stopped = matches!(result, Ok(Ok(false)));
            s.error = match result {
                Ok(Ok(_)) => None,
                Ok(Err(e)) => Some(e.to_string()),
                Err(_) => Some("an internal error stopped the build".into()),
            };
        });
        Ok(MorrisTablebaseBuild {
            progress,
            stop,
            state,
            pairs_total,
        })
    }

    /// Asks the build to stop: it saves the pair's work (the next build of the set resumes it)
    /// and finishes soon after, `stopped()` then true.
    fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// The build finished because it was stopped.
    fn stopped(&self) -> bool {
        self.state.lock().unwrap_or_else(|e| e.into_inner()).stopped
    }

    /// `(pair being built or None ((0, 0): the opening), tables done, tables in all, positions
    /// looked at, positions settled, positions of the pair, distance, finished, error or None)`.
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
            s.pairs_done.min(self.pairs_total),
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

/// Checks every `step`-th position of table `(a, b)` of `rules` (both 0: the opening's
/// solution), read from the first of `dirs` holding it, against its moves (without the GIL);
/// returns how many were checked, or raises ValueError naming the first contradiction.
#[pyfunction]
#[pyo3(signature = (dirs, rules, a, b, step=1))]
fn morris_tablebase_verify(
    py: Python<'_>,
    dirs: Vec<PathBuf>,
    rules: &MorrisRules,
    a: u32,
    b: u32,
    step: u64,
) -> PyResult<u64> {
    let r = rules.inner();
    let tables = Tablebases::new(TableRules::of(r), dirs).with_opening(r.men, r.forbidden_first);
    let result = py.detach(|| {
        if (a, b) == (0, 0) {
            check_opening(&tables, step)
        } else {
            check_table(&tables, a, b, step)
        }
    });
    let problems = tables.problems();
    if !problems.is_empty() {
        return Err(PyValueError::new_err(problems.join("; ")));
    }
    result.map_err(PyValueError::new_err)
}

/// Whether the file at `path` is whole and the table its header names, under the name that
/// table has (header, name, size and checksum), without the GIL: None, or the reason it is not.
#[pyfunction]
fn morris_tablebase_check(py: Python<'_>, path: PathBuf) -> Option<String> {
    py.detach(|| check_named(&path).err())
}

fn check_named(path: &Path) -> Result<(), String> {
    let (_, header) = read_header(path)?;
    let rules = TableRules::from_key(header.rules);
    let named = path.file_name().map(|n| n.to_string_lossy().into_owned());
    if named.as_deref() != Some(file_name(header.part, &rules).as_str()) {
        return Err("the header names another table".into());
    }
    let count = match header.part {
        Part::Pair(a, b) => {
            let fits = (3..=rules.max_men()).contains(&a) && (3..=rules.max_men()).contains(&b);
            if !fits || (a + b) as usize > rules.board.points {
                return Err("the header names a table no board holds".into());
            }
            Layout::new(a, b, &rules.board).len()
        }
        Part::Opening {
            men,
            forbidden_first,
        } => {
            let first_fits = forbidden_first.map_or(true, |p| (p as usize) < rules.board.points);
            if !(3..=12).contains(&men) || 2 * men as usize > rules.board.points || !first_fits {
                return Err("the header names an opening no board holds".into());
            }
            OpeningIndex::new(&rules, men, forbidden_first).len()
        }
    };
    check_file(path, header.part, &rules, count)
}

/// What the header of a table file says: a dict of `part` (`(a, b)`, or `"opening"`), `men`
/// (an opening's), `board`, `flying`, `limit`, `positions` and `seconds` (the build's);
/// ValueError when it is no table file.
#[pyfunction]
fn morris_tablebase_header<'py>(py: Python<'py>, path: PathBuf) -> PyResult<Bound<'py, PyDict>> {
    let (_, h) = read_header(&path).map_err(PyValueError::new_err)?;
    let out = PyDict::new(py);
    match h.part {
        Part::Pair(a, b) => out.set_item("part", (a, b))?,
        Part::Opening { men, .. } => {
            out.set_item("part", "opening")?;
            out.set_item("men", men)?;
        }
    }
    out.set_item("board", h.rules.board.name())?;
    out.set_item("flying", h.rules.flags.flying)?;
    out.set_item("limit", h.rules.flags.limit)?;
    out.set_item("positions", h.count)?;
    out.set_item("seconds", h.millis as f64 / 1000.0)?;
    Ok(out)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<MorrisTablebaseBuild>()?;
    m.add_function(wrap_pyfunction!(morris_tablebase_dirs, m)?)?;
    m.add_function(wrap_pyfunction!(morris_tablebase_probe, m)?)?;
    m.add_function(wrap_pyfunction!(morris_placing_proof, m)?)?;
    m.add_function(wrap_pyfunction!(morris_table_files, m)?)?;
    m.add_function(wrap_pyfunction!(morris_table_positions, m)?)?;
    m.add_function(wrap_pyfunction!(morris_tablebase_verify, m)?)?;
    m.add_function(wrap_pyfunction!(morris_tablebase_header, m)?)?;
    m.add_function(wrap_pyfunction!(morris_tablebase_check, m)?)?;
    Ok(())
}
