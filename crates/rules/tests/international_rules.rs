//! International draughts, one position per rule of seed 002 (the Croatian/French "25 rules",
//! the same numbering as the Walloon seed 000), each with its FULL legal-move list worked out
//! by hand from the rules, plus game endings (rule 23, rule 24, rule 25) and FEN errors.
//!
//! Board: squares 1..50 row by row from the top-left playing square as White sees it. White
//! moves up (towards 1..5), Black down (towards 46..50). In the diagrams `w`/`b` are men, `W`/`B`
//! kings, a number is an empty playing square, `.` a light square. Coordinates `(row, col)` in
//! the comments count from the top-left corner, 0-based.

use damier_rules::{
    Color, DrawRule24, Game, GameOptions, IllegalMove, International, Move, Outcome, OutcomeReason, Piece,
    Position, Role,
};

mod common;

use common::sorted;

fn pos(fen: &str) -> International {
    common::pos(fen)
}

fn moves(fen: &str) -> Vec<String> {
    common::moves::<International>(fen)
}

/// 0-based index of square `n`.
fn sq(n: u8) -> u8 {
    n - 1
}

fn man(color: Color) -> Option<Piece> {
    Some(Piece { color, role: Role::Man })
}

fn king(color: Color) -> Option<Piece> {
    Some(Piece { color, role: Role::King })
}

/// Plays a move given in standard notation.
fn after(p: &International, text: &str) -> International {
    let m = p.parse_move(text).unwrap_or_else(|e| panic!("{}: {text}: {e}", p.to_fen()));
    p.play(&m).unwrap_or_else(|e| panic!("{}: {text}: {e}", p.to_fen()))
}

fn squares_1based(list: &[u8]) -> Vec<u8> {
    list.iter().map(|&s| s + 1).collect()
}

// ---- rule 7: men ------------------------------------------------------------------------------

#[test]
fn rule07_man_steps_forward_only_one_square() {
    // seed 002 rule 7: a man moves diagonally, forward only, one square at a time.
    //   W:W28,33,35,36:B
    //     .  1  .  2  .  3  .  4  .  5
    //     6  .  7  .  8  .  9  . 10  .
    //     . 11  . 12  . 13  . 14  . 15
    //    16  . 17  . 18  . 19  . 20  .
    //     . 21  . 22  . 23  . 24  . 25
    //    26  . 27  . w   . 29  . 30  .
    //     . 31  . 32  . w   . 34  . w
    //    w   . 37  . 38  . 39  . 40  .
    //     . 41  . 42  . 43  . 44  . 45
    //    46  . 47  . 48  . 49  . 50  .
    // 28 -> 22, 23. 33 -> 29 only (28 is its own man). 35 on the right edge -> 30. 36 on the
    // left edge -> 31. Never backwards (no 33-38/39, 28-32/33), never two squares (no 36-27).
    assert_eq!(moves("W:W28,33,35,36:B"), sorted(&["28-22", "28-23", "33-29", "35-30", "36-31"]));
}

#[test]
fn rule07_black_man_steps_down_the_board() {
    // seed 002 rule 7 for Black, whose forward is down:
    //   B:W:B15,16,18
    //     . 11  . 12  . 13  . 14  . b      15 on the right edge -> 20
    //    b   . 17  . b   . 19  . 20  .     16 on the left edge -> 21; 18 -> 22, 23
    //     . 21  . 22  . 23  . 24  . 25
    assert_eq!(moves("B:W:B15,16,18"), sorted(&["15-20", "16-21", "18-22", "18-23"]));
}

// ---- rule 8: promotion ------------------------------------------------------------------------

#[test]
fn rule08_man_ending_on_the_last_row_becomes_a_king() {
    // seed 002 rule 8: a man becomes a king when it stops on the opponent's last row.
    //   W:W7:B        6  . w   .  8 ...     7 -> 1 or 2, both on the last row.
    let p = pos("W:W7:B");
    assert_eq!(moves("W:W7:B"), sorted(&["7-1", "7-2"]));
    let q = after(&p, "7-1");
    assert_eq!(q.piece_at(sq(1)), king(Color::White));
    assert_eq!(q.piece_at(sq(7)), None);
    // Black's last row is 46..50: 44 -> 49, 50.
    let b = pos("B:W:B44");
    assert_eq!(moves("B:W:B44"), sorted(&["44-49", "44-50"]));
    assert_eq!(after(&b, "44-50").piece_at(sq(50)), king(Color::Black));
    assert_eq!(after(&b, "44-49").piece_at(sq(49)), king(Color::Black));
}

