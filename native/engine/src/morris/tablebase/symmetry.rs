//! The sixteen symmetries of the Morris board: the eight of the square times swapping the inner
//! and the outer ring. Each keeps adjacency and the mills, so positions that map onto each
//! other have the same value and the tables store one of them.

use crate::morris::geometry::NUM_POINTS;

pub const COUNT: usize = 16;

/// Where symmetry `s` sends point `8 * ring + k`: a quarter turn adds 2 to `k`, the reflection
/// through the a1-g7 diagonal negates it, the ring swap exchanges rings 0 and 2.
const fn image(s: usize, point: usize) -> usize {
    let ring = point / 8;
    let k = point % 8;
    let turns = s % 4;
    let mirror = (s / 4) % 2 == 1;
    let swap = s / 8 == 1;
    let k = if mirror { (8 - k) % 8 } else { k };
    let k = (k + 2 * turns) % 8;
    let ring = if swap { 2 - ring } else { ring };
    8 * ring + k
}

/// `BYTES[s][r][v]`: the image under `s` of the men `v` on ring `r` (a byte of the board).
const fn byte_tables() -> [[[u32; 256]; 3]; COUNT] {
    let mut t = [[[0u32; 256]; 3]; COUNT];
    let mut s = 0;
    while s < COUNT {
        let mut r = 0;
        while r < 3 {
            let mut v = 0;
            while v < 256 {
                let mut mask = 0u32;
                let mut b = 0;
                while b < 8 {
                    if v >> b & 1 == 1 {
                        mask |= 1 << image(s, 8 * r + b);
                    }
                    b += 1;
                }
                t[s][r][v] = mask;
                v += 1;
            }
            r += 1;
        }
        s += 1;
    }
    t
}

static BYTES: [[[u32; 256]; 3]; COUNT] = byte_tables();

/// The image of the set of points `board` under symmetry `s`.
#[inline]
pub fn apply(s: usize, board: u32) -> u32 {
    let t = &BYTES[s];
    t[0][(board & 255) as usize] | t[1][(board >> 8 & 255) as usize] | t[2][(board >> 16) as usize]
}

/// The symmetry that undoes `s`.
pub fn inverse(s: usize) -> usize {
    (0..COUNT)
        .find(|&t| (0..NUM_POINTS).all(|p| image(t, image(s, p)) == p))
        .expect("every symmetry has an inverse")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::morris::geometry::{ADJACENT, MILLS};

    #[test]
    fn every_symmetry_keeps_adjacency_and_mills_and_they_are_distinct() {
        let mut images = Vec::new();
        for s in 0..COUNT {
            for (p, &adjacent) in ADJACENT.iter().enumerate() {
                assert_eq!(apply(s, adjacent), ADJACENT[image(s, p)]);
            }
            let mut mapped: Vec<u32> = MILLS.iter().map(|&m| apply(s, m)).collect();
            mapped.sort_unstable();
            let mut mills = MILLS.to_vec();
            mills.sort_unstable();
            assert_eq!(mapped, mills);
            images.push((0..NUM_POINTS).map(|p| image(s, p)).collect::<Vec<_>>());
            let t = inverse(s);
            assert_eq!(apply(t, apply(s, 0x00AB_CDEF)), 0x00AB_CDEF);
        }
        images.sort();
        images.dedup();
        assert_eq!(images.len(), COUNT);
    }
}
