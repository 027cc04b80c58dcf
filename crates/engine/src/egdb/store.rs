//! How a slice's entries are held in memory. A small slice is a byte an entry; a large one
//! (more than [`PLAIN_UP_TO`] entries: most 5-piece slices) is kept as its file keeps it, in
//! blocks of [`BLOCK`] entries each compressed on its own (deflate), and a block is unpacked
//! when probed into a cache of recently used blocks shared by all the search threads. The
//! international FMJD tables to 5 pieces take 1.57 GiB as a byte an entry and 307 MB so.
//! Blocks of 1,024 entries cost 20 % more memory than blocks of 4,096 but unpack faster: a
//! search that probes the tables at most of its nodes ran 1.32 times slower than on plain
//! entries with them, 1.58 times with blocks of 4,096 (README, "Endgame databases").

use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

/// Entries in a block.
pub const BLOCK: usize = 1024;
/// Slices of up to this many entries are held as a byte an entry.
pub const PLAIN_UP_TO: u64 = 1 << 22;
/// Unpacked blocks in a cache (16 MiB).
const CACHE_SLOTS: usize = 16384;

/// A slice's entries, compressed block by block.
pub struct Packed {
    /// Tells this slice's blocks from others' in the cache.
    id: u32,
    len: u64,
    /// Where each block ends in `data`.
    ends: Vec<u32>,
    data: Vec<u8>,
}

static NEXT_ID: AtomicU32 = AtomicU32::new(0);

impl Packed {
    /// Compresses `raw` block by block.
    pub fn pack(raw: &[u8]) -> Packed {
        let mut ends = Vec::with_capacity(raw.len().div_ceil(BLOCK));
        let mut data = Vec::new();
        for block in raw.chunks(BLOCK) {
            data.extend_from_slice(&miniz_oxide::deflate::compress_to_vec(block, 6));
            ends.push(data.len() as u32);
        }
        Packed::new(raw.len() as u64, ends, data)
    }

    /// The packed form read back from a file: `ends` must rise to `data.len()`, one per block
    /// of `len` entries (else `None`). The blocks themselves are checked when unpacked.
    pub fn from_parts(len: u64, ends: Vec<u32>, data: Vec<u8>) -> Option<Packed> {
        let blocks = usize::try_from(len.div_ceil(BLOCK as u64)).ok()?;
        let rising = ends.windows(2).all(|w| w[0] <= w[1]);
        let last = ends.last().map_or(0, |&e| e as usize);
        (ends.len() == blocks && rising && last == data.len()).then(|| Packed::new(len, ends, data))
    }

    fn new(len: u64, ends: Vec<u32>, data: Vec<u8>) -> Packed {
        Packed { id: NEXT_ID.fetch_add(1, Ordering::Relaxed), len, ends, data }
    }

    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The block ends and the compressed blocks (as a file stores them).
    pub fn parts(&self) -> (&[u32], &[u8]) {
        (&self.ends, &self.data)
    }

    /// The entries of block `b`, unpacked into `out` (resized to fit); `false` if the block
    /// does not unpack to exactly its length (a damaged block is never trusted).
    pub fn unpack(&self, b: usize, out: &mut Vec<u8>) -> bool {
        let Some(&end) = self.ends.get(b) else { return false };
        let start = if b == 0 { 0 } else { self.ends[b - 1] as usize };
        let want = (self.len - (b * BLOCK) as u64).min(BLOCK as u64) as usize;
        out.resize(want, 0);
        let input = &self.data[start..end as usize];
        miniz_oxide::inflate::decompress_slice_iter_to_slice(out, std::iter::once(input), false, true)
            .is_ok_and(|n| n == want)
    }

    /// Every entry, unpacked; `None` if a block is damaged.
    pub fn unpack_all(&self) -> Option<Vec<u8>> {
        let mut all = Vec::with_capacity(usize::try_from(self.len).ok()?);
        let mut block = Vec::with_capacity(BLOCK);
        for b in 0..self.ends.len() {
            if !self.unpack(b, &mut block) {
                return None;
            }
            all.extend_from_slice(&block);
        }
        Some(all)
    }
}

/// A slice's entries as held in memory.
pub enum Entries {
    Plain(Vec<u8>),
    Packed(Packed),
}

impl Entries {
    /// Small slices as they are, large ones packed.
    pub fn from_raw(raw: Vec<u8>) -> Entries {
        if raw.len() as u64 <= PLAIN_UP_TO {
            Entries::Plain(raw)
        } else {
            Entries::Packed(Packed::pack(&raw))
        }
    }

