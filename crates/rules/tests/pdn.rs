//! PDN files (`damier_rules::pdn`): tags, movetext, several games per file, errors that name
//! the game, line and column, and the write → read round trip for the three games.

use damier_rules::pdn::LINE_WIDTH;
use damier_rules::{
    Color, Dablot, English, Game, GameOptions, International, Move, Outcome, OutcomeReason, PdnError,
    PdnGame, PdnLine, PdnMove, PdnVariation, Position, Variant, read_pdn, write_pdn,
};
use proptest::prelude::*;

// ---- helpers ------------------------------------------------------------------------------

fn read_one(text: &str) -> PdnGame {
    let mut games = read_pdn(text);
    assert_eq!(games.len(), 1, "{text}\n{games:?}");
    match games.remove(0) {
        Ok(g) => g,
        Err(e) => panic!("{e}\n{text}"),
    }
}

fn read_err(text: &str) -> PdnError {
    let mut games = read_pdn(text);
    assert_eq!(games.len(), 1, "{text}\n{games:?}");
    match games.remove(0) {
        Ok(g) => panic!("expected an error, read {g:?}"),
        Err(e) => e,
    }
}

fn check_widths(text: &str) {
    for line in text.lines() {
        let long_word = !line.contains(' ') || line.starts_with(';') || line.starts_with('[');
        assert!(line.chars().count() <= LINE_WIDTH || long_word, "line too long: {line:?}");
    }
}

/// Writes `g`, checks the line widths, reads it back and checks it is `g`; returns the text.
fn round_trip(g: &PdnGame) -> String {
    let text = write_pdn(std::slice::from_ref(g));
    check_widths(&text);
    let back = read_pdn(&text);
    assert_eq!(back, vec![Ok(g.clone())], "\n{text}");
    text
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays up to `plies` pseudo-random legal moves from `start`, stopping when the game ends.
fn random_game<P: Position>(start: P, plies: usize, seed: u64) -> Game<P> {
    let mut rng = Rng(seed | 1);
    let mut game = Game::new(start, GameOptions::default());
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.position().legal_moves();
        let m = moves[rng.below(moves.len())];
        game.play(&m).expect("a legal move");
    }
    game
}

const COMMENTS: [&str; 6] = [
    "good",
    "a longer comment that goes on and on to make the line wrap",
    "",
    "has } brace",
    "x",
    "{nested? no",
];
const VARIATIONS: [&str; 5] = [
    "",
    "1. 32-29 {not legal} 18-23",
    "a (b (c) d) {with ) paren} e",
    "x ; line comment with ) and {\ny",
    "ends in a line comment ; here",
];

/// Puts pseudo-random NAGs, comments and variations on the moves of `g`.
fn annotate(g: &mut PdnGame, seed: u64) {
    let mut rng = Rng(seed | 1);
    if rng.below(3) == 0 {
        g.comment = Some(COMMENTS[rng.below(COMMENTS.len())].to_owned());
    }
    for m in &mut g.moves {
        for _ in 0..rng.below(3) {
            m.nags.push(rng.below(256) as u8);
        }
        if rng.below(3) == 0 {
            m.comment = Some(COMMENTS[rng.below(COMMENTS.len())].to_owned());
        }
        for _ in 0..rng.below(3) {
            let v = VARIATIONS[rng.below(VARIATIONS.len())];
            // An empty variation reads as a line without moves.
            m.variations.push(if v.is_empty() { PdnVariation::Line(PdnLine::default()) } else { as_text(v) });
        }
    }
}

/// `moves` in notation, replayed from `pos`.
fn line_texts<P: Position>(mut pos: P, moves: &[PdnMove]) -> Vec<String> {
    moves
        .iter()
        .map(|m| {
            let t = pos.move_to_string(&m.mv);
            pos = pos.play(&m.mv).expect("a legal move of the variation");
            t
        })
        .collect()
}

fn as_text(variation: &str) -> PdnVariation {
    PdnVariation::Text(variation.to_owned())
}

