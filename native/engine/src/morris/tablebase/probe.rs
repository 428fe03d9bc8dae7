//! A set of tables for one rule set: loaded lazily (the first probe of a material balance reads
//! its file, `stored`), or handed over by a build.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use super::build::TableRules;
use super::file::{checksum, file_name, read_header, Header, HEADER};
use super::index::Layout;
use super::stored::{load, Stored, OWNED_AT_MOST};
use super::value::{decode, under_count, Outcome};

/// The most men a side can have in a table.
pub const MAX_MEN: u32 = 9;

enum Data {
    /// A build's values, one a position.
    Owned(Vec<u8>),
    /// A dense file: one value a position after the header.
    Dense(Stored),
    /// A sparse file: `entries` numbers, then their values.
    Sparse(Stored, usize),
}

/// One table: the positions with `a` men to move against `b`.
pub struct Table {
    pub a: u32,
    pub b: u32,
    pub rules: TableRules,
    pub layout: Layout,
    pub build_seconds: f64,
    data: Data,
}

impl Table {
    pub fn owned(a: u32, b: u32, rules: TableRules, values: Vec<u8>, seconds: f64) -> Table {
        Table {
            a,
            b,
            rules,
            layout: Layout::new(a, b),
            build_seconds: seconds,
            data: Data::Owned(values),
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
        }
    }

    /// Every stored byte, by position number (a build's table, or read from the file).
    pub fn values(&self) -> Vec<u8> {
        match &self.data {
            Data::Owned(v) => v.clone(),
            _ => (0..self.layout.len()).map(|i| self.value(i)).collect(),
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
        decode(self.value(self.layout.index(me, opp)))
    }

    /// Reads the file at `path` (`stored`) and checks it is table `(a, b)` of `rules`, whole.
    pub fn open(path: &Path, a: u32, b: u32, rules: TableRules) -> Result<Table, String> {
        Table::open_within(path, a, b, rules, OWNED_AT_MOST)
    }

    /// `open`, reading into memory a file of at most `owned_at_most` bytes and mapping a
    /// private copy of a larger one.
    pub fn open_within(
        path: &Path,
        a: u32,
        b: u32,
        rules: TableRules,
        owned_at_most: u64,
    ) -> Result<Table, String> {
        let (mut file, header) = read_header(path)?;
        if (header.a, header.b, header.rules) != (a, b, rules) {
            return Err("the header names another table".into());
        }
        let layout = Layout::new(a, b);
        if header.count != layout.len() {
            return Err("the header's size does not fit the table".into());
        }
        let map = load(
            &mut file,
            path,
            HEADER as u64 + header.data_len(),
            owned_at_most,
        )?;
        // What was read is what is checked: the header again, then the values.
        if Header::parse(&map[..HEADER]).ok() != Some(header) {
            return Err("the file changed while it was read".into());
        }
        if checksum(&map[HEADER..]) != header.checksum {
            return Err("the checksum does not match: the file is damaged".into());
        }
        let data = match header.sparse {
            None => Data::Dense(map),
            Some(entries) => {
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
        Ok(Table {
            a,
            b,
            rules,
            layout,
            build_seconds: header.millis as f64 / 1000.0,
            data,
        })
    }
}

/// The tables of one rule set, from folders searched in order.
pub struct Tablebases {
    pub rules: TableRules,
    dirs: Vec<PathBuf>,
    slots: Vec<OnceLock<Option<Arc<Table>>>>,
    problems: Mutex<Vec<String>>,
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
            problems: Mutex::new(Vec::new()),
        }
    }

    /// Hands a table over (a build's), unless that balance is already known.
    pub fn insert(&self, table: Table) {
        let _ = self.slots[slot(table.a, table.b)].set(Some(Arc::new(table)));
    }

    /// Table `(a, b)`, mapped from the first folder that holds it whole.
    pub fn table(&self, a: u32, b: u32) -> Option<Arc<Table>> {
        self.loaded(a, b).cloned()
    }

    /// The slot of table `(a, b)`; None for a balance no table can hold.
    fn slot_of(&self, a: u32, b: u32) -> Option<&OnceLock<Option<Arc<Table>>>> {
        let held = (3..=MAX_MEN).contains(&a) && (3..=MAX_MEN).contains(&b);
        held.then(|| &self.slots[slot(a, b)])
    }

    /// Table `(a, b)` as `table` finds it, borrowed: probes take no reference count, which
    /// the threads of one search would otherwise all write.
    fn loaded(&self, a: u32, b: u32) -> Option<&Arc<Table>> {
        self.slot_of(a, b)?.get_or_init(|| self.open(a, b)).as_ref()
    }

    /// Table `(a, b)` from the first folder that holds it whole; the refusals are kept.
    fn open(&self, a: u32, b: u32) -> Option<Arc<Table>> {
        let name = file_name(a, b, self.rules);
        for dir in &self.dirs {
            let path = dir.join(&name);
            if !path.exists() {
                continue;
            }
            match Table::open(&path, a, b, self.rules) {
                Ok(table) => return Some(Arc::new(table)),
                Err(why) => self
                    .problems
                    .lock()
                    .expect("no panic")
                    .push(format!("{}: {why}", path.display())),
            }
        }
        None
    }

    /// The stored outcome of a removal's result during a build (the smaller pair must exist).
    pub fn exit(&self, me: u32, opp: u32) -> Outcome {
        let (a, b) = (me.count_ones(), opp.count_ones());
        self.table(a, b)
            .unwrap_or_else(|| panic!("table {a}v{b} is needed first"))
            .outcome(me, opp)
    }

    /// The result of `me` to move against `opp` with `quiet` plies counted, when a table holds
    /// it (every man placed).
    #[inline]
    pub fn probe(&self, me: u32, opp: u32, quiet: u32) -> Option<Outcome> {
        let table = self.loaded(me.count_ones(), opp.count_ones())?;
        Some(self.counted(table, me, opp, quiet))
    }

    /// `probe`, but only from a table some earlier probe has already mapped: None for one not
    /// loaded yet. For a search's helper threads, which give way to every other thread: one
    /// loading a table (mapping and checking the whole file) would hold up the lead's first
    /// probe of it for as long as the helper waits for its turn.
    #[inline]
    pub fn probe_loaded(&self, me: u32, opp: u32, quiet: u32) -> Option<Outcome> {
        let slot = self.slot_of(me.count_ones(), opp.count_ones())?;
        let table = slot.get()?.as_ref()?;
        Some(self.counted(table, me, opp, quiet))
    }

    /// `table`'s outcome of `me` to move against `opp`, as the count of `quiet` plies leaves it.
    #[inline]
    fn counted(&self, table: &Table, me: u32, opp: u32, quiet: u32) -> Outcome {
        under_count(table.outcome(me, opp), quiet, self.rules.limit)
    }

    /// Files that were found but refused, with the reasons.
    pub fn problems(&self) -> Vec<String> {
        self.problems.lock().expect("no panic").clone()
    }
}
