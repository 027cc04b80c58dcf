use std::path::PathBuf;

use damier_rules::{AnyGame, GameOptions, PdnGame, Variant};

use super::*;
use crate::i18n::Language;
use crate::problem::{FileOp, OutOfRange, RonError};

fn cause(kind: ErrorKind, code: Option<i32>) -> IoCause {
    IoCause { kind, code, text: format!("{kind:?}") }
}

/// One of every illegal move the rules crate names.
fn every_illegal_move() -> Vec<IllegalMove> {
    vec![
        IllegalMove::GameOver(Outcome { winner: Some(Color::Black), reason: OutcomeReason::Resignation }),
        IllegalMove::NoPiece { square: "32".into() },
        IllegalMove::NotYourPiece { square: "19".into(), piece: Color::Black, turn: Color::White },
        IllegalMove::NoLegalMove(Color::White),
        IllegalMove::CaptureCompulsory,
        IllegalMove::CaptureUnfinished,
        IllegalMove::MajorityCapture { most: 3 },
        IllegalMove::PieceCannotMove { square: "46".into() },
        IllegalMove::NotLegal { text: "32-27".into() },
    ]
}

/// One of every reason pieces make no position.
fn every_position_error() -> Vec<PositionError> {
    vec![
        PositionError::NoSuchSquare { number: 51, variant: Variant::International },
        PositionError::NoSuchPoint { index: 80, points: 72 },
        PositionError::TwoPieces { square: "e5".into() },
        PositionError::ManOnCrowningRow { color: Color::White, number: 3 },
        PositionError::NoPrinces(Variant::English),
        PositionError::TooManyPieces {
            color: Color::Black,
            count: 21,
            max: 20,
            variant: Variant::International,
        },
        PositionError::TooManyPieces { color: Color::Black, count: 31, max: 30, variant: Variant::Dablot },
        PositionError::NoPieces(Color::White),
        PositionError::TooManyWarriors { color: Color::Black, count: 29 },
    ]
}

/// One of every FEN or move-text error, those that carry an illegal move or a position
/// error with each of theirs.
fn every_parse_kind(illegal: &[IllegalMove], position: &[PositionError]) -> Vec<ParseErrorKind> {
    let mut kinds = vec![
        ParseErrorKind::EmptyPosition,
        ParseErrorKind::BadTurn("X".into()),
        ParseErrorKind::BadSide("Q".into()),
        ParseErrorKind::SideListedTwice(Color::White),
        ParseErrorKind::EmptySquare,
        ParseErrorKind::NotASquare { text: "99".into(), variant: Variant::English },
        ParseErrorKind::BadRange("40-31".into()),
        ParseErrorKind::SquareTwice("31".into()),
        ParseErrorKind::EmptyMove,
        ParseErrorKind::MissingSquare,
        ParseErrorKind::TooManyJumps,
        ParseErrorKind::NotAMove("32".into()),
        ParseErrorKind::Refused { text: "32-28".into(), why: None },
        ParseErrorKind::NoCaptureBetween { from: "28".into(), to: "17".into() },
        ParseErrorKind::NotLegalHere("28x17".into()),
        ParseErrorKind::Ambiguous { text: "47x36".into(), forms: vec!["47x38x36".into(), "47x41x36".into()] },
    ];
    kinds.extend(
        illegal.iter().cloned().map(|why| ParseErrorKind::Refused { text: "32-28".into(), why: Some(why) }),
    );
    kinds.extend(illegal.iter().cloned().map(ParseErrorKind::Illegal));
    kinds.extend(position.iter().cloned().map(ParseErrorKind::Position));
    kinds
}