fn tags(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

fn international(fen: &str) -> International {
    International::from_fen(fen).expect("a valid FEN")
}

// ---- reading ------------------------------------------------------------------------------

#[test]
fn reads_tags_numbers_nags_comments_and_variations() {
    let text = r#"[Event "Test \"quoted\" and \\ back"]
[White "Alice"]
[Black "Bob"]
[Date "2024.01.02"]
[GameType "20,W,10,10,N2,0"]
[SetUp "1"]
[Annotator "me"]
{Opening   comment}
1. 32-28 19-23! 2.28x19 $14 {first} {second ; not a line comment}
2... 14x23?! (2... 13x24 3. 33-29 (3. 34-29 {a ) in braces} 24x33) 24x33) ; line comment
3. 37-32!! 10-14?? 4. 41-37!? 5-10 *
"#;
    let g = read_one(text);
    assert_eq!(g.variant, Variant::International);
    assert_eq!(
        g.tags,
        tags(&[
            ("Event", "Test \"quoted\" and \\ back"),
            ("Date", "2024.01.02"),
            ("White", "Alice"),
            ("Black", "Bob"),
            ("Annotator", "me"),
        ])
    );
    assert_eq!(g.tag("White"), Some("Alice"));
    assert_eq!(g.start_fen, None);
    assert_eq!(g.result, None);
    assert_eq!(g.comment.as_deref(), Some("Opening comment"));
    let texts = line_texts(International::start(), &g.moves);
    assert_eq!(texts, ["32-28", "19-23", "28x19", "14x23", "37-32", "10-14", "41-37", "5-10"]);
    let nags: Vec<Vec<u8>> = g.moves.iter().map(|m| m.nags.clone()).collect();
    assert_eq!(nags, [vec![], vec![1], vec![14], vec![6], vec![3], vec![4], vec![5], vec![]]);
    assert_eq!(g.moves[2].comment.as_deref(), Some("first second ; not a line comment"));
    assert_eq!(g.moves[3].comment.as_deref(), Some("line comment"));
    // The variation replays from the position before 14x23: a tree of moves.
    let before = (0..3).fold(International::start(), |p, i| p.play(&g.moves[i].mv).expect("legal"));
    let [PdnVariation::Line(line)] = g.moves[3].variations.as_slice() else { panic!("{:?}", g.moves[3]) };
    assert_eq!(line.comment, None);
    assert_eq!(line_texts(before, &line.moves), ["13x24", "33-29", "24x33"]);
    // 24x33 is no move after 34-29: that variation stays text.
    assert_eq!(line.moves[1].variations, [as_text("3. 34-29 {a ) in braces} 24x33")]);
    round_trip(&g);
}

#[test]
fn variations_keep_line_comments_and_are_never_checked() {
    let text = "1. 32-28 (1. 99-98 ; a ) comment\n {x\n  y} (nested ; z\n) ) 18-23 2-0";
    let g = read_one(text);
    assert_eq!(g.moves[0].variations, [as_text("1. 99-98 ; a ) comment\n{x y} (nested ; z\n)")]);
    assert_eq!(g.result, Some(Some(Color::White)));
    let written = round_trip(&g);
    assert!(written.contains("; a ) comment\n"), "{written}");
}

#[test]
fn results_in_every_form() {
    let cases: [(&str, Option<Option<Color>>); 8] = [
        ("2-0", Some(Some(Color::White))),
        ("1-0", Some(Some(Color::White))),
        ("0-2", Some(Some(Color::Black))),
        ("0-1", Some(Some(Color::Black))),
        ("1-1", Some(None)),
        ("1/2-1/2", Some(None)),
        ("0-0", None),
        ("*", None),
    ];
    for (token, result) in cases {
        assert_eq!(read_one(&format!("1. 32-28 {token}")).result, result, "{token}");
        // The Result tag counts when the movetext has no result token.
        assert_eq!(read_one(&format!("[Result \"{token}\"]\n1. 32-28")).result, result, "{token}");
    }
    // The token wins over the tag.
    assert_eq!(read_one("[Result \"2-0\"]\n1. 32-28 *").result, None);
    assert_eq!(read_one("[Result \"?\"]\n1. 32-28").result, None);
}

#[test]
fn missing_game_type_is_international_and_variant_tag_names_the_game() {
    assert_eq!(read_one("1. 32-28 *").variant, Variant::International);
    assert_eq!(read_one("[GameType \"20\"]\n*").variant, Variant::International);
    assert_eq!(read_one("[GameType \"21,B,8,8,N1,0\"]\n1. 9-13 *").variant, Variant::English);
    assert_eq!(read_one("[Variant \"Dablot\"]\n1. a5-b6 *").variant, Variant::Dablot);
    assert_eq!(read_one("[Variant \"english\"]\n[GameType \"21\"]\n*").variant, Variant::English);
    let e = read_err("[GameType \"20\"]\n[Variant \"Dablot\"]\n*");
    assert_eq!((e.line, e.column), (2, 1), "{e}");
    assert!(e.message().contains("contradicts"), "{e}");
    let e = read_err("[Variant \"chess\"]\n*");
    assert!(e.message().contains("unknown variant"), "{e}");
}

