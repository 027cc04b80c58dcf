//! The rules crate's kinds and the app's problems in words: results and their reasons, illegal
//! moves, positions that cannot be, FEN and move texts that do not read (with their column),
//! PDN games that do not read or replay, and what went wrong with a file. Each kind has its
//! message; a kind that holds another (a refused move and why) passes the inner one's words as
//! an argument.

use std::io::ErrorKind;

use damier_rules::{
    Color, IllegalMove, Outcome, OutcomeReason, ParseError, ParseErrorKind, PdnError, PdnErrorKind,
    PieceNames, PositionError, ReplayError, StudyNote,
};

use super::{Arg, Tr, color, game};
use crate::problem::{IoCause, Problem};

/// A path as a message argument.
fn path(p: &std::path::Path) -> Arg<'static> {
    Arg::from(p.display().to_string())
}

/// A number of bytes as a message argument: `512 bytes`, `12.3 MB` in the language's form.
fn size(tr: &Tr, bytes: u64) -> Arg<'static> {
    Arg::from(if bytes < 1000 {
        tr.fmt("size-bytes", &[("n", Arg::from(bytes))])
    } else {
        tr.fmt("size-megabytes", &[("n", Arg::from(tr.decimal(bytes as f64 / 1_048_576.0, 1)))])
    })
}

impl Tr {
    /// The headline and the reason of a result: ("Black wins", "White resigned").
    pub fn outcome(&self, outcome: &Outcome) -> (String, String) {
        let title = self.get(result_id(outcome.winner));
        // The loser's colour, for the reasons that name it (a draw names no one).
        let loser = [("color", color(outcome.winner.map_or(Color::White, Color::opposite)))];
        let reason = match outcome.reason {
            OutcomeReason::NoPieces => self.fmt("reason-no-pieces", &loser),
            OutcomeReason::Blocked => self.fmt("reason-blocked", &loser),
            OutcomeReason::Repetition => self.get("reason-repetition"),
            OutcomeReason::Rule24 => self.get("reason-rule24"),
            OutcomeReason::Fmjd16Moves => self.get("reason-fmjd16"),
            OutcomeReason::Fmjd5Moves => self.get("reason-fmjd5"),
            OutcomeReason::Fmjd25KingMoves => self.get("reason-fmjd25"),
            OutcomeReason::Arbiter { white, black } => {
                self.fmt("reason-arbiter", &[("white", Arg::from(white)), ("black", Arg::from(black))])
            }
            OutcomeReason::TwoLoneKings => self.get("reason-two-kings"),
            OutcomeReason::TimeForfeit => self.fmt("reason-time", &loser),
            OutcomeReason::Inactivity => self.fmt("reason-inactivity", &loser),
            OutcomeReason::Resignation => self.fmt("reason-resignation", &loser),
            OutcomeReason::Agreement => self.get("reason-agreement"),
        };
        (title, reason)
    }

    /// The result in one line: "Black wins: White resigned".
    pub fn outcome_line(&self, outcome: &Outcome) -> String {
        let (result, reason) = self.outcome(outcome);
        self.fmt("result-status", &[("result", Arg::from(result)), ("reason", Arg::from(reason))])
    }

    /// Why a move is not legal.
    pub fn illegal_move(&self, e: &IllegalMove) -> String {
        let square = |s: &str| ("square", Arg::from(s.to_owned()));
        match e {
            IllegalMove::GameOver(outcome) => {
                self.fmt("illegal-game-over", &[("result", Arg::from(self.outcome_line(outcome)))])
            }
            IllegalMove::NoPiece { square: s } => self.fmt("illegal-no-piece", &[square(s)]),
            IllegalMove::NotYourPiece { square: s, piece, turn } => self.fmt(
                "illegal-not-your-piece",
                &[square(s), ("owner", color(*piece)), ("color", color(*turn))],
            ),
            IllegalMove::NoLegalMove(turn) => self.fmt("illegal-no-legal-move", &[("color", color(*turn))]),
            IllegalMove::CaptureCompulsory => self.get("illegal-capture-compulsory"),
            IllegalMove::CaptureUnfinished => self.get("illegal-capture-unfinished"),
            IllegalMove::MajorityCapture { most } => {
                self.fmt("illegal-majority", &[("most", Arg::from(*most))])
            }
            IllegalMove::PieceCannotMove { square: s } => self.fmt("illegal-piece-cannot-move", &[square(s)]),
            IllegalMove::NotLegal { text } => {
                self.fmt("illegal-not-legal", &[("move", Arg::from(text.clone()))])
            }
        }
    }

