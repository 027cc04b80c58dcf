//! The app in each of its languages: the system's language at first start, messages worded in
//! the chosen language (no English left), and every language fitting the side panel and the New
//! game dialog at the smallest window.

use std::path::Path;

use damier::DamierApp;
use damier::command::Command;
use damier::i18n::Language;
use damier::model::{Player, Setup};
use damier::storage::Paths;
use damier_rules::Variant;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

mod common;

/// The window's smallest size (main.rs).
const MIN_WINDOW: egui::Vec2 = egui::vec2(640.0, 480.0);

fn temp_dir(name: &str) -> common::TestDir {
    common::temp_dir("lang", name)
}

/// The app in `dir`, started as if the system's language were `system`, in a window of `size`.
fn harness(dir: &Path, system: Language, size: egui::Vec2) -> Harness<'static, DamierApp> {
    let paths = Paths::in_dir(dir);
    let mut h = Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| DamierApp::with_paths_and_language(&cc.egui_ctx, Some(paths), system));
    h.run_steps(3);
    h
}

fn setup(players: [Player; 2]) -> Setup {
    Setup {
        inactivity: true,
        strict_inactivity: true,
        clock: Some(damier::clock::ClockSettings { minutes: 90.0, increment_s: 30.0 }),
        ..Setup::plain(Variant::International, players)
    }
}

#[test]
fn the_first_start_speaks_the_systems_language_and_the_choice_is_remembered() {
    let dir = temp_dir("first-start");
    {
        let h = harness(&dir, Language::Croatian, egui::vec2(1200.0, 820.0));
        assert_eq!(h.state().settings().language, Language::Croatian);
        h.get_by_label("Igra");
    }
    // The next start keeps the language of the settings, whatever the system says.
    let h = harness(&dir, Language::French, egui::vec2(1200.0, 820.0));
    assert_eq!(h.state().settings().language, Language::Croatian);
}

#[test]
fn a_file_that_cannot_be_opened_is_told_in_the_chosen_language() {
    let dir = temp_dir("file-error");
    let mut h = harness(&dir, Language::French, egui::vec2(1200.0, 820.0));
    let missing = dir.join("absente.pdn");
    h.state_mut().open_file(missing.clone());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !h.state().status_text().contains("absente") && std::time::Instant::now() < deadline {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let path = missing.display().to_string();
    assert_eq!(
        h.state().status_text(),
        format!("Impossible d'utiliser {path} : impossible d'ouvrir {path} : il n'existe pas")
    );
}

#[test]
fn a_bad_position_is_told_with_its_column_in_the_chosen_language() {
    let dir = temp_dir("fen-error");
    let mut h = harness(&dir, Language::Walloon, egui::vec2(1200.0, 820.0));
    let mut s = setup([Player::Human, Player::Human]);
    s.fen = Some("W:W31-50:B1-20,51".to_owned());
    h.state_mut().start_game(s);
    h.run_steps(2);
    let status = h.state().status_text();
    assert!(status.starts_with("Ç'n'èst nîn ène position dè ç'djeu-ci : colone 16 : "), "{status}");
}

/// Every widget's rectangle lies in the window: nothing is cut off at its right edge (a label
/// too long for a button row, a row of buttons too wide for the panel) or, unless `scrolls`
/// (part of the content may be scrolled out of view), at its bottom edge.
fn assert_nothing_cut(h: &Harness<'_, DamierApp>, what: &str, scrolls: bool) {
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, MIN_WINDOW);
    let mut cut = Vec::new();
    for node in h.query_all_by(|_| true) {
        let label = node.accesskit_node().label().unwrap_or_default();
        // The board's squares, the window itself, nodes without a place are not text.
        if label.is_empty() || node.accesskit_node().bounding_box().is_none() {
            continue;
        }
        let rect = node.rect();
        if rect.max.x > window.max.x + 0.5 || (!scrolls && rect.max.y > window.max.y + 0.5) {
            cut.push(format!("{label:?} at {rect:?}"));
        }
    }
    assert!(cut.is_empty(), "{what}: cut off at {MIN_WINDOW:?}: {cut:#?}");
}

#[test]
fn every_language_fits_the_side_panel_and_the_new_game_dialog_at_the_smallest_window() {
    for language in Language::ALL {
        let dir = temp_dir(&format!("fit-{}", language.code()));
        let mut h = harness(&dir, language, MIN_WINDOW);
        let ctx = h.ctx.clone();
        // Two people with clocks, a draw offered: every row of the side panel is there.
        h.state_mut().start_game(setup([Player::Human, Player::Human]));
        h.run_steps(3);
        h.state_mut().run(Command::OfferDraw, &ctx);
        h.run_steps(3);
        assert_nothing_cut(&h, &format!("{language:?}, a draw offered"), false);
        // Against the computer at the club level: the longest player name in Croatian. (Not
        // the master: its first game would build the endgame databases here.)
        h.state_mut().start_game(setup([Player::Human, Player::Computer(3)]));
        h.run_steps(3);
        assert_nothing_cut(&h, &format!("{language:?}, against the computer"), false);
        // A result in the side panel (the result window closed).
        h.state_mut().run(Command::Resign, &ctx);
        h.run_steps(2);
        h.state_mut().run(Command::ConfirmResign, &ctx);
        h.run_steps(3);
        h.key_press(egui::Key::Escape);
        h.run_steps(3);
        assert!(h.state().game().is_over(), "{language:?}");
        assert_nothing_cut(&h, &format!("{language:?}, the game over"), false);
        // The New game dialog, the computer chosen (the English note takes its two lines).
        h.state_mut().run(Command::NewGameDialog, &ctx);
        h.run_steps(4);
        assert_nothing_cut(&h, &format!("{language:?}, New game"), true);
        // Its choices scroll; its title and its buttons stay in view.
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, MIN_WINDOW);
        let tr = damier::i18n::Tr::new(language);
        for id in ["new-title", "new-start", "dialog-cancel"] {
            let rect = h.get_by_label(&tr.get(id)).rect();
            assert!(window.contains_rect(rect), "{language:?} {id} at {rect:?}");
        }
    }
}

#[test]
fn the_new_game_dialog_is_laid_out_right_from_its_first_frame_in_every_language() {
    for language in Language::ALL {
        let dir = temp_dir(&format!("first-frame-{}", language.code()));
        let mut h = harness(&dir, language, egui::vec2(1180.0, 800.0));
        let tr = damier::i18n::Tr::new(language);
        let ctx = h.ctx.clone();
        h.state_mut().run(Command::NewGameDialog, &ctx);
        let (label, first) = (tr.get("new-opponent"), tr.get("new-computer"));
        let mut seen = Vec::new();
        for _ in 0..4 {
            h.step();
            let top = |text: &str| h.query_by_label(text).map(|n| n.rect().min.y);
            if let (Some(label), Some(first)) = (top(&label), top(&first)) {
                seen.push((label, first));
            }
        }
        assert!(!seen.is_empty(), "{language:?}: the dialog never showed");
        // Each row's label beside its first control, the same in every frame.
        for &(label, first) in &seen {
            assert!((label - first).abs() < 6.0, "{language:?}: label at {label}, control at {first}");
        }
        assert!(seen.windows(2).all(|w| w[0] == w[1]), "{language:?} moved: {seen:?}");
    }
}