#[test]
fn games_without_tags_are_split_by_results_and_trailing_comments_are_no_game() {
    let games = read_pdn("1. 32-28 18-23 2-0 1. 31-27 1-1\n\n1. 34-30 * {just a comment}\n");
    assert_eq!(games.len(), 3, "{games:?}");
    assert!(games.iter().all(Result::is_ok), "{games:?}");
    assert_eq!(read_pdn("  \n\n").len(), 0);
    assert_eq!(read_pdn("{only a comment}").len(), 0);
    // A tag section after movetext starts a new game even without a result token.
    let games = read_pdn("[Event \"a\"]\n1. 32-28\n[Event \"b\"]\n1. 31-27\n");
    assert_eq!(games.len(), 2, "{games:?}");
    let names: Vec<Option<&str>> =
        games.iter().map(|g| g.as_ref().ok().and_then(|g| g.tag("Event"))).collect();
    assert_eq!(names, [Some("a"), Some("b")]);
}

#[test]
fn hub_and_long_forms_are_read() {
    // 1. 32-28 19-23: White must take 23 with 28, landing on 19.
    let g = read_one("1. 32-28 19-23 2. 28x19x23 *");
    assert_eq!(g.moves[2].mv, Move::capture(27, &[18], &[22]));
    let g = read_one("1. 32-28 19-23 2. 28x19 *");
    assert_eq!(g.moves[2].mv, Move::capture(27, &[18], &[22]));
    let g = read_one("1. 32-28 19-23 2. 28:19 *");
    assert_eq!(g.moves.len(), 3);
}

// ---- errors -------------------------------------------------------------------------------

const GAME_1: &str = "[Event \"one\"]\n[White \"a\"]\n\n1. 32-28 18-23 2. 37-32 12-18 2-0\n";
const GAME_3: &str = "[Event \"three\"]\n\n1. 31-27 17-21 *\n";

/// A file whose middle game is `middle`; checks games 1 and 3 load and returns game 2's error.
fn middle_error(middle: &str) -> PdnError {
    let text = format!("{GAME_1}\n{middle}\n{GAME_3}");
    let games = read_pdn(&text);
    assert_eq!(games.len(), 3, "{text}\n{games:?}");
    let events: Vec<Option<&str>> =
        games.iter().map(|g| g.as_ref().ok().and_then(|g| g.tag("Event"))).collect();
    assert_eq!(events, [Some("one"), None, Some("three")], "{text}\n{games:?}");
    match &games[1] {
        Err(e) => {
            assert_eq!(e.game, 2);
            let shown = e.to_string();
            assert!(shown.starts_with(&format!("game 2, line {}, column {}: ", e.line, e.column)), "{shown}");
            e.clone()
        }
        Ok(g) => panic!("game 2 read: {g:?}"),
    }
}

#[test]
fn an_illegal_move_names_its_game_line_and_column_and_the_others_load() {
    // GAME_1 is lines 1-4, then a blank line; game 2 starts on line 6.
    let e = middle_error("[Event \"two\"]\n\n1. 32-28 18-23\n2. 33-28 12-18 2-0\n");
    assert_eq!((e.line, e.column), (9, 4), "{e}");
    assert!(e.message().starts_with("33-28 is not legal"), "{e}");
}

#[test]
fn errors_in_tags_and_tokens_are_reported() {
    let e = middle_error("[Event \"two\"]\n[GameType \"30,W,10,10,N2,0\"]\n\n1. 32-28 *\n");
    assert_eq!((e.line, e.column), (7, 1), "{e}");
    assert!(e.message().contains("unknown GameType"), "{e}");

    let e = middle_error("[Event \"two\"]\n[FEN \"W:W31-50:B1-20,99\"]\n\n1. 32-28 *\n");
    assert_eq!(e.line, 7, "{e}");
    assert!(e.message().contains("bad FEN") && e.message().contains("99"), "{e}");

    let e = middle_error("[Event \"two\"]\n[White \"unterminated]\n\n1. 32-28 *\n");
    assert_eq!((e.line, e.column), (7, 1), "{e}");
    assert!(e.message().contains("unterminated value of tag White"), "{e}");

    let e = middle_error("[Event \"two\"]\n[White Bob]\n\n1. 32-28 *\n");
    assert!(e.message().contains("expected '\"'"), "{e}");

    let e = middle_error("[Event \"two\"]\n\n1. 32-28 $300 *\n");
    assert_eq!((e.line, e.column), (8, 10), "{e}");

    let e = middle_error("[Event \"two\"]\n\n1. 32-28 ) 18-23 *\n");
    assert!(e.message().contains("unexpected ')'"), "{e}");

    let e = middle_error("[Event \"two\"]\n\n1. 32-28!x 18-23 *\n");
    assert!(e.message().contains("32-28!x"), "{e}");

    let e = middle_error(
        "[Event \"two\"]\n\n1. 32-28 18-23 2. 1x2x3x4x5x6x7x8x9x10x11x12x13x14x15x16x17x18x19x20x21x22x23x24x25x26x27x28x29x30x31x32 *\n",
    );
    assert_eq!((e.line, e.column), (8, 19), "{e}");
}

