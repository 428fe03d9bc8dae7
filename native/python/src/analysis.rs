//! The bindings of analysis, where every legal move gets a value (the teacher's view), not
//! only the move to play: the 9tka solver's value of each root move, and a Morris search that
//! scores every root move exactly with the line it expects.

use ninetka_engine::morris::node::{to_move, Code};
use ninetka_engine::morris::root::{analyse, Budget};
use ninetka_engine::ninetka::position::Move;
use ninetka_engine::ninetka::solver::Solver;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::cancel::{stop_for, Canceller};
use crate::morris::{to_tuple as morris_tuple, MorrisPosition, MoveTuple as MorrisMove};
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

fn moves_of(codes: &[Code]) -> Vec<MorrisMove> {
    codes.iter().map(|&c| morris_tuple(to_move(c))).collect()
}

/// Every legal move of `position` (a game not over) scored exactly by one search, without the
/// GIL: a dict of `ranked` (move, score, expected line after it), best first, `depth`,
/// `nodes` and `from_tables` (the scores are the endgame tables' own). Scores as
/// `morris_analyse`'s.
#[pyfunction]
#[allow(clippy::too_many_arguments)] // Python's keyword arguments
#[pyo3(signature = (position, nodes, max_depth, seconds=None, canceller=None, tables=false, plain=false))]
fn morris_analysis<'py>(
    py: Python<'py>,
    position: &MorrisPosition,
    nodes: u64,
    max_depth: u32,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
    tables: bool,
    plain: bool,
) -> PyResult<Bound<'py, PyDict>> {
    if position.inner().end().is_some() {
        return Err(PyValueError::new_err(
            "the game is over: there is no move to search",
        ));
    }
    if max_depth > 100 {
        return Err(PyValueError::new_err("max_depth must be at most 100"));
    }
    let stop = stop_for(seconds, canceller.as_deref());
    let budget = Budget {
        tables,
        plain,
        every_move: true,
        ..Budget::new(nodes.max(1), max_depth.max(1))
    };
    let pos = position.inner().clone();
    let result = py.detach(move || analyse(&pos, budget, &stop));
    let ranked: Vec<(MorrisMove, i32, Vec<MorrisMove>)> = result
        .ranked
        .iter()
        .zip(&result.lines)
        .map(|(&(c, score), line)| (morris_tuple(to_move(c)), score, moves_of(line)))
        .collect();
    let out = PyDict::new(py);
    out.set_item("ranked", ranked)?;
    out.set_item("depth", result.depth)?;
    out.set_item("nodes", result.nodes)?;
    out.set_item("from_tables", result.from_tables)?;
    Ok(out)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(ninetka_move_values, m)?)?;
    m.add_function(wrap_pyfunction!(ninetka_move_lines, m)?)?;
    m.add_function(wrap_pyfunction!(morris_analysis, m)?)?;
    Ok(())
}