#[test]
fn rule08_man_passing_through_the_last_row_during_a_capture_stays_a_man() {
    // seed 002 rule 8 ("en s'y immobilisant") and seed 001 rule 1: a man that reaches the last
    // row in the middle of a capture and must go on taking does not become a king.
    //   W:W13:B7,8
    //     .  1  .  2  .  3  .  4  .  5
    //     6  . b   . b   .  9  . 10  .
    //     . 11  . 12  . w   . 14  . 15
    //    16  . 17  . 18  . 19  . 20  .
    // 13 takes 8 landing on 2 (last row), then must take 7 backwards landing on 11. The only
    // capture, and it ends on 11 as a man.
    let p = pos("W:W13:B7,8");
    assert_eq!(moves("W:W13:B7,8"), vec!["13x11".to_string()]);
    let q = after(&p, "13x11");
    assert_eq!(q.piece_at(sq(11)), man(Color::White), "passed through the last row: still a man");
    assert_eq!(q.piece_at(sq(2)), None);
    assert_eq!(q.piece_at(sq(7)), None);
    assert_eq!(q.piece_at(sq(8)), None);
    assert_eq!(q.material().kings, [0, 0]);
}

#[test]
fn rule08_capture_ending_on_the_last_row_crowns() {
    // seed 002 rule 8: the same capture with nothing more to take ends on 2 and crowns.
    //   W:W13:B8       13x2 over 8.
    let p = pos("W:W13:B8");
    assert_eq!(moves("W:W13:B8"), vec!["13x2".to_string()]);
    assert_eq!(after(&p, "13x2").piece_at(sq(2)), king(Color::White));
}

// ---- rule 9: kings move at distance -----------------------------------------------------------

const KING_RULE9: &str = "W:WK28,19:B39,44";

#[test]
fn rule09_king_moves_any_distance_forward_and_backward() {
    // seed 002 rule 9: a king moves forwards or backwards over the free squares of its
    // diagonals.
    //   W:WK28,19:B39,44
    //     .  1  .  2  .  3  .  4  .  5
    //     6  .  7  .  8  .  9  . 10  .
    //     . 11  . 12  . 13  . 14  . 15
    //    16  . 17  . 18  . w   . 20  .
    //     . 21  . 22  . 23  . 24  . 25
    //    26  . 27  . W   . 29  . 30  .
    //     . 31  . 32  . 33  . 34  . 35
    //    36  . 37  . 38  . b   . 40  .
    //     . 41  . 42  . 43  . b   . 45
    //    46  . 47  . 48  . 49  . 50  .
    // King 28: up-left 22 17 11 6; up-right 23 (its own man on 19 stops it); down-left
    // 32 37 41 46; down-right 33 (39 and 44 are two black men in a row: no capture, rule 11).
    // Man 19: 13, 14.
    assert_eq!(
        moves(KING_RULE9),
        sorted(&[
            "28-22", "28-17", "28-11", "28-6", "28-23", "28-32", "28-37", "28-41", "28-46", "28-33", "19-13",
            "19-14",
        ])
    );
    // The king keeps its crown whatever way it moves.
    let p = pos(KING_RULE9);
    assert_eq!(after(&p, "28-46").piece_at(sq(46)), king(Color::White));
}

// ---- rule 10: men capture backwards; capture is compulsory ------------------------------------

#[test]
fn rule10_men_capture_forward_and_backward_and_capture_is_compulsory() {
    // seed 002 rule 10: men and kings must capture, forwards and backwards.
    //   W:W28,36:B22,33
    //     . 21  . b   . 23  . 24  . 25
    //    26  . 27  . w   . 29  . 30  .
    //     . 31  . 32  . b   . 34  . 35
    //    w   . 37  . 38  . 39  . 40  .
    // 28 takes 22 forwards (to 17) or 33 backwards (to 39); the quiet moves of 28 and 36 are
    // not allowed while a capture exists.
    assert_eq!(moves("W:W28,36:B22,33"), sorted(&["28x17", "28x39"]));
    let p = pos("W:W28,36:B22,33");
    let err = p.play(&Move::quiet(sq(36), sq(31))).unwrap_err();
    assert_eq!(err, IllegalMove::CaptureCompulsory);
    assert!(err.to_string().contains("compulsory"), "{err}");
}

#[test]
fn rule10_black_man_captures_backward() {
    // seed 002 rule 10 for Black: 23 takes 18 upwards (backwards for Black) landing on 12.
    //   B:W18:B23
    //     . 11  . 12  . 13  . 14  . 15
    //    16  . 17  . w   . 19  . 20  .
    //     . 21  . 22  . b   . 24  . 25
    assert_eq!(moves("B:W18:B23"), vec!["23x12".to_string()]);
}

// ---- rule 11, rule 12, rule 13, rule 14: man captures -------------------------------------------

#[test]
fn rule11_capture_needs_a_free_square_behind_the_piece() {
    // seed 002 rule 11: there is a capture when a man touches an enemy piece followed by a
    // free square.
    //   W:W32,34:B27,29,23
    //    16  . 17  . 18  . 19  . 20  .
    //     . 21  . 22  . b   . 24  . 25
    //    26  . b   . 28  . b   . 30  .
    //     . 31  . w   . 33  . w   . 35
    //    36  . 37  . 38  . 39  . 40  .
    // 32 takes 27 (21 is free). 34 touches 29 but 23 behind it is occupied: no capture.
    assert_eq!(moves("W:W32,34:B27,29,23"), vec!["32x21".to_string()]);
}

