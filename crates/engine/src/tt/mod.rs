//! The transposition table: one entry per bucket slot, keyed by the position's Zobrist key,
//! shared by the threads of a parallel search.
//!
//! An entry keeps the best move as its index in the position's move list: move generation is
//! deterministic, so the index names the same move whenever the same position comes back (the
//! full key is checked, and the index against the list's length, before it is used).
//!
//! Sharing without locks (and without `unsafe`): a slot is two `AtomicU64`, the entry's data
//! packed in one word and the key xor the data in the other. Two threads writing the same slot
//! at once can leave the halves of different entries; the key read back through the xor then
//! matches no position, so a torn slot reads as empty rather than as a wrong entry. One thread
//! sees exactly what it stored, so a one-thread search is deterministic.
//!
//! The searcher announces each child position's bucket before it probes it ([`Table::prefetch`]),
//! and on Linux the table asks for huge pages: speed only (`memory`).

mod memory;

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

/// What a stored score says about the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    key: u64,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
    /// Index of the best move in the generated list; `u8::MAX` when none.
    pub best: u8,
    generation: u8,
}

impl Entry {
    /// The data word: score (bits 0-15), depth + 1 (16-23, 0 for an empty slot), bound
    /// (24-25), best move xor 255 (32-39), generation (40-47). An all-zero slot is empty.
    fn pack(&self) -> u64 {
        let bound = match self.bound {
            Bound::Upper => 0u64,
            Bound::Lower => 1,
            Bound::Exact => 2,
        };
        u64::from(self.score as u16)
            | u64::from((self.depth as u8).wrapping_add(1)) << 16
            | bound << 24
            | u64::from(self.best ^ u8::MAX) << 32
            | u64::from(self.generation) << 40
    }

    fn unpack(check: u64, data: u64) -> Entry {
        Entry {
            key: check ^ data,
            score: data as u16 as i16,
            depth: ((data >> 16) as u8).wrapping_sub(1) as i8,
            bound: match (data >> 24) & 3 {
                0 => Bound::Upper,
                1 => Bound::Lower,
                _ => Bound::Exact,
            },
            best: (data >> 32) as u8 ^ u8::MAX,
            generation: (data >> 40) as u8,
        }
    }
}

/// A bucket: per slot, the key xor the data, and the data (see the module documentation).
/// Aligned, so that a bucket never straddles two cache lines (a probe reads one).
#[repr(align(32))]
struct Bucket([[AtomicU64; 2]; 2]);

/// Two-slot buckets: a depth-preferred slot and an always-replace slot.
pub struct Table {
    buckets: Vec<Bucket>,
    mask: usize,
    generation: AtomicU8,
}

