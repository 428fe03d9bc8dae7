//! Static evaluation from the side to move's view, in centi-men: material, closed mills, open
//! two-in-a-rows, which of them can be closed next move, mill threats and mobility, each with a
//! weight for the placing and one for the moving phase. The features are read from the board's
//! lines (`Board`), so every game of the family has them; each preset carries its own weights.
//!
//! The value is linear in the features (`features`), so the weights can be fitted to the results
//! of self-play games (a Texel-style fit: `cargo run --release --example tune_eval`).

use super::board::{Board, Gathered};
use super::rules::Rules;

pub const MAN: i32 = 100;
/// A leaf where the side to move closes a mill that wins (against three men, or where a mill
/// wins): the game is won next move.
pub const NEAR_WIN: i32 = 30 * MAN;

/// How many features (and weights) the evaluation has.
pub const FEATURES: usize = 20;

/// What each feature counts, for the tuner's report. Phase-split features come in pairs:
/// placing (some man still in hand), then moving.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "material",
    "mill_placing",
    "mill_moving",
    "two_placing",
    "two_moving",
    "threat_mover_placing",
    "threat_mover_moving",
    "threat_one_placing",
    "threat_one_moving",
    "threat_many_placing",
    "threat_many_moving",
    "mobility_placing",
    "mobility_own_moving",
    "mobility_opp_moving",
    "blocked",
    "flying",
    "tempo_placing",
    "material_placing",
    "double_mill_moving",
    "fork_points_placing",
];

/// The weights in centi-men, in the order of `FEATURE_NAMES`; material stays one man.
pub type Weights = [i32; FEATURES];

/// The hand-set weights of the first Python engine (the same in both phases).
pub const HAND_SET: Weights = [
    100, 14, 14, 8, 8, 75, 75, 12, 12, 65, 65, 6, 8, 8, 250, 40, 0, 0, 0, 0,
];

/// Nine Men's Morris's, and the other games' on the larger boards: the hand-set weights with
/// mobility weighed about three times higher (a fifth of a man per move), which measurement
/// against the Sanmill engine called for (docs/STRENGTH.md, "Morris against Sanmill").
pub const TUNED: Weights = [
    100, 14, 14, 8, 8, 75, 75, 12, 12, 65, 65, 25, 20, 20, 250, 40, 0, 0, 0, 0,
];

/// Three Men's Morris, where a mill wins and nothing is removed: no material, a threat the
/// opponent has is a move that must be blocked, two of them lose, and mobility decides the
/// rest (the weights of the family's first evaluation, in these features).
pub const THREE_WEIGHTS: Weights = [
    100, 14, 14, 8, 8, 70, 70, 30, 30, 2_000, 2_000, 5, 5, 5, 250, 0, 0, 0, 0, 0,
];

/// `(closable points, open-two points, closed mills, sliding moves)` of the men `me`;
/// `anywhere`: its next man may go to any empty point (it places, flies or moves anywhere).
#[inline]
fn side_features(
    board: &Board,
    me: &Gathered,
    empty: &Gathered,
    anywhere: bool,
) -> (u32, u32, i32, i32) {
    let (twos, closable) = board.threats(me, empty, anywhere);
    let mills = Board::mills_filled(me) as i32;
    let moves = Board::slides(me, empty) as i32;
    (closable, twos, mills, moves)
}

/// Empty points where a man placed makes two open twos at once (a fork: two threats).
#[inline]
fn fork_points(board: &Board, me: u32, empty: u32) -> u32 {
    let (mut once, mut twice) = (0u32, 0u32);
    for &line in &board.mills {
        if (me & line).count_ones() == 1 && (empty & line).count_ones() == 2 {
            let points = empty & line;
            twice |= once & points;
            once |= points;
        }
    }
    twice
}

/// Men standing in a closed mill that can step to a point completing another mill: a mill
/// that closes again every other move.
#[inline]
fn double_mill_men(board: &Board, me: u32, empty: u32, closable: u32) -> u32 {
    board.in_mills(me) & board.neighbours_of(closable & empty)
}