    /// Why pieces make no position of the game.
    pub fn position_error(&self, e: &PositionError) -> String {
        let count = |n: u32| Arg::from(n);
        match e {
            PositionError::NoSuchSquare { number, variant } => self
                .fmt("position-no-such-square", &[("number", Arg::from(*number)), ("game", game(*variant))]),
            PositionError::NoSuchPoint { index, points } => self.fmt(
                "position-no-such-point",
                &[("index", Arg::from(*index)), ("points", Arg::from(*points))],
            ),
            PositionError::TwoPieces { square } => {
                self.fmt("position-two-pieces", &[("square", Arg::from(square.clone()))])
            }
            PositionError::ManOnCrowningRow { color: c, number } => self
                .fmt("position-man-on-crowning-row", &[("color", color(*c)), ("number", Arg::from(*number))]),
            PositionError::NoPrinces(variant) => self.fmt("position-no-princes", &[("game", game(*variant))]),
            // Counted in warriors, a prince and a king (Dablot).
            PositionError::TooManyPieces { color: c, count: n, max, variant }
                if variant.piece_names() == PieceNames::WarriorsPrinceKing =>
            {
                self.fmt(
                    "position-too-many-pieces-dablot",
                    &[("color", color(*c)), ("count", count(*n)), ("max", count(*max))],
                )
            }
            PositionError::TooManyPieces { color: c, count: n, max, variant } => self.fmt(
                "position-too-many-pieces",
                &[("color", color(*c)), ("count", count(*n)), ("max", count(*max)), ("game", game(*variant))],
            ),
            PositionError::NoPieces(c) => self.fmt("position-no-pieces", &[("color", color(*c))]),
            PositionError::TooManyWarriors { color: c, count: n } => {
                self.fmt("position-too-many-warriors", &[("color", color(*c)), ("count", count(*n))])
            }
        }
    }

    /// Why a playable position cannot arise in a game.
    pub fn study_note(&self, note: &StudyNote) -> String {
        let (id, c, n) = match *note {
            StudyNote::Princes { color, count } => ("study-note-princes", color, count),
            StudyNote::Kings { color, count } => ("study-note-kings", color, count),
        };
        self.fmt(id, &[("color", color(c)), ("count", Arg::from(n))])
    }

    /// What is wrong with a FEN or a move text, and where (the 1-based column).
    pub fn parse_error(&self, e: &ParseError) -> String {
        self.fmt(
            "parse-at-column",
            &[("column", Arg::from(e.column + 1)), ("error", Arg::from(self.parse_error_kind(&e.kind)))],
        )
    }

