//! International draughts (FMJD; seeds 000, 001, 002) and English checkers (seed 004) on
//! one bitboard engine. Board geometry is separate from the rules (as in rhalbersma/dctl):
//! [`Rules`] names each rule as a constant citing its article, and the generator reads them.
//!
//! # Board layout
//! Squares are numbered row by row from the top-left playing square as White sees the board
//! (PDN), index `n - 1` for square `n`. Bits leave one ghost bit after every two rows, so the
//! four diagonal neighbours of every square are the same shifts: `+COLS` (down-left),
//! `+COLS+1` (down-right), `-(COLS+1)` (up-left), `-COLS` (up-right). A shift off the side of
//! the board lands on a ghost bit or outside [`Geometry::board`], never on a real square.
//! White sits at the bottom (high numbers) and moves up; Black moves down.

use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

use crate::error::PositionError;
use crate::position::{Material, Position};
use crate::types::{Color, MAX_JUMPS, Move, Piece, Role, Variant};

/// One draughts rule set: the articles that differ between the games, as named constants.
pub trait Rules: Copy + Eq + Hash + fmt::Debug + Default + Send + Sync + 'static {
    const VARIANT: Variant;
    /// Playable squares per row: 5 on the 100-square board (seed 002 rule 3), 4 on the 8x8.
    const COLS: u32;
    const ROWS: u32;
    const MAX_PIECES: u32;
    /// The side that moves first (seed 002 rule 6; seed 004).
    const FIRST_MOVER: Color;
    /// Men capture backwards too (seed 002 rule 10) or forwards only (seed 004).
    const MEN_CAPTURE_BACKWARD: bool;
    /// Kings move and capture at distance (seed 002 rules 9, 15–17) or one square (seed 004).
    const FLYING_KINGS: bool;
    /// The sequence taking the most pieces is compulsory (seed 002 rule 18).
    const MAJORITY_CAPTURE: bool;
    /// A man reaching the crowning row ends its move there, even if it could capture on
    /// (seed 004 "Couronnation"); otherwise it promotes only if it ends there (rule 8).
    const CROWNING_ENDS_MOVE: bool;
    const ZOBRIST_SEED: u64;
}

/// International draughts: 10x10, FMJD rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct InternationalRules;

impl Rules for InternationalRules {
    const VARIANT: Variant = Variant::International;
    const COLS: u32 = 5; // seed 002 rule 3: 100 squares, 50 dark ones
    const ROWS: u32 = 10;
    const MAX_PIECES: u32 = 20; // seed 002 rule 5: 20 men each
    const FIRST_MOVER: Color = Color::White; // seed 002 rule 6
    const MEN_CAPTURE_BACKWARD: bool = true; // seed 002 rule 10
    const FLYING_KINGS: bool = true; // seed 002 rules 9, 15, 16, 17
    const MAJORITY_CAPTURE: bool = true; // seed 002 rule 18
    const CROWNING_ENDS_MOVE: bool = false; // seed 002 rule 8, seed 001 rule 1
    const ZOBRIST_SEED: u64 = 0x4441_4d49_4552_3130;
}

/// English/American checkers as seed 004 plays it: 8x8, short kings, men forward only.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct EnglishRules;

impl Rules for EnglishRules {
    const VARIANT: Variant = Variant::English;
    const COLS: u32 = 4;
    const ROWS: u32 = 8;
    const MAX_PIECES: u32 = 12;
    const FIRST_MOVER: Color = Color::Black; // seed 004, PDN GameType 21
    const MEN_CAPTURE_BACKWARD: bool = false; // seed 004 "Les pions ne peuvent qu'avancer"
    const FLYING_KINGS: bool = false; // seed 004: kings go to neighbouring squares; no "dames volantes"
    const MAJORITY_CAPTURE: bool = false; // seed 004: capture is compulsory, no longest-capture rule
    const CROWNING_ENDS_MOVE: bool = true; // seed 004 "Une couronnation termine le coup"
    const ZOBRIST_SEED: u64 = 0x4441_4d49_4552_3038;
}

