//! Nine Men's Morris: the position, move generation and perft, as the rules library has them
//! (`ninetka_desktop/games/morris/state.py`, RULES.md section 2), and the alpha-beta search.

pub mod bits;
pub mod eval;
pub mod geometry;
mod helper;
pub mod history;
#[cfg(test)]
mod history_tests;
pub mod node;
pub mod position;
pub mod root;
pub mod search;
mod table;
pub mod tablebase;

pub use position::{perft, End, Move, Position, Rules};
