//! A game: the start position, the moves played, and how the game ends.
//!
//! End rules by game:
//! - all three: a side with no piece, or no legal move, loses (seed 002 rule 1, seed 002
//!   rule 23, seed 004 "Obligation de faire un coup", seed 003 "La partie se termine...").
//! - international: threefold repetition (seed 002 rule 25) and rule 24 in the seed's form
//!   (draw at once) or the FMJD form (16 / 5 moves, and 25 king-only moves), see [`DrawRule24`].
//! - English: the arbiter (seed 004 "L'arbitre"), see [`arbiter_score`].
//! - Dablot: two lone kings, and threefold repetition (`shared/dablot-rules.md`, app conventions).

use std::fmt;

use crate::error::{IllegalMove, ParseError, ParseErrorKind};
use crate::position::{Material, Position};
use crate::types::{Color, Move, Role, Variant};

/// How international rule 24 (few pieces against a lone king) is applied.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DrawRule24 {
    /// Seed 002 rule 24 as written: one king against one, two or three pieces including a
    /// king is a draw at once.
    #[default]
    Seed,
    /// The FMJD form: three pieces (with a king) against a lone king are drawn after 16 moves
    /// each; two pieces (with a king) or one king against a lone king after 5 moves each; and
    /// 25 successive moves each of kings only, without capture, are a draw.
    Fmjd,
}

/// Rule options a game is played under.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameOptions {
    pub rule24: DrawRule24,
}

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum OutcomeReason {
    /// The loser has no piece left.
    NoPieces,
    /// The loser has pieces but no legal move.
    Blocked,
    /// The same position with the same side to move for the third time.
    Repetition,
    /// International rule 24 as the seed writes it: a lone king against at most three pieces
    /// including a king.
    Rule24,
    /// FMJD: three pieces with a king against a lone king, 16 moves each played.
    Fmjd16Moves,
    /// FMJD: two pieces with a king, or a king, against a lone king, 5 moves each played.
    Fmjd5Moves,
    /// FMJD: 25 successive moves each of kings only, without capture.
    Fmjd25KingMoves,
    /// English: 20 plies of king moves with a repetition; the arbiter compared the scores.
    Arbiter { white: u32, black: u32 },
    /// Dablot: only the two kings are left.
    TwoLoneKings,
    /// Declared by the app: a flag fell.
    TimeForfeit,
    /// Declared by the app: no move within a minute of the inactivity warning (seed 004).
    Inactivity,
    /// Declared by the app.
    Resignation,
    /// Declared by the app: a draw offer was accepted.
    Agreement,
}

/// The result of a game: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: OutcomeReason,
}

impl Outcome {
    /// The PDN result token: `2-0 1-1 0-2` for international draughts, `1-0 1/2-1/2 0-1`
    /// otherwise.
    pub fn pdn_result(&self, variant: Variant) -> &'static str {
        pdn_result(self.winner, variant)
    }
}

/// See [`Outcome::pdn_result`]; `Some(winner)` or `None` for a draw.
pub fn pdn_result(winner: Option<Color>, variant: Variant) -> &'static str {
    match (variant, winner) {
        (Variant::International, Some(Color::White)) => "2-0",
        (Variant::International, Some(Color::Black)) => "0-2",
        (Variant::International, None) => "1-1",
        (_, Some(Color::White)) => "1-0",
        (_, Some(Color::Black)) => "0-1",
        (_, None) => "1/2-1/2",
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} wins")?,
            None => f.write_str("draw")?,
        }
        let why = match self.reason {
            OutcomeReason::NoPieces => "no pieces left".to_owned(),
            OutcomeReason::Blocked => "no legal move".to_owned(),
            OutcomeReason::Repetition => "the same position three times".to_owned(),
            OutcomeReason::Rule24 => "a lone king against at most three pieces (rule 24)".to_owned(),
            OutcomeReason::Fmjd16Moves => "16 moves with three pieces against a lone king".to_owned(),
            OutcomeReason::Fmjd5Moves => "5 moves with two pieces or fewer against a lone king".to_owned(),
            OutcomeReason::Fmjd25KingMoves => "25 moves each of kings only".to_owned(),
            OutcomeReason::Arbiter { white, black } => {
                format!("arbiter's decision, white {white} against black {black}")
            }
            OutcomeReason::TwoLoneKings => "only the two kings are left".to_owned(),
            OutcomeReason::TimeForfeit => "time forfeit".to_owned(),
            OutcomeReason::Inactivity => "inactivity".to_owned(),
            OutcomeReason::Resignation => "resignation".to_owned(),
            OutcomeReason::Agreement => "agreement".to_owned(),
        };
        write!(f, " ({why})")
    }
}

