//! A board of the Morris family as data: its points, the lines that are mills and the
//! adjacency, with the tables the move generator and the evaluation derive from them once.
//!
//! Every board has at most 24 points (bit `p` of a `u32` is point `p`, numbered as the rules
//! library numbers it). The hot questions ("which points neighbour these men", "which lines do
//! these men fill") are answered by tables indexed by a byte of the board at a time, so one
//! board costs the same few look-ups as another.

use super::symmetry::Symmetries;

/// The most points a board has.
pub const MAX_POINTS: usize = 24;
/// The most mills through one point (Three Men's Morris's centre: row, column, two diagonals).
const MILLS_AT: usize = 4;
/// A mask no board contains (bit 31 is past every board): pads `mills_at`.
const NEVER: u32 = 1 << 31;
/// The most mills a board has: each of a mill's three places gets this many bits of a word.
const MAX_MILLS: usize = 21;
const MILL_BITS: u64 = (1 << MAX_MILLS) - 1;
/// The most adjacent pairs a board has.
const MAX_EDGES: usize = 64;

/// A lookup of one byte of a board at a time: `[byte][value]`.
type ByteTable<T = u32> = [[T; 256]; 3];

/// Which board a set of tables was built on, as the tables' files record it. The 24-point board
/// of Nine Men's Morris is 0, as the files written before the family had tables left it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardKind {
    Nine,
    Twelve,
    /// Twelve Men's Morris's board with its diagonals for moves only.
    TwelveDiagonalMoves,
    Six,
    Three,
    /// Three Men's Morris without its diagonals.
    ThreeSquare,
}

impl BoardKind {
    /// Its name as the rules library's `Board.key` spells it (and the tables' file names, but
    /// Nine Men's Morris's, which keep `morris`).
    pub fn name(self) -> &'static str {
        match self {
            BoardKind::Nine => "nine",
            BoardKind::Twelve => "twelve",
            BoardKind::TwelveDiagonalMoves => "twelve-diagonal-moves",
            BoardKind::Six => "six",
            BoardKind::Three => "three",
            BoardKind::ThreeSquare => "three-square",
        }
    }

    pub fn from_name(name: &str) -> Option<BoardKind> {
        BoardKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    pub const ALL: [BoardKind; 6] = [
        BoardKind::Nine,
        BoardKind::Twelve,
        BoardKind::TwelveDiagonalMoves,
        BoardKind::Six,
        BoardKind::Three,
        BoardKind::ThreeSquare,
    ];

    /// The code a table's header keeps.
    pub fn code(self) -> u8 {
        BoardKind::ALL
            .iter()
            .position(|&k| k == self)
            .expect("a kind") as u8
    }
}

#[derive(Clone, Debug)]
pub struct Board {
    pub kind: BoardKind,
    pub points: usize,
    /// Every point as a bitmask.
    pub full: u32,
    /// `adjacent[p]`: the neighbours of point `p`.
    pub adjacent: [u32; MAX_POINTS],
    /// The lines that are mills, as bitmasks.
    pub mills: Vec<u32>,
    /// The mills through each point, padded with `NEVER`.
    mills_at: [[u32; MILLS_AT]; MAX_POINTS],
    /// No point is on more than two mills: `mills_at`'s padding need not be read.
    two_mills_at_most: bool,
    /// The points with a neighbour among the men of a byte.
    neighbours: Box<ByteTable>,
    /// The mills whose first, second, third point is among the men of a byte: bit `i`,
    /// `21 + i` and `42 + i` for mill `i` (a "places" word).
    places: Box<ByteTable<u64>>,
    /// Per bit of a places word (mill `i`, place `j`): the point in that place and its
    /// neighbours off the mill.
    place_point: [u8; 64],
    place_off_line: [u32; 64],
    /// The adjacent pairs whose lower (higher) point is among the men of a byte: bit `e` for
    /// pair `e`.
    edges_low: Box<ByteTable<u64>>,
    edges_high: Box<ByteTable<u64>>,
    /// What the evaluation reads of the whole board: the empty points' is what the men leave.
    everything: Gathered,
    /// The automorphisms of the lines and the adjacency.
    pub symmetries: Symmetries,
}

