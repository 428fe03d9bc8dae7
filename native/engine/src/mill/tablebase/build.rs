//! Retrograde analysis of one material pair: the positions with `a` men to move against `b`
//! and those with `b` to move against `a` (one table when `a == b`), solved together because
//! a move without a removal passes the turn from one to the other. Removals lead into smaller
//! pairs, already solved: their results at the start of a count are this pair's exits.
//!
//! First every position counts its distinct children without a removal (as canonical
//! positions) and looks at its removals: a side with no move has lost (distance 0), a removal
//! into a lost position or down to two men wins at once (1). Then, distance by distance, each
//! newly lost position makes every position that can move into it a win one ply longer, and each
//! newly won one takes a child off the count of every position that can move into it: a count
//! at zero, with no removal that draws, is a loss one ply longer than its slowest child. What is
//! never reached is a draw. A win is thus the fastest forced one and a loss the slowest.
//!
//! Threefold repetition cannot turn these results: the winner's moves lower the distance at
//! every ply, so the game never repeats on its way, and a drawn side can keep a draw forever.
//!
//! Where a mill wins at once (Three Men's Morris), a move that closes one wins, and a position
//! where the opponent's men stand in a mill is lost: the game ended there.

use std::collections::HashSet;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::checkpoint::{self, SideWork, Work};

use super::file::{write, Part};
use super::index::Layout;
use super::probe::{Table, Tablebases, Values};
use super::retrograde::Pass;
use super::value::{encode, Outcome};
use crate::cancel::Stop;
use crate::mill::board::points;

pub use super::rules::TableRules;

/// How far a build has come, readable from another thread.
#[derive(Debug, Default)]
pub struct Progress {
    /// Positions whose first look is done, of the pair's total.
    pub scanned: AtomicU64,
    /// Positions settled as wins or losses so far.
    pub settled: AtomicU64,
    /// The pair's positions.
    pub total: AtomicU64,
    /// The distance being worked on.
    pub distance: AtomicU64,
}

// A fresh side's state is 0: not settled yet (`checkpoint::SideWork::fresh`).
pub(super) const WON: u8 = 1;
pub(super) const LOST: u8 = 2;
pub(super) const ALIAS: u8 = 3;
/// A removal leads into a draw: the position cannot be lost.
pub(super) const DRAW_EXIT: u8 = 4;
/// A draw whatever its moves: a position a game has seen twice, whose next occurrence draws.
pub(super) const FORCED: u8 = 5;

const SIDE_BIT: u64 = 1 << 63;

pub(super) fn pack(side: usize, index: u64) -> u64 {
    index | if side == 1 { SIDE_BIT } else { 0 }
}

pub(super) fn unpack(entry: u64) -> (usize, u64) {
    (usize::from(entry & SIDE_BIT != 0), entry & !SIDE_BIT)
}

/// What the first look at one position found.
enum First {
    Alias,
    Forced,
    Lost(u32),
    Won(u32),
    Open { children: u8, draw_exit: bool },
}

struct Scan<'a> {
    rules: &'a TableRules,
    /// Positions that are draws (`me`, `opp`): a history's repeated ones.
    draws: &'a HashSet<(u32, u32)>,
    own: &'a Layout,
    next: &'a Layout,
    lower: &'a Tablebases,
}

impl Scan<'_> {
    fn first(&self, index: u64, children: &mut Vec<u64>) -> First {
        let (me, opp) = self.own.position(index);
        if self.own.index(me, opp) != index {
            return First::Alias;
        }
        if self.draws.contains(&(me, opp)) {
            return First::Forced;
        }
        let rules = self.rules;
        let board = &*rules.board;
        if rules.mill_wins && board.full_mills(opp) != 0 {
            return First::Lost(0);
        }
        let empty = board.full & !(me | opp);
        let mut moved = false;
        let mut draw_exit = false;
        children.clear();
        // Every child has the opponent to move with the same men.
        let next = self.next.with_me(opp);
        for (src, dst) in rules.slides(me, empty) {
            moved = true;
            let after = me ^ (1 << src) ^ (1 << dst);
            if !board.mill_at(after, dst) {
                children.push(next.index(after));
                continue;
            }
            if rules.mill_wins {
                return First::Won(1);
            }
            let left_mill = rules.no_return && board.mill_at(me, src);
            let bar = left_mill.then_some((dst as u8, src as u8));
            for r in points(board.removable(opp, rules.protected_mills)) {
                let left = opp ^ (1 << r);
                if left.count_ones() < 3 {
                    return First::Won(1);
                }
                match self.lower.exit_counted(left, after, [None, bar]) {
                    Outcome::Loss(_) => return First::Won(1),
                    Outcome::Draw => draw_exit = true,
                    Outcome::Win(_) => {}
                }
            }
        }
        if !moved {
            return First::Lost(0);
        }
        children.sort_unstable();
        children.dedup();
        if children.is_empty() && !draw_exit {
            return First::Lost(1);
        }
        First::Open {
            children: children.len() as u8,
            draw_exit,
        }
    }
}

