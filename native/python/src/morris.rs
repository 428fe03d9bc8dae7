//! The bindings of the Morris family's engine: a rule set passed as data, a position read from
//! the rules library's state, its legal moves, end, perft and evaluation, and the root search
//! (without the GIL, polling a `Canceller`), for play and for analysis alike.

use std::collections::HashMap;
use std::sync::Arc;

use ninetka_engine::mill::board::{Board, BoardKind};
use ninetka_engine::mill::eval::{evaluate, features, Weights, FEATURES};
use ninetka_engine::mill::node::{to_move, Code};
use ninetka_engine::mill::presets;
use ninetka_engine::mill::root::{analyse, Budget};
use ninetka_engine::mill::{perft, Move, Position, Rules};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::cancel::{stop_for, Canceller};

pub(crate) type MoveTuple = (Option<u8>, u8, Option<u8>);

#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct MorrisRules {
    rules: Rules,
}

impl MorrisRules {
    pub fn inner(&self) -> &Rules {
        &self.rules
    }
}

#[pymethods]
impl MorrisRules {
    /// A game of the family: its `preset` (`"nine"`, `"three"`, ...: the evaluation's weights),
    /// its `board` (the rules library's `Board.key`, with `-diagonal-moves` where Twelve Men's
    /// Morris's diagonals are no mills), the lines that are `mills` (point triples), each
    /// point's `adjacent` points, the `men` per side, and the flags.
    #[new]
    #[allow(clippy::too_many_arguments)] // Python's keyword arguments
    #[pyo3(signature = (preset, board, mills, adjacent, men, *, mill_wins=false, flying=false,
        nine_holes=false, forbidden_first=None, protected_mills=true, full_board_draw=false,
        no_return=false, endgame_limit=0, place_or_move=false, repetition_draw=true,
        no_removal_limit=100))]
    fn new(
        preset: &str,
        board: &str,
        mills: Vec<(u8, u8, u8)>,
        adjacent: Vec<Vec<u8>>,
        men: u32,
        mill_wins: bool,
        flying: bool,
        nine_holes: bool,
        forbidden_first: Option<u8>,
        protected_mills: bool,
        full_board_draw: bool,
        no_return: bool,
        endgame_limit: u32,
        place_or_move: bool,
        repetition_draw: bool,
        no_removal_limit: u32,
    ) -> PyResult<Self> {
        let weights = presets::weights(preset)
            .ok_or_else(|| PyValueError::new_err(format!("no Morris game is named {preset:?}")))?;
        let kind = BoardKind::from_name(board)
            .ok_or_else(|| PyValueError::new_err(format!("no Morris board is named {board:?}")))?;
        let mills: Vec<[u8; 3]> = mills.into_iter().map(|(a, b, c)| [a, b, c]).collect();
        let board = Board::new(kind, &mills, &adjacent).map_err(PyValueError::new_err)?;
        if !(3..=15).contains(&men) || 2 * men as usize > board.points {
            return Err(PyValueError::new_err(format!(
                "{men} men a side do not fit this board"
            )));
        }
        if forbidden_first.is_some_and(|p| p as usize >= board.points) {
            return Err(PyValueError::new_err(
                "the forbidden point is not on the board",
            ));
        }
        let rules = Rules {
            board: Arc::new(board),
            men,
            mill_wins,
            flying,
            nine_holes,
            forbidden_first,
            protected_mills,
            full_board_draw,
            no_return,
            endgame_limit,
            place_or_move,
            repetition_draw,
            no_removal_limit,
            preset: presets::NAMES
                .into_iter()
                .find(|&name| name == preset)
                .expect("a preset"),
            weights,
        };
        Ok(MorrisRules { rules })
    }

    #[getter]
    fn preset(&self) -> &'static str {
        self.rules.preset
    }

    #[getter]
    fn points(&self) -> usize {
        self.rules.board.points
    }

    #[getter]
    fn men(&self) -> u32 {
        self.rules.men
    }

    /// The number of symmetries of the board (found from its lines).
    #[getter]
    fn symmetries(&self) -> usize {
        self.rules.board.symmetries.count()
    }
}

#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct MorrisPosition {
    pos: Position,
}

pub(crate) fn to_tuple(mv: Move) -> MoveTuple {
    (mv.src, mv.dst, mv.remove)
}

pub(crate) fn code_tuple(c: Code) -> MoveTuple {
    to_tuple(to_move(c))
}

impl MorrisPosition {
    pub fn inner(&self) -> &Position {
        &self.pos
    }
}

#[pymethods]
impl MorrisPosition {
    /// A position of `rules`: both sides' men as bitboards, their hands, the side to move
    /// (0 White), the plies since the last placement or removal, how often each position of
    /// the game so far occurred (`seen`, by the library's `position_key`, the current one
    /// included), the return the side to move may not make, `(from, to)` (Morabaraba), and the
    /// point the last move went to (a mill through it ended a game where a mill wins).
    #[new]
    #[allow(clippy::too_many_arguments)] // Python's keyword arguments
    #[pyo3(signature = (rules, boards, hand, side, quiet, seen, ban=None, last_dst=None))]
    fn new(
        rules: &MorrisRules,
        boards: (u32, u32),
        hand: (u32, u32),
        side: usize,
        quiet: u32,
        seen: HashMap<u64, u32>,
        ban: Option<(u8, u8)>,
        last_dst: Option<u8>,
    ) -> PyResult<Self> {
        Position::new(
            rules.rules.clone(),
            [boards.0, boards.1],
            [hand.0, hand.1],
            side,
            quiet,
            seen,
            ban,
            last_dst,
        )
        .map(|pos| MorrisPosition { pos })
        .map_err(PyValueError::new_err)
    }

