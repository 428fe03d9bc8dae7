//! The bindings of the 9tka movement-phase solver (`ninetka_engine::ninetka::solver`).
//!
//! Values are for the seat to move: twice its final lead in sections over the best other seat,
//! and for a tie at the top +1 when the tie-break (latest seat) makes it the winner, else -1;
//! with 3 or 4 players the search is paranoid (all others against the mover).

use ninetka_engine::ninetka::solver::Solver;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::cancel::{stop_for, Canceller};
use crate::ninetka::{to_tuple, MoveTuple, NinetkaPosition};

fn movement_phase(position: &NinetkaPosition) -> PyResult<()> {
    if position.pos.phase() != 2 {
        return Err(PyValueError::new_err(
            "the solver takes movement-phase positions",
        ));
    }
    Ok(())
}

/// Exact play in a movement-phase position, without the GIL: `(move, value, nodes)`, or None
/// when `seconds` ran out, `canceller` was raised or about `max_nodes` nodes were searched
/// first. ValueError for positions of other phases. Without a node limit the search runs on
/// `threads` threads (default: two where the machine has them); the value is the same, and
/// which of equally good moves is named may then differ from run to run.
#[pyfunction]
#[pyo3(signature = (position, seconds=None, canceller=None, max_nodes=None, threads=None))]
fn ninetka_solve_movement<'py>(
    py: Python<'py>,
    position: &NinetkaPosition,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
    max_nodes: Option<u64>,
    threads: Option<usize>,
) -> PyResult<Option<(MoveTuple, i32, u64)>> {
    movement_phase(position)?;
    let stop = stop_for(seconds, canceller.as_deref());
    let limit = max_nodes.unwrap_or(u64::MAX);
    let start = position.pos.clone();
    let solved = py.detach(|| {
        Solver::new(&start, &stop, limit)
            .on_threads(threads)
            .solve()
    });
    Ok(solved.map(|s| (to_tuple(s.best), s.value, s.nodes)))
}

/// The exact value alone (as `ninetka_solve_movement`, without looking for the move).
#[pyfunction]
#[pyo3(signature = (position, seconds=None, canceller=None, max_nodes=None, threads=None))]
fn ninetka_movement_value<'py>(
    py: Python<'py>,
    position: &NinetkaPosition,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
    max_nodes: Option<u64>,
    threads: Option<usize>,
) -> PyResult<Option<i32>> {
    movement_phase(position)?;
    let stop = stop_for(seconds, canceller.as_deref());
    let limit = max_nodes.unwrap_or(u64::MAX);
    let start = position.pos.clone();
    Ok(py.detach(|| {
        Solver::new(&start, &stop, limit)
            .on_threads(threads)
            .value()
            .ok()
    }))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(ninetka_solve_movement, m)?)?;
    m.add_function(wrap_pyfunction!(ninetka_movement_value, m)?)?;
    Ok(())
}
