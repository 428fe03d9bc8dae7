//! A set of tables for one rule set: loaded lazily (the first probe of a material balance reads
//! its file, `stored`), or handed over by a build. A game whose placing phase is solved (Three
//! and Six Men's Morris) also has its opening's solution here (`opening`).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use super::banned;
use super::blocked::{Blocks, Index};
use super::decoded::{budget, Budget};
use super::file::{checksum, file_name, read_header, Header, Packing, Part, BLOCKED_FROM, HEADER};
use super::index::{Layout, BINOMIAL};
use super::opening::{Opening, OpeningIndex};
use super::rules::TableRules;
use super::stored::{load, Stored, OWNED_AT_MOST};
use super::value::{decode, under_count, Outcome};
use crate::mill::node::Node;

/// The most men a side can have in a table.
pub const MAX_MEN: u32 = 9;

enum Data {
    /// A build's values, one a position.
    Owned(Vec<u8>),
    /// A dense file: one value a position after the header.
    Dense(Stored),
    /// A sparse file: `entries` numbers, then their values.
    Sparse(Stored, usize),
    /// A blocked file (`blocked`): its values decompressed by block.
    Blocked(Stored, Blocks),
}

/// The stored bytes of a table, one a position, from a build or a file.
pub struct Values {
    data: Data,
    pub build_seconds: f64,
}

impl Values {
    pub fn owned(values: Vec<u8>, seconds: f64) -> Values {
        Values {
            data: Data::Owned(values),
            build_seconds: seconds,
        }
    }

    /// The stored byte of position `index`.
    #[inline]
    pub fn value(&self, index: u64) -> u8 {
        match &self.data {
            Data::Owned(v) => v[index as usize],
            Data::Dense(m) => m[HEADER + index as usize],
            Data::Sparse(m, entries) => {
                let numbers = &m[HEADER..HEADER + 4 * entries];
                let at = |i: usize| {
                    u32::from_le_bytes(numbers[4 * i..4 * i + 4].try_into().expect("4 bytes"))
                };
                let (mut lo, mut hi) = (0, *entries);
                while lo < hi {
                    let mid = (lo + hi) / 2;
                    if u64::from(at(mid)) < index {
                        lo = mid + 1;
                    } else {
                        hi = mid;
                    }
                }
                if lo < *entries && u64::from(at(lo)) == index {
                    m[HEADER + 4 * entries + lo]
                } else {
                    0
                }
            }
            Data::Blocked(m, blocks) => blocks.value(&m[HEADER..], index),
        }
    }

    /// A file's values stored blocked.
    pub fn is_blocked(&self) -> bool {
        matches!(self.data, Data::Blocked(..))
    }

    /// A build's values, one a position (empty for a table read from a file).
    pub fn owned_bytes(&self) -> &[u8] {
        match &self.data {
            Data::Owned(v) => v,
            _ => &[],
        }
    }

    /// Every stored byte of `count`, by position number.
    pub fn all(&self, count: u64) -> Vec<u8> {
        match &self.data {
            Data::Owned(v) => v.clone(),
            Data::Blocked(m, blocks) => blocks.all(&m[HEADER..]),
            _ => (0..count).map(|i| self.value(i)).collect(),
        }
    }

    /// Reads the file at `path` (`stored`, at most `owned_at_most` bytes read into memory, a
    /// private copy of a larger one mapped) and checks it is table `part` of `rules` with
    /// `count` positions, whole; a blocked file held as `hold` says.
    pub fn open(
        path: &Path,
        part: Part,
        rules: &TableRules,
        count: u64,
        owned_at_most: u64,
        hold: Hold,
    ) -> Result<Values, String> {
        let (file, header) = read_header(path)?;
        if (header.part, header.rules) != (part, rules.key()) {
            return Err("the header names another table".into());
        }
        if header.count != count {
            return Err("the header's size does not fit the table".into());
        }
        let whole = matches!(header.packing, Packing::Blocked { .. }) && hold.take(count);
        let opened = Values::read_checked(file, path, header, owned_at_most, whole);
        if opened.is_err() && whole {
            hold.give_back(count);
        }
        opened
    }

