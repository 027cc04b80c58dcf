//! `damier-rules`: the rules of international draughts (FMJD), English checkers (seed 004) and
//! Dablot Prejjesne (seed 003 and `shared/dablot-rules.md`). Boards, positions, move
//! generation, outcomes, FEN and PDN. No GUI dependencies.

pub mod dablot;
pub mod draughts;
pub mod fen;
pub mod game;
pub mod notation;
pub mod pdn;
pub mod position;
pub mod types;
mod zobrist;

pub use dablot::Dablot;
pub use draughts::{English, International};
pub use game::{DrawRule24, Game, GameOptions, Outcome, OutcomeReason, Starter, english_starter};

pub use pdn::{PdnError, PdnGame, PdnMove, read_pdn, write_pdn};
pub use position::{Material, Position};
pub use types::{Color, IllegalMove, MAX_JUMPS, Move, ParseError, Piece, Role, Variant};