    /// The legal turns as (src or None, dst, removed point or None), in the library's order.
    fn legal_moves(&self) -> Vec<MoveTuple> {
        self.pos.legal_moves().into_iter().map(to_tuple).collect()
    }

    /// None while the game goes on; else (winner or None for a draw, the library's reason).
    fn end(&self) -> Option<(Option<u8>, &'static str)> {
        self.pos.end().map(|end| (end.winner(), end_reason(end)))
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

    /// The static evaluation for the side to move, in centi-men (the rules' own weights).
    fn evaluate(&self) -> i32 {
        let (own, opp, own_hand, opp_hand) = self.sides();
        let rules = self.pos.rules();
        evaluate(rules, own, opp, own_hand, opp_hand, &rules.weights)
    }

    /// The evaluation's features for the side to move (None when it closes a winning mill
    /// next), in the order of the weights.
    fn features(&self) -> Option<Vec<i32>> {
        let (own, opp, own_hand, opp_hand) = self.sides();
        features(self.pos.rules(), own, opp, own_hand, opp_hand)
            .ok()
            .map(|f| f.to_vec())
    }
}

impl MorrisPosition {
    /// The side to move's men, the other side's, and their hands.
    fn sides(&self) -> (u32, u32, u8, u8) {
        let p = &self.pos;
        let s = p.side_to_move();
        let (b, h) = (p.boards(), p.hand());
        (b[s], b[1 - s], h[s] as u8, h[1 - s] as u8)
    }
}

fn end_reason(end: ninetka_engine::mill::End) -> &'static str {
    match end {
        ninetka_engine::mill::End::Win(_, reason) | ninetka_engine::mill::End::Draw(reason) => {
            reason
        }
    }
}

/// The root search of `position` (a game not over), without the GIL: a dict of `ranked`
/// (every legal move with its score in centi-men for the side to move, best first; wins and
/// losses beyond +-999,000, the tables' results beyond +-899,000), `lines` (with
/// `every_move`: the line expected after each ranked move), `depth` (the deepest iteration
/// completed), `nodes` and `from_tables` (the scores are the tables' own). Moves within
/// `margin` of the best get exact scores; `plain` searches without reductions or quiescence
/// (what a naive negamax would find); `weights` replaces the preset's (`morris_weights`), for
/// tuning; `tables` answers the positions the endgame tables hold from them
/// (`morris_tablebase_dirs`); `helpers` threads on spare cores (at most 8) share the search's
/// table (`nodes` counts the main search's only; with helpers the result varies from run to
/// run); a draw costs the side to move `contempt` centi-men; `every_move` (the analysis) scores
/// every move exactly and deepens until each is proven or the budget ends.
#[pyfunction]
#[allow(clippy::too_many_arguments)] // Python's keyword arguments
#[pyo3(signature = (position, nodes, max_depth, margin=0, seconds=None, canceller=None, *,
    plain=false, weights=None, tables=false, helpers=0, contempt=0, every_move=false))]
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
    contempt: i32,
    every_move: bool,
) -> PyResult<Bound<'py, PyDict>> {
    if position.pos.end().is_some() {
        return Err(PyValueError::new_err(
            "the game is over: there is no move to search",
        ));
    }
    if max_depth > 100 {
        return Err(PyValueError::new_err("max_depth must be at most 100"));
    }
    let stop = stop_for(seconds, canceller.as_deref());
    let weights: Option<Weights> = match weights {
        None => None,
        Some(w) => Some(w.try_into().map_err(|w: Vec<i32>| {
            PyValueError::new_err(format!("{FEATURES} weights, not {}", w.len()))
        })?),
    };
    let budget = Budget {
        margin: margin.max(0),
        plain,
        weights,
        tables,
        helpers,
        contempt: contempt.clamp(0, 1_000),
        every_move,
        ..Budget::new(nodes.max(1), max_depth.max(1))
    };
    let pos = position.pos.clone();
    let result = py.detach(move || analyse(&pos, budget, &stop));
    let ranked: Vec<(MoveTuple, i32)> = result
        .ranked
        .iter()
        .map(|&(c, score)| (code_tuple(c), score))
        .collect();
    let lines: Vec<Vec<MoveTuple>> = result
        .lines
        .iter()
        .map(|line| line.iter().map(|&c| code_tuple(c)).collect())
        .collect();
    let out = PyDict::new(py);
    out.set_item("ranked", ranked)?;
    out.set_item("lines", lines)?;
    out.set_item("depth", result.depth)?;
    out.set_item("nodes", result.nodes)?;
    out.set_item("from_tables", result.from_tables)?;
    Ok(out)
}

/// The evaluation's weights of the game `preset`, in centi-men, as the levels play them.
#[pyfunction]
fn morris_weights(preset: &str) -> PyResult<Vec<i32>> {
    presets::weights(preset)
        .map(|weights| weights.to_vec())
        .ok_or_else(|| PyValueError::new_err(format!("no Morris game is named {preset:?}")))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<MorrisRules>()?;
    m.add_class::<MorrisPosition>()?;
    m.add_function(wrap_pyfunction!(morris_analyse, m)?)?;
    m.add_function(wrap_pyfunction!(morris_weights, m)?)?;
    Ok(())
}
