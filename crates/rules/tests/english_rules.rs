//! English checkers as seed 004 (French rules of English/American checkers) plays them: one
//! position per rule with its FULL legal-move list worked out by hand, the arbiter rule, the
//! alternating starter, FEN errors.
//!
//! Board: squares 1..32, four per row, row by row from the top-left playing square as White
//! sees it (square 1 is at the bottom right as Black sees the board). Black starts on 1..12 and
//! moves down (towards 29..32) first; White starts on 21..32 and moves up (towards 1..4). In the
//! diagrams `w`/`b` are men, `W`/`B` kings, a number an empty playing square, `.` a light square.

use damier_rules::game::arbiter_score;
use damier_rules::{
    Color, English, Game, GameOptions, IllegalMove, Move, Outcome, OutcomeReason, Piece, Position, Role,
    Starter, english_starter,
};

mod common;

use common::sorted;

fn pos(fen: &str) -> English {
    common::pos(fen)
}

fn moves(fen: &str) -> Vec<String> {
    common::moves::<English>(fen)
}

fn sq(n: u8) -> u8 {
    n - 1
}

fn man(color: Color) -> Option<Piece> {
    Some(Piece { color, role: Role::Man })
}

fn king(color: Color) -> Option<Piece> {
    Some(Piece { color, role: Role::King })
}

fn after(p: &English, text: &str) -> English {
    let m = p.parse_move(text).unwrap_or_else(|e| panic!("{}: {text}: {e}", p.to_fen()));
    p.play(&m).unwrap_or_else(|e| panic!("{}: {text}: {e}", p.to_fen()))
}

// ---- start ----------------------------------------------------------------------------------------

#[test]
fn start_position_black_moves_first_and_known_perft() {
    // PDN GameType 21 (standards.md): Black on 1..12 moves first.
    let start = English::start();
    assert_eq!(start, pos("B:W21-32:B1-12"));
    assert_eq!(start.turn(), Color::Black);
    assert_eq!(
        moves("B:W21-32:B1-12"),
        sorted(&["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"])
    );
    // Published perft of checkers from the start.
    let expected = [1u64, 7, 49, 302, 1469, 7361, 36768];
    for (depth, &n) in expected.iter().enumerate() {
        assert_eq!(start.perft(depth as u32), n, "perft({depth})");
    }
}

#[test]
fn starter_alternates_and_the_visitor_starts_the_first_game() {
    // seed 004 "Tours": players take turns to start; the visitor starts the first game.
    assert_eq!(english_starter(1), Starter::Visitor);
    assert_eq!(english_starter(2), Starter::Host);
    assert_eq!(english_starter(3), Starter::Visitor);
    assert_eq!(english_starter(4), Starter::Host);
    for n in 1..50 {
        assert_ne!(english_starter(n), english_starter(n + 1), "games {n} and {}", n + 1);
    }
}

// ---- moves of men and kings -----------------------------------------------------------------------

#[test]
fn men_step_forward_only_one_square() {
    // seed 004 "Déplacement des pièces": men move diagonally to a neighbouring dark square and
    // only forward.
    //   B:W32:B10,12,13
    //     .  1  .  2  .  3  .  4
    //     5  .  6  .  7  .  8  .
    //     .  9  . b   . 11  . b
    //    b   . 14  . 15  . 16  .
    //     . 17  . 18  . 19  . 20
    // Black goes down: 10 -> 14, 15; 12 on the edge -> 16; 13 on the edge -> 17.
    assert_eq!(moves("B:W32:B10,12,13"), sorted(&["10-14", "10-15", "12-16", "13-17"]));
    //   W:W22,28,29:B1
    //     . 17  . 18  . 19  . 20
    //    21  . w   . 23  . 24  .
    //     . 25  . 26  . 27  . w
    //    w   . 30  . 31  . 32  .
    // White goes up: 22 -> 17, 18; 28 -> 24; 29 -> 25.
    assert_eq!(moves("W:W22,28,29:B1"), sorted(&["22-17", "22-18", "28-24", "29-25"]));
}

