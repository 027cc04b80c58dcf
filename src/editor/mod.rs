//! Setting up a position on the board: the pieces placed so far, the side to move, the piece
//! kind the palette holds, the FEN as typed, and who plays each side from here. No egui here:
//! [`ui`] draws the palette, the buttons and the board, and answers with [`Edit`]s carried out
//! by [`Editor::apply`] (through [`crate::command::Command::Edit`]).
//!
//! The rules crate says what is wrong with the pieces ([`Variant::check_setup`]): one reason
//! per problem, shown in the panel, and Play stays off while there is one; a study position
//! (a Dablot side with a second prince or king) is played from, with its notes shown.

pub mod ui;

use damier_rules::{AnyGame, Color, GameOptions, ParseError, Piece, PositionError, Role, StudyNote, Variant};

use crate::model::{Player, Setup};
use crate::settings::NewGameChoice;

/// The editor's changes are commands ([`crate::command::Command::Edit`]): the board's setup
/// input makes them too, without importing the editor.
pub use crate::command::Edit;

/// The position being set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    variant: Variant,
    pieces: Vec<Option<Piece>>,
    turn: Color,
    brush: Piece,
    /// The FEN field: the pieces' FEN, or the text being typed.
    fen: String,
    /// Why the typed FEN does not read (the board keeps the last position that did).
    fen_error: Option<ParseError>,
    flipped: bool,
    players: [Player; 2],
}

