//! The real app driven through egui_kittest: its AccessKit tree is what a screen reader sees,
//! and clicks, drags and keys go through egui's input like a user's.

use std::path::{Path, PathBuf};
use std::time::Duration;

use damier::DamierApp;
use damier::command::Command;
use damier::i18n::Language;
use damier::model::{Player, Setup};
use damier::settings::Settings;
use damier::sound::{Sound, Sounds};
use damier::storage::Paths;
use damier_rules::{Color, GameOptions, OutcomeReason, Variant};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

mod common;
mod pointer;

use common::{click, step_until};
use pointer::{center, drag_between};

/// A fresh directory for one test's files.
fn temp_dir(name: &str) -> common::TestDir {
    common::temp_dir("app", name)
}

fn harness(dir: &Path) -> Harness<'static, DamierApp> {
    common::harness_in(dir, egui::vec2(1200.0, 820.0))
}

fn setup(variant: Variant, white: Player, black: Player, fen: Option<&str>) -> Setup {
    Setup { fen: fen.map(str::to_owned), ..Setup::plain(variant, [white, black]) }
}

fn two_players(h: &mut Harness<'_, DamierApp>, variant: Variant, fen: Option<&str>) {
    h.state_mut().start_game(setup(variant, Player::Human, Player::Human, fen));
    h.run_steps(3);
}

fn drag(h: &mut Harness<'_, DamierApp>, from: &str, to: &str) {
    let (a, b) = (center(h, from), center(h, to));
    drag_between(h, a, b);
}

#[test]
fn each_game_starts_with_a_labelled_board() {
    let dir = temp_dir("start");
    let mut h = harness(&dir);
    for (variant, piece, square) in [
        (Variant::International, "White man on 32", "Square 28"),
        (Variant::English, "White man on 21", "Square 17"),
        (Variant::Dablot, "White king on k7", "Point e7"),
    ] {
        two_players(&mut h, variant, None);
        assert_eq!(h.state().game().variant(), variant);
        h.get_by_label(piece);
        h.get_by_label(square);
    }
}

#[test]
fn click_click_plays_a_move_and_the_move_list_grows() {
    let dir = temp_dir("click");
    let mut h = harness(&dir);
    two_players(&mut h, Variant::International, None);
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    assert_eq!(h.state().game().len(), 1);
    h.get_by_label("32-28");
    assert!(h.state().game().turn() == Color::Black);
}

#[test]
fn drag_and_drop_plays_a_legal_move_and_an_illegal_drop_changes_nothing() {
    let dir = temp_dir("drag");
    let mut h = harness(&dir);
    two_players(&mut h, Variant::English, None);
    // Black moves first in English checkers (seed 004): Black's men are on 1-12.
    drag(&mut h, "Black man on 9", "Square 18");
    assert_eq!(h.state().game().len(), 0, "9-18 is not a move");
    assert!(!h.state().status_text().is_empty());
    let status = h.state().status_text();
    assert!(status.contains("9-18") || status.contains("not"), "the status says why: {status}");
    drag(&mut h, "Black man on 9", "Square 14");
    assert_eq!(h.state().game().len(), 1);
    h.get_by_label("9-14");
}

#[test]
fn an_ambiguous_capture_is_chosen_by_its_path() {
    let dir = temp_dir("ambiguous");
    let mut h = harness(&dir);
    // The king on 15 takes three pieces ending on 8 by two routes: through 33 or through 38.
    two_players(&mut h, Variant::International, Some("W:WK15:B12,28,29,32"));
    click(&mut h, "White king on 15");
    click(&mut h, "Square 8");
    assert_eq!(h.state().game().len(), 0, "never a silent guess");
    assert!(h.state().status_text().contains("Several captures"), "{}", h.state().status_text());
    click(&mut h, "15x38x21x8");
    assert_eq!(h.state().game().len(), 1);
    let record = h.state().game().record();
    assert_eq!(record.move_text(0), "15x38x21x8");
    h.get_by_label("15x38x21x8");
}

#[test]
fn the_computer_replies_and_take_back_and_redo_work_by_keyboard() {
    let dir = temp_dir("computer");
    let mut h = harness(&dir);
    h.state_mut().start_game(setup(Variant::International, Player::Human, Player::Computer(2), None));
    h.run_steps(2);
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    assert!(
        step_until(&mut h, Duration::from_secs(30), |app| app.game().len() == 2),
        "the computer answered"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(2);
    assert_eq!(h.state().game().len(), 0, "a full turn taken back");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run_steps(2);
    assert_eq!(h.state().game().len(), 2);
}

#[test]
fn the_computer_plays_dablot_and_english() {
    let dir = temp_dir("computer2");
    let mut h = harness(&dir);
    for variant in [Variant::Dablot, Variant::English] {
        // The computer takes the side that moves first.
        let first = if variant == Variant::English { Color::Black } else { Color::White };
        let mut players = [Player::Human; 2];
        players[first.index()] = Player::Computer(1);
        h.state_mut().start_game(setup(variant, players[0], players[1], None));
        assert!(step_until(&mut h, Duration::from_secs(30), |app| app.game().len() == 1), "{variant}");
        assert_eq!(h.state().game().human_to_move(), Some(first.opposite()));
    }
}

#[test]
fn a_finished_game_shows_the_result_and_the_reason() {
    let dir = temp_dir("result");
    let mut h = harness(&dir);
    two_players(&mut h, Variant::International, Some("W:W28:B23"));
    click(&mut h, "White man on 28");
    click(&mut h, "Square 19");
    h.run_steps(20);
    let outcome = h.state().game().outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, OutcomeReason::NoPieces);
    h.get_by_label("White wins");
    h.get_by_label("Black has no pieces left");
    click(&mut h, "Review the game");
    assert!(h.query_by_label("White wins").is_none(), "the panel closes");
    // The result stays in the side panel and the status line.
    let result = "White wins: Black has no pieces left";
    assert_eq!(h.query_all_by_label(result).count(), 2, "side panel and status line");
    assert_eq!(h.state().status_text(), result);
}