fn byte_table<T: Copy + Default + std::ops::BitOr<Output = T>>(
    image: impl Fn(usize) -> T,
) -> Box<ByteTable<T>> {
    let mut table = Box::new([[T::default(); 256]; 3]);
    for (byte, row) in table.iter_mut().enumerate() {
        for (value, cell) in row.iter_mut().enumerate() {
            *cell = (0..8)
                .filter(|b| value >> b & 1 == 1)
                .map(|b| 8 * byte + b)
                .filter(|&p| p < MAX_POINTS)
                .fold(T::default(), |acc, p| acc | image(p));
        }
    }
    table
}

#[inline]
fn look_up<T: Copy + std::ops::BitOr<Output = T>>(table: &ByteTable<T>, x: u32) -> T {
    table[0][(x & 255) as usize]
        | table[1][(x >> 8 & 255) as usize]
        | table[2][(x >> 16 & 255) as usize]
}

/// The mills of a places word whose three places are all set.
#[inline]
fn complete(places: u64) -> u64 {
    places & places >> MAX_MILLS & places >> (2 * MAX_MILLS) & MILL_BITS
}

/// The pieces of a board the evaluation reads: its places word and its adjacent pairs.
#[derive(Clone, Copy, Debug)]
pub struct Gathered {
    men: u32,
    places: u64,
    low: u64,
    high: u64,
}

/// The points of a bitmask, lowest first.
#[inline]
pub fn points(mut board: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if board == 0 {
            return None;
        }
        let p = board.trailing_zeros() as usize;
        board &= board - 1;
        Some(p)
    })
}

impl Board {
    /// A board from its `mills` (point triples, each a line) and each point's `adjacent` points.
    /// Errors name what is wrong.
    pub fn new(kind: BoardKind, mills: &[[u8; 3]], adjacent: &[Vec<u8>]) -> Result<Self, String> {
        let n = adjacent.len();
        if !(3..=MAX_POINTS).contains(&n) {
            return Err(format!("a board has 3 to {MAX_POINTS} points, not {n}"));
        }
        if mills.is_empty() || mills.len() > MAX_MILLS {
            return Err(format!(
                "a board has 1 to {MAX_MILLS} mills, not {}",
                mills.len()
            ));
        }
        let mut adjacent_masks = [0u32; MAX_POINTS];
        for (p, list) in adjacent.iter().enumerate() {
            for &q in list {
                if q as usize >= n || q as usize == p {
                    return Err(format!("point {p} cannot neighbour {q}"));
                }
                adjacent_masks[p] |= 1 << q;
            }
        }
        for p in 0..n {
            for q in 0..n {
                if (adjacent_masks[p] >> q) & 1 != (adjacent_masks[q] >> p) & 1 {
                    return Err(format!("points {p} and {q}: adjacency is not symmetric"));
                }
            }
        }
        let mut masks = Vec::with_capacity(mills.len());
        let mut mills_at = [[NEVER; MILLS_AT]; MAX_POINTS];
        for line in mills {
            let mask = line
                .iter()
                .fold(0u32, |m, &p| m | 1u32.checked_shl(p.into()).unwrap_or(0));
            if line.iter().any(|&p| p as usize >= n) || mask.count_ones() != 3 {
                return Err(format!("{line:?} is not a line of the board"));
            }
            masks.push(mask);
            for &p in line {
                let row = &mut mills_at[p as usize];
                let free = row.iter().position(|&m| m == NEVER);
                let Some(free) = free else {
                    return Err(format!("more than {MILLS_AT} mills through point {p}"));
                };
                row[free] = mask;
            }
        }
        let neighbours = byte_table(|p| adjacent_masks[p]);
        let places = byte_table(|p| {
            let mut word = 0u64;
            for (i, line) in mills.iter().enumerate() {
                for (place, &q) in line.iter().enumerate() {
                    if q as usize == p {
                        word |= 1 << (MAX_MILLS * place + i);
                    }
                }
            }
            word
        });
        let mut place_point = [0u8; 64];
        let mut place_off_line = [0u32; 64];
        for (i, line) in mills.iter().enumerate() {
            for (place, &p) in line.iter().enumerate() {
                place_point[MAX_MILLS * place + i] = p;
                place_off_line[MAX_MILLS * place + i] = adjacent_masks[p as usize] & !masks[i];
            }
        }
        let edges: Vec<(usize, usize)> = (0..n)
            .flat_map(|p| (p + 1..n).map(move |q| (p, q)))
            .filter(|&(p, q)| adjacent_masks[p] >> q & 1 == 1)
            .collect();
        if edges.len() > MAX_EDGES {
            return Err(format!("more than {MAX_EDGES} adjacent pairs"));
        }
        let edge_table = |end: fn((usize, usize)) -> usize| {
            byte_table(|p| {
                edges
                    .iter()
                    .enumerate()
                    .filter(|&(_, &e)| end(e) == p)
                    .fold(0u64, |acc, (i, _)| acc | 1 << i)
            })
        };
        let two_mills_at_most = mills_at.iter().all(|row| row[2] == NEVER);
        let symmetries = Symmetries::of(n, &adjacent_masks[..n], &masks);
        let (edges_low, edges_high) = (edge_table(|(p, _)| p), edge_table(|(_, q)| q));
        let full = (1u32 << n) - 1;
        let everything = Gathered {
            men: full,
            places: look_up(&places, full),
            low: look_up(&edges_low, full),
            high: look_up(&edges_high, full),
        };
        Ok(Board {
            kind,
            points: n,
            full,
            adjacent: adjacent_masks,
            mills: masks,
            mills_at,
            two_mills_at_most,
            neighbours,
            places,
            place_point,
            place_off_line,
            edges_low,
            edges_high,
            everything,
            symmetries,
        })
    }