    /// The values after `header` in `file` (opened from `path`), checked; a blocked table
    /// decompressed `whole` or read by block.
    fn read_checked(
        mut file: std::fs::File,
        path: &Path,
        header: Header,
        owned_at_most: u64,
        whole: bool,
    ) -> Result<Values, String> {
        // A blocked table held whole is read into memory, not copied to map: its compressed
        // bytes are let go once decompressed.
        let map = load(
            &mut file,
            path,
            HEADER as u64 + header.data_len(),
            if whole { u64::MAX } else { owned_at_most },
        )?;
        // What was read is what is checked: the header again, then the values.
        if Header::parse(&map[..HEADER]).ok() != Some(header) {
            return Err("the file changed while it was read".into());
        }
        if checksum(&map[HEADER..]) != header.checksum {
            return Err("the checksum does not match: the file is damaged".into());
        }
        let data = match header.packing {
            Packing::Dense => Data::Dense(map),
            Packing::Blocked { .. } if whole => {
                Data::Owned(super::blocked::decode(&map[HEADER..], header.count)?)
            }
            Packing::Blocked { .. } => {
                let index = Index::read(&map[HEADER..], header.count)?;
                Data::Blocked(map, Blocks::new(index))
            }
            Packing::Sparse { entries } => {
                let entries = entries as usize;
                let numbers = &map[HEADER..HEADER + 4 * entries];
                let mut last = None;
                for chunk in numbers.chunks_exact(4) {
                    let n = u32::from_le_bytes(chunk.try_into().expect("4 bytes"));
                    if last.is_some_and(|l| n <= l) || u64::from(n) >= header.count {
                        return Err("the stored numbers are out of order".into());
                    }
                    last = Some(n);
                }
                Data::Sparse(map, entries)
            }
        };
        Ok(Values {
            data,
            build_seconds: header.millis as f64 / 1000.0,
        })
    }
}

/// How a blocked table is held once opened.
#[derive(Clone, Copy)]
pub enum Hold<'a> {
    /// Read a block at a time.
    ByBlock,
    /// Decompressed whole (a build's exits: read at every removal of its first look).
    Whole,
    /// Decompressed whole while the budget lasts, else by block (a search's, `decoded`).
    WithinBudget(&'a Budget),
}

impl Hold<'_> {
    /// Whether a blocked table of `count` positions is held whole, its room taken.
    fn take(self, count: u64) -> bool {
        match self {
            Hold::ByBlock => false,
            Hold::Whole => true,
            Hold::WithinBudget(budget) => budget.reserve(count),
        }
    }

    /// The room `take` took for a table that could not be opened after all.
    fn give_back(self, count: u64) {
        if let Hold::WithinBudget(budget) = self {
            budget.release(count);
        }
    }
}

/// One table: the positions with `a` men to move against `b`, every man placed.
pub struct Table {
    pub a: u32,
    pub b: u32,
    pub layout: Layout,
    pub values: Values,
}

impl Table {
    pub fn owned(a: u32, b: u32, rules: &TableRules, values: Vec<u8>, seconds: f64) -> Table {
        Table {
            a,
            b,
            layout: Layout::new(a, b, &rules.board),
            values: Values::owned(values, seconds),
        }
    }

    /// The number of positions.
    pub fn len(&self) -> u64 {
        self.layout.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The stored outcome of `me` to move against `opp` (the count at its start).
    #[inline]
    pub fn outcome(&self, me: u32, opp: u32) -> Outcome {
        decode(self.values.value(self.layout.index(me, opp)))
    }

    /// Every stored byte, by position number.
    pub fn all_values(&self) -> Vec<u8> {
        self.values.all(self.len())
    }

    /// Reads the file at `path` and checks it is table `(a, b)` of `rules`, whole.
    /// A blocked file is read by block.
    pub fn open(path: &Path, a: u32, b: u32, rules: &TableRules) -> Result<Table, String> {
        Table::open_with(path, a, b, rules, Hold::ByBlock)
    }

    /// `open`, a blocked file held as `hold` says.
    pub fn open_with(
        path: &Path,
        a: u32,
        b: u32,
        rules: &TableRules,
        hold: Hold,
    ) -> Result<Table, String> {
        let layout = Layout::new(a, b, &rules.board);
        let count = layout.len();
        let values = Values::open(path, Part::Pair(a, b), rules, count, OWNED_AT_MOST, hold)?;
        Ok(Table {
            a,
            b,
            layout,
            values,
        })
    }
}

/// Which tables a probe may open when it needs them (the others answer once open).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Load {
    Any,
    /// All but the large ones, which another thread is opening.
    Small,
    None,
}