/// How a pair is solved beyond its rules: its numbering, the positions that are draws wherever a
/// move reaches them (`me` to move against `opp`: a history's repeated ones), what stops it,
/// and where its work is kept between stops.
pub struct Solving<'a> {
    pub layout: &'a dyn Fn(u32, u32) -> Layout,
    pub draws: &'a HashSet<(u32, u32)>,
    pub stop: &'a Stop,
    pub checkpoint: Option<Checkpointing<'a>>,
    /// The build's threads give way to every other thread of the machine
    /// (`spare_core`): a build in the background of the window.
    pub low_priority: bool,
}

/// A pair's work saved at `path` every `every` and when the build is stopped, and picked up
/// from there by the next build of the pair (`checkpoint`).
#[derive(Clone, Copy)]
pub struct Checkpointing<'a> {
    pub path: &'a Path,
    pub every: Duration,
}

/// Chunks of the first look handed out between two chances to save or stop, per thread.
const CHUNKS_PER_ROUND: usize = 8;

/// When and where a pair's work is saved between its steps.
struct Saving<'a> {
    how: &'a Solving<'a>,
    pair: (u32, u32),
    rules: &'a TableRules,
    /// This stretch of the build began, and its work was last saved.
    started: Instant,
    last: Instant,
}

impl Saving<'_> {
    /// Between two steps of the build: saves `work` where the build keeps it when it is
    /// stopped (then true) or a save is due (a failure to save costs only the resume).
    fn stopped_at(&mut self, work: &Work) -> bool {
        let stopped = self.how.stop.should_stop();
        let Some(c) = self.how.checkpoint else {
            return stopped;
        };
        if stopped || self.last.elapsed() >= c.every {
            let millis = work.millis + self.started.elapsed().as_millis() as u64;
            let (a, b) = self.pair;
            let _ = checkpoint::save(c.path, a, b, self.rules, work, millis);
            self.last = Instant::now();
        }
        stopped
    }
}