impl Table {
    /// A table of about `megabytes` MiB (at least one bucket).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Bucket>();
        let count = 1usize << wanted.max(1).ilog2();
        let empty = || [AtomicU64::new(0), AtomicU64::new(0)];
        let mut buckets = Vec::with_capacity(count);
        // Advised before the first write, so that the writes map the pages huge.
        memory::advise_huge_pages(&buckets);
        buckets.extend((0..count).map(|_| Bucket([empty(), empty()])));
        Table { buckets, mask: count - 1, generation: AtomicU8::new(0) }
    }

    /// Forgets everything (a new game: searches must be reproducible).
    pub fn clear(&self) {
        for [check, data] in self.buckets.iter().flat_map(|b| &b.0) {
            check.store(0, Ordering::Relaxed);
            data.store(0, Ordering::Relaxed);
        }
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Marks entries written before now as older (called once per search, by one thread).
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize & self.mask) * 2
    }

    /// Slot `slot` (bucket `slot / 2`).
    fn slot(&self, slot: usize) -> &[AtomicU64; 2] {
        &self.buckets[slot / 2].0[slot % 2]
    }

    fn read(&self, slot: usize) -> Entry {
        let [check, data] = self.slot(slot);
        let data = data.load(Ordering::Relaxed);
        Entry::unpack(check.load(Ordering::Relaxed), data)
    }

    /// Starts loading `key`'s bucket into the cache, ahead of its [`probe`](Self::probe).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        memory::prefetch(&self.buckets[key as usize & self.mask]);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key);
        [self.read(b), self.read(b + 1)].into_iter().find(|e| e.key == key && e.depth >= 0)
    }

    pub fn store(&self, key: u64, depth: i32, score: i32, bound: Bound, best: u8) {
        let b = self.bucket(key);
        let generation = self.generation.load(Ordering::Relaxed);
        let deep = self.read(b);
        let slot = if deep.key == key || deep.generation != generation || depth >= i32::from(deep.depth) {
            b
        } else {
            b + 1
        };
        let old = if slot == b { deep } else { self.read(slot) };
        // Keep the old best move when this search found none for the same position.
        let best = if best == u8::MAX && old.key == key { old.best } else { best };
        let entry = Entry {
            key,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, i8::MAX as i32) as i8,
            bound,
            best,
            generation,
        };
        let data = entry.pack();
        let [check, word] = self.slot(slot);
        check.store(key ^ data, Ordering::Relaxed);
        word.store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_full_key() {
        let t = Table::new(1);
        t.store(42, 5, 123, Bound::Exact, 3);
        let e = t.probe(42).expect("stored");
        assert_eq!((e.score, e.depth, e.bound, e.best), (123, 5, Bound::Exact, 3));
        // Same bucket, other key: not found.
        assert!(t.probe(42 + (t.mask as u64 + 1)).is_none());
        t.clear();
        assert!(t.probe(42).is_none());
    }

    #[test]
    fn a_table_big_enough_for_huge_pages_starts_empty_and_keeps_every_entry() {
        // 8 MiB: on Linux, advised for huge pages before its first write (`memory`).
        let t = Table::new(8);
        let spread = (t.mask as u64 + 1) / 97;
        let keys: Vec<u64> = (0..97).map(|i| i * spread + 5).collect();
        assert!(keys.iter().all(|&k| t.probe(k).is_none()), "a new table is empty");
        for (i, &k) in keys.iter().enumerate() {
            t.prefetch(k);
            t.store(k, 3, i as i32, Bound::Lower, 1);
        }
        for (i, &k) in keys.iter().enumerate() {
            assert_eq!(t.probe(k).map(|e| e.score), Some(i as i16), "key {k}");
        }
    }

    #[test]
    fn a_shallow_entry_does_not_evict_a_deep_one_of_this_search() {
        let t = Table::new(1);
        let other = 7 + (t.mask as u64 + 1);
        t.store(7, 9, 1, Bound::Exact, 0);
        t.store(other, 2, 2, Bound::Lower, 1);
        assert_eq!(t.probe(7).map(|e| e.depth), Some(9));
        assert_eq!(t.probe(other).map(|e| e.depth), Some(2));
    }

    #[test]
    fn every_field_survives_packing() {
        for (score, depth, bound, best) in [
            (-32768i16, 0i8, Bound::Upper, 0u8),
            (32767, 127, Bound::Lower, u8::MAX),
            (-1, 1, Bound::Exact, 200),
        ] {
            let e = Entry { key: 0x1234_5678_9abc_def0, score, depth, bound, best, generation: 77 };
            let data = e.pack();
            let back = Entry::unpack(e.key ^ data, data);
            assert_eq!(
                (back.key, back.score, back.depth, back.bound, back.best, back.generation),
                (e.key, score, depth, bound, best, 77)
            );
        }
    }

    #[test]
    fn each_bucket_lies_in_one_cache_line() {
        let t = Table::new(1);
        for b in [0, 1, t.mask] {
            let start = std::ptr::from_ref(&t.buckets[b]) as usize;
            assert_eq!(start / 64, (start + std::mem::size_of::<Bucket>() - 1) / 64, "bucket {b}");
        }
    }

    #[test]
    fn a_torn_slot_reads_as_no_entry() {
        let t = Table::new(1);
        t.store(42, 5, 123, Bound::Exact, 3);
        let b = t.bucket(42);
        // Another thread's data word under this entry's check word.
        t.slot(b)[1].fetch_xor(1 << 16, Ordering::Relaxed);
        assert!(t.probe(42).is_none());
    }
}
