//! The Morris family's engine: Nine Men's Morris and every relative of it (RULES.md sections 2
//! and 3) through one position, move generator, evaluation, search and set of tables, written
//! once against the rule set as data (`Rules`). Nine Men's Morris is the default (`presets`);
//! every other game is a set of overrides: its board, its men and the flags of its rules.
//!
//! The rules library (`ninetka_desktop/games/morris/state.py`) stays the app's one source of
//! legality; `tests/native/test_morris_agreement.py` holds this module's moves, keys and ends
//! equal to it in every game.

pub mod board;
pub mod eval;
mod helper;
pub mod history;
mod history_hash;
#[cfg(test)]
mod history_tests;
pub mod node;
pub mod position;
pub mod presets;
pub mod root;
pub mod rules;
pub mod search;
pub mod symmetry;
mod table;
pub mod tablebase;

pub use position::{perft, End, Move, Position};
pub use rules::Rules;