    /// What is wrong with a FEN or a move text.
    pub fn parse_error_kind(&self, e: &ParseErrorKind) -> String {
        let text = |t: &str| ("text", Arg::from(t.to_owned()));
        let mv = |t: &str| ("move", Arg::from(t.to_owned()));
        match e {
            ParseErrorKind::EmptyPosition => self.get("parse-empty-position"),
            ParseErrorKind::BadTurn(t) => self.fmt("parse-bad-turn", &[text(t)]),
            ParseErrorKind::BadSide(t) => self.fmt("parse-bad-side", &[text(t)]),
            ParseErrorKind::SideListedTwice(c) => {
                self.fmt("parse-side-listed-twice", &[("color", color(*c))])
            }
            ParseErrorKind::EmptySquare => self.get("parse-empty-square"),
            ParseErrorKind::NotASquare { text: t, variant } => {
                self.fmt("parse-not-a-square", &[text(t), ("game", game(*variant))])
            }
            ParseErrorKind::BadRange(t) => self.fmt("parse-bad-range", &[text(t)]),
            ParseErrorKind::SquareTwice(s) => {
                self.fmt("parse-square-twice", &[("square", Arg::from(s.clone()))])
            }
            ParseErrorKind::Position(e) => self.position_error(e),
            ParseErrorKind::EmptyMove => self.get("parse-empty-move"),
            ParseErrorKind::MissingSquare => self.get("parse-missing-square"),
            ParseErrorKind::TooManyJumps => {
                self.fmt("parse-too-many-jumps", &[("max", Arg::from(damier_rules::MAX_JUMPS))])
            }
            ParseErrorKind::NotAMove(t) => self.fmt("parse-not-a-move", &[text(t)]),
            ParseErrorKind::Refused { text: t, why: Some(why) } => {
                self.fmt("parse-refused", &[mv(t), ("reason", Arg::from(self.illegal_move(why)))])
            }
            ParseErrorKind::Refused { text: t, why: None } => self.fmt("illegal-not-legal", &[mv(t)]),
            ParseErrorKind::NoCaptureBetween { from, to } => self.fmt(
                "parse-no-capture-between",
                &[("from", Arg::from(from.clone())), ("to", Arg::from(to.clone()))],
            ),
            ParseErrorKind::NotLegalHere(t) => self.fmt("illegal-not-legal", &[mv(t)]),
            ParseErrorKind::Ambiguous { text: t, forms } => {
                let forms = forms
                    .iter()
                    .map(String::clone)
                    .reduce(|a, b| self.fmt("list-or", &[("first", Arg::from(a)), ("second", Arg::from(b))]))
                    .unwrap_or_default();
                self.fmt("parse-ambiguous", &[mv(t), ("forms", Arg::from(forms))])
            }
            ParseErrorKind::Illegal(e) => self.illegal_move(e),
        }
    }

    /// What is wrong with a game of a PDN file, and where.
    pub fn pdn_error(&self, e: &PdnError) -> String {
        self.fmt(
            "pdn-at",
            &[
                ("game", Arg::from(e.game)),
                ("line", Arg::from(e.line)),
                ("column", Arg::from(e.column)),
                ("error", Arg::from(self.pdn_error_kind(&e.kind))),
            ],
        )
    }

