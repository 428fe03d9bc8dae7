//! Bit arithmetic on the ring layout (point `8 * ring + k`): rotating a ring's byte by one step
//! reaches the ring neighbours, shifting by 8 the spoke neighbours of the side midpoints.

pub const EVEN: u32 = 0x55_5555; // corners
pub const ODD: u32 = 0xAA_AAAA; // side midpoints

/// Bit `k` set when point `k - 1` of the same ring is set.
#[inline]
pub fn rot_up(x: u32) -> u32 {
    ((x << 1) & 0xFE_FEFE) | ((x >> 7) & 0x01_0101)
}

/// Bit `k` set when point `k + 1` of the same ring is set.
#[inline]
pub fn rot_down(x: u32) -> u32 {
    ((x >> 1) & 0x7F_7F7F) | ((x << 7) & 0x80_8080)
}

/// The points with a neighbour in `x`.
#[inline]
pub fn neighbours_of(x: u32) -> u32 {
    rot_up(x) | rot_down(x) | (((x << 8) | (x >> 8)) & ODD)
}

/// The men of `board` standing in a mill.
#[inline]
pub fn in_mills(board: u32) -> u32 {
    let d1 = rot_down(board);
    let d2 = rot_down(d1);
    let start = board & d1 & d2 & EVEN; // corner k with k, k+1, k+2 set
    let u1 = rot_up(start);
    let u2 = rot_up(u1);
    let spoke = board & (board >> 8) & (board >> 16) & 0xAA;
    start | u1 | u2 | spoke | spoke << 8 | spoke << 16
}

/// The opponent's men a closed mill may take (RULES.md 2.5): those outside mills, or any when
/// all stand in mills.
#[inline]
pub fn removable(opp: u32) -> u32 {
    let free = opp & !in_mills(opp);
    if free != 0 {
        free
    } else {
        opp
    }
}

/// Empty points that would complete a mill of `me`.
#[inline]
pub fn open_points(me: u32, empty: u32) -> u32 {
    let u1 = rot_up(me);
    let u2 = rot_up(u1);
    let d1 = rot_down(me);
    let d2 = rot_down(d1);
    let spokes = ((me >> 8) & (me >> 16) & 0xFF)
        | ((me << 8) & (me >> 8) & 0xFF00)
        | ((me << 8) & (me << 16) & 0xFF_0000);
    ((((u1 & u2) | (d1 & d2)) & EVEN) | (((u1 & d1) | spokes) & ODD)) & empty
}

#[cfg(test)]
mod tests {
    use super::super::geometry::{has_empty_neighbour, mill_mask, ADJACENT, FULL};
    use super::*;

    #[test]
    fn the_shifts_agree_with_the_tables() {
        let mut x: u32 = 0x1234_5678;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let board = x & FULL;
            assert_eq!(in_mills(board), mill_mask(board));
            assert_eq!(neighbours_of(board) & FULL, has_empty_neighbour(board));
            for (p, &adjacent) in ADJACENT.iter().enumerate() {
                assert_eq!(neighbours_of(1 << p) & FULL, adjacent);
            }
        }
    }
}
