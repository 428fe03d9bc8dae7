//! The blocked layout of a large table: its values (one byte a position) in blocks of
//! `BLOCK` positions, each compressed on its own (deflate), behind an index of where each block
//! starts. A probe decompresses only the block it needs, and keeps the blocks it decompressed
//! last in a small cache of its own table (`Blocks`). Each block is a zlib stream, whose own
//! checksum (Adler-32) a block that changed fails.
//!
//! Measured on flying tables of seven to eleven men (docs/STRENGTH.md, "Perfect play tables: up
//! to nine men a side"), blocks of 1,024 positions take 16-37% of one byte a position (4,096:
//! 13-34%, but a probe that misses the cache decompresses four times as much), where a palette
//! with the fewest bits a value gave 7-74% and two bits a position (results only, no
//! distances) 25%. The data after the file's header: the block size (`u32`), four zero bytes,
//! `blocks + 1` offsets (`u64`, from the end of the index) and the blocks.

use std::sync::Mutex;

use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::decompress_slice_iter_to_slice;

/// Positions a block.
pub const BLOCK: usize = 1024;
/// Deflate's level: 6, its usual balance of size and time.
const LEVEL: u8 = 6;
/// Blocks a table keeps decompressed at most (16 MiB of values).
const CACHED: usize = 16384;

/// The blocked bytes (index and blocks) of `values`.
pub fn encode(values: &[u8]) -> Vec<u8> {
    let blocks = values.len().div_ceil(BLOCK);
    let mut compressed = Vec::with_capacity(values.len() / 4);
    let mut offsets = Vec::with_capacity(blocks + 1);
    for block in values.chunks(BLOCK) {
        offsets.push(compressed.len() as u64);
        compressed.extend(compress_to_vec_zlib(block, LEVEL));
    }
    offsets.push(compressed.len() as u64);
    let mut out = Vec::with_capacity(8 + 8 * offsets.len() + compressed.len());
    out.extend_from_slice(&(BLOCK as u32).to_le_bytes());
    out.extend_from_slice(&[0; 4]);
    for offset in offsets {
        out.extend_from_slice(&offset.to_le_bytes());
    }
    out.extend(compressed);
    out
}

/// Every value of `data` (blocked bytes of `count` positions), by position number, checked as
/// `Index::read` checks them: for a table held whole, each block decompressed once.
pub fn decode(data: &[u8], count: u64) -> Result<Vec<u8>, String> {
    Index::parse(data, count)?.decompress_all(data)
}

/// Where the blocks of a table of `count` positions lie in its blocked bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Index {
    count: u64,
    /// Where block `i` starts and ends in the bytes: `start[i]..start[i + 1]`.
    start: Vec<usize>,
}

impl Index {
    /// Reads and checks the index of `data` (blocked bytes of `count` positions): the block
    /// size, the offsets in order and within the data, and every block decompressing to its
    /// size (so no probe can meet a block it cannot read).
    pub fn read(data: &[u8], count: u64) -> Result<Index, String> {
        let index = Index::parse(data, count)?;
        let mut scratch = vec![0u8; BLOCK];
        for block in 0..index.blocks() {
            index.decompress(data, block, &mut scratch)?;
        }
        Ok(index)
    }

