//! The file of one slice: an 88-byte header, then the entries in blocks of [`BLOCK`], each
//! compressed on its own with deflate (so the search can keep them so and unpack a block
//! when it probes one: [`super::store`]).
//!
//! Header (little-endian): the magic `DAMIEREG`, the format version (u32), the flavour
//! ([`Flavour::code`]), the slice (four counts), seven reserved zero bytes, the number of
//! entries (u64), the payload's length (u64), the FNV-1a 64 checksum of everything after
//! these 48 bytes (u64); then the slice's counts of wins, draws, losses and capture entries
//! (u64 each), its longest distance (u32) and four zero bytes. The payload: where each
//! block ends in the blocks that follow (u32 each), then the blocks. A file that does not
//! read back to exactly this (wrong magic, version, flavour or slice, a short or long
//! payload, a bad checksum, a block table that does not fit) is refused, and the caller
//! rebuilds it; a block that does not unpack is found when unpacked, and never trusted.
//!
//! Version 1 (the whole slice compressed in one piece, with the checksum of the entries) is
//! still read, and reported as outdated so the caller writes it again in this form.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::store::{BLOCK, Entries, PLAIN_UP_TO, Packed};
use super::{Flavour, Slice, Wdl};

const MAGIC: &[u8; 8] = b"DAMIEREG";
/// Bumped whenever the entries, the index or the layout of the file change meaning.
pub const VERSION: u32 = 2;
const HEADER: usize = 48;
/// The header with the slice's statistics.
const HEADER_2: usize = HEADER + 40;

/// FNV-1a, 64 bits.
pub fn checksum(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The file name of a slice: `english-0201.egdb`.
pub fn path(dir: &Path, flavour: Flavour, slice: Slice) -> PathBuf {
    dir.join(format!("{}-{}.egdb", flavour.name(), slice.name()))
}

/// What a slice holds: wins, draws, losses and capture entries (holes count as draws), and
/// the longest distance to conversion.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub counts: [u64; 4],
    pub longest: u32,
}

impl Stats {
    pub fn of(entries: &[u8]) -> Stats {
        let mut s = Stats::default();
        for &e in entries {
            match Wdl::decode(e) {
                Some(Wdl::Win(d)) => {
                    s.counts[0] += 1;
                    s.longest = s.longest.max(d);
                }
                Some(Wdl::Draw) => s.counts[1] += 1,
                Some(Wdl::Loss(d)) => {
                    s.counts[2] += 1;
                    s.longest = s.longest.max(d);
                }
                None => s.counts[3] += 1,
            }
        }
        s
    }

    fn bytes(&self) -> Vec<u8> {
        let mut b: Vec<u8> = self.counts.iter().flat_map(|c| c.to_le_bytes()).collect();
        b.extend_from_slice(&self.longest.to_le_bytes());
        b.extend_from_slice(&[0; 4]);
        b
    }

    fn read(b: &[u8]) -> Stats {
        Stats {
            counts: [word_at(b, 0), word_at(b, 8), word_at(b, 16), word_at(b, 24)],
            longest: u32::from_le_bytes(b[32..36].try_into().unwrap_or([0; 4])),
        }
    }
}

fn header(version: u32, flavour: Flavour, slice: Slice, entries: u64, payload: u64, sum: u64) -> Vec<u8> {
    let mut h = Vec::with_capacity(HEADER);
    h.extend_from_slice(MAGIC);
    h.extend_from_slice(&version.to_le_bytes());
    h.push(flavour.code());
    h.extend_from_slice(&[slice.us_men, slice.us_kings, slice.them_men, slice.them_kings]);
    h.extend_from_slice(&[0; 7]);
    h.extend_from_slice(&entries.to_le_bytes());
    h.extend_from_slice(&payload.to_le_bytes());
    h.extend_from_slice(&sum.to_le_bytes());
    debug_assert_eq!(h.len(), HEADER);
    h
}

/// The file's bytes for a slice's packed entries.
pub fn encode(flavour: Flavour, slice: Slice, packed: &Packed, stats: &Stats) -> Vec<u8> {
    let (ends, blocks) = packed.parts();
    let mut rest = stats.bytes();
    rest.extend(ends.iter().flat_map(|e| e.to_le_bytes()));
    rest.extend_from_slice(blocks);
    let payload = (rest.len() - (HEADER_2 - HEADER)) as u64;
    let mut bytes = header(VERSION, flavour, slice, packed.len(), payload, checksum(&rest));
    bytes.extend_from_slice(&rest);
    bytes
}

/// Writes a slice's entries (through a temporary file renamed into place, so a crash
/// leaves no half-written file under the final name). Returns the file's size.
pub fn save(dir: &Path, flavour: Flavour, slice: Slice, packed: &Packed, stats: &Stats) -> io::Result<u64> {
    fs::create_dir_all(dir)?;
    let bytes = encode(flavour, slice, packed, stats);
    let target = path(dir, flavour, slice);
    let temporary = target.with_extension("egdb.part");
    fs::write(&temporary, &bytes)?;
    fs::rename(&temporary, &target)?;
    Ok(bytes.len() as u64)
}

/// Why a file was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    Missing,
    Unreadable(String),
    /// Not this slice's file, or damaged: the reason.
    Bad(&'static str),
}

/// A slice read from its file.
pub struct Loaded {
    pub entries: Entries,
    pub stats: Stats,
    /// Written in an older version of the format: to be written again.
    pub outdated: bool,
}