/// Who starts an English game (seed 004 "Tours"): the players take turns to start, the
/// visitor (the human) starting the first game. The starter plays Black, who moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Starter {
    Visitor,
    Host,
}

/// The starter of the `game_number`-th English game (1-based) in a series.
pub fn english_starter(game_number: u32) -> Starter {
    if game_number % 2 == 1 { Starter::Visitor } else { Starter::Host }
}

/// Plies of king moves without capture after which the arbiter may be called (seed 004:
/// "pendant 20 coups (10 par joueur)").
pub const ARBITER_PLIES: usize = 20;
/// Arbiter score of a king; more than any man can score (seed 004).
pub const ARBITER_KING: u32 = 20;
/// Arbiter score of a man on its own back row; it gains [`ARBITER_MAN_PER_ROW`] for each row
/// it has advanced, so a man nearer the crowning row is worth more (seed 004). A man can be at
/// most 6 rows forward on the 8x8 board, so it scores at most 16 < [`ARBITER_KING`].
pub const ARBITER_MAN: u32 = 10;
pub const ARBITER_MAN_PER_ROW: u32 = 1;

/// The arbiter's score of one side (seed 004 "L'arbitre"): every king 20, every man 10 plus 1
/// per row it stands from its own back row.
pub fn arbiter_score<P: Position>(pos: &P, color: Color) -> u32 {
    let rows = (P::SQUARES / 4) as u32;
    (0..P::SQUARES as u8)
        .filter_map(|sq| pos.piece_at(sq).filter(|p| p.color == color).map(|p| (sq, p.role)))
        .map(|(sq, role)| match role {
            Role::Man => {
                // Row 0 is Black's back row (squares 1-4); White's is the last row.
                let row = u32::from(sq) / 4;
                let advanced = if color == Color::Black { row } else { rows - 1 - row };
                ARBITER_MAN + ARBITER_MAN_PER_ROW * advanced
            }
            _ => ARBITER_KING,
        })
        .sum()
}

/// Seed 002 rule 24: one side has a lone king, the other at most three pieces including a king.
#[inline]
pub fn rule24_applies(material: &Material) -> bool {
    let against = |c: Color| {
        let o = c.opposite();
        material.lone_king(c) && material.kings[o.index()] >= 1 && material.total(o) <= 3
    };
    against(Color::White) || against(Color::Black)
}

/// FMJD rule 24: plies of kings only, without capture, after which the game is drawn (25
/// moves each).
pub const FMJD_KING_MOVES_PLIES: usize = 50;
/// FMJD rule 24: plies after which three pieces with a king against a lone king are drawn
/// (16 moves each).
pub const FMJD_THREE_PIECES_PLIES: usize = 32;
/// FMJD rule 24: plies after which two pieces with a king, or a king, against a lone king are
/// drawn (5 moves each).
pub const FMJD_FEW_PIECES_PLIES: usize = 10;

/// Where [`rule24_applies`], the plies FMJD allows in this ending before the draw, and the
/// reason it gives.
#[inline]
pub fn fmjd_rule24_limit(material: &Material) -> (usize, OutcomeReason) {
    let big = material.total(Color::White).max(material.total(Color::Black));
    if big == 3 {
        (FMJD_THREE_PIECES_PLIES, OutcomeReason::Fmjd16Moves)
    } else {
        (FMJD_FEW_PIECES_PLIES, OutcomeReason::Fmjd5Moves)
    }
}

/// Dablot (`shared/dablot-rules.md`, app convention): only the two kings are left, a draw.
#[inline]
pub fn two_lone_kings(material: &Material) -> bool {
    material.lone_king(Color::White) && material.lone_king(Color::Black)
}

/// A game in progress or finished: start position, moves and positions, rule options.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game<P: Position> {
    options: GameOptions,
    moves: Vec<Move>,
    /// `positions[i]` is the position before move `i`; the last one is the current position.
    positions: Vec<P>,
    declared: Option<Outcome>,
}

impl<P: Position> Game<P> {
    pub fn new(start: P, options: GameOptions) -> Self {
        Game { options, moves: Vec::new(), positions: vec![start], declared: None }
    }

