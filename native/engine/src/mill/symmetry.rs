//! The symmetries of a board, found from its lines: every permutation of the points that maps
//! neighbours to neighbours and mills to mills. Positions that map onto each other have the
//! same value, so the tables store one of them. Nine Men's Morris's board has 16 (the square's
//! 8 times swapping the inner and the outer ring), as do Six and Twelve Men's Morris's;
//! Three Men's Morris's has the square's 8.

use super::board::MAX_POINTS;

/// A board's symmetries, the identity first, with a byte table each to apply them.
#[derive(Clone, Debug)]
pub struct Symmetries {
    perms: Vec<[u8; MAX_POINTS]>,
    /// `bytes[s][r][v]`: the image under `s` of the men `v` in byte `r` of the board.
    bytes: Vec<[[u32; 256]; 3]>,
    inverse: Vec<usize>,
}

/// Extends the partial map `perm` (points `0..done` placed) to automorphisms, collecting them.
fn extend(
    done: usize,
    perm: &mut [u8; MAX_POINTS],
    used: u32,
    adjacent: &[u32],
    mills: &[u32],
    found: &mut Vec<[u8; MAX_POINTS]>,
) {
    let n = adjacent.len();
    if done == n {
        let image = |m: u32| {
            (0..n)
                .filter(|&p| m >> p & 1 == 1)
                .fold(0u32, |a, p| a | 1 << perm[p])
        };
        if mills.iter().all(|&m| mills.contains(&image(m))) {
            found.push(*perm);
        }
        return;
    }
    for q in 0..n {
        if used >> q & 1 == 1 || adjacent[q].count_ones() != adjacent[done].count_ones() {
            continue;
        }
        // Adjacency to the points already placed must be kept both ways.
        let keeps = (0..done).all(|p| {
            let before = adjacent[done] >> p & 1;
            let after = adjacent[q] >> perm[p] & 1;
            before == after
        });
        if keeps {
            perm[done] = q as u8;
            extend(done + 1, perm, used | 1 << q, adjacent, mills, found);
        }
    }
}

impl Symmetries {
    /// The automorphisms of the board of `n` points with these neighbours and mills.
    pub fn of(n: usize, adjacent: &[u32], mills: &[u32]) -> Self {
        let mut perms = Vec::new();
        extend(0, &mut [0; MAX_POINTS], 0, adjacent, mills, &mut perms);
        perms.sort(); // the identity (0, 1, 2, ...) first
        let bytes = perms
            .iter()
            .map(|perm| {
                let mut t = [[0u32; 256]; 3];
                for (r, row) in t.iter_mut().enumerate() {
                    for (v, cell) in row.iter_mut().enumerate() {
                        *cell = (0..8)
                            .filter(|b| v >> b & 1 == 1 && 8 * r + b < n)
                            .fold(0, |acc, b| acc | 1 << perm[8 * r + b]);
                    }
                }
                t
            })
            .collect();
        let inverse = perms
            .iter()
            .map(|p| {
                perms
                    .iter()
                    .position(|q| (0..n).all(|x| q[p[x] as usize] as usize == x))
                    .expect("a group")
            })
            .collect();
        Symmetries {
            perms,
            bytes,
            inverse,
        }
    }

    pub fn count(&self) -> usize {
        self.perms.len()
    }

    /// The image of the set of points `board` under symmetry `s`.
    #[inline]
    pub fn apply(&self, s: usize, board: u32) -> u32 {
        let t = &self.bytes[s];
        t[0][(board & 255) as usize]
            | t[1][(board >> 8 & 255) as usize]
            | t[2][(board >> 16 & 255) as usize]
    }

    /// Where symmetry `s` takes point `p`.
    pub fn point(&self, s: usize, p: usize) -> usize {
        self.perms[s][p] as usize
    }

    /// The symmetry that undoes `s`.
    pub fn inverse(&self, s: usize) -> usize {
        self.inverse[s]
    }

    /// The smallest image of `me` and the set of symmetries giving it (bits of their numbers).
    #[inline]
    pub fn canonical(&self, me: u32) -> (u32, u64) {
        let mut best = u32::MAX;
        let mut which = 0u64;
        for s in 0..self.perms.len() {
            let m = self.apply(s, me);
            if m < best {
                best = m;
                which = 1 << s;
            } else if m == best {
                which |= 1 << s;
            }
        }
        (best, which)
    }
}

#[cfg(test)]
mod tests {
    use super::super::presets;

    #[test]
    fn each_board_has_its_symmetries_and_they_keep_lines_and_neighbours() {
        for (rules, count) in presets::all().into_iter().zip([16, 8, 16, 16, 16, 16]) {
            let board = &rules.board;
            let syms = &board.symmetries;
            assert_eq!(syms.count(), count, "{:?}", board.kind);
            for s in 0..syms.count() {
                for p in 0..board.points {
                    let image = syms.apply(s, board.adjacent[p]);
                    assert_eq!(image, board.adjacent[syms.point(s, p)]);
                }
                let mut mapped: Vec<u32> = board.mills.iter().map(|&m| syms.apply(s, m)).collect();
                let mut mills = board.mills.clone();
                mapped.sort_unstable();
                mills.sort_unstable();
                assert_eq!(mapped, mills);
                let t = syms.inverse(s);
                assert_eq!(
                    syms.apply(t, syms.apply(s, 0x00AB_CDEF & board.full)),
                    0x00AB_CDEF & board.full
                );
            }
        }
    }
}