#[test]
fn rule12_the_man_jumps_and_the_taken_piece_leaves_the_board() {
    // seed 002 rule 12: the man jumps over the piece onto the free square; the piece is removed.
    let p = after(&pos("W:W32,34:B27,29,23"), "32x21");
    assert_eq!(p.piece_at(sq(21)), man(Color::White));
    assert_eq!(p.piece_at(sq(32)), None);
    assert_eq!(p.piece_at(sq(27)), None);
    assert_eq!(p.piece_at(sq(29)), man(Color::Black));
    assert_eq!(p.piece_at(sq(23)), man(Color::Black));
    assert_eq!(p.turn(), Color::Black);
}

#[test]
fn rule13_pieces_without_a_free_square_between_them_cannot_be_taken() {
    // seed 002 rule 13: in a multiple capture there must be a free square after each piece.
    //   W:W47:B41,42,38
    //    36  . 37  . b   . 39  . 40  .
    //     . b   . b   . 43  . 44  . 45
    //    46  . w   . 48  . 49  . 50  .
    // 47 takes 41 (36 free). 42 is followed by 38, another black man: it cannot be taken.
    assert_eq!(moves("W:W47:B41,42,38"), vec!["47x36".to_string()]);
}

#[test]
fn rule14_multiple_man_capture_lands_right_after_the_last_piece() {
    // seed 002 rule 13 and seed 002 rule 14: 46 takes 41 (to 37), 32 (to 28), 22 (to 17); the man lands on
    // the square just after the last piece taken.
    //   W:W46:B41,32,22
    //    16  . 17  . 18  . 19  . 20  .
    //     . 21  . b   . 23  . 24  . 25
    //    26  . 27  . 28  . 29  . 30  .
    //     . 31  . b   . 33  . 34  . 35
    //    36  . 37  . 38  . 39  . 40  .
    //     . b   . 42  . 43  . 44  . 45
    //    w   . 47  . 48  . 49  . 50  .
    assert_eq!(moves("W:W46:B41,32,22"), vec!["46x17".to_string()]);
    let p = after(&pos("W:W46:B41,32,22"), "46x17");
    assert_eq!(p.to_fen(), "B:W17:B");
    // A single capture: 33 takes 28 and stops on 22, not further (men do not fly).
    assert_eq!(moves("W:W33:B28"), vec!["33x22".to_string()]);
}

// ---- rule 15, rule 16, rule 17: king captures ---------------------------------------------------

#[test]
fn rule15_king_captures_at_distance() {
    // seed 002 rule 15: a king takes at a distance any piece followed by free squares.
    //   W:WK50,6:B17
    //     .  1  .  2  .  3  .  4  .  5
    //    w   .  7  .  8  .  9  . 10  .
    //     . 11  . 12  . 13  . 14  . 15
    //    16  . b   . 18  . 19  . 20  .
    //    ...
    //    46  . 47  . 48  . 49  . W   .
    // 50 sees 17 five squares up its diagonal (44 39 33 28 22 free); behind 17 only 11 is free
    // (6 is White's own man). Capture is compulsory: 6-1 is not allowed.
    assert_eq!(moves("W:WK50,6:B17"), vec!["50x11".to_string()]);
}

#[test]
fn rule16_king_changes_diagonal_during_a_capture() {
    // seed 002 rule 16: during its capture the king turns onto other diagonals to take more.
    //   W:WK46:B28,13
    //     .  1  .  2  .  3  .  4  .  5
    //     6  .  7  .  8  .  9  . 10  .
    //     . 11  . 12  . b   . 14  . 15
    //    16  . 17  . 18  . 19  . 20  .
    //     . 21  . 22  . 23  . 24  . 25
    //    26  . 27  . b   . 29  . 30  .
    //    ...
    //    W   . 47  . 48  . 49  . 50  .
    // 46 takes 28 and may land on 23 19 14 10 5; only from 19 can it turn and take 13, then land
    // on 8 or 2. Rule 18 makes the two-piece captures compulsory.
    assert_eq!(moves("W:WK46:B28,13"), sorted(&["46x8", "46x2"]));
}

#[test]
fn rule17_king_lands_on_any_free_square_after_the_last_piece() {
    // seed 002 rule 17: after its last capture the king stops on the free square of its choice.
    //   W:WK46:B28       46 takes 28 and may stop on 23, 19, 14, 10 or 5.
    //     .  1  .  2  .  3  .  4  .  5
    //     6  .  7  .  8  .  9  . 10  .
    //     . 11  . 12  . 13  . 14  . 15
    //    16  . 17  . 18  . 19  . 20  .
    //     . 21  . 22  . 23  . 24  . 25
    //    26  . 27  . b   . 29  . 30  .
    //     . 31  . 32  . 33  . 34  . 35
    //    36  . 37  . 38  . 39  . 40  .
    //     . 41  . 42  . 43  . 44  . 45
    //    W   . 47  . 48  . 49  . 50  .
    assert_eq!(moves("W:WK46:B28"), sorted(&["46x23", "46x19", "46x14", "46x10", "46x5"]));
    let p = after(&pos("W:WK46:B28"), "46x10");
    assert_eq!(p.to_fen(), "B:WK10:B");
}