    pub fn options(&self) -> GameOptions {
        self.options
    }

    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    pub fn position(&self) -> &P {
        &self.positions[self.positions.len() - 1]
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game, the start first and the current one last.
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// Plays `m`, unless the game is over or the move is illegal. A move played stands: the
    /// game never goes back over the moves before it (seed 002 rule 22: playing a move accepts
    /// the opponent's last one); only [`Game::undo`] takes moves back, when both players agree.
    pub fn play(&mut self, m: &Move) -> Result<(), IllegalMove> {
        if let Some(o) = self.outcome() {
            return Err(IllegalMove::GameOver(o));
        }
        let next = self.position().play(m)?;
        self.moves.push(*m);
        self.positions.push(next);
        Ok(())
    }

    /// Reads a move in standard notation and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, ParseError> {
        let m = self.position().parse_move(text)?;
        self.play(&m).map_err(|e| ParseError::new(0, ParseErrorKind::Illegal(e)))?;
        Ok(m)
    }

    /// Takes the last move back (and any declared result with it).
    pub fn undo(&mut self) -> Option<Move> {
        self.declared = None;
        let m = self.moves.pop()?;
        self.positions.pop();
        Some(m)
    }

    /// Ends the game for a reason the rules cannot see (resignation, time, agreement).
    pub fn declare(&mut self, outcome: Outcome) {
        self.declared = Some(outcome);
    }

    /// How the game has ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.declared.is_some() {
            return self.declared;
        }
        let pos = self.position();
        let turn = pos.turn();
        let material = pos.material();
        if pos.legal_moves().is_empty() {
            let reason =
                if material.total(turn) == 0 { OutcomeReason::NoPieces } else { OutcomeReason::Blocked };
            return Some(Outcome { winner: Some(turn.opposite()), reason });
        }
        let draw = |reason| Some(Outcome { winner: None, reason });
        match P::VARIANT {
            Variant::International => {
                if self.repetitions() >= 3 {
                    return draw(OutcomeReason::Repetition); // seed 002 rule 25
                }
                self.rule24(material).and_then(draw)
            }
            Variant::English => self.arbiter(),
            Variant::Dablot => {
                if two_lone_kings(&material) {
                    return draw(OutcomeReason::TwoLoneKings);
                }
                if self.repetitions() >= 3 {
                    return draw(OutcomeReason::Repetition);
                }
                None
            }
        }
    }

    /// How many times the current position (with the same side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        let reversible = self.reversible_plies();
        let n = self.positions.len();
        self.positions[n - 1 - reversible..]
            .iter()
            .filter(|p| p.zobrist() == now.zobrist() && *p == now)
            .count()
    }

    /// Plies at the end of the game that moved a king without capturing.
    fn reversible_plies(&self) -> usize {
        self.moves.iter().zip(&self.positions).rev().take_while(|(m, p)| !p.is_irreversible(m)).count()
    }

    /// Rule 24 in the chosen form.
    fn rule24(&self, material: Material) -> Option<OutcomeReason> {
        let rule_applies = rule24_applies(&material);
        match self.options.rule24 {
            DrawRule24::Seed => rule_applies.then_some(OutcomeReason::Rule24),
            DrawRule24::Fmjd => {
                if self.reversible_plies() >= FMJD_KING_MOVES_PLIES {
                    return Some(OutcomeReason::Fmjd25KingMoves);
                }
                if !rule_applies {
                    return None;
                }
                // Plies played since this ending arose: the earlier positions with the same
                // pieces (a capture or a promotion starts the count again).
                let since =
                    self.positions.iter().rev().skip(1).take_while(|p| p.material() == material).count();
                let (limit, reason) = fmjd_rule24_limit(&material);
                (since >= limit).then_some(reason)
            }
        }
    }

    /// The arbiter rule (seed 004): after 20 plies of king moves without capture, with a
    /// position repeated within them, the higher arbiter score wins; equal scores draw.
    fn arbiter(&self) -> Option<Outcome> {
        if self.reversible_plies() < ARBITER_PLIES {
            return None;
        }
        let window = &self.positions[self.positions.len() - 1 - ARBITER_PLIES..];
        let repeated = window.iter().enumerate().any(|(i, p)| window[i + 1..].contains(p));
        if !repeated {
            return None;
        }
        let pos = self.position();
        let (white, black) = (arbiter_score(pos, Color::White), arbiter_score(pos, Color::Black));
        let winner = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Some(Color::White),
            std::cmp::Ordering::Less => Some(Color::Black),
            std::cmp::Ordering::Equal => None,
        };
        Some(Outcome { winner, reason: OutcomeReason::Arbiter { white, black } })
    }
}