/// The features of a position for the side to move (men `own`), or `Err(NEAR_WIN)` when it
/// closes a winning mill next.
pub fn features(
    rules: &Rules,
    own: u32,
    opp: u32,
    own_hand: u8,
    opp_hand: u8,
) -> Result<[i32; FEATURES], i32> {
    features_of(rules, own, opp, own_hand, opp_hand, true)
}

/// `features`, leaving the two line-by-line counts (forks, double mills) at 0 unless `lines`.
#[inline]
fn features_of(
    rules: &Rules,
    own: u32,
    opp: u32,
    own_hand: u8,
    opp_hand: u8,
    lines: bool,
) -> Result<[i32; FEATURES], i32> {
    let board = &*rules.board;
    let empty = board.full ^ own ^ opp;
    let n_own = own.count_ones() as i32 + own_hand as i32;
    let n_opp = opp.count_ones() as i32 + opp_hand as i32;
    let own_fly = rules.flying && own_hand == 0 && n_own == 3;
    let opp_fly = rules.flying && opp_hand == 0 && n_opp == 3;
    let holes = rules.nine_holes;
    let (g_own, g_opp) = (board.gather(own), board.gather(opp));
    let g_empty = board.gather_empty(&g_own, &g_opp);
    let (c_own, t_own, m_own, mob_own) =
        side_features(board, &g_own, &g_empty, own_hand > 0 || own_fly || holes);
    let (c_opp, t_opp, m_opp, mob_opp) =
        side_features(board, &g_opp, &g_empty, opp_hand > 0 || opp_fly || holes);
    if c_own != 0 && rules.closing_wins(n_opp as u32) {
        return Err(NEAR_WIN);
    }
    let mut f = [0; FEATURES];
    let placing = own_hand > 0 || opp_hand > 0;
    let phase = usize::from(!placing);
    f[0] = n_own - n_opp;
    f[1 + phase] = m_own - m_opp;
    f[3 + phase] = (t_own & !c_own).count_ones() as i32 - (t_opp & !c_opp).count_ones() as i32;
    if c_own != 0 {
        f[5 + phase] = 1;
    } else if c_opp != 0 {
        if c_opp & (c_opp - 1) == 0 {
            f[7 + phase] = -1;
        } else {
            f[9 + phase] = -1;
        }
    }
    if placing {
        f[11] = mob_own - mob_opp;
        // The side to move places the next man: in the placing phase that is worth something.
        f[16] = 1;
        // Men count for less while placing: the placing phase is won on mobility.
        f[17] = n_own - n_opp;
        if lines {
            f[19] = fork_points(board, own, empty).count_ones() as i32
                - fork_points(board, opp, empty).count_ones() as i32;
        }
    } else {
        if !own_fly {
            f[12] = mob_own;
        }
        if !opp_fly {
            f[13] = -mob_opp;
            if mob_opp == 0 {
                f[14] = 1;
            }
        }
    }
    f[15] = i32::from(opp_fly) - i32::from(own_fly);
    if !placing && lines {
        f[18] = double_mill_men(board, own, empty, c_own).count_ones() as i32
            - double_mill_men(board, opp, empty, c_opp).count_ones() as i32;
    }
    Ok(f)
}

/// The value for the side to move (men `own`), in centi-men; positive is good.
#[inline]
pub fn evaluate(rules: &Rules, own: u32, opp: u32, own_hand: u8, opp_hand: u8, w: &Weights) -> i32 {
    // The line-by-line counts cost a sixth of the search's speed: only when they weigh.
    let lines = w[18] != 0 || w[19] != 0;
    match features_of(rules, own, opp, own_hand, opp_hand, lines) {
        Ok(f) => f.iter().zip(w).map(|(a, b)| a * b).sum(),
        Err(score) => score,
    }
}
