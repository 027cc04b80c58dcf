//! Dablot Prejjesne: seed 003 (the user's French rules) and `shared/dablot-rules.md` (the sheet
//! that settles what the seed leaves open).
//!
//! # Board
//! A grid of 5 x 6 squares with both diagonals drawn in every square; the pieces stand on its
//! 72 points (dablot-rules.md "Board"). In the *doubled lattice* a point has coordinates
//! `(x, y)`, `x` in 0..=10 (files a..k), `y` in 0..=12 (ranks 1..13): the 42 grid corners have
//! both coordinates even, the 30 square centres both odd. Points are numbered row by row from
//! the bottom, left to right: a1 = 0, k1 = 5, b2 = 6, j2 = 10, a3 = 11, ..., k13 = 71, so a
//! pair of rows holds 11 points and every direction is one fixed index shift, which lets the
//! move generator work on `u128` bitboards.
//!
//! # Representation
//! [`Dablot`] keeps one occupancy bitboard per colour, one bitboard of princes and one of kings
//! (both colours; the rest are warriors), the side to move and an incrementally updated
//! Zobrist key. It is 80 bytes and `Copy`.
//!
//! The board's geometry (points, lines, adjacency, jumps) is in `geometry`; the rules and the
//! move generator here.

mod geometry;

use crate::error::{PositionError, StudyNote};
use crate::position::{Material, Position};
use crate::types::{Color, MAX_JUMPS, Move, Piece, Role, Variant};
use geometry::*;
pub use geometry::{POINTS, coords, jumps, neighbours, point_at};

/// The fighting rank of a role (seed 003 "TOUR DE JEU"; dablot-rules.md "the rank rule"):
/// warrior (farmer) 0, prince (tenant farmer, "métayer") 1, king (landowner, "propriétaire") 2.
/// A piece may capture only an enemy of equal or lower rank.
pub const fn rank(role: Role) -> u8 {
    match role {
        Role::Man => 0,
        Role::Prince => 1,
        Role::King => 2,
    }
}

// ---- Zobrist keys ---------------------------------------------------------------------------

/// Keys per (colour, role, point), then one for Black to move.
const ZOBRIST: [u64; 2 * 3 * POINTS + 1] =
    crate::zobrist::keys::<{ 2 * 3 * POINTS + 1 }>(0x00DA_B107_5A31_2003);
const SIDE_KEY: u64 = ZOBRIST[2 * 3 * POINTS];

#[inline(always)]
const fn zkey(color: Color, role: Role, p: u8) -> u64 {
    ZOBRIST[(color as usize * 3 + role as usize) * POINTS + p as usize]
}

// ---- the position ---------------------------------------------------------------------------

/// A Dablot Prejjesne position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Dablot {
    white: u128,
    black: u128,
    /// Both sides' princes (one each in a game; a study position may have more).
    princes: u128,
    /// Both sides' kings (one each in a game; a study position may have more).
    kings: u128,
    hash: u64,
    turn: Color,
}

/// A move as perft needs it: start, end and the captured set.
#[derive(Clone, Copy)]
struct Lean {
    captured: u128,
    from: u8,
    to: u8,
}

/// Iterates the set bits of a bitboard as point indices.
struct Bits(u128);

impl Iterator for Bits {
    type Item = u8;
    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let p = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(p)
    }
}