#[test]
fn resigning_ends_the_game_with_the_reason() {
    let dir = temp_dir("resign");
    let mut h = harness(&dir);
    // Black moves first in English checkers: the computer (Black) opens.
    h.state_mut().start_game(setup(Variant::English, Player::Human, Player::Computer(1), None));
    assert!(step_until(&mut h, Duration::from_secs(30), |app| app.game().len() == 1));
    click(&mut h, "Resign");
    assert!(!h.state().game().is_over(), "resigning asks first");
    h.get_by_label("Resign this game?");
    click(&mut h, "Yes, resign");
    assert!(h.state().game().is_over(), "{}", h.state().status_text());
    h.run_steps(2);
    h.get_by_label("Black wins");
    h.get_by_label("White resigned");
}

#[test]
fn a_corrupt_settings_file_is_kept_as_bak_and_the_app_starts_with_defaults() {
    let dir = temp_dir("corrupt");
    std::fs::write(dir.join("settings.ron"), "(language: Klingon, show_labels: tru").expect("write");
    std::fs::write(dir.join("autosave.ron"), "not a saved game").expect("write");
    let h = harness(&dir);
    assert_eq!(h.state().settings(), &Settings::default());
    let kept = std::fs::read_to_string(dir.join("settings.ron.bak")).expect("the bad file is kept");
    assert!(kept.contains("Klingon"));
    assert!(dir.join("autosave.ron.bak").exists());
    let status = h.state().status_text();
    assert!(status.contains("settings.ron.bak"), "the user is told: {status}");
    h.get_by_label("White man on 32");
}

#[test]
fn the_game_and_settings_survive_a_restart() {
    let dir = temp_dir("restart");
    {
        let mut h = harness(&dir);
        two_players(&mut h, Variant::Dablot, None);
        let m = h.state().game().record().legal_moves()[0];
        let text = h.state().game().record().move_text_of(&m);
        let (from, to) = text.split_once('-').expect("a quiet first move");
        click(&mut h, &format!("Point {from}"));
        click(&mut h, &format!("Point {to}"));
        assert_eq!(h.state().game().len(), 1);
        click(&mut h, "View");
        click(&mut h, "Français");
        assert!(step_until(&mut h, Duration::from_secs(5), |_| {
            std::fs::read_to_string(dir.join("autosave.ron")).is_ok_and(|t| t.contains(&text))
                && std::fs::read_to_string(dir.join("settings.ron")).is_ok_and(|t| t.contains("French"))
        }));
    }
    let h = harness(&dir);
    assert_eq!(h.state().game().variant(), Variant::Dablot);
    assert_eq!(h.state().game().len(), 1);
    assert_eq!(h.state().settings().language, damier::i18n::Language::French);
}

#[test]
fn a_typed_move_is_played_and_a_bad_one_explained() {
    let dir = temp_dir("typed");
    let mut h = harness(&dir);
    two_players(&mut h, Variant::International, None);
    let entry = h.get_by_role(egui::accesskit::Role::TextInput);
    entry.click();
    entry.type_text("32-29");
    h.run_steps(2);
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    assert_eq!(h.state().game().len(), 0);
    assert!(h.state().status_text().contains("32-29"));
    // The field keeps the keyboard, so the move can be mended at once.
    assert!(h.get_by_role(egui::accesskit::Role::TextInput).is_focused());
    for _ in 0..5 {
        h.key_press(egui::Key::Backspace);
    }
    h.get_by_role(egui::accesskit::Role::TextInput).type_text("32-28");
    h.run_steps(2);
    click(&mut h, "Play");
    assert_eq!(h.state().game().len(), 1);
}

/// The square's AccessKit label: "Square 32" (draughts) or "Point e5" (Dablot).
fn square_label(variant: Variant, square: u8) -> String {
    let name = variant.square_name(square);
    if variant == Variant::Dablot { format!("Point {name}") } else { format!("Square {name}") }
}

#[test]
fn whole_games_against_the_computer_reach_a_result() {
    let dir = temp_dir("whole");
    let mut h = harness(&dir);
    // Dablot is left out: against these aimless moves the club level does not always force a
    // result within 400 plies (the engine's Dablot endgame, issue 3); the Dablot result panel
    // is reached in `the_result_panel_names_each_ending` below.
    for variant in [Variant::International, Variant::English] {
        // Club level (3) never slips on purpose: the game is the same on every run.
        h.state_mut().start_game(setup(variant, Player::Human, Player::Computer(3), None));
        h.run_steps(2);
        let mut plies = 0;
        while h.state().game().outcome().is_none() && plies < 400 {
            if h.state().game().human_to_move().is_some() {
                // The person plays, by clicks, the first move whose start and end say it all.
                let legal = h.state().game().record().legal_moves();
                let m = *legal
                    .iter()
                    .find(|m| legal.iter().filter(|o| o.from() == m.from() && o.to() == m.to()).count() == 1)
                    .expect("a move that start and end settle");
                click(&mut h, &square_label(variant, m.from()));
                click(&mut h, &square_label(variant, m.to()));
                assert_eq!(h.state().game().record().moves().last(), Some(&m), "{variant}: the click plays");
            } else {
                let before = h.state().game().len();
                assert!(
                    step_until(&mut h, Duration::from_secs(30), |app| app.game().len() > before
                        || app.game().is_over()),
                    "{variant}: the computer answers"
                );
            }
            plies = h.state().game().len();
        }
        let outcome = h.state().game().outcome();
        assert!(outcome.is_some(), "{variant}: a result within 400 plies");
        h.run_steps(10);
        h.get_by_label("Game over");
    }
}