// ---- rule 18: the majority capture --------------------------------------------------------------

#[test]
fn rule18_two_men_beat_one_king() {
    // seed 002 rule 18 (FMJD): the sequence taking the most pieces is compulsory, and a king
    // counts as one piece.
    //   W:W32:BK27,38,39
    //     . 21  . 22  . 23  . 24  . 25
    //    26  . B   . 28  . 29  . 30  .
    //     . 31  . w   . 33  . 34  . 35
    //    36  . 37  . b   . b   . 40  .
    //     . 41  . 42  . 43  . 44  . 45
    // 32x21 takes the king on 27 (one piece); 32x43x34 takes the men on 38 and 39 (two).
    assert_eq!(moves("W:W32:BK27,38,39"), vec!["32x34".to_string()]);
    let p = pos("W:W32:BK27,38,39");
    let err = p.play(&Move::capture(sq(32), &[sq(21)], &[sq(27)])).unwrap_err();
    assert_eq!(err, IllegalMove::MajorityCapture { most: 2 });
    assert!(err.to_string().contains("most"), "{err}");
}

#[test]
fn rule18_no_quality_rule_king_and_man_equal_two_men() {
    // seed 002 rule 18 counts pieces only: taking a king and a man (27, 17, ending on 12) and
    // taking two men (38, 39, ending on 34) are both two pieces, both legal.
    //   W:W32:BK27,17,38,39
    //    16  . b   . 18  . 19  . 20  .
    //     . 21  . 22  . 23  . 24  . 25
    //    26  . B   . 28  . 29  . 30  .
    //     . 31  . w   . 33  . 34  . 35
    //    36  . 37  . b   . b   . 40  .
    assert_eq!(moves("W:W32:BK27,17,38,39"), sorted(&["32x12", "32x34"]));
}

#[test]
fn rule18_majority_applies_across_pieces() {
    // seed 002 rule 18 compares all the side's captures, not one piece's.
    //   W:WK16,50:B11,44,33
    //     .  1  .  2  .  3  .  4  .  5
    //     6  .  7  .  8  .  9  . 10  .
    //     . b   . 12  . 13  . 14  . 15
    //    W   . 17  . 18  . 19  . 20  .
    //     . 21  . 22  . 23  . 24  . 25
    //    26  . 27  . 28  . 29  . 30  .
    //     . 31  . 32  . b   . 34  . 35
    //    36  . 37  . 38  . 39  . 40  .
    //     . 41  . 42  . 43  . b   . 45
    //    46  . 47  . 48  . 49  . w   .
    // King 16 can take 11 (landing 7 or 2) and nothing more; man 50 takes 44 and 33 (50x39x28).
    assert_eq!(moves("W:WK16,50:B11,44,33"), vec!["50x28".to_string()]);
    // rule 21 (touch-move): the king has no legal move, the man one.
    let p = pos("W:WK16,50:B11,44,33");
    assert!(p.legal_moves_from(sq(16)).is_empty());
    assert_eq!(p.legal_moves_from(sq(50)).len(), 1);
}

// ---- rule 19: no piece jumped twice; the Turkish strike -----------------------------------------

#[test]
fn rule19_turkish_strike_taken_piece_blocks_the_king() {
    // seed 002 rule 19 and seed 002 rule 20: a piece cannot be jumped twice, and taken pieces stay on the
    // board until the capture is over, so a taken piece can block the king (the "coup turc").
    //   W:WK41:B32,29,39,27
    //     . 21  . 22  . 23  . 24  . 25
    //    26  . b   . 28  . b   . 30  .       27 = D, 29 = B
    //     . 31  . b   . 33  . 34  . 35       32 = A
    //    36  . 37  . 38  . b   . 40  .       39 = C
    //     . W   . 42  . 43  . 44  . 45
    //    46  . 47  . 48  . 49  . 50  .
    // 41 takes A (32) landing on 23, takes B (29) landing on 34, takes C (39) landing on 43 or
    // 48. From 43 the diagonal 38-32-27-21 would reach D on 27 with 21 free behind it, but A,
    // already taken, still stands on 32: the king cannot pass it. So the most is three pieces.
    // (Other tries: landing 28 after A and taking C gives only two: 41x44, 41x50.)
    // If taken pieces were removed at once, 41x...x21 / x16 taking four would be compulsory.
    assert_eq!(moves("W:WK41:B32,29,39,27"), sorted(&["41x43", "41x48"]));
    let p = pos("W:WK41:B32,29,39,27");
    let after_capture = after(&p, "41x43");
    assert_eq!(after_capture.to_fen(), "B:WK43:B27");
}

