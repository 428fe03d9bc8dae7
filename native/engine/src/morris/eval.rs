//! Static evaluation from the side to move's view, in centi-men: material, closed mills, open
//! two-in-a-rows, which of them can be closed next move, mill threats and mobility, each with a
//! weight for the placing phase and one for the moving phase.
//!
//! The value is linear in the features (`features`), so the weights can be fitted to the results
//! of self-play games (a Texel-style fit: `cargo run --release --example tune_eval`).

use super::bits::{in_mills, neighbours_of, rot_down, rot_up, EVEN, ODD};
use super::geometry::{FULL, MILLS};

pub const MAN: i32 = 100;
/// A leaf where the side to move closes a mill against three men: the game is won next move.
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

/// What the levels play: the hand-set weights with mobility weighed about three times higher
/// (a fifth of a man per move), which measurement against the Sanmill engine called for
/// (docs/STRENGTH.md, "Morris against Sanmill").
pub const TUNED: Weights = [
    100, 14, 14, 8, 8, 75, 75, 12, 12, 65, 65, 25, 20, 20, 250, 40, 0, 0, 0, 0,
];

/// `(closable points, open-two points, closed mills, sliding moves)` of the men `me`.
#[inline]
fn side_features(me: u32, empty: u32, placing_or_flying: bool) -> (u32, u32, i32, i32) {
    let u1 = rot_up(me);
    let u2 = rot_up(u1);
    let d1 = rot_down(me);
    let d2 = rot_down(d1);
    let up_pair = u1 & u2;
    let down_pair = d1 & d2;
    let side_pair = u1 & d1;
    let spoke_pair = (((me >> 8) & (me >> 16) & 0xFF)
        | ((me << 8) & (me >> 8) & 0xFF00)
        | ((me << 8) & (me << 16) & 0xFF_0000))
        & ODD;
    let twos = (((up_pair | down_pair) & EVEN) | (side_pair & ODD) | spoke_pair) & empty;
    let closable = if placing_or_flying {
        twos
    } else {
        // The closing man must come from a neighbour that is not one of the pair.
        ((((down_pair & u1) | (up_pair & d1)) & EVEN)
            | (side_pair & ((me << 8) | (me >> 8)) & ODD)
            | (spoke_pair & (u1 | d1)))
            & empty
    };
    let mills =
        (me & d1 & d2 & EVEN).count_ones() + (me & (me >> 8) & (me >> 16) & 0xAA).count_ones();
    let moves = (me & rot_up(empty)).count_ones()
        + (me & rot_down(empty)).count_ones()
        + (me & (empty << 8) & ODD).count_ones()
        + (me & (empty >> 8) & ODD).count_ones();
    (closable, twos, mills as i32, moves as i32)
}

/// Empty points where a man placed makes two open twos at once (a fork: two threats).
#[inline]
fn fork_points(me: u32, empty: u32) -> u32 {
    let (mut once, mut twice) = (0u32, 0u32);
    for &line in &MILLS {
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
fn double_mill_men(me: u32, empty: u32, closable: u32) -> u32 {
    in_mills(me) & neighbours_of(closable & empty)
}

/// The features of a position for the side to move (men `own`), or `Err(NEAR_WIN)` when it
/// closes a mill against three men next.
pub fn features(
    own: u32,
    opp: u32,
    own_hand: u8,
    opp_hand: u8,
    flying: bool,
) -> Result<[i32; FEATURES], i32> {
    features_of(own, opp, own_hand, opp_hand, flying, true)
}

/// `features`, leaving the two line-by-line counts (forks, double mills) at 0 unless `lines`.
#[inline]
fn features_of(
    own: u32,
    opp: u32,
    own_hand: u8,
    opp_hand: u8,
    flying: bool,
    lines: bool,
) -> Result<[i32; FEATURES], i32> {
    let empty = FULL ^ own ^ opp;
    let n_own = own.count_ones() as i32 + own_hand as i32;
    let n_opp = opp.count_ones() as i32 + opp_hand as i32;
    let own_fly = flying && own_hand == 0 && n_own == 3;
    let opp_fly = flying && opp_hand == 0 && n_opp == 3;
    let (c_own, t_own, m_own, mob_own) = side_features(own, empty, own_hand > 0 || own_fly);
    let (c_opp, t_opp, m_opp, mob_opp) = side_features(opp, empty, opp_hand > 0 || opp_fly);
    if c_own != 0 && n_opp == 3 {
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
            f[19] = fork_points(own, empty).count_ones() as i32
                - fork_points(opp, empty).count_ones() as i32;
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
        f[18] = double_mill_men(own, empty, c_own).count_ones() as i32
            - double_mill_men(opp, empty, c_opp).count_ones() as i32;
    }
    Ok(f)
}

/// The value for the side to move (men `own`), in centi-men; positive is good.
#[inline]
pub fn evaluate(own: u32, opp: u32, own_hand: u8, opp_hand: u8, flying: bool, w: &Weights) -> i32 {
    // The line-by-line counts cost a sixth of the search's speed: only when they weigh.
    let lines = w[18] != 0 || w[19] != 0;
    match features_of(own, opp, own_hand, opp_hand, flying, lines) {
        Ok(f) => f.iter().zip(w).map(|(a, b)| a * b).sum(),
        Err(score) => score,
    }
}