/// Reads a slice's entries, `expected` of them, checking everything the header promises.
pub fn load(dir: &Path, flavour: Flavour, slice: Slice, expected: u64) -> Result<Loaded, Refused> {
    let bytes = match fs::read(path(dir, flavour, slice)) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(Refused::Missing),
        Err(e) => return Err(Refused::Unreadable(e.to_string())),
    };
    decode(bytes, flavour, slice, expected)
}

/// Checks and reads a file's bytes: small slices unpacked whole (every block checked),
/// large ones kept packed.
pub fn decode(mut bytes: Vec<u8>, flavour: Flavour, slice: Slice, expected: u64) -> Result<Loaded, Refused> {
    if bytes.len() < HEADER {
        return Err(Refused::Bad("shorter than its header"));
    }
    let (entries, payload, sum) = (word_at(&bytes, 24), word_at(&bytes, 32), word_at(&bytes, 40));
    if bytes[..24] == header(1, flavour, slice, 0, 0, 0)[..24] {
        return decode_1(&bytes, expected, payload, sum);
    }
    if bytes[..24] != header(VERSION, flavour, slice, 0, 0, 0)[..24] {
        return Err(Refused::Bad("not this slice's file (magic, version, flavour or slice)"));
    }
    if entries != expected {
        return Err(Refused::Bad("a different number of entries"));
    }
    if bytes.len() < HEADER_2 || (bytes.len() - HEADER_2) as u64 != payload {
        return Err(Refused::Bad("truncated or too long"));
    }
    if checksum(&bytes[HEADER..]) != sum {
        return Err(Refused::Bad("bad checksum"));
    }
    let stats = Stats::read(&bytes[HEADER..HEADER_2]);
    let blocks = usize::try_from(expected.div_ceil(BLOCK as u64)).map_err(|_| Refused::Bad("too large"))?;
    let data_at = HEADER_2 + 4 * blocks;
    if bytes.len() < data_at {
        return Err(Refused::Bad("the block table does not fit"));
    }
    let ends = bytes[HEADER_2..data_at]
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let data = bytes.split_off(data_at);
    let packed =
        Packed::from_parts(expected, ends, data).ok_or(Refused::Bad("the block table does not fit"))?;
    let entries = if expected <= PLAIN_UP_TO {
        Entries::Plain(packed.unpack_all().ok_or(Refused::Bad("a block does not unpack"))?)
    } else {
        Entries::Packed(packed)
    };
    Ok(Loaded { entries, stats, outdated: false })
}

/// Version 1: the entries compressed in one piece, the checksum theirs.
fn decode_1(bytes: &[u8], expected: u64, compressed: u64, sum: u64) -> Result<Loaded, Refused> {
    if word_at(bytes, 24) != expected {
        return Err(Refused::Bad("a different number of entries"));
    }
    if bytes.len() as u64 != HEADER as u64 + compressed {
        return Err(Refused::Bad("truncated or too long"));
    }
    let limit = usize::try_from(expected).map_err(|_| Refused::Bad("too large"))?;
    let data = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes[HEADER..], limit)
        .map_err(|_| Refused::Bad("the entries do not decompress"))?;
    if data.len() != limit || checksum(&data) != sum {
        return Err(Refused::Bad("bad checksum"));
    }
    let stats = Stats::of(&data);
    Ok(Loaded { entries: Entries::from_raw(data), stats, outdated: true })
}

fn word_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap_or([0; 8]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::egdb::store::Cache;

    fn sample(n: usize) -> Vec<u8> {
        (0..n).map(|i| if i % 5 == 0 { Wdl::Win((i % 9) as u32 + 1).encode() } else { 0 }).collect()
    }

    #[test]
    fn a_slice_reads_back_as_written_with_its_statistics() {
        let slice = Slice::new(1, 1, 0, 1);
        let raw = sample(3 * BLOCK + 7);
        let stats = Stats::of(&raw);
        assert_eq!(stats.counts[0] + stats.counts[1], raw.len() as u64);
        let bytes = encode(Flavour::English, slice, &Packed::pack(&raw), &stats);
        let loaded = decode(bytes.clone(), Flavour::English, slice, raw.len() as u64).expect("reads");
        assert_eq!((loaded.stats, loaded.outdated), (stats, false));
        let Entries::Plain(back) = loaded.entries else { panic!("a small slice is unpacked whole") };
        assert_eq!(back, raw);
        // One byte changed anywhere after the first 48 (statistics, block table, blocks).
        for at in [HEADER + 3, HEADER_2 + 1, bytes.len() - 1] {
            let mut bad = bytes.clone();
            bad[at] ^= 1;
            assert_eq!(
                decode(bad, Flavour::English, slice, raw.len() as u64).err(),
                Some(Refused::Bad("bad checksum"))
            );
        }
    }

    #[test]
    fn a_version_1_file_is_read_and_marked_outdated() {
        let slice = Slice::new(0, 2, 0, 1);
        let raw = sample(1000);
        let payload = miniz_oxide::deflate::compress_to_vec(&raw, 6);
        let mut bytes =
            header(1, Flavour::English, slice, raw.len() as u64, payload.len() as u64, checksum(&raw));
        bytes.extend_from_slice(&payload);
        let loaded = decode(bytes.clone(), Flavour::English, slice, 1000).expect("reads");
        assert!(loaded.outdated);
        assert_eq!(loaded.stats, Stats::of(&raw));
        let cache = Cache::default();
        assert!((0..1000).all(|i| loaded.entries.get(i, &cache) == Some(raw[i as usize])));
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        assert!(decode(bytes, Flavour::English, slice, 1000).is_err());
    }
}