#[test]
fn rule19_man_loop_ends_where_it_started_and_is_listed_once() {
    // seed 002 rule 19 and the FMJD counting convention (standards.md): a man takes the four
    // men around 28/22 and comes back to 32; it cannot jump 28 a second time. Going round
    // clockwise (28, 18, 17, 27) or anticlockwise (27, 17, 18, 28) takes the same pieces from
    // the same start to the same end: one move.
    //   W:W32:B28,18,17,27
    //     . 11  . 12  . 13  . 14  . 15
    //    16  . b   . b   . 19  . 20  .
    //     . 21  . 22  . 23  . 24  . 25
    //    26  . b   . b   . 29  . 30  .
    //     . 31  . w   . 33  . 34  . 35
    let p = pos("W:W32:B28,18,17,27");
    assert_eq!(moves("W:W32:B28,18,17,27"), vec!["32x32".to_string()]);
    let m = p.legal_moves()[0];
    let mut taken = squares_1based(m.captures());
    taken.sort();
    assert_eq!(taken, vec![17, 18, 27, 28]);
    let q = after(&p, "32x32");
    assert_eq!(q.to_fen(), "B:W32:B");
}

// ---- rule 20: pieces removed in capture order ---------------------------------------------------

#[test]
fn rule20_captured_pieces_are_listed_in_capture_order() {
    // seed 002 rule 20: the pieces are removed after the capture, in the order they were taken.
    let p = pos("W:WK41:B32,29,39,27");
    let m = p.parse_move("41x43").unwrap();
    assert_eq!(squares_1based(m.captures()), vec![32, 29, 39]);
    assert_eq!(squares_1based(m.landings()), vec![23, 34, 43]);
    let p = pos("W:W46:B41,32,22");
    let m = p.parse_move("46x17").unwrap();
    assert_eq!(squares_1based(m.captures()), vec![41, 32, 22]);
    assert_eq!(squares_1based(m.landings()), vec![37, 28, 17]);
    let p = pos("W:W13:B7,8");
    let m = p.parse_move("13x11").unwrap();
    assert_eq!(squares_1based(m.captures()), vec![8, 7]);
    assert_eq!(squares_1based(m.landings()), vec![2, 11]);
}

// ---- rule 21: touch-move ------------------------------------------------------------------------

#[test]
fn rule21_touched_piece_lists_only_its_own_moves() {
    // seed 002 rule 21: a touched piece must be played; legal_moves_from lists its moves only.
    let p = pos(KING_RULE9);
    let texts = |from: u8| {
        let mut v: Vec<String> = p.legal_moves_from(sq(from)).iter().map(|m| p.move_to_string(m)).collect();
        v.sort();
        v
    };
    assert_eq!(
        texts(28),
        sorted(&["28-22", "28-17", "28-11", "28-6", "28-23", "28-32", "28-37", "28-41", "28-46", "28-33"])
    );
    assert_eq!(texts(19), sorted(&["19-13", "19-14"]));
    assert!(texts(39).is_empty(), "a black man, White to move");
    assert!(texts(1).is_empty(), "an empty square");
}

// ---- ambiguous captures (PDN long form) ----------------------------------------------------------

const AMBIGUOUS: &str = "W:WK46:B41,27,22,12";

#[test]
fn ambiguous_captures_are_written_in_long_form() {
    // Two captures with the same start and end but different pieces are two moves, written
    // with every landing square (standards.md "Moves"; seed 002 rule 16, rule 17, rule 18).
    //   W:WK46:B41,27,22,12
    //     .  1  .  2  .  3  .  4  .  5
    //     6  .  7  .  8  .  9  . 10  .
    //     . 11  . b   . 13  . 14  . 15
    //    16  . 17  . 18  . 19  . 20  .
    //     . 21  . b   . 23  . 24  . 25
    //    26  . b   . 28  . 29  . 30  .
    //     . 31  . 32  . 33  . 34  . 35
    //    36  . 37  . 38  . 39  . 40  .
    //     . b   . 42  . 43  . 44  . 45
    //    W   . 47  . 48  . 49  . 50  .
    // 46 takes 41; landing on 32 it turns and takes 27 (to 21), landing on 28 it takes 22
    // (to 17). From 21 or 17 the diagonal 21-17-12-8-3 leads to 12, taken last, landing on 8
    // or 3. Three pieces either way; the other landings after 41 take at most two (23: 12 only).
    assert_eq!(moves(AMBIGUOUS), sorted(&["46x32x21x8", "46x32x21x3", "46x28x17x8", "46x28x17x3"]));
}