#[test]
fn unterminated_comments_and_variations_do_not_swallow_the_next_game() {
    let e = middle_error("[Event \"two\"]\n\n1. 32-28 {never closed\n18-23 2. 37-32 *\n");
    assert_eq!((e.line, e.column), (8, 10), "{e}");
    assert!(e.message().contains("unterminated comment"), "{e}");

    let e = middle_error("[Event \"two\"]\n\n1. 32-28 (1. 31-27 ((\n18-23 2. 37-32 *\n");
    assert!(e.message().contains("unterminated variation"), "{e}");

    // The first problem in the text is the one reported.
    let e = middle_error("[Event \"two\"]\n\n1. 32-28 33-29 {never closed\n");
    assert!(e.message().contains("33-29"), "{e}");
}

#[test]
fn a_variation_ends_at_the_next_tag_line() {
    let games = read_pdn("[Event \"a\"]\n1. 32-28 (18-23 2. 33-29\n[Event \"b\"]\n1. 31-27 *\n");
    assert_eq!(games.len(), 2, "{games:?}");
    let e = games[0].clone().expect_err("the variation is unterminated");
    assert_eq!((e.game, e.line, e.column), (1, 2, 10), "{e}");
    assert!(e.message().contains("unterminated variation"), "{e}");
    assert_eq!(games[1].as_ref().map(|g| g.tag("Event")), Ok(Some("b")));
    // A `;` comment inside a variation ends with its line; a tag line after it still ends
    // the variation.
    let games = read_pdn("1. 32-28 (18-23 ; note\n[Event \"b\"]\n1. 31-27 *\n");
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games[0].is_err() && games[1].is_ok(), "{games:?}");
}

#[test]
fn a_written_variation_never_starts_a_line_with_a_bracket() {
    let mut g = PdnGame::from_game(&random_game(International::start(), 4, 7), Vec::new());
    let filler = "18-23 ".repeat(12);
    g.moves[0].variations.push(as_text(format!("{filler}[a] {filler}[b] [c] {filler}").trim_end()));
    g.moves[1].variations.push(as_text("x ; [not a tag]\ny"));
    let text = round_trip(&g);
    assert!(text.lines().filter(|l| l.trim_start().starts_with('[')).all(|l| l.ends_with("\"]")), "\n{text}");
}

#[test]
fn reading_is_linear_in_the_adversarial_shapes() {
    // Each of these took time quadratic in the size (0.8 MB of the first: 58 s); now each
    // megabyte reads in well under a second, even in a debug build of the tests.
    let mb = 1_000_000;
    let repeat = |head: &str, unit: &str| format!("{head}{}", unit.repeat(mb / unit.len()));
    for text in [
        repeat("", "[Event \"g\"]\n1. 32-28 (18-23 2. 33-29\n"),
        repeat("", "[Event \"g\"]\n1. 32-28 {note\n"),
        repeat("1. 32-28 ", "("),
        repeat("", "* "),
        repeat("[FEN \"W:W", "31-50,"),
    ] {
        let start = std::time::Instant::now();
        let games = damier_rules::PdnReader::new(&text).count();
        let secs = start.elapsed().as_secs_f64();
        assert!(secs < 2.0, "{games} games in {secs:.2} s: {}", &text[..40]);
    }
}

#[test]
fn read_pdn_keeps_at_most_max_games_and_says_so() {
    let text = "* ".repeat(damier_rules::pdn::MAX_GAMES + 5);
    let games = read_pdn(&text);
    assert_eq!(games.len(), damier_rules::pdn::MAX_GAMES + 1);
    let e = games.last().cloned().expect("games").expect_err("the last is the limit");
    assert_eq!(e.game, damier_rules::pdn::MAX_GAMES + 1);
    assert!(e.message().contains("more than"), "{e}");
    // The reader gives the first game without reading the rest.
    let first = damier_rules::PdnReader::new(&text).next();
    assert_eq!(first, Some(Ok(PdnGame::new(Variant::International))));
}

#[test]
fn tags_and_words_have_a_length_limit() {
    let long = "31-50,".repeat(damier_rules::pdn::MAX_TAG_LEN / 6 + 1);
    let e = read_err(&format!("[FEN \"W:W{long}\"]\n1. 32-28 *\n"));
    assert!(e.message().contains("longer than"), "{e}");
    // A FEN of repeated ranges within the limit is an error at the first square taken twice.
    let e = read_err("[FEN \"W:W31-50,31-50,31-50\"]\n1. 32-28 *\n");
    assert!(e.message().contains("holds two pieces"), "{e}");
    assert_eq!((e.line, e.column), (1, 16), "{e}");
    let e = read_err(&format!("1. {} *\n", "32-28x".repeat(100)));
    assert!(e.message().contains("no move"), "{e}");
}

