//! The bindings of Morris: a position read from the rules library's state, its legal moves,
//! its end and perft (without the GIL).

use std::collections::HashMap;

use ninetka_engine::morris::{perft, End, Move, Position, Rules};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

type MoveTuple = (Option<u8>, u8, Option<u8>);

#[pyclass(module = "ninetka_desktop._core", frozen)]
pub struct MorrisPosition {
    pos: Position,
}

fn to_tuple(mv: Move) -> MoveTuple {
    (mv.src, mv.dst, mv.remove)
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

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<MorrisPosition>()?;
    Ok(())
}