/// A draughts position under rules `R`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Draughts<R: Rules> {
    white: u64,
    black: u64,
    kings: u64,
    hash: u64,
    turn: Color,
    rules: PhantomData<R>,
}

pub type International = Draughts<InternationalRules>;
pub type English = Draughts<EnglishRules>;

const NW: usize = 0; // up-left
const NE: usize = 1; // up-right
const SW: usize = 2; // down-left
const SE: usize = 3; // down-right
const REVERSE: [usize; 4] = [SE, SW, NE, NW];

#[inline(always)]
fn shift(bb: u64, d: i32) -> u64 {
    if d >= 0 { bb << d } else { bb >> -d }
}

/// Board geometry derived from `R::COLS` and `R::ROWS`.
pub struct Geometry<R>(PhantomData<R>);

impl<R: Rules> Geometry<R> {
    pub const SQUARES: u32 = R::COLS * R::ROWS;
    /// Shifts for NW, NE, SW, SE.
    const DIRS: [i32; 4] = [-(R::COLS as i32 + 1), -(R::COLS as i32), R::COLS as i32, R::COLS as i32 + 1];
    const BIT: [u8; 64] = {
        let mut t = [0u8; 64];
        let mut s = 0;
        while s < Self::SQUARES {
            t[s as usize] = (s + s / (2 * R::COLS)) as u8;
            s += 1;
        }
        t
    };
    const SQUARE: [u8; 64] = {
        let mut t = [u8::MAX; 64];
        let mut s = 0;
        while s < Self::SQUARES {
            t[Self::BIT[s as usize] as usize] = s as u8;
            s += 1;
        }
        t
    };
    const BOARD: u64 = Self::rows(0, R::ROWS);
    /// Squares of rows `lo..hi` (row 0 at the top).
    const fn rows(lo: u32, hi: u32) -> u64 {
        let mut bb = 0;
        let mut s = lo * R::COLS;
        while s < hi * R::COLS {
            bb |= 1u64 << Self::BIT[s as usize];
            s += 1;
        }
        bb
    }
    /// The crowning row of each colour: White's is the top row (seed 002 rule 8).
    const PROMOTION: [u64; 2] = [Self::rows(0, 1), Self::rows(R::ROWS - 1, R::ROWS)];
    const KEYS: [u64; 257] = crate::zobrist::keys::<257>(R::ZOBRIST_SEED);

    /// The bit of 0-based square `sq`.
    #[inline(always)]
    pub const fn bit(sq: u8) -> u64 {
        1u64 << Self::BIT[sq as usize]
    }

    /// The squares (as bits) one step forward of the men `men` of `color`, one set per
    /// forward direction, empty or not (seed 002 rule 7).
    pub const fn man_steps(men: u64, color: Color) -> [u64; 2] {
        let (a, b) = (R::COLS, R::COLS + 1);
        match color {
            Color::White => [men >> a, men >> b],
            Color::Black => [men << a, men << b],
        }
    }

    /// Row (0 = top) and column (0 = left) of square `sq`, as White sees the board.
    pub const fn coords(sq: u8) -> (i32, i32) {
        let (r, c) = (sq as u32 / R::COLS, sq as u32 % R::COLS);
        (r as i32, (2 * c + (r % 2 == 0) as u32) as i32)
    }

    pub const fn square_at(row: i32, col: i32) -> Option<u8> {
        let n = 2 * R::COLS as i32;
        if row >= 0 && row < R::ROWS as i32 && col >= 0 && col < n && (row + col) % 2 == 1 {
            Some((row as u32 * R::COLS + col as u32 / 2) as u8)
        } else {
            None
        }
    }

    #[inline(always)]
    fn key(color: Color, king: bool, bit: u32) -> u64 {
        Self::KEYS[(color.index() * 2 + usize::from(king)) * 64 + bit as usize]
    }
}

#[inline(always)]
fn for_each_bit(mut bb: u64, mut f: impl FnMut(u32)) {
    while bb != 0 {
        f(bb.trailing_zeros());
        bb &= bb - 1;
    }
}

