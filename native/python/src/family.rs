//! The bindings of the Morris family's search: a rule set passed as data, a position read from
//! the rules library's state, its legal moves, end and perft, and the root search (without the
//! GIL, polling a `Canceller`).

use ninetka_engine::family::{analyse, perft, Budget, End, Flags, Move, Position, RuleSet};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::cancel::{stop_for, Canceller};
use crate::morris::MoveTuple;

/// Every root move with its score, best first; the depth completed; the nodes searched.
type AnalysisTuple = (Vec<(MoveTuple, i32)>, u32, u64, Vec<Vec<MoveTuple>>);
/// (boards, hands, side to move) of one position of the game so far.
type HistoryEntry = ((u32, u32), (u32, u32), usize);

#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct FamilyRules {
    rules: RuleSet,
}

#[pymethods]
impl FamilyRules {
    /// A game of the family: `points` on the board, the lines that are `mills` (point
    /// triples), each point's `adjacent` points, the `men` per side, and the flags.
    #[new]
    #[allow(clippy::too_many_arguments)] // Python's keyword arguments
    #[pyo3(signature = (points, mills, adjacent, men, *, mill_wins=false, flying=false,
        nine_holes=false, forbidden_first=None, protected_mills=true, full_board_draw=false,
        no_return=false, endgame_limit=0, place_or_move=false, repetition_draw=true,
        no_removal_limit=100))]
    fn new(
        points: usize,
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
        let flags = Flags {
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
        };
        let mills: Vec<[u8; 3]> = mills.into_iter().map(|(a, b, c)| [a, b, c]).collect();
        RuleSet::new(points, &mills, &adjacent, men, flags)
            .map(|rules| FamilyRules { rules })
            .map_err(PyValueError::new_err)
    }

    #[getter]
    fn points(&self) -> usize {
        self.rules.points
    }

    #[getter]
    fn men(&self) -> u32 {
        self.rules.men
    }
}

#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct FamilyPosition {
    pos: Position,
}

fn to_tuple(mv: Move) -> MoveTuple {
    (mv.source(), mv.dst, mv.removed())
}

#[pymethods]
impl FamilyPosition {
    /// A position of `rules`: both sides' men as bitboards, their hands, the side to move
    /// (0 White), the plies since the last placement or removal, every position of the game so
    /// far as `((white, black), (white hand, black hand), side)` (the current one included,
    /// once per occurrence), the return the side to move may not make, `(from, to)`, and the
    /// point the last move went to (a mill through it ends Three Men's Morris).
    #[new]
    #[allow(clippy::too_many_arguments)] // Python's keyword arguments
    #[pyo3(signature = (rules, boards, hand, side, quiet, history, forbidden=None, last_dst=None))]
    fn new(
        rules: &FamilyRules,
        boards: (u32, u32),
        hand: (u32, u32),
        side: usize,
        quiet: u32,
        history: Vec<HistoryEntry>,
        forbidden: Option<(u8, u8)>,
        last_dst: Option<u8>,
    ) -> PyResult<Self> {
        let history: Vec<([u32; 2], [u32; 2], usize)> = history
            .into_iter()
            .map(|(b, h, s)| ([b.0, b.1], [h.0, h.1], s))
            .collect();
        Position::new(
            rules.rules.clone(),
            [boards.0, boards.1],
            [hand.0, hand.1],
            side,
            quiet,
            &history,
            forbidden,
            last_dst,
        )
        .map(|pos| FamilyPosition { pos })
        .map_err(PyValueError::new_err)
    }

    /// The legal turns as (src or None, dst, removed point or None).
    fn legal_moves(&self) -> Vec<MoveTuple> {
        self.pos.legal_moves().into_iter().map(to_tuple).collect()
    }

    /// None while the game goes on; else (winner or None for a draw, reason).
    fn end(&self) -> Option<(Option<u8>, &'static str)> {
        self.pos.end().map(|end| match end {
            End::Win(side, reason) => (Some(side), reason),
            End::Draw(reason) => (None, reason),
        })
    }

    /// The position after `mv` (one of `legal_moves`; ValueError otherwise).
    fn after(&self, mv: MoveTuple) -> PyResult<FamilyPosition> {
        let mv = Move::new(mv.0, mv.1, mv.2);
        if !self.pos.legal_moves().contains(&mv) {
            return Err(PyValueError::new_err("the move is not legal here"));
        }
        let mut pos = self.pos.clone();
        pos.play(mv);
        Ok(FamilyPosition { pos })
    }

    /// How many sequences of `depth` turns start here.
    fn perft(&self, py: Python<'_>, depth: u32) -> PyResult<u64> {
        if depth > 8 {
            return Err(PyValueError::new_err("perft depth must be at most 8"));
        }
        let mut pos = self.pos.clone();
        Ok(py.detach(move || perft(&mut pos, depth)))
    }

    /// The static evaluation for the side to move, in centi-men.
    fn evaluate(&self) -> i32 {
        ninetka_engine::family::eval::evaluate(&self.pos)
    }
}

/// The root search of `position` (a game not over), without the GIL: `(ranked, depth, nodes)`
/// with `ranked` every legal move and its score in centi-men for the side to move, best first
/// (wins and losses beyond +-999,000). Moves within `margin` of the best get exact scores;
/// a draw costs the side to move `contempt` centi-men; with `every_move` the search deepens
/// until every move's result is proven (the analysis), not only the best one's.
#[pyfunction]
#[allow(clippy::too_many_arguments)] // Python's keyword arguments
#[pyo3(signature = (
    position, nodes, max_depth, margin=0, seconds=None, canceller=None, contempt=0,
    every_move=false
))]
fn family_analyse<'py>(
    py: Python<'py>,
    position: &FamilyPosition,
    nodes: u64,
    max_depth: u32,
    margin: i32,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
    contempt: i32,
    every_move: bool,
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
    let budget = Budget {
        nodes: nodes.max(1),
        max_depth: max_depth.max(1),
        margin: margin.max(0),
        contempt: contempt.clamp(0, 1_000),
        every_move,
    };
    let pos = position.pos.clone();
    let result = py.detach(move || analyse(&pos, budget, &stop));
    let ranked = result
        .ranked
        .into_iter()
        .map(|(mv, score)| (to_tuple(mv), score))
        .collect();
    let lines = result
        .lines
        .into_iter()
        .map(|line| line.into_iter().map(to_tuple).collect())
        .collect();
    Ok((ranked, result.depth, result.nodes, lines))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<FamilyRules>()?;
    m.add_class::<FamilyPosition>()?;
    m.add_function(wrap_pyfunction!(family_analyse, m)?)?;
    Ok(())
}