#[test]
fn a_game_has_at_most_max_moves() {
    // Two kings going back and forth: legal moves, a game far longer than any real one.
    let shuffle = |plies: usize| {
        let moves: Vec<&str> = ["50-44", "1-7", "44-50", "7-1"].into_iter().cycle().take(plies).collect();
        format!("[FEN \"W:WK50:BK1\"]\n{} *\n", moves.join(" "))
    };
    let max = damier_rules::pdn::MAX_MOVES;
    assert_eq!(read_one(&shuffle(max)).moves.len(), max);
    let e = read_err(&shuffle(max + 1));
    assert!(e.message().contains("more than"), "{e}");
}

// ---- writing and the round trip -----------------------------------------------------------

#[test]
fn writes_tags_in_order_and_the_variant_s_result() {
    let mut g = PdnGame::new(Variant::International);
    g.tags = tags(&[("Annotator", "x"), ("Black", "B"), ("Event", "E"), ("Round", "1"), ("GameType", "21")]);
    g.result = Some(Some(Color::Black));
    let text = write_pdn(&[g.clone()]);
    assert_eq!(
        text,
        "[Event \"E\"]\n[Round \"1\"]\n[Black \"B\"]\n[Result \"0-2\"]\n[GameType \"20,W,10,10,N2,0\"]\n[Annotator \"x\"]\n\n0-2\n"
    );
    let back = read_one(&text);
    assert_eq!(back.tags, tags(&[("Event", "E"), ("Round", "1"), ("Black", "B"), ("Annotator", "x")]));

    g.variant = Variant::English;
    g.result = Some(None);
    let text = write_pdn(&[g]);
    assert!(text.contains("[Result \"1/2-1/2\"]\n[GameType \"21,B,8,8,N1,0\"]\n"), "{text}");
    assert!(text.ends_with("\n1/2-1/2\n"), "{text}");
}

#[test]
fn international_game_round_trips_with_annotations() {
    for seed in 1..=20u64 {
        let game = random_game(International::start(), 90, seed);
        let mut g = PdnGame::from_game(&game, tags(&[("White", "w"), ("Event", "random \"game\"")]));
        annotate(&mut g, seed);
        let text = round_trip(&g);
        assert!(text.starts_with("[Event \"random \\\"game\\\"\"]\n[White \"w\"]\n[Result \""), "{text}");
        assert!(text.contains("1. "), "{text}");
    }
}

#[test]
fn english_numbers_black_s_moves_first() {
    let game = random_game(English::start(), 30, 7);
    let mut g = PdnGame::from_game(&game, Vec::new());
    let text = round_trip(&g);
    assert!(text.contains("[GameType \"21,B,8,8,N1,0\"]"), "{text}");
    // Black's first move is numbered 1., White's reply is not numbered.
    let first = English::start().move_to_string(&game.moves()[0]);
    let second = game.positions()[1].move_to_string(&game.moves()[1]);
    assert!(text.contains(&format!("\n1. {first} {second} 2. ")), "{text}");
    g.result = Some(Some(Color::White));
    assert!(round_trip(&g).ends_with(" 1-0\n"));
    for seed in 1..=10 {
        let game = random_game(English::start(), 120, seed);
        let mut g = PdnGame::from_game(&game, Vec::new());
        annotate(&mut g, seed);
        round_trip(&g);
    }
}

#[test]
fn dablot_round_trips_with_its_variant_tag_and_long_captures() {
    let mut captures = 0;
    for seed in 1..=10 {
        let game = random_game(Dablot::start(), 80, seed);
        captures += game.moves().iter().filter(|m| m.is_capture()).count();
        let mut g = PdnGame::from_game(&game, tags(&[("Event", "dablot")]));
        annotate(&mut g, seed);
        let text = round_trip(&g);
        assert!(text.contains("[Variant \"Dablot\"]\n"), "{text}");
        assert!(!text.contains("GameType"), "{text}");
    }
    assert!(captures > 0, "no capture in the sample games");
    // Dablot writes every landing point; a multiple capture read back from text.
    let g = read_one("[Variant \"Dablot\"]\n[FEN \"W:We1:Bf2,f4\"]\n1. e1xg3xe5 1-0");
    assert_eq!(g.moves[0].mv.captures().len(), 2);
    assert!(write_pdn(&[g]).contains("1. e1xg3xe5 1-0"));
}