#[test]
fn ambiguous_short_form_is_an_error_and_long_form_works() {
    let p = pos(AMBIGUOUS);
    for short in ["46x8", "46x3"] {
        let err = p.parse_move(short).unwrap_err();
        assert!(err.message().contains("ambiguous"), "{short}: {}", err.message());
    }
    let a = p.parse_move("46x32x21x8").unwrap();
    let b = p.parse_move("46x28x17x8").unwrap();
    assert_ne!(a, b);
    let mut taken_a = squares_1based(a.captures());
    taken_a.sort();
    let mut taken_b = squares_1based(b.captures());
    taken_b.sort();
    assert_eq!(taken_a, vec![12, 27, 41]);
    assert_eq!(taken_b, vec![12, 22, 41]);
    assert_eq!(after(&p, "46x32x21x8").to_fen(), "B:WK8:B22");
    assert_eq!(after(&p, "46x28x17x3").to_fen(), "B:WK3:B27");
    // A route that does not exist is refused.
    assert!(p.parse_move("46x37x21x8").is_err());
}

// ---- rule 23: no move is a loss -----------------------------------------------------------------

#[test]
fn rule23_blocked_side_loses() {
    // seed 002 rule 23: a player who cannot move loses.
    //   W:W46:B41,37      46 touches 41 but 37 stands behind it; 46 has no other way.
    //    36  . b   . 38 ...
    //     . b   . 42 ...
    //    w   . 47 ...
    let g = Game::new(pos("W:W46:B41,37"), GameOptions::default());
    assert!(g.position().legal_moves().is_empty());
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(Color::Black), reason: OutcomeReason::Blocked }));
}

#[test]
fn rule23_move_that_blocks_the_opponent_wins() {
    //   W:W10,14,40:B5
    //     .  1  .  2  .  3  .  4  . b
    //     6  .  7  .  8  .  9  . w   .
    //     . 11  . 12  . 13  . w   . 15
    //    ...
    //    36  . 37  . 38  . 39  . w   .
    // After 40-35 Black's only man (5) faces 10 with 14 behind: no move.
    let mut g = Game::new(pos("W:W10,14,40:B5"), GameOptions::default());
    assert_eq!(g.outcome(), None);
    g.play_text("40-35").unwrap();
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(Color::White), reason: OutcomeReason::Blocked }));
}

#[test]
fn rule23_side_without_pieces_loses() {
    // seed 002 rule 1 and seed 002 rule 23: a side whose pieces are all taken loses.
    let g = Game::new(pos("W:W:B1"), GameOptions::default());
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(Color::Black), reason: OutcomeReason::NoPieces }));
    // Taking the last piece: 32x21 over 27.
    let mut g = Game::new(pos("W:W32:B27"), GameOptions::default());
    assert_eq!(g.outcome(), None);
    g.play_text("32x21").unwrap();
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(Color::White), reason: OutcomeReason::NoPieces }));
    // The game is over: no more moves.
    assert!(g.play(&Move::quiet(sq(21), sq(16))).is_err());
}

// ---- rule 24: few pieces against a lone king -----------------------------------------------------

fn draw(reason: OutcomeReason) -> Option<Outcome> {
    Some(Outcome { winner: None, reason })
}

#[test]
fn rule24_seed_lone_king_against_three_or_fewer_with_a_king_is_drawn_at_once() {
    // seed 002 rule 24 as written: one piece against three, two or one, with a king on each
    // side, is a draw.
    let seed = GameOptions { rule24: DrawRule24::Seed };
    for fen in ["W:WK1,28,33:BK50", "W:WK1,K28:BK50", "W:WK1:BK50", "B:WK46:BK5,K1,23", "B:WK46:BK5"] {
        let g = Game::new(pos(fen), seed);
        assert_eq!(g.outcome(), draw(OutcomeReason::Rule24), "{fen}");
    }
    // Not a draw: four pieces, three men without a king, or a lone man instead of a king.
    for fen in ["W:WK1,28,33,38:BK50", "W:W28,33,38:BK5", "W:WK1,K2:B40", "W:WK1,28:BK50,45"] {
        let g = Game::new(pos(fen), seed);
        assert_eq!(g.outcome(), None, "{fen}");
    }
}

/// Move texts for `plies` plies of kings going round cycles of squares, White first.
fn king_cycles(white: &[u32], black: &[u32], plies: usize) -> Vec<String> {
    (0..plies)
        .map(|i| {
            let (cycle, k) = if i % 2 == 0 { (white, i / 2) } else { (black, i / 2) };
            format!("{}-{}", cycle[k % cycle.len()], cycle[(k + 1) % cycle.len()])
        })
        .collect()
}

/// Plays `texts` from `fen`; the outcome must stay `None` until ply `at`, then be `expected`.
fn ends_exactly_at(fen: &str, options: GameOptions, texts: &[String], at: usize, expected: Option<Outcome>) {
    let mut g = Game::new(pos(fen), options);
    assert_eq!(g.outcome(), None, "{fen} at the start");
    for (i, t) in texts.iter().enumerate() {
        let ply = i + 1;
        g.play_text(t).unwrap_or_else(|e| panic!("{fen}: ply {ply} {t}: {e}"));
        if ply < at {
            assert_eq!(g.outcome(), None, "{fen}: ply {ply} ({t}) is before the end at ply {at}");
        } else {
            assert_eq!(g.outcome(), expected, "{fen}: ply {ply} ({t})");
            assert_eq!(ply, at, "the script goes past the end");
        }
    }
}

