//! The file of one table: a 64-byte header, then its values in one of three layouts.
//!
//! - **dense**: one byte a position (`value`), by position number;
//! - **sparse**: most tables are nearly all draws, so only the other positions are stored: their
//!   numbers ascending (`u32`, little-endian), then their values (one byte each); a number not
//!   listed is a draw. A probe is a binary search.
//! - **blocked** (format version 3): the values of a table of more than `BLOCKED_FROM`
//!   positions in compressed blocks with an index (`blocked`), a fifth of one byte a position
//!   or less for most of them.
//!
//! The writer picks the smaller of the first two for a table of up to `BLOCKED_FROM`
//! positions (format version 2, as the tables the installers ship), blocked above. Header,
//! little-endian: the magic `NINETKTB`, the format version, flying (0/1), the men of the side to
//! move and of the other side (an opening's: the men a side and the point White's first man may
//! not take, plus one), the layout (0 dense, 1 sparse, 2 blocked), the count limit, the rules' flags (bits: mills not protected, nine holes, a mill
//! wins, no immediate return, the opening), the board (0: Nine Men's Morris's), the endgame's
//! count limit, the number of positions, an FNV-1a checksum of everything after the header,
//! the build's milliseconds and the number of stored entries (sparse) or of bytes (blocked). Nine Men's Morris's files
//! have zeros where the other games' rules go, as they had before the family had tables. A file
//! whose header, size or checksum is off is refused with the reason, never half read.

use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use super::rules::{TableFlags, TableKey, TableRules};
use crate::mill::board::BoardKind;

pub const MAGIC: &[u8; 8] = b"NINETKTB";
/// The format version of a dense or sparse file.
pub const VERSION: u32 = 2;
/// The format version of a blocked file.
pub const BLOCKED_VERSION: u32 = 3;
/// Tables of more positions than this are written blocked (16 Mi: those larger than what a
/// probe reads whole into memory, `stored::OWNED_AT_MOST`).
pub const BLOCKED_FROM: u64 = 16 << 20;
pub const HEADER: usize = 64;
/// The flag bit of an opening's solution.
const OPENING: u8 = 1 << 4;

/// Which table of a set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The moving phase with `a` men to move against `b`.
    Pair(u32, u32),
    /// The placing phase of a game of `men` a side, where White's first man may not take
    /// `forbidden_first`.
    Opening {
        men: u32,
        forbidden_first: Option<u8>,
    },
}

/// The file name of table `part` for `rules`, e.g. `morris-5v4-fly-100.ntb` or
/// `six-opening-6-nofly-100.ntb`.
pub fn file_name(part: Part, rules: &TableRules) -> String {
    let (board, tags) = rules.name_pattern();
    match part {
        Part::Pair(a, b) => format!("{board}-{a}v{b}-{tags}.ntb"),
        Part::Opening {
            men,
            forbidden_first,
        } => {
            let first = forbidden_first.map_or(String::new(), |p| format!("-nofirst{p}"));
            format!("{board}-opening-{men}{first}-{tags}.ntb")
        }
    }
}

/// FNV-1a's start: the checksum of nothing.
pub const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

pub fn checksum(data: &[u8]) -> u64 {
    checksum_on(FNV_START, data)
}

/// The checksum of what `h` is the checksum of, followed by `data`.
pub fn checksum_on(mut h: u64, data: &[u8]) -> u64 {
    for &byte in data {
        h ^= u64::from(byte);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// What a header says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub part: Part,
    pub rules: TableKey,
    pub count: u64,
    pub checksum: u64,
    pub millis: u64,
    pub packing: Packing,
}

/// How a file's values are laid out after its header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Packing {
    Dense,
    Sparse { entries: u64 },
    Blocked { bytes: u64 },
}

impl Header {
    /// The bytes after the header a file of this header has.
    pub fn data_len(&self) -> u64 {
        match self.packing {
            Packing::Dense => self.count,
            Packing::Sparse { entries } => 5 * entries,
            Packing::Blocked { bytes } => bytes,
        }
    }
}

