//! The analysis, driven through egui_kittest as a user would: the mode on and off (its bar,
//! its three lines), moves made on the board that explore (the game's line going on, a
//! variation kept), variations written to PDN and read back, and "Analyse game" with its graph
//! and its marks.

use std::path::Path;
use std::time::Duration;

mod common;

use common::{click, step_until};
use damier::DamierApp;
use damier::model::{Player, Setup};
use damier_rules::{AnyGame, GameOptions, PdnVariation, Variant, read_pdn};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// A fresh directory for one test's files.
fn temp_dir(name: &str) -> common::TestDir {
    common::temp_dir("analysis", name)
}

fn harness(dir: &Path) -> Harness<'static, DamierApp> {
    common::harness_in(dir, egui::vec2(1280.0, 860.0))
}

fn start(h: &mut Harness<'_, DamierApp>, variant: Variant, black: Player, fen: Option<&str>) {
    h.state_mut()
        .start_game(Setup { fen: fen.map(str::to_owned), ..Setup::plain(variant, [Player::Human, black]) });
    h.run_steps(3);
}

fn key(h: &mut Harness<'_, DamierApp>, key: egui::Key) {
    h.key_press(key);
    h.run_steps(3);
}

/// Plays `from` to `to` by two clicks on the board.
fn play(h: &mut Harness<'_, DamierApp>, piece: &str, square: &str) {
    click(h, piece);
    click(h, square);
}

const PATIENCE: Duration = Duration::from_secs(30);

#[test]
fn the_analysis_starts_and_stops_with_the_mode_and_follows_the_moves_made() {
    let dir = temp_dir("mode");
    let mut h = harness(&dir);
    // Against the computer: the mode stops the game, the computer does not move.
    start(&mut h, Variant::International, Player::Computer(3), None);
    assert!(h.query_by_label_contains("Evaluation:").is_none(), "no bar before the mode");
    click(&mut h, "Analyse A");
    assert!(h.state().analysis().is_on());
    assert!(step_until(&mut h, PATIENCE, |app| app.analysis().lines().len() == 3), "three lines");
    h.get_by_label_contains("Evaluation:");
    h.get_by_label_contains("kN/s");
    // The first line's first move, written in the side panel.
    let start_moves = AnyGame::start(Variant::International, GameOptions::default()).legal_moves();
    assert!(h.state().analysis().lines().iter().all(|l| start_moves.contains(&l.pv[0])));
    // A move on the board: the game goes on, and the analysis follows (Black's lines now).
    play(&mut h, "White man on 32", "Square 28");
    assert_eq!(h.state().game().len(), 1);
    let followed = step_until(&mut h, PATIENCE, |app| {
        let lines = app.analysis().lines();
        lines.len() == 3 && lines.iter().all(|l| app.game().record().legal_moves().contains(&l.pv[0]))
    });
    assert!(followed, "the analysis follows the move");
    // Black's move too is the person's to make while the mode is on.
    play(&mut h, "Black man on 19", "Square 23");
    assert_eq!(h.state().game().len(), 2);
    // Off: the search stops, the bar goes, and the computer plays again.
    key(&mut h, egui::Key::A);
    assert!(!h.state().analysis().is_on() && !h.state().analysis().is_searching());
    assert!(h.query_by_label_contains("Evaluation:").is_none());
    play(&mut h, "White man on 28", "Square 19");
    assert!(
        step_until(&mut h, PATIENCE, |app| app.game().len() == 4),
        "the computer replies once the mode is off"
    );
}

