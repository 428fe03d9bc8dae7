//! The alpha-beta search behind `solver`: fail-soft, over a transposition table of exact
//! bounds, values from the root seat's side (the root maximises, every other seat minimises).
//! The position is played in place. Its table key hashes only what the rest of the game depends
//! on: the landing position of every counter still able to move and the section counts (where
//! exactly the counters that entered stand no longer matters), kept incrementally.
//!
//! At each new node:
//! - the cells each movable counter may still end on are read as a fixed point (`reading`):
//!   its landing cell, or one short of a cell another counter may end on. Reading ends
//!   rather than whole ranges searched a quarter of the nodes from 34-36 waiting counters;
//! - counters that cannot be blocked and end in one section whoever stops them are counted
//!   into it at once. Those whose every possible end cell lies in no other counter's range
//!   change nobody's options whenever they are played: a seat's such counters are all one
//!   tempo move, so only one of them is searched. With 2 players so are those in nobody's way
//!   that can only end in sections already decided (a tenth fewer nodes);
//! - static bounds cut the node when they meet or fall outside the window: the sections each
//!   seat surely wins or still may, from the sections the other counters may end in, then,
//!   with 2 players, a knapsack of how many counters each seat can spend where
//!   (`tables::best_lead`); such a cut is stored as the table's lightest entry;
//! - children whose stored bounds refute the window cut at once (enhanced transposition
//!   cutoffs; their buckets are prefetched), those whose search would only return their
//!   stored bound (outside the window on the side that cannot cut) count with it unsearched
//!   (a fifth fewer nodes), and those whose bounds show they cannot cut go last; otherwise
//!   moves are tried stored-best first, then by how many cells they cut off
//!   other seats' waiting counters' paths (measured: history, own-blocking and tempo-first
//!   orderings searched more nodes, killers no fewer overall).
//!
//! Searches on several threads share the table (`Solver::value`); below the root, a move
//! whose position another thread is searching is put off to the end of its node's list
//! (ABDADA, `Busy`), so the threads share out the nodes whose every move must be searched.

use super::super::geometry::{LINE, LINES_THROUGH, NUM_CELLS, SECTION_OF, SLOTS};
use super::super::position::{Position, EMPTY};
use super::reading::{derive_into, read_into, Reading};
use super::table::{work_of, Table, NO_MOVE};
use super::tables::{
    best_lead, final_value, section_bounds, BIAS, COUNT_CODE, FIELD_BITS, LAND, LIVE_CODE, SIGN,
    SLOT_INDEX,
};
use super::threads::{Busy, Following, Probe, MAX_DEFERRED, SHARE_FROM};
use crate::cancel::Stop;
use crate::lead_frees;
use std::sync::Arc;

/// The search ran out of time, nodes or was cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// Nodes between two polls of the stop condition.
const POLL_EVERY: u64 = 4096;

/// The slots of one seat's moves at a node.
#[derive(Clone, Copy)]
pub(super) struct Moves {
    slots: [u8; 36],
    len: usize,
}

impl Moves {
    fn new() -> Self {
        Moves {
            slots: [0; 36],
            len: 0,
        }
    }

    fn push(&mut self, slot: u8) {
        self.slots[self.len] = slot;
        self.len += 1;
    }

    pub(super) fn as_slice(&self) -> &[u8] {
        &self.slots[..self.len]
    }
}

/// The change of the key's count part when `seat`, with packed counts `counts`, adds a counter
/// on `target`.
fn count_change(counts: u64, seat: usize, target: usize) -> u128 {
    let section = SECTION_OF[target] as usize;
    let before = (counts >> (6 * section)) as usize & 63;
    let codes = &COUNT_CODE[seat][section];
    codes[before] ^ codes[before + 1]
}

/// The key of a position read from a `Position` (see `Search::key`).
fn initial_key(
    board: &[i8; NUM_CELLS],
    lp: &[i8; NUM_CELLS],
    live: &[u64; 4],
    counts: &[u64; 4],
) -> u128 {
    let mut key = 0u128;
    for (k, &s) in SLOTS.iter().enumerate() {
        let seat = board[s as usize];
        if seat >= 0 && live[seat as usize] >> k & 1 != 0 {
            key ^= LIVE_CODE[s as usize][lp[s as usize] as usize + 1];
        }
    }
    for (seat, &c) in counts.iter().enumerate() {
        for (section, codes) in COUNT_CODE[seat].iter().enumerate() {
            key ^= codes[(c >> (6 * section)) as usize & 63];
        }
    }
    key
}