    /// The points with a neighbour among `x`.
    #[inline]
    pub fn neighbours_of(&self, x: u32) -> u32 {
        look_up(&self.neighbours, x)
    }

    /// Whether `board` holds a mill through `point`.
    #[inline]
    pub fn mill_at(&self, board: u32, point: usize) -> bool {
        let m = &self.mills_at[point];
        let two = board & m[0] == m[0] || board & m[1] == m[1];
        two || (!self.two_mills_at_most && (board & m[2] == m[2] || board & m[3] == m[3]))
    }

    /// What the evaluation reads of the men `x`.
    #[inline]
    pub fn gather(&self, x: u32) -> Gathered {
        Gathered {
            men: x,
            places: look_up(&self.places, x),
            low: look_up(&self.edges_low, x),
            high: look_up(&self.edges_high, x),
        }
    }

    /// What the evaluation reads of the empty points, from what it read of both sides' men:
    /// every point's place in the tables is the men's or the empty points'.
    #[inline]
    pub fn gather_empty(&self, own: &Gathered, opp: &Gathered) -> Gathered {
        let all = &self.everything;
        Gathered {
            men: all.men & !(own.men | opp.men),
            places: all.places & !(own.places | opp.places),
            low: all.low & !(own.low | opp.low),
            high: all.high & !(own.high | opp.high),
        }
    }

    /// The mills `board` fills, as bits of their numbers.
    #[inline]
    pub fn full_mills(&self, board: u32) -> u32 {
        complete(look_up(&self.places, board)) as u32
    }

    /// How many mills the men of `me` fill.
    #[inline]
    pub fn mills_filled(me: &Gathered) -> u32 {
        complete(me.places).count_ones()
    }

    /// The men of `board` that stand in a mill.
    #[inline]
    pub fn in_mills(&self, board: u32) -> u32 {
        points(self.full_mills(board)).fold(0, |acc, i| acc | self.mills[i])
    }

    /// How many slides the men of `me` have to the points of `empty`.
    #[inline]
    pub fn slides(me: &Gathered, empty: &Gathered) -> u32 {
        (me.low & empty.high).count_ones() + (me.high & empty.low).count_ones()
    }

