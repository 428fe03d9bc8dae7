//! The placing phase solved: every position with men in hand of a small game (Three and Six
//! Men's Morris), its result for the side to move, worked out backwards from the tables of the
//! moving phase.
//!
//! Every placement takes a man from a hand, so the placing phase has no cycles: the positions
//! are solved by the men left in hand, fewest first, each from its moves' children (placing
//! positions with one man less in hand, or, after the last placement, positions of the moving
//! phase at the start of a count). A placement starts the count of plies without a removal
//! again, so a result is stored as the tables store theirs with one ply to the next such move:
//! a win or a loss in 1, a draw, or a loss in 0 where the side to move has lost already.
//!
//! The positions are numbered by the men each side has on the board and in hand (White places
//! first: White to move has as many in hand as Black, Black to move one more than White), then
//! by the board's symmetries as the moving phase's tables are (`index`).

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::Ordering;
use std::sync::Mutex;
use std::time::Instant;

use super::banned::rank;
use super::build::Progress;
use super::file::Part;
use super::index::Layout;
use super::probe::{Hold, Tablebases, Values};
use super::rules::TableRules;
use super::stored::OWNED_AT_MOST;
use super::value::{decode, encode, Outcome};
use crate::mill::board::points;

/// The positions of one count of men: `a` on the board against `b`, `in_hand` each.
#[derive(Clone, Debug)]
struct Segment {
    in_hand: (u32, u32),
    layout: Layout,
    offset: u64,
}

/// The numbering of every placing position of a game.
#[derive(Clone, Debug)]
pub struct OpeningIndex {
    pub men: u32,
    pub forbidden_first: Option<u8>,
    segments: Vec<Segment>,
    /// `(me in hand, opponent in hand, a, b)` -> the segment's number.
    find: HashMap<(u32, u32, u32, u32), usize>,
    len: u64,
}

impl OpeningIndex {
    pub fn new(rules: &TableRules, men: u32, forbidden_first: Option<u8>) -> Self {
        let points = rules.board.points as u32;
        let mut layouts: HashMap<(u32, u32), Layout> = HashMap::new();
        let mut segments = Vec::new();
        let mut find = HashMap::new();
        let mut offset = 0;
        for mine in 1..=men {
            // White to move: as many in hand as Black; Black to move: one more than White.
            for theirs in [mine, mine - 1] {
                for a in 0..=men - mine {
                    for b in 0..=men - theirs {
                        if a + b > points {
                            continue;
                        }
                        let layout = layouts
                            .entry((a, b))
                            .or_insert_with(|| Layout::new(a, b, &rules.board))
                            .clone();
                        find.insert((mine, theirs, a, b), segments.len());
                        let len = layout.len();
                        segments.push(Segment {
                            in_hand: (mine, theirs),
                            layout,
                            offset,
                        });
                        offset += len;
                    }
                }
            }
        }
        OpeningIndex {
            men,
            forbidden_first,
            segments,
            find,
            len: offset,
        }
    }

    pub fn part(&self) -> Part {
        Part::Opening {
            men: self.men,
            forbidden_first: self.forbidden_first,
        }
    }

    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The number of `me` to move against `opp` with these men in hand, if the numbering has it.
    #[inline]
    pub fn index(&self, me: u32, opp: u32, in_hand: (u32, u32)) -> Option<u64> {
        let key = (in_hand.0, in_hand.1, me.count_ones(), opp.count_ones());
        let segment = &self.segments[*self.find.get(&key)?];
        Some(segment.offset + segment.layout.index(me, opp))
    }

    /// The position numbered `index`: `(me, opp, in hand)`.
    pub fn position(&self, index: u64) -> (u32, u32, (u32, u32)) {
        let at = self.segments.partition_point(|s| s.offset <= index) - 1;
        let segment = &self.segments[at];
        let (me, opp) = segment.layout.position(index - segment.offset);
        (me, opp, segment.in_hand)
    }
}

/// An opening's solution: a value for every placing position.
pub struct Opening {
    pub index: OpeningIndex,
    pub values: Values,
}

impl Opening {
    /// The stored outcome of `me` to move against `opp` with `mine` and `theirs` men in hand.
    #[inline]
    pub fn outcome(&self, me: u32, opp: u32, mine: u32, theirs: u32) -> Option<Outcome> {
        let index = self.index.index(me, opp, (mine, theirs))?;
        Some(decode(self.values.value(index)))
    }

    /// Reads the file at `path` and checks it is the solution `index` numbers, whole.
    pub fn open(path: &Path, index: OpeningIndex, rules: &TableRules) -> Result<Opening, String> {
        let values = Values::open(
            path,
            index.part(),
            rules,
            index.len(),
            OWNED_AT_MOST,
            Hold::ByBlock,
        )?;
        Ok(Opening { index, values })
    }
}