/// Solves the pair `{a, b}` with the smaller pairs in `lower`; returns the tables `(a, b)` and,
/// when `a != b`, `(b, a)`; None when `how`'s stop fired first (its work then saved where `how`
/// keeps it, for the next build of the pair to resume).
pub fn solve_pair(
    a: u32,
    b: u32,
    rules: &TableRules,
    lower: &Tablebases,
    progress: &Progress,
    threads: usize,
    how: &Solving,
) -> Option<Vec<Table>> {
    let started = Instant::now();
    let shapes: Vec<(u32, u32)> = if a == b {
        vec![(a, b)]
    } else {
        vec![(a, b), (b, a)]
    };
    let layouts: Vec<Layout> = shapes.iter().map(|&(x, y)| (how.layout)(x, y)).collect();
    let (draws, stop) = (how.draws, how.stop);
    let lens: Vec<u64> = layouts.iter().map(Layout::len).collect();
    let total: u64 = lens.iter().sum();
    progress.total.store(total, Ordering::Relaxed);
    progress.settled.store(0, Ordering::Relaxed);
    let other = |t: usize| if shapes.len() == 1 { 0 } else { 1 - t };

    let resumed = how.checkpoint.and_then(|c| {
        checkpoint::load(c.path, a, b, rules, &lens).unwrap_or_else(|_| {
            // Not this pair's, or damaged: the build starts the pair afresh.
            let _ = std::fs::remove_file(c.path);
            None
        })
    });
    let mut work = resumed.unwrap_or_else(|| Work::fresh(&lens));
    let mut saved = Saving {
        how,
        pair: (a, b),
        rules,
        started,
        last: Instant::now(),
    };
    let scanned_already: u64 = work
        .sides
        .iter()
        .zip(&lens)
        .map(|(side, &n)| {
            let chunk = checkpoint::chunk_size(n) as u64;
            (0..side.scanned.len() as u64)
                .filter(|&k| side.scanned[k as usize])
                .map(|k| chunk.min(n - k * chunk))
                .sum::<u64>()
        })
        .sum();
    progress.scanned.store(scanned_already, Ordering::Relaxed);

    // The first look at every position, a round of chunks at a time.
    for t in 0..layouts.len() {
        let scan = Scan {
            rules,
            draws,
            own: &layouts[t],
            next: &layouts[other(t)],
            lower,
        };
        let chunk = checkpoint::chunk_size(lens[t]);
        loop {
            if saved.stopped_at(&work) {
                return None;
            }
            let side = &mut work.sides[t];
            let round: Vec<usize> = (0..side.scanned.len())
                .filter(|&k| !side.scanned[k])
                .take(CHUNKS_PER_ROUND * threads.max(1))
                .collect();
            if round.is_empty() {
                break;
            }
            let round = Round {
                chunks: &round,
                threads,
                low_priority: how.low_priority,
            };
            for k in scan_round(&scan, side, chunk, &round, stop, progress) {
                side.scanned[k] = true;
            }
        }
    }

    // Positions settled at the next distance or beyond, from the arrays: they have yet to pass
    // their results on (the index, the side's table in the top bit: 8 bytes an entry, the
    // lists of the largest pairs hold hundreds of millions).
    let mut levels: Vec<Vec<u64>> = Vec::new();
    for (t, side) in work.sides.iter().enumerate() {
        for (i, (&st, &dist)) in side.state.iter().zip(&side.distance).enumerate() {
            if (st == WON || st == LOST) && u64::from(dist) >= work.next_distance {
                let dist = usize::from(dist);
                if levels.len() <= dist {
                    levels.resize_with(dist + 1, Vec::new);
                }
                levels[dist].push(pack(t, i as u64));
            }
        }
    }

    let pass = Pass {
        rules,
        layouts: &layouts,
        threads,
        low_priority: how.low_priority,
    };
    let mut d = work.next_distance as usize;
    while d < levels.len() {
        work.next_distance = d as u64;
        if saved.stopped_at(&work) {
            return None;
        }
        progress.distance.store(d as u64, Ordering::Relaxed);
        let current = std::mem::take(&mut levels[d]);
        progress
            .settled
            .fetch_add(current.len() as u64, Ordering::Relaxed);
        let next = pass.distance(&current, d, &mut work.sides);
        drop(current);
        if !next.is_empty() {
            if levels.len() <= d + 1 {
                levels.push(Vec::new());
            }
            levels[d + 1].extend(next);
        }
        d += 1;
    }
    drop(levels);

    let seconds = (work.millis as f64 / 1000.0) + started.elapsed().as_secs_f64();
    let tables = work
        .sides
        .into_iter()
        .zip(layouts)
        .zip(shapes)
        .map(|((side, layout), (x, y))| {
            let mut values: Vec<u8> = side
                .state
                .iter()
                .zip(&side.distance)
                .map(|(&st, &dist)| match st {
                    WON => encode(Outcome::Win(u32::from(dist))),
                    LOST => encode(Outcome::Loss(u32::from(dist))),
                    _ => encode(Outcome::Draw),
                })
                .collect();
            // Aliases take their canonical position's value, so every number reads right.
            for (i, &st) in side.state.iter().enumerate() {
                if st == ALIAS {
                    let (me, opp) = layout.position(i as u64);
                    values[i] = values[layout.index(me, opp) as usize];
                }
            }
            Table {
                a: x,
                b: y,
                layout,
                values: Values::owned(values, seconds),
            }
        })
        .collect();
    Some(tables)
}

/// The chunks of one round of the first look and the threads that look at them.
struct Round<'a> {
    chunks: &'a [usize],
    threads: usize,
    low_priority: bool,
}

/// The first look at the chunks of `round` of `side` (each `chunk` positions); returns the
/// chunks looked at whole (all of them unless `stop` fired).
fn scan_round(
    scan: &Scan,
    side: &mut SideWork,
    chunk: usize,
    round: &Round,
    stop: &Stop,
    progress: &Progress,
) -> Vec<usize> {
    let wanted: HashSet<usize> = round.chunks.iter().copied().collect();
    let jobs = std::sync::Mutex::new(
        side.state
            .chunks_mut(chunk)
            .zip(side.counter.chunks_mut(chunk))
            .zip(side.distance.chunks_mut(chunk))
            .enumerate()
            .filter(|(k, _)| wanted.contains(k))
            .collect::<Vec<_>>(),
    );
    let done = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..round.threads.max(1).min(round.chunks.len()) {
            scope.spawn(|| {
                if round.low_priority {
                    // Where the system cannot lower a thread's priority it runs as it is.
                    let _ = crate::spare_core::give_way();
                }
                let mut children = Vec::new();
                loop {
                    if stop.should_stop() {
                        break;
                    }
                    let Some((k, ((st, co), di))) = jobs.lock().expect("no panic").pop() else {
                        break;
                    };
                    let base = (k * chunk) as u64;
                    for j in 0..st.len() {
                        match scan.first(base + j as u64, &mut children) {
                            First::Alias => st[j] = ALIAS,
                            First::Forced => st[j] = FORCED,
                            First::Lost(d) => {
                                st[j] = LOST;
                                di[j] = d as u16;
                            }
                            First::Won(d) => {
                                st[j] = WON;
                                di[j] = d as u16;
                            }
                            First::Open {
                                children,
                                draw_exit,
                            } => {
                                co[j] = children;
                                if draw_exit {
                                    st[j] = DRAW_EXIT;
                                }
                            }
                        }
                    }
                    progress
                        .scanned
                        .fetch_add(st.len() as u64, Ordering::Relaxed);
                    done.lock().expect("no panic").push(k);
                }
            });
        }
    });
    done.into_inner().expect("no panic")
}