#[test]
fn kings_move_one_square_in_all_four_directions() {
    // seed 004: kings also move backwards, but only to a neighbouring square (no flying kings).
    //   W:WK18,15:B1
    //     . b   .  2  .  3  .  4
    //     5  .  6  .  7  .  8  .
    //     .  9  . 10  . 11  . 12
    //    13  . 14  . w   . 16  .
    //     . 17  . W   . 19  . 20
    //    21  . 22  . 23  . 24  .
    // King 18 -> 14, 22, 23 (15 is its own man; not 9, 25, 27 at distance). Man 15 -> 10, 11.
    assert_eq!(moves("W:WK18,15:B1"), sorted(&["18-14", "18-22", "18-23", "15-10", "15-11"]));
    //   B:W32:BK14       Black king 14 -> 9, 10, 17, 18.
    assert_eq!(moves("B:W32:BK14"), sorted(&["14-9", "14-10", "14-17", "14-18"]));
}

// ---- captures --------------------------------------------------------------------------------------

#[test]
fn men_capture_forward_only() {
    // seed 004 last paragraph: in this game men do not capture backwards.
    //   W:W18:B22
    //     . 17  . w   . 19  . 20
    //    21  . b   . 23  . 24  .
    //     . 25  . 26  . 27  . 28
    // White's 18 has Black's 22 behind it with 25 free: no capture; quiet moves 14, 15.
    assert_eq!(moves("W:W18:B22"), sorted(&["18-14", "18-15"]));
    // Black's 22 has White's 18 behind it (upwards) with 15 free: no capture for Black either.
    assert_eq!(moves("B:W18:B22"), sorted(&["22-25", "22-26"]));
    // Forwards it is compulsory: White's 22 takes 18 landing on 15.
    //   W:W22:B18
    assert_eq!(moves("W:W22:B18"), vec!["22x15".to_string()]);
}

#[test]
fn kings_capture_one_square_in_all_directions() {
    // seed 004: kings capture the neighbouring piece, forwards and backwards, landing just
    // behind it.
    //   W:WK18:B14,15,22,23
    //     .  9  . 10  . 11  . 12
    //    13  . b   . b   . 16  .
    //     . 17  . W   . 19  . 20
    //    21  . b   . b   . 24  .
    //     . 25  . 26  . 27  . 28
    // 18x9 over 14, 18x11 over 15, 18x25 over 22, 18x27 over 23; nothing more from there.
    assert_eq!(moves("W:WK18:B14,15,22,23"), sorted(&["18x9", "18x11", "18x25", "18x27"]));
    // A king does not capture at a distance:
    //   W:WK27:B18       18 is two squares from 27: king 27 just steps to 23, 24, 31, 32.
    assert_eq!(moves("W:WK27:B18"), sorted(&["27-23", "27-24", "27-31", "27-32"]));
}

const CHOICE: &str = "W:W22,31:B10,17,18";

#[test]
fn capture_is_compulsory_but_the_number_of_pieces_is_free() {
    // seed 004 "Obligation de faire une prise": capture is compulsory; there is no rule of the
    // greatest number, so a one-piece and a two-piece capture are both legal.
    //   W:W22,31:B10,17,18
    //     .  1  .  2  .  3  .  4
    //     5  .  6  .  7  .  8  .
    //     .  9  . b   . 11  . 12
    //    13  . 14  . 15  . 16  .
    //     . b   . b   . 19  . 20
    //    21  . w   . 23  . 24  .
    //     . 25  . 26  . 27  . 28
    //    29  . 30  . w   . 32  .
    // 22x13 over 17 (one piece); 22x15x6 over 18 and 10 (two pieces). 31's steps are not allowed.
    assert_eq!(moves(CHOICE), sorted(&["22x13", "22x6"]));
    let p = pos(CHOICE);
    let err = p.play(&Move::quiet(sq(31), sq(27))).unwrap_err();
    assert_eq!(err, IllegalMove::CaptureCompulsory);
    assert!(err.to_string().contains("compulsory"), "{err}");
    assert_eq!(after(&p, "22x13").to_fen(), "B:W13,31:B10,18");
    assert_eq!(after(&p, "22x6").to_fen(), "B:W6,31:B17");
}

#[test]
fn a_capture_sequence_must_be_completed() {
    // seed 004: after a capture, if another is possible the player must make it too.
    // In the position above, stopping on 15 after taking 18 is not a move.
    let p = pos(CHOICE);
    assert!(p.parse_move("22x15").is_err());
    assert!(p.play(&Move::capture(sq(22), &[sq(15)], &[sq(18)])).is_err());
    // The long form of the full capture is accepted too.
    assert_eq!(p.parse_move("22x15x6").unwrap(), p.parse_move("22x6").unwrap());
}