impl Header {
    pub fn to_bytes(self) -> [u8; HEADER] {
        let k = self.rules.flags;
        let flags = u8::from(!k.protected_mills)
            | u8::from(k.nine_holes) << 1
            | u8::from(k.mill_wins) << 2
            | u8::from(k.no_return) << 3;
        let (a, b, opening) = match self.part {
            Part::Pair(a, b) => (a as u8, b as u8, 0),
            Part::Opening {
                men,
                forbidden_first,
            } => (men as u8, forbidden_first.map_or(0, |p| p + 1), OPENING),
        };
        let mut out = [0u8; HEADER];
        out[..8].copy_from_slice(MAGIC);
        let (version, layout, extent) = match self.packing {
            Packing::Dense => (VERSION, 0, 0),
            Packing::Sparse { entries } => (VERSION, 1, entries),
            Packing::Blocked { bytes } => (BLOCKED_VERSION, 2, bytes),
        };
        out[8..12].copy_from_slice(&version.to_le_bytes());
        out[12] = u8::from(k.flying);
        out[13] = a;
        out[14] = b;
        out[15] = layout;
        out[16..20].copy_from_slice(&k.limit.to_le_bytes());
        out[20] = flags | opening;
        out[21] = self.rules.board.code();
        out[22..24].copy_from_slice(&(k.endgame_limit as u16).to_le_bytes());
        out[24..32].copy_from_slice(&self.count.to_le_bytes());
        out[32..40].copy_from_slice(&self.checksum.to_le_bytes());
        out[40..48].copy_from_slice(&self.millis.to_le_bytes());
        out[48..56].copy_from_slice(&extent.to_le_bytes());
        out
    }

    pub fn parse(bytes: &[u8]) -> Result<Header, String> {
        if bytes.len() < HEADER || &bytes[..8] != MAGIC {
            return Err("not a Morris tablebase file".into());
        }
        let u32_at = |i: usize| u32::from_le_bytes(bytes[i..i + 4].try_into().expect("4 bytes"));
        let u64_at = |i: usize| u64::from_le_bytes(bytes[i..i + 8].try_into().expect("8 bytes"));
        let version = u32_at(8);
        let packing = match (version, bytes[15]) {
            (VERSION, 0) => Packing::Dense,
            (VERSION, 1) => Packing::Sparse {
                entries: u64_at(48),
            },
            (BLOCKED_VERSION, 2) => Packing::Blocked { bytes: u64_at(48) },
            (VERSION | BLOCKED_VERSION, _) => return Err("a damaged header".into()),
            _ => {
                return Err(format!(
                    "format version {version}, this program reads {VERSION} and {BLOCKED_VERSION}"
                ))
            }
        };
        let flags = bytes[20];
        let board = BoardKind::ALL.get(usize::from(bytes[21]));
        if bytes[12] > 1 || flags >> 5 != 0 || board.is_none() {
            return Err("a damaged header".into());
        }
        let count = u64_at(24);
        // Numbers are u32 (no table comes near); a sparse table lists fewer entries than it
        // has positions, a blocked one takes fewer than 64 bytes a position. Checked here so
        // that no size below can overflow.
        let fits = match packing {
            Packing::Dense => true,
            Packing::Sparse { entries } => entries <= count,
            Packing::Blocked { bytes } => bytes <= 64 * count.max(1),
        };
        if count > u64::from(u32::MAX) || !fits {
            return Err("a damaged header".into());
        }
        let (a, b) = (u32::from(bytes[13]), u32::from(bytes[14]));
        let part = if flags & OPENING != 0 {
            Part::Opening {
                men: a,
                forbidden_first: b.checked_sub(1).map(|p| p as u8),
            }
        } else {
            Part::Pair(a, b)
        };
        Ok(Header {
            part,
            rules: TableKey {
                board: *board.expect("checked"),
                flags: TableFlags {
                    flying: bytes[12] == 1,
                    limit: u32_at(16),
                    endgame_limit: u32::from(u16::from_le_bytes([bytes[22], bytes[23]])),
                    protected_mills: flags & 1 == 0,
                    nine_holes: flags & 2 != 0,
                    mill_wins: flags & 4 != 0,
                    no_return: flags & 8 != 0,
                },
            },
            count,
            checksum: u64_at(32),
            millis: u64_at(40),
            packing,
        })
    }
}

/// The bytes after the header for `values` (one a position) and their layout: blocked when
/// `blocked`, else the smaller of dense and sparse.
pub fn encode_values(values: &[u8], blocked: bool) -> (std::borrow::Cow<'_, [u8]>, Packing) {
    if blocked {
        let data = super::blocked::encode(values);
        let bytes = data.len() as u64;
        return (std::borrow::Cow::Owned(data), Packing::Blocked { bytes });
    }
    let entries = values.iter().filter(|&&v| v != 0).count();
    if 5 * entries >= values.len() {
        return (std::borrow::Cow::Borrowed(values), Packing::Dense);
    }
    let mut data = Vec::with_capacity(5 * entries);
    for (i, _) in values.iter().enumerate().filter(|(_, &v)| v != 0) {
        data.extend_from_slice(&(i as u32).to_le_bytes());
    }
    data.extend(values.iter().filter(|&&v| v != 0));
    let entries = entries as u64;
    (std::borrow::Cow::Owned(data), Packing::Sparse { entries })
}

