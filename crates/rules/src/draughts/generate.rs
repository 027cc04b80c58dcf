//! Moves of a draughts position: quiet moves, captures (through [`super::captures`]), playing
//! a move on the bitboards, and perft.

use std::marker::PhantomData;

use crate::position::Position;
use crate::types::{Color, MAX_JUMPS, Move};

use super::captures::*;
use super::geometry::*;
use super::{Draughts, Rules};

impl<R: Rules> Draughts<R> {
    /// White's pieces, Black's pieces and the kings of both, as masks in the internal layout
    /// where square `s` is [`Geometry::bit`]`(s)` (for evaluation code that wants bitboards).
    #[inline(always)]
    pub fn bitboards(&self) -> [u64; 3] {
        [self.white, self.black, self.kings]
    }

    /// White's pieces, Black's pieces and the kings, as masks over 0-based square numbers
    /// (bit `s` for square `s`), for code that indexes positions by square (endgame tables).
    pub fn square_masks(&self) -> [u64; 3] {
        let squares = |bb: u64| {
            let mut out = 0u64;
            for_each_bit(bb, |b| out |= 1u64 << Geometry::<R>::SQUARE[b as usize]);
            out
        };
        [squares(self.white), squares(self.black), squares(self.kings)]
    }

    /// The position with these masks over 0-based square numbers (as [`Self::square_masks`]
    /// gives them); `None` when a mask names a square off the board, the colours overlap, a
    /// king is on no piece, or a man stands on its crowning row (seed 002 rule 8).
    pub fn from_square_masks(turn: Color, white: u64, black: u64, kings: u64) -> Option<Self> {
        let board =
            if Geometry::<R>::SQUARES == 64 { u64::MAX } else { (1u64 << Geometry::<R>::SQUARES) - 1 };
        if (white | black) & !board != 0 || white & black != 0 || kings & !(white | black) != 0 {
            return None;
        }
        let bits = |sq: u64| {
            let mut out = 0u64;
            for_each_bit(sq, |s| out |= Geometry::<R>::bit(s as u8));
            out
        };
        let (w, b, k) = (bits(white), bits(black), bits(kings));
        let crowned = (w & !k & Geometry::<R>::PROMOTION[0]) | (b & !k & Geometry::<R>::PROMOTION[1]);
        (crowned == 0).then(|| Self::from_masks(turn, w, b, k))
    }

    /// A position with the given pieces (bit-per-square masks over 0-based squares).
    pub(super) fn from_masks(turn: Color, white: u64, black: u64, kings: u64) -> Self {
        let mut p = Draughts { white, black, kings, hash: 0, turn, rules: PhantomData };
        p.hash = p.zobrist_from_scratch();
        p
    }

    #[inline(always)]
    pub(super) fn mine<const W: bool>(&self) -> u64 {
        if W { self.white } else { self.black }
    }

    #[inline(always)]
    pub(super) fn theirs<const W: bool>(&self) -> u64 {
        if W { self.black } else { self.white }
    }

    #[inline(always)]
    pub(super) fn empty(&self) -> u64 {
        Geometry::<R>::BOARD & !(self.white | self.black)
    }

    /// Forward directions of the side to move's men (seed 002 rule 7).
    #[inline(always)]
    pub(super) fn forward<const W: bool>(&self) -> [usize; 2] {
        if W { [NW, NE] } else { [SW, SE] }
    }