    /// The index of `data` (blocked bytes of `count` positions), its blocks not yet read.
    fn parse(data: &[u8], count: u64) -> Result<Index, String> {
        let damaged = || "a damaged block index".to_string();
        let u32_at = |i: usize| {
            data.get(i..i + 4)
                .map(|b| u32::from_le_bytes(b.try_into().expect("4")))
        };
        if u32_at(0) != Some(BLOCK as u32) || u32_at(4) != Some(0) {
            return Err(damaged());
        }
        let blocks = usize::try_from(count.div_ceil(BLOCK as u64)).map_err(|_| damaged())?;
        let index_end = blocks
            .checked_add(1)
            .and_then(|n| n.checked_mul(8))
            .and_then(|n| n.checked_add(8))
            .filter(|&end| end <= data.len())
            .ok_or_else(damaged)?;
        let mut start = Vec::with_capacity(blocks + 1);
        for i in 0..=blocks {
            let at = 8 + 8 * i;
            let offset = u64::from_le_bytes(data[at..at + 8].try_into().expect("8 bytes"));
            let offset = usize::try_from(offset).map_err(|_| damaged())?;
            let here = index_end.checked_add(offset).ok_or_else(damaged)?;
            if start.last().is_some_and(|&last| here < last) || here > data.len() {
                return Err(damaged());
            }
            start.push(here);
        }
        if start.first() != Some(&index_end) || start.last() != Some(&data.len()) {
            return Err(damaged());
        }
        Ok(Index { count, start })
    }

    /// Every value of `data`, by position number: each block decompressed once.
    fn decompress_all(&self, data: &[u8]) -> Result<Vec<u8>, String> {
        let mut out = vec![0u8; self.count as usize];
        for (block, values) in out.chunks_mut(BLOCK).enumerate() {
            self.decompress(data, block, values)?;
        }
        Ok(out)
    }

    fn blocks(&self) -> usize {
        self.start.len() - 1
    }

    /// Positions in block `block`.
    fn positions(&self, block: usize) -> usize {
        let first = block as u64 * BLOCK as u64;
        (self.count - first).min(BLOCK as u64) as usize
    }

    /// Decompresses block `block` of `data` into `out` (at least its positions long).
    fn decompress(&self, data: &[u8], block: usize, out: &mut [u8]) -> Result<(), String> {
        let bytes = &data[self.start[block]..self.start[block + 1]];
        let want = self.positions(block);
        match decompress_slice_iter_to_slice(&mut out[..want], std::iter::once(bytes), true, false)
        {
            Ok(n) if n == want => Ok(()),
            _ => Err(format!(
                "block {block} does not decompress to its {want} values"
            )),
        }
    }
}

/// A decompressed block: its number and its values.
type Held = Option<(usize, Box<[u8]>)>;

/// A blocked table's index and the blocks it decompressed last.
pub struct Blocks {
    index: Index,
    /// Block number and values, by block number modulo their count.
    cache: Vec<Mutex<Held>>,
}

impl Blocks {
    pub fn new(index: Index) -> Blocks {
        let slots = index.blocks().clamp(1, CACHED);
        Blocks {
            index,
            cache: (0..slots).map(|_| Mutex::new(None)).collect(),
        }
    }

    /// The value of position `position`, from `data` (the bytes `Index::read` checked).
    pub fn value(&self, data: &[u8], position: u64) -> u8 {
        let block = (position / BLOCK as u64) as usize;
        let at = (position % BLOCK as u64) as usize;
        let mut slot = self.cache[block % self.cache.len()]
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some((held, values)) = slot.as_ref() {
            if *held == block {
                return values[at];
            }
        }
        let mut values = slot
            .take()
            .map_or_else(|| vec![0u8; BLOCK].into_boxed_slice(), |(_, v)| v);
        // `Index::read` decompressed every block once: this cannot fail on the same bytes.
        self.index
            .decompress(data, block, &mut values)
            .expect("a block checked when the table was opened");
        let value = values[at];
        *slot = Some((block, values));
        value
    }