#[test]
fn crowning_ends_the_move_even_if_a_capture_could_follow() {
    // seed 004 "Couronnation": a man reaching the far row is crowned and its move ends there;
    // a newly crowned king cannot go on capturing.
    //   W:W10:B7,8
    //     .  1  .  2  .  3  .  4
    //     5  .  6  . b   . b   .
    //     .  9  . w   . 11  . 12
    // 10 takes 7 landing on 3 (crowned). As a king on 3 it could take 8 (12 is free), but the
    // move ends.
    assert_eq!(moves("W:W10:B7,8"), vec!["10x3".to_string()]);
    let q = after(&pos("W:W10:B7,8"), "10x3");
    assert_eq!(q.piece_at(sq(3)), king(Color::White));
    assert_eq!(q.piece_at(sq(8)), man(Color::Black), "8 was not taken");
    assert_eq!(q.piece_at(sq(7)), None);
    assert_eq!(q.turn(), Color::Black);
    //   B:W25,26:B23
    //    21  . 22  . b   . 24  .
    //     . w   . w   . 27  . 28
    //    29  . 30  . 31  . 32  .
    // Black's 23 takes 26 landing on 30 (crowned); as a king it could take 25 (21 free): no.
    assert_eq!(moves("B:W25,26:B23"), vec!["23x30".to_string()]);
    let q = after(&pos("B:W25,26:B23"), "23x30");
    assert_eq!(q.piece_at(sq(30)), king(Color::Black));
    assert_eq!(q.piece_at(sq(25)), man(Color::White), "25 was not taken");
    assert_eq!(q.turn(), Color::White);
}

const LOOP: &str = "W:WK11:B7,15,16,23,24";

#[test]
fn a_one_piece_capture_and_a_loop_with_the_same_ends_are_both_legal() {
    // seed 004: free choice between captures; a king captures short in all directions.
    //   W:WK11:B7,15,16,23,24
    //     .  1  .  2  .  3  .  4
    //     5  .  6  . b   .  8  .
    //     .  9  . 10  . W   . 12
    //    13  . 14  . b   . b   .
    //     . 17  . 18  . 19  . 20
    //    21  . 22  . b   . b   .
    //     . 25  . 26  . 27  . 28
    // King 11 may take 7 at once (11x2, one piece) or go round 15, 23, 24, 16 (either way:
    // 11x18x27x20x11 or 11x20x27x18x11, the same pieces: one move), back on 11, and must then
    // take 7 too, ending on 2 (five pieces). Two moves from 11 to 2: both in long form; the
    // long form of the one-jump capture is just 11x2.
    let p = pos(LOOP);
    let list = moves(LOOP);
    assert_eq!(list.len(), 2, "{list:?}");
    assert!(list.contains(&"11x2".to_string()), "{list:?}");
    assert!(
        list.contains(&"11x18x27x20x11x2".to_string()) || list.contains(&"11x20x27x18x11x2".to_string()),
        "{list:?}"
    );
    let mut sizes: Vec<usize> = p.legal_moves().iter().map(|m| m.captures().len()).collect();
    sizes.sort();
    assert_eq!(sizes, vec![1, 5]);
}

#[test]
fn the_long_form_of_a_one_jump_capture_reads_back() {
    // The text the program writes for each move must read back as that move (standards.md:
    // the long form lists every landing square; for one jump that is `11x2`, which names the
    // route over 7 and nothing else).
    let p = pos(LOOP);
    for m in p.legal_moves() {
        let text = p.move_to_string(&m);
        assert_eq!(p.parse_move(&text), Ok(m), "{text}");
    }
    // Both routes of the loop name the same move.
    assert_eq!(p.parse_move("11x18x27x20x11x2").unwrap(), p.parse_move("11x20x27x18x11x2").unwrap());
    assert_eq!(p.parse_move("11x18x27x20x11x2").unwrap().captures().len(), 5);
}