#[test]
fn the_result_panel_names_each_ending() {
    let dir = temp_dir("endings");
    let mut h = harness(&dir);
    // Dablot: the white king takes the black prince and only the two kings are left (a draw).
    // English: after Black's move White's last man, on 5, is stuck behind Black's man on 1.
    for (variant, fen, mv, title, reason) in [
        (Variant::Dablot, "W:WKe5:BPf6,Ka13", "e5xg7", "Draw", "Only the two kings are left"),
        (Variant::English, "B:W5:B1,10", "10-14", "Black wins", "White cannot move"),
    ] {
        two_players(&mut h, variant, Some(fen));
        let m = h.state().game().record().parse_move(mv).expect("a legal move");
        click(&mut h, &square_label(variant, m.from()));
        click(&mut h, &square_label(variant, m.to()));
        h.run_steps(10);
        assert!(h.state().game().is_over(), "{variant}: over");
        h.get_by_label(title);
        h.get_by_label(reason);
    }
}

// ---- hardening (issue 11): no file can crash, freeze or silently reset the app ------------

/// A saved game against the computer (White, level 1, to move) on a 10+5 clock, with its
/// `clocks` field written as `clocks`.
fn saved_game_text(clocks: &str) -> String {
    let mut s = setup(Variant::International, Player::Computer(1), Player::Human, None);
    s.clock = Some(damier::clock::ClockSettings { minutes: 10.0, increment_s: 5.0 });
    let game = damier::model::GameState::new(s, 0.0).expect("the start position");
    let text = damier::storage::to_ron(&damier::saved::SavedGame::of(&game, &Default::default(), 0.0))
        .expect("encodes");
    let field = "clocks: Some((600.0, 600.0))";
    assert!(text.contains(field), "{text}");
    text.replace(field, &format!("clocks: {clocks}"))
}

#[test]
fn values_out_of_range_are_set_aside_named_and_never_crash() {
    for (settings, named) in [
        ("(animation_ms: 4294967295)", "animation_ms"),
        (
            "(new_game: (side: Black, computer: Some(1), clock: Some((minutes: 1e300, increment_s: 5.0))))",
            "minutes",
        ),
        (
            "(new_game: (side: Black, computer: Some(1), clock: Some((minutes: 5.0, increment_s: 1e300))))",
            "increment_s",
        ),
    ] {
        let dir = temp_dir("out-of-range");
        std::fs::write(dir.join("settings.ron"), settings).expect("write");
        let mut h = harness(&dir);
        h.run_steps(5);
        assert_eq!(h.state().settings(), &Settings::default(), "{settings}");
        assert!(dir.join("settings.ron.bak").exists(), "{settings}: set aside");
        let status = h.state().status_text();
        assert!(status.contains(named) && status.contains("settings.ron.bak"), "{settings}: {status}");
    }
    // A saved game whose clock is infinite, the computer to move: set aside, a new game.
    let dir = temp_dir("inf-clock");
    std::fs::write(dir.join("autosave.ron"), saved_game_text("Some((590.5, inf))")).expect("write");
    let mut h = harness(&dir);
    h.run_steps(5);
    assert!(dir.join("autosave.ron.bak").exists());
    let status = h.state().status_text();
    assert!(status.contains("clocks (black) is inf"), "{status}");
    assert_eq!(h.state().game().len(), 0);
}

#[test]
fn a_saved_game_with_the_computer_to_move_on_a_clock_restarts_and_plays() {
    let dir = temp_dir("clock-restart");
    std::fs::write(dir.join("autosave.ron"), saved_game_text("Some((590.5, 600.0))")).expect("write");
    let mut h = harness(&dir);
    // A restored game starts paused.
    h.run_steps(20);
    assert_eq!(h.state().game().len(), 0);
    assert!(h.state().game().is_paused());
    assert!(h.state().status_text().contains("paused"), "{}", h.state().status_text());
    h.get_by_label("Resume P");
    h.key_press(egui::Key::P);
    h.run_steps(2);
    assert!(!h.state().status_text().contains("paused"), "no stale message: {}", h.state().status_text());
    assert!(
        step_until(&mut h, Duration::from_secs(20), |app| app.game().len() == 1),
        "the computer moves: {}",
        h.state().status_text()
    );
}

#[test]
fn a_settings_file_with_a_byte_order_mark_is_read() {
    let dir = temp_dir("bom");
    std::fs::write(dir.join("settings.ron"), "\u{feff}(language: French, show_labels: true)").expect("write");
    let h = harness(&dir);
    assert_eq!(h.state().settings().language, damier::i18n::Language::French);
    assert!(h.state().settings().show_labels);
    assert!(!dir.join("settings.ron.bak").exists());
}

#[test]
fn a_temporary_file_left_by_a_kill_is_removed_at_start() {
    let dir = temp_dir("tmp-left");
    std::fs::write(dir.join("autosave.ron.tmp"), "(setup: (vari").expect("write");
    std::fs::write(dir.join("settings.ron.tmp"), "(langu").expect("write");
    let _h = harness(&dir);
    assert!(!dir.join("autosave.ron.tmp").exists());
    assert!(!dir.join("settings.ron.tmp").exists());
}

#[test]
fn a_bad_file_that_cannot_be_moved_aside_is_still_reported_without_a_backup_name() {
    let dir = temp_dir("no-backup");
    std::fs::write(dir.join("settings.ron"), "(language: Klingon)").expect("write");
    // A folder that is not empty where the backup would go: the rename fails.
    std::fs::create_dir_all(dir.join("settings.ron.bak").join("keep")).expect("a folder");
    let h = harness(&dir);
    let status = h.state().status_text();
    assert!(status.contains("could not be moved"), "{status}");
    assert!(!status.contains("kept as") && !status.ends_with(" -"), "{status}");
}

#[test]
fn when_both_saves_fail_both_are_shown() {
    let dir = temp_dir("both-fail");
    // Folders where the temporary files would be written: every write fails.
    for name in ["settings.ron.tmp", "autosave.ron.tmp"] {
        std::fs::create_dir_all(dir.join(name).join("keep")).expect("a folder");
    }
    let mut h = harness(&dir);
    two_players(&mut h, Variant::International, None);
    h.key_press(egui::Key::F);
    let both = |app: &DamierApp| {
        let status = app.status_text();
        status.contains("settings.ron") && status.contains("autosave.ron")
    };
    assert!(step_until(&mut h, Duration::from_secs(5), both), "{}", h.state().status_text());
}