const FMJD: GameOptions = GameOptions { rule24: DrawRule24::Fmjd };
// The black king walks round 5-10-14-19-23 on the long diagonal (5 squares) while White's king
// goes back and forth: no position comes three times within 50 plies (lcm 10 or 15 > 8).
const BLACK_WALK: [u32; 5] = [5, 10, 14, 19, 23];

#[test]
fn rule24_fmjd_three_against_lone_king_draws_after_16_moves_each() {
    // FMJD form of rule 24: three pieces including a king against a lone king, 16 moves each.
    //   W:WK47,36,45:BK5
    //     .  1  .  2  .  3  .  4  . B
    //    ...
    //    w   . 37  . 38  . 39  . 40  .
    //     . 41  . 42  . 43  . 44  . w
    //    46  . W   . 48  . 49  . 50  .
    // White's king goes 47-42-47..., Black's 5-10-14-19-23-5...; men on the edge cannot be
    // taken. Draw after ply 32, not at ply 31.
    let texts = king_cycles(&[47, 42], &BLACK_WALK, 32);
    ends_exactly_at("W:WK47,36,45:BK5", FMJD, &texts, 32, draw(OutcomeReason::Fmjd16Moves));
}

#[test]
fn rule24_fmjd_count_starts_when_the_ending_arises() {
    //   W:WK47,36,45:BK5,42     47x38 takes the black man on 42: now three against a lone king.
    // The 16 moves each count from there: draw after ply 33, not at ply 32.
    // After the capture Black moves first: the same cycles with the turns swapped, White's
    // king now going 38-42-38...
    let mut texts = vec!["47x38".to_string()];
    texts.extend(king_cycles(&BLACK_WALK, &[38, 42], 32));
    ends_exactly_at("W:WK47,36,45:BK5,42", FMJD, &texts, 33, draw(OutcomeReason::Fmjd16Moves));
}

#[test]
fn rule24_fmjd_two_against_lone_king_draws_after_5_moves_each() {
    // FMJD: a king and a man against a lone king, 5 moves each: draw after ply 10.
    let texts = king_cycles(&[47, 42], &BLACK_WALK, 10);
    ends_exactly_at("W:WK47,45:BK5", FMJD, &texts, 10, draw(OutcomeReason::Fmjd5Moves));
}

#[test]
fn rule24_fmjd_king_against_king_draws_after_5_moves_each() {
    let texts = king_cycles(&[47, 42], &BLACK_WALK, 10);
    ends_exactly_at("W:WK47:BK5", FMJD, &texts, 10, draw(OutcomeReason::Fmjd5Moves));
    // Under the seed's wording the same ending is drawn at once.
    let g = Game::new(pos("W:WK47:BK5"), GameOptions { rule24: DrawRule24::Seed });
    assert_eq!(g.outcome(), draw(OutcomeReason::Rule24));
}

#[test]
fn rule24_fmjd_25_king_moves_each_without_capture_draw() {
    // FMJD: 25 successive moves of kings only by each side, without capture, draw.
    //   W:WK47,36:BK5,6
    //     .  1  .  2  .  3  .  4  . B
    //    b   .  7  .  8 ...
    //    ...
    //    w   . 37  . 38  . 39  . 40  .
    //     . 41  . 42  . 43  . 44  . 45
    //    46  . W   . 48  . 49  . 50  .
    // Two pieces each: rule 24 proper does not apply. White's king goes round 47-42-38,
    // Black's round 5-10-14-19-23 (no threefold repetition in 50 plies: lcm 15). Draw after
    // ply 50, not at ply 49.
    let texts = king_cycles(&[47, 42, 38], &BLACK_WALK, 50);
    ends_exactly_at("W:WK47,36:BK5,6", FMJD, &texts, 50, draw(OutcomeReason::Fmjd25KingMoves));
    // A man move as the 50th ply resets the count.
    let mut g = Game::new(pos("W:WK47,36:BK5,6"), FMJD);
    for t in &texts[..49] {
        g.play_text(t).unwrap();
    }
    assert_eq!(g.outcome(), None);
    g.play_text("6-11").unwrap();
    assert_eq!(g.outcome(), None);
    // The seed form has no 25-move rule.
    let mut g = Game::new(pos("W:WK47,36:BK5,6"), GameOptions { rule24: DrawRule24::Seed });
    for t in &texts {
        g.play_text(t).unwrap();
    }
    assert_eq!(g.outcome(), None);
}

// ---- rule 25: threefold repetition --------------------------------------------------------------

