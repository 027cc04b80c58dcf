//! The transposition table: one entry per bucket slot, keyed by the position's Zobrist key.
//!
//! An entry keeps the best move as its index in the position's move list: move generation is
//! deterministic, so the index names the same move whenever the same position comes back (the
//! full key is checked, and the index against the list's length, before it is used).

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

const EMPTY: Entry = Entry { key: 0, score: 0, depth: -1, bound: Bound::Upper, best: u8::MAX, generation: 0 };

/// Two-slot buckets: a depth-preferred slot and an always-replace slot.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of about `megabytes` MiB (at least one bucket).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Entry>() / 2;
        let buckets = 1usize << wanted.max(1).ilog2();
        Table { entries: vec![EMPTY; buckets * 2], mask: buckets - 1, generation: 0 }
    }

    /// Forgets everything (a new game: searches must be reproducible).
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
        self.generation = 0;
    }

    /// Marks entries written before now as older (called once per search).
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize & self.mask) * 2
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key);
        self.entries[b..b + 2].iter().find(|e| e.key == key && e.depth >= 0).copied()
    }

    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: u8) {
        let b = self.bucket(key);
        let generation = self.generation;
        let deep = &self.entries[b];
        let slot = if deep.key == key || deep.generation != generation || depth >= i32::from(deep.depth) {
            b
        } else {
            b + 1
        };
        let old = self.entries[slot];
        // Keep the old best move when this search found none for the same position.
        let best = if best == u8::MAX && old.key == key { old.best } else { best };
        self.entries[slot] = Entry {
            key,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, i8::MAX as i32) as i8,
            bound,
            best,
            generation,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_full_key() {
        let mut t = Table::new(1);
        t.store(42, 5, 123, Bound::Exact, 3);
        let e = t.probe(42).expect("stored");
        assert_eq!((e.score, e.depth, e.bound, e.best), (123, 5, Bound::Exact, 3));
        // Same bucket, other key: not found.
        assert!(t.probe(42 + (t.mask as u64 + 1)).is_none());
        t.clear();
        assert!(t.probe(42).is_none());
    }

    #[test]
    fn a_shallow_entry_does_not_evict_a_deep_one_of_this_search() {
        let mut t = Table::new(1);
        let other = 7 + (t.mask as u64 + 1);
        t.store(7, 9, 1, Bound::Exact, 0);
        t.store(other, 2, 2, Bound::Lower, 1);
        assert_eq!(t.probe(7).map(|e| e.depth), Some(9));
        assert_eq!(t.probe(other).map(|e| e.depth), Some(2));
    }
}
