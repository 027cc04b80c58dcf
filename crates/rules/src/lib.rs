//! `damier-rules`: the rules of international draughts (FMJD), English checkers (seed 004) and
//! Dablot Prejjesne (seed 003 and `shared/dablot-rules.md`). Boards, positions, move
//! generation, outcomes, FEN and PDN. No GUI dependencies.
//!
//! - [`draughts`] (international and English) and [`dablot`]: the positions and their move
//!   generators; [`game`]: a game's record and its end rules; [`variant`]: the one dispatch
//!   over the games ([`with_variant!`], [`with_game!`], [`AnyGame`]) and the per-game facts;
//!   [`fen`], [`notation`] and [`pdn`]: reading and writing; [`error`]: what can go wrong, as
//!   kinds; [`rules_index`]: every rule, where it is in the code and which test checks it.
//!
//! ```
//! use damier_rules::{Game, GameOptions, International, Position};
//!
//! let start = International::start();
//! assert_eq!(start.to_fen(), "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
//! assert_eq!(start.legal_moves().len(), 9);
//!
//! let mut game = Game::new(start, GameOptions::default());
//! game.play_text("32-28").unwrap();
//! game.play_text("19-23").unwrap();
//! // Capture is compulsory: 28 must take 23.
//! let err = game.play_text("33-29").unwrap_err();
//! assert!(err.to_string().contains("capture is compulsory"));
//! let capture = game.play_text("28x19").unwrap();
//! assert_eq!(capture.captures(), &[22]); // square 23, 0-based
//! assert_eq!(game.outcome(), None);
//! ```

pub mod dablot;
pub mod draughts;
pub mod error;
pub mod fen;
pub mod game;
pub mod notation;
pub mod pdn;
pub mod position;
pub mod rules_index;
pub mod types;
pub mod variant;
mod zobrist;

pub use dablot::Dablot;
pub use draughts::{English, International};
pub use game::{DrawRule24, Game, GameOptions, Outcome, OutcomeReason, Starter, english_starter};

pub use error::{IllegalMove, ParseError, ParseErrorKind, PositionError, StudyNote};
pub use pdn::{
    PdnError, PdnErrorKind, PdnGame, PdnLine, PdnMove, PdnReader, PdnVariation, ReplayError, read_pdn,
    write_pdn,
};
pub use position::{Material, Position};
pub use types::{Color, MAX_JUMPS, Move, Piece, Role, Variant};
pub use variant::{AnyGame, PieceNames};
pub use zobrist::splitmix64;