#[test]
fn a_fen_with_black_to_move_numbers_the_first_move_1_dots() {
    let fen = "B:W31,32,33,40:B10,18,19,20";
    let start = international(fen);
    let game = random_game(start, 5, 3);
    let g = PdnGame::from_game(&game, Vec::new());
    assert_eq!(g.start_fen.as_deref(), Some(start.to_fen().as_str()));
    let text = round_trip(&g);
    assert!(text.contains(&format!("[FEN \"{}\"]", start.to_fen())), "{text}");
    let first = start.move_to_string(&game.moves()[0]);
    assert!(text.contains(&format!("\n1... {first} 2. ")), "{text}");
    // After a comment, Black's move carries its number again.
    let mut g = PdnGame::from_game(&random_game(International::start(), 4, 3), Vec::new());
    g.moves[0].comment = Some("hm".to_owned());
    let text = round_trip(&g);
    assert!(text.contains("{hm} 1... "), "{text}");
}

#[test]
fn ambiguous_captures_are_written_in_the_long_form() {
    // A white king on 47 can take 14 and 10 (or 29 and 13) going round by 20 and 9 or by 15
    // and 4, and land on the same squares: the short form would name two moves.
    let pos = international("W:WK47:B14,29,13,10");
    let moves = pos.legal_moves();
    let pairs: Vec<(Move, Move)> = moves
        .iter()
        .enumerate()
        .flat_map(|(i, a)| moves[i + 1..].iter().map(move |b| (*a, *b)))
        .filter(|(a, b)| a.from() == b.from() && a.to() == b.to())
        .collect();
    assert!(!pairs.is_empty());
    for &(a, b) in &pairs {
        assert_ne!(a.captured_set(), b.captured_set());
        for m in [a, b] {
            let text = pos.move_to_string(&m);
            assert_eq!(text.matches('x').count(), m.captures().len(), "{text}");
            let mut game = Game::new(pos, GameOptions::default());
            game.play(&m).expect("legal");
            let g = PdnGame::from_game(&game, Vec::new());
            let written = round_trip(&g);
            assert!(written.contains(&format!("1. {text} ")), "{written}");
        }
    }
    let texts: Vec<String> = moves.iter().map(|m| pos.move_to_string(m)).collect();
    assert!(
        texts.contains(&"47x20x9x36".to_owned()) && texts.contains(&"47x15x4x36".to_owned()),
        "{texts:?}"
    );
    // The short form of an ambiguous capture is refused, with both long forms named.
    let e = read_err("[FEN \"W:WK47:B14,29,13,10\"]\n1. 47x36 *");
    assert!(e.message().contains("47x20x9x36") && e.message().contains("47x15x4x36"), "{e}");
}

#[test]
fn a_king_crossing_its_own_start_square_round_trips() {
    // Both captures pass back over 31, where the king started.
    let pos = international("W:WK31:B27,23,8,19,39,28,42");
    for m in pos.legal_moves() {
        let mut game = Game::new(pos, GameOptions::default());
        game.play(&m).expect("legal");
        if let Some(reply) = game.position().legal_moves().first() {
            game.play(reply).expect("legal");
        }
        round_trip(&PdnGame::from_game(&game, Vec::new()));
    }
}

#[test]
fn several_games_round_trip_in_one_file() {
    let mut games = vec![
        PdnGame::from_game(&random_game(International::start(), 40, 11), tags(&[("Event", "1")])),
        PdnGame::from_game(&random_game(English::start(), 40, 12), tags(&[("Event", "2")])),
        PdnGame::from_game(&random_game(Dablot::start(), 40, 13), tags(&[("Event", "3")])),
        PdnGame::new(Variant::Dablot),
    ];
    for (i, g) in games.iter_mut().enumerate() {
        annotate(g, i as u64 + 100);
    }
    let text = write_pdn(&games);
    check_widths(&text);
    let back: Vec<Result<PdnGame, PdnError>> = games.iter().cloned().map(Ok).collect();
    assert_eq!(read_pdn(&text), back, "\n{text}");
}

// ---- conversions --------------------------------------------------------------------------

#[test]
fn from_game_and_to_game() {
    let mut game = random_game(International::start(), 20, 5);
    game.declare(Outcome { winner: Some(Color::Black), reason: OutcomeReason::Resignation });
    let g = PdnGame::from_game(&game, tags(&[("FEN", "ignored"), ("Result", "2-0"), ("White", "w")]));
    assert_eq!(g.result, Some(Some(Color::Black)));
    assert_eq!(g.tags, tags(&[("White", "w")]));
    assert_eq!(g.start_fen, None);

    let back: Game<International> = g.to_game(GameOptions::default()).expect("replays");
    assert_eq!(back.moves(), game.moves());
    assert_eq!(back.outcome().map(|o| o.winner), Some(Some(Color::Black)));
    assert!(g.to_game::<English>(GameOptions::default()).is_err());

    // A finished game keeps the rules' outcome.
    let pos = international("W:W28:B23");
    let mut game = Game::new(pos, GameOptions::default());
    game.play_text("28x19").expect("legal");
    let g = PdnGame::from_game(&game, Vec::new());
    assert_eq!(g.result, Some(Some(Color::White)));
    assert_eq!(g.start_fen.as_deref(), Some("W:W28:B23"));
    let back: Game<International> = g.to_game(GameOptions::default()).expect("replays");
    assert_eq!(back.outcome().map(|o| o.reason), Some(OutcomeReason::NoPieces));

    // A move after the end of the game is refused.
    let mut late = g.clone();
    late.moves.push(PdnMove::new(Move::quiet(18, 12)));
    assert!(late.to_game::<International>(GameOptions::default()).is_err());
    let mut bad = g;
    bad.start_fen = Some("nonsense".to_owned());
    assert!(bad.to_game::<International>(GameOptions::default()).is_err());
}

