//! Setting up a position, driven through egui_kittest as a user would: the menu, the palette,
//! clicks, right-clicks and drags on the board, the FEN field, the reasons a position cannot
//! be played, and playing from it.

use std::time::Duration;

use damier::DamierApp;
use damier::model::Player;
use damier_rules::{Color, Variant};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

mod common;
mod pointer;

use common::{click, step_until};
use pointer::{center, drag_between};

/// The app in a fresh folder, with the folder (removed when dropped, after the app).
fn harness(name: &str) -> (Harness<'static, DamierApp>, common::TestDir) {
    let dir = common::temp_dir("editor", name);
    (common::harness_in(&dir, egui::vec2(1280.0, 860.0)), dir)
}

fn open_editor(h: &mut Harness<'_, DamierApp>) {
    click(h, "Game");
    click(h, "Set up a position…");
    assert!(h.state().editor().is_some());
}

fn fen(h: &Harness<'_, DamierApp>) -> String {
    h.state().editor().expect("the editor is open").fen().to_owned()
}

fn type_fen(h: &mut Harness<'_, DamierApp>, text: &str) {
    let field = h.get_by_role(egui::accesskit::Role::MultilineTextInput);
    field.focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role(egui::accesskit::Role::MultilineTextInput).type_text(text);
    h.run_steps(3);
}

/// The editor has closed on a game started from `fen`.
fn assert_started_at(h: &Harness<'_, DamierApp>, fen: &str) {
    assert!(h.state().editor().is_none());
    assert_eq!(h.state().game().record().fen_at(0), fen);
}

#[test]
fn pieces_are_placed_moved_and_removed_and_the_fen_follows() {
    let (mut h, _dir) = harness("place");
    open_editor(&mut h);
    assert_eq!(
        fen(&h),
        "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"
    );
    click(&mut h, "Clear board");
    assert_eq!(fen(&h), "W:W:B");
    // A click puts the palette's piece (a White man at first) on the square.
    click(&mut h, "Square 28");
    assert_eq!(fen(&h), "W:W28:B");
    // Another kind chosen in the palette.
    click(&mut h, "Black: king");
    click(&mut h, "Square 23");
    assert_eq!(fen(&h), "W:W28:BK23");
    // Right-click takes a piece off.
    h.get_by_label("White man on 28").click_secondary();
    h.run_steps(3);
    assert_eq!(fen(&h), "W:W:BK23");
    // Drag from the palette onto the board.
    let (from, to) = (center(&h, "White: man"), center(&h, "Square 38"));
    drag_between(&mut h, from, to);
    assert_eq!(fen(&h), "W:W38:BK23");
    // Drag on the board moves; off the board takes away.
    let (from, to) = (center(&h, "Black king on 23"), center(&h, "Square 14"));
    drag_between(&mut h, from, to);
    assert_eq!(fen(&h), "W:W38:BK14");
    let from = center(&h, "Black king on 14");
    let outside = h.get_by_label("Clear board").rect().center();
    drag_between(&mut h, from, outside);
    assert_eq!(fen(&h), "W:W38:B");
    h.get_by_role_and_label(egui::accesskit::Role::RadioButton, "Black").click();
    h.run_steps(3);
    assert_eq!(fen(&h), "B:W38:B");
}

#[test]
fn each_problem_is_named_once_and_play_stays_off_until_none_is_left() {
    let (mut h, _dir) = harness("problems");
    open_editor(&mut h);
    // 21 White men: the start position and one more.
    click(&mut h, "Square 25");
    h.get_by_label("White has 21 pieces; a side has at most 20 in International draughts");
    assert!(h.get_by_label("Play from here").accesskit_node().is_disabled());
    h.get_by_label("White man on 25").click_secondary();
    h.run_steps(3);
    assert!(h.query_by_label_contains("21 pieces").is_none());
    assert!(!h.get_by_label("Play from here").accesskit_node().is_disabled());
    // A man on its crowning row, and a side without pieces.
    click(&mut h, "Clear board");
    click(&mut h, "Square 3");
    let crowning =
        "White cannot have a man on square 3: that is its crowning row, where it would have become a king";
    h.get_by_label(crowning);
    h.get_by_label("Black has no pieces: that side would have lost already");
    assert_eq!(h.query_all_by_label_contains("crowning row").count(), 1);
    assert!(h.get_by_label("Play from here").accesskit_node().is_disabled());
    // A FEN that does not read says why, and the board keeps its pieces.
    type_fen(&mut h, "W:W31:B99");
    h.get_by_label_contains("This FEN does not read");
    assert!(h.get_by_label("Play from here").accesskit_node().is_disabled());
    type_fen(&mut h, "W:W31:B19");
    h.get_by_label("The position can be played.");
    click(&mut h, "Play from here");
    assert_started_at(&h, "W:W31:B19");
}