/// Receives complete captures from the generator: origin, destination, captured pieces, and
/// the bit indices of the landings and captures in order.
trait Sink {
    /// Whether the sink reads the landings and captures (perft's does not).
    const ROUTES: bool;
    fn clear(&mut self);
    /// `may_repeat`: another route may already have taken the same pieces to the same square.
    fn push(&mut self, from: u64, to: u64, captured: u64, landings: &[u8], captures: &[u8], may_repeat: bool);
}

/// A capture for perft: only what `play` needs.
#[derive(Clone, Copy)]
struct Lean {
    from: u64,
    to: u64,
    captured: u64,
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

struct MoveSink<'a, R> {
    out: &'a mut Vec<Move>,
    rules: PhantomData<R>,
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

/// Depth-first capture search for one side (seed 002 rules 11–19).
struct Captures<'a, R, S> {
    them: u64,
    /// Empty squares, the moving piece's origin included. Captured pieces stay on the board
    /// until the capture ends (seed 002 rule 20): they block and cannot be jumped twice
    /// (rule 19).
    empty: u64,
    /// The crowning row of a capturing man, 0 for a king.
    promotion: u64,
    from: u64,
    /// Whether two routes of this piece can take the same pieces to the same square. Not for a
    /// man that captures forwards only: each jump goes two rows on, so the row of a captured
    /// piece tells when it was taken, and the set fixes the route.
    may_repeat: bool,
    best: usize,
    landings: [u8; MAX_JUMPS],
    captures: [u8; MAX_JUMPS],
    sink: &'a mut S,
    rules: PhantomData<R>,
}