    /// The mills with two men of `me` and their third point empty, as a places word with the
    /// empty place set.
    #[inline]
    fn gaps(me: u64, empty: u64) -> u64 {
        let m = [
            me & MILL_BITS,
            me >> MAX_MILLS & MILL_BITS,
            me >> (2 * MAX_MILLS),
        ];
        let e = [
            empty & MILL_BITS,
            empty >> MAX_MILLS & MILL_BITS,
            empty >> (2 * MAX_MILLS),
        ];
        (e[0] & m[1] & m[2])
            | (m[0] & e[1] & m[2]) << MAX_MILLS
            | (m[0] & m[1] & e[2]) << (2 * MAX_MILLS)
    }

    /// `(open, closable)`: the empty points that would complete a mill of `me`, and those of
    /// them a man of `me` can reach next (any of them when it goes `anywhere`, else a
    /// neighbour off the mill).
    #[inline]
    pub fn threats(&self, me: &Gathered, empty: &Gathered, anywhere: bool) -> (u32, u32) {
        let mut gaps = Self::gaps(me.places, empty.places);
        let (mut open, mut closable) = (0, 0);
        while gaps != 0 {
            let k = gaps.trailing_zeros() as usize;
            gaps &= gaps - 1;
            let point = 1 << self.place_point[k];
            open |= point;
            if anywhere || self.place_off_line[k] & me.men != 0 {
                closable |= point;
            }
        }
        (open, closable)
    }

    /// The men of `opp` a closed mill may take (RULES.md 2.5): with `protected` mills, those
    /// outside mills, or any when all stand in mills.
    #[inline]
    pub fn removable(&self, opp: u32, protected: bool) -> u32 {
        if !protected {
            return opp;
        }
        let free = opp & !self.in_mills(opp);
        if free != 0 {
            free
        } else {
            opp
        }
    }

    /// The empty points that would complete a mill of `me`.
    #[inline]
    pub fn open_points(&self, me: u32, empty: u32) -> u32 {
        let mut gaps = Self::gaps(look_up(&self.places, me), look_up(&self.places, empty));
        let mut open = 0;
        while gaps != 0 {
            let k = gaps.trailing_zeros() as usize;
            gaps &= gaps - 1;
            open |= 1 << self.place_point[k];
        }
        open
    }
}

#[cfg(test)]
mod tests {
    use super::super::presets;
    use super::*;

    #[test]
    fn the_tables_agree_with_the_lines() {
        for rules in presets::all() {
            let board = &rules.board;
            let mut x: u32 = 0x1234_5678;
            for _ in 0..500 {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                let me = x & board.full;
                let empty = !me & (x >> 7) & board.full;
                let in_mills = board
                    .mills
                    .iter()
                    .filter(|&&m| me & m == m)
                    .fold(0, |acc, &m| acc | m);
                assert_eq!(board.in_mills(me), in_mills);
                let neighbours = (0..board.points)
                    .filter(|&p| board.adjacent[p] & me != 0)
                    .fold(0, |acc, p| acc | 1 << p);
                assert_eq!(board.neighbours_of(me), neighbours);
                let open = (0..board.points)
                    .filter(|&p| empty >> p & 1 == 1)
                    .filter(|&p| board.mill_at(me | 1 << p, p))
                    .fold(0, |acc, p| acc | 1 << p);
                assert_eq!(board.open_points(me, empty), open);
            }
        }
    }

    #[test]
    fn a_board_that_cannot_be_is_refused() {
        let adjacent = vec![vec![1], vec![0, 2], vec![1]];
        assert!(Board::new(BoardKind::Three, &[[0, 1, 2]], &adjacent).is_ok());
        assert!(Board::new(BoardKind::Three, &[[0, 1, 3]], &adjacent).is_err());
        assert!(Board::new(BoardKind::Three, &[[0, 1, 1]], &adjacent).is_err());
        let lopsided = vec![vec![1], vec![2], vec![1]];
        assert!(Board::new(BoardKind::Three, &[[0, 1, 2]], &lopsided).is_err());
    }
}
