//! The Morris family (RULES.md section 3: Three, Six and Twelve Men's Morris, Morabaraba, Lasker
//! Morris) for one search: the rule set comes as data (`RuleSet`: the points, the mills, the
//! adjacency, the men and the flags), not as one copy of the code per game.
//!
//! The rules library (`ninetka_desktop/games/morris/state.py`) stays the app's one source of
//! legality; `tests/native/test_family_agreement.py` holds this module's moves and ends equal
//! to it. Nine Men's Morris keeps its own tuned search (`crate::morris`).

pub mod eval;
pub mod games;
pub mod position;
pub mod rules;
pub mod search;
mod table;

pub use position::{perft, End, Move, Position, NO_POINT};
pub use rules::{Flags, RuleSet};
pub use search::{analyse, Analysis, Budget};
