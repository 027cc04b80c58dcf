//! The one place that dispatches over the games: [`with_variant!`](crate::with_variant) runs code with the
//! position type of a [`Variant`], [`with_game!`](crate::with_game) with the game inside an [`AnyGame`]. Each
//! names every game once; the per-game facts (`Variant::first_mover`,
//! `Variant::majority_capture`, `Variant::square_name`, `Variant::grid_side` (a grid, or
//! Dablot's lattice when `None`), `Variant::piece_names`, `Variant::example_move`, ...) and [`AnyGame`]'s methods are
//! written with them, so code outside this crate never matches on the games.
//!
//! ```
//! use damier_rules::{AnyGame, Color, GameOptions, Position, Variant, with_variant};
//!
//! assert_eq!(Variant::English.first_mover(), Color::Black);
//! assert_eq!(Variant::Dablot.square_name(0), "a1");
//! assert_eq!(Variant::International.grid_side(), Some(10));
//! assert_eq!(Variant::English.grid_coords(0), Some((0, 1)));
//! assert_eq!(Variant::Dablot.grid_coords(0), None);
//! assert!(Variant::English.starts_alternate() && !Variant::Dablot.starts_alternate());
//! let squares = with_variant!(Variant::International, P => P::SQUARES);
//! assert_eq!(squares, 50);
//!
//! let mut game = AnyGame::start(Variant::English, GameOptions::default());
//! let m = game.parse_move("11-15").unwrap();
//! game.play(&m).unwrap();
//! assert_eq!(game.move_text(0), "11-15");
//!
//! // Each game's example move is legal at its start; Dablot names a prince among its pieces.
//! for v in Variant::ALL {
//!     assert!(AnyGame::start(v, GameOptions::default()).parse_move(v.example_move()).is_ok());
//! }
//! assert_eq!(Variant::Dablot.piece_names().roles().len(), 3);
//! assert_eq!(Variant::English.piece_names().roles().len(), 2);
//! ```

use crate::dablot::Dablot;
use crate::draughts::{English, International};
use crate::error::{IllegalMove, ParseError, PositionError, StudyNote};
use crate::game::{Game, GameOptions, Outcome, pdn_result};
use crate::pdn::{PdnGame, ReplayError};
use crate::position::{Material, Position, move_text};
use crate::types::{Color, Move, Piece, Role, Variant};

/// Runs `$body` with `$P` standing for the position type of `$variant` (an expression of
/// type [`Variant`]): `with_variant!(variant, P => P::start().to_fen())`. The body is checked
/// once per game, with the concrete type, so it may use any trait those types implement.
#[macro_export]
macro_rules! with_variant {
    ($variant:expr, $P:ident => $body:expr) => {
        match $variant {
            $crate::Variant::International => {
                type $P = $crate::International;
                $body
            }
            $crate::Variant::English => {
                type $P = $crate::English;
                $body
            }
            $crate::Variant::Dablot => {
                type $P = $crate::Dablot;
                $body
            }
        }
    };
}

/// Runs `$body` with `$g` bound to the game inside `$game` (an [`AnyGame`], `&AnyGame` or
/// `&mut AnyGame`): `with_game!(&any, g => g.position().to_fen())`. As [`with_variant!`](crate::with_variant),
/// the body is checked once per game with the concrete `Game<P>`.
#[macro_export]
macro_rules! with_game {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            $crate::AnyGame::International($g) => $body,
            $crate::AnyGame::English($g) => $body,
            $crate::AnyGame::Dablot($g) => $body,
        }
    };
}

/// The facts that differ between the games, for code that holds a [`Variant`] value.
impl Variant {
    /// The side that moves first from the start position: Black in English checkers (seed
    /// 004), White otherwise.
    pub fn first_mover(self) -> Color {
        with_variant!(self, P => P::start().turn())
    }

    /// Whether the capture taking the most pieces is compulsory (international, seed 002
    /// rule 18).
    pub fn majority_capture(self) -> bool {
        with_variant!(self, P => P::MAJORITY_CAPTURE)
    }

    /// Whether the players take turns to start a series of games, the starter taking the
    /// side that moves first (English, seed 004 "Tours"; see [`crate::english_starter`]).
    pub fn starts_alternate(self) -> bool {
        self == Variant::English
    }

    /// Whether rule 24 (few pieces against a lone king) applies, in one of its
    /// [`crate::DrawRule24`] forms (international, seed 002 rule 24).
    pub fn has_rule24(self) -> bool {
        self == Variant::International
    }