#[test]
fn a_king_capturing_across_the_far_row_goes_on() {
    // seed 004: only the crowning ("une pièce qui vient d'être couronnée") ends a move. A piece
    // that is already a king and passes over the far row during a capture must complete the
    // sequence ("le joueur se trouve à nouveau dans l'obligation de faire une prise").
    //   B:W26,27:BK22
    //    21  . B   . 23  . 24  .
    //     . 25  . w   . w   . 28
    //    29  . 30  . 31  . 32  .
    // Black's king 22 takes 26 landing on 31 (Black's far row), then must take 27 landing on
    // 24: the only move is 22x31x24, written 22x24.
    assert_eq!(moves("B:W26,27:BK22"), vec!["22x24".to_string()]);
    let q = after(&pos("B:W26,27:BK22"), "22x24");
    assert_eq!(q.to_fen(), "W:W:BK24");
    //   W:WK10:B7,8
    //     .  1  .  2  .  3  .  4
    //     5  .  6  . b   . b   .
    //     .  9  . W   . 11  . 12
    // White's king 10 takes 7 landing on 3 (White's far row), then 8 landing on 12. Compare
    // with the man on 10 in the test above, which stops on 3.
    assert_eq!(moves("W:WK10:B7,8"), vec!["10x12".to_string()]);
}

#[test]
fn a_quiet_move_onto_the_far_row_crowns() {
    //   W:W6:B12       6 -> 1 or 2, crowned.
    assert_eq!(moves("W:W6:B12"), sorted(&["6-1", "6-2"]));
    assert_eq!(after(&pos("W:W6:B12"), "6-2").piece_at(sq(2)), king(Color::White));
    //   B:W21:B27       27 -> 31 or 32, crowned.
    assert_eq!(moves("B:W21:B27"), sorted(&["27-31", "27-32"]));
    assert_eq!(after(&pos("B:W21:B27"), "27-31").piece_at(sq(31)), king(Color::Black));
}

// ---- end of the game -------------------------------------------------------------------------------

#[test]
fn no_move_is_a_loss() {
    // seed 004 "Obligation de faire un coup": a player who cannot move has lost.
    //   B:W16,19:B12
    //     .  9  . 10  . 11  . b
    //    13  . 14  . 15  . w   .
    //     . 17  . 18  . w   . 20
    // Black's 12 faces 16 with 19 behind it: no move.
    let g = Game::new(pos("B:W16,19:B12"), GameOptions::default());
    assert!(g.position().legal_moves().is_empty());
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(Color::White), reason: OutcomeReason::Blocked }));
    // A side with no pieces has lost too.
    let g = Game::new(pos("B:W16:B"), GameOptions::default());
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(Color::White), reason: OutcomeReason::NoPieces }));
    let mut g = Game::new(pos("W:W22:B18"), GameOptions::default());
    assert_eq!(g.outcome(), None);
    g.play_text("22x15").unwrap();
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(Color::White), reason: OutcomeReason::NoPieces }));
}

/// Move texts for `plies` plies, White first, each side's king going round its cycle.
fn king_cycles(white: &[u32], black: &[u32], plies: usize) -> Vec<String> {
    (0..plies)
        .map(|i| {
            let (cycle, k) = if i % 2 == 0 { (white, i / 2) } else { (black, i / 2) };
            format!("{}-{}", cycle[k % cycle.len()], cycle[(k + 1) % cycle.len()])
        })
        .collect()
}

/// Plays king moves 32-27-32... against 1-6-1... from `fen` (White to move) and checks that
/// the arbiter decides exactly at ply 20, not before.
fn arbiter_after_20_plies(fen: &str, winner: Option<Color>) {
    let texts = king_cycles(&[32, 27], &[1, 6], 20);
    let mut g = Game::new(pos(fen), GameOptions::default());
    assert_eq!(g.outcome(), None);
    for (i, t) in texts.iter().enumerate() {
        let ply = i + 1;
        g.play_text(t).unwrap_or_else(|e| panic!("{fen}: ply {ply} {t}: {e}"));
        if ply < 20 {
            // The position repeats from ply 4 on, but fewer than 20 plies of king moves.
            assert_eq!(g.outcome(), None, "{fen}: ply {ply}");
        }
    }
    let now = *g.position();
    let (w, b) = (arbiter_score(&now, Color::White), arbiter_score(&now, Color::Black));
    assert_eq!(
        g.outcome(),
        Some(Outcome { winner, reason: OutcomeReason::Arbiter { white: w, black: b } }),
        "{fen} at ply 20"
    );
    match winner {
        Some(Color::White) => assert!(w > b),
        Some(Color::Black) => assert!(b > w),
        None => assert_eq!(w, b),
    }
}