#[test]
fn the_english_games_count_wraps_instead_of_overflowing() {
    let dir = temp_dir("english-count");
    std::fs::write(dir.join("settings.ron"), "(english_games: 4294967295)").expect("write");
    let mut h = harness(&dir);
    start_english_against_the_computer(&mut h);
    assert_eq!(h.state().settings().english_games, 0);
    assert_eq!(h.state().game().variant(), Variant::English);
}

/// Moves egui's time (the clocks' time) on by `seconds` at once: the clocks and the inactivity
/// rule are tested without sleeping.
fn advance(h: &mut Harness<'_, DamierApp>, seconds: f64) {
    let now = h.ctx.input(|i| i.time);
    h.input_mut().time = Some(now + seconds);
    h.step();
    h.input_mut().time = None;
    h.run_steps(2);
}

fn with_clock(mut s: Setup, minutes: f64) -> Setup {
    s.clock = Some(damier::clock::ClockSettings { minutes, increment_s: 0.0 });
    s
}

#[test]
fn the_first_game_at_first_start_is_untimed() {
    let dir = temp_dir("first-start");
    let mut h = harness(&dir);
    assert_eq!(h.state().game().clock_settings(), None, "no clock at first start");
    assert!(h.state().settings().new_game.clock.is_some(), "the New game dialog still offers one");
    advance(&mut h, 600.0);
    assert!(!h.state().game().is_over());
    assert!(dir.join("settings.ron").exists(), "the next start is not the first");
    drop(h);
    let h = harness(&dir);
    assert!(h.state().game().clock_settings().is_some(), "the next start's game has the chosen clock");
}

#[test]
fn each_clock_starts_at_its_sides_first_move() {
    let dir = temp_dir("first-move-clock");
    let mut h = harness(&dir);
    h.state_mut()
        .start_game(with_clock(setup(Variant::International, Player::Human, Player::Human, None), 5.0));
    h.run_steps(2);
    advance(&mut h, 40.0);
    let left = |h: &Harness<'_, DamierApp>, c| h.state().game().clock_left(c, h.ctx.input(|i| i.time));
    assert_eq!(left(&h, Color::White), Some(300.0), "White's clock waits for White's first move");
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    advance(&mut h, 40.0);
    assert_eq!(left(&h, Color::Black), Some(300.0), "Black's too");
    click(&mut h, "Black man on 19");
    click(&mut h, "Square 23");
    advance(&mut h, 40.0);
    let white = left(&h, Color::White).expect("a clock");
    assert!((255.0..=261.0).contains(&white), "White's clock runs from its second move: {white}");
}

/// Two people, a clock of `minutes` and the inactivity rule: 32-28 19-23 played, both
/// clocks started.
fn timed_two_moves_in(h: &mut Harness<'_, DamierApp>, minutes: f64) {
    let mut s = with_clock(setup(Variant::International, Player::Human, Player::Human, None), minutes);
    s.inactivity = true;
    h.state_mut().start_game(s);
    h.run_steps(2);
    click(h, "White man on 32");
    click(h, "Square 28");
    click(h, "Black man on 19");
    click(h, "Square 23");
}

#[test]
fn pause_stops_both_clocks_and_the_inactivity_count_and_hides_the_board() {
    let dir = temp_dir("pause");
    let mut h = harness(&dir);
    timed_two_moves_in(&mut h, 5.0);
    let now = |h: &Harness<'_, DamierApp>| h.ctx.input(|i| i.time);
    let before = h.state().game().clock_left(Color::White, now(&h)).expect("a clock");
    click(&mut h, "Pause P");
    assert!(h.query_by_label("White man on 28").is_none(), "the board is hidden");
    advance(&mut h, 1000.0);
    let paused = h.state().game().clock_left(Color::White, now(&h)).expect("a clock");
    assert!((before - paused).abs() < 1.5, "{before} then {paused}");
    assert_eq!(h.state().game().clock_left(Color::Black, now(&h)), Some(300.0));
    assert!(!h.state().game().is_over());
    assert!(h.query_by_label_contains("has not moved").is_none(), "no inactivity while paused");
    h.key_press(egui::Key::P);
    h.run_steps(2);
    h.get_by_label("White man on 28");
    advance(&mut h, 10.0);
    let running = h.state().game().clock_left(Color::White, now(&h)).expect("a clock");
    assert!(
        (paused - 12.0..paused - 9.5).contains(&running),
        "the clock runs again: {paused} then {running}"
    );
}

#[test]
fn the_inactivity_warning_shows_at_five_minutes_and_the_loss_comes_only_when_strict() {
    for strict in [false, true] {
        let dir = temp_dir(&format!("inactivity-{strict}"));
        let mut h = harness(&dir);
        let mut s = setup(Variant::International, Player::Human, Player::Human, None);
        s.inactivity = true;
        s.strict_inactivity = strict;
        h.state_mut().start_game(s);
        h.run_steps(2);
        // Each step is a quarter of a second.
        advance(&mut h, 295.0);
        assert!(h.query_by_label_contains("has not moved").is_none(), "not before 5:00");
        let now = h.ctx.input(|i| i.time);
        h.input_mut().time = Some(now + 10.0);
        h.step();
        let asked = h.output().viewport_output.values().flat_map(|v| &v.commands).any(|c| {
            matches!(c, egui::ViewportCommand::RequestUserAttention(egui::UserAttentionType::Critical))
        });
        assert!(asked, "the window asks for attention");
        h.input_mut().time = None;
        h.run_steps(2);
        if strict {
            h.get_by_label_contains("move within 5");
            h.get_by_label_contains("s or lose the game");
        } else {
            h.get_by_label("White has not moved for 5 minutes");
        }
        advance(&mut h, 60.0);
        assert_eq!(h.state().game().is_over(), strict, "strict: {strict}");
        if strict {
            assert_eq!(h.state().game().outcome().map(|o| o.reason), Some(OutcomeReason::Inactivity));
            assert!(h.query_by_label_contains("has not moved").is_none(), "no stale countdown");
        } else {
            h.get_by_label("White has not moved for 5 minutes");
        }
    }
}