/// What the moves of a placing position lead to: its outcome for the side to move, from
/// `value`, which answers for a placing child, and the moving phase's tables.
pub fn solve_position(
    tables: &Tablebases,
    index: &OpeningIndex,
    me: u32,
    opp: u32,
    in_hand: (u32, u32),
    value: &dyn Fn(u32, u32, (u32, u32)) -> Outcome,
) -> Outcome {
    let rules = &tables.rules;
    let board = &*rules.board;
    let (mine, theirs) = in_hand;
    if me.count_ones() + mine < 3 {
        return Outcome::Loss(0);
    }
    if rules.mill_wins && board.full_mills(opp) != 0 {
        return Outcome::Loss(0);
    }
    let empty = board.full & !(me | opp);
    let mut targets = empty;
    let white_first = mine == theirs && mine == index.men;
    if let (Some(p), true) = (index.forbidden_first, white_first) {
        targets &= !(1 << p);
    }
    let mut best: Option<Outcome> = None;
    let mut consider = |o: Outcome| {
        if best.map_or(true, |b| rank(o) > rank(b)) {
            best = Some(o);
        }
    };
    for dst in points(targets) {
        let after = me | 1 << dst;
        let closes = board.mill_at(after, dst);
        if closes && rules.mill_wins {
            return Outcome::Win(1);
        }
        let removals = if closes {
            board.removable(opp, rules.protected_mills)
        } else {
            0
        };
        let lefts: Vec<u32> = if removals == 0 {
            vec![opp]
        } else {
            points(removals).map(|r| opp ^ (1 << r)).collect()
        };
        for left in lefts {
            if left.count_ones() + theirs < 3 {
                return Outcome::Win(1);
            }
            let next = (theirs, mine - 1);
            let child = if next == (0, 0) {
                tables.exit_counted(left, after, [None, None])
            } else {
                value(left, after, next)
            };
            consider(child.through(true));
        }
    }
    // No empty point to place on: blocked.
    best.unwrap_or(Outcome::Loss(0))
}

/// Solves the placing phase of a game of `index.men` a side over `tables`, which must hold every
/// table of the moving phase it leads into, on `threads` threads.
pub fn build_opening(
    tables: &Tablebases,
    index: OpeningIndex,
    progress: &Progress,
    threads: usize,
) -> Opening {
    let started = Instant::now();
    progress.total.store(index.len(), Ordering::Relaxed);
    progress.scanned.store(0, Ordering::Relaxed);
    let mut values = vec![0u8; index.len() as usize];
    // Fewest men in hand first: every child is solved before its parents.
    let mut order: Vec<usize> = (0..index.segments.len()).collect();
    order.sort_by_key(|&i| {
        let (mine, theirs) = index.segments[i].in_hand;
        mine + theirs
    });
    let mut done = 0;
    while done < order.len() {
        let total = {
            let (m, t) = index.segments[order[done]].in_hand;
            m + t
        };
        let wave: Vec<usize> = order[done..]
            .iter()
            .copied()
            .take_while(|&i| {
                let (m, t) = index.segments[i].in_hand;
                m + t == total
            })
            .collect();
        done += wave.len();
        let solved = &values;
        let value = |me: u32, opp: u32, in_hand: (u32, u32)| {
            let at = index.index(me, opp, in_hand).expect("a placing position");
            decode(solved[at as usize])
        };
        let work: Vec<(u64, u64)> = wave
            .iter()
            .flat_map(|&i| {
                let s = &index.segments[i];
                let (start, end) = (s.offset, s.offset + s.layout.len());
                (start..end)
                    .step_by(1 << 16)
                    .map(move |c| (c, (c + (1 << 16)).min(end)))
            })
            .collect();
        let queue = Mutex::new(work);
        let found: Vec<Vec<(u64, u8)>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads.max(1))
                .map(|_| {
                    scope.spawn(|| {
                        let mut out = Vec::new();
                        loop {
                            let Some((start, end)) = queue.lock().expect("no panic").pop() else {
                                break;
                            };
                            for at in start..end {
                                let (me, opp, in_hand) = index.position(at);
                                let own = index.index(me, opp, in_hand);
                                if own != Some(at) {
                                    continue; // an alias: filled from its canonical number
                                }
                                let o = solve_position(tables, &index, me, opp, in_hand, &value);
                                out.push((at, encode(o)));
                            }
                            progress.scanned.fetch_add(end - start, Ordering::Relaxed);
                        }
                        out
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a solving thread"))
                .collect()
        });
        for list in found {
            for (at, byte) in list {
                values[at as usize] = byte;
            }
        }
        // Aliases take their canonical position's value, so every number reads right.
        for &i in &wave {
            let s = &index.segments[i];
            for at in s.offset..s.offset + s.layout.len() {
                let (me, opp, in_hand) = index.position(at);
                let own = index.index(me, opp, in_hand).expect("numbered");
                if own != at {
                    values[at as usize] = values[own as usize];
                }
            }
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    Opening {
        index,
        values: Values::owned(values, seconds),
    }
}