    pub fn len(&self) -> u64 {
        match self {
            Entries::Plain(v) => v.len() as u64,
            Entries::Packed(p) => p.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes of memory the entries take (not counting the cache).
    pub fn memory(&self) -> u64 {
        match self {
            Entries::Plain(v) => v.len() as u64,
            Entries::Packed(p) => (p.data.len() + 4 * p.ends.len()) as u64,
        }
    }

    /// Entry `i`, through `cache` if packed; `None` past the end or in a damaged block.
    pub fn get(&self, i: u64, cache: &Cache) -> Option<u8> {
        match self {
            Entries::Plain(v) => v.get(usize::try_from(i).ok()?).copied(),
            Entries::Packed(p) => cache.get(p, i),
        }
    }
}

/// One unpacked block in the cache.
struct Slot {
    /// The slice's id and the block (`u64::MAX`: none).
    key: u64,
    entries: Vec<u8>,
}

/// Recently used blocks, unpacked: a fixed number of slots, each block in the slot its key
/// hashes to (a newer block there replaces it). Each slot has its own lock, so threads
/// probing different blocks do not wait on each other.
pub struct Cache {
    slots: Box<[Mutex<Slot>]>,
}

impl Default for Cache {
    fn default() -> Cache {
        Cache {
            slots: (0..CACHE_SLOTS)
                .map(|_| Mutex::new(Slot { key: u64::MAX, entries: Vec::new() }))
                .collect(),
        }
    }
}

impl Cache {
    /// The most memory a cache takes.
    pub const BYTES: u64 = (CACHE_SLOTS * BLOCK) as u64;

    fn get(&self, packed: &Packed, i: u64) -> Option<u8> {
        if i >= packed.len {
            return None;
        }
        let b = i / BLOCK as u64;
        let key = u64::from(packed.id) << 32 | b;
        let at = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as usize % self.slots.len();
        let mut slot = self.slots[at].lock().ok()?;
        if slot.key != key {
            slot.key = u64::MAX;
            if !packed.unpack(b as usize, &mut slot.entries) {
                return None;
            }
            slot.key = key;
        }
        slot.entries.get((i % BLOCK as u64) as usize).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Entries with runs and noise, as tables have.
    fn sample(n: usize) -> Vec<u8> {
        let mut x = 12345u64;
        (0..n)
            .map(|i| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                if i % 7 < 4 { 0 } else { (x % 40) as u8 }
            })
            .collect()
    }

    #[test]
    fn a_packed_slice_gives_back_every_entry() {
        let raw = sample(3 * BLOCK + 123);
        let packed = Packed::pack(&raw);
        assert_eq!(packed.parts().0.len(), 4);
        assert!(packed.parts().1.len() < raw.len() / 2, "compressed: {}", packed.parts().1.len());
        let entries = Entries::Packed(packed);
        let cache = Cache::default();
        for (i, &e) in raw.iter().enumerate() {
            assert_eq!(entries.get(i as u64, &cache), Some(e), "entry {i}");
        }
        // Backwards (every probe of a block after the first from the cache), and past the end.
        for (i, &e) in raw.iter().enumerate().rev().step_by(97) {
            assert_eq!(entries.get(i as u64, &cache), Some(e), "entry {i}");
        }
        assert_eq!(entries.get(raw.len() as u64, &cache), None);
        let Entries::Packed(p) = &entries else { unreachable!() };
        assert_eq!(p.unpack_all(), Some(raw));
    }

    #[test]
    fn two_slices_share_a_cache_without_mixing_their_blocks() {
        let (a, b) =
            (sample(2 * BLOCK), sample(2 * BLOCK + 9).into_iter().map(|e| e ^ 1).collect::<Vec<_>>());
        let (pa, pb) = (Entries::Packed(Packed::pack(&a)), Entries::Packed(Packed::pack(&b)));
        let cache = Cache::default();
        for i in (0..a.len()).step_by(13) {
            assert_eq!(pa.get(i as u64, &cache), Some(a[i]));
            assert_eq!(pb.get(i as u64, &cache), Some(b[i]));
        }
    }

    #[test]
    fn a_damaged_block_is_never_read() {
        let raw = sample(2 * BLOCK);
        let packed = Packed::pack(&raw);
        let (ends, data) = packed.parts();
        let (ends, mut data) = (ends.to_vec(), data.to_vec());
        // Cut the first block short of its end (the second block's bytes follow it).
        let first_end = ends[0] as usize;
        data.truncate(first_end / 2);
        let cut = vec![(first_end / 2) as u32, (first_end / 2) as u32];
        let damaged = Packed::from_parts(raw.len() as u64, cut, data).expect("parts");
        let entries = Entries::Packed(damaged);
        let cache = Cache::default();
        assert_eq!(entries.get(5, &cache), None);
        assert_eq!(entries.get(BLOCK as u64 + 5, &cache), None);
        // Ends that do not match the data, or the wrong number of blocks: refused.
        assert!(Packed::from_parts(raw.len() as u64, vec![ends[0]], packed.parts().1.to_vec()).is_none());
        assert!(
            Packed::from_parts(raw.len() as u64, vec![ends[1], ends[0]], packed.parts().1.to_vec()).is_none()
        );
    }

    #[test]
    fn small_slices_stay_a_byte_an_entry_and_large_ones_are_packed() {
        assert!(matches!(Entries::from_raw(vec![0; 1000]), Entries::Plain(_)));
        let large = Entries::from_raw(vec![3; PLAIN_UP_TO as usize + 1]);
        assert!(matches!(large, Entries::Packed(_)));
        assert!(large.memory() < PLAIN_UP_TO / 20, "{}", large.memory());
        assert_eq!(large.get(PLAIN_UP_TO, &Cache::default()), Some(3));
    }
}
