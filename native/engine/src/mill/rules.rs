//! A rule set of the Morris family as data: the board, the men a side and the flags of
//! RULES.md sections 2 and 3, with the evaluation's weights of its preset. Nine Men's Morris is
//! the default (`presets::nine`); every other game is a set of overrides of it.

use std::sync::Arc;

use super::board::Board;
use super::eval::Weights;

#[derive(Clone, Debug)]
pub struct Rules {
    /// The preset the rules start from (`presets`): its name, for the tables and the tuner.
    pub preset: &'static str,
    pub board: Arc<Board>,
    /// Men a side at the start, all in hand.
    pub men: u32,
    /// Completing a mill wins at once and nothing is ever removed (Three Men's Morris).
    pub mill_wins: bool,
    /// A player with three men (none in hand) moves to any empty point.
    pub flying: bool,
    /// Every man moves to any empty point (Three Men's Morris's "nine holes").
    pub nine_holes: bool,
    /// A point White's first man may not take (Three Men's Morris without the centre opening).
    pub forbidden_first: Option<u8>,
    /// Men in a mill may be removed only when every man of the side is in one (RULES.md 2.5).
    pub protected_mills: bool,
    /// A board filled when placing ends is a draw (off: White, blocked, loses).
    pub full_board_draw: bool,
    /// Morabaraba's no-immediate-return rule (RULES.md 3.5).
    pub no_return: bool,
    /// Plies without a removal that draw while either side has exactly three men (0: none).
    pub endgame_limit: u32,
    /// Each turn places from hand or slides, from the first (Lasker Morris).
    pub place_or_move: bool,
    /// A position's third occurrence draws.
    pub repetition_draw: bool,
    /// Plies without a placement or removal that draw (0: off).
    pub no_removal_limit: u32,
    /// The evaluation's weights for this game.
    pub weights: Weights,
}

impl Rules {
    /// Whether closing a mill now wins the game for the side that closes it, against `opp_men`
    /// men (board and hand): the mill wins, or its removal leaves two.
    #[inline]
    pub fn closing_wins(&self, opp_men: u32) -> bool {
        self.mill_wins || opp_men == 3
    }

    /// The count of plies without a removal that draws with `men` on each side (board and
    /// hand): the endgame's shorter count where it applies, 0 when no count draws.
    pub fn count_limit(&self, men: [u32; 2]) -> u32 {
        count_limit(self.no_removal_limit, self.endgame_limit, men)
    }
}

/// The count of plies without a removal that draws with `men` on each side: `limit` (0: off),
/// or `endgame` while a side has exactly three (0: no such count).
#[inline]
pub fn count_limit(limit: u32, endgame: u32, men: [u32; 2]) -> u32 {
    let short = endgame > 0 && men.contains(&3);
    match (limit, short) {
        (0, true) => endgame,
        (0, false) => 0,
        (limit, true) => limit.min(endgame),
        (limit, false) => limit,
    }
}