    /// Every value, by position number.
    pub fn all(&self, data: &[u8]) -> Vec<u8> {
        self.index
            .decompress_all(data)
            .expect("blocks checked when the table was opened")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(n: usize) -> Vec<u8> {
        (0..n)
            .map(|i| match i % 97 {
                0..=60 => 0,
                k => (k * 7 % 250) as u8,
            })
            .collect()
    }

    #[test]
    fn every_value_reads_back_through_the_blocks_and_the_cache() {
        for n in [1, BLOCK - 1, BLOCK, 3 * BLOCK + 17] {
            let values = sample(n);
            let data = encode(&values);
            let blocks = Blocks::new(Index::read(&data, n as u64).expect("an index"));
            // Out of order, so that blocks leave the cache and come back.
            for i in (0..n).rev().step_by(3).chain((0..n).step_by(5)) {
                assert_eq!(blocks.value(&data, i as u64), values[i], "{i} of {n}");
            }
            assert_eq!(blocks.all(&data), values);
            assert_eq!(decode(&data, n as u64).as_ref(), Ok(&values));
        }
    }

    #[test]
    fn damaged_bytes_are_refused_when_read() {
        let n = 2 * BLOCK + 5;
        let data = encode(&sample(n));
        assert!(Index::read(&data, n as u64 + BLOCK as u64).is_err());
        assert!(Index::read(&data[..data.len() - 1], n as u64).is_err());
        let mut offsets = data.clone();
        offsets[16] ^= 0x40;
        assert!(Index::read(&offsets, n as u64).is_err());
        let mut block = data.clone();
        let last = block.len() - 3;
        block[last] ^= 0xff;
        assert!(Index::read(&block, n as u64).is_err());
        assert!(decode(&block, n as u64).is_err());
    }

    #[test]
    fn tables_written_blocked_answer_as_the_others_and_keep_the_invariants() {
        use crate::mill::tablebase::brute_force_tests::build_scratch;
        use crate::mill::tablebase::build::pairs_up_to;
        use crate::mill::tablebase::file::{file_name, write_as, Part};
        use crate::mill::tablebase::probe::{Table, Tablebases};
        use crate::mill::tablebase::verify::check_table;

        let (plain, built) = build_scratch("blocked", 4, false, 2);
        let rules = built.rules.clone();
        let dir = plain.with_extension("blocked");
        for (a, b) in pairs_up_to(4, &rules) {
            for (x, y) in [(a, b), (b, a)] {
                let values = built.table(x, y).expect("built").all_values();
                write_as(&dir, Part::Pair(x, y), &rules, 0, &values, true).expect("written");
            }
        }
        let blocked = Tablebases::new(rules.clone(), vec![dir.clone()]);
        for (a, b) in pairs_up_to(4, &rules) {
            for (x, y) in [(a, b), (b, a)] {
                let name = file_name(Part::Pair(x, y), &rules);
                let one = built.table(x, y).unwrap();
                // Read by block, probe by probe, and (the search's process within its budget,
                // `decoded`) decompressed whole.
                let other = Table::open(&dir.join(&name), x, y, &rules).expect("readable");
                assert!(other.values.is_blocked());
                for i in (0..one.len()).step_by(7) {
                    assert_eq!(one.values.value(i), other.values.value(i), "{x}v{y} {i}");
                }
                let whole = blocked.table(x, y).unwrap();
                assert!(!whole.values.is_blocked());
                assert_eq!(one.all_values(), whole.all_values(), "{x}v{y}");
                assert!(check_table(&blocked, x, y, 97).expect("the invariants hold") > 100);
                let size = |d: &std::path::Path| std::fs::metadata(d.join(&name)).unwrap().len();
                assert!(size(&dir) < size(&plain), "{name}");
            }
        }
        assert!(blocked.problems().is_empty());
        // A byte changed in a block: the file is refused, and said why.
        let name = file_name(Part::Pair(4, 4), &rules);
        let mut bytes = std::fs::read(dir.join(&name)).unwrap();
        let at = bytes.len() - 10;
        bytes[at] ^= 1;
        std::fs::write(dir.join(&name), &bytes).unwrap();
        let damaged = Tablebases::new(rules, vec![dir.clone()]);
        assert!(damaged.table(4, 4).is_none());
        assert!(
            damaged.problems()[0].contains("checksum"),
            "{:?}",
            damaged.problems()
        );
        std::fs::remove_dir_all(&dir).ok();
        std::fs::remove_dir_all(&plain).ok();
    }
}