#[test]
fn arbiter_gives_the_game_to_the_stronger_side_after_20_king_plies_with_repetition() {
    // seed 004 "L'arbitre": after 20 moves (10 each) of kings only, with repeated movements,
    // the arbiter names the winner by the stronger position.
    //   W:WK32,21:BK1
    //     . B   .  2  .  3  .  4
    //     5  .  6  .  7  .  8  .
    //    ...
    //    w   . 22  . 23  . 24  .
    //     . 25  . 26  . 27  . 28
    //    29  . 30  . 31  . W   .
    // King and man against a king: White is stronger.
    arbiter_after_20_plies("W:WK32,21:BK1", Some(Color::White));
    //   W:WK32:BK1,12    a king against king and man: Black is stronger.
    arbiter_after_20_plies("W:WK32:BK1,12", Some(Color::Black));
}

#[test]
fn arbiter_declares_a_draw_when_the_positions_are_equal() {
    // seed 004: "Au cas où les deux parties ont une position égale, l'arbitre déclarera un jeu
    // nul."   W:WK32:BK1
    arbiter_after_20_plies("W:WK32:BK1", None);
}

#[test]
fn arbiter_needs_a_repetition() {
    // 20 plies of king moves without any position coming twice: no arbiter yet.
    //   W:WK29:BK4
    //     .  1  .  2  .  3  . B
    //     5  .  6  .  7  .  8  .
    //    ...
    //    W   . 30  . 31  . 32  .
    // White's king walks 29 25 21 17 13 9 5 1 6 2 7 (never twice on a square) while Black's
    // goes 4-8-4...
    let walk = [29, 25, 21, 17, 13, 9, 5, 1, 6, 2, 7];
    let mut g = Game::new(pos("W:WK29:BK4"), GameOptions::default());
    for k in 0..10 {
        g.play_text(&format!("{}-{}", walk[k], walk[k + 1])).unwrap();
        assert_eq!(g.outcome(), None, "white move {}", k + 1);
        let (a, b) = if k % 2 == 0 { (4, 8) } else { (8, 4) };
        g.play_text(&format!("{a}-{b}")).unwrap();
        assert_eq!(g.outcome(), None, "black move {}", k + 1);
    }
    // Ply 21: 7-2 gives again the position after ply 17 (White on 2, Black on 4, Black to
    // move), inside the last 20 plies: now the arbiter decides, equal material, a draw.
    g.play_text("7-2").unwrap();
    let now = *g.position();
    let (w, b) = (arbiter_score(&now, Color::White), arbiter_score(&now, Color::Black));
    assert_eq!(
        g.outcome(),
        Some(Outcome { winner: None, reason: OutcomeReason::Arbiter { white: w, black: b } })
    );
}

#[test]
fn arbiter_does_not_count_man_moves() {
    // "aucun pion n'a avancé": a man move is not a king move; the 20 plies count after it.
    //   W:WK32,21:BK1    White first plays its man 21-17, then the kings shuffle: the arbiter
    // decides after ply 21 (20 king plies), not at ply 20.
    let mut texts = vec!["21-17".to_string()];
    texts.extend(king_cycles(&[1, 6], &[32, 27], 20));
    let mut g = Game::new(pos("W:WK32,21:BK1"), GameOptions::default());
    for (i, t) in texts.iter().enumerate() {
        let ply = i + 1;
        g.play_text(t).unwrap_or_else(|e| panic!("ply {ply} {t}: {e}"));
        if ply < 21 {
            assert_eq!(g.outcome(), None, "ply {ply}");
        }
    }
    assert!(
        matches!(
            g.outcome(),
            Some(Outcome { winner: Some(Color::White), reason: OutcomeReason::Arbiter { .. } })
        ),
        "{:?}",
        g.outcome()
    );
}