impl<R: Rules, S: Sink> Captures<'_, R, S> {
    fn emit(&mut self, at: u64, captured: u64, n: usize) {
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

    /// Short jumps: men (seed 002 rules 11–14; seed 004), and English kings.
    /// `DIRS` has bit `d` set for each direction the piece may jump in; as a constant it
    /// lets the compiler unroll the loop into fixed shifts.
    fn short<const DIRS: u8>(&mut self, at: u64, captured: u64, n: usize) {
        let mut more = false;
        for d in 0..4 {
            if DIRS & 1 << d == 0 {
                continue;
            }
            let step = Geometry::<R>::DIRS[d];
            let over = shift(at, step);
            let land = shift(over, step);
            if over & self.them & !captured == 0 || land & self.empty == 0 {
                continue;
            }
            more = true;
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

    /// Flying king captures (seed 002 rules 15–17): capture at distance, land on any free
    /// square beyond, change diagonal between captures.
    fn flying(&mut self, at: u64, captured: u64, n: usize, came: Option<usize>, first_landing: bool) {
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

impl<R: Rules> Draughts<R> {
    /// White's pieces, Black's pieces and the kings of both, as masks in the internal layout
    /// where square `s` is [`Geometry::bit`]`(s)` (for evaluation code that wants bitboards).
    #[inline(always)]
    pub fn bitboards(&self) -> [u64; 3] {
        [self.white, self.black, self.kings]
    }

    /// A position with the given pieces (bit-per-square masks over 0-based squares).
    fn from_masks(turn: Color, white: u64, black: u64, kings: u64) -> Self {
        let mut p = Draughts { white, black, kings, hash: 0, turn, rules: PhantomData };
        p.hash = p.zobrist_from_scratch();
        p
    }

    #[inline(always)]
    fn mine<const W: bool>(&self) -> u64 {
        if W { self.white } else { self.black }
    }

    #[inline(always)]
    fn theirs<const W: bool>(&self) -> u64 {
        if W { self.black } else { self.white }
    }

    #[inline(always)]
    fn empty(&self) -> u64 {
        Geometry::<R>::BOARD & !(self.white | self.black)
    }

    /// Forward directions of the side to move's men (seed 002 rule 7).
    #[inline(always)]
    fn forward<const W: bool>(&self) -> [usize; 2] {
        if W { [NW, NE] } else { [SW, SE] }
    }

    #[inline(always)]
    fn man_capture_dirs<const W: bool>(&self) -> &'static [usize] {
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
    fn capture_sources<const W: bool>(&self) -> u64 {
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
                let mut reach = kings;
                if R::FLYING_KINGS {
                    let mut f = shift(kings, s) & empty;
                    while f != 0 {
                        reach |= f;
                        f = shift(f, s) & empty;
                    }
                }
                if shift(shift(reach, s) & them, s) & empty != 0 {
                    return sources | kings;
                }
            }
        }
        sources
    }

    /// All captures of the pieces in `sources` (from [`Self::capture_sources`]) into `sink`,
    /// with the majority rule applied.
    fn gen_captures<const W: bool, S: Sink>(&self, sources: u64, sink: &mut S) {
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

    /// Calls `f(from, to)` for every non-capturing move (seed 002 rules 7 and 9).
    #[inline(always)]
    fn for_each_quiet<const W: bool>(&self, mut f: impl FnMut(u64, u64)) {
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
    fn count_quiet<const W: bool>(&self) -> u64 {
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
                let mut f = shift(kings, s) & empty;
                while f != 0 {
                    n += f.count_ones() as u64;
                    if !R::FLYING_KINGS {
                        break;
                    }
                    f = shift(f, s) & empty;
                }
            }
        }
        n
    }

    /// Plays a move given as bits; `captured` may be 0. Perft skips the Zobrist update
    /// (`HASH = false`): its positions are thrown away.
    #[inline(always)]
    fn play_bits<const HASH: bool, const W: bool>(&mut self, from: u64, to: u64, captured: u64) {
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

    fn generate<const W: bool>(&self, out: &mut Vec<Move>) {
        let sources = self.capture_sources::<W>();
        if sources != 0 {
            let mut sink = MoveSink::<R> { out, rules: PhantomData };
            self.gen_captures::<W, _>(sources, &mut sink);
        } else {
            let sq = |b: u64| Geometry::<R>::SQUARE[b.trailing_zeros() as usize];
            self.for_each_quiet::<W>(|from, to| out.push(Move::quiet(sq(from), sq(to))));
        }
    }

    fn perft_with<const W: bool>(&self, depth: u32, bufs: &mut [Vec<Lean>]) -> u64 {
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
    fn count_moves<const W: bool>(&self, buf: &mut Vec<Lean>) -> u64 {
        let sources = self.capture_sources::<W>();
        if sources != 0 {
            buf.clear();
            self.gen_captures::<W, _>(sources, buf);
            return buf.len() as u64;
        }
        self.count_quiet::<W>()
    }
}

impl<R: Rules> Position for Draughts<R> {
    const VARIANT: Variant = R::VARIANT;
    const SQUARES: usize = (R::COLS * R::ROWS) as usize;
    const ALWAYS_LONG_CAPTURES: bool = false;
    const MAJORITY_CAPTURE: bool = R::MAJORITY_CAPTURE;

    /// seed 002 rule 5: 20 men each on the first four rows; seed 004: 12 each on three rows;
    /// [`Rules::FIRST_MOVER`] to move.
    fn start() -> Self {
        let rows = (R::ROWS - 2) / 2;
        let black = Geometry::<R>::rows(0, rows);
        let white = Geometry::<R>::rows(R::ROWS - rows, R::ROWS);
        Self::from_masks(R::FIRST_MOVER, white, black, 0)
    }

    fn from_pieces(turn: Color, pieces: &[(u8, Piece)]) -> Result<Self, PositionError> {
        let (mut white, mut black, mut kings) = (0u64, 0u64, 0u64);
        for &(sq, p) in pieces {
            if sq as usize >= Self::SQUARES {
                return Err(PositionError::NoSuchSquare { number: sq as u32 + 1, variant: R::VARIANT });
            }
            let bit = Geometry::<R>::bit(sq);
            match p.role {
                Role::Man => {
                    if bit & Geometry::<R>::PROMOTION[p.color.index()] != 0 {
                        let number = sq as u32 + 1;
                        return Err(PositionError::ManOnCrowningRow { color: p.color, number });
                    }
                }
                Role::King => kings |= bit,
                Role::Prince => return Err(PositionError::NoPrinces(R::VARIANT)),
            }
            match p.color {
                Color::White => white |= bit,
                Color::Black => black |= bit,
            }
        }
        for (c, bb) in [(Color::White, white), (Color::Black, black)] {
            if bb.count_ones() > R::MAX_PIECES {
                let (count, max, variant) = (bb.count_ones(), R::MAX_PIECES, R::VARIANT);
                return Err(PositionError::TooManyPieces { color: c, count, max, variant });
            }
        }
        Ok(Self::from_masks(turn, white, black, kings))
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn piece_at(&self, square: u8) -> Option<Piece> {
        if square as usize >= Self::SQUARES {
            return None;
        }
        let bit = Geometry::<R>::bit(square);
        let color = if self.white & bit != 0 {
            Color::White
        } else if self.black & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & bit != 0 { Role::King } else { Role::Man };
        Some(Piece { color, role })
    }

    fn generate_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        // seed 002 rule 10 / seed 004: capturing is compulsory.
        if self.turn == Color::White {
            self.generate::<true>(out);
        } else {
            self.generate::<false>(out);
        }
    }

    fn must_capture(&self) -> bool {
        if self.turn == Color::White {
            self.capture_sources::<true>() != 0
        } else {
            self.capture_sources::<false>() != 0
        }
    }

    fn has_moves(&self) -> bool {
        if self.turn == Color::White {
            self.count_quiet::<true>() != 0 || self.capture_sources::<true>() != 0
        } else {
            self.count_quiet::<false>() != 0 || self.capture_sources::<false>() != 0
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        let captured = m.captures().iter().fold(0u64, |acc, &s| acc | Geometry::<R>::bit(s));
        let (from, to) = (Geometry::<R>::bit(m.from()), Geometry::<R>::bit(m.to()));
        if self.turn == Color::White {
            self.play_bits::<true, true>(from, to, captured);
        } else {
            self.play_bits::<true, false>(from, to, captured);
        }
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        let mut h = if self.turn == Color::Black { Geometry::<R>::KEYS[256] } else { 0 };
        for (c, bb) in [(Color::White, self.white), (Color::Black, self.black)] {
            for_each_bit(bb, |b| h ^= Geometry::<R>::key(c, self.kings >> b & 1 != 0, b));
        }
        h
    }

    fn perft(&self, depth: u32) -> u64 {
        let mut bufs: Vec<Vec<Lean>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
        if self.turn == Color::White {
            self.perft_with::<true>(depth, &mut bufs)
        } else {
            self.perft_with::<false>(depth, &mut bufs)
        }
    }

    fn square_name(square: u8) -> String {
        (u32::from(square) + 1).to_string()
    }

    fn parse_square(text: &str) -> Option<u8> {
        if text.is_empty() || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: usize = text.parse().ok()?;
        (1..=Self::SQUARES).contains(&n).then(|| (n - 1) as u8)
    }

    fn jumped_between(&self, a: u8, b: u8, vacated: u8) -> Option<u8> {
        if a as usize >= Self::SQUARES || b as usize >= Self::SQUARES {
            return None;
        }
        let (ra, ca) = Geometry::<R>::coords(a);
        let (rb, cb) = Geometry::<R>::coords(b);
        let (dr, dc) = (rb - ra, cb - ca);
        if dr.abs() != dc.abs() || dr.abs() < 2 {
            return None;
        }
        let mut found = None;
        for i in 1..dr.abs() {
            let sq = Geometry::<R>::square_at(ra + i * dr.signum(), ca + i * dc.signum())?;
            if sq != vacated && self.piece_at(sq).is_some() {
                if found.is_some() {
                    return None;
                }
                found = Some(sq);
            }
        }
        found
    }

    fn material(&self) -> Material {
        let count = |bb: u64| bb.count_ones();
        Material {
            men: [count(self.white & !self.kings), count(self.black & !self.kings)],
            princes: [0, 0],
            kings: [count(self.white & self.kings), count(self.black & self.kings)],
        }
    }
}

impl<R: Rules> fmt::Debug for Draughts<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}
