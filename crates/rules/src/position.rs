//! The [`Position`] trait every game implements, and the move notation shared by all three.

use std::fmt::Debug;
use std::hash::Hash;

use crate::error::{IllegalMove, ParseError, PositionError, StudyNote};
use crate::types::{Color, Move, Piece, Role, Variant};

/// How many pieces of each kind a side has.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Material {
    /// Indexed by [`Color::index`]: men (Dablot warriors).
    pub men: [u32; 2],
    /// Dablot princes (always 0 in draughts).
    pub princes: [u32; 2],
    pub kings: [u32; 2],
}

impl Material {
    #[inline]
    pub fn total(&self, c: Color) -> u32 {
        self.men[c.index()] + self.princes[c.index()] + self.kings[c.index()]
    }

    /// Whether `c` has a king and nothing else.
    #[inline]
    pub fn lone_king(&self, c: Color) -> bool {
        self.total(c) == 1 && self.kings[c.index()] == 1
    }
}

/// A game position: the board and the side to move. Small and `Copy`; history lives in
/// [`crate::Game`].
///
/// Modelled on shakmaty's `Position`: one trait, one type per game, `play` returning a
/// `Result` whose error says what is wrong.
pub trait Position: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    const VARIANT: Variant;
    /// Number of playable squares (points for Dablot).
    const SQUARES: usize;
    /// Dablot writes every landing point of a capture; draughts only when the short form
    /// would be ambiguous (PDN 3.0).
    const ALWAYS_LONG_CAPTURES: bool;
    /// The capture taking the most pieces is compulsory (international rule 18).
    const MAJORITY_CAPTURE: bool;
    /// Draughts: squares per row and column of the checkered board (10, 8). Dablot, whose
    /// points are no grid: 0.
    const GRID_SIDE: u8 = 0;

    /// The start position of the game.
    fn start() -> Self;

    /// Builds a position from pieces: refused for the first of [`Position::problems`].
    fn from_pieces(turn: Color, pieces: &[(u8, Piece)]) -> Result<Self, PositionError>;

    /// Every reason these pieces make no position the rules can play, in the order found
    /// (empty: they make one).
    fn problems(pieces: &[(u8, Piece)]) -> Vec<PositionError>;

    /// What makes a playable position one that cannot arise in a game (a study position).
    fn study_notes(_pieces: &[(u8, Piece)]) -> Vec<StudyNote> {
        Vec::new()
    }

    fn turn(&self) -> Color;

    fn piece_at(&self, square: u8) -> Option<Piece>;

    /// Writes every legal move into `out` (cleared first), each move once.
    fn generate_moves(&self, out: &mut Vec<Move>);

    /// Whether the side to move has a capture, and so must capture (seed 002 rule 10, seed
    /// 003, seed 004): what [`Position::generate_moves`] would tell, without listing moves.
    fn must_capture(&self) -> bool;

    /// Whether the side to move has any legal move (a side without one has lost), without
    /// listing them.
    fn has_moves(&self) -> bool;

    /// Plays a move known to be legal (from [`Position::generate_moves`]).
    fn play_unchecked(&mut self, m: &Move);

    /// The Zobrist key, kept up to date incrementally by `play_unchecked`.
    fn zobrist(&self) -> u64;

    /// The Zobrist key computed from scratch (tests compare it with [`Position::zobrist`]).
    fn zobrist_from_scratch(&self) -> u64;

    /// Number of leaf nodes `depth` plies down (whole captures are one move).
    fn perft(&self, depth: u32) -> u64;

    /// The name of a square: `1`..`50` for draughts, `a1`..`k13` for Dablot.
    fn square_name(square: u8) -> String;

    /// The inverse of [`Position::square_name`].
    fn parse_square(text: &str) -> Option<u8>;

    /// For a capture leg from `a` landing on `b`: the one occupied square strictly between them
    /// on a line, if they are on a line with exactly one piece between them. `vacated` is the
    /// square the capturing piece started from, empty while it moves (a king may cross it).
    fn jumped_between(&self, a: u8, b: u8, vacated: u8) -> Option<u8>;

    fn material(&self) -> Material;

    /// Draughts: the row (0 at the top, as White sees the board) and column of `square` on
    /// the checkered board. `None` in a game without a grid (Dablot).
    fn grid_coords(_square: u8) -> Option<(i32, i32)> {
        None
    }

    /// The inverse of [`Position::grid_coords`]: the square at `row`, `col`, if that cell is
    /// a playing square.
    fn grid_square_at(_row: i32, _col: i32) -> Option<u8> {
        None
    }

    // ---- provided ------------------------------------------------------------------

    fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(64);
        self.generate_moves(&mut v);
        v
    }

    /// The legal moves of the piece on `square` (for touch-move, seed 002 rule 21).
    fn legal_moves_from(&self, square: u8) -> Vec<Move> {
        let mut v = self.legal_moves();
        v.retain(|m| m.from() == square);
        v
    }

    /// Plays `m` if it is legal here, otherwise says why not.
    fn play(&self, m: &Move) -> Result<Self, IllegalMove> {
        let legal = self.legal_moves();
        if legal.contains(m) {
            let mut next = *self;
            next.play_unchecked(m);
            return Ok(next);
        }
        Err(explain_illegal(self, m, &legal))
    }

    fn from_fen(text: &str) -> Result<Self, ParseError> {
        crate::fen::parse::<Self>(text)
    }

    fn to_fen(&self) -> String {
        crate::fen::write(self)
    }

    /// The move in standard notation: `32-28`, `19x30`, the long form `47x38x24x13x36` when
    /// another legal move shares its start and end; Dablot always lists its landings.
    fn move_to_string(&self, m: &Move) -> String {
        let long = Self::ALWAYS_LONG_CAPTURES && m.is_capture()
            || m.is_capture()
                && self.legal_moves().iter().any(|o| o.from() == m.from() && o.to() == m.to() && o != m);
        move_text::<Self>(m, long)
    }

    /// Reads a move in the short or long form and finds it among the legal moves.
    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        crate::notation::parse_move(self, text)
    }

    /// Moves after which no earlier position can come back: captures, and any move of a
    /// draughts man (men never move backwards). They end the draw counts.
    fn is_irreversible(&self, m: &Move) -> bool {
        m.is_capture() || self.piece_at(m.from()).is_some_and(|p| p.role == Role::Man)
    }
}