    /// What is wrong with a game of a PDN file.
    pub fn pdn_error_kind(&self, e: &PdnErrorKind) -> String {
        let name = |n: &str| ("name", Arg::from(n.to_owned()));
        let max = |m: usize| ("max", Arg::from(m));
        match e {
            PdnErrorKind::UnterminatedComment => self.get("pdn-unterminated-comment"),
            PdnErrorKind::UnterminatedVariation => self.get("pdn-unterminated-variation"),
            PdnErrorKind::NagMissing => self.get("pdn-nag-missing"),
            PdnErrorKind::NagOutOfRange(digits) => {
                self.fmt("pdn-nag-out-of-range", &[("digits", Arg::from(digits.clone()))])
            }
            PdnErrorKind::Unexpected(c) => self.fmt("pdn-unexpected", &[("char", Arg::from(c.to_string()))]),
            PdnErrorKind::WordTooLong { max: m } => self.fmt("pdn-word-too-long", &[max(*m)]),
            PdnErrorKind::TagNameTooLong { max: m } => self.fmt("pdn-tag-name-too-long", &[max(*m)]),
            PdnErrorKind::TagNameMissing => self.get("pdn-tag-name-missing"),
            PdnErrorKind::TagQuoteMissing { name: n } => self.fmt("pdn-tag-quote-missing", &[name(n)]),
            PdnErrorKind::TagValueTooLong { name: n, max: m } => {
                self.fmt("pdn-tag-value-too-long", &[name(n), max(*m)])
            }
            PdnErrorKind::TagValueUnterminated { name: n } => {
                self.fmt("pdn-tag-value-unterminated", &[name(n)])
            }
            PdnErrorKind::TagNotClosed { name: n } => self.fmt("pdn-tag-not-closed", &[name(n)]),
            PdnErrorKind::UnknownGameType(v) => {
                self.fmt("pdn-unknown-game-type", &[("value", Arg::from(v.clone()))])
            }
            PdnErrorKind::UnknownVariant(v) => {
                self.fmt("pdn-unknown-variant", &[("value", Arg::from(v.clone()))])
            }
            PdnErrorKind::VariantContradicts { value, game_type } => self.fmt(
                "pdn-variant-contradicts",
                &[("value", Arg::from(value.clone())), ("game", game(*game_type))],
            ),
            PdnErrorKind::BadFen(kind) => {
                self.fmt("pdn-bad-fen", &[("error", Arg::from(self.parse_error_kind(kind)))])
            }
            PdnErrorKind::SuffixWithoutMove(s) => {
                self.fmt("pdn-suffix-without-move", &[("suffix", Arg::from(s.clone()))])
            }
            PdnErrorKind::TooManyMoves { max: m } => self.fmt("pdn-too-many-moves", &[max(*m)]),
            PdnErrorKind::Move { text, error } => {
                // A refusal says why, without repeating the move.
                let why = match error {
                    ParseErrorKind::Refused { why: Some(why), .. } => self.illegal_move(why),
                    ParseErrorKind::Refused { why: None, .. } | ParseErrorKind::NotLegalHere(_) => {
                        self.get("pdn-move-not-legal")
                    }
                    other => self.parse_error_kind(other),
                };
                self.fmt("pdn-move", &[("move", Arg::from(text.clone())), ("error", Arg::from(why))])
            }
            PdnErrorKind::UnknownSuffix(s) => {
                self.fmt("pdn-unknown-suffix", &[("suffix", Arg::from(s.clone()))])
            }
            PdnErrorKind::TooManyGames { max: m } => self.fmt("pdn-too-many-games", &[max(*m)]),
        }
    }

    /// Why a game read does not replay.
    pub fn replay_error(&self, e: &ReplayError) -> String {
        match e {
            ReplayError::WrongVariant { game: g, wanted } => {
                self.fmt("replay-wrong-variant", &[("game", game(*g)), ("wanted", game(*wanted))])
            }
            ReplayError::Fen { fen, error } => self.fmt(
                "replay-fen",
                &[("fen", Arg::from(fen.clone())), ("error", Arg::from(self.parse_error(error)))],
            ),
            ReplayError::Move { number, text, error } => self.fmt(
                "replay-move",
                &[
                    ("number", Arg::from(*number)),
                    ("move", Arg::from(text.clone())),
                    ("error", Arg::from(self.illegal_move(error))),
                ],
            ),
        }
    }