/// The tables of one rule set, from folders searched in order.
pub struct Tablebases {
    pub rules: TableRules,
    dirs: Vec<PathBuf>,
    slots: Vec<OnceLock<Option<Arc<Table>>>>,
    /// The game whose opening may be solved, and its solution once looked for.
    opening: Option<(u32, Option<u8>)>,
    opening_slot: OnceLock<Option<Arc<Opening>>>,
    problems: Mutex<Vec<String>>,
    /// Blocked tables are decompressed whole when opened (a build's exits: read at every
    /// removal of the first pass, far too often for a block at a time).
    decode_blocked: bool,
    /// The large tables are being opened in the background (`preload_large`): a probe does
    /// not wait for one, it answers from those already open.
    preloading: AtomicBool,
    preload_started: AtomicBool,
    /// Positions a large table has more than (`BLOCKED_FROM`; the tests lower it).
    large_from: u64,
}

fn slot(a: u32, b: u32) -> usize {
    (a * (MAX_MEN + 1) + b) as usize
}

impl Tablebases {
    pub fn new(rules: TableRules, dirs: Vec<PathBuf>) -> Self {
        let n = ((MAX_MEN + 1) * (MAX_MEN + 1)) as usize;
        Tablebases {
            rules,
            dirs,
            slots: (0..n).map(|_| OnceLock::new()).collect(),
            opening: None,
            opening_slot: OnceLock::new(),
            problems: Mutex::new(Vec::new()),
            decode_blocked: false,
            preloading: AtomicBool::new(false),
            preload_started: AtomicBool::new(false),
            large_from: BLOCKED_FROM,
        }
    }

    /// Whether table `(a, b)` is a large one (written blocked: opening it decompresses some
    /// hundred million positions a second, see `preload_large`).
    fn large(&self, a: u32, b: u32) -> bool {
        let n = self.rules.board.points;
        if (a + b) as usize > n {
            return false;
        }
        let plain = BINOMIAL[n][a as usize] * BINOMIAL[n - a as usize][b as usize];
        plain / self.rules.board.symmetries.count() as u64 > self.large_from
    }

    /// Opens the large tables the folders hold on a thread of their own, the largest
    /// balances first (those the placing phase ends in), once per set:
    /// opening one checks every block of it, a second or more, which a search would otherwise
    /// pay inside a move. Meanwhile probes of a large table answer only once it is open.
    pub fn preload_large(self: &Arc<Self>) {
        if self.preload_started.swap(true, Ordering::Relaxed) {
            return;
        }
        let most = self.rules.max_men();
        let mut pairs: Vec<(u32, u32)> = (3..=most)
            .flat_map(|a| (3..=most).map(move |b| (a, b)))
            .filter(|&(a, b)| self.large(a, b))
            .filter(|&(a, b)| {
                let name = file_name(Part::Pair(a, b), &self.rules);
                self.dirs.iter().any(|d| d.join(&name).exists())
            })
            .collect();
        if pairs.is_empty() {
            return;
        }
        pairs.sort_by_key(|&(a, b)| (std::cmp::Reverse(a + b), a));
        self.preloading.store(true, Ordering::Relaxed);
        let tables = self.clone();
        let spawned = std::thread::Builder::new()
            .name("table-preload".into())
            .spawn(move || {
                // At the process's own priority (the app's AI workers run at the lowest): a
                // root waiting for a table this thread is opening must not wait on a thread
                // that every other process on the machine goes before.
                for (a, b) in pairs {
                    let _ = tables.loaded(a, b);
                }
                tables.preloading.store(false, Ordering::Relaxed);
            });
        if spawned.is_err() {
            self.preloading.store(false, Ordering::Relaxed);
        }
    }

    /// The same, decompressing a blocked table whole when it is opened (for a build).
    pub fn decoding_blocks(mut self) -> Self {
        self.decode_blocked = true;
        self
    }