fn start_english_against_the_computer(h: &mut Harness<'_, DamierApp>) {
    let choice = damier::settings::NewGameChoice {
        variant: Variant::English,
        computer: Some(1),
        ..damier::settings::NewGameChoice::default()
    };
    let ctx = h.ctx.clone();
    h.state_mut().run(damier::command::Command::StartGame { choice, fen: String::new() }, &ctx);
    h.run_steps(2);
}

/// Whether square 1 is drawn below square 32 (Black at the bottom).
fn black_at_the_bottom(h: &Harness<'_, DamierApp>) -> bool {
    center(h, "Square 1").y > center(h, "Square 32").y
}

#[test]
fn the_board_turns_to_the_person_in_each_english_game_and_f_turns_only_this_one() {
    let dir = temp_dir("orientation");
    let mut h = harness(&dir);
    start_english_against_the_computer(&mut h);
    assert_eq!(h.state().game().human_color(), Color::Black, "the person starts the first game");
    assert!(black_at_the_bottom(&h));
    start_english_against_the_computer(&mut h);
    assert_eq!(h.state().game().human_color(), Color::White);
    assert!(!black_at_the_bottom(&h), "game 2 turns too");
    h.key_press(egui::Key::F);
    h.run_steps(2);
    assert!(black_at_the_bottom(&h), "F turns the board");
    start_english_against_the_computer(&mut h);
    assert_eq!(h.state().game().human_color(), Color::Black);
    assert!(black_at_the_bottom(&h), "F turned game 2 only");
    let ctx = h.ctx.clone();
    h.state_mut().run(damier::command::Command::WhiteAtBottom(true), &ctx);
    h.run_steps(2);
    assert!(!black_at_the_bottom(&h), "View: always White at the bottom");
}

#[test]
fn a_new_game_while_one_is_in_progress_asks_save_discard_or_cancel() {
    let dir = temp_dir("discard");
    let mut h = harness(&dir);
    two_players(&mut h, Variant::International, None);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run_steps(2);
    assert!(h.query_by_label("The game is in progress").is_none(), "nothing played: no question");
    h.get_by_label("Start");
    click(&mut h, "Cancel");
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run_steps(2);
    h.get_by_label("The game is in progress");
    h.get_by_label("Save…");
    assert!(h.query_by_label("Start").is_none(), "the New game dialog waits for the answer");
    click(&mut h, "Cancel");
    assert!(h.query_by_label("The game is in progress").is_none());
    assert_eq!(h.state().game().len(), 1, "Cancel keeps the game");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run_steps(2);
    click(&mut h, "Discard");
    click(&mut h, "Start");
    assert_eq!(h.state().game().len(), 0, "a new game");
}

#[test]
fn the_computer_refuses_a_draw_at_move_one() {
    let dir = temp_dir("draw-early");
    let mut h = harness(&dir);
    h.state_mut().start_game(setup(Variant::International, Player::Human, Player::Computer(1), None));
    h.run_steps(2);
    click(&mut h, "Offer draw");
    h.run_steps(5);
    assert!(!h.state().game().is_over());
    assert!(h.state().status_text().contains("too early"), "{}", h.state().status_text());
}

#[test]
fn review_says_which_move_is_shown() {
    let dir = temp_dir("review-text");
    let mut h = harness(&dir);
    two_players(&mut h, Variant::International, None);
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    click(&mut h, "Black man on 19");
    click(&mut h, "Square 23");
    h.key_press(egui::Key::ArrowLeft);
    h.run_steps(2);
    assert_eq!(h.state().status_text(), "Viewing 1. 32-28 — right arrow or End to return");
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    assert!(!h.state().game().is_reviewing());
    h.key_press(egui::Key::ArrowLeft);
    h.key_press(egui::Key::ArrowLeft);
    h.run_steps(2);
    assert_eq!(h.state().status_text(), "Viewing the start position — right arrow or End to return");
    h.key_press(egui::Key::End);
    h.run_steps(2);
    assert!(!h.state().game().is_reviewing());
    // Black's move is numbered "1…".
    h.state_mut().start_game(setup(Variant::International, Player::Human, Player::Human, Some("B:W32:B19")));
    h.run_steps(2);
    click(&mut h, "Black man on 19");
    click(&mut h, "Square 24");
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    h.key_press(egui::Key::ArrowLeft);
    h.run_steps(2);
    assert_eq!(h.state().status_text(), "Viewing 1… 19-24 — right arrow or End to return");
}

#[test]
fn the_new_game_dialog_keeps_its_size_whatever_is_chosen() {
    let dir = temp_dir("new-game-size");
    let mut h = harness(&dir);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run_steps(3);
    let start = h.get_by_label("Start").rect();
    for choice in [
        "Two players at this screen",
        "English checkers",
        "No clock",
        "Computer",
        "Dablot Prejjesne",
        "By lot",
    ] {
        click(&mut h, choice);
        h.run_steps(2);
        assert_eq!(h.get_by_label("Start").rect(), start, "after {choice}");
    }
}

#[test]
fn the_rules_window_opens_below_the_menu_bar_and_about_names_version_and_licence() {
    let dir = temp_dir("windows");
    let mut h = harness(&dir);
    let menu_bottom = h.get_by_label("Game").rect().max.y;
    let ctx = h.ctx.clone();
    h.state_mut().run(damier::command::Command::ShowRules(Variant::International), &ctx);
    h.run_steps(3);
    let title = h.get_by_label("Rules: International draughts").rect();
    assert!(title.min.y >= menu_bottom, "{title:?} under {menu_bottom}");
    h.state_mut().run(damier::command::Command::ShowAbout, &ctx);
    h.run_steps(3);
    h.get_by_label_contains(env!("CARGO_PKG_VERSION"));
    // The licence expression "MIT OR Apache-2.0", its "OR" in the interface's language.
    h.get_by_label("Free software under the MIT or Apache-2.0 licence.");
    h.get_by_label("Credits");
}

