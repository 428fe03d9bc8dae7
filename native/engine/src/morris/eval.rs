//! Static evaluation from the side to move's view, in centi-men: material, closed mills, open
//! two-in-a-rows, which of them can be closed next move, mill threats and mobility.

use super::bits::{rot_down, rot_up, EVEN, ODD};
use super::geometry::FULL;

pub const MAN: i32 = 100;
/// A leaf where the side to move closes a mill against three men: the game is won next move.
pub const NEAR_WIN: i32 = 30 * MAN;

/// The evaluation's weights in centi-men (`Weights::TUNED` is what the levels play).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A closed mill: safe men, and in the moving phase a mill to reopen.
    pub mill: i32,
    /// An open two that cannot be closed at once.
    pub two: i32,
    /// The side to move closes a mill now.
    pub threat_mover: i32,
    /// The waiting side threatens one mill: the mover must spend a move to block.
    pub threat_one: i32,
    /// Two or more threats: the mover cannot block them all.
    pub threat_many: i32,
    /// Per sliding move (moving phase).
    pub mobility: i32,
    /// Per free neighbour (placing phase): men that will not get stuck.
    pub mobility_placing: i32,
    /// The waiting side cannot move at all: the mover keeping it so wins.
    pub blocked: i32,
    /// A side down to three men is one mill from losing.
    pub flying: i32,
}

impl Weights {
    /// The hand-set weights of the first Python engine.
    pub const HAND_SET: Weights = Weights {
        mill: 14,
        two: 8,
        threat_mover: 75,
        threat_one: 12,
        threat_many: 65,
        mobility: 8,
        mobility_placing: 6,
        blocked: 250,
        flying: 40,
    };
    pub const TUNED: Weights = Weights::HAND_SET;
}

/// `(closable points, open-two points, closed mills, sliding moves)` of the men `me`.
#[inline]
fn features(me: u32, empty: u32, placing_or_flying: bool) -> (u32, u32, i32, i32) {
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

/// The value for the side to move (men `own`), in centi-men; positive is good.
pub fn evaluate(own: u32, opp: u32, own_hand: u8, opp_hand: u8, flying: bool, w: &Weights) -> i32 {
    let empty = FULL ^ own ^ opp;
    let n_own = own.count_ones() as i32 + own_hand as i32;
    let n_opp = opp.count_ones() as i32 + opp_hand as i32;
    let own_fly = flying && own_hand == 0 && n_own == 3;
    let opp_fly = flying && opp_hand == 0 && n_opp == 3;
    let (c_own, t_own, m_own, mob_own) = features(own, empty, own_hand > 0 || own_fly);
    let (c_opp, t_opp, m_opp, mob_opp) = features(opp, empty, opp_hand > 0 || opp_fly);
    if c_own != 0 && n_opp == 3 {
        return NEAR_WIN;
    }
    let mut score = MAN * (n_own - n_opp) + w.mill * (m_own - m_opp);
    score += w.two * ((t_own & !c_own).count_ones() as i32 - (t_opp & !c_opp).count_ones() as i32);
    if c_own != 0 {
        score += w.threat_mover;
    } else if c_opp != 0 {
        score -= if c_opp & (c_opp - 1) == 0 {
            w.threat_one
        } else {
            w.threat_many
        };
    }
    if own_hand > 0 || opp_hand > 0 {
        score += w.mobility_placing * (mob_own - mob_opp);
    } else {
        if !own_fly {
            score += w.mobility * mob_own;
        }
        if !opp_fly {
            score -= w.mobility * mob_opp;
            if mob_opp == 0 {
                score += w.blocked;
            }
        }
    }
    if own_fly {
        score -= w.flying;
    }
    if opp_fly {
        score += w.flying;
    }
    score
}
