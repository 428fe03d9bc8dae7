//! The bindings of this game's search.
//!
//! `NinetkaPosition` is a 9tka position read from a compact input (player count, phase index,
//! seat to move and the 121 cell values of the library's board: -1 empty, -2 neutral, else a
//! seat). Moves cross the boundary as `(kind, cell, target)` with the library's `MoveKind`
//! values: 1 neutral, 2 edge, 3 slide, 4 pass; unused cells are -1.

use ninetka_engine::ninetka::playout::{run_playouts_with, slide_score, Policy};
use ninetka_engine::ninetka::solver::solve_movement;
use ninetka_engine::ninetka::{Move, Position};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::cancel::{stop_for, Canceller};

pub(crate) type MoveTuple = (u8, i16, i16);

pub(crate) fn to_tuple(mv: Move) -> MoveTuple {
    match mv {
        Move::Neutral(c) => (1, c as i16, -1),
        Move::Edge(s) => (2, s as i16, -1),
        Move::Slide { slot, target } => (3, slot as i16, target as i16),
        Move::Pass => (4, -1, -1),
    }
}

fn from_tuple(kind: u8, cell: i16, target: i16) -> PyResult<Move> {
    let byte =
        |v: i16| u8::try_from(v).map_err(|_| PyValueError::new_err(format!("{v} is not a cell")));
    Ok(match kind {
        1 if target == -1 => Move::Neutral(byte(cell)?),
        2 if target == -1 => Move::Edge(byte(cell)?),
        3 => Move::Slide {
            slot: byte(cell)?,
            target: byte(target)?,
        },
        4 if cell == -1 && target == -1 => Move::Pass,
        _ => {
            return Err(PyValueError::new_err(format!(
                "no move ({kind}, {cell}, {target})"
            )))
        }
    })
}

#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct NinetkaPosition {
    pub(crate) pos: Position,
}

#[pymethods]
impl NinetkaPosition {
    #[new]
    fn new(players: u8, phase: u8, to_move: u8, board: Vec<i8>) -> PyResult<Self> {
        Position::from_board(players, phase, to_move, &board)
            .map(|pos| NinetkaPosition { pos })
            .map_err(PyValueError::new_err)
    }

    #[getter]
    fn players(&self) -> u8 {
        self.pos.players()
    }

    #[getter]
    fn phase(&self) -> u8 {
        self.pos.phase()
    }

    #[getter]
    fn to_move(&self) -> u8 {
        self.pos.to_move()
    }

    fn is_over(&self) -> bool {
        self.pos.is_over()
    }

    fn board(&self) -> Vec<i8> {
        self.pos.board().to_vec()
    }

    fn legal_moves(&self) -> Vec<MoveTuple> {
        self.pos.legal_moves().into_iter().map(to_tuple).collect()
    }

    /// A new position: this one after the move (ValueError when it is not legal).
    fn play(&self, kind: u8, cell: i16, target: i16) -> PyResult<NinetkaPosition> {
        let mv = from_tuple(kind, cell, target)?;
        let mut pos = self.pos.clone();
        pos.play(mv).map_err(PyValueError::new_err)?;
        Ok(NinetkaPosition { pos })
    }

    // Lists of u32, not u8: PyO3 turns a Vec<u8> into bytes.
    fn scores(&self) -> Vec<u32> {
        let players = self.pos.players() as usize;
        self.pos.scores()[..players]
            .iter()
            .map(|&s| s.into())
            .collect()
    }

    fn ranking(&self) -> Vec<u32> {
        self.pos.ranking().into_iter().map(u32::from).collect()
    }

    fn winner(&self) -> Option<u8> {
        self.pos.winner()
    }

    /// The playout policy's score of the slide out of `slot` for the player to move
    /// (`knowledge.slide_score`); ValueError unless that slide is legal.
    fn slide_score(&self, slot: u8) -> PyResult<f64> {
        let own = self.pos.board().get(slot as usize) == Some(&(self.pos.to_move() as i8));
        if self.pos.phase() != 2 || !own || self.pos.landing(slot).is_none() {
            return Err(PyValueError::new_err(format!("no slide out of {slot}")));
        }
        Ok(slide_score(&self.pos, slot))
    }

    fn movable(&self) -> Vec<u32> {
        (0..self.pos.players())
            .map(|s| u32::from(self.pos.movable(s)))
            .collect()
    }
}

/// `n` playouts from `position` with the library's playout policy (`uniform`: uniformly random
/// moves), without the GIL; stops early after `seconds` or when `canceller` is raised. Returns a
/// dict of totals.
#[pyfunction]
#[pyo3(signature = (position, n, seed, seconds=None, canceller=None, uniform=false))]
fn ninetka_playouts<'py>(
    py: Python<'py>,
    position: &NinetkaPosition,
    n: u64,
    seed: u64,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
    uniform: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let stop = stop_for(seconds, canceller.as_deref());
    let start = position.pos.clone();
    let policy = if uniform {
        Policy::Uniform
    } else {
        Policy::Library
    };
    let stats = py.detach(move || run_playouts_with(&start, n, seed, &stop, policy));
    let players = position.pos.players() as usize;
    let out = PyDict::new(py);
    out.set_item("playouts", stats.playouts)?;
    out.set_item("plies", stats.plies)?;
    out.set_item("wins", stats.wins[..players].to_vec())?;
    out.set_item("score_sums", stats.score_sums[..players].to_vec())?;
    out.set_item("reward_sums", stats.reward_sums[..players].to_vec())?;
    Ok(out)
}

/// Exact play in a 2-player movement-phase position, without the GIL: `(move, value, nodes)`
/// with the value for the seat to move (twice its final lead; a tie -1 for Yellow, +1 for Blue),
/// or None when `seconds` ran out or `canceller` was raised first. ValueError for other positions.
#[pyfunction]
#[pyo3(signature = (position, seconds=None, canceller=None))]
fn ninetka_solve_movement<'py>(
    py: Python<'py>,
    position: &NinetkaPosition,
    seconds: Option<f64>,
    canceller: Option<PyRef<'py, Canceller>>,
) -> PyResult<Option<(MoveTuple, i32, u64)>> {
    if position.pos.players() != 2 || position.pos.phase() != 2 {
        return Err(PyValueError::new_err(
            "the solver takes 2-player movement-phase positions",
        ));
    }
    let stop = stop_for(seconds, canceller.as_deref());
    let start = position.pos.clone();
    let solved = py.detach(move || solve_movement(&start, &stop));
    Ok(solved.map(|s| (to_tuple(s.best), s.value, s.nodes)))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<NinetkaPosition>()?;
    m.add_function(wrap_pyfunction!(ninetka_solve_movement, m)?)?;
    m.add_function(wrap_pyfunction!(ninetka_playouts, m)?)?;
    Ok(())
}
