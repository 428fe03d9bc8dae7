//! The bindings of 9tka's analysis, where every legal move gets a value (the teacher's view),
//! not only the move to play: the solver's value of each root move with its line. (Morris's
//! analysis is its search with `every_move`, `morris_analyse`.)

use ninetka_engine::ninetka::position::Move;
use ninetka_engine::ninetka::solver::Solver;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::cancel::{stop_for, Canceller};
use crate::ninetka::{to_tuple, MoveTuple, NinetkaPosition};

/// The exact value of every legal move of a movement-phase position, for the seat to move (as
/// `ninetka_movement_value`), without the GIL; None when `seconds` ran out, `canceller` was
/// raised or about `max_nodes` nodes were searched first.
#[pyfunction]
#[pyo3(signature = (position, seconds=None, canceller=None, max_nodes=None))]
fn ninetka_move_values<'py>(
    py: Python<'py>,
    position: &NinetkaPosition,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
    max_nodes: Option<u64>,
) -> PyResult<Option<Vec<(MoveTuple, i32)>>> {
    let valued = ninetka_move_lines(py, position, seconds, canceller, max_nodes, 0)?;
    Ok(valued.map(|v| v.into_iter().map(|(m, s, _)| (m, s)).collect()))
}

/// A move, its exact value and the line of best play after it.
type ValuedLine = (MoveTuple, i32, Vec<MoveTuple>);

/// As `ninetka_move_values`, with the line of best play after each move (at most
/// `line_moves` moves, fewer where the game ends first).
#[pyfunction]
#[pyo3(signature = (position, seconds=None, canceller=None, max_nodes=None, line_moves=12))]
fn ninetka_move_lines<'py>(
    py: Python<'py>,
    position: &NinetkaPosition,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
    max_nodes: Option<u64>,
    line_moves: usize,
) -> PyResult<Option<Vec<ValuedLine>>> {
    if position.pos.phase() != 2 {
        return Err(PyValueError::new_err(
            "the solver takes movement-phase positions",
        ));
    }
    let stop = stop_for(seconds, canceller.as_deref());
    let start = position.pos.clone();
    let limit = max_nodes.unwrap_or(u64::MAX);
    let valued = py.detach(move || {
        let mut solver = Solver::new(&start, &stop, limit);
        let values = solver.move_values().ok()?;
        let mut lines = Vec::with_capacity(values.len());
        for (mv, value) in values {
            let line = match mv {
                Move::Slide { slot, .. } => solver.line_after(slot, value, line_moves).ok()?,
                Move::Pass => solver.line_after_pass(value, line_moves).ok()?,
                _ => unreachable!("the movement phase only slides or passes"),
            };
            lines.push((mv, value, line));
        }
        Some(lines)
    });
    Ok(valued.map(|v| {
        v.into_iter()
            .map(|(m, s, line)| (to_tuple(m), s, line.into_iter().map(to_tuple).collect()))
            .collect()
    }))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(ninetka_move_values, m)?)?;
    m.add_function(wrap_pyfunction!(ninetka_move_lines, m)?)?;
    Ok(())
}