/// What the static bounds are worked out from: per seat the packed section counts with the
/// counters sure of their section counted in, the packed reaches of the others, and how many
/// those others are.
pub(super) struct Facts {
    counts: [u64; 4],
    reach: [u64; 4],
    live: [u32; 4],
}

/// What `Search::etc` finds in the children's stored bounds.
enum Etc {
    /// A child's bound refutes the window: its value and slot.
    Cut(i32, u8),
    /// The best value and slot of the children whose search would only return their stored
    /// bound (`i32::MIN` or `i32::MAX` and `NO_MOVE` for none).
    Known(i32, u8),
}

/// What a slide changed, for taking it back.
pub struct Undo {
    key: u128,
    live: [u64; 4],
    target: usize,
    /// The landing positions of the 4 lines through the target.
    saved: [i8; 4],
}

/// One thread's search. Aligned like `Reading`: a helper's search, written at every node, must
/// not share a cache line with anything the main search writes.
#[repr(align(128))]
pub struct Search {
    players: usize,
    root: usize,
    board: [i8; NUM_CELLS],
    /// Per slot: the landing position on its line, -1 when blocked.
    lp: [i8; NUM_CELLS],
    /// Per seat, its movable waiting counters: bit `k` for the slot `SLOTS[k]`.
    live: [u64; 4],
    /// Packed section counts per seat (`tables::unit`).
    counts: [u64; 4],
    /// The position's hash key, without the seat to move (low 2 bits): `tables::LIVE_CODE`
    /// of every movable counter and `tables::COUNT_CODE` of every seat's section counts.
    key: u128,
    /// Shared with the helper searches of other threads, if any.
    table: Arc<Table>,
    /// The positions the searches of all threads are in, when more than one shares the table.
    busy: Option<Arc<Busy>>,
    /// A helper's view of the main search's MTD(f) probes, and the window it searches now.
    follow: Option<Following>,
    /// Tie adjustments the bounds may assume: seat 0 loses every tie, the last seat wins all.
    tie_hi: i32,
    tie_lo: i32,
    nodes: u64,
    node_limit: u64,
    /// Its own copy, so that a helper's search can outlive the call that started it.
    stop: Stop,
    /// The reading of the node at each depth of the current line, where `analyse` made one
    /// (kept, since filling a fresh one's 36 counters with zeros first cost about 5% of the
    /// solver's time): a child's reading starts from its parent's (`derive_into`).
    readings: Vec<Reading>,
    /// Set by a node right before it searches a child it slid to: the slot it slid out of,
    /// when its own reading is in `readings`. The child takes it at once.
    inherit: Option<u8>,
}

impl Search {
    pub fn new(pos: &Position, table_bits: u32, node_limit: u64, stop: &Stop) -> Self {
        let players = pos.players() as usize;
        let root = pos.to_move() as usize;
        let board = *pos.board();
        let lp = *pos.lp();
        let mut live = [0u64; 4];
        let mut counts = [0u64; 4];
        for (k, &s) in SLOTS.iter().enumerate() {
            let v = board[s as usize];
            if v >= 0 && lp[s as usize] >= 0 {
                live[v as usize] |= 1 << k;
            }
        }
        for section in 0..9 {
            for (seat, c) in counts.iter_mut().enumerate().take(players) {
                *c += u64::from(pos.section_count(section, seat as u8)) << (6 * section);
            }
        }
        Search {
            players,
            root,
            board,
            lp,
            live,
            counts,
            key: initial_key(&board, &lp, &live, &counts),
            table: Arc::new(Table::new(table_bits)),
            busy: None,
            follow: None,
            tie_hi: if root == 0 { -1 } else { 1 },
            tie_lo: if root == players - 1 { 1 } else { -1 },
            nodes: 0,
            node_limit,
            stop: stop.clone(),
            readings: Vec::new(),
            inherit: None,
        }
    }

    /// A helper search of the same position sharing this one's table, for another thread,
    /// following the main search's probes in `probe`. From now on this search and its helpers
    /// tell each other which positions they are in (`Busy`).
    pub fn helper(&mut self, probe: &Arc<Probe>) -> Search {
        let busy = Arc::clone(self.busy.get_or_insert_with(|| Arc::new(Busy::new())));
        Search {
            players: self.players,
            root: self.root,
            board: self.board,
            lp: self.lp,
            live: self.live,
            counts: self.counts,
            key: self.key,
            table: Arc::clone(&self.table),
            tie_hi: self.tie_hi,
            tie_lo: self.tie_lo,
            busy: Some(busy),
            follow: Some(Following::new(probe)),
            nodes: 0,
            node_limit: u64::MAX,
            stop: self.stop.clone(),
            readings: Vec::new(),
            inherit: None,
        }
    }