/// Follows every capture chain from `at` (dablot-rules.md "A turn"; seed 003 "TOUR DE JEU" 2:
/// "il faut cependant capturer jusqu'au bout"): a chain goes on while a further jump exists,
/// the direction may change between jumps, and each complete chain is reported to `sink` as
/// (landings, captures in order, captured set). `targets` are the enemies this piece may take
/// (the rank rule applies to every jump); jumped pieces leave the board at once, so their
/// points join `empty` and they cannot be jumped twice.
fn chains<F: FnMut(&[u8], &[u8], u128)>(
    at: u8,
    len: usize,
    targets: u128,
    empty: u128,
    captured: u128,
    path: &mut ([u8; MAX_JUMPS], [u8; MAX_JUMPS]),
    sink: &mut F,
) {
    let jumps = &JUMPS[at as usize];
    let mut complete = true;
    for &(q, r) in &jumps.list[..jumps.len as usize] {
        if targets & bit(q) != 0 && empty & bit(r) != 0 {
            complete = false;
            // Each jump removes one of at most 30 enemy pieces, so `len` < MAX_JUMPS here.
            path.0[len] = r;
            path.1[len] = q;
            chains(r, len + 1, targets & !bit(q), empty | bit(q), captured | bit(q), path, sink);
        }
    }
    if complete && len > 0 {
        sink(&path.0[..len], &path.1[..len], captured);
    }
}

impl Dablot {
    /// White's pieces, Black's pieces, the princes and the kings of both, as bitboards with
    /// bit `i` for point `i` (for evaluation code that wants them).
    #[inline(always)]
    pub fn bitboards(&self) -> [u128; 4] {
        [self.white, self.black, self.princes, self.kings]
    }

