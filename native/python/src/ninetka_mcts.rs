//! The binding of the 9tka tree search (`ninetka_engine::ninetka::mcts`).

use ninetka_engine::ninetka::mcts::{priors, search, SearchParams};
use ninetka_engine::ninetka::playout::Policy;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::cancel::{stop_for, Canceller};
use crate::ninetka::{to_tuple, MoveTuple, NinetkaPosition};

/// The tree search from `position` for `playouts` playouts, without the GIL; it stops early
/// after `seconds`, when `canceller` is raised (polled every few hundred playouts, and before the
/// first) or, with `stop_when_decided`, once the most visited root move can no longer be
/// overtaken. It splits the playouts over `trees` trees (default 1) when the budget is large
/// enough, grown on up to `threads` threads (default: two where the machine has them and a
/// helper can give way to the window; the result is the same on any number). Returns a dict:
/// `moves` lists `(move, visits, prior, totals)` per legal move in the legal-move order
/// (`totals`: summed rewards per seat), `lines` the moves the search expects after each (its
/// most visited path), and the work done (`playouts`, `plies`, `nodes`). The same seed gives
/// the same result unless time or the canceller cut it.
#[pyfunction]
#[pyo3(signature = (
    position, playouts, seed, seconds=None, canceller=None, stop_when_decided=false,
    uniform=false, exploration=None, fpu_reduction=None, trees=None, threads=None
))]
#[allow(clippy::too_many_arguments)]
fn ninetka_search<'py>(
    py: Python<'py>,
    position: &NinetkaPosition,
    playouts: u64,
    seed: u64,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
    stop_when_decided: bool,
    uniform: bool,
    exploration: Option<f64>,
    fpu_reduction: Option<f64>,
    trees: Option<usize>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyDict>> {
    let stop = stop_for(seconds, canceller.as_deref());
    let start = position.pos.clone();
    let mut params = SearchParams::new(playouts);
    params.stop_when_decided = stop_when_decided;
    if uniform {
        params.policy = Policy::Uniform;
    }
    if let Some(c) = exploration {
        params.exploration = c;
    }
    if let Some(f) = fpu_reduction {
        params.fpu_reduction = f;
    }
    if let Some(t) = trees {
        params.trees = t;
    }
    if let Some(t) = threads {
        params.threads = t;
    }
    let result = py.detach(move || search(&start, &params, seed, &stop));
    let players = position.pos.players() as usize;
    let moves: Vec<(MoveTuple, u32, f64, Vec<f64>)> = result
        .moves
        .iter()
        .map(|m| {
            (
                to_tuple(m.mv),
                m.visits,
                m.prior,
                m.totals[..players].to_vec(),
            )
        })
        .collect();
    let lines: Vec<Vec<MoveTuple>> = result
        .moves
        .iter()
        .map(|m| m.line.iter().map(|&mv| to_tuple(mv)).collect())
        .collect();
    let out = PyDict::new(py);
    out.set_item("moves", moves)?;
    out.set_item("lines", lines)?;
    out.set_item("playouts", result.playouts)?;
    out.set_item("plies", result.plies)?;
    out.set_item("nodes", result.nodes)?;
    Ok(out)
}

/// The tree search's prior per legal move of `position`, in the legal-move order.
#[pyfunction]
fn ninetka_priors(position: &NinetkaPosition) -> Vec<(MoveTuple, f64)> {
    let moves = position.pos.legal_moves();
    let mut weights = Vec::new();
    priors(&position.pos, &moves, &mut weights);
    moves.into_iter().map(to_tuple).zip(weights).collect()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(ninetka_search, m)?)?;
    m.add_function(wrap_pyfunction!(ninetka_priors, m)?)?;
    Ok(())
}