    /// Backs the table with memory before helper threads share it (`Table::prefault`).
    pub fn prefault_table(&self) {
        self.table.prefault();
    }

    /// The main search is done: what it shares with helpers still running is freed later on
    /// this thread (`lead_frees`), not by them.
    pub fn leave_shared(&self) {
        lead_frees::after_helpers(&self.table);
        if let Some(busy) = &self.busy {
            lead_frees::after_helpers(busy);
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// No node limit: the search's work does not have to be the same from run to run.
    pub fn unlimited(&self) -> bool {
        self.node_limit == u64::MAX
    }

    pub fn players(&self) -> usize {
        self.players
    }

    pub fn root(&self) -> usize {
        self.root
    }

    pub fn next_seat(&self, seat: usize) -> usize {
        if seat + 1 == self.players {
            0
        } else {
            seat + 1
        }
    }

    /// The root seat's value bounds from packed counts and reaches and the number of waiting
    /// counters behind the reaches, per seat (RULES 1.6). With 2 players the sections each
    /// seat surely wins or still may give a first pair; when it does not settle the node
    /// against `(alpha, beta)`, the knapsack of `best_lead` tightens it.
    pub(super) fn bounds(&self, f: &Facts, alpha: i32, beta: i32) -> (i32, i32) {
        let root = self.root;
        let (counts, reach) = (&f.counts, &f.reach);
        let (dmin, dmax) = if self.players == 2 {
            let opp = 1 - root;
            let (a, b) = (counts[root], counts[opp]);
            let (ta, tb) = (a + reach[root], b + reach[opp]);
            let may_r = ((ta + BIAS - b) & SIGN).count_ones() as i32;
            let may_o = ((tb + BIAS - a) & SIGN).count_ones() as i32;
            let sure_r = ((a + BIAS - tb) & SIGN).count_ones() as i32;
            let sure_o = ((b + BIAS - ta) & SIGN).count_ones() as i32;
            let (lo, hi) = self.values(sure_r - may_o, may_r - sure_o);
            if lo == hi || lo >= beta || hi <= alpha {
                return (lo, hi);
            }
            let dmax = best_lead(a, b, reach[root], f.live[root]);
            let dmin = -best_lead(b, a, reach[opp], f.live[opp]);
            (dmin, dmax)
        } else {
            let (sure, poss) = section_bounds(counts, reach, self.players);
            if reach.iter().all(|&r| r == 0) {
                let v = final_value(&sure, self.players, root);
                return (v, v);
            }
            let others = (0..self.players).filter(|&q| q != root);
            let best_sure = others.clone().map(|q| sure[q]).max().unwrap_or(0) as i32;
            let best_poss = others.map(|q| poss[q]).max().unwrap_or(0) as i32;
            (sure[root] as i32 - best_poss, poss[root] as i32 - best_sure)
        };
        self.values(dmin, dmax)
    }

    /// Value bounds from bounds on the root's final lead in sections.
    fn values(&self, dmin: i32, dmax: i32) -> (i32, i32) {
        (
            2 * dmin + if dmin == 0 { self.tie_lo } else { 0 },
            2 * dmax + if dmax == 0 { self.tie_hi } else { 0 },
        )
    }

    /// The movable counters and where each may still end, found as a fixed point from above:
    /// a counter ends on its landing cell now, or one cell short of a cell another counter
    /// takes first, so only short of a cell another can end on (ranges only shrink: a cell
    /// nobody else can end on is never taken).
    #[cfg(test)]
    pub(super) fn reading(&self) -> Reading {
        let mut r = Reading::empty();
        read_into(&self.live[..self.players], &self.lp, &mut r);
        r
    }

    /// Static bounds of the node and the moves of `seat` worth searching: the counters whose
    /// move may change another's options, and one of the others, a tempo move (`prefer` if it
    /// is one).
    pub(super) fn analyse(&mut self, seat: usize, prefer: u8) -> (Facts, Moves) {
        self.read(0, None);
        self.analyse_read(0, seat, prefer)
    }

    /// Reads the node into `readings[depth]`: from the parent's reading when `slid` names the
    /// slot the parent slid out of (its reading is `readings[depth - 1]`), else afresh.
    fn read(&mut self, depth: usize, slid: Option<u8>) {
        if self.readings.len() <= depth {
            self.readings.resize_with(depth + 1, Reading::empty);
        }
        match slid {
            Some(moved) if depth > 0 => {
                let (before, after) = self.readings.split_at_mut(depth);
                derive_into(&before[depth - 1], moved, &self.lp, &mut after[0]);
            }
            _ => read_into(
                &self.live[..self.players],
                &self.lp,
                &mut self.readings[depth],
            ),
        }
    }

    /// `analyse` of the node whose reading is `readings[depth]`.
    fn analyse_read(&self, depth: usize, seat: usize, prefer: u8) -> (Facts, Moves) {
        let r = &self.readings[depth];
        let mut counts = self.counts;
        let mut reach = [0u64; 4];
        let mut live = [0u32; 4];
        let mut moves = Moves::new();
        let mut free = NO_MOVE;
        let mut apart = [(0u8, 0u64); 36];
        let mut n_apart = 0;
        for x in &r.counters[..r.n] {
            let q = x.seat as usize;
            let sections = x.sections();
            if !r.blockable(x) && sections.count_ones() == 1 {
                // Whoever lands in its range first, it still ends in this section.
                counts[q] += sections;
                if q == seat {
                    if x.ends & r.other_ranges(x) == 0 {
                        // Wherever it lands, it is in nobody else's way: a tempo move.
                        if free == NO_MOVE || x.slot == prefer {
                            free = x.slot;
                        }
                    } else {
                        moves.push(x.slot);
                    }
                }
                continue;
            }
            reach[q] += sections;
            live[q] += 1;
            if q == seat {
                if self.players == 2 && x.ends & r.other_ranges(x) == 0 {
                    apart[n_apart] = (x.slot, sections);
                    n_apart += 1;
                } else {
                    moves.push(x.slot);
                }
            }
        }
        if n_apart > 0 {
            // Sections one seat holds whatever the counters still waiting do: a counter in
            // nobody's way that can only end in those is one more tempo move.
            let (a, b) = (counts[0], counts[1]);
            let decided = ((a + BIAS - (b + reach[1])) | (b + BIAS - (a + reach[0]))) & SIGN;
            for &(slot, sections) in &apart[..n_apart] {
                if (sections << (FIELD_BITS - 1)) & !decided == 0 {
                    reach[seat] -= sections;
                    live[seat] -= 1;
                    if free == NO_MOVE || slot == prefer {
                        free = slot;
                    }
                } else {
                    moves.push(slot);
                }
            }
        }
        if free != NO_MOVE {
            moves.push(free);
        }
        (
            Facts {
                counts,
                reach,
                live,
            },
            moves,
        )
    }

    /// The root's static bounds and those of the sections held now alone (counted as a node).
    pub fn root_bounds(&mut self) -> ((i32, i32), i32) {
        self.nodes += 1;
        let (facts, _) = self.analyse(self.root, NO_MOVE);
        let (lo, hi) = self.bounds(&facts, i32::MIN, i32::MAX);
        let held = Facts {
            counts: self.counts,
            reach: [0; 4],
            live: [0; 4],
        };
        let now = self.bounds(&held, i32::MIN, i32::MAX).0;
        ((lo, hi), now)
    }

    /// Every movable counter of the root seat, in slot order.
    pub fn root_moves(&self) -> Vec<u8> {
        self.moves_of(self.root)
    }

    /// Every movable counter of `seat`, in slot order.
    pub fn moves_of(&self, seat: usize) -> Vec<u8> {
        let live = self.live[seat];
        let slots = SLOTS.iter().enumerate();
        slots
            .filter(|&(k, _)| live >> k & 1 != 0)
            .map(|(_, &s)| s)
            .collect()
    }

    /// The best move the table holds for the current position with the root to move.
    pub fn stored_best(&self) -> Option<u8> {
        let found = self.table.probe(self.key + self.root as u128)?;
        (found.best != NO_MOVE).then_some(found.best)
    }

    /// The landing position of the counter in `slot` now.
    pub fn landing(&self, slot: u8) -> usize {
        self.lp[slot as usize] as usize
    }

    /// The slides that cut most cells off other seats' waiting counters' paths first (stable).
    fn order(&self, moves: &mut Moves, seat: usize) {
        let mut scored = [(0i32, 0u8); 36];
        for (k, &s) in moves.as_slice().iter().enumerate() {
            let target = LINE[s as usize][self.lp[s as usize] as usize] as usize;
            let mut g = 0;
            for &(c, pc) in &LINES_THROUGH[target] {
                let x = self.board[c as usize];
                let l = self.lp[c as usize];
                if x >= 0 && x != seat as i8 && l >= pc as i8 {
                    g += i32::from(l) - i32::from(pc) + 1;
                }
            }
            scored[k] = (g, s);
        }
        let scored = &mut scored[..moves.len];
        // Insertion sort: short lists, and it keeps equal scores in their order.
        for i in 1..scored.len() {
            let item = scored[i];
            let mut j = i;
            while j > 0 && scored[j - 1].0 < item.0 {
                scored[j] = scored[j - 1];
                j -= 1;
            }
            scored[j] = item;
        }
        for (k, &(_, s)) in scored.iter().enumerate() {
            moves.slots[k] = s;
        }
    }

    /// Slides the counter of `seat` out of `slot` (movable).
    pub fn play(&mut self, slot: u8, seat: usize) -> Undo {
        let s = slot as usize;
        let p = self.lp[s] as usize;
        let target = LINE[s][p] as usize;
        let through = &LINES_THROUGH[target];
        let saved = through.map(|(c, _)| self.lp[c as usize]);
        self.board[s] = EMPTY;
        self.board[target] = seat as i8;
        let key = self.key;
        self.key ^= LIVE_CODE[s][p + 1] ^ count_change(self.counts[seat], seat, target);
        self.counts[seat] += LAND[s][p];
        let live = self.live;
        self.live[seat] &= !(1 << SLOT_INDEX[s]);
        // Lines through the target now stop before it; a counter waiting on its first cell is
        // blocked for good (the slid counter's own slot is empty now).
        for (&(c, pc), &old) in through.iter().zip(&saved) {
            let c = c as usize;
            if pc as i8 <= old {
                self.lp[c] = pc as i8 - 1;
                let owner = self.board[c];
                if owner >= 0 {
                    self.key ^= LIVE_CODE[c][old as usize + 1] ^ LIVE_CODE[c][pc as usize];
                }
                if pc == 0 && owner >= 0 {
                    self.live[owner as usize] &= !(1 << SLOT_INDEX[c]);
                }
            }
        }
        Undo {
            key,
            live,
            target,
            saved,
        }
    }

    pub fn unplay(&mut self, slot: u8, seat: usize, undo: Undo) {
        let Undo {
            key,
            live,
            target,
            saved,
        } = undo;
        for (&(c, _), &v) in LINES_THROUGH[target].iter().zip(&saved) {
            self.lp[c as usize] = v;
        }
        let s = slot as usize;
        self.counts[seat] -= LAND[s][self.lp[s] as usize];
        self.board[target] = EMPTY;
        self.board[s] = seat as i8;
        self.key = key;
        self.live = live;
    }

    /// The search's stop fired, or the main search it helps is done.
    pub fn halted(&self) -> bool {
        let finished = self.follow.as_ref().is_some_and(Following::finished);
        finished || self.stop.should_stop()
    }

    /// A helper's null-window probe at `gamma` from the root, begun while the main search
    /// probes at `seen`; Err when stopped or left behind (`Following::left_behind`).
    pub fn follow_probe(&mut self, gamma: i32, seen: i32) -> Result<i32, Stopped> {
        if let Some(f) = &mut self.follow {
            f.start(gamma, seen);
        }
        self.check_stop()?;
        self.search(self.root, gamma - 1, gamma)
    }

    /// Movable counters of all seats.
    fn waiting(&self) -> u32 {
        self.live.iter().map(|l| l.count_ones()).sum()
    }

    fn can_move(&self, seat: usize) -> bool {
        self.live[seat] != 0
    }

    /// The key of the position after `seat` slides out of `slot`, with the next seat to move.
    fn child_key(&self, slot: u8, seat: usize) -> u128 {
        let s = slot as usize;
        let p = self.lp[s] as usize;
        let target = LINE[s][p] as usize;
        let mut key =
            self.key ^ LIVE_CODE[s][p + 1] ^ count_change(self.counts[seat], seat, target);
        for &(c, pc) in &LINES_THROUGH[target] {
            let c = c as usize;
            if c != s && pc as i8 <= self.lp[c] && self.board[c] >= 0 {
                key ^= LIVE_CODE[c][self.lp[c] as usize + 1] ^ LIVE_CODE[c][pc as usize];
            }
        }
        key + self.next_seat(seat) as u128
    }

    /// Enhanced transposition cutoffs over the children's stored bounds (their buckets are
    /// prefetched for the search that follows): `Cut` when one refutes the window, else the
    /// children whose search would only return their stored bound (it lies outside the window
    /// on the side that cannot cut) are dropped from `moves`, the best of those bounds
    /// returned, and those that cannot cut but need a search go last.
    fn etc(&self, moves: &mut Moves, seat: usize, alpha: i32, beta: i32) -> Etc {
        let keys: [u128; 36] = std::array::from_fn(|k| {
            if k < moves.len {
                self.child_key(moves.slots[k], seat)
            } else {
                0
            }
        });
        for &key in &keys[..moves.len] {
            self.table.prefetch(key);
        }
        let maximizing = seat == self.root;
        // 0: search first, 1: search last, 2: known without a search.
        let mut class = [0u8; 36];
        let mut known = (if maximizing { i32::MIN } else { i32::MAX }, NO_MOVE);
        for (k, &key) in keys[..moves.len].iter().enumerate() {
            if let Some(f) = self.table.probe(key) {
                let slot = moves.slots[k];
                if maximizing && f.lo >= beta {
                    return Etc::Cut(f.lo, slot);
                }
                if !maximizing && f.hi <= alpha {
                    return Etc::Cut(f.hi, slot);
                }
                // What the child's search would return at once (see `search`).
                let at_once = if maximizing {
                    (f.hi <= alpha).then_some(f.hi)
                } else {
                    (f.lo >= beta).then_some(f.lo)
                };
                class[k] = if let Some(v) = at_once {
                    if (maximizing && v > known.0) || (!maximizing && v < known.0) {
                        known = (v, slot);
                    }
                    2
                } else if maximizing {
                    u8::from(f.hi < beta)
                } else {
                    u8::from(f.lo > alpha)
                };
            }
        }
        let mut sorted = Moves::new();
        for pass in [0, 1] {
            for (&slot, &c) in moves.as_slice().iter().zip(&class) {
                if c == pass {
                    sorted.push(slot);
                }
            }
        }
        *moves = sorted;
        Etc::Known(known.0, known.1)
    }

    /// Err when the search must stop now. A helper's search counts its nodes for the main
    /// search here too (`Following::count`).
    pub fn check_stop(&self) -> Result<(), Stopped> {
        if let Some(follow) = &self.follow {
            follow.count(self.nodes);
        }
        let left = self.follow.as_ref().is_some_and(Following::left_behind);
        if self.nodes >= self.node_limit || left || self.stop.should_stop() {
            Err(Stopped)
        } else {
            Ok(())
        }
    }

    /// The value of the node with `seat` to move, fail-soft within `(alpha, beta)`.
    pub fn search(&mut self, seat: usize, alpha: i32, beta: i32) -> Result<i32, Stopped> {
        let busy = self.busy.clone();
        self.node(seat, alpha, beta, busy.as_deref(), 0)
    }

    /// `search` of a node; with other threads (`busy`), a move other than the first whose
    /// position another thread is searching is put off to the end, when that thread has most
    /// likely stored its value (ABDADA): so where every move must be searched, the threads
    /// share them out, and where the first refutes the window, they agree on it.
    fn node(
        &mut self,
        seat: usize,
        mut alpha: i32,
        mut beta: i32,
        busy: Option<&Busy>,
        depth: u32,
    ) -> Result<i32, Stopped> {
        let inherited = self.inherit.take();
        self.nodes += 1;
        if self.nodes % POLL_EVERY == 0 {
            self.check_stop()?;
        }
        let start = self.nodes;
        let d = depth as usize;
        // Whether `readings[d]` holds this node's reading.
        let mut read_here = false;
        let tkey = self.key + seat as u128;
        let (mut lo, mut hi, mut moves, mut rest) = match self.table.probe(tkey) {
            Some(f) => {
                if f.lo >= beta || f.lo == f.hi {
                    return Ok(f.lo);
                }
                if f.hi <= alpha {
                    return Ok(f.hi);
                }
                if f.best != NO_MOVE {
                    // The stored best move alone first; the rest only if it does not cut.
                    let mut first = Moves::new();
                    first.push(f.best);
                    (f.lo, f.hi, first, true)
                } else {
                    self.read(d, inherited);
                    read_here = true;
                    let (_, mut moves) = self.analyse_read(d, seat, NO_MOVE);
                    self.order(&mut moves, seat);
                    (f.lo, f.hi, moves, false)
                }
            }
            None => {
                self.read(d, inherited);
                read_here = true;
                let (facts, mut moves) = self.analyse_read(d, seat, NO_MOVE);
                let (lo, hi) = self.bounds(&facts, alpha, beta);
                if lo == hi || lo >= beta || hi <= alpha {
                    // Stored with the lightest work figure (below any search's), so that the
                    // parent's `etc` can count this child unsearched next time.
                    self.table.store(tkey, lo, hi, NO_MOVE, 1);
                    return Ok(if lo >= beta || lo == hi { lo } else { hi });
                }
                self.order(&mut moves, seat);
                (lo, hi, moves, false)
            }
        };
        alpha = alpha.max(lo);
        beta = beta.min(hi);
        if moves.len == 0 {
            // A forced pass; with nobody able to move the bounds above were exact.
            let mut next = self.next_seat(seat);
            while next != seat {
                if self.can_move(next) {
                    return self.node(next, alpha, beta, busy, depth + 1);
                }
                next = self.next_seat(next);
            }
            unreachable!("a finished game has exact bounds");
        }
        let maximizing = seat == self.root;
        let next = self.next_seat(seat);
        let (a0, b0) = (alpha, beta);
        let mut best = if maximizing { i32::MIN } else { i32::MAX };
        let mut best_slot = NO_MOVE;
        // The stored best move when it is searched alone first (`etc` may drop it).
        let first = moves.slots[0];
        // Not at the root: there, one thread putting off the move the other searches made the
        // first probes take several times the nodes, now and then.
        let shared = busy.filter(|_| depth > 0 && self.waiting() >= SHARE_FROM);
        // Moves put off, with their positions' keys.
        let mut deferred = [(0u8, 0u128); MAX_DEFERRED];
        let mut n_deferred = 0;
        let mut may_defer = false;
        'outer: loop {
            match self.etc(&mut moves, seat, alpha, beta) {
                Etc::Cut(v, s) => {
                    let better = if maximizing { v > best } else { v < best };
                    if better {
                        (best, best_slot) = (v, s);
                    }
                    break;
                }
                Etc::Known(v, s) => {
                    // Outside the window on the side that cannot cut: alpha and beta stay.
                    let better = if maximizing { v > best } else { v < best };
                    if better {
                        (best, best_slot) = (v, s);
                    }
                }
            }
            let mut k = 0;
            loop {
                // A move put off whose position is free again goes first: its value is most
                // likely stored by now.
                let free =
                    (0..n_deferred).find(|&d| shared.is_some_and(|b| !b.holds(deferred[d].1)));
                let s = if let Some(d) = free {
                    let (s, _) = deferred[d];
                    n_deferred -= 1;
                    deferred.copy_within(d + 1..=n_deferred, d);
                    s
                } else if k < moves.len {
                    k += 1;
                    moves.slots[k - 1]
                } else {
                    break;
                };
                let mut entered = None;
                if let Some(busy) = shared {
                    let key = self.child_key(s, seat);
                    if may_defer && n_deferred < MAX_DEFERRED && busy.holds(key) {
                        deferred[n_deferred] = (s, key);
                        n_deferred += 1;
                        continue;
                    }
                    entered = Some(busy.enter(key));
                }
                may_defer = true;
                let undo = self.play(s, seat);
                self.inherit = read_here.then_some(s);
                let v = self.node(next, alpha, beta, busy, depth + 1);
                self.unplay(s, seat, undo);
                if let (Some(busy), Some(mark)) = (shared, entered) {
                    busy.leave(mark);
                }
                let v = v?;
                if maximizing {
                    if v > best {
                        (best, best_slot) = (v, s);
                        if v > alpha {
                            alpha = v;
                            if v >= beta {
                                break 'outer;
                            }
                        }
                    }
                } else if v < best {
                    (best, best_slot) = (v, s);
                    if v < beta {
                        beta = v;
                        if v <= alpha {
                            break 'outer;
                        }
                    }
                }
            }
            if !rest {
                if n_deferred == 0 {
                    break;
                }
                // The moves put off still busy, without putting them off again.
                moves = Moves::new();
                for &(s, _) in &deferred[..n_deferred] {
                    moves.push(s);
                }
                n_deferred = 0;
                may_defer = false;
                continue;
            }
            if !read_here {
                self.read(d, inherited);
                read_here = true;
            }
            let (_, all) = self.analyse_read(d, seat, first);
            moves = Moves::new();
            for &s in all.as_slice() {
                if s != first {
                    moves.push(s);
                }
            }
            self.order(&mut moves, seat);
            rest = false;
        }
        if best <= a0 {
            hi = hi.min(best);
        } else if best >= b0 {
            lo = lo.max(best);
        } else {
            (lo, hi) = (best, best);
        }
        self.table
            .store(tkey, lo, hi, best_slot, work_of(self.nodes - start));
        Ok(best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random walks through movement-phase positions: the incremental key equals the key read
    /// afresh, the key a child is probed under equals its key once played, and taking a slide
    /// back restores everything.
    #[test]
    fn keys_stay_what_a_fresh_reading_gives() {
        let stop = Stop::never();
        let mut checked = 0;
        for seed in 0..30u64 {
            let mut pos = Position::new(2 + (seed % 3) as u8).unwrap();
            let mut rng = seed * 2 + 1;
            let mut next = || {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                (rng >> 33) as usize
            };
            while pos.phase() != super::super::super::position::PHASE_MOVEMENT {
                let moves = pos.legal_moves();
                pos.play(moves[next() % moves.len()]).unwrap();
            }
            let mut search = Search::new(&pos, 10, u64::MAX, &stop);
            let mut seat = search.root;
            for _ in 0..40 {
                let movable: Vec<u8> = (0..36)
                    .filter(|&k| search.live[seat] >> k & 1 != 0)
                    .map(|k| SLOTS[k])
                    .collect();
                if movable.is_empty() {
                    break;
                }
                let slot = movable[next() % movable.len()];
                let probe = search.child_key(slot, seat);
                let (before, lp) = (search.key, search.lp);
                let undo = search.play(slot, seat);
                let next_seat = search.next_seat(seat);
                assert_eq!(probe, search.key + next_seat as u128);
                let fresh = initial_key(&search.board, &search.lp, &search.live, &search.counts);
                assert_eq!(search.key, fresh);
                if next() % 4 == 0 {
                    search.unplay(slot, seat, undo);
                    assert_eq!((search.key, search.lp), (before, lp));
                } else {
                    seat = next_seat;
                }
                checked += 1;
            }
        }
        assert!(checked > 500);
    }

    /// A random walk from a random movement-phase position of a seeded game.
    fn walk(seed: u64) -> (Position, impl FnMut() -> usize) {
        let mut pos = Position::new(2 + (seed % 3) as u8).unwrap();
        let mut rng = seed * 2 + 1;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng >> 33) as usize
        };
        let depth = next() % 30;
        while pos.phase() != super::super::super::position::PHASE_MOVEMENT {
            let moves = pos.legal_moves();
            pos.play(moves[next() % moves.len()]).unwrap();
        }
        for _ in 0..depth {
            let moves = pos.legal_moves();
            if pos.is_over() {
                break;
            }
            pos.play(moves[next() % moves.len()]).unwrap();
        }
        (pos, next)
    }

    /// A child's reading started from its parent's (`derive_into`) is the reading made afresh,
    /// counter for counter, after every slide of random positions of 2-4 players.
    #[test]
    fn a_reading_from_the_parent_is_the_fresh_reading() {
        let stop = Stop::never();
        let mut compared = 0;
        for seed in 0..80u64 {
            let (pos, _) = walk(seed);
            if pos.is_over() {
                continue;
            }
            let mut search = Search::new(&pos, 4, u64::MAX, &stop);
            for seat in 0..search.players {
                let parent = search.reading();
                for slot in search.moves_of(seat) {
                    let undo = search.play(slot, seat);
                    let fresh = search.reading();
                    let mut derived = Reading::empty();
                    derive_into(&parent, slot, &search.lp, &mut derived);
                    search.unplay(slot, seat, undo);
                    let cells = |r: &Reading| {
                        let counters: Vec<_> = r.counters[..r.n]
                            .iter()
                            .map(|x| (x.slot, x.seat, x.landing, x.range, x.ends))
                            .collect();
                        let sums = (r.ends_once, r.ends_twice, r.range_once, r.range_twice);
                        (counters, sums)
                    };
                    assert_eq!(cells(&derived), cells(&fresh), "seed {seed} slot {slot}");
                    compared += 1;
                }
            }
        }
        assert!(compared > 1000, "{compared}");
    }

    /// However the game goes on, every movable counter ends on one of the cells `reading`
    /// gives it, and is left blocked only when it says another counter may take its first
    /// cell.
    #[test]
    fn counters_end_only_where_the_reading_says() {
        let stop = Stop::never();
        let mut ended = 0;
        for seed in 0..60u64 {
            let (pos, mut next) = walk(seed);
            if pos.is_over() {
                continue;
            }
            let search = Search::new(&pos, 4, u64::MAX, &stop);
            let r = search.reading();
            for _ in 0..20 {
                let mut game = pos.clone();
                let mut end = [u8::MAX; NUM_CELLS];
                while !game.is_over() {
                    let moves = game.legal_moves();
                    let mv = moves[next() % moves.len()];
                    if let super::super::super::position::Move::Slide { slot, target } = mv {
                        end[slot as usize] = target;
                    }
                    game.play(mv).unwrap();
                }
                for x in &r.counters[..r.n] {
                    let cell = end[x.slot as usize];
                    if cell == u8::MAX {
                        assert!(r.blockable(x), "seed {seed}: slot {} blocked", x.slot);
                    } else {
                        assert!(
                            x.ends >> cell & 1 != 0,
                            "seed {seed}: slot {} on {cell}",
                            x.slot
                        );
                        ended += 1;
                    }
                }
            }
        }
        assert!(ended > 5000);
    }
}