/// A PDN of the first `plies` moves of an international game, each the first legal move.
fn pdn_of_plies(plies: usize) -> String {
    let mut game = damier_rules::AnyGame::start(Variant::International, GameOptions::default());
    for _ in 0..plies {
        let m = game.legal_moves()[0];
        game.play(&m).expect("legal");
    }
    assert!(game.outcome().is_none(), "the game goes on");
    damier_rules::write_pdn(&[game.to_pdn(Vec::new())])
}

fn open_pdn_text(h: &mut Harness<'_, DamierApp>, text: &str) {
    let opened = damier::files::OpenedGame::read(text, GameOptions::default()).expect("a game");
    h.state_mut().open_game(opened);
    h.run_steps(2);
}

#[test]
fn an_opened_game_shows_the_persons_side_at_the_bottom() {
    let dir = temp_dir("opened-side");
    let mut h = harness(&dir);
    open_pdn_text(&mut h, &pdn_of_plies(3));
    assert_eq!(h.state().game().human_color(), Color::Black, "the person takes the side to move");
    assert!(center(&h, "Square 1").y > center(&h, "Square 50").y, "Black at the bottom");
    open_pdn_text(&mut h, &pdn_of_plies(4));
    assert!(center(&h, "Square 1").y < center(&h, "Square 50").y, "White at the bottom");
}

#[test]
fn after_move_20_the_computer_weighs_a_draw_offer_with_a_search() {
    let dir = temp_dir("draw-search");
    let mut h = harness(&dir);
    open_pdn_text(&mut h, &pdn_of_plies(40));
    assert_eq!(h.state().game().human_to_move(), Some(Color::White));
    click(&mut h, "Offer draw");
    assert!(h.state().is_thinking(), "a search weighs the offer");
    let answered = step_until(&mut h, Duration::from_secs(20), |app| {
        app.game().is_over() || app.status_text().contains("declines")
    });
    assert!(answered, "{}", h.state().status_text());
    assert!(!h.state().status_text().contains("too early"));
}

#[test]
fn a_fen_or_pdn_pasted_onto_the_board_is_played_on_and_a_game_in_progress_asks_first() {
    let dir = temp_dir("paste");
    let mut h = harness(&dir);
    two_players(&mut h, Variant::International, None);
    let paste = |h: &mut Harness<'_, DamierApp>, text: &str| {
        h.event(egui::Event::Paste(text.to_owned()));
        h.run_steps(3);
    };
    paste(&mut h, "W:W28:B23");
    assert_eq!(h.state().game().record().fen_at(0), "W:W28:B23");
    assert!(h.state().status_text().starts_with("Pasted"), "{}", h.state().status_text());
    click(&mut h, "White man on 28");
    click(&mut h, "Square 19");
    assert!(h.state().game().is_over());
    paste(&mut h, &pdn_of_plies(4));
    assert_eq!(h.state().game().len(), 4, "a finished game is replaced without asking");
    paste(&mut h, "[Event \"x\"] 1. 99-98 *");
    assert!(h.state().status_text().contains("neither a position"), "{}", h.state().status_text());
    assert_eq!(h.state().game().len(), 4);
    paste(&mut h, "W:W28:B23");
    h.get_by_label("The game is in progress");
    click(&mut h, "Cancel");
    assert_eq!(h.state().game().len(), 4, "Cancel keeps the game");
    paste(&mut h, "W:W28:B23");
    click(&mut h, "Discard");
    assert_eq!(h.state().game().len(), 0);
    assert_eq!(h.state().game().record().fen_at(0), "W:W28:B23");
}

/// A file of three games (2, 5 and 8 plies; events "Club Ada", "Club Bob", "Club Cy", White
/// named) in `dir`, and each game's text.
fn three_games(dir: &Path) -> (PathBuf, Vec<String>) {
    let games: Vec<String> = [2, 5, 8]
        .iter()
        .zip(["Ada", "Bob", "Cy"])
        .map(|(&plies, name)| {
            pdn_of_plies(plies).replacen('[', &format!("[Event \"Club {name}\"]\n[White \"{name}\"]\n["), 1)
        })
        .collect();
    let path = dir.join("three.pdn");
    std::fs::write(&path, games.join("\n")).expect("write");
    (path, games)
}

#[test]
fn a_file_of_three_games_opens_a_list_and_the_second_game_is_chosen() {
    let dir = temp_dir("three-games");
    let mut h = harness(&dir);
    let (path, _) = three_games(&dir);
    h.state_mut().open_file(path);
    let listed = step_until(&mut h, Duration::from_secs(10), |app| app.is_picking_a_game());
    assert!(listed, "{}", h.state().status_text());
    h.get_by_label("The file holds 3 games: pick one");
    h.get_by_label("Club Bob");
    h.get_by_label("Cy");
    click(&mut h, "2");
    assert!(!h.state().is_picking_a_game());
    assert_eq!(h.state().game().len(), 5, "the second game");
}

#[test]
fn an_opened_games_player_names_are_kept_and_copied_back_with_a_date() {
    let dir = temp_dir("names");
    let mut h = harness(&dir);
    let text = pdn_of_plies(2).replacen('[', "[White \"Ada\"]\n[Black \"Bob\"]\n[", 1);
    open_pdn_text(&mut h, &text);
    // The person takes White (to move), the computer Black: its side says so.
    h.get_by_label("Ada");
    assert!(h.query_by_label("Bob").is_none());
    h.get_by_label("Computer (Club)");
    click(&mut h, "Game");
    h.get_by_label("Copy game (PDN)").click();
    h.step();
    let copied: Vec<String> = h
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        })
        .collect();
    let pdn = copied.first().expect("the game is copied");
    assert!(pdn.contains("[White \"Ada\"]") && pdn.contains("[Black \"Bob\"]"), "{pdn}");
    assert!(pdn.contains("[Date \"20"), "{pdn}");
    assert!(pdn.contains("[WhiteType \"human\"]\n[BlackType \"program\"]"), "who played which side: {pdn}");
}