impl Editor {
    /// The editor on `pieces` of `variant` with `turn` to move; `players` play from here.
    pub fn new(variant: Variant, pieces: Vec<Option<Piece>>, turn: Color, players: [Player; 2]) -> Editor {
        let brush = Piece { color: Color::White, role: Role::Man };
        let mut editor = Editor {
            variant,
            pieces,
            turn,
            brush,
            fen: String::new(),
            fen_error: None,
            flipped: false,
            players,
        };
        editor.changed();
        editor
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The piece on each square (point).
    pub fn pieces(&self) -> &[Option<Piece>] {
        &self.pieces
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece kind the palette holds.
    pub fn brush(&self) -> Piece {
        self.brush
    }

    pub fn fen(&self) -> &str {
        &self.fen
    }

    pub fn fen_error(&self) -> Option<&ParseError> {
        self.fen_error.as_ref()
    }

    pub fn flipped(&self) -> bool {
        self.flipped
    }

    pub fn player(&self, color: Color) -> Player {
        self.players[color.index()]
    }

    /// The piece kinds of the game, for the palette: man and king of each side (Dablot:
    /// warrior, prince and king).
    pub fn palette(&self) -> Vec<Piece> {
        let roles = self.variant.piece_names().roles();
        [Color::White, Color::Black]
            .into_iter()
            .flat_map(|color| roles.iter().map(move |&role| Piece { color, role }))
            .collect()
    }

    /// What is wrong with the position (one reason per problem) and, if it is a study
    /// position, why.
    pub fn check(&self) -> (Vec<PositionError>, Vec<StudyNote>) {
        self.variant.check_setup(&self.pieces)
    }

    /// The game to play from here, when the position has no problem.
    pub fn game(&self, options: GameOptions) -> Option<AnyGame> {
        if self.fen_error.is_some() || !self.check().0.is_empty() {
            return None;
        }
        AnyGame::from_fen(self.variant, options, &self.fen).ok()
    }

    /// The game to start from here: the players chosen, no clock, the rest as the New game
    /// dialog's `choice`; `None` while the position has a problem.
    pub fn setup(&self, choice: &NewGameChoice) -> Option<Setup> {
        let game = self.game(GameOptions { rule24: choice.rule24 })?;
        let choice = NewGameChoice { variant: self.variant, ..choice.clone() };
        let setup = Setup::from_choice(&choice, 0, 0);
        Some(Setup { players: self.players, clock: None, fen: Some(game.fen_at(0)), ..setup })
    }

    pub fn apply(&mut self, edit: Edit) {
        match edit {
            Edit::Place(sq) => self.put(sq, Some(self.brush)),
            Edit::PlacePiece(sq, piece) => {
                self.brush = piece;
                self.put(sq, Some(piece));
            }
            Edit::Remove(sq) => self.put(sq, None),
            Edit::Move { from, to } => {
                let piece = self.pieces.get(usize::from(from)).copied().flatten();
                if piece.is_some() && from != to {
                    self.put(from, None);
                    self.put(to, piece);
                }
            }
            Edit::Brush(piece) => self.brush = piece,
            Edit::Clear => self.set(vec![None; self.variant.squares()]),
            Edit::StartPosition => self.start(self.variant),
            Edit::Variant(variant) => self.start(variant),
            Edit::Turn(color) => {
                self.turn = color;
                self.changed();
            }
            Edit::Flip => self.flipped = !self.flipped,
            Edit::Fen(text) => self.read_fen(text),
            Edit::Player(color, player) => self.players[color.index()] = player,
        }
    }

    fn start(&mut self, variant: Variant) {
        if variant != self.variant && self.brush.role == Role::Prince {
            self.brush.role = Role::Man;
        }
        self.variant = variant;
        let start = AnyGame::start(variant, GameOptions::default());
        self.turn = start.turn_at(0);
        self.set(start.pieces_at(0));
    }

    fn put(&mut self, sq: u8, piece: Option<Piece>) {
        if let Some(place) = self.pieces.get_mut(usize::from(sq)) {
            *place = piece;
            self.changed();
        }
    }

    fn set(&mut self, pieces: Vec<Option<Piece>>) {
        self.pieces = pieces;
        self.changed();
    }

    /// The board changed: the FEN follows it.
    fn changed(&mut self) {
        self.fen = self.variant.fen_of(self.turn, &self.pieces);
        self.fen_error = None;
    }

    fn read_fen(&mut self, text: String) {
        match AnyGame::from_fen(self.variant, GameOptions::default(), &text) {
            Ok(game) => {
                self.turn = game.turn_at(0);
                self.pieces = game.pieces_at(0);
                self.fen_error = None;
            }
            Err(error) => self.fen_error = Some(error),
        }
        self.fen = text;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn editor(variant: Variant) -> Editor {
        let mut e = Editor::new(variant, Vec::new(), Color::White, [Player::Human; 2]);
        e.apply(Edit::Variant(variant));
        e
    }

    #[test]
    fn placing_moving_and_removing_change_the_fen() {
        let mut e = editor(Variant::International);
        e.apply(Edit::Clear);
        assert_eq!(e.fen(), "W:W:B");
        e.apply(Edit::Place(30));
        e.apply(Edit::Brush(Piece { color: Color::Black, role: Role::King }));
        e.apply(Edit::Place(4));
        assert_eq!(e.fen(), "W:W31:BK5");
        e.apply(Edit::Move { from: 30, to: 27 });
        e.apply(Edit::Turn(Color::Black));
        assert_eq!(e.fen(), "B:W28:BK5");
        e.apply(Edit::Remove(4));
        assert_eq!(e.fen(), "B:W28:B");
        assert_eq!(e.check().0, [PositionError::NoPieces(Color::Black)]);
        assert!(e.game(GameOptions::default()).is_none());
    }

    #[test]
    fn a_typed_fen_shows_on_the_board_and_a_bad_one_keeps_the_board() {
        let mut e = editor(Variant::Dablot);
        let study = "W:Wc5,Pi9,Ka13:Bc7,Pd6,Ke5,Pi11,Kh10,j8,k1";
        e.apply(Edit::Fen(study.to_owned()));
        assert_eq!(e.fen_error(), None);
        assert_eq!(e.pieces().iter().flatten().count(), 10);
        assert_eq!(e.check().0, []);
        assert_eq!(e.check().1.len(), 2, "two princes and two kings: a study position");
        let game = e.game(GameOptions::default()).expect("a study position is played from");
        assert_eq!(game.legal_moves().len(), 3);
        e.apply(Edit::Fen("W:Wz9".to_owned()));
        assert!(e.fen_error().is_some());
        assert_eq!(e.pieces().iter().flatten().count(), 10);
        assert!(e.game(GameOptions::default()).is_none(), "not while the field does not read");
        e.apply(Edit::Remove(0));
        assert_eq!(e.fen_error(), None, "the board wins again");
    }

    #[test]
    fn the_palette_has_each_kind_of_the_game() {
        assert_eq!(editor(Variant::English).palette().len(), 4);
        let dablot = editor(Variant::Dablot).palette();
        assert_eq!(dablot.len(), 6);
        assert!(dablot.contains(&Piece { color: Color::Black, role: Role::Prince }));
    }
}