    #[inline(always)]
    fn side(&self, c: Color) -> u128 {
        match c {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    #[inline(always)]
    fn empty(&self) -> u128 {
        BOARD & !(self.white | self.black)
    }

    #[inline(always)]
    fn role_of(&self, b: u128) -> Role {
        if self.kings & b != 0 {
            Role::King
        } else if self.princes & b != 0 {
            Role::Prince
        } else {
            Role::Man
        }
    }

    /// The enemies a piece of role `role` may jump (seed 003: warriors take only warriors,
    /// princes take princes and warriors, the king takes kings, princes and warriors).
    #[inline(always)]
    fn targets(&self, role: Role, enemy: u128) -> u128 {
        match role {
            Role::Man => enemy & !(self.princes | self.kings),
            Role::Prince => enemy & !self.kings,
            Role::King => enemy,
        }
    }

    /// The pieces of the side to move that can make a first jump.
    #[inline]
    fn capture_sources(&self) -> u128 {
        let own = self.side(self.turn);
        let enemy = self.side(self.turn.opposite());
        let warriors = enemy & !(self.princes | self.kings);
        let princes = enemy & self.princes;
        let kings = enemy & self.kings;
        let own_high = own & (self.princes | self.kings);
        let own_king = own & self.kings;
        let empty = self.empty();
        let mut sources = 0;
        for d in 0..8 {
            let back = d ^ 1;
            // Points whose neighbour in direction d is empty: possible jumped points.
            let over = shift(empty, back);
            sources |= own & shift(over & warriors, back)
                | own_high & shift(over & princes, back)
                | own_king & shift(over & kings, back);
        }
        sources
    }

    /// Every complete capture chain of the side to move, starting from the pieces in `sources`.
    #[inline]
    fn for_each_capture<F: FnMut(u8, &[u8], &[u8], u128)>(&self, sources: u128, mut sink: F) {
        let enemy = self.side(self.turn.opposite());
        let empty = self.empty();
        let mut path = ([0u8; MAX_JUMPS], [0u8; MAX_JUMPS]);
        for from in Bits(sources) {
            let targets = self.targets(self.role_of(bit(from)), enemy);
            // The moving piece has left its start point: a chain may end there.
            chains(from, 0, targets, empty | bit(from), 0, &mut path, &mut |landings, caps, set| {
                sink(from, landings, caps, set)
            });
        }
    }

    /// The capture chains from `sources` in lean form, each move once.
    fn captures_lean(&self, sources: u128, buf: &mut Vec<Lean>) {
        self.for_each_capture(sources, |from, landings, caps, captured| {
            if let Some(&to) = landings.last() {
                push_unique(buf, Lean { captured, from, to }, caps.len());
            }
        });
    }

    /// The legal moves in lean form (perft's generator: no allocation once `buf` has grown).
    fn generate_lean(&self, buf: &mut Vec<Lean>) {
        buf.clear();
        let sources = self.capture_sources();
        if sources != 0 {
            // seed 003 "TOUR DE JEU" 2: capture is compulsory, with any piece that can; all
            // complete chains are legal, long or short (no majority rule).
            self.captures_lean(sources, buf);
        } else {
            let own = self.side(self.turn);
            let empty = self.empty();
            for (d, &step) in SHIFTS.iter().enumerate() {
                for to in Bits(shift(own, d) & empty) {
                    let from = (to as i32 - step) as u8;
                    buf.push(Lean { captured: 0, from, to });
                }
            }
        }
    }

    /// Number of legal moves (perft's last ply, counted without playing them).
    fn count_moves(&self, buf: &mut Vec<Lean>) -> u64 {
        let sources = self.capture_sources();
        if sources != 0 {
            buf.clear();
            self.captures_lean(sources, buf);
            return buf.len() as u64;
        }
        // Steps go to any adjacent empty point (seed 003 "TOUR DE JEU" 2, "le mouvement simple").
        let own = self.side(self.turn);
        let empty = self.empty();
        (0..8).map(|d| (shift(own, d) & empty).count_ones() as u64).sum()
    }

    /// Plays a move given by its start, end and captured set.
    #[inline]
    fn make(&mut self, from: u8, to: u8, captured: u128) {
        let us = self.turn;
        let them = us.opposite();
        // Jumped pieces leave the board (seed 003: "Les pièces capturer sont retirer du plateau").
        if captured != 0 {
            for p in Bits(captured) {
                self.hash ^= zkey(them, self.role_of(bit(p)), p);
            }
            match them {
                Color::White => self.white &= !captured,
                Color::Black => self.black &= !captured,
            }
            self.princes &= !captured;
            self.kings &= !captured;
        }
        let (fb, tb) = (bit(from), bit(to));
        let role = self.role_of(fb);
        // `from == to` happens: a chain may come back to its start point.
        match us {
            Color::White => self.white = self.white & !fb | tb,
            Color::Black => self.black = self.black & !fb | tb,
        }
        match role {
            Role::Prince => self.princes = self.princes & !fb | tb,
            Role::King => self.kings = self.kings & !fb | tb,
            Role::Man => {}
        }
        self.hash ^= zkey(us, role, from) ^ zkey(us, role, to) ^ SIDE_KEY;
        self.turn = them;
    }

    fn perft_with(&self, depth: u32, buffers: &mut [Vec<Lean>]) -> u64 {
        let Some((buf, rest)) = buffers.split_first_mut() else { return 1 };
        if depth <= 1 {
            return self.count_moves(buf);
        }
        self.generate_lean(buf);
        let mut total = 0;
        for m in buf.iter() {
            let mut next = *self;
            next.make(m.from, m.to, m.captured);
            total += next.perft_with(depth - 1, rest);
        }
        total
    }
}

/// Whether a chain of `jumps` jumps may be the same move as one listed before
/// (dablot-rules.md "A turn": two chains with the same start, end and captured set are one
/// move). Chains of one or two jumps never collide: one jump is fixed by its start and end,
/// and two jumps over x then y end at p + 2(y - x) while y then x ends at p + 2(x - y).
#[inline(always)]
const fn may_repeat(jumps: usize) -> bool {
    jumps >= 3
}

/// Adds a capture to perft's list unless the same move (start, end, captured set) is there
/// already.
#[inline]
fn push_unique(buf: &mut Vec<Lean>, m: Lean, jumps: usize) {
    if may_repeat(jumps) && buf.iter().any(|o| o.from == m.from && o.to == m.to && o.captured == m.captured) {
        return;
    }
    buf.push(m);
}

impl Position for Dablot {
    const VARIANT: Variant = Variant::Dablot;
    const SQUARES: usize = POINTS;
    const ALWAYS_LONG_CAPTURES: bool = true;
    /// seed 003: "on n'est pas obligé d'effectuer la plus longue".
    const MAJORITY_CAPTURE: bool = false;

    /// dablot-rules.md "Start position": White warriors on ranks 1-5 (points 0-27), prince j6,
    /// king k7; Black is the 180° rotation (warriors 44-71, prince b8, king a7). White moves
    /// first.
    fn start() -> Self {
        let white_warriors = (1u128 << 28) - 1;
        let black_warriors = ((1u128 << 28) - 1) << 44;
        let (wp, wk, bp, bk) = (32u8, 38u8, 39u8, 33u8); // j6, k7, b8, a7
        let mut pos = Dablot {
            white: white_warriors | bit(wp) | bit(wk),
            black: black_warriors | bit(bp) | bit(bk),
            princes: bit(wp) | bit(bp),
            kings: bit(wk) | bit(bk),
            hash: 0,
            turn: Color::White,
        };
        pos.hash = pos.zobrist_from_scratch();
        pos
    }

    fn problems(pieces: &[(u8, Piece)]) -> Vec<PositionError> {
        let mut problems = Vec::new();
        let mut taken = 0u128;
        let mut counts = [[0u32; 3]; 2];
        for &(p, piece) in pieces {
            if p as usize >= POINTS {
                problems.push(PositionError::NoSuchPoint { index: p, points: POINTS });
                continue;
            }
            if taken & bit(p) != 0 {
                problems.push(PositionError::TwoPieces { square: Self::square_name(p) });
                continue;
            }
            taken |= bit(p);
            counts[piece.color.index()][piece.role as usize] += 1;
        }
        for color in [Color::White, Color::Black] {
            let [warriors, princes, kings] = counts[color.index()];
            let total = warriors + princes + kings;
            // dablot-rules.md "Pieces": each side starts with 28 warriors, 1 prince and 1 king;
            // a study position may have a second prince or king (see `study_notes`), never
            // more pieces or warriors than a side starts with.
            if total > 30 {
                let variant = Variant::Dablot;
                problems.push(PositionError::TooManyPieces { color, count: total, max: 30, variant });
            }
            if warriors > 28 {
                problems.push(PositionError::TooManyWarriors { color, count: warriors });
            }
        }
        problems
    }

    fn study_notes(pieces: &[(u8, Piece)]) -> Vec<StudyNote> {
        let mut notes = Vec::new();
        for color in [Color::White, Color::Black] {
            let count = |role| pieces.iter().filter(|(_, p)| *p == Piece { color, role }).count() as u32;
            // dablot-rules.md "Pieces": one prince and one king a side; more never arise in a
            // game, but the rank rule still says what each may capture.
            let (princes, kings) = (count(Role::Prince), count(Role::King));
            if princes > 1 {
                notes.push(StudyNote::Princes { color, count: princes });
            }
            if kings > 1 {
                notes.push(StudyNote::Kings { color, count: kings });
            }
        }
        notes
    }

    fn from_pieces(turn: Color, pieces: &[(u8, Piece)]) -> Result<Self, PositionError> {
        if let Some(problem) = Self::problems(pieces).into_iter().next() {
            return Err(problem);
        }
        let mut pos = Dablot { white: 0, black: 0, princes: 0, kings: 0, hash: 0, turn };
        for &(p, piece) in pieces {
            match piece.color {
                Color::White => pos.white |= bit(p),
                Color::Black => pos.black |= bit(p),
            }
            match piece.role {
                Role::Prince => pos.princes |= bit(p),
                Role::King => pos.kings |= bit(p),
                Role::Man => {}
            }
        }
        pos.hash = pos.zobrist_from_scratch();
        Ok(pos)
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn piece_at(&self, square: u8) -> Option<Piece> {
        if square as usize >= POINTS {
            return None;
        }
        let b = bit(square);
        let color = if self.white & b != 0 {
            Color::White
        } else if self.black & b != 0 {
            Color::Black
        } else {
            return None;
        };
        Some(Piece { color, role: self.role_of(b) })
    }

    fn generate_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let sources = self.capture_sources();
        if sources != 0 {
            // seed 003 "TOUR DE JEU" 2: "La capture est obligatoire" with any piece that can,
            // free choice among complete chains; the same (start, end, captured set) once.
            self.for_each_capture(sources, |from, landings, caps, captured| {
                let to = landings[landings.len() - 1];
                let repeat = may_repeat(caps.len())
                    && out.iter().any(|o| o.from() == from && o.to() == to && o.captured_set() == captured);
                if !repeat {
                    out.push(Move::capture(from, landings, caps));
                }
            });
            return;
        }
        // A step goes to any adjacent empty point, for every kind of piece (seed 003
        // "le mouvement simple"; dablot-rules.md "Steps").
        let own = self.side(self.turn);
        let empty = self.empty();
        for from in Bits(own) {
            for to in Bits(ADJACENT[from as usize] & empty) {
                out.push(Move::quiet(from, to));
            }
        }
    }

    fn must_capture(&self) -> bool {
        self.capture_sources() != 0
    }

    /// A piece with an empty neighbour can step; else only a capture is left.
    fn has_moves(&self) -> bool {
        let own = self.side(self.turn);
        let empty = self.empty();
        (0..8).any(|d| shift(own, d) & empty != 0) || self.must_capture()
    }

    fn play_unchecked(&mut self, m: &Move) {
        self.make(m.from(), m.to(), m.captured_set());
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        let mut h = if self.turn == Color::Black { SIDE_KEY } else { 0 };
        for color in [Color::White, Color::Black] {
            for p in Bits(self.side(color)) {
                h ^= zkey(color, self.role_of(bit(p)), p);
            }
        }
        h
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut buffers: Vec<Vec<Lean>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
        self.perft_with(depth, &mut buffers)
    }

    /// `a1`..`k13`: file letter and rank (dablot-rules.md "Names").
    fn square_name(square: u8) -> String {
        match coords(square) {
            Some((x, y)) => format!("{}{}", (b'a' + x) as char, y + 1),
            None => format!("?{square}"),
        }
    }

    /// Only the 72 names of points, lower case, without leading zeros (`b1` and `a2` are not
    /// points).
    fn parse_square(text: &str) -> Option<u8> {
        let bytes = text.as_bytes();
        let (&file, digits) = bytes.split_first()?;
        if !file.is_ascii_lowercase() || digits.is_empty() || digits.len() > 2 || digits[0] == b'0' {
            return None;
        }
        if !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let rank = digits.iter().fold(0i32, |acc, &d| acc * 10 + (d - b'0') as i32);
        at_xy((file - b'a') as i32, rank - 1).map(|p| p as u8)
    }

    /// The piece jumped by a capture leg from `a` to `b`: `b = 2q - a` along a line (a jump
    /// of `a`'s table) and `q` occupied.
    fn jumped_between(&self, a: u8, b: u8, vacated: u8) -> Option<u8> {
        let jumps = JUMPS.get(a as usize)?;
        let occupied = (self.white | self.black) & !1u128.checked_shl(vacated.into()).unwrap_or(0);
        jumps.list[..jumps.len as usize]
            .iter()
            .find(|&&(q, r)| r == b && occupied & bit(q) != 0)
            .map(|&(q, _)| q)
    }

    /// Every Dablot piece can step back where it came from: only captures are irreversible.
    fn is_irreversible(&self, m: &Move) -> bool {
        m.is_capture()
    }

    fn material(&self) -> Material {
        let mut m = Material::default();
        for color in [Color::White, Color::Black] {
            let own = self.side(color);
            let i = color.index();
            m.princes[i] = (own & self.princes).count_ones();
            m.kings[i] = (own & self.kings).count_ones();
            m.men[i] = own.count_ones() - m.princes[i] - m.kings[i];
        }
        m
    }
}

#[cfg(test)]
mod tests;
