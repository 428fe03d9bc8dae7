//! Nine Men's Morris: the position, move generation and perft, as the rules library has them
//! (`ninetka_desktop/games/morris/state.py`, RULES.md section 2).

pub mod geometry;
pub mod position;

pub use position::{perft, End, Move, Position, Rules};