#[test]
fn a_variation_made_on_the_board_is_kept_written_to_pdn_read_back_and_played() {
    let dir = temp_dir("variation");
    let mut h = harness(&dir);
    start(&mut h, Variant::International, Player::Human, None);
    key(&mut h, egui::Key::A);
    play(&mut h, "White man on 32", "Square 28");
    play(&mut h, "Black man on 19", "Square 23");
    // Back one move, and another answer for Black: a variation of move 1.
    key(&mut h, egui::Key::ArrowLeft);
    assert_eq!(h.state().game().shown_ply(), 1);
    play(&mut h, "Black man on 18", "Square 22");
    assert_eq!(h.state().game().len(), 2, "the game's line is kept");
    assert!(h.state().analysis().place().is_some(), "the board shows the variation");
    h.get_by_label("Black man on 22");
    h.get_by_label("1... 18-22");
    // It goes on, and the lines follow it.
    // Typed, as on the board: it goes on in the variation.
    let entry = h.get_by_role(egui::accesskit::Role::TextInput);
    entry.click();
    entry.type_text("37-32");
    h.run_steps(2);
    click(&mut h, "Play");
    h.get_by_label("2. 37-32");
    assert_eq!(h.state().game().len(), 2, "the game's line is kept");
    // The autosave keeps it: after a restart, it is still there.
    let autosave = dir.join("autosave.ron");
    let kept =
        |_: &DamierApp| std::fs::read_to_string(&autosave).is_ok_and(|t| t.contains("(1... 18-22 2. 37-32)"));
    assert!(step_until(&mut h, PATIENCE, kept), "autosaved with the variation");
    drop(h);
    let mut h = harness(&dir);
    assert!(!h.state().notes().is_plain(), "the variation survives a restart");
    h.get_by_label("1... 18-22");
    key(&mut h, egui::Key::A);
    // Saved: the variation in parentheses.
    let path = dir.join("variation.pdn");
    h.state_mut().save_file(path.clone());
    assert!(step_until(&mut h, PATIENCE, |_| path.exists()), "saved");
    let text = std::fs::read_to_string(&path).expect("the file");
    assert!(text.contains("(1... 18-22 2. 37-32)"), "{text}");
    let pdn = read_pdn(&text).remove(0).expect("reads");
    assert!(matches!(pdn.moves[1].variations.as_slice(), [PdnVariation::Line(l)] if l.moves.len() == 2));
    // Opened again: the variation is shown, and a click on its move shows its position.
    key(&mut h, egui::Key::A);
    start(&mut h, Variant::English, Player::Human, None);
    h.state_mut().open_file(path);
    assert!(step_until(&mut h, PATIENCE, |app| !app.notes().is_plain()), "opened with its variation");
    click(&mut h, "1... 18-22");
    assert!(h.state().analysis().place().is_some());
    h.get_by_label("Black man on 22");
    // The mode on, a move there goes on in the variation; deleted, the game's line is left.
    key(&mut h, egui::Key::A);
    click(&mut h, "2. 37-32");
    play(&mut h, "Black man on 13", "Square 18");
    // In the variation's row: "2. 37-32 13-18".
    h.get_by_label("13-18");
    assert_eq!(h.state().analysis().place().map(|p| p.ply), Some(3));
    // The mode off first (its search's answers change nothing drawn then), the list settled.
    key(&mut h, egui::Key::A);
    h.run_steps(10);
    click(&mut h, "×");
    assert!(h.state().notes().is_plain(), "{:?}", h.state().analysis().place());
    assert_eq!(h.state().game().len(), 2);
}