    /// The same, also reading the solution of the placing phase of a game of `men` a side
    /// (White's first man not on `forbidden_first`) where the folders hold one.
    pub fn with_opening(mut self, men: u32, forbidden_first: Option<u8>) -> Self {
        self.opening = Some((men, forbidden_first));
        self
    }

    pub fn dirs(&self) -> &[PathBuf] {
        &self.dirs
    }

    /// Hands a table over (a build's), unless that balance is already known.
    pub fn insert(&self, table: Table) {
        let _ = self.slots[slot(table.a, table.b)].set(Some(Arc::new(table)));
    }

    /// Hands an opening's solution over (a build's), unless one is already known.
    pub fn insert_opening(&self, opening: Opening) {
        let _ = self.opening_slot.set(Some(Arc::new(opening)));
    }

    /// Table `(a, b)`, mapped from the first folder that holds it whole.
    pub fn table(&self, a: u32, b: u32) -> Option<Arc<Table>> {
        self.loaded(a, b).cloned()
    }

    /// The opening's solution, from the first folder that holds it whole.
    pub fn opening(&self) -> Option<Arc<Opening>> {
        self.opening_loaded().cloned()
    }

    /// The slot of table `(a, b)`; None for a balance no table can hold.
    fn slot_of(&self, a: u32, b: u32) -> Option<&OnceLock<Option<Arc<Table>>>> {
        let most = self.rules.max_men();
        let held = (3..=most).contains(&a) && (3..=most).contains(&b);
        held.then(|| &self.slots[slot(a, b)])
    }

    /// Table `(a, b)` as `table` finds it, borrowed: probes take no reference count, which
    /// the threads of one search would otherwise all write.
    fn loaded(&self, a: u32, b: u32) -> Option<&Arc<Table>> {
        self.slot_of(a, b)?.get_or_init(|| self.open(a, b)).as_ref()
    }

    fn opening_loaded(&self) -> Option<&Arc<Opening>> {
        let (men, forbidden_first) = self.opening?;
        self.opening_slot
            .get_or_init(|| {
                let index = OpeningIndex::new(&self.rules, men, forbidden_first);
                let part = index.part();
                self.first_whole(part, |path| Opening::open(path, index.clone(), &self.rules))
            })
            .as_ref()
    }

    /// The first whole file of `part` in the folders, read by `open`; the refusals are kept.
    fn first_whole<T>(
        &self,
        part: Part,
        open: impl Fn(&Path) -> Result<T, String>,
    ) -> Option<Arc<T>> {
        let name = file_name(part, &self.rules);
        for dir in &self.dirs {
            let path = dir.join(&name);
            if !path.exists() {
                continue;
            }
            match open(&path) {
                Ok(found) => return Some(Arc::new(found)),
                Err(why) => self
                    .problems
                    .lock()
                    .expect("no panic")
                    .push(format!("{}: {why}", path.display())),
            }
        }
        None
    }

    /// Table `(a, b)` from the first folder that holds it whole.
    fn open(&self, a: u32, b: u32) -> Option<Arc<Table>> {
        let hold = if self.decode_blocked {
            Hold::Whole
        } else {
            Hold::WithinBudget(budget())
        };
        self.first_whole(Part::Pair(a, b), |path| {
            Table::open_with(path, a, b, &self.rules, hold)
        })
    }

    /// The stored outcome of a position of the moving phase during a build (its table must
    /// exist): `me` to move against `opp`, at the start of a count.
    pub fn exit(&self, me: u32, opp: u32) -> Outcome {
        let (a, b) = (me.count_ones(), opp.count_ones());
        self.table(a, b)
            .unwrap_or_else(|| panic!("table {a}v{b} is needed first"))
            .outcome(me, opp)
    }

    /// The outcome of `me` to move against `opp` at the start of a count, as the rules' count
    /// leaves it: every man placed, and the returns `bans` forbids (to move first).
    pub fn exit_counted(&self, me: u32, opp: u32, bans: [Option<(u8, u8)>; 2]) -> Outcome {
        let stored = if bans == [None, None] {
            self.exit(me, opp)
        } else {
            banned::outcome(self, me, opp, bans)
        };
        let limit = self.rules.limit_for(me.count_ones(), opp.count_ones());
        under_count(stored, 0, limit)
    }