#[test]
fn rule25_third_occurrence_is_a_draw() {
    // seed 002 rule 25: the game is drawn when the same position occurs three times.
    //   W:WK47,36:BK5,6 (two pieces each, so rule 24 does not apply): 47-42 5-10 42-47 10-5
    // twice. The start position is back at ply 4 (second time) and ply 8 (third time).
    let texts = king_cycles(&[47, 42], &[5, 10], 8);
    let mut g = Game::new(pos("W:WK47,36:BK5,6"), GameOptions::default());
    let expected_reps = [1, 1, 1, 2, 2, 2, 2, 3];
    assert_eq!(g.repetitions(), 1);
    for (i, t) in texts.iter().enumerate() {
        g.play_text(t).unwrap();
        assert_eq!(g.repetitions(), expected_reps[i], "ply {}", i + 1);
        if i + 1 < 8 {
            assert_eq!(g.outcome(), None, "ply {}", i + 1);
        }
    }
    assert_eq!(g.outcome(), draw(OutcomeReason::Repetition));
    // Undo takes the draw back.
    g.undo();
    assert_eq!(g.outcome(), None);
}

#[test]
fn rule25_repetitions_need_not_be_consecutive() {
    // "consecutivement ou pas": start, 47-42 5-10 42-47 10-5 (start again), then a different
    // tour 47-38 5-14 38-47 14-5 (start a third time) draws at ply 8.
    let texts: Vec<String> = ["47-42", "5-10", "42-47", "10-5", "47-38", "5-14", "38-47", "14-5"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    ends_exactly_at("W:WK47,36:BK5,6", GameOptions::default(), &texts, 8, draw(OutcomeReason::Repetition));
}

// ---- start position and perft ---------------------------------------------------------------------

#[test]
fn rules05_06_start_position_and_known_perft() {
    // seed 002 rule 5 and seed 002 rule 6: 20 men each on the first four rows, White starts.
    let start = International::start();
    assert_eq!(start, pos("W:W31-50:B1-20"));
    assert_eq!(start.turn(), Color::White);
    assert_eq!(start.material().men, [20, 20]);
    assert_eq!(
        moves("W:W31-50:B1-20"),
        sorted(&["31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"])
    );
    // Published perft of international draughts (whole captures as one move).
    let expected = [1u64, 9, 81, 658, 4265, 27117, 167140];
    for (depth, &n) in expected.iter().enumerate() {
        assert_eq!(start.perft(depth as u32), n, "perft({depth})");
    }
}

// ---- FEN ----------------------------------------------------------------------------------------

#[test]
fn fen_is_written_in_pdn_form() {
    assert_eq!(pos(KING_RULE9).to_fen(), "W:W19,K28:B39,44");
    assert_eq!(pos("B:W:BK5").to_fen(), "B:W:BK5");
    assert_eq!(pos(" W:W31-50:B1-20. ").to_fen(), International::start().to_fen());
}

fn fen_error(fen: &str, any_of: &[&str]) {
    match International::from_fen(fen) {
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
    // A man on its own crowning row would have become a king (rule 8).
    fen_error("W:W3:B20", &["crowning"]);
    fen_error("W:W31:B48", &["crowning"]);
    // 21 white pieces: a side has at most 20 (rule 5).
    fen_error("W:W30-50:B1", &["at most 20", "too many"]);
    fen_error("W:W40:B6-26", &["at most 20", "too many"]);
    // Two pieces on one square.
    fen_error("W:W31,31:B1", &["two pieces", "twice", "duplicate"]);
    fen_error("W:W31:B31", &["two pieces", "twice", "duplicate"]);
    // No such square.
    fen_error("W:W51:B1", &["51"]);
    fen_error("W:W0:B1", &["'0'", "square 0", " 0 "]);
    // The side to move.
    fen_error("X:W31:B1", &["side to move", "turn"]);
    fen_error("WB:W31:B1", &["side to move", "turn"]);
    // Draughts have no princes.
    fen_error("W:WP31:B1", &["prince"]);
}

#[test]
fn fen_garbage_is_an_error_not_a_panic() {
    for fen in [
        "",
        " ",
        "hello",
        ":",
        ":::",
        "W:",
        "W:Q1",
        "W:W1-:B",
        "W:WK:B",
        "W:W-:B",
        "W:W31-29:B",
        "W:W31:W32",
        "W:W\u{e9}:B",
        "W:W3\u{e9}1:B",
        "W:W31,,32:B",
        "W:W99999999999999999999:B",
        "W:W-5:B",
        "W:WKK5:B",
        "W:W31:B1:W32",
        "\u{0}",
        "W:W31:B1x",
        "W:W31:X1",
        "B:W31:B-1",
    ] {
        match std::panic::catch_unwind(|| International::from_fen(fen)) {
            Err(_) => panic!("{fen:?}: from_fen panicked"),
            Ok(Ok(p)) => panic!("{fen:?} was accepted as {}", p.to_fen()),
            Ok(Err(e)) => assert!(!e.message().is_empty(), "{fen:?}: empty message"),
        }
    }
    // Questionable but harmless inputs must at least not panic.
    for fen in ["W", "B:", "W:W:B:", "W:B:W"] {
        assert!(std::panic::catch_unwind(|| International::from_fen(fen)).is_ok(), "{fen:?} panicked");
    }
}