#[test]
fn the_side_the_person_played_is_marked_in_the_list_and_taken_on_opening() {
    let dir = temp_dir("person-side");
    let mut h = harness(&dir);
    // White to move in both games; the person played Black in the second.
    let tagged = |plies: usize, white: &str, kinds: &str| {
        pdn_of_plies(plies).replacen('[', &format!("[White \"{white}\"]\n[Black \"Eve\"]\n{kinds}["), 1)
    };
    let games = [
        tagged(2, "Ada", ""),
        tagged(6, "Computer (Club)", "[WhiteType \"program\"]\n[BlackType \"human\"]\n"),
        // Saved by Damier in English: the person is already "You".
        tagged(8, "You", "[WhiteType \"human\"]\n[BlackType \"program\"]\n"),
    ];
    let path = dir.join("sides.pdn");
    std::fs::write(&path, games.join("\n")).expect("write");
    h.state_mut().open_file(path);
    assert!(step_until(&mut h, Duration::from_secs(10), |app| app.is_picking_a_game()));
    h.get_by_label("Eve (you)");
    assert_eq!(
        h.query_all_by_label("Eve").count(),
        2,
        "Eve is not marked where she played a person or a program"
    );
    assert!(h.query_by_label("Ada (you)").is_none(), "no side is marked where the file does not say");
    assert!(h.query_by_label("You (you)").is_none(), "\"You\" is not marked twice");
    click(&mut h, "2");
    assert_eq!(h.state().game().human_color(), Color::Black, "the person takes the side they played");
    assert_eq!(
        h.state().game().player(Color::White),
        h.state().settings().new_game.computer.map_or(Player::Human, Player::Computer)
    );
    assert!(center(&h, "Square 1").y > center(&h, "Square 50").y, "Black at the bottom");
}

#[test]
fn saving_back_into_a_file_of_three_games_replaces_that_game_and_keeps_the_others() {
    let dir = temp_dir("save-back");
    let mut h = harness(&dir);
    let (path, games) = three_games(&dir);
    h.state_mut().open_file(path.clone());
    assert!(step_until(&mut h, Duration::from_secs(10), |app| app.is_picking_a_game()));
    click(&mut h, "2");
    let saved = |h: &mut Harness<'_, DamierApp>, says: &str| {
        step_until(h, Duration::from_secs(10), |app| app.status_text().contains(says))
    };
    h.state_mut().save_file(path.clone());
    assert!(saved(&mut h, "game 2 of the 3 in the file, the others kept"), "{}", h.state().status_text());
    let text = std::fs::read_to_string(&path).expect("read back");
    let read = damier::files::OpenedGame::read_all(&text, GameOptions::default()).expect("games");
    assert_eq!(read.len(), 3, "{text}");
    assert!(text.starts_with(&games[0]) && text.ends_with(&games[2]), "{text}");
    assert_eq!(
        (read[1].tag("Event"), read[1].record.moves().len()),
        ("Damier", 5),
        "game 2 is the one saved"
    );
    // The game's place in the file is kept from one start of the app to the next.
    let kept = step_until(&mut h, Duration::from_secs(5), |_| {
        std::fs::read_to_string(dir.join("autosave.ron")).is_ok_and(|t| t.contains("three.pdn"))
    });
    assert!(kept, "the autosave names the file");
    drop(h);
    let mut h = harness(&dir);
    h.state_mut().save_file(path.clone());
    assert!(
        saved(&mut h, "game 2 of the 3 in the file"),
        "saved back after a restart: {}",
        h.state().status_text()
    );
    // The file changed since (a game put first): the game is added, never written over another.
    std::fs::write(&path, format!("{}\n{text}", games[2])).expect("write");
    h.state_mut().save_file(path.clone());
    assert!(saved(&mut h, "game 5 of the 5"), "{}", h.state().status_text());
    // Another game saved into the same file is added after the others.
    two_players(&mut h, Variant::English, None);
    h.state_mut().save_file(path.clone());
    assert!(saved(&mut h, "game 6 of the 6"), "{}", h.state().status_text());
    let text = std::fs::read_to_string(&path).expect("read back");
    assert!(text.starts_with(&games[2]) && text.contains(&games[0]), "{text}");
    assert_eq!(damier_rules::PdnReader::new(&text).count(), 6);
}

/// The app with its sounds heard by the test: each sound played arrives on the receiver.
fn harness_hearing(dir: &Path) -> (Harness<'static, DamierApp>, std::sync::mpsc::Receiver<Sound>) {
    let paths = Paths::in_dir(dir);
    let (heard, sounds) = std::sync::mpsc::channel();
    let mut h = Harness::builder().with_size(egui::vec2(1200.0, 820.0)).build_eframe(move |cc| {
        let output = Sounds::with_output(move || {
            Ok(Box::new(move |sound| {
                let _ = heard.send(sound);
            }) as damier::sound::Play)
        });
        DamierApp::with_paths(&cc.egui_ctx, Some(paths)).with_sounds(output)
    });
    h.run_steps(3);
    (h, sounds)
}

/// The next sound played (the sound thread plays it soon after).
fn next_sound(sounds: &std::sync::mpsc::Receiver<Sound>) -> Option<Sound> {
    sounds.recv_timeout(Duration::from_secs(5)).ok()
}