#[test]
fn a_variation_promoted_by_its_context_menu_becomes_the_games_line_and_is_written_so() {
    let dir = temp_dir("promote");
    let mut h = harness(&dir);
    start(&mut h, Variant::International, Player::Human, None);
    key(&mut h, egui::Key::A);
    play(&mut h, "White man on 32", "Square 28");
    play(&mut h, "Black man on 19", "Square 23");
    play(&mut h, "White man on 28", "Square 19");
    // Back two moves: 18-22 in place of 19-23, and 37-32 after it.
    key(&mut h, egui::Key::ArrowLeft);
    key(&mut h, egui::Key::ArrowLeft);
    play(&mut h, "Black man on 18", "Square 22");
    play(&mut h, "White man on 37", "Square 32");
    key(&mut h, egui::Key::A);
    h.run_steps(5);
    let texts = |app: &DamierApp| {
        (0..app.game().len()).map(|p| app.game().move_text(p).to_owned()).collect::<Vec<_>>()
    };
    assert_eq!(texts(h.state()), ["32-28", "19-23", "28x19"]);
    // Right-click on the variation's first move: its menu makes it the main line.
    h.get_by_label("1... 18-22").click_secondary();
    h.run_steps(3);
    click(&mut h, "Make main line");
    assert_eq!(texts(h.state()), ["32-28", "18-22", "37-32"], "the game's line is the variation's");
    let main = h.state().notes().main_line();
    let old: Vec<_> = match main[1].variations.as_slice() {
        [PdnVariation::Line(l)] => l.moves.iter().map(|m| m.mv).collect(),
        other => panic!("{other:?}"),
    };
    let mut replaced = AnyGame::start(Variant::International, GameOptions::default());
    for text in ["32-28", "19-23", "28x19"] {
        let m = replaced.parse_move(text).expect("legal");
        replaced.play(&m).expect("legal");
    }
    assert_eq!(old.as_slice(), &replaced.moves()[1..], "19-23 28x19 is its variation now");
    // The list shows it so, and the board the position of the move clicked, on the game's line.
    h.get_by_label("1... 19-23");
    assert!(h.state().analysis().place().is_none());
    assert_eq!(h.state().game().shown_ply(), 2);
    h.get_by_label("Black man on 22");
    let path = dir.join("promoted.pdn");
    h.state_mut().save_file(path.clone());
    assert!(step_until(&mut h, PATIENCE, |_| path.exists()), "saved");
    let text = std::fs::read_to_string(&path).expect("the file");
    assert!(text.contains("1. 32-28 18-22 (1... 19-23 2. 28x19) 2. 37-32"), "{text}");
}

#[test]
fn analyse_game_draws_the_graph_and_marks_a_blunder_with_the_better_move() {
    let dir = temp_dir("review");
    let mut h = harness(&dir);
    // White's 38-33?? lets Black take two and crown (29x49); 37-31 held (the engine, depth 6:
    // -0.46 against -6.79).
    start(&mut h, Variant::International, Player::Human, Some(BLUNDER_FEN));
    let record = h.state().game().record().clone();
    for text in BLUNDER_MOVES {
        let m = h.state().game().record().parse_move(text).expect("legal");
        h.state_mut().run(damier::command::Command::Play(m), &egui::Context::default());
        h.run_steps(2);
    }
    assert_eq!(h.state().game().len(), BLUNDER_MOVES.len(), "{:?}", record.fen_at(0));
    h.state_mut().run(damier::command::Command::AnalysisTime(0.2), &egui::Context::default());
    click(&mut h, "Analyse game");
    assert!(h.state().analysis().review().is_some());
    assert!(
        step_until(&mut h, PATIENCE, |app| app.analysis().review().is_some_and(|r| r.is_done())),
        "analysed"
    );
    h.get_by_label_contains("Evaluation graph of the game (2 moves)");
    // The blunder is marked, with the better move, in the list under the graph and the PDN.
    let notes = h.state().notes();
    assert_eq!(notes.main_line()[0].nags, [4], "{:?}", notes.main_line());
    let comment = notes.main_line()[0].comment.clone().unwrap_or_default();
    assert!(comment.starts_with("Better: "), "{comment}");
    h.get_by_label_contains(&format!("1. {}??, better", BLUNDER_MOVES[0]));
    // A click on the graph's right end shows the last position.
    click(&mut h, "1. 38-33??");
    let graph = h.get_by_label_contains("Evaluation graph").rect();
    let end = graph.right_center() - egui::vec2(2.0, 0.0);
    h.hover_at(end);
    h.drag_at(end);
    h.step();
    h.drop_at(end);
    h.run_steps(3);
    assert_eq!(h.state().game().shown_ply(), 2);
    let path = dir.join("marked.pdn");
    h.state_mut().save_file(path.clone());
    assert!(step_until(&mut h, PATIENCE, |_| path.exists()), "saved");
    let text = std::fs::read_to_string(&path).expect("the file");
    assert!(text.contains("38-33 $4 {Better: "), "{text}");
}

/// White to move, and a blunder: 38-33, answered by 29x49.
const BLUNDER_FEN: &str = "W:W32,37,38,43,46:B9,14,19,24,29";
const BLUNDER_MOVES: [&str; 2] = ["38-33", "29x49"];