/// One of every PDN error, those that carry a FEN or move error with each of `kinds`.
fn every_pdn_kind(kinds: &[ParseErrorKind]) -> Vec<PdnErrorKind> {
    let mut pdn = vec![
        PdnErrorKind::UnterminatedComment,
        PdnErrorKind::UnterminatedVariation,
        PdnErrorKind::NagMissing,
        PdnErrorKind::NagOutOfRange("300".into()),
        PdnErrorKind::Unexpected(')'),
        PdnErrorKind::WordTooLong { max: 256 },
        PdnErrorKind::TagNameTooLong { max: 4096 },
        PdnErrorKind::TagNameMissing,
        PdnErrorKind::TagQuoteMissing { name: "White".into() },
        PdnErrorKind::TagValueTooLong { name: "White".into(), max: 4096 },
        PdnErrorKind::TagValueUnterminated { name: "White".into() },
        PdnErrorKind::TagNotClosed { name: "White".into() },
        PdnErrorKind::UnknownGameType("25".into()),
        PdnErrorKind::UnknownVariant("chess".into()),
        PdnErrorKind::VariantContradicts { value: "dablot".into(), game_type: Variant::English },
        PdnErrorKind::SuffixWithoutMove("!".into()),
        PdnErrorKind::TooManyMoves { max: 10_000 },
        PdnErrorKind::UnknownSuffix("!!!".into()),
        PdnErrorKind::TooManyGames { max: 10_000 },
    ];
    pdn.extend(kinds.iter().cloned().map(PdnErrorKind::BadFen));
    pdn.extend(kinds.iter().cloned().map(|error| PdnErrorKind::Move { text: "33-28".into(), error }));
    pdn
}

/// One of every kind the app words (a new kind must be added here: see `listed`).
fn every_problem() -> Vec<Problem> {
    let path = PathBuf::from("/home/ada/damier/settings.ron");
    let illegal = every_illegal_move();
    let position = every_position_error();
    let kinds = every_parse_kind(&illegal, &position);
    let pdn = every_pdn_kind(&kinds);
    let mut problems = vec![
        Problem::Rename {
            from: path.with_extension("tmp"),
            to: path.clone(),
            cause: cause(ErrorKind::Other, Some(5)),
        },
        Problem::NotAFile(path.clone()),
        Problem::NotAFileName(path.clone()),
        Problem::TooBig { path: path.clone(), size: 11_000_000, limit: 10_485_760 },
        Problem::TooBig { path: path.clone(), size: 2000, limit: 999 },
        Problem::NotUtf8 { path: path.clone(), line: 2, column: 11 },
        Problem::Ron {
            path: path.clone(),
            error: RonError::Syntax { line: 1, column: 27, detail: "Expected bool".into() },
        },
        Problem::Ron {
            path: path.clone(),
            error: RonError::OutOfRange(OutOfRange {
                field: "animation_ms".into(),
                value: "4294967295".into(),
                min: "60".into(),
                max: "600".into(),
            }),
        },
        Problem::NotReplayed { path: path.clone(), why: Box::new(Problem::SavedGameEmpty) },
        Problem::SavedGameEmpty,
        Problem::SavedGameVariant { moves: Variant::English, setup: Variant::Dablot },
        Problem::NotMovedAside {
            problem: Box::new(Problem::NoGame),
            backup: path.with_extension("bak"),
            cause: cause(ErrorKind::DirectoryNotEmpty, Some(39)),
        },
        Problem::Encode("x".into()),
        Problem::NoGame,
        Problem::PasteTooLong { kib: 1024 },
        Problem::NoFileDialog,
        Problem::FileDialogFailed,
        Problem::NoThread(cause(ErrorKind::OutOfMemory, None)),
    ];
    for (op, kind) in [
        (FileOp::Open, ErrorKind::NotFound),
        (FileOp::Read, ErrorKind::PermissionDenied),
        (FileOp::Create, ErrorKind::AlreadyExists),
        (FileOp::Write, ErrorKind::IsADirectory),
        (FileOp::CreateFolder, ErrorKind::NotADirectory),
        (FileOp::FollowLink, ErrorKind::ReadOnlyFilesystem),
        (FileOp::Write, ErrorKind::StorageFull),
        (FileOp::Write, ErrorKind::FileTooLarge),
        (FileOp::Create, ErrorKind::InvalidFilename),
        (FileOp::Read, ErrorKind::Interrupted),
    ] {
        problems.push(Problem::Io { op, path: path.clone(), cause: cause(kind, Some(4)) });
    }
    problems.extend(kinds.iter().cloned().map(|kind| Problem::Fen(ParseError::new(4, kind))));
    problems
        .extend(pdn.into_iter().map(|kind| Problem::Pdn(PdnError { game: 2, line: 7, column: 12, kind })));
    let fen = ParseError::new(0, ParseErrorKind::EmptyPosition);
    problems.extend([
        Problem::Replay(ReplayError::WrongVariant { game: Variant::Dablot, wanted: Variant::English }),
        Problem::Replay(ReplayError::Fen { fen: "X".into(), error: fen }),
    ]);
    problems.extend(
        illegal
            .into_iter()
            .map(|error| Problem::Replay(ReplayError::Move { number: 12, text: "32-28".into(), error })),
    );
    problems
}

