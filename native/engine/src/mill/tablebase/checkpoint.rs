//! A material pair's build between stops: every position's state, child count and distance on
//! both sides, which chunks of the first look are done, and the first distance whose positions
//! have not yet passed their results on. A pair of eight or nine men a side takes the better
//! part of an hour; its build saves this now and then and when it is stopped, and a build of
//! the same pair and rules picks it up. Positions settled but not yet passed on are found again
//! from the arrays (a win or loss at that distance or beyond), so no list is kept.
//!
//! The file, beside the pair's tables (`NAME.ntb.checkpoint`): a 128-byte header (the magic
//! `NINETKCP`, this format's version, the first table's own header naming pair and rules, the
//! next distance, the chunk size, the build's milliseconds so far, each side's positions and an
//! FNV-1a checksum of the rest), then for each side one byte a chunk (done or not), the states,
//! the child counts and the distances (`u16`, little-endian). It is written beside, flushed to
//! disk and renamed over the last one, so a kill at any moment leaves the last whole one. A file
//! whose header does not fit the pair, whose size is off or whose checksum fails is not used.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::file::{checksum_on, file_name, Header, Packing, Part, FNV_START, HEADER};
use super::rules::TableRules;

pub const MAGIC: &[u8; 8] = b"NINETKCP";
const VERSION: u32 = 1;
const CHECKPOINT_HEADER: usize = 128;
/// Bytes moved to or from the file at a time.
const BLOCK: usize = 1 << 20;

/// One side's work on a pair: its positions' states, child counts and distances, and which
/// chunks of the first look are done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideWork {
    pub state: Vec<u8>,
    pub counter: Vec<u8>,
    pub distance: Vec<u16>,
    pub scanned: Vec<bool>,
}

impl SideWork {
    /// A side of `n` positions not looked at yet.
    pub fn fresh(n: u64) -> SideWork {
        let n = n as usize;
        SideWork {
            state: vec![0; n],
            counter: vec![0; n],
            distance: vec![0; n],
            scanned: vec![false; n.div_ceil(chunk_size(n as u64))],
        }
    }
}

/// The positions of a chunk of the first look on a side of `n` positions: one size for a
/// side, whatever the threads, so that a build with other threads resumes the same chunks.
pub fn chunk_size(n: u64) -> usize {
    n.div_ceil(256).max(1) as usize
}

/// A pair's work between stops.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Work {
    pub sides: Vec<SideWork>,
    /// Positions settled at a smaller distance have passed their results on.
    pub next_distance: u64,
    /// The build's time before this stretch.
    pub millis: u64,
}

impl Work {
    pub fn fresh(lens: &[u64]) -> Work {
        Work {
            sides: lens.iter().map(|&n| SideWork::fresh(n)).collect(),
            next_distance: 0,
            millis: 0,
        }
    }
}

/// Where pair `(a, b)`'s work is kept in `dir` (`a <= b`: the pair's first table names it).
pub fn path_for(dir: &Path, a: u32, b: u32, rules: &TableRules) -> PathBuf {
    dir.join(format!("{}.checkpoint", file_name(Part::Pair(a, b), rules)))
}

fn header(
    a: u32,
    b: u32,
    rules: &TableRules,
    work: &Work,
    millis: u64,
    sum: u64,
) -> [u8; CHECKPOINT_HEADER] {
    let table = Header {
        part: Part::Pair(a, b),
        rules: rules.key(),
        count: work.sides.iter().map(|s| s.state.len() as u64).sum(),
        checksum: 0,
        millis: 0,
        packing: Packing::Dense,
    };
    let mut out = [0u8; CHECKPOINT_HEADER];
    out[..8].copy_from_slice(MAGIC);
    out[8..12].copy_from_slice(&VERSION.to_le_bytes());
    out[12..12 + HEADER].copy_from_slice(&table.to_bytes());
    let mut at = 12 + HEADER;
    let first = work.sides.first().map_or(0, |s| s.state.len() as u64);
    let second = work.sides.get(1).map_or(0, |s| s.state.len() as u64);
    for field in [work.next_distance, millis, first, second, sum] {
        out[at..at + 8].copy_from_slice(&field.to_le_bytes());
        at += 8;
    }
    out
}