/// Writes a table (one value a position) atomically, blocked when it has more than
/// `BLOCKED_FROM` positions, else in the smaller of dense and sparse: a temporary file
/// beside it, then a rename. A write that fails (a full disk) removes its temporary file.
pub fn write(
    dir: &Path,
    part: Part,
    rules: &TableRules,
    millis: u64,
    values: &[u8],
) -> std::io::Result<PathBuf> {
    let blocked = values.len() as u64 > BLOCKED_FROM;
    write_as(dir, part, rules, millis, values, blocked)
}

/// `write`, blocked or not as `blocked` says (a table of any size reads the same either way).
pub fn write_as(
    dir: &Path,
    part: Part,
    rules: &TableRules,
    millis: u64,
    values: &[u8],
    blocked: bool,
) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let (data, packing) = encode_values(values, blocked);
    let header = Header {
        part,
        rules: rules.key(),
        count: values.len() as u64,
        checksum: checksum(&data),
        millis,
        packing,
    };
    let path = dir.join(file_name(part, rules));
    // Two builders (the app's and the command's) may work in one folder: each writes its own
    // temporary file; the rename is atomic and both write the same bytes.
    static WRITES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = WRITES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let temporary = path.with_extension(format!("ntb.{}-{n}.part", std::process::id()));
    let written = (|| {
        let mut file = File::create(&temporary)?;
        file.write_all(&header.to_bytes())?;
        file.write_all(&data)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temporary, &path)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temporary);
        return Err(e);
    }
    Ok(path)
}