    /// The tables' outcome of a search's node, when they hold it (its count taken into
    /// account): every man placed and its material held by a table, or a placing position of
    /// a solved opening. A node where a return is barred is left to the search. A large table
    /// that is being opened in the background (`preload_large`) holds nothing until it is open.
    #[inline]
    pub fn probe(&self, n: &Node) -> Option<Outcome> {
        let load = !self.preloading.load(Ordering::Relaxed);
        self.probe_with(n, if load { Load::Any } else { Load::Small })
    }

    /// `probe`, opening the table it needs whatever else is opening them: for a root's moves,
    /// whose values must be the tables' once the tables are there.
    #[inline]
    pub fn probe_waiting(&self, n: &Node) -> Option<Outcome> {
        self.probe_with(n, Load::Any)
    }

    /// `probe`, but only from a table some earlier probe has already mapped: None for one not
    /// loaded yet. For a search's helper threads, which give way to every other thread: one
    /// loading a table (mapping and checking the whole file) would hold up the lead's first
    /// probe of it for as long as the helper waits for its turn.
    #[inline]
    pub fn probe_loaded(&self, n: &Node) -> Option<Outcome> {
        self.probe_with(n, Load::None)
    }

    #[inline]
    fn probe_with(&self, n: &Node, load: Load) -> Option<Outcome> {
        if n.banned() {
            return None;
        }
        let s = n.side;
        let (me, opp) = (n.boards[s], n.boards[1 - s]);
        if n.hand != [0, 0] {
            let opening = if load != Load::None {
                self.opening_loaded()?
            } else {
                self.opening_slot.get()?.as_ref()?
            };
            return opening.outcome(me, opp, u32::from(n.hand[s]), u32::from(n.hand[1 - s]));
        }
        let (a, b) = (me.count_ones(), opp.count_ones());
        let opens = match load {
            Load::Any => true,
            Load::Small => !self.large(a, b),
            Load::None => false,
        };
        let table = if opens {
            self.loaded(a, b)?
        } else {
            self.slot_of(a, b)?.get()?.as_ref()?
        };
        Some(under_count(
            table.outcome(me, opp),
            n.quiet,
            self.rules.limit_for(a, b),
        ))
    }

    /// Files that were found but refused, with the reasons.
    pub fn problems(&self) -> Vec<String> {
        self.problems.lock().expect("no panic").clone()
    }
}

#[cfg(test)]
mod preload_tests {
    use super::*;
    use crate::mill::tablebase::brute_force_tests::{build_scratch_for, nine_tables};

    #[test]
    fn large_tables_open_in_the_background_and_a_root_s_probe_waits_for_its_own() {
        let rules = nine_tables(true);
        let (dir, built) = build_scratch_for("preload", 4, &rules, 1);
        let mut tables = Tablebases::new(rules.clone(), vec![dir.clone()]);
        // Every table of four men a side on one side or more counts as large here.
        tables.large_from = 200_000;
        let tables = Arc::new(tables);
        let board = &*rules.board;
        let positions: Vec<Node> = (0..200u32)
            .map(|i| {
                let layout = Layout::new(4, 4, &rules.board);
                let (me, opp) = layout.position(u64::from(i) * 7_919 % layout.len());
                let mut n = Node::start(0);
                n.boards = [me, opp];
                n
            })
            .filter(|n| n.boards[0] & n.boards[1] == 0 && n.boards[0] | n.boards[1] != board.full)
            .collect();
        tables.preload_large();
        assert!(tables.large(4, 4) && tables.large(3, 4) && !tables.large(3, 3));
        for n in &positions {
            let truth = built.probe(n);
            assert!(truth.is_some());
            // Meanwhile a search's probe answers from the tables open already, or not at all.
            let seen = tables.probe(n);
            assert!(seen.is_none() || seen == truth);
            assert_eq!(tables.probe_waiting(n), truth);
        }
        while tables.preloading.load(Ordering::Relaxed) {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        for n in &positions {
            assert_eq!(tables.probe(n), built.probe(n));
        }
        // Once per set.
        tables.preload_large();
        assert!(!tables.preloading.load(Ordering::Relaxed));
        std::fs::remove_dir_all(&dir).ok();
    }
}