#[test]
fn a_game_that_does_not_replay_is_still_written() {
    let mut g = PdnGame::new(Variant::International);
    g.moves.push(PdnMove::new(Move::quiet(31, 27)));
    g.moves.push(PdnMove::new(Move::quiet(5, 9)));
    let text = write_pdn(&[g]);
    assert!(text.contains("1. 32-28 6-10 *"), "{text}");
    let mut g = PdnGame::new(Variant::Dablot);
    g.start_fen = Some("not a fen".to_owned());
    g.moves.push(PdnMove::new(Move::quiet(0, 6)));
    let text = write_pdn(&[g]);
    assert!(text.contains("1. a1-b2 *"), "{text}");
}

// ---- never a panic ------------------------------------------------------------------------

/// A valid file with the three games and every kind of token.
fn sample_file() -> String {
    let mut games = Vec::new();
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let mut g = match variant {
            Variant::International => {
                PdnGame::from_game(&random_game(International::start(), 30, 21), Vec::new())
            }
            Variant::English => PdnGame::from_game(&random_game(English::start(), 30, 22), Vec::new()),
            Variant::Dablot => PdnGame::from_game(&random_game(Dablot::start(), 30, 23), Vec::new()),
        };
        g.tags = tags(&[("Event", "sample"), ("White", "a \\ \"b\"")]);
        annotate(&mut g, i as u64 + 7);
        games.push(g);
    }
    let mut text = write_pdn(&games);
    text.push_str("\n1. 32-28! 18-23?? 2. 37-32 $5 ; x\n12-18 1/2-1/2\n");
    text
}

/// Reads `text`; every game that loads must survive the round trip.
fn read_and_round_trip(text: &str) {
    for g in read_pdn(text).into_iter().flatten() {
        let written = write_pdn(std::slice::from_ref(&g));
        assert_eq!(read_pdn(&written), vec![Ok(g)], "\n{written}");
    }
}

#[test]
fn the_sample_file_loads() {
    let text = sample_file();
    let games = read_pdn(&text);
    assert_eq!(games.len(), 4);
    assert!(games.iter().all(Result::is_ok), "{games:?}");
    read_and_round_trip(&text);
}

const PDN_CHARS: &[char] = &[
    '[', ']', '{', '}', '(', ')', '"', '\\', ';', '$', '*', '!', '?', 'x', '-', ':', '.', '/', '0', '1', '2',
    '9', 'a', 'K', 'W', 'B', ' ', '\n', '\t', '\r', 'é',
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(text in any::<String>()) {
        read_and_round_trip(&text);
    }

    #[test]
    fn pdn_like_text_never_panics(chars in prop::collection::vec(prop::sample::select(PDN_CHARS), 0..300)) {
        let text: String = chars.into_iter().collect();
        read_and_round_trip(&text);
    }

    #[test]
    fn byte_soup_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        read_and_round_trip(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn mutated_files_never_panic(
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0..3u8, prop::sample::select(PDN_CHARS)), 1..8),
    ) {
        let mut chars: Vec<char> = sample_file().chars().collect();
        for (at, kind, c) in edits {
            let i = at.index(chars.len() + 1);
            match kind {
                0 => chars.insert(i, c),
                1 if i < chars.len() => { chars.remove(i); }
                _ if i < chars.len() => chars[i] = c,
                _ => chars.push(c),
            }
        }
        let text: String = chars.into_iter().collect();
        read_and_round_trip(&text);
    }

    #[test]
    fn random_annotated_games_round_trip(seed in 1..u64::MAX, plies in 0..150usize, variant in 0..3usize) {
        let mut g = match variant {
            0 => PdnGame::from_game(&random_game(International::start(), plies, seed), Vec::new()),
            1 => PdnGame::from_game(&random_game(English::start(), plies, seed), Vec::new()),
            _ => PdnGame::from_game(&random_game(Dablot::start(), plies, seed), Vec::new()),
        };
        annotate(&mut g, seed);
        round_trip(&g);
    }
}

