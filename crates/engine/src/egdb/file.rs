//! The file of one slice: a 48-byte header, then the entries compressed with deflate.
//!
//! Header (little-endian): the magic `DAMIEREG`, the format version (u32), the flavour
//! ([`Flavour::code`]), the slice (four counts), seven reserved zero bytes, the number of
//! entries (u64), the compressed length (u64), and the FNV-1a 64 checksum of the entries
//! (u64). A file that does not read back to exactly this (wrong magic, version, flavour or
//! slice, a short or long payload, a bad checksum) is refused, and the caller rebuilds it.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::{Flavour, Slice};

const MAGIC: &[u8; 8] = b"DAMIEREG";
/// Bumped whenever the entries or the index change meaning.
pub const VERSION: u32 = 1;
const HEADER: usize = 48;

/// FNV-1a, 64 bits.
pub fn checksum(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The file name of a slice: `english-0201.egdb`.
pub fn path(dir: &Path, flavour: Flavour, slice: Slice) -> PathBuf {
    dir.join(format!("{}-{}.egdb", flavour.name(), slice.name()))
}

fn header(flavour: Flavour, slice: Slice, entries: u64, compressed: u64, sum: u64) -> Vec<u8> {
    let mut h = Vec::with_capacity(HEADER);
    h.extend_from_slice(MAGIC);
    h.extend_from_slice(&VERSION.to_le_bytes());
    h.push(flavour.code());
    h.extend_from_slice(&[slice.us_men, slice.us_kings, slice.them_men, slice.them_kings]);
    h.extend_from_slice(&[0; 7]);
    h.extend_from_slice(&entries.to_le_bytes());
    h.extend_from_slice(&compressed.to_le_bytes());
    h.extend_from_slice(&sum.to_le_bytes());
    debug_assert_eq!(h.len(), HEADER);
    h
}

/// Writes a slice's entries (through a temporary file renamed into place, so a crash
/// leaves no half-written file under the final name). Returns the file's size.
pub fn save(dir: &Path, flavour: Flavour, slice: Slice, entries: &[u8]) -> io::Result<u64> {
    fs::create_dir_all(dir)?;
    let payload = miniz_oxide::deflate::compress_to_vec(entries, 6);
    let mut bytes = header(flavour, slice, entries.len() as u64, payload.len() as u64, checksum(entries));
    bytes.extend_from_slice(&payload);
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

/// Reads a slice's entries, `expected` of them, checking everything the header promises.
pub fn load(dir: &Path, flavour: Flavour, slice: Slice, expected: u64) -> Result<Vec<u8>, Refused> {
    let bytes = match fs::read(path(dir, flavour, slice)) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(Refused::Missing),
        Err(e) => return Err(Refused::Unreadable(e.to_string())),
    };
    decode(&bytes, flavour, slice, expected)
}

/// Checks and unpacks a file's bytes.
pub fn decode(bytes: &[u8], flavour: Flavour, slice: Slice, expected: u64) -> Result<Vec<u8>, Refused> {
    if bytes.len() < HEADER {
        return Err(Refused::Bad("shorter than its header"));
    }
    let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or([0; 8]));
    let (entries, compressed, sum) = (word(24), word(32), word(40));
    let want = header(flavour, slice, expected, compressed, sum);
    if bytes[..24] != want[..24] {
        return Err(Refused::Bad("not this slice's file (magic, version, flavour or slice)"));
    }
    if entries != expected {
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
    Ok(data)
}
