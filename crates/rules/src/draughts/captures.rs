//! The capture search of draughts: every complete capture of one side, depth first, into a
//! [`Sink`] (the legal moves, or perft's lean moves).

use std::marker::PhantomData;

use crate::types::{MAX_JUMPS, Move};

use super::Rules;
use super::geometry::*;

/// Receives complete captures from the generator: origin, destination, captured pieces, and
/// the bit indices of the landings and captures in order.
pub(super) trait Sink {
    /// Whether the sink reads the landings and captures (perft's does not).
    const ROUTES: bool;
    fn clear(&mut self);
    /// `may_repeat`: another route may already have taken the same pieces to the same square.
    fn push(&mut self, from: u64, to: u64, captured: u64, landings: &[u8], captures: &[u8], may_repeat: bool);
}

/// A capture for perft: only what `play` needs.
#[derive(Clone, Copy)]
pub(super) struct Lean {
    pub(super) from: u64,
    pub(super) to: u64,
    pub(super) captured: u64,
}

impl Sink for Vec<Lean> {
    const ROUTES: bool = false;
    fn clear(&mut self) {
        Vec::clear(self);
    }
    fn push(&mut self, from: u64, to: u64, captured: u64, _: &[u8], _: &[u8], may_repeat: bool) {
        // Routes that take the same pieces to the same square are one move.
        if !may_repeat || !self.iter().any(|m| m.from == from && m.to == to && m.captured == captured) {
            Vec::push(self, Lean { from, to, captured });
        }
    }
}

pub(super) struct MoveSink<'a, R> {
    pub(super) out: &'a mut Vec<Move>,
    pub(super) rules: PhantomData<R>,
}

impl<R: Rules> Sink for MoveSink<'_, R> {
    const ROUTES: bool = true;
    fn clear(&mut self) {
        self.out.clear();
    }
    fn push(&mut self, from: u64, _: u64, _: u64, landings: &[u8], captures: &[u8], may_repeat: bool) {
        let (mut l, mut c) = ([0u8; MAX_JUMPS], [0u8; MAX_JUMPS]);
        let n = landings.len();
        let sq = |b: &u8| Geometry::<R>::SQUARE[*b as usize];
        l.iter_mut().zip(landings.iter().map(sq)).for_each(|(d, s)| *d = s);
        c.iter_mut().zip(captures.iter().map(sq)).for_each(|(d, s)| *d = s);
        let m = Move::capture(Geometry::<R>::SQUARE[from.trailing_zeros() as usize], &l[..n], &c[..n]);
        // Moves compare by start, end and captured set: a second route is the same move.
        if !may_repeat || !self.out.contains(&m) {
            self.out.push(m);
        }
    }
}

/// Depth-first capture search for one side: every complete capture, men by [`Captures::short`]
/// and flying kings by [`Captures::flying`], the majority rule in [`Captures::emit`].
pub(super) struct Captures<'a, R, S> {
    pub(super) them: u64,
    /// Empty squares, the moving piece's origin included. Captured pieces stay on the board
    /// until the capture ends (seed 002 rule 20): they block and cannot be jumped twice
    /// (rule 19).
    pub(super) empty: u64,
    /// The crowning row of a capturing man, 0 for a king.
    pub(super) promotion: u64,
    pub(super) from: u64,
    /// Whether two routes of this piece can take the same pieces to the same square. Not for a
    /// man that captures forwards only: each jump goes two rows on, so the row of a captured
    /// piece tells when it was taken, and the set fixes the route.
    pub(super) may_repeat: bool,
    pub(super) best: usize,
    pub(super) landings: [u8; MAX_JUMPS],
    pub(super) captures: [u8; MAX_JUMPS],
    pub(super) sink: &'a mut S,
    pub(super) rules: PhantomData<R>,
}

impl<R: Rules, S: Sink> Captures<'_, R, S> {
    pub(super) fn emit(&mut self, at: u64, captured: u64, n: usize) {
        if R::MAJORITY_CAPTURE {
            // seed 002 rule 18: only the sequences that take the most pieces.
            if n < self.best {
                return;
            }
            if n > self.best {
                self.best = n;
                self.sink.clear();
            }
        }
        self.sink.push(self.from, at, captured, &self.landings[..n], &self.captures[..n], self.may_repeat);
    }

    /// Short jumps: men (seed 002, seed 004), and English kings.
    /// `DIRS` has bit `d` set for each direction the piece may jump in; as a constant it
    /// lets the compiler unroll the loop into fixed shifts.
    pub(super) fn short<const DIRS: u8>(&mut self, at: u64, captured: u64, n: usize) {
        let mut more = false;
        for d in 0..4 {
            if DIRS & 1 << d == 0 {
                continue;
            }
            let step = Geometry::<R>::DIRS[d];
            let over = shift(at, step);
            let land = shift(over, step);
            // seed 002 rule 11: an enemy piece next to the man with a free square behind it;
            // seed 002 rule 13: so two pieces in a row, without a free square between, stop it.
            if over & self.them & !captured == 0 || land & self.empty == 0 {
                continue;
            }
            more = true;
            // seed 002 rule 12: the man jumps onto the free square behind the piece; seed 002
            // rule 14: in a multiple capture it lands just after each piece it takes.
            if S::ROUTES {
                self.landings[n] = land.trailing_zeros() as u8;
                self.captures[n] = over.trailing_zeros() as u8;
            }
            if R::CROWNING_ENDS_MOVE && land & self.promotion != 0 {
                // seed 004: the crowning ends the move.
                self.emit(land, captured | over, n + 1);
            } else {
                self.short::<DIRS>(land, captured | over, n + 1);
            }
        }
        if !more && n > 0 {
            self.emit(at, captured, n);
        }
    }

    /// Flying king captures: at distance, landing on any free square beyond, changing
    /// diagonal between captures (cited line by line below).
    pub(super) fn flying(
        &mut self,
        at: u64,
        captured: u64,
        n: usize,
        came: Option<usize>,
        first_landing: bool,
    ) {
        let mut more = false;
        for d in 0..4 {
            if let Some(c) = came {
                // Backwards would jump the piece just taken again (rule 19). Going on in the
                // same direction from a later landing reaches only what the first landing
                // reaches, so only the first landing tries it.
                if d == REVERSE[c] || d == c && !first_landing {
                    continue;
                }
            }
            let step = Geometry::<R>::DIRS[d];
            // seed 002 rule 15: the king takes at a distance, over free squares.
            let mut x = shift(at, step);
            while x & self.empty != 0 {
                x = shift(x, step);
            }
            if x & self.them & !captured == 0 {
                continue;
            }
            let mut land = shift(x, step);
            if land & self.empty == 0 {
                continue;
            }
            more = true;
            if S::ROUTES {
                self.captures[n] = x.trailing_zeros() as u8;
            }
            let mut first = true;
            // seed 002 rule 17: it lands on the free square of its choice after the piece;
            // seed 002 rule 16: from each landing it may turn onto another diagonal.
            while land & self.empty != 0 {
                if S::ROUTES {
                    self.landings[n] = land.trailing_zeros() as u8;
                }
                self.flying(land, captured | x, n + 1, Some(d), first);
                first = false;
                land = shift(land, step);
            }
        }
        if !more && n > 0 {
            self.emit(at, captured, n);
        }
    }
}