    #[inline(always)]
    pub(super) fn man_capture_dirs<const W: bool>(&self) -> &'static [usize] {
        if R::MEN_CAPTURE_BACKWARD {
            &[NW, NE, SW, SE] // seed 002 rule 10: forwards and backwards
        } else if W {
            &[NW, NE]
        } else {
            &[SW, SE]
        }
    }

    /// The pieces of the side to move that can start a capture: each man with an enemy next to
    /// it and a free square beyond, and every king if any king can capture. Empty when the side
    /// has no capture.
    #[inline(always)]
    pub(super) fn capture_sources<const W: bool>(&self) -> u64 {
        let them = self.theirs::<W>();
        let empty = self.empty();
        let mine = self.mine::<W>();
        let kings = mine & self.kings;
        let mut sources = 0;
        for &d in self.man_capture_dirs::<W>() {
            let s = Geometry::<R>::DIRS[d];
            sources |= mine & !self.kings & shift(them, -s) & shift(empty, -2 * s);
        }
        if kings != 0 {
            for s in Geometry::<R>::DIRS {
                // A flying king captures from anywhere along its line (seed 002 rule 15).
                let reach =
                    if R::FLYING_KINGS { kings | Geometry::<R>::king_ray(kings, s, empty) } else { kings };
                if shift(shift(reach, s) & them, s) & empty != 0 {
                    return sources | kings;
                }
            }
        }
        sources
    }

    /// All captures of the pieces in `sources` (from [`Self::capture_sources`]) into `sink`,
    /// with the majority rule applied.
    pub(super) fn gen_captures<const W: bool, S: Sink>(&self, sources: u64, sink: &mut S) {
        let (them, empty) = (self.theirs::<W>(), self.empty());
        let mut g = Captures::<R, S> {
            them,
            empty,
            promotion: 0,
            from: 0,
            may_repeat: true,
            best: 0,
            landings: [0; MAX_JUMPS],
            captures: [0; MAX_JUMPS],
            sink,
            rules: PhantomData,
        };
        for_each_bit(sources, |b| {
            let from = 1u64 << b;
            let man = from & self.kings == 0;
            g.from = from;
            g.empty = empty | from;
            // Only a man is crowned (seed 004): a king crossing the far row goes on.
            g.promotion = if man { Geometry::<R>::PROMOTION[usize::from(!W)] } else { 0 };
            g.may_repeat = !man || R::MEN_CAPTURE_BACKWARD;
            const ALL: u8 = 1 << NW | 1 << NE | 1 << SW | 1 << SE;
            const UP: u8 = 1 << NW | 1 << NE;
            const DOWN: u8 = 1 << SW | 1 << SE;
            if !man {
                if R::FLYING_KINGS { g.flying(from, 0, 0, None, false) } else { g.short::<ALL>(from, 0, 0) }
            } else if R::MEN_CAPTURE_BACKWARD {
                g.short::<ALL>(from, 0, 0) // seed 002 rule 10: men capture backwards too
            } else if W {
                g.short::<UP>(from, 0, 0) // seed 004: forwards only
            } else {
                g.short::<DOWN>(from, 0, 0)
            }
        });
    }

    /// Calls `f(from, to)` for every non-capturing move (men: seed 002 rule 7; kings:
    /// seed 002 rule 9).
    #[inline(always)]
    pub(super) fn for_each_quiet<const W: bool>(&self, mut f: impl FnMut(u64, u64)) {
        let empty = self.empty();
        let mine = self.mine::<W>();
        let men = mine & !self.kings;
        for d in self.forward::<W>() {
            let s = Geometry::<R>::DIRS[d];
            for_each_bit(shift(men, s) & empty, |to| f(shift(1u64 << to, -s), 1u64 << to));
        }
        for_each_bit(mine & self.kings, |k| {
            let from = 1u64 << k;
            for s in Geometry::<R>::DIRS {
                let mut to = shift(from, s) & empty;
                while to != 0 {
                    f(from, to);
                    if !R::FLYING_KINGS {
                        break;
                    }
                    to = shift(to, s) & empty;
                }
            }
        });
    }

    /// Number of quiet moves, counted with bitboards.
    #[inline(always)]
    pub(super) fn count_quiet<const W: bool>(&self) -> u64 {
        let empty = self.empty();
        let mine = self.mine::<W>();
        let men = mine & !self.kings;
        let mut n = 0;
        for d in self.forward::<W>() {
            n += (shift(men, Geometry::<R>::DIRS[d]) & empty).count_ones() as u64;
        }
        let kings = mine & self.kings;
        if kings != 0 {
            for s in Geometry::<R>::DIRS {
                n += Geometry::<R>::king_ray(kings, s, empty).count_ones() as u64;
            }
        }
        n
    }

    /// Plays a move given as bits; `captured` may be 0. Perft skips the Zobrist update
    /// (`HASH = false`): its positions are thrown away.
    #[inline(always)]
    pub(super) fn play_bits<const HASH: bool, const W: bool>(&mut self, from: u64, to: u64, captured: u64) {
        let us = if W { Color::White } else { Color::Black };
        let was_king = self.kings & from != 0;
        // seed 002 rule 8: a man that ends its move on the far row becomes a king.
        let is_king = was_king || to & Geometry::<R>::PROMOTION[us.index()] != 0;
        let (mine, theirs) =
            if W { (&mut self.white, &mut self.black) } else { (&mut self.black, &mut self.white) };
        *mine = (*mine & !from) | to; // from == to when a king goes round and back
        *theirs &= !captured;
        let kings = self.kings;
        if HASH {
            let mut h = self.hash
                ^ Geometry::<R>::key(us, was_king, from.trailing_zeros())
                ^ Geometry::<R>::key(us, is_king, to.trailing_zeros())
                ^ Geometry::<R>::KEYS[256];
            for_each_bit(captured, |b| h ^= Geometry::<R>::key(us.opposite(), kings >> b & 1 != 0, b));
            self.hash = h;
        }
        self.kings = (kings & !from & !captured) | if is_king { to } else { 0 };
        self.turn = us.opposite();
    }

    pub(super) fn generate<const W: bool>(&self, out: &mut Vec<Move>) {
        let sources = self.capture_sources::<W>();
        if sources != 0 {
            let mut sink = MoveSink::<R> { out, rules: PhantomData };
            self.gen_captures::<W, _>(sources, &mut sink);
        } else {
            let sq = |b: u64| Geometry::<R>::SQUARE[b.trailing_zeros() as usize];
            self.for_each_quiet::<W>(|from, to| out.push(Move::quiet(sq(from), sq(to))));
        }
    }

    pub(super) fn perft_with<const W: bool>(&self, depth: u32, bufs: &mut [Vec<Lean>]) -> u64 {
        let Some((buf, rest)) = bufs.split_first_mut() else { return 1 };
        if depth == 1 {
            return self.count_moves::<W>(buf);
        }
        let child_nodes = |child: Draughts<R>, rest: &mut [Vec<Lean>]| {
            // The child's side is known here: no run-time dispatch on the turn.
            if W {
                child.perft_with::<false>(depth - 1, rest)
            } else {
                child.perft_with::<true>(depth - 1, rest)
            }
        };
        let mut nodes = 0;
        let sources = self.capture_sources::<W>();
        if sources != 0 {
            buf.clear();
            self.gen_captures::<W, _>(sources, buf);
            for m in buf.iter() {
                let mut child = *self;
                child.play_bits::<false, W>(m.from, m.to, m.captured);
                nodes += child_nodes(child, rest);
            }
        } else {
            self.for_each_quiet::<W>(|from, to| {
                let mut child = *self;
                child.play_bits::<false, W>(from, to, 0);
                nodes += child_nodes(child, rest);
            });
        }
        nodes
    }

    /// Bulk counting: at the last ply only the number of moves matters.
    #[inline(always)]
    pub(super) fn count_moves<const W: bool>(&self, buf: &mut Vec<Lean>) -> u64 {
        let sources = self.capture_sources::<W>();
        if sources != 0 {
            buf.clear();
            self.gen_captures::<W, _>(sources, buf);
            return buf.len() as u64;
        }
        self.count_quiet::<W>()
    }
}
