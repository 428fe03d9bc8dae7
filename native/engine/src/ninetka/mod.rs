//! 9tka: the board, playouts, tree search and the exact movement-phase solver.
//!
//! `geometry` numbers the cells as the Python library does; `position` holds a position and its
//! rules; `playout` plays random games with the library's playout policy; `mcts` is the tree
//! search built on them.

pub mod geometry;
pub mod mcts;
pub mod playout;
pub mod playout_board;
pub mod position;
pub mod root_parallel;
pub mod solver;

pub use position::{Move, Position};