/// Writes `m` with every landing square (`long`) or only start and end.
pub fn move_text<P: Position>(m: &Move, long: bool) -> String {
    let mut s = P::square_name(m.from());
    if !m.is_capture() {
        s.push('-');
        s.push_str(&P::square_name(m.to()));
        return s;
    }
    let squares: &[u8] =
        if long { m.landings() } else { std::slice::from_ref(&m.landings()[m.landings().len() - 1]) };
    for &sq in squares {
        s.push('x');
        s.push_str(&P::square_name(sq));
    }
    s
}

fn explain_illegal<P: Position>(pos: &P, m: &Move, legal: &[Move]) -> IllegalMove {
    let square = P::square_name(m.from());
    match pos.piece_at(m.from()) {
        None => return IllegalMove::NoPiece { square },
        Some(p) if p.color != pos.turn() => {
            return IllegalMove::NotYourPiece { square, piece: p.color, turn: pos.turn() };
        }
        _ => {}
    }
    if legal.is_empty() {
        return IllegalMove::NoLegalMove(pos.turn());
    }
    let most = legal.iter().map(|l| l.captures().len()).max().unwrap_or(0);
    if most > 0 && !m.is_capture() {
        return IllegalMove::CaptureCompulsory;
    }
    if m.is_capture() && legal.iter().any(|l| l.from() == m.from() && l.landings().starts_with(m.landings()))
    {
        // seed 002 rule 13, seed 004, seed 003: a capture goes on while it can.
        return IllegalMove::CaptureUnfinished;
    }
    if P::MAJORITY_CAPTURE && most > m.captures().len() {
        // seed 002 rule 18
        return IllegalMove::MajorityCapture { most };
    }
    if legal.iter().all(|l| l.from() != m.from()) {
        return IllegalMove::PieceCannotMove { square };
    }
    IllegalMove::NotLegal { text: move_text::<P>(m, true) }
}