    /// Number of playable squares (points for Dablot).
    pub fn squares(self) -> usize {
        with_variant!(self, P => P::SQUARES)
    }

    /// Draughts: squares per row and column of the checkered board (10, 8); `None` for
    /// Dablot, whose points are no grid.
    pub fn grid_side(self) -> Option<u8> {
        with_variant!(self, P => Some(P::GRID_SIDE).filter(|&side| side > 0))
    }

    /// Draughts: the row (0 at the top, as White sees the board) and column of `square`.
    pub fn grid_coords(self, square: u8) -> Option<(i32, i32)> {
        with_variant!(self, P => P::grid_coords(square))
    }

    /// Draughts: the square at `row`, `col`, if that cell is a playing square.
    pub fn grid_square_at(self, row: i32, col: i32) -> Option<u8> {
        with_variant!(self, P => P::grid_square_at(row, col))
    }

    /// The name of a square: `1`..`50` for draughts, `a1`..`k13` for Dablot.
    pub fn square_name(self, square: u8) -> String {
        with_variant!(self, P => P::square_name(square))
    }

    /// A move with every landing square (`long`) or only its start and end.
    pub fn move_text(self, m: &Move, long: bool) -> String {
        with_variant!(self, P => move_text::<P>(m, long))
    }

    /// The FEN of pieces indexed by square or point, with `turn` to move, whether or not they
    /// make a position of the game (see [`Variant::check_setup`]).
    pub fn fen_of(self, turn: Color, pieces: &[Option<Piece>]) -> String {
        with_variant!(self, P => crate::fen::write_pieces::<P>(turn, |sq| pieces.get(usize::from(sq)).copied().flatten()))
    }

    /// Checks pieces set up to be played from (`pieces` indexed by square or point): every
    /// reason they cannot be ([`Position::problems`], and a side without pieces, which has
    /// lost already), and the notes of a study position ([`Position::study_notes`]).
    pub fn check_setup(self, pieces: &[Option<Piece>]) -> (Vec<PositionError>, Vec<StudyNote>) {
        let list: Vec<(u8, Piece)> = (0u8..).zip(pieces).filter_map(|(sq, p)| p.map(|p| (sq, p))).collect();
        let (mut problems, notes) = with_variant!(self, P => (P::problems(&list), P::study_notes(&list)));
        for color in [Color::White, Color::Black] {
            // seed 002 rule 1: a side whose pieces are all taken has lost.
            if list.iter().all(|(_, p)| p.color != color) {
                problems.push(PositionError::NoPieces(color));
            }
        }
        (problems, notes)
    }

    /// The PDN result token: `2-0 1-1 0-2` for international draughts, `1-0 1/2-1/2 0-1`
    /// otherwise; `Some(winner)` or `None` for a draw.
    pub fn pdn_result(self, winner: Option<Color>) -> &'static str {
        pdn_result(winner, self)
    }

    /// What the rules texts call the pieces: men and kings in draughts (seed 002 rule 2),
    /// warriors, a prince and a king in Dablot (seed 003).
    pub fn piece_names(self) -> PieceNames {
        match self {
            Variant::International | Variant::English => PieceNames::MenAndKings,
            Variant::Dablot => PieceNames::WarriorsPrinceKing,
        }
    }

    /// A usual first move from the start position, as a player types it (an example for a
    /// move field).
    pub fn example_move(self) -> &'static str {
        match self {
            Variant::International => "32-28",
            Variant::English => "11-15",
            Variant::Dablot => "e5-f6",
        }
    }
}

/// The names of the pieces of a game (see [`Variant::piece_names`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PieceNames {
    /// Draughts: men ([`Role::Man`]) and kings.
    MenAndKings,
    /// Dablot: warriors ([`Role::Man`]), a prince and a king a side; the king is
    /// drawn larger than the prince, the prince larger than a warrior.
    WarriorsPrinceKing,
}

impl PieceNames {
    /// The kinds of piece a side can have, from the weakest.
    pub fn roles(self) -> &'static [Role] {
        match self {
            PieceNames::MenAndKings => &[Role::Man, Role::King],
            PieceNames::WarriorsPrinceKing => &[Role::Man, Role::Prince, Role::King],
        }
    }
}

/// A game of any of the three kinds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnyGame {
    International(Game<International>),
    English(Game<English>),
    Dablot(Game<Dablot>),
}

