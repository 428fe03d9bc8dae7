//! The board as the rules library numbers it: three rings of eight points (ring * 8 + k, k = 0
//! the ring's corner a7/b6/c5 going clockwise), the sixteen mills, the neighbours.

pub const NUM_POINTS: usize = 24;
pub const FULL: u32 = (1 << NUM_POINTS) - 1;

const fn ring_neighbours(i: usize) -> u32 {
    let ring = i / 8;
    let k = i % 8;
    let mut mask = (1 << (8 * ring + (k + 7) % 8)) | (1 << (8 * ring + (k + 1) % 8));
    if k % 2 == 1 {
        if ring > 0 {
            mask |= 1 << (8 * (ring - 1) + k);
        }
        if ring < 2 {
            mask |= 1 << (8 * (ring + 1) + k);
        }
    }
    mask
}

const fn adjacent_table() -> [u32; NUM_POINTS] {
    let mut table = [0; NUM_POINTS];
    let mut i = 0;
    while i < NUM_POINTS {
        table[i] = ring_neighbours(i);
        i += 1;
    }
    table
}

const fn mill_table() -> [u32; 16] {
    let mut mills = [0; 16];
    let mut n = 0;
    let mut ring = 0;
    while ring < 3 {
        let mut k = 0;
        while k < 8 {
            mills[n] =
                (1 << (8 * ring + k)) | (1 << (8 * ring + k + 1)) | (1 << (8 * ring + (k + 2) % 8));
            n += 1;
            k += 2;
        }
        ring += 1;
    }
    let mut k = 1;
    while k < 8 {
        mills[n] = (1 << k) | (1 << (8 + k)) | (1 << (16 + k));
        n += 1;
        k += 2;
    }
    mills
}

/// `ADJACENT[i]`: the neighbours of point `i` as a bitmask.
pub const ADJACENT: [u32; NUM_POINTS] = adjacent_table();
/// The sixteen mills as bitmasks: the twelve square sides, then the four spokes.
pub const MILLS: [u32; 16] = mill_table();

const fn mills_at_table() -> [[u32; 2]; NUM_POINTS] {
    let mut table = [[0; 2]; NUM_POINTS];
    let mut i = 0;
    while i < NUM_POINTS {
        let mut found = 0;
        let mut m = 0;
        while m < 16 {
            if MILLS[m] & (1 << i) != 0 {
                table[i][found] = MILLS[m];
                found += 1;
            }
            m += 1;
        }
        i += 1;
    }
    table
}

/// `MILLS_AT[i]`: the two mills through point `i`.
pub const MILLS_AT: [[u32; 2]; NUM_POINTS] = mills_at_table();

/// The men of `board` that stand in at least one mill.
pub fn mill_mask(board: u32) -> u32 {
    MILLS
        .iter()
        .filter(|&&m| board & m == m)
        .fold(0, |acc, &m| acc | m)
}

/// The points with at least one empty neighbour, given the empty points.
pub fn has_empty_neighbour(empty: u32) -> u32 {
    (0..NUM_POINTS)
        .filter(|&p| ADJACENT[p] & empty != 0)
        .fold(0, |acc, p| acc | 1 << p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_has_two_to_four_neighbours_and_two_mills() {
        let edges: u32 = ADJACENT.iter().map(|m| m.count_ones()).sum();
        assert_eq!(edges, 2 * 32); // 24 ring edges and 8 spoke edges
        for (i, mills) in MILLS_AT.iter().enumerate() {
            assert!(mills[0] & (1 << i) != 0 && mills[1] & (1 << i) != 0);
            assert_ne!(mills[0], mills[1]);
        }
    }
}