#[test]
fn a_dablot_study_position_is_accepted_with_its_notes_and_played() {
    let (mut h, _dir) = harness("study");
    open_editor(&mut h);
    click(&mut h, "Dablot Prejjesne");
    assert_eq!(h.state().editor().map(|e| e.variant()), Some(Variant::Dablot));
    click(&mut h, "Black: prince");
    click(&mut h, "Point e7");
    h.get_by_label_contains("Black has 2 princes: a study position");
    // 28 warriors, two princes and a king: one piece too many, whatever their kinds.
    h.get_by_label("Black has 31 pieces; a side has at most 30 (28 warriors, a prince and a king)");
    h.get_by_label("Black warrior on e9").click_secondary();
    h.run_steps(3);
    h.get_by_label("The position can be played.");
    type_fen(&mut h, "W:Wc5,Pi9,Ka13:Bc7,Pd6,Ke5,Pi11,Kh10,j8,k1");
    h.get_by_label_contains("Black has 2 princes: a study position");
    h.get_by_label_contains("Black has 2 kings: a study position");
    click(&mut h, "Play from here");
    let game = h.state().game();
    assert_eq!(game.variant(), Variant::Dablot);
    assert_eq!(game.record().legal_moves().len(), 3, "captures limited by rank");
    assert_eq!(game.turn(), Color::White);
}

#[test]
fn two_computers_play_a_short_game_to_its_end() {
    let (mut h, _dir) = harness("watch");
    open_editor(&mut h);
    click(&mut h, "English checkers");
    // Two men each: a few moves to the end.
    type_fen(&mut h, "B:W22,23:B10,11");
    for (side, level) in [(0, "Computer (Beginner)"), (1, "Computer (Novice)")] {
        h.get_all_by_role(egui::accesskit::Role::ComboBox).nth(side).expect("a player choice").click();
        h.run_steps(3);
        click(&mut h, level);
    }
    let editor = h.state().editor().expect("open");
    assert_eq!(editor.player(Color::White), Player::Computer(1));
    assert_eq!(editor.player(Color::Black), Player::Computer(2));
    click(&mut h, "Play from here");
    // The watching speed, beside the board while no person plays: a long pause first.
    h.get_by_label("Pause between moves");
    let ctx = h.ctx.clone();
    h.state_mut().run(damier::command::Command::WatchPauseMs(3000), &ctx);
    let moves = |h: &mut Harness<'_, DamierApp>, steps: usize| {
        for _ in 0..steps {
            h.step();
            std::thread::sleep(Duration::from_millis(5));
        }
        h.state().game().len()
    };
    step_until(&mut h, Duration::from_secs(30), |app| !app.game().is_empty());
    let first = h.state().game().len();
    assert_eq!(first, 1, "the first move comes");
    // White stays at the bottom whoever is to move.
    assert_eq!(h.state().game().bottom_color(), Color::White);
    // 2 s of the app's time later (a step is 0.25 s), the pause (3 s) is not over.
    assert_eq!(moves(&mut h, 8), first);
    h.state_mut().run(damier::command::Command::WatchPauseMs(0), &ctx);
    let over = step_until(&mut h, Duration::from_secs(90), |app| app.game().is_over());
    assert!(over, "{}", h.state().status_text());
    assert!(h.state().game().len() > first, "{}", h.state().game().len());
}

#[test]
fn playing_from_the_editor_over_a_game_in_progress_asks_first() {
    let (mut h, _dir) = harness("replace");
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    assert!(!h.state().game().is_empty(), "a game in progress");
    open_editor(&mut h);
    type_fen(&mut h, "W:W31:B19");
    click(&mut h, "Play from here");
    h.get_by_label("The game is in progress");
    click(&mut h, "Discard");
    assert_started_at(&h, "W:W31:B19");
}

#[test]
fn analyse_starts_the_position_between_two_people_in_the_analysis_mode() {
    let (mut h, _dir) = harness("analyse");
    open_editor(&mut h);
    type_fen(&mut h, "W:W28,36:B22,33");
    click(&mut h, "Analyse");
    assert_started_at(&h, "W:W28,36:B22,33");
    assert_eq!(h.state().game().player(Color::Black), Player::Human);
    assert!(h.state().analysis().is_on(), "the analysis mode is on");
    let analysed = step_until(&mut h, Duration::from_secs(20), |app| !app.analysis().lines().is_empty());
    assert!(analysed, "the engine's lines for the position set up");
}