impl From<Game<International>> for AnyGame {
    fn from(g: Game<International>) -> AnyGame {
        AnyGame::International(g)
    }
}

impl From<Game<English>> for AnyGame {
    fn from(g: Game<English>) -> AnyGame {
        AnyGame::English(g)
    }
}

impl From<Game<Dablot>> for AnyGame {
    fn from(g: Game<Dablot>) -> AnyGame {
        AnyGame::Dablot(g)
    }
}

fn position_at<P: Position>(game: &Game<P>, ply: usize) -> &P {
    let positions = game.positions();
    &positions[ply.min(positions.len() - 1)]
}

fn variant_of<P: Position>(_: &Game<P>) -> Variant {
    P::VARIANT
}

fn pieces_of<P: Position>(pos: &P) -> Vec<Option<Piece>> {
    (0..P::SQUARES as u8).map(|sq| pos.piece_at(sq)).collect()
}

impl AnyGame {
    /// A new game of `variant` from its start position.
    pub fn start(variant: Variant, options: GameOptions) -> AnyGame {
        with_variant!(variant, P => Game::new(P::start(), options).into())
    }

    /// A new game of `variant` from the position `fen`.
    pub fn from_fen(variant: Variant, options: GameOptions, fen: &str) -> Result<AnyGame, ParseError> {
        with_variant!(variant, P => Ok(Game::new(P::from_fen(fen)?, options).into()))
    }

    /// Replays a PDN game under `options` (see [`PdnGame::to_game`]).
    pub fn from_pdn(pdn: &PdnGame, options: GameOptions) -> Result<AnyGame, ReplayError> {
        with_variant!(pdn.variant, P => Ok(pdn.to_game::<P>(options)?.into()))
    }

    pub fn variant(&self) -> Variant {
        with_game!(self, g => variant_of(g))
    }

    pub fn options(&self) -> GameOptions {
        with_game!(self, g => g.options())
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        with_game!(self, g => g.moves())
    }

    /// The pieces after `ply` moves (0 = the start; past the end, the current position),
    /// indexed by square or point.
    pub fn pieces_at(&self, ply: usize) -> Vec<Option<Piece>> {
        with_game!(self, g => pieces_of(position_at(g, ply)))
    }

    /// The side to move after `ply` moves.
    pub fn turn_at(&self, ply: usize) -> Color {
        with_game!(self, g => position_at(g, ply).turn())
    }

    /// The position after `ply` moves, in FEN.
    pub fn fen_at(&self, ply: usize) -> String {
        with_game!(self, g => position_at(g, ply).to_fen())
    }

    /// The moves of the current position, even when the game has ended for another reason
    /// (repetition, resignation...).
    pub fn legal_moves(&self) -> Vec<Move> {
        with_game!(self, g => g.position().legal_moves())
    }

    pub fn material(&self) -> Material {
        with_game!(self, g => g.position().material())
    }

    /// Plays a move if it is legal and the game is not over.
    pub fn play(&mut self, m: &Move) -> Result<(), IllegalMove> {
        with_game!(self, g => g.play(m))
    }

    /// Takes the last move back (and any declared result).
    pub fn undo(&mut self) -> Option<Move> {
        with_game!(self, g => g.undo())
    }

    /// Move `ply` (0-based) in standard notation, as written in the position before it;
    /// empty past the end.
    pub fn move_text(&self, ply: usize) -> String {
        with_game!(self, g => match (g.positions().get(ply), g.moves().get(ply)) {
            (Some(pos), Some(m)) => pos.move_to_string(m),
            _ => String::new(),
        })
    }

    /// A legal move of the current position in standard notation.
    pub fn move_text_of(&self, m: &Move) -> String {
        with_game!(self, g => g.position().move_to_string(m))
    }

    /// Reads a move in standard notation in the current position.
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        with_game!(self, g => g.position().parse_move(text))
    }

    pub fn outcome(&self) -> Option<Outcome> {
        with_game!(self, g => g.outcome())
    }

    /// Ends the game for a reason the rules cannot see.
    pub fn declare(&mut self, outcome: Outcome) {
        with_game!(self, g => g.declare(outcome))
    }

    /// The game as PDN, with `tags`.
    pub fn to_pdn(&self, tags: Vec<(String, String)>) -> PdnGame {
        with_game!(self, g => PdnGame::from_game(g, tags))
    }
}