#[test]
fn arbiter_scores_kings_above_men_and_advanced_men_above_backward_ones() {
    // seed 004: "Les dames valent plus et les pions plus proches de la rangée damante vaudront
    // plus que les pions plus lointains."
    let s = |fen: &str, c: Color| arbiter_score(&pos(fen), c);
    // Black men: 1 (back row) < 13 < 25 (one row from crowning) < a king.
    assert!(s("B:W32:B1", Color::Black) < s("B:W32:B13", Color::Black));
    assert!(s("B:W32:B13", Color::Black) < s("B:W32:B25", Color::Black));
    assert!(s("B:W32:B25", Color::Black) < s("B:W32:BK25", Color::Black));
    // White men: 29 (back row) < 17 < 5 < a king.
    assert!(s("W:W29:B12", Color::White) < s("W:W17:B12", Color::White));
    assert!(s("W:W17:B12", Color::White) < s("W:W5:B12", Color::White));
    assert!(s("W:W5:B12", Color::White) < s("W:WK29:B12", Color::White));
    // Symmetry: a white man on 29 is worth a black man on 4.
    assert_eq!(s("W:W29:B4", Color::White), s("W:W29:B4", Color::Black));
    // Each side's score counts only its pieces.
    assert_eq!(s("W:W29:B4,K12", Color::White), s("W:W29:B", Color::White));
}

// ---- FEN -----------------------------------------------------------------------------------------

fn fen_error(fen: &str, any_of: &[&str]) {
    match English::from_fen(fen) {
        Ok(p) => panic!("{fen:?} was accepted as {}", p.to_fen()),
        Err(e) => {
            let msg = e.message().to_lowercase();
            assert!(
                any_of.iter().any(|w| msg.contains(&w.to_lowercase())),
                "{fen:?}: message {:?}",
                e.message()
            );
        }
    }
}

#[test]
fn fen_errors_say_what_is_wrong() {
    fen_error("B:W2:B12", &["crowning"]);
    fen_error("B:W21:B30", &["crowning"]);
    fen_error("B:W20-32:B1", &["at most 12", "too many"]);
    fen_error("B:W21:B1-13", &["at most 12", "too many"]);
    fen_error("B:W21,21:B1", &["two pieces", "twice", "duplicate"]);
    fen_error("B:W21:B21", &["two pieces", "twice", "duplicate"]);
    fen_error("B:W33:B1", &["33"]);
    fen_error("B:W21:B0", &["'0'", "square 0", " 0 "]);
    fen_error("N:W21:B1", &["side to move", "turn"]);
    fen_error("B:WP21:B1", &["prince"]);
    for fen in ["", "garbage", "B:W21-:B1", "B:W:B:W", "B:Wx:B1", "B:W21:B1,", "B:W21 22:B1"] {
        match std::panic::catch_unwind(|| English::from_fen(fen)) {
            Err(_) => panic!("{fen:?}: from_fen panicked"),
            Ok(Ok(p)) => panic!("{fen:?} was accepted as {}", p.to_fen()),
            Ok(Err(_)) => {}
        }
    }
    // Square 32 exists here, 33..50 do not (they do in international draughts).
    assert!(English::from_fen("B:W32:B1").is_ok());
}

#[test]
fn setting_up_names_every_problem_once() {
    use damier_rules::{PositionError, Variant};
    let mut pieces = vec![None; 32];
    // Two White men on White's crowning row (1..4), 13 Black pieces, no Black pieces below.
    pieces[sq(1) as usize] = man(Color::White);
    pieces[sq(3) as usize] = man(Color::White);
    let (problems, notes) = Variant::English.check_setup(&pieces);
    assert_eq!(
        problems,
        [
            PositionError::ManOnCrowningRow { color: Color::White, number: 1 },
            PositionError::ManOnCrowningRow { color: Color::White, number: 3 },
            PositionError::NoPieces(Color::Black),
        ]
    );
    assert_eq!(notes, []);
    for n in 5..=17 {
        pieces[sq(n) as usize] = king(Color::Black);
    }
    pieces[sq(1) as usize] = king(Color::White);
    pieces[sq(3) as usize] = None;
    let (problems, _) = Variant::English.check_setup(&pieces);
    let (color, count, max, variant) = (Color::Black, 13, 12, Variant::English);
    assert_eq!(problems, [PositionError::TooManyPieces { color, count, max, variant }]);
    pieces[sq(17) as usize] = None;
    assert_eq!(Variant::English.check_setup(&pieces), (vec![], vec![]));
}