/// Saves `work` on pair `(a, b)` at `path`, the build having taken `millis` so far, replacing
/// what was there only once it is whole.
pub fn save(
    path: &Path,
    a: u32,
    b: u32,
    rules: &TableRules,
    work: &Work,
    millis: u64,
) -> std::io::Result<()> {
    let stem = path
        .file_name()
        .map_or("pair".into(), |n| n.to_string_lossy().into_owned());
    let stem = stem.trim_end_matches(".ntb.checkpoint");
    // A name `file::remove_leftovers` knows, should the process die while writing it.
    let temporary = path.with_file_name(format!(
        "{stem}-checkpoint.ntb.{}-0.part",
        std::process::id()
    ));
    let written = (|| {
        let mut file = BufWriter::with_capacity(BLOCK, File::create(&temporary)?);
        file.write_all(&[0u8; CHECKPOINT_HEADER])?;
        let mut sum = FNV_START;
        let mut put = |file: &mut BufWriter<File>, bytes: &[u8]| -> std::io::Result<()> {
            sum = checksum_on(sum, bytes);
            file.write_all(bytes)
        };
        for side in &work.sides {
            let done: Vec<u8> = side.scanned.iter().map(|&d| u8::from(d)).collect();
            put(&mut file, &done)?;
            put(&mut file, &side.state)?;
            put(&mut file, &side.counter)?;
            for block in side.distance.chunks(BLOCK / 2) {
                let bytes: Vec<u8> = block.iter().flat_map(|d| d.to_le_bytes()).collect();
                put(&mut file, &bytes)?;
            }
        }
        let mut file = file.into_inner().map_err(|e| e.into_error())?;
        file.seek(SeekFrom::Start(0))?;
        file.write_all(&header(a, b, rules, work, millis, sum))?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temporary, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// The work saved at `path` on pair `(a, b)` of `rules`, whose sides have `lens` positions:
/// Ok(None) where there is none, Err with the reason where the file cannot be used.
pub fn load(
    path: &Path,
    a: u32,
    b: u32,
    rules: &TableRules,
    lens: &[u64],
) -> Result<Option<Work>, String> {
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    let mut work = Work::fresh(lens);
    let body: u64 = work
        .sides
        .iter()
        .map(|s| s.scanned.len() as u64 + 4 * s.state.len() as u64)
        .sum();
    if meta.len() != CHECKPOINT_HEADER as u64 + body {
        return Err("its size does not fit the pair".into());
    }
    let mut file = BufReader::with_capacity(BLOCK, File::open(path).map_err(|e| e.to_string())?);
    let mut head = [0u8; CHECKPOINT_HEADER];
    file.read_exact(&mut head).map_err(|e| e.to_string())?;
    let field = |i: usize| {
        let at = 12 + HEADER + 8 * i;
        u64::from_le_bytes(head[at..at + 8].try_into().expect("8 bytes"))
    };
    let (next_distance, millis, sum) = (field(0), field(1), field(4));
    work.next_distance = next_distance;
    work.millis = millis;
    if head != header(a, b, rules, &work, millis, sum) {
        return Err("its header names another pair or rules".into());
    }
    let mut check = FNV_START;
    let mut take = |file: &mut BufReader<File>, out: &mut [u8]| -> Result<(), String> {
        file.read_exact(out)
            .map_err(|_| "the file changed while it was read")?;
        check = checksum_on(check, out);
        Ok(())
    };
    for side in &mut work.sides {
        let mut done = vec![0u8; side.scanned.len()];
        take(&mut file, &mut done)?;
        if done.iter().any(|&d| d > 1) {
            return Err("a damaged chunk list".into());
        }
        side.scanned = done.iter().map(|&d| d == 1).collect();
        take(&mut file, &mut side.state)?;
        take(&mut file, &mut side.counter)?;
        let mut bytes = vec![0u8; BLOCK];
        for block in side.distance.chunks_mut(BLOCK / 2) {
            let bytes = &mut bytes[..2 * block.len()];
            take(&mut file, bytes)?;
            for (d, pair) in block.iter_mut().zip(bytes.chunks_exact(2)) {
                *d = u16::from_le_bytes([pair[0], pair[1]]);
            }
        }
    }
    if check != sum {
        return Err("the checksum does not match: the file is damaged".into());
    }
    Ok(Some(work))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cancel::Stop;
    use crate::mill::presets;
    use crate::mill::tablebase::brute_force_tests::{build_scratch_for, nine_tables};
    use crate::mill::tablebase::build::{build_up_to, Control, Progress};
    use crate::mill::tablebase::index::Layout;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    use std::time::Duration;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ninetka-cp-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    fn sample(lens: &[u64]) -> Work {
        let mut work = Work::fresh(lens);
        for (t, side) in work.sides.iter_mut().enumerate() {
            for (i, s) in side.state.iter_mut().enumerate() {
                *s = ((i * 7 + t) % 6) as u8;
            }
            for (i, c) in side.counter.iter_mut().enumerate() {
                *c = (i % 251) as u8;
            }
            for (i, d) in side.distance.iter_mut().enumerate() {
                *d = (i * 13 % 70_000) as u16;
            }
            side.scanned[1] = true;
        }
        work.next_distance = 17;
        work.millis = 123_456;
        work
    }

    #[test]
    fn work_comes_back_as_it_was_saved() {
        let rules = TableRules::of(&presets::nine());
        let dir = scratch("back");
        let path = path_for(&dir, 4, 5, &rules);
        let lens = [3_000, 2_000];
        assert_eq!(load(&path, 4, 5, &rules, &lens), Ok(None));
        let work = sample(&lens);
        save(&path, 4, 5, &rules, &work, work.millis).expect("saved");
        assert_eq!(load(&path, 4, 5, &rules, &lens), Ok(Some(work)));
        // Nothing but the checkpoint is left in the folder.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn work_of_another_pair_or_a_damaged_file_is_refused() {
        let rules = TableRules::of(&presets::nine());
        let dir = scratch("refused");
        let path = path_for(&dir, 4, 5, &rules);
        let lens = [3_000, 2_000];
        save(&path, 4, 5, &rules, &sample(&lens), 9).expect("saved");
        assert!(load(&path, 4, 6, &rules, &lens).is_err());
        assert!(load(&path, 4, 5, &rules, &[3_000, 2_001]).is_err());
        let mut flying = presets::nine();
        flying.flying = false;
        assert!(load(&path, 4, 5, &TableRules::of(&flying), &lens).is_err());
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[CHECKPOINT_HEADER + 500] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        let refused = load(&path, 4, 5, &rules, &lens);
        assert_eq!(
            refused,
            Err("the checksum does not match: the file is damaged".into())
        );
        std::fs::write(&path, &bytes[..bytes.len() - 1]).unwrap();
        assert!(load(&path, 4, 5, &rules, &lens).is_err());
        std::fs::remove_dir_all(&dir).ok();
    }

    /// Builds Nine Men's Morris's tables up to four men a side into `dir` (the smaller pairs
    /// already there), stopped by `stop_when` (polled on the build's progress); returns
    /// whether the build ran to its end.
    fn build_stopped_when(
        dir: &Path,
        rules: &TableRules,
        stop_when: impl Fn(&Progress) -> bool + Send + Sync,
    ) -> bool {
        let flag = Arc::new(AtomicBool::new(false));
        let stop = Stop::new(None, flag.clone());
        let progress = Progress::default();
        let finished = AtomicBool::new(false);
        let control = Control {
            threads: 1,
            stop: &stop,
            checkpoint_every: Duration::from_secs(3600),
            low_priority: false,
        };
        std::thread::scope(|scope| {
            scope.spawn(|| {
                while !finished.load(Ordering::Relaxed) {
                    if stop_when(&progress) {
                        flag.store(true, Ordering::Relaxed);
                        return;
                    }
                    std::thread::sleep(Duration::from_micros(200));
                }
            });
            let built = build_up_to(4, rules, dir, &[], &progress, &control, &mut |_, _, _| {});
            finished.store(true, Ordering::Relaxed);
            built.expect("a scratch folder").is_some()
        })
    }

    #[test]
    fn a_build_stopped_in_either_pass_resumes_to_the_same_tables() {
        // Without flying, 3-4 has wins and losses at many distances.
        let rules = nine_tables(false);
        let (whole, _) = build_scratch_for("resume-whole", 4, &rules, 1);
        let dir = scratch("resume");
        let name = |a, b| file_name(Part::Pair(a, b), &rules);
        std::fs::copy(whole.join(name(3, 3)), dir.join(name(3, 3))).expect("copied");
        let kept = path_for(&dir, 3, 4, &rules);
        let lens = [
            Layout::new(3, 4, &rules.board).len(),
            Layout::new(4, 3, &rules.board).len(),
        ];
        // Stopped halfway through the first look at 3-4 and 4-3: its work is kept.
        let half = |p: &Progress| {
            let total = p.total.load(Ordering::Relaxed);
            total > 0 && p.scanned.load(Ordering::Relaxed) * 2 >= total
        };
        assert!(!build_stopped_when(&dir, &rules, half));
        let first = load(&kept, 3, 4, &rules, &lens)
            .expect("readable")
            .expect("kept");
        let done: usize = first
            .sides
            .iter()
            .map(|s| s.scanned.iter().filter(|&&d| d).count())
            .sum();
        assert!(
            done > 0 && !first.sides[1].scanned.iter().all(|&d| d),
            "{done}"
        );
        // Stopped again among the distances: the first look is then whole.
        let deep = |p: &Progress| p.distance.load(Ordering::Relaxed) >= 2;
        assert!(!build_stopped_when(&dir, &rules, deep));
        let second = load(&kept, 3, 4, &rules, &lens)
            .expect("readable")
            .expect("kept");
        assert!(second.sides.iter().all(|s| s.scanned.iter().all(|&d| d)));
        assert!(second.next_distance >= 2, "{}", second.next_distance);
        // Then to the end: the same values as a build that never stopped, and no work left.
        assert!(build_stopped_when(&dir, &rules, |_| false));
        assert!(!kept.exists());
        for (a, b) in [(3, 4), (4, 3), (4, 4)] {
            let (resumed, straight) = (
                std::fs::read(dir.join(name(a, b))).expect("built"),
                std::fs::read(whole.join(name(a, b))).expect("built"),
            );
            assert_eq!(resumed[HEADER..], straight[HEADER..]);
            // The headers differ only in the build's time.
            let (r, s) = (
                Header::parse(&resumed).unwrap(),
                Header::parse(&straight).unwrap(),
            );
            assert_eq!(Header { millis: 0, ..r }, Header { millis: 0, ..s });
        }
        std::fs::remove_dir_all(&dir).ok();
        std::fs::remove_dir_all(&whole).ok();
    }
}