#[test]
fn moves_captures_crowning_and_the_end_sound_and_view_mutes_them_remembered() {
    let dir = temp_dir("sounds");
    let (mut h, sounds) = harness_hearing(&dir);
    two_players(&mut h, Variant::International, None);
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    assert_eq!(next_sound(&sounds), Some(Sound::Move));
    click(&mut h, "View");
    click(&mut h, "Mute sounds");
    assert!(h.state().settings().mute);
    click(&mut h, "Black man on 19");
    click(&mut h, "Square 23");
    h.key_press(egui::Key::M);
    h.run_steps(2);
    assert!(!h.state().settings().mute, "M sounds again");
    // 28x19 takes 23: the next sound heard is the capture, none came for the muted move.
    click(&mut h, "White man on 28");
    click(&mut h, "Square 19");
    assert_eq!(next_sound(&sounds), Some(Sound::Capture));
    two_players(&mut h, Variant::International, Some("W:W6:B40"));
    click(&mut h, "White man on 6");
    click(&mut h, "Square 1");
    assert_eq!(next_sound(&sounds), Some(Sound::Crowning));
    two_players(&mut h, Variant::International, Some("W:W28:B23"));
    click(&mut h, "White man on 28");
    click(&mut h, "Square 19");
    assert!(h.state().game().is_over());
    assert_eq!(next_sound(&sounds), Some(Sound::GameEnd));
    h.key_press(egui::Key::M);
    h.run_steps(2);
    assert!(step_until(&mut h, Duration::from_secs(5), |_| {
        std::fs::read_to_string(dir.join("settings.ron")).is_ok_and(|t| t.contains("mute: true"))
    }));
    drop(h);
    let (h, _) = harness_hearing(&dir);
    assert!(h.state().settings().mute, "muted after a restart");
}

#[test]
fn the_inactivity_warning_and_low_time_are_heard() {
    let dir = temp_dir("sound-warnings");
    let (mut h, sounds) = harness_hearing(&dir);
    timed_two_moves_in(&mut h, 0.25);
    assert_eq!(next_sound(&sounds), Some(Sound::Move));
    assert_eq!(next_sound(&sounds), Some(Sound::Move));
    // White's clock (15 s) runs from White's second move: under 10 s after 6.
    advance(&mut h, 6.0);
    assert_eq!(next_sound(&sounds), Some(Sound::LowTime));
    advance(&mut h, 20.0);
    assert!(h.state().game().is_over(), "lost on time");
    assert_eq!(next_sound(&sounds), Some(Sound::GameEnd));

    let mut s = setup(Variant::International, Player::Human, Player::Human, None);
    s.inactivity = true;
    h.state_mut().start_game(s);
    h.run_steps(2);
    advance(&mut h, 305.0);
    h.get_by_label("White has not moved for 5 minutes");
    assert_eq!(next_sound(&sounds), Some(Sound::Warning));
}

#[test]
fn without_a_sound_device_the_game_plays_on_and_says_so_once() {
    let dir = temp_dir("no-sound");
    let paths = Paths::in_dir(&dir);
    let mut h = Harness::builder().with_size(egui::vec2(1200.0, 820.0)).build_eframe(move |cc| {
        DamierApp::with_paths(&cc.egui_ctx, Some(paths))
            .with_sounds(Sounds::with_output(|| Err(damier::sound::SoundError::NoDevice)))
    });
    assert!(step_until(&mut h, Duration::from_secs(5), |app| app.status_text().contains("No sound device")));
    two_players(&mut h, Variant::International, None);
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    assert_eq!(h.state().game().len(), 1, "the game goes on");
    h.run_steps(5);
    assert!(!h.state().status_text().contains("No sound device"), "said once");
}

#[test]
fn the_status_line_follows_a_change_of_language() {
    let dir = temp_dir("status-language");
    std::fs::write(dir.join("settings.ron"), "(show_labels: tru").expect("write");
    let paths = Paths::in_dir(&dir);
    let mut h = Harness::builder().with_size(egui::vec2(1200.0, 820.0)).build_eframe(move |cc| {
        DamierApp::with_paths(&cc.egui_ctx, Some(paths))
            .with_sounds(Sounds::with_output(|| Err(damier::sound::SoundError::NoDevice)))
    });
    assert!(step_until(&mut h, Duration::from_secs(5), |app| app.status_text().contains("No sound device")));
    // Two messages in one line: the settings set aside (its path and the system's words as
    // arguments), then the sound device.
    let (settings, backup) = (dir.join("settings.ron"), dir.join("settings.ron.bak"));
    let (settings, backup) = (settings.display(), backup.display());
    assert_eq!(
        h.state().status_text(),
        format!(
            "Your settings could not be read (could not read {settings}: line 1, column 14 is not what \
             Damier writes); the defaults are used and the old file is kept as {backup} — No sound \
             device was found: Damier plays on silently"
        )
    );
    click(&mut h, "View");
    click(&mut h, "Hrvatski");
    assert_eq!(
        h.state().status_text(),
        format!(
            "Vaše postavke nije bilo moguće pročitati (nije moguće pročitati {settings}: redak 1, stupac \
             14 nije ono što Damier zapisuje); koriste se zadane postavke, a stara je datoteka sačuvana \
             kao {backup} — Nije pronađen nijedan zvučni uređaj: Damier nastavlja bez zvuka"
        )
    );
    // A message set later, its argument a message of its own (what went wrong with the file).
    let ctx = h.ctx.clone();
    h.state_mut().run(Command::SetLanguage(Language::English), &ctx);
    let missing = dir.join("missing.pdn");
    h.state_mut().open_file(missing.clone());
    assert!(step_until(&mut h, Duration::from_secs(10), |app| app.status_text().contains("missing.pdn")));
    let path = missing.display();
    assert_eq!(
        h.state().status_text(),
        format!("Could not use {path}: could not open {path}: it does not exist")
    );
    h.state_mut().run(Command::SetLanguage(Language::French), &ctx);
    h.run_steps(2);
    assert_eq!(
        h.state().status_text(),
        format!("Impossible d'utiliser {path} : impossible d'ouvrir {path} : il n'existe pas")
    );
}