/// Removes what writes cut short left in `dir`: a table's temporary `.part` file, or a private
/// copy not yet unnamed (`stored`), whose process is gone. Returns how many.
pub fn remove_leftovers(dir: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = leftover_pid(&name) else {
            continue;
        };
        let modified = entry.metadata().and_then(|m| m.modified()).ok();
        if !writer_may_live(pid, modified) && std::fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// The process id in the name of a table's temporary file (`NAME.ntb.PID-N.part`) or
/// private copy (`.NAME.ntb.PID-N.copy`); None for any other name.
fn leftover_pid(name: &str) -> Option<u32> {
    let rest = name
        .strip_suffix(".part")
        .or_else(|| name.strip_suffix(".copy"))?;
    let (table, marks) = rest.rsplit_once(".ntb.")?;
    let (pid, n) = marks.split_once('-')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let board = ["morris-", "twelve", "six-", "three"];
    (board.iter().any(|b| table.contains(b)) && digits(n)).then_some(())?;
    digits(pid).then(|| pid.parse().ok()).flatten()
}

/// Whether the process `pid` may still be writing a file last modified at `modified`: on
/// Linux whether it runs (this process always may), elsewhere whether the file changed within
/// the hour (a table is written in seconds).
fn writer_may_live(pid: u32, modified: Option<std::time::SystemTime>) -> bool {
    if pid == std::process::id() {
        return true;
    }
    if cfg!(target_os = "linux") {
        return Path::new("/proc").join(pid.to_string()).exists();
    }
    let hour = std::time::Duration::from_secs(3600);
    match modified.map(|m| m.elapsed()) {
        Some(Ok(age)) => age < hour,
        _ => true,
    }
}

/// Reads and checks a header from an open file (only a regular file is read).
pub fn read_header(path: &Path) -> Result<(File, Header), String> {
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    let mut file = File::open(path).map_err(|e| e.to_string())?;
    let mut bytes = [0u8; HEADER];
    file.read_exact(&mut bytes)
        .map_err(|_| "shorter than a header".to_string())?;
    let header = Header::parse(&bytes)?;
    if meta.len() != HEADER as u64 + header.data_len() {
        return Err(format!(
            "{} bytes where the header promises {}",
            meta.len(),
            HEADER as u64 + header.data_len()
        ));
    }
    Ok((file, header))
}

/// Whether the file at `path` is table `part` of `rules` whole: its header, its size (`count`
/// positions) and its checksum, read a piece at a time (nothing is kept). Err with the reason.
pub fn check_file(path: &Path, part: Part, rules: &TableRules, count: u64) -> Result<(), String> {
    let (mut file, header) = read_header(path)?;
    if (header.part, header.rules) != (part, rules.key()) {
        return Err("the header names another table".into());
    }
    if header.count != count {
        return Err("the header's size does not fit the table".into());
    }
    let mut h = checksum(&[]);
    let mut left = header.data_len();
    let mut buffer = vec![0u8; 1 << 20];
    while left > 0 {
        let n = left.min(buffer.len() as u64) as usize;
        file.read_exact(&mut buffer[..n])
            .map_err(|_| "the file changed while it was read".to_string())?;
        h = checksum_on(h, &buffer[..n]);
        left -= n as u64;
    }
    if h != header.checksum {
        return Err("the checksum does not match: the file is damaged".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mill::presets;

    #[test]
    fn leftovers_of_gone_writers_are_removed_and_nothing_else() {
        let dir = std::env::temp_dir().join(format!("ninetka-leftovers-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        // A process id no process has (above Linux's largest).
        let gone = 4_194_400;
        let me = std::process::id();
        let names = [
            format!("morris-3v3-fly-100.ntb.{gone}-0.part"),
            format!(".morris-4v3-fly-100.ntb.{gone}-7.copy"),
            format!("morris-3v3-fly-100.ntb.{me}-0.part"),
            "morris-3v3-fly-100.ntb".to_string(),
            "notes.part".to_string(),
        ];
        for name in &names {
            std::fs::write(dir.join(name), b"x").expect("written");
        }
        let removed = if cfg!(target_os = "linux") { 2 } else { 0 };
        assert_eq!(remove_leftovers(&dir), removed);
        assert!(dir.join(&names[2]).exists() && dir.join(&names[3]).exists());
        assert!(dir.join(&names[4]).exists());
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_failed_write_leaves_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("ninetka-failed-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let rules = TableRules::of(&presets::nine());
        // The target name is a non-empty folder: the rename fails after the data is written.
        let target = dir.join(file_name(Part::Pair(3, 3), &rules));
        std::fs::create_dir_all(target.join("inside")).expect("a folder in the way");
        assert!(write(&dir, Part::Pair(3, 3), &rules, 0, &[0u8; 1000]).is_err());
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
        assert_eq!(left.len(), 1, "{left:?}");
        std::fs::remove_dir_all(&dir).ok();
    }

    fn header(sparse: Option<u64>, count: u64) -> Header {
        Header {
            part: Part::Pair(3, 3),
            rules: TableRules::of(&presets::nine()).key(),
            count,
            checksum: 0,
            millis: 0,
            packing: sparse.map_or(Packing::Dense, |entries| Packing::Sparse { entries }),
        }
    }

    #[test]
    fn a_header_whose_sizes_cannot_be_is_refused() {
        let good = header(Some(10), 1000);
        assert_eq!(Header::parse(&good.to_bytes()), Ok(good));
        // Entries beyond the count, or sizes that would overflow: refused, never a panic.
        for bad in [
            header(Some(1001), 1000),
            header(Some(u64::MAX / 4), u64::MAX / 2),
        ] {
            assert!(Header::parse(&bad.to_bytes()).is_err());
        }
        let mut bytes = good.to_bytes();
        bytes[15] = 7;
        assert!(Header::parse(&bytes).is_err());
        assert!(Header::parse(&bytes[..20]).is_err());
        // A blocked table is version 3, and only version 3 is blocked.
        let blocked = Header {
            packing: Packing::Blocked { bytes: 5_000 },
            ..header(None, 1000)
        };
        let mut bytes = blocked.to_bytes();
        assert_eq!(Header::parse(&bytes), Ok(blocked));
        assert_eq!(
            u32::from_le_bytes(bytes[8..12].try_into().unwrap()),
            BLOCKED_VERSION
        );
        bytes[8] = VERSION as u8;
        assert!(Header::parse(&bytes).is_err());
        let mut bytes = good.to_bytes();
        bytes[8] = BLOCKED_VERSION as u8;
        assert!(Header::parse(&bytes).is_err());
        bytes[8] = 4;
        assert!(Header::parse(&bytes)
            .unwrap_err()
            .contains("format version 4"));
    }

    #[test]
    fn nine_mens_morris_s_header_is_as_before_the_family_and_others_round_trip() {
        let nine = header(None, 210_140).to_bytes();
        assert!(nine[20..24].iter().all(|&b| b == 0));
        for rules in presets::all() {
            let rules = TableRules::of(&rules);
            for part in [
                Part::Pair(3, 3),
                Part::Opening {
                    men: 6,
                    forbidden_first: Some(8),
                },
            ] {
                let h = Header {
                    part,
                    rules: rules.key(),
                    ..header(None, 100)
                };
                assert_eq!(Header::parse(&h.to_bytes()), Ok(h));
            }
        }
        let names: Vec<String> = presets::all()
            .iter()
            .map(|r| file_name(Part::Pair(3, 3), &TableRules::of(r)))
            .collect();
        assert_eq!(
            names,
            [
                "morris-3v3-fly-100.ntb",
                "three-3v3-nofly-millwins-100.ntb",
                "six-3v3-nofly-100.ntb",
                "twelve-3v3-fly-100.ntb",
                "twelve-3v3-fly-noreturn-end10-100.ntb",
                "morris-3v3-fly-100.ntb",
            ]
        );
    }
}
