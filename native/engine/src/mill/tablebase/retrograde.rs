//! One distance of a pair's retrograde pass, on several threads: the positions settled at
//! distance `d` pass their results on to the positions that can move into them.
//!
//! The threads share the pair's arrays as atomics. That changes no result: a position with a
//! lost child is won at `d + 1` whichever thread finds it first (one settles it, by a compare
//! and swap), and its count of children can never reach zero (the lost child is never taken
//! off it); a count reaches zero in one thread alone, the one that takes its last child off.
//! Only the order of the next distance's list, and the counts of positions already won, depend
//! on the threads' timing, and neither reaches a table.

use std::sync::atomic::{AtomicU16, AtomicU8, Ordering::Relaxed};

use super::build::{pack, unpack, ALIAS, DRAW_EXIT, FORCED, LOST, WON};
use super::checkpoint::SideWork;
use super::index::Layout;
use super::rules::TableRules;
use crate::mill::board::points;

/// Fewer settled positions than this are passed on by the calling thread alone: a thread's
/// start would cost more than it saves. The tests share every distance, to put the threads'
/// meeting on the same positions to the test as often as they can.
#[cfg(not(test))]
const SHARED_FROM: usize = 1 << 14;
#[cfg(test)]
const SHARED_FROM: usize = 2;

/// The canonical positions (of the side that moved last, to move) from which the side not to
/// move in `(me, opp)` reached it by a move without a removal (one that closed no mill).
pub fn predecessors(rules: &TableRules, me: u32, opp: u32, layout: &Layout, out: &mut Vec<u64>) {
    out.clear();
    let board = &*rules.board;
    let empty = board.full & !(me | opp);
    let flew = rules.nine_holes || (rules.flying && opp.count_ones() == 3);
    let milled = board.in_mills(opp);
    let (moved, fixed) = (layout.images(opp), layout.images(me));
    for dst in points(opp & !milled) {
        let srcs = if flew {
            empty
        } else {
            board.adjacent[dst] & empty
        };
        for src in points(srcs) {
            out.push(layout.index_moved(&moved, dst, src, &fixed));
        }
    }
    out.sort_unstable();
    out.dedup();
}

/// A side's arrays as the threads of one distance share them.
struct Shared<'a> {
    state: &'a [AtomicU8],
    counter: &'a [AtomicU8],
    distance: &'a [AtomicU16],
}

impl<'a> Shared<'a> {
    fn of(side: &'a mut SideWork) -> Shared<'a> {
        // SAFETY: AtomicU8 has the size, alignment and bit validity of u8, and AtomicU16 the
        // size and bit validity of u16 with an alignment of 2, which a Vec<u16>'s buffer has on
        // every platform the app is built for (asserted); the arrays stay borrowed mutably, so
        // nothing else reaches them while the views live.
        unsafe {
            assert_eq!(side.distance.as_ptr().align_offset(2), 0);
            Shared {
                state: &*(side.state.as_mut_slice() as *mut [u8] as *const [AtomicU8]),
                counter: &*(side.counter.as_mut_slice() as *mut [u8] as *const [AtomicU8]),
                distance: &*(side.distance.as_mut_slice() as *mut [u16] as *const [AtomicU16]),
            }
        }
    }
}

/// What a distance is passed on with: the pair's rules and numberings, and its threads.
pub struct Pass<'a> {
    pub rules: &'a TableRules,
    pub layouts: &'a [Layout],
    pub threads: usize,
    /// The threads give way to every other thread of the machine (`spare_core`).
    pub low_priority: bool,
}

impl Pass<'_> {
    /// Passes on the results of `current`, the positions settled at distance `d` (packed: a
    /// side's index and its table in the top bit), into `sides`; returns those it settles at
    /// `d + 1`.
    pub fn distance(&self, current: &[u64], d: usize, sides: &mut [SideWork]) -> Vec<u64> {
        let shared: Vec<Shared> = sides.iter_mut().map(Shared::of).collect();
        let threads = self.threads.max(1);
        if threads == 1 || current.len() < SHARED_FROM {
            return self.pass_on(current, d, &shared);
        }
        let share = current.len().div_ceil(threads);
        std::thread::scope(|scope| {
            let handles: Vec<_> = current
                .chunks(share)
                .map(|part| {
                    let shared = &shared;
                    scope.spawn(move || {
                        if self.low_priority {
                            // Where the system cannot lower a thread's priority it runs as it is.
                            let _ = crate::spare_core::give_way();
                        }
                        self.pass_on(part, d, shared)
                    })
                })
                .collect();
            let mut next = Vec::new();
            for handle in handles {
                next.extend(handle.join().expect("no panic"));
            }
            next
        })
    }

    fn pass_on(&self, entries: &[u64], d: usize, sides: &[Shared]) -> Vec<u64> {
        let other = |t: usize| if sides.len() == 1 { 0 } else { 1 - t };
        let reached = (d + 1) as u16;
        let mut preds = Vec::new();
        let mut next = Vec::new();
        for &entry in entries {
            let (t, index) = unpack(entry);
            let (me, opp) = self.layouts[t].position(index);
            let lost = sides[t].state[index as usize].load(Relaxed) == LOST;
            let o = other(t);
            predecessors(self.rules, me, opp, &self.layouts[o], &mut preds);
            let side = &sides[o];
            for &p in &preds {
                let p = p as usize;
                let settled = |st: u8| st == WON || st == LOST || st == ALIAS || st == FORCED;
                let mut st = side.state[p].load(Relaxed);
                if settled(st) {
                    continue;
                }
                if lost {
                    // Another lost child at this distance may be passing it on too: one settles it.
                    while !settled(st) {
                        match side.state[p].compare_exchange(st, WON, Relaxed, Relaxed) {
                            Ok(_) => {
                                side.distance[p].store(reached, Relaxed);
                                next.push(pack(o, p as u64));
                                break;
                            }
                            Err(now) => st = now,
                        }
                    }
                } else if side.counter[p].fetch_sub(1, Relaxed) == 1
                    && st != DRAW_EXIT
                    && side.state[p]
                        .compare_exchange(st, LOST, Relaxed, Relaxed)
                        .is_ok()
                {
                    side.distance[p].store(reached, Relaxed);
                    next.push(pack(o, p as u64));
                }
            }
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use crate::mill::tablebase::brute_force_tests::{build_scratch_for, nine_tables};
    use crate::mill::tablebase::file::{file_name, Part, HEADER};

    #[test]
    fn threads_sharing_the_distances_build_the_tables_one_thread_builds() {
        // Flying on: the rules of the largest sets.
        let rules = nine_tables(true);
        let (one, _) = build_scratch_for("retro-one", 4, &rules, 1);
        let (two, _) = build_scratch_for("retro-two", 4, &rules, 2);
        for (a, b) in [(3, 3), (3, 4), (4, 3), (4, 4)] {
            let name = file_name(Part::Pair(a, b), &rules);
            let (x, y) = (
                std::fs::read(one.join(&name)).expect("built"),
                std::fs::read(two.join(&name)).expect("built"),
            );
            assert!(x[HEADER..] == y[HEADER..], "{a}-{b}");
        }
        std::fs::remove_dir_all(&one).ok();
        std::fs::remove_dir_all(&two).ok();
    }
}
