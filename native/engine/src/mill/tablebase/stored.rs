//! A table file's bytes, held where nothing another program does to the file can reach them.
//!
//! A memory map of the file itself dies of SIGBUS the moment the file is truncated in place
//! (`cp new.ntb old.ntb` does that) while a search reads it. So a table of at most
//! `OWNED_AT_MOST` bytes is read into the process's own memory, and a larger one is copied into
//! a file that no folder names any more, open in this process alone, and that copy is mapped:
//! its pages are the page cache's, as a map of the original's were. Where no copy can be made
//! (a full disk), the table is refused with the reason. Windows refuses to change the size of
//! a file while a view maps it, so there the original is mapped.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::ops::Deref;
use std::path::Path;

use memmap2::Mmap;

/// Larger tables are mapped from a private copy rather than read into memory (the tables of
/// the default set, up to five men a side, are all smaller).
pub const OWNED_AT_MOST: u64 = 16 << 20;

/// The bytes of a table file, the header included.
pub enum Stored {
    Owned(Vec<u8>),
    Mapped(Mmap),
}

impl Deref for Stored {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match self {
            Stored::Owned(bytes) => bytes,
            Stored::Mapped(map) => map,
        }
    }
}

const CHANGED: &str = "the file changed while it was read";

/// The first `len` bytes of `file` (opened from `path`): read when at most `owned_at_most`,
/// else copied and mapped. Err with the reason when the file holds fewer bytes (it changed
/// since its size was read) or no copy can be made.
pub fn load(file: &mut File, path: &Path, len: u64, owned_at_most: u64) -> Result<Stored, String> {
    file.seek(SeekFrom::Start(0)).map_err(|e| e.to_string())?;
    if len <= owned_at_most {
        let mut bytes = vec![0u8; len as usize];
        file.read_exact(&mut bytes)
            .map_err(|_| CHANGED.to_string())?;
        return Ok(Stored::Owned(bytes));
    }
    mapped(file, path, len).map(Stored::Mapped)
}

#[cfg(windows)]
fn mapped(file: &mut File, _path: &Path, len: u64) -> Result<Mmap, String> {
    // Safety: Windows keeps a file's size while a view of it exists.
    let map = unsafe { Mmap::map(&*file) }.map_err(|e| e.to_string())?;
    if (map.len() as u64) < len {
        return Err(CHANGED.into());
    }
    Ok(map)
}

#[cfg(not(windows))]
fn mapped(file: &mut File, path: &Path, len: u64) -> Result<Mmap, String> {
    let mut reasons = Vec::new();
    let folders = [
        path.parent().map(Path::to_path_buf),
        Some(std::env::temp_dir()),
    ];
    for folder in folders.into_iter().flatten() {
        match private_copy(file, path, &folder, len) {
            Ok(map) => return Ok(map),
            Err(why) if why == CHANGED => return Err(why),
            Err(why) => reasons.push(format!("{}: {why}", folder.display())),
        }
    }
    Err(format!(
        "no private copy of the table could be made ({})",
        reasons.join("; ")
    ))
}

/// The name of a private copy of `path` in `folder` while it still has one: hidden, marked
/// with this process and a number (`file::remove_leftovers` knows it).
#[cfg(not(windows))]
fn copy_name(path: &Path, folder: &Path) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COPIES: AtomicU64 = AtomicU64::new(0);
    let n = COPIES.fetch_add(1, Ordering::Relaxed);
    let name = path
        .file_name()
        .map_or("table".into(), |n| n.to_string_lossy());
    folder.join(format!(".{name}.{}-{n}.copy", std::process::id()))
}

#[cfg(not(windows))]
fn private_copy(file: &mut File, path: &Path, folder: &Path, len: u64) -> Result<Mmap, String> {
    let name = copy_name(path, folder);
    let mut copy = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create_new(true)
        .open(&name)
        .map_err(|e| e.to_string())?;
    // From now on no folder names it: no other program can open it, let alone truncate it.
    std::fs::remove_file(&name).map_err(|e| e.to_string())?;
    file.seek(SeekFrom::Start(0)).map_err(|e| e.to_string())?;
    let copied = std::io::copy(&mut Read::by_ref(file).take(len), &mut copy);
    match copied {
        Ok(n) if n == len => {}
        Ok(_) => return Err(CHANGED.into()),
        Err(e) => return Err(e.to_string()),
    }
    // Safety: the copy is this process's alone and keeps its size; it is only read.
    unsafe { Mmap::map(&copy) }.map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str, bytes: &[u8]) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("ninetka-stored-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let path = dir.join("t.ntb");
        std::fs::write(&path, bytes).expect("written");
        path
    }

    #[test]
    fn bytes_survive_their_file_truncated_or_rewritten() {
        let bytes: Vec<u8> = (0..100_000u32).map(|i| (i * 7) as u8).collect();
        // Windows refuses to truncate a mapped file: there only the copy in memory is tried.
        let limits: &[u64] = if cfg!(windows) {
            &[u64::MAX]
        } else {
            &[u64::MAX, 0]
        };
        for &owned_at_most in limits {
            let path = scratch(&format!("{owned_at_most}"), &bytes);
            let mut file = File::open(&path).expect("opened");
            let stored = load(&mut file, &path, bytes.len() as u64, owned_at_most).expect("loaded");
            assert_eq!(matches!(stored, Stored::Mapped(_)), owned_at_most == 0);
            // In place, as `cp` does: truncated, then written anew.
            File::create(&path).expect("truncated");
            assert_eq!(&stored[..], &bytes[..]);
            std::fs::write(&path, b"other").expect("rewritten");
            assert_eq!(&stored[..], &bytes[..]);
            // No copy is left in the folder.
            let left = std::fs::read_dir(path.parent().unwrap()).unwrap().count();
            assert_eq!(left, 1);
            std::fs::remove_dir_all(path.parent().unwrap()).ok();
        }
    }

    #[test]
    fn a_file_shorter_than_promised_is_refused() {
        let path = scratch("short", &[1, 2, 3]);
        for owned_at_most in [u64::MAX, 0] {
            let mut file = File::open(&path).expect("opened");
            let refused = load(&mut file, &path, 10, owned_at_most);
            assert_eq!(refused.err().as_deref(), Some(CHANGED));
        }
        std::fs::remove_dir_all(path.parent().unwrap()).ok();
    }
}
