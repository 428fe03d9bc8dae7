//! The bindings of Morris: a position read from the rules library's state, its legal moves,
//! its end and perft (without the GIL).

use std::collections::HashMap;

use ninetka_engine::morris::eval::{evaluate, features, TUNED};
use ninetka_engine::morris::node::to_move;
use ninetka_engine::morris::root::{analyse, Budget};
use ninetka_engine::morris::{perft, End, Move, Position, Rules};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::cancel::{stop_for, Canceller};

pub(crate) type MoveTuple = (Option<u8>, u8, Option<u8>);
/// Every root move with its score, best first; the depth completed; the nodes searched.
type AnalysisTuple = (Vec<(MoveTuple, i32)>, u32, u64);

#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct MorrisPosition {
    pos: Position,
}

pub(crate) fn to_tuple(mv: Move) -> MoveTuple {
    (mv.src, mv.dst, mv.remove)
}

impl MorrisPosition {
    pub fn inner(&self) -> &Position {
        &self.pos
    }
}

#[pymethods]
impl MorrisPosition {
    /// `rules` is (flying, repetition_draw, no_removal_limit); `seen` counts the positions of
    /// the game so far by the library's `position_key`.
    #[new]
    fn new(
        rules: (bool, bool, u32),
        boards: (u32, u32),
        hand: (u32, u32),
        side: usize,
        quiet: u32,
        seen: HashMap<u64, u32>,
    ) -> PyResult<Self> {
        let rules = Rules {
            flying: rules.0,
            repetition_draw: rules.1,
            no_removal_limit: rules.2,
        };
        Position::new(
            rules,
            [boards.0, boards.1],
            [hand.0, hand.1],
            side,
            quiet,
            seen,
        )
        .map(|pos| MorrisPosition { pos })
        .map_err(PyValueError::new_err)
    }

    /// The legal turns as (src or None, dst, removed point or None), in the library's order.
    fn legal_moves(&self) -> Vec<MoveTuple> {
        self.pos.legal_moves().into_iter().map(to_tuple).collect()
    }

    /// None while the game goes on; else (True, winner) or (False, None) for a draw.
    fn end(&self) -> Option<(bool, Option<u8>)> {
        self.pos.end().map(|end| match end {
            End::Win(side) => (true, Some(side)),
            End::Draw => (false, None),
        })
    }

    fn key(&self) -> u64 {
        self.pos.key()
    }

    /// How many sequences of `depth` turns start here.
    fn perft(&self, py: Python<'_>, depth: u32) -> PyResult<u64> {
        if depth > 8 {
            return Err(PyValueError::new_err("perft depth must be at most 8"));
        }
        let mut pos = self.pos.clone();
        Ok(py.detach(move || perft(&mut pos, depth)))
    }
}

/// The root search of `position` (a game not over), without the GIL: `(ranked, depth, nodes)`
/// with `ranked` every legal move and its score in centi-men for the side to move, best first
/// (wins and losses beyond +-999,000). Moves within `margin` of the best get exact scores;
/// `plain` searches without reductions or quiescence (what a naive negamax would find);
/// `weights` replaces the evaluation's (`morris_weights()`), for tuning; `tables` answers the
/// positions the endgame tables hold from them (`morris_tablebase_dirs`); `helpers` threads
/// on spare cores (at most 8) share the search's table (`nodes` counts the main search's
/// only; with helpers the result varies from run to run).
#[pyfunction]
#[allow(clippy::too_many_arguments)] // Python's keyword arguments
#[pyo3(signature = (position, nodes, max_depth, margin=0, seconds=None, canceller=None, plain=false, weights=None, tables=false, helpers=0))]
fn morris_analyse<'py>(
    py: Python<'py>,
    position: &MorrisPosition,
    nodes: u64,
    max_depth: u32,
    margin: i32,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
    plain: bool,
    weights: Option<Vec<i32>>,
    tables: bool,
    helpers: u32,
) -> PyResult<AnalysisTuple> {
    if position.pos.end().is_some() {
        return Err(PyValueError::new_err(
            "the game is over: there is no move to search",
        ));
    }
    if max_depth > 100 {
        return Err(PyValueError::new_err("max_depth must be at most 100"));
    }
    let stop = stop_for(seconds, canceller.as_deref());
    let weights = match weights {
        None => TUNED,
        Some(w) => w.try_into().map_err(|w: Vec<i32>| {
            PyValueError::new_err(format!("{} weights, not {}", TUNED.len(), w.len()))
        })?,
    };
    let budget = Budget {
        margin: margin.max(0),
        plain,
        weights,
        tables,
        helpers,
        ..Budget::new(nodes, max_depth)
    };
    let pos = position.pos.clone();
    let result = py.detach(move || analyse(&pos, budget, &stop));
    let ranked = result
        .ranked
        .into_iter()
        .map(|(c, score)| (to_tuple(to_move(c)), score))
        .collect();
    Ok((ranked, result.depth, result.nodes))
}

/// The static evaluation of `position` for its side to move, in centi-men.
#[pyfunction]
fn morris_evaluate(position: &MorrisPosition) -> i32 {
    let p = &position.pos;
    let s = p.side_to_move();
    let (b, h) = (p.boards(), p.hand());
    evaluate(
        b[s],
        b[1 - s],
        h[s] as u8,
        h[1 - s] as u8,
        p.rules().flying,
        &TUNED,
    )
}

/// The evaluation's features of `position` for its side to move (None when it closes a mill
/// against three men next), in the order of the weights.
#[pyfunction]
fn morris_features(position: &MorrisPosition) -> Option<Vec<i32>> {
    let p = &position.pos;
    let s = p.side_to_move();
    let (b, h) = (p.boards(), p.hand());
    features(b[s], b[1 - s], h[s] as u8, h[1 - s] as u8, p.rules().flying)
        .ok()
        .map(|f| f.to_vec())
}

/// The evaluation's weights, in centi-men, as the levels play them.
#[pyfunction]
fn morris_weights() -> Vec<i32> {
    TUNED.to_vec()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<MorrisPosition>()?;
    m.add_function(wrap_pyfunction!(morris_analyse, m)?)?;
    m.add_function(wrap_pyfunction!(morris_evaluate, m)?)?;
    m.add_function(wrap_pyfunction!(morris_features, m)?)?;
    m.add_function(wrap_pyfunction!(morris_weights, m)?)?;
    Ok(())
}