/// Every kind of problem, listed: a new kind fails to compile here until `every_problem`
/// has one.
#[allow(dead_code)]
fn listed(p: &Problem) {
    match p {
        Problem::Io { .. }
        | Problem::Rename { .. }
        | Problem::NotAFile(_)
        | Problem::NotAFileName(_)
        | Problem::TooBig { .. }
        | Problem::NotUtf8 { .. }
        | Problem::Ron { .. }
        | Problem::NotReplayed { .. }
        | Problem::SavedGameEmpty
        | Problem::SavedGameVariant { .. }
        | Problem::NotMovedAside { .. }
        | Problem::Encode(_)
        | Problem::NoGame
        | Problem::Pdn(_)
        | Problem::Replay(_)
        | Problem::Fen(_)
        | Problem::PasteTooLong { .. }
        | Problem::NoFileDialog
        | Problem::FileDialogFailed
        | Problem::NoThread(_) => {}
    }
}

#[test]
fn every_kind_is_worded_in_every_language_with_no_english_left() {
    let problems = every_problem();
    assert!(problems.len() > 150, "{}", problems.len());
    let english = Tr::new(Language::English);
    for language in Language::ALL {
        let tr = Tr::new(language);
        for p in &problems {
            let text = tr.problem(p);
            assert!(!text.contains("{$") && !text.trim().is_empty(), "{language:?} {p:?}: {text}");
            if language != Language::English {
                // Nothing of the English wording is left (names, numbers and paths aside).
                assert_ne!(text, english.problem(p), "{language:?} {p:?}");
                assert_ne!(text, p.to_string(), "{language:?} {p:?}");
            }
        }
    }
}

#[test]
fn study_notes_are_worded_in_every_language() {
    let notes = [
        StudyNote::Princes { color: Color::Black, count: 2 },
        StudyNote::Kings { color: Color::White, count: 3 },
    ];
    let english = Tr::new(Language::English);
    assert_eq!(
        english.study_note(&notes[1]),
        "White has 3 kings: a study position (a game starts with one); each still captures only by its rank"
    );
    for language in Language::ALL {
        let tr = Tr::new(language);
        for note in &notes {
            let text = tr.study_note(note);
            assert!(text.contains(['2', '3']) && !text.contains("{$"), "{language:?}: {text}");
            if language != Language::English {
                assert_ne!(text, english.study_note(note), "{language:?}");
            }
        }
    }
}

#[test]
fn a_fen_error_gives_its_column_and_a_pdn_error_its_game_line_and_column() {
    let fr = Tr::new(Language::French);
    let error = AnyGame::from_fen(Variant::International, GameOptions::default(), "W:W31-50:B1-20,99")
        .expect_err("no square 99");
    assert_eq!(error.column, 15);
    assert_eq!(fr.parse_error(&error), "colonne 16 : « 99 » n'est pas une case des dames internationales");
    let e =
        damier_rules::read_pdn("[Event \"x\"]\n1. 32-28 19-23 2. 33-28 *").remove(0).expect_err("illegal");
    let hr = Tr::new(Language::Croatian);
    assert_eq!(hr.pdn_error(&e), "partija 1, redak 2, stupac 19: 33-28 nije dopušten: uzimanje je obavezno");
    let game = PdnGame { start_fen: Some("W:W31,99:B".into()), ..PdnGame::new(Variant::International) };
    let e = AnyGame::from_pdn(&game, GameOptions::default()).expect_err("no square 99");
    assert_eq!(hr.replay_error(&e), "FEN „W:W31,99:B”: stupac 7: „99” nije polje međunarodne dame");
}

#[test]
fn results_are_worded_with_the_loser_and_the_points() {
    let en = Tr::new(Language::English);
    let outcome = Outcome { winner: Some(Color::Black), reason: OutcomeReason::TimeForfeit };
    assert_eq!(en.outcome_line(&outcome), "Black wins: White ran out of time");
    let fr = Tr::new(Language::French);
    assert_eq!(fr.outcome_line(&outcome), "Les noirs gagnent. Les blancs ont dépassé leur temps");
    let hr = Tr::new(Language::Croatian);
    let arbiter = Outcome { winner: None, reason: OutcomeReason::Arbiter { white: 21, black: 21 } };
    assert_eq!(hr.outcome_line(&arbiter), "Neriješeno: Odluka suca: Bijeli 21 bod, Crni 21 bod");
}