    /// What went wrong with a file, a paste or a position.
    pub fn problem(&self, p: &Problem) -> String {
        match p {
            Problem::Io { op, path: p, cause } => self.fmt(
                "problem-io",
                &[
                    ("op", Arg::from(op.selector())),
                    ("path", path(p)),
                    ("cause", Arg::from(self.io_cause(cause))),
                ],
            ),
            Problem::Rename { from, to, cause } => self.fmt(
                "problem-rename",
                &[("from", path(from)), ("to", path(to)), ("cause", Arg::from(self.io_cause(cause)))],
            ),
            Problem::NotAFile(p) => self.fmt("problem-not-a-file", &[("path", path(p))]),
            Problem::NotAFileName(p) => self.fmt("problem-not-a-file-name", &[("path", path(p))]),
            Problem::TooBig { path: p, size: s, limit } => self.fmt(
                "problem-too-big",
                &[("path", path(p)), ("size", size(self, *s)), ("limit", size(self, *limit))],
            ),
            Problem::NotUtf8 { path: p, line, column } => self.fmt(
                "problem-not-utf8",
                &[("path", path(p)), ("line", Arg::from(*line)), ("column", Arg::from(*column))],
            ),
            Problem::Ron { path: p, error: crate::problem::RonError::Syntax { line, column, .. } } => self
                .fmt(
                    "problem-ron-syntax",
                    &[("path", path(p)), ("line", Arg::from(*line)), ("column", Arg::from(*column))],
                ),
            Problem::Ron { path: p, error: crate::problem::RonError::OutOfRange(value) } => self.fmt(
                "problem-out-of-range",
                &[
                    ("path", path(p)),
                    ("field", Arg::from(value.field.clone())),
                    ("value", Arg::from(value.value.clone())),
                    ("min", Arg::from(value.min.clone())),
                    ("max", Arg::from(value.max.clone())),
                ],
            ),
            Problem::NotReplayed { path: p, why } => self
                .fmt("problem-not-replayed", &[("path", path(p)), ("error", Arg::from(self.problem(why)))]),
            Problem::SavedGameEmpty => self.get("problem-saved-game-empty"),
            Problem::SavedGameVariant { moves, setup } => {
                self.fmt("problem-saved-game-variant", &[("game", game(*moves)), ("wanted", game(*setup))])
            }
            Problem::NotMovedAside { problem, backup, cause } => self.fmt(
                "problem-not-moved-aside",
                &[
                    ("error", Arg::from(self.problem(problem))),
                    ("backup", path(backup)),
                    ("cause", Arg::from(self.io_cause(cause))),
                ],
            ),
            Problem::Encode(detail) => self.fmt("problem-encode", &[("detail", Arg::from(detail.clone()))]),
            Problem::NoGame => self.get("problem-no-game"),
            Problem::Pdn(e) => self.pdn_error(e),
            Problem::Replay(e) => self.replay_error(e),
            Problem::Fen(e) => self.parse_error(e),
            Problem::PasteTooLong { kib } => self.fmt("problem-paste-too-long", &[("kib", Arg::from(*kib))]),
            Problem::NoFileDialog => self.get("problem-no-file-dialog"),
            Problem::FileDialogFailed => self.get("problem-file-dialog-failed"),
            Problem::NoThread(cause) => {
                self.fmt("problem-no-thread", &[("cause", Arg::from(self.io_cause(cause)))])
            }
        }
    }

    /// What the system said, by its kind: the common ones in words, the others by their number.
    fn io_cause(&self, cause: &IoCause) -> String {
        let id = match cause.kind {
            ErrorKind::NotFound => "io-not-found",
            ErrorKind::PermissionDenied => "io-permission-denied",
            ErrorKind::AlreadyExists => "io-already-exists",
            ErrorKind::IsADirectory => "io-is-a-directory",
            ErrorKind::NotADirectory => "io-not-a-directory",
            ErrorKind::DirectoryNotEmpty => "io-directory-not-empty",
            ErrorKind::ReadOnlyFilesystem => "io-read-only",
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded => "io-storage-full",
            ErrorKind::FileTooLarge => "io-file-too-large",
            ErrorKind::InvalidFilename | ErrorKind::InvalidInput => "io-invalid-name",
            _ => {
                return match cause.code {
                    Some(code) => self.fmt("io-other", &[("code", Arg::from(code))]),
                    None => self.get("io-unknown"),
                };
            }
        };
        self.get(id)
    }
}

/// The message of a result's headline: "White wins", "Black wins" or "Draw".
pub fn result_id(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "result-white-wins",
        Some(Color::Black) => "result-black-wins",
        None => "result-draw",
    }
}

#[cfg(test)]
mod tests;