#[test]
fn the_reader_says_where_each_game_starts_broken_ones_too() {
    let text = "{ a file comment }\n[Event \"é one\"]\n1. 32-28 *\n\n[Event \"two\"]\n1. 99-98 *\n  1. 33-29 19-23 *\n";
    let mut reader = damier_rules::PdnReader::new(text);
    let mut starts = Vec::new();
    while let Some(game) = reader.next() {
        starts.push((reader.last_start(), game.is_ok()));
    }
    let one = text.find("[Event \"é").expect("first game");
    let two = text.find("[Event \"two").expect("second game");
    let three = text.find("1. 33-29").expect("third game");
    assert_eq!(starts, [(one, true), (two, false), (three, true)]);
}

/// Puts variations of legal moves (with comments, NAGs and variations of their own, three
/// deep) on some moves of `g`, replayed in `P`.
fn branch<P: Position>(g: &mut PdnGame, seed: u64) {
    let mut rng = Rng(seed | 1);
    let start = g.start_fen.as_deref().map_or_else(P::start, |f| P::from_fen(f).expect("a FEN"));
    let mut pos = start;
    for m in &mut g.moves {
        if rng.below(3) == 0 {
            let line = random_line(pos, 3, &mut rng);
            m.variations.insert(rng.below(m.variations.len() + 1), PdnVariation::Line(line));
        }
        pos = pos.play(&m.mv).expect("legal");
    }
}

fn random_line<P: Position>(mut pos: P, depth: usize, rng: &mut Rng) -> PdnLine {
    let mut line =
        PdnLine { comment: (rng.below(4) == 0).then(|| "idea [x] }".to_owned()), moves: Vec::new() };
    for _ in 0..rng.below(6) {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mut m = PdnMove::new(legal[rng.below(legal.len())]);
        if rng.below(3) == 0 {
            m.nags.push(rng.below(7) as u8);
        }
        if rng.below(4) == 0 {
            m.comment = Some(COMMENTS[rng.below(COMMENTS.len())].to_owned());
        }
        if depth > 1 && rng.below(3) == 0 {
            m.variations.push(PdnVariation::Line(random_line(pos, depth - 1, rng)));
        }
        pos = pos.play(&m.mv).expect("legal");
        line.moves.push(m);
    }
    line
}

#[test]
fn variations_of_legal_moves_read_as_trees_and_round_trip_in_the_three_games() {
    for seed in 1..12u64 {
        let mut g = PdnGame::from_game(&random_game(International::start(), 30, seed), Vec::new());
        annotate(&mut g, seed);
        branch::<International>(&mut g, seed);
        round_trip(&g);
        let mut g = PdnGame::from_game(&random_game(English::start(), 30, seed), Vec::new());
        branch::<English>(&mut g, seed);
        round_trip(&g);
        let mut g = PdnGame::from_game(&random_game(Dablot::start(), 30, seed), Vec::new());
        annotate(&mut g, seed);
        branch::<Dablot>(&mut g, seed);
        round_trip(&g);
    }
    // Black's move replaced: the variation is numbered "1..." and reads back as a line.
    let text = "1. 32-28 19-23 (1... 20-24 2. 37-32 15-20) 2. 28x19 *";
    let g = read_one(text);
    let [PdnVariation::Line(line)] = g.moves[1].variations.as_slice() else { panic!("{g:?}") };
    let after_first = International::start().play(&g.moves[0].mv).expect("legal");
    assert_eq!(line_texts(after_first, &line.moves), ["20-24", "37-32", "15-20"]);
    assert!(round_trip(&g).contains("(1... 20-24 2. 37-32 15-20)"));
}

#[test]
fn variations_nested_deeper_than_the_limit_stay_text() {
    let depth = damier_rules::pdn::MAX_VARIATION_DEPTH;
    // 32-28 (31-27 (33-29 (31-27 ... ))): each level replaces the first move again.
    let mut text = String::from("1. 32-28 ");
    for i in 0..depth + 1 {
        text.push_str(if i % 2 == 0 { "(1. 31-27 " } else { "(1. 33-29 " });
    }
    text.push_str(&")".repeat(depth + 1));
    text.push_str(" *");
    let g = read_one(&text);
    let mut v = &g.moves[0].variations;
    for _ in 1..depth {
        let [PdnVariation::Line(line)] = v.as_slice() else { panic!("{v:?}") };
        v = &line.moves[0].variations;
    }
    let [PdnVariation::Line(deepest)] = v.as_slice() else { panic!("{v:?}") };
    assert!(matches!(deepest.moves[0].variations.as_slice(), [PdnVariation::Text(_)]), "{deepest:?}");
    round_trip(&g);
}