/// The pairs `{a, b}` (a <= b) of up to `k` men a side that fit the board of `rules`, in an
/// order where every removal leads into a pair built before.
pub fn pairs_up_to(k: u32, rules: &TableRules) -> Vec<(u32, u32)> {
    let k = k.min(rules.max_men());
    let fits = |a: u32, b: u32| (a + b) as usize <= rules.board.points;
    let mut pairs: Vec<(u32, u32)> = (3..=k)
        .flat_map(|a| (a..=k).map(move |b| (a, b)))
        .filter(|&(a, b)| fits(a, b))
        .collect();
    pairs.sort_by_key(|&(a, b)| (a + b, a));
    pairs
}

/// How often a pair's build saves its work (`checkpoint`): a kill costs at most this much.
pub const CHECKPOINT_EVERY: Duration = Duration::from_secs(10 * 60);

/// What a build of a set of tables is told from outside: the threads of its passes, when
/// to stop, and how often to save a pair's work so that the next build resumes it.
pub struct Control<'a> {
    pub threads: usize,
    pub stop: &'a Stop,
    pub checkpoint_every: Duration,
    /// Every thread of the build gives way to the machine's others (`spare_core`).
    pub low_priority: bool,
}

impl Control<'_> {
    /// A build on `threads` that runs to its end and saves its work every `CHECKPOINT_EVERY`.
    pub fn to_the_end(threads: usize) -> Control<'static> {
        static NEVER: std::sync::OnceLock<Stop> = std::sync::OnceLock::new();
        Control {
            threads,
            stop: NEVER.get_or_init(Stop::never),
            checkpoint_every: CHECKPOINT_EVERY,
            low_priority: false,
        }
    }
}

/// Builds every table of up to `k` men a side into `dir`, skipping those already there whole
/// or in one of the `also` folders (an installer's), so a stopped build resumes at the pair it
/// was working on, from the work it saved on that pair (`checkpoint`). `report` hears of each
/// pair before (`done` false) and after it is built or found. Temporary files that earlier
/// builds left in `dir` (killed, or out of room) are removed first. Returns None when
/// `control`'s stop fired first (the pair's work saved).
pub fn build_up_to(
    k: u32,
    rules: &TableRules,
    dir: &std::path::Path,
    also: &[std::path::PathBuf],
    progress: &Progress,
    control: &Control,
    report: &mut dyn FnMut(u32, u32, bool),
) -> std::io::Result<Option<Tablebases>> {
    let mut dirs = vec![dir.to_path_buf()];
    dirs.extend(also.iter().cloned());
    // What a build that was killed or ran out of room left behind.
    super::file::remove_leftovers(dir);
    std::fs::create_dir_all(dir)?;
    for (a, b) in pairs_up_to(k, rules) {
        let shapes = if a == b {
            vec![(a, b)]
        } else {
            vec![(a, b), (b, a)]
        };
        let found = shapes.iter().all(|&(x, y)| {
            let name = super::file::file_name(Part::Pair(x, y), rules);
            dirs.iter().any(|d| {
                super::file::check_file(
                    &d.join(&name),
                    Part::Pair(x, y),
                    rules,
                    Layout::new(x, y, &rules.board).len(),
                )
                .is_ok()
            })
        });
        if found {
            report(a, b, true);
            continue;
        }
        report(a, b, false);
        // The pair's exits, read from the files (the smaller pairs' tables, decompressed whole
        // where blocked), and let go once it is built: a build holds only what its pair needs.
        let lower = Tablebases::new(rules.clone(), dirs.clone()).decoding_blocks();
        let layout = |x, y| Layout::new(x, y, &rules.board);
        let kept = checkpoint::path_for(dir, a, b, rules);
        let how = Solving {
            layout: &layout,
            draws: &HashSet::new(),
            stop: control.stop,
            checkpoint: Some(Checkpointing {
                path: &kept,
                every: control.checkpoint_every,
            }),
            low_priority: control.low_priority,
        };
        let Some(built) = solve_pair(a, b, rules, &lower, progress, control.threads, &how) else {
            return Ok(None);
        };
        for table in built {
            let millis = (table.values.build_seconds * 1000.0) as u64;
            let part = Part::Pair(table.a, table.b);
            write(dir, part, rules, millis, table.values.owned_bytes())?;
        }
        let _ = std::fs::remove_file(&kept);
        report(a, b, true);
    }
    Ok(Some(Tablebases::new(rules.clone(), dirs)))
}
