//! A rule set of the family as data: the board (points, mills, adjacency), the men per side and
//! the flags of RULES.md section 3, with the tables the move generator derives from them.

/// The rules that differ between the games of the family (RULES.md 3.2-3.6) and their options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Flags {
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
}

/// A game of the family: its board, men and flags, plus the derived masks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSet {
    pub points: usize,
    /// Every point as a bitmask.
    pub full: u32,
    /// The lines that are mills, as bitmasks.
    pub mills: Vec<u32>,
    /// `mills_at[p]`: the mills through point `p`.
    pub mills_at: Vec<Vec<u32>>,
    /// `adjacent[p]`: the neighbours of point `p` as a bitmask.
    pub adjacent: Vec<u32>,
    pub men: u32,
    pub flags: Flags,
}

impl RuleSet {
    /// A rule set from its board: `mills` as point triples, `adjacent` as neighbour lists.
    /// Errors name what is wrong (at most 24 points, points in range, adjacency symmetric).
    pub fn new(
        points: usize,
        mills: &[[u8; 3]],
        adjacent: &[Vec<u8>],
        men: u32,
        flags: Flags,
    ) -> Result<Self, String> {
        if !(3..=24).contains(&points) {
            return Err(format!("a board has 3 to 24 points, not {points}"));
        }
        if adjacent.len() != points {
            return Err(format!(
                "{} neighbour lists for {points} points",
                adjacent.len()
            ));
        }
        if !(3..=15).contains(&men) || 2 * men as usize > points {
            return Err(format!("{men} men a side do not fit this board"));
        }
        let in_range = |p: u8| (p as usize) < points;
        if let Some(p) = flags.forbidden_first {
            if !in_range(p) {
                return Err(format!("point {p} is not on the board"));
            }
        }
        let mut adjacent_masks = vec![0u32; points];
        for (p, list) in adjacent.iter().enumerate() {
            for &q in list {
                if !in_range(q) || q as usize == p {
                    return Err(format!("point {p} cannot neighbour {q}"));
                }
                adjacent_masks[p] |= 1 << q;
            }
        }
        for p in 0..points {
            for q in 0..points {
                if (adjacent_masks[p] >> q) & 1 != (adjacent_masks[q] >> p) & 1 {
                    return Err(format!("points {p} and {q}: adjacency is not symmetric"));
                }
            }
        }
        let mut masks = Vec::with_capacity(mills.len());
        let mut mills_at = vec![Vec::new(); points];
        for line in mills {
            if !line.iter().all(|&p| in_range(p)) || line[0] == line[1] || line[1] == line[2] {
                return Err(format!("{line:?} is not a line of the board"));
            }
            let mask = line.iter().fold(0u32, |m, &p| m | 1 << p);
            if mask.count_ones() != 3 {
                return Err(format!("{line:?} is not a line of the board"));
            }
            masks.push(mask);
            for &p in line {
                mills_at[p as usize].push(mask);
            }
        }
        Ok(RuleSet {
            points,
            full: (1u32 << points) - 1,
            mills: masks,
            mills_at,
            adjacent: adjacent_masks,
            men,
            flags,
        })
    }

    /// Whether `board` holds a mill through `point`.
    #[inline]
    pub fn mill_at(&self, board: u32, point: usize) -> bool {
        for &mill in &self.mills_at[point] {
            if board & mill == mill {
                return true;
            }
        }
        false
    }

    /// The men of `board` that stand in a mill.
    #[inline]
    pub fn in_mills(&self, board: u32) -> u32 {
        self.mills
            .iter()
            .filter(|&&m| board & m == m)
            .fold(0, |acc, &m| acc | m)
    }

    /// The men of `board` (the opponent's) that a closed mill may remove (RULES.md 2.5).
    #[inline]
    pub fn removable(&self, board: u32) -> u32 {
        if !self.flags.protected_mills {
            return board;
        }
        let free = board & !self.in_mills(board);
        if free != 0 {
            free
        } else {
            board
        }
    }

    /// The points of `board` with an empty neighbour.
    #[inline]
    pub fn with_empty_neighbour(&self, board: u32, empty: u32) -> u32 {
        let mut out = 0;
        let mut rest = board;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if self.adjacent[p] & empty != 0 {
                out |= 1 << p;
            }
        }
        out
    }
}
